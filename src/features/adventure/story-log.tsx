import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdventureStep } from '../../../machines/adventure.machine';

/**
 * The story so far (spec §4): the opening scene, then for each step the translated 'selected:' label with the choice,
 * and the scene it led to. Rendered as text in a 500 px scroll region, announced politely as it grows.
 */
export function StoryLog({ steps }: { steps: readonly AdventureStep[] }) {
  const { t } = useTranslation('adventure');
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [steps]);
  return (
    <div
      ref={scroller}
      role="log"
      aria-live="polite"
      aria-label={t('story_label')}
      tabIndex={0}
      data-testid="story-log"
      className="flex max-h-[500px] flex-col gap-4 overflow-y-auto rounded-xl bg-slate-50 p-4 leading-relaxed text-slate-900 dark:bg-slate-950 dark:text-slate-100"
    >
      {steps.map((step, index) => (
        <div key={index} className="flex flex-col gap-2" data-testid="story-step">
          {step.choice !== null ? (
            <p className="font-semibold text-brand-800 dark:text-brand-100" data-testid="selected-line">
              {t('selected')} {step.choice}
            </p>
          ) : null}
          <p className="whitespace-pre-wrap break-words">{step.narration}</p>
        </div>
      ))}
    </div>
  );
}
