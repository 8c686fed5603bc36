// Prints one closing line "N passed, N failed" summing the Vitest and Playwright JSON reports.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
const notes = [];

const vitest = 'test-results/vitest-results.json';
if (existsSync(vitest)) {
  const report = JSON.parse(readFileSync(vitest, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  notes.push(`vitest ${report.numPassedTests ?? 0}/${report.numTotalTests ?? 0}`);
} else {
  failed += 1;
  notes.push('vitest did not run');
}

const e2e = 'test-results/e2e-results.json';
if (existsSync(e2e)) {
  const { stats } = JSON.parse(readFileSync(e2e, 'utf8'));
  passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  failed += stats?.unexpected ?? 0;
  notes.push(`playwright ${stats?.expected ?? 0} passed, ${stats?.flaky ?? 0} flaky, ${stats?.unexpected ?? 0} failed, ${stats?.skipped ?? 0} skipped`);
} else {
  failed += 1;
  notes.push('playwright did not run');
}

process.stdout.write(`(${notes.join("; ")})\n`);
process.stdout.write(`${passed} passed, ${failed} failed\n`);
