import { cn } from '../lib/cn';

/** Classes of a navigation link; the current one is highlighted. */
export function navLinkClass(isActive: boolean, extra?: string) {
  return cn(
    'rounded-lg px-3 py-2 text-sm font-medium transition-colors',
    isActive
      ? 'bg-brand-100 text-brand-800 dark:bg-brand-800 dark:text-white'
      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
    extra,
  );
}
