/**
 * The UTC day of the apple game's daily board, without zod (issue 14: the site reads it on the game's first screen;
 * daily-board.ts builds its schema from the same pattern and re-exports these).
 */

/** A UTC calendar day as `YYYY-MM-DD` (what `game_scores.board_day` stores). */
export const boardDayPattern = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A UTC calendar day as `YYYY-MM-DD`. */
export type BoardDay = string;

/** Whether a value is a UTC calendar day written `YYYY-MM-DD`. */
export function isBoardDay(value: unknown): value is BoardDay {
  return typeof value === 'string' && boardDayPattern.test(value);
}

/** The UTC day of an instant, `YYYY-MM-DD` (the daily board changes at 00:00 UTC for everyone). */
export function utcDay(now: number = Date.now()): BoardDay {
  return new Date(now).toISOString().slice(0, 10);
}

/** The UTC day `offset` days from `day` (negative: earlier). */
export function shiftDay(day: BoardDay, offset: number): BoardDay {
  return utcDay(Date.parse(`${day}T00:00:00Z`) + offset * 86_400_000);
}
