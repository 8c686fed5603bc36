import type { CatalogueEntry } from '../../lib/game-catalogue';
import { GameCard } from './game-card';

/** A responsive grid of game cards. */
export function GameGrid({ games, clicks, label }: { games: readonly CatalogueEntry[]; clicks?: Readonly<Record<string, number>>; label?: string }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={label}>
      {games.map((game) => (
        <li key={game.id} className="flex">
          <div className="w-full">
            <GameCard game={game} clicks={clicks?.[game.id]} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Placeholder cards with the grid's shape while the counts load. */
export function GameGridSkeleton({ count }: { count: number }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="animate-pulse overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
          <div className="aspect-[16/10] bg-slate-200 dark:bg-slate-800" />
          <div className="space-y-3 p-5">
            <div className="h-5 w-2/3 rounded bg-slate-200 dark:bg-slate-800" />
            <div className="h-4 w-full rounded bg-slate-200 dark:bg-slate-800" />
            <div className="h-10 w-24 rounded bg-slate-200 dark:bg-slate-800" />
          </div>
        </li>
      ))}
    </ul>
  );
}
