/**
 * zod schemas for the ai-content body, one per type: strings trimmed and bounded, enums from the content contract,
 * an optional `language` (default en) and an optional integer `seed` on every type.
 */
import { z } from 'zod';
import {
  adventureThemes,
  contentLanguages,
  fortuneCategories,
  lyricsEmotions,
  lyricsForms,
  personaKeys,
  summaryLengths,
  summaryStyles,
  type ContentInputs,
  type ContentLanguage,
  type ContentType,
} from './content-types.ts';
import { contentLimits } from './content-limits.ts';

export { contentLimits } from './content-limits.ts';

/** The ai-content types, in the spec's table order. */
export const contentTypes = [
  'story',
  'persona-chat',
  'fortune-telling',
  'adventure-start',
  'adventure-continue',
  'personality-test',
  'style-suggestion',
  'summarize',
  'lyrics-poem',
  'tarot-reading',
] as const satisfies readonly ContentType[];

/** Whether a value names an ai-content type. */
export function isContentType(value: unknown): value is ContentType {
  return typeof value === 'string' && (contentTypes as readonly string[]).includes(value);
}

/** Maps a language tag to a content language: its primary subtag when supported ('ko-KR' → 'ko'), else English. */
export function toContentLanguage(tag: string): ContentLanguage {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (contentLanguages as readonly string[]).includes(primary) ? (primary as ContentLanguage) : 'en';
}

const text = (min: number, max: number) => z.string().trim().min(min).max(max);

const chatMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: text(1, contentLimits.chatMessageMax),
});

const personalityAnswerSchema = z.object({
  question: text(1, contentLimits.personalityQuestionMax),
  answer: text(1, contentLimits.personalityAnswerMax),
});

/** The fields of each type (unknown fields are dropped), with outputs typed by the content contract. */
export const contentInputSchemas: { [T in ContentType]: z.ZodType<ContentInputs[T]> } = {
  story: z.object({ storyStart: text(contentLimits.storyStartMin, contentLimits.storyStartMax) }),
  'persona-chat': z.object({
    persona: z.enum(personaKeys),
    messages: z
      .array(chatMessageSchema)
      .min(1)
      .max(contentLimits.chatMessagesMax)
      .refine((messages) => messages[messages.length - 1]?.role === 'user', { message: 'The last message must come from the user.' }),
  }),
  'fortune-telling': z.object({
    category: z.enum(fortuneCategories),
    input: text(1, contentLimits.fortuneQuestionMax),
  }),
  'adventure-start': z.object({ input: z.enum(adventureThemes) }),
  'adventure-continue': z.object({
    currentStory: text(1, contentLimits.adventureStoryMax),
    choice: text(1, contentLimits.adventureChoiceMax),
    input: z.enum(adventureThemes),
  }),
  'personality-test': z.object({
    answers: z.array(personalityAnswerSchema).min(1).max(contentLimits.personalityAnswersMax),
  }),
  'style-suggestion': z.object({ input: text(1, contentLimits.styleDescriptionMax) }),
  summarize: z.object({
    input: text(1, contentLimits.summaryInputMax),
    summaryStyle: z.enum(summaryStyles).default('general'),
    length: z.enum(summaryLengths).default('medium'),
  }),
  'lyrics-poem': z.object({
    input: text(1, contentLimits.lyricsThemeMax),
    emotion: z.enum(lyricsEmotions).default('general'),
    lyricStyle: z.enum(lyricsForms).default('song'),
  }),
  'tarot-reading': z.object({}).transform((): Record<string, never> => ({})),
};

/** An optional language tag mapped to a content language, English by default. */
export const languageSchema = z.string().max(35).transform(toContentLanguage).default('en');

/** Fields every type accepts: the type itself, the language to answer in (default en) and a seed for deterministic output. */
export const contentCommonSchema = z.object({
  type: z.enum(contentTypes),
  language: languageSchema,
  seed: z.int().optional(),
});

/** A validated ai-content request of one type. */
export interface ContentRequestOf<T extends ContentType> {
  /** The content type. */
  type: T;
  /** The type's validated, trimmed fields. */
  input: ContentInputs[T];
  /** The language to answer in. */
  language: ContentLanguage;
  /** Seed for deterministic output; undefined means a fresh random one. */
  seed: number | undefined;
}

/** A validated ai-content request, discriminated by `type`. */
export type ContentRequest = { [T in ContentType]: ContentRequestOf<T> }[ContentType];

/** The result of validating a body: the request, or an error code and message for a 400 response. */
export type ContentRequestParse =
  | { ok: true; request: ContentRequest }
  | { ok: false; code: 'unknown_type' | 'invalid_body'; message: string };

/** Describes the first few zod issues as one line. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => (issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

function parseInput<T extends ContentType>(type: T, body: unknown): { ok: true; input: ContentInputs[T] } | { ok: false; message: string } {
  const schema: z.ZodType<ContentInputs[T]> = contentInputSchemas[type];
  const parsed = schema.safeParse(body);
  return parsed.success ? { ok: true, input: parsed.data } : { ok: false, message: describeIssues(parsed.error) };
}

/** Validates an ai-content body (already parsed JSON). */
export function parseContentRequest(body: unknown): ContentRequestParse {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, code: 'invalid_body', message: 'The request body must be a JSON object.' };
  }
  const type: unknown = (body as { type?: unknown }).type;
  if (!isContentType(type)) {
    return { ok: false, code: 'unknown_type', message: `Unknown type; expected one of ${contentTypes.join(', ')}.` };
  }
  const common = contentCommonSchema.safeParse(body);
  if (!common.success) return { ok: false, code: 'invalid_body', message: describeIssues(common.error) };
  const input = parseInput(type, body);
  if (!input.ok) return { ok: false, code: 'invalid_body', message: input.message };
  const request: ContentRequestOf<typeof type> = { type, input: input.input, language: common.data.language, seed: common.data.seed };
  // `type` and `input` come from the same key, so the request is the union member of that key.
  return { ok: true, request: request as ContentRequest };
}
