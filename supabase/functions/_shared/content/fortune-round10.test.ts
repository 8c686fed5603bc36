import { describe, expect, it } from 'vitest';
import { generateFortune } from './fortune-telling.ts';
import { readFortuneShape, type FortuneShapeKind } from './fortune-shape-read.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { ContentLanguage, FortuneCategory } from '../contract/content-types.ts';

// Round 10 of issue 13 (helper fortune10): shape-level answers. A plan not made yet is weighed as a choice still open,
// a contact or an ask is answered in its direction, "quit X to do Y" is read as Y. Each class in four languages, each
// with topics far from each other, and a near question the shape must not take (a purchase already made, the other
// direction of contact).
const seeds = [1, 7, 42, 1001, 65537, 808];
const readings = (language: ContentLanguage, category: FortuneCategory, input: string): string[] =>
  seeds.map((seed) => generateFortune({ category, input }, { language, random: seededRandom(seed) }));
const firstParagraph = (text: string): string => text.split('\n\n')[0] ?? '';
const languages = ['en', 'vi', 'ko', 'zh'] as const;

interface ShapeCase { category: FortuneCategory; input: string; kind: FortuneShapeKind; says: RegExp; never: RegExp }

/** A plan not made yet, on two far topics per language: the choice is still open, the thing is named whole. */
const plans: Record<ContentLanguage, readonly ShapeCase[]> = {
  en: [
    { category: 'money', input: 'Should I buy a used piano for my daughter this year?', kind: 'plan', says: /buying a used piano is (?:still a choice|a plan)/iu, never: /already|now pay|salary/iu },
    { category: 'week', input: "I'm thinking of adopting a rescue cat, is it a good idea?", kind: 'plan', says: /adopting a rescue cat[\s\S]*ten years/iu, never: /already|salary/iu },
  ],
  vi: [
    { category: 'money', input: 'Tháng này em có nên mua laptop mới trả góp không ạ?', kind: 'plan', says: /mua laptop mới[\s\S]*cộng hết các kỳ/u, never: /đã mua rồi|lên tiếng về lương/u },
    { category: 'week', input: 'Em định thuê phòng trọ gần trường, có ổn không?', kind: 'plan', says: /thuê phòng trọ gần trường[\s\S]*tiền cọc/u, never: /đã mua rồi|lên tiếng về lương/u },
  ],
  ko: [
    { category: 'money', input: '새 노트북을 할부로 사도 될까요?', kind: 'plan', says: /새 노트북 구매는[\s\S]*할부라면/u, never: /이미 샀|연봉/u },
    { category: 'today', input: '유기 고양이 입양할까 고민 중이에요', kind: 'plan', says: /유기 고양이 입양은[\s\S]*십 년/u, never: /이미 샀|연봉/u },
  ],
  zh: [
    { category: 'money', input: '想分期买一台相机，合适吗？', kind: 'plan', says: /买相机仍然是|买相机还是计划/u, never: /已经买了|工资谈判|加薪/u },
    { category: 'week', input: '打算领养一只小狗，这周去合适吗', kind: 'plan', says: /领养小狗[\s\S]*十年以上/u, never: /已经买了|加薪/u },
  ],
};

describe('a plan not made yet is weighed as a choice still open (PLAN)', () => {
  for (const language of languages) {
    it(`${language}: two far topics read as plans, the thing named whole, no "already bought"`, () => {
      for (const { category, input, kind, says, never } of plans[language]) {
        expect(readFortuneShape(input, language)?.kind).toBe(kind);
        for (const text of readings(language, category, input)) {
          expect(firstParagraph(text)).toMatch(says);
          expect(text).not.toMatch(never);
        }
      }
    });
  }
  it('a purchase already made is not a plan', () => {
    expect(readFortuneShape('I just bought a new car, should I buy insurance too?', 'en')?.kind).not.toBe('plan');
    expect(readFortuneShape('我已经买了电脑，要不要买保险？', 'zh')?.kind).not.toBe('plan');
  });
});

/** The direction of contact: I reach out, against they reached out, on two far people per language. */
const contacts: Record<ContentLanguage, { mine: string; theirs: string; mineSays: RegExp; theirsSays: RegExp }> = {
  en: { mine: 'Can I call my old roommate after two years of silence?', theirs: 'My ex texted me last night, should I meet him?', mineSays: /reaching out to your old roommate/u, theirsSays: /Your ex made the first move/u },
  vi: { mine: 'Em có nên nhắn tin cho người yêu cũ không?', theirs: 'Tối qua anh ấy nhắn tin cho em, em có nên gặp không?', mineSays: /chủ động liên lạc với người yêu cũ/u, theirsSays: /Anh ấy là người nhắn trước/u },
  ko: { mine: '동기한테 먼저 연락해도 될까요?', theirs: '전 남자친구한테서 연락이 왔는데 만나도 될까요?', mineSays: /동기에게 먼저 연락하는 쪽/u, theirsSays: /먼저 연락한 건 전 남자친구예요/u },
  zh: { mine: '我要不要主动联系前女友？', theirs: '前任昨天给我发消息，我要不要回？', mineSays: /你主动去联系前女友/u, theirsSays: /先开口的是前任/u },
};

describe('contact is answered in its direction (CONTACT)', () => {
  for (const language of languages) {
    it(`${language}: "I reach out" and "they reached out" get opposite readings`, () => {
      const { mine, theirs, mineSays, theirsSays } = contacts[language];
      expect(readFortuneShape(mine, language)?.kind).toBe('reachOut');
      expect(readFortuneShape(theirs, language)?.kind).toBe('theyReached');
      for (const text of readings(language, 'love', mine)) expect(firstParagraph(text)).toMatch(mineSays);
      for (const text of readings(language, 'love', theirs)) {
        expect(firstParagraph(text)).toMatch(theirsSays);
        expect(firstParagraph(text)).not.toMatch(mineSays);
      }
    });
  }
});

/** The direction of an ask: I ask someone (answer the ask and how to ask) against someone asked me (should I go). */
const asks: Record<ContentLanguage, { mine: string; theirs: string; mineSays: RegExp; theirsSays: RegExp }> = {
  en: { mine: 'If I ask Jordan to the concert, will he say yes?', theirs: 'My neighbor invited me to a barbecue on Sunday, should I go?', mineSays: /Jordan says yes[\s\S]*Ask for the concert/u, theirsSays: /came from your neighbor/u },
  vi: { mine: 'Nếu mình mời cô ấy đi ăn lẩu tối nay thì cô ấy có nhận lời không?', theirs: 'Đồng nghiệp rủ em đi cà phê cuối tuần, có nên đi không?', mineSays: /Cô ấy có đồng ý[\s\S]*Rủ đi ăn lẩu thì/u, theirsSays: /Lời rủ đến từ đồng nghiệp/u },
  ko: { mine: '동아리 후배한테 영화 보자고 하면 받아줄까요?', theirs: '회사 선배가 저녁 먹자고 했는데 가도 될까요?', mineSays: /후배가 받아 줄지[\s\S]*영화 얘기를/u, theirsSays: /먼저 청한 건 선배예요/u },
  zh: { mine: '我想约同事周五去爬山，他会答应吗？', theirs: '学长约我看电影，我要不要去？', mineSays: /同事会不会答应[\s\S]*约爬山的时候/u, theirsSays: /邀约是学长发起的/u },
};

describe('an ask is answered in its direction (ASK)', () => {
  for (const language of languages) {
    it(`${language}: "if I ask X, will they say yes" and "X asked me, should I go"`, () => {
      const { mine, theirs, mineSays, theirsSays } = asks[language];
      expect(readFortuneShape(mine, language)?.kind).toBe('askOut');
      expect(readFortuneShape(theirs, language)?.kind).toBe('askedOut');
      for (const text of readings(language, 'love', mine)) expect(firstParagraph(text)).toMatch(mineSays);
      for (const text of readings(language, 'love', theirs)) expect(firstParagraph(text)).toMatch(theirsSays);
    });
  }
});

/** Quit X to do Y: Y is the goal, with advice about Y (a course to learn, a cost plan to start), two far goals each. */
const quits: Record<ContentLanguage, ReadonlyArray<{ input: string; goal: string; says: RegExp }>> = {
  en: [
    { input: 'Should I quit my nursing job to study graphic design?', goal: 'study graphic design', says: /leaving your nursing job to study graphic design[\s\S]*short course/u },
    { input: 'I want to leave my company and start a food truck next year.', goal: 'start a food truck', says: /to start a food truck[\s\S]*six months on paper/u },
  ],
  vi: [
    { input: 'Em muốn nghỉ việc để mở tiệm hoa, có nên không?', goal: 'mở tiệm hoa', says: /mở tiệm hoa[\s\S]*sáu tháng đầu/u },
    { input: 'Có nên bỏ học để đi làm youtuber không ạ?', goal: 'làm youtuber', says: /làm youtuber[\s\S]*chạy thử/u },
  ],
  ko: [
    { input: '직장 그만두고 제빵 배우고 싶은데 괜찮을까요?', goal: '제빵', says: /‘제빵’[\s\S]*짧은 수업/u },
    { input: '퇴사하고 카페 차리고 싶어요. 될까요?', goal: '카페', says: /‘카페’[\s\S]*여섯 달 비용/u },
  ],
  zh: [
    { input: '想辞职去开奶茶店，明年合适吗？', goal: '开奶茶店', says: /开奶茶店[\s\S]*头六个月的花费/u },
    { input: '裸辞去考研，可以吗？', goal: '考研', says: /考研[\s\S]*短期课程/u },
  ],
};

describe('quit X to do Y is read as Y (QUIT)', () => {
  for (const language of languages) {
    it(`${language}: the goal is read whole and advised on, no interview for a new job`, () => {
      for (const { input, goal, says } of quits[language]) {
        expect(readFortuneShape(input, language)?.goal).toBe(goal);
        for (const text of readings(language, 'work', input)) {
          expect(firstParagraph(text)).toMatch(says);
          expect(text).not.toMatch(/two interviews|phỏng vấn|면접|两场面试|new contract|hợp đồng mới/iu);
        }
      }
    });
  }
});

/** Someone who is not an ex made the first move: a sign of interest to answer, never "why did it end". */
const others: Record<ContentLanguage, { input: string; says: RegExp; never: RegExp }> = {
  en: { input: 'My classmate messaged me out of nowhere. Should I answer?', says: /Your classmate reached out first/u, never: /closing word|second try/u },
  vi: { input: 'Bạn ấy nhắn tin cho mình trước, mình nên trả lời sao?', says: /Bạn ấy là người nhắn trước/u, never: /khép lại|thử lại/u },
  ko: { input: '썸남한테 연락이 왔는데 답장해도 될까요?', says: /먼저 연락한 건 썸남이에요/u, never: /마무리 인사|다시 시작/u },
  zh: { input: '同事突然给我发消息，要不要回？', says: /是同事先联系你的/u, never: /告别|再试一次/u },
};

describe('a first move by someone who is not an ex (CONTACT, other)', () => {
  for (const language of languages) {
    it(`${language}: read as interest to answer, with no ex lines`, () => {
      const { input, says, never } = others[language];
      expect(readFortuneShape(input, language)?.kind).toBe('theyReached');
      for (const text of readings(language, 'love', input)) {
        expect(firstParagraph(text)).toMatch(says);
        expect(text).not.toMatch(never);
      }
    });
  }
});
