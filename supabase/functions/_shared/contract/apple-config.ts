/**
 * The apple game's rule constants (spec §9, DESIGN §7), shared by the game (engines/apple re-exports them) and the
 * submit-score function, which replays a game's moves with the same rules.
 */

/** Columns of the board, in apples. */
export const appleColumns = 15;
/** Rows of the board, in apples. */
export const appleRows = 10;
/** Smallest number an apple carries. */
export const appleMinNumber = 1;
/** Largest number an apple carries. */
export const appleMaxNumber = 9;
/** The sum a selection must reach to clear its apples. */
export const appleTargetSum = 10;
/** Points per apple removed. */
export const applePointsPerApple = 10;
/** Length of one game, in milliseconds. */
export const appleGameDurationMs = 120_000;
/** Highest reachable score, in points (every apple cleared). */
export const appleMaxScore = appleColumns * appleRows * applePointsPerApple;
