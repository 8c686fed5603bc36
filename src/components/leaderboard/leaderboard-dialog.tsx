import { useState } from 'react';
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LeaderboardGameType } from '../../../engines/leaderboard/config';
import { Button, type ButtonProps } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { LeaderboardTable } from './leaderboard-table';

/** The leaderboard dialog of a game: its top 10 (fetched when it opens). */
export function LeaderboardDialog({ gameType, open, onOpenChange }: { gameType: LeaderboardGameType; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('leaderboard');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('dialog_title', { game: t(`games.${gameType}`) })} description={t('dialog_description')}>
      <LeaderboardTable gameType={gameType} />
    </Dialog>
  );
}

/** A 'Leaderboard' button that opens the game's leaderboard dialog. */
export function LeaderboardButton({ gameType, variant = 'outline', ...props }: { gameType: LeaderboardGameType } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const { t } = useTranslation('leaderboard');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} aria-haspopup="dialog" {...props} onClick={() => setOpen(true)}>
        <Trophy aria-hidden className="h-4 w-4" />
        {t('open')}
      </Button>
      <LeaderboardDialog gameType={gameType} open={open} onOpenChange={setOpen} />
    </>
  );
}
