import { queryOptions } from '@tanstack/react-query';
import { leaderboardSize, scoreDirections, type LeaderboardGameType } from '../../../engines/leaderboard/config';
import { supabase } from '../supabase-client';
import { isRecord } from './answer-checks';

/** One leaderboard row. */
export interface TopScore {
  player_name: string;
  score: number;
  created_at: string;
}

/**
 * Checks one leaderboard row as read back (spec §7 call 4): a name, a finite score and a date. Postgres `numeric` may
 * arrive as a string, so the score is read as a number (as JavaScript's `Number` reads it); undefined when it does not fit.
 */
export function checkTopScore(row: unknown): TopScore | undefined {
  if (!isRecord(row)) return undefined;
  const { player_name: playerName, created_at: createdAt } = row;
  const score = Number(row.score);
  if (typeof playerName !== 'string' || typeof createdAt !== 'string' || !Number.isFinite(score)) return undefined;
  return { player_name: playerName, score, created_at: createdAt };
}

/** Checks the rows of a top 10 (at most `leaderboardSize` of them); throws on any other shape. */
export function checkTopScores(data: unknown): TopScore[] {
  const rows = Array.isArray(data) && data.length <= leaderboardSize ? data.map(checkTopScore) : [undefined];
  if (rows.some((row) => row === undefined)) throw new TypeError('game_scores: expected at most 10 rows of {player_name, score, created_at}');
  return rows.filter((row) => row !== undefined);
}

/**
 * Query key of a game's top 10, or of the daily apple board of `day` (a saved score invalidates the game's key, which
 * prefixes its daily keys).
 */
export function topScoresQueryKey(gameType: LeaderboardGameType, day: string | null = null) {
  return day === null ? (['game-scores', 'top', gameType] as const) : (['game-scores', 'top', gameType, day] as const);
}

/**
 * Spec §7 call 4: name, score and date of a game's top 10; best first (descending for rps/apple, ascending otherwise).
 * The all-time board leaves daily entries out (`board_day` is null); with `day`, the daily apple board of that UTC day.
 */
export async function getTopScores(gameType: LeaderboardGameType, day: string | null = null): Promise<TopScore[]> {
  const rows = supabase.from('game_scores').select('player_name, score, created_at').eq('game_type', gameType);
  const { data, error } = await (day === null ? rows.is('board_day', null) : rows.eq('board_day', day))
    .order('score', { ascending: scoreDirections[gameType] === 'lower' })
    .limit(leaderboardSize)
    // One retry layer is enough: the query retries once; the client's own 1 s + 2 s + 4 s backoff would keep an
    // unreachable board on 'Loading…' for many seconds.
    .retry(false);
  if (error) throw new Error(`Failed to load the ${gameType}${day === null ? '' : ` ${day}`} leaderboard: ${error.message}`);
  return checkTopScores(data);
}

/** Query options of a game's top 10 (or of the daily apple board of `day`). */
export function topScoresQueryOptions(gameType: LeaderboardGameType, day: string | null = null) {
  return queryOptions({ queryKey: topScoresQueryKey(gameType, day), queryFn: () => getTopScores(gameType, day) });
}
