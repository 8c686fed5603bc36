/**
 * Prints every evaluation case's answers for seeds 1–3 as one JSON line per case (issue 13), to compare two builds
 * of the engine answer by answer: `tsx bench/content-eval/dump-answers.ts [--type=summarize] > before.jsonl`, change
 * the engine, dump again and diff. A refactor that claims to change no answer is checked this way.
 */
import { generateContent } from '../../supabase/functions/_shared/content/engine.ts';
import type { ContentType } from '../../supabase/functions/_shared/contract/content-types.ts';
import { answerText } from './eval-case.ts';
import { loadEvalCases } from './load-cases.ts';

const type = process.argv.slice(2).find((arg) => arg.startsWith('--type='))?.split('=')[1];
for (const item of await loadEvalCases()) {
  if (type !== undefined && item.type !== type) continue;
  const answers = [1, 2, 3].map((seed) => answerText(item.type, generateContent(item.type as ContentType, item.input as never, { language: item.language, seed }) as never));
  console.info(JSON.stringify({ id: item.id, answers }));
}
