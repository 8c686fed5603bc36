/**
 * Extractive summarization: sentence and word segmentation with Intl.Segmenter, a sentence similarity graph
 * (shared words normalised by log lengths) ranked by power iteration (TextRank), and keyword extraction.
 */
import { koreanParticles, stopwords } from './data/summarize/stopwords.ts';
import { summaryCues, type SummaryCues } from './data/summarize/cues.ts';
import type { ContentLanguage } from '../contract/content-types.ts';
import { detectTextLanguage, segmenterFor, textChunks, type SentenceSpan } from './text-segments.ts';
import { summarySentences } from './summarize-sentences.ts';
import { coverFacts, factCount, hasFact, informationOf, informationWeight } from './summarize-facts.ts';
import { advicePatterns, coreFactKinds, findingCues, whyOpeners, type FactKind } from './data/summarize/facts.ts';

/** Content words of each sentence, in order, plus their surface forms for keywords. */
interface SentenceWords {
  /** Normalised content words per sentence. */
  words: string[][];
  /** A readable surface form per normalised word. */
  surface: Map<string, string>;
  /** Adjacent content-word pairs per sentence (Vietnamese compounds). */
  pairs: string[][];
}

function stripKorean(word: string): string {
  for (const particle of koreanParticles) {
    // A one-syllable noun keeps its place too ("것으로" → "것", "명이" → "명"); keywords then skip one-syllable stems.
    if (word.length - particle.length >= 1 && word.endsWith(particle)) return word.slice(0, -particle.length);
  }
  return word;
}

const vowel = /[aeiouy]/u;

/** A light English stemmer (plural, -ing, -ed, -ly and final -e) so that "hire", "hired" and "hiring" compare equal. */
export function stemEnglish(word: string): string {
  let stem = word.replace(/['’]s$/u, '');
  if (stem.length <= 3) return stem;
  if (stem.endsWith('ies') && stem.length > 4) stem = `${stem.slice(0, -3)}y`;
  else if (/(?:ss|us|is)$/u.test(stem)) return stem;
  else if (stem.endsWith('s')) stem = stem.slice(0, -1);
  for (const suffix of ['ing', 'ed', 'ly']) {
    const base = stem.slice(0, -suffix.length);
    if (stem.endsWith(suffix) && base.length >= 3 && vowel.test(base)) {
      stem = /([bdgmnprt])\1$/u.test(base) ? base.slice(0, -1) : base;
      break;
    }
  }
  if (stem.length > 3 && stem.endsWith('e')) stem = stem.slice(0, -1);
  return stem;
}

function normaliseWord(word: string, language: ContentLanguage | null): string {
  const lower = word.toLowerCase();
  if (language === 'ko') return stripKorean(lower);
  if (language === 'en') return stemEnglish(lower);
  return lower;
}

const digitsOnly = /^[\p{N}.,:]+$/u;

/** Characters that rarely belong to a Chinese content word (particles, pronouns, auxiliaries, measure words). */
const hanFunctionCharacter = /[的了是在我你他她它们这那就也都很还又不没有个和与或而但被把让对从到为以之其些么吗呢吧啊呀着过会要能可得地再才最更只每将并于等该此各]/u;

/**
 * Words of a Korean or Chinese sentence without a dictionary pass: Korean words are the runs between spaces and
 * punctuation; Chinese text is compared by its overlapping two-character pieces (no piece with a function character),
 * Latin words and numbers kept whole. The one ICU pass over the whole text is the sentence split; for Chinese, the
 * dictionary word pass (the costly one) runs only over the few best sentences, for keywords (see zhKeywordWords).
 */
export function scriptWords(sentence: string, language: 'ko' | 'zh'): string[] {
  const runs = sentence.match(/\p{Script=Han}+|[\p{L}\p{M}\p{N}]+/gu) ?? [];
  if (language === 'ko') return runs;
  const out: string[] = [];
  for (const run of runs) {
    if (!/\p{Script=Han}/u.test(run)) {
      out.push(run);
      continue;
    }
    for (let i = 0; i + 1 < run.length; i += 1) {
      const a = run[i] as string;
      const b = run[i + 1] as string;
      if (!hanFunctionCharacter.test(a) && !hanFunctionCharacter.test(b)) out.push(a + b);
    }
  }
  return out;
}

/** Segments words with Intl.Segmenter and keeps content words (no stopwords, no bare numbers) per sentence. */
function sentenceWords(text: string, spans: readonly SentenceSpan[], locale: string, language: ContentLanguage | null, dictionary = language !== 'ko' && language !== 'zh'): SentenceWords {
  const words: string[][] = spans.map(() => []);
  const pairs: string[][] = spans.map(() => []);
  const surface = new Map<string, string>();
  const stop = language ? stopwords[language] : new Set<string>();
  /** Normalised form per raw word ('' for words that are skipped), so each distinct word is normalised once. */
  const normalised = new Map<string, string>();
  const normalise = (raw: string): string => {
    let word = normalised.get(raw);
    if (word === undefined) {
      const lower = raw.toLowerCase();
      word = stop.has(lower) || digitsOnly.test(raw) ? '' : normaliseWord(raw, language);
      if (stop.has(word)) word = '';
      normalised.set(raw, word);
      if (word !== '' && !surface.has(word)) surface.set(word, language === 'ko' ? raw.slice(0, word.length) : raw);
    }
    return word;
  };
  const pairsWanted = language === 'vi';
  if (!dictionary && (language === 'ko' || language === 'zh')) {
    spans.forEach((span, index) => {
      for (const raw of scriptWords(span.text, language)) {
        const word = normalise(raw);
        if (word !== '') (words[index] as string[]).push(word);
      }
    });
    return { words, surface, pairs };
  }
  const wordSegmenter = segmenterFor(locale, 'word');
  let cursor = 0;
  for (const chunk of textChunks(text)) {
    const piece = text.slice(chunk.start, chunk.end);
    let previous: string | null = null;
    let previousSentence = -1;
    for (const part of wordSegmenter.segment(piece)) {
      if (!part.isWordLike) {
        if (pairsWanted && part.segment.trim() !== '') previous = null;
        continue;
      }
      const at = chunk.start + part.index;
      while (cursor < spans.length && (spans[cursor] as SentenceSpan).end <= at) cursor += 1;
      const span = spans[cursor];
      if (!span || span.start > at) continue;
      const raw = part.segment;
      const word = normalise(raw);
      if (word === '') {
        previous = null;
        continue;
      }
      (words[cursor] as string[]).push(word);
      if (pairsWanted) {
        const lower = raw.toLowerCase();
        if (previous !== null && previousSentence === cursor) (pairs[cursor] as string[]).push(`${previous} ${lower}`);
        previous = lower;
        previousSentence = cursor;
      }
    }
  }
  return { words, surface, pairs };
}

/** Most sentences that enter the similarity graph (the ones with most content words); the rest score zero. */
const graphLimit = 600;
/** Damping factor of the power iteration. */
const damping = 0.85;

/**
 * TextRank over sentences: edge weight = shared distinct words / (ln(1+|Si|) + ln(1+|Sj|)); words found in more than a quarter
 * of the sentences (half when there are fewer than 20) are ignored; power iteration runs until no score moves by 1e-4/n (at most 50 rounds).
 */
export function rankSentences(words: readonly (readonly string[])[]): number[] {
  const n = words.length;
  const scores = new Array<number>(n).fill(0);
  const nodes = words
    .map((list, index) => ({ index, size: new Set(list).size }))
    .filter((node) => node.size > 0)
    .sort((a, b) => b.size - a.size || a.index - b.index)
    .slice(0, graphLimit)
    .sort((a, b) => a.index - b.index);
  const m = nodes.length;
  if (m === 0) return scores;
  const ids = new Map<string, number>();
  const sets: number[][] = nodes.map((node) => {
    const set = new Set<number>();
    for (const word of words[node.index] as readonly string[]) {
      let id = ids.get(word);
      if (id === undefined) {
        id = ids.size;
        ids.set(word, id);
      }
      set.add(id);
    }
    return [...set];
  });
  const postings: number[][] = Array.from({ length: ids.size }, () => []);
  sets.forEach((set, node) => {
    for (const id of set) (postings[id] as number[]).push(node);
  });
  const maxDf = m >= 20 ? m / 4 : m >= 10 ? m / 2 : m;
  const logs = sets.map((set) => Math.log(1 + set.length));
  // The weighted undirected graph as a list of edges (i < j, in row order), built one row at a time: the words a sentence
  // shares with each later one are counted in one reused row, so no n × n table is allocated (a 10 000-character Korean
  // text has ~290 sentences: a 650 kB table per summary before). The row order keeps every float sum in the old order.
  const shared = new Int32Array(m);
  const edgeFrom: number[] = [];
  const edgeTo: number[] = [];
  const edgeWeight: number[] = [];
  const outSum = new Float64Array(m);
  // Posting lists are in node order and rows are taken in node order: row i sits at its word's cursor in each list.
  const cursor = new Int32Array(postings.length);
  for (let i = 0; i < m; i += 1) {
    let last = -1;
    for (const id of sets[i] as number[]) {
      const list = postings[id] as number[];
      const at = (cursor[id] as number) + 1;
      cursor[id] = at;
      if (list.length < 2 || list.length > maxDf) continue;
      for (let k = at; k < list.length; k += 1) shared[list[k] as number] += 1;
      if (at < list.length) last = Math.max(last, list[list.length - 1] as number);
    }
    for (let j = i + 1; j <= last; j += 1) {
      const count = shared[j] as number;
      if (count === 0) continue;
      shared[j] = 0;
      const weight = count / ((logs[i] as number) + (logs[j] as number));
      edgeFrom.push(i);
      edgeTo.push(j);
      edgeWeight.push(weight);
      outSum[i] += weight;
      outSum[j] += weight;
    }
  }
  const edges = edgeFrom.length;
  const from = Int32Array.from(edgeFrom);
  const to = Int32Array.from(edgeTo);
  const weights = Float64Array.from(edgeWeight);
  const share = new Float64Array(m);
  let rank = new Float64Array(m).fill(1 / m);
  let next = new Float64Array(m);
  for (let iteration = 0; iteration < 50; iteration += 1) {
    let dangling = 0;
    for (let i = 0; i < m; i += 1) if (outSum[i] === 0) dangling += rank[i] as number;
    const base = (1 - damping) / m + (damping * dangling) / m;
    next.fill(base);
    // Each edge passes rank both ways; in edge order, every node's sum takes its terms by ascending neighbour.
    for (let i = 0; i < m; i += 1) share[i] = (damping * (rank[i] as number)) / (outSum[i] as number);
    for (let e = 0; e < edges; e += 1) {
      const i = from[e] as number;
      const j = to[e] as number;
      const weight = weights[e] as number;
      next[j] += (share[i] as number) * weight;
      next[i] += (share[j] as number) * weight;
    }
    let change = 0;
    for (let i = 0; i < m; i += 1) change = Math.max(change, Math.abs((next[i] as number) - (rank[i] as number)));
    [rank, next] = [next, rank];
    if (change < 1e-4 / m) break;
  }
  nodes.forEach((node, k) => {
    scores[node.index] = rank[k] as number;
  });
  return scores;
}

/** How many sentences to keep and how to choose them. */
export interface SummaryOptions {
  /** At least this many sentences when the text has more (a child's version needs the what and the why). */
  minSentences?: number;
  /** minSentences counts only for a text of at least this many sentences (a short summary of a long text has two). */
  minSentencesFrom?: number;
  /** How much the second sentence counts when it carries facts of its own (a news text's nut graf). */
  nutGraf?: number;
  /** Keep the turn: a sentence from this share of the text on (0–1) that tells a turn ("그런데 …갑자기", "hóa ra") joins. */
  turnFrom?: number;
  /** Share of the input's sentences to keep (0–1). */
  ratio: number;
  /** Most sentences to keep. */
  maxSentences: number;
  /** Largest share of the input's characters the chosen sentences may use (0–1); the top sentence is always kept. */
  charShare: number;
  /** Favour shorter sentences (for simple explanations). */
  preferShort?: boolean;
  /** How much a sentence with a figure counts (1.3 by default). */
  figureWeight?: number;
  /** Share (0–1) of its score the last sentence loses to its position, linearly from the first (news). */
  positionDecay?: number;
  /** Share (0–1) of a sentence's score that comes from centrality rather than its own content (0.6 by default). */
  centralityShare?: number;
  /** Keep the ending: the best sentence of the last third joins even without an outcome cue (how a story ends). */
  keepEnding?: boolean;
  /** Keep the opening sentence (unless it is filler): it sets the scene of a story or carries a news lead. */
  keepLead?: boolean;
  /** Weight (0–1) of a sentence next to one already chosen; lower spreads the summary over more of the text. */
  spread?: number;
  /** Fact kinds this style keeps besides money, times, rules and verdicts (a story's turn, an explanation's mechanism). */
  cover?: readonly FactKind[];
  /** How much a sentence with a fact of a `cover` kind counts (1 by default). */
  coverWeight?: number;
  /** How much a tip or a piece of advice counts (1 by default; an explanation for a child puts its tip aside). */
  adviceWeight?: number;
}

/** The result of extraction, before any styling. */
export interface ExtractiveSummary {
  /** Chosen sentences in their original order, each an exact sentence of the input. */
  sentences: string[];
  /** Position in the input of each chosen sentence. */
  indices: number[];
  /** Score of each chosen sentence (higher matters more). */
  scores: number[];
  /** Index, within `sentences`, of the best-ranked sentence. */
  topIndex: number;
  /** Keywords by importance (readable surface forms). */
  keywords: string[];
  /** Number of sentences found in the input. */
  sentenceCount: number;
  /** Script-detected language of the input, or null when it is not one of ours. */
  language: ContentLanguage | null;
}

function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return shared / (a.size + b.size - shared);
}

const minKeywordLength: Record<ContentLanguage, number> = { en: 3, vi: 2, ko: 2, zh: 2 };

function keywordsOf(found: SentenceWords, scores: readonly number[], language: ContentLanguage | null): string[] {
  const weight = new Map<string, number>();
  const add = (key: string, score: number): void => {
    weight.set(key, (weight.get(key) ?? 0) + score + 1e-9);
  };
  const minimum = language ? minKeywordLength[language] : 2;
  const longEnough = new Map<string, boolean>();
  const isLong = (word: string, length: number): boolean => {
    let known = longEnough.get(word);
    if (known === undefined) {
      known = [...word].length >= length;
      longEnough.set(word, known);
    }
    return known;
  };
  if (language !== 'vi') {
    found.words.forEach((list, index) => {
      for (const word of list) if (isLong(word, minimum)) add(word, scores[index] as number);
    });
  }
  if (language === 'vi') {
    const pairCount = new Map<string, number>();
    for (const list of found.pairs) for (const pair of list) pairCount.set(pair, (pairCount.get(pair) ?? 0) + 1);
    found.pairs.forEach((list, index) => {
      for (const pair of list) if ((pairCount.get(pair) ?? 0) >= 2) add(pair, (scores[index] as number) * 2);
    });
    found.words.forEach((list, index) => {
      for (const word of list) if (isLong(word, 3)) add(word, (scores[index] as number) * 0.3);
    });
  }
  const ranked = [...weight.entries()].sort((a, b) => b[1] - a[1]).map(([key]) => key);
  const result: string[] = [];
  for (const key of ranked) {
    if (result.length >= 8) break;
    if (language === 'vi' && !key.includes(' ') && result.some((kept) => kept.split(' ').includes(key))) continue;
    result.push(language === 'vi' ? key : (found.surface.get(key) ?? key));
  }
  return result;
}

/** A number written with digits (2,000, 40%, 3.5, 12-kilometre), or a Chinese numeral with its measure word (十五元, 两荤; a lone 一 is too common to count). */
const figurePattern = /\p{Nd}|(?:[两三四五六七八九十百千万亿]|一[十百千万亿])[一二两三四五六七八九十百千万亿]*(?:元|块|岁|年|个|人|名|家|次|天|周|小时|分钟|公里|厘米|米|斤|成|倍|点|荤|素|度)/u;

/** A figure worth keeping; ordinals of addresses and dates ("4th Avenue") do not count. */
export const figure = { test: (text: string): boolean => figurePattern.test(text.replace(/\b\d+(?:st|nd|rd|th)\b/gu, '')) || wordFigure.test(text) };

/** Amounts written in words ("four thousand dollars", "tám trăm nghìn", "절반", "百分之"): figures too. */
const wordFigure = /\b(?:hundred|thousand|million|billion|percent|half)\b|(?<![\p{L}\p{M}])(?:trăm|nghìn|ngàn|triệu|tỷ|phần trăm|một nửa)(?![\p{L}\p{M}])|절반|퍼센트|백분의|百分之|一半/iu;

/** How much a sentence's cues (cause, fix, outcome) raise its score. */
export function cueWeight(sentence: string, cues: SummaryCues, late: boolean): number {
  let weight = 1;
  if (cues.cause.test(sentence)) weight *= 1.35;
  if (cues.fix.test(sentence)) weight *= 1.25;
  if (cues.outcome.test(sentence)) weight *= late ? 1.4 : 1.15;
  return weight;
}

/** How many of the best sentences the Chinese keyword pass segments into dictionary words. */
const zhKeywordSentences = 24;

/** The best sentences of a Chinese text (by score), in text order, for the keyword pass. */
function zhKeywordIndices(scores: readonly number[]): number[] {
  return scores.map((score, index) => ({ score, index })).sort((a, b) => b.score - a.score || a.index - b.index).slice(0, zhKeywordSentences).map(({ index }) => index).sort((a, b) => a - b);
}

/** Dictionary words (Intl.Segmenter) of the best sentences of a Chinese text only: its keywords come from these. */
function zhKeywordWords(spans: readonly SentenceSpan[], scores: readonly number[], locale: string): SentenceWords {
  const picked = zhKeywordIndices(scores).map((index) => spans[index] as SentenceSpan);
  const text = picked.map((span) => span.text).join('\n');
  let at = 0;
  const local = picked.map((span) => {
    const start = at;
    at += span.text.length + 1;
    return { text: span.text, start, end: start + span.text.length };
  });
  return sentenceWords(text, local, locale, 'zh', true);
}

/** The scores of the sentences zhKeywordWords reads, in the same order. */
function zhKeywordScores(_spans: readonly SentenceSpan[], scores: readonly number[]): number[] {
  return zhKeywordIndices(scores).map((index) => scores[index] as number);
}

/**
 * A chosen sentence that points back ("That loaf rose nicely", "对此", "이에 대해") needs the sentence before it: that one
 * joins when the budget allows (and it is no filler), else the pointing sentence is dropped (unless it is all there is).
 */
export function resolveAnaphora(chosen: number[], spans: readonly SentenceSpan[], cues: SummaryCues, budget: number, used: number, key: (index: number) => boolean = () => false, keyBudget = budget): void {
  let total = used;
  for (const index of [...chosen].sort((a, b) => a - b)) {
    if (index === 0 || !chosen.includes(index) || chosen.includes(index - 1)) continue;
    const own = (spans[index] as SentenceSpan).text.trim();
    const opens = cues.anaphora.test(own);
    if (!opens && !cues.reference.test(own)) continue;
    const before = (spans[index - 1] as SentenceSpan).text;
    // A key sentence (dense with facts, a verdict, the style's own kind) may bring its antecedent over the budget, up to
    // `keyBudget`, and stays even without it ("It's $17 a bowl, … worth every cent", round 8).
    // A reference inside the sentence ("…이 문제를 보완하겠다") may bring its antecedent as far as a key sentence may.
    if (!cues.filler.test(before.trim()) && total + before.length <= (key(index) || !opens ? keyBudget : budget)) {
      chosen.push(index - 1);
      total += before.length;
    } else if (chosen.length > 1 && !key(index)) {
      chosen.splice(chosen.indexOf(index), 1);
      total -= (spans[index] as SentenceSpan).text.length;
    }
  }
}

/** A sentence that sorts into a counted set of kinds ("四类", "four types", "4 loại", "네 가지") or lists three items or more. */
const countedKinds = /[一二三四五六七八九十两几\p{Nd}]\s*(?:类|种|大类|个方面|项)(?![\p{Script=Han}]{0,1}[人天年月])|\b(?:two|three|four|five|six|seven|eight|\d+) (?:types|kinds|categories|groups|classes|steps|rules)\b|(?<![\p{L}\p{M}])(?:\d+|hai|ba|bốn|năm|sáu) (?:loại|nhóm|bước|quy định)(?![\p{L}\p{M}])|(?:두|세|네|다섯|여섯|\d+)\s*(?:가지|종류|단계)/u;
/** A Chinese list of three items or more ("可回收物、厨余垃圾、有害垃圾和其他垃圾"). */
const listOfThree = /[^、，。]{1,12}、[^、，。]{1,12}、[^、，。]{1,12}(?:和|及|与)/u;
/** Whether a sentence sorts into a counted set of kinds or lists three items (the list pattern only where 、 occurs:
 * tried at every position of a long text it cost ~1.4 ms per 10 000-character summary). */
const namesCategories = { test: (sentence: string): boolean => countedKinds.test(sentence) || (sentence.includes('、') && listOfThree.test(sentence)) };

/** Picks the best sentences of a text by TextRank, keeps them in their original order and extracts keywords. */
export function extractSummary(text: string, options: SummaryOptions): ExtractiveSummary {
  const detected = detectTextLanguage(text);
  const spans = summarySentences(text, detected.locale);
  const found = sentenceWords(text, spans, detected.locale, detected.language);
  const ranks = rankSentences(found.words);
  const n = spans.length;
  if (n === 0) return { sentences: [], indices: [], scores: [], topIndex: 0, keywords: [], sentenceCount: 0, language: detected.language };

  const averageLength = spans.reduce((sum, span) => sum + span.text.length, 0) / n;
  const language = detected.language;
  const cues = language ? summaryCues[language] : null;
  const information = spans.map((span) => (language ? informationOf(span.text, language) : 0));
  // Centrality (TextRank) blended with content: a sentence full of its own facts (an item, a figure) counts too,
  // where TextRank alone favours sentences that repeat the text's common words.
  const meanRank = ranks.reduce((sum, rank) => sum + rank, 0) / n || 1;
  const distinct = found.words.map((list) => new Set(list).size);
  const meanDistinct = distinct.reduce((sum, size) => sum + size, 0) / n || 1;
  const scores = ranks.map((centrality, index) => {
    const size = (found.words[index] as string[]).length;
    const share = options.centralityShare ?? 0.6;
    const rank = (centrality / meanRank) * share + Math.min((distinct[index] as number) / meanDistinct, 2) * (1 - share);
    const sentence = (spans[index] as SentenceSpan).text;
    let score = rank * (size < 3 ? 0.6 : 1);
    if (cues && cues.filler.test(sentence.trim())) return 0;
    // The lead of a news-like text carries the who and what; sentences with figures carry the key numbers.
    if (index === 0) score *= 1.6;
    if (figure.test(sentence)) score *= options.figureWeight ?? 1.3;
    // Its own facts (a sum, a date, a time, an amount, a rule, a verdict) make a sentence a key one (round 8: the fines,
    // the shutoff time and a review's verdict were dropped for plainer sentences).
    score *= informationWeight(information[index] as number);
    // Each of a style's own facts counts (up to two): "그래서 반죽이 풍선처럼 부풀어 오른다" tells a result and its mechanism.
    if (language && options.cover) score *= (options.coverWeight ?? 1) ** Math.min(2, options.cover.reduce((sum, kind) => sum + factCount(sentence, kind, language, 2), 0));
    if (language && options.adviceWeight !== undefined && advicePatterns[language].test(sentence)) score *= options.adviceWeight;
    // In an explanation, the sentence that answers "why?" ("这是因为…", "This is because…") is the explanation itself.
    if (language && options.cover?.includes('mechanism') === true && whyOpeners[language].test(sentence.trim())) score *= 2;
    // A later finding that tells the mechanism ("Engineers found … that rust had weakened the cables") is the why too (round 9b).
    else if (language && index > 0 && options.cover?.includes('mechanism') === true && findingCues[language].test(sentence) && hasFact(sentence, 'mechanism', language)) score *= 2;
    // A sentence that names the categories or items of the text ("分为可回收物、有害垃圾、厨余垃圾和其他垃圾四类") is its
    // core list, short as it is (round 7: a waste-sorting notice summarized without its four categories).
    if (namesCategories.test(sentence)) score *= 2.4;
    // The sentence after a news lead that carries facts of its own is the nut graf of an article of six sentences or
    // more (round 9: "The plan … will create roughly 600 apartments" lost to a quote further down).
    if (options.nutGraf !== undefined && index === 1 && n >= 6 && (information[index] as number) >= 1) score *= options.nutGraf;
    // News is written as an inverted pyramid: the earlier a sentence, the more it matters.
    if (options.positionDecay) score *= 1 - (options.positionDecay * index) / n;
    // A cause, a fix or an outcome is the point of a story or a how-to; an outcome late in the text is its conclusion.
    if (cues) score *= cueWeight(sentence, cues, index >= n / 2);
    if (options.preferShort) score /= Math.sqrt(Math.max(sentence.length / averageLength, 0.5));
    return score;
  });
  const order = scores.map((score, index) => ({ score, index })).sort((a, b) => b.score - a.score || a.index - b.index);
  const floor = n >= (options.minSentencesFrom ?? 0) ? (options.minSentences ?? 1) : 1;
  const wanted = n <= 2 ? 1 : Math.max(Math.min(floor, n - 1), Math.min(options.maxSentences, Math.round(n * options.ratio)));
  const budget = text.length * options.charShare;
  const sets = found.words.map((list) => new Set(list));
  const spread = options.spread ?? 0.7;
  const chosen: number[] = [];
  let used = 0;
  if (options.keepLead && (scores[0] as number) > 0 && wanted > 1) {
    chosen.push(0);
    used += (spans[0] as SentenceSpan).text.length;
  }
  // Greedy choice by score, where a sentence next to one already chosen counts less (`spread`), so that the summary
  // covers the whole text rather than one run of neighbouring sentences; near-duplicates are skipped.
  while (chosen.length < wanted) {
    let best = -1;
    let bestScore = -1;
    for (const { score, index } of order) {
      if (score * 1.0001 <= bestScore) break;
      if (chosen.includes(index)) continue;
      const length = (spans[index] as SentenceSpan).text.length;
      if (chosen.length > 0 && used + length > budget && chosen.length >= floor) continue;
      const set = sets[index] as Set<string>;
      if (chosen.some((other) => jaccard(set, sets[other] as Set<string>) > 0.6)) continue;
      // A sentence with a fact or a cue of its own (a count, a sum, a date; a cause, a fix) is worth its place next to a
      // chosen one (round 9: "1.500 cuốn sách" and "Riders should use the temporary stop…" right after the lead lost to
      // plainer sentences further off).
      const adjusted = chosen.some((other) => Math.abs(other - index) === 1) && (information[index] as number) < 1 && !(cues !== null && cueWeight((spans[index] as SentenceSpan).text, cues, false) > 1) && !namesCategories.test((spans[index] as SentenceSpan).text) ? score * spread : score;
      if (adjusted > bestScore) {
        best = index;
        bestScore = adjusted;
      }
    }
    if (best < 0 || (chosen.length > 0 && (scores[best] as number) <= 0)) break;
    chosen.push(best);
    used += (spans[best] as SentenceSpan).text.length;
  }
  /** The sentences the cue pass chose for their point (a cause, a fix, the other side, the goal; not a plain ending): they stay. */
  const cueChosen = new Set<number>();
  // Keep the point: when the text gives a cause (after its opening) or tells the outcome in its last third and no chosen
  // sentence does, the best such sentence joins (or replaces the weakest chosen sentence other than the best one).
  if (cues && n >= 4 && chosen.length >= 1) {
    const text = (index: number): string => (spans[index] as SentenceSpan).text;
    const withCue = (index: number): boolean => cues.cause.test(text(index)) || cues.fix.test(text(index)) || cues.outcome.test(text(index));
    const kinds: Array<(index: number) => boolean> = [
      (index) => index > 0 && cues.cause.test(text(index)),
      (index) => index >= (2 * n) / 3 && (options.keepEnding === true || cues.outcome.test(text(index))),
      (index) => index > 0 && cues.fix.test(text(index)),
      // The other side (an objection, a problem) and the goal or next step are points of their own.
      (index) => index > 0 && cues.contrast.test(text(index)),
      (index) => index > 0 && cues.goal.test(text(index)),
    ];
    // In an explanation for a child, a chosen sentence that tells the mechanism already gives the why, and the ending is
    // not needed (seventh read: an eli5 that copied the first and the last sentence).
    const explained = language !== null && options.cover?.includes('mechanism') === true && chosen.some((index) => index > 0 && hasFact(text(index), 'mechanism', language));
    for (const [kindIndex, kind] of kinds.entries()) {
      if (chosen.some(kind) || (kindIndex <= 1 && explained)) continue;
      // A tip is no cause in an explanation for a child ("… helps, because cold slows the reaction", round 8).
      const aside = (index: number): boolean => options.adviceWeight !== undefined && language !== null && advicePatterns[language].test(text(index));
      const candidate = order.find(({ index }) => kind(index) && !chosen.includes(index) && !cues.filler.test(text(index).trim()) && !aside(index));
      if (!candidate) continue;
      const size = text(candidate.index).length;
      // A missing point joins while the summary stays within its budget (one or two sentences over the count at most).
      if (chosen.length < wanted + 2 && used + size <= budget * 1.3) {
        chosen.push(candidate.index);
        if (kindIndex !== 1) cueChosen.add(candidate.index);
        used += size;
        continue;
      }
      // The other side and the goal push out only a sentence with no cue and no figure of its own.
      const plain = (index: number): boolean => !withCue(index) && !figure.test(text(index));
      // The ending pushes out no sentence with a figure (round 9: "Monthly passes will be discounted by 20 percent" gave way to "…reopen in early December").
      // The best sentence chosen so far is never the one to go (round 9: a short summary's second sentence, the core list).
      const bestChosen = chosen.reduce((top, index) => ((scores[index] as number) > (scores[top] as number) ? index : top), chosen[0] as number);
      // Nor does a missing point without a figure push out a sentence with one (round 9: "12 bạn đạt học sinh giỏi" gave way to a tip with "vì").
      const figured = figure.test(text(candidate.index));
      // In an explanation for a child, the mechanism a chosen sentence tells stays (round 9b: "…rust had weakened the cables"
      // gave way to a shop owner's worry).
      const telling = (index: number): boolean => language !== null && options.cover?.includes('mechanism') === true && hasFact(text(index), 'mechanism', language);
      const replaceable = chosen.slice(1).filter((index) => index !== bestChosen && !telling(index) && (figured || !figure.test(text(index)))).filter((index) => (kindIndex < 3 ? !kinds.some((other) => other(index)) : plain(index) && !kinds.slice(3).some((other) => other(index))));
      if (replaceable.length === 0) continue;
      const weakest = replaceable.reduce((low, index) => ((scores[index] as number) < (scores[low] as number) ? index : low));
      const freed = used - text(weakest).length;
      if (freed + size <= budget * 1.3) {
        chosen[chosen.indexOf(weakest)] = candidate.index;
        if (kindIndex !== 1) cueChosen.add(candidate.index);
        used = freed + size;
      }
    }
  }
  // Keep a key figure: when no chosen sentence has a number but the text has one, add the best sentence with a number
  // (allowed up to two and a half times the character budget, since a summary without its figures misses the point).
  const withFigure = (index: number): boolean => figure.test((spans[index] as SentenceSpan).text);
  if (!chosen.some(withFigure)) {
    const best = order.find(({ index }) => withFigure(index) && !chosen.includes(index));
    if (best && used + (spans[best.index] as SentenceSpan).text.length <= budget * 2.5) {
      chosen.push(best.index);
      used += (spans[best.index] as SentenceSpan).text.length;
    }
  }
  // Keep the turn (round 9): a story's turn ("그런데 오늘 아침 집주인이 갑자기…", "…nhưng hóa ra lại là buổi vui nhất") is its
  // point; when no chosen sentence tells one, the best from `turnFrom` on joins (up to two and a half times the character budget, like a key figure).
  if (language && options.turnFrom !== undefined && n >= 3) {
    const from = Math.max(1, Math.floor(n * options.turnFrom));
    const turnAt = (index: number): boolean => index >= from && hasFact((spans[index] as SentenceSpan).text, 'turn', language);
    const turn = chosen.some(turnAt) ? undefined : order.find(({ score, index }) => score > 0 && turnAt(index) && !chosen.includes(index));
    if (turn && used + (spans[turn.index] as SentenceSpan).text.length <= budget * 2.5) {
      chosen.push(turn.index);
      cueChosen.add(turn.index);
      used += (spans[turn.index] as SentenceSpan).text.length;
    }
  }
  if (language) used = coverFacts(chosen, { spans, order, scores, information, language, budget, used, wanted, kinds: [...coreFactKinds, ...(options.cover ?? [])], keepLead: options.keepLead === true, fixed: (index) => cueChosen.has(index) || (cues !== null && [cues.cause, cues.contrast, cues.goal].some((cue) => cue.test((spans[index] as SentenceSpan).text))), aside: (index) => options.adviceWeight !== undefined && advicePatterns[language].test((spans[index] as SentenceSpan).text) });
  const key = (index: number): boolean => language !== null && ((information[index] as number) >= 2 || hasFact((spans[index] as SentenceSpan).text, 'verdict', language) || (options.cover ?? []).some((kind) => hasFact((spans[index] as SentenceSpan).text, kind, language)));
  if (cues) resolveAnaphora(chosen, spans, cues, Math.min(budget * 1.3, text.length * 0.7), used, key, text.length * 0.8);
  const top = chosen.reduce((best, index) => ((scores[index] as number) > (scores[best] as number) ? index : best), chosen[0] as number);
  chosen.sort((a, b) => a - b);
  return {
    sentences: chosen.map((index) => (spans[index] as SentenceSpan).text),
    indices: [...chosen],
    scores: chosen.map((index) => scores[index] as number),
    topIndex: chosen.indexOf(top),
    keywords: detected.language === 'zh' ? keywordsOf(zhKeywordWords(spans, scores, detected.locale), zhKeywordScores(spans, scores), 'zh') : keywordsOf(found, scores, detected.language),
    sentenceCount: n,
    language: detected.language,
  };
}
