import { useState } from 'react';
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LeaderboardGameType } from '../../../engines/leaderboard/config';
import { Button, type ButtonProps } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { LeaderboardTable } from './leaderboard-table';

/** The leaderboard dialog of a game: its top 10, or with `day` the daily apple board of that UTC day (fetched when it opens). */
export function LeaderboardDialog({ gameType, day = null, open, onOpenChange }: { gameType: LeaderboardGameType; day?: string | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('leaderboard');
  const game = t(`games.${gameType}`);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={day === null ? t('dialog_title', { game }) : t('daily_dialog_title', { game })}
      description={day === null ? t('dialog_description') : t('daily_dialog_description', { day })}
    >
      <LeaderboardTable gameType={gameType} day={day} />
    </Dialog>
  );
}

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
      <LeaderboardDialog gameType={gameType} day={day} open={open} onOpenChange={setOpen} />
    </>
  );
}
