/**
 * Round 16 (issue 13): asks the persona chat like ask.ts and prints, beside each answer, the names of the paths that
 * wrote it (the reader, the topic family, the fall-through and its parts), so a blind read can be counted per path.
 * Usage: tsx bench/content-eval/trace-persona-chat.ts requests.json   (the ask.ts request shape; other types skipped)
 */
import { readFileSync } from 'node:fs';
import { explainPersonaReply } from '../../supabase/functions/_shared/content/persona-chat.ts';
import { parseContentRequest } from '../../supabase/functions/_shared/contract/content-schemas.ts';
import { seededRandom } from '../../supabase/functions/_shared/contract/seeded-random.ts';
import type { ContentLanguage } from '../../supabase/functions/_shared/contract/content-types.ts';

interface AskRequest {
  type: string;
  language: ContentLanguage;
  input: Record<string, unknown>;
  seed?: number;
}

const file = process.argv[2];
if (file === undefined) {
  console.error('usage: tsx bench/content-eval/trace-persona-chat.ts <requests.json>');
  process.exit(2);
}
const requests = JSON.parse(readFileSync(file, 'utf8')) as AskRequest[];
requests.forEach((request, index) => {
  if (request.type !== 'persona-chat') return;
  const heading = `\n### ${index + 1}. ${request.language}\nINPUT: ${JSON.stringify(request.input)}\n`;
  const parsed = parseContentRequest({ ...request.input, type: request.type, language: request.language, seed: request.seed ?? 1 });
  if (!parsed.ok || parsed.request.type !== 'persona-chat') {
    process.stdout.write(`${heading}REFUSED: ${parsed.ok ? 'not a chat' : parsed.message}\n`);
    return;
  }
  const { input, language } = parsed.request;
  const { text, path } = explainPersonaReply(input, { language, random: seededRandom(request.seed ?? 1) });
  process.stdout.write(`${heading}PATH: ${path.join(' > ') || '(none)'}\nANSWER:\n${text}\n`);
});
