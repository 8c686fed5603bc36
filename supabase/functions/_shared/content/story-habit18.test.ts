/**
 * Round 18 (issue 13): the habit plot (story-habit18.ts). Every opening here is held out: none is in a read set, a dev
 * set or an eval case. Someone's habit was answered by the default and attended plots with "I asked, and the reason
 * was small and kind"; here it is watched, joined, and its reason told.
 */
import { describe, expect, it } from 'vitest';
import type { ContentLanguage } from '../contract/content-types.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { explainStory } from './story.ts';
import { readHabit } from './story-habit18.ts';

const story = (language: ContentLanguage, opening: string, seed: number) => explainStory(opening, language, seededRandom(seed));
/** What the default and attended plots said instead of a reason, in all four languages. */
const withheld = /small and ordinary|small one, and a kind one|plain reason|lý do nhỏ thôi|bằng vài lời đơn giản|이유는 작고|담담하게 설명|理由很小|简单几句/u;

describe('the habit plot', () => {
  const cases: [ContentLanguage, string, 'habit' | 'toMe', RegExp, boolean][] = [
    ['en', 'Every Saturday my uncle walks down to the pier with two fishing rods, though he only ever uses one.', 'habit', /my uncle/u, false],
    ['en', 'My aunt knits a long blue scarf every winter for someone called Tomas.', 'habit', /Tomas/u, true],
    ['vi', 'Chú bảo vệ tòa nhà tối nào cũng tưới mấy chậu hoa trên sân thượng.', 'habit', /chú bảo vệ/iu, false],
    ['ko', '옆집 할아버지가 매일 아침 우리 집 앞 눈을 치워 주신다.', 'toMe', /할아버지/u, false],
    ['zh', '隔壁的大爷每天早上都帮我把自行车摆正。', 'toMe', /大爷/u, false],
    ['zh', '楼下修鞋的师傅每年冬天都会在门口摆一排旧棉鞋。', 'habit', /师傅/u, false],
  ];
  it.each(cases)('%s: %s is a habit, told without withholding its reason', (language, opening, kind, who, named) => {
    const read = readHabit(opening, language, null);
    expect(read?.kind).toBe(kind);
    for (const seed of [1, 2, 3]) {
      const { text, path } = story(language, opening, seed);
      expect(path).toBe('habit18');
      expect(text.slice(opening.length)).toMatch(who);
      expect(text).not.toMatch(withheld);
    }
    // A habit done for someone named is told as theirs.
    if (named && language === 'en') expect(story(language, opening, 1).text.slice(opening.length)).toMatch(/Tomas/u);
  });

  const notHabits: [ContentLanguage, string][] = [
    // One day of a habit is that day's event.
    ['en', 'Every morning the baker on our corner waves at me, but today his shop was dark.'],
    ['vi', 'Sáng nào bà bán bánh mì cũng chào tôi, nhưng hôm nay bà không ra bán.'],
    // An animal's habit is the animal's.
    ['ko', '할머니가 키우던 개가 매일 저녁 버스 정류장에 나가 앉아 있다.'],
    // Someone on their own is joined by another plot.
    ['zh', '新来的实习生每天中午都一个人在楼梯间吃饭。'],
    // No frequency word: no habit.
    ['en', 'My neighbour painted his front door bright yellow.'],
  ];
  it.each(notHabits)('%s: %s is no habit of this plot', (language, opening) => {
    expect(readHabit(opening, language, null)).toBeNull();
  });
});
