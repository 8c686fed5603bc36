/**
 * Environment access that works in Deno (hosted functions) and Node (local stand-in, tests)
 * without depending on either runtime's type declarations.
 */

interface DenoEnvLike { env: { get(name: string): string | undefined } }
interface ProcessLike { env: Record<string, string | undefined> }
interface RuntimeGlobals { Deno?: DenoEnvLike; process?: ProcessLike }

/** Reads an environment variable (Deno.env first, then process.env); undefined when unset, empty or not permitted. */
export function readEnv(name: string): string | undefined {
  const runtime = globalThis as unknown as RuntimeGlobals;
  let value: string | undefined;
  try {
    value = runtime.Deno?.env.get(name);
  } catch {
    value = undefined;
  }
  if (value === undefined) value = runtime.process?.env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/** Reads an integer environment variable within [min, max]; the fallback when unset or not a valid integer in range. */
export function readIntegerEnv(name: string, fallback: number, min: number, max: number): number {
  const raw = readEnv(name);
  if (raw === undefined || !/^-?\d+$/.test(raw)) return fallback;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value >= min && value <= max ? value : fallback;
}

/** Reads an on/off flag: "off", "false", "0" and "no" (any case) are off, anything else set is on. */
export function readFlagEnv(name: string, fallback: boolean): boolean {
  const raw = readEnv(name);
  if (raw === undefined) return fallback;
  return !['off', 'false', '0', 'no'].includes(raw.toLowerCase());
}
