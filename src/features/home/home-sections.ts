import type { CatalogueEntry } from '../../lib/game-catalogue';
import { rankGames } from '../../lib/click-ranking';
import { picksForDay } from '../../lib/todays-picks';

/** How many most-clicked games Home shows (spec §9). */
export const mostPlayedCount = 6;
/** How many games Today's Picks shows. */
export const picksCount = 3;

/** The games of Home's three sections, none shown twice. */
export interface HomeSections {
  /** The most-clicked games, most first. */
  mostPlayed: CatalogueEntry[];
  /** Today's picks, chosen by the day among the games not already most played. */
  picks: CatalogueEntry[];
  /** The AI tools shown in neither section above, in catalogue order. */
  moreAi: CatalogueEntry[];
}

/** Splits the catalogue into Home's sections: most played, today's picks from the rest, then the AI tools still unseen. */
export function homeSections(games: readonly CatalogueEntry[], ranking: readonly string[] | undefined, day: Date): HomeSections {
  const mostPlayed = rankGames(games, ranking).slice(0, mostPlayedCount);
  const rest = games.filter((game) => !mostPlayed.includes(game));
  const picks = picksForDay(rest, day, picksCount);
  const shown = new Set([...mostPlayed, ...picks]);
  const moreAi = games.filter((game) => game.kind === 'ai' && !shown.has(game));
  return { mostPlayed, picks, moreAi };
}
