import { useTranslation } from 'react-i18next';
import type { GuessHistoryEntry } from '../../../engines/number-guess/config';
import { cn } from '../../lib/cn';

/** Badge colours of each hint (AA in light and dark). */
const hintTone = {
  too_low: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  too_high: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  correct: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
} as const;

/** Every counted guess with its hint, newest first. */
export function GuessHistory({ history }: { history: readonly GuessHistoryEntry[] }) {
  const { t } = useTranslation('number_guess');
  return (
    <section aria-labelledby="guess-history-title">
      <h2 id="guess-history-title" className="text-sm font-bold uppercase tracking-wide text-slate-600 dark:text-slate-300">{t('history')}</h2>
      {history.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('history_empty')}</p>
      ) : (
        <ol className="mt-2 flex flex-wrap gap-2" data-testid="guess-history" reversed>
          {[...history].reverse().map((entry, index) => (
            <li key={history.length - index} className={cn('rounded-full px-3 py-1 text-sm font-medium', hintTone[entry.hint])}>
              <span className="font-bold tabular-nums">{entry.guess}</span> · {t(`hints.${entry.hint}`)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
