/**
 * The plain (zod-free) parts of the score contract: limits, error codes and the proof type, so the site can read them
 * without loading the schemas (score-schemas.ts builds its checks from the same values and re-exports them).
 */

/** Limits of the score bodies. */
export const scoreLimits = {
  /** Largest body either function reads, in bytes (a full apple log is about 8 KB). */
  bodyBytes: 16 * 1024,
  /** Longest token accepted, in characters. */
  tokenMax: 2_048,
  /** Most recorded apple removals (each clears at least two of the 150 apples, so 75 would do). */
  appleMovesMax: 150,
  /** Fastest reaction the server accepts, in milliseconds: below it a press is anticipation, not reaction. */
  reactionMinMs: 100,
  /** Slowest reaction a round accepts, in milliseconds. */
  reactionMaxMs: 10_000,
  /** Shortest and longest red wait of a reaction round, in milliseconds (spec §9). */
  reactionWaitMinMs: 2_000,
  reactionWaitMaxMs: 5_000,
} as const;

/** Error codes of the two score functions; each has a translated message `leaderboard:errors.<code>`. */
export const scoreErrorCodes = [
  'invalid_body',
  'invalid_json',
  'bulk_not_allowed',
  'payload_too_large',
  'invalid_name',
  'missing_proof',
  'tampered_proof',
  'expired_proof',
  'replayed',
  'session_over',
  'score_mismatch',
  'impossible_move',
  'overlapping_move',
  'move_too_late',
  'daily_board_over',
  'wrong_board',
  'anticipation',
  'too_early',
  'already_saved',
  'rate_limited',
  'storage_failed',
] as const;

/** One error code of the score functions. */
export type ScoreErrorCode = (typeof scoreErrorCodes)[number];

/** The translation key of a score error code. */
export function scoreErrorKey(code: ScoreErrorCode): `leaderboard:errors.${ScoreErrorCode}` {
  return `leaderboard:errors.${code}`;
}

/** What a finished game hands to submit-score besides its score: the signed token, and the apple game's moves. */
export interface ScoreProof {
  /** The final session token (rps, number guess), the round's result token (reaction) or the board's seed token (apple). */
  token: string;
  /** The apple game's recorded removals. */
  moves?: readonly { column0: number; row0: number; column1: number; row1: number; t: number }[];
  /** The UTC day of the daily apple board the game was played on (its own top 10); absent otherwise. */
  day?: string;
}
