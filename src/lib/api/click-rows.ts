import type { GameClicks } from '../click-ranking';

/** A non-negative whole number (a click count). */
function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/**
 * Checks the `game_clicks` rows (spec §7 call 1: `{game_id: string, click_count: integer ≥ 0}` each) and turns them into
 * the ranking and counts. Throws on any other shape. (A plain check: the home screen carries no schema library.)
 */
export function parseGameClickRows(data: unknown): GameClicks {
  if (!Array.isArray(data)) throw new TypeError('game_clicks: expected an array of rows');
  const ranking: string[] = [];
  const counts: Record<string, number> = {};
  data.forEach((row: unknown, index) => {
    const fields = typeof row === 'object' && row !== null ? (row as Record<string, unknown>) : {};
    const { game_id: gameId, click_count: count } = fields;
    if (typeof gameId !== 'string' || !isCount(count)) throw new TypeError(`game_clicks: row ${index} is not {game_id, click_count}`);
    ranking.push(gameId);
    counts[gameId] = count;
  });
  return { ranking, counts };
}

/** Checks the count `register_game_click` returns (an integer); throws on anything else. */
export function parseRegisteredCount(data: unknown): number {
  if (typeof data !== 'number' || !Number.isInteger(data)) throw new TypeError('register_game_click: expected an integer count');
  return data;
}
