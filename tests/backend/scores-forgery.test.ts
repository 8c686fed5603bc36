/**
 * Leaderboards nobody can forge (issue 15), tried as the attacker did: the public anon key, supabase-js and plain
 * HTTP against the stand-in on PGlite. Every forged score is refused and nothing reaches the board; honest games
 * played through game-session save. Tokens are forged here with the server's own signing code and key (set in
 * GAME_TOKEN_SECRET), which is exactly what an attacker does NOT have: a wrong key is the tampered case.
 */
import { FunctionsHttpError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../../supabase/local/local-keys.ts';
import { signToken } from '../../supabase/functions/_shared/security/signed-token.ts';
import { pickRpsChoice, rpsBeats, rpsChoices, type RpsChoice } from '../../supabase/functions/_shared/contract/rps-rules.ts';
import { secretFromRandom } from '../../supabase/functions/_shared/contract/number-guess-rules.ts';
import { seededRandom } from '../../supabase/functions/_shared/contract/seeded-random.ts';
import { applesInCellRect, createSeededGrid, resolveSelection } from '../../supabase/functions/_shared/contract/apple-rules.ts';
import type { AppleMove } from '../../supabase/functions/_shared/contract/apple-replay.ts';
import { greedyAppleLog } from './support/apple-logs.ts';
import { refusal, withScoreServer } from './support/score-server.ts';

const secret = 'issue-15-test-secret-0123456789abcdef';
const server = withScoreServer(secret);
const { post, uniqueName } = server;

/** Calls game-session through supabase-js (what the site does) and returns its answer; throws on a refusal. */
async function session<T>(body: Record<string, unknown>): Promise<T> {
  const { data, error } = await server.anon.functions.invoke<T>('game-session', { body });
  if (error) {
    const detail = error instanceof FunctionsHttpError ? JSON.stringify(await (error.context as Response).json()) : String(error);
    throw new Error(`game-session ${String(body.action)}: ${detail}`);
  }
  return data as T;
}

async function rowsNamed(name: string) {
  const { data } = await server.anon.from('game_scores').select('game_type, player_name, score').eq('player_name', name);
  return data ?? [];
}

/** Re-signs a token's payload changed by `edit` with `key` (the attacker's guess of the server key). */
async function forged(token: string, edit: (claims: Record<string, unknown>) => void, key = 'not-the-server-key'): Promise<string> {
  const [payload] = token.split('.') as [string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  edit(claims);
  const { kind, iat, exp, ...rest } = claims;
  return signToken(String(kind), rest, Number(exp) - Number(iat), { secret: key, now: Number(iat) });
}

/** A token with the payload changed but the original signature kept (the classic tamper). */
function tampered(token: string, edit: (claims: Record<string, unknown>) => void): string {
  const [payload, signature] = token.split('.') as [string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  edit(claims);
  return `${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
}

/** A token of `kind` signed with the server's key but issued `ageMs` ago for `ttlMs` (expired when age > ttl). */
function serverSigned(kind: string, claims: Record<string, unknown>, ageMs: number, ttlMs: number): Promise<string> {
  return signToken(kind, claims, ttlMs, { secret, now: Date.now() - ageMs });
}

/** Plays rps with a fixed seed: wins `wins` rounds, then loses; returns the final token and the token before the loss. */
async function playRps(seed: number, wins: number) {
  const random = seededRandom(seed);
  let { token } = await session<{ token: string }>({ action: 'rps_start', seed });
  let beforeLoss = token;
  let lossHand: RpsChoice = 'rock';
  for (let round = 0; round <= wins; round += 1) {
    const computer = pickRpsChoice(random());
    const winning = rpsChoices.find((hand) => rpsBeats[hand] === computer) as RpsChoice;
    const hand = round < wins ? winning : rpsBeats[computer];
    if (round === wins) {
      beforeLoss = token;
      lossHand = winning;
    }
    const answer = await session<{ token: string; outcome: string; streak: number; computer: RpsChoice }>({ action: 'rps_play', token, hand });
    expect(answer.computer).toBe(computer);
    expect(answer.outcome).toBe(round < wins ? 'win' : 'lose');
    token = answer.token;
  }
  return { token, beforeLoss, winningHandForLostRound: lossHand };
}

/** Plays number guess with a fixed seed: `misses` wrong guesses, then the secret. */
async function playGuess(seed: number, misses: number) {
  const target = secretFromRandom(seededRandom(seed)());
  let { token } = await session<{ token: string }>({ action: 'guess_start', seed });
  const first = token;
  for (let index = 0; index < misses; index += 1) {
    token = (await session<{ token: string }>({ action: 'guess', token, guess: target === 1 ? 2 + index : 1 + (index % (target - 1)) })).token;
  }
  const won = await session<{ token: string; hint: string; attempts: number }>({ action: 'guess', token, guess: target });
  expect(won).toMatchObject({ hint: 'correct', attempts: misses + 1 });
  return { token: won.token, first, secret: target };
}

describe('direct writes with the anon key (the original attack)', () => {
  it('refuses a direct insert and a bulk array insert into game_scores (401 / 42501), nothing stored', async () => {
    const name = uniqueName('Eve');
    const single = await server.anon.from('game_scores').insert({ game_type: 'reaction', player_name: name, score: 50 });
    expect([single.status, single.error?.code]).toEqual([401, '42501']);
    const bulk = await server.anon.from('game_scores').insert(Array.from({ length: 500 }, () => ({ game_type: 'apple', player_name: name, score: 1500 })));
    expect([bulk.status, bulk.error?.code]).toEqual([401, '42501']);
    expect(await rowsNamed(name)).toEqual([]);
  });

  it('answers a JSON array sent to submit-score with 400 bulk_not_allowed', async () => {
    const name = uniqueName('Eve');
    const answer = await post('submit-score', Array.from({ length: 100 }, () => ({ game_type: 'apple', player_name: name, score: 1500, token: 'x', moves: [] })));
    expect(refusal(answer)).toMatchObject({ status: 400, code: 'bulk_not_allowed', key: 'leaderboard:errors.bulk_not_allowed' });
    expect(await rowsNamed(name)).toEqual([]);
  });

  it('refuses a body over 16 KB (413), non-JSON (400), another method (405), never a 500', async () => {
    expect(refusal(await post('submit-score', `{"game_type":"apple","pad":"${'x'.repeat(17_000)}"}`))).toMatchObject({ status: 413, code: 'payload_too_large' });
    expect(refusal(await post('submit-score', 'not json'))).toMatchObject({ status: 400, code: 'invalid_json' });
    expect(refusal(await post('submit-score', { game_type: 'chess', player_name: 'Eve', score: 1, token: 'x' }))).toMatchObject({ status: 400, code: 'invalid_body' });
    expect(refusal(await post('game-session', { action: 'teleport' }))).toMatchObject({ status: 400, code: 'invalid_body' });
    const get = await fetch(`${server.url}/functions/v1/submit-score`, { headers: { apikey: LOCAL_ANON_KEY } });
    expect(get.status).toBe(405);
  });
});

describe('rock-paper-scissors', () => {
  it('saves an honest streak the server counted', async () => {
    const { token } = await playRps(11, 2);
    const name = uniqueName('Rp');
    expect(await post('submit-score', { game_type: 'rps', player_name: name, score: 2, token })).toEqual({ status: 201, body: { saved: true, score: 2 } });
    expect(await rowsNamed(name)).toEqual([{ game_type: 'rps', player_name: name, score: 2 }]);
    expect(refusal(await post('submit-score', { game_type: 'rps', player_name: uniqueName('Rp'), score: 2, token }))).toMatchObject({ status: 409, code: 'already_saved' });
  });

  it('refuses a forged streak: no session, a tampered token, a re-signed token, an expired token, a higher claim, an unfinished game', async () => {
    const name = uniqueName('Eve');
    const { token } = await playRps(12, 1);
    const cases: Array<[unknown, number, string]> = [
      [undefined, 400, 'invalid_body'],
      ['no session!', 400, 'missing_proof'],
      ['bm8.c2Vzc2lvbg', 403, 'tampered_proof'],
      [tampered(token, (claims) => { claims.streak = 1000; }), 403, 'tampered_proof'],
      [await forged(token, (claims) => { claims.streak = 1000; }), 403, 'tampered_proof'],
      [await serverSigned('rps-session', { sid: 'a'.repeat(32), round: 9, streak: 1000, over: true }, 3 * 3_600_000, 3_600_000), 403, 'expired_proof'],
      [await serverSigned('guess-session', { sid: 'b'.repeat(32), attempts: 1000, won: true }, 0, 60_000), 403, 'tampered_proof'],
    ];
    for (const [forgedToken, status, code] of cases) {
      const body = { game_type: 'rps', player_name: name, score: 1000, ...(forgedToken === undefined ? {} : { token: forgedToken }) };
      expect(refusal(await post('submit-score', body)), String(forgedToken).slice(0, 30)).toMatchObject({ status, code });
    }
    expect(refusal(await post('submit-score', { game_type: 'rps', player_name: name, score: 5, token }))).toMatchObject({ status: 422, code: 'score_mismatch' });
    const { token: fresh } = await session<{ token: string }>({ action: 'rps_start' });
    expect(refusal(await post('submit-score', { game_type: 'rps', player_name: name, score: 1, token: fresh }))).toMatchObject({ status: 422, code: 'score_mismatch' });
    expect(await rowsNamed(name)).toEqual([]);
  });

  it('refuses to replay the round before a loss with the winning hand (409 replayed), and play after game over', async () => {
    const { token, beforeLoss, winningHandForLostRound } = await playRps(13, 1);
    expect(refusal(await post('game-session', { action: 'rps_play', token: beforeLoss, hand: winningHandForLostRound }))).toMatchObject({ status: 409, code: 'replayed' });
    expect(refusal(await post('game-session', { action: 'rps_play', token, hand: 'rock' }))).toMatchObject({ status: 409, code: 'session_over' });
  });

  it('ignores a fixed seed unless the server was started for end-to-end tests', async () => {
    delete process.env.GAME_FIXED_SEEDS;
    try {
      const { token } = await session<{ token: string }>({ action: 'rps_start', seed: 11 });
      const claims = JSON.parse(Buffer.from(token.split('.')[0] as string, 'base64url').toString()) as Record<string, unknown>;
      expect(claims.seed).toBeUndefined();
      const apple = await session<{ seed: number }>({ action: 'apple_seed', seed: 11 });
      expect(apple.seed).not.toBe(11);
    } finally {
      process.env.GAME_FIXED_SEEDS = 'on';
    }
  });
});

describe('number guess', () => {
  it('saves the attempts the server counted', async () => {
    const { token } = await playGuess(42, 2);
    const name = uniqueName('Ng');
    expect((await post('submit-score', { game_type: 'number_guess', player_name: name, score: 3, token })).status).toBe(201);
    expect(await rowsNamed(name)).toEqual([{ game_type: 'number_guess', player_name: name, score: 3 }]);
  });

  it('keeps the secret on the server: a production session token carries no number', async () => {
    delete process.env.GAME_FIXED_SEEDS;
    try {
      const { token } = await session<{ token: string }>({ action: 'guess_start' });
      const claims = JSON.parse(Buffer.from(token.split('.')[0] as string, 'base64url').toString()) as Record<string, unknown>;
      expect(Object.keys(claims).sort()).toEqual(['attempts', 'exp', 'iat', 'kind', 'sid', 'won']);
    } finally {
      process.env.GAME_FIXED_SEEDS = 'on';
    }
  });

  it('refuses a forged win in 1 attempt: no session, tampered, re-signed, expired, an unfinished game, a lower claim', async () => {
    const name = uniqueName('Eve');
    const { token } = await playGuess(77, 3);
    const cases: Array<[unknown, number, string]> = [
      [undefined, 400, 'invalid_body'],
      ['', 400, 'invalid_body'],
      [tampered(token, (claims) => { claims.attempts = 1; }), 403, 'tampered_proof'],
      [await forged(token, (claims) => { claims.attempts = 1; }), 403, 'tampered_proof'],
      [await serverSigned('guess-session', { sid: 'c'.repeat(32), attempts: 1, won: true }, 2 * 3_600_000, 1_800_000), 403, 'expired_proof'],
    ];
    for (const [forgedToken, status, code] of cases) {
      const body = { game_type: 'number_guess', player_name: name, score: 1, ...(forgedToken === undefined ? {} : { token: forgedToken }) };
      expect(refusal(await post('submit-score', body)), String(forgedToken).slice(0, 30)).toMatchObject({ status, code });
    }
    expect(refusal(await post('submit-score', { game_type: 'number_guess', player_name: name, score: 1, token }))).toMatchObject({ status: 422, code: 'score_mismatch' });
    const { token: fresh } = await session<{ token: string }>({ action: 'guess_start' });
    expect(refusal(await post('submit-score', { game_type: 'number_guess', player_name: name, score: 1, token: fresh }))).toMatchObject({ status: 422, code: 'score_mismatch' });
    expect(await rowsNamed(name)).toEqual([]);
  });

  it('refuses to replay the first guess with the secret found later (409 replayed)', async () => {
    const { first, secret: target } = await playGuess(9, 4);
    expect(refusal(await post('game-session', { action: 'guess', token: first, guess: target }))).toMatchObject({ status: 409, code: 'replayed' });
  });
});

describe('reaction test', () => {
  /** A round the server issued `ageMs` ago with a `wait` ms red phase. */
  function round(ageMs: number, wait = 2_000) {
    return serverSigned('reaction-round', { sid: Math.random().toString(16).slice(2).padEnd(32, '0'), wait }, ageMs, wait + 20_000);
  }

  it('times a round it issued and saves its result', async () => {
    const token = await round(2_300);
    const press = await post('game-session', { action: 'reaction_press', token, ms: 240 });
    expect(press.status, JSON.stringify(press.body)).toBe(200);
    const name = uniqueName('Re');
    expect((await post('submit-score', { game_type: 'reaction', player_name: name, score: 240, token: press.body.token }))).toMatchObject({ status: 201 });
    expect(await rowsNamed(name)).toEqual([{ game_type: 'reaction', player_name: name, score: 240 }]);
  });

  it('refuses a time under 100 ms as anticipation (422), with its translated key', async () => {
    const answer = await post('game-session', { action: 'reaction_press', token: await round(2_300), ms: 50 });
    expect(refusal(answer)).toMatchObject({ status: 422, code: 'anticipation', key: 'leaderboard:errors.anticipation' });
    expect(refusal(await post('game-session', { action: 'reaction_press', token: await round(2_300), ms: 99.9 }))).toMatchObject({ code: 'anticipation' });
  });

  it('refuses a press before green was due, a time faster than the server saw pass by more than the latency allowance, a replayed round', async () => {
    const { token } = await session<{ token: string }>({ action: 'reaction_round', wait_ms: 2_000 });
    expect(refusal(await post('game-session', { action: 'reaction_press', token, ms: 250 }))).toMatchObject({ status: 422, code: 'too_early' });
    expect(refusal(await post('game-session', { action: 'reaction_press', token: await round(9_000), ms: 150 }))).toMatchObject({ status: 422, code: 'score_mismatch' });
    expect(refusal(await post('game-session', { action: 'reaction_press', token: await round(2_100), ms: 900 }))).toMatchObject({ status: 422, code: 'score_mismatch' });
    const once = await round(2_400);
    expect((await post('game-session', { action: 'reaction_press', token: once, ms: 300 })).status).toBe(200);
    expect(refusal(await post('game-session', { action: 'reaction_press', token: once, ms: 120 }))).toMatchObject({ status: 409, code: 'replayed' });
  });

  it('refuses a saved best that did not come from a round it timed: none, a round token, tampered, re-signed, expired, another time', async () => {
    const name = uniqueName('Eve');
    const press = await post('game-session', { action: 'reaction_press', token: await round(2_400), ms: 310 });
    const result = String(press.body.token);
    const cases: Array<[unknown, number, string]> = [
      [undefined, 400, 'invalid_body'],
      [await round(2_400), 403, 'tampered_proof'],
      [tampered(result, (claims) => { claims.ms = 50; }), 403, 'tampered_proof'],
      [await forged(result, (claims) => { claims.ms = 50; }), 403, 'tampered_proof'],
      [await serverSigned('reaction-result', { sid: 'd'.repeat(32), ms: 50 }, 3_600_000, 1_800_000), 403, 'expired_proof'],
    ];
    for (const [forgedToken, status, code] of cases) {
      const body = { game_type: 'reaction', player_name: name, score: 50, ...(forgedToken === undefined ? {} : { token: forgedToken }) };
      expect(refusal(await post('submit-score', body)), String(forgedToken).slice(0, 30)).toMatchObject({ status, code });
    }
    expect(refusal(await post('submit-score', { game_type: 'reaction', player_name: name, score: 150, token: result }))).toMatchObject({ status: 422, code: 'score_mismatch' });
    expect(await rowsNamed(name)).toEqual([]);
  });
});

describe('apple game', () => {
  const seed = 4242;
  const honest = greedyAppleLog(seed);
  /** A seed token issued 125 s ago, so a whole game's moves fit in the time since. */
  const dealtBefore = (ageMs = 125_000, boardSeed = seed) => serverSigned('apple-seed', { sid: Math.random().toString(16).slice(2).padEnd(32, '0'), seed: boardSeed }, ageMs, 3_600_000);

  it('replays an honest log and saves its points', async () => {
    expect(honest.moves.length).toBeGreaterThan(10);
    const name = uniqueName('Ap');
    const answer = await post('submit-score', { game_type: 'apple', player_name: name, score: honest.score, token: await dealtBefore(), moves: honest.moves });
    expect(answer, JSON.stringify(answer.body)).toMatchObject({ status: 201 });
    expect(await rowsNamed(name)).toEqual([{ game_type: 'apple', player_name: name, score: honest.score }]);
  });

  it('deals the board of the seed it signs', async () => {
    const dealt = await session<{ seed: number; token: string }>({ action: 'apple_seed', seed });
    expect(dealt.seed).toBe(seed);
    const first = honest.moves.slice(0, 1).map((move) => ({ ...move, t: 0 }));
    const points = honest.score > 0 ? (applesInCellRect(createSeededGrid(seed), first[0] as AppleMove).length * 10) : 0;
    const name = uniqueName('Ap');
    expect((await post('submit-score', { game_type: 'apple', player_name: name, score: points, token: dealt.token, moves: first })).status).toBe(201);
  });

  it('refuses an impossible move, an overlapping move, a move after the time limit, a claim that differs from the moves', async () => {
    const name = uniqueName('Eve');
    const [m0, m1] = honest.moves as [AppleMove, AppleMove];
    const wrongSum = (() => {
      const grid = createSeededGrid(seed);
      for (let column = 0; column < grid.columns - 1; column += 1) {
        const outcome = resolveSelection(grid, applesInCellRect(grid, { column0: column, row0: 0, column1: column + 1, row1: 0 }));
        if (outcome.kind === 'wrong_sum') return { column0: column, row0: 0, column1: column + 1, row1: 0, t: 0 };
      }
      throw new Error('no wrong pair in row 0');
    })();
    const attacks: Array<[string, AppleMove[], number, string]> = [
      ['a rectangle that does not sum to 10', [wrongSum], 20, 'impossible_move'],
      ['a rectangle off the board', [{ column0: 14, row0: 9, column1: 15, row1: 9, t: 0 }], 20, 'impossible_move'],
      ['the same apples removed twice', [m0, { ...m0, t: m0.t + 1_000 }], 40, 'overlapping_move'],
      ['a move before the previous one', [{ ...m0, t: 5_000 }, { ...m1, t: 4_000 }], 40, 'overlapping_move'],
      ['a move after 120 s plus the grace', [{ ...m0, t: 122_001 }], 20, 'move_too_late'],
    ];
    for (const [label, moves, score, code] of attacks) {
      expect(refusal(await post('submit-score', { game_type: 'apple', player_name: name, score, token: await dealtBefore(), moves })), label).toMatchObject({ status: 422, code });
    }
    expect(refusal(await post('submit-score', { game_type: 'apple', player_name: name, score: honest.score + 10, token: await dealtBefore(), moves: honest.moves }))).toMatchObject({ status: 422, code: 'score_mismatch' });
    expect(refusal(await post('submit-score', { game_type: 'apple', player_name: name, score: 1500, token: await dealtBefore(), moves: [] }))).toMatchObject({ status: 422, code: 'score_mismatch' });
    // The whole log at once, right after the board was dealt: the moves claim 60+ s that have not passed.
    const dealt = await session<{ token: string }>({ action: 'apple_seed', seed });
    expect(refusal(await post('submit-score', { game_type: 'apple', player_name: name, score: honest.score, token: dealt.token, moves: honest.moves }))).toMatchObject({ status: 422, code: 'impossible_move' });
    // The right log on another board.
    expect(refusal(await post('submit-score', { game_type: 'apple', player_name: name, score: honest.score, token: await dealtBefore(125_000, seed + 1), moves: honest.moves }))).toMatchObject({ status: 422 });
    expect(await rowsNamed(name)).toEqual([]);
  });

  it('refuses a forged seed: none, tampered, re-signed, expired, more than 150 moves', async () => {
    const name = uniqueName('Eve');
    const token = await dealtBefore();
    const cases: Array<[unknown, number, string]> = [
      [undefined, 400, 'invalid_body'],
      [tampered(token, (claims) => { claims.seed = 1; }), 403, 'tampered_proof'],
      [await forged(token, (claims) => { claims.seed = 1; }), 403, 'tampered_proof'],
      [await serverSigned('apple-seed', { sid: 'e'.repeat(32), seed }, 2 * 3_600_000, 3_600_000), 403, 'expired_proof'],
    ];
    for (const [forgedToken, status, code] of cases) {
      const body = { game_type: 'apple', player_name: name, score: honest.score, moves: honest.moves, ...(forgedToken === undefined ? {} : { token: forgedToken }) };
      expect(refusal(await post('submit-score', body)), String(forgedToken).slice(0, 30)).toMatchObject({ status, code });
    }
    const tooMany = Array.from({ length: 151 }, (_, index) => ({ ...(honest.moves[0] as AppleMove), t: index }));
    expect(refusal(await post('submit-score', { game_type: 'apple', player_name: name, score: 0, token, moves: tooMany }))).toMatchObject({ status: 400, code: 'invalid_body' });
    expect(await rowsNamed(name)).toEqual([]);
  });
});

/** How many rps entries the board holds. */
async function rpsCount(): Promise<number> {
  const { count, error } = await server.service.from('game_scores').select('id', { count: 'exact', head: true }).eq('game_type', 'rps');
  if (error) throw new Error(error.message);
  return count ?? -1;
}

describe('names', () => {
  const badNames: Array<[string, string]> = [
    ['\u202eevil', 'a right-to-left override plus "evil"'],
    ['\u202dlive', 'a left-to-right override'],
    ['ab\u2067c\u2069', 'a bidi isolate'],
    ['ab\u200fc', 'a right-to-left mark'],
    ['\u200b\u200b\u200b', 'zero-width spaces only'],
    ['\u200c\u200d', 'zero-width joiners only'],
    ['\ufeff', 'a byte-order mark only'],
    ['A\u2060B', 'a word joiner'],
    ['A\u00adB', 'a soft hyphen'],
    ['A\u{E0041}', 'a tag character'],
    ['\u0301\u0301', 'combining accents only'],
    ['\u0e49', 'a Thai tone mark only'],
    ['Ev\u0007e', 'a control character'],
    ['Ev\u0085e', 'a C1 control character'],
    ['A\u2028B', 'a line separator'],
    ['', 'an empty name'],
    ['    ', 'a blank name'],
    ['x'.repeat(21), 'a 21-character name'],
  ];
  for (const [name, label] of badNames) {
    it(`refuses ${label} (400 invalid_name) and stores nothing`, async () => {
      const { token } = await playRps(11, 1);
      const before = await rpsCount();
      expect(refusal(await post('submit-score', { game_type: 'rps', player_name: name, score: 1, token }))).toMatchObject({ status: 400, code: 'invalid_name' });
      expect(await rpsCount()).toBe(before);
    });
  }

  it('trims a name and accepts letters with accents, Hangul, emoji and right-to-left letters', async () => {
    for (const name of ['  Zoé Nguyễn ', '민지 ❤️', 'مريم']) {
      const { token } = await playRps(11, 1);
      expect((await post('submit-score', { game_type: 'rps', player_name: name, score: 1, token })).status).toBe(201);
      expect(await rowsNamed(name.trim())).toEqual([{ game_type: 'rps', player_name: name.trim(), score: 1 }]);
    }
  });
});
