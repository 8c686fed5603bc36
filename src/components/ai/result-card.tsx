import { useEffect, useRef, type ReactNode } from 'react';
import type { GenerationSource } from '../../../machines/generation.machine';
import { cn } from '../../lib/cn';
import { Card } from '../ui/card';
import { AiLabel } from './ai-label';

/** Props of the result card. */
export interface ResultCardProps {
  /** Heading of the card. */
  title: string;
  /** Who wrote the result (AI label). */
  source: GenerationSource;
  /** Add the "for entertainment" note (fortune, stylist, tarot, personality). */
  entertainment?: boolean;
  /** The generated text, rendered as text (never as HTML); omit to render `children` instead. */
  text?: string;
  /** Structured content instead of (or below) the text. */
  children?: ReactNode;
  /** Lines above the text that say what was asked (form, emotion, theme…). */
  details?: ReactNode;
  /** The buttons (copy, share, reset…). */
  actions: ReactNode;
  /** Move keyboard focus to the card when it appears (after a generation). */
  focusOnMount?: boolean;
  /** Extra classes of the text box (its max height, say). */
  textClassName?: string;
}

/** The card every AI screen shows its result in: heading, AI label, the text as text, and the actions. */
export function ResultCard({ title, source, entertainment, text, children, details, actions, focusOnMount = true, textClassName }: ResultCardProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);
  return (
    <Card className="mt-6 p-5 sm:p-6" data-testid="result-card">
      <div className="flex flex-col gap-3">
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold outline-none">{title}</h2>
        <AiLabel source={source} entertainment={entertainment} />
        {details ? <div className="text-sm text-slate-700 dark:text-slate-200">{details}</div> : null}
        {text !== undefined ? (
          <div
            role="region"
            aria-label={title}
            tabIndex={0}
            data-testid="result-text"
            className={cn('max-h-[500px] overflow-y-auto whitespace-pre-wrap break-words rounded-xl bg-slate-50 p-4 leading-relaxed text-slate-900 dark:bg-slate-950 dark:text-slate-100', textClassName)}
          >
            {text}
          </div>
        ) : null}
        {children}
        <div className="flex flex-wrap gap-2 pt-1">{actions}</div>
      </div>
    </Card>
  );
}
