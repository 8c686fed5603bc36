/**
 * Round 11 (whole words): a chat reader's achievement verb counts only as a whole word, never as a piece of a longer
 * one. Round 10 refused the compounds it had met one by one ("đậu xanh" mung beans, "눌어붙었" stuck to the pan, "đỗ xe"
 * parking); these checks refuse any compound. Chinese words come from the runtime's dictionary segmenter
 * (Intl.Segmenter); a Korean stem starts its word or follows a noun with its particle ("대학에붙었어"); a Vietnamese
 * verb of passing that is also a noun or another verb (đậu, đỗ) is one only when what follows it is what a pass takes.
 */
import { chineseWordBounds } from './text-segments.ts';

/**
 * Whether the Chinese span at `at` is a whole word: it starts a segment and ends one (or is followed by an aspect
 * particle the dictionary glues to the verb, "赢了"); "赢家", "毕业生" are refused.
 */
export function isWholeChineseWord(text: string, at: number, length: number): boolean {
  const bounds = chineseWordBounds(text);
  if (!bounds.has(at)) return false;
  const end = at + length;
  return bounds.has(end) || /^[了过啦咯喽]/u.test(text.slice(end));
}

/** Korean case particles a noun keeps when a visitor writes it against the verb ("대학에붙었어", "면허를땄다"). */
const koParticleEnd = /(?:에|에서|을|를|이|가|도|은|는|한테|에게|로|으로)$/u;

/**
 * Whether the Korean stem at `at` starts a word: after a space or a sign, or after a noun with its particle. Inside a
 * longer verb ("눌어붙었", "달라붙었", "불합격했", "재취업했") it is refused.
 */
export function isWholeKoreanStem(text: string, at: number): boolean {
  const before = /[가-힣]+$/u.exec(text.slice(0, at))?.[0] ?? '';
  return before === '' || (before.length >= 2 && koParticleEnd.test(before));
}

/** What may follow a Vietnamese verb of passing: the clause's end, a particle, "vào", or what one passes (an exam, a school). */
const viPassFollowers = /^(?:$|[!.,?;:…~)]|(?:rồi|rùi|r|luôn|nè|á|nha|nhé|đó|đấy|òi|gòi|ròi|rồi nè|vào|được|hết|cả|nguyện vọng|đại học|cao học|thạc sĩ|trường|lớp|khoa|ngành|kỳ thi|kì thi|môn|bằng|cấp|chuyên|phỏng vấn|vòng|top|thủ khoa|[A-Z0-9][\p{L}0-9.]*)(?![\p{L}\p{M}]))/u;

/**
 * Whether a Vietnamese "đậu" / "đỗ" at `at` is a pass: a whole syllable followed by the clause's end, a particle or a
 * thing one passes ("đậu đại học", "đỗ rồi"); "đậu xanh", "đậu phụ", "đỗ xe", "đậu hũ" and any other compound are refused.
 */
export function isVietnamesePass(text: string, at: number, length: number): boolean {
  if (/[\p{L}\p{M}]$/u.test(text.slice(0, at))) return false;
  const rest = text.slice(at + length).replace(/^\s+/u, '');
  return viPassFollowers.test(rest);
}
