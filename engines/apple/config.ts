/** Apple game constants (spec §9, DESIGN §7). */

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
/** Interval of the countdown clock, in milliseconds. */
export const appleClockTickMs = 1_000;
/** Vibration pattern on a successful clear, in milliseconds (on, off, on). */
export const appleSuccessVibrationMs: readonly number[] = [30, 10, 30];
/** Vibration on a wrong sum, in milliseconds. */
export const appleFailureVibrationMs = 100;
/** Highest reachable score, in points (every apple cleared). */
export const appleMaxScore = appleColumns * appleRows * applePointsPerApple;
/** Remaining times announced to screen readers, in seconds. */
export const appleAnnouncedSeconds: readonly number[] = [60, 30, 10];
