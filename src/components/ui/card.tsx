import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A bordered surface for grouped content. */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900', className)}
      {...props}
    />
  );
}
