import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { cardClasses, type CardTone } from '../../lib/ui-classes';

/** A bordered surface for grouped content; `tone="success"` draws a green border. */
export function Card({ className, tone = 'plain', ...props }: ComponentProps<'div'> & { tone?: CardTone }) {
  return <div className={cn(cardClasses(tone), className)} {...props} />;
}
