import { ArrowDown, ArrowUp, CircleHelp, PartyPopper } from 'lucide-react';
import type { GuessHint } from '../../../engines/number-guess/config';
import { cn } from '../../lib/cn';

/** The status icon: a question mark before the first guess, up for too low, down for too high, confetti when right. */
export function GuessStatusIcon({ hint, className }: { hint: GuessHint | null; className?: string }) {
  const shared = cn('h-10 w-10', className);
  if (hint === 'too_low') return <ArrowUp aria-hidden data-icon="too_low" className={cn(shared, 'text-amber-700 dark:text-amber-300')} />;
  if (hint === 'too_high') return <ArrowDown aria-hidden data-icon="too_high" className={cn(shared, 'text-sky-700 dark:text-sky-300')} />;
  if (hint === 'correct') return <PartyPopper aria-hidden data-icon="correct" className={cn(shared, 'text-green-700 dark:text-green-300')} />;
  return <CircleHelp aria-hidden data-icon="start" className={cn(shared, 'text-slate-500 dark:text-slate-400')} />;
}
