/**
 * Someone at the same place every day (issue 13, round 13) is kept company, never "waiting for a friend whose phone
 * died". Held-out words in each language: a laundromat, bến phà, 빨래방, 渡口 are in no list of story-habit13.ts.
 */
import { describe, expect, it } from 'vitest';
import type { ContentLanguage } from '../contract/content-types.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { generateStory } from './story.ts';
import { findHabitualPerson } from './story-habit13.ts';

const cases: [ContentLanguage, string, RegExp][] = [
  ['en', 'Every evening an old man sits outside the laundromat on our street, but he never has any laundry.', /the old man|he/u],
  ['vi', 'Chiều nào cũng có một bà cụ ngồi ở bến phà, nhưng chưa bao giờ thấy bà qua sông.', /bà cụ/u],
  ['ko', '매일 아침 빨래방 앞에 할머니 한 분이 앉아 계신다.', /할머니/u],
  ['zh', '每天傍晚，渡口都坐着一个老奶奶，可她从来不上船。', /老奶奶/u],
];

describe('someone at the same place every day', () => {
  for (const [language, opening, who] of cases) {
    it(`keeps the person company, never a one-off reason (${language})`, () => {
      expect(findHabitualPerson(opening, language)).not.toBeNull();
      for (const seed of [1, 2, 3]) {
        const [, middle, end] = generateStory({ storyStart: opening }, { language, random: seededRandom(seed) }).slice(opening.length).split('\n\n');
        expect(`${middle} ${end}`).toMatch(who);
        expect(`${middle} ${end}`).not.toMatch(/phone had|hết pin|배터리|没电/u);
      }
    });
  }
  it('is no habit without every day, or with a ghost', () => {
    expect(findHabitualPerson('An old man was sitting outside the laundromat in the rain.', 'en')).toBeNull();
    expect(findHabitualPerson('Every night a girl sits on the swing, but nobody else can see her.', 'en')).toBeNull();
    // The day the habit broke is the missing routine's story (the flowers wilted today, the door shut).
    expect(findHabitualPerson('Chiều nào bà cụ ở tầng dưới cũng ngồi tưới hoa. Hôm nay cửa nhà bà đóng im ỉm.', 'vi')).toBeNull();
    expect(findHabitualPerson('매일 아침 경비실 앞에 앉아 계시던 할아버지가 오늘은 안 보이셨다.', 'ko')).toBeNull();
  });
});
