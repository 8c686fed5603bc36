import type { KeyboardEvent } from 'react';

/** What a keyboard user can Tab to (enabled, not hidden, not taken out of the tab order). */
const tabbable = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keydown handler for a modal dialog: Tab from its last control goes to its first and Shift+Tab from its first to its
 * last, so focus never leaves the dialog (a native modal makes the page inert, but lets Tab move on to the browser).
 */
export function trapTab(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(tabbable)].filter((element) => element.getClientRects().length > 0);
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
