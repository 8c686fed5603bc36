import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  appleDailyAnswerSchema,
  appleSeedAnswerSchema,
  guessAnswerSchema,
  reactionPressAnswerSchema,
  rpsPlayAnswerSchema,
  rpsStartAnswerSchema,
  scoreErrorBodySchema,
  submitScoreAnswerSchema,
} from '../../../supabase/functions/_shared/contract/score-schemas';
import { quizLimits, roundTokenSchema } from '../../../supabase/functions/_shared/contract/quiz-schemas';
import {
  checkAppleDailyAnswer,
  checkAppleSeedAnswer,
  checkGuessAnswer,
  checkPopulateAnswer,
  checkQuizImageAnswer,
  checkQuizVerdictAnswer,
  checkReactionPressAnswer,
  checkRpsPlayAnswer,
  checkScoreErrorBody,
  checkSubmitScoreAnswer,
  checkTokenAnswer,
  type AnswerCheck,
} from './answer-checks';

/**
 * The browser's checks must accept and refuse exactly what the functions' zod schemas do, and give the same value back.
 * Each case set varies one field at a time around the contract's limits.
 */
function expectSameAs<T>(check: AnswerCheck<T>, schema: z.ZodType, values: readonly unknown[]) {
  for (const value of values) {
    const parsed = schema.safeParse(value);
    expect({ value, result: check(value) }).toEqual({ value, result: parsed.success ? parsed.data : undefined });
  }
}

const token = 't'.repeat(40);
const longToken = 't'.repeat(2_048);
const tooLongToken = 't'.repeat(2_049);
/** Values a field may wrongly hold. */
const oddValues: readonly unknown[] = [undefined, null, '', ' ', 'x', 0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, true, [], {}, ['a']];

/** `base` with `field` set to each of `values` (undefined removes it), plus `base` itself, an array and non-objects. */
function around(base: Record<string, unknown>, field: string, values: readonly unknown[]): unknown[] {
  return [base, null, 'text', 3, [base], ...values.map((value) => ({ ...base, [field]: value })), { ...base, extra: 'dropped' }];
}

/** Every field of `base` varied over the odd values and `extra`. */
function casesOf(base: Record<string, unknown>, extra: Record<string, readonly unknown[]> = {}): unknown[] {
  return Object.keys(base).flatMap((field) => around(base, field, [...oddValues, ...(extra[field] ?? [])]));
}

const tokens = { token: [token, longToken, tooLongToken, 'a'] };

describe('answer checks agree with the contract schemas', () => {
  it('token-only answers (rps_start, guess_start, reaction_round)', () => {
    expectSameAs(checkTokenAnswer, rpsStartAnswerSchema, casesOf({ token }, tokens));
  });

  it('rps_play', () => {
    const base = { computer: 'rock', outcome: 'win', streak: 3, token };
    expectSameAs(checkRpsPlayAnswer, rpsPlayAnswerSchema, casesOf(base, { ...tokens, computer: ['paper', 'scissors', 'lizard', 'Rock'], outcome: ['lose', 'draw', 'tie'], streak: [0, 1000, -0] }));
  });

  it('guess', () => {
    const base = { hint: 'too_low', attempts: 1, token };
    expectSameAs(checkGuessAnswer, guessAnswerSchema, casesOf(base, { ...tokens, hint: ['too_high', 'correct', 'low'], attempts: [0, 2, 100] }));
  });

  it('reaction_press', () => {
    expectSameAs(checkReactionPressAnswer, reactionPressAnswerSchema, casesOf({ ms: 231.5, token }, { ...tokens, ms: [0, -5, 10_000] }));
  });

  it('apple_seed and apple_daily', () => {
    const seeds = { ...tokens, seed: [0, 0xffffffff, 0x100000000, 12.5, -1] };
    expectSameAs(checkAppleSeedAnswer, appleSeedAnswerSchema, casesOf({ seed: 42, token }, seeds));
    const days = { ...seeds, day: ['2026-11-25', '2026-13-01', '2026-02-30', '2026-1-05', '2026-11-25T00:00:00Z', '20261125'] };
    expectSameAs(checkAppleDailyAnswer, appleDailyAnswerSchema, casesOf({ seed: 42, token, day: '2026-11-25' }, days));
  });

  it('submit-score answer and error body', () => {
    expectSameAs(checkSubmitScoreAnswer, submitScoreAnswerSchema, casesOf({ saved: true, score: 7 }, { saved: [false, 'true', 1] }));
    const errorBodies = [
      ...casesOf({ error: { code: 'replayed', message: 'Replayed.' } }),
      ...casesOf({ code: 'replayed', message: 'Replayed.', key: 'leaderboard:errors.replayed' }).map((error) => ({ error })),
    ];
    expectSameAs(checkScoreErrorBody, scoreErrorBodySchema, errorBodies);
  });

  it('quiz answers (generate-quiz-image, validate-quiz-answer, populate-quiz-images)', () => {
    const imageSchema = z.object({
      image: z.string().trim().min(1).refine((source) => source.startsWith('/') || /^https?:\/\//.test(source)),
      image_id: z.string().trim().min(1).max(quizLimits.imageIdMax),
      round_token: roundTokenSchema,
    });
    const images = { image: ['/quiz/cat.webp', ' /quiz/cat.webp ', 'https://example.com/a.png', 'http://x', 'ftp://x', 'cat.webp', '   '], image_id: ['abc', ' abc ', 'i'.repeat(64), 'i'.repeat(65)], round_token: [longToken, tooLongToken] };
    expectSameAs(checkQuizImageAnswer, imageSchema, casesOf({ image: '/quiz/cat.webp', image_id: 'cat-1', round_token: token }, images));

    const verdictSchema = z.object({ correct: z.boolean(), answer: z.string().trim().min(1).optional(), round_token: roundTokenSchema.optional() });
    const verdicts = { correct: [false], answer: ['cat', ' cat ', '   '], round_token: [longToken, tooLongToken] };
    expectSameAs(checkQuizVerdictAnswer, verdictSchema, casesOf({ correct: true, answer: 'cat', round_token: token }, verdicts));
    expectSameAs(checkQuizVerdictAnswer, verdictSchema, [{ correct: false }, { correct: true, answer: undefined, round_token: undefined }]);

    const populateSchema = z.object({ count: z.number().int().nonnegative(), inserted: z.number().int().nonnegative() });
    expectSameAs(checkPopulateAnswer, populateSchema, casesOf({ count: 120, inserted: 0 }, { count: [0, 1e6] }));
  });
});
