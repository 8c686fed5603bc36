import { cloneElement, type ReactElement } from 'react';
import { cn } from './cn';

/** Props an `asChild` child may carry that a component merges with its own. */
export type ChildProps = Record<string, unknown> & { className?: string };

/**
 * A component's props given to its one child element, as Radix Slot gives them (the shared button's `asChild`): the
 * child's own props win, its class names join the component's, and an event handler both define runs the child's
 * first, then the component's.
 */
export function mergeIntoChild(child: ReactElement<ChildProps>, props: ChildProps) {
  const own = child.props;
  const merged: ChildProps = { ...props, ...own, className: cn(props.className, own.className) };
  for (const [key, handler] of Object.entries(props)) {
    const childHandler = own[key];
    if (/^on[A-Z]/.test(key) && typeof handler === 'function' && typeof childHandler === 'function') {
      merged[key] = (...args: unknown[]) => {
        childHandler(...args);
        handler(...args);
      };
    }
  }
  return cloneElement(child, merged);
}
