import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { leaderboardGameTypes, playerNameMaxLength, type LeaderboardGameType } from '../../../engines/leaderboard/config';
import { isSavableScore } from '../../../engines/leaderboard/rules';
import { supabase } from '../supabase-client';
import { topScoresQueryKey } from './get-top-scores';

/** A score to insert: the game, the trimmed 1–20 character name and a score the database accepts for that game. */
export const newScoreSchema = z
  .object({
    gameType: z.enum(leaderboardGameTypes),
    playerName: z.string().trim().min(1).refine((name) => Array.from(name).length <= playerNameMaxLength),
    score: z.number(),
  })
  .refine(({ gameType, score }) => isSavableScore(gameType, score), { path: ['score'] });

/** A score to insert. */
export interface NewScore {
  gameType: LeaderboardGameType;
  playerName: string;
  score: number;
}

/** Spec §7 call 5: insert `{game_type, player_name (trimmed), score}` into `game_scores`. */
export async function insertScore(score: NewScore): Promise<void> {
  const checked = newScoreSchema.parse(score);
  const { error } = await supabase
    .from('game_scores')
    .insert({ game_type: checked.gameType, player_name: checked.playerName, score: checked.score });
  if (error) throw new Error(`Failed to save the ${checked.gameType} score: ${error.message}`);
}

/** Mutation options of the insert: a saved score refreshes that game's top 10. */
export function insertScoreMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: insertScore,
    onSuccess: (_data, score) => queryClient.invalidateQueries({ queryKey: topScoresQueryKey(score.gameType) }),
  });
}

/** Saves a score and refreshes its board. */
export function useInsertScore() {
  const queryClient = useQueryClient();
  return useMutation(insertScoreMutationOptions(queryClient));
}
