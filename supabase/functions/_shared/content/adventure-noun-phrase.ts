/**
 * Rule A for adventure continuations (issue 13, third blind read): a piece of the visitor's text may fill a noun slot
 * ("Follow where ___ leads", "你一直把___护在身边") only when a strict per-language check says it is a complete noun phrase.
 * Refused, for example: "the earlier pages of" (dangling preposition), "是谁在追你" (a clause), "外卖放在门口" (a verb
 * inside), "떴는데 안내방송" / "내려간다" (a verb ending), "vác cái rương" (starts with a verb), "rương gỗ phủ rong"
 * (cut inside a verb phrase). When the check fails the caller says "it" / "그것" / "nó" / "它" or leaves the slot out.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { isKoreanPredicateForm } from './korean-particles.ts';

/** English words a noun phrase never ends on. */
const englishTail = /^(?:of|the|a|an|to|with|for|at|in|on|from|into|onto|by|and|or|but|that|which|who|whom|whose|what|where|when|is|are|was|were|be|been|his|her|their|its|my|your|our|this|these|those|some|any|before|after|if|than|as|about|leads?|goes|go|sits|stands|lies|waits|hangs|leans|rests|sleeps|glows|burns|shines|moves|rocks|opens|closes|stays|remains|seems|looks|sounds|feels|belongs|spins|swings|creaks|blinks|flickers|floats|drifts|sways|do|does|did|not|very|so|then|wet|dry|dark|cold|warm|old|new|other|same|next|quiet|early|earlier|later|whole|only|own|big|small|strange|yourself|myself|himself|herself|itself|themselves|ourselves|alone|again|first|now|around|away|off|over)$/iu;
/** English words that make a span a clause or a question, not a noun phrase. */
const englishClause = /\b(?:who|what|where|why|how|whether|if|is|are|was|were|am|will|would|can|could|should|must|has|have|had|do|does|did|before|after|until|while|because)\b/iu;
/** English verbs a noun phrase does not start with (the action of a choice, not its object). */
const englishVerbStart = /^(?:read|scan|hack|follow|open|take|grab|ask|tell|go|run|hide|climb|cross|look|search|check|call|send|find|get|keep|leave|put|set|dock|decode|report|wait|listen|eavesdrop|sneak|try|stay|use|break|fight|push|pull|help|save)\b/iu;

function englishNounPhrase(span: string): boolean {
  const words = span.trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0 || words.length > 6) return false;
  const last = (words[words.length - 1] as string).replace(/[’']s$/u, '');
  if (englishTail.test(last) || /[,;:]$/u.test(last) || /(?:ly)$/iu.test(last)) return false;
  if (englishClause.test(span) || englishVerbStart.test(span.trim())) return false;
  return /^[\p{L}\p{N}’'-]+$/u.test(last);
}

/** Vietnamese words a noun phrase never ends on (function words, prepositions, aspect markers). */
const vietnameseTail = new Set(['đâu', 'hết', 'nữa', 'đấy', 'vậy', 'chứ', 'nhỉ', 'hả', 'chưa', 'vừa', 'hãy', 'của', 'và', 'với', 'cho', 'để', 'là', 'thì', 'mà', 'những', 'các', 'một', 'đã', 'đang', 'sẽ', 'rồi', 'ở', 'trong', 'trên', 'dưới', 'về', 'từ', 'tới', 'đến', 'vào', 'ra', 'lên', 'xuống', 'nào', 'gì', 'ai', 'không', 'có', 'bị', 'được', 'này', 'đó', 'kia', 'phía', 'sau', 'trước', 'phủ', 'khắc', 'đầy', 'thử', 'luôn', 'ngay', 'nhé', 'nha', 'đi']);
/** Vietnamese verbs a noun phrase never starts with or carries (the action, or a clause inside the span). */
const vietnameseVerb = /(?<![\p{L}\p{M}])(?:ghi|viết|chứa|vẽ|đựng|treo|dán|xịt|phun|kéo|dắt|vác|chạy|tìm|nhét|giơ|hỏi|báo|mở|đọc|xem|nhìn|đi|trốn|lấy|cầm|ôm|ném|gọi|nhắn|nói|kể|đánh|leo|trèo|bơi|chờ|đợi|nghe|lắng|quét|hack|theo|đuổi|giấu|cất|đặt|để|phủ|khắc|nằm|đứng|ngồi|thấy|biết|muốn|định|phải|cần)(?![\p{L}\p{M}])/iu;

function vietnameseNounPhrase(span: string): boolean {
  const words = span.trim().toLowerCase().split(/\s+/u).filter(Boolean);
  if (words.length === 0 || words.length > 6) return false;
  // "cửa sau", "sân trước": a back door or a front yard ends on sau/trước and is still a place (round 8).
  const frontBack = words.length >= 2 && /^(?:sau|trước)$/u.test(words[words.length - 1] as string) && /^(?:cửa|cổng|sân|vườn|nhà|bếp|lối|hiên|ngõ|phòng)$/u.test(words[words.length - 2] as string);
  if (vietnameseTail.has(words[words.length - 1] as string) && !frontBack) return false;
  if (vietnameseVerb.test(span)) return false;
  return words.every((word) => /^[\p{L}\p{M}\p{N}]+$/u.test(word));
}

/** Korean endings that close a clause or leave a particle on the span: the last word is then no bare noun. */
const koreanClauseEnd = /(?:는데|은데|지만|면서|다가|니까|려고|도록|습니다|어요|아요|해요|세요|요|을|를|에서|에게|으로|의)$/u;

/** Connective forms of taking and holding verbs ("주워 지우에게", "집어 들고"): no noun (round 8). */
const koreanConnective = /^(?:주워|채워|비워|지워|세워|태워|피워|데워|가져|꺼내|집어|들어|잡아|안아|업어|밀어|끌어|건네|챙겨)$/u;

function koreanNounPhrase(span: string): boolean {
  const words = span.trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0 || words.length > 4) return false;
  if (!words.every((word) => /^[가-힣A-Za-z0-9]+$/u.test(word))) return false;
  // No word may be a verb form ("떴는데", "내려간다", "입은"); the last must be a bare noun.
  if (words.some((word) => isKoreanPredicateForm(word) || koreanConnective.test(word))) return false;
  // A phrase never starts on a bound noun: "댁 창고" is cut from "할머니 댁 창고" (seventh blind read).
  if (words.length > 1 && /^(?:댁|쪽|때|것|거|수|줄|뒤|앞|안|속|옆|위|밑|채|데|바|척|듯|만큼|뿐|중|간|측)$/u.test(words[0] as string)) return false;
  return !koreanClauseEnd.test(words[words.length - 1] as string);
}

/** Chinese characters that make a span a clause (verbs, prepositions, pronouns, aspect and question words). */
const chineseClause = /[放在看是谁追把给去来了着过说想要会能让被从向对跟和与吗呢吧啊你我他她它们就都也还又不没很扔引调冲爬跳推拉抓逃救杀砍撞踢喊]/u;
/** Chinese resultative or directional complements a noun phrase never ends on (回不, 跟不上, 下去). */
const chineseComplement = /(?:不|上|下|去|来|回|起|开|完|住|到|掉|出)$/u;

/** What a 的-modifier may not hold: pronouns, question words, the copula, aspect and modal words. */
const chineseModifierClause = /[你我他她它谁是吗呢吧了着过把被]/u;

/** Nouns built on a verb character ("救护车", "跑车", "来信"): read as one noun, the verb character is no clause. */
const chineseVerbNouns = /救护车|救生艇|救生衣|救生圈|救援船|救援车|跑车|来信|说明书|看台|会议室|追兵/gu;

function chineseNounPhrase(span: string): boolean {
  const text = span.trim().replace(chineseVerbNouns, (noun) => '物'.repeat([...noun].length));
  const length = [...text].length;
  if (length < 2 || length > 10) return false;
  if (!/^[\p{Script=Han}A-Za-z0-9]+$/u.test(text)) return false;
  // "下楼", "出门", "回家": a directional verb with its goal is a movement, not a thing.
  if (/^[下上出进回过起][楼来去山车门家床]/u.test(text)) return false;
  // "去杭州的火车票", "发光的蛋": a modifier with 的 before a noun head; the head is checked strictly, the modifier loosely.
  const at = text.lastIndexOf('的');
  if (chineseReduplicated.test(text)) return false;
  if (at > 0) {
    const head = text.slice(at + 1);
    const modifier = text.slice(0, at);
    return [...head].length >= 1 && !chineseClause.test(head) && !chineseComplement.test(head) && !chineseModifierClause.test(modifier);
  }
  return !chineseClause.test(text) && !chineseComplement.test(text) && !chineseReduplicated.test(text);
}

/** A reduplicated verb ("灯一闪一闪", "看一看", "走走"): a clause about the noun, not a noun phrase. */
const chineseReduplicated = /(\p{Script=Han})一\1|一(\p{Script=Han})一\2/u;

/** Pronouns and deictics, which are never a story's object (sixth blind read: "이쪽에 대해 수소문한다"). */
const pronounOrDeictic: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:you|yourself|it|me|him|her|them|this|that|here|there|someone|something|everyone|everything)$/iu,
  vi: /^(?:bạn|nó|tôi|mình|họ|đây|đó|kia|ai đó|cái gì đó)$/iu,
  ko: /^(?:당신|너|나|저|우리|그녀|그|이쪽|저쪽|그쪽|이곳|저곳|그곳|여기|거기|저기|그것|이것|저것|누군가|무언가|뭔가)$/u,
  zh: /^(?:这里|那里|这儿|那儿|这边|那边|有人|什么)$/u,
};

/** Whether a span of the visitor's text is a complete noun phrase that may fill a noun slot (rule A). */
export function isNounPhrase(span: string, language: ContentLanguage): boolean {
  // A pronoun or a deictic ("당신", "이쪽", "you", "bạn", "这里") points at something; it names nothing ("당신에 대해 수소문한다").
  if (pronounOrDeictic[language].test(span.trim())) return false;
  if (language === 'vi') return vietnameseNounPhrase(span);
  if (language === 'ko') return koreanNounPhrase(span);
  if (language === 'zh') return chineseNounPhrase(span);
  return englishNounPhrase(span);
}

/** The span when it passes rule A, else null (the caller then refers to it with a deictic or leaves it out). */
export function nounPhraseOrNull(span: string | null | undefined, language: ContentLanguage): string | null {
  return span && isNounPhrase(span, language) ? span.trim() : null;
}

/** The deictic that stands for a refused span: "it", "그것", "nó", "它". */
export const deictic: Readonly<Record<ContentLanguage, string>> = { en: 'it', vi: 'nó', ko: '그것', zh: '它' };

/**
 * The longest leading part of a span that passes rule A, dropping one word (one character in Chinese) at a time from
 * the end: "the earlier pages of" → "the earlier pages", "小雨听到了" → "小雨"; null when no part passes.
 */
export function trimToNounPhrase(span: string | null | undefined, language: ContentLanguage): string | null {
  if (!span) return null;
  const units = language === 'zh' ? [...span.trim()] : span.trim().split(/\s+/u);
  const minimum = language === 'zh' ? 2 : 1;
  for (let size = units.length; size >= minimum; size -= 1) {
    const part = units.slice(0, size).join(language === 'zh' ? '' : ' ');
    if (isNounPhrase(part, language)) return part;
  }
  return null;
}
