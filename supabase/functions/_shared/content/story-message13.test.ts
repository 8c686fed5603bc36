/**
 * A message meant for someone who has died (issue 13, round 13) is answered with the truth and its sender heard
 * from; never "nobody could explain the text" nor a lost thing returned. Held-out words: a voicemail, email, 카톡,
 * 微信.
 */
import { describe, expect, it } from 'vitest';
import type { ContentLanguage } from '../contract/content-types.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { generateStory } from './story.ts';
import { findMessageToGone } from './story-message13.ts';

const cases: [ContentLanguage, string, string][] = [
  ['en', 'A voicemail came for my brother Theo this morning: "Call me back, old man." Theo died in March.', 'Theo'],
  ['vi', 'Hộp thư của anh Quân vẫn nhận email, hôm nay có một thư mới. Anh Quân đã mất từ mùa hè.', 'anh Quân'],
  ['ko', '돌아가신 할아버지 카톡으로 메시지가 왔다. "형님, 다음 주 낚시 가십니까?"', '할아버지'],
  ['zh', '奶奶去世半年了，她的微信今天收到一条消息：“老姐妹，广场舞还来吗？”', '奶奶'],
];

describe('a message meant for someone who has died', () => {
  for (const [language, opening, who] of cases) {
    it(`answers with the truth and hears from the sender (${language})`, () => {
      expect(findMessageToGone(opening, language)?.who).toBe(who);
      for (const seed of [1, 2, 3]) {
        const [first, middle] = generateStory({ storyStart: opening }, { language, random: seededRandom(seed) }).slice(opening.length).split('\n\n');
        expect(`${first} ${middle}`).toContain(who);
        expect(`${first} ${middle}`).not.toMatch(/nobody could explain|chẳng ai giải thích|아무도 설명|没有人能解释/u);
      }
    });
  }
  it('needs a message and a death', () => {
    expect(findMessageToGone('A text from Theo: "Call me back."', 'en')).toBeNull();
    expect(findMessageToGone('Theo died in March.', 'en')).toBeNull();
    // "called" as named is no call.
    expect(findMessageToGone('My speaker says goodnight in my late mother\'s voice. Nobody here is called Ellie.', 'en')).toBeNull();
  });
});
