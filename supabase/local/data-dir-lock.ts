/**
 * One stand-in per PGlite data folder: PGlite has no lock of its own, and two processes writing the same folder would
 * corrupt it. The lock file appears atomically with its content (written to a private file opened with O_EXCL, then
 * hard-linked into place: link() fails when the name exists, so of two processes starting at the same instant exactly
 * one wins). It records the holder's process id and, on Linux, that process's start time, so a lock left by a dead
 * process whose id now belongs to another live process is recognised as stale and taken over.
 */
import { closeSync, fstatSync, linkSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';

const LOCK_FILE = 'stand-in.lock';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on every Linux architecture Node supports). */
const USER_HZ = 100;

/** What a lock file records. */
export interface LockRecord {
  /** Process id of the holder. */
  pid: number;
  /** The holder's start time as /proc/<pid>/stat field 22 (clock ticks since boot), or null where unknown. */
  startTime: string | null;
}

/** Whether a process with this id is running (signal 0 probes without touching it; EPERM means it runs as another user). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Field 22 of /proc/<pid>/stat (start time in clock ticks since boot), or null when not on Linux or no such process. */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may contain spaces and ')': fields restart after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const startTime = fields[19];
    return startTime !== undefined && /^\d+$/.test(startTime) ? startTime : null;
  } catch {
    return null;
  }
}

/** When process `pid` started, in ms since the epoch (from /proc/stat btime), or null where unknown. */
function processStartedAtMs(pid: number): number | null {
  const ticks = processStartTime(pid);
  if (ticks === null) return null;
  try {
    const btime = /^btime (\d+)$/m.exec(readFileSync('/proc/stat', 'utf8'))?.[1];
    return btime === undefined ? null : Number(btime) * 1000 + (Number(ticks) * 1000) / USER_HZ;
  } catch {
    return null;
  }
}

/** Parses a lock file: the JSON record, or the bare process id older versions wrote. */
export function parseLockRecord(text: string): LockRecord | null {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed), startTime: null };
  try {
    const value: unknown = JSON.parse(trimmed);
    if (typeof value !== 'object' || value === null) return null;
    const pid: unknown = Reflect.get(value, 'pid');
    const startTime: unknown = Reflect.get(value, 'startTime');
    if (typeof pid !== 'number' || !Number.isSafeInteger(pid) || pid <= 0) return null;
    return { pid, startTime: typeof startTime === 'string' ? startTime : null };
  } catch {
    return null;
  }
}

/**
 * Whether the process that wrote `record` still runs: its id is alive and it is the same process, judged by the
 * recorded start time, or for an old lock without one, by the process having started before the lock was written.
 */
function holderRuns(record: LockRecord, lockWrittenAtMs: number): boolean {
  if (!isAlive(record.pid)) return false;
  if (record.startTime !== null) {
    const current = processStartTime(record.pid);
    return current === null || current === record.startTime;
  }
  const startedAt = processStartedAtMs(record.pid);
  // One second of slack for the clock-tick rounding of the start time.
  return startedAt === null || startedAt <= lockWrittenAtMs + 1000;
}

/** The process id holding the lock of `dataDir` when that process still runs, else undefined. */
export function liveLockHolder(dataDir: string): number | undefined {
  const path = join(dataDir, LOCK_FILE);
  try {
    const record = parseLockRecord(readFileSync(path, 'utf8'));
    return record !== null && holderRuns(record, statSync(path).mtimeMs) ? record.pid : undefined;
  } catch {
    return undefined;
  }
}

/** Creates `path` holding `content` atomically: false when the name already exists. */
function createExclusive(path: string, content: string): boolean {
  const draft = `${path}.${process.pid}.${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
  const fd = openSync(draft, 'wx');
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(draft, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

/**
 * Removes the lock file only if it is still the one judged stale (same inode): it is first renamed aside, which is
 * atomic, and put back with link() (which refuses to overwrite) when another process replaced it in between.
 */
function removeIfUnchanged(path: string, judgedInode: number): void {
  const aside = `${path}.stale.${process.pid}.${Math.random().toString(36).slice(2)}`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const fd = openSync(aside, 'r');
  const inode = fstatSync(fd).ino;
  closeSync(fd);
  if (inode !== judgedInode) {
    try {
      linkSync(aside, path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  rmSync(aside, { force: true });
}

/** Most attempts at taking a lock whose holder keeps changing (each attempt either wins, refuses or clears a stale lock). */
const MAX_ATTEMPTS = 8;

/** Takes the lock of `dataDir` (creating the folder); returns its release function. Throws when another process holds it. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  const own: LockRecord = { pid: process.pid, startTime: processStartTime(process.pid) };
  const content = JSON.stringify(own);
  const release = () => {
    try {
      if (parseLockRecord(readFileSync(path, 'utf8'))?.pid === process.pid) rmSync(path, { force: true });
    } catch {
      // Already gone.
    }
  };
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    if (createExclusive(path, content)) return release;
    let text: string;
    let inode: number;
    let writtenAtMs: number;
    try {
      const fd = openSync(path, 'r');
      try {
        const stats = fstatSync(fd);
        inode = stats.ino;
        writtenAtMs = stats.mtimeMs;
        text = readFileSync(fd, 'utf8');
      } finally {
        closeSync(fd);
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const record = parseLockRecord(text);
    if (record !== null && record.pid === process.pid && record.startTime === own.startTime) return release;
    if (record !== null && holderRuns(record, writtenAtMs)) {
      throw new Error(`Another stand-in (pid ${record.pid}) is using ${dataDir}; stop it first or set DATA_DIR to another folder.`);
    }
    removeIfUnchanged(path, inode);
  }
  throw new Error(`Could not take the lock of ${dataDir}: it kept changing hands; try again.`);
}
