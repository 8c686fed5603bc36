/**
 * Reading the structured ai-content results, tarot reading A (spec §3) and the personality result, that arrive either
 * as an object or as a JSON string possibly wrapped in Markdown code fences (spec §7). Shared by the model provider and the site.
 */
import { z } from 'zod';
import type { PersonalityResult, TarotReading } from './content-types.ts';

const shortText = z.string().trim().min(1).max(2_000);

const tarotCardSchema = z.object({
  name: z.string().trim().min(1).max(100),
  direction: z.string().trim().toLowerCase().pipe(z.enum(['upright', 'reversed'])),
  emoji: z.string().trim().max(20).default('🃏'),
  keywords: z.array(z.string().trim().min(1).max(60)).min(1).max(8),
  interpretation: shortText,
});

/** Schema of tarot reading A: exactly three cards with distinct names, an overall message, a lucky colour and item. */
export const tarotReadingSchema: z.ZodType<TarotReading> = z.object({
  cards: z
    .tuple([tarotCardSchema, tarotCardSchema, tarotCardSchema])
    .refine((cards) => new Set(cards.map((card) => card.name.toLowerCase())).size === 3, { message: 'The three cards must differ.' }),
  overallMessage: shortText,
  luckyColor: z.string().trim().min(1).max(60),
  luckyItem: z.string().trim().min(1).max(60),
});

const traitScore = z.number().finite().transform((value) => Math.round(Math.min(100, Math.max(0, value))));

/** Schema of a personality result; trait scores are clamped to 0–100 and rounded. */
export const personalityResultSchema: z.ZodType<PersonalityResult> = z.object({
  type: z.string().trim().min(1).max(100),
  traits: z.object({
    extraversion: traitScore,
    agreeableness: traitScore,
    conscientiousness: traitScore,
    neuroticism: traitScore,
    intellect: traitScore,
  }),
  description: shortText,
  strengths: z.array(z.string().trim().min(1).max(300)).min(1).max(8),
  cautions: z.array(z.string().trim().min(1).max(300)).min(1).max(8),
  tip: z.string().trim().min(1).max(1_000),
});

/** Removes one surrounding Markdown code fence (``` or ```json) and trims. */
export function stripCodeFences(text: string): string {
  const trimmed = text.trim();
  const fenced = /^```[\w-]*[^\S\n]*\n?([\s\S]*?)\n?```$/.exec(trimmed);
  return (fenced?.[1] ?? trimmed).trim();
}

/** Parses a JSON value given as an object or as a (possibly fenced) string; undefined when it is not JSON. */
export function parseJsonValue(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(stripCodeFences(value)) as unknown;
  } catch {
    return undefined;
  }
}

/** Reads a tarot reading from an object or a (possibly fenced) JSON string; undefined when it is not a valid reading A. */
export function parseTarotResult(value: unknown): TarotReading | undefined {
  const parsed = tarotReadingSchema.safeParse(parseJsonValue(value));
  return parsed.success ? parsed.data : undefined;
}

/** Reads a personality result from an object or a (possibly fenced) JSON string; undefined when invalid. */
export function parsePersonalityResult(value: unknown): PersonalityResult | undefined {
  const parsed = personalityResultSchema.safeParse(parseJsonValue(value));
  return parsed.success ? parsed.data : undefined;
}
