import { useTranslation } from 'react-i18next';
import type { LeaderboardGameType } from '../../../engines/leaderboard/config';
import { useTopScores } from '../../lib/api/use-top-scores';
import { cn } from '../../lib/cn';
import { formatScoreDate, useScoreFormatter } from './score-format';

/** Medals of the first three places (decorative; the rank number is the text). */
const medals = ['🥇', '🥈', '🥉'];

/**
 * A game's top 10 (with `day`: the daily apple board of that UTC day): rank, name, score in the game's unit and date.
 * Loading, empty and unreachable boards say so quietly.
 */
export function LeaderboardTable({ gameType, day = null, className }: { gameType: LeaderboardGameType; day?: string | null; className?: string }) {
  const { t, i18n } = useTranslation('leaderboard');
  const formatScore = useScoreFormatter(gameType);
  const query = useTopScores(gameType, true, day);
  const language = i18n.resolvedLanguage ?? 'en';

  if (query.isPending) {
    return <p role="status" className={cn('py-6 text-center text-sm text-slate-600 dark:text-slate-300', className)}>{t('loading')}</p>;
  }
  if (query.isError) {
    return <p role="status" className={cn('py-6 text-center text-sm text-slate-600 dark:text-slate-300', className)}>{t('load_error')}</p>;
  }
  if (query.data.length === 0) {
    return <p className={cn('py-6 text-center text-sm text-slate-600 dark:text-slate-300', className)}>{t('empty')}</p>;
  }
  return (
    <table className={cn('w-full border-collapse text-left text-sm', className)} data-testid={day === null ? `leaderboard-${gameType}` : `leaderboard-${gameType}-daily`}>
      <caption className="sr-only">{day === null ? t('caption', { game: t(`games.${gameType}`) }) : t('daily_caption', { day })}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-300">
          <th scope="col" className="py-2 pr-2 font-semibold">{t('columns.rank')}</th>
          <th scope="col" className="py-2 pr-2 font-semibold">{t('columns.name')}</th>
          <th scope="col" className="py-2 pr-2 text-right font-semibold">{t('columns.score')}</th>
          <th scope="col" className="py-2 text-right font-semibold">{t('columns.date')}</th>
        </tr>
      </thead>
      <tbody>
        {query.data.map((row, index) => (
          <tr key={`${row.created_at}-${index}`} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
            <td className="py-2 pr-2 tabular-nums">
              {index + 1}
              {index < medals.length ? <span aria-hidden className="ml-1">{medals[index]}</span> : null}
            </td>
            <td className="max-w-[10rem] truncate py-2 pr-2 font-medium">{row.player_name}</td>
            <td className="py-2 pr-2 text-right tabular-nums">{formatScore(row.score)}</td>
            <td className="py-2 text-right text-slate-600 dark:text-slate-300">
              <time dateTime={row.created_at}>{formatScoreDate(row.created_at, language)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
