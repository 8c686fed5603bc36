/**
 * Round 10 (shape PACK): "what should I bring / wear (to X)?" — a concert, a festival, a trip, a fan meeting, a hike —
 * answered with two or three concrete things for that outing and why, then the outing's one tip. Recognised from the
 * open question form (what should I bring, nên mang gì, 뭐 챙겨 가야 돼, 要带什么) and the outing named in the message.
 */
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import { bringGenericTip, bringOccasions, type OccasionId } from './data/persona-chat/shape-bring-lines.ts';
import { packBring, packWear } from './data/persona-chat/shape-pack-lines.ts';
import { inRegister } from './persona-chat-shape-words.ts';

/** An open packing question: what kind (to bring or to wear) and the outing it names. */
export interface PackQuestion {
  kind: 'bring' | 'wear';
  occasion: OccasionId;
}

/** The open question "what should I bring / wear", per language, with the wear verbs in group 1 when asked. */
const packAsked: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bwhat (?:should|do|can|must|shall) (?:I|we|i) (?:bring|take|pack|carry|(wear|put on))\b|\bwhat to (?:bring|pack|take|(wear))\b|\bwhat do (?:I|we|i) need (?:to bring|to pack|for)\b|\bwhat (?:should|do) (?:I|we|i) (?:have|get) ready\b/iu,
  vi: /(?:nên|cần|phải|sẽ)?\s*(?:mang|đem|chuẩn bị|sắm|(mặc|diện))(?:\s+theo)?\s+(?:những\s+)?(?:gì|cái gì|thứ gì|đồ gì|món gì)/iu,
  ko: /(?:뭐|뭘|무엇을|무슨 옷)\s?(?:꼭\s?)?(?:챙겨|가져가|들고\s?가|준비해|(입고|입어|입을까|신고))|준비물|챙길\s?(?:거|것|게)|(뭐 입)/u,
  zh: /(?:带|准备|(穿))(?:些|点|上)?(?:什么|啥|哪些)/u,
};

/** The open packing question in a message, or null. */
export function readPackQuestion(text: string, language: ContentLanguage): PackQuestion | null {
  const found = packAsked[language].exec(text);
  if (!found) return null;
  const wear = found.slice(1).some((group) => group !== undefined);
  // Only for an outing it knows: a wedding or a date keeps the older readers' own answer.
  const occasion = bringOccasions.find((entry) => entry.match[language].test(text))?.id ?? null;
  return occasion === null ? null : { kind: wear ? 'wear' : 'bring', occasion };
}

/** Two or three things for the outing, then its tip. */
export function writePackLines(question: PackQuestion, persona: PersonaKey, language: ContentLanguage): string[] {
  const items = question.kind === 'wear' ? (packWear[question.occasion] ?? packWear.other) : packBring[question.occasion];
  const tip = bringOccasions.find((entry) => entry.id === question.occasion)?.tip[language] ?? bringGenericTip[language];
  return [inRegister(items[language], persona, language), inRegister(tip, persona, language)];
}
