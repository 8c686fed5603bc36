import { reactionMaxWaitMs, reactionMinWaitMs, reactionTierLimitsMs, type ReactionTier } from './config';

/** The wait before green, in whole milliseconds from 2000 to 5000, from a uniform random number in [0, 1). */
export function readyWaitFromRandom(random: number): number {
  const clamped = Math.min(1, Math.max(0, random));
  return reactionMinWaitMs + Math.round(clamped * (reactionMaxWaitMs - reactionMinWaitMs));
}

/** The feedback tier of a reaction time in milliseconds. */
export function reactionTier(ms: number): ReactionTier {
  return reactionTierLimitsMs.find(({ below }) => ms < below)?.tier ?? 'very_slow';
}

/**
 * Reaction time in whole milliseconds: from the frame that painted green (`paintedAt`) to the input event's own
 * timestamp (`pressedAt`), both on the page's `performance.now()` clock.
 */
export function reactionTimeMs(paintedAt: number, pressedAt: number): number {
  return Math.max(0, Math.round(pressedAt - paintedAt));
}

/** Attempts, best and mean of a session's reaction times (best and average `null` before the first result). */
export interface ReactionStats {
  attempts: number;
  bestMs: number | null;
  averageMs: number | null;
}

/** Stats of a list of reaction times in milliseconds; the average is rounded to a whole millisecond. */
export function reactionStats(times: readonly number[]): ReactionStats {
  if (times.length === 0) return { attempts: 0, bestMs: null, averageMs: null };
  const total = times.reduce((sum, ms) => sum + ms, 0);
  return { attempts: times.length, bestMs: Math.min(...times), averageMs: Math.round(total / times.length) };
}
