import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

/** The numbered choice buttons (spec §4: 1, 2, 3…; the number keys pick them too). */
export function ChoiceList({ choices, pending, disabled, onChoose }: { choices: readonly string[]; pending: string | null; disabled: boolean; onChoose: (index: number) => void }) {
  const { t } = useTranslation('adventure');
  const headingId = useId();
  const hintId = useId();
  return (
    <div className="flex flex-col gap-2">
      <h3 id={headingId} className="text-lg font-bold">{t('choices_label')}</h3>
      <p id={hintId} className="text-sm text-slate-600 dark:text-slate-300">{t('choice_hint', { count: Math.min(choices.length, 9) })}</p>
      <ol aria-labelledby={headingId} className="flex flex-col gap-2" data-testid="choices">
        {choices.map((choice, index) => (
          <li key={`${index}-${choice}`}>
            <button
              type="button"
              disabled={disabled}
              aria-describedby={index === 0 ? hintId : undefined}
              onClick={() => onChoose(index)}
              className={cn(
                'flex w-full items-start gap-3 rounded-xl border px-4 py-3 text-left transition-colors hover:border-brand-500 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60 dark:hover:bg-slate-800',
                pending === choice
                  ? 'border-brand-600 bg-brand-50 dark:border-brand-500 dark:bg-slate-800'
                  : 'border-slate-300 bg-white dark:border-slate-600 dark:bg-slate-900',
              )}
            >
              <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white dark:bg-brand-600">{index + 1}</span>
              <span className="pt-0.5">{choice}</span>
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
