/**
 * Content-engine evaluation (issue 13): runs every case of `cases/*.ts` through the built-in engine and prints, per
 * type and per language, the share of answers that carry all their facts (seed 1), the facts missed, and the
 * variety across 10 seeds (distinct sentences over all sentences of the 10 answers to one case).
 * Run: npm run bench:content-eval [-- --type=story --language=ko --show]   (--show prints every answer)
 * Budget: every type and language ≥ 90 % (exit 1 below).
 */
import { generateContent } from '../../supabase/functions/_shared/content/engine.ts';
import { distinctSentenceRatio } from '../../supabase/functions/_shared/content/script-share.ts';
import { contentLanguages, type ContentType } from '../../supabase/functions/_shared/contract/content-types.ts';
import { answerText, carries } from './eval-case.ts';
import { loadEvalCases } from './load-cases.ts';

/** Lowest acceptable share of answers carrying their facts, per type and language, in percent. */
const budgetPercent = 90;
/** Seeds read for variety. */
const varietySeeds = 10;

const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const show = args.includes('--show');

const cases = await loadEvalCases();
const selected = cases.filter((item) => (!option('type') || item.type === option('type')) && (!option('language') || item.language === option('language')));

interface Tally { passed: number; total: number; variety: number[] }
const byTypeLanguage = new Map<string, Tally>();
const misses: string[] = [];
for (const item of selected) {
  const answers = Array.from({ length: varietySeeds }, (_, index) =>
    answerText(item.type, generateContent(item.type as ContentType, item.input as never, { language: item.language, seed: index + 1 }) as never),
  );
  // Facts are read on the seed-1 answer; variety over all the seeds' answers.
  const text = answers[0] ?? '';
  const missed = item.facts.filter((fact) => !carries(text, fact));
  const variety = distinctSentenceRatio(answers, item.language);
  const key = `${item.type} ${item.language}`;
  const tally = byTypeLanguage.get(key) ?? byTypeLanguage.set(key, { passed: 0, total: 0, variety: [] }).get(key)!;
  tally.total += 1;
  tally.variety.push(variety);
  if (missed.length === 0) tally.passed += 1;
  else misses.push(`${item.id}: missed ${missed.map((fact) => `"${fact.label}"`).join(', ')}`);
  if (show) console.info(`\n--- ${item.id} (${missed.length === 0 ? 'ok' : 'MISSED'})\n${text}`);
}

console.info(`\nContent evaluation: ${selected.length} cases, share carrying all their facts (seed 1), variety over ${varietySeeds} seeds`);
const types = [...new Set(selected.map((item) => item.type))];
let failed = false;
for (const type of types) {
  const cells = contentLanguages.map((language) => {
    const tally = byTypeLanguage.get(`${type} ${language}`);
    if (!tally) return `${language}   –          `;
    const share = (tally.passed / tally.total) * 100;
    if (share < budgetPercent) failed = true;
    const variety = tally.variety.reduce((a, b) => a + b, 0) / tally.variety.length;
    return `${language} ${share.toFixed(0).padStart(3)} % v${variety.toFixed(2)}`;
  });
  console.info(`  ${type.padEnd(20)} ${cells.join('   ')}`);
}
const passed = [...byTypeLanguage.values()].reduce((sum, tally) => sum + tally.passed, 0);
console.info(`  all: ${passed}/${selected.length} (${((passed / Math.max(1, selected.length)) * 100).toFixed(1)} %), budget ${budgetPercent} % per type and language`);
if (misses.length > 0) console.info(`\nMissed facts:\n  ${misses.join('\n  ')}`);
process.exitCode = failed ? 1 : 0;
