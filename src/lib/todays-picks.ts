/** A 32-bit FNV-1a hash of a string. */
function hash(text: string) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The UTC calendar day of a date as `YYYY-MM-DD`: the same day for every visitor at the same moment. */
export function dayKey(date: Date) {
  return date.toISOString().slice(0, 10);
}

/** `count` distinct items chosen by the day: the same for everyone that day, different from day to day. */
export function picksForDay<T>(items: readonly T[], date: Date, count = 3): T[] {
  const ranked = items.map((item, index) => ({ item, rank: hash(`${dayKey(date)}#${index}`) }));
  ranked.sort((a, b) => a.rank - b.rank);
  return ranked.slice(0, Math.min(count, items.length)).map(({ item }) => item);
}
