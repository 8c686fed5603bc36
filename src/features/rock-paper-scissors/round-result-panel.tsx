import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { RpsChoice, RpsOutcome } from '../../../engines/rps/config';
import { cn } from '../../lib/cn';
import { handEmoji } from './rps-hands';

/** Colours of each outcome's heading (AA on the card in light and dark). */
const outcomeTone: Readonly<Record<RpsOutcome, string>> = {
  win: 'text-green-700 dark:text-green-300',
  lose: 'text-red-700 dark:text-red-300',
  draw: 'text-slate-700 dark:text-slate-200',
};

/** Both hands of the last round and its outcome; its heading can take focus when it appears. */
export function RoundResultPanel({ player, computer, outcome, headingRef }: { player: RpsChoice; computer: RpsChoice; outcome: RpsOutcome; headingRef?: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation('rps');
  return (
    <div className="text-center">
      <div className="flex items-center justify-center gap-6 text-5xl sm:text-6xl" aria-hidden>
        <span title={t('you')}>{handEmoji[player]}</span>
        <span className="text-base font-semibold text-slate-600 dark:text-slate-300">{t('versus')}</span>
        <span title={t('computer')}>{handEmoji[computer]}</span>
      </div>
      <h2 ref={headingRef} tabIndex={-1} className={cn('mt-4 text-2xl font-extrabold outline-none', outcomeTone[outcome])} data-outcome={outcome}>
        {t(`outcome.${outcome}`)}
      </h2>
      <p className="mt-1 text-slate-700 dark:text-slate-300">
        {t('round_summary', { player: t(`choices.${player}`), computer: t(`choices.${computer}`) })}
      </p>
    </div>
  );
}
