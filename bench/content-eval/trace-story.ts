/**
 * Which rank of the story writer answered each story request (issue 13, round 16): for clustering a fresh set's
 * failures by the path that wrote them. Usage: tsx bench/content-eval/trace-story.ts requests.json [--brief]
 * (the ask.ts file shape; other types are skipped, numbers are the file's own). --brief prints one line per request and the count per rank.
 */
import { readFileSync } from 'node:fs';
import { explainStory } from '../../supabase/functions/_shared/content/story.ts';
import { seededRandom } from '../../supabase/functions/_shared/contract/seeded-random.ts';
import type { ContentLanguage } from '../../supabase/functions/_shared/contract/content-types.ts';

interface StoryRequest {
  type: string;
  language: ContentLanguage;
  input: { storyStart?: string };
  seed?: number;
}

const file = process.argv[2];
if (file === undefined) {
  console.error('usage: tsx bench/content-eval/trace-story.ts <requests.json> [--brief]');
  process.exit(2);
}
const brief = process.argv.includes('--brief');
const requests = JSON.parse(readFileSync(file, 'utf8')) as StoryRequest[];
const counts = new Map<string, number>();
requests.forEach((request, index) => {
  if (request.type !== 'story') return;
  const opening = request.input.storyStart ?? '';
  const { text, path } = explainStory(opening, request.language, seededRandom(request.seed ?? 1));
  counts.set(path, (counts.get(path) ?? 0) + 1);
  if (brief) process.stdout.write(`${String(index + 1).padStart(3)} ${request.language} ${path.padEnd(24)} ${opening.slice(0, 70)}\n`);
  else process.stdout.write(`\n### ${index + 1}. story · ${request.language} · ${path}\nINPUT: ${opening}\nANSWER:\n${text}\n`);
});
process.stdout.write(`\n${[...counts].sort((a, b) => b[1] - a[1]).map(([path, count]) => `${count}\t${path}`).join('\n')}\n`);
