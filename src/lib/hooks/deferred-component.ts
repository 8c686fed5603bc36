import { createElement, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** A component whose code loads on demand, and the loader that fetches it ahead of need. */
export interface DeferredComponent<P extends object> {
  /**
   * Renders the component once `when` has been true (nothing before); the code loads then at the latest. Until it has
   * arrived nothing is rendered. No Suspense: the component appears as soon as its code is there, also under a
   * controlled clock (Suspense may hold a reveal back on a timer).
   */
  Deferred: ComponentType<P & { when: boolean }>;
  /**
   * Renders `fallback` until the code has arrived, then the component. The code is fetched when the browser is idle
   * after the first render, or at once while `now` is true.
   */
  OrFallback: ComponentType<P & { now: boolean; fallback: ReactNode }>;
  /** Starts loading the code (idempotent; a failed load is retried on the next call). */
  preload: () => Promise<ComponentType<P>>;
}

/** Runs `task` once the browser is idle after first paint (a short timeout where idle callbacks are missing). */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

/**
 * A component kept off a route's first load (issue 14): dialogs, panels and pop-ups the first screen does not show.
 * Its code is fetched when the browser is idle after the page first renders, or at once when it is first needed.
 */
export function deferredComponent<P extends object>(load: () => Promise<ComponentType<P>>): DeferredComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  function useLoaded(now: boolean): ComponentType<P> | undefined {
    const [component, setComponent] = useState<{ Component: ComponentType<P> } | undefined>(() => (loaded ? { Component: loaded } : undefined));
    useEffect(() => {
      if (component) return undefined;
      let live = true;
      const fetchNow = () => {
        preload().then(
          (Component) => {
            if (live) setComponent({ Component });
          },
          (error: unknown) => console.error('A part of this page could not be loaded:', error),
        );
      };
      if (now) fetchNow();
      const cancelIdle = now ? undefined : whenIdle(fetchNow);
      return () => {
        live = false;
        cancelIdle?.();
      };
    }, [component, now]);
    return component?.Component;
  }

  function Deferred({ when, ...props }: P & { when: boolean }) {
    const [wanted, setWanted] = useState(when);
    if (when && !wanted) setWanted(true);
    const Component = useLoaded(wanted);
    return wanted && Component ? createElement(Component, props as P) : null;
  }

  function OrFallback({ now, fallback, ...props }: P & { now: boolean; fallback: ReactNode }) {
    const Component = useLoaded(now);
    return Component ? createElement(Component, props as P) : fallback;
  }

  return { Deferred, OrFallback, preload };
}
