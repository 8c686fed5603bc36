/**
 * A dedication found in an old thing (issue 13, round 13): the words are written to a named person, who is looked
 * for; never "the writer knew someone like me would come" and never the moment filler. Held-out words: a harmonica
 * case, sổ tay, 수첩, 口琴.
 */
import { describe, expect, it } from 'vitest';
import type { ContentLanguage } from '../contract/content-types.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { generateStory } from './story.ts';
import { findInscription } from './story-inscribed13.ts';

const cases: [ContentLanguage, string, string][] = [
  ['en', 'In a second-hand harmonica case I found a card that said "To Jun, play this when I am gone."', 'Jun'],
  ['vi', 'Tôi nhặt được một cuốn sổ tay cũ, trang đầu ghi "Tặng Thu, chờ anh nhé".', 'Thu'],
  ['ko', '중고로 산 수첩 첫 장에 "민아에게, 꼭 다시 만나자"라고 쓰여 있었다.', '민아'],
  ['zh', '我在地摊上淘到一只旧口琴，盒子里有张纸条：“给小梅，等我回来。”', '小梅'],
];

describe('a dedication found in an old thing', () => {
  for (const [language, opening, to] of cases) {
    it(`reads the addressee and looks for them (${language})`, () => {
      expect(findInscription(opening, language)?.to).toBe(to);
      for (const seed of [1, 2, 3]) {
        const text = generateStory({ storyStart: opening }, { language, random: seededRandom(seed) }).slice(opening.length);
        expect(text.split('\n\n')[1]).toContain(to);
        expect(text).not.toMatch(/someone like me would come|moment turned|khoảnh khắc khẽ nghiêng|순간이 살짝|那一刻/u);
      }
    });
  }
  it('needs an old or found thing and a named addressee', () => {
    expect(findInscription('My mom left a note on the fridge: "For Jun, eat something."', 'en')).toBeNull();
    expect(findInscription('I found an old box marked "for the next tenant".', 'en')).toBeNull();
  });
});
