import { useQuery } from '@tanstack/react-query';
import type { LeaderboardGameType } from '../../../engines/leaderboard/config';
import { topScoresQueryOptions } from './get-top-scores';

/** A game's top 10 (or the daily apple board of `day`) for the leaderboard views. */
export function useTopScores(gameType: LeaderboardGameType, enabled = true, day: string | null = null) {
  return useQuery({ ...topScoresQueryOptions(gameType, day), enabled });
}
