/**
 * Which rank of the adventure writer answered a choice, for the dev trace tool (bench/content-eval/trace.ts).
 * The writer calls `tracePath` at each rank that returns; outside `traceAdventure` no sink is set and the call is one
 * null check, so the production path stays as it was.
 */
let sink: ((name: string) => void) | null = null;

/** Reports the rank (and reader) that wrote the answer; the name is built only while tracing. */
export function tracePath(name: string | (() => string)): void {
  if (sink !== null) sink(typeof name === 'string' ? name : name());
}

/** Runs a writer with a path sink set, and returns its text with every path name reported, in order. */
export function traceAdventure<T>(write: () => T): { value: T; path: string[] } {
  const path: string[] = [];
  const before = sink;
  sink = (name) => path.push(name);
  try {
    return { value: write(), path };
  } finally {
    sink = before;
  }
}
