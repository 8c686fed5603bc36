/**
 * One stand-in per PGlite data folder: PGlite has no lock of its own, and two processes writing
 * the same folder would corrupt it. The lock is a pid file that a dead process leaves harmlessly.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCK_FILE = 'stand-in.lock';

/** Whether a process with this id is running (signal 0 probes without touching it; EPERM means it runs as another user). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process id written in the lock of `dataDir` when that process still runs, else undefined. */
export function liveLockHolder(dataDir: string): number | undefined {
  const path = join(dataDir, LOCK_FILE);
  if (!existsSync(path)) return undefined;
  const pid = Number(readFileSync(path, 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : undefined;
}

/** Takes the lock of `dataDir` (creating the folder); returns its release function. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  const pid = liveLockHolder(dataDir);
  if (pid !== undefined && pid !== process.pid) {
    throw new Error(`Another stand-in (pid ${pid}) is using ${dataDir}; stop it first or set DATA_DIR to another folder.`);
  }
  writeFileSync(path, String(process.pid));
  return () => rmSync(path, { force: true });
}
