/**
 * The engine's keyword matcher: finds lexicon keywords in a visitor's text on word and morpheme boundaries and ranks
 * the matched keys so that the most specific one wins. Web standards only (Intl.Segmenter).
 *
 * How a keyword matches (text and keyword are NFC, lower case, ’ read as '):
 * - The text is cut into words with Intl.Segmenter. A keyword of several words ("fried chicken", "mở quán cà phê",
 *   "좋아하는 사람") matches the same words in a row.
 * - Latin words match whole words; the last word may carry an English plural (-s, -es, -'s): "stock" matches "stocks",
 *   never "stockholm"; "sea" never matches "season"; a common word such as "this" is never read as "thi" + s.
 * - Hangul words match at the start of a word (eojeol) when the rest is a chain of particles and endings
 *   (아파 matches 아파요 and 아파서, never 아파트; 여행 matches 여행을 and 여행이에요, never 여행사).
 * - Han keywords of two or more characters match anywhere; a single character must start a word
 *   (累 matches 累了, never 积累).
 * - A trailing `*` makes a keyword a stem: any continuation of its last word matches (invest* → investing; 헤어지* → 헤어지고).
 * Ranking: the longest matches claim their stretch of text first, so "chicken soup" hides the "chicken" inside it;
 * each key then scores the length of its longest matched keyword, and the highest score wins (ties: more matched
 * letters in all, then earlier in the text, then earlier in the lexicon) — one specific phrase beats a common word said twice.
 */
import { detectTextLanguage, segmenterFor } from './text-segments.ts';
import { normalizeForMatch } from './text-tools.ts';

/** One word of a text prepared for matching: its normalised text and offsets in the normalised text. */
export interface MatchWord {
  text: string;
  start: number;
  end: number;
}

/** A text prepared for matching: the normalised text and its words. Build it once and match many lexicons against it. */
export interface MatchDocument {
  text: string;
  words: readonly MatchWord[];
}

/** One keyword found in a text: where (offsets in the normalised text) and how long the keyword is. */
export interface KeywordHit {
  keyword: string;
  start: number;
  end: number;
  /** Letters of the keyword (its specificity). */
  weight: number;
}

/** One key of a lexicon found in a text, with its score, first position and the keywords that matched. */
export interface LexiconHit<K extends string> {
  key: K;
  /** Letters of the longest keyword the key matched (its specificity). */
  score: number;
  /** Letters of all the keywords it matched. */
  total: number;
  first: number;
  keywords: string[];
}

/** Normalises a text or keyword for matching: NFC, lower case, curly apostrophes as '. */
export function normalizeMatchText(text: string): string {
  return normalizeForMatch(text).replace(/[’‘]/gu, "'");
}

/** Prepared texts by their source text, most recently used last (a chat sends its whole history with every turn). */
const documentCache = new Map<string, MatchDocument>();
const documentCacheSize = 256;
const cacheableLength = 2000;

/** Prepares a text for matching (see the module comment); words come from Intl.Segmenter. Recent texts are cached. */
export function matchDocument(text: string): MatchDocument {
  const cached = documentCache.get(text);
  if (cached) {
    documentCache.delete(text);
    documentCache.set(text, cached);
    return cached;
  }
  const doc = prepareDocument(text);
  if (text.length <= cacheableLength) {
    documentCache.set(text, doc);
    if (documentCache.size > documentCacheSize) documentCache.delete(documentCache.keys().next().value as string);
  }
  return doc;
}

function prepareDocument(text: string): MatchDocument {
  const normalized = normalizeMatchText(text);
  const locale = detectTextLanguage(normalized).locale;
  const words: MatchWord[] = [];
  for (const part of segmenterFor(locale === 'und' ? 'en' : locale, 'word').segment(normalized)) {
    if (!part.isWordLike) continue;
    words.push({ text: part.segment, start: part.index, end: part.index + part.segment.length });
  }
  return { text: normalized, words };
}

/** Korean particles and endings that may follow a keyword inside one word; a chain of up to four of them is allowed. */
const koreanTails: readonly string[] = [
  // particles and the copula
  '이', '가', '은', '는', '을', '를', '의', '에', '에서', '에게', '한테', '께', '로', '으로', '와', '과', '랑', '이랑', '도', '만',
  '까지', '부터', '보다', '처럼', '같이', '마다', '밖에', '이나', '나', '이든', '든', '이라', '라', '이라고', '라고', '이라는', '라는',
  '이야', '야', '아', '이에요', '예요', '에요', '입니다', '이다', '다', '인데', '인가', '인지', '이지', '지', '이고', '고', '이면', '면',
  '이랑은', '들', '님', '씨', '요', '여', '이여', '이었', '였',
  // verb and adjective endings (after a stem written in full)
  '서', '어', '어서', '아서', '도', '요', '네', '네요', '니', '니까', '나요', '냐', '죠', '지요', '지만', '는데', '은데', '던데', '거든',
  '잖아', '게', '기', '기가', '기도', '음', '며', '면서', '려고', '러', '자', '세요', '셔', '겠', '었', '았', '했', '해', '하', '한',
  '할', '함', '하고', '해서', '해요', '하는', '하면', '하게', '하다', '하니', '합니다', '해도', '되', '돼', '된', '될', '됐', '죽겠', '싶',
  '싶어', '싶다', '싶은', '요.', '어요', '아요', '었어', '았어', '었어요', '았어요', '겠어', '겠다', '네', '군', '구나', '다고', '대', '래',
  '적', '스럽', '스러워', '해졌', '해져', '지다', '져', '졌',
  // passive 당하다 / 맞다 after a noun (도난당했어, 도둑맞았어)
  '당하', '당했', '당해', '당한', '당할', '맞았', '맞은', '맞아',
];
const koreanTailSet: ReadonlySet<string> = new Set(koreanTails);
const longestKoreanTail = Math.max(...koreanTails.map((tail) => tail.length));

/** Whether `rest` is a chain of at most four Korean particles or endings (empty counts). */
export function isKoreanTail(rest: string, depth = 0): boolean {
  if (rest.length === 0) return true;
  if (depth >= 4) return false;
  for (let length = Math.min(longestKoreanTail, rest.length); length >= 1; length -= 1) {
    if (koreanTailSet.has(rest.slice(0, length)) && isKoreanTail(rest.slice(length), depth + 1)) return true;
  }
  return false;
}

type KeywordScript = 'han' | 'hangul' | 'latin';
interface CompiledKeyword {
  keyword: string;
  parts: readonly string[];
  stem: boolean;
  script: KeywordScript;
  weight: number;
}

const compiled = new Map<string, CompiledKeyword>();

function compile(keyword: string): CompiledKeyword {
  let found = compiled.get(keyword);
  if (found) return found;
  const normalized = normalizeMatchText(keyword).trim();
  const stem = normalized.endsWith('*');
  const body = stem ? normalized.slice(0, -1).trim() : normalized;
  const script: KeywordScript = /\p{Script=Hangul}/u.test(body) ? 'hangul' : /\p{Script=Han}/u.test(body) ? 'han' : 'latin';
  const parts = script === 'han' ? [body.replace(/\s+/gu, '')] : body.split(/\s+/u).filter(Boolean);
  found = { keyword, parts, stem, script, weight: body.replace(/[\s'-]+/gu, '').length };
  compiled.set(keyword, found);
  return found;
}

const englishInflection = /^(?:s|es|'s)$/u;
/** Common English words that end in -s but are not a plural of a shorter keyword ("this" is not "thi" + s, "bus" not "bu" + s). */
const notPlurals: ReadonlySet<string> = new Set([
  'this', 'his', 'has', 'was', 'is', 'its', 'us', 'yes', 'does', 'goes', 'thus', 'plus', 'bus', 'gas', 'as', 'less', 'miss', 'boss', 'kiss',
  'cross', 'dress', 'pass', 'class', 'glass', 'news', 'chess', 'toes', 'hers', 'ours', 'yours', 'always', 'perhaps', 'whereas', 'sometimes',
]);

/** Whether one word of the text is the keyword's word `part` (the last part may take a tail, see the module comment). */
function wordMatches(word: string, part: string, last: boolean, keyword: CompiledKeyword): boolean {
  if (word === part) return true;
  if (!word.startsWith(part)) return false;
  const rest = word.slice(part.length);
  if (keyword.script === 'hangul') return (last && keyword.stem) || isKoreanTail(rest);
  if (!last) return false;
  return keyword.stem || (englishInflection.test(rest) && !notPlurals.has(word));
}

function hanHits(doc: MatchDocument, keyword: CompiledKeyword): KeywordHit[] {
  const needle = keyword.parts[0] ?? '';
  if (needle.length === 0) return [];
  const hits: KeywordHit[] = [];
  if (needle.length >= 2) {
    for (let at = doc.text.indexOf(needle); at >= 0; at = doc.text.indexOf(needle, at + 1)) {
      hits.push({ keyword: keyword.keyword, start: at, end: at + needle.length, weight: keyword.weight });
    }
    return hits;
  }
  for (const word of doc.words) {
    if (word.text.startsWith(needle)) hits.push({ keyword: keyword.keyword, start: word.start, end: word.start + needle.length, weight: keyword.weight });
  }
  return hits;
}

/** Every place where a keyword occurs in a prepared text. */
export function keywordHits(doc: MatchDocument, keyword: string): KeywordHit[] {
  const k = compile(keyword);
  if (k.parts.length === 0) return [];
  if (k.script === 'han') return hanHits(doc, k);
  const hits: KeywordHit[] = [];
  const { words } = doc;
  const count = k.parts.length;
  for (let i = 0; i + count <= words.length; i += 1) {
    let all = true;
    for (let j = 0; j < count && all; j += 1) {
      all = wordMatches((words[i + j] as MatchWord).text, k.parts[j] as string, j === count - 1, k);
    }
    if (all) hits.push({ keyword: k.keyword, start: (words[i] as MatchWord).start, end: (words[i + count - 1] as MatchWord).end, weight: k.weight });
  }
  return hits;
}

/** True when the keyword occurs in the text (a string or a prepared document) on word and morpheme boundaries. */
export function hasKeyword(text: string | MatchDocument, keyword: string): boolean {
  return keywordHits(typeof text === 'string' ? matchDocument(text) : text, keyword).length > 0;
}

/** True when any of the keywords occurs in the text. */
export function hasAnyKeyword(text: string | MatchDocument, keywords: readonly string[]): boolean {
  const doc = typeof text === 'string' ? matchDocument(text) : text;
  return keywords.some((keyword) => keywordHits(doc, keyword).length > 0);
}

/** Rankings already computed, per prepared text and lexicon (both compared by identity). */
const rankings = new WeakMap<MatchDocument, WeakMap<object, readonly LexiconHit<string>[]>>();

/**
 * Keys of a lexicon found in a text, best first (a shared, frozen array: results are cached per text and lexicon): the
 * longest matches claim their stretch of text (a phrase hides the
 * words inside it, also across keys), each key scores the letters of its longest kept match; ties go to more matched
 * letters in all, then to the earlier match, then to the key listed first.
 */
export function rankLexicon<K extends string>(text: string | MatchDocument, lexicon: Readonly<Record<K, readonly string[]>>): readonly LexiconHit<K>[] {
  const doc = typeof text === 'string' ? matchDocument(text) : text;
  let byLexicon = rankings.get(doc);
  if (!byLexicon) {
    byLexicon = new WeakMap();
    rankings.set(doc, byLexicon);
  }
  const known = byLexicon.get(lexicon);
  if (known) return known as readonly LexiconHit<K>[];
  const ranked = Object.freeze(computeRanking(doc, lexicon));
  byLexicon.set(lexicon, ranked);
  return ranked;
}

function computeRanking<K extends string>(doc: MatchDocument, lexicon: Readonly<Record<K, readonly string[]>>): LexiconHit<K>[] {
  const keys = Object.keys(lexicon) as K[];
  const found: Array<KeywordHit & { key: K; order: number }> = [];
  keys.forEach((key, order) => {
    for (const keyword of lexicon[key]) for (const hit of keywordHits(doc, keyword)) found.push({ ...hit, key, order });
  });
  found.sort((a, b) => b.weight - a.weight || b.end - b.start - (a.end - a.start) || a.start - b.start || a.order - b.order);
  const claimed: Array<[number, number]> = [];
  const byKey = new Map<K, LexiconHit<K> & { order: number }>();
  for (const hit of found) {
    if (claimed.some(([start, end]) => hit.start < end && start < hit.end)) continue;
    claimed.push([hit.start, hit.end]);
    const entry = byKey.get(hit.key) ?? { key: hit.key, score: 0, total: 0, first: hit.start, keywords: [], order: hit.order };
    entry.score = Math.max(entry.score, hit.weight);
    entry.total += hit.weight;
    entry.first = Math.min(entry.first, hit.start);
    entry.keywords.push(hit.keyword);
    byKey.set(hit.key, entry);
  }
  return [...byKey.values()]
    .sort((a, b) => b.score - a.score || b.total - a.total || a.first - b.first || a.order - b.order)
    .map(({ key, score, total, first, keywords }) => ({ key, score, total, first, keywords }));
}

/** Keys of a lexicon found in a text, in order of first appearance (matches claimed as in rankLexicon). */
export function lexiconKeysInOrder<K extends string>(text: string | MatchDocument, lexicon: Readonly<Record<K, readonly string[]>>): K[] {
  return [...rankLexicon(text, lexicon)]
    .sort((a, b) => a.first - b.first)
    .map((hit) => hit.key);
}
