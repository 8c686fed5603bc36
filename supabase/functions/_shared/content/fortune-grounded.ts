/**
 * The grounded fall-through of the fortune teller (issue 13, ninth round). A question no situation reader knows used to
 * get the category's stock lines or the advice of a topic read from a side word (co-signing a sister's lease answered
 * as "your rent"). This module reads only what can be read safely from any question — what it asks (whether, when,
 * which of two, how it will go), the thing it is about from a closed list of whole words (a surgery, a speech, an
 * approval waited for…) and that thing's kind, the person or pet it names, a date as written, a choice's own reasons
 * ("sợ lạnh nhưng mê săn mây"), a second thing the visitor also weighs — and writes the answer from those, saying back
 * only whole phrases. When it cannot tell what outcome is asked, it says what it understood and asks one question back.
 */
import type { ContentLanguage, FortuneCategory } from '../contract/content-types.ts';
import type { PhraseComposer } from './phrase-grammar.ts';
import { readTimeWords, weekdayNames } from './chat-time-words.ts';
import { isCleanOption, isNounPhrase } from './chat-noun-phrase.ts';
import { groundedPeople, groundedPets, groundedThings, missingPetWords, type GroundedKind, type GroundedWord } from './data/fortune/fortune-grounded-words.ts';
import { groundedLines, type GroundedAsk } from './data/fortune/fortune-grounded-lines.ts';
import { fortuneFormLines } from './data/fortune/fortune-form-lines.ts';
import { asksBadIdea, asksToBeThere, asksWhenToAct, isOthersClause } from './fortune-main-clause.ts';
import { asksAFear, asksWhatToDo, isHelpingSomeone, isInvitedAlong } from './fortune-evidence.ts';
import { worryIsTheAsk } from './fortune-worry.ts';

/** A thing the question is about, said back as a whole phrase, with its kind. */
export interface GroundedThing {
  say: string;
  kind: GroundedKind;
  match: RegExp;
}

/** What the grounded reader understood of a question. */
export interface GroundedQuestion {
  ask: GroundedAsk;
  /** The person the question names, said back ("your sister Priya", "em gái bạn", "아버지", "你爸爸"), or null. */
  who: string | null;
  /** The pet the question names, with its name when given ("bé mèo Mướp"), or null. */
  pet: string | null;
  /** Whether the pet has gone missing. */
  missingPet: boolean;
  /** Things the question is about, at most two, first named first. */
  things: GroundedThing[];
  /** A date as the visitor wrote it ("30/4", "5月20日", "May 20") or the weekday named, or null. */
  date: string | null;
  /** Whether the date is a calendar date the visitor wrote (not only a weekday). */
  writtenDate: boolean;
  /** A choice's own reasons in the visitor's words ("lạnh" / "săn mây"), or null. */
  prefs: { fear: string; love: string } | null;
  /** A second thing the visitor also weighs ("the used Honda Civic"), or null. */
  extra: string | null;
  /** Whether the visitor disagrees or argues with the person named. */
  conflict: boolean;
  /** The patterns that found the person and the pet (to tell which clause they sit in). */
  whoMatch: RegExp | null;
  petMatch: RegExp | null;
  /** Every person the question names, said back, with the pattern that found them. */
  people: ReadonlyArray<{ say: string; match: RegExp }>;
  /** Whether the question asks if something is a bad idea. */
  badIdea: boolean;
  /** Whether the question asks when to take a step of the visitor's own ("when should I tell…"). */
  whenAct: boolean;
  /** Whether the question asks about being there for someone (a day off, going with them). */
  beThere: boolean;
  /** Whether the visitor says they cannot sleep. */
  sleepless: boolean;
}

const whenAsk = /\bwhen\b|how long|how soon|khi nào|bao giờ|bao lâu|lúc nào|언제|며칠|얼마나 (?:걸|더)|什么时候|何时|多久|几时|哪天/iu;
const whichAsk = /\bwhich (?:one|side|is better|should)\b|bên nào|cái nào|chỗ nào|nơi nào|hướng nào|어느 쪽|뭐가 (?:더 )?나을|어디가 나을|哪个|哪边|哪一个|选哪/iu;
const howAsk = /\bhow (?:will|would|is|are|does|do|did|'s)\b|\bhow's\b|what will happen|thế nào|ra sao|có suôn sẻ|có thuận lợi|어떻게 될|어떨까|어떨지|어때요|어떻게 흘러|순조로울까|怎么样|会如何|如何|怎样|顺不顺利|顺利不顺利/iu;
const whetherAsk = /^(?:should|will|would|can|could|is|are|am|do|does|shall)\b|\b(?:will it|will i|will we|will he|will she|is it|can i|should i|go ok|go well|work out)\b|có nên|được không|có .{1,40} không|không\s*(?:ạ|nhỉ)?\s*[?？]?\s*$|hay không|liệu|(?:까요|나요|겠죠|을까|ㄹ까|할까|될까)\s*[?？]?|吗|会不会|能不能|顺利吗|要不要|去还是不去/iu;
const openAsk = /^(?:what|where|who|why)\b|\b(?:what should|where should)\b|gì|đâu|뭐|무엇|어디|什么|哪里/iu;
const conflictWords = /\b(?:disagree\w*|argu\w*|fight\w*|fought|clash\w*)\b|bất đồng|cãi|không cùng ý|tranh cãi|의견이 (?:안 맞|달라|갈려)|싸우|싸웠|다투|意见不合|吵|分歧/iu;

/** The kind of question a text asks (a choice first, then when, how, whether, an open question, else a statement). */
export function groundedAsk(question: string, hasOptions: boolean): GroundedAsk {
  if (hasOptions || whichAsk.test(question)) return 'which';
  // "What should I focus on…" opens with its question word: an open question, not a yes or a no (third part).
  if (/^(?:what|where|who|why)\b/iu.test(question.trim())) return 'open';
  if (whenAsk.test(question)) return 'when';
  if (howAsk.test(question)) return 'how';
  if (whetherAsk.test(question.trim())) return 'whether';
  if (openAsk.test(question.trim())) return 'open';
  return 'statement';
}

/** The first word of a list that the question names, with where it ends. */
function firstWord(question: string, words: readonly GroundedWord[]): { word: GroundedWord; end: number } | null {
  let best: { word: GroundedWord; at: number; end: number } | null = null;
  for (const word of words) {
    const found = word.match.exec(question);
    if (found && (best === null || found.index < best.at)) best = { word, at: found.index, end: found.index + found[0].length };
  }
  return best && { word: best.word, end: best.end };
}

/** A name written right after a kin or pet word ("my sister Priya", "con mèo Mướp"), or null. */
function nameAfter(question: string, end: number): string | null {
  const name = /^\s+(\p{Lu}[\p{Ll}\p{M}]+)(?![\p{L}])/u.exec(question.slice(end))?.[1];
  if (!name || /^(?:I|The|And|But|Is|Will|Should|On|In|At|Nhà|Và|Nhưng|Hôm|Đã|Bỏ)$/u.test(name)) return null;
  return name;
}

const monthNames = 'January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec';
const writtenDates: ReadonlyArray<RegExp> = [
  new RegExp(`\\b(?:${monthNames})\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?\\b|\\b\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?:${monthNames})\\b`, 'u'),
  /(?:(?:ngày|dịp|hôm)\s+)?\d{1,2}\/\d{1,2}(?:\/\d{2,4})?/u,
  /\d{1,2}월\s*\d{1,2}일/u,
  /\d{1,2}月\d{1,2}[日号]/u,
  /(?<![\p{L}])Tết(?![\p{L}])|설날|추석|크리스마스|春节|过年|国庆|中秋|\bChristmas\b|\bThanksgiving\b/u,
];

/** The date a question names, as written, or the weekday it names in the reading's language. */
function readDate(question: string, language: ContentLanguage): { date: string; written: boolean } | null {
  for (const pattern of writtenDates) {
    const found = pattern.exec(question)?.[0]?.trim();
    if (found) return { date: found, written: true };
  }
  const weekday = readTimeWords(question).weekday;
  const name = weekday === null ? undefined : weekdayNames[language][weekday];
  return name === undefined ? null : { date: name, written: false };
}

const prefPatterns: readonly RegExp[] = [
  /\b(?:I'm|I’m|I am|im)\s+(?:scared|afraid)\s+of\s+([^,.?!]{1,25}?)\s+but\s+(?:I\s+)?(?:love|like|really want)\s+([^,.?!]{1,25}?)(?=\s*[,.?!]|$)/iu,
  /sợ\s+([^,.?!]{1,20}?)\s+(?:nhưng|mà)\s+(?:lại\s+)?(?:mê|thích|khoái|ghiền)\s+([^,.?!]{1,20}?)(?=\s*[,.?!]|$)/iu,
  /([가-힣]{1,8}?)(?:은|는)\s*싫은데\s*([가-힣]{1,8}?)(?:은|는|을|를)\s*좋아/u,
  /怕([\u4e00-\u9fff]{1,4}?)[，,]?(?:但是|但|可是|可|又)(?:又|也)?(?:喜欢|爱|想)([\u4e00-\u9fff]{1,6}?)(?=[，。？！,.?!]|$)/u,
];

/** A choice's reasons in the visitor's words, when both are whole phrases. */
function readPrefs(question: string): { fear: string; love: string } | null {
  for (const pattern of prefPatterns) {
    const found = pattern.exec(question);
    const fear = found?.[1]?.trim();
    const love = found?.[2]?.trim();
    if (fear && love && fear.split(/\s+/u).length <= 4 && isCleanOption(fear) && isCleanOption(love)) return { fear, love };
  }
  return null;
}

/** A second thing the visitor also weighs ("I'm also thinking of buying a used Honda Civic"), said back with "the". */
function readExtra(question: string, language: ContentLanguage): string | null {
  if (language === 'en') {
    const found = /\balso\b[^.?!]*?\b(?:buy(?:ing)?|get(?:ting)?|sell(?:ing)?|leas(?:e|ing))\s+((?:a|an|the|my)\s+[^,.?!]{2,40}?)(?=\s*[,.?!]|$)/iu.exec(question)?.[1];
    if (found && isNounPhrase(found, 'en')) return found.replace(/^(?:a|an)\s+/iu, 'the ').replace(/^my\s+/iu, 'your ');
  }
  if (language === 'vi') {
    const found = /(?:còn|ngoài ra|với lại|thêm nữa)[^.?!]*?(?:mua|bán)\s+([^,.?!]{2,25}?)(?=\s*[,.?!]|$)/iu.exec(question)?.[1];
    if (found && isNounPhrase(found, 'vi')) return found;
  }
  return null;
}

/** Reads what a question asks and the people, pets, things, dates and reasons it names. */
export function readGroundedQuestion(question: string, language: ContentLanguage, hasOptions = false): GroundedQuestion {
  // A partner the visitor says they do not have ("chưa có người yêu", "no boyfriend", "没有男朋友") is nobody to read.
  const people = question.replace(/\b(?:no|without a|don't have a|never had a)\s+(?:boyfriend|girlfriend|partner)\b|(?:chưa|không|chẳng)\s+có\s+(?:người yêu|bạn trai|bạn gái|ny)|(?:남자친구|여자친구|애인)(?:가|이)?\s*없|没有(?:男朋友|女朋友|对象)|单身/giu, ' ');
  const person = firstWord(people, groundedPeople[language]);
  const personName = person ? nameAfter(people, person.end) : null;
  const who = person ? (personName ? `${person.word.say} ${personName}` : person.word.say) : null;
  const petWord = firstWord(question, groundedPets[language]);
  const petName = petWord ? nameAfter(question, petWord.end) : null;
  const pet = petWord ? (petName && language !== 'zh' ? `${petWord.word.say} ${petName}` : petWord.word.say) : null;
  const things: GroundedThing[] = [];
  const seen = new Set<string>();
  // One thing per kind, the most specific word of the list first (a wedding speech is the speech, not the wedding);
  // the kinds in the order the question names them.
  const found: Array<{ word: GroundedWord; at: number }> = [];
  for (const word of groundedThings[language]) {
    const at = word.match.exec(question)?.index ?? -1;
    if (at < 0 || seen.has(word.kind ?? 'plain')) continue;
    if (word.othersOnly === true && !isOthersClause(clauseOf(question, word.match))) continue;
    seen.add(word.kind ?? 'plain');
    found.push({ word, at });
  }
  found.sort((a, b) => a.at - b.at);
  for (const { word } of found.slice(0, 2)) things.push({ say: word.say, kind: word.kind ?? 'plain', match: word.match });
  const date = readDate(question, language);
  return {
    ask: groundedAsk(question, hasOptions),
    who,
    pet,
    missingPet: pet !== null && missingPetWords.test(question),
    things,
    date: date?.date ?? null,
    writtenDate: date?.written ?? false,
    prefs: readPrefs(question),
    extra: readExtra(question, language),
    conflict: conflictWords.test(question),
    whoMatch: person?.word.match ?? null,
    petMatch: petWord?.word.match ?? null,
    people: groundedPeople[language].filter((word) => word.match.test(people)).map((word) => ({ say: word.say, match: word.match })),
    badIdea: asksBadIdea(question),
    whenAct: asksWhenToAct(question),
    beThere: asksToBeThere(question),
    sleepless: /\b(?:can't sleep|cannot sleep|insomnia|not sleeping|barely slept)\b|mất ngủ|không ngủ được|trằn trọc|잠을 못|잠이 안|불면|失眠|睡不着/iu.test(question),
  };
}

/** Kinds specific enough to answer a question before any stock situation or topic reading. */
const strongKinds: ReadonlySet<GroundedKind> = new Set(['care', 'stage', 'gather', 'deal']);

/** Whether the grounded reading should answer before the situation readers (a specific kind, or a missing pet). */
export function groundedIsStrong(g: GroundedQuestion): boolean {
  return (g.pet !== null && g.missingPet) || g.things.some((thing) => strongKinds.has(thing.kind));
}

/** Whether the grounded reading has anything of the visitor's own to answer from. */
export function groundedHasEvidence(g: GroundedQuestion): boolean {
  return g.things.length > 0 || g.pet !== null || g.who !== null;
}

/** A thing said with its date: "the wedding on May 20", "đám cưới ngày 30/4", "5월 20일 결혼식", "5月20日的婚礼". */
export function datedPhrase(thing: string, date: string, language: ContentLanguage): string {
  switch (language) {
    case 'en': return `${thing} on ${date}`;
    case 'vi': return `${thing} ${/^\d/u.test(date) ? 'ngày' : /^(?:thứ|Chủ)/u.test(date) ? 'vào' : ''} ${date}`.replace(/\s+/gu, ' ');
    case 'ko': return `${date} ${thing}`;
    case 'zh': return `${date}的${thing}`;
  }
}

/**
 * A thing said with its owner and date: "your father's bypass surgery on Wednesday", "ca mổ vào thứ Tư của bố bạn",
 * "수요일 아버지 수술", "你爸爸周三的搭桥手术".
 */
function ownedPhrase(thing: string, owner: string | null, date: string | null, language: ContentLanguage): string {
  if (owner === null) return date === null ? thing : datedPhrase(thing, date, language);
  switch (language) {
    case 'en': return `${owner}'s ${thing.replace(/^the\s+/u, '')}${date === null ? '' : ` on ${date}`}`;
    case 'vi': return `${date === null ? thing : datedPhrase(thing, date, language)} của ${owner}`;
    case 'ko': return `${date === null ? '' : `${date} `}${owner} ${thing}`;
    case 'zh': return `${owner}${date ?? ''}的${thing}`;
  }
}

/** Whether two matches sit in the same clause of the question (a sister picked up after a tooth out is not its owner). */
function sameClause(question: string, a: RegExp, b: RegExp): boolean {
  return question.split(/[,.;!?，。；！？]|\b(?:and then|then)\b|\s(?:chiều|tối|sáng|rồi)\s|그리고|然后/iu).some((clause) => a.test(clause) && b.test(clause));
}

/**
 * The time a "when" answer gives, from the category alone: a weekday in the question may be a day already past ("we
 * argued on Sunday"), so the window never repeats it.
 */
function timeWindow(category: FortuneCategory, c: PhraseComposer): string {
  const day = c.get('weekday');
  const windows: Readonly<Record<ContentLanguage, readonly [string, string, string]>> = {
    en: ['early this afternoon', `by ${day}`, 'within the next week or two'],
    vi: ['đầu giờ chiều nay', `trước ${day}`, 'trong một, hai tuần tới'],
    ko: ['오늘 이른 오후', `${day} 전후`, '앞으로 한두 주'],
    zh: ['今天下午早些时候', `${day}之前`, '一两周之内'],
  };
  const [today, byDay, weeks] = windows[c.language];
  return category === 'today' ? today : category === 'week' ? byDay : weeks;
}

/** Whether the person sits after a contrast ("but", "nhưng", "但", "-지만 / -는데") that follows the thing. */
function afterContrast(question: string, thingMatch: RegExp, whoMatch: RegExp): boolean {
  const split = /\bbut\b|nhưng|但是|但|可是|지만|는데/iu.exec(question);
  if (!split) return false;
  const before = question.slice(0, split.index);
  const after = question.slice(split.index + split[0].length);
  return thingMatch.test(before) && whoMatch.test(after) && !whoMatch.test(before);
}

/** The person or pet whose surgery or party a thing is, when named in the same clause ("我爸…做手术"), else null (the visitor's own). */
function careOwner(g: GroundedQuestion, question: string, thing: GroundedThing): string | null {
  if (g.pet !== null && g.petMatch !== null && sameClause(question, g.petMatch, thing.match)) return g.pet;
  if (g.who !== null && g.whoMatch !== null && !/^(?:the|người thợ)\b/u.test(g.who) && sameClause(question, g.whoMatch, thing.match)) return g.who;
  return null;
}

/** A clause saying someone is away ("while my manager is on leave", "trong lúc sếp nghỉ", "팀장님이 휴가인 동안", "领导休假期间"). */
const awayClause = /\bwhile\b[^,.?!]*\b(?:on (?:\w+ )?leave|away|off|out)\b|(?:trong lúc|khi)[^,.?!]*(?:nghỉ|vắng|đi công tác)|[^,.?!]*(?:휴가|휴직|출장|자리를 비운)[^,.?!]*(?:동안|중에|중인데)|[^，。？！]*(?:休假|出差|不在)(?:期间|的时候)/iu;

/** Things that are sung or performed, not spoken (their tip is practice aloud, not a first and last line). */
const performing = /축가|무대|performance|buổi diễn|上台/u;

/** The clause of a question a pattern sits in, or the whole question. */
function clauseOf(question: string, match: RegExp): string {
  return question.split(/[,.;!?，。；！？]/u).find((clause) => match.test(clause)) ?? question;
}

/**
 * Whose thing it is (ninth round, form first): "my ex's wedding" is the ex's, "儿子下周考驾照" the son's, "Chồng em muốn…
 * mở quán" the husband's, a surgery in a clause with no "I" the relative's the question names; null when it is the
 * visitor's own.
 */
function thingOwner(g: GroundedQuestion, question: string, thing: GroundedThing): string | null {
  const clause = clauseOf(question, thing.match);
  const at = thing.match.exec(clause)?.index ?? 0;
  const possessive = /\b(?:my|our)\s+((?:new\s+)?[a-z-]+)['’]s\s+(?:[\w-]+\s+)?$/iu.exec(clause.slice(0, at))?.[1];
  if (possessive) return `your ${possessive}`;
  if (thing.kind === 'care' || thing.kind === 'gather') {
    const owner = careOwner(g, question, thing);
    if (owner !== null) return owner;
  }
  const inClause = g.people.find((person) => person.match.test(clause));
  if (inClause && isOthersClause(clause)) return inClause.say;
  // A surgery in a clause where the visitor is not the one ("tuần sau bà mổ") is the relative's the question names.
  if (thing.kind === 'care' && g.who !== null && !/^(?:the|người thợ)\b/u.test(g.who) && !selfMarker.test(clause)) return g.who;
  return null;
}

/** The visitor as the one a clause is about ("my", "em", "제가", "我"), for a surgery's owner. */
const selfMarker = /\b(?:I|I'm|my|me)\b|(?:^|\s)(?:em|mình|tôi|tớ)(?=\s|$)(?<!(?:chồng|vợ|mẹ|bố|bà|ông|con|anh|chị)\s+(?:em|mình|tôi|tớ))|제가|내가|저는|나는|(?<![가-힣])제\s|我(?!爸|妈|的|儿|女|老|家)/u;

/**
 * The grounded answer's lines: the thing's answer in the tone of its kind (a stance first when the question asks
 * whether and the thing allows one), a "when" window, the kind's tip, then the person and the date the visitor named.
 * With nothing specific and no clear ask, one question back.
 */
export function writeGroundedLines(g: GroundedQuestion, c: PhraseComposer, category: FortuneCategory, question: string, stance: string | null): string[] {
  const { language } = c;
  const lines = groundedLines[language];
  const form = fortuneFormLines[language];
  const out: string[] = [];
  const [thing] = g.things;
  let dateSaid = false;
  let whoSaid = false;
  let answered = false;
  const finish = (done: string[]): string[] => {
    if (g.date !== null && g.writtenDate && !dateSaid) {
      c.set('date', g.date);
      done.push(c.line(lines.date));
    }
    if (thing === undefined && !answered && (g.ask === 'statement' || g.ask === 'open') && !g.badIdea && !g.whenAct) done.push(c.line(lines.askBack));
    return done;
  };
  const owner = thing ? thingOwner(g, question, thing) : null;
  // The person a form line gives as its reason: the one the visitor named, unless the thing is theirs.
  const reasonWho = g.who !== null && g.who !== owner && !/^(?:the|người thợ)\b/u.test(g.who) ? g.who : null;
  /** The form-first lead: a lean for "is it a bad idea", being there for someone else's day, else the stance. */
  const lead = (allowStance: boolean): void => {
    if (g.badIdea) {
      if (reasonWho !== null) c.set('who', reasonWho);
      // "…while my manager is on leave": the reason is the timing, with the person who is away.
      const awayText = awayClause.exec(question)?.[0];
      const away = g.whoMatch !== null && awayText !== undefined && g.whoMatch.test(awayText);
      out.push(c.line(reasonWho === null ? form.badIdea.self : away ? form.badIdea.timing : form.badIdea.who));
      whoSaid = reasonWho !== null;
    } else if (g.beThere && owner !== null && g.ask !== 'when') out.push(c.line(form.support));
    else if (stance && allowStance && g.ask === 'whether') out.push(stance);
  };
  /** "When should I tell…": a window and a condition, with the person to tell. */
  const act = (hasSubject: boolean): void => {
    c.set('window', timeWindow(category, c));
    if (reasonWho !== null) c.set('who', reasonWho);
    out.push(c.line(reasonWho !== null ? (hasSubject ? form.act.who : form.act.whoBare) : form.act.self));
    whoSaid = reasonWho !== null;
  };
  if (g.pet !== null && g.missingPet) {
    c.set('subject', g.pet);
    out.push(...lines.lostPet.map((line) => c.line([line])));
  } else if (thing && thing.kind !== 'plain') {
    const dated = (thing.kind === 'care' || thing.kind === 'stage' || thing.kind === 'gather') && g.date !== null;
    c.set('subject', ownedPhrase(thing.say, owner, dated ? g.date : null, language));
    if (dated) dateSaid = true;
    lead(thing.kind !== 'care');
    // Someone else's exam or wedding: the visitor is there for them, or a guest, never the one on stage.
    const others = owner !== null && (thing.kind === 'stage' || thing.kind === 'gather');
    if (g.whenAct) act(true);
    else {
      out.push(c.line(others && thing.kind === 'stage' ? form.othersStage : lines.kinds[thing.kind]));
      if (g.ask === 'when') {
        c.set('window', timeWindow(category, c));
        out.push(c.line(lines.when));
      }
    }
    if (others) out.push(c.line(g.beThere ? form.supportTip : form.guestTip));
    else if (thing.kind === 'stage' && performing.test(thing.say)) out.push(c.line(form.performTip));
    else out.push(c.line(lines.tips[thing.kind === 'care' && owner === null ? 'careSelf' : thing.kind]));
    if (thing.kind === 'care' && owner !== null && g.sleepless) {
      c.set('who', owner);
      out.push(c.line(form.worrySleep));
    }
  } else if (thing === undefined && (isInvitedAlong(question) || isHelpingSomeone(question) || worryIsTheAsk(question) || asksWhatToDo(question))) {
    // Third part: joining someone's plan, helping them, a worry asked or "what should I do" is answered by its own
    // lines (fortune-worry.ts), not by a bare "the cards lean to yes" about the person.
    if (stance && g.ask === 'whether') out.push(stance);
    answered = true;
  } else {
    const subject = thing ? ownedPhrase(thing.say, owner, null, language) : g.who ?? g.pet;
    if (subject === null) return out;
    c.set('subject', subject);
    lead(true);
    if (g.whenAct) act(thing !== undefined);
    else if (!g.badIdea) {
      // A feared outcome asked ("will I mess it up") is answered with how it goes, never a yes that confirms the fear.
      out.push(c.line(lines.plain[g.ask === 'whether' && asksAFear(question) ? 'how' : g.ask]));
      if (g.ask === 'when') {
        c.set('window', timeWindow(category, c));
        out.push(c.line(lines.when));
        out.push(c.line(lines.tips.wait));
      }
      if (g.ask === 'how' && thing !== undefined) out.push(c.line(form.watch));
    }
  }
  const second = g.things[1];
  if (second) {
    c.set('subject', ownedPhrase(second.say, thingOwner(g, question, second), null, language));
    out.push(c.line(lines.mention[second.kind]));
  }
  // A thing weighed against a person named after a "but" ("新项目…，但我女儿刚上小学"): both sides are said back.
  const against = thing && thing.kind !== 'care' && (g.ask === 'whether' || g.ask === 'which') ? g.people.find((person) => afterContrast(question, thing.match, person.match)) : undefined;
  if (thing && against) {
    c.setAll({ subject: thing.say, who: against.say });
    out.push(c.line(lines.weigh));
    return finish(out);
  }
  const subjectIsWho = g.who !== null && thing === undefined && g.pet === null;
  const ownerUsed = owner !== null && owner === g.who;
  if (g.who !== null && !whoSaid && !subjectIsWho && !ownerUsed && !(g.pet !== null && g.missingPet)) {
    c.set('who', g.who);
    out.push(c.line(g.conflict ? lines.whoTalk : lines.who));
  } else if (subjectIsWho && g.conflict && !whoSaid) {
    c.set('who', g.who ?? '');
    out.push(c.line(lines.whoTalk));
  }
  return finish(out);
}

/** A line for a choice weighed with the visitor's own reasons, or null. */
export function prefsLine(g: GroundedQuestion, c: PhraseComposer): string | null {
  if (g.prefs === null) return null;
  c.setAll({ fear: g.prefs.fear, love: g.prefs.love });
  return c.line(groundedLines[c.language].prefs);
}

/**
 * Lines that take up what a finished reading left out: a thing the visitor named (with its date when the reading does
 * not give it) and a second thing the visitor also weighs. At most two.
 */
export function groundedMentions(g: GroundedQuestion, reading: string, c: PhraseComposer, question = ''): string[] {
  const lines = groundedLines[c.language];
  const out: string[] = [];
  for (const thing of g.things) {
    if (out.length >= 2 || thing.match.test(reading) || reading.toLowerCase().includes(thing.say.toLowerCase())) continue;
    // Someone else's party or wedding ("my boyfriend's office party", "친구 결혼식"): the visitor goes as a guest (third part).
    if ((thing.kind === 'gather' || thing.kind === 'stage') && someoneElses(question, thing.match)) {
      const dated = g.date !== null && g.writtenDate && !reading.includes(g.date);
      c.set('subject', dated && g.date !== null ? datedPhrase(thing.say, g.date, c.language) : thing.say);
      out.push(c.line(fortuneFormLines[c.language].othersMention));
      continue;
    }
    const dated = g.date !== null && g.writtenDate && !reading.includes(g.date);
    c.set('subject', dated && g.date !== null ? datedPhrase(thing.say, g.date, c.language) : thing.say);
    out.push(c.line(lines.mention[thing.kind]));
  }
  if (g.extra !== null && out.length < 2 && !reading.toLowerCase().includes(g.extra.replace(/^(?:the|your)\s+/iu, '').toLowerCase())) {
    c.set('extra', g.extra);
    out.push(c.line(lines.extra));
  }
  return out;
}

/** Whether the thing a pattern finds is owned by someone else named just before or after it ("boyfriend's office party", "친구 결혼식", "朋友的婚礼", "đám cưới bạn"). */
function someoneElses(question: string, match: RegExp): boolean {
  const found = match.exec(question);
  if (!found) return false;
  const before = question.slice(Math.max(0, found.index - 24), found.index);
  const after = question.slice(found.index + found[0].length, found.index + found[0].length + 16);
  return /\b\w+['’]s\s+(?:[\w-]+\s+)?$|(?:친구|동생|언니|누나|오빠|형|동료|사촌|선배|후배|지인)(?:의)?\s*$|(?:朋友|同事|同学|闺蜜|哥哥|姐姐|弟弟|妹妹|表[哥姐弟妹]|堂[哥姐弟妹])的?$/u.test(before)
    || /^\s*(?:của\s+)?(?:bạn|đồng nghiệp|anh|chị|em gái|em trai|anh trai|chị gái|người quen)(?![\p{L}])/iu.test(after);
}

/** A proper noun (one to three capitalised words) that does not open a sentence, with the noun just before "ở / in / at". */
function properSide(text: string): string | null {
  for (const found of text.matchAll(/(\p{Lu}[\p{L}\p{M}]*(?:\s+\p{Lu}[\p{L}\p{M}]*){0,2})/gu)) {
    const at = found.index ?? 0;
    const before = text.slice(0, at);
    if (/(?:^|[.!?。！？]\s*)$/u.test(before)) continue;
    const name = found[1] ?? '';
    const head = /(?:^|\s)(startup|công ty|ngân hàng|tập đoàn|company|firm|bank|agency)\s+(ở|tại|in|at)\s+$/iu.exec(before);
    return head ? `${head[1] ?? ''} ${head[2] ?? ''} ${name}` : name;
  }
  return null;
}

/**
 * The two sides of a "which one?" question that names them in two clauses joined by a contrast ("phỏng vấn vào
 * Vietcombank, nhưng đang có offer từ một startup ở Đà Nẵng. Nên chọn bên nào?"), each by the proper noun the visitor
 * wrote; null when the question asks no "which" or a side has no proper noun.
 */
export function readContrastSides(question: string): readonly [string, string] | null {
  if (!whichAsk.test(question)) return null;
  const halves = question.split(/\s*,?\s*(?:\bbut\b|nhưng|nhưng mà)\s+/iu);
  if (halves.length !== 2) return null;
  const a = properSide(halves[0] ?? '');
  const b = properSide(halves[1] ?? '');
  return a && b && a !== b ? [a, b] : null;
}
