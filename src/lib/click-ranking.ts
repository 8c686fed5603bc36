import type { CatalogueEntry } from './game-catalogue';

/** The click list as the server ranked it. */
export interface GameClicks {
  /** Game ids, most clicked first, in the server's order (equal counts by id). */
  ranking: string[];
  /** Click counts by game id. */
  counts: Record<string, number>;
}

/**
 * The click list after `gameId` was counted `count` times in all (the count register_game_click returned): the count is
 * replaced and the id moves in front of the first game the server would rank below it, so the order holds without a re-sort.
 */
export function withRegisteredClick(clicks: GameClicks, gameId: string, count: number): GameClicks {
  const others = clicks.ranking.filter((id) => id !== gameId);
  const place = others.findIndex((id) => {
    const other = clicks.counts[id] ?? 0;
    return other < count || (other === count && id > gameId);
  });
  const ranking = place < 0 ? [...others, gameId] : [...others.slice(0, place), gameId, ...others.slice(place)];
  return { ranking, counts: { ...clicks.counts, [gameId]: count } };
}

/** The games in the server's click ranking (most clicked first); games it did not list follow in catalogue order. */
export function rankGames(games: readonly CatalogueEntry[], ranking: readonly string[] | undefined): CatalogueEntry[] {
  const byId = new Map(games.map((game) => [game.id as string, game]));
  const ranked = (ranking ?? []).flatMap((id) => byId.get(id) ?? []);
  const listed = new Set(ranked);
  return [...ranked, ...games.filter((game) => !listed.has(game))];
}
