import { useRef, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReactionTier } from '../../../engines/reaction/config';
import { cn } from '../../lib/cn';
import { useTouchPrimary } from '../../components/games/use-input-kind';

/** What the click area shows. */
export type ReactionAreaState = 'waiting' | 'ready' | 'go' | 'result' | 'too_early';

/** Background and text colour per state: each pair passes WCAG AA (≥ 4.5:1) in light and dark themes alike. */
const areaTone: Readonly<Record<ReactionAreaState, string>> = {
  waiting: 'bg-brand-600 text-white',
  ready: 'bg-red-700 text-white',
  go: 'bg-green-500 text-slate-950',
  result: 'bg-slate-800 text-white dark:bg-slate-700',
  too_early: 'bg-amber-400 text-slate-950',
};

/** Big emoji per state (decorative). */
const areaEmoji: Readonly<Record<ReactionAreaState, string>> = { waiting: '⚡', ready: '✋', go: '👆', result: '⏱️', too_early: '😅' };

/**
 * The reaction test's click area: one big button. A press is the pointer going down (mouse, pen or touch; no click
 * delay thanks to `touch-action: manipulation`) or Space/Enter going down, timed by the event's own `timeStamp`. A
 * plain click with no pointer or key before it (assistive technology) counts too.
 */
export function ReactionArea({ state, lastMs, tier, onPress }: { state: ReactionAreaState; lastMs: number | null; tier: ReactionTier | null; onPress: (at: number) => void }) {
  const { t } = useTranslation('reaction');
  const pointerPressed = useRef(false);

  const handlePointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    pointerPressed.current = true;
    onPress(event.timeStamp);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    // No native click follows a prevented key press; holding the key down does not repeat presses.
    event.preventDefault();
    pointerPressed.current = false;
    if (!event.repeat) onPress(event.timeStamp);
  };
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (pointerPressed.current) {
      pointerPressed.current = false;
      return;
    }
    onPress(event.timeStamp);
  };

  // "Tap" on touch screens, "Click" elsewhere.
  const touch = useTouchPrimary();
  const title = state === 'result' ? t('states.result.title', { ms: lastMs ?? 0 }) : t(touch ? `touch.${state}.title` : `states.${state}.title`);
  const hint = t(touch ? `touch.${state}.hint` : `states.${state}.hint`);
  return (
    <button
      type="button"
      data-state={state}
      data-testid="reaction-area"
      aria-describedby="reaction-input-hint"
      onPointerDown={handlePointerDown}
      onKeyDown={handleKeyDown}
      onClick={handleClick}
      onContextMenu={(event) => event.preventDefault()}
      className={cn(
        'flex min-h-72 w-full touch-manipulation select-none flex-col items-center justify-center gap-3 rounded-2xl p-6 text-center shadow-sm sm:min-h-80',
        areaTone[state],
      )}
    >
      <span aria-hidden className="text-5xl">{areaEmoji[state]}</span>
      <span className="text-3xl font-extrabold sm:text-4xl">{title}</span>
      {state === 'result' && tier ? <span className="text-xl font-bold" data-testid="reaction-tier">{t(`tiers.${tier}`)}</span> : null}
      <span className="text-base font-medium">{hint}</span>
    </button>
  );
}
