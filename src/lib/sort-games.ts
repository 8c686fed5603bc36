import type { CatalogueEntry } from './game-catalogue';

/** Games sorted by click count, most first; equal counts keep the catalogue order. */
export function sortByClicks(games: readonly CatalogueEntry[], clicks: Readonly<Record<string, number>> | undefined) {
  return games
    .map((game, order) => ({ game, order, count: clicks?.[game.id] ?? 0 }))
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .map(({ game }) => game);
}
