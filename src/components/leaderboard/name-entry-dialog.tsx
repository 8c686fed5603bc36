import { deferredComponent } from '../../lib/hooks/deferred-component';
import type { LeaderboardFlow } from './use-leaderboard';

const nameEntry = deferredComponent(() => import('./name-entry-dialog-content').then((module) => module.NameEntryDialog));

/**
 * The name dialog of a qualifying score (name-entry-dialog-content.tsx), kept off the game's first load: its code
 * loads after first paint, or when a score first qualifies.
 */
export function NameEntryDialog({ flow }: { flow: LeaderboardFlow }) {
  const open = flow.snapshot.matches('naming') || flow.snapshot.matches('saving');
  return <nameEntry.Deferred when={open} flow={flow} />;
}
