/**
 * Round 11 (issue 13): reads a lyrics theme the way its grammar builds it, so the song's images are the theme's own
 * central object and its act instead of a bare noun in a stock frame. Three shapes, recognised from clause structure:
 * - object: a head noun phrase with its relative clause ("the sweater mum knitted that winter", "chiếc áo len mẹ đan",
 *   "아빠가 새벽마다 싸주던 김밥", "爸爸骑了二十年的那辆旧自行车"): the whole phrase and the object it heads;
 * - act: an activity as a gerund / verb phrase / -기 noun ("teaching my dad video calls", "học đan khăn",
 *   "짜장면 시켜먹기", "一个人在便利店吃关东煮"): the act phrase whole;
 * - eve: the night before an event ("the night before my first marathon", "tối trước ngày thi", "첫 출근 전날 밤",
 *   "考研前一晚", "明天…，今晚…"): the event still to come.
 * Each also carries the theme's purpose ("so he can see the baby", "để tặng ông nội", "주려고", "为了…") and whether the
 * singer is alone. Every span is cut at a clause edge the grammar is sure of; otherwise the shape does not fire (null).
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { readHabit } from './lyrics-image2-kinds.ts';

/** The shape of a theme the image reader recognises. */
export type ImageShape = 'object' | 'act' | 'eve';

/** What the image reader takes from a theme. */
export interface ImageTheme {
  shape: ImageShape;
  /** The whole phrase a line sings: the object with its clause, the act, or the coming event. */
  phrase: string;
  /** The object the phrase heads ("the lunchbox", "chiếc áo len", "김밥", "那辆旧自行车"), or the act's own object; '' when none. */
  object: string;
  /** The act on the eve of the event ("와이셔츠 다리기" the night before the first day); '' when none. */
  act: string;
  /** The purpose clause as written ("so he can see the baby", "để tặng ông nội", "친구한테 주려고", "为了给奶奶过生日"); '' when none. */
  purpose: string;
  /** Whether the theme says the singer is alone ("alone", "một mình", "혼자", "一个人"). */
  alone: boolean;
  /** Who the act is shared with ("my coworkers", "đồng nghiệp", "동료들", "同事们"); '' when no one. */
  company: string;
  /** The time clause after an object ("when I moved out", "khi lên thành phố học"); '' when none. */
  when: string;
  /** Round 11b: who made, gave or did the object's act ("my mom", "bà ngoại", "할머니", "外婆"); '' when the singer or no one. */
  giver: string;
  /** Round 11b: the habit the theme names ("every morning", "mỗi sáng", "매일 아침", "每天早上"); '' when none. */
  habit: string;
}

const aloneWords: Record<ContentLanguage, RegExp> = {
  en: /\b(?:alone|by myself|on my own|all by myself|just me)\b/iu,
  vi: /một mình|lủi thủi|chỉ có mình (?:tôi|mình)/iu,
  ko: /혼자|홀로|나 홀로/u,
  zh: /一个人|独自|自己一个/u,
};

/** Whether the theme says the singer is alone. */
export function isAloneTheme(theme: string, language: ContentLanguage): boolean {
  return aloneWords[language].test(theme);
}

const shapeOf = (shape: ImageShape, phrase: string, object: string, purpose: string, alone: boolean, act = '', company = '', when = '', giver = ''): ImageTheme => ({ shape, phrase: phrase.trim(), object: object.trim(), act: act.trim(), purpose: purpose.trim(), alone, company: company.trim(), when: when.trim(), giver: giver.trim(), habit: '' });

// ---------------------------------------------------------------- English

const enDeterminer = /^(?:the|my|our|his|her|their|a|an|this|that|mum's|mom's|dad's|grandma's|grandpa's|\p{L}+['’]s)$/iu;
const enSubjectStart = /^(?:my|our|his|her|their|i|I|he|she|we|they|you|mum|mom|dad|mama|papa|grandma|grandpa|nana|granny|\p{Lu}\p{Ll}+)$/u;
/** Words that end an English phrase (connectives and settings): the clause edge the grammar is sure of. */
const enStop = /^(?:so|because|after|before|when|while|until|since|even|and|but|or|at|in|on|during|every|with|without|alone|just|,)$/iu;
const enPastVerb = /^(?:\p{L}+ed|made|gave|wore|knit|sent|bought|left|got|wrote|sang|built|sewed|sewn|drew|took|brought|kept|found|won|sold|lent|taught|held|read|chose|rode|drove|grew|cooked|baked|packed|did|wove|tied|cut|wound|spun|hung|put|told|sung|played)$/iu;
/** A present verb after a noun subject ("makes", "does", "packs"); words ending in s that are no verb are left out. */
const enPresentVerb = /^(?!(?:is|was|has|us|its|this|his|hers|yours|ours|always|sometimes|less|across|plus|glasses|clothes|lunches|dishes|days|years|nights|mornings)$)\p{Ll}{2,}s$/u;
const enNotGerund = /^(?:morning|evening|nothing|something|everything|anything|thing|spring|string|ring|king|wing|ceiling|wedding|building|painting|ending|beginning|meeting|feeling|darling|sibling|swing|sing|during|evening)$/iu;

function englishWords(theme: string): string[] {
  return theme.replace(/[.!?]+$/u, '').replace(/,/gu, ' ,').split(/\s+/u).filter((word) => word.length > 0);
}

/** "so he can see the baby", "so my daughter can ride it to school", "for my mum": a purpose clause to the end or the next comma. */
function englishPurpose(words: readonly string[], from: number): string {
  const rest = words.slice(from);
  const at = rest.findIndex((word, i) => /^so$/iu.test(word) && i + 1 < rest.length && /^(?:that|he|she|they|i|we|my|our|his|her|their|mum|mom|dad|\p{Lu}\p{Ll}+)$/u.test(rest[i + 1] ?? ''));
  if (at >= 0) {
    const end = rest.indexOf(',', at);
    const clause = rest.slice(at, end < 0 ? undefined : end);
    return clause.length >= 3 && clause.length <= 10 ? clause.join(' ') : '';
  }
  const forAt = rest.findIndex((word, i) => /^for$/iu.test(word) && /^(?:my|our|his|her)$/iu.test(rest[i + 1] ?? ''));
  return forAt >= 0 && forAt + 3 >= rest.length ? rest.slice(forAt, forAt + 3).join(' ') : '';
}

function englishEve(theme: string): ImageTheme | null {
  const found = /^(?:on\s+)?(?:the\s+)?(?:night|evening)\s+before\s+((?:my|our|the|his|her|a)\s+.+)$/iu.exec(theme.replace(/[.!?]+$/u, ''));
  if (found === null) return null;
  const words = (found[1] as string).replace(/,/gu, ' ,').split(/\s+/u);
  const end = words.findIndex((word, i) => i > 1 && /^(?:and|,|but|so|when|alone)$/iu.test(word));
  const event = words.slice(0, end < 0 ? undefined : end);
  if (event.length < 2 || event.length > 7) return null;
  return shapeOf('eve', event.join(' '), '', '', isAloneTheme(theme, 'en'));
}

function englishObject(words: readonly string[], theme: string): ImageTheme | null {
  if (!enDeterminer.test(words[0] ?? '')) return null;
  // The head noun phrase: the determiner and up to four words, ending before a relative word or a new subject.
  let end = 1;
  while (end < words.length && end <= 4 && !/^(?:that|which|who)$/iu.test(words[end] ?? '') && !(end > 1 && enSubjectStart.test(words[end] ?? '')) && !enStop.test(words[end] ?? '') && !enPastVerb.test(words[end] ?? '')) end += 1;
  if (end < 2 || end >= words.length) return null;
  const relative = /^(?:that|which)$/iu.test(words[end] ?? '') ? end + 1 : end;
  if (!enSubjectStart.test(words[relative] ?? '')) return null;
  // The relative clause: its subject ("my dad", "mum", "she"), a past verb, then words up to a connective.
  let verb = relative;
  while (verb < words.length && verb <= relative + 2 && !enPastVerb.test(words[verb] ?? '')) verb += 1;
  // "the soup my mom makes every sunday": a present verb right after a noun subject ("mom", "my mom").
  const presentAt = relative + (/^(?:my|our|his|her|their)$/iu.test(words[relative] ?? '') ? 2 : 1);
  if ((verb >= words.length || !enPastVerb.test(words[verb] ?? '')) && !/^(?:i|we|he|she|they|you)$/iu.test(words[relative] ?? '') && enPresentVerb.test(words[presentAt] ?? '')) verb = presentAt;
  // "that I keep in my wallet": after a pronoun subject the next word is the verb, in any tense.
  const pronounVerb = /^(?:i|we|he|she|they|you)$/iu.test(words[relative] ?? '') && /^\p{Ll}+$/u.test(words[relative + 1] ?? '') && !enStop.test(words[relative + 1] ?? '');
  if (pronounVerb && (verb >= words.length || !enPastVerb.test(words[verb] ?? ''))) verb = relative + (/^(?:still|always|never|once)$/iu.test(words[relative + 1] ?? '') ? 2 : 1);
  if (verb >= words.length || !(enPastVerb.test(words[verb] ?? '') || pronounVerb || verb === presentAt)) return null;
  // Round 11b: the one who made or did it ("my mom", "Grandpa"), never the singer.
  const giverWords = words.slice(relative, verb);
  const giver = giverWords.length >= 1 && giverWords.length <= 3 && !/^(?:i|we|you|he|she|they)$/iu.test(giverWords[0] ?? '') ? giverWords.join(' ') : '';
  let stop = verb + 1;
  while (stop < words.length && stop <= verb + 3 && !enStop.test(words[stop] ?? '')) stop += 1;
  // "…that I keep in my wallet": a place to the theme's end stays with the clause.
  if (/^(?:in|on|under|at)$/iu.test(words[stop] ?? '') && /^(?:my|our|the|his|her)$/iu.test(words[stop + 1] ?? '') && words.length - stop <= 4 && !words.slice(stop + 1).some((word) => enStop.test(word))) stop = words.length;
  // "every morning", "that winter", "last summer": a time right after the verb stays with the clause.
  if (/^(?:every|that|last|each)$/iu.test(words[stop] ?? '') && stop + 1 < words.length && /^(?:morning|night|day|winter|summer|spring|autumn|fall|year|week|weekend|sunday|christmas)$/iu.test(words[stop + 1] ?? '')) stop += 2;
  // "the umbrella my coworker lent me flew off the bridge": a verb after the clause makes the theme a sentence, no phrase.
  // Only an object pronoun, a time or "by hand" may follow the clause's verb before a connective.
  const clauseEnd = words.findIndex((word, i) => i > verb && enStop.test(word) && !/^every$/iu.test(word));
  const tail = stop === words.length && clauseEnd >= 0 ? '' : words.slice(verb + 1, clauseEnd < 0 ? undefined : clauseEnd).join(' ');
  if (!/^(?:(?:me|us|him|her|them|it|for me|for us|by hand)\s?)?(?:(?:every|that|last|each|one)\s\p{L}+)?$/iu.test(tail)) return null;
  // "the guitar I bought with my first paycheck got stolen…": a main verb after the phrase's own prepositional phrases
  // (before any subordinate clause) makes the theme a sentence about the object, not the object's phrase.
  for (let i = stop; i < words.length; i += 1) {
    const word = words[i] ?? '';
    if (/^(?:even|after|before|when|because|so|since|until|while|though|although|,)$/iu.test(word)) break;
    if (/^(?:got|get|gets|was|were|is|are|has|have|had|broke|fell|flew|went|came|died|ran|disappeared|vanished|stopped|finally|just|already|never|now)$/iu.test(word) || (enPastVerb.test(word) && !enSubjectStart.test(words[i - 1] ?? ''))) return null;
  }
  const object = words.slice(0, end).join(' ');
  if (/\b(?:night|day|time|morning|evening|afternoon|week|weekend|year|summer|winter|spring|autumn|fall|holidays?|season|trip)$/iu.test(object)) return null;
  const phrase = words.slice(0, stop).join(' ');
  if (phrase.split(' ').length > 10) return null;
  // "…when I left for college": a time clause to the end (or a comma) goes with the object as its time.
  const whenEnd = words.indexOf(',', stop);
  const whenWords = /^(?:when|before|after)$/iu.test(words[stop] ?? '') && enSubjectStart.test(words[stop + 1] ?? '') ? words.slice(stop, whenEnd < 0 ? undefined : whenEnd) : [];
  const when = whenWords.length >= 3 && whenWords.length <= 8 ? whenWords.join(' ') : '';
  return shapeOf('object', lowerFirst(phrase), lowerFirst(object), englishPurpose(words, stop), isAloneTheme(theme, 'en'), '', '', when, giver);
}

function englishAct(words: readonly string[], theme: string): ImageTheme | null {
  const first = words[0] ?? '';
  if (!/^\p{L}+ing$/iu.test(first) || enNotGerund.test(first) || words.length < 2) return null;
  let end = 1;
  while (end < words.length && !enStop.test(words[end] ?? '') && !/^(?:for|to)$/iu.test(words[end] ?? '')) end += 1;
  const core = words.slice(0, end);
  // "eating cold pizza alone at 3am": being alone and the one place or time right after stay with the act.
  if (/^alone$/iu.test(words[end] ?? '')) end += 1;
  // "baking bread for my neighbor so…": the one the act is for stays with it.
  if (/^for$/iu.test(words[end] ?? '') && /^(?:my|our|his|her|the)$/iu.test(words[end + 1] ?? '')) {
    const next = words.slice(end + 2).findIndex((word) => enStop.test(word) || /^(?:for|to)$/iu.test(word));
    const size = next < 0 ? words.length - end - 2 : next;
    if (size >= 1 && size <= 2) end += size + 2;
  }
  // "grabbing noodles with my coworkers after the shift": the company is read whole, then the act goes on.
  let company = '';
  if (/^with$/iu.test(words[end] ?? '')) {
    const next = words.slice(end + 1).findIndex((word) => enStop.test(word) || /^(?:for|to)$/iu.test(word));
    const size = next < 0 ? words.length - end - 1 : next;
    if (size >= 1 && size <= 3 && /^(?:my|our|the|\p{Lu}\p{Ll}+)$/u.test(words[end + 1] ?? '')) company = words.slice(end + 1, end + 1 + size).join(' ');
    if (company !== '') end += size + 1;
  }
  const setting = /^(?:at|in|on|outside|by|near|under|behind|inside)$/iu.test(words[end] ?? '') ? words.slice(end + 1).findIndex((word) => enStop.test(word) || /^(?:for|to)$/iu.test(word)) : -2;
  if (setting >= 1 && setting <= 3) end += setting + 1;
  else if (setting === -1 && words.length - end - 1 <= 3) end = words.length;
  const act = words.slice(0, end);
  // Round 11b: "…on the pier with my little brother last summer": the company after the place, then a past time.
  if (company === '' && /^with$/iu.test(words[end] ?? '') && /^(?:my|our|the|\p{Lu}\p{Ll}+)$/u.test(words[end + 1] ?? '')) {
    const next = words.slice(end + 1).findIndex((word) => enStop.test(word) || /^(?:for|to|last|this|that)$/iu.test(word));
    const size = next < 0 ? words.length - end - 1 : next;
    if (size >= 1 && size <= 3) {
      company = words.slice(end + 1, end + 1 + size).join(' ');
      end += size + 1;
    }
  }
  const past = /^(?:last|that)\s(?:summer|winter|spring|autumn|fall|year|weekend|night|christmas)$/iu.exec(words.slice(end).join(' '));
  if (act.length < 2 || act.length > 9) return null;
  const object = core.slice(/^(?:up|out|back|over|on|off|down)$/iu.test(core[1] ?? '') ? 2 : 1).join(' ');
  // Round 11b: "cooking my first thanksgiving dinner for the whole family": the one it is for is its purpose.
  const forAt = act.findIndex((word, i) => i > 0 && /^for$/iu.test(word) && /^(?:my|our|his|her|the)$/iu.test(act[i + 1] ?? ''));
  const purpose = englishPurpose(words, end) || (forAt > 0 ? act.slice(forAt).join(' ') : '');
  const read = actShape(lowerFirst(act.join(' ')), object, purpose, isAloneTheme(theme, 'en'), company);
  return read !== null && past !== null ? { ...read, when: past[0] } : read;
}

/**
 * An act is the song's centre only when the theme says what it is for or that the singer is alone with it; a bare
 * activity ("walking the dog in the rain") is left to the families that already sing its world.
 */
function actShape(act: string, object: string, purpose: string, alone: boolean, company = ''): ImageTheme | null {
  return purpose !== '' || alone || company !== '' ? shapeOf('act', act, object, purpose, alone && company === '', '', company) : null;
}

const lowerFirst = (text: string): string => (/^(?:The|My|Our|A|An|His|Her|Their|This|That)\s/u.test(text) || /^\p{Lu}\p{Ll}+ing\b/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

// ---------------------------------------------------------------- Vietnamese

const viClassifier = /^(?:cái|chiếc|con|tấm|bức|lá|quyển|cuốn|đôi|bộ|hộp|gói|bát|tô|ly|cốc|cây|món|bài|chậu|nồi|chai|lọ|cặp|tập)$/iu;
const viPerson = /^(?:mẹ|má|bố|ba|cha|bà|ông|anh|chị|em|tôi|mình|bạn|cô|chú|dì|cậu|vợ|chồng|con|nội|ngoại|người)$/iu;
/** Words that open a time, place, purpose or company phrase: a Vietnamese phrase ends before them. */
const viStop = /^(?:khi|lúc|hồi|để|vào|năm|từ|mà|dịp|một|trong|ở|sau|trước|cho|vì|với|cùng|tại|ngoài|giữa|mỗi|suốt|nhưng|rồi|,)$/iu;
const viVerbStart = /^(?:ra|ngắm nhìn|ngóng|học|tập|ăn|ngồi|dạy|sửa|nấu|làm|đan|viết|chạy|đạp|ngắm|dọn|gói|gấp|chờ|đợi|đi|lau|rửa|trồng|tưới|may|khâu|vẽ|hát|đọc|nghe|thức|pha|gội|xếp|chụp|quét|giặt|ủi|là|chở|đón|tiễn|gọi|nhắn|thu|mua)$/iu;

/** Verbs of making, giving or doing a thing for someone ("tết", "đan", "hay mở"): a person before one heads a relative clause. */
const viObjectVerb = /^(?:tết|đan|may|khâu|nấu|làm|mua|tặng|cho|gửi|viết|chải|buộc|kết|mở|bật|vẽ|hát|kể|gói|trồng|để|dạy|pha|hay|thường|vẫn|hằng|luôn|xếp|gấp|sửa|đeo|mặc|đội|đọc|chở|đưa)$/iu;

function vietnameseWords(theme: string): string[] {
  return theme.replace(/[.!?]+$/u, '').replace(/,/gu, ' ,').split(/\s+/u).filter((word) => word.length > 0);
}

function vietnamesePurpose(words: readonly string[], from: number): string {
  const at = words.findIndex((word, i) => i >= from && /^để$/iu.test(word));
  if (at < 0) return '';
  const end = words.indexOf(',', at);
  const clause = words.slice(at, end < 0 ? undefined : end);
  return clause.length >= 2 && clause.length <= 9 ? clause.join(' ') : '';
}

function vietnameseEve(theme: string): ImageTheme | null {
  const found = /^(?:buổi\s+)?(?:tối|đêm)\s+(?:hôm\s+)?trước\s+((?:ngày|buổi|hôm|kỳ|trận|chuyến)\s+.+)$/iu.exec(theme.replace(/[.!?]+$/u, ''));
  if (found === null) return null;
  const words = (found[1] as string).replace(/,/gu, ' ,').split(/\s+/u);
  const end = words.findIndex((word, i) => i > 1 && /^(?:,|và|nhưng|mà|một)$/iu.test(word));
  const event = words.slice(0, end < 0 ? undefined : end);
  return event.length >= 2 && event.length <= 8 ? shapeOf('eve', event.join(' '), '', '', isAloneTheme(theme, 'vi')) : null;
}

function vietnameseObject(words: readonly string[], theme: string): ImageTheme | null {
  const classified = viClassifier.test(words[0] ?? '');
  // Round 11b: a noun without a classifier ("bím tóc bà ngoại tết cho mình") heads a phrase only when a person and a
  // verb the reader is sure of follow it.
  if (!classified && (viPerson.test(words[0] ?? '') || viStop.test(words[0] ?? '') || viVerbStart.test(words[0] ?? '') || /^(?:lần|những|các|ngày|đêm|buổi|hôm|tối|sáng)$/iu.test(words[0] ?? ''))) return null;
  let end = 1;
  while (end < words.length && end <= 5 && !viPerson.test(words[end] ?? '') && !viStop.test(words[end] ?? '')) end += 1;
  // "bà ngoại tết", "ông nội để lại": a two-word kin is one person when a verb follows it.
  const kin = /^(?:bà|ông)$/iu.test(words[end] ?? '') && /^(?:nội|ngoại)$/iu.test(words[end + 1] ?? '') && viObjectVerb.test(words[end + 2] ?? '') ? 2 : 1;
  // The relative clause: a person who made, gave or wore it ("mẹ đan", "mẹ cho mang theo", "bà để lại").
  if (end < 2 || end >= words.length || !viPerson.test(words[end] ?? '') || /^(?:của|nhà)$/iu.test(words[end - 1] ?? '') || (kin === 1 && /^(?:nội|ngoại|mình|tôi)$/iu.test(words[end + 1] ?? ''))) return null;
  if (!classified && !viObjectVerb.test(words[end + kin] ?? '')) return null;
  const verbAt = end + kin;
  let stop = verbAt;
  // "mẹ cho mang theo": "cho" after the person is the verb "give", not a preposition.
  while (stop < words.length && stop <= verbAt + 3 && (!viStop.test(words[stop] ?? '') || (stop === verbAt && /^cho$/iu.test(words[stop] ?? '')))) stop += 1;
  if (stop === verbAt) return null;
  // "tết cho mình", "đan cho con": the one it was done for stays with the clause.
  if (/^cho$/iu.test(words[stop] ?? '') && /^(?:mình|tôi|em|con|cháu|ta)$/iu.test(words[stop + 1] ?? '')) stop += 2;
  // "mỗi sáng", "mỗi tối": a habit right after the clause stays with it.
  if (/^(?:mỗi|hằng)$/iu.test(words[stop] ?? '') && /^(?:sáng|tối|đêm|ngày|chiều|trưa|sớm|tuần)$/iu.test(words[stop + 1] ?? '')) stop += 2;
  const giver = words.slice(end, verbAt).join(' ');
  // "…bố mua cho ngày đầu đi học": the day it was for stays with the clause.
  if (/^cho$/iu.test(words[stop] ?? '') && /^(?:ngày|buổi|lần|dịp|mùa|năm)$/iu.test(words[stop + 1] ?? '')) {
    const next = words.slice(stop + 2).findIndex((word) => viStop.test(word) && !/^(?:một)$/iu.test(word));
    const size = next < 0 ? words.length - stop - 2 : next;
    if (size >= 1 && size <= 4) stop += size + 2;
  }
  // "mùa đông năm ấy", "năm đó": a time right after the verb stays with the clause.
  const time = /^(?:mùa\s+\S+\s+)?năm\s+(?:ấy|đó|nào|xưa)$/iu;
  for (let extra = 4; extra >= 2; extra -= 1) if (time.test(words.slice(stop, stop + extra).join(' '))) { stop += extra; break; }
  // "…khi lên thành phố học": a time clause to the end (or a comma) goes with the object as its time.
  const whenEnd = words.indexOf(',', stop);
  const whenWords = /^(?:khi|lúc|hồi)$/iu.test(words[stop] ?? '') || (/^(?:trước|sau)$/iu.test(words[stop] ?? '') && /^khi$/iu.test(words[stop + 1] ?? '')) ? words.slice(stop, whenEnd < 0 ? undefined : whenEnd) : [];
  const when = whenWords.length >= 2 && whenWords.length <= 8 ? whenWords.join(' ') : '';
  return shapeOf('object', words.slice(0, stop).join(' '), words.slice(0, end).join(' '), vietnamesePurpose(words, stop), isAloneTheme(theme, 'vi'), '', '', when, /^(?:tôi|mình)$/iu.test(giver) ? '' : giver);
}

function vietnameseAct(words: readonly string[], theme: string): ImageTheme | null {
  if (!viVerbStart.test(words[0] ?? '')) return null;
  let end = 1;
  while (end < words.length && !viStop.test(words[end] ?? '')) end += 1;
  const core = end;
  // "ăn tối một mình trong phòng trọ": being alone and the place right after stay with the act.
  if (/^một$/iu.test(words[end] ?? '') && /^mình$/iu.test(words[end + 1] ?? '')) end += 2;
  // "ăn lẩu với đồng nghiệp sau ca": the company is read whole, then the act goes on.
  let company = '';
  if (/^(?:với|cùng)$/iu.test(words[end] ?? '')) {
    const next = words.slice(end + 1).findIndex((word) => viStop.test(word));
    const size = next < 0 ? words.length - end - 1 : next;
    if (size >= 1 && size <= 3) {
      company = words.slice(end + 1, end + 1 + size).join(' ');
      end += size + 1;
    }
  }
  if (/^(?:trong|ở|tại|ngoài|bên|trên|dưới|giữa)$/iu.test(words[end] ?? '')) {
    const next = words.slice(end + 1).findIndex((word) => viStop.test(word) || viVerbStart.test(word));
    const size = next < 0 ? words.length - end - 1 : next;
    if (size >= 1 && size <= 4) end += size + 1;
    // "ngồi … ở hành lang bệnh viện chờ kết quả": a second verb after the place goes on with the act.
    if (size >= 1 && size <= 4 && viVerbStart.test(words[end] ?? '')) {
      const more = words.slice(end + 1).findIndex((word) => viStop.test(word));
      const length = more < 0 ? words.length - end - 1 : more;
      if (length <= 3) end += length + 1;
    }
  }
  // "…trên ban công lúc nửa đêm nghe mưa": a short time and the verb after it (what the singer hears, watches) go on.
  if (/^(?:lúc|giữa)$/iu.test(words[end] ?? '')) {
    const verbAt = words.slice(end + 1).findIndex((word) => viVerbStart.test(word) || viStop.test(word));
    if (verbAt >= 1 && verbAt <= 3 && viVerbStart.test(words[end + 1 + verbAt] ?? '') && words.length - (end + 1 + verbAt) <= 3) end = words.length;
  }
  const act = words.slice(0, end);
  if (act.length < 2 || act.length > 11) return null;
  return actShape(act.join(' '), words.slice(1, core).join(' '), vietnamesePurpose(words, end), isAloneTheme(theme, 'vi'), company);
}

/** Round 11b: "lần đầu một mình ra biển Vũng Tàu": a first time (and being alone) before the act, sung with it. */
function vietnameseFirstAct(words: readonly string[], theme: string): ImageTheme | null {
  if (!/^lần$/iu.test(words[0] ?? '') || !/^đầu$/iu.test(words[1] ?? '')) return null;
  let from = /^tiên$/iu.test(words[2] ?? '') ? 3 : 2;
  if (/^một$/iu.test(words[from] ?? '') && /^mình$/iu.test(words[from + 1] ?? '')) from += 2;
  const act = vietnameseAct(words.slice(from), theme);
  return act !== null ? { ...act, phrase: `${words.slice(0, from).join(' ')} ${act.phrase}` } : null;
}

// ---------------------------------------------------------------- Korean

/** A Korean verb's adnominal form ("싸주던", "만든", "떠 준", "입었던", "타는"): it modifies the noun after it. */
const koAdnominal = /(?:던|든|준|은|는|한|된|린|진|낸|간|온|본|쓴|짠|뜬|산|싼|탄|난|단|친|긴|운|춘|문|군|순|둔|른|를|갈|할|줄)$/u;
/** Nouns that end like an adnominal form but are nouns. */
const koNounLike = /^(?:야간|주간|시간|공간|인간|기간|라면|공원|시간|순간|바람|사람|마음|하늘|가을|겨울|여름|오늘|처음|마지막|우리|친구|동네|기린|운|반|한|산|문|손|눈|단|군)$/u;
/** Round 11b: nouns that end like a predicate ("바다", "편지", "모자"): a theme ending on one is still a noun phrase. */
const koNounEndingLikePredicate = /^(?:바다|밤바다|편지|강아지|바지|모자|의자|과자|가게|기차|사진기|도시락)$/u;
/** A Korean predicate's end: a theme ending so is a sentence, not a noun phrase. */
const koPredicateEnd = /(?:다|요|어|아|지|네|냐|죠|자|까|래|대|야|해|서|고|며|게|도|기)$/u;

function koreanPurpose(theme: string): string {
  const found = /(\S+(?:\s\S+){0,3}?(?:한테|에게|께)?\s?(?:주려고|드리려고|보여\s?주려고|보여\s?드리려고|주고\s?싶어서|위해(?:서)?))(?=\s)/u.exec(theme);
  return found !== null ? found[1] as string : '';
}

function koreanEve(theme: string): ImageTheme | null {
  const found = /^(.{2,14}?)\s?전날(?:\s?밤)?(?:\s+(.+))?$/u.exec(theme.replace(/[.!?~]+$/u, ''));
  if (found === null) return null;
  const event = (found[1] as string).trim();
  const act = (found[2] ?? '').trim();
  // "수능 전날 밤과 엄마가 싸 준 도시락": a night followed by something else than the singer's own act is that thing's song.
  if ((/\s/u.test(event) && event.split(/\s+/u).length > 4) || (act !== '' && !(/기$/u.test(act) && act.split(/\s+/u).length <= 3))) return null;
  return shapeOf('eve', event, '', '', isAloneTheme(theme, 'ko'), act);
}

function koreanShape(theme: string): ImageTheme | null {
  const text = theme.replace(/[.!?~]+$/u, '').trim();
  const words = text.split(/\s+/u);
  if (words.length < 2) return null;
  const last = words[words.length - 1] as string;
  const alone = isAloneTheme(text, 'ko');
  // "짜장면 시켜먹기", "와이셔츠 다리기": an act named as a -기 noun, with its object before it.
  if (/[가-힣]기$/u.test(last) && last.length >= 2 && !/(?:일기|얘기|이야기|사진기|향기|온기|용기|공기|경기|인기|전기|아기|시기|날씨)$/u.test(last)) {
    const object = words[words.length - 2] as string;
    if (/(?:을|를|이|가|은|는|에|서|고|게|께|테|랑|와|과|도|만)$/u.test(object) && !/^(?:라면|공원|운동|시간|결과|사과|효과|성과|숙제|과제|편지|사진|노래)$/u.test(object)) return null;
    // "퇴근하고 동료들이랑 치킨 먹기": the one the act is shared with, before it.
    const shared = words.slice(0, -2).map((word) => /^(.+?)(?:이랑|랑|하고|와|과)$/u.exec(word)?.[1]).find((word): word is string => word !== undefined && word.length >= 2 && !/^(?:사과|과자)$/u.test(word));
    // "병원 복도에서 결과 기다리기": the place (…에서) before the act stays with it, with the noun it follows.
    let from = words.length - 2;
    if (/[가-힣]에서$/u.test(words[from - 1] ?? '')) {
      from -= 1;
      if (from > 0 && /^[가-힣]{2,}$/u.test(words[from - 1] ?? '') && !/(?:을|를|이|가|은|는|에|서|고|게|랑|와|과|도|만|날|밤)$/u.test(words[from - 1] ?? '') && !aloneWords.ko.test(words[from - 1] ?? '')) from -= 1;
    }
    return actShape(words.slice(from).join(' '), object, koreanPurpose(text), alone, shared ?? '');
  }
  if ((koPredicateEnd.test(last) && !koNounEndingLikePredicate.test(last)) || /(?:을|를|이|가|은|는|에|에서|로|으로|와|과|랑|하고)$/u.test(last)) return null;
  // "수능 전날 밤과 엄마가 싸 준 도시락": two things joined are no one object's phrase.
  // Round 11b: "친구들이랑 간": a company right before the verb's adnominal form joins no two things.
  if (words.slice(0, -1).some((word, i) => /[가-힣](?:과|와|랑|하고)$/u.test(word) && !/^(?:사과|과자|결과|효과|교과|와)$/u.test(word) && !(koAdnominal.test(words[i + 1] ?? '') && !koNounLike.test(words[i + 1] ?? '') && i + 1 < words.length - 1))) return null;
  // The object: the last word or two, after a verb's adnominal form ("싸주던 김밥", "떠 준 낡은 목도리").
  let at = words.length - 2;
  if (/^(?:낡은|오래된|작은|헌|새|하얀|빨간|파란|노란|까만|따뜻한|두꺼운|커다란)$/u.test(words[at] ?? '') && at > 0) at -= 1;
  // Round 11b: "땋아 주던 내 머리" (a possessive before the noun), "친구들이랑 간 부산 바다" (a bare noun compounded with the
  // head, right after the verb's adnominal form).
  if (/^(?:내|제|우리|나의)$/u.test(words[at] ?? '') && at > 0) at -= 1;
  else if (at > 0 && /^[가-힣]{1,4}$/u.test(words[at] ?? '') && !koAdnominal.test(words[at] ?? '') && !/(?:을|를|이|가|은|는|에|서|고|게|랑|와|과|도|만|의)$/u.test(words[at] ?? '') && koAdnominal.test(words[at - 1] ?? '') && !koNounLike.test(words[at - 1] ?? '')) at -= 1;
  const modifier = words[at] as string;
  if (!koAdnominal.test(modifier) || koNounLike.test(modifier) || modifier.length < 2 && !/^(?:준|산|탄|짠|뜬|쓴|든|간|온|본)$/u.test(modifier)) return null;
  const object = words.slice(at + 1).join(' ');
  // "…싸운 밤", "…배웅한 날", "…칠해놓은 거": a time or a bare thing-word heads no object; nor does a person ("직장인", "친구한테").
  if ([...text].length > 26 || /^(?:날|밤|날들|때|거|것|순간|시절|아침|저녁|새벽|하루|주말|오후|여름|겨울|봄|가을)$/u.test(object.split(' ').pop() ?? object) || /(?:인|친구|사람|엄마|아빠|자신|한테|에게|께)$/u.test(object)) return null;
  // Round 11b: the one who made or did it ("할머니가 매일 아침 땋아 주던"), and the company ("친구들이랑 간").
  const giver = words.slice(0, at).map((word) => koGiver.exec(word)?.[1]).find((word): word is string => word !== undefined) ?? '';
  const company = words.slice(0, at).map((word) => /^([가-힣]{2,5}?)(?:이랑|랑|하고|와|과)$/u.exec(word)?.[1]).find((word): word is string => word !== undefined && !/^(?:사과|과자|결과)$/u.test(word)) ?? '';
  return shapeOf('object', text, object, koreanPurpose(text), alone && company === '', '', company, '', giver);
}

/** A kin or a person as the subject of a relative clause ("할머니가", "엄마께서"). */
const koGiver = /^((?:외)?할머니|(?:외)?할아버지|엄마|아빠|어머니|아버지|언니|오빠|누나|형|동생|이모|고모|삼촌|남편|아내|선생님|친구)(?:가|이|께서)$/u;

// ---------------------------------------------------------------- Chinese

const zhTime = /^(.{0,8}?(?:后|前|时|的时候|那天晚上|那天夜里|那天|那晚|那年|晚上|夜里|深夜|半夜|凌晨|雨天|下雨天|周末|早上|今晚))/u;

/** A kin or a person opening a clause before 的 ("外婆每天早上给我煮的"): the one who made or did it. */
const zhGiver = /^(外婆|外公|奶奶|爷爷|姥姥|姥爷|妈妈|爸爸|老妈|老爸|母亲|父亲|姐姐|哥哥|妹妹|弟弟|阿姨|舅舅|姑姑|叔叔|老师|室友|同桌)/u;

function chineseEve(theme: string): ImageTheme | null {
  const text = theme.replace(/[。！？!?]+$/u, '');
  const before = /^(.{2,10}?)(?:的)?前一(?:天晚上|晚|夜|天)$/u.exec(text);
  if (before !== null && !/[了吗]/u.test(before[1] as string)) return shapeOf('eve', before[1] as string, '', '', isAloneTheme(text, 'zh'));
  // "明天第一次带队比赛，今晚睡不着": tonight's part is the singer's own state (no one else's act).
  const tomorrow = /^明天(.{2,12}?)[，,]\s*今晚(?:我)?(?:睡不着|失眠|好紧张|很紧张|有点紧张|好激动)$/u.exec(text);
  if (tomorrow !== null && !/[了吗]/u.test(tomorrow[1] as string)) return shapeOf('eve', (tomorrow[1] as string).replace(/^要/u, ''), '', '', isAloneTheme(text, 'zh'));
  return null;
}

function chineseShape(theme: string): ImageTheme | null {
  const text = theme.replace(/[。！？!?…]+$/u, '').trim();
  if (/[，,。；;：:]/u.test(text) || [...text].length > 22 || [...text].length < 5) return null;
  const alone = isAloneTheme(text, 'zh');
  const at = text.lastIndexOf('的');
  if (at > 1) {
    // "爸爸骑了二十年的那辆旧自行车", "妈妈织的毛衣": a clause before 的, a noun phrase after it.
    const head = text.slice(at + 1);
    const clause = text.slice(0, at);
    // The clause must hold a verb ("骑了", "织", "买给我"): "外婆家的老院子", "秋天的第一杯奶茶" are plain noun phrases; a
    // time head ("雨夜", "冬天", "那天") is a setting, not an object.
    // "高考前一晚和妈妈做的那碗面": a time joined to the phrase by 和 makes two things, not one object's phrase.
    const verbal = /[骑织做买送写种穿戴用开拍画煮包缝留寄给学唱听吃喝扎折录剪叠修擦]/u.test(clause) && !/[和与跟]/u.test(clause);
    if (verbal && [...text].length <= 14 && head.length >= 2 && head.length <= 8 && !/[了着过在把被是很吗呢吧打]/u.test(head) && !/^(?:时候|话|事|感觉|样子|日子|自己)/u.test(head) && !/[天夜晚年季候别]$/u.test(head)) {
      const purpose = /^为了(.+?)(?:学着?|亲手|特意|专门)?[做织写买种画煮包缝折录剪拍]$/u.exec(clause);
      if (purpose !== null) {
        const aim = `为了${purpose[1] as string}`;
        return shapeOf('object', text, head, aim, alone);
      }
      return shapeOf('object', text, head, '', alone, '', '', '', zhGiver.exec(clause)?.[1] ?? '');
    }
    return null;
  }
  // "雨天一个人在便利店吃关东煮", "下夜班后一个人在江边骑车": a time, a company, then the act.
  const time = zhTime.exec(text);
  let rest = time !== null ? text.slice((time[1] as string).length) : text;
  rest = rest.replace(/^(?:一个人|独自|自己)/u, '');
  // "下班后和同事们一起吃火锅": the company is read whole, then the act goes on.
  // Round 11b: "和室友在天台喝啤酒": a company right before a place needs no 一起.
  const shared = /^(?:和|跟)(.{1,5}?)(?:一起|一块儿?)/u.exec(rest) ?? /^(?:和|跟)([^在]{1,4}?)(?=在)/u.exec(rest);
  if (shared !== null) rest = rest.slice(shared[0].length);
  if (rest.length < 3 || rest.length > 10 || /[了吗呢吧过着]|没|不/u.test(rest)) return null;
  // The act must open on a place (在…) or a verb the reader is sure of.
  if (!/^(?:在|去|到)?.{0,5}?(?:吃|喝|骑|走|跑|看|听|写|做|煮|织|学|等|坐|逛|唱|画|洗|收拾|打包|散步|骑车|开车)/u.test(rest)) return null;
  const verb = /(?:吃|喝|骑|看|听|写|做|煮|织|学|等|逛|唱|画|洗)(.{2,6})$/u.exec(rest);
  const act = actShape(rest, verb !== null ? verb[1] as string : '', '', alone, shared !== null ? shared[1] as string : '');
  // Round 11b: "毕业那天晚上": a past time before the act is the act's time.
  return act !== null && time !== null && /那天|那晚|那年|那时/u.test(time[1] as string) ? { ...act, when: time[1] as string } : act;
}

/** A turn in the theme ("…mà quên mang ví", "but the bus never came", "…했는데", "结果…"): it tells a story, not an act or a thing. */
const turn: Record<ContentLanguage, RegExp> = {
  en: /\b(?:but|and then|until|except)\b/iu,
  vi: /(?:^|\s)(?:mà|nhưng|thì|rồi bị|bỗng|tự nhiên)(?=\s)/iu,
  ko: /는데|은데|했더니|다가|지만/u,
  zh: /(?<!检查|考试|比赛|体检|面试|化验)结果|却|但是|可是|没想到|突然/u,
};

/** Reads a theme's image shape (object, act or eve), or null when its grammar is not sure (see the module comment). */
export function readImageTheme(theme: string, language: ContentLanguage): ImageTheme | null {
  const text = theme.trim();
  if (text.length === 0 || turn[language].test(text)) return null;
  const shaped = readShape(text, language);
  const read = shaped !== null && shaped.shape !== 'eve' ? { ...shaped, habit: readHabit(shaped.shape === 'object' ? shaped.phrase : text, language) } : shaped;
  // "so she won't feel alone": being alone inside the purpose is someone else's, never the singer's.
  return read !== null && read.alone && read.purpose !== '' && !isAloneTheme(text.replace(read.purpose, ' '), language) ? { ...read, alone: false } : read;
}

function readShape(text: string, language: ContentLanguage): ImageTheme | null {
  if (language === 'en') {
    const words = englishWords(text);
    return englishEve(text) ?? englishObject(words, text) ?? englishAct(words, text);
  }
  if (language === 'vi') {
    const words = vietnameseWords(text);
    return vietnameseEve(text) ?? vietnameseObject(words, text) ?? vietnameseAct(words, text) ?? vietnameseFirstAct(words, text);
  }
  if (language === 'ko') return koreanEve(text) ?? koreanShape(text);
  return chineseEve(text) ?? chineseShape(text);
}
