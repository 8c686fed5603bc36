/**
 * A question others keep asking the visitor (issue 13, round 13) is answered as that, never as the event it names.
 * Held-out questions: a baby, a house, a job, a driving licence are in no list of persona-chat-pressure13.ts.
 */
import { describe, expect, it } from 'vitest';
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { generatePersonaReply } from './persona-chat.ts';
import { readAskedAgain } from './persona-chat-pressure13.ts';

const reply = (language: ContentLanguage, persona: PersonaKey, content: string, seed = 1): string =>
  generatePersonaReply({ persona, messages: [{ role: 'user', content }] }, { language, random: seededRandom(seed) });

describe('a question others keep asking', () => {
  const cases: [ContentLanguage, PersonaKey, string, string][] = [
    ['en', 'psychologist', 'My sister just had a baby and my aunts keep asking when I will have one. I am tired of it.', 'when you will have one'],
    ['vi', 'childhood_friend', 'Về quê họ hàng cứ hỏi bao giờ mua nhà, mệt ghê', 'bao giờ mua nhà'],
    ['ko', 'psychologist', '명절만 되면 친척들이 자꾸 언제 면허 따냐고 물어봐요', '언제 면허 따냐'],
    ['zh', 'girl', '过年回家亲戚老是问我什么时候找工作，好烦', '什么时候找工作'],
  ];
  for (const [language, persona, message, asked] of cases) {
    it(`tells back the asked question whole and answers being asked (${language})`, () => {
      expect(readAskedAgain(message, language)?.asked).toBe(asked);
      for (const seed of [1, 2, 3]) expect(reply(language, persona, message, seed)).toContain(asked);
    });
  }
  it('never answers the sister\'s wedding as the visitor\'s own big day', () => {
    const text = reply('en', 'psychologist', "my sister is getting married and everyone keeps asking when it's my turn. i'm 34 and honestly fine being single but it's exhausting");
    expect(text).not.toMatch(/a big day for them|quiet moment with them/u);
    expect(text).toContain("when it's your turn");
  });
  it('is no repeated question when nobody keeps asking', () => {
    expect(readAskedAgain('My sister asked me when I am coming home.', 'en')).toBeNull();
  });
});
