/** Shortest wait before green, in milliseconds (spec §9). */
export const reactionMinWaitMs = 2000;

/** Longest wait before green, in milliseconds (spec §9). */
export const reactionMaxWaitMs = 5000;

/** Feedback tiers, fastest first. */
export const reactionTiers = ['lightning', 'super_fast', 'very_fast', 'fast', 'good', 'average', 'slow', 'very_slow'] as const;

/** One feedback tier. */
export type ReactionTier = (typeof reactionTiers)[number];

/** Upper bounds of the tiers (exclusive), in milliseconds; anything from 500 ms up is `very_slow` (spec §9). */
export const reactionTierLimitsMs: ReadonlyArray<{ below: number; tier: ReactionTier }> = [
  { below: 150, tier: 'lightning' },
  { below: 200, tier: 'super_fast' },
  { below: 250, tier: 'very_fast' },
  { below: 300, tier: 'fast' },
  { below: 350, tier: 'good' },
  { below: 400, tier: 'average' },
  { below: 500, tier: 'slow' },
];
