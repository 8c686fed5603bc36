/**
 * The site's data client (postgrest-js + functions-js, issue 14) sends exactly the requests supabase-js sent: for
 * every spec §7 call the site makes through src/lib/api, the method, URL, headers and body match what the same call
 * through a supabase-js client produces. Both go through one recording fetch that answers like the backend.
 */
import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import supabaseJsPackage from '@supabase/supabase-js/package.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { LOCAL_ANON_KEY } from '../../supabase/local/local-keys.ts';

const origin = 'http://127.0.0.1:54999';

/** The constructor type realtime-js accepts as its transport (Node 20 has no global WebSocket). */
type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

/** A supabase-js client with no session persistence, requests going through `fetch`. */
function supabaseJs(url: string, fetch?: typeof globalThis.fetch) {
  return createClient(url, LOCAL_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // `ws` implements the WebSocket API realtime-js needs; its typings differ only in event details.
    realtime: { transport: WebSocket as unknown as RealtimeTransport },
    ...(fetch ? { global: { fetch } } : {}),
  });
}

/** One request as sent. */
interface Recorded {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | null;
}

let recorded: Recorded[] = [];

/** Answers like the stand-in would, so every call completes; records the request first. */
async function recordingFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  recorded.push({ method: request.method, url: request.url, headers, body: request.body === null ? null : await request.text() });
  const { pathname } = new URL(request.url);
  const json = (body: unknown, status = 200, extra: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...extra } });
  if (pathname === '/rest/v1/game_clicks') return json([{ game_id: 'ai-story', click_count: 3 }]);
  if (pathname === '/rest/v1/rpc/register_game_click') return json(4);
  if (pathname === '/rest/v1/game_scores') return json([{ player_name: 'Ana', score: 12, created_at: '2026-01-01T00:00:00Z' }]);
  if (pathname === '/rest/v1/quiz_images') return new Response(null, { status: 200, headers: { 'Content-Range': '*/5' } });
  if (pathname === '/functions/v1/ai-content') return json({ result: 'Once upon a time, a story.', source: 'engine' });
  if (pathname === '/functions/v1/validate-quiz-answer') return json({ correct: true });
  if (pathname === '/functions/v1/populate-quiz-images') return json({ count: 5, inserted: 0 });
  return json({ error: { message: `unexpected ${pathname}` } }, 404);
}

/** What one call sent: runs it and returns the requests it recorded. */
async function requestsOf(call: () => Promise<unknown>): Promise<Recorded[]> {
  recorded = [];
  await call();
  return recorded;
}

/** The requests without the client-info header (compared on its own: supabase-js in Node names the Node runtime). */
function withoutClientInfo(requests: Recorded[]): Recorded[] {
  return requests.map(({ headers, ...rest }) => ({ ...rest, headers: Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'x-client-info')) }));
}

const memoryStorage = new Map<string, string>();

beforeAll(() => {
  vi.stubGlobal('window', {
    location: { origin, hash: '', search: '' },
    localStorage: {
      getItem: (key: string) => memoryStorage.get(key) ?? null,
      setItem: (key: string, value: string) => void memoryStorage.set(key, value),
      removeItem: (key: string) => void memoryStorage.delete(key),
    },
  });
  vi.stubGlobal('fetch', recordingFetch);
});

afterAll(() => {
  vi.unstubAllGlobals();
});

describe('the site data client', () => {
  /** supabase-js as the site created it before issue 14 (no session, so requests carry the anon key). */
  const reference = () => supabaseJs(origin, recordingFetch);

  it('sends the spec §7 table and RPC calls exactly as supabase-js did', async () => {
    const { getGameClicks } = await import('../../src/lib/api/get-game-clicks');
    const { registerGameClick } = await import('../../src/lib/api/register-game-click');
    const { getTopScores } = await import('../../src/lib/api/get-top-scores');
    const { countQuizImages } = await import('../../src/lib/api/count-quiz-images');
    const old = reference();

    const pairs: Array<[() => Promise<unknown>, () => Promise<unknown>]> = [
      [
        getGameClicks,
        async () => old.from('game_clicks').select('game_id, click_count').order('click_count', { ascending: false }).order('game_id', { ascending: true }).retry(false),
      ],
      [() => registerGameClick('number-guess'), async () => old.rpc('register_game_click', { p_game_id: 'number-guess' })],
      [
        () => getTopScores('reaction'),
        // The all-time boards leave the daily apple board's entries out (issue 15: board_day).
        async () => old.from('game_scores').select('player_name, score, created_at').eq('game_type', 'reaction').is('board_day', null).order('score', { ascending: true }).limit(10).retry(false),
      ],
      [
        () => getTopScores('apple'),
        async () => old.from('game_scores').select('player_name, score, created_at').eq('game_type', 'apple').is('board_day', null).order('score', { ascending: false }).limit(10).retry(false),
      ],
      [
        () => getTopScores('apple', '2026-11-25'),
        async () => old.from('game_scores').select('player_name, score, created_at').eq('game_type', 'apple').eq('board_day', '2026-11-25').order('score', { ascending: false }).limit(10).retry(false),
      ],
      [countQuizImages, async () => old.from('quiz_images').select('id', { count: 'exact', head: true }).retry(false)],
    ];
    for (const [site, supabaseJs] of pairs) {
      const sent = await requestsOf(site);
      const expected = await requestsOf(supabaseJs);
      expect(sent).toHaveLength(1);
      expect(withoutClientInfo(sent)).toEqual(withoutClientInfo(expected));
    }
  });

  it('invokes the server functions exactly as supabase-js did', async () => {
    const { generateContent } = await import('../../src/lib/api/generate-content');
    const { validateQuizAnswer } = await import('../../src/lib/api/validate-quiz-answer');
    const { populateQuizImages } = await import('../../src/lib/api/populate-quiz-images');
    const old = reference();

    const pairs: Array<[() => Promise<unknown>, () => Promise<unknown>]> = [
      [
        () => generateContent('story', { storyStart: 'A fox finds a lantern in the snow' }, 'ko'),
        async () => old.functions.invoke('ai-content', { body: { type: 'story', storyStart: 'A fox finds a lantern in the snow', language: 'ko' } }),
      ],
      [
        () => validateQuizAnswer('img-1', 'dog', 'en', false),
        async () => old.functions.invoke('validate-quiz-answer', { method: 'POST', body: { image_id: 'img-1', user_answer: 'dog', language: 'en', reveal: false } }),
      ],
      [() => populateQuizImages(), async () => old.functions.invoke('populate-quiz-images', { method: 'POST' })],
    ];
    for (const [site, supabaseJs] of pairs) {
      const sent = await requestsOf(site);
      const expected = await requestsOf(supabaseJs);
      expect(sent).toHaveLength(1);
      expect(withoutClientInfo(sent)).toEqual(withoutClientInfo(expected));
    }
  });

  it('names itself as supabase-js in a browser, with the installed version, and sends the anon key without a session', async () => {
    const { getGameClicks } = await import('../../src/lib/api/get-game-clicks');
    const [sent] = await requestsOf(getGameClicks);
    expect(sent?.headers['x-client-info']).toBe(`supabase-js/${supabaseJsPackage.version}; runtime=web`);
    expect(sent?.headers.apikey).toBe(LOCAL_ANON_KEY);
    expect(sent?.headers.authorization).toBe(`Bearer ${LOCAL_ANON_KEY}`);
    const [old] = await requestsOf(async () => reference().from('game_clicks').select('game_id'));
    expect(old?.headers['x-client-info']).toMatch(new RegExp(`^supabase-js/${supabaseJsPackage.version.replace(/\./g, '\\.')}; `));
  });

  it('looks for a stored session under supabase-js’s own storage key, and for one arriving in the URL', async () => {
    const { sessionStorageKey, urlCarriesSession } = await import('../../src/lib/supabase-session');
    for (const url of [origin, 'https://abcdefgh.supabase.co', 'http://localhost:54321']) {
      // The key supabase-js itself reads a stored session from.
      const keysRead: string[] = [];
      const storage = { getItem: (key: string) => (keysRead.push(key), null), setItem: () => undefined, removeItem: () => undefined };
      const client = createClient(url, LOCAL_ANON_KEY, {
        auth: { persistSession: true, autoRefreshToken: false, detectSessionInUrl: false, storage },
        realtime: { transport: WebSocket as unknown as RealtimeTransport },
      });
      await client.auth.getSession();
      expect(keysRead).toContain(sessionStorageKey(url));
    }
    expect(urlCarriesSession({ hash: '#access_token=x&refresh_token=y', search: '' })).toBe(true);
    expect(urlCarriesSession({ hash: '', search: '?code=abc' })).toBe(true);
    expect(urlCarriesSession({ hash: '#error_description=denied', search: '' })).toBe(true);
    expect(urlCarriesSession({ hash: '#top', search: '?lng=ko' })).toBe(false);
  });
});
