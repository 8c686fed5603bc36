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
});
