import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReducedMotion } from '../../lib/hooks/use-reduced-motion';

/** Time each word of the chant shows, in milliseconds (the whole build-up stays under a second). */
export const rpsBuildUpStepMs = 200;

/**
 * "Rock… paper… scissors… shoot!" with two shaking fists, laid over the round's result for under a second when it
 * appears (the chant's words come from the language: 가위… 바위… 보! in Korean). Decorative: the live region announces
 * the result at once and focus goes to Continue underneath. Skipped under reduced motion.
 */
export function RpsBuildUp() {
  const { t } = useTranslation('rps');
  const reducedMotion = useReducedMotion();
  const words = t('build_up').split('|');
  const [step, setStep] = useState(0);
  const done = reducedMotion || step >= words.length;

  useEffect(() => {
    if (done) return undefined;
    const timer = window.setTimeout(() => setStep((value) => value + 1), rpsBuildUpStepMs);
    return () => window.clearTimeout(timer);
  }, [done, step]);

  if (done) return null;
  return (
    <div
      aria-hidden
      data-testid="rps-build-up"
      className="absolute inset-0 z-10 flex flex-col items-center justify-center gap-3 rounded-2xl bg-white dark:bg-slate-900"
    >
      <div className="flex gap-10 text-6xl">
        <span className="inline-block animate-[rps-shake_200ms_ease-in-out_infinite]">✊</span>
        <span className="inline-block -scale-x-100 animate-[rps-shake_200ms_ease-in-out_infinite]">✊</span>
      </div>
      <p className="text-2xl font-extrabold">{words[Math.min(step, words.length - 1)]}</p>
    </div>
  );
}
