import { describe, expect, it } from 'vitest';
import { explainFortune, generateFortune } from './fortune-telling.ts';
import { readFortuneForm17, type Form17Harm, type Form17Kind } from './fortune-form17.ts';
import { moneyKindOf, readMoneyOptions } from './fortune-money-options.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { ContentLanguage, FortuneCategory } from '../contract/content-types.ts';

// Round 16 of issue 13 (helper fort17): the general paths that answered fresh requests wrongly — the stock yes/no
// stance and category banks (a why, a harm feared from one's own act), a trip situation's stock yes (a condition feared),
// the stock choice's coin flip (two places for money). Every input is held out: none is in round16-fort17.before.json.
const seeds = [1, 7, 42, 1001];
const firstParagraph = (text: string): string => text.split('\n\n')[0] ?? '';

/** What the general paths answered these forms with: a stock yes, a coin. */
const stock = /that’s a yes|go ahead|I see a yes|lean toward|the answer is yes|nghiêng về “có”|chỉ về “có”|mình chọn|Hoặc tung đồng xu|답은 ‘예’|흐름은 당신 편|‘예’예요|동전을 던져|这里我看到|清楚的“是”|抛一次硬币|更明亮的牌/u;

interface FormCase { language: ContentLanguage; category: FortuneCategory; input: string; kind: Form17Kind; harm?: Form17Harm; says: RegExp }

const checkForm = (title: string, cases: readonly FormCase[]): void => {
  describe(title, () => {
    for (const { language, category, input, kind, harm, says } of cases) {
      it(`${language}: ${input}`, () => {
        const read = readFortuneForm17(input, language, category);
        expect(read?.kind).toBe(kind);
        if (harm) expect(read?.harm).toBe(harm);
        for (const seed of seeds) {
          const text = generateFortune({ category, input }, { language, random: seededRandom(seed) });
          expect(firstParagraph(text)).toMatch(says);
          expect(firstParagraph(text)).not.toMatch(stock);
        }
      });
    }
  });
};

checkForm('a why about something that keeps coming back gets a reason and a way to find it, never a yes', [
  { language: 'en', category: 'health', input: 'why do i always get a headache on sunday afternoons', kind: 'why', says: /you always get a headache on sunday afternoons, and you’re asking why\. The cards can’t examine you/u },
  { language: 'vi', category: 'health', input: 'dạo này cứ ăn xong là em đầy bụng, tại sao vậy ạ', kind: 'why', says: /và bạn hỏi vì sao\. Lá bài không khám bệnh được/u },
  { language: 'ko', category: 'health', input: '요즘 밤마다 다리에 쥐가 나요. 왜 이럴까요', kind: 'why', says: /그게 왜 그런지 물으셨고요\. 카드는 몸을 진찰할 수 없으니/u },
  { language: 'zh', category: 'work', input: '每次开会我都紧张得说不出话，这是怎么回事', kind: 'why', says: /问的是为什么。牌不会用“是”来回答“为什么”/u },
]);

checkForm('a harm feared from the visitor’s own act is answered about that harm', [
  { language: 'en', category: 'work', input: 'planning to quit my internship after 3 months, will it hurt my resume?', kind: 'consequence', harm: 'record', says: /you’re planning to quit your internship after 3 months, and you’re asking whether it will hurt your resume\. The cards lean to no, not by itself/u },
  { language: 'en', category: 'love', input: 'been close with him since college. if i confess, will it make it weird between us', kind: 'consequence', harm: 'bond', says: /The cards lean to no, not from the telling alone/u },
  { language: 'vi', category: 'love', input: 'chơi với cậu ấy từ cấp 2, giờ em thổ lộ thì có khó xử không', kind: 'consequence', harm: 'bond', says: /Quẻ nghiêng về “không”, ít nhất là không chỉ vì một lời nói thật/u },
  { language: 'ko', category: 'work', input: '인턴 두 달 만에 그만두면 경력에 불리할까요', kind: 'consequence', harm: 'record', says: /점괘는 ‘아니요’ 쪽이에요\. 그것 하나만으로는요\. 짧게 다닌 한 번은/u },
  { language: 'zh', category: 'love', input: '我们是十年的老同学，要是我跟她表白，还能做朋友吗', kind: 'consequence', harm: 'bondKeep', says: /牌偏向“能”/u },
]);

checkForm('a condition feared for a trip is answered (it may be so, plan around it), not with a trip’s stock yes', [
  { language: 'en', category: 'travel', input: 'going to rome in august, will it be too hot to walk around?', kind: 'condition', says: /whether it will be too hot to walk around\. The cards won’t pretend it won’t be/u },
  { language: 'vi', category: 'travel', input: 'Tết này đi Đà Lạt có đông lắm không ạ', kind: 'condition', says: /Lá bài không giả vờ là sẽ không/u },
  { language: 'ko', category: 'travel', input: '연휴에 경주 여행 가는데 사람이 너무 많을까요', kind: 'condition', says: /카드는 아니라고 둘러대지 않을게요/u },
  { language: 'zh', category: 'travel', input: '春节去哈尔滨玩会不会太冷', kind: 'condition', says: /牌不会假装说不会/u },
]);

describe('the readers give way when the reading does not fit the whole request', () => {
  it.each([
    ['en', 'love', 'why does he always reply so late'],
    ['en', 'work', 'why don’t i just quit and travel'],
    ['en', 'love', 'i already told her last week, will i lose her?'],
    ['en', 'future', 'is it too late to learn piano at 40?'],
    ['vi', 'love', 'vì sao anh ấy lúc nào cũng trả lời chậm'],
    ['ko', 'love', '남친이 자꾸 연락이 늦어요 왜 그럴까요'],
    ['zh', 'week', '周六帮我妈搬家，会不会下雨'],
    ['zh', 'love', '如果他表白了，我们还能做朋友吗'],
  ] as const)('%s: %s', (language, category, input) => {
    expect(readFortuneForm17(input, language, category)).toBeNull();
  });
});

describe('two places for money are weighed as things, by the number that decides them, never a coin', () => {
  const cases: ReadonlyArray<{ language: ContentLanguage; input: string; rule: string; says: RegExp }> = [
    { language: 'en', input: 'pay down my car loan or buy some ETFs with the tax refund?', rule: 'rate', says: /What decides it is the loan’s interest rate/u },
    { language: 'vi', input: 'có 200 triệu nên trả bớt nợ vay mua nhà hay mua vàng', rule: 'rate', says: /Điều quyết định là lãi suất của khoản vay/u },
    { language: 'ko', input: '월세 계속 살까 아니면 아파트를 살까', rule: 'stayYears', says: /답을 정하는 건 그 집에 몇 년을 살지/u },
    { language: 'zh', input: '年终奖是提前还车贷还是存起来？', rule: 'cushion', says: /决定这件事的是应急钱/u },
  ];
  for (const { language, input, rule, says } of cases) {
    it(`${language}: ${input}`, () => {
      for (const seed of seeds) {
        const { text, path } = explainFortune({ category: 'money', input }, { language, random: seededRandom(seed) });
        expect(path).toContain(`stock:choice:money-${rule}`);
        expect(firstParagraph(text)).toMatch(says);
        expect(firstParagraph(text)).not.toMatch(stock);
      }
    });
  }
  it('reads no kind where an option names no place for money, and no pair of one kind', () => {
    expect(moneyKindOf('take the job in Berlin')).toBeNull();
    expect(readMoneyOptions(['buy gold', 'buy more gold coins'])).toBeNull();
  });
});

describe('money someone asks of the visitor is a lend, never a contact or the visitor’s own loan', () => {
  it.each([
    ['en', 'my roommate asked to borrow $300 for rent again. should i?', /Lending \$300 to your roommate is money leaving your hands/u],
    ['vi', 'em họ hỏi mượn mình 5 triệu để sửa xe, có nên cho không', /Cho em họ mượn 5 triệu là tiền rời khỏi tay bạn/u],
    ['zh', '室友向我借三千块交房租，借还是不借', /借三千块给室友，是钱从你手里出去/u],
  ] as const)('%s: %s', (language, input, says) => {
    for (const seed of seeds) {
      const { text, path } = explainFortune({ category: 'money', input }, { language, random: seededRandom(seed) });
      expect(path).toContain('shape10:lend');
      expect(firstParagraph(text)).toMatch(says);
    }
  });
});

describe('the trace is the production answer', () => {
  it('explainFortune writes the same text as generateFortune', () => {
    for (const [language, input] of [['en', 'why do i always get a headache on sunday afternoons'], ['zh', '年终奖是提前还车贷还是存起来？'], ['ko', '이번 달 운세 어때요']] as const) {
      const made = generateFortune({ category: 'money', input }, { language, random: seededRandom(5) });
      expect(explainFortune({ category: 'money', input }, { language, random: seededRandom(5) }).text).toBe(made);
    }
  });
});
