import type { ReactNode } from 'react';
import { Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

/** The start panel: how to play, Start, and the leaderboard and full-screen buttons. */
export function AppleStartPanel({ durationSeconds, onStart, actions }: { durationSeconds: number; onStart: () => void; actions: ReactNode }) {
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
    </Card>
  );
}
