/**
 * The backend conformance suite: every data call of spec §7 and the denials, driven through
 * supabase-js over HTTP. The same expectations (statuses and error codes) run against the
 * stand-in on PGlite, the stand-in on PostgreSQL and the real PostgREST, so the stand-in is held
 * to the reference's behaviour.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient } from './supabase-clients.ts';

/** A backend to test: a base URL that serves /rest/v1 like hosted Supabase. */
export interface ConformanceTarget {
  /** Base URL for supabase-js. */
  url: string;
}

/** The result fields the suite checks. */
interface CallResult {
  status: number;
  error: { code: string; message: string } | null;
}

/** Asserts a refused call: its HTTP status and PostgREST error code. */
function expectRefused(result: CallResult, status: number, code: string): void {
  expect(result.error?.code, `error code (message: ${result.error?.message ?? 'none'})`).toBe(code);
  expect(result.status, 'HTTP status').toBe(status);
}

/** Asserts a successful call and its status. */
function expectOk(result: CallResult, status: number): void {
  expect(result.error, 'no error').toBeNull();
  expect(result.status, 'HTTP status').toBe(status);
}

/** Top-10 direction per game (spec §7 call 4): descending for rps and apple. */
const DESCENDING: Record<string, boolean> = { rps: true, apple: true, number_guess: false, reaction: false };

/** Scores per game that pass the table's checks, more than ten of them. */
const SAMPLE_SCORES: Record<string, number[]> = {
  rps: [3, 17, 1, 999, 42, 8, 8, 250, 5, 61, 2, 77],
  number_guess: [7, 3, 12, 1, 99, 45, 6, 6, 23, 8, 4, 15],
  apple: [0, 1500, 340, 120, 990, 10, 560, 560, 780, 30, 1200, 70],
  reaction: [231.5, 50, 9999, 180.25, 402, 300, 300, 275.125, 650, 199.99, 1234, 88],
};

/** A name no other test uses, at most 20 characters. */
function uniqueName(prefix: string): string {
  return `${prefix}${Math.random().toString(36).slice(2, 8)}`.slice(0, 20);
}

/** Defines the suite; `target` is read in beforeAll (the server starts in the caller's beforeAll). */
export function defineConformanceSuite(target: () => ConformanceTarget): void {
  let anon: SupabaseClient;
  let service: SupabaseClient;

  beforeAll(() => {
    anon = anonClient(target().url);
    service = serviceClient(target().url);
  });

  const clicksOf = async (gameId: string): Promise<number> => {
    const { data, error } = await anon.from('game_clicks').select('click_count').eq('game_id', gameId).single();
    expect(error).toBeNull();
    return Number((data as { click_count: number }).click_count);
  };

  describe('spec §7 calls', () => {
    it('1. reads game_clicks (game_id, click_count) ordered by click_count descending', async () => {
      await anon.rpc('register_game_click', { p_game_id: 'reaction-test' });
      const result = await anon.from('game_clicks').select('game_id, click_count').order('click_count', { ascending: false });
      expectOk(result, 200);
      const rows = result.data as Array<{ game_id: string; click_count: number }>;
      expect(rows).toHaveLength(16);
      expect(Object.keys(rows[0]).sort()).toEqual(['click_count', 'game_id']);
      const counts = rows.map((row) => row.click_count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    });

    it('2. registers a click with one atomic rpc that returns the new count', async () => {
      const before = await clicksOf('number-guess');
      const result = await anon.rpc('register_game_click', { p_game_id: 'number-guess' });
      expectOk(result, 200);
      expect(result.data).toBe(before + 1);
      expect(await clicksOf('number-guess')).toBe(before + 1);
    });

    it('2. counts 1,000 concurrent clicks exactly', async () => {
      const before = await clicksOf('click-race');
      const results = await Promise.all(Array.from({ length: 1000 }, () => anon.rpc('register_game_click', { p_game_id: 'click-race' })));
      expect(results.filter((result) => result.error !== null).map((result) => result.error?.message)).toEqual([]);
      expect(await clicksOf('click-race')).toBe(before + 1000);
    }, 60_000);

    it('3. counts quiz_images head-only, as anon, without reading a row', async () => {
      const empty = await anon.from('quiz_images').select('id', { count: 'exact', head: true });
      expectOk(empty, 200);
      expect(empty.data).toBeNull();
      const startCount = Number(empty.count);
      const added = await service.from('quiz_images').insert([
        { category: 'animals', image: '/quiz/cat.svg', answers: { en: ['cat'] } },
        { category: 'food', image: '/quiz/pear.svg', answers: { en: ['pear'] } },
      ]);
      expectOk(added, 201);
      const counted = await anon.from('quiz_images').select('id', { count: 'exact', head: true });
      expectOk(counted, 200);
      expect(counted.count).toBe(startCount + 2);
    });

    for (const gameType of Object.keys(SAMPLE_SCORES)) {
      it(`4. reads the ${gameType} top 10 (player_name, score, created_at) ${DESCENDING[gameType] ? 'highest' : 'lowest'} first`, async () => {
        const rows = SAMPLE_SCORES[gameType].map((score) => ({ game_type: gameType, player_name: uniqueName('top'), score }));
        expectOk(await service.from('game_scores').insert(rows), 201);
        const result = await anon
          .from('game_scores')
          .select('player_name, score, created_at')
          .eq('game_type', gameType)
          .order('score', { ascending: !DESCENDING[gameType] })
          .limit(10);
        expectOk(result, 200);
        const top = result.data as Array<{ player_name: string; score: number; created_at: string }>;
        expect(top).toHaveLength(10);
        expect(Object.keys(top[0]).sort()).toEqual(['created_at', 'player_name', 'score']);
        const all = await service.from('game_scores').select('score').eq('game_type', gameType);
        const expected = (all.data as Array<{ score: number }>).map((row) => row.score).sort((a, b) => (DESCENDING[gameType] ? b - a : a - b)).slice(0, 10);
        expect(top.map((row) => row.score)).toEqual(expected);
        expect(top.every((row) => !Number.isNaN(Date.parse(row.created_at)))).toBe(true);
      });
    }

    it('5. refuses a score inserted directly as anon (401 / 42501): scores go through submit-score since issue 15', async () => {
      const name = uniqueName('Eve');
      expectRefused(await anon.from('game_scores').insert({ game_type: 'reaction', player_name: name, score: 50 }), 401, '42501');
      const bulk = Array.from({ length: 50 }, () => ({ game_type: 'apple', player_name: name, score: 1500 }));
      expectRefused(await anon.from('game_scores').insert(bulk), 401, '42501');
      const back = await anon.from('game_scores').select('player_name').eq('player_name', name);
      expect(back.data).toEqual([]);
    });

    it('5. inserts a score with the service role, as submit-score does (201, no body), and anon reads it back', async () => {
      const name = uniqueName('Ann');
      const saved = await service.from('game_scores').insert({ game_type: 'rps', player_name: name, score: 12 });
      expectOk(saved, 201);
      expect(saved.data).toBeNull();
      const back = await anon.from('game_scores').select('player_name, score').eq('player_name', name);
      expect(back.data).toEqual([{ player_name: name, score: 12 }]);
    });

    it('5. returns the inserted row when asked (Prefer: return=representation)', async () => {
      const name = uniqueName('Bo');
      const saved = await service.from('game_scores').insert({ game_type: 'reaction', player_name: name, score: 187.25 }).select('player_name, score, game_type');
      expectOk(saved, 201);
      expect(saved.data).toEqual([{ player_name: name, score: 187.25, game_type: 'reaction' }]);
    });
  });

  describe('denials', () => {
    it('anon cannot update or delete scores', async () => {
      expectRefused(await anon.from('game_scores').update({ score: 1000 }).eq('game_type', 'rps'), 401, '42501');
      expectRefused(await anon.from('game_scores').delete().eq('game_type', 'rps'), 401, '42501');
    });

    it('anon cannot insert, update or delete click rows directly', async () => {
      const before = await clicksOf('memory-game');
      expectRefused(await anon.from('game_clicks').insert({ game_id: 'memory-game', click_count: 5000 }), 401, '42501');
      expectRefused(await anon.from('game_clicks').update({ click_count: 5000 }).eq('game_id', 'memory-game'), 401, '42501');
      expectRefused(await anon.from('game_clicks').delete().eq('game_id', 'memory-game'), 401, '42501');
      expect(await clicksOf('memory-game')).toBe(before);
    });

    it('anon cannot choose created_at', async () => {
      expectRefused(await anon.from('game_scores').insert({ game_type: 'rps', player_name: uniqueName('t'), score: 3, created_at: '2000-01-01T00:00:00Z' }), 401, '42501');
    });

    it('an unknown game id is a 400 (22023), not a new row', async () => {
      expectRefused(await anon.rpc('register_game_click', { p_game_id: 'not-a-game' }), 400, '22023');
      const rows = await anon.from('game_clicks').select('game_id').eq('game_id', 'not-a-game');
      expect(rows.data).toEqual([]);
    });

    it('an unknown function or argument is a 404 (PGRST202)', async () => {
      expectRefused(await anon.rpc('no_such_function', {}), 404, 'PGRST202');
      expectRefused(await anon.rpc('register_game_click', { game: 'apple-game' }), 404, 'PGRST202');
    });

    const outOfRange: Array<[string, number | string, string]> = [
      ['rps', 0, 'a streak of 0'],
      ['rps', 1001, 'a streak above 1000'],
      ['rps', 4.5, 'a fractional streak'],
      ['number_guess', 101, '101 attempts'],
      ['number_guess', 2.5, 'fractional attempts'],
      ['apple', 1510, 'more than 1500 points'],
      ['apple', 25, 'points not a multiple of 10'],
      ['reaction', 49, 'under 50 ms'],
      ['reaction', 10001, 'over 10000 ms'],
      ['chess', 1, 'an unknown game'],
    ];
    for (const [gameType, score, label] of outOfRange) {
      it(`refuses ${label} (${gameType}) with 400 / 23514`, async () => {
        expectRefused(await service.from('game_scores').insert({ game_type: gameType, player_name: 'Eve', score }), 400, '23514');
      });
    }

    it('refuses a score that is not a number with 400 / 22P02', async () => {
      expectRefused(await service.from('game_scores').insert({ game_type: 'rps', player_name: 'Eve', score: 'lots' }), 400, '22P02');
    });

    const badNames: Array<[string, string]> = [
      ['', 'an empty name'],
      ['   ', 'a blank name'],
      ['x'.repeat(21), 'a 21-character name'],
      [' Eve', 'a leading space'],
      ['Eve ', 'a trailing space'],
      ['\u00a0Eve', 'a leading no-break space'],
      ['Ev\u0000e', 'a NUL character'],
      ['Ev\u0007e', 'a bell character'],
      ['Ev\ne', 'a newline'],
      ['Ev\u009be', 'a C1 control character'],
      ['\u202eevil', 'a right-to-left override'],
      ['\u200b\u200b', 'zero-width spaces only'],
      ['\u0301\u0301', 'combining accents only'],
    ];
    for (const [name, label] of badNames) {
      it(`refuses ${label} as player_name with 400 (even for the service role)`, async () => {
        const result = await service.from('game_scores').insert({ game_type: 'rps', player_name: name, score: 3 });
        expect(result.status, `HTTP status (${result.error?.code}: ${result.error?.message})`).toBe(400);
        // NUL cannot even be stored as text (22P05); the others break a check constraint.
        expect(result.error?.code).toBe(name.includes('\u0000') ? '22P05' : '23514');
      });
    }

    it('refuses to read quiz_images.answers (or any hidden column) as anon', async () => {
      expectRefused(await anon.from('quiz_images').select('answers'), 401, '42501');
      expectRefused(await anon.from('quiz_images').select('id, image'), 401, '42501');
      expectRefused(await anon.from('quiz_images').select('*'), 401, '42501');
      expectRefused(await anon.from('quiz_images').select('id').eq('answers', '{}'), 401, '42501');
      const visible = await anon.from('quiz_images').select('id, category, created_at').limit(1);
      expectOk(visible, 200);
    });

    it('answers an unknown table with 404 / 42P01', async () => {
      expectRefused(await anon.from('no_such_table').select('*'), 404, '42P01');
    });

    it('answers an unknown column with 400 / 42703 (select, filter and order)', async () => {
      expectRefused(await anon.from('game_scores').select('no_such_column'), 400, '42703');
      expectRefused(await anon.from('game_scores').select('score').eq('no_such_column', 1), 400, '42703');
      expectRefused(await anon.from('game_scores').select('score').order('no_such_column'), 400, '42703');
    });

    it('answers an unknown column in an insert with 400 / PGRST204', async () => {
      expectRefused(await service.from('game_scores').insert({ game_type: 'rps', player_name: 'Eve', score: 3, bonus: 1 }), 400, 'PGRST204');
    });

    it('answers an unknown operator with 400 / PGRST100', async () => {
      expectRefused(await anon.from('game_scores').select('score').filter('game_type', 'resembles' as 'eq', 'rps'), 400, 'PGRST100');
    });

    it('treats SQL injection attempts as plain values', async () => {
      const attacks = ["x' or '1'='1", "rps'; drop table game_scores; --", "rps\\' OR 1=1 --", '"; delete from game_clicks; --'];
      for (const value of attacks) {
        const read = await anon.from('game_scores').select('score').eq('game_type', value);
        expectOk(read, 200);
        expect(read.data).toEqual([]);
        const named = await anon.from('game_scores').select('score').eq('player_name', value);
        expectOk(named, 200);
        expect(named.data).toEqual([]);
      }
      expectRefused(await anon.rpc('register_game_click', { p_game_id: "apple-game'; update game_clicks set click_count = 0; --" }), 400, '22023');
      const name = "x');DROP TABLE t;--";
      expectOk(await service.from('game_scores').insert({ game_type: 'apple', player_name: name, score: 10 }), 201);
      const stored = await anon.from('game_scores').select('player_name').eq('player_name', name);
      expect(stored.data).toEqual([{ player_name: name }]);
      const clicks = await anon.from('game_clicks').select('game_id');
      expect(clicks.data).toHaveLength(16);
    });
  });
}
