import type { ReactNode, RefObject } from 'react';
import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AppleOverReason } from '../../../machines/apple.machine';
import { DeferredLeaderboardTable as LeaderboardTable } from '../../components/leaderboard/deferred-leaderboard-table';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

/** The game-over panel: why it ended, the final score and Play again first (in view on a phone in landscape), then the top 10. */
export function AppleOverPanel({ score, reason, day = null, playAgainRef, onPlayAgain, extraActions }: {
  score: number;
  reason: AppleOverReason;
  /** The UTC day of the daily board just played (its own top 10 is shown); null after a classic board. */
  day?: string | null;
  playAgainRef: RefObject<HTMLButtonElement | null>;
  onPlayAgain: () => void;
  extraActions?: ReactNode;
}) {
  const { t } = useTranslation('apple');
  return (
    <Card className="mx-auto max-w-2xl p-4 sm:p-6" data-testid="apple-over">
      <h2 className="text-center text-2xl font-extrabold">{t('over.title')}</h2>
      <p className="mt-1 text-center text-slate-700 dark:text-slate-200">{reason === 'no_moves' ? t('over.reason_no_moves') : t('over.reason_time_up')}</p>
      <p className="mt-3 text-center">
        <span className="block text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">{t('over.final_score')}</span>
        <span className="text-5xl font-extrabold tabular-nums text-red-700 dark:text-red-300" data-testid="apple-final-score">{score}</span>
      </p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <Button ref={playAgainRef} size="lg" onClick={onPlayAgain}>
          <RotateCcw aria-hidden className="h-5 w-5" />
          {t('play_again')}
        </Button>
        {extraActions}
      </div>
      {day === null ? null : <p className="mt-3 text-center text-sm text-slate-600 dark:text-slate-300">{t('daily.over_note')}</p>}
      <h3 className="mt-6 text-sm font-bold uppercase tracking-wide text-slate-600 dark:text-slate-300">
        {day === null ? t('over.top10') : `${t('daily.top10')} · ${day}`}
      </h3>
      <LeaderboardTable gameType="apple" day={day} className="mt-2" />
    </Card>
  );
}
