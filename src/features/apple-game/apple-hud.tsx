import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

/** One HUD value. */
function HudItem({ label, value, testId, emphasis, alarm, pulse }: { label: string; value: string | number; testId: string; emphasis?: boolean; alarm?: boolean; pulse?: boolean }) {
  return (
    <div
      className={cn(
        'flex min-w-0 flex-col items-center rounded-xl px-2 py-1.5 shadow-sm transition-colors sm:px-3',
        alarm ? 'bg-red-100 ring-2 ring-red-600 dark:bg-red-950 dark:ring-red-400' : 'bg-white dark:bg-slate-900',
        pulse && 'motion-safe:animate-pulse',
      )}
      data-state={alarm ? 'alarm' : undefined}
    >
      <dt className="truncate text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className={cn('whitespace-nowrap text-lg font-extrabold tabular-nums sm:text-xl', (emphasis || alarm) && 'text-red-700 dark:text-red-300')} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** The playing HUD: score, time left (pulsing in the last 10 s), apples left and the live selected sum (red after a miss). */
export function AppleHud({ score, seconds, apples, sum, miss, lowTime }: { score: number; seconds: number; apples: number; sum: number; miss: boolean; lowTime: boolean }) {
  const { t } = useTranslation('apple');
  return (
    <dl aria-label={t('hud.label')} className="grid w-full grid-cols-4 gap-2 sm:w-auto sm:flex-1">
      <HudItem label={t('hud.score')} value={score} testId="apple-score" />
      <HudItem label={t('hud.time')} value={t('hud.seconds', { count: seconds })} testId="apple-time" emphasis={lowTime} pulse={lowTime} />
      <HudItem label={t('hud.apples')} value={apples} testId="apple-count" />
      <HudItem label={t('hud.sum')} value={sum} testId="apple-sum" emphasis={sum > 10} alarm={miss} />
    </dl>
  );
}
