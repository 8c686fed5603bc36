import { describe, expect, it } from 'vitest';
import { seededRandom } from '../contract/seeded-random.ts';
import { generateStory } from './story.ts';

describe('a person who acted on my own thing: the Korean story names the thing when I ask about it (issue 13, round 12)', () => {
  it.each([
    ['동생이 내 패딩을 몰래 입고 나가서 주머니에 영수증을 잔뜩 넣어 왔다.', '동생', '패딩'],
    ['형이 내 자전거를 말도 없이 중고로 팔아 버렸다.', '형', '자전거'],
  ])('%s', (opening, person, thing) => {
    const story = generateStory({ storyStart: opening }, { language: 'ko', random: seededRandom(1) });
    expect(story.slice(opening.length)).toContain(`${person}에게 ${thing} 얘기를`);
  });
});

describe('a phrase that opened the sentence is told mid-sentence in lower case (issue 13, round 12)', () => {
  it.each(['Our car broke down on the way to the airport at five in the morning.', 'My laptop died the night before the deadline, with the only copy of the essay on it.'])('%s', (opening) => {
    for (const seed of [1, 2, 3, 4]) {
      const rest = generateStory({ storyStart: opening }, { language: 'en', random: seededRandom(seed) }).slice(opening.length);
      expect(rest).not.toMatch(/[a-z,;] (?:Our|My) (?:car|laptop)\b/u);
    }
  });
});
