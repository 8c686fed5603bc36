/**
 * Two turns a story opening often ends on (issue 13, round 13), read from the clause's grammar, not from topic words:
 *  - missing: a person of a daily routine did not come (the shoe mender didn't come today, ông Tư không ra bán,
 *    할아버지가 오늘은 안 나오셨다, 老李今天没来), where the opening also says it is a habit (every day, for fifteen
 *    years, 매일, 从来没缺过). The narrator notices the empty place, asks and goes to see them, and finds a plain,
 *    kind reason; they come back, and the narrator now greets them. The missing person is never the narrator.
 *  - secret: someone has not told a person something (hasn't told his wife yet, chưa dám nói với bố mẹ,
 *    엄마한테 아직 말을 못 했다, 还没告诉老婆). Keeping it is told, then it comes out and the person told answers
 *    kindly; the problem stays, but it is no longer carried alone.
 * The lines live in data/story/story-turn13-lines.ts; every slot is a whole phrase of the opening or a pronoun.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { guessGender, readTextFacts } from './name-finder.ts';
import { drawStoryLine } from './story-event-plot.ts';
import { isPersonPhrase } from './story-default-clause.ts';
import { turnLines, type TurnBeat } from './data/story/story-turn13-lines.ts';

/** A turn of the opening's last clauses that the turn plots tell. */
export interface StoryTurn {
  kind: 'missing' | 'secret';
  /** The missing person, or the person not told, as the opening names them (whole). */
  who: string;
  /** How later sentences name them (老李 of 修鞋的老李, ông Tư, 아저씨, Mr. Lee). */
  name: string;
  /** The one who tells: the narrator, or the opening's named hero. */
  teller: { name: string; first: boolean; gender: 'she' | 'he' | null };
  /** English pronoun of `who`: she, he or they. */
  gender: 'she' | 'he' | null;
}

/** A habit or long years: the missing person was expected (every morning, 15 năm, 매일, 十五年). */
const habit: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:every|always|each (?:day|morning|evening|night)|for (?:\w+|\d+) years|years|never (?:once )?missed|without fail|sells?|selling|vendor|seller|mends?|fixes)\b/iu,
  vi: /(?:(?:^|\s)bán\s|ngày nào|sáng nào|chiều nào|tối nào|mỗi (?:ngày|sáng|chiều|tối)|luôn|năm nay|\d+ năm|mấy chục năm|chưa bao giờ|chưa từng|bao năm)/iu,
  ko: /(?:파는|하시는|지키는|매일|항상|언제나|하루도|빠짐없이|년(?:째| 동안| 넘게)|늘\s)/u,
  zh: /(?:卖|修|摆摊|每天|天天|每个?早上|总是|一直|[一二三四五六七八九十几\d]+年|从来没|从没|风雨无阻)/u,
};

/** The negated coming: didn't come / không ra / 안 나오셨다 / 没来 (the subject stands before it). */
const notCome: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\s(?:didn['’]t|did not|hasn['’]t|has not|never|wasn['’]t|was not|isn['’]t|is not)\s+(?:come|came|show(?:ed)? up|turn(?:ed)? up|open(?:ed)?(?: up)?|there|here|at (?:his|her|their) (?:usual )?(?:spot|place|stall|post|corner|bench|cart))\b/iu,
  vi: /\s(?:(?:hôm nay|sáng nay|chiều nay|tối nay|hôm qua|mấy hôm nay|mấy hôm|cả tuần nay)\s)?(?:lại\s)?(?:không|chẳng|chưa)\s(?:thấy\s)?(?:ra|đến|tới|có mặt|xuất hiện|mở (?:hàng|sạp|quán|cửa)|dọn hàng|ra bán|bán)(?![\p{L}\p{M}])/iu,
  ko: /(?:이|가|은|는|께서)\s(?:오늘(?:은)?\s|오늘 아침(?:에)?(?:는)?\s|아침에\s|그날(?:은)?\s)?(?:안 (?:왔|나왔|나오셨|오셨|보였|보이셨)|오지 않았|오시지 않았|나오지 않았|나오시지 않았|보이지 않았|나타나지 않았)/u,
  zh: /(?:今天|今早|今天早上|这天|昨天|那天)?(?:却|又|居然|竟然)?(?:没来|没有来|没出现|没有出现|没出摊|没开门|没摆摊)/u,
};

/** Not telling a person: the person's phrase is group 1. */
const notTold: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:hasn['’]t|has not|hadn['’]t|had not|haven['’]t|have not|didn['’]t|did not|can['’]t|couldn['’]t|won['’]t)\s+(?:yet\s+|even\s+)?(?:told|tell|mentioned it to)\s+((?:his|her|my|their|our)\s+[a-z]+|[A-Z][a-z]+)|\b(?:without telling|keeping it from|kept it from|hiding it from)\s+((?:his|her|my|their|our)\s+[a-z]+|[A-Z][a-z]+)/u,
  vi: /(?:chưa|không|chẳng)\s(?:dám\s|hề\s|kịp\s|thể\s)*(?:nói|kể|báo)\s(?:cho|với)\s((?:bố mẹ|ba mẹ|cha mẹ|gia đình|vợ|chồng|bố|mẹ|ba|má|anh trai|chị gái|em gái|em trai|người yêu|bạn trai|bạn gái)(?:\s(?:tôi|mình|anh|em|cô|chị|ấy|nó))?)|giấu\s((?:bố mẹ|ba mẹ|cha mẹ|gia đình|vợ|chồng|bố|mẹ|ba|má|người yêu)(?:\s(?:tôi|mình|anh|em|cô|chị|ấy))?)/iu,
  ko: /([가-힣]{1,6})(?:에게|한테|께)(?:는|도)?\s(?:아직\s|차마\s|아무\s)?(?:말(?:을|도|은)?\s?(?:못|안)\s?했|얘기(?:를|도|는)?\s?(?:못|안)\s?했|말하지 (?:못|않)았|말씀(?:을|도)?\s?(?:못|안)\s?드렸|알리지 (?:못|않)았|털어놓지 못했)/u,
  zh: /(?:还|一直|都)?(?:没|没有|不敢)(?:告诉|跟|和)([\u4e00-\u9fff]{1,4}?)(?:说|讲|提)?(?=[，,。！!]|$)|瞒着([\u4e00-\u9fff]{1,4}?)(?=[，,。！!]|$)/u,
};

/** Words that lead a clause before its subject (time, connectives). */
const leadWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:(?:but|and|so|then|today|this morning|this evening|yesterday|on \w+)\s*,?\s+)+/iu,
  vi: /^(?:(?:nhưng|mà|thế mà|vậy mà|rồi|hôm nay|sáng nay|chiều nay|tối nay|hôm qua)\s*,?\s+)+/iu,
  ko: /^(?:(?:그런데|근데|하지만|그러나|오늘(?:은)?|오늘 아침(?:에)?)\s+)+/u,
  zh: /^(?:可是|但是|但|不过|今天|今早)+/u,
};

const sentencesOf = (text: string): string[] => text.split(/(?<=[.!?。！？])\s*/u).filter((one) => one.trim() !== '');

/** The subject phrase before `at` in a sentence: after the last comma, a relative clause cut, leading words dropped. */
function subjectBefore(sentence: string, at: number, language: ContentLanguage): string | null {
  const head = sentence.slice(0, at);
  const pieces = head.split(/[,，、]|\s(?:and|but|so|và|nhưng|mà)\s/u);
  const candidates = [pieces.at(-1) ?? '', pieces[0] ?? ''];
  for (const raw of candidates) {
    let phrase = raw.trim().replace(leadWords[language], '').trim();
    if (language === 'en') phrase = phrase.replace(/\s+(?:who|that|which|whose)\s.*$/iu, '').trim();
    if (language === 'ko') {
      const words = phrase.split(/\s+/u);
      const last = words.at(-1) ?? '';
      const before = words.at(-2) ?? '';
      phrase = /(?:던|는|은|의|집)$/u.test(before) && !/(?:을|를|에|에서)$/u.test(before) ? `${before} ${last}` : last;
    }
    if (phrase === '' || phrase.length > 40) continue;
    const tail = language === 'zh' && phrase.includes('的') ? phrase.slice(phrase.lastIndexOf('的') + 1) : phrase;
    if (/^(?:I|we|tôi|mình|chúng tôi|나|내가|我|我们)$/iu.test(tail)) return null;
    if (pronounSubject[language].test(tail) || isPersonPhrase(tail, language) || (language === 'zh' && zhKinName.test(tail)) || readTextFacts(sentence).names.some((name) => tail.endsWith(name))) return phrase;
  }
  return null;
}

/** A Chinese surname with a kin word or 老 / 小 / 阿 and a name (张叔, 王姨, 老周, 阿强): a person. */
const zhKinName = /^(?:[\u4e00-\u9fff](?:叔|姨|伯|婶|哥|姐|爷|奶|嫂|婆)|(?:老|小|阿)[\u4e00-\u9fff]{1,2})$/u;

/** A pronoun or a bare title standing for a person named earlier (he, she, cô, ông, 他, 她). */
const pronounSubject: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:he|she|they)$/iu,
  vi: /^(?:cô|ông|bà|chú|bác|anh|chị|cô ấy|ông ấy|bà ấy|chú ấy|anh ấy|chị ấy|ông cụ|bà cụ)$/iu,
  ko: /^(?:그|그분|그녀)$/u,
  zh: /^(?:他|她)$/u,
};

/** The person an earlier part of the opening names, for a pronoun subject: a name, or a Vietnamese title with its phrase. */
function earlierPerson(opening: string, before: number, pronoun: string, language: ContentLanguage): string | null {
  const head = opening.slice(0, before);
  if (language === 'vi') {
    const title = pronoun.split(' ')[0] ?? pronoun;
    const m = new RegExp(`(?:^|\\s)(${title}\\s[^,.!?]{1,30}?)(?=\\s(?:cũng|vẫn|luôn|đều|hay|thường|ngày nào|chiều nào|sáng nào)(?:\\s|$)|[,.!?]|$)`, 'iu').exec(head);
    if (m !== null) return (m[1] as string).trim();
  }
  const titled = language === 'en' ? /\b(?:Mr|Mrs|Ms|Dr)\.?\s[A-Z][a-z]+/u.exec(head) : null;
  if (titled !== null) return titled[0];
  if (language === 'en') {
    // "the woman who sells newspapers…": the first phrase with an article whose head is a person.
    for (const m of head.matchAll(/\b(?:the|my|our|an?)\s+(?:[a-z-]+\s+){0,2}?[a-z-]+(?=\s+(?:who|that|at|in|on|from|by|outside|next)\b|[,.;]|$)/giu)) {
      if (isPersonPhrase(m[0], language)) return m[0].replace(/^an?\s/iu, 'the ');
    }
  }
  const name = readTextFacts(head).names.find((one) => head.includes(one) && !/^(?:Mr|Mrs|Ms|Dr)\.?$/u.test(one));
  return name ?? null;
}

/** How later sentences name a person: a title and name, the head after 的, the last Korean word, a Vietnamese title and name. */
function laterName(who: string, language: ContentLanguage): string {
  if (language === 'en') {
    const titled = /\b((?:Mr|Mrs|Ms|Dr)\.?\s[A-Z][a-z]+)/u.exec(who);
    if (titled !== null) return titled[1] as string;
    return who.replace(/^(?:an?|the)\s/iu, 'the ').replace(/^(?=[a-z])(?!the\s|my\s|our\s|his\s|her\s)/u, 'the ');
  }
  if (language === 'zh') return who.includes('的') ? who.slice(who.lastIndexOf('的') + 1) : who;
  if (language === 'ko') return who.split(' ').at(-1) ?? who;
  const titled = /^((?:ông|bà|cô|chú|bác|anh|chị|cậu|dì)\s\p{Lu}[\p{L}\p{M}]*)/u.exec(who);
  if (titled !== null) return titled[1] as string;
  const words = who.split(' ');
  const lead = words.slice(0, /^(?:bà cụ|ông cụ|cô bé|cậu bé)\s/iu.test(who) ? 2 : 1).join(' ');
  return words.length > 2 ? `${lead} ấy` : who;
}

/** English pronoun of a person phrase: by title or head noun, else by a given name, else null (they). */
function genderOf(who: string): 'she' | 'he' | null {
  if (/\b(?:Mrs|Ms|Miss|woman|lady|girl|grandma|grandmother|mom|mum|mother|wife|sister|aunt|daughter|girlfriend)\b/iu.test(who)) return 'she';
  if (/\b(?:Mr|man|guy|boy|grandpa|grandfather|dad|father|husband|brother|uncle|son|boyfriend)\b/iu.test(who)) return 'he';
  return guessGender(who.split(/\s+/u).at(-1) ?? who);
}

/** The teller of an opening: the narrator when it speaks as "I" or names no one else first; else the named hero (shared by the round-13 plots). */
export function tellerOf(opening: string, language: ContentLanguage, who: string): StoryTurn['teller'] {
  const facts = readTextFacts(opening);
  const viWord = /(?:^|\s)mình(?=\s|[,.]|$)/iu.test(opening) ? 'mình' : 'tôi';
  const narrator = { name: language === 'en' ? 'I' : language === 'vi' ? viWord : language === 'ko' ? '나' : '我', first: true, gender: null };
  if (facts.firstPerson || /(?:^|\s)(?:mình|tôi)(?=\s|[,.]|$)|(?:^|\s)(?:나는|내가|나도|우리)|我/iu.test(opening)) return narrator;
  const hero = facts.names.find((name) => !who.includes(name) && !name.includes(who) && opening.trimStart().startsWith(name));
  return hero === undefined ? narrator : { name: hero, first: false, gender: guessGender(hero) };
}

/** Reads the turn of an opening: a regular who did not come, or something not told to a person; null otherwise. */
export function readStoryTurn(opening: string, language: ContentLanguage): StoryTurn | null {
  const sentences = sentencesOf(opening);
  if (habit[language].test(opening)) {
    for (const sentence of sentences) {
      const m = notCome[language].exec(sentence);
      if (m === null) continue;
      const read = subjectBefore(sentence, m.index, language);
      const at = opening.indexOf(sentence);
      const who = read !== null && pronounSubject[language].test(read) ? earlierPerson(opening, at + m.index, read, language) : read;
      if (who === null) continue;
      // A title that opened the sentence is lower case inside the story (Bà bán bánh mì… → bà bán bánh mì…, The old man → the old man).
      const lowered = (language === 'vi' && /^(?:Bà|Ông|Cô|Chú|Bác|Anh|Chị|Cậu|Dì)\s/u.test(who)) || (language === 'en' && /^The\s/u.test(who)) ? who.charAt(0).toLowerCase() + who.slice(1) : who;
      const clean = language === 'ko' ? lowered.replace(/(?:이|가|은|는|께서)$/u, '') : lowered;
      return { kind: 'missing', who: clean, name: laterName(clean, language), teller: tellerOf(opening, language, clean), gender: genderOf(clean) };
    }
  }
  for (const sentence of sentences) {
    const m = notTold[language].exec(sentence);
    if (m === null) continue;
    const told = (m[1] ?? m[2] ?? '').trim();
    if (told === '' || /^(?:anyone|anybody|nobody|ai|아무|谁)/iu.test(told)) continue;
    // Something happened in the opening besides the not telling: there is something to keep.
    if (sentences.length < 2 && opening.replace(m[0], '').replace(/[\s,.，。]/gu, '').length < 8) continue;
    const teller = tellerOf(opening, language, told);
    return { kind: 'secret', who: told, name: told, teller, gender: genderOf(told) };
  }
  return null;
}

/** Pronoun slots of the teller (I / me / my, or the hero's) and of the person (he / him / his). */
function slotsOf(turn: StoryTurn, language: ContentLanguage): Record<string, string> {
  const { teller } = turn;
  const en = language === 'en';
  const [tI, tMe, tMy, tSelf] = teller.first
    ? en ? ['I', 'me', 'my', 'myself'] : [teller.name, teller.name, language === 'ko' ? '내' : teller.name, teller.name]
    : en ? [teller.name, teller.gender === 'she' ? 'her' : teller.gender === 'he' ? 'him' : 'them', teller.gender === 'she' ? 'her' : teller.gender === 'he' ? 'his' : 'their', teller.gender === 'she' ? 'herself' : teller.gender === 'he' ? 'himself' : 'themselves'] : [teller.name, teller.name, language === 'ko' ? `${teller.name}의` : teller.name, teller.name];
  const who = turn.who;
  const name = turn.name;
  const [he, him, his] = turn.gender === 'she' ? ['she', 'her', 'her'] : turn.gender === 'he' ? ['he', 'him', 'his'] : ['they', 'them', 'their'];
  const [heTeller] = teller.first ? ['I'] : teller.gender === 'she' ? ['she'] : teller.gender === 'he' ? ['he'] : ['they'];
  return { I: tI as string, me: tMe as string, my: tMy as string, self: tSelf as string, they: heTeller as string, who, name, he: he as string, him: him as string, his: his as string };
}

/** Writes the turn's three paragraphs (sentences each; the caller puts the opening before the first). */
export function writeStoryTurn(turn: StoryTurn, language: ContentLanguage, random: () => number): string[][] {
  const beats = turnLines[language][turn.kind];
  const slots = slotsOf(turn, language);
  const pick = (beat: TurnBeat): string => {
    const pool = beats[beat];
    return drawStoryLine(pool, slots, language, random);
  };
  return [[pick('react')], [pick('act'), pick('find')], [pick('end')]];
}
