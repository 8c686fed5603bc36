/**
 * The bond plot (issue 13, round 15): a person who keeps doing a small thing for the narrator is answered in kind, one
 * angry with the narrator is apologised to; never asked "why" and found to have "only a habit I had not known about".
 * Openings here are held out: they are in no eval case and in none of the round's dev openings.
 */
import { describe, expect, it } from 'vitest';
import type { ContentLanguage } from '../contract/content-types.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { generateStory } from './story.ts';
import { readBond } from './story-bond15.ts';

const story = (opening: string, language: ContentLanguage, seed = 1): string => generateStory({ storyStart: opening }, { language, random: seededRandom(seed) });
const habitFiller = /only a habit I had not known|chỉ là một thói quen mà|내가 몰랐던 습관 하나|习惯|why my|tại sao|왜 굳이|为什么/u;
const sorry = /sorry|wrong|straight face|first move|xin lỗi|sai|mở lời|nhịn được cười|미안|잘못|웃음을 터뜨|먼저|对不起|不对|先开口|笑了出来/u;

describe('the bond plot', () => {
  const gestures: [ContentLanguage, string, string][] = [
    ['en', 'Every Friday my grandpa texts me a terrible joke, and I have never once laughed.', 'my grandpa'],
    ['vi', 'Tuần nào mẹ tôi cũng gửi cho tôi một thùng rau từ quê lên.', 'mẹ'],
    ['ko', '할머니가 매일 아침 나한테 날씨 얘기를 담은 문자를 보내신다.', '할머니'],
    ['zh', '我爸每天晚上都给我发一张他钓到的鱼的照片。', '我爸'],
  ];
  for (const [language, opening, name] of gestures) {
    it(`answers a kept-up gesture in kind (${language})`, () => {
      expect(readBond(opening, language, null)).toEqual({ mode: 'gesture', name });
      for (const seed of [1, 2, 3]) expect(story(opening, language, seed).slice(opening.length)).not.toMatch(habitFiller);
    });
  }

  const quarrels: [ContentLanguage, string, string][] = [
    ['en', 'My best friend has been mad at me since I forgot her birthday party.', 'my best friend'],
    ['vi', 'Thằng em tôi dỗi tôi từ hôm qua vì tôi lỡ làm hỏng cái máy chơi game của nó.', 'thằng em'],
    ['ko', '동생이 내가 자기 옷을 몰래 입고 나간 걸 알고 나랑 말을 안 한다.', '동생'],
    ['zh', '室友因为我用了她的洗发水，跟我冷战了一个星期。', '室友'],
  ];
  for (const [language, opening, name] of quarrels) {
    it(`apologises to the one who is angry (${language})`, () => {
      expect(readBond(opening, language, null)).toEqual({ mode: 'mend', name });
      for (const seed of [1, 2, 3]) expect(story(opening, language, seed).slice(opening.length)).toMatch(sorry);
    });
  }

  const gifts: [ContentLanguage, string, string][] = [
    ['en', 'My big sister saved up for months and bought me the bike I had wanted since I was nine.', 'my big sister'],
    ['zh', '我妈偷偷给我织了一条围巾，塞在我的行李箱里。', '我妈'],
  ];
  for (const [language, opening, name] of gifts) {
    it(`thanks a gift given once, never asks why (${language})`, () => {
      expect(readBond(opening, language, null)).toEqual({ mode: 'gift', name });
      for (const seed of [1, 2, 3]) expect(story(opening, language, seed).slice(opening.length)).not.toMatch(habitFiller);
    });
  }

  it('leaves a gift with a turn after it to that turn', () => {
    expect(readBond('Every year my uncle sends me a birthday card, but this year it came in a stranger\'s handwriting.', 'en', null)).toBeNull();
  });

  it('leaves a routine broken today to the missing-routine rank', () => {
    expect(readBond('My sister calls me every Sunday at noon, but today she did not call.', 'en', null)).toBeNull();
  });
});
