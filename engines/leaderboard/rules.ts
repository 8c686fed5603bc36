import {
  leaderboardSize,
  playerNameMaxLength,
  scoreBounds,
  scoreDirections,
  type LeaderboardGameType,
} from './config';

/** Whether `a` is strictly better than `b` in this game. */
export function isBetterScore(game: LeaderboardGameType, a: number, b: number): boolean {
  return scoreDirections[game] === 'higher' ? a > b : a < b;
}

/** Scores sorted best first, the order a leaderboard shows them. */
export function sortBestFirst(game: LeaderboardGameType, scores: readonly number[]): number[] {
  return [...scores].sort((a, b) => (scoreDirections[game] === 'higher' ? b - a : a - b));
}

/** Whether the database would accept this score for the game (finite, in range, on the step). */
export function isSavableScore(game: LeaderboardGameType, score: number): boolean {
  const { min, max, step } = scoreBounds[game];
  if (!Number.isFinite(score) || score < min || score > max) return false;
  return step === null || Number.isInteger(score / step);
}

/**
 * Whether a finished game's score earns a place on the board (spec §9): never a zero, in any game (DESIGN §7: a
 * 0-point apple game offers no save either), never a score the database would refuse; otherwise yes while fewer than
 * 10 entries exist, else only if it beats the tenth.
 */
export function qualifiesForLeaderboard(game: LeaderboardGameType, score: number, board: readonly number[]): boolean {
  if (score === 0) return false;
  if (!isSavableScore(game, score)) return false;
  if (board.length < leaderboardSize) return true;
  const tenth = sortBestFirst(game, board)[leaderboardSize - 1] as number;
  return isBetterScore(game, score, tenth);
}

/** Whether a character is one the database refuses inside a name (C0 controls, DEL and C1 controls). */
function isControlCharacter(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f);
}

/** A name as typed, cleaned for the input: control characters dropped, cut to 20 characters (code points). */
export function limitPlayerName(raw: string): string {
  return Array.from(raw).filter((character) => !isControlCharacter(character)).slice(0, playerNameMaxLength).join('');
}

/** The name that is saved: limited as typed, then trimmed (spec §7 call 5). */
export function finalPlayerName(raw: string): string {
  return limitPlayerName(raw).trim();
}

/** Whether a name is empty once trimmed (spec §5: 'Please enter your name'). */
export function isBlankPlayerName(raw: string): boolean {
  return finalPlayerName(raw).length === 0;
}
