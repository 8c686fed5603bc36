import { describe, expect, it } from 'vitest';
import { generateFortune } from './fortune-telling.ts';
import { groundedAsk, readContrastSides, readGroundedQuestion } from './fortune-grounded.ts';
import { labelOptions, reasonedPick } from './fortune-option-label.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { ContentLanguage, FortuneCategory } from '../contract/content-types.ts';

// Round 9 of issue 13: the fall-through. A question no situation reader knows is answered from what it names — its
// ask (whether, when, which, how), the thing and its kind, the person, the pet, the date, a choice's own reasons, a
// second item — never from a stock family a side word calls up; in four languages.
const seeds = [1, 7, 42, 1001, 65537, 808];
const readings = (language: ContentLanguage, category: FortuneCategory, input: string): string[] =>
  seeds.map((seed) => generateFortune({ category, input }, { language, random: seededRandom(seed) }));
const firstParagraph = (text: string): string => text.split('\n\n')[0] ?? '';
const languages = ['en', 'vi', 'ko', 'zh'] as const;

/** A loved one's (or one's own) procedure: named with its owner, never a stock "yes" or a stock future. */
const care: Record<ContentLanguage, { input: string; category: FortuneCategory; says: RegExp }> = {
  en: { category: 'future', input: 'My mom has knee surgery on Friday. Is everything going to be fine?', says: /your mother's surgery on Friday/u },
  vi: { category: 'week', input: 'Thứ Ba này bố em phải mổ ruột thừa, em lo lắm', says: /ca mổ vào thứ Ba của bố bạn/u },
  ko: { category: 'today', input: '오늘 강아지 중성화 수술 하는 날인데 괜찮겠죠?', says: /강아지 중성화 수술/u },
  zh: { category: 'future', input: '我妈下周五要做手术，会顺利吗？', says: /你妈妈周五的手术/u },
};
const stockYes = /clear yes|cautious yes|lean to yes|“có”|‘예’|“可以”|new chapter|environment|môi trường|환경|环境的变化/iu;

describe('a procedure is read gently and names whose it is (CARE)', () => {
  for (const language of languages) {
    it(`${language}: names the procedure with its owner and day, and gives no stock yes`, () => {
      const { input, category, says } = care[language];
      for (const text of readings(language, category, input)) {
        const first = firstParagraph(text);
        expect(first).toMatch(says);
        expect(first).not.toMatch(stockYes);
      }
    });
  }
  it('a tooth out in the morning and a sister picked up later: the tooth is the visitor\'s own, the sister is named', () => {
    for (const text of readings('vi', 'today', 'Sáng mai em đi nhổ răng, chiều đón em gái đi học về. Ngày mai thế nào ạ?')) {
      const first = firstParagraph(text);
      expect(first).not.toMatch(/răng của em gái/u);
      expect(first).toMatch(/em gái/u);
      expect(first).toMatch(/đồ mềm/u);
    }
  });
});

/** A "when" question: a window in time and what is waited for, said back. */
const when: Record<ContentLanguage, { input: string; says: RegExp; window: RegExp }> = {
  en: { input: 'When is the electrician coming? He never gave us a time.', says: /the electrician/u, window: /early this afternoon/u },
  vi: { input: 'Bao giờ thì visa của em có kết quả ạ?', says: /visa/u, window: /một, hai tuần/u },
  ko: { input: '택배가 언제 올까요? 벌써 일주일째예요', says: /택배/u, window: /한두 주/u },
  zh: { input: '签证什么时候能下来？等了一个月了', says: /签证/u, window: /一两周/u },
};

describe('a "when" question gets a time and names what is waited for (WHEN)', () => {
  for (const language of languages) {
    it(`${language}: answers with a window`, () => {
      const category: FortuneCategory = language === 'en' ? 'today' : 'future';
      for (const text of readings(language, category, when[language].input)) {
        const first = firstParagraph(text);
        expect(first).toMatch(when[language].says);
        expect(first).toMatch(when[language].window);
      }
    });
  }
  it('never repeats a weekday that names a day already past', () => {
    for (const text of readings('en', 'love', 'When will my boyfriend call me? We fought on Monday.')) expect(firstParagraph(text)).not.toMatch(/by Monday/u);
  });
});

/** A missing pet: the pet by name, the card of return and where to look; no stock future. */
const pet: Record<ContentLanguage, { input: string; says: RegExp }> = {
  en: { input: 'Our cat Biscuit ran away two nights ago. Will he come home?', says: /your cat Biscuit/u },
  vi: { input: 'Con chó Mực nhà em đi lạc từ hôm qua, liệu có tìm được không ạ', says: /bé cún Mực/u },
  ko: { input: '고양이가 이틀째 집을 나가서 안 들어와요. 돌아올까요?', says: /고양이/u },
  zh: { input: '我家猫咪走丢三天了，还能回来吗？', says: /猫咪/u },
};
const lookWhere = /dusk|chạng vạng|해 질 녘|傍晚/u;

describe('a missing pet is answered about the pet (PET)', () => {
  for (const language of languages) {
    it(`${language}: names the pet and says where to look`, () => {
      for (const text of readings(language, 'future', pet[language].input)) {
        const first = firstParagraph(text);
        expect(first).toMatch(pet[language].says);
        expect(first).toMatch(lookWhere);
      }
    });
  }
});

/** A thing weighed against a person named after a "but": both sides said back. */
const weigh: Record<ContentLanguage, { input: string; sides: readonly [RegExp, RegExp] }> = {
  en: { input: 'My boss wants me to lead the new project in Boston, but my son starts school in September. Should I say yes?', sides: [/the project/u, /your son/u] },
  vi: { input: 'Công ty muốn em chuyển công tác ra Hà Nội nhưng con gái em mới vào lớp một. Em có nên đi không?', sides: [/chuyện chuyển công tác/u, /con gái bạn/u] },
  ko: { input: '회사에서 지방 발령을 받았는데 딸이 이제 초등학교 입학해요. 가야 할까요?', sides: [/발령/u, /딸/u] },
  zh: { input: '公司想让我外派一年，但是我儿子明年中考，要不要去？', sides: [/外派/u, /儿子/u] },
};

describe('a thing weighed against a person after a "but" names both sides (WEIGH)', () => {
  for (const language of languages) {
    it(`${language}: both sides in one weighing line`, () => {
      for (const text of readings(language, 'work', weigh[language].input)) {
        const first = firstParagraph(text);
        expect(first).toMatch(weigh[language].sides[0]);
        expect(first).toMatch(weigh[language].sides[1]);
      }
    });
  }
  it('reads the two sides of a "which one" question joined by "nhưng" / "but"', () => {
    expect(readContrastSides('Em được nhận vào Shopee, nhưng cũng có offer từ một công ty ở Cần Thơ. Chọn bên nào ạ?')).toEqual(['Shopee', 'công ty ở Cần Thơ']);
    expect(readContrastSides('I got into Stanford but I also have a full ride at a college in Ohio. Which one should I pick?')).toEqual(['Stanford', 'Ohio']);
    expect(readContrastSides('Em được nhận vào Shopee, nhưng em thích ở nhà.')).toBeNull();
  });
  it('pain or an injury picks the gentler option, in four languages', () => {
    expect(reasonedPick(['keep lifting heavy', 'do yoga for a month'], 'My lower back hurts since Monday, keep lifting heavy or do yoga for a month?')).toEqual({ index: 1, reason: 'injury' });
    expect(reasonedPick(['bơi', 'chạy bộ'], 'Đầu gối em đang đau, nên bơi hay chạy bộ?')).toEqual({ index: 0, reason: 'injury' });
    expect(reasonedPick(['등산', '수영'], '무릎이 아픈데 등산이랑 수영 중에 뭐가 나을까요?')).toEqual({ index: 1, reason: 'injury' });
    expect(reasonedPick(['跑步', '游泳'], '膝盖疼，跑步还是游泳？')).toEqual({ index: 1, reason: 'injury' });
    expect(labelOptions(['keep running', 'switch to swimming since my knee hurts'])).toEqual(['keep running', 'switch to swimming']);
  });
  it('weighs a choice with the visitor\'s own reasons (fear and love)', () => {
    for (const text of readings('vi', 'travel', 'Hè này em phân vân đi Đà Lạt hay Quy Nhơn, em sợ nắng nhưng mê biển. Đi đâu hợp ạ?')) {
      expect(firstParagraph(text)).toMatch(/sợ nắng mà lại mê biển/u);
    }
    for (const text of readings('en', 'travel', "Iceland or Portugal in March? I'm afraid of the cold but love hiking. Which one?")) {
      expect(firstParagraph(text)).toMatch(/afraid of the cold but love hiking/u);
    }
  });
});

/** What the reading left out is taken up: a dated event in a lucky-number question, a second item. */
describe('a thing the reading left out is taken up (MENTION)', () => {
  const dated: Record<ContentLanguage, { input: string; says: RegExp }> = {
    en: { input: 'Which numbers should I play this week? My daughter’s wedding is on June 14.', says: /wedding on June 14/u },
    vi: { input: 'Cho em xin số may mắn, đám cưới em tổ chức ngày 12/10', says: /đám cưới ngày 12\/10/u },
    ko: { input: '10월 3일에 결혼식이 있는데 행운의 숫자 좀 알려 주세요', says: /10월 3일 결혼식/u },
    zh: { input: '婚礼定在10月1日，选什么数字好？', says: /10月1日的婚礼/u },
  };
  for (const language of languages) {
    it(`${language}: a dated wedding in a lucky-number reading is named with its date`, () => {
      for (const text of readings(language, 'lucky_number', dated[language].input)) expect(firstParagraph(text)).toMatch(dated[language].says);
    });
  }
  it('en: a second item the visitor is also weighing is addressed', () => {
    for (const text of readings('en', 'money', 'Should I pay off my credit card or keep the cash? I am also thinking of buying a second-hand piano.')) {
      expect(firstParagraph(text)).toMatch(/the second-hand piano/u);
    }
  });
});

/** The confidence gate: a stock family does not answer from a side word. */
describe('a stock family does not answer from a side word (GATE)', () => {
  it('guaranteeing a friend\'s loan is a promise, not a loan of one\'s own (en, vi, ko, zh)', () => {
    const inputs: Record<ContentLanguage, string> = {
      en: 'My best friend asked me to be the guarantor on his car loan. Should I?',
      vi: 'Bạn thân nhờ em đứng tên bảo lãnh khoản vay mua xe, em có nên nhận không?',
      ko: '친구가 대출 보증을 서 달래요. 서 줘도 될까요?',
      zh: '同事让我给他的贷款做担保，能答应吗？',
    };
    const ownLoan = /repay|trả nợ hàng tháng|갚을|每个月要还多少|borrowed money|tiền vay là lời hứa|빌린 돈|借来的钱/iu;
    const promise = /promise|goodwill|lời hứa|thiện ý|약속|선의|承诺|善意/u;
    for (const language of languages) {
      for (const text of readings(language, 'money', inputs[language])) {
        expect(firstParagraph(text)).not.toMatch(ownLoan);
        expect(firstParagraph(text)).toMatch(promise);
      }
    }
  });
  it('a purchase weighed in a choice is not read as already bought', () => {
    for (const text of readings('vi', 'money', 'Em đang định mua iPhone trả góp hay mua máy cũ trả thẳng, cái nào ổn hơn ạ')) {
      expect(firstParagraph(text)).not.toMatch(/đã mua rồi/u);
      expect(firstParagraph(text)).not.toMatch(/“Em đang/u);
    }
  });
  it('a presentation is not a report', () => {
    for (const text of readings('ko', 'work', '목요일에 임원 앞에서 발표가 있어요. 잘 될까요?')) expect(firstParagraph(text)).not.toMatch(/보고서/u);
  });
  it('a project at work is not a business plan with rent to pay', () => {
    for (const text of readings('zh', 'work', '领导让我带一个新项目，能做好吗？')) expect(firstParagraph(text)).not.toMatch(/房租/u);
  });
});

describe('what is asked, and a question back when the outcome is unclear (ASK)', () => {
  it('reads the ask in four languages', () => {
    expect(groundedAsk('When will the package arrive?', false)).toBe('when');
    expect(groundedAsk('Mọi chuyện sẽ ra sao ạ?', false)).toBe('how');
    expect(groundedAsk('잘 될까요?', false)).toBe('whether');
    expect(groundedAsk('我去还是不去？', true)).toBe('which');
    expect(groundedAsk('My sister is visiting next week.', false)).toBe('statement');
  });
  it('a plain statement about a person is said back and gets one question back', () => {
    for (const text of readings('en', 'week', 'My brother Tom is visiting from Perth.')) {
      const first = firstParagraph(text);
      expect(first).toMatch(/your brother Tom/u);
      expect(first).toMatch(/what outcome would make you glad\?/u);
    }
    for (const text of readings('zh', 'week', '这周我姐姐要来住几天。')) expect(firstParagraph(text)).toMatch(/什么样的结果会让你高兴/u);
  });
  it('reads a pet\'s name only when it follows the pet word', () => {
    expect(readGroundedQuestion('con mèo Mướp nhà em bỏ đi rồi', 'vi').pet).toBe('bé mèo Mướp');
    expect(readGroundedQuestion('my cat is lost', 'en').pet).toBe('your cat');
  });
});

describe('round 13: a Korean time for the whole question is cut off its option', () => {
  it('cuts "올해 안에" whole, never leaving "안에 이직하는…"', () => {
    const [first] = labelOptions(['올해 안에 이직하는 게 좋을까', '승진 기다릴까']);
    expect(first).toBe('이직하는 게 좋을까');
  });
});
