import type { CatalogueEntry } from '../../lib/game-catalogue';
import { GameCard } from './game-card';

/** Columns of the card grids: two on a phone, up to six on a wide desktop. */
export const gameGridClass = 'grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6';

/** A single row that scrolls sideways inside itself (the page never does). */
const gameRowClass = 'flex snap-x gap-3 overflow-x-auto pb-2';

/** A responsive grid of compact game cards, or (`layout="row"`) one row of them. */
export function GameGrid({ games, clicks, label, layout = 'grid' }: { games: readonly CatalogueEntry[]; clicks?: Readonly<Record<string, number>>; label?: string; layout?: 'grid' | 'row' }) {
  return (
    <ul className={layout === 'row' ? gameRowClass : gameGridClass} aria-label={label}>
      {games.map((game) => (
        <li key={game.id} className={layout === 'row' ? 'w-40 shrink-0 snap-start sm:w-48' : undefined}>
          <GameCard game={game} clicks={clicks?.[game.id] ?? (clicks ? 0 : undefined)} />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder cards with the grid's shape while the counts load. */
export function GameGridSkeleton({ count }: { count: number }) {
  return (
    <ul className={gameGridClass} aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="animate-pulse overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
          <div className="aspect-[16/9] bg-slate-200 dark:bg-slate-800" />
          <div className="space-y-2 p-3">
            <div className="h-4 w-2/3 rounded bg-slate-200 dark:bg-slate-800" />
            <div className="h-3 w-full rounded bg-slate-200 dark:bg-slate-800" />
            <div className="h-3 w-4/5 rounded bg-slate-200 dark:bg-slate-800" />
          </div>
        </li>
      ))}
    </ul>
  );
}
