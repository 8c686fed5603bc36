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

/** A plan someone else pushes, on far topics per language: still the visitor's open choice, with the pusher named. */
const pushed: Record<ContentLanguage, readonly { category: FortuneCategory; input: string; says: RegExp }[]> = {
  en: [
    { category: 'week', input: "my sister keeps begging me to adopt one of her neighbor's kittens... should i say yes this week?", says: /The push comes from your sister, but adopting one of her neighbor's kittens is still your choice/u },
    { category: 'money', input: 'My parents want me to buy a small condo near them, is that wise?', says: /The push comes from your parents, but buying a small condo is still your choice/u },
  ],
  vi: [
    { category: 'money', input: 'Bố mẹ muốn em mua xe máy điện, em có nên mua không?', says: /Bố mẹ là người muốn, nhưng việc mua xe máy điện vẫn là lựa chọn của bạn/u },
    { category: 'week', input: 'Chị gái cứ giục em thuê căn hộ gần công ty, có nên không ạ?', says: /Chị gái là người muốn, nhưng việc thuê căn hộ gần công ty vẫn là lựa chọn của bạn/u },
  ],
  ko: [
    { category: 'money', input: '엄마가 적금 깨서 아이패드 프로 사라고 하는데 사도 될까요?', says: /엄마가 권하고 있어도 아이패드 프로 구매는 여전히 당신이 고르는 일/u },
    { category: 'today', input: '친구가 유기견 입양하라고 계속 그러는데 괜찮을까요?', says: /친구가 권하고 있어도 유기견 입양은 여전히 당신이 고르는 일/u },
  ],
  zh: [
    { category: 'money', input: '朋友劝我买新电脑，你觉得呢？', says: /这回是朋友在推你，但买新电脑仍然是你自己的选择/u },
    { category: 'week', input: '我妈一直让我租学校旁边的房子，要听吗？', says: /这回是你妈妈在推你，但租学校旁边的房子仍然是你自己的选择/u },
  ],
};

describe('a plan under someone else\'s verb is still the visitor\'s open choice, the pusher named (PUSHED)', () => {
  for (const language of languages) {
    it(`${language}: two far topics, the pusher and the whole thing named`, () => {
      for (const { category, input, says } of pushed[language]) {
        expect(readFortuneShape(input, language)?.pusher).not.toBeNull();
        for (const text of readings(language, category, input)) {
          expect(firstParagraph(text)).toMatch(says);
          expect(text).not.toMatch(/already bought|đã mua rồi|이미 샀|已经买了/u);
        }
      }
    });
  }
});

describe('things and people are whole noun phrases, never a fragment or a time word (WHOLE)', () => {
  it('a multi-word thing is read whole in four languages', () => {
    expect(readFortuneShape('아이패드 프로를 살까 말까 벌써 한 달째 고민 중이에요', 'ko')?.thing).toBe('아이패드 프로 구매');
    expect(readFortuneShape('지금 형편에 중고 전기 자전거를 사도 될까요?', 'ko')?.thing).toBe('중고 전기 자전거 구매');
    expect(readFortuneShape('想买新电脑，现在合适吗？', 'zh')?.thing).toBe('买新电脑');
    expect(readFortuneShape('Em có nên mua xe máy điện không?', 'vi')?.thing).toBe('mua xe máy điện');
    expect(readFortuneShape('Should I buy a used electric scooter this month?', 'en')?.thing).toBe('buying a used electric scooter');
  });
  it('a time word or an adverb between a person and the verb is never part of the person', () => {
    const shape = readFortuneShape('暗恋的男生昨晚突然约我周六吃饭，我要不要答应？', 'zh');
    expect(shape?.kind).toBe('askedOut');
    expect(shape?.who).toBe('暗恋的男生');
    for (const text of readings('zh', 'love', '暗恋的男生昨晚突然约我周六吃饭，我要不要答应？')) expect(firstParagraph(text)).not.toMatch(/男生昨晚|昨晚突然听/u);
    expect(readFortuneShape('同事今天主动约我下班去喝一杯，要不要去？', 'zh')?.who).toBe('同事');
  });
});

/** "Quit X to do Y" where X carries a modifier: X and Y both read whole. */
const quitsWithPlace: Record<ContentLanguage, { input: string; from: string; goal: string; says: RegExp }> = {
  en: { input: 'Should I quit my job at the bank to travel for a year?', from: 'your job at the bank', goal: 'travel for a year', says: /leaving your job at the bank to travel for a year/u },
  vi: { input: 'Em muốn nghỉ việc ở ngân hàng để mở tiệm hoa, có nên không?', from: 'ngân hàng', goal: 'mở tiệm hoa', says: /bạn rời ngân hàng để mở tiệm hoa/u },
  ko: { input: '다니던 회사를 그만두고 빵집을 차리고 싶은데 괜찮을까요?', from: '회사', goal: '빵집', says: /회사를 그만두고 ‘빵집’ 쪽으로/u },
  zh: { input: '打算明年辞掉银行的工作去澳洲读书，家里人都反对，我该坚持吗？', from: '银行的工作', goal: '澳洲读书', says: /离开银行的工作，去澳洲读书[\s\S]*家里人反对/u },
};

describe('quit X (with a modifier) to do Y reads X and Y whole (QUIT+)', () => {
  for (const language of languages) {
    it(`${language}: the place and the goal`, () => {
      const { input, from, goal, says } = quitsWithPlace[language];
      const shape = readFortuneShape(input, language);
      expect(shape?.kind).toBe('quitFor');
      expect(shape?.from).toBe(from);
      expect(shape?.goal).toBe(goal);
      for (const text of readings(language, 'work', input)) {
        expect(firstParagraph(text)).toMatch(says);
        expect(text).not.toMatch(/今年就是合适|năm nay ổn|올해 앞쪽/u);
      }
    });
  }
});

interface QuestionCase { category: FortuneCategory; input: string; says: RegExp; never?: RegExp }

/** The question forms that recur in every blind set, on far topics per language. */
const questionForms: Record<'lend' | 'when' | 'inTime' | 'theirEvent', Record<ContentLanguage, readonly QuestionCase[]>> = {
  lend: {
    en: [
      { category: 'money', input: 'Should I lend my sister $3,000 for her car repair?', says: /Lending \$3,000 to your sister is money leaving your hands, not a loan you take on/u, never: /speech|interview|salary/iu },
      { category: 'week', input: 'Can I lend my best friend 500 dollars for rent this week?', says: /Lending 500 dollars to your best friend/u },
    ],
    vi: [
      { category: 'money', input: 'Em có nên cho chị gái mượn 20 triệu không?', says: /Cho chị gái mượn 20 triệu là tiền rời khỏi tay bạn/u },
      { category: 'week', input: 'có nên cho bạn thân vay 5 triệu ko', says: /Cho bạn thân mượn 5 triệu/u },
    ],
    ko: [
      { category: 'money', input: '동생한테 300만 원 빌려줘도 될까요?', says: /동생에게 300만 원을 건넨다면/u },
      { category: 'today', input: '오늘 친구가 급하다는데 친구한테 돈 빌려줘도 될까요?', says: /친구에게 돈을 건넨다면/u },
    ],
    zh: [
      { category: 'money', input: '要不要借给表哥五万块？', says: /借五万块给表哥，是钱从你手里出去，不是你去借钱/u },
      { category: 'week', input: '同事找我借钱，要不要借钱给同事？', says: /借钱给同事，是钱从你手里出去/u },
    ],
  },
  when: {
    en: [
      { category: 'money', input: 'Should I buy a house now or wait until next year?', says: /whether to buy a house now or wait until next year/u, never: /“wait until”/u },
      { category: 'today', input: 'Should I sell my car now or wait until spring?', says: /whether to sell your car now or wait until spring/u },
    ],
    vi: [
      { category: 'money', input: 'Nên mua nhà bây giờ hay đợi sang năm?', says: /Bạn hỏi nên mua nhà bây giờ hay đợi sang năm/u },
      { category: 'week', input: 'Em có nên đổi điện thoại bây giờ hay chờ cuối năm ạ?', says: /Bạn hỏi nên đổi điện thoại bây giờ hay chờ cuối năm/u },
    ],
    ko: [
      { category: 'money', input: '노트북 지금 살까요, 아니면 블랙프라이데이까지 기다릴까요?', says: /지금 할지, 블랙프라이데이까지 기다릴지/u },
      { category: 'future', input: '지금 이사할까요 아니면 계약 끝날 때까지 기다릴까요?', says: /지금 할지, 계약 끝날 때까지 기다릴지/u },
    ],
    zh: [
      { category: 'money', input: '朋友劝我买新电脑，现在买还是等双十一？', says: /你问的是现在就买，还是等双十一/u },
      { category: 'future', input: '现在换工作还是等到明年？', says: /你问的是现在就换工作，还是等明年/u },
    ],
  },
  inTime: {
    en: [
      { category: 'week', input: 'Will I finish my thesis in time?', says: /Can you finish your thesis in time\?/u },
      { category: 'today', input: 'Can I submit the grant application before the deadline?', says: /Can you submit the grant application in time\?/u },
    ],
    vi: [
      { category: 'week', input: 'Em có làm xong luận văn kịp hạn không?', says: /Có làm xong luận văn kịp không\?/u },
      { category: 'work', input: 'Liệu em có kịp nộp báo cáo quý trước thứ sáu không?', says: /Có nộp báo cáo quý kịp không\?/u },
    ],
    ko: [
      { category: 'work', input: '마감 안에 프로젝트 끝낼 수 있을까요?', says: /프로젝트를 제때 끝낼 수 있냐고요\?/u, never: /논문/u },
      { category: 'week', input: '금요일까지 포트폴리오 완성할 수 있을까요?', says: /포트폴리오를 제때 끝낼 수 있냐고요\?/u },
    ],
    zh: [
      { category: 'week', input: '我能在截止日期前写完论文吗？', says: /能不能按时写完论文？/u },
      { category: 'work', input: '周五之前做完这个方案来得及吗', says: /能不能按时做完这个方案？/u },
    ],
  },
  theirEvent: {
    en: [
      { category: 'week', input: 'My brother takes his driving test on Monday, will he pass?', says: /This is your brother’s driving test, not yours/u, never: /speech|Arrive fifteen minutes early/iu },
      { category: 'future', input: "Will my daughter's piano audition go well?", says: /This is your daughter’s piano audition, not yours/u },
    ],
    vi: [
      { category: 'week', input: 'Bạn thân em thi đại học tuần sau, bạn ấy có đỗ không?', says: /Lần này người thi đại học là bạn thân, không phải bạn/u, never: /vị khách/u },
      { category: 'future', input: 'Em trai mình phỏng vấn xin việc thứ hai này, có suôn sẻ không?', says: /Lần này người phỏng vấn xin việc là em trai, không phải bạn/u },
    ],
    ko: [
      { category: 'week', input: '동생이 다음 주에 수능을 보는데 잘 볼까요?', says: /이번 수능은 당신이 아니라 동생이 치르는 일/u },
      { category: 'future', input: '남자친구 면접이 내일인데 붙을까요?', says: /이번 면접은 당신이 아니라 남자친구가 치르는 일/u },
    ],
    zh: [
      { category: 'week', input: '我朋友下周考驾照，能过吗？', says: /这次要考驾照的是你朋友，不是你/u, never: /出声练/u },
      { category: 'future', input: '弟弟明天面试，会顺利吗？', says: /这次要面试的是你弟弟，不是你/u },
    ],
  },
};

describe('question forms are answered first, with the visitor\'s whole phrases (WHETHER / WHEN / IN TIME / THEIRS)', () => {
  for (const form of ['lend', 'when', 'inTime', 'theirEvent'] as const) {
    for (const language of languages) {
      it(`${form} · ${language}: two far topics`, () => {
        for (const { category, input, says, never } of questionForms[form][language]) {
          expect(readFortuneShape(input, language)?.kind).toBe(form);
          for (const text of readings(language, category, input)) {
            expect(firstParagraph(text)).toMatch(says);
            if (never) expect(text).not.toMatch(never);
          }
        }
      });
    }
  }
  it('near questions the forms must not take: a loan I take, my own exam, what I should do around their surgery', () => {
    expect(readFortuneShape('Should I take a loan from the bank for my studies?', 'en')?.kind).not.toBe('lend');
    expect(readFortuneShape('Em có nên vay ngân hàng 50 triệu không?', 'vi')?.kind).not.toBe('lend');
    expect(readFortuneShape('엄마가 제 면접을 걱정하시는데 붙을까요?', 'ko')?.kind).not.toBe('theirEvent');
    expect(readFortuneShape('女儿下周中考，我要不要请假陪她？', 'zh')?.kind).not.toBe('theirEvent');
    expect(readFortuneShape('女儿下周中考，能考上吗？我要不要请假陪她？', 'zh')?.kind).not.toBe('theirEvent');
    expect(readFortuneShape('동생이 내일 면접인데 잘 될까요? 연차 내고 옆에 있어 줄까요?', 'ko')?.kind).not.toBe('theirEvent');
    expect(readFortuneShape('My dad has his operation on Thursday. Should I take the day off to be there?', 'en')?.kind).not.toBe('theirEvent');
  });
});
