/**
 * The errand plot (issue 13, round 14): written words that ask their finder to do something are done. Held-out asks
 * (feed a cat, ring a bell, plant seeds, light a lantern) in four languages.
 */
import { describe, expect, it } from 'vitest';
import type { ContentLanguage } from '../contract/content-types.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { generateStory } from './story.ts';
import { findErrand } from './story-errand14.ts';

const story = (opening: string, language: ContentLanguage, seed = 1): string => generateStory({ storyStart: opening }, { language, random: seededRandom(seed) });

describe('written words that ask their finder to do something', () => {
  const cases: [ContentLanguage, string, string][] = [
    ['en', 'Taped inside the old bike basket was a note: "If you find this, please ring the bell twice at the top of Hollow Hill for me."', 'ring the bell twice'],
    ['vi', 'Kẹp trong cuốn sách cũ mua ở vỉa hè có một tờ giấy ghi: làm ơn gieo giùm tôi mấy hạt hướng dương này ngoài bờ sông.', 'gieo giùm tôi'],
    ['ko', '헌책방에서 산 일기장 마지막 장에 "이걸 본 사람은 대신 등대에 불 한번 켜 주세요"라고 쓰여 있었다.', '등대에 불'],
    ['zh', '我在旧书里发现一张纸条，上面写着：请帮我去喂一次桥下的那只白猫。', '喂一次桥下的那只白猫'],
  ];
  for (const [language, opening, ask] of cases) {
    it(`reads the ask whole and does it, never a lost thing returned (${language})`, () => {
      expect(findErrand(opening, language)?.ask).toContain(ask);
      for (const seed of [1, 2, 3]) {
        const text = story(opening, language, seed).slice(opening.length);
        expect(text).toContain(ask);
        expect(text).not.toMatch(/its owner|chủ của nó|주인에게|失主|left it exactly as they asked|went straight over/iu);
      }
    });
  }

  it('leaves a forbidding note and a person to find to the other ranks', () => {
    expect(findErrand('The note on the door said: "Please do not knock after nine."', 'en')).toBeNull();
    expect(findErrand('纸条上写着：请不要敲门，直接放在门口。', 'zh')).toBeNull();
  });
});
