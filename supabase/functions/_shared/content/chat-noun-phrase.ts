/**
 * Rule A of issue 13 for the chat and fortune types: a span cut from the visitor's text may fill a grammatical slot only
 * when a strict per-language check says it is a complete noun phrase — English ends on a noun (no dangling preposition,
 * article, pronoun, auxiliary or adverb), Vietnamese has no clause inside (no pronoun subject, no tense or modal marker)
 * and no trailing function word, Korean holds nouns only (no verb or adjective ending anywhere, a final particle is
 * stripped), Chinese ends on a noun (not on a verb complement such as 回不 / 跟不上, a particle or an adverb) and does
 * not open on a bare measure word. A span that fails is referred to by a deictic ("that", "그 일"…), never pasted.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { isKoreanPredicateForm } from './korean-particles.ts';

const englishFunctionWords = new Set([
  'a', 'an', 'the', 'of', 'to', 'in', 'on', 'at', 'for', 'with', 'from', 'by', 'about', 'into', 'onto', 'over', 'under', 'and', 'or', 'but', 'if', 'than', 'as',
  'my', 'your', 'his', 'her', 'their', 'our', 'its', 'this', 'that', 'these', 'those', 'some', 'any', 'every', 'each', 'no',
  'is', 'are', 'was', 'were', 'be', 'been', 'being', 'am', 'do', 'does', 'did', 'have', 'has', 'had', 'will', 'would', 'can', 'could', 'should', 'shall', 'may', 'might', 'must',
  'i', 'you', 'he', 'she', 'we', 'they', 'it', 'me', 'him', 'them', 'us', 'not', 'very', 'so', 'just', 'really', 'too', 'also', 'still', 'even', 'again', 'then', 'there', 'here',
  'what', 'which', 'who', 'when', 'where', 'why', 'how',
]);
/** Common English adjectives and verbs a cut can end on ("the wet", "the broken", "keep going"). */
const englishNonNounEnds = new Set([
  'wet', 'dry', 'old', 'new', 'big', 'small', 'good', 'bad', 'happy', 'sad', 'quiet', 'loud', 'late', 'early', 'earlier', 'later', 'long', 'short', 'hot', 'cold', 'warm',
  'tired', 'scared', 'afraid', 'nervous', 'ready', 'sure', 'sorry', 'broken', 'lost', 'gone', 'done', 'open', 'closed', 'empty', 'full', 'alone', 'together',
  'go', 'goes', 'going', 'went', 'make', 'makes', 'made', 'get', 'gets', 'got', 'take', 'took', 'keep', 'kept', 'come', 'came', 'say', 'said', 'know', 'think', 'want', 'need', 'like', 'feel', 'felt',
]);
/** English words a noun phrase cannot start with (a verb or an auxiliary: "make dinner" is an action, not a thing). */
const englishNonNounStarts = new Set(['what', 'which', 'who', 'when', 'where', 'why', 'how', 'go', 'make', 'get', 'take', 'keep', 'come', 'say', 'know', 'think', 'want', 'need', 'feel', 'is', 'are', 'was', 'were', 'do', 'does', 'did', 'will', 'would', 'should', 'can', 'could', 'to', 'of', 'and', 'or', 'but', 'i', 'you', 'he', 'she', 'we', 'they', 'it']);

function isEnglishNounPhrase(span: string): boolean {
  const words = span.toLowerCase().split(/\s+/u);
  if (words.length > 6 || words.some((word) => !/^[\p{L}\p{N}'’-]+$/u.test(word))) return false;
  const first = words[0] ?? '';
  const last = words[words.length - 1] ?? '';
  if (englishNonNounStarts.has(first) || englishFunctionWords.has(last) || englishNonNounEnds.has(last)) return false;
  return !/(?:ly|ing)$/u.test(last) || last.length <= 4;
}

/** Vietnamese words that make a span a clause (subject pronouns, tense/modal/negation markers, copulas). */
const vietnameseClauseWords = /(?<![\p{L}])(?:tôi|mình|em|anh ấy|chị ấy|tao|mày|tớ|cậu|bạn ơi|định|đã|đang|sẽ|muốn|nên|phải|bị|được|không|chưa|là|thì|mà|cứ|vẫn|hay|hoặc|làm sao|thế nào|ra sao|gì)(?![\p{L}])/iu;
/** Vietnamese words a noun phrase cannot end on. */
const vietnameseTrailing = /(?<![\p{L}])(?:của|và|với|cho|để|ở|tại|trong|ngoài|rồi|nhé|nha|ạ|à|ơi|đi|lắm|quá|rất|cũng|nữa|thôi|luôn|những|các|mấy|một)$/iu;

function isVietnameseNounPhrase(span: string): boolean {
  const words = span.split(/\s+/u);
  if (words.length > 6 || words.some((word) => !/^[\p{L}\p{N}]+$/u.test(word))) return false;
  return !vietnameseClauseWords.test(span) && !vietnameseTrailing.test(span);
}

/** Korean particles stripped from the last word before it is checked. */
const koreanFinalParticle = /(?:은|는|이|가|을|를|의|에|에서|에게|한테|로|으로|와|과|랑|이랑|도|만)$/u;
/** Korean endings that mark a word as a verb, an adjective or a sentence (-요, -다, -고, -는데, -까, -지, -게, -서…). */
const koreanPredicateEnding = /(?:요|다|고|는데|은데|니|까|지|게|서|며|면|자|네|군|야|어|아|해|했|겠|았|었|ㅠ|ㅋ)$/u;

function isKoreanNounPhrase(span: string): boolean {
  const words = span.split(/\s+/u);
  if (words.length > 4 || words.some((word) => !/^[가-힣A-Za-z0-9]+$/u.test(word))) return false;
  const nonFinal = words.slice(0, -1);
  if (nonFinal.some((word) => isKoreanPredicateForm(word) || (koreanPredicateEnding.test(word) && !/의$/u.test(word)))) return false;
  const last = words[words.length - 1] ?? '';
  const bare = last.length > 1 ? last.replace(koreanFinalParticle, '') : last;
  if (bare === '' || isKoreanPredicateForm(last) || isKoreanPredicateForm(bare)) return false;
  return !koreanPredicateEnding.test(bare) || bare.length === 1;
}

/** Characters a Chinese noun phrase cannot end on: particles, verb complements, adverbs, copulas, negation. */
const chineseBadEnd = /[吗呢吧啊呀了着过的地得很也都是在和跟要会能想去来不没上下回到完住起开好笨]$/u;
/** Characters that make a Chinese span a predicate or a clause (negation, a personal pronoun as subject, a question word). */
const chineseClause = /[不没吗呢了着过]|[我你他她它](?!的)|什么|怎么|为什么|这样|那样/u;
/** Measure words a noun phrase cannot open on without a number or a demonstrative ("杯奶茶"). */
const chineseBareMeasure = /^[个杯只张本条件位把辆双支块片根首次台部]/u;

function isChineseNounPhrase(span: string): boolean {
  if (!/^[\u4e00-\u9fff]{1,10}$/u.test(span)) return false;
  return !chineseBadEnd.test(span) && !chineseClause.test(span) && !chineseBareMeasure.test(span);
}

/** Whether a span of the visitor's text is a complete noun phrase in that language, fit for a noun slot. */
export function isNounPhrase(span: string, language: ContentLanguage): boolean {
  const text = span.trim();
  if (text === '' || /[,.!?;:，。！？；：、"“”「」()（）~…]/u.test(text)) return false;
  switch (language) {
    case 'en': return isEnglishNounPhrase(text);
    case 'vi': return isVietnameseNounPhrase(text);
    case 'ko': return isKoreanNounPhrase(text);
    case 'zh': return isChineseNounPhrase(text);
  }
}

/** The language a span is written in, judged by its script (Hangul, Han, Vietnamese letters, else English). */
export function spanLanguage(span: string): ContentLanguage {
  if (/[가-힣]/u.test(span)) return 'ko';
  if (/[\u4e00-\u9fff]/u.test(span)) return 'zh';
  if (/[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/iu.test(span)) return 'vi';
  return 'en';
}

/** The span itself when it is a complete noun phrase of its script, else a natural deictic in the reply's language. */
export function nounOrDeictic(span: string | null, language: ContentLanguage): string {
  if (span !== null && isNounPhrase(span, spanLanguage(span))) return span;
  return { en: 'that', ko: '그 일', vi: 'chuyện đó', zh: '这件事' }[language];
}

/**
 * Whether an option of an either/or question can fill a "my pick is X" slot: a noun phrase, or a short phrase with
 * no clause in it (no punctuation, no pronoun subject, no question particle; "stay home", "ở nhà", "집에 있기", "吃火锅").
 */
export function isCleanOption(option: string): boolean {
  const text = option.trim();
  const language = spanLanguage(text);
  if (isNounPhrase(text, language)) return true;
  if (text === '' || /[,.!?;:，。！？；：、"“”「」()（）~…]/u.test(text)) return false;
  switch (language) {
    case 'en': return text.split(/\s+/u).length <= 4 && !/\b(?:i|you|he|she|we|they)\b/iu.test(text);
    case 'vi': return text.split(/\s+/u).length <= 5 && !/(?<![\p{L}])(?:tôi|mình|em|anh ấy|chị ấy|tao|mày|tớ|định|muốn)(?![\p{L}])/iu.test(text);
    case 'ko': return text.length <= 12 && !/(?:는데|ㅠ|ㅋ)/u.test(text);
    case 'zh': return text.length <= 8 && !/[吗呢我你他她]/u.test(text);
  }
}
