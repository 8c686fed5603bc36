/**
 * The leaderboard name rule, as the database's `player_name` domain enforces it (migration 20251124000100): trimmed,
 * 1–20 characters (code points), no control (Cc, U+2028/U+2029), no format character (Cf: bidi overrides and
 * isolates, zero-width spaces and joiners, soft hyphen, tags …) and not starting with a combining mark (so never
 * marks alone). The site checks it before saving and the submit-score function before inserting.
 */

/** Longest player name, in characters (Unicode code points, as Postgres `char_length` counts). */
export const playerNameMaxLength = 20;

const edgeSpace = /^[\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]|[\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]$/u;
const controlOrFormat = /[\p{Cc}\p{Cf}\u2028\u2029]/u;
const leadingMark = /^\p{M}/u;

/** Why a name is refused, or null when the database accepts it. */
export type PlayerNameProblem = 'blank' | 'too_long' | 'untrimmed' | 'control_or_format' | 'combining_only';

/** The first rule a name breaks, or null when it is a valid leaderboard name. */
export function playerNameProblem(name: string): PlayerNameProblem | null {
  const length = Array.from(name).length;
  if (length === 0 || name.trim().length === 0) return 'blank';
  if (length > playerNameMaxLength) return 'too_long';
  if (edgeSpace.test(name)) return 'untrimmed';
  if (controlOrFormat.test(name)) return 'control_or_format';
  if (leadingMark.test(name)) return 'combining_only';
  return null;
}

/** Whether the database accepts `name` as a leaderboard name. */
export function isValidPlayerName(name: string): boolean {
  return playerNameProblem(name) === null;
}
