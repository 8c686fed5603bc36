/**
 * Small timing helpers for the benchmarks: percentiles over samples in milliseconds.
 */

/** The p-th percentile (0–100) of samples, nearest-rank. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/** Formats milliseconds with two decimals. */
export function ms(value: number): string {
  return value.toFixed(2).padStart(8);
}
