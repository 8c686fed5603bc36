/**
 * Throwaway PostgreSQL clusters for the backend suite and the benchmark: initdb in a temp dir,
 * pg_ctl start on a free 127.0.0.1 port, trust authentication, removed again on stop.
 * As root the server binaries run as the `postgres` user (PostgreSQL refuses to run as root).
 */
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { findFreePort } from './free-port.ts';

const run = promisify(execFile);

/** Where the PostgreSQL server binaries are, or why they cannot be used here. */
export type PostgresBinaries = { available: true; bindir: string } | { available: false; reason: string };

/** A running throwaway cluster. */
export interface PostgresCluster {
  /** TCP port on 127.0.0.1. */
  port: number;
  /** Connection URL for `database` as the superuser `postgres`. */
  url(database: string, user?: string): string;
  /** Creates an empty database owned by `postgres`. */
  createDatabase(name: string): Promise<void>;
  /** Runs SQL (no parameters) as `postgres` in `database`. */
  exec(database: string, sql: string): Promise<void>;
  /** Stops the server immediately and deletes its directory. */
  stop(): Promise<void>;
}

function candidateBindirs(): string[] {
  const dirs: string[] = [];
  if (process.env.PG_BINDIR) dirs.push(process.env.PG_BINDIR);
  const debianRoot = '/usr/lib/postgresql';
  if (existsSync(debianRoot)) {
    const versions = readdirSync(debianRoot)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) dirs.push(join(debianRoot, version, 'bin'));
  }
  for (const dir of (process.env.PATH ?? '').split(':')) if (dir) dirs.push(dir);
  return dirs;
}

/** Finds initdb, pg_ctl and postgres in one directory (PG_BINDIR, Debian's layout, then PATH). */
export function findPostgresBinaries(): PostgresBinaries {
  if (process.platform === 'win32') return { available: false, reason: 'PostgreSQL clusters are only started on Linux and macOS' };
  for (const dir of candidateBindirs()) {
    if (['initdb', 'pg_ctl', 'postgres'].every((name) => existsSync(join(dir, name)))) return { available: true, bindir: dir };
  }
  return { available: false, reason: 'PostgreSQL server binaries (initdb, pg_ctl, postgres) not found; install postgresql or set PG_BINDIR' };
}

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

function postgresIds(): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

/** Runs a server binary, as `postgres` when we are root. */
function asServerUser(binary: string, args: string[]): [string, string[]] {
  return isRoot() ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
}

const liveClusters = new Set<() => void>();
process.once('exit', () => {
  for (const stopNow of liveClusters) stopNow();
});

/** Starts a fresh cluster; throws when the binaries are missing. */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const binaries = findPostgresBinaries();
  if (!binaries.available) throw new Error(binaries.reason);
  const pgCtl = join(binaries.bindir, 'pg_ctl');
  const root = mkdtempSync(join(tmpdir(), 'playground-pg-'));
  if (isRoot()) {
    const { uid, gid } = postgresIds();
    chownSync(root, uid, gid);
  }
  const dataDir = join(root, 'data');
  const [initCmd, initArgs] = asServerUser(join(binaries.bindir, 'initdb'), [
    '-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync',
  ]);
  await run(initCmd, initArgs, { env: { ...process.env, TZ: 'UTC' } });
  const port = await findFreePort();
  const serverOptions = [
    `-p ${port}`, "-c listen_addresses=127.0.0.1", `-c unix_socket_directories=${root}`,
    '-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off',
    '-c max_connections=200', "-c timezone=UTC", '-c shared_buffers=64MB',
  ].join(' ');
  const [startCmd, startArgs] = asServerUser(pgCtl, ['-D', dataDir, '-o', serverOptions, '-l', join(root, 'server.log'), '-w', '-t', '60', 'start']);
  await run(startCmd, startArgs);

  const stopNow = () => {
    try {
      const [cmd, args] = asServerUser(pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      execFileSync(cmd, args, { stdio: 'ignore' });
    } catch {
      // The server may already be gone; the directory is removed below either way.
    }
    rmSync(root, { recursive: true, force: true });
  };
  liveClusters.add(stopNow);

  const url = (database: string, user = 'postgres') => `postgres://${user}@127.0.0.1:${port}/${database}`;
  const exec = async (database: string, sql: string) => {
    const client = new pg.Client({ connectionString: url(database) });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  return {
    port,
    url,
    exec,
    createDatabase: (name) => exec('postgres', `create database "${name.replaceAll('"', '""')}"`),
    stop: async () => {
      liveClusters.delete(stopNow);
      stopNow();
    },
  };
}
