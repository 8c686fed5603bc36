/**
 * Round 14 (lead): praise that does not gladden is a worry, never news to congratulate. Held-out inputs (a raise, an
 * award, a boss's praise) in four languages.
 */
import { describe, expect, it } from 'vitest';
import { generatePersonaReply } from './persona-chat.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { ChatMessage, ContentLanguage } from '../contract/content-types.ts';

const user = (content: string): ChatMessage => ({ role: 'user', content });
const replies = (text: string, language: ContentLanguage): string[] =>
  [1, 2, 3].map((seed) => generatePersonaReply({ persona: 'psychologist', messages: [user(text)] }, { language, random: seededRandom(seed) }));

describe('praise that does not gladden', () => {
  const cases: [ContentLanguage, string][] = [
    ['en', 'Even when my boss praised my report in front of everyone, I just felt empty and waited for the next mistake.'],
    ['vi', 'Dù được sếp khen trước cả phòng, em vẫn chẳng thấy vui, chỉ sợ lần sau làm hỏng.'],
    ['ko', '상을 받아도 기쁘지가 않아요. 다음에 못할까 봐 겁만 나요.'],
    ['zh', '被老板当众表扬了也高兴不起来，只怕下次做砸。'],
  ];
  for (const [language, text] of cases) {
    it(`is never congratulated (${language})`, () => {
      for (const reply of replies(text, language)) expect(reply).not.toMatch(/congratulat|well done|so proud|chúc mừng|giỏi quá|축하|잘했|恭喜|太棒了|真厉害/iu);
    });
  }
});

describe('someone else who moved away', () => {
  const cases: [ContentLanguage, string][] = [
    // Blind set M's request (found after its read), and a held-out one.
    ['en', "my best friend moved to canada last month and we keep missing each other's calls because of the time difference. how do people keep long distance friendships alive"],
    ['en', "my cousin moved to Berlin in March and we keep missing each other's calls. how do people stay close across time zones"],
  ];
  for (const [language, text] of cases) {
    it(`is not answered as the visitor's own move to a new place (${language})`, () => {
      for (const seed of [1, 2, 3]) {
        const reply = generatePersonaReply({ persona: 'childhood_friend', messages: [user(text)] }, { language, random: seededRandom(seed) });
        expect(reply).not.toMatch(/become a regular|run club|new place where you do not know|新地方|常客/u);
      }
    });
  }
});

describe('a dish that stays pale', () => {
  const cases: [ContentLanguage, string, RegExp][] = [
    // Blind set M's request (found after its read), and held-out ones.
    ['zh', '我做的红烧肉每次颜色都很浅，不够红亮，是哪一步出了问题？', /糖色|老抽/u],
    ['zh', '我卤的鸡翅每次都不上色，看起来白白的，为什么？', /糖色|老抽/u],
    ['en', 'my roast chicken always comes out pale no matter how long i leave it in. what am i doing wrong?', /brown|golden|sugar/u],
    ['vi', 'sao cá kho của em lần nào cũng không lên màu vậy?', /nước màu|thắng/u],
  ];
  for (const [language, text, pale] of cases) {
    it(`is answered with browning, never the greens that go dark (${language})`, () => {
      const reply = generatePersonaReply({ persona: 'chef', messages: [user(text)] }, { language, random: seededRandom(1) });
      expect(reply).toMatch(pale);
      expect(reply).not.toMatch(/greens bright|giữ màu xanh|초록색|保住绿色/u);
    });
  }
});

describe('the chef names the dish once (lead, found in the final npm start check)', () => {
  it('never doubles a Korean particle, and reads "always pale"', () => {
    const ko = generatePersonaReply({ persona: 'chef', messages: [user('순두부찌개가 자꾸 너무 짜요')] }, { language: 'ko', random: seededRandom(1) });
    expect(ko).not.toMatch(/가가|를를|는는/u);
    expect(ko).toContain('순두부찌개');
    const en = generatePersonaReply({ persona: 'chef', messages: [user('why is my pot roast always pale?')] }, { language: 'en', random: seededRandom(1) });
    expect(en).toMatch(/brown|golden/u);
  });
});
