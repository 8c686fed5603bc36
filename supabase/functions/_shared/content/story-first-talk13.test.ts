/**
 * A first conversation (issue 13, round 13) is a meeting, not a task: the person is named whole in the middle and the ending and
 * no "each step" nerves or half-way hiccup are told. Held-out words in each language: a ferry, a lighthouse keeper,
 * 택배 기사님, 修自行车的师傅 are in no list of the module.
 */
import { describe, expect, it } from 'vitest';
import type { ContentLanguage } from '../contract/content-types.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { generateStory } from './story.ts';
import { findFirstTalk } from './story-first-talk13.ts';

const cases: [ContentLanguage, string, string][] = [
  ['en', 'On the last ferry home, for the first time I spoke to the lighthouse keeper.', 'the lighthouse keeper'],
  ['vi', 'Chiều nay mưa to, lần đầu tiên mình nói chuyện với chú bảo vệ trường.', 'chú bảo vệ trường'],
  ['ko', '이사 온 지 일 년 만에 처음으로 택배 기사님과 이야기를 나눴다.', '택배 기사님'],
  ['zh', '搬来三年，我今天第一次和修自行车的师傅聊天。', '修自行车的师傅'],
];

describe('a first conversation with a person', () => {
  for (const [language, opening, who] of cases) {
    it(`reads the person whole and tells the meeting, not a task's hiccup (${language})`, () => {
      expect(findFirstTalk(opening, language)?.who).toBe(who);
      for (const seed of [1, 2, 3]) {
        const paragraphs = generateStory({ storyStart: opening }, { language, random: seededRandom(seed) }).slice(opening.length).split('\n\n');
        expect(paragraphs).toHaveLength(3);
        for (const paragraph of paragraphs.slice(1)) expect(paragraph).toContain(who);
        expect(paragraphs.join(' ')).not.toMatch(/every step|something small went wrong|từng việc một|trục trặc|한 단계씩|出了点小问题/u);
      }
    });
  }
  it('keeps a named hero in the third person with her pronoun', () => {
    const opening = 'Maya talked to the boy at the back of the class for the first time today.';
    const text = generateStory({ storyStart: opening }, { language: 'en', random: seededRandom(2) }).slice(opening.length);
    expect(text).toContain('Maya');
    expect(text).not.toMatch(/\bI\b|Maya realised Maya/u);
  });
  it('is no first talk without a person talked with', () => {
    expect(findFirstTalk('For the first time I talked in front of the whole school.', 'en')).toBeNull();
    expect(findFirstTalk('第一次上台说话，我紧张得手都在抖。', 'zh')).toBeNull();
  });
});
