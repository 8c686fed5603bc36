import { describe, expect, it } from 'vitest';
import { generateFortune } from './fortune-telling.ts';
import { readFortuneSituation } from './fortune-situations.ts';
import { readWholeOptions, tidyOptions } from './fortune-whole-options.ts';
import { namedWorries, worryIsTheAsk } from './fortune-worry.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { ContentLanguage, FortuneCategory } from '../contract/content-types.ts';
import type { FortuneSituation } from './data/fortune/fortune-situation-lines.ts';

// Round 9 of issue 13, third part (helper fortune9): the inverted default. A stock situation speaks only when its key
// term is the visitor's own event with its premise intact; otherwise the grounded, form-first reading answers. Options
// are read whole, a worry the visitor names gets its own line, a trip's companion is in the reading, and a time never
// ends in two full stops. Each class in four languages, with a question the class must still let through.
const seeds = [1, 7, 42, 1001, 65537, 808];
const readings = (language: ContentLanguage, category: FortuneCategory, input: string): string[] =>
  seeds.map((seed) => generateFortune({ category, input }, { language, random: seededRandom(seed) }));
const firstParagraph = (text: string): string => text.split('\n\n')[0] ?? '';
const languages = ['en', 'vi', 'ko', 'zh'] as const;
const situationsOf = (input: string, category: FortuneCategory): FortuneSituation[] => readFortuneSituation(input, category)?.situations ?? [];

/** Helping someone with their move: no move reading of one's own, a helping line; one's own move still is one. */
const help: Record<ContentLanguage, { category: FortuneCategory; input: string; own: string; says: RegExp }> = {
  en: { category: 'week', input: 'I promised to help my mom move on Saturday. Will the day go smoothly?', own: 'I am moving house on Saturday. Will the day go smoothly?', says: /help your mother/u },
  vi: { category: 'week', input: 'Thứ Bảy em giúp mẹ dọn nhà, liệu có suôn sẻ không?', own: 'Thứ Bảy em chuyển nhà, liệu có suôn sẻ không?', says: /giúp mẹ bạn/u },
  ko: { category: 'week', input: '형이 이사하는 날 도와주기로 했는데 잘 끝날까요?', own: '이번 주 토요일에 이사하는데 잘 끝날까요?', says: /형을 도우러/u },
  zh: { category: 'week', input: '周六要帮我妈搬家，会顺利吗？', own: '周六我要搬家，会顺利吗？', says: /去帮你妈妈/u },
};

describe('a stock situation speaks only for the visitor’s own event (OWN)', () => {
  for (const language of languages) {
    it(`${language}: helping someone move is not one's own move; one's own move still is`, () => {
      const { category, input, own, says } = help[language];
      expect(situationsOf(input, category)).not.toContain('moving');
      expect(situationsOf(own, category)).toContain('moving');
      for (const text of readings(language, category, input)) expect(firstParagraph(text)).toMatch(says);
    });
  }
});

/** A friend's plan the visitor is invited along to: the join line, never a move reading of one's own. */
const invite: Record<ContentLanguage, { category: FortuneCategory; input: string; says: RegExp }> = {
  en: { category: 'future', input: 'My best friend is moving to Lisbon next month and asked me to come along for a year. Should I go?', says: /your own decision, not only your best friend’s plan/u },
  vi: { category: 'future', input: 'Bạn thân em sắp chuyển nhà vào Sài Gòn, rủ em vào ở chung. Em có nên đi không?', says: /quyết định của chính bạn/u },
  ko: { category: 'future', input: '친구가 부산으로 이사 가는데 저한테 같이 가자고 해요. 가도 될까요?', says: /당신의 결정이에요/u },
  zh: { category: 'future', input: '闺蜜下个月搬家去上海，叫我一起去，我该去吗？', says: /是你自己的决定/u },
};
const moveStock = /Pack one small box|The cards turn to your move|thùng đồ thiết yếu|이삿짐|搬家会把运势|单独装一个小箱子/u;

describe('invited along to someone else’s plan (INVITED)', () => {
  for (const language of languages) {
    it(`${language}: answers whether to go along, with no packing tips`, () => {
      const { category, input, says } = invite[language];
      for (const text of readings(language, category, input)) {
        expect(firstParagraph(text)).toMatch(says);
        expect(text).not.toMatch(moveStock);
      }
    });
  }
});

/** A premise the question breaks: a trip "alone" with a companion, a crush at the office with one's own partner, a drive without kids. */
describe('a situation whose premise the question breaks stays silent (PREMISE)', () => {
  it('a trip with a companion is not a solo trip, in four languages; a trip alone still is', () => {
    expect(situationsOf('I want to travel alone to Kyoto with my mother-in-law, is that odd?', 'travel')).not.toContain('solo_trip');
    expect(situationsOf('Em muốn đi Đà Lạt một mình với mẹ chồng, có nên không?', 'travel')).not.toContain('solo_trip');
    expect(situationsOf('혼자 가려다가 시어머니랑 둘이 제주도 가기로 했어요. 괜찮을까요?', 'travel')).not.toContain('solo_trip');
    expect(situationsOf('本来想一个人去，现在和婆婆一起去日本，好吗？', 'travel')).not.toContain('solo_trip');
    expect(situationsOf('I want to travel alone to Kyoto in spring, is that odd?', 'travel')).toContain('solo_trip');
  });
  it('a drive with no children named says nothing about children in the car, in four languages', () => {
    const drives: Record<ContentLanguage, { input: string; kids: RegExp }> = {
      en: { input: 'I have to drive my dad to Ohio this weekend, a long road trip. Will it go okay?', kids: /children in the car/u },
      vi: { input: 'Cuối tuần em lái xe chở bố về Huế, đường dài, có ổn không?', kids: /trẻ con trên xe/u },
      ko: { input: '주말에 아버지 모시고 강릉까지 운전해서 가요. 괜찮을까요?', kids: /아이가 타 있으면/u },
      zh: { input: '周末开车送我爸回老家，自驾很远，顺利吗？', kids: /车上有孩子/u },
    };
    for (const language of languages) for (const text of readings(language, 'travel', drives[language].input)) expect(text).not.toMatch(drives[language].kids);
  });
  it('a love question that names one’s own partner gets no office-crush opener; a crush at work still does', () => {
    for (const text of readings('en', 'love', "Should I wear the green dress or the black jumpsuit to my boyfriend's office party on Friday?")) expect(text).not.toMatch(/crush/u);
    for (const text of readings('en', 'love', 'There is a guy at my office I like. Will he notice me?')) expect(text).toMatch(/work|office/u);
  });
  it('"back home" gets the shop tip only when the question opens something there, in four languages', () => {
    const shop = /footfall|cuts costs but also customers|mặt bằng rẻ|유동 인구|客流/u;
    for (const text of readings('en', 'travel', 'My dad wants me to drive him to his hometown over Thanksgiving. Should I go?')) expect(text).not.toMatch(shop);
    for (const text of readings('vi', 'week', 'Em có nên xin nghỉ về quê với em gái không?')) expect(text).not.toMatch(shop);
    for (const text of readings('en', 'money', 'Should I quit and open a milk-tea shop back home?')) expect(text).toMatch(/back home|hometown/iu);
  });
});

/** Options read whole: two amounts, two English noun phrases, a Vietnamese choice without the asker's lead. */
describe('options are read whole (OPTIONS)', () => {
  it('two amounts in a choice are the options, in four languages', () => {
    expect(readWholeOptions('친구 결혼식 축의금 10만 원이면 적을까요, 아니면 15만 원 할까요?')).toEqual(['10만 원', '15만 원']);
    expect(readWholeOptions('Mừng cưới bạn thân 500k hay 1 triệu thì hợp lý?')).toEqual(['500k', '1 triệu']);
    expect(readWholeOptions('同事结婚，随礼500元还是800元合适？')).toEqual(['500元', '800元']);
    expect(readWholeOptions('For a coworker’s wedding gift, is $50 or $100 better?')).toEqual(['$50', '$100']);
  });
  it('the reading says the options whole, never a cut of the sentence', () => {
    for (const text of readings('ko', 'money', '친구 결혼식 축의금 10만 원이면 적을까요, 아니면 15만 원 할까요?')) {
      expect(firstParagraph(text)).toMatch(/‘1[05]만 원’/u);
      expect(text).not.toMatch(/적을까’|할까’/u);
    }
    for (const text of readings('vi', 'money', 'Tháng này em nên đóng học phí tiếng Anh 6 triệu hay để dành tiền sửa xe ạ?')) {
      expect(firstParagraph(text)).toMatch(/“đóng học phí tiếng Anh 6 triệu”/iu);
      expect(text).not.toMatch(/“Tháng này em nên/u);
    }
    for (const text of readings('en', 'love', "Should I wear the green dress or the black jumpsuit to my boyfriend's office party on Friday?")) {
      expect(firstParagraph(text)).toMatch(/“the green dress”/iu);
      expect(firstParagraph(text)).toMatch(/“the black jumpsuit”/iu);
    }
    for (const text of readings('zh', 'money', '年终奖五千块，是给爸妈包红包还是自己换个手机？')) expect(firstParagraph(text)).toMatch(/给爸妈包红包/u);
  });
});

describe('the older reader’s options lose the asker’s lead and the question’s tail (OPTIONS, tidy)', () => {
  it('in four languages, never cutting a whole option', () => {
    expect(tidyOptions(['smarter to pay off my credit card', 'put the money into savings'])).toEqual(['pay off your credit card', 'put the money into savings']);
    expect(tidyOptions(['Hè này đi Đà Lạt', 'Nha Trang thì vui hơn'])).toEqual(['đi Đà Lạt', 'Nha Trang']);
    expect(tidyOptions(['이번 주말에 캠핑을 갈까', '집에서 푹 쉴까'])).toEqual(['캠핑을 갈까', '집에서 푹 쉴까']);
    expect(tidyOptions(['继续留下', '跳槽比较好'])).toEqual(['继续留下', '跳槽']);
    expect(tidyOptions(['ở lại công ty cũ', 'nhận lời làm ở công ty khởi nghiệp lương cao hơn'])).toEqual(['ở lại công ty cũ', 'nhận lời làm ở công ty khởi nghiệp lương cao hơn']);
  });
  it('a card debt weighed against savings is the pick, agreeing with the card tip', () => {
    for (const text of readings('en', 'money', 'Is it smarter to pay off my credit card or put the money into savings?')) {
      expect(firstParagraph(text)).toMatch(/“pay off your credit card”/u);
      expect(firstParagraph(text)).not.toMatch(/Smarter to/u);
    }
  });
});

describe('a choice with no reason of its own gets one test to settle it, not a stock category line (CHOICE)', () => {
  // Round 18 (fort22): the coin is gone; a choice nothing tips is leaned lightly and tested against the visitor's words.
  const choices: Record<ContentLanguage, { category: FortuneCategory; input: string; says: RegExp; never: RegExp }> = {
    en: { category: 'love', input: "Should I wear the green dress or the black jumpsuit to my boyfriend's office party on Friday?", says: /If you still waver|flip a coin|not wrong either|only lightly, never on a coin/u, never: /rising tide of romance/u },
    vi: { category: 'money', input: 'Tháng này em nên đóng học phí tiếng Anh 6 triệu hay để dành tiền sửa xe ạ?', says: /Nếu vẫn còn phân vân|tung đồng xu|cũng không sai|hơi nghiêng/u, never: /Mặc cả giá/u },
    ko: { category: 'week', input: '이번 주말에 캠핑을 갈까요, 아니면 집에서 푹 쉴까요?', says: /그래도 망설여지면|동전을 던져|대안으로 남겨|살짝만 기울어요/u, never: /예전 인연/u },
    zh: { category: 'money', input: '年终奖五千块，是给爸妈包红包还是自己换个手机？', says: /如果还在犹豫|抛一次硬币|也不算错|轻轻偏向/u, never: /讨价还价/u },
  };
  for (const language of languages) {
    it(`${language}: weighs both options`, () => {
      const { category, input, says, never } = choices[language];
      for (const text of readings(language, category, input)) {
        expect(firstParagraph(text)).toMatch(says);
        expect(text).not.toMatch(never);
      }
    });
  }
});

/** A worry the visitor names gets one line of its own; a worry asked gets no yes that would confirm it. */
const worries: Record<ContentLanguage, { category: FortuneCategory; input: string; says: RegExp }> = {
  en: { category: 'travel', input: 'My dad wants me to drive him to Ohio, but I get carsick on long rides. Should I still go?', says: /About the car sickness/u },
  vi: { category: 'week', input: 'Bạn thân rủ em vào Sài Gòn ở chung, nhưng em sợ chi phí đắt đỏ. Có nên đi không?', says: /Về chi phí/u },
  ko: { category: 'travel', input: '시어머니랑 둘이 제주도 여행 가기로 했는데 비 온다는 예보가 있어요. 괜찮을까요?', says: /비 걱정은/u },
  zh: { category: 'today', input: '今天下午要陪外婆去医院复查，会不会排队排很久？', says: /排队的事/u },
};

describe('a worry the visitor names gets its own line (WORRY)', () => {
  for (const language of languages) {
    it(`${language}: the worry is answered`, () => {
      const { category, input, says } = worries[language];
      for (const text of readings(language, category, input)) expect(firstParagraph(text)).toMatch(says);
    });
  }
  it('reads the worries and whether the question asks the worry itself', () => {
    expect(namedWorries('周六要帮我妈搬家，会不会下雨？')).toEqual(['rain']);
    expect(worryIsTheAsk('周六要帮我妈搬家，会不会下雨？')).toBe(true);
    expect(worryIsTheAsk('시어머니랑 제주도 가는데 비 온다는 예보가 있어요. 괜찮을까요?')).toBe(false);
    expect(namedWorries('Will my interview go well?')).toEqual([]);
  });
  it('a worry asked gets no stock yes, in four languages; rain named gets no "mostly sunny"', () => {
    for (const text of readings('zh', 'week', '周六要帮我妈搬家，会不会下雨？')) expect(text).not.toMatch(/偏向“可以”|卦象偏向/u);
    for (const text of readings('en', 'week', "I'm helping my mom move on Saturday, will it rain?")) expect(text).not.toMatch(/lean toward yes|cautious yes/u);
    for (const text of readings('vi', 'week', 'Thứ Bảy em giúp mẹ dọn nhà, liệu có mưa không?')) expect(text).not.toMatch(/nghiêng về “có”/u);
    for (const text of readings('ko', 'travel', '시어머니랑 둘이 제주도 여행 가기로 했는데 비 온다는 예보가 있어요. 괜찮을까요?')) expect(text).not.toMatch(/대체로 맑/u);
  });
});

/** A trip's companion is in the reading. */
const companions: Record<ContentLanguage, { input: string; says: RegExp }> = {
  en: { input: 'Taking my mother-in-law to Kyoto next month, just the two of us. Any advice?', says: /your mother-in-law/u },
  vi: { input: 'Tháng sau em đi Đà Lạt với mẹ chồng, có ổn không ạ?', says: /mẹ chồng bạn/u },
  ko: { input: '시어머니랑 둘이 제주도 여행 가기로 했어요. 괜찮을까요?', says: /시어머니/u },
  zh: { input: '下个月和婆婆一起去日本玩，顺利吗？', says: /婆婆/u },
};

describe('going with someone, feeling shy, seeing a doctor, "is it too much" (ACCOMPANY, SHY, DOCTOR)', () => {
  const cases: Record<ContentLanguage, { category: FortuneCategory; input: string; says: RegExp[]; never: RegExp }> = {
    en: { category: 'week', input: "I'm going with my husband to meet his relatives this weekend and I'm really shy. Will it be okay?", says: [/Going with your husband is the part that counts/u, /About feeling shy/u], never: /start time and your one job/u },
    vi: { category: 'health', input: 'Dạo này em hay đau đầu vào buổi chiều, có nên đi khám không ạ?', says: [/nên đi khám/u], never: /nghiêng về “không”/u },
    ko: { category: 'money', input: '엄마 환갑 선물로 명품 가방 사드릴까 하는데 너무 무리일까요?', says: [/비용이 걱정이라면/u], never: /‘하는데|‘예’/u },
    zh: { category: 'week', input: '这周要陪老公回他老家见亲戚，我有点社恐，怎么办？', says: [/陪老公去，本身就是/u, /有点社恐的话/u], never: /你负责哪一件事/u },
  };
  for (const language of languages) {
    it(`${language}: answered with its own line`, () => {
      const { category, input, says, never } = cases[language];
      for (const text of readings(language, category, input)) {
        for (const line of says) expect(firstParagraph(text)).toMatch(line);
        expect(text).not.toMatch(never);
      }
    });
  }
});

describe('more named worries: coping, not drinking, crowds, rain on the day (WORRY, more)', () => {
  const cases: Record<ContentLanguage, { category: FortuneCategory; input: string; says: RegExp }[]> = {
    en: [
      { category: 'work', input: "My boss handed me the new client account after only three months and I'm scared I can't handle it.", says: /About fearing you can’t handle it/u },
      { category: 'today', input: "I have a job interview downtown this afternoon and it's pouring today.", says: /About the rain today/u },
    ],
    vi: [
      { category: 'work', input: 'Sếp giao em dẫn dắt dự án mới nhưng em mới vào công ty được 3 tháng, em sợ làm không nổi.', says: /Về nỗi sợ làm không nổi/u },
      { category: 'today', input: 'Chiều nay em đi phỏng vấn xin việc ở ngân hàng, trời lại mưa to.', says: /Về cơn mưa hôm nay/u },
    ],
    ko: [
      { category: 'week', input: '이번 주 금요일에 팀 회식이 있는데 술을 못 마셔서 걱정이에요', says: /술을 못 마셔서 걱정이라면/u },
      { category: 'travel', input: '연휴에 부모님이랑 경주 가려는데 사람이 너무 많을까 봐요', says: /사람 많은 게 걱정이라면/u },
    ],
    zh: [
      { category: 'travel', input: '国庆想带爸妈去云南，怕人太多，还去不去？', says: /怕人多的话/u },
      { category: 'week', input: '周五部门聚餐，可我不能喝酒，怎么办？', says: /不能喝酒的话/u },
    ],
  };
  for (const language of languages) {
    it(`${language}: each worry gets its line`, () => {
      for (const { category, input, says } of cases[language]) for (const text of readings(language, category, input)) expect(firstParagraph(text)).toMatch(says);
    });
  }
  it('a forecast worry waits for the forecast; rain already falling does not', () => {
    for (const text of readings('vi', 'today', 'Chiều nay em đi phỏng vấn xin việc ở ngân hàng, trời lại mưa to.')) expect(text).not.toMatch(/xem dự báo/u);
    for (const text of readings('ko', 'travel', '시어머니랑 둘이 제주도 여행 가기로 했는데 비 온다는 예보가 있어요. 괜찮을까요?')) expect(text).toMatch(/예보를 보고/u);
  });
});

describe('weak evidence in other shapes stays silent (OWN, more)', () => {
  it('a place in someone else’s clause calls up no crush opener; a first day of driving is no first day at work', () => {
    for (const text of readings('en', 'love', "we broke up 2 months ago and now she's dating my coworker. how do i get over this")) expect(text).not.toMatch(/lunch place/u);
    expect(situationsOf('first day driving to work alone after getting my license, wish me luck', 'today')).not.toContain('first_day');
    expect(situationsOf('Tomorrow is my first day at the new job, wish me luck', 'today')).toContain('first_day');
  });
  it('lending money to someone is a promise with money, in four languages', () => {
    const lending: Record<ContentLanguage, { input: string; says: RegExp }> = {
      en: { input: 'Should I lend him 2,000 dollars for his tuition?', says: /the loan/iu },
      vi: { input: 'Em định cho em trai mượn 20 triệu để đóng học phí, nhưng sợ nó không trả. Có nên cho mượn không?', says: /khoản cho mượn(?: là một lời hứa|: giúp được)|thiện ý quanh khoản cho mượn/iu },
      ko: { input: '동생한테 등록금 200만 원 빌려줘도 될까요?', says: /돈을 빌려주는 일/u },
      zh: { input: '表弟想让我借给他两万交学费，借不借？', says: /借钱给人这件事/u },
    };
    for (const language of languages) for (const text of readings(language, 'money', lending[language].input)) {
      expect(firstParagraph(text)).toMatch(lending[language].says);
      expect(text).not.toMatch(/kỳ thi|exam|시험|考试/u);
    }
  });
  it('a partner the visitor says they lack is not read as a person; a deposit for a scheme is not rent; an invitation in any form', () => {
    for (const text of readings('vi', 'future', 'Năm sau em 30 tuổi rồi mà vẫn chưa có người yêu, bố mẹ cứ giục cưới.')) expect(text).not.toMatch(/người ấy/u);
    for (const text of readings('zh', 'money', '朋友拉我一起做代购，要先交两万块押金，靠谱吗？')) {
      expect(text).not.toMatch(/租房/u);
      expect(firstParagraph(text)).toMatch(/是你自己的决定/u);
    }
    for (const text of readings('ko', 'future', '아버지 퇴직하시고 나서 같이 귀농하자고 하시는데 따라가야 할지 모르겠어요')) expect(firstParagraph(text)).toMatch(/당신의 결정이에요/u);
    for (const text of readings('en', 'future', 'My cousin invited me to join her bakery in Austin. Should I?')) expect(firstParagraph(text)).toMatch(/your own decision/u);
  });
});

describe('premises and forms in other shapes (PREMISE, FORM, more)', () => {
  it('"alone" with no trip is no solo trip, in four languages; alone to a place still is', () => {
    expect(situationsOf('I have to take my cat to the vet alone for the first time today, I am nervous', 'today')).not.toContain('solo_trip');
    expect(situationsOf('Hôm nay lần đầu em một mình đưa mèo đi khám, em sợ quá', 'today')).not.toContain('solo_trip');
    expect(situationsOf('오늘 처음으로 혼자 고양이 병원 데려가는데 무서워요', 'today')).not.toContain('solo_trip');
    expect(situationsOf('今天第一次一个人带猫去医院打针，好紧张', 'today')).not.toContain('solo_trip');
    expect(situationsOf('Tháng sau em bay sang Tokyo một mình 5 ngày, lần đầu đi nước ngoài.', 'travel')).toContain('solo_trip');
  });
  it('"will I mess it up" gets no yes that confirms the fear, in four languages', () => {
    const fears: Record<ContentLanguage, { category: FortuneCategory; input: string; yes: RegExp }> = {
      en: { category: 'today', input: "I'm cooking dinner for my in-laws for the first time tonight, will I mess it up?", yes: /lean toward yes|clear yes|careful yes|cautious yes|Short answer first: yes/u },
      vi: { category: 'today', input: 'Tối nay lần đầu em nấu cơm đãi bố mẹ chồng, liệu có làm hỏng không?', yes: /nghiêng về “có”|chữ “có”|: có,/u },
      ko: { category: 'today', input: '오늘 처음으로 시부모님께 저녁을 차려 드리는데 망칠까 봐요. 괜찮을까요?', yes: /‘예’/u },
      zh: { category: 'today', input: '今天第一次自己做饭招待公婆，会不会翻车？', yes: /偏向“可以”|“可以”/u },
    };
    for (const language of languages) for (const text of readings(language, fears[language].category, fears[language].input)) expect(text).not.toMatch(fears[language].yes);
  });
  it('a question that opens with "What" is open, and a symptom in a health reading gets the doctor line', () => {
    for (const text of readings('en', 'week', 'What should I focus on this week? My kid starts kindergarten and I go back to work after parental leave.')) expect(text).not.toMatch(/lean to yes|cautious yes/u);
    for (const text of readings('en', 'health', 'been skipping breakfast for weeks and now i get dizzy at work around 11')) expect(firstParagraph(text)).toMatch(/have it checked/u);
    for (const text of readings('zh', 'health', '最近早上起床老是头晕，是不是太累了？')) expect(firstParagraph(text)).toMatch(/去检查一下|去看医生/u);
  });
});

describe('a trip’s companion is in the reading (COMPANION)', () => {
  for (const language of languages) {
    it(`${language}: names who comes along`, () => {
      for (const text of readings(language, 'travel', companions[language].input)) expect(firstParagraph(text)).toMatch(companions[language].says);
    });
  }
});

describe('a time never ends in two full stops (STOP)', () => {
  it('an evening question in every category', () => {
    const categories: FortuneCategory[] = ['today', 'week', 'future', 'love', 'work', 'money', 'health', 'travel'];
    for (const category of categories) {
      for (const text of readings('en', category, 'What should I focus on this evening?')) expect(text).not.toMatch(/p\.m\.\.(?!\.)/u);
      for (const text of readings('en', category, 'Will my plan for tonight work out?')) expect(text).not.toMatch(/p\.m\.\.(?!\.)/u);
    }
  });
});
