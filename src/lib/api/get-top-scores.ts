import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { leaderboardSize, scoreDirections, type LeaderboardGameType } from '../../../engines/leaderboard/config';
import { supabase } from '../supabase-client';

/** One leaderboard row as read back (spec §7 call 4). Postgres `numeric` may arrive as a string, so it is coerced. */
export const topScoreSchema = z.object({
  player_name: z.string(),
  score: z.coerce.number().refine(Number.isFinite),
  created_at: z.string(),
});

/** One leaderboard row. */
export type TopScore = z.infer<typeof topScoreSchema>;

/**
 * Query key of a game's top 10, or of the daily apple board of `day` (a saved score invalidates the game's key, which
 * prefixes its daily keys).
 */
export function topScoresQueryKey(gameType: LeaderboardGameType, day: string | null = null) {
  return day === null ? (['game-scores', 'top', gameType] as const) : (['game-scores', 'top', gameType, day] as const);
}

/**
 * Spec §7 call 4: name, score and date of a game's top 10; best first (descending for rps/apple, ascending otherwise).
 * The all-time board leaves daily entries out (`board_day` is null); with `day`, the daily apple board of that UTC day.
 */
export async function getTopScores(gameType: LeaderboardGameType, day: string | null = null): Promise<TopScore[]> {
  const rows = supabase.from('game_scores').select('player_name, score, created_at').eq('game_type', gameType);
  const { data, error } = await (day === null ? rows.is('board_day', null) : rows.eq('board_day', day))
    .order('score', { ascending: scoreDirections[gameType] === 'lower' })
    .limit(leaderboardSize)
    // One retry layer is enough: the query retries once; the client's own 1 s + 2 s + 4 s backoff would keep an
    // unreachable board on 'Loading…' for many seconds.
    .retry(false);
  if (error) throw new Error(`Failed to load the ${gameType}${day === null ? '' : ` ${day}`} leaderboard: ${error.message}`);
  return z.array(topScoreSchema).max(leaderboardSize).parse(data);
}

/** Query options of a game's top 10 (or of the daily apple board of `day`). */
export function topScoresQueryOptions(gameType: LeaderboardGameType, day: string | null = null) {
  return queryOptions({ queryKey: topScoresQueryKey(gameType, day), queryFn: () => getTopScores(gameType, day) });
}

/** A game's top 10 (or the daily apple board of `day`) for the leaderboard views. */
export function useTopScores(gameType: LeaderboardGameType, enabled = true, day: string | null = null) {
  return useQuery({ ...topScoresQueryOptions(gameType, day), enabled });
}
