import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { type RaceDifficulty, raceDifficulties, raceSpeedTable } from '../../../engines/click-race/config';
import type { RaceBests } from '../../../engines/click-race/rules';
import { Card } from '../../components/ui/card';

/** Badge colours per difficulty (AA contrast in both themes). */
const tones: Record<RaceDifficulty, string> = {
  easy: 'border-green-600 hover:bg-green-50 dark:border-green-500 dark:hover:bg-green-950',
  medium: 'border-yellow-600 hover:bg-yellow-50 dark:border-yellow-500 dark:hover:bg-yellow-950',
  hard: 'border-orange-600 hover:bg-orange-50 dark:border-orange-500 dark:hover:bg-orange-950',
  expert: 'border-red-600 hover:bg-red-50 dark:border-red-500 dark:hover:bg-red-950',
};

/** The four difficulties, each with its speeds on this screen (desktop or mobile) and the stored best. */
export function DifficultyPicker({ headingRef, bests, mobile, onSelect }: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  bests: RaceBests;
  mobile: boolean;
  onSelect: (difficulty: RaceDifficulty) => void;
}) {
  const { t } = useTranslation('click_race');
  return (
    <Card className="p-6" data-testid="race-picker">
      <h2 ref={headingRef} tabIndex={-1} className="text-center text-xl font-bold outline-none">{t('choose')}</h2>
      <p className="mt-1 text-center text-sm text-slate-600 dark:text-slate-300">{t('choose_hint')}</p>
      <div className="mt-5 grid gap-3 sm:grid-cols-2">
        {raceDifficulties.map((difficulty) => {
          const speeds = mobile ? raceSpeedTable[difficulty].mobile : raceSpeedTable[difficulty].desktop;
          const best = bests[difficulty];
          return (
            <button
              key={difficulty}
              type="button"
              onClick={() => onSelect(difficulty)}
              className={`rounded-xl border-2 bg-white p-4 text-left transition-colors dark:bg-slate-900 ${tones[difficulty]}`}
            >
              <span className="block text-lg font-extrabold">{t(`difficulties.${difficulty}`)}</span>
              <span className="mt-1 block text-sm text-slate-700 dark:text-slate-200">{t('difficulty_detail', { speed: speeds.computerSpeed, step: speeds.playerStep })}</span>
              <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">
                {best === undefined ? t('best_none', { difficulty: t(`difficulties.${difficulty}`) }) : t('best_value', { difficulty: t(`difficulties.${difficulty}`), count: best })}
              </span>
            </button>
          );
        })}
      </div>
    </Card>
  );
}
