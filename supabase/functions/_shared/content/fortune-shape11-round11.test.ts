import { describe, expect, it } from 'vitest';
import { generateFortune } from './fortune-telling.ts';
import { readSwitchPlan } from './fortune-shape11-switch.ts';
import { tidyChoiceFrame } from './fortune-shape11-choice.ts';
import { readFortuneShape } from './fortune-shape-read.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { ContentLanguage, FortuneCategory } from '../contract/content-types.ts';

// Round 11 of issue 13 (fortune): a change still weighed (a phone, a major, a job) is an open choice; someone else's
// result is theirs and the asker's hope; the amount before the verb in Korean is money lent; "A还是B" names both
// options without the question's frame. Four languages, topics far from each other.
const seeds = [1, 7, 42, 1001, 65537];
const readings = (language: ContentLanguage, category: FortuneCategory, input: string): string[] =>
  seeds.map((seed) => generateFortune({ category, input }, { language, random: seededRandom(seed) }));
const firstParagraph = (text: string): string => text.split('\n\n')[0] ?? '';

describe('shape SWITCH: a change still weighed is an open choice', () => {
  it('reads the change, its from and to, and its complication in four languages', () => {
    expect(readSwitchPlan('should I switch my major from biology to computer science next year?', 'en')).toMatchObject({ thing: 'switching your major', from: 'biology', to: 'computer science' });
    expect(readSwitchPlan('em đang tính đổi con điện thoại mới mà tiền tiết kiệm còn ít, có nên không ạ', 'vi')).toMatchObject({ thing: 'đổi điện thoại mới', but: 'tiền tiết kiệm còn ít' });
    expect(readSwitchPlan('전공을 경영에서 컴공으로 바꿔도 될까요?', 'ko')).toMatchObject({ thing: '전공 바꾸기', from: '경영', to: '컴공' });
    expect(readSwitchPlan('我在考虑转专业，但是数学太难了', 'zh')).toMatchObject({ thing: '转专业', but: '数学太难了' });
    expect(readSwitchPlan('I switched my phone last month, was it a mistake?', 'en')).toBeNull();
    expect(readSwitchPlan('Khi nào em nên nói với bố mẹ là em muốn chuyển ngành học vậy ạ?', 'vi')).toBeNull();
    expect(readSwitchPlan('已经换了手机，会不会后悔', 'zh')).toBeNull();
  });

  it('answers the change by name with its complication, never as savings or a purchase made (vi, ko)', () => {
    for (const text of readings('vi', 'money', 'em đang tính đổi con điện thoại mới mà tiền tiết kiệm còn ít, có nên không ạ')) {
      expect(firstParagraph(text)).toMatch(/đổi điện thoại mới[\s\S]*tiền tiết kiệm còn ít/u);
      expect(text).not.toMatch(/Gửi tiết kiệm/u);
    }
    for (const text of readings('ko', 'future', '전공을 경영에서 컴공으로 바꿔도 될까요?')) expect(firstParagraph(text)).toMatch(/경영[\s\S]*컴공/u);
  });
});

describe("someone else's result is theirs, with the asker's hope", () => {
  it('reads the person and the event beyond the round-10 phrasings (en, ko, zh)', () => {
    expect(readFortuneShape('my daughter has her first big job interview at a bank on thursday. will it go well for her?', 'en')?.question).toMatchObject({ who: 'your daughter', eventKind: 'test' });
    expect(readFortuneShape("my son's college application results come out next week, will he get in?", 'en')?.question).toMatchObject({ who: 'your son', eventKind: 'result' });
    expect(readFortuneShape('아들이 이번에 대학 수시 면접을 보는데 붙을 수 있을까요?', 'ko')?.question).toMatchObject({ who: '아들', event: '면접' });
    expect(readFortuneShape('我女儿申请的研究生下个月出结果，能录取吗？', 'zh')?.question).toMatchObject({ who: '你女儿', eventKind: 'result' });
  });

  it('names the hope as the asker’s and keeps Korean particles right', () => {
    for (const text of readings('ko', 'future', '아들이 이번에 대학 수시 면접을 보는데 붙을 수 있을까요?')) {
      expect(firstParagraph(text)).toMatch(/아들/u);
      expect(text).not.toMatch(/아들를|아들에는|조금만 준비하면요/u);
    }
    for (const text of readings('en', 'future', "my son's college application results come out next week, will he get in?")) {
      expect(firstParagraph(text)).toMatch(/your son/u);
      expect(firstParagraph(text)).not.toMatch(/evening before/u);
    }
  });
});

describe('Korean: the amount before the verb is money lent', () => {
  it('reads who asks and the sum', () => {
    expect(readFortuneShape('친한 친구가 300만 원만 빌려 달라는데 빌려줘도 괜찮을까요', 'ko')?.question).toMatchObject({ who: '친한 친구', amount: '300만 원' });
    expect(readFortuneShape('회사 선배가 50만원 빌려 달라는데 어떡하죠', 'ko')?.question).toMatchObject({ who: '회사 선배', amount: '50만원' });
    expect(readFortuneShape('제가 300만 원 빌려야 하는데 괜찮을까요', 'ko')?.kind).not.toBe('lend');
  });
});

describe('two named options: the question’s frame is cut off the first one', () => {
  it('cuts 是 and scene leads, keeps options whole', () => {
    expect(tidyChoiceFrame(['毕业后是留在上海', '回老家发展'])).toEqual(['留在上海', '回老家发展']);
    expect(tidyChoiceFrame(['明年我去日本', '韩国'])).toEqual(['去日本', '韩国']);
    expect(tidyChoiceFrame(['Kyoto', 'Lisbon'])).toEqual(['Kyoto', 'Lisbon']);
    for (const text of readings('zh', 'future', '毕业后是留在上海还是回老家发展比较好？')) {
      expect(text).toMatch(/留在上海/u);
      expect(text).toMatch(/回老家发展/u);
      expect(text).not.toMatch(/毕业后是/u);
    }
  });
});
