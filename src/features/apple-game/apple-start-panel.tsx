import type { ReactNode } from 'react';
import { CalendarDays, Play } from 'lucide-react';
import { LeaderboardButton } from '../../components/leaderboard/leaderboard-button';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

/** The start panel: how to play, Start, the leaderboard and full-screen buttons, and today's board with its own top 10. */
export function AppleStartPanel({ durationSeconds, onStart, onStartDaily, today, actions }: {
  durationSeconds: number;
  onStart: () => void;
  onStartDaily: () => void;
  /** Today's UTC day (YYYY-MM-DD), whose daily board and top 10 are offered. */
  today: string;
  actions: ReactNode;
}) {
  const { t } = useTranslation('apple');
  return (
    <Card className="mx-auto max-w-2xl p-6" data-testid="apple-start">
      <h2 className="text-xl font-bold">{t('how_to.title')}</h2>
      <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-slate-700 dark:text-slate-200">
        <li>{t('how_to.step_1')}</li>
        <li>{t('how_to.step_2')}</li>
        <li>{t('how_to.step_3')}</li>
        <li>{t('how_to.step_4', { count: durationSeconds })}</li>
      </ol>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{t('how_to.keyboard')}</p>
      <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
        <Button size="lg" onClick={onStart}>
          <Play aria-hidden className="h-5 w-5" />
          {t('start')}
        </Button>
        {actions}
      </div>
      <section aria-labelledby="apple-daily-title" className="mt-6 rounded-lg border border-slate-200 p-4 dark:border-slate-700" data-testid="apple-daily">
        <h2 id="apple-daily-title" className="flex items-center gap-2 text-lg font-bold">
          <CalendarDays aria-hidden className="h-5 w-5" />
          {t('daily.title')}
        </h2>
        <p id="apple-daily-description" className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('daily.description', { day: today })}</p>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button variant="secondary" onClick={onStartDaily} aria-describedby="apple-daily-description">
            <CalendarDays aria-hidden className="h-4 w-4" />
            {t('daily.play')}
          </Button>
          <LeaderboardButton gameType="apple" day={today} label={t('daily.top10')} />
        </div>
      </section>
    </Card>
  );
}
