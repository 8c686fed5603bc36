/**
 * Which path of the built-in engine wrote an answer (issue 13, round 16), for the dev trace tool
 * (bench/content-eval/trace.ts). The story, persona-chat, fortune and adventure writers call `tracePath` at each rank,
 * reader or bank that writes; outside `traceRun` no sink is set and the call is one null check, so the production path
 * stays as it was. Pure: the sink lives only for the synchronous run it traces.
 */
let sink: ((name: string) => void) | null = null;

/** Reports a path that wrote (part of) the answer; a name given as a function is built only while tracing. */
export function tracePath(name: string | (() => string)): void {
  if (sink !== null) sink(typeof name === 'string' ? name : name());
}

/** Runs a writer with a path sink set, and returns what it wrote with every path name reported, in order. */
export function traceRun<T>(write: () => T): { value: T; path: string[] } {
  const path: string[] = [];
  const before = sink;
  sink = (name) => path.push(name);
  try {
    return { value: write(), path };
  } finally {
    sink = before;
  }
}
