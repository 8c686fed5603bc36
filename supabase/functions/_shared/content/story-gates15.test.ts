/**
 * Round 15 gates on early story readers (issue 13): a reader that matched one keyword gives way when its reading does
 * not fit the whole opening. Openings here are held out: they are in no eval case and in none of the round's dev
 * openings.
 */
import { describe, expect, it } from 'vitest';
import type { ContentLanguage } from '../contract/content-types.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { generateStory } from './story.ts';

const story = (opening: string, language: ContentLanguage, seed = 1): string => generateStory({ storyStart: opening }, { language, random: seededRandom(seed) });

describe('round-15 gates on early story readers', () => {
  it('reads "không ra quả" (bears no fruit) as the tree, never as a regular who did not come out', () => {
    const opening = 'Giàn mướp trước sân nhà bà ngoại năm nay không ra quả nào.';
    for (const seed of [1, 2, 3]) expect(story(opening, 'vi', seed).slice(opening.length)).not.toMatch(/ông cụ|bà cụ|đi tìm xem|số nhà/u);
  });

  it('never gives a found note whose words the opening tells a stranger\'s invented words', () => {
    const opening = 'Sáng nay tôi thấy một mẩu giấy dán trên cửa, ghi rằng cảm ơn vì đã trả lại chiếc ví.';
    for (const seed of [1, 2, 3]) expect(story(opening, 'vi', seed)).not.toMatch(/Bạn xứng đáng hơn bạn nghĩ|khi chồng mất/u);
  });

  it('names a bag of oranges as oranges, never as "that candy"', () => {
    const opening = '早上出门的时候，发现门把手上挂着一袋橘子。';
    for (const seed of [1, 2, 3]) expect(story(opening, 'zh', seed)).not.toMatch(/那颗糖/u);
  });

  it('answers a question put to the narrator, never "whether to laugh or to be annoyed", and never names the adverb', () => {
    const vi = 'Tối qua bà ngoại bỗng hỏi tôi còn nhớ bài hát ru ngày xưa không.';
    const en = 'My uncle asked me if I still had his old fishing rod.';
    for (const seed of [1, 2, 3]) {
      const viText = story(vi, 'vi', seed).slice(vi.length);
      expect(viText).not.toMatch(/nên cười hay nên bực|bà ngoại bỗng/u);
      expect(story(en, 'en', seed).slice(en.length)).not.toMatch(/whether to laugh or to be annoyed|whether to be annoyed or touched/u);
    }
  });

  it('never calls a plain reason "only a habit I had not known about"', () => {
    const openings: [ContentLanguage, string][] = [
      ['ko', '옆집 누나가 매일 저녁마다 옥상에 올라간다.'],
      ['zh', '同事老李每天中午都偷偷往我桌上放一根香蕉。'],
      ['en', 'My neighbour leaves a single blue sock on the fence every Sunday night.'],
      ['vi', 'Anh trai tôi lén lấy xe đạp của mẹ đạp ra đồng lúc nửa đêm.'],
    ];
    for (const [language, opening] of openings) {
      for (const seed of [1, 2, 3, 4, 5, 6]) expect(story(opening, language, seed)).not.toMatch(/only a habit I had not known about|내가 몰랐던 습관 하나|不知道的小习惯|thói quen mà/u);
    }
  });
});
