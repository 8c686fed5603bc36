/**
 * The apple game's daily board (issue 15, beyond the spec): one board per UTC day, the same for everyone, with its own
 * top 10. The server derives the day's seed from its secret and the date (not guessable before the day), signs it with
 * the day in the token, and takes a daily score only on the day it names. Shared by the functions and the site.
 */
import { z } from 'zod';
import { boardDayPattern } from './board-day.ts';

export { boardDayPattern, isBoardDay, shiftDay, utcDay, type BoardDay } from './board-day.ts';

/** A UTC calendar day as `YYYY-MM-DD` (what `game_scores.board_day` stores). */
export const boardDaySchema = z.string().regex(boardDayPattern, 'a UTC day as YYYY-MM-DD');
