/**
 * The apple game's daily board (issue 15, beyond the spec): one board per UTC day, the same for everyone, with its own
 * top 10. The server derives the day's seed from its secret and the date (not guessable before the day), signs it with
 * the day in the token, and takes a daily score only on the day it names. Shared by the functions and the site.
 */
import { z } from 'zod';

/** A UTC calendar day as `YYYY-MM-DD` (what `game_scores.board_day` stores). */
export const boardDaySchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'a UTC day as YYYY-MM-DD');

/** A UTC calendar day as `YYYY-MM-DD`. */
export type BoardDay = z.infer<typeof boardDaySchema>;

/** The UTC day of an instant, `YYYY-MM-DD` (the daily board changes at 00:00 UTC for everyone). */
export function utcDay(now: number = Date.now()): BoardDay {
  return new Date(now).toISOString().slice(0, 10);
}

/** The UTC day `offset` days from `day` (negative: earlier). */
export function shiftDay(day: BoardDay, offset: number): BoardDay {
  return utcDay(Date.parse(`${day}T00:00:00Z`) + offset * 86_400_000);
}
