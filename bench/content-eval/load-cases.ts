/**
 * Loads every case of the content-engine evaluation set (`cases/*.ts`, in file-name order), for the scripts that run
 * or print it (run.ts, dump-answers.ts).
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { EvalCase } from './eval-case.ts';

/** Every evaluation case, file by file in name order. */
export async function loadEvalCases(): Promise<EvalCase[]> {
  const casesDir = fileURLToPath(new URL('./cases/', import.meta.url));
  const cases: EvalCase[] = [];
  for (const file of readdirSync(casesDir).filter((name) => name.endsWith('.ts')).sort()) {
    const module = (await import(`./cases/${file}`)) as { cases: EvalCase[] };
    cases.push(...module.cases);
  }
  return cases;
}
