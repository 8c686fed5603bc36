import { describe, expect, it } from 'vitest';
import { generateFortune } from './fortune-telling.ts';
import { readAskedWithReason } from './fortune-asked14.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { ContentLanguage, FortuneCategory } from '../contract/content-types.ts';

// Round 14 second wave of issue 13 (helper fort15): the asked fall-through's one step follows from the visitor's own
// obstacle, read from its grammar (money to borrow, a measure still ahead, a body in a health question, the one who
// proposed), and a proposal weighed with a marked reason is answered as asked before a stock situation. Every input is
// held out: its key nouns and verbs (carpool, kayak rental, godfather, đi nhờ xe, chị họ, 카풀, 옆집 언니, 손목, 볼링, 찌릿,
// 表叔, 面馆, 盘下, 初恋, 订婚, wrist, bowling, dàn hợp xướng) appear in no list of the fortune modules.
const seeds = [1, 7, 42, 1001];
const readings = (language: ContentLanguage, category: FortuneCategory, input: string): string[] =>
  seeds.map((seed) => generateFortune({ category, input }, { language, random: seededRandom(seed) }));
const firstParagraph = (text: string): string => text.split('\n\n')[0] ?? '';

interface Case { category: FortuneCategory; input: string; says: readonly RegExp[]; never: RegExp }

const check = (cases: Record<ContentLanguage, Case>): void => {
  for (const language of ['en', 'vi', 'ko', 'zh'] as const) {
    it(language, () => {
      const { category, input, says, never } = cases[language];
      for (const text of readings(language, category, input)) {
        for (const pattern of says) expect(firstParagraph(text)).toMatch(pattern);
        expect(text).not.toMatch(never);
      }
    });
  }
};

describe('money to borrow for what someone proposed: weighed as its price, two numbers before answering the proposer by name', () => {
  check({
    en: {
      category: 'money', input: 'My godfather asked if I want to take over his kayak rental, but I’d have to borrow most of the price. Should I?',
      says: [/whether you should take over his kayak rental/u, /before you answer your godfather, get two numbers in writing/u],
      never: /new venture|lease renews|\brent\b/u,
    },
    vi: {
      category: 'money', input: 'Chú em bảo em sang lại cái quán kayak của chú, nhưng em phải vay gần hết số tiền. Em có nên nhận không?',
      says: [/cái giá chính bạn viết ra: bạn phải vay gần hết số tiền/u, /trước khi trả lời chú bạn, hãy có hai con số/u],
      never: /tiền thuê nhà|gia hạn hợp đồng/u,
    },
    ko: {
      category: 'money', input: '옆집 언니가 카페 지분을 사 달라고 하는데 그러려면 대출을 받아야 해요. 사 주는 게 나을까요?',
      says: [/요청받은 카페 지분을 사 주는 일/u, /옆집 언니에게 답하기 전에 숫자 두 개/u],
      never: /진짜 기회예요|장사가 잘되든/u,
    },
    zh: {
      category: 'money', input: '表叔叫我跟他一起盘下一家小面馆，但是我得贷款二十万，要不要答应？',
      says: [/你自己写下的代价：你得贷款二十万/u, /答复表叔之前，先拿到两个写在纸上的数字/u],
      never: /生意好坏|续约/u,
    },
  });
});

describe('a measure still ahead (an hour more, forty minutes earlier): lived once at its real size before saying yes', () => {
  check({
    en: {
      category: 'money', input: 'My flatmate offered me a seat in her carpool, but it leaves forty minutes before my first class. Should I say yes?',
      says: [/that it leaves forty minutes before your first class/u, /live that part once at its real size/u],
      never: /lease|the one it involves|from the calendar/u,
    },
    vi: {
      category: 'money', input: 'Chị họ rủ em đi nhờ xe chị mỗi sáng, nhưng như vậy em phải dậy sớm hơn một tiếng. Em có nên nhận không?',
      says: [/bạn phải dậy sớm hơn một tiếng/u, /sống thử điều ấy một lần đúng kích cỡ thật/u],
      never: /gia hạn hợp đồng|nhìn vào lịch/u,
    },
    ko: {
      category: 'money', input: '옆집 언니가 카풀을 하자고 하는데 기름값은 아끼지만 아침에 사십 분 일찍 나가야 해요. 같이 타는 게 나을까요?',
      says: [/직접 쓰신 ‘아침에 사십 분 일찍 나가야 해요’/u, /실제 크기 그대로 한 번 겪어 보세요/u],
      never: /재계약|달력에든/u,
    },
    zh: {
      category: 'money', input: '同事叫我每天早上跟她拼车，油钱能省一半，但是我得提前四十分钟出门，值得吗？',
      says: [/你自己写下的：你得提前四十分钟出门/u, /先把这一点按真实的样子过一次/u],
      never: /续约|对着日历/u,
    },
  });
});

describe('a health question asked as leave (가도 괜찮을까요): the limit particle marks the obstacle, the step has it checked first', () => {
  check({
    en: {
      category: 'health', input: 'My wrist only hurts when I twist it, and the bowling tournament is on Friday. Is it okay if I play?',
      says: [/your wrist only hurts when you twist it/u, /Is it all right\?/u, /checked once by a doctor/u],
      never: /Will it work out\?|Should you\?/u,
    },
    vi: {
      category: 'health', input: 'Em chỉ cần hát to một chút là cổ họng đau rát, mà cuối tuần này dàn hợp xướng có buổi diễn. Em đi diễn có được không ạ?',
      says: [/Có ổn không\?/u, /hãy đi khám điều ấy một lần trước/u],
      never: /Có nên không\?/u,
    },
    ko: {
      category: 'health', input: '손목만 살짝 돌려도 찌릿한데 이번 주말에 볼링 대회가 있어요. 나가도 괜찮을까요?',
      says: [/직접 쓰신 ‘손목만 살짝 돌려도 찌릿한데’/u, /괜찮으냐고 물으신다면/u, /병원에서 한 번 확인받고/u],
      never: /어떻게 될지 물으신다면|해야 하느냐고/u,
    },
    zh: {
      category: 'health', input: '我的手腕只要一转就疼，周五还有保龄球比赛，可以去吗？',
      says: [/可不可以？/u, /先去医院把这一点查一次/u],
      never: /会怎样？|该不该？/u,
    },
  });
});

describe('the reader: a Korean 만 on a sum is no obstacle, a -지만 clause hands the contrast on, tụi em beside a partner is hai bạn, 已经 marks a held state', () => {
  it('ko: 만 after a sum marks nothing; -지만 hands on', () => {
    expect(readAskedWithReason('동창이 50만 원만 보태 달라는데 보태 줘도 될까요', 'ko')).toBeNull();
    const handed = readAskedWithReason('옆집 언니가 카풀을 하자고 하는데 기름값은 아끼지만 아침에 사십 분 일찍 나가야 해요. 같이 타는 게 나을까요?', 'ko');
    expect(handed?.obstacle).toBe('아침에 사십 분 일찍 나가야 해요');
    expect(handed?.marked).toBe(true);
    expect(handed?.form).toBe('should');
    expect(handed?.kind).toBe('measure');
  });
  it('vi: tụi em beside a partner is hai bạn, never a capital mid-sentence', () => {
    const read = readAskedWithReason('Tụi em quen nhau ba tháng, anh ấy muốn đi học guitar cùng mà em chưa có thời gian. Tụi em có nên thử không?', 'vi');
    expect(read?.ask).toBe('hai bạn có nên thử không');
    expect(read?.told[0]).toBe('hai bạn quen nhau ba tháng');
    expect(read?.obstacle).toBe('bạn chưa có thời gian');
  });
  it('en: a measure already lived is no measure to try; a lone capitalised word is not said back as a proposer', () => {
    expect(readAskedWithReason('My godfather offered me his canoe, but we only spent two days on the lake last year. Should I take it?', 'en')?.kind).toBe('plain');
    expect(readAskedWithReason('Landlord offered us the flat upstairs, but it costs a third more. Worth a look?', 'en')?.proposer).toBeNull();
  });
  it('zh: 已经 marks the visitor’s held state as the obstacle', () => {
    const read = readAskedWithReason('初恋突然约我周末喝茶，我已经订婚了，该去吗？', 'zh');
    expect(read?.obstacle).toBe('你已经订婚了');
    expect(read?.marked).toBe(true);
  });
});
