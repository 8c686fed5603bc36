/**
 * Serves `/functions/v1/<name>` like hosted Edge Functions: each folder of supabase/functions
 * (names starting with `_` are shared code, not functions) exports a web-standard
 * `handler(req: Request): Promise<Response>` from `handler.ts`; its `index.ts` is the Deno entry
 * for hosted Supabase and is not used here.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RequestHandler } from '../functions/_shared/http/function-handler.ts';


/** The environment a function reads, as hosted Supabase provides it. */
export interface FunctionEnvironment {
  /** The project's base URL (here: the stand-in's own). */
  SUPABASE_URL: string;
  /** The anon key. */
  SUPABASE_ANON_KEY: string;
  /** The service role key. */
  SUPABASE_SERVICE_ROLE_KEY: string;
}

/** The functions found in one folder. */
export interface FunctionsHost {
  /** Names of the discovered functions, sorted. */
  readonly names: string[];
  /** Whether `name` is a discovered function. */
  has(name: string): boolean;
  /** Calls function `name` with `request` after setting its environment. */
  invoke(name: string, request: Request, environment: FunctionEnvironment): Promise<Response>;
}

/** Lists function folders of `dir` that have a handler.ts (none when the folder is missing). */
export function discoverFunctions(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && !entry.name.startsWith('.'))
    .filter((entry) => existsSync(join(dir, entry.name, 'handler.ts')))
    .map((entry) => entry.name)
    .sort();
}

async function loadHandler(file: string): Promise<RequestHandler> {
  const module = (await import(pathToFileURL(file).href)) as { handler?: unknown };
  if (typeof module.handler !== 'function') throw new Error(`${file} does not export handler(req: Request): Promise<Response>`);
  const handler = module.handler as (request: Request) => unknown;
  return async (request) => {
    const response = await handler(request);
    if (!(response instanceof Response)) throw new Error(`${file}: handler did not return a Response`);
    return response;
  };
}

/** Discovers the functions of `dir` once; each module is imported on its first call. */
export function createFunctionsHost(dir: string): FunctionsHost {
  const names = discoverFunctions(dir);
  const loaded = new Map<string, Promise<RequestHandler>>();
  return {
    names,
    has: (name) => names.includes(name),
    async invoke(name, request, environment) {
      let handler = loaded.get(name);
      if (!handler) {
        handler = loadHandler(join(dir, name, 'handler.ts'));
        loaded.set(name, handler);
        handler.catch(() => loaded.delete(name));
      }
      Object.assign(process.env, environment);
      return (await handler)(request);
    },
  };
}
