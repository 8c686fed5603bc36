import { loadEvalCases } from './load-cases.ts';
import { generateContent } from '../../supabase/functions/_shared/content/engine.ts';
import { traceAdventure } from '../../supabase/functions/_shared/content/adventure-trace.ts';
const want = process.argv[2] ?? 'deed:late:unknown';
for (const item of await loadEvalCases()) {
  if (item.type !== 'adventure-continue') continue;
  const { value, path } = traceAdventure(() => generateContent(item.type, item.input as never, { language: item.language, seed: 1 }));
  if (path[path.length - 1] === want) console.log(item.id, '|', (item.input as { choice: string }).choice, '|', String(value).split('\n\n')[0]?.slice(0, 200));
}
