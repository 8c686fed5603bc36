/**
 * Prints each fortune-telling request's answer with the path that wrote it: the rank, reader and bank names
 * (form16:cause, stock:choice:coin, stock:topic-advice:health…), in the order they wrote (issue 13, round 16).
 * Usage: tsx bench/content-eval/trace-fortune.ts requests.json   (the ask.ts file shape; non-fortune requests are skipped)
 * The answer is the one generateContent gives for the same seed (explainFortune runs the production writer).
 */
import { readFileSync } from 'node:fs';
import { explainFortune } from '../../supabase/functions/_shared/content/fortune-telling.ts';
import { parseContentRequest } from '../../supabase/functions/_shared/contract/content-schemas.ts';
import { seededRandom } from '../../supabase/functions/_shared/contract/seeded-random.ts';
import type { ContentLanguage } from '../../supabase/functions/_shared/contract/content-types.ts';

interface TraceRequest { type: string; language: ContentLanguage; input: { category: string; input: string }; seed?: number }

const file = process.argv[2];
if (file === undefined) {
  console.error('usage: tsx bench/content-eval/trace-fortune.ts <requests.json>');
  process.exit(2);
}
const requests = JSON.parse(readFileSync(file, 'utf8')) as TraceRequest[];
requests.forEach((request, index) => {
  if (request.type !== 'fortune-telling') return;
  const seed = request.seed ?? 1;
  const heading = `\n### ${index + 1}. ${request.language} · ${request.input.category}\nINPUT: ${request.input.input}\n`;
  const parsed = parseContentRequest({ ...request.input, type: 'fortune-telling', language: request.language, seed });
  if (!parsed.ok || parsed.request.type !== 'fortune-telling') {
    process.stdout.write(`${heading}REFUSED: ${parsed.ok ? 'not a fortune request' : parsed.message}\n`);
    return;
  }
  const { text, path } = explainFortune(parsed.request.input, { language: parsed.request.language, random: seededRandom(seed) });
  process.stdout.write(`${heading}PATH: ${path.join(' > ') || '(none)'}\nANSWER:\n${text}\n`);
});
