/**
 * A kindness done to the opening's named hero (issue 13, round 13). Held-out words in each language: a welder, 체육복,
 * 饭卡 / 工位, bút chì are in no list of story-kind13.ts.
 */
import { describe, expect, it } from 'vitest';
import type { ContentLanguage } from '../contract/content-types.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { generateStory } from './story.ts';
import { findKindnessToHero } from './story-kind13.ts';

const cases: [ContentLanguage, string, string, string][] = [
  ['en', 'On his first day at the plant, Omar had no gloves, and the old welder at the next bench gave him his spare pair.', 'Omar', 'the old welder'],
  ['vi', 'Ngày đầu đi học, Lan quên hộp bút. Cậu bạn cùng bàn lặng lẽ đưa một cây bút chì sang cho Lan.', 'Lan', 'cậu bạn cùng bàn'],
  ['ko', '서윤이는 체육복을 두고 와서 교실에 혼자 남아 있었다. 그때 옆 반 아이가 자기 여벌 체육복을 빌려 주었다.', '서윤', '옆 반 아이'],
  ['zh', '小雨第一天上班忘了带饭卡，对面工位的大姐把自己的卡借给了她。', '小雨', '对面工位的大姐'],
];

describe('a kindness done to the named hero', () => {
  for (const [language, opening, hero, giver] of cases) {
    it(`reads the giver whole and the hero, and tells thanks and what followed (${language})`, () => {
      expect(findKindnessToHero(opening, language)).toMatchObject({ hero, giver });
      for (const seed of [1, 2, 3]) {
        const [, middle, end] = generateStory({ storyStart: opening }, { language, random: seededRandom(seed) }).slice(opening.length).split('\n\n');
        expect(middle).toContain(hero);
        expect(`${middle} ${end}`).toMatch(new RegExp(giver, 'iu'));
      }
    });
  }
  it('reads a Korean giver whole when an adverb stands between it and the act (짝꿍이 말없이 … 놓아 주었다)', () => {
    expect(findKindnessToHero('민지는 전학 온 첫날 교과서를 안 가져왔다. 짝꿍이 말없이 책을 펴서 가운데에 놓아 주었다.', 'ko')?.giver).toBe('짝꿍');
    expect(findKindnessToHero('지우는 우산 없이 정류장에 서 있었다. 옆에 있던 아주머니가 조용히 우산을 씌워 주었다.', 'ko')?.giver).toBe('옆에 있던 아주머니');
  });
  it('leaves the narrator’s own kindness and a thing that gave to other readers', () => {
    expect(findKindnessToHero('My neighbour left a bag of oranges for me.', 'en')).toBeNull();
    expect(findKindnessToHero('Omar stood by the old machine, and the machine gave him a shock.', 'en')).toBeNull();
    expect(findKindnessToHero('짝꿍이 나에게 책을 펴 주었다.', 'ko')).toBeNull();
  });
});
