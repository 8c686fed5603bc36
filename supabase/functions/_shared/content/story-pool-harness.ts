/**
 * A test helper of the round-19 story tests (story-why19.test.ts, story-traced19.test.ts): whether a story holds one
 * line of a pool. A line's slots ({name:cap}, {act}) are filled per request, so the check is the line's longest
 * slot-free run, which stands in the story whatever the slots hold. Test code only.
 */

/** Whether the text holds a line of the pool: the longest run of each line between its slots stands in the text. */
export function holdsPoolLine(pool: readonly string[], text: string): boolean {
  return pool.some((line) => text.includes(line.split(/\{[^}]+\}/u).reduce((a, b) => (b.length > a.length ? b : a), '').trim()));
}
