import { isValidElement, type ComponentProps } from 'react';
import { mergeIntoChild, type ChildProps } from '../../lib/as-child';
import { cn } from '../../lib/cn';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '../../lib/ui-classes';

/** Props of the shared button; `asChild` renders the child (a link, say) with the button's look. */
export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  asChild?: boolean;
}

/** The site's button. */
export function Button({ variant = 'primary', size = 'md', asChild = false, className, type, children, ...props }: ButtonProps) {
  const classes = cn(buttonClasses(variant, size), className);
  if (asChild && isValidElement<ChildProps>(children)) return mergeIntoChild(children, { ...props, className: classes });
  return (
    <button type={type ?? 'button'} className={classes} {...props}>
      {children}
    </button>
  );
}
