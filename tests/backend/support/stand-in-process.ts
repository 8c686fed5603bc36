/**
 * Runs the stand-in as its own process (`node --import tsx supabase/local/main.ts`), the way
 * `npm start` does, so a load generator in this process does not share its event loop.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { findFreePort } from './free-port.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** A stand-in running in a child process. */
export interface StandInProcess {
  /** Base URL. */
  url: string;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Sends SIGTERM and waits for a clean exit; resolves with the exit code. */
  stop(): Promise<number | null>;
}

const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/** Starts `supabase/local/main.ts` with `env` added (PORT is chosen here); resolves when it listens. */
export async function startStandInProcess(env: Record<string, string>): Promise<StandInProcess> {
  const port = await findFreePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'supabase/local/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`stand-in did not start within 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`stand-in exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    output: () => output,
    stop: async () => {
      children.delete(child);
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      return exited;
    },
  };
}
