/**
 * A child process that contends for a data-folder lock on command (used by data-dir-lock.test.ts): on the stdin line
 * `go <dir> <epoch ms>` it spins until that instant, calls lockDataDir and prints `won` or `lost`; on `release` it
 * releases a lock it holds and prints `released`.
 */
import { createInterface } from 'node:readline';
import { lockDataDir } from '../../../supabase/local/data-dir-lock.ts';

let release: (() => void) | undefined;
const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  const [command, dir, at] = line.split(' ');
  if (command === 'go' && dir !== undefined && at !== undefined) {
    const instant = Number(at);
    while (Date.now() < instant) {
      // Spin: both contenders leave this loop within the same millisecond.
    }
    try {
      release = lockDataDir(dir);
      process.stdout.write('won\n');
    } catch {
      process.stdout.write('lost\n');
    }
  } else if (command === 'release') {
    release?.();
    release = undefined;
    process.stdout.write('released\n');
  }
});
lines.on('close', () => release?.());
process.stdout.write('ready\n');
