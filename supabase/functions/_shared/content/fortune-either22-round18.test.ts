import { describe, expect, it } from 'vitest';
import { generateFortune } from './fortune-telling.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { ContentLanguage, FortuneCategory } from '../contract/content-types.ts';

/**
 * Round 18 (fort22): an either/or no older reader leans is weighed from what the visitor wrote about each side, never by a
 * coin or "named first". Held-out requests (none in round18-fort22.before.json), seeds 1–3.
 */
const read = (language: ContentLanguage, category: FortuneCategory, input: string, seed: number): string =>
  generateFortune({ category, input }, { language, random: seededRandom(seed) });

const coin = /flip a coin|named first|동전을 던져|먼저 꺼내신|tung đồng xu một|nói ra trước|抛一次硬币|先说出口/u;

const cases: readonly { language: ContentLanguage; category: FortuneCategory; input: string; says: RegExp }[] = [
  // care: the trained look wins, with the visitor's symptom.
  { language: 'en', category: 'health', input: 'should i get my wrist checked at the clinic or just wear a brace for a while, it clicks when i type', says: /it clicks when you type, the cards side with “get your wrist checked at the clinic”/u },
  { language: 'vi', category: 'health', input: 'bị ho cả tuần rồi, nên đi khám bác sĩ hay uống thuốc ho thôi', says: /bị ho cả tuần rồi, quẻ đứng về phía “đi khám bác sĩ”/u },
  // ask: a health choice with no trained side goes to the doctor as two questions.
  { language: 'zh', category: 'health', input: '甲状腺有个结节，是先吃药还是直接做手术？', says: /把“先吃药”和“直接做手术”当成你的两个问题带去/u },
  // price: a known repair cost weighed against an uncounted new one.
  { language: 'vi', category: 'money', input: 'nên sửa laptop hay mua cái mới ạ, sửa hết 3 triệu', says: /sửa hết 3 triệu\. Đó là cái giá bạn đã biết[\s\S]*?nghiêng về “sửa laptop”/u },
  { language: 'zh', category: 'money', input: '旧电脑是修一修还是换新的？修要八百块', says: /修要八百块。这是你已经知道的花费[\s\S]*?牌偏向“修一修”/u },
  // hardship: the cost of staying leans a keep-or-change choice to the change.
  { language: 'ko', category: 'money', input: '적금 깨서 노트북 살까요, 아니면 몇 달 더 모을까요? 지금 노트북이 너무 느려요', says: /지금 노트북이 너무 느려요\. 그게 지금 그대로 있는 대가[\s\S]*?‘적금 깨서 노트북 살까’ 쪽으로 기울어요/u },
  // even: both weighed against the visitor's own condition, the lean said as light; a stray Korean particle is gone.
  { language: 'en', category: 'travel', input: 'tokyo or seoul for christmas? first time abroad', says: /lean to “tokyo” only lightly[\s\S]*?first time abroad/u },
  { language: 'ko', category: 'future', input: '내년에 유학 가는 게 나을까요 아니면 취업하는 게 나을까요?', says: /‘유학 가는 것’ 쪽과 ‘취업하는 것’ 쪽을 저울질/u },
];

describe('round 18 (fort22): the either/or weighed from the visitor’s own words', () => {
  for (const { language, category, input, says } of cases) {
    it(`${language}: ${input}`, () => {
      for (const seed of [1, 2, 3]) {
        const text = read(language, category, input, seed);
        expect(text).toMatch(says);
        expect(text).not.toMatch(coin);
        expect(text).not.toMatch(/‘에 /u);
      }
    });
  }
});
