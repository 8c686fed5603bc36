/**
 * The apple game's daily board (issue 15, beyond the spec), tried against the stand-in on PGlite with the anon key:
 * game-session deals the UTC day's board (the same seed for everyone, derived from the server key and the date, the
 * day in the signed token), submit-score stores a daily score with its day, the daily top 10 is read per day and stays
 * off the all-time board, and a daily score is refused when its day is tampered with, when the board is yesterday's,
 * when a classic seed is sent as daily (or a daily one as classic), and when the seed is not the day's.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signToken } from '../../supabase/functions/_shared/security/signed-token.ts';
import { shiftDay, utcDay } from '../../supabase/functions/_shared/contract/daily-board.ts';
import { proveScore } from '../../supabase/functions/submit-score/handler.ts';
import { greedyAppleLog } from './support/apple-logs.ts';
import { refusal, withScoreServer } from './support/score-server.ts';

const secret = 'issue-15-daily-secret-0123456789abcdef';
const server = withScoreServer(secret);
const { post, uniqueName } = server;

/** The day's seed as the rule says: the first 32 bits of HMAC-SHA-256(server key, "derived:apple-daily:<day>"). */
function expectedDailySeed(day: string, key = secret): number {
  return createHmac('sha256', key).update(`derived:apple-daily:${day}`).digest().readUInt32BE(0);
}

/** One honest removal on the board of `seed`, at `t` = 0, and its points. */
function firstMove(seed: number) {
  return greedyAppleLog(seed, { limit: 1 });
}

/** A token with the payload changed but the original signature kept. */
function tampered(token: string, edit: (claims: Record<string, unknown>) => void): string {
  const [payload, signature] = token.split('.') as [string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  edit(claims);
  return `${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
}

/** An apple seed token signed with the server's key (what only the server can make), issued `ageMs` ago. */
function serverSigned(claims: Record<string, unknown>, ageMs = 0, key = secret): Promise<string> {
  return signToken('apple-seed', { sid: Math.random().toString(16).slice(2).padEnd(32, '0'), ...claims }, 3_600_000, { secret: key, now: Date.now() - ageMs });
}

interface DailyDeal { seed: number; token: string; day: string }

async function dealDaily(): Promise<DailyDeal> {
  const answer = await post('game-session', { action: 'apple_daily' });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as unknown as DailyDeal;
}

async function rowsNamed(name: string) {
  const { data, error } = await server.anon.from('game_scores').select('game_type, score, board_day').eq('player_name', name);
  if (error) throw new Error(error.message);
  return data;
}

describe('daily apple board', () => {
  it("deals everyone the same board today: the day's seed derived from the server key and the date, the day in the token", async () => {
    const today = utcDay();
    const [first, second] = [await dealDaily(), await dealDaily()];
    expect(first.day).toBe(today);
    expect(second.day).toBe(today);
    expect(first.seed).toBe(second.seed);
    expect(first.seed).toBe(expectedDailySeed(today));
    // Another day, another board; another key, another board (nobody can compute tomorrow's without the key).
    expect(expectedDailySeed(shiftDay(today, 1))).not.toBe(first.seed);
    expect(expectedDailySeed(today, 'another-key')).not.toBe(first.seed);
    // Each deal is its own game (its own proof id), signed with the day in it.
    expect(first.token).not.toBe(second.token);
    const claims = JSON.parse(Buffer.from(first.token.split('.')[0] as string, 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ kind: 'apple-seed', seed: first.seed, day: today });
  });

  it('lets no request pick the daily seed, not even on a server that honours fixed seeds', async () => {
    expect(refusal(await post('game-session', { action: 'apple_daily', seed: 1 }))).toMatchObject({ status: 400, code: 'invalid_body' });
  });

  it("saves today's board with its day: on the daily top 10 of today, not on the all-time board", async () => {
    const deal = await dealDaily();
    const { moves, score } = firstMove(deal.seed);
    const name = uniqueName('Daily');
    const answer = await post('submit-score', { game_type: 'apple', player_name: name, score, token: deal.token, moves, day: deal.day });
    expect(answer, JSON.stringify(answer.body)).toMatchObject({ status: 201 });
    expect(await rowsNamed(name)).toEqual([{ game_type: 'apple', score, board_day: deal.day }]);

    const daily = await server.anon.from('game_scores').select('player_name').eq('game_type', 'apple').eq('board_day', deal.day).order('score', { ascending: false }).limit(10);
    expect(daily.data?.map((row) => row.player_name)).toContain(name);
    const allTime = await server.anon.from('game_scores').select('player_name').eq('game_type', 'apple').is('board_day', null).order('score', { ascending: false }).limit(10);
    expect(allTime.error).toBeNull();
    expect(allTime.data?.map((row) => row.player_name)).not.toContain(name);
    // The same game is saved once.
    expect(refusal(await post('submit-score', { game_type: 'apple', player_name: name, score, token: deal.token, moves, day: deal.day }))).toMatchObject({ status: 409, code: 'already_saved' });
  });

  it('refuses a tampered day: in the token (the signature breaks) or only in the request', async () => {
    const deal = await dealDaily();
    const yesterday = shiftDay(deal.day, -1);
    const { moves, score } = firstMove(deal.seed);
    const name = uniqueName('Eve');
    const tamperedToken = tampered(deal.token, (claims) => { claims.day = yesterday; });
    expect(refusal(await post('submit-score', { game_type: 'apple', player_name: name, score, token: tamperedToken, moves, day: yesterday }))).toMatchObject({ status: 403, code: 'tampered_proof' });
    const resigned = await serverSigned({ seed: deal.seed, day: shiftDay(deal.day, 1) }, 0, 'not-the-server-key');
    expect(refusal(await post('submit-score', { game_type: 'apple', player_name: name, score, token: resigned, moves, day: shiftDay(deal.day, 1) }))).toMatchObject({ status: 403, code: 'tampered_proof' });
    for (const day of [yesterday, shiftDay(deal.day, 1)]) {
      expect(refusal(await post('submit-score', { game_type: 'apple', player_name: name, score, token: deal.token, moves, day })), day).toMatchObject({ status: 422, code: 'wrong_board' });
    }
    expect(await rowsNamed(name)).toEqual([]);
  });

  it("refuses yesterday's board submitted today, even with the server's own signature and honest moves", async () => {
    const today = utcDay();
    const yesterday = shiftDay(today, -1);
    const seed = expectedDailySeed(yesterday);
    const { moves, score } = firstMove(seed);
    const name = uniqueName('Late');
    const token = await serverSigned({ seed, day: yesterday }, 10 * 60_000);
    const answer = refusal(await post('submit-score', { game_type: 'apple', player_name: name, score, token, moves, day: yesterday }));
    // The function's own day check answers (the table's check behind it would say only "The daily board is over.").
    expect(answer).toMatchObject({ status: 422, code: 'daily_board_over' });
    expect(String(answer.message)).toContain(`today's board is ${today}`);
    expect(await rowsNamed(name)).toEqual([]);
  });

  it('refuses a classic seed posted as daily, a daily seed posted as classic, and a daily token whose seed is not the day’s', async () => {
    const today = utcDay();
    const classic = await post('game-session', { action: 'apple_seed', seed: 4242 });
    const classicToken = String(classic.body.token);
    const classicMove = firstMove(4242);
    const name = uniqueName('Eve');
    expect(refusal(await post('submit-score', { game_type: 'apple', player_name: name, score: classicMove.score, token: classicToken, moves: classicMove.moves, day: today }))).toMatchObject({ status: 422, code: 'wrong_board' });

    const deal = await dealDaily();
    const dailyMove = firstMove(deal.seed);
    expect(refusal(await post('submit-score', { game_type: 'apple', player_name: name, score: dailyMove.score, token: deal.token, moves: dailyMove.moves }))).toMatchObject({ status: 422, code: 'wrong_board' });

    const wrongSeed = await serverSigned({ seed: 4242, day: today });
    expect(refusal(await post('submit-score', { game_type: 'apple', player_name: name, score: classicMove.score, token: wrongSeed, moves: classicMove.moves, day: today }))).toMatchObject({ status: 403, code: 'tampered_proof' });
    expect(refusal(await post('submit-score', { game_type: 'apple', player_name: name, score: 10, token: deal.token, moves: [], day: 'yesterday' }))).toMatchObject({ status: 400, code: 'invalid_body' });
    expect(await rowsNamed(name)).toEqual([]);
  });

  it('closes a board at 00:00 UTC sharp: a game of 23:59 is refused a moment after midnight', async () => {
    const today = utcDay();
    const seed = expectedDailySeed(today);
    const { moves, score } = firstMove(seed);
    const token = await serverSigned({ seed, day: today });
    const request = { game_type: 'apple' as const, player_name: 'Night', score, token, moves, day: today };
    const midnight = Date.parse(`${shiftDay(today, 1)}T00:00:00Z`);
    await expect(proveScore(request, midnight - 1)).resolves.toMatchObject({ boardDay: today });
    await expect(proveScore(request, midnight)).rejects.toMatchObject({ code: 'daily_board_over' });
  });
});
