import { useRef, type FormEvent } from 'react';

/** The machine events the form wiring sends. */
type ToolFormEvent = { type: 'SUBMIT' } | { type: 'RESET' } | { type: 'RETRY' };

/**
 * A writing tool's form wiring: the submit handler (SUBMIT, no page reload), and Reset / Try again that return the
 * keyboard to the main field (`fieldRef`) once the form is back.
 */
export function useToolForm<E extends HTMLElement>(send: (event: ToolFormEvent) => void) {
  const fieldRef = useRef<E>(null);
  const backToForm = (type: 'RESET' | 'RETRY') => {
    send({ type });
    requestAnimationFrame(() => fieldRef.current?.focus());
  };
  return {
    fieldRef,
    submit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      send({ type: 'SUBMIT' });
    },
    reset: () => backToForm('RESET'),
    retry: () => backToForm('RETRY'),
  };
}
