import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '../supabase-client';

/** One row of `game_clicks`. */
export const gameClickSchema = z.object({ game_id: z.string(), click_count: z.number().int().nonnegative() });

/** Click counts by game id. */
export type GameClicks = Record<string, number>;

/** Query key of the click list (click registration invalidates it). */
export const gameClicksQueryKey = ['game-clicks'] as const;

/** Spec §7 call 1: game ids and click counts, most clicked first. Failures are logged only (spec §8). */
export async function getGameClicks(): Promise<GameClicks> {
  const { data, error } = await supabase.from('game_clicks').select('game_id, click_count').order('click_count', { ascending: false })
    // The cards show at once without counts when the backend is down; no 1 s + 2 s + 4 s client backoff.
    .retry(false);
  if (error) {
    console.error('Failed to load game clicks:', error.message);
    throw error;
  }
  const rows = z.array(gameClickSchema).parse(data);
  return Object.fromEntries(rows.map((row) => [row.game_id, row.click_count]));
}

/** Query options of the click list. */
export function gameClicksQueryOptions() {
  return queryOptions({ queryKey: gameClicksQueryKey, queryFn: getGameClicks, retry: false });
}

/** Click counts for the screens that show games. */
export function useGameClicks() {
  return useQuery(gameClicksQueryOptions());
}
