/**
 * Mutation testing of the game rules (StrykerJS, Vitest runner; stryker.config.mjs): prints the mutation score of
 * machines/ and engines/ and exits non-zero when either is below 85 %. `npm run bench:mutation [-- <glob> … --concurrency=N --tag=name]`
 * (globs narrow `mutate`, e.g. `engines/rps/rules.ts`). Not part of CI: it takes tens of minutes on two cores.
 */
import { Stryker } from '@stryker-mutator/core';

/** Lowest acceptable mutation score per folder, in percent. */
const budgetPercent = 85;
/** Folders scored separately. */
const folders = ['machines', 'engines'] as const;

/** Killed/timed-out (detected) and survived/uncovered (undetected) mutants of one file or folder. */
interface Tally { detected: number; undetected: number; survivors: string[] }

/** Mutation score in percent (detected over valid mutants; 100 when there are none). */
function score({ detected, undetected }: Tally): number {
  return detected + undetected === 0 ? 100 : (detected / (detected + undetected)) * 100;
}

const args = process.argv.slice(2);
const mutate = args.filter((arg) => !arg.startsWith('--'));
const concurrency = Number(args.find((arg) => arg.startsWith('--concurrency='))?.split('=')[1] ?? Number.NaN);
/** A run name keeps separate incremental and JSON report files (for runs side by side), e.g. `--tag=machines`. */
const tag = args.find((arg) => arg.startsWith('--tag='))?.split('=')[1];
const files = tag
  ? { incrementalFile: `bench/results/mutation/stryker-incremental-${tag}.json`, jsonReporter: { fileName: `bench/results/mutation/mutation-${tag}.json` } }
  : {};
/** `--ignore-static` skips mutants that run at module load (constants: they need every test; spec-constants tests cover them). */
const ignoreStatic = args.includes('--ignore-static');
const stryker = new Stryker({ ...(ignoreStatic ? { ignoreStatic } : {}), ...(mutate.length > 0 ? { mutate } : {}), ...(Number.isInteger(concurrency) ? { concurrency } : {}), ...files });
const results = await stryker.runMutationTest();

const byFolder = new Map<string, Tally>(folders.map((folder) => [folder, { detected: 0, undetected: 0, survivors: [] }]));
const byFile = new Map<string, Tally>();
for (const mutant of results) {
  const file = mutant.fileName.replace(/\\/g, '/').replace(`${process.cwd().replace(/\\/g, '/')}/`, '');
  const folder = folders.find((name) => file.startsWith(`${name}/`));
  if (!folder) continue;
  const detected = mutant.status === 'Killed' || mutant.status === 'Timeout';
  const undetected = mutant.status === 'Survived' || mutant.status === 'NoCoverage';
  if (!detected && !undetected) continue;
  for (const tally of [byFolder.get(folder), byFile.get(file) ?? byFile.set(file, { detected: 0, undetected: 0, survivors: [] }).get(file)]) {
    if (!tally) continue;
    if (detected) tally.detected += 1;
    else tally.survivors.push(`${file}:${mutant.location.start.line} ${mutant.mutatorName} ${JSON.stringify(mutant.replacement ?? '')} (${mutant.status})`);
    if (undetected) tally.undetected += 1;
  }
}

console.info('\nMutation score per file:');
for (const [file, tally] of [...byFile.entries()].sort()) {
  console.info(`  ${score(tally).toFixed(1).padStart(5)} %  ${file} (${tally.detected}/${tally.detected + tally.undetected})`);
}
console.info('\nSurviving mutants:');
for (const tally of byFile.values()) tally.survivors.forEach((line) => console.info(`  ${line}`));
console.info(`\nMutation score per folder (budget ${budgetPercent} %):`);
let failed = false;
for (const [folder, tally] of byFolder) {
  const value = score(tally);
  const ok = value >= budgetPercent;
  failed ||= !ok && tally.detected + tally.undetected > 0;
  console.info(`  ${folder}/: ${value.toFixed(1)} % (${tally.detected} detected of ${tally.detected + tally.undetected}) ${ok ? 'ok' : 'BELOW BUDGET'}`);
}
process.exit(failed ? 1 : 0);
