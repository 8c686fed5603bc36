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

/** Query key of a game's top 10 (a saved score invalidates it). */
export function topScoresQueryKey(gameType: LeaderboardGameType) {
  return ['game-scores', 'top', gameType] as const;
}

/** Spec §7 call 4: name, score and date of a game's top 10; best first (descending for rps/apple, ascending otherwise). */
export async function getTopScores(gameType: LeaderboardGameType): Promise<TopScore[]> {
  const { data, error } = await supabase
    .from('game_scores')
    .select('player_name, score, created_at')
    .eq('game_type', gameType)
    .order('score', { ascending: scoreDirections[gameType] === 'lower' })
    .limit(leaderboardSize)
    // One retry layer is enough: the query retries once; the client's own 1 s + 2 s + 4 s backoff would keep an
    // unreachable board on 'Loading…' for many seconds.
    .retry(false);
  if (error) throw new Error(`Failed to load the ${gameType} leaderboard: ${error.message}`);
  return z.array(topScoreSchema).max(leaderboardSize).parse(data);
}

/** Query options of a game's top 10. */
export function topScoresQueryOptions(gameType: LeaderboardGameType) {
  return queryOptions({ queryKey: topScoresQueryKey(gameType), queryFn: () => getTopScores(gameType) });
}

/** A game's top 10 for the leaderboard views. */
export function useTopScores(gameType: LeaderboardGameType, enabled = true) {
  return useQuery({ ...topScoresQueryOptions(gameType), enabled });
}
