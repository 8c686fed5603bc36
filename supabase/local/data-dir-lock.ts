/**
 * One stand-in per PGlite data folder: PGlite has no lock of its own, and two processes writing
 * the same folder would corrupt it. The lock is a pid file that a dead process leaves harmlessly.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCK_FILE = 'stand-in.lock';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock of `dataDir` (creating the folder); returns its release function. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  if (existsSync(path)) {
    const pid = Number(readFileSync(path, 'utf8').trim());
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
      throw new Error(`Another stand-in (pid ${pid}) is using ${dataDir}; stop it first or set DATA_DIR to another folder.`);
    }
  }
  writeFileSync(path, String(process.pid));
  return () => rmSync(path, { force: true });
}
