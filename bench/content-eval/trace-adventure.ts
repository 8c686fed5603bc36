/**
 * Asks the adventure writer like ask.ts and prints, beside each answer, the path that wrote it: the rank of
 * writeAdventureContinue that returned (wh:closed, call-out, act-shape:question, foreign:act:talk…) and any reader
 * under it (act-outcome:talk:asks). Usage: tsx bench/content-eval/trace-adventure.ts requests.json [--brief]
 * (--brief prints one line per request: index, language, path, first answer line). Requests of other types are skipped.
 * With --eval in place of a file, it tallies the paths of every adventure-continue eval case (seed 1): path, count.
 */
import { readFileSync } from 'node:fs';
import { generateContent } from '../../supabase/functions/_shared/content/engine.ts';
import { traceAdventure } from '../../supabase/functions/_shared/content/adventure-trace.ts';
import { parseContentRequest } from '../../supabase/functions/_shared/contract/content-schemas.ts';
import type { ContentInputs, ContentLanguage, ContentType } from '../../supabase/functions/_shared/contract/content-types.ts';
import { answerText } from './eval-case.ts';

interface AskRequest {
  type: ContentType;
  language: ContentLanguage;
  input: ContentInputs[ContentType];
  seed?: number;
}

if (process.argv[2] === '--eval') {
  const { loadEvalCases } = await import('./load-cases.ts');
  const tally = new Map<string, number>();
  for (const item of await loadEvalCases()) {
    if (item.type !== 'adventure-continue') continue;
    const { path } = traceAdventure(() => generateContent(item.type, item.input as never, { language: item.language, seed: 1 }));
    const last = path[path.length - 1] ?? '(none)';
    tally.set(last, (tally.get(last) ?? 0) + 1);
  }
  for (const [route, count] of [...tally].sort((a, b) => b[1] - a[1])) process.stdout.write(`${count}\t${route}\n`);
  process.exit(0);
}
const file = process.argv[2];
if (file === undefined) {
  console.error('usage: tsx bench/content-eval/trace-adventure.ts <requests.json> [--brief]');
  process.exit(2);
}
const brief = process.argv.includes('--brief');
const requests = JSON.parse(readFileSync(file, 'utf8')) as AskRequest[];
requests.forEach((request, index) => {
  if (!request.type.startsWith('adventure')) return;
  const parsed = parseContentRequest({ ...request.input, type: request.type, language: request.language, seed: request.seed ?? 1 });
  if (!parsed.ok) {
    process.stdout.write(`\n### ${index + 1}. REFUSED: ${parsed.message}\n`);
    return;
  }
  const { type, input, language } = parsed.request;
  const { value, path } = traceAdventure(() => generateContent(type, input, { language, seed: request.seed ?? 1 }));
  const text = answerText(type, value);
  const route = path.length > 0 ? path.join(' > ') : '(no path reported)';
  if (brief) {
    process.stdout.write(`${index + 1}\t${language}\t${route}\t${text.split('\n')[0]}\n`);
    return;
  }
  process.stdout.write(`\n### ${index + 1}. ${type} · ${language}\nINPUT: ${JSON.stringify(request.input)}\nPATH: ${route}\nANSWER:\n${text}\n`);
});
