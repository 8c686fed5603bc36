import type { ComponentProps } from 'react';
import { deferredComponent } from '../../lib/hooks/deferred-component';
import type { LeaderboardTable } from './leaderboard-table';

const leaderboardTable = deferredComponent<ComponentProps<typeof LeaderboardTable>>(() => import('./leaderboard-table').then((module) => module.LeaderboardTable));

/**
 * A game's top 10 on its game-over panel (LeaderboardTable), with the table and the board's query kept off the route's
 * first load: they load after first paint, or when the panel first shows.
 */
export function DeferredLeaderboardTable(props: ComponentProps<typeof LeaderboardTable>) {
  return <leaderboardTable.Deferred when {...props} />;
}
