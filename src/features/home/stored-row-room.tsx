import type { ReactNode } from 'react';
import { GameGrid } from '../../components/games/game-grid';
import { catalogue } from '../../lib/game-catalogue';
import type { LocalList } from '../../lib/local-game-lists';

/** The games whose cards stand in for a stored row's: cards with a two-line description, so the row is as tall as a real one. */
const standInGames = catalogue.slice(0, 3);

/**
 * The room a row of this browser's own games (recent or favourites) takes on home before React can show it: the
 * prerendered page cannot know the visitor's lists, so without this the rows would push everything below them down
 * once the page hydrates. Same layout as the row's section, invisible and inert; index.html shows it only when the
 * head script found the list stored (`data-has-recent`, `data-has-favourites`), so a first visit keeps no empty gap.
 */
export function StoredRowRoom({ list, title, lead, action }: { list: LocalList; title: string; lead: string; action?: ReactNode }) {
  return (
    <div data-stored-row={list} aria-hidden inert className="invisible mt-10">
      <div className="flex items-start justify-between gap-3">
        <p className="text-xl font-extrabold tracking-tight sm:text-2xl">{title}</p>
        {action}
      </div>
      <p className="mb-4 mt-1 text-sm">{lead}</p>
      <GameGrid games={standInGames} layout="row" />
    </div>
  );
}
