import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { fromPromise, type SnapshotFrom } from 'xstate';
import type { LeaderboardGameType } from '../../../engines/leaderboard/config';
import { leaderboardMachine, type LeaderboardEvent } from '../../../machines/leaderboard.machine';
import { topScoresQueryOptions } from '../../lib/api/get-top-scores';
import { saveScore } from '../../lib/api/insert-score';
import type { ScoreProof } from '../../../supabase/functions/_shared/contract/score-limits';

/** What a game screen holds of its leaderboard flow. */
export interface LeaderboardFlow {
  gameType: LeaderboardGameType;
  snapshot: SnapshotFrom<typeof leaderboardMachine>;
  send: (event: LeaderboardEvent) => void;
  /**
   * Hands a finished game's score and its proof to the check (top 10 → qualifies? → name dialog). With `offer`, a
   * qualifying score waits behind "Save this result" instead of opening the dialog. No proof (the server could not be
   * reached when the game started): nothing to save.
   */
  finish: (score: number, proof: ScoreProof | null, options?: { offer?: boolean }) => void;
}

/**
 * The leaderboard flow of one game (rps, number_guess, apple or reaction): call `finish(score)` when a game ends, render
 * `<NameEntryDialog flow={…} />`; the check reads a fresh top 10, a save inserts the score and refreshes the board.
 */
export function useLeaderboard(gameType: LeaderboardGameType): LeaderboardFlow {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const [snapshot, send] = useMachine(
    leaderboardMachine.provide({
      actors: {
        loadTopScores: fromPromise(async ({ input }) => {
          const rows = await queryClient.fetchQuery({ ...topScoresQueryOptions(input.gameType, input.day), staleTime: 0 });
          return rows.map((row) => row.score);
        }),
        saveScore: fromPromise(({ input }) => saveScore(queryClient, input)),
      },
      actions: {
        notifyError: (_, { messageKey }) => {
          toast.error(i18n.t(messageKey));
        },
        notifySuccess: (_, { messageKey }) => {
          toast.success(i18n.t(messageKey));
        },
        reportLoadFailure: (_, { error }) => {
          console.warn('Leaderboard check skipped: the board could not be loaded.', error);
        },
      },
    }),
    { input: { gameType } },
  );
  const finish = useCallback(
    (score: number, proof: ScoreProof | null, options?: { offer?: boolean }) => send({ type: 'FINISHED', score, proof, offer: options?.offer === true }),
    [send],
  );
  return { gameType, snapshot, send, finish };
}
