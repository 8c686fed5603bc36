import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '../supabase-client';
import { withRegisteredClick, type GameClicks } from '../click-ranking';
import { settleWithin } from '../settle-within';
import { parseRegisteredCount } from './click-rows';
import { gameClicksQueryKey } from './get-game-clicks';

/** Longest wait for a click to register before the visitor goes on to the game anyway, in milliseconds. */
export const clickRegistrationWaitMs = 1_500;

/**
 * Spec §7 call 2, made atomic: one `register_game_click` RPC increments (or creates) the row and returns the new
 * count. Failures are logged only (spec §8) and give null; the visitor still gets to the game.
 */
export async function registerGameClick(gameId: string): Promise<number | null> {
  const { data, error } = await supabase.rpc('register_game_click', { p_game_id: gameId });
  if (error) {
    console.error('Failed to register game click:', error.message);
    return null;
  }
  return parseRegisteredCount(data);
}

/**
 * Registers Start clicks: `register(id)` counts the click and resolves once it is counted or after
 * clickRegistrationWaitMs at the latest. The count the server returns goes straight into the cached click list.
 */
export function useRegisterGameClick() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: registerGameClick,
    onSuccess: (count, gameId) => {
      if (count === null) return;
      queryClient.setQueryData<GameClicks>(gameClicksQueryKey, (clicks) => (clicks ? withRegisteredClick(clicks, gameId, count) : clicks));
    },
  });
  return {
    register: (gameId: string) => settleWithin(mutation.mutateAsync(gameId), clickRegistrationWaitMs),
    isPending: mutation.isPending,
  };
}
