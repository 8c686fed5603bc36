/** Built-in summarizer: TextRank extraction of the input's own sentences, dressed in one of the eight summary styles. */
import { summaryFraming, type SummaryFraming, type SummaryRole } from './data/summarize/framing.ts';
import { pick, shuffled } from '../contract/seeded-random.ts';
import { extractSummary, type ExtractiveSummary, type SummaryOptions } from './summarize-textrank.ts';
import { completeHeadline, keyTermHashtags, simplifyForChild } from './summarize-rewrite.ts';
import { linesOf, memeVoice, pointOf, standAlone } from './summarize-clauses.ts';
import { summaryCues } from './data/summarize/cues.ts';
import { findingCues, whyOpeners } from './data/summarize/facts.ts';
import { englishClauseHasVerb } from './summarize-clause-check.ts';
import { noticeBody } from './summarize-notice.ts';
import { nothingToSummarize } from './summarize-fallback.ts';
import { causeAndEffect, plainTerms } from './summarize-glossary.ts';
import { newsLead } from './summarize-news.ts';
import { summarySentences } from './summarize-sentences.ts';
import { summaryFallback } from './data/summarize/fallback.ts';
import { hasFact, informationOf } from './summarize-facts.ts';
import type { ContentGenerator, ContentLanguage, SummaryLength, SummaryStyle } from '../contract/content-types.ts';

/** Prose styles whose short summary keeps two sentences of a text of four or more. */
const shortFloor: ReadonlySet<SummaryStyle> = new Set<SummaryStyle>(['general', 'news', 'sns']);

/** How much of the input each style keeps. */
export const summaryStyleOptions: Record<SummaryStyle, SummaryOptions> = {
  general: { ratio: 0.35, maxSentences: 5, charShare: 0.5, spread: 0.6, keepLead: true, keepEnding: true, turnFrom: 0.5 },
  key_points: { ratio: 0.75, maxSentences: 7, charShare: 0.9, spread: 0.9, figureWeight: 1.6, centralityShare: 0.3 },
  meme: { ratio: 0.85, maxSentences: 7, charShare: 0.9, spread: 0.9, keepLead: true, keepEnding: true, cover: ['turn'], coverWeight: 1.4 },
  hiphop: { ratio: 0.6, maxSentences: 6, charShare: 0.7, spread: 0.8, keepLead: true, keepEnding: true, cover: ['turn'], coverWeight: 1.4 },
  news: { ratio: 0.4, maxSentences: 4, charShare: 0.55, spread: 1, keepLead: true, keepEnding: true, figureWeight: 1.6, positionDecay: 0.5, nutGraf: 1.5 },
  sns: { ratio: 0.3, maxSentences: 3, charShare: 0.4, spread: 0.6, cover: ['turn'], coverWeight: 1.2, turnFrom: 0, keepEnding: true },
  // A child's version keeps the opening (what it is about) and the mechanism (what makes it happen), not the closing tip.
  eli5: { ratio: 0.6, maxSentences: 4, charShare: 0.5, spread: 1, keepLead: true, minSentences: 3, cover: ['mechanism'], coverWeight: 1.6, adviceWeight: 0.3, positionDecay: 0.4 },
  // An analyst's note weighs its figures through their information (summarize-facts.ts), not twice over.
  expert: { ratio: 0.35, maxSentences: 6, charShare: 0.5, figureWeight: 1.2 },
};

/**
 * How much more of the text a long summary may keep than a medium one: a long summary is still a summary, not a
 * near-verbatim copy (round 7: a long general summary kept about 80% of a Chinese article).
 */
const longExtraShare = 0.12;

/** How the visitor's length choice scales a style's options: short keeps about half, long about half as much again. */
export function summaryOptionsFor(style: SummaryStyle, length: SummaryLength = 'medium'): SummaryOptions {
  const base = summaryStyleOptions[style];
  // A short child's version still gives the what and the how (two sentences at least), a medium one three.
  // A short summary of a text of four sentences or more keeps two (round 9: one sentence lost the detour, the discount).
  if (length === 'short') return { ...base, ratio: base.ratio * 0.5, maxSentences: Math.max(2, Math.ceil(base.maxSentences / 2)), charShare: base.charShare * 0.6, ...(base.minSentences !== undefined ? { minSentences: Math.min(base.minSentences, 2) } : shortFloor.has(style) ? { minSentences: 2, minSentencesFrom: 4 } : {}) };
  if (length === 'long') return { ...base, ratio: Math.min(0.95, Math.max(base.ratio * 1.6, base.ratio + 0.08)), maxSentences: base.maxSentences + 3, charShare: Math.min(0.93, Math.max(base.charShare * 1.5, base.charShare + 0.02), base.charShare + longExtraShare) };
  return base;
}

/** A meme opener that promises a number of lines. */
const countedLines = /3줄|3 dòng|三行|three lines|3 lines/iu;

/** Styles written as running prose (a list, a meme or a verse is measured by its lines instead). */
const proseStyles: ReadonlySet<SummaryStyle> = new Set<SummaryStyle>(['general', 'news', 'eli5', 'sns']);
/** The most of the text's length a long prose summary may take, framing included. */
const longProseShare = 0.75;

/** The most of the text's length an analyst's note may take. */
const expertShare = 0.6;

/** A lone sentence up to this many characters is returned whole rather than cut. */
const shortSentence = 80;

const cjkEnd = /[。！？」』”）)]$/u;

/** Joins sentences into a paragraph: a space after Latin-script sentences, nothing after CJK punctuation. */
export function joinSentences(sentences: readonly string[]): string {
  return sentences.reduce((text, sentence) => (text === '' ? sentence : `${ended(text)}${cjkEnd.test(ended(text)) ? '' : ' '}${sentence}`), '');
}

/** A line without its final stop (a list item, "Dentist tue 4pm") gets one before another sentence follows it (round 9). */
function ended(text: string): string {
  if (/[.!?。！？…:;：；"'”’」』)\]）]$/u.test(text)) return text;
  return /\p{Script=Han}$/u.test(text) && !/\p{Script=Hangul}/u.test(text) ? `${text}。` : `${text}.`;
}

/** A headline from a sentence: no final punctuation, cut at a clause or word boundary when longer than `limit`. */
export function headlineOf(sentence: string, limit: number): string {
  const bare = sentence.replace(/[.。!！?？…]+$/u, '').trim();
  if ([...bare].length <= limit) return bare;
  const clause = bare.search(/[,;:，；：]|\s[—–-]\s/u);
  if (clause >= limit * 0.4 && clause <= limit) return bare.slice(0, clause).trim();
  const head = [...bare].slice(0, limit).join('');
  const space = head.lastIndexOf(' ');
  return `${(space > limit * 0.5 ? head.slice(0, space) : head).trim()}…`;
}

function isCjk(summary: ExtractiveSummary): boolean {
  return summary.language === 'zh' || summary.sentences.some((sentence) => cjkEnd.test(sentence));
}

/** Most lines of a meme and bars of a verse, by the visitor's length choice: a short one is really short. */
const lineCount: Record<SummaryLength, number> = { short: 4, medium: 9, long: 12 };
/** How the length choice scales the share of the input's length a meme or a verse may take. */
const lineShare: Record<SummaryLength, number> = { short: 0.7, medium: 1, long: 1.25 };

/** Longest last sentence, in characters, that is a punchline of its own whatever it says. */
const punchlineSize: Record<ContentLanguage, number> = { en: 140, vi: 150, ko: 90, zh: 70 };

/** Short lines from the chosen sentences: per sentence its first line and, when it was cut, its last (the punchline). */
function beatsOf(sentences: readonly string[], scores: readonly number[], language: ContentLanguage, limit: number, budget: number): string[] {
  const cut = sentences.map((sentence) => linesOf([sentence], language));
  const chosen = cut.map((lines) => lines.slice(0, 1));
  const size = (): number => chosen.reduce((sum, lines) => sum + lines.reduce((total, line) => total + line.length + 3, 0), 0);
  let count = chosen.reduce((sum, lines) => sum + lines.length, 0);
  // A punchline with a fact or a turn ("一双鞋收十块钱", "con mèo nhà mình chọn nó làm chỗ ngủ trưa") counts more than one
  // without, and the text's own last line most (round 8).
  const worth = (i: number): number => {
    const lines = cut[i] as string[];
    const line = lines.length > 1 ? (lines[lines.length - 1] as string) : '';
    return informationOf(line, language) + (hasFact(line, 'turn', language) ? 1 : 0) + (i === cut.length - 1 ? 10 : 0);
  };
  // Every sentence gives its first line; while there is room, a cut sentence also gives its last (the punchline), the
  // worthiest first; the text's own last punchline is offered whatever the room (weaker beats make way for it below).
  const byWorth = cut.map((_, i) => i).sort((a, b) => worth(b) - worth(a) || a - b);
  for (const i of byWorth) {
    const lines = cut[i] as string[];
    const last = lines[lines.length - 1] as string;
    // The last beat's punchline is offered even at the line count ("…问我，为什么我的朋友圈三天没更新了", round 9): a weaker line makes way below.
    if (lines.length > 1 && (count < limit || i === cut.length - 1) && (i === cut.length - 1 || size() + last.length + 3 <= budget)) {
      (chosen[i] as string[]).push(last);
      count += 1;
    }
  }
  // Over the length budget, punchlines go first (the least worthy first, later ones first on a tie), then the beats of
  // the least important sentences.
  const cutOrder = chosen.map((_, i) => i).filter((i) => (chosen[i] as string[]).length > 1).sort((a, b) => worth(a) - worth(b) || b - a);
  const last = chosen.length - 1;
  // The text's own last punchline ("…và con mèo nhà mình chọn nó làm chỗ ngủ trưa") goes only after a whole weaker beat.
  for (const i of cutOrder) {
    if (size() <= budget) break;
    if (i !== last) chosen[i] = (chosen[i] as string[]).slice(0, 1);
  }
  // Beats go by worth, then score: the turn, the cause, the other side, the outcome ("没想到一条视频就有三百多万播放", "…vì kiệt sức")
  // and the opening stay longest, a beat with facts (a rule with its days and hours, round 9) longer than a plain one.
  const cues = summaryCues[language];
  // The why counts more than another cue ("…vì kiệt sức", round 9; half a point since round 9b, where a school's reason
  // for a four-day week went before the worry); on a tie the beat with more facts stays.
  const facts = sentences.map((sentence) => informationOf(sentence, language));
  const beatWorth = sentences.map((sentence, i) => (hasFact(sentence, 'turn', language) || cues.cause.test(sentence) || cues.contrast.test(sentence) || cues.outcome.test(sentence) ? 1 : 0) + (cues.cause.test(sentence) ? 0.5 : 0) + (i === 0 ? 1 : 0) + ((facts[i] ?? 0) >= 2 ? 1 : (facts[i] ?? 0) >= 1 ? 0.5 : 0));
  const byScore = chosen.map((_, i) => i).sort((a, b) => (beatWorth[a] ?? 0) - (beatWorth[b] ?? 0) || (facts[a] ?? 0) - (facts[b] ?? 0) || (scores[a] ?? 0) - (scores[b] ?? 0));
  const pointsBack = summaryCues[language].anaphora;
  // The text's own punchline may take a quarter over the budget: a verse that stops before it misses the point (round 9).
  const room = (): number => ((chosen[last] as string[]).length > 1 ? budget * 1.25 : budget);
  // The last beat is a punchline when it is short, turns or tells the outcome; a long plain closing (a plan to review "after
  // 6 months", round 9b) is weighed like any other beat and goes before the reason the story exists.
  const lastLine = sentences[last] ?? '';
  const punchline = [...lastLine].length <= punchlineSize[language] || hasFact(lastLine, 'turn', language) || cues.outcome.test(lastLine) || cues.cause.test(lastLine) || cues.contrast.test(lastLine);
  for (const i of byScore) {
    // Three lines at least stay (round 9: counted in lines, so a last beat told in two, setup and punchline, stays whole).
    if (size() <= room() || chosen.reduce((sum, lines) => sum + lines.length, 0) <= 3) break;
    // A beat the next one points back to stays ("Đặt 5 cái báo thức…" before "Kết quả là tắt hết cả 5 cái…", round 6).
    // Only a beat that matters (worth one or more) keeps the beat it points back to.
    if (i + 1 < chosen.length && (chosen[i + 1] as string[]).length > 0 && (beatWorth[i + 1] ?? 0) >= 1 && pointsBack.test((sentences[i + 1] as string).trim())) continue;
    // The last beat is the punchline (the boss's question, the doorstop) and the first sets the scene ("Bà ngoại mình bán
    // xôi … suốt 30 năm"): neither goes to make room (round 9).
    if ((i === last && punchline) || i === 0) continue;
    // A beat with a fact of its own ("一个馕只要五块钱") goes only after the last beat has given up its setup line.
    if ((facts[i] ?? 0) >= 1 && (chosen[last] as string[]).length > 1) {
      chosen[last] = (chosen[last] as string[]).slice(-1);
      if (size() <= room()) break;
    }
    chosen[i] = [];
  }
  if (size() > room()) chosen[last] = (chosen[last] as string[]).slice(0, 1);
  // Over the line count, weaker lines go rather than the end (round 9: the count cut the punchline off): first other
  // punchlines, then whole beats by worth and score, never the opening or the last beat.
  const lineTotal = (): number => chosen.reduce((sum, lines) => sum + lines.length, 0);
  for (const i of cutOrder) {
    if (lineTotal() <= limit) break;
    if (i !== last) chosen[i] = (chosen[i] as string[]).slice(0, 1);
  }
  for (const i of byScore) {
    if (lineTotal() <= limit) break;
    if (i !== last && i !== 0) chosen[i] = [];
  }
  return chosen.flat().slice(0, limit);
}

/**
 * The chosen sentences and their scores, with the text's short last sentence joined when the ranking left it out (the
 * punchline: "Now it holds the kitchen door open."). A bare reaction ("Mình chỉ biết cười.") joins only when nothing near
 * the end was kept; the line before it is the joke.
 */
function withClosing(summary: ExtractiveSummary, source: string): [string[], number[]] {
  const closing = summary.indices.includes(summary.sentenceCount - 1) ? null : closingLine(source);
  const nearEnd = summary.indices.some((index) => index >= summary.sentenceCount - 2);
  // A closing of 25 letters (12 in Chinese or Korean, where a character says more) is a punchline of its own.
  const long = closing !== null && [...closing].length >= (/[\p{Script=Han}\p{Script=Hangul}]/u.test(closing) ? 12 : 25);
  const punchline = closing !== null && (long || !nearEnd) ? closing : null;
  if (punchline === null) return [summary.sentences, summary.scores];
  return [[...summary.sentences, punchline], [...summary.scores, Math.max(0, ...summary.scores)]];
}

/** Longest bar that takes an ad-lib: words (en, vi) or characters (ko, zh). */
const adlibBar: Record<ContentLanguage, number> = { en: 14, vi: 16, ko: 24, zh: 20 };

/** Whether a bar is short enough for an ad-lib after it. */
function isShortBar(bar: string, language: ContentLanguage): boolean {
  return language === 'en' || language === 'vi' ? bar.split(/\s+/u).length <= adlibBar[language] : [...bar.replace(/\s/gu, '')].length <= adlibBar[language];
}

/** Prefixes a sentence with a lead-in ("In the end, ", "最后，"), lower-casing a plain Latin-script opener after it. */
function leadIn(prefix: string, sentence: string, language: ContentLanguage): string {
  return `${prefix}${language === 'en' || language === 'vi' ? memeVoice(sentence, language) : sentence}`;
}

/** A cause named as a noun ("the reason was…", "원인은…"): such a sentence answers "why?". */
const causeNoun: Record<ContentLanguage, RegExp> = {
  en: /\b(?:reason|cause)\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:nguyên nhân|lý do)(?![\p{L}\p{M}])/iu,
  ko: /(?:원인|이유)/u,
  zh: /原因/u,
};

/** A sentence that opens on its cause ("Because…", "Vì…", "因为…") or ends on one ("…때문이다"). */
const causeFirst: Record<ContentLanguage, RegExp> = {
  en: /^(?:because(?! of th)|due to(?! th)|this is because|that's because)\b/iu,
  vi: /^(?:vì|bởi vì|do|đó là vì|nguyên nhân)(?![\p{L}\p{M}])/iu,
  ko: /때문(?:이다|입니다|이에요|이래요)[.!]?$/u,
  zh: /^(?:因为|由于|这是因为|之所以)/u,
};

/**
 * A child's version: the chosen sentences standing alone, in plain words and short sentences; the sentence that gives
 * the cause is introduced as the "why", a closing outcome as "in the end".
 */
function childVersion(sentences: readonly string[], framing: SummaryFraming, random: () => number, language: ContentLanguage): string[] {
  const cues = summaryCues[language];
  const last = sentences.length - 1;
  // Hard words become plain ones, or are explained once (round 9b: "corrosion" → "rust", "석면(…해로운 재료)").
  // An aside that tells the mechanism (", which pulls sugar out of the bloodstream") stays: it is told as a sentence of its own.
  const worded = plainTerms(sentences.map((sentence) => (hasFact(sentence, 'mechanism', language) && !hasFact(pointOf(sentence, language), 'mechanism', language) ? standAlone(sentence, language) : pointOf(sentence, language))), language);
  let asked = false;
  return sentences.flatMap((sentence, index) => {
    const plain = simplifyForChild(causeAndEffect(worded[index] ?? sentence, language), language);
    const first = plain[0] ?? '';
    // The sentence that gives the cause, or what was found to cause it, is told as the answer to "why?" once (round 9b).
    const why = index > 0 && !asked && (causeNoun[language].test(sentence) || findingCues[language].test(sentence) || causeFirst[language].test(sentence.trim()));
    if (why) {
      asked = true;
      plain[0] = leadIn(pick(framing.eli5.why, random), first, language);
    } else if (index === last && index > 0 && cues.outcome.test(sentence) && !cues.outcome.test(first.slice(0, 12))) plain[0] = leadIn(pick(framing.eli5.end, random), first, language);
    return plain;
  });
}

/** The two key terms of a text for a hook or hashtags (quoted terms, names, recurring keywords). */
function keyTerms(summary: ExtractiveSummary, source: string, language: ContentLanguage, count: number, recurringOnly = false): string[] {
  return keyTermHashtags(summary.sentences.join(' '), summary.keywords, language, count, source, recurringOnly).map((tag) => {
    const term = tag.slice(1);
    // A hashtag joins its words ("#vănphòng"); in a line the term is written as the text writes it ("văn phòng", "Dave"):
    // any space the text has between two of its letters comes back, and a name keeps its capital (round 6: "HàNội, vănphòng").
    const spaced = [...term].map((char) => char.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')).join(language === 'en' || language === 'vi' ? '\\s?' : '');
    const written = new RegExp(`(?<![\\p{L}\\p{M}])${spaced}(?![\\p{L}\\p{M}])`, 'iu').exec(source)?.[0];
    if (written === undefined) return term;
    return /^\p{Lu}/u.test(written) || /\s/u.test(written) ? written : term;
  });
}

/** An English line that only names its subject ("Release notes for Tally 4.2.", "Minutes of the … meeting of Oct. 3."): no verb after its first word. */
export function isTitle(sentence: string, language: ContentLanguage): boolean {
  const words = sentence.trim().split(/\s+/u);
  return language === 'en' && words.length <= 10 && !englishClauseHasVerb(words.slice(1).join(' '));
}

/** A figure in a sentence (digits, or a Chinese numeral with a measure word). */
const hasFigure = /\p{Nd}|[两三四五六七八九十百千万亿]+(?:元|块|个|所|年|月|天|人|名|家|次|小时|分钟|公里|倍|成)/u;

/** A purpose clause ("in order to", "nhằm", "위해", "为了"): the sentence gives the why. */
const purpose = /\b(?:in order to|aims? to|so that)\b|(?<![\p{L}\p{M}])nhằm(?![\p{L}\p{M}])|위해|为了/u;

/** The role a kept sentence plays in an analysis, from its cues (the first kept sentence sets the context). */
export function roleOf(sentence: string, index: number, language: ContentLanguage): SummaryRole {
  const cues = summaryCues[language];
  if (index === 0) return 'context';
  if (cues.contrast.test(sentence)) return 'concerns';
  if (cues.goal.test(sentence)) return 'next';
  if (cues.cause.test(sentence) || purpose.test(sentence)) return 'rationale';
  if (cues.fix.test(sentence) || /\b(?:promised|pledged)\b|(?<![\p{L}\p{M}])cam kết(?![\p{L}\p{M}])|약속|承诺|答应/u.test(sentence)) return 'response';
  if (hasFigure.test(sentence)) return 'figures';
  return 'detail';
}

/** Key terms an analyst would list: quoted terms and names, then multi-word (or, in Chinese, three-character) keywords. */
function expertTerms(named: readonly string[], keywords: readonly string[], language: ContentLanguage): string[] {
  const long = keywords.filter((keyword) => (language === 'zh' ? [...keyword].length >= 3 : language === 'ko' ? [...keyword].length >= 3 : keyword.includes(' ')));
  return [...new Set([...named, ...long])].filter((term) => isTermNoun(term, language)).slice(0, 4);
}

/**
 * A key term names a thing: in Chinese at least three characters and not opening with a verb or an adverb ("少玩手机",
 * "用手机" are advice, "学生" is too plain to list); in Korean not ending in a verb or adjective form ("운영한", "줄었다").
 */
export function isTermNoun(term: string, language: ContentLanguage): boolean {
  if (language === 'zh') return [...term].length >= 3 && !/^[少多别不用玩看做去来把被让给在对要会能刷睡放买卖吃喝说听读写]/u.test(term);
  if (language === 'ko') return !/(?:[은는을던한된]|다|고|며|서|요|게|지)$/u.test(term);
  return true;
}

/** The last sentence of a text, with its closing marks (a scan from the end: an end-anchored regex backtracks over 10 000 characters). */
function lastSentence(text: string): string | undefined {
  const marks = '.!?。！？';
  let end = text.length;
  while (end > 0 && marks.includes(text.charAt(end - 1))) end -= 1;
  let start = end;
  while (start > 0 && !marks.includes(text.charAt(start - 1)) && text.charAt(start - 1) !== '\n') start -= 1;
  const sentence = text.slice(start).trim();
  return sentence === '' || end === 0 ? undefined : sentence;
}

/** The text's last sentence when it is short enough to be a punchline (at most 60 characters), else null. */
export function closingLine(source: string): string | null {
  const last = lastSentence(source.trim());
  if (last === undefined || last === '' || [...last].length > 60 || [...last].length >= [...source.trim()].length) return null;
  return last;
}

/**
 * The text's first sentence when it is short enough to be a post's opening line (at most 110 characters in Latin
 * script, 60 in Korean, 45 in Chinese), else null: a post opens on its news ("After eight months of saving, I finally…").
 */
export function snsHook(source: string): string | null {
  const first = /^\s*([^.!?。！？\n]+[.!?。！？]*)/u.exec(source)?.[1]?.trim();
  const limit = /\p{Script=Han}/u.test(first ?? '') && !/\p{Script=Hangul}/u.test(first ?? '') ? 45 : /\p{Script=Hangul}/u.test(first ?? '') ? 60 : 110;
  if (first === undefined || first === '' || [...first].length > limit || [...first].length >= [...source.trim()].length) return null;
  return first;
}

/** The writer speaking of themselves: a personal story. */
const firstPerson: Record<ContentLanguage, RegExp> = {
  en: /\b(?:i|i'm|i've|my|me|we|our)\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:mình|tôi|tụi mình|chúng tôi|tớ|tui)(?![\p{L}\p{M}])/iu,
  ko: /(?:^|\s)(?:나는|내가|나도|저는|제가|저도|우리|내\s|제\s)/u,
  zh: /我/u,
};

/** Words that say where things stand now, at the end of a story. */
const nowWords: Record<ContentLanguage, RegExp> = {
  en: /\b(?:now|these days|today|ever since)\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:bây giờ|giờ đây|hiện tại|giờ thì|từ đó)(?![\p{L}\p{M}])/iu,
  ko: /(?:지금은|지금도|요즘은|이제|그 뒤로)/u,
  zh: /(?:现在|如今|回来以后|从那以后|后来)/u,
};

/**
 * A personal story's chosen sentences with its last one, the outcome ("ended up switching to 6:30", "hai mẹ con lần đầu bơi
 * cùng nhau"), in place of the weakest middle one when the ranking left it out (round 9b: a post stopped at the middle).
 */
function storyWithOutcome(summary: ExtractiveSummary, source: string, language: ContentLanguage): string[] {
  const { sentences, indices, scores, sentenceCount } = summary;
  if (sentenceCount < 3 || indices.includes(sentenceCount - 1)) return [...sentences];
  // Only the text's tail is split again: the last sentence is all that is needed (a 10 000-character text stays fast).
  const last = summarySentences(source.slice(-800), language).at(-1)?.text;
  if (last === undefined || sentences.includes(last)) return [...sentences];
  // A story told without "I" (Korean drops it: "…체중도 5킬로 빠졌다") is personal when it ends on where things stand now.
  if (!firstPerson[language].test(source) && !summaryCues[language].outcome.test(last) && !nowWords[language].test(last)) return [...sentences];
  if (sentences.length < 2) return [...sentences, last];
  const weakest = scores.reduce((low, score, i) => (i > 0 && score < (scores[low] ?? Infinity) ? i : low), 1);
  return [...sentences.filter((_, i) => i !== weakest), last];
}

function shape(style: SummaryStyle, summary: ExtractiveSummary, framing: SummaryFraming, random: () => number, source: string, language: ContentLanguage, size: SummaryLength = 'medium'): string {
  const inputLength = source.length;
  const { sentences, topIndex, keywords } = summary;
  const textLanguage = summary.language ?? language;
  switch (style) {
    case 'general':
      return `${pick(framing.generalLead, random)}\n${joinSentences(sentences.map((sentence) => standAlone(sentence, textLanguage)))}`;
    case 'key_points':
      return [pick(framing.keyPointsHeader, random), ...sentences.map((sentence) => `• ${pointOf(sentence, textLanguage)}`)].join('\n');
    case 'meme': {
      const reactions = shuffled(framing.meme.react, random);
      // A meme ends on the text's punchline ("Now it holds the kitchen door open."): a short last sentence the ranking left out joins.
      // A bare reaction ("Mình chỉ biết cười.") joins only when nothing near the end was kept; the line before it is the joke.
      const [withPunchline, punchScores] = withClosing(summary, source);
      const lines = beatsOf(withPunchline, punchScores, textLanguage, lineCount[size], inputLength * (textLanguage === 'ko' || textLanguage === 'zh' ? 0.6 : 0.5) * lineShare[size]).map((line, i) => `${memeVoice(line, textLanguage)} ${reactions[i % reactions.length] ?? ''}`.trim());
      // An opener that counts its lines ("3줄 요약", "Tóm tắt 3 dòng", "三行速读") is said only over three lines (sixth read: four).
      const openers = lines.length === 3 ? framing.meme.open : framing.meme.open.filter((line) => !countedLines.test(line));
      return [pick(openers.length > 0 ? openers : framing.meme.open, random), ...lines, pick(framing.meme.close, random)].join('\n');
    }
    case 'hiphop': {
      const adlibs = shuffled(framing.hiphop.adlibs, random);
      // An ad-lib answers a short bar; a long one runs on without it.
      // A verse ends on the text's punchline too ("昨天她打电话问我，为什么我的朋友圈三天没更新了", round 9).
      const [withPunchline, punchScores] = withClosing(summary, source);
      const bars = beatsOf(withPunchline, punchScores, textLanguage, lineCount[size], inputLength * 0.6 * lineShare[size]).map((bar, i) => (i % 2 === 1 && isShortBar(bar, textLanguage) ? `${bar} ${adlibs[Math.floor(i / 2) % adlibs.length] ?? ''}`.trim() : bar));
      const [a, b] = keyTerms(summary, source, textLanguage, 2, true);
      // The hook names two of the text's terms; a term said twice over is filler (sixth read: "四天工作制再来一遍").
      if (a !== undefined && b !== undefined && a !== b && bars.length >= 4) bars.splice(4, 0, pick(framing.hiphop.hook, random)(a, b));
      return [pick(framing.hiphop.open, random), ...bars, pick(framing.hiphop.close, random)].join('\n');
    }
    case 'news': {
      // The lead of a news text carries the story: the headline comes from it when it was chosen, unless it is only a
      // title ("Release notes for Tally 4.2."): then the next chosen sentence gives the news (round 9).
      const lead = summary.indices[0] === 0 ? 0 : topIndex;
      const from = lead === 0 && sentences.length > 1 && isTitle(sentences[0] as string, textLanguage) ? 1 : lead;
      // A sentence that gives the other side ("Tuy nhiên, …", "However, …") is no headline: only the chosen lead or a
      // plain statement may stand in for a lead too long to compress (an empty candidate is never chosen).
      const contrast = summaryCues[textLanguage].contrast;
      // The lead says who did what first, without its side clauses (round 9b): the headline and the body both use it.
      const told = sentences.map((sentence, index) => (index === from ? newsLead(pointOf(sentence, textLanguage), textLanguage) : sentence));
      const leadClause = (told[from] ?? '').split(/(?<=[.!?])\s+(?=Mục tiêu là)/u)[0] ?? '';
      // Nor does a sentence that only gives the reason ("Lý do là…", "The reason is…", round 9b).
      const reason = (sentence: string): boolean => contrast.test(sentence) || causeFirst[textLanguage].test(sentence.trim()) || whyOpeners[textLanguage].test(sentence.trim());
      const candidates = told.map((sentence, index) => (index === from ? standAlone(leadClause, textLanguage) : !reason(sentence) ? standAlone(sentence, textLanguage) : ''));
      const headline = framing.news.headline(pick(framing.news.kicker, random), completeHeadline(candidates, from, textLanguage === 'ko' ? 56 : isCjk(summary) ? 30 : 110, textLanguage));
      // A title line that gave way to the news is no sentence of the body either.
      const body = from === 1 && lead === 0 ? told.slice(1) : told;
      return `${headline}\n\n${joinSentences(body.map((sentence) => pointOf(sentence, textLanguage)))}`;
    }
    case 'sns': {
      const tags = keyTermHashtags(sentences.join(' '), keywords, textLanguage, 4, source);
      // A post opens on its news ("드디어 운전면허 땄다!!"): a short first sentence the ranking left out leads the post (round 6).
      const hook = summary.indices[0] !== 0 ? snsHook(source) : null;
      const body = joinSentences([...(hook !== null ? [pointOf(hook, textLanguage)] : []), ...storyWithOutcome(summary, source, textLanguage).map((sentence) => pointOf(sentence, textLanguage))]);
      return [pick(framing.sns.open, random), body, pick(framing.sns.close, random), tags.join(' ')].filter((line) => line !== '').join('\n\n');
    }
    case 'eli5':
      return [pick(framing.eli5.open, random), joinSentences(childVersion(sentences, framing, random, textLanguage)), pick(framing.eli5.close, random)].join('\n');
    case 'expert': {
      const percent = Math.max(1, Math.round((sentences.join('').length / Math.max(inputLength, 1)) * 100));
      // An analyst's note: each kept point labelled by the role it plays (context, figures, why, the other side, the response, next).
      const points = sentences.map((sentence, index) => `• ${framing.expert.roles[roleOf(sentence, index, textLanguage)]}${textLanguage === 'zh' ? '：' : ': '}${pointOf(sentence, textLanguage)}`);
      const lines = [pick(framing.expert.header, random), ...points];
      const terms = expertTerms(keyTerms(summary, source, textLanguage, 4), keywords, textLanguage);
      // The key terms come only while the note stays well shorter than the text (at most 60 % of it: a note that keeps the
      // dense sentences has no room for them, round 8), the coverage note while it stays under 90 %.
      const fits = (line: string, share: number): boolean => [...lines, line].join('\n').length < inputLength * share;
      const termLine = terms.length >= 2 ? framing.expert.terms(terms.join(framing.listSeparator)) : null;
      const coverage = framing.expert.coverage(sentences.length, summary.sentenceCount, percent);
      // The key terms leave room for the coverage note within the 60 % (round 9b: the two lines took a note over it).
      if (termLine && fits(`${termLine}\n${coverage}`, 0.6)) lines.push(termLine);
      if (fits(coverage, 0.9)) lines.push(coverage);
      return lines.join('\n');
    }
  }
}

/** A sentence that defines a term: background for an analyst's note. */
const definition: Record<ContentLanguage, RegExp> = {
  en: /\b(?:means|refers to|is defined as|stands for)\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:nghĩa là|có nghĩa|được hiểu là|là chỉ)(?![\p{L}\p{M}])/iu,
  ko: /(?:뜻하며|뜻한다|뜻하는|의미하며|의미한다|가리키며|가리킨다)/u,
  zh: /(?:是指|指的是|意思是|意味着)/u,
};

/** The summary cut to its `keep` best sentences (facts weighing in), in their order in the text. */
function narrowed(summary: ExtractiveSummary, keep: number, why = false): ExtractiveSummary {
  // A sentence with facts (a price, a date) weighs more here: they are what a short version must keep; for an analyst the
  // sentence that gives the causes counts as a fact too (round 9b: "…원인으로 꼽는다" went before a second figure).
  const language = summary.language ?? 'en';
  const cause = summaryCues[language].cause;
  const information = (sentence: string): number => informationOf(sentence, language) + (why && (cause.test(sentence) || causeNoun[language].test(sentence)) ? 1 : 0);
  // A title line ("Release notes for Tally 4.2.") names the subject but tells no news: it is the first to go.
  // A definition ("합계출산율은 … 뜻하며", "X means …") is background to an analyst: it goes before a finding.
  const background = (sentence: string): number => (why && definition[language].test(sentence) ? 0.5 : 1);
  const worth = (i: number): number => (isTitle(summary.sentences[i] ?? '', language) && summary.sentences.length > 1 ? 0 : (summary.scores[i] ?? 0) * (1 + 0.5 * Math.min(2, information(summary.sentences[i] ?? ''))) * background(summary.sentences[i] ?? ''));
  const best = summary.scores.map((_, i) => ({ score: worth(i), i })).sort((a, b) => b.score - a.score || a.i - b.i).slice(0, keep).map(({ i }) => i).sort((a, b) => a - b);
  const scores = best.map((i) => summary.scores[i] ?? 0);
  return { ...summary, sentences: best.map((i) => summary.sentences[i] ?? ''), indices: best.map((i) => summary.indices[i] ?? 0), scores, topIndex: scores.indexOf(Math.max(...scores)) };
}

/**
 * Summarizes the input: the best sentences by TextRank in their original order, shaped by the style.
 * The result is shorter than the input whenever the input has at least two sentences; the framing is dropped
 * when it would make the result too long, and a one-sentence input longer than 80 characters is cut at a clause or word boundary.
 */
export const generateSummary: ContentGenerator<'summarize'> = (input, { language, random }) => {
  // Only a link or a request, no text (round 9): say so and ask for the text rather than "summarize" the request.
  const nothing = nothingToSummarize(input.input, language);
  if (nothing !== null) return nothing;
  // A notice's salutation, greeting, thanks and signature are not its point (round 7): the body is summarized.
  const text = noticeBody(input.input);
  const summary = extractSummary(text, summaryOptionsFor(input.summaryStyle, input.length));
  if (summary.sentences.length === 0) return text.trim();
  const framing = summaryFraming[language];
  const styled = shape(input.summaryStyle, summary, framing, random, text, language, input.length);
  // A long summary in prose is still no near-verbatim copy (round 7): it keeps at most about three quarters of the text.
  // An analyst's note is a summary with labels, not the text with labels: it keeps to 60 % of the text (round 9b: a sum of
  // money counted as a fact kept one point more and the note grew to 65 %).
  const limit = input.length === 'long' && proseStyles.has(input.summaryStyle) ? text.length * longProseShare : input.input.length;
  if (input.summaryStyle === 'expert' && styled.length >= text.length * expertShare && styled.length < limit) {
    // The weakest points go first (facts weighing in), the context stays; a note that cannot fit stays as it was.
    for (let keep = summary.sentences.length - 1; keep >= 3; keep -= 1) {
      const again = shape(input.summaryStyle, narrowed(summary, keep, true), framing, random, text, language, input.length);
      if (again.length < text.length * expertShare) return again;
    }
  }
  if (styled.length < limit) return styled;
  // Too long with its style: fewer sentences, styled again, before the style is given up.
  const options = summaryOptionsFor(input.summaryStyle, input.length);
  for (let keep = summary.sentences.length - 1, tries = 0; keep >= 1 && tries < 4; keep -= 1, tries += 1) {
    const tighter = extractSummary(text, { ...options, ratio: Math.min(options.ratio, keep / Math.max(summary.sentenceCount, 1)), maxSentences: keep });
    if (tighter.sentences.length === 0) break;
    const again = shape(input.summaryStyle, tighter, framing, random, text, language, input.length);
    if (again.length < limit) return again;
  }
  // The fact passes may keep more sentences than asked: the best ones alone, styled, before the style is given up (round 9:
  // a short rule text came back as its bare sentences instead of a verse).
  for (let keep = Math.min(summary.sentences.length - 1, 3); keep >= 1; keep -= 1) {
    const again = shape(input.summaryStyle, narrowed(summary, keep), framing, random, text, language, input.length);
    if (again.length < limit) return again;
  }
  const bare = joinSentences(summary.sentences);
  if (bare.length < text.length) return bare;
  const only = summary.sentences[summary.topIndex] ?? bare;
  // A text of one short sentence is already its own summary: said so, not handed back as if summarized (round 9).
  if (summary.sentenceCount === 1 && [...only].length <= shortSentence) return `${summaryFallback[language].alreadyShort}\n${only}`;
  if ([...only].length <= shortSentence) return only;
  const shortened = headlineOf(only, Math.floor([...only].length * 0.6));
  return shortened.length < text.length ? shortened : only;
};
