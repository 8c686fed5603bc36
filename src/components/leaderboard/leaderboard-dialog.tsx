import { useTranslation } from 'react-i18next';
import type { LeaderboardGameType } from '../../../engines/leaderboard/config';
import { Dialog } from '../ui/dialog';
import { LeaderboardTable } from './leaderboard-table';

/** The leaderboard dialog of a game (loaded on demand by LeaderboardButton): its top 10, or with `day` the daily apple board of that UTC day (fetched when it opens). */
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
