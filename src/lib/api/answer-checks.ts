/**
 * Small checks of what the server answers, written with the contract's own limits (issue 14: the browser carries no
 * schema library; the functions keep their zod schemas, and answer-checks.test.ts holds these checks to them).
 */
import { isBoardDay, type BoardDay } from '../../../supabase/functions/_shared/contract/board-day';
import { quizLimits } from '../../../supabase/functions/_shared/contract/quiz-limits';
import { rpsChoices, type RpsChoice } from '../../../supabase/functions/_shared/contract/rps-rules';
import { scoreLimits } from '../../../supabase/functions/_shared/contract/score-limits';

/** A check of an answer: the accepted value (only the fields it names), or undefined when the answer does not fit. */
export type AnswerCheck<T> = (value: unknown) => T | undefined;

/** Whether a value is a plain object (not null, not an array), whose fields a check may read. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a value is a finite number. */
export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Whether a value is a safe integer from `min` to `max`. */
export function isWhole(value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max;
}

/** Whether a value is a string of `min` to `max` UTF-16 units. */
export function isText(value: unknown, min: number, max = Number.POSITIVE_INFINITY): value is string {
  return typeof value === 'string' && value.length >= min && value.length <= max;
}

/** Whether a value is one of `values`. */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** Whether a value is a score-function token (1–2 048 characters). */
export function isToken(value: unknown): value is string {
  return isText(value, 1, scoreLimits.tokenMax);
}

/** The largest seed of a board or session (an unsigned 32-bit integer). */
const seedMax = 0xffffffff;

/** An answer that carries only a signed token (rps_start, guess_start, reaction_round). */
export const checkTokenAnswer: AnswerCheck<{ token: string }> = (value) => (isRecord(value) && isToken(value.token) ? { token: value.token } : undefined);

/** The answer to rps_play: the computer's hand, the outcome, the streak and the next token. */
export const checkRpsPlayAnswer: AnswerCheck<{ computer: RpsChoice; outcome: 'win' | 'lose' | 'draw'; streak: number; token: string }> = (value) => {
  if (!isRecord(value)) return undefined;
  const { computer, outcome, streak, token } = value;
  if (!isOneOf(rpsChoices, computer) || !isOneOf(['win', 'lose', 'draw'] as const, outcome) || !isWhole(streak, 0) || !isToken(token)) return undefined;
  return { computer, outcome, streak, token };
};

/** The answer to guess: the hint, the attempts so far and the next token. */
export const checkGuessAnswer: AnswerCheck<{ hint: 'too_low' | 'too_high' | 'correct'; attempts: number; token: string }> = (value) => {
  if (!isRecord(value)) return undefined;
  const { hint, attempts, token } = value;
  if (!isOneOf(['too_low', 'too_high', 'correct'] as const, hint) || !isWhole(attempts, 1) || !isToken(token)) return undefined;
  return { hint, attempts, token };
};

/** The answer to reaction_press: the time the server took and its signed result. */
export const checkReactionPressAnswer: AnswerCheck<{ ms: number; token: string }> = (value) =>
  isRecord(value) && isFiniteNumber(value.ms) && isToken(value.token) ? { ms: value.ms, token: value.token } : undefined;

/** The answer to apple_seed: the board's seed and its signed token. */
export const checkAppleSeedAnswer: AnswerCheck<{ seed: number; token: string }> = (value) =>
  isRecord(value) && isWhole(value.seed, 0, seedMax) && isToken(value.token) ? { seed: value.seed, token: value.token } : undefined;

/** The answer to apple_daily: today's seed, its signed token and the UTC day it belongs to. */
export const checkAppleDailyAnswer: AnswerCheck<{ seed: number; token: string; day: BoardDay }> = (value) => {
  const board = checkAppleSeedAnswer(value);
  return board && isRecord(value) && isBoardDay(value.day) ? { ...board, day: value.day } : undefined;
};

/** The answer of submit-score on success: `{saved: true, score}`. */
export const checkSubmitScoreAnswer: AnswerCheck<{ saved: true; score: number }> = (value) =>
  isRecord(value) && value.saved === true && isFiniteNumber(value.score) ? { saved: true, score: value.score } : undefined;

/** The error body of the score functions: `{error: {code, message, key?}}`. */
export const checkScoreErrorBody: AnswerCheck<{ error: { code: string; message: string; key?: string } }> = (value) => {
  if (!isRecord(value) || !isRecord(value.error)) return undefined;
  const { code, message, key } = value.error;
  if (typeof code !== 'string' || typeof message !== 'string' || (key !== undefined && typeof key !== 'string')) return undefined;
  return { error: { code, message, ...(key === undefined ? {} : { key }) } };
};

/** What generate-quiz-image answers: the displayed source (a site path or an http(s) URL), the opaque id and the round token (all trimmed but the token). */
export const checkQuizImageAnswer: AnswerCheck<{ image: string; image_id: string; round_token: string }> = (value) => {
  if (!isRecord(value)) return undefined;
  const image = typeof value.image === 'string' ? value.image.trim() : '';
  const imageId = typeof value.image_id === 'string' ? value.image_id.trim() : '';
  const { round_token: roundToken } = value;
  const source = image.startsWith('/') || /^https?:\/\//.test(image);
  if (!source || !isText(imageId, 1, quizLimits.imageIdMax) || !isText(roundToken, 1, quizLimits.roundTokenMax)) return undefined;
  return { image, image_id: imageId, round_token: roundToken };
};

/** What validate-quiz-answer answers: `correct`, the accepted answer once revealed (trimmed) and the question's updated round token. */
export const checkQuizVerdictAnswer: AnswerCheck<{ correct: boolean; answer?: string; round_token?: string }> = (value) => {
  if (!isRecord(value) || typeof value.correct !== 'boolean') return undefined;
  const answer = typeof value.answer === 'string' ? value.answer.trim() : value.answer;
  const { round_token: roundToken } = value;
  if (answer !== undefined && !isText(answer, 1)) return undefined;
  if (roundToken !== undefined && !isText(roundToken, 1, quizLimits.roundTokenMax)) return undefined;
  return { correct: value.correct, ...(answer === undefined ? {} : { answer }), ...(roundToken === undefined ? {} : { round_token: roundToken }) };
};

/** What populate-quiz-images answers: the library size and the rows inserted. */
export const checkPopulateAnswer: AnswerCheck<{ count: number; inserted: number }> = (value) =>
  isRecord(value) && isWhole(value.count, 0) && isWhole(value.inserted, 0) ? { count: value.count, inserted: value.inserted } : undefined;
