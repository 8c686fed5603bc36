/**
 * Type-checks every Deno entry (supabase/functions/<name>/index.ts) with the `deno` npm package, each with its own
 * deno.json import map when it has one, as hosted Supabase resolves it (package.json resolution off, npm: packages from the registry).
 * Run: npm run check:deno
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const functionsDir = join(root, 'supabase', 'functions');
const denoBin = createRequire(import.meta.url).resolve('deno/bin.cjs');

const entries = readdirSync(functionsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => join(functionsDir, entry.name))
  .filter((dir) => existsSync(join(dir, 'index.ts')));

let failed = 0;
for (const dir of entries) {
  const name = relative(root, dir);
  // A function without bare imports may have no deno.json; it is then checked with no configuration at all.
  const config = existsSync(join(dir, 'deno.json')) ? ['--config', join(dir, 'deno.json')] : ['--no-config'];
  const started = Date.now();
  const result = spawnSync(process.execPath, [denoBin, 'check', '--quiet', '--no-lock', ...config, join(dir, 'index.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DENO_NO_PACKAGE_JSON: '1', DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' },
  });
  const ok = result.status === 0;
  if (!ok) failed += 1;
  console.info(`${ok ? 'ok  ' : 'FAIL'} ${name}/index.ts (${Date.now() - started} ms)`);
}
console.info(`deno check: ${entries.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 && entries.length > 0 ? 0 : 1);
