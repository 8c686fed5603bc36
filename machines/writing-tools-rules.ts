/**
 * Input rules of the five writing tools (spec §5), as validators for the generation machine: each returns the message
 * key of the first problem or null. Plus the small pure helpers their screens share (cutting input, reading a catalogue
 * value from a form field, the summarizer's "characters before → after").
 */
import { contentLimits } from '../supabase/functions/_shared/contract/content-limits';
import type { GenerationFields, GenerationValidator } from './generation.machine';

/** Story prompt: fewest characters after trimming (spec §9). */
export const storyPromptMin = contentLimits.storyStartMin;
/** Story prompt: most characters; longer input is cut (spec §9). */
export const storyPromptMax = contentLimits.storyStartMax;

/** Message keys of the five tools' input rules. */
export const writingToolKeys = {
  storyEmpty: 'story:error_empty',
  storyShort: 'story:error_short',
  fortuneEmpty: 'fortune:error_empty',
  stylistEmpty: 'stylist:error_empty',
  summarizerEmpty: 'summarizer:error_empty',
  lyricsTheme: 'lyrics:error_theme',
} as const;

/** Whether a field holds nothing but white space (or is missing). */
export function isBlank(value: string | undefined): boolean {
  return (value ?? '').trim().length === 0;
}

/** Cuts a text to at most `max` UTF-16 units (the textarea's `maxLength` unit) without splitting a surrogate pair. */
export function cutToLength(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

/** Story writer: a prompt is required, then at least 10 characters after trimming. */
export const storyRules: GenerationValidator = (fields) => {
  const prompt = (fields.prompt ?? '').trim();
  if (prompt.length === 0) return writingToolKeys.storyEmpty;
  if (prompt.length < storyPromptMin) return writingToolKeys.storyShort;
  return null;
};

/** A validator that requires one non-blank field. */
function requireField(name: string, messageKey: string): GenerationValidator {
  return (fields: GenerationFields) => (isBlank(fields[name]) ? messageKey : null);
}

/** Fortune teller: the question is required (white space alone is refused with the fortune-specific message). */
export const fortuneRules: GenerationValidator = requireField('question', writingToolKeys.fortuneEmpty);
/** Stylist: a description is required ("describe yourself"). */
export const stylistRules: GenerationValidator = requireField('description', writingToolKeys.stylistEmpty);
/** Summarizer: a text to summarize is required. */
export const summarizerRules: GenerationValidator = requireField('text', writingToolKeys.summarizerEmpty);
/** Lyrics and poem maker: a theme is required (`error_theme`). */
export const lyricsRules: GenerationValidator = requireField('theme', writingToolKeys.lyricsTheme);

/** A form field read as one value of a catalogue; anything else (missing, tampered) becomes the fallback. */
export function catalogueValue<T extends string>(catalogue: readonly T[], value: string | undefined, fallback: T): T {
  return catalogue.find((entry) => entry === value) ?? fallback;
}

/** How much shorter a summary is than its text: both lengths in characters (code points) and the saving in percent. */
export interface SummaryShrink {
  /** Characters of the text. */
  before: number;
  /** Characters of the summary. */
  after: number;
  /** How much shorter, in whole percent (0 when the summary is not shorter). */
  percent: number;
}

/** Measures a summary against its text (trimmed; characters counted as code points, so emoji and CJK count once). */
export function summaryShrink(text: string, summary: string): SummaryShrink {
  const before = [...text.trim()].length;
  const after = [...summary.trim()].length;
  const percent = before > 0 && after < before ? Math.round(((before - after) / before) * 100) : 0;
  return { before, after, percent };
}
