import type { CatalogueEntry } from '../../lib/game-catalogue';
import { matchesQuery } from '../../lib/search-text';

/** The tabs of the games list, in order. */
export const catalogueTabs = ['all', 'ai', 'simple'] as const;

/** One tab of the games list. */
export type CatalogueTab = (typeof catalogueTabs)[number];

/** The tab a `?tab=` value names; anything else is "all". */
export function parseTab(value: string | null): CatalogueTab {
  return catalogueTabs.find((tab) => tab === value) ?? 'all';
}

/** Whether a game belongs on a tab. */
export function onTab(game: CatalogueEntry, tab: CatalogueTab): boolean {
  return tab === 'all' || game.kind === tab;
}

/** The games of a tab whose name or description (as `describe` gives them, in the current language) match the query. */
export function filterCatalogue(games: readonly CatalogueEntry[], tab: CatalogueTab, query: string, describe: (game: CatalogueEntry) => string): CatalogueEntry[] {
  return games.filter((game) => onTab(game, tab) && matchesQuery(describe(game), query));
}
