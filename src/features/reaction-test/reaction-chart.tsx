import { useTranslation } from 'react-i18next';
import { reactionTier } from '../../../engines/reaction/rules';
import { useScoreFormatter } from '../../components/leaderboard/score-format';
import { median } from './reaction-median';

/** Tries the chart shows (the latest ones). */
const shownTries = 20;
/** Tries the running median covers (as Human Benchmark shows it). */
const medianOf = 5;

/** Bar colour per speed: green for quick tries, amber for middling, red for slow. */
function barColour(ms: number) {
  const tier = reactionTier(ms);
  if (tier === 'lightning' || tier === 'super_fast' || tier === 'very_fast' || tier === 'fast') return 'fill-green-600 dark:fill-green-400';
  if (tier === 'good' || tier === 'average') return 'fill-amber-500 dark:fill-amber-300';
  return 'fill-red-600 dark:fill-red-400';
}

/**
 * The session's tries as a bar chart (latest 20, oldest left; taller = slower) with the median of the last five. The
 * chart is a described image; the median is text.
 */
export function ReactionChart({ results }: { results: readonly number[] }) {
  const { t } = useTranslation('reaction');
  // Times written as the stats, the save offer and the board write them (grouped: 1,204 ms).
  const ms = useScoreFormatter('reaction');
  if (results.length === 0) return null;
  const tries = results.slice(-shownTries);
  const first = results.length - tries.length + 1;
  const top = Math.max(...tries, 400);
  const last5 = median(results.slice(-medianOf));
  const width = 100 / shownTries;
  return (
    <div className="mt-5" data-testid="reaction-chart">
      <p className="text-center text-sm font-semibold text-slate-700 dark:text-slate-200">
        {t('chart.median', { count: Math.min(medianOf, results.length) })}{' '}
        <span className="tabular-nums text-lg font-extrabold" data-testid="reaction-median">{last5 === null ? null : ms(last5)}</span>
      </p>
      <svg
        role="img"
        aria-label={t('chart.label', { count: tries.length, list: tries.map(ms).join(', ') })}
        viewBox="0 0 100 40"
        preserveAspectRatio="none"
        className="mt-2 h-24 w-full rounded-lg bg-slate-100 dark:bg-slate-800"
      >
        {tries.map((time, index) => {
          const height = Math.max(1.5, (time / top) * 36);
          return (
            <rect key={first + index} x={index * width + width * 0.15} y={40 - height} width={width * 0.7} height={height} rx={0.8} className={barColour(time)}>
              <title>{`#${first + index}: ${ms(time)}`}</title>
            </rect>
          );
        })}
      </svg>
    </div>
  );
}
