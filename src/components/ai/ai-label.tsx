import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GenerationSource } from '../../../machines/generation.machine';

/**
 * The "AI-generated" label every generated text carries (EU AI Act Art. 50, Korea's AI Basic Act, Vietnam, China),
 * with who wrote it, and for fortune-like tools a one-line "for entertainment" note.
 */
export function AiLabel({ source, entertainment = false }: { source: GenerationSource; entertainment?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <div className="flex flex-col gap-1 text-xs text-slate-600 dark:text-slate-300" data-testid="ai-label">
      <p className="flex flex-wrap items-center gap-2">
        <span className="inline-flex items-center gap-1 rounded-full bg-violet-100 px-2 py-0.5 font-semibold text-violet-900 dark:bg-violet-950 dark:text-violet-100">
          <Sparkles aria-hidden className="h-3 w-3" />
          {t('ai.label')}
        </span>
        <span data-source={source}>{t(source === 'model' ? 'ai.source_model' : 'ai.source_engine')}</span>
      </p>
      {entertainment ? <p>{t('ai.entertainment')}</p> : null}
    </div>
  );
}
