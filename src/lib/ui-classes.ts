/** The class recipes of the shared button and card (plain data, so the class-conflict test can read them). */

/** Colours of each button variant. */
export const buttonVariants = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 dark:bg-brand-500 dark:hover:bg-brand-600 dark:text-white',
  secondary: 'bg-slate-200 text-slate-900 hover:bg-slate-300 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700',
  outline: 'border border-slate-300 bg-transparent text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800',
  ghost: 'bg-transparent text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  /** For a surface that stays light in both themes (the quiz's failed-image box). */
  'outline-on-light': 'border border-slate-300 bg-transparent text-slate-900 hover:bg-slate-100 dark:border-slate-400 dark:hover:bg-slate-200',
} as const;

/** Height, padding, text size and weight of each button size. */
export const buttonSizes = {
  sm: 'h-8 px-3 text-sm font-medium',
  md: 'h-10 px-4 text-sm font-medium',
  lg: 'h-12 px-6 text-base font-medium',
  icon: 'h-10 w-10 p-0 font-medium',
  /** The caller's className sets height, padding, text size and weight. */
  custom: '',
} as const;

/** A button variant. */
export type ButtonVariant = keyof typeof buttonVariants;
/** A button size (`custom`: the caller's className sets height, padding, text size and weight). */
export type ButtonSize = keyof typeof buttonSizes;

/** The shared classes of every button. */
const baseClasses = 'inline-flex items-center justify-center gap-2 rounded-lg transition-colors disabled:pointer-events-none disabled:opacity-60';

/** The classes of a button of one variant and size (before the caller's own). */
export function buttonClasses(variant: ButtonVariant, size: ButtonSize) {
  return `${baseClasses} ${buttonVariants[variant]} ${buttonSizes[size]}`.trimEnd();
}

/** Border colour of each card tone. */
export const cardTones = {
  plain: 'border-slate-200 dark:border-slate-800',
  success: 'border-green-600 dark:border-green-500',
} as const;

/** A card tone. */
export type CardTone = keyof typeof cardTones;

/** The classes of a card of one tone (before the caller's own). */
export function cardClasses(tone: CardTone) {
  return `rounded-2xl border bg-white shadow-sm dark:bg-slate-900 ${cardTones[tone]}`;
}
