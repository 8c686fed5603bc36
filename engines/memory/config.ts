/** Memory match constants (spec §9). */

/** Pairs in a deck. */
export const memoryPairs = 8;
/** Columns of the card grid. */
export const memoryColumns = 4;
/** Time a matched pair stays open before it counts, in milliseconds. */
export const memoryMatchHoldMs = 500;
/** Time a mismatched pair stays open before flipping back, in milliseconds. */
export const memoryMismatchFlipBackMs = 1_000;
/** Duration of the canvas flip animation, in milliseconds. */
export const memoryFlipAnimationMs = 280;
/** Cards that may be open at once. */
export const memoryMaxOpen = 2;
/** Emoji a deck draws its pairs from (the deck takes `memoryPairs` of them). */
export const memoryEmojiPool: readonly string[] = ['🍎', '🐶', '🌸', '🚀', '🎈', '🐱', '🍕', '⚽', '🌈', '🎵', '🦊', '🍩', '🐢', '⭐', '🍉', '🐙'];
