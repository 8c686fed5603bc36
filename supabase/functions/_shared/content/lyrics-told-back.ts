/**
 * Round 17 (issue 13): the visitor's request told back in the singer's lines, when it is a clause (an act, an event, a
 * decision) rather than a noun phrase. The families' path (a theme matched by a keyword of its world: work, home, study,
 * a graduation) sang its stock images and never told what the visitor wrote ("회사 그만두고 제주도 내려가기로 결심했어"
 * opened on "사무실 불이 한 층씩 꺼져 가"; "第一次带爸妈坐飞机去旅游" on a kitchen). Now the clause is told in its two
 * parts (its act, then its time, place or second clause), turned to the singer (the singer's own pronoun where the
 * clause has no subject, a possessive subject given its verb, a Korean -기 nominal sung as the day it is done), never
 * pasted whole as one line; the chorus names its act in a few words. Read from grammar: the boundary words are
 * grammatical classes (prepositions, conjunctions, time nouns, Korean connective endings, Chinese time heads).
 */
import type { ContentLanguage } from '../contract/content-types.ts';

/** A clause told back: its act (the opening, and the chorus's naming line) and the rest of it, or '' when it has none. */
export interface ToldBack {
  act: string;
  rest: string;
  /** The few words the chorus names it by: the act's own words, with no frame. */
  name: string;
}

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** English -ing nouns that open a noun phrase, never an act ("the morning", "wedding bells"). */
const englishIngNoun = /^(?:morning|evening|wedding|ceiling|building|thing|king|spring|ring|string|painting|meeting|beginning|clothing|darling|sibling|swing|something|nothing|anything|everything|during|outing|landing|lightning|pudding|dumpling|earring|ending|feeling)$/iu;

/** English words an act's adjunct or second clause opens on (prepositions of time and place, conjunctions). */
const englishBoundary = /^(?:on|in|at|before|after|when|while|and|but|because|so|until|since|during|next|last|this|every|tonight|today|yesterday|from|with|without)$/iu;

/** Cuts a clause at its first boundary word after at least `min` words; the rest is '' when there is none. */
function cutAt(words: readonly string[], boundary: RegExp, min: number): ToldBack {
  const at = words.findIndex((word, i) => i >= min && boundary.test(word));
  return at < 0 ? { act: words.join(' '), rest: '', name: '' } : { act: words.slice(0, at).join(' '), rest: words.slice(at).join(' '), name: '' };
}

function english(theme: string, memory: boolean): ToldBack | null {
  const words = theme.split(/\s+/u);
  if (words.length < 4) return null;
  const first = (words[0] ?? '').toLowerCase();
  // "missing the last train home | on new years eve…": the singer's act, told as going on (or remembered).
  if (/^\p{L}{2,}ing$/u.test(first) && !englishIngNoun.test(first) && !/^(?:of|and)$/iu.test(words[1] ?? '')) {
    const cut = cutAt(words, englishBoundary, 3);
    if (cut.rest === '') return null;
    // "Teaching my little sister…" typed with a capital is sung mid-line in lower case.
    const act = /^\p{Lu}\p{Ll}/u.test(cut.act) ? cut.act.charAt(0).toLowerCase() + cut.act.slice(1) : cut.act;
    return { act: `${memory ? 'I remember' : 'Here I am,'} ${act}`, rest: capital(cut.rest), name: capital(act) };
  }
  // "my best friend moving to another country next month": the possessive subject is given its verb.
  const owned = /^((?:my|our|his|her|their)\s+(?:[\p{L}'’-]+\s+){0,2}?[\p{L}'’-]+)\s+(\p{L}{2,}ing)\s+(.+)$/iu.exec(theme);
  // Round 20: a subject never ends on a verb of its own ("my grandma is | learning…" is no subject to give "is" again).
  if (owned !== null && !englishIngNoun.test(owned[2] as string) && !/\s(?:is|are|was|were|am|be|been|keeps?|kept|starts?|started|stops?|stopped|loves?|hates?|likes?|tries|tried)$/iu.test(owned[1] as string)) {
    const subject = owned[1] as string;
    const plural = /^our\s/iu.test(subject) || /[^s]s$/iu.test(subject);
    const cut = cutAt((owned[3] as string).split(/\s+/u), englishBoundary, 1);
    const act = capital(`${subject} ${plural ? 'are' : 'is'} ${owned[2] as string} ${cut.act}`);
    return { act, rest: capital(cut.rest), name: act };
  }
  return null;
}

/** Korean connective endings that close a clause's first part ("그만두고", "가서", "끝나고", "와서"). */
const koreanConnective = /(?:고|서|며|면서|는데|니까|다가)$/u;

/** Korean time nouns that close a clause's time ("첫눈 오는 날", "퇴근한 밤", "끝난 후에"). */
const koreanTimeWord = /^(?:[가-힣]*날|밤|아침|저녁|새벽|때|후에|뒤에|다음에|다음날)$/u;

/** Korean nouns that end in 기 (a story, a diary, courage), never a verb's -기 nominal. */
const koreanKiNoun = /(?:이야기|얘기|일기|아기|향기|용기|감기|분위기|사진기|기억|전기|공기|날씨)$/u;

/** Whether a Korean word is adnominal (…던, …는, or a last syllable closed by ㄴ or ㄹ: 멀어진, 갈). */
function koreanAdnominal(word: string): boolean {
  if (/(?:던|는)$/u.test(word)) return true;
  const code = word.charCodeAt(word.length - 1);
  return code >= 0xac00 && code <= 0xd7a3 && [4, 8].includes((code - 0xac00) % 28);
}

function korean(theme: string): ToldBack | null {
  const words = theme.split(/\s+/u);
  const last = words[words.length - 1] ?? '';
  if (words.length < 3) return null;
  let turned: string[];
  // A -기 after an adnominal ("멀어진 이야기") or a noun of its own (이야기, 일기, 용기) is a noun, no act.
  const before = words[words.length - 2] ?? '';
  const nominal = /[가-힣]기$/u.test(last) && last.length >= 2 && !koreanKiNoun.test(last) && !koreanAdnominal(before);
  if (nominal) {
    // "할머니한테 스마트폰 가르쳐 드리기": a -기 nominal is the act, sung as the day it is done ("…가르쳐 드리는 날"); a
    // clause that already names its day ("첫눈 오는 날 … 고백하기") is sung as the moment, never "…날 … 날".
    const time = words.slice(0, -1).some((word) => /날$/u.test(word)) ? '순간' : '날';
    turned = [...words.slice(0, -1), `${last.slice(0, -1)}는`, time];
  } else if (/(?:어|아|해|다|요|네|지|야|와|봐|워|져|줘)$/u.test(last)) {
    // "…내려가기로 결심했어": a final verb ending is already the singer's sentence.
    turned = words;
  } else {
    return null;
  }
  // Told in two parts, cut after a connective ending or a time noun ("회사 그만두고 | 제주도…", "첫눈 오는 날 | 편의점…").
  const at = turned.findIndex((word, i) => i >= 1 && i < turned.length - 2 && (koreanConnective.test(word) || koreanTimeWord.test(word)));
  const name = (part: string[]): string => (part.join('').length <= 22 ? part.join(' ') : part.slice(-3).join(' '));
  if (at < 0) return turned === words ? null : { act: turned.join(' '), rest: '', name: name(turned) };
  const rest = turned.slice(at + 1);
  return { act: turned.slice(0, at + 1).join(' '), rest: rest.join(' '), name: name(rest) };
}

/** Vietnamese words a clause's adjunct or second part opens on (conjunctions, time nouns, place prepositions). */
const vietnameseBoundary = /^(?:mà|nhưng|rồi|để|vì|khi|lúc|sau|trước|đêm|tối|sáng|chiều|trưa|ngày|hôm|ở|tại|trong|cùng|với)$/iu;


/** Vietnamese verbs a visitor's act opens on (a grammatical class: motion, study, care, handling, leaving). */
export const vietnameseVerb = /^(?:đi|về|thi|học|làm|chờ|đợi|ngồi|nấu|ăn|uống|dạy|dắt|đưa|đón|tiễn|gửi|viết|đọc|chạy|bỏ|nghỉ|chuyển|dọn|mua|bán|gọi|nhắn|hát|xem|ngắm|đạp|chở|ôm|khóc|thức|ngủ|tập|trả|xa|rời|lên|xuống|ra|vào|nói|kể|tỏ|chia|trốn|ở)$/iu;

/** Vietnamese words that bind the next word to them ("những buổi chiều", "mỗi sáng"): no boundary may follow one. */
const vietnameseBinder = /^(?:những|buổi|các|mấy|mỗi|một|cả|hai|ba|bao|vài|từng)$/iu;

function vietnamese(theme: string): ToldBack | null {
  const words = theme.split(/\s+/u);
  if (words.length < 5) return null;
  // "lần đầu dắt con…", "ta đi…": the act opens on a verb, after the singer or a first time.
  const lead = /^(?:lần đầu(?: tiên)?|ta|tôi|mình|tớ)\s+/iu.exec(theme);
  const opening = (lead !== null ? theme.slice(lead[0].length) : theme).split(/\s+/u)[0] ?? '';
  if (!vietnameseVerb.test(opening)) return null;
  // A motion verb after the act's object opens its purpose ("dắt con | đi học lớp 1", "đi xe buýt | về quê").
  const at = words.findIndex((word, i) => i >= 3 && (vietnameseBoundary.test(word) || /^(?:đi|về)$/iu.test(word)) && !vietnameseBinder.test(words[i - 1] ?? ''));
  if (at < 0) return null;
  const head = words.slice(0, at).join(' ');
  const lower = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);
  const act = /^(?:ta|tôi|mình|tớ)\s/iu.test(head) ? capital(head) : lead !== null ? `${capital(lead[0].trim())}, ta ${lower(head.slice(lead[0].length))}` : `Ta ${lower(head)}`;
  return { act, rest: capital(words.slice(at).join(' ')), name: capital(lead !== null ? head.slice(lead[0].length) : head) };
}

/** A Chinese time or order that opens a clause ("凌晨三点", "毕业那天", "第一次", "吵架后"). */
const chineseLead = /^((?:第一次|头一回|周末|今天|昨天|今晚|昨晚|每天|小时候)|[\p{Script=Han}\d]{1,6}?(?:点|天|晚|夜|年|后|时|时候|那天|那年|以后|之后))(?=[\p{Script=Han}].{2,}$)/u;

function chinese(theme: string): ToldBack | null {
  // "外婆家的老房子": a 的-headed noun phrase is named by the families' lines, not told as an act.
  if ([...theme].length < 6 || /的/u.test(theme)) return null;
  const lead = chineseLead.exec(theme);
  // "邻居每天…": a subject before 每 is no time lead; the clause is the subject's, told by the moment reader ("毕业那天"
  // stays a lead: an event's day).
  if (lead === null || /^[^每]+每/u.test(lead[1] as string)) return null;
  const rest = theme.slice((lead[1] as string).length);
  // The clause is told from its time, with the singer as its subject when it names none ("凌晨三点，我还在改论文").
  // "每年 | 过年爸爸骑摩托车…": a subject after a second time word ("过年") is the clause's own.
  const subjectless = !/^(?:过年|春节|周末|晚上|早上|下午|中午|半夜|夜里)?(?:我|你|他|她|没人|没有人|大家|有人|(?:[我他她]的?)?(?:爸|妈|哥|姐|弟|妹|奶|爷|外婆|外公|老师|同学|朋友))/u.test(rest);
  const told = `${subjectless ? '我' : ''}${rest}`;
  return { act: `${lead[1] as string}，${told}`, rest: '', name: told };
}

/** The request told back in parts, or null when it is a noun phrase or has no parts to tell it by. */
export function toldBack(theme: string, language: ContentLanguage, memory: boolean): ToldBack | null {
  const text = theme.trim().replace(/[.!?。！？,，;；…~]+$/u, '');
  if (/[,，;；.。!?！？]/u.test(text)) return null;
  if (language === 'en') return english(text, memory);
  if (language === 'ko') return korean(text);
  if (language === 'vi') return vietnamese(text);
  return chinese(text);
}
