/**
 * Meeting someone again after years (issue 13, round 13): recognised or greeted anyway, caught up with, parted from;
 * never the moment filler. Held-out words: a ferry terminal, lớp võ, 학원, 驾校.
 */
import { describe, expect, it } from 'vitest';
import type { ContentLanguage } from '../contract/content-types.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { generateStory } from './story.ts';
import { findReunion } from './story-reunion13.ts';

const cases: [ContentLanguage, string, string, boolean][] = [
  ['en', 'At the ferry terminal I bumped into my old karate coach after twelve years.', 'my old karate coach', false],
  ['vi', 'Tám năm sau, mình gặp lại cậu bạn lớp võ ở siêu thị, cậu ấy không nhận ra mình.', 'cậu bạn lớp võ', true],
  ['ko', '학원 같이 다니던 친구를 오 년 만에 버스에서 만났다.', '학원 같이 다니던 친구', false],
  ['zh', '驾校毕业五年后，我在医院门口遇到了当年的教练。', '当年的教练', false],
];

describe('meeting someone again after years', () => {
  for (const [language, opening, who, unknown] of cases) {
    it(`reads the person, the years and whether they knew me, and tells the catching up (${language})`, () => {
      expect(findReunion(opening, language)).toMatchObject({ who, unknown });
      for (const seed of [1, 2, 3]) {
        const text = generateStory({ storyStart: opening }, { language, random: seededRandom(seed) }).slice(opening.length);
        expect(text).not.toMatch(/moment turned|khoảnh khắc khẽ nghiêng|순간이 살짝|这一刻轻轻/u);
        expect(text.split('\n\n')).toHaveLength(3);
        // The first paragraph is the recognition: the person, the years, or the old nickname / "it's me".
        const first = text.split('\n\n')[0] ?? '';
        const reunion = findReunion(opening, language);
        expect(first.includes(who) || first.includes(reunion?.years ?? '\u0000') || /nickname|It’s me|biệt danh|Là mình đây|별명|나야|外号|是我/u.test(first)).toBe(true);
      }
    });
  }
  it('keeps the Vietnamese narrator\'s "mình"', () => {
    const text = generateStory({ storyStart: cases[1]?.[1] ?? '' }, { language: 'vi', random: seededRandom(2) });
    expect(text).not.toMatch(/(?<![\p{L}])[Tt]ôi(?![\p{L}])/u);
  });
  it('is no reunion without a span of years', () => {
    expect(findReunion('I ran into my neighbour at the supermarket.', 'en')).toBeNull();
  });
});
