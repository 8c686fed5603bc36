/**
 * Backend benchmark (`npm run bench:backend`, flags: --strict, --duration=<seconds>).
 *
 * On 127.0.0.1, for the stand-in on PGlite, the stand-in on PostgreSQL and the real PostgREST on
 * the same PostgreSQL (the last two when the binaries exist):
 *  1. 1,000 concurrent register_game_click through supabase-js → the final count (must be 1,000);
 *  2. the spec's read-then-write click registration, 1,000 concurrent → how many clicks it lost;
 *  3. autocannon on the top-10 leaderboard read at 1, 10 and 50 connections → req/s, p50, p99.
 * Then the budgets, PASS/FAIL each: PGlite ≥ 600 req/s and p99 ≤ 50 ms at c=10; stand-in on
 * PostgreSQL ≥ 0.5× PostgREST at every concurrency. Exit code 1 on a failed budget only with --strict.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { SupabaseClient } from '@supabase/supabase-js';
import { LOCAL_ANON_KEY } from '../../supabase/local/local-keys.ts';
import { postgresUnavailableReason, postgrestUnavailableReason, startPostgresBackends, type PostgresBackends } from '../../tests/backend/support/postgres-backends.ts';
import { anonClient, serviceClient } from '../../tests/backend/support/supabase-clients.ts';
import { startStandInProcess, type StandInProcess } from '../../tests/backend/support/stand-in-process.ts';

/** Concurrency levels of the read benchmark. */
const CONNECTIONS = [1, 10, 50] as const;
/** Concurrent clicks in the counting test. */
const CLICKS = 1000;
/** Leaderboard rows seeded per game before the read benchmark. */
const SEED_ROWS_PER_GAME = 250;
/** The top-10 read of spec §7 call 4, for rock-paper-scissors. */
const TOP10_QUERY = '/game_scores?select=player_name,score,created_at&game_type=eq.rps&order=score.desc&limit=10';

const strict = process.argv.includes('--strict');
const durationArg = process.argv.find((arg) => arg.startsWith('--duration='));
const duration = durationArg ? Number(durationArg.split('=')[1]) : 10;

interface Target {
  name: string;
  /** Base URL for supabase-js (serves /rest/v1). */
  clientUrl: string;
  /** Base URL of the table endpoints for autocannon (…/rest/v1, or PostgREST's root). */
  restUrl: string;
}

interface ReadFigures {
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

function print(line = ''): void {
  process.stdout.write(`${line}\n`);
}

async function seedScores(service: SupabaseClient): Promise<void> {
  const rows = [];
  for (let i = 0; i < SEED_ROWS_PER_GAME; i++) {
    const name = `bench-${i}`;
    rows.push({ game_type: 'rps', player_name: name, score: 1 + ((i * 37) % 1000) });
    rows.push({ game_type: 'number_guess', player_name: name, score: 1 + ((i * 13) % 100) });
    rows.push({ game_type: 'apple', player_name: name, score: ((i * 7) % 151) * 10 });
    rows.push({ game_type: 'reaction', player_name: name, score: 50 + ((i * 911) % 9950) + 0.25 });
  }
  const { error } = await service.from('game_scores').insert(rows);
  if (error) throw new Error(`seeding failed: ${error.message}`);
}

async function resetClicks(service: SupabaseClient, gameId: string): Promise<void> {
  const { error } = await service.from('game_clicks').update({ click_count: 0 }).eq('game_id', gameId);
  if (error) throw new Error(`reset failed: ${error.message}`);
}

async function readClicks(client: SupabaseClient, gameId: string): Promise<number> {
  const { data, error } = await client.from('game_clicks').select('click_count').eq('game_id', gameId).single();
  if (error) throw new Error(`read failed: ${error.message}`);
  return Number((data as { click_count: number }).click_count);
}

/** 1,000 concurrent atomic clicks; returns the final count and the failed calls. */
async function atomicClicks(target: Target): Promise<{ final: number; failed: number; ms: number }> {
  const anon = anonClient(target.clientUrl);
  const service = serviceClient(target.clientUrl);
  await resetClicks(service, 'click-race');
  const started = performance.now();
  const results = await Promise.all(Array.from({ length: CLICKS }, () => anon.rpc('register_game_click', { p_game_id: 'click-race' })));
  const ms = performance.now() - started;
  return { final: await readClicks(anon, 'click-race'), failed: results.filter((result) => result.error).length, ms };
}

/** The spec's read-then-write (select, then update or insert), 1,000 concurrent, with the service key. */
async function readThenWriteClicks(target: Target): Promise<{ final: number; lost: number; failed: number }> {
  const service = serviceClient(target.clientUrl);
  await resetClicks(service, 'memory-game');
  let failed = 0;
  await Promise.all(
    Array.from({ length: CLICKS }, async () => {
      const { data, error } = await service.from('game_clicks').select('click_count').eq('game_id', 'memory-game').maybeSingle();
      if (error) {
        failed++;
        return;
      }
      const row = data as { click_count: number } | null;
      const write = row
        ? await service.from('game_clicks').update({ click_count: row.click_count + 1 }).eq('game_id', 'memory-game')
        : await service.from('game_clicks').insert({ game_id: 'memory-game', click_count: 1 });
      if (write.error) failed++;
    }),
  );
  const final = await readClicks(service, 'memory-game');
  return { final, lost: CLICKS - final, failed };
}

async function measureRead(target: Target, connections: number, seconds: number): Promise<ReadFigures> {
  const result = await autocannon({
    url: `${target.restUrl}${TOP10_QUERY}`,
    connections,
    duration: seconds,
    headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}` },
  });
  return {
    connections,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

async function benchTarget(target: Target): Promise<ReadFigures[]> {
  print(`\n## ${target.name}`);
  await seedScores(serviceClient(target.clientUrl));
  const atomic = await atomicClicks(target);
  print(`  atomic register_game_click x${CLICKS}: final count ${atomic.final} (${atomic.final === CLICKS ? 'exact' : 'WRONG'}), ${atomic.failed} failed calls, ${atomic.ms.toFixed(0)} ms`);
  const naive = await readThenWriteClicks(target);
  print(`  spec read-then-write x${CLICKS}: final count ${naive.final}, lost ${naive.lost} clicks, ${naive.failed} failed calls`);
  await measureRead(target, 10, 2);
  const figures: ReadFigures[] = [];
  for (const connections of CONNECTIONS) {
    const figure = await measureRead(target, connections, duration);
    figures.push(figure);
    print(`  top-10 read c=${String(connections).padEnd(2)}: ${figure.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${String(figure.p50).padStart(3)} ms  p99 ${String(figure.p99).padStart(3)} ms  non-2xx/errors ${figure.failures}`);
  }
  return figures;
}

async function main(): Promise<void> {
  print(`# Backend benchmark (${duration} s per read run, Node ${process.version})`);
  const dataDir = mkdtempSync(join(tmpdir(), 'playground-bench-'));
  const processes: StandInProcess[] = [];
  let backends: PostgresBackends | null = null;
  const budgets: Array<{ name: string; pass: boolean }> = [];
  try {
    const pglite = await startStandInProcess({ DATA_DIR: dataDir, DATABASE_URL: '' });
    processes.push(pglite);
    const liteFigures = await benchTarget({ name: 'stand-in on PGlite', clientUrl: pglite.url, restUrl: `${pglite.url}/rest/v1` });
    await pglite.stop();
    const c10 = liteFigures.find((figure) => figure.connections === 10);
    if (c10) {
      budgets.push({ name: `PGlite c=10 ≥ 600 req/s (${c10.requestsPerSecond.toFixed(0)})`, pass: c10.requestsPerSecond >= 600 });
      budgets.push({ name: `PGlite c=10 p99 ≤ 50 ms (${c10.p99} ms)`, pass: c10.p99 <= 50 });
    }

    const pgReason = postgresUnavailableReason();
    if (pgReason) {
      print(`\n## stand-in on PostgreSQL: skipped (${pgReason})`);
    } else {
      backends = await startPostgresBackends();
      const standIn = await startStandInProcess({ DATABASE_URL: await backends.createMigratedDatabase('standin') });
      processes.push(standIn);
      const pgFigures = await benchTarget({ name: 'stand-in on PostgreSQL', clientUrl: standIn.url, restUrl: `${standIn.url}/rest/v1` });
      await standIn.stop();
      const restReason = postgrestUnavailableReason();
      if (restReason) {
        print(`\n## PostgREST on PostgreSQL: skipped (${restReason})`);
      } else {
        await backends.createMigratedDatabase('reference');
        const reference = await backends.startReference('reference');
        const refFigures = await benchTarget({ name: 'PostgREST 12.0.2 on PostgreSQL (reference)', clientUrl: reference.url, restUrl: reference.postgrestUrl });
        await reference.stop();
        print('\n## Ratios (stand-in on PostgreSQL / PostgREST, req/s)');
        for (const reference of refFigures) {
          const ours = pgFigures.find((figure) => figure.connections === reference.connections);
          if (!ours) continue;
          const ratio = ours.requestsPerSecond / reference.requestsPerSecond;
          print(`  c=${reference.connections}: ${ratio.toFixed(2)}x`);
          budgets.push({ name: `stand-in on PostgreSQL ≥ 0.5x PostgREST at c=${reference.connections} (${ratio.toFixed(2)}x)`, pass: ratio >= 0.5 });
        }
        const lite10 = liteFigures.find((figure) => figure.connections === 10);
        const ref10 = refFigures.find((figure) => figure.connections === 10);
        if (lite10 && ref10) print(`  PGlite stand-in / PostgREST at c=10: ${(lite10.requestsPerSecond / ref10.requestsPerSecond).toFixed(2)}x`);
      }
    }
  } finally {
    for (const child of processes) await child.stop();
    if (backends) await backends.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  print('\n## Budgets');
  for (const budget of budgets) print(`  ${budget.pass ? 'PASS' : 'FAIL'}  ${budget.name}`);
  if (strict && budgets.some((budget) => !budget.pass)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
