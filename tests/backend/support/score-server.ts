/**
 * The stand-in on PGlite as the score tests use it (issue 15): one server per test file, with a known game-token key
 * (so a test can sign exactly what an attacker could not), fixed seeds and no rate limit, plus plain-HTTP calls with
 * the public anon key, as any HTTP client could make them.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll } from 'vitest';
import { startServer, type RunningServer } from '../../../supabase/local/server.ts';
import { LOCAL_ANON_KEY } from '../../../supabase/local/local-keys.ts';
import { anonClient, serviceClient } from './supabase-clients.ts';

export interface FunctionAnswer { status: number; body: Record<string, unknown> }

export interface ScoreServer {
  readonly url: string;
  readonly anon: SupabaseClient;
  readonly service: SupabaseClient;
  /** POSTs a body (JSON-encoded unless already a string) to a function with the anon key. */
  post(name: 'submit-score' | 'game-session', body: unknown, init?: RequestInit): Promise<FunctionAnswer>;
  /** A fresh player name, so every test reads back only its own rows. */
  uniqueName(prefix: string): string;
}

const serverEnv = { RATE_LIMIT_PER_MINUTE: '1000000', GAME_FIXED_SEEDS: 'on' } as const;

/** Starts a stand-in signing game tokens with `secret` before the file's tests, and closes it after them. */
export function withScoreServer(secret: string): ScoreServer {
  let server: RunningServer | undefined;
  let anon: SupabaseClient | undefined;
  let service: SupabaseClient | undefined;
  let nameCounter = 0;

  beforeAll(async () => {
    Object.assign(process.env, serverEnv, { GAME_TOKEN_SECRET: secret });
    server = await startServer({ port: 0, dataDir: 'memory://' });
    anon = anonClient(server.url);
    service = serviceClient(server.url);
  });

  afterAll(async () => {
    await server?.close();
    for (const name of [...Object.keys(serverEnv), 'GAME_TOKEN_SECRET']) delete process.env[name];
  });

  /** The running server, or a clear failure when a test runs outside the file's hooks. */
  function running(): RunningServer {
    if (!server) throw new Error('withScoreServer: the server is not running (call it at the top of a test file)');
    return server;
  }

  return {
    get url() { return running().url; },
    get anon() { running(); return anon as SupabaseClient; },
    get service() { running(); return service as SupabaseClient; },
    async post(name, body, init = {}) {
      const response = await fetch(`${running().url}/functions/v1/${name}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${LOCAL_ANON_KEY}`, apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
        ...init,
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    uniqueName(prefix) {
      nameCounter += 1;
      return `${prefix}${nameCounter}-${Math.random().toString(36).slice(2, 7)}`;
    },
  };
}

/** A refusal's status, code, translation key and message. */
export function refusal(answer: FunctionAnswer): { status: number; code: unknown; key: unknown; message: unknown } {
  const error = answer.body.error as { code?: unknown; key?: unknown; message?: unknown } | undefined;
  return { status: answer.status, code: error?.code, key: error?.key, message: error?.message };
}
