/**
 * The turn plots (issue 13, round 13): a regular who did not come, and a thing not told. Each class has, in every
 * language, an input whose key nouns and verbs are in no list of story-turn13.ts (held out: a locksmith, a flower
 * seller, 붕어빵 아저씨, 卖豆浆的, failing a driving test, 적금 깬 것, 挂科).
 */
import { describe, expect, it } from 'vitest';
import type { ContentLanguage } from '../contract/content-types.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { generateStory } from './story.ts';
import { readStoryTurn } from './story-turn13.ts';

const story = (opening: string, language: ContentLanguage, seed = 1): string => generateStory({ storyStart: opening }, { language, random: seededRandom(seed) });

describe('a regular who did not come (missing)', () => {
  const cases: [ContentLanguage, string, string][] = [
    ['en', 'Every morning for twenty years, Mr. Okoro opened his locksmith stall by the station. Today he didn’t come.', 'Mr. Okoro'],
    ['vi', 'Chiều nào cô bán hoa ở đầu chợ cũng ngồi đó, vậy mà hôm nay cô không ra.', 'cô bán hoa ở đầu chợ'],
    ['ko', '매일 저녁 역 앞에서 붕어빵 파는 아저씨가 오늘은 안 나오셨다.', '아저씨'],
    ['zh', '楼下卖豆浆的王阿姨今天没出摊。她在这儿卖了八年，天天都在。', '王阿姨'],
  ];
  for (const [language, opening, name] of cases) {
    it(`reads the missing person whole and tells the visit, never the strange filler (${language})`, () => {
      const turn = readStoryTurn(opening, language);
      expect(turn?.kind).toBe('missing');
      expect(turn?.who).toContain(name);
      for (const seed of [1, 2, 3]) {
        const text = story(opening, language, seed).slice(opening.length);
        expect(text).toContain(language === 'vi' ? 'cô' : name);
        expect(text).not.toMatch(/stranger than anyone|trick|kỳ lạ|이상한|奇怪/u);
      }
    });
  }
  it('does not read a one-off absence with no routine as a missing regular', () => {
    expect(readStoryTurn('My dad didn’t come to my graduation.', 'en')).toBeNull();
    expect(readStoryTurn('아빠가 졸업식에 안 오셨다.', 'ko')).toBeNull();
    expect(readStoryTurn('爸爸没来我的毕业典礼。', 'zh')).toBeNull();
  });
  it('never makes the narrator the missing one', () => {
    expect(readStoryTurn('Every day I walk the dog. Today I didn’t come home.', 'en')).toBeNull();
  });
});

describe('a thing not told (secret)', () => {
  const cases: [ContentLanguage, string, string, string][] = [
    ['en', 'Maya failed her driving test this morning. She hasn’t told her parents yet.', 'her parents', 'Maya'],
    ['vi', 'Tôi rút hết tiền tiết kiệm để mua máy ảnh. Tôi chưa dám nói với vợ.', 'vợ', 'Tôi'],
    ['ko', '적금을 깨서 기타를 샀다. 엄마한테는 아직 말을 못 했다.', '엄마', '나'],
    ['zh', '这学期我挂了两门课，还没告诉爸妈。', '爸妈', '我'],
  ];
  for (const [language, opening, told, teller] of cases) {
    it(`keeps the teller and the person told, and the person answers kindly (${language})`, () => {
      const turn = readStoryTurn(opening, language);
      expect(turn?.kind).toBe('secret');
      expect(turn?.who).toBe(told);
      const text = story(opening, language, 2).slice(opening.length);
      expect(text).toContain(told);
      expect(text).toContain(language === 'vi' ? 'tôi' : teller === 'Tôi' ? 'tôi' : teller);
    });
  }
  it('tells the narrator\'s own person in the first person in English ("my wife", never "his wife")', () => {
    const text = story('I got laid off on Monday. I haven’t told my wife.', 'en', 3).slice(40);
    expect(text).toContain('my wife');
    expect(text).not.toContain('his wife');
  });
  it('reads nobody told as no secret plot', () => {
    expect(readStoryTurn('I quit the band. I haven’t told anyone.', 'en')).toBeNull();
  });
});
