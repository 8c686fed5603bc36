/** A 32-bit FNV-1a hash of a string. */
function hash(text: string) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The visitor's local calendar day of a date as `YYYY-MM-DD`: picks change at the visitor's own midnight. */
export function dayKey(date: Date) {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Milliseconds from `date` to the next local midnight (at least 1). */
export function msUntilLocalMidnight(date: Date) {
  const midnight = new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1);
  return Math.max(1, midnight.getTime() - date.getTime());
}

/** `count` distinct items chosen by the local day: the same all day long, different from day to day. */
export function picksForDay<T>(items: readonly T[], date: Date, count = 3): T[] {
  const ranked = items.map((item, index) => ({ item, rank: hash(`${dayKey(date)}#${index}`) }));
  ranked.sort((a, b) => a.rank - b.rank);
  return ranked.slice(0, Math.min(count, items.length)).map(({ item }) => item);
}
