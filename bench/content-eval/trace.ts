/**
 * Which path of the built-in engine wrote each answer (issue 13, round 16): for clustering a fresh set's failures by
 * the rank, reader or bank that answered them, rather than by the request. Usage:
 *   tsx bench/content-eval/trace.ts requests.json [--brief]     (the ask.ts file shape, any types)
 *   tsx bench/content-eval/trace.ts --eval <type>               (the path tally over the eval cases of one type, seed 1)
 * Traced types: story (the rank), persona-chat, fortune-telling, adventure-start / -continue (the paths in order),
 * lyrics-poem (the path that writes the verses, then the round-17 told-back opening when it fires);
 * other types print their answer with no path. --brief prints one line per request, then the count per path.
 */
import { readFileSync } from 'node:fs';
import { generateContent } from '../../supabase/functions/_shared/content/engine.ts';
import { traceRun } from '../../supabase/functions/_shared/content/content-trace.ts';
import { explainFortune } from '../../supabase/functions/_shared/content/fortune-telling.ts';
import { explainPersonaReply } from '../../supabase/functions/_shared/content/persona-chat.ts';
import { explainStory } from '../../supabase/functions/_shared/content/story.ts';
import { parseContentRequest, type ContentRequest } from '../../supabase/functions/_shared/contract/content-schemas.ts';
import { seededRandom } from '../../supabase/functions/_shared/contract/seeded-random.ts';
import type { ContentInputs, ContentLanguage, ContentType } from '../../supabase/functions/_shared/contract/content-types.ts';
import { answerText } from './eval-case.ts';

interface AskRequest {
  type: ContentType;
  language: ContentLanguage;
  input: ContentInputs[ContentType];
  seed?: number;
}

/** The answer as the visitor reads it and the names of the paths that wrote it (empty for an untraced type). */
function explain(request: ContentRequest, seed: number): { text: string; path: string[] } {
  const options = { language: request.language, random: seededRandom(seed) };
  if (request.type === 'story') {
    const { text, path } = explainStory(request.input.storyStart, request.language, options.random);
    return { text, path: [path] };
  }
  if (request.type === 'persona-chat') return explainPersonaReply(request.input, options);
  if (request.type === 'fortune-telling') return explainFortune(request.input, options);
  const { value, path } = traceRun(() => generateContent(request.type, request.input, { language: request.language, seed }));
  return { text: answerText(request.type, value), path };
}

const tally = new Map<string, number>();
const count = (path: readonly string[]): void => {
  const key = path.at(-1) ?? '(none)';
  tally.set(key, (tally.get(key) ?? 0) + 1);
};
const printTally = (): void => {
  process.stdout.write(`\n${[...tally].sort((a, b) => b[1] - a[1]).map(([path, n]) => `${n}\t${path}`).join('\n')}\n`);
};

if (process.argv[2] === '--eval') {
  const type = process.argv[3];
  const { loadEvalCases } = await import('./load-cases.ts');
  for (const item of await loadEvalCases()) {
    if (item.type !== type) continue;
    const parsed = parseContentRequest({ ...(item.input as object), type: item.type, language: item.language, seed: 1 });
    if (parsed.ok) count(explain(parsed.request, 1).path);
  }
  printTally();
  process.exit(0);
}

const file = process.argv[2];
if (file === undefined) {
  console.error('usage: tsx bench/content-eval/trace.ts <requests.json> [--brief] | --eval <type>');
  process.exit(2);
}
const brief = process.argv.includes('--brief');
const requests = JSON.parse(readFileSync(file, 'utf8')) as AskRequest[];
requests.forEach((request, index) => {
  const seed = request.seed ?? 1;
  const parsed = parseContentRequest({ ...request.input, type: request.type, language: request.language, seed });
  if (!parsed.ok) {
    process.stdout.write(`\n### ${index + 1}. ${request.type} · ${request.language}\nREFUSED (as the function would answer 400): ${parsed.message}\n`);
    return;
  }
  const { text, path } = explain(parsed.request, seed);
  count(path);
  const route = path.length > 0 ? path.join(' > ') : '(no path reported)';
  if (brief) process.stdout.write(`${String(index + 1).padStart(3)} ${request.type} ${request.language} ${route}\n`);
  else process.stdout.write(`\n### ${index + 1}. ${request.type} · ${request.language}\nINPUT: ${JSON.stringify(request.input)}\nPATH: ${route}\nANSWER:\n${text}\n`);
});
if (brief) printTally();
