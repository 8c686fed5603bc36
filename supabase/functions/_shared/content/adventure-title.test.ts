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

describe('함께 (together) is not a person', () => {
  const story = '용의 둥지 앞. 동료 마법사 루카가 지팡이를 들고 떨고 있다. 둥지 안에서 아기 용이 울고 있고, 멀리서 어미 용의 날갯짓 소리가 다가온다.\n1. 아기 용을 안고 도망친다\n2. 루카와 함께 숨는다\n3. 어미 용을 맞을 준비를 한다';
  it('never names anyone 함', () => {
    for (const seed of [1, 2, 3, 5, 8]) {
      const text = generateAdventureContinue({ currentStory: story, choice: '2', input: 'fantasy' }, { language: 'ko', random: seededRandom(seed) });
      expect(text).not.toMatch(/(?:^|\s)함(?:은|이|의|에게)\s/mu);
    }
  });
});
