/**
 * Per-phase durations of one score request, answered as a `Server-Timing` header (`read;dur=0.41, verify;dur=…`), so
 * `npm run bench:scores` can tell the body, the token check, the replay and the insert apart from the HTTP around them.
 * Durations only: nothing of the proof is in it.
 */

/** Records the time since the previous mark under each phase name. */
export class PhaseTimer {
  readonly #phases: Array<[string, number]> = [];
  #last = performance.now();

  /** Ends the current phase as `name`. */
  mark(name: string): void {
    const now = performance.now();
    this.#phases.push([name, now - this.#last]);
    this.#last = now;
  }

  /** The `Server-Timing` header value. */
  header(): string {
    return this.#phases.map(([name, ms]) => `${name};dur=${ms.toFixed(3)}`).join(', ');
  }
}
