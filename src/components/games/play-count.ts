/** From how many plays a card shows its count; below it a "New" badge says more than a small number would. */
export const playCountThreshold = 10;

/** Whether a card shows its play count (known and at least the threshold) rather than the "New" badge. */
export function showsPlayCount(clicks: number | undefined): clicks is number {
  return clicks !== undefined && clicks >= playCountThreshold;
}
