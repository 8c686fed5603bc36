import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '../../lib/ui-classes';

/** Props of the shared button (a link with the same look is `ButtonLink`). */
export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** The site's button. */
export function Button({ variant = 'primary', size = 'md', className, type, ...props }: ButtonProps) {
  return <button type={type ?? 'button'} className={cn(buttonClasses(variant, size), className)} {...props} />;
}
