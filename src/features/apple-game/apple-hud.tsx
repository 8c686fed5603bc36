import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

/** One HUD value. */
function HudItem({ label, value, testId, emphasis }: { label: string; value: string | number; testId: string; emphasis?: boolean }) {
  return (
    <div className="flex min-w-0 flex-col items-center rounded-xl bg-white px-2 py-1.5 shadow-sm sm:px-3 dark:bg-slate-900">
      <dt className="truncate text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className={cn('whitespace-nowrap text-lg font-extrabold tabular-nums sm:text-xl', emphasis && 'text-red-700 dark:text-red-300')} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** The playing HUD: score, time left, apples left and the live selected sum. */
export function AppleHud({ score, seconds, apples, sum, lowTime }: { score: number; seconds: number; apples: number; sum: number; lowTime: boolean }) {
  const { t } = useTranslation('apple');
  return (
    <dl aria-label={t('hud.label')} className="grid w-full grid-cols-4 gap-2 sm:w-auto sm:flex-1">
      <HudItem label={t('hud.score')} value={score} testId="apple-score" />
      <HudItem label={t('hud.time')} value={t('hud.seconds', { count: seconds })} testId="apple-time" emphasis={lowTime} />
      <HudItem label={t('hud.apples')} value={apples} testId="apple-count" />
      <HudItem label={t('hud.sum')} value={sum} testId="apple-sum" emphasis={sum > 10} />
    </dl>
  );
}
