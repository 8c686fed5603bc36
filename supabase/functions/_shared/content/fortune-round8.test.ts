import { describe, expect, it } from 'vitest';
import { generateFortune } from './fortune-telling.ts';
import { asksAboutLoan } from './fortune-loan.ts';
import { readMenuList } from './fortune-menu-list.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { ContentLanguage, FortuneCategory } from '../contract/content-types.ts';

// Round 8 of issue 13: a finished event is read as the wait or what comes after, never coached as a day ahead (PAST);
// a loan never gets a cheerful yes, but a condition and the repayment check (LOAN); in four languages.
const seeds = [1, 7, 42, 1001, 65537, 808];
const readings = (language: ContentLanguage, category: FortuneCategory, input: string): string[] =>
  seeds.map((seed) => generateFortune({ category, input }, { language, random: seededRandom(seed) }));
const firstParagraph = (text: string): string => text.split('\n\n')[0] ?? '';

const waiting: Record<ContentLanguage, string> = {
  en: 'I had my second-round interview at a bank ten days ago and I still haven’t heard back. Will I get it?',
  ko: '일주일 전에 은행 2차 면접 봤는데 아직 연락이 없어요. 합격할 수 있을까요?',
  vi: 'Tuần trước em đi phỏng vấn vòng hai ở ngân hàng mà tới giờ vẫn chưa thấy ai gọi báo kết quả. Em có đậu không?',
  zh: '十天前去银行面了二面，到现在还没消息，能过吗？',
};
const prep = /arrive|15 minutes|prepare one story|15분 일찍|이야기로 준비|đến sớm|chuẩn bị một câu chuyện|提前到|准备一个/iu;
const wait: Record<ContentLanguage, RegExp> = { en: /follow-up/u, ko: /문의/u, vi: /hỏi thăm/u, zh: /询问/u };

describe('a finished event is read as the wait, never as a day ahead (PAST)', () => {
  for (const language of ['en', 'ko', 'vi', 'zh'] as const) {
    it(`${language}: an interview done and unanswered gets the wait and a polite follow-up, no interview-day tips`, () => {
      for (const text of readings(language, 'work', waiting[language])) {
        const first = firstParagraph(text);
        expect(first).toMatch(wait[language]);
        expect(first).not.toMatch(prep);
      }
    });
  }
  it('reads a failed exam as what comes after it', () => {
    for (const text of readings('en', 'future', 'I failed the bar exam for the second time last month. What does my future look like?')) {
      expect(firstParagraph(text)).toMatch(/is over and it went badly/u);
      expect(firstParagraph(text)).toMatch(/section that cost the most points/u);
    }
  });
});

const loans: Record<ContentLanguage, string> = {
  en: 'My brother wants me to co-sign a $25,000 loan so we can open a barber shop together. Should I?',
  ko: '대출 3천만 원 받아서 작은 빵집을 차리려고 해요. 올해 괜찮을까요?',
  vi: 'Em định vay ngân hàng 300 triệu để mở tiệm tóc, năm nay có nên không ạ?',
  zh: '我打算借十五万开一家花店，今年财运适合吗？',
};
const cheerfulYes = /The reading says yes|답은 ‘예’예요|quẻ nói “có”|翻开的第一张牌说“是”/u;
const check: Record<ContentLanguage, RegExp> = { en: /monthly repayment/u, ko: /매달 갚을 금액/u, vi: /trả mỗi tháng/u, zh: /每个月要还多少/u };

describe('a loan gets a condition and the repayment check, never a cheerful yes (LOAN)', () => {
  for (const language of ['en', 'ko', 'vi', 'zh'] as const) {
    it(`${language}: asks for the monthly repayment against six lean months`, () => {
      for (const text of readings(language, 'money', loans[language])) {
        expect(firstParagraph(text)).toMatch(check[language]);
        expect(text).not.toMatch(cheerfulYes);
      }
    });
  }
  it('reads borrowing in every language, and not a plain saving question', () => {
    expect(asksAboutLoan('Thinking of borrowing from my parents for a car.')).toBe(true);
    expect(asksAboutLoan('빚내서 주식 해도 될까요?')).toBe(true);
    expect(asksAboutLoan('Em có nên vay tiền mua xe không?')).toBe(true);
    expect(asksAboutLoan('想贷款买房，今年行吗？')).toBe(true);
    expect(asksAboutLoan('Should I put my savings into an index fund?')).toBe(false);
    expect(asksAboutLoan('적금 만기된 돈 어디에 쓸까요?')).toBe(false);
  });
});

const menus: Record<ContentLanguage, { question: string; options: string[] }> = {
  en: { question: 'Team lunch: ramen, a poke bowl, or the Korean BBQ place? Pick for us.', options: ['ramen', 'poke bowl', 'the Korean BBQ place'] },
  ko: { question: '야식으로 떡볶이, 순대, 치킨 중에 뭐 먹을까요?', options: ['떡볶이', '순대', '치킨'] },
  vi: { question: 'Chiều nay đi ăn bánh xèo, bún đậu hay gỏi cuốn đây?', options: ['bánh xèo', 'bún đậu', 'gỏi cuốn'] },
  zh: { question: '楼下有沙县小吃、肯德基和一家面馆，晚饭去哪家？', options: ['沙县小吃', '肯德基', '一家面馆'] },
};

describe('a menu fortune picks one of the three or more options listed (OPTIONS)', () => {
  for (const language of ['en', 'ko', 'vi', 'zh'] as const) {
    it(`${language}: names all the options, picks one of them, and the menu of the day is that one`, () => {
      const { question, options } = menus[language];
      expect(readMenuList(question, language)?.map((item) => item.replace(/^(?:a|the) /u, ''))).toEqual(options.map((item) => item.replace(/^(?:a|the) /u, '')));
      for (const text of readings(language, 'menu', question)) {
        const first = firstParagraph(text);
        for (const option of options) expect(first).toContain(option.replace(/^(?:a|the) /u, ''));
        const details = text.split('\n\n')[1] ?? '';
        expect(options.some((option) => details.includes(option.replace(/^(?:a|the) /u, '')))).toBe(true);
      }
    });
  }
  it('reads no list from moods, a question or two options', () => {
    expect(readMenuList('Long day, tired, hungry, what should I eat?', 'en')).toBeNull();
    expect(readMenuList('비 오고, 춥고, 배고파요. 뭐 먹죠?', 'ko')).toBeNull();
    expect(readMenuList('今天好累，又冷，吃什么好？', 'zh')).toBeNull();
    expect(readMenuList('Phở hay bún chả?', 'vi')).toBeNull();
  });
});

const flights: Record<ContentLanguage, string> = {
  en: 'Taking my two kids on a flight to Rome in July, first time for them. How does the trip look?',
  ko: '혼자 비행기 타고 삿포로 가요. 여행운 봐 주세요.',
  vi: 'Tuần sau em đi một mình, bay ra Đà Nẵng chơi ba ngày. Chuyến đi có suôn sẻ không?',
  zh: '下周一个人坐飞机去成都玩，旅行运如何？',
};
const airport: Record<ContentLanguage, RegExp> = { en: /airport/u, ko: /공항/u, vi: /sân bay/u, zh: /机场/u };
const roadTrip = /drive in daylight|낮에 운전|chạy xe ban ngày|白天开车/u;

describe('a trip by plane gets airport advice, never road-trip advice (FLIGHT)', () => {
  for (const language of ['en', 'ko', 'vi', 'zh'] as const) {
    it(`${language}: passport and airport, no driving in daylight`, () => {
      for (const text of readings(language, 'travel', flights[language])) {
        expect(firstParagraph(text)).toMatch(airport[language]);
        expect(text).not.toMatch(roadTrip);
      }
    });
  }
});

// Round 11: a trip abroad with no road named is a flight ("부모님 모시고 처음으로 해외여행").
const abroad: Record<ContentLanguage, string> = {
  en: 'Taking my parents abroad for the first time next month. Will it go well?',
  ko: '다음 달에 부모님 모시고 처음으로 해외여행 가는데 괜찮을까요?',
  vi: 'Tháng sau con đưa bố mẹ đi nước ngoài lần đầu, có suôn sẻ không ạ?',
  zh: '下个月第一次带爸妈出国玩，顺利吗？',
};

describe('a trip abroad with no road named gets airport advice, never road-trip advice (ABROAD)', () => {
  for (const language of ['en', 'ko', 'vi', 'zh'] as const) {
    it(`${language}: airport, no driving in daylight`, () => {
      for (const text of readings(language, 'travel', abroad[language])) {
        expect(firstParagraph(text)).toMatch(airport[language]);
        expect(text).not.toMatch(roadTrip);
      }
    });
  }
});
