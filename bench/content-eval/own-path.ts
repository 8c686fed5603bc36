/**
 * The site's own adventure path (issue 13, round 10): start a story in each theme, then pick numbered options for four
 * steps, over six seeds, and count the steps whose beat is only a generic reaction ("You do it quickly, and then you
 * wait to see what it changes"), i.e. that say nothing of what the option did. Prints the share per language and the
 * options that fell to it most often. Usage: tsx bench/content-eval/own-path.ts
 */
import { generateContent } from '../../supabase/functions/_shared/content/engine.ts';
import { adventurePacks } from '../../supabase/functions/_shared/content/data/adventure/packs.ts';
import { adventureThemes, type ContentLanguage } from '../../supabase/functions/_shared/contract/content-types.ts';
import { parseAdventureChoices } from '../../supabase/functions/_shared/contract/adventure-choices.ts';

const languages: readonly ContentLanguage[] = ['en', 'vi', 'ko', 'zh'];
for (const language of languages) {
  const generic = adventurePacks[language].reactions.other.map((line) => line.replace(/\[.*$/u, '').slice(0, 12));
  const counts = new Map<string, number>();
  let total = 0;
  let bare = 0;
  for (const theme of adventureThemes) {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      let story = generateContent('adventure-start', { input: theme }, { language, seed }) as string;
      for (let step = 0; step < 4; step += 1) {
        const options = parseAdventureChoices(story.split('\n\n').pop() ?? '');
        const pick = 1 + ((seed + step) % Math.max(1, options.length));
        const out = generateContent('adventure-continue', { input: theme, currentStory: story, choice: String(pick) }, { language, seed: seed + step }) as string;
        const beat = out.split('\n\n')[0] ?? '';
        total += 1;
        if (generic.some((line) => beat.includes(line))) {
          bare += 1;
          const key = `${theme}: ${options[pick - 1] ?? ''}`;
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
        story = `${story}\n\n${out}`;
      }
    }
  }
  const worst = [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([key, n]) => `${n}× ${key}`).join('; ');
  console.info(`${language}: ${bare}/${total} steps (${((100 * bare) / total).toFixed(1)} %) told only by a generic reaction${worst ? ` — most: ${worst}` : ''}`);
}
