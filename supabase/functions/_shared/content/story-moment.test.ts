/**
 * Story, eighth engine round (issue 13): a plain moment with a person the opening names (a spill on the boss's shirt, a
 * kite stuck in a tree with a crying daughter, Grandpa calling about the first red tomato, a dish cooked the way Grandma
 * used to) is continued as that scene with that person — put right, visited or remembered — and never with the generic
 * "knowing it was enough" beats or the "changed person keeps an old promise" family.
 */
import { describe, expect, it } from 'vitest';
import { contentLanguages, type ContentLanguage } from '../contract/content-types.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { findStoryMoment, type StoryMoment } from './story-moment.ts';
import { generateStory } from './story.ts';

const story = (language: ContentLanguage, seed: number, storyStart: string): string =>
  generateStory({ storyStart }, { language, random: seededRandom(seed) }).slice(storyStart.length);

/** Per language: openings of each mode, with the person as later sentences name them. */
const moments: Readonly<Record<ContentLanguage, ReadonlyArray<readonly [StoryMoment['mode'], string, string]>>> = {
  en: [
    ['mishap', 'At my sister’s birthday dinner I knocked over the cake while carrying it to the table, and my sister just stared at me.', 'my sister'],
    ['far', 'Dad texted this morning to say the tree we planted together last spring has its first apples.', 'Dad'],
    ['memory', 'Tonight I tried to make the soup Grandma used to make every winter.', 'Grandma'],
  ],
  vi: [
    ['mishap', 'Buổi họp đầu tiên ở công ty, tôi làm rơi cả chồng hồ sơ ngay trước mặt sếp.', 'sếp'],
    ['far', 'Sáng nay mẹ gọi điện bảo cây mai trước nhà năm nay nở sớm.', 'mẹ'],
    ['memory', 'Tối nay tôi thử nấu nồi canh chua mà ngày xưa bà ngoại hay nấu.', 'bà'],
  ],
  ko: [
    ['mishap', '딸이랑 공원에서 비눗방울을 불다가 딸 운동화가 분수대에 빠져 버려서, 딸이 울음을 터뜨렸다. 나는 신발을 떨어뜨린 게 나라서 더 미안했다.', '딸'],
    ['far', '아빠한테서 전화가 왔다. 같이 심은 감나무에 올해 처음 감이 열렸다고.', '아빠'],
    ['memory', '할아버지가 만들어 주시던 연을 떠올리며 오늘 처음으로 혼자 연을 만들어 보았다.', '할아버지'],
  ],
  zh: [
    ['mishap', '第一天上班，我就把咖啡洒在了老板的文件上。', '老板'],
    ['far', '妈妈打电话来说，家里那只老猫今天终于肯下楼了。', '妈妈'],
    ['memory', '今晚我照着外婆以前常做的样子，包了一锅饺子。', '外婆'],
  ],
};

/** The generic beats and stock families these openings used to get. */
const stock: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /Knowing it was enough|went over what had happened|an old promise/iu,
  vi: /một lời hứa cũ|một lời nhờ|lật đi lật lại/iu,
  ko: /오래된 약속|기억나는 것을 전부 적어/u,
  zh: /很久以前的承诺|有人提早来帮了忙|从头到尾地慢慢回想/u,
};

describe('findStoryMoment (the person and the mode of a plain moment)', () => {
  for (const language of contentLanguages) {
    for (const [mode, opening, who] of moments[language]) {
      it(`(${language}) reads ${mode}: ${opening.slice(0, 30)}…`, () => {
        const found = findStoryMoment(opening, language);
        expect(found?.mode).toBe(mode);
        expect(found?.who).toBe(who);
      });
    }
  }

  it.each([
    ['en', 'The lighthouse keeper waved at me.'],
    ['ko', '딸기를 한 바구니 샀다.'],
  ] as const)('(%s) names no known person: %s', (language, opening) => {
    expect(findStoryMoment(opening, language)).toBeNull();
  });
});

describe('the moment story (the scene with the person, to its end)', () => {
  for (const language of contentLanguages) {
    for (const [mode, opening, who] of moments[language]) {
      it(`(${language}) ${mode}: the person stays through the ending, no stock beats, over seeds`, () => {
        for (const seed of [1, 2, 3]) {
          const text = story(language, seed, opening);
          const paragraphs = text.trim().split(/\n\n/u);
          expect(paragraphs).toHaveLength(3);
          expect(paragraphs[1]?.toLowerCase()).toContain(who.toLowerCase());
          expect(paragraphs[2]?.toLowerCase()).toContain(who.toLowerCase());
          expect(text).not.toMatch(stock[language]);
          expect(text).not.toMatch(/\{|\}|undefined/u);
        }
      });
    }
  }
});
