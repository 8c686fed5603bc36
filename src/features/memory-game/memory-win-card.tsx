import type { RefObject } from 'react';
import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

/** The win card: moves and time of the finished game, the visitor's best moves, and Play again. */
export function MemoryWinCard({ moves, seconds, best, newBest, playAgainRef, onPlayAgain }: {
  moves: number;
  seconds: number;
  /** The visitor's fewest moves (this game included), or null. */
  best: number | null;
  /** Whether this game set the best. */
  newBest: boolean;
  playAgainRef: RefObject<HTMLButtonElement | null>;
  onPlayAgain: () => void;
}) {
  const { t } = useTranslation('memory');
  return (
    <Card tone="success" className="mb-4 p-6 text-center" data-testid="memory-win">
      <h2 className="text-2xl font-extrabold">{t('win.title')}</h2>
      <dl className="mt-4 flex justify-center gap-8">
        <div>
          <dt className="text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">{t('win.moves')}</dt>
          <dd className="text-3xl font-extrabold tabular-nums" data-testid="memory-win-moves">{moves}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">{t('win.time')}</dt>
          <dd className="text-3xl font-extrabold tabular-nums" data-testid="memory-win-time">{t('win.seconds', { count: seconds })}</dd>
        </div>
      </dl>
      {best !== null ? (
        <p className="mt-3 font-semibold" data-testid="memory-win-best">{newBest ? t('win.new_best', { count: best }) : t('win.best', { count: best })}</p>
      ) : null}
      <Button ref={playAgainRef} size="lg" className="mt-5" onClick={onPlayAgain}>
        <RotateCcw aria-hidden className="h-5 w-5" />
        {t('win.play_again')}
      </Button>
    </Card>
  );
}
