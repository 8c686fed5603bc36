/**
 * Valid ai-content bodies per type (without `type`, `language` and `seed`), shared by the function tests and benches.
 */
import type { ContentType } from '../../supabase/functions/_shared/contract/content-types.ts';

/** One valid body per ai-content type. */
export const validContentBodies: Record<ContentType, Record<string, unknown>> = {
  story: { storyStart: 'Mina found a key under the old bridge.' },
  'persona-chat': { persona: 'chef', messages: [{ role: 'user', content: 'What should I cook tonight?' }] },
  'fortune-telling': { category: 'love', input: 'Will I meet someone this year?' },
  'adventure-start': { input: 'pirate' },
  'adventure-continue': { currentStory: 'You stand on the deck.\n1. Climb the mast\n2. Go below', choice: 'Climb the mast', input: 'pirate' },
  'personality-test': { answers: [{ question: 'I am the life of the party.', answer: 'Agree' }] },
  'style-suggestion': { input: 'Round face, short hair, a summer wedding.' },
  summarize: { input: 'The river rose overnight. The town prepared sandbags.', summaryStyle: 'news' },
  'lyrics-poem': { input: 'the last train home', emotion: 'longing', lyricStyle: 'haiku' },
  'tarot-reading': {},
};
