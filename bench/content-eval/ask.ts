/**
 * Asks the built-in content engine one or many requests, for reading answers by hand (blind reads, issue 13).
 * Usage: tsx bench/content-eval/ask.ts requests.json   where the file holds
 *   [{ "type": "story", "language": "ko", "input": { "storyStart": "…" }, "seed": 1 }, …]   (seed optional, default 1)
 * Each request is validated as the ai-content function validates it (a bad one prints the reason, e.g. the allowed
 * persona keys, and is skipped). Prints each request and its answer as the visitor would read it.
 */
import { readFileSync } from 'node:fs';
import { generateContent } from '../../supabase/functions/_shared/content/engine.ts';
import { parseContentRequest } from '../../supabase/functions/_shared/contract/content-schemas.ts';
import type { ContentInputs, ContentLanguage, ContentType } from '../../supabase/functions/_shared/contract/content-types.ts';
import { answerText } from './eval-case.ts';

interface AskRequest {
  type: ContentType;
  language: ContentLanguage;
  input: ContentInputs[ContentType];
  seed?: number;
}

const file = process.argv[2];
if (file === undefined) {
  console.error('usage: tsx bench/content-eval/ask.ts <requests.json>');
  process.exit(2);
}
const requests = JSON.parse(readFileSync(file, 'utf8')) as AskRequest[];
requests.forEach((request, index) => {
  const heading = `\n### ${index + 1}. ${request.type} · ${request.language}\nINPUT: ${JSON.stringify(request.input)}\n`;
  const parsed = parseContentRequest({ ...request.input, type: request.type, language: request.language, seed: request.seed ?? 1 });
  if (!parsed.ok) {
    process.stdout.write(`${heading}REFUSED (as the function would answer 400): ${parsed.message}\n`);
    return;
  }
  const { type, input, language } = parsed.request;
  const output = generateContent(type, input, { language, seed: request.seed ?? 1 });
  process.stdout.write(`${heading}ANSWER:\n${answerText(type, output)}\n`);
});
