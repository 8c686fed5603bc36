import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '../supabase-client';
import { gameClicksQueryKey } from './get-game-clicks';

/**
 * Spec §7 call 2, made atomic: one `register_game_click` RPC increments (or creates) the row and returns the new
 * count. Failures are logged only (spec §8); the visitor still gets to the game.
 */
export async function registerGameClick(gameId: string): Promise<number | null> {
  const { data, error } = await supabase.rpc('register_game_click', { p_game_id: gameId });
  if (error) {
    console.error('Failed to register game click:', error.message);
    return null;
  }
  return z.number().int().parse(data);
}

/** Registers a click and refreshes the click list afterwards. */
export function useRegisterGameClick() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerGameClick,
    onSettled: () => queryClient.invalidateQueries({ queryKey: gameClicksQueryKey }),
  });
}
