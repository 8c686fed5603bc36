/**
 * Round 11 wave 2 (passive good news): the visitor was praised, complimented, chosen or picked ("mình được thầy khen
 * trước cả lớp", "I got picked for the relay team", "반장으로 뽑혔어", "我的作文被老师夸了"). Recognised by the passive
 * grammar of each language (được + verb, got / was + participle, 받았 / 뽑혔, 被 + verb), not by a topic list; the clause
 * is carried back as written (from the passive marker to the clause's end, pronouns turned to the second person) with
 * a congratulation, then one question about what was praised or how it was chosen. No unrelated question.
 */
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import { secondPerson } from './second-person.ts';
import { fixRegister, type FixRegister } from './persona-chat-fix-voice.ts';

/** Praise or being chosen. */
export type PraiseKind = 'praised' | 'chosen';

/** The visitor's passive good news. */
export interface PraiseReading {
  kind: PraiseKind;
  /** The clause as the visitor wrote it, in the second person, or null when its edges are unsure. */
  clause: string | null;
}

const enPassive = /\b(?:I|I've|I'd|I have|I just|I actually)?\s*(?:got|get|was|were|been|am|I'm) (?:just |actually |finally |officially )?(praised|complimented|chosen|picked|selected|elected|named|voted)\b(?! (?:up|on|off|out|last|after)\b)[^.!?,;]*/iu;
const enActive = /\b(?:[a-z]+ ){0,3}(?:picked|chose|selected|praised|complimented) (?:my|me)\b[^.!?,;]*/iu;
const viPassive = /được (?:[\p{L}]+ ){0,3}?(khen|chọn|bầu|tuyển|vinh danh|tuyên dương|biểu dương|cử)(?![\p{L}])[^.!?,;]*/iu;
const koPassive = /(?:^|\s)((?:[^\s.!?,]+ ){0,4}?[^\s.!?,]*?(칭찬(?:을 )?받|칭찬 들|뽑혔|뽑힌|뽑혀|선정됐|선정되|선발됐|선발되|당선됐|당선되))/u;
const zhPassive = /((?:[^，。！？,.!?\s]{0,8})被(?:[^，。！？,.!?]{0,10}?)(夸|表扬|称赞|选上|选中|选为|选成|评为|挑中|录取))[^，。！？,.!?]*/u;

const viTail = /\s+(?:đó|đấy|nè|á|luôn|rồi|ghê|nha|nhé|ạ)$/iu;


/** A negation or a third person right before the passive: not the visitor's good news. */
const notMine: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:didn'?t|don'?t|never|not|wasn'?t|weren'?t|hardly)(?:\s+\w+)?\s*$/iu,
  vi: /(?:không|chưa|chẳng|đâu có|ít khi|em gái|em trai|anh trai|chị gái|con gái|con trai|bạn thân|nó|anh ấy|chị ấy|cô ấy|bạn ấy|con bé|thằng bé|(?:mẹ|bố|ba|má)(?! cho))(?:\s+(?:của\s+)?(?:em|mình|tôi|tớ|tao))?\s+(?:cũng\s+|đã\s+|vừa\s+|mới\s+)?$/iu,
  ko: /(?:안|못|동생(?:이|은|도)|언니(?:가|는|도)|오빠(?:가|는|도)|누나(?:가|는|도)|형(?:이|은|도)|친구(?:가|는|도)|걔(?:가|는)|딸(?:이|은)|아들(?:이|은))\s+(?:[^\s]+\s+){0,2}$/u,
  zh: /(?:没|没有|不|从没|从来没|别)(?:能)?$/u,
};

/**
 * Praise that does not gladden (round 14, lead): a concessive on the praise (칭찬을 받아도, even when I get praised, dù
 * được khen, 被夸了也) or a joy word negated after it (기쁘지가 않아요, I don't feel happy, không vui, 高兴不起来): the visitor
 * is telling a worry, never news to congratulate.
 */
const joyless: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\beven (?:when|if|though)\b[^.!?]*\b(?:praised|complimented|promoted|picked|chosen)\b|\b(?:don'?t|doesn'?t|didn'?t|can'?t|not|never)\s+(?:feel\s+)?(?:happy|glad|proud|good|excited)\b/iu,
  vi: /(?:dù|mặc dù|cho dù|kể cả khi)\s[^.!?]*được\s|(?:không|chẳng|chả)\s(?:thấy\s)?(?:vui|vui vẻ|tự hào|hạnh phúc|phấn khởi)/iu,
  ko: /(?:받아도|받았는데도|들어도|뽑혀도)|(?:기쁘|좋|행복하|신나)지(?:가|는|도)?\s?않|안\s?(?:기뻐|기쁘|좋아|행복해)/u,
  zh: /(?:夸了?也|表扬了?也|即使|就算|哪怕)[^。！？]*|(?:不|没)(?:太|怎么)?(?:开心|高兴|快乐|兴奋)|高兴不起来|开心不起来/u,
};

/** The visitor's passive good news, or null. */
export function readPraised(text: string, language: ContentLanguage): PraiseReading | null {
  if (joyless[language].test(text)) return null;
  if (language === 'en') {
    const found = enPassive.exec(text) ?? enActive.exec(text);
    if (!found || notMine.en.test(text.slice(0, found.index))) return null;
    // Someone else praised or picked ("my sister got chosen"): not the visitor's news.
    const before = text.slice(0, found.index);
    if (/\bmy (?:sister|brother|friend|son|daughter|kid|mom|dad|husband|wife)\s*$/iu.test(before)) return null;
    const kind: PraiseKind = /prais|compliment/iu.test(found[0]) ? 'praised' : 'chosen';
    const clause = found[0].trim().replace(/^(?:I|I've|I have|I just|I actually)\s+/iu, '').replace(/^I'm\s+/iu, 'am ');
    // A passive clause begins at its auxiliary: the visitor becomes "you" ("you got picked", "you were chosen").
    const passive = /^(?:got|get|was|were|been|am)\b/iu.test(clause) ? `you ${clause.replace(/^was\b/iu, 'were').replace(/^am\b/iu, 'are').replace(/^been\b/iu, 'have been')}` : clause;
    return { kind, clause: secondPerson(passive, 'en') };
  }
  if (language === 'vi') {
    const found = viPassive.exec(text);
    if (!found?.[1] || notMine.vi.test(text.slice(0, found.index))) return null;
    const kind: PraiseKind = /khen|vinh danh|tuyên dương|biểu dương/iu.test(found[1]) ? 'praised' : 'chosen';
    let clause = found[0].trim();
    while (viTail.test(clause)) clause = clause.replace(viTail, '');
    return { kind, clause };
  }
  if (language === 'ko') {
    const found = koPassive.exec(text);
    if (!found?.[1] || !found[2]) return null;
    const verbAt = found.index + found[0].length - found[2].length;
    if (notMine.ko.test(text.slice(0, verbAt))) return null;
    const kind: PraiseKind = /칭찬/u.test(found[2]) ? 'praised' : 'chosen';
    const words = found[1].trim().split(/\s+/u).filter((word) => !/^(?:나|난|나는|내가|저|저는|제가|전|오늘|어제|방금|드디어|아까|완전)$/u.test(word));
    const stem = words.join(' ').replace(/(칭찬(?:을 )?받|칭찬 들|뽑혔|뽑힌|뽑혀|선정됐|선정되|선발됐|선발되|당선됐|당선되)$/u, '');
    return { kind, clause: stem.trim().length > 0 ? stem.trim() : null };
  }
  const found = zhPassive.exec(text);
  if (!found?.[2] || notMine.zh.test(text.slice(0, found.index + found[0].indexOf('被')))) return null;
  const kind: PraiseKind = /夸|表扬|称赞/u.test(found[2]) ? 'praised' : 'chosen';
  // The whole sentence holding the 被 clause, so a clause with no subject of its own ("还被夸了") keeps the one before it.
  const start = Math.max(text.lastIndexOf('。', found.index), text.lastIndexOf('！', found.index), text.lastIndexOf('？', found.index), text.lastIndexOf('!', found.index)) + 1;
  const ends = /[。！？!?]/u.exec(text.slice(found.index));
  const sentence = text.slice(start, ends ? found.index + ends.index : text.length).trim();
  const clause = sentence.length <= 40 ? sentence : found[0];
  const written = clause.replace(/^(?:今天|昨天|刚才|刚刚|终于)/u, '').replace(/^我(?=[被的])/u, '你').replace(/我们/gu, '你们').replace(/我/gu, '你');
  return { kind, clause: written.length > 0 ? written : null };
}

function koVerb(reading: PraiseReading): string {
  return reading.kind === 'praised' ? '칭찬받았다니' : '뽑혔다니';
}

function congratulate(reading: PraiseReading, register: FixRegister): string {
  const clause = reading.clause;
  switch (register) {
    case 'en': return clause ? `Wait, ${clause}? That's wonderful, congratulations!` : 'That is wonderful news, congratulations!';
    case 'vi': return clause ? `Trời, ${clause} luôn hả? Đỉnh quá, chúc mừng bạn nha!` : 'Tin vui quá, chúc mừng bạn nha!';
    case 'zh': return clause ? `${clause}！太厉害了吧，恭喜恭喜！` : '太棒了，恭喜你！';
    case 'koPlain': return clause ? `와, ${clause} ${koVerb(reading)}! 진짜 축하해!` : '와, 진짜 축하해!';
    case 'koPolite': return clause ? `와, ${clause} ${koVerb(reading).replace(/다니$/u, '다니요')}! 정말 축하해요!` : '정말 축하해요!';
    case 'koHage': return clause ? `${clause} ${koVerb(reading)}, 축하하네!` : '축하하네!';
  }
}

function askWhat(reading: PraiseReading, register: FixRegister): string {
  const praised = reading.kind === 'praised';
  switch (register) {
    case 'en': return praised ? 'What exactly did they praise? Tell me everything.' : 'What did they say when they told you, and how did it feel?';
    case 'vi': return praised ? 'Được khen vụ gì vậy, kể mình nghe đi!' : 'Sao lại chọn bạn vậy, lúc nghe tin thấy sao?';
    case 'zh': return praised ? '夸的是哪一点呀？快跟我说说！' : '是怎么选上的？听到的时候什么心情？';
    case 'koPlain': return praised ? '뭐 때문에 칭찬받은 거야? 자세히 얘기해 줘!' : '어떻게 뽑힌 거야? 발표 들었을 때 기분 어땠어?';
    case 'koPolite': return praised ? '어떤 점을 칭찬받았어요? 자세히 들려주세요!' : '어떻게 뽑히신 거예요? 들었을 때 기분이 어땠어요?';
    case 'koHage': return praised ? '무엇으로 칭찬을 받았나?' : '어떻게 뽑혔나?';
  }
}

/** The answer: the good news as written, congratulated, and one question about it. */
export function writePraised(reading: PraiseReading, persona: PersonaKey, language: ContentLanguage): string[] {
  const register = fixRegister(persona, language);
  return [congratulate(reading, register), askWhat(reading, register)];
}
