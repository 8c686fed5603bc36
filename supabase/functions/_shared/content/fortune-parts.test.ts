import { describe, expect, it } from 'vitest';
import { coversPart, readFortuneParts } from './fortune-parts.ts';
import { generateFortune } from './fortune-telling.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { ContentLanguage, FortuneCategory } from '../contract/content-types.ts';

const seeds = [1, 2, 3, 19, 333, 1260, 4040];
const readings = (language: ContentLanguage, category: FortuneCategory, input: string): string[] =>
  seeds.map((seed) => generateFortune({ category, input }, { language, random: seededRandom(seed) }));

describe('fortune parts: what the visitor names besides the main situation', () => {
  it.each([
    ['다음 달에 부모님 모시고 2박 3일로 제주도 여행 가는데, 날씨나 이동 괜찮을까요?', ['parents', 'transport']],
    ['这周要搬家，周五还要交季度报告，运势怎么样？', ['report']],
    ['我三十岁了，在考虑要不要辞职回老家开一家奶茶店，未来会怎么样？', ['quit', 'milk_tea', 'hometown']],
    ['Should I put my year-end bonus toward paying off my credit card or into an index fund this month?', ['card', 'fund']],
    ["We've been texting for two weeks but he still hasn't asked me out.", ['texting']],
    ['Tháng sau đưa bố mẹ đi Đà Lạt, đi lại có thuận không?', ['parents', 'transport']],
    ['Will I pass my exam?', []],
  ] as const)('%s → %j', (question, parts) => expect(readFortuneParts(question)).toEqual(parts));

  it('knows when a reading already takes a part up', () => {
    expect(coversPart('부모님과 함께라면 일정은 느긋하게', 'parents')).toBe(true);
    expect(coversPart('날씨는 대체로 맑지만', 'parents')).toBe(false);
  });
});

describe('every part named gets its answer (fourth blind read, rows 17–24, and the same classes in other languages)', () => {
  const cases: Array<[ContentLanguage, FortuneCategory, string, RegExp[]]> = [
    ['ko', 'travel', '다음 달에 부모님 모시고 2박 3일로 제주도 여행 가는데, 날씨나 이동 괜찮을까요?', [/부모님/u, /렌터카|이동/u]],
    ['zh', 'week', '这周要搬家，周五还要交季度报告，运势怎么样？', [/搬家/u, /报告/u, /周五/u]],
    ['zh', 'future', '我三十岁了，在考虑要不要辞职回老家开一家奶茶店，未来会怎么样？', [/奶茶/u, /老家/u, /辞职|辞呈/u]],
    ['en', 'money', 'Should I put my year-end bonus toward paying off my credit card or into an index fund this month?', [/card/u, /fund/u, /interest/u]],
    ['en', 'week', 'Big week: my parents fly in on Wednesday and my quarterly report is due Friday. How will it go?', [/parents/u, /report/u, /Friday/u]],
    ['vi', 'future', 'Mình đang tính nghỉ việc về quê mở quán trà sữa, tương lai thế nào?', [/nghỉ việc|giữ việc/iu, /quê/iu, /trà sữa/iu]],
  ];
  it.each(cases)('(%s, %s) %s', (language, category, input, facts) => {
    for (const text of readings(language, category, input)) for (const fact of facts) expect(text).toMatch(fact);
  });

  it('quotes no option cut mid-phrase, and a love question about a person is not read as work', () => {
    for (const text of readings('en', 'money', 'Should I put my year-end bonus toward paying off my credit card or into an index fund this month?')) {
      expect(text).not.toMatch(/[“"][^”"]*…[”"]/u);
    }
    for (const text of readings('en', 'love', "Will things work out with the guy I met at my climbing gym? We've been texting for two weeks but he still hasn't asked me out.")) {
      expect(text).not.toMatch(/about your work|about your health|whether the machine is free/u);
      expect(text).toMatch(/text/u);
    }
  });

  it('a menu choice is the day’s dish: one of the two, never a third', () => {
    for (const text of readings('vi', 'menu', 'Trưa nay nên ăn gì đây, đang phân vân giữa bún chả với cơm tấm.')) {
      expect(text).toMatch(/bún chả|cơm tấm/u);
      expect(text).not.toMatch(/bánh mì gà|gỏi cuốn/u);
    }
  });

  it('closings and card readings stay grammatical (no "感谢你因为", no odd chariot patience)', () => {
    for (const text of readings('zh', 'future', '我三十岁了，在考虑要不要辞职回老家开一家奶茶店，未来会怎么样？')) expect(text).not.toMatch(/感谢你因为|对学习说了|远远望向/u);
    for (const text of readings('zh', 'week', '这周要搬家，周五还要交季度报告，运势怎么样？')) expect(text).not.toMatch(/耐心会有回报/u);
  });
});
