/**
 * The stand-in's options from its environment (the CLI's only input): PORT, HOST, DATA_DIR, DATABASE_URL and the
 * connection bounds HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, MAX_SILENT_CONNECTIONS_PER_ADDRESS and
 * MAX_CONNECTIONS_PER_ADDRESS.
 */
import { resolve } from 'node:path';
import { DEFAULT_PORT, type StartServerOptions } from './server.ts';

/** The DATA_DIR prefix that keeps PGlite in memory. */
export const MEMORY_DATA_DIR = 'memory://';

function integerFromEnv(name: string, value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) throw new Error(`${name} must be an integer from ${min} to ${max}, not ${JSON.stringify(value)}`);
  return number;
}

/** DATA_DIR as a folder resolved from the working directory, `memory://` kept as it is, or undefined when unset. */
export function dataDirFromEnv(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  return value.startsWith(MEMORY_DATA_DIR) ? value : resolve(value);
}

/** Reads every option of the stand-in from `env`; throws on a malformed number. */
export function serverOptionsFromEnv(env: Record<string, string | undefined>): StartServerOptions {
  return {
    port: integerFromEnv('PORT', env.PORT, 0, 65_535) ?? DEFAULT_PORT,
    host: env.HOST || undefined,
    dataDir: dataDirFromEnv(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL || undefined,
    headersTimeoutMs: integerFromEnv('HEADERS_TIMEOUT_MS', env.HEADERS_TIMEOUT_MS, 100, 600_000),
    requestTimeoutMs: integerFromEnv('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, 100, 3_600_000),
    keepAliveTimeoutMs: integerFromEnv('KEEP_ALIVE_TIMEOUT_MS', env.KEEP_ALIVE_TIMEOUT_MS, 100, 600_000),
    maxSilentConnectionsPerAddress: integerFromEnv('MAX_SILENT_CONNECTIONS_PER_ADDRESS', env.MAX_SILENT_CONNECTIONS_PER_ADDRESS, 1, 1_000_000),
    maxConnectionsPerAddress: integerFromEnv('MAX_CONNECTIONS_PER_ADDRESS', env.MAX_CONNECTIONS_PER_ADDRESS, 1, 1_000_000),
  };
}
