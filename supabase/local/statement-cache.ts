/**
 * Names for prepared statements, so a request shape that repeats (the site's few queries) is
 * parsed and planned once instead of on every request. Least recently used names are evicted;
 * the caller closes what `takeEvicted` returns on the server.
 */

/** How many statements a connection keeps prepared. */
export const STATEMENT_CACHE_SIZE = 256;

/** A bounded SQL text → statement name map. */
export class StatementCache {
  readonly #names = new Map<string, string>();
  readonly #evicted: string[] = [];
  readonly #capacity: number;
  #counter = 0;

  constructor(capacity = STATEMENT_CACHE_SIZE) {
    this.#capacity = capacity;
  }

  /** The statement name for `sql`, and whether it still has to be prepared. */
  nameFor(sql: string): { name: string; prepared: boolean } {
    const existing = this.#names.get(sql);
    if (existing !== undefined) {
      this.#names.delete(sql);
      this.#names.set(sql, existing);
      return { name: existing, prepared: true };
    }
    this.#counter++;
    const name = `standin_${this.#counter}`;
    this.#names.set(sql, name);
    if (this.#names.size > this.#capacity) {
      const [oldestSql, oldestName] = this.#names.entries().next().value as [string, string];
      this.#names.delete(oldestSql);
      this.#evicted.push(oldestName);
    }
    return { name, prepared: false };
  }

  /** Drops `sql` (its preparation may have failed) and schedules its name for closing. */
  forget(sql: string): void {
    const name = this.#names.get(sql);
    if (name === undefined) return;
    this.#names.delete(sql);
    this.#evicted.push(name);
  }

  /** Names to close on the server, emptied by the call. */
  takeEvicted(): string[] {
    return this.#evicted.splice(0);
  }
}
