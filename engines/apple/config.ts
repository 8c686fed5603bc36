/** Apple game constants (spec §9, DESIGN §7). The rule constants live in the contract, shared with submit-score. */
export {
  appleColumns,
  appleGameDurationMs,
  appleMaxNumber,
  appleMaxScore,
  appleMinNumber,
  applePointsPerApple,
  appleRows,
  appleTargetSum,
} from '../../supabase/functions/_shared/contract/apple-config';

/** Interval of the countdown clock, in milliseconds. */
export const appleClockTickMs = 1_000;
/** Vibration pattern on a successful clear, in milliseconds (on, off, on). */
export const appleSuccessVibrationMs: readonly number[] = [30, 10, 30];
/** Vibration on a wrong sum, in milliseconds. */
export const appleFailureVibrationMs = 100;
/** Remaining times announced to screen readers, in seconds. */
export const appleAnnouncedSeconds: readonly number[] = [60, 30, 10];
