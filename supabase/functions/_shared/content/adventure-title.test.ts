/**
 * The lead's read of round 9 (issue 13): a person asked by title and name ("ask Mr. Quill who keeps the keys") was
 * named "Mr" in the reply, the phrase cut at the title's dot.
 */
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../contract/seeded-random.ts';
import { generateAdventureContinue } from './adventure.ts';

const currentStory = "Inspector Hale hands you a torn photograph found in the victim's coat. Half a face, a lighthouse behind it. The harbour master, Mr. Quill, is waiting outside, nervous.\n1. Show Mr. Quill the photograph\n2. Go to the lighthouse\n3. Examine the victim's coat again";

describe('a title before a name', () => {
  it('keeps "Mr. Quill" whole in the reply', () => {
    for (const seed of [1, 2, 3, 5, 8]) {
      const text = generateAdventureContinue({ currentStory, choice: 'I hide the photo and ask Mr. Quill who keeps the lighthouse keys', input: 'mystery' }, { language: 'en', random: seededRandom(seed) });
      expect(text).not.toMatch(/\bMr(?!\.)\b/u);
    }
  });
});
