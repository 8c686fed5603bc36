/**
 * A look to find out who (issue 13, round 16, found in set R's read): "I look at whose handwriting is on the sheet",
 * "xem chữ viết là của ai", "악보에 적힌 글씨가 누구 것인지 본다", "看看乐谱上的字是谁写的". The look asks a who-question
 * of a written thing; the readers of looks and of written things answered it as "nothing else moves", "at whose
 * handwriting is on the sheet, something has been pushed out of sight" or a note invented inside it. The look finds
 * what a hand leaves when it signs: no name, two initials and a small mark, the ink still fresh; the options follow the
 * mark. Read from the choice as typed, by a look verb and an embedded who / whose of writing (a small closed class).
 * Pure.
 */
import type { ContentLanguage } from '../contract/content-types.ts';

/** A look verb with an embedded who-question about writing, per language (the narrator's word may open the choice). */
const lookWho: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:i\s+|you\s+)?(?:look|check|see|examine|study|inspect|read)s?\b[^.?!]*\b(?:whose (?:handwriting|writing|hand|name|signature|initials)|who (?:wrote|signed|left|drew|sent))\b/iu,
  vi: /^(?:tôi\s+|mình\s+|bạn\s+)?(?:xem|nhìn|kiểm tra|soi|đọc)(?![\p{L}\p{M}])[^.?!]*(?:chữ|nét chữ|chữ viết|chữ ký|tên)[^.?!]*(?:của ai|ai (?:viết|ký|để lại|vẽ|gửi))/iu,
  ko: /(?:글씨|필체|글|서명|이름|쪽지|편지)[^.?!]*(?:누구|누가)[^.?!]*(?:인지|는지|었는지|했는지)\s*(?:본다|살핀다|살펴본다|확인한다|들여다본다|봐|봄)$/u,
  zh: /^(?:我|你)?(?:看看|看一下|看一看|查看|仔细看看|仔细看|看)[^。？！]*(?:字|笔迹|签名|名字|纸条|信)[^。？！]*(?:是谁写的|是谁的|谁写的|谁签的|谁留的)/u,
};

/** Whether the choice is a look to find out who wrote or signed something. */
export function readLookWho(typed: string, language: ContentLanguage): boolean {
  return lookWho[language].test(typed.trim().replace(/[.?!。？！]+$/u, ''));
}

const lines: Readonly<Record<ContentLanguage, readonly string[]>> = {
  en: ['You look closely at the writing. There is no name, but whoever it was signed it the way people sign what they mean to be found: two initials, J.H., and a tiny star.', 'The ink is not old. Whoever wrote it was here today.'],
  vi: ['Bạn nhìn thật kỹ nét chữ. Không có tên, nhưng người viết đã ký theo kiểu người ta ký khi muốn được tìm thấy: hai chữ cái J.H. và một ngôi sao nhỏ.', 'Mực vẫn còn mới. Người viết đã ở đây ngay hôm nay.'],
  ko: ['너는 글씨를 자세히 들여다본다. 이름은 없다. 하지만 찾아 주길 바라는 사람처럼 서명이 남아 있다. 이니셜 두 글자 ‘J.H.’, 그리고 작은 별 하나.', '잉크가 아직 선명하다. 쓴 사람은 오늘 여기 있었다.'],
  zh: ['你凑近仔细看字迹。没有名字，可写字的人像是希望被找到一样，留了个签名：两个字母“J.H.”，旁边画着一颗小星星。', '墨迹还很新。写字的人今天来过这里。'],
};

const options: Readonly<Record<ContentLanguage, readonly string[]>> = {
  en: ['Find out who J.H. is', 'Look for the same star somewhere else'],
  vi: ['Tìm xem J.H. là ai', 'Tìm ngôi sao nhỏ ấy ở chỗ khác'],
  ko: ['J.H.가 누구인지 알아본다', '같은 별 표시를 다른 데서 찾아본다'],
  zh: ['查查J.H.是谁', '找找别处有没有同样的小星星'],
};

/** The find of a look-who: the signature's mark and the fresh ink. */
export function lookWhoLines(language: ContentLanguage): readonly string[] {
  return lines[language];
}

/** The options that follow the mark. */
export function lookWhoOptions(language: ContentLanguage): readonly string[] {
  return options[language];
}
