import { useState } from 'react';
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LeaderboardGameType } from '../../../engines/leaderboard/config';
import { Button, type ButtonProps } from '../ui/button';
import { deferredComponent } from '../../lib/hooks/deferred-component';

/** The leaderboard dialog (with its table and the board's query), loaded after first paint or when it first opens. */
const leaderboardDialog = deferredComponent(() => import('./leaderboard-dialog').then((module) => module.LeaderboardDialog));

/** A 'Leaderboard' button that opens the game's leaderboard dialog (with `day` and `label`: a daily board's). */
export function LeaderboardButton({ gameType, day = null, label, variant = 'outline', ...props }: { gameType: LeaderboardGameType; day?: string | null; label?: string } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const { t } = useTranslation('leaderboard');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} aria-haspopup="dialog" {...props} onClick={() => setOpen(true)}>
        <Trophy aria-hidden className="h-4 w-4" />
        {label ?? t('open')}
      </Button>
      <leaderboardDialog.Deferred when={open} gameType={gameType} day={day} open={open} onOpenChange={setOpen} />
    </>
  );
}
