/**
 * The bodies and answers of the two score functions: `game-session` (the server's side of a game: rps hands, number
 * guesses, reaction rounds, apple seeds, each in a signed token) and `submit-score` (one score with its proof).
 * Shared by the functions (zod checks) and the site (typed calls and translated error keys).
 */
import { z } from 'zod';
import { appleMaxScore } from './apple-config.ts';
import { playerNameMaxLength } from './player-name.ts';
import { boardDaySchema } from './daily-board.ts';
import { scoreLimits } from './score-limits.ts';

export { scoreLimits } from './score-limits.ts';

const token = z.string().min(1).max(scoreLimits.tokenMax);
const fixedSeed = z.number().int().min(0).max(0xffffffff).optional();

/** The three hands (as engines/rps names them). */
export const rpsHandSchema = z.enum(['rock', 'paper', 'scissors']);

/** A body of `game-session`, one action at a time. `seed` is honoured only by a server started for end-to-end tests. */
export const gameSessionRequestSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('rps_start'), seed: fixedSeed }),
  z.strictObject({ action: z.literal('rps_play'), token, hand: rpsHandSchema }),
  z.strictObject({ action: z.literal('guess_start'), seed: fixedSeed }),
  z.strictObject({ action: z.literal('guess'), token, guess: z.number().int().min(1).max(100) }),
  z.strictObject({
    action: z.literal('reaction_round'),
    wait_ms: z.number().int().min(scoreLimits.reactionWaitMinMs).max(scoreLimits.reactionWaitMaxMs),
  }),
  z.strictObject({ action: z.literal('reaction_press'), token, ms: z.number().finite().min(0).max(scoreLimits.reactionMaxMs * 10) }),
  z.strictObject({ action: z.literal('apple_seed'), seed: fixedSeed }),
  // Today's board: the same seed for everyone on the UTC day; never fixed by the request (not even for e2e servers).
  z.strictObject({ action: z.literal('apple_daily') }),
]);

/** A body of `game-session`. */
export type GameSessionRequest = z.infer<typeof gameSessionRequestSchema>;

/** Answers of `game-session`, per action. */
export const rpsStartAnswerSchema = z.object({ token });
export const rpsPlayAnswerSchema = z.object({
  computer: rpsHandSchema,
  outcome: z.enum(['win', 'lose', 'draw']),
  streak: z.number().int().min(0),
  token,
});
export const guessStartAnswerSchema = z.object({ token });
export const guessAnswerSchema = z.object({
  hint: z.enum(['too_low', 'too_high', 'correct']),
  attempts: z.number().int().min(1),
  token,
});
export const reactionRoundAnswerSchema = z.object({ token });
export const reactionPressAnswerSchema = z.object({ ms: z.number(), token });
export const appleSeedAnswerSchema = z.object({ seed: z.number().int().min(0).max(0xffffffff), token });
/** Today's apple board: its seed, the signed token (with the day in it) and the UTC day it belongs to. */
export const appleDailyAnswerSchema = z.object({ seed: z.number().int().min(0).max(0xffffffff), token, day: boardDaySchema });

/** One recorded apple removal: the cell rectangle (corners included) and milliseconds after the game's start. */
export const appleMoveSchema = z.strictObject({
  column0: z.number().int().min(0).max(99),
  row0: z.number().int().min(0).max(99),
  column1: z.number().int().min(0).max(99),
  row1: z.number().int().min(0).max(99),
  t: z.number().int().min(0).max(3_600_000),
});

/** The name as sent; the name rule (player-name.ts) is checked after trimming, as `invalid_name`. */
const name = z.string().max(playerNameMaxLength * 4);

/** The body of `submit-score`: ONE score (an array is refused) with its game's proof. */
export const submitScoreRequestSchema = z.discriminatedUnion('game_type', [
  z.strictObject({ game_type: z.literal('rps'), player_name: name, score: z.number().int().min(1).max(1000), token }),
  z.strictObject({ game_type: z.literal('number_guess'), player_name: name, score: z.number().int().min(1).max(100), token }),
  z.strictObject({ game_type: z.literal('reaction'), player_name: name, score: z.number().finite().min(0).max(scoreLimits.reactionMaxMs), token }),
  z.strictObject({
    game_type: z.literal('apple'),
    player_name: name,
    score: z.number().int().min(0).max(appleMaxScore),
    token,
    moves: z.array(appleMoveSchema).max(scoreLimits.appleMovesMax),
    /** The UTC day of the daily board this game was played on; absent for a classic board. */
    day: boardDaySchema.optional(),
  }),
]);

/** The body of `submit-score`. */
export type SubmitScoreRequest = z.infer<typeof submitScoreRequestSchema>;

/** What `submit-score` answers on success. */
export const submitScoreAnswerSchema = z.object({ saved: z.literal(true), score: z.number() });

export { scoreErrorCodes, type ScoreErrorCode } from './score-limits.ts';

/** The error body of the score functions: a stable code, an English message and the translation key. */
export const scoreErrorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), key: z.string().optional() }),
});

export { scoreErrorKey } from './score-limits.ts';

export type { ScoreProof } from './score-limits.ts';
