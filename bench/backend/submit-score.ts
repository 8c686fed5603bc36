/**
 * submit-score latency (issue 15): an apple game's moves replayed by the function and saved, through HTTP on the
 * stand-in (PGlite in memory), p50/p99 over many requests. Budget: p99 < 20 ms. Run: `npm run bench:scores`.
 * Logs: the longest honest log of a board (greedy removals; every move clears ≥ 2 of the 150 apples, so at most 75)
 * and a 150-move log (the schema's maximum), whose replay stops at the first move that takes apples already gone.
 * Per phase (the function's `Server-Timing`): read (body + zod), verify (token HMAC and board), replay, prove (the
 * claim against the replay), insert (service-role supabase-js → the stand-in's data API → PGlite), and http (the rest
 * of the round trip: client, Hono, the functions host). The load average is printed with the figures.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { startServer } from '../../supabase/local/server.ts';
import { LOCAL_ANON_KEY } from '../../supabase/local/local-keys.ts';
import { signToken } from '../../supabase/functions/_shared/security/signed-token.ts';
import type { AppleMove } from '../../supabase/functions/_shared/contract/apple-replay.ts';
import { greedyAppleLog } from '../../tests/backend/support/apple-logs.ts';

const secret = 'bench-secret-0123456789abcdef0123456789';
const iterations = Number(process.env.BENCH_ITERATIONS ?? 300);
const budgetMs = 20;


function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** Phase durations of a `Server-Timing` header. */
function phasesOf(header: string | null): Map<string, number> {
  const phases = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const match = /^\s*([\w-]+);dur=([\d.]+)\s*$/.exec(part);
    if (match) phases.set(match[1] as string, Number(match[2]));
  }
  return phases;
}

function loadAverage(): string {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return 'n/a';
  }
}

async function measure(url: string, label: string, body: (sid: string) => Promise<Record<string, unknown>>, expected: number) {
  const times: number[] = [];
  const phases = new Map<string, number[]>();
  for (let index = 0; index < iterations + 20; index += 1) {
    const payload = JSON.stringify(await body(`bench-${label.length}-${String(index).padStart(6, "0")}`.padEnd(32, "x")));
    const started = performance.now();
    const response = await fetch(`${url}/functions/v1/submit-score`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}`, 'content-type': 'application/json' },
      body: payload,
    });
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (response.status !== expected) throw new Error(`${label}: status ${response.status}, expected ${expected}`);
    if (index >= 20) {
      times.push(elapsed);
      const measured = phasesOf(response.headers.get('server-timing'));
      let inside = 0;
      for (const [name, ms] of measured) {
        inside += ms;
        phases.set(name, [...(phases.get(name) ?? []), ms]);
      }
      phases.set('http', [...(phases.get('http') ?? []), elapsed - inside]);
    }
  }
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 50);
  const p99 = percentile(times, 99);
  console.info(`${label.padEnd(58)} p50 ${p50.toFixed(2)} ms  p99 ${p99.toFixed(2)} ms  ${p99 < budgetMs ? 'PASS' : 'FAIL'} (budget p99 < ${budgetMs} ms, n=${times.length}, load ${loadAverage()})`);
  for (const [name, values] of phases) {
    values.sort((a, b) => a - b);
    console.info(`  ${name.padEnd(8)} p50 ${percentile(values, 50).toFixed(3)} ms  p99 ${percentile(values, 99).toFixed(3)} ms`);
  }
  return p99 < budgetMs;
}

async function main(): Promise<void> {
  process.env.GAME_TOKEN_SECRET = secret;
  process.env.RATE_LIMIT_PER_MINUTE = '0';
  const server = await startServer({ port: 0, dataDir: 'memory://' });
  try {
    const seed = 4242;
    const honest = greedyAppleLog(seed, { lastMs: 119_000 });
    const seedToken = (sid: string) => signToken('apple-seed', { sid, seed }, 3_600_000, { secret, now: Date.now() - 125_000 });
    const padded = [...honest.moves, ...Array.from({ length: 150 - honest.moves.length }, () => ({ ...(honest.moves[0] as AppleMove), t: 119_000 }))];
    const ok = [
      await measure(server.url, `apple replay, honest log of ${honest.moves.length} moves, saved (201)`, async (sid) => ({ game_type: 'apple', player_name: 'Bench', score: honest.score, token: await seedToken(sid), moves: honest.moves }), 201),
      await measure(server.url, 'apple replay, 150-move log, refused at its first replayed move (422)', async (sid) => ({ game_type: 'apple', player_name: 'Bench', score: honest.score, token: await seedToken(sid), moves: padded }), 422),
    ];
    if (process.argv.includes('--strict') && ok.includes(false)) process.exitCode = 1;
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error('[bench:scores]', error);
  process.exit(1);
});
