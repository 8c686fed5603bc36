/**
 * The lead's read of round 9 (issue 13): a Korean adverb was carried as part of the story's central thing ("갑자기 버스를
 * 떠올리면 웃음이 났다" from "민재가 갑자기 버스에 두고 온 게 있다며…"). An adverb modifies a verb, never a noun.
 */
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../contract/seeded-random.ts';
import { isStoryNounPhrase } from './story-noun-phrase.ts';
import { generateStory } from './story.ts';

describe('a Korean adverb is no part of a noun phrase', () => {
  it('refuses "갑자기 버스" and "혼자 주차장", keeps "수학여행 마지막 밤"', () => {
    expect(isStoryNounPhrase('갑자기 버스', 'ko')).toBe(false);
    expect(isStoryNounPhrase('혼자 주차장', 'ko')).toBe(false);
    expect(isStoryNounPhrase('수학여행 마지막 밤', 'ko')).toBe(true);
  });
  it('writes no adverb-and-noun piece into the story', () => {
    for (const seed of [1, 2, 3, 5, 8]) {
      const text = generateStory({ storyStart: '수학여행 마지막 밤, 민재가 갑자기 버스에 두고 온 게 있다며 혼자 주차장으로 뛰어갔다.' }, { language: 'ko', random: seededRandom(seed) });
      const continuation = text.split('\n\n').join('\n').split('뛰어갔다.').slice(1).join('');
      expect(continuation).not.toMatch(/갑자기 버스/u);
    }
  });
});
