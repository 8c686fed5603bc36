import { describe, expect, it } from 'vitest';
import { generateFortune } from './fortune-telling.ts';
import { readTheirStep } from './fortune-shape11b-theirs.ts';
import { cutBetterTail } from './fortune-shape11b-tails.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { ContentLanguage, FortuneCategory } from '../contract/content-types.ts';

// Round 11 wave 2 of issue 13 (fortune): someone else's step asked about is read for them; Korean "-는 게 나을까"
// tails leave the options; the English "but" line takes a clause.
const seeds = [1, 7, 42, 1001];
const readings = (language: ContentLanguage, category: FortuneCategory, input: string): string[] =>
  seeds.map((seed) => generateFortune({ category, input }, { language, random: seededRandom(seed) }));

describe("someone else's step asked about", () => {
  it('reads it for them, as written, never as the visitor\'s own love life (en, vi, ko, zh)', () => {
    for (const text of readings('en', 'love', "my sister is meeting her boyfriend's parents this weekend, will it go well?")) {
      expect(text).toMatch(/for your sister/u);
      expect(text).toMatch(/meeting her boyfriend's parents this weekend/u);
      expect(text).not.toMatch(/Your love reading|Wear something .* for a date|Romantic time/u);
    }
    for (const text of readings('vi', 'work', 'Anh trai em đang chuẩn bị mở quán cà phê ở Huế, liệu có suôn sẻ không ạ?')) {
      expect(text).toMatch(/anh trai bạn/u);
      expect(text).toMatch(/chuẩn bị mở quán cà phê ở Huế/u);
      expect(text).toMatch(/anh ấy/u);
    }
    for (const text of readings('ko', 'love', '언니가 이번 주말에 남자친구 부모님을 뵈러 가는데 잘 될까요?')) {
      expect(text).toMatch(/언니가 이번 주말에 남자친구 부모님을 뵈러 가는 일/u);
      expect(text).not.toMatch(/로맨틱한 시간/u);
    }
    for (const text of readings('zh', 'future', '我弟弟下个月要一个人去深圳打工，会顺利吗？')) {
      expect(text).toMatch(/替你弟弟看的/u);
      expect(text).toMatch(/他下个月要一个人去深圳打工/u);
    }
  });
  it('leaves the visitor\'s own step and questions about something else alone', () => {
    expect(readTheirStep("my sister and I are opening a shop, will it go well?", 'en')).toBeNull();
    expect(readTheirStep("my sister is meeting her boyfriend's parents this weekend. what should I bring?", 'en')).toBeNull();
    expect(readTheirStep('Em sắp ra mắt nhà bạn trai, liệu có suôn sẻ không?', 'vi')).toBeNull();
    expect(readTheirStep('제가 다음 주에 면접을 보는데 잘 될까요?', 'ko')).toBeNull();
    expect(readTheirStep('我下周要去见男朋友的父母，会顺利吗？', 'zh')).toBeNull();
  });
});

describe('Korean option tails', () => {
  it('turns "-는 게 나을까" into "-는 것" and keeps other options whole', () => {
    expect(cutBetterTail('지금 회사에 남는 게 나을까')).toBe('지금 회사에 남는 것');
    expect(cutBetterTail('혼자 사는 편이 나을까요')).toBe('혼자 사는 편');
    expect(cutBetterTail('서울')).toBe('서울');
    expect(cutBetterTail('게 나을까')).toBe('게 나을까');
    for (const text of readings('ko', 'future', '대학원에 가는 게 나을까요 아니면 바로 취업하는 게 나을까요?')) {
      expect(text).not.toMatch(/나을까’/u);
      expect(text).toMatch(/‘(?:대학원에 가는 것|바로 취업하는 것)’/u);
    }
  });
});

describe('the English "but" line', () => {
  it('takes the visitor\'s clause without "As for" before it', () => {
    const but = "thinking about switching banks because of the fees, but I've been with mine for 10 years. worth it?";
    for (const text of [1202, 1, 7, 42].map((seed) => generateFortune({ category: 'money', input: but }, { language: 'en', random: seededRandom(seed) }))) {
      expect(text).not.toMatch(/As for you/u);
    }
  });
});
