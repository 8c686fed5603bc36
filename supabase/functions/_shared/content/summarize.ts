/** Built-in summarizer: TextRank extraction of the input's own sentences, dressed in one of the eight summary styles. */
import { summaryFraming, type SummaryFraming } from './data/summarize/framing.ts';
import { pick, shuffled } from '../contract/seeded-random.ts';
import { extractSummary, type ExtractiveSummary, type SummaryOptions } from './summarize-textrank.ts';
import { completeHeadline, keyTermHashtags, simplifyForChild } from './summarize-rewrite.ts';
import type { ContentGenerator, ContentLanguage, SummaryLength, SummaryStyle } from '../contract/content-types.ts';

/** How much of the input each style keeps. */
export const summaryStyleOptions: Record<SummaryStyle, SummaryOptions> = {
  general: { ratio: 0.3, maxSentences: 5, charShare: 0.45 },
  key_points: { ratio: 0.35, maxSentences: 6, charShare: 0.5 },
  meme: { ratio: 0.2, maxSentences: 3, charShare: 0.35 },
  hiphop: { ratio: 0.3, maxSentences: 6, charShare: 0.45 },
  news: { ratio: 0.25, maxSentences: 4, charShare: 0.4 },
  sns: { ratio: 0.2, maxSentences: 3, charShare: 0.35 },
  eli5: { ratio: 0.25, maxSentences: 4, charShare: 0.4 },
  expert: { ratio: 0.35, maxSentences: 6, charShare: 0.5 },
};

/** How the visitor's length choice scales a style's options: short keeps about half, long about half as much again. */
export function summaryOptionsFor(style: SummaryStyle, length: SummaryLength = 'medium'): SummaryOptions {
  const base = summaryStyleOptions[style];
  if (length === 'short') return { ...base, ratio: base.ratio * 0.5, maxSentences: Math.max(1, Math.ceil(base.maxSentences / 2)), charShare: base.charShare * 0.6 };
  if (length === 'long') return { ...base, ratio: Math.min(0.7, base.ratio * 1.6), maxSentences: base.maxSentences + 3, charShare: Math.min(0.75, base.charShare * 1.5) };
  return base;
}

/** A lone sentence up to this many characters is returned whole rather than cut. */
const shortSentence = 80;

const cjkEnd = /[。！？」』”）)]$/u;

/** Joins sentences into a paragraph: a space after Latin-script sentences, nothing after CJK punctuation. */
export function joinSentences(sentences: readonly string[]): string {
  return sentences.reduce((text, sentence) => (text === '' ? sentence : `${text}${cjkEnd.test(text) ? '' : ' '}${sentence}`), '');
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

function shape(style: SummaryStyle, summary: ExtractiveSummary, framing: SummaryFraming, random: () => number, source: string, language: ContentLanguage): string {
  const inputLength = source.length;
  const { sentences, topIndex, keywords } = summary;
  const textLanguage = summary.language ?? language;
  const paragraph = joinSentences(sentences);
  switch (style) {
    case 'general':
      return `${pick(framing.generalLead, random)}\n${paragraph}`;
    case 'key_points':
      return [pick(framing.keyPointsHeader, random), ...sentences.map((sentence) => `• ${sentence}`)].join('\n');
    case 'meme': {
      const reactions = shuffled(framing.meme.react, random);
      return [pick(framing.meme.open, random), ...sentences.map((sentence, i) => `${sentence} ${reactions[i % reactions.length] ?? ''}`), pick(framing.meme.close, random)].join('\n');
    }
    case 'hiphop': {
      const adlibs = shuffled(framing.hiphop.adlibs, random);
      return [pick(framing.hiphop.open, random), ...sentences.map((sentence, i) => `${sentence} ${adlibs[i % adlibs.length] ?? ''}`), pick(framing.hiphop.close, random)].join('\n');
    }
    case 'news': {
      const headline = framing.news.headline(pick(framing.news.kicker, random), completeHeadline(sentences, topIndex, isCjk(summary) ? 48 : 110, textLanguage));
      return `${headline}\n\n${paragraph}`;
    }
    case 'sns': {
      const tags = keyTermHashtags(sentences.join(' '), keywords, textLanguage);
      return [pick(framing.sns.open, random), paragraph, pick(framing.sns.close, random), tags.join(' ')].filter((line) => line !== '').join('\n\n');
    }
    case 'eli5':
      return [pick(framing.eli5.open, random), joinSentences(simplifyForChild(sentences, textLanguage)), pick(framing.eli5.close, random)].join('\n');
    case 'expert': {
      const percent = Math.max(1, Math.round((sentences.join('').length / Math.max(inputLength, 1)) * 100));
      const lines = [pick(framing.expert.header, random), paragraph];
      if (keywords.length > 0) lines.push(framing.expert.terms(keywords.slice(0, 5).join(framing.listSeparator)));
      lines.push(framing.expert.coverage(sentences.length, summary.sentenceCount, percent));
      return lines.join('\n');
    }
  }
}

/**
 * Summarizes the input: the best sentences by TextRank in their original order, shaped by the style.
 * The result is shorter than the input whenever the input has at least two sentences; the framing is dropped
 * when it would make the result too long, and a one-sentence input longer than 80 characters is cut at a clause or word boundary.
 */
export const generateSummary: ContentGenerator<'summarize'> = (input, { language, random }) => {
  const text = input.input;
  const summary = extractSummary(text, summaryOptionsFor(input.summaryStyle, input.length));
  if (summary.sentences.length === 0) return text.trim();
  const framing = summaryFraming[language];
  const styled = shape(input.summaryStyle, summary, framing, random, text, language);
  if (styled.length < text.length) return styled;
  const bare = joinSentences(summary.sentences);
  if (bare.length < text.length) return bare;
  const only = summary.sentences[summary.topIndex] ?? bare;
  if ([...only].length <= shortSentence) return only;
  const shortened = headlineOf(only, Math.floor([...only].length * 0.6));
  return shortened.length < text.length ? shortened : only;
};
