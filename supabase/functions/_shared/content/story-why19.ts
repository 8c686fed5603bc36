/**
 * The asked act (issue 13, round 19). The attended plot (story-attend14.ts) went to the person an opening is about and
 * asked, then withheld the answer ("explained in a few plain words"), and never said WHAT was asked: the mailman who
 * delivers letters to my dog, the neighbour who mows at midnight. Here the person's own act is told back as the question
 * (why our neighbor mows his lawn at midnight, vì sao ông lão … ngày nào cũng cười, 왜 … 우유 하나를 사 가는지, 为什么楼下的
 * 奶奶每天都在阳台上对着空椅子说话), and the answer is a reason of one of three kinds, read from grammar:
 * - `toMe`: the act reaches the teller (ours too, cho tôi, 나한테, 给我): the teller once did something for them;
 * - `gone`: the act is aimed at someone absent (an empty chair, nobody comes, 아무도, 没人): it was someone's first;
 * - `passedOn`: otherwise, someone once did the same for them, and they pass it on.
 * The habit plot (story-habit18.ts) names the act with the same question. Pure.
 */
import type { ContentLanguage } from '../contract/content-types.ts';

/** The reason kinds. */
export type WhyKind = 'toMe' | 'gone' | 'passedOn';

/** The asked act: the question's clause (without its "why" word) and the reason kind. */
export interface AskedAct {
  /** en/vi/zh: the clause as the opening says it; ko: the clause ending in -는지/-ㄴ지. */
  act: string;
  kind: WhyKind;
}

/** The longest act told back, in characters (a longer one is cut to the person's clause, else not told). */
export const longest: Readonly<Record<ContentLanguage, number>> = { en: 110, vi: 110, ko: 48, zh: 40 };

/** The teller after the person (mowed ours too, cho tôi, 나한테, 给我). */
const atTeller: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:me|us|ours|mine)\b|\b(?:into|on|onto|to|at|in|under|outside|by)\s+(?:my|our)\s+(?:bag|desk|door|doorstep|step|porch|car|window|mailbox|locker|plate|hand|pocket|lunch|bike|gate|table)\b/iu,
  vi: /(?:^|\s)(?:tôi|mình|tớ)(?![\p{L}\p{M}])/iu,
  ko: /(?:^|\s)(?:나|내|저|제)(?:한테|에게|게|를|의)?\s|(?:^|\s)우리\s?(?:집|가족|반)/u,
  zh: /我/u,
};

/** Someone absent in the act (an empty chair, nobody comes home, 아무도 없는, 空椅子). */
const absent: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:empty|nobody|no one|no-one|absent|missing)\b|\bnever (?:comes?|came|returns?|returned)\b|\bno one else\b/iu,
  vi: /(?:^|\s)(?:trống|không ai|chẳng ai|không người|vắng)(?![\p{L}\p{M}])|không có ai/iu,
  ko: /아무도|빈\s|빈자리|없는\s?(?:의자|자리|방|집)|오지 않는/u,
  zh: /空(?:椅子|位|座|房|屋|碗|杯)|没人|没有人|不在/u,
};

/** How far into its clause the person may stand (my neighbour, 楼下的奶奶 are whole phrases; the clause starts there). */
const personLead: Readonly<Record<ContentLanguage, number>> = { en: 6, vi: 2, ko: 0, zh: 2 };

/** A clause that only dates or conditions the act: the sentence before it ends in a subordinator. */
const subordinate: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:since|when|after|before|because|until|while|as|if|once|though|although|that)\s*$/iu,
  vi: /(?:^|\s)(?:khi|từ khi|từ lúc|sau khi|trước khi|vì|nếu|dù|cho đến khi|rằng|là)\s*$/iu,
  ko: /(?!)/u,
  zh: /(?:自从|因为|如果|虽然|等到|直到|以后|之后|的时候)\s*$/u,
};

/** A spoken act (said nobody may fix it): asked why, the answer would be what they meant, never a kindness passed on. */
export const speech: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:said|says|told|tells|asked|asks|insists?|insisted|claims?|claimed|swears?|swore|whispered)\b/iu,
  vi: /(?:^|\s)(?:nói|bảo(?!\s+(?:vệ|tàng|hiểm|quản))|dặn|hỏi|kể|khẳng định|thề)(?![\p{L}\p{M}])/iu,
  ko: /(?:라고|다고|자고|냐고|라며|다며)\s|말했|말한다|말씀하|물었|묻는다|당부/u,
  zh: /说(?!话)|告诉|问我|嘱咐|叮嘱|坚持/u,
};

/** Quotes and questions make no clean clause to tell back. */
export const unclean = /["“”「」『』?？]/u;

const hangulBase = 0xac00;

/** A Hangul syllable's final consonant index (0: none), or -1 for a character that is no syllable. */
function finalOf(syllable: string): number {
  const code = syllable.codePointAt(0) ?? 0;
  return code >= hangulBase && code <= 0xd7a3 ? (code - hangulBase) % 28 : -1;
}

/** The syllable with its final consonant replaced (0: none, 4: ㄴ). */
function withFinal(syllable: string, final: number): string {
  const code = (syllable.codePointAt(0) ?? 0) - hangulBase;
  return String.fromCodePoint(hangulBase + code - (code % 28) + final);
}

/**
 * A Korean clause ending in a plain -다 turned into its embedded question (사 간다 → 사 가는지, 멈췄다 → 멈췄는지, 먹는다 →
 * 먹는지, 이상하다 → 이상한지, 좋다 → 좋은지), or null when it ends otherwise.
 */
export function koreanEmbeddedQuestion(clause: string): string | null {
  const text = clause.trim().replace(/[.!。]+$/u, '');
  if (!text.endsWith('다') || text.length < 3) return null;
  const stem = text.slice(0, -1);
  const last = stem.slice(-1);
  const head = stem.slice(0, -1);
  const final = finalOf(last);
  if (final < 0) return null;
  // 는다 (먹는다), a past ㅆ (멈췄다, 있었다), 있다/없다: the -는지 of a verb.
  if (last === '는') return `${stem}지`;
  if (final === 20 || final === 18) return `${stem}는지`;
  // A present verb in ㄴ다 (간다, 모인다, 하신다): the ㄴ goes, -는지 follows.
  if (final === 4) return `${head}${withFinal(last, 0)}는지`;
  // An adjective or the copula: 하다 → 한지, 이다 → 인지; ㄹ drops (길다 → 긴지); other finals take 은지 (좋다 → 좋은지).
  if (final === 0) return `${head}${withFinal(last, 4)}지`;
  if (final === 8) return `${head}${withFinal(last, 4)}지`;
  return `${stem}은지`;
}

/** An English clause as it stands inside "why …": its determiner lower-cased, a proper name kept. */
function englishInside(clause: string): string {
  return clause.replace(/^(?:The|Our|My|His|Her|Their|Every|Each|This|That|These|Those|A|An)\b/u, (word) => word.toLowerCase());
}

/** A Vietnamese clause as it stands inside "vì sao …": a common noun that opens it lower-cased, a name kept. */
function vietnameseInside(clause: string): string {
  return /^(?:Ông|Bà|Cô|Chú|Bác|Anh|Chị|Em|Con|Cậu|Bố|Ba|Mẹ|Má|Người|Thằng|Đứa|Cái|Chiếc|Mỗi|Ngày|Hằng|Sáng|Tối|Chiều|Đêm|Hàng|Bạn|Đám|Mấy|Cả|Nhà|Quán|Bọn|Lũ)(?![\p{L}\p{M}])/u.test(clause) ? clause.charAt(0).toLowerCase() + clause.slice(1) : clause;
}

/**
 * The act of the person the opening is about, to be asked about: from the person's clause to the end of its sentence
 * (English stops at a comma or a "but": "and eats only one" shares the subject, "…, and this morning he…" does not).
 * Null when the person is not in the clause, or the clause is too long, quoted or a question.
 */
export function readAskedAct(opening: string, language: ContentLanguage, found: { person: string; clause: string }): AskedAct | null {
  const sentences = opening.trim().split(/(?<=[.!?。！？])\s*/u).filter((part) => part.trim() !== '');
  const sentence = sentences.find((part) => part.includes(found.clause)) ?? found.clause;
  // The odd thing is the opening's last sentence: an act told before it (the puppy grandma brought) is only its frame.
  if (sentence !== sentences.at(-1)) return null;
  const start = sentence.indexOf(found.clause);
  const at = found.clause.toLowerCase().indexOf(found.person.replace(/^(?:the|our|my|a|an)\s+/iu, '').toLowerCase());
  // The person opens their clause (a Korean clause may put the time first): never one named after a preposition (trừ
  // thằng cu Tí), and never a clause under a "since" or "when", which only dates the act.
  if (start < 0 || at < 0 || (language !== 'ko' && at > personLead[language]) || subordinate[language].test(sentence.slice(0, start))) return null;
  if (speech[language].test(found.clause)) return null;
  let act = sentence.slice(start).trim().replace(/[.!。！]+$/u, '');
  // A contrast after the person's clause (retired last spring, but the light still comes on) is where the odd thing is:
  // the first clause alone is no question to ask.
  if (language === 'en' && /^[^,;]*?(?:,\s*|\s+)(?:but|yet)\s/iu.test(act)) return null;
  if (language === 'en') act = act.split(/,\s*|;\s*/u)[0] ?? act;
  if (act.length > longest[language]) act = found.clause.trim().replace(/[.!。！,，]+$/u, '');
  if (act.length > longest[language] || unclean.test(act) || act.length < 6) return null;
  const told = actAfterWhy(act, language);
  if (told === null) return null;
  // The kind reads the whole rest of the sentence (…, and this morning he mowed ours too).
  const bare = found.person.replace(/^(?:the|our|my|a|an)\s+/iu, '').toLowerCase();
  const rest = sentence.slice(start).toLowerCase();
  const after = rest.slice(Math.max(0, rest.indexOf(bare)) + bare.length);
  return { act: told, kind: whyKindOf(after, rest, language) };
}

/** A clause as it stands after "why" (en: determiner lower-cased; vi: a common noun lower-cased; ko: -는지), or null. */
export function actAfterWhy(act: string, language: ContentLanguage): string | null {
  return language === 'en' ? englishInside(act) : language === 'ko' ? koreanEmbeddedQuestion(act) : language === 'vi' ? vietnameseInside(act) : act;
}

/** The reason's kind: the teller in what follows the actor (`after`), else someone absent in the whole act (`whole`). */
export function whyKindOf(after: string, whole: string, language: ContentLanguage): WhyKind {
  return atTeller[language].test(after) ? 'toMe' : absent[language].test(whole) ? 'gone' : 'passedOn';
}

const enFemale = /\b(?:grandma|grandmother|granny|nana|mom|mum|mother|sister|aunt|auntie|woman|lady|girl|wife|daughter|niece|landlady|girlfriend|Mrs|Ms|Miss)\b/iu;
const enMale = /\b(?:[a-z]+man|grandpa|grandfather|granddad|dad|father|brother|uncle|man|guy|boy|husband|son|nephew|landlord|boyfriend|Mr)\b/iu;

/** A person's pronoun slots ({they} {them} {their}): English pronouns by the phrase's head, else the name again. */
export function personPronouns(who: string, language: ContentLanguage, opening = ''): Record<'they' | 'them' | 'their', string> {
  if (language === 'en' && enFemale.test(who)) return { they: 'she', them: 'her', their: 'her' };
  if (language === 'en' && enMale.test(who)) return { they: 'he', them: 'him', their: 'his' };
  // A head of no gender (our neighbor, the mailman) takes the one pronoun the opening gives them (he mowed ours too).
  const he = /\b(?:he|him|his)\b/iu.test(opening);
  const she = /\b(?:she|her|hers)\b/iu.test(opening);
  if (language === 'en' && he !== she) return he ? { they: 'he', them: 'him', their: 'his' } : { they: 'she', them: 'her', their: 'her' };
  return { they: who, them: who, their: language === 'en' ? `${who}'s` : who };
}

/**
 * The act as asked of the person themself (I asked the mailman why he has been…, hỏi ông lão vì sao ngày nào cũng cười,
 * 할아버지에게 왜 우유를 사 가는지, 问外卖小哥为什么每次…): a leading person is dropped, or in English becomes their pronoun.
 */
export function actAskedOf(act: string, person: string, pronoun: string, language: ContentLanguage): string {
  const bare = person.replace(/^(?:the|our|my|a|an)\s+/iu, '');
  const escaped = bare.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  // An English person with a place after them (the woman at the bakery counter) is kept whole: no pronoun takes the place.
  // A person of no known gender takes "they" before a past verb, which does not agree (why they taped…).
  if (language === 'en' && pronoun === person) return act.replace(new RegExp(`^(?:the|our|my|a|an)?\\s*${escaped}(?=\\s+[a-z]+ed\\b)`, 'iu'), 'they');
  if (language === 'en') return act.replace(new RegExp(`^(?:the|our|my|a|an)?\\s*${escaped}\\b(?!\\s+(?:at|from|in|on|of|across|next|upstairs|downstairs|by|near|with|who|that)\\b)`, 'iu'), pronoun);
  const lead = new RegExp(`^${escaped}${language === 'ko' ? '(?:이|가|은|는|께서)\\s+' : language === 'vi' ? '\\s+' : ''}`, 'iu');
  const rest = act.replace(lead, '');
  return rest === act || rest.length < 4 ? act : rest;
}
