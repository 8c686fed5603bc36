import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { z } from 'zod';
import { leaderboardGameTypes, playerNameMaxLength, type LeaderboardGameType } from '../../../engines/leaderboard/config';
import { isSavableScore } from '../../../engines/leaderboard/rules';
import {
  scoreErrorBodySchema,
  scoreErrorCodes,
  scoreErrorKey,
  submitScoreAnswerSchema,
  type ScoreErrorCode,
  type ScoreProof,
} from '../../../supabase/functions/_shared/contract/score-schemas';
import { boardDaySchema } from '../../../supabase/functions/_shared/contract/daily-board';
import { supabase } from '../supabase-client';
import { topScoresQueryKey } from './get-top-scores';

/** A score to save: the game, the trimmed 1–20 character name, a score the database accepts, and its proof. */
export const newScoreSchema = z
  .object({
    gameType: z.enum(leaderboardGameTypes),
    playerName: z.string().trim().min(1).refine((name) => Array.from(name).length <= playerNameMaxLength),
    score: z.number(),
    proof: z.object({
      token: z.string().min(1),
      moves: z.array(z.object({ column0: z.number(), row0: z.number(), column1: z.number(), row1: z.number(), t: z.number() })).optional(),
      day: boardDaySchema.optional(),
    }),
  })
  .refine(({ gameType, score }) => isSavableScore(gameType, score), { path: ['score'] });

/** A score to save. */
export interface NewScore {
  gameType: LeaderboardGameType;
  playerName: string;
  score: number;
  /** The signed game session, round or seed (and the apple game's moves) the server checks. */
  proof: ScoreProof;
}

/** A refused or failed score-function call, with the translation key of its message. */
export class ScoreCallError extends Error {
  /** The server's error code (or `storage_failed` when it could not be reached). */
  readonly code: ScoreErrorCode;
  /** The translated message to show: `leaderboard:errors.<code>`. */
  readonly messageKey: `leaderboard:errors.${ScoreErrorCode}`;

  constructor(code: ScoreErrorCode, message: string) {
    super(message);
    this.name = 'ScoreCallError';
    this.code = code;
    this.messageKey = scoreErrorKey(code);
  }
}

/** Turns a functions error into a ScoreCallError with the server's code (unknown codes and network errors: storage_failed). */
export async function toScoreCallError(name: string, error: unknown): Promise<ScoreCallError> {
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    const body = scoreErrorBodySchema.safeParse(await response.json().catch(() => null));
    const code = body.success && (scoreErrorCodes as readonly string[]).includes(body.data.error.code) ? (body.data.error.code as ScoreErrorCode) : 'storage_failed';
    return new ScoreCallError(code, `${name} answered ${response.status}: ${body.success ? body.data.error.message : response.statusText}`);
  }
  return new ScoreCallError('storage_failed', `${name} could not be reached: ${error instanceof Error ? error.message : String(error)}`);
}

/**
 * Spec §7 call 5, since issue 15: the score goes to the `submit-score` function with its proof, which checks that the
 * game was played and inserts it (the public key can no longer insert into `game_scores`).
 */
export async function insertScore(score: NewScore): Promise<void> {
  const checked = newScoreSchema.parse(score);
  const body = {
    game_type: checked.gameType,
    player_name: checked.playerName,
    score: checked.score,
    token: checked.proof.token,
    ...(checked.gameType === 'apple' ? { moves: checked.proof.moves ?? [] } : {}),
    ...(checked.gameType === 'apple' && checked.proof.day !== undefined ? { day: checked.proof.day } : {}),
  };
  const { data, error } = await supabase.functions.invoke('submit-score', { method: 'POST', body });
  if (error) {
    const failure = await toScoreCallError('submit-score', error);
    console.error(`[submit-score] failed to save the ${checked.gameType} score (${failure.code}):`, failure.message);
    throw failure;
  }
  if (!submitScoreAnswerSchema.safeParse(data).success) throw new ScoreCallError('storage_failed', 'submit-score sent an answer that does not fit its shape.');
}

/** Mutation options of the insert: a saved score refreshes that game's top 10 (and its daily boards: the key prefixes theirs). */
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
