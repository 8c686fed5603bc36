import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useHydrated } from '../../prerender/use-hydrated';
import type { GameClicks } from '../click-ranking';
import { supabase } from '../supabase-client';
import { parseGameClickRows } from './click-rows';

/** Query key of the click list (click registration updates it). */
export const gameClicksQueryKey = ['game-clicks'] as const;

/** Spec §7 call 1: game ids and click counts, most clicked first (ties by id, so the order is stable). Failures are logged only (spec §8). */
export async function getGameClicks(): Promise<GameClicks> {
  const { data, error } = await supabase
    .from('game_clicks')
    .select('game_id, click_count')
    .order('click_count', { ascending: false })
    .order('game_id', { ascending: true })
    // The cards show at once without counts when the backend is down; no 1 s + 2 s + 4 s client backoff.
    .retry(false);
  if (error) {
    console.error('Failed to load game clicks:', error.message);
    throw error;
  }
  return parseGameClickRows(data);
}

/** Query options of the click list. */
function gameClicksQueryOptions() {
  return queryOptions({ queryKey: gameClicksQueryKey, queryFn: getGameClicks, retry: false });
}

/** Starts loading the click list into `queryClient` (src/app/routes.tsx, beside the screen's code). */
export function prefetchGameClicks(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(gameClicksQueryOptions());
}

/**
 * Click counts and ranking for the screens that show games. `isPending` stays true while the page hydrates, even when
 * the list arrived first: the prerendered page shows the loading cards, and hydration must find the same markup.
 */
export function useGameClicks() {
  const clicks = useQuery(gameClicksQueryOptions());
  const hydrated = useHydrated();
  return hydrated ? clicks : { ...clicks, isPending: true as const, data: undefined };
}
