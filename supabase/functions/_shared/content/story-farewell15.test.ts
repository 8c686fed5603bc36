/**
 * The farewell plot (issue 13, round 15): a place the narrator knew that has closed is said goodbye to, never told as
 * a clock that stopped or a thing with "a plain, everyday reason"; a note whose words the opening already tells is not
 * given a stranger's words. Openings here are held out: they are in no eval case and in none of the round's dev openings.
 */
import { describe, expect, it } from 'vitest';
import type { ContentLanguage } from '../contract/content-types.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { generateStory } from './story.ts';
import { readFarewell } from './story-farewell15.ts';

const story = (opening: string, language: ContentLanguage, seed = 1): string => generateStory({ storyStart: opening }, { language, random: seededRandom(seed) });
const goodbye = /goodbye|thank-you|receipt|slowed down|memory of|đóng|cảm ơn|hóa đơn|kỷ niệm|chậm bước|고맙다는|영수증|추억|인사|걸음|谢谢|小票|回忆|道了个别|脚步/u;

describe('the farewell plot', () => {
  const cases: [ContentLanguage, string, string][] = [
    ['en', 'Our favourite noodle shop has closed for good after thirty years.', 'the favourite noodle shop'],
    ['vi', 'Quán phở ông Tư ở đầu phố đã đóng cửa từ tuần trước.', 'quán phở ông Tư'],
    ['ko', '동네 서점이 지난주에 문을 닫았다.', '동네 서점'],
    ['zh', '学校门口的小卖部上个月倒闭了。', '小卖部'],
  ];
  for (const [language, opening, place] of cases) {
    it(`says goodbye to the place (${language})`, () => {
      expect(readFarewell(opening, language)).toBe(place);
      for (const seed of [1, 2, 3]) {
        const text = story(opening, language, seed).slice(opening.length);
        expect(text).toMatch(goodbye);
        expect(text).not.toMatch(/零件|plain, everyday reason|nothing to worry about/u);
      }
    });
  }

  it('leaves a place closed long ago where something happens now, and a note that sends the narrator, to the other ranks', () => {
    expect(readFarewell('The old cinema closed years ago, but last night its sign was lit again.', 'en')).toBeNull();
    expect(readFarewell('楼下的面馆关门了，门上贴着一张纸条：“去找老板娘。”', 'zh')).toBeNull();
  });

  it('never puts a stranger\'s words in a note whose words the opening tells', () => {
    const opening = 'When I got home there was a note under my door thanking me for the flowers.';
    for (const seed of [1, 2, 3]) expect(story(opening, 'en', seed)).not.toMatch(/You deserve it more than you think/u);
  });
});
