/**
 * The PGlite data-folder lock (fault 5 of issue 16): of two processes asking at the same instant exactly one gets it,
 * and a lock whose process id now belongs to another live process is taken over.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface, type Interface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveLockHolder, lockDataDir, parseLockRecord, processStartTime } from '../../supabase/local/data-dir-lock.ts';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ROUNDS = 15;

interface Contender {
  child: ChildProcess;
  next(): Promise<string>;
}

function startContender(): Contender {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/backend/support/lock-contender.ts'], { cwd: REPO_ROOT, stdio: ['pipe', 'pipe', 'inherit'] });
  const lines: Interface = createInterface({ input: child.stdout! });
  const queue: string[] = [];
  const waiting: Array<(line: string) => void> = [];
  lines.on('line', (line) => {
    const resolve = waiting.shift();
    if (resolve) resolve(line);
    else queue.push(line);
  });
  return { child, next: () => new Promise((resolve) => (queue.length > 0 ? resolve(queue.shift()!) : waiting.push(resolve))) };
}

let root: string;
let sleeper: ChildProcess;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'playground-lock-'));
  sleeper = spawn('sleep', ['120'], { stdio: 'ignore' });
});
afterAll(() => {
  sleeper.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

describe('data-folder lock', () => {
  it(`gives the lock to exactly one of two processes asking at the same instant, ${ROUNDS} times out of ${ROUNDS}`, async () => {
    const contenders = [startContender(), startContender()];
    try {
      expect(await Promise.all(contenders.map((c) => c.next()))).toEqual(['ready', 'ready']);
      for (let round = 0; round < ROUNDS; round += 1) {
        const dir = join(root, `race-${round}`);
        const at = Date.now() + 150;
        for (const contender of contenders) contender.child.stdin!.write(`go ${dir} ${at}\n`);
        const results = await Promise.all(contenders.map((c) => c.next()));
        expect(results.sort(), `round ${round}`).toEqual(['lost', 'won']);
        for (const contender of contenders) contender.child.stdin!.write('release\n');
        await Promise.all(contenders.map((c) => c.next()));
      }
    } finally {
      for (const contender of contenders) contender.child.stdin!.end();
      await Promise.all(contenders.map((c) => new Promise((resolve) => (c.child.exitCode !== null ? resolve(null) : c.child.once('exit', resolve)))));
    }
  }, 60_000);

  it('records the pid with its start time and releases only its own lock', () => {
    const dir = join(root, 'record');
    const release = lockDataDir(dir);
    const record = parseLockRecord(readFileSync(join(dir, 'stand-in.lock'), 'utf8'));
    expect(record).toEqual({ pid: process.pid, startTime: processStartTime(process.pid) });
    expect(record?.startTime).toMatch(/^\d+$/);
    release();
    expect(liveLockHolder(dir)).toBeUndefined();
  });

  it('refuses while the recorded process (same pid, same start time) runs', () => {
    const dir = join(root, 'held');
    lockDataDir(dir)();
    const pid = sleeper.pid!;
    writeFileSync(join(dir, 'stand-in.lock'), JSON.stringify({ pid, startTime: processStartTime(pid) }));
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`Another stand-in \\(pid ${pid}\\)`));
    expect(liveLockHolder(dir)).toBe(pid);
  });

  it('takes over a lock whose pid now belongs to another live process (another start time)', () => {
    const dir = join(root, 'reused');
    lockDataDir(dir)();
    const pid = sleeper.pid!;
    writeFileSync(join(dir, 'stand-in.lock'), JSON.stringify({ pid, startTime: '1' }));
    expect(liveLockHolder(dir)).toBeUndefined();
    const release = lockDataDir(dir);
    expect(parseLockRecord(readFileSync(join(dir, 'stand-in.lock'), 'utf8'))?.pid).toBe(process.pid);
    release();
  });

  it('takes over an old bare-pid lock written before its live process started', () => {
    const dir = join(root, 'legacy');
    lockDataDir(dir)();
    const path = join(dir, 'stand-in.lock');
    writeFileSync(path, String(sleeper.pid));
    const anHourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(path, anHourAgo, anHourAgo);
    const release = lockDataDir(dir);
    expect(parseLockRecord(readFileSync(path, 'utf8'))?.pid).toBe(process.pid);
    release();
  });
});
