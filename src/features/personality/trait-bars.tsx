import { useTranslation } from 'react-i18next';
import type { PersonalityTrait } from '../../../supabase/functions/_shared/contract/content-types';
import { personalityTraits } from '../../../supabase/functions/_shared/contract/personality-questions';
import { bandOfPercentile, traitPercentile } from '../../../engines/personality/norms';
import type { TraitScores } from '../../../engines/personality/trait-scale';

const barColour: Record<PersonalityTrait, string> = {
  extraversion: 'bg-amber-500',
  agreeableness: 'bg-pink-500',
  conscientiousness: 'bg-emerald-600',
  neuroticism: 'bg-sky-600',
  intellect: 'bg-violet-600',
};

/** The five trait bars: score 0–100 with the low/average/high bands marked, the band and an approximate percentile. */
export function TraitBars({ scores }: { scores: TraitScores }) {
  const { t } = useTranslation('personality');
  return (
    <section aria-labelledby="trait-bars-title" className="flex flex-col gap-4">
      <h3 id="trait-bars-title" className="text-lg font-bold">{t('traits_title')}</h3>
      <ul className="flex flex-col gap-4" data-testid="trait-bars">
        {personalityTraits.map((trait) => {
          const score = scores[trait];
          const percentile = traitPercentile(trait, score);
          const band = bandOfPercentile(percentile);
          const name = t(`traits.${trait}`);
          return (
            <li key={trait} data-trait={trait} data-score={score}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-semibold">{name}</span>
                <span className="text-sm text-slate-700 dark:text-slate-200" data-testid={`trait-${trait}`}>{t('trait_value', { score, band: t(`bands.${band}`), percentile })}</span>
              </div>
              <div
                role="meter"
                aria-label={name}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={score}
                aria-valuetext={t('trait_value', { score, band: t(`bands.${band}`), percentile })}
                className="mt-1 h-4 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
              >
                <div className={`h-full rounded-full ${barColour[trait]}`} style={{ width: `${score}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-slate-600 dark:text-slate-300">{t('norms_note')}</p>
    </section>
  );
}
