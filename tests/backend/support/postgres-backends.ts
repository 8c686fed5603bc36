/**
 * The PostgreSQL side of the backend suite and benchmark: one throwaway cluster whose databases
 * are migrated by the stand-in's own runner, some served by the stand-in (DATABASE_URL), some by
 * the real PostgREST behind a /rest/v1 gateway.
 */
import { fileURLToPath } from 'node:url';
import { applyMigrations } from '../../../supabase/local/migrations.ts';
import { openPostgresDatabase } from '../../../supabase/local/postgres-database.ts';
import { findPostgresBinaries, startPostgresCluster, type PostgresCluster } from './postgres-cluster.ts';
import { authenticatorRoleSql, findPostgrestBinary, startPostgrest } from './postgrest.ts';
import { startRestGateway } from './rest-gateway.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../../supabase/migrations', import.meta.url));

/** Why the PostgreSQL variants cannot run here, or null when they can. */
export function postgresUnavailableReason(): string | null {
  const binaries = findPostgresBinaries();
  return binaries.available ? null : binaries.reason;
}

/** Why the PostgREST variant cannot run here, or null when it can. */
export function postgrestUnavailableReason(): string | null {
  const binary = findPostgrestBinary();
  return postgresUnavailableReason() ?? (binary.available ? null : binary.reason);
}

/** Applies the migrations to `database` of `cluster`. */
export async function migrateDatabase(cluster: PostgresCluster, database: string): Promise<void> {
  const db = await openPostgresDatabase(cluster.url(database));
  try {
    await applyMigrations(db, MIGRATIONS_DIR);
    await db.exec('analyze');
  } finally {
    await db.close();
  }
}

/** PostgREST on a migrated database, with the /rest/v1 gateway in front. */
export interface ReferenceServer {
  /** PostgREST's own base URL (tables at its root). */
  postgrestUrl: string;
  /** Gateway base URL for supabase-js (serves /rest/v1). */
  url: string;
  /** Stops gateway and PostgREST. */
  stop(): Promise<void>;
}

/** A throwaway cluster on which migrated databases and PostgREST servers are made on demand. */
export interface PostgresBackends {
  /** The cluster. */
  cluster: PostgresCluster;
  /** Creates and migrates `name`; returns its URL (DATABASE_URL for the stand-in). */
  createMigratedDatabase(name: string): Promise<string>;
  /** Starts PostgREST (as `authenticator`) on migrated database `name` with a gateway in front. */
  startReference(name: string, pool?: number): Promise<ReferenceServer>;
  /** Stops every PostgREST started here, then the cluster. */
  stop(): Promise<void>;
}

/** Starts a cluster with PostgREST's `authenticator` role. */
export async function startPostgresBackends(): Promise<PostgresBackends> {
  const cluster = await startPostgresCluster();
  const stops: Array<() => Promise<void>> = [];
  let authenticatorReady = false;
  return {
    cluster,
    async createMigratedDatabase(name) {
      await cluster.createDatabase(name);
      await migrateDatabase(cluster, name);
      if (!authenticatorReady) {
        await cluster.exec(name, authenticatorRoleSql);
        authenticatorReady = true;
      }
      return cluster.url(name);
    },
    async startReference(name, pool = 10) {
      const postgrest = await startPostgrest(cluster, name, pool);
      const gateway = await startRestGateway(postgrest.url);
      let stopping: Promise<void> | null = null;
      const stop = () => {
        stopping ??= (async () => {
          await gateway.stop();
          await postgrest.stop();
        })();
        return stopping;
      };
      stops.push(stop);
      return { postgrestUrl: postgrest.url, url: gateway.url, stop };
    },
    async stop() {
      for (const stop of stops.splice(0)) await stop();
      await cluster.stop();
    },
  };
}
