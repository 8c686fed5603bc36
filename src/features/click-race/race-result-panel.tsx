import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { RaceWinner } from '../../../machines/click-race.machine';
import { cn } from '../../lib/cn';

/** The race result: who won, this race's clicks, and the best for the difficulty. */
export function RaceResultPanel({ headingRef, winner, clicks, best, newRecord, difficulty }: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  winner: RaceWinner;
  clicks: number;
  best: number | undefined;
  newRecord: boolean;
  difficulty: string;
}) {
  const { t } = useTranslation('click_race');
  const won = winner === 'player';
  return (
    <div
      className={cn(
        'mt-5 rounded-xl border-2 p-4 text-center',
        won ? 'border-green-600 bg-green-50 dark:border-green-500 dark:bg-green-950' : 'border-red-600 bg-red-50 dark:border-red-500 dark:bg-red-950',
      )}
      data-testid="race-result"
    >
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-extrabold outline-none">{won ? t('player_won') : t('computer_won')}</h2>
      <p className="mt-1">{won ? t('result_clicks', { count: clicks }) : t('result_lost')}</p>
      <p className="mt-1 font-semibold" data-testid="race-result-best">
        {best === undefined ? t('best_none', { difficulty }) : t('best_value', { difficulty, count: best })}
        {won && newRecord ? ' 🎉' : ''}
      </p>
    </div>
  );
}
