/**
 * A relative doing something new lately, on their own (issue 13, round 13), is asked about at last and answers
 * warmly. Held-out acts: knitting, bonsai, 우쿨렐레, 练字.
 */
import { describe, expect, it } from 'vitest';
import type { ContentLanguage } from '../contract/content-types.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { generateStory } from './story.ts';
import { findLatelyKin } from './story-lately13.ts';

const cases: [ContentLanguage, string, string][] = [
  ['en', 'Lately my dad locks himself in the garage every night with a bonsai book and won\'t tell anyone why.', 'my dad'],
  ['vi', 'Dạo này mẹ cứ lén ngồi đan len một mình sau bếp.', 'mẹ'],
  ['ko', '요즘 할머니가 밤마다 혼자 우쿨렐레를 만지작거리신다.', '할머니'],
  ['zh', '爸爸最近总是一个人躲在阳台上练字。', '爸爸'],
];

describe('a relative doing something new lately', () => {
  for (const [language, opening, kin] of cases) {
    it(`asks the relative at last and hears a warm answer (${language})`, () => {
      expect(findLatelyKin(opening, language)?.kin).toBe(kin);
      for (const seed of [1, 2, 3]) {
        const middle = generateStory({ storyStart: opening }, { language, random: seededRandom(seed) }).slice(opening.length).split('\n\n')[1] ?? '';
        expect(middle.toLowerCase()).toContain(kin.toLowerCase().replace(/^my /u, ''));
      }
    });
  }
  it('answers a phone habit with someone found again, never a present', () => {
    const opening = '妈妈最近总是一个人对着手机笑。';
    for (const seed of [1, 2, 3, 4]) expect(generateStory({ storyStart: opening }, { language: 'zh', random: seededRandom(seed) })).toMatch(/老朋友/u);
  });
  it('leaves illness and death to other readers', () => {
    expect(findLatelyKin('Lately my dad sleeps all day; the hospital called.', 'en')).toBeNull();
  });
});
