/**
 * Round 10 of issue 13 (helper fortune10): shape answers. The sixteen fresh fortune-telling requests written before the
 * change (round10-fortune.before.json, four per language). Positive facts check the shape's answer with its slots (the
 * plan named whole as a choice still open, the contact's direction, the ask and how to ask, the goal of a quit); negative
 * facts catch the failure classes (a purchase read as made, a stock salary line, a crush opener for an ex, a menu for
 * an invitation, a job interview for a quit whose goal is something else).
 */
import { evalCase, type EvalCase } from '../eval-case.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
const firstPart = (text: string): string => text.split('\n\n')[0] ?? '';
const inFirst = (pattern: RegExp) => (text: string): boolean => pattern.test(firstPart(text));

export const cases: EvalCase[] = [
  evalCase({
    id: 'r10fortune-en-1', type: 'fortune-telling', language: 'en',
    input: { category: 'money', input: 'thinking about leasing a new car this spring instead of fixing my old one, is that a smart move?' },
    facts: [
      { label: 'the plan named whole', check: inFirst(/leasing a new car/u) },
      { label: 'weighed against the repair', check: inFirst(/fixing your old one/u) },
      { label: 'no purchase read as made', check: not(/already|pay it off/iu) },
    ],
  }),
  evalCase({
    id: 'r10fortune-en-2', type: 'fortune-telling', language: 'en',
    input: { category: 'love', input: 'If I text my ex on her birthday next week, will it just reopen old wounds?' },
    facts: [
      { label: 'the visitor reaches out to the ex', check: inFirst(/reaching out to your ex/u) },
      { label: 'the fear of old wounds answered', check: inFirst(/old wounds/iu) },
      { label: 'no crush opener', check: not(/person you like|make the first move/iu) },
    ],
  }),
  evalCase({
    id: 'r10fortune-en-3', type: 'fortune-telling', language: 'en',
    input: { category: 'work', input: 'I want to quit my office job to open a small bakery. Is this the right year?' },
    facts: [
      { label: 'the goal read whole', check: inFirst(/to open a small bakery/u) },
      { label: 'the year answered', check: inFirst(/the year works/u) },
      { label: 'no interviews for another job', check: not(/interview/iu) },
    ],
  }),
  evalCase({
    id: 'r10fortune-en-4', type: 'fortune-telling', language: 'en',
    input: { category: 'love', input: 'A coworker asked me out for drinks on Friday. Should I go?' },
    facts: [
      { label: 'the invitation is the coworker’s', check: inFirst(/came from your coworker/u) },
      { label: 'no advice to ask them out', check: not(/ask them to recommend|make the first move/iu) },
    ],
  }),
  evalCase({
    id: 'r10fortune-vi-1', type: 'fortune-telling', language: 'vi',
    input: { category: 'money', input: 'Năm nay em có nên mua xe máy mới trả góp không?' },
    facts: [
      { label: 'the plan named whole, still a choice', check: inFirst(/mua xe máy mới vẫn là một lựa chọn|mua xe máy mới vẫn còn là dự định/u) },
      { label: 'the instalments weighed', check: inFirst(/trả góp thì cộng hết/u) },
      { label: 'no bike read as bought', check: not(/đã mua rồi/u) },
      { label: 'no salary line', check: not(/lên tiếng về lương/u) },
    ],
  }),
  evalCase({
    id: 'r10fortune-vi-2', type: 'fortune-telling', language: 'vi',
    input: { category: 'love', input: 'Nếu em rủ bạn ấy đi xem phim cuối tuần này thì bạn ấy có đồng ý không ạ?' },
    facts: [
      { label: 'whether the friend says yes', check: inFirst(/Bạn ấy có đồng ý/u) },
      { label: 'how to ask, with the film', check: inFirst(/Rủ đi xem phim thì/u) },
    ],
  }),
  evalCase({
    id: 'r10fortune-vi-3', type: 'fortune-telling', language: 'vi',
    input: { category: 'future', input: 'em tính nghỉ việc ngân hàng để đi học làm bánh, liệu có ổn không' },
    facts: [
      { label: 'the goal read whole', check: inFirst(/để học làm bánh/u) },
      { label: 'advice about learning', check: inFirst(/khóa ngắn/u) },
      { label: 'no new job contract', check: not(/hợp đồng mới/u) },
    ],
  }),
  evalCase({
    id: 'r10fortune-vi-4', type: 'fortune-telling', language: 'vi',
    input: { category: 'week', input: 'Tuần này em định ký hợp đồng thuê căn hộ mới, có suôn sẻ không?' },
    facts: [
      { label: 'the lease named whole', check: inFirst(/ký hợp đồng thuê căn hộ mới/u) },
      { label: 'the clauses to read', check: inFirst(/điều khoản/u) },
    ],
  }),
  evalCase({
    id: 'r10fortune-ko-1', type: 'fortune-telling', language: 'ko',
    input: { category: 'money', input: '강아지 입양하려고 하는데 지금 형편에 괜찮을까요?' },
    facts: [
      { label: '강아지 입양을 그대로 말함', check: inFirst(/강아지 입양/u) },
      { label: '오랜 비용과 시간을 따짐', check: inFirst(/십 년/u) },
    ],
  }),
  evalCase({
    id: 'r10fortune-ko-2', type: 'fortune-telling', language: 'ko',
    input: { category: 'love', input: '헤어진 남자친구한테 먼저 연락해봐도 될까요?' },
    facts: [
      { label: '내가 먼저 연락하는 방향', check: inFirst(/헤어진 남자친구에게 먼저 연락하는 쪽/u) },
      { label: '상대가 연락해 왔다고 읽지 않음', check: not(/먼저 연락한 건/u) },
    ],
  }),
  evalCase({
    id: 'r10fortune-ko-3', type: 'fortune-telling', language: 'ko',
    input: { category: 'work', input: '회사 그만두고 유튜브 해보고 싶은데 올해 시작해도 될까요?' },
    facts: [
      { label: '목표를 유튜브로 읽음', check: inFirst(/‘유튜브’/u) },
      { label: '올해라는 시기에 답함', check: inFirst(/괜찮은 해/u) },
      { label: '면접 조언 없음', check: not(/면접/u) },
    ],
  }),
  evalCase({
    id: 'r10fortune-ko-4', type: 'fortune-telling', language: 'ko',
    input: { category: 'love', input: '좋아하는 선배한테 밥 먹자고 하면 받아줄까요?' },
    facts: [
      { label: '선배가 받아 줄지에 답함', check: inFirst(/선배가 받아 줄지/u) },
      { label: '묻는 법', check: inFirst(/날짜와 시간/u) },
      { label: '메뉴 고민으로 읽지 않음', check: not(/메뉴 고민/u) },
    ],
  }),
  evalCase({
    id: 'r10fortune-zh-1', type: 'fortune-telling', language: 'zh',
    input: { category: 'work', input: '我想辞职去学画画，今年是好时机吗？' },
    facts: [
      { label: '目标是学画画', check: inFirst(/学画画/u) },
      { label: '回答今年的时机', check: inFirst(/今年就是合适的一年/u) },
      { label: '没有面试建议', check: not(/面试/u) },
    ],
  }),
  evalCase({
    id: 'r10fortune-zh-2', type: 'fortune-telling', language: 'zh',
    input: { category: 'love', input: '前男友突然发消息说想见面，我要不要去？' },
    facts: [
      { label: '是前男友先开口', check: inFirst(/先开口的是前男友/u) },
      { label: '回答去不去见面', check: inFirst(/如果决定去/u) },
      { label: '不叫访客主动邀约', check: not(/你可以先开口|主动提一个/u) },
    ],
  }),
  evalCase({
    id: 'r10fortune-zh-3', type: 'fortune-telling', language: 'zh',
    input: { category: 'money', input: '想贷款买一套小房子，现在下手合适吗' },
    facts: [
      { label: '贷款是有条件的可以', check: inFirst(/有条件地可以/u) },
      { label: '没有说房子已经买了', check: not(/已经买了/u) },
    ],
  }),
  evalCase({
    id: 'r10fortune-zh-4', type: 'fortune-telling', language: 'zh',
    input: { category: 'love', input: '我想约喜欢的女生周末去看展，她会答应吗？' },
    facts: [
      { label: '回答会不会答应', check: inFirst(/喜欢的女生会不会答应/u) },
      { label: '怎么约，带上看展', check: inFirst(/约看展的时候/u) },
    ],
  }),
  // Round 10, second pass (generalised by grammar): a plan under someone else's verb, whole noun phrases, quit with a
  // modifier, and the question forms (whether I lend, now or wait, in time, someone else's test).
  evalCase({
    id: 'r10fortune2-en-1', type: 'fortune-telling', language: 'en',
    input: { category: 'money', input: 'Should I lend my sister $3,000 for her car repair?' },
    facts: [
      { label: 'lending, not a loan taken', check: inFirst(/Lending \$3,000 to your sister is money leaving your hands/u) },
      { label: 'no unrelated stock line', check: not(/subscriptions and snacks|speech|salary/iu) },
    ],
  }),
  evalCase({
    id: 'r10fortune2-en-2', type: 'fortune-telling', language: 'en',
    input: { category: 'money', input: 'Should I buy a house now or wait until next year?' },
    facts: [
      { label: 'now or the wait, whole', check: inFirst(/whether to buy a house now or wait until next year/u) },
      { label: 'no fragment as an option', check: not(/“wait until”/u) },
    ],
  }),
  evalCase({
    id: 'r10fortune2-vi-1', type: 'fortune-telling', language: 'vi',
    input: { category: 'week', input: 'Bạn thân em thi đại học tuần sau, bạn ấy có đỗ không?' },
    facts: [
      { label: 'the exam is the friend’s', check: inFirst(/người thi đại học là bạn thân, không phải bạn/u) },
      { label: 'no guest line', check: not(/vị khách/u) },
    ],
  }),
  evalCase({
    id: 'r10fortune2-vi-2', type: 'fortune-telling', language: 'vi',
    input: { category: 'money', input: 'Bố mẹ muốn em mua xe máy điện, em có nên mua không?' },
    facts: [
      { label: 'the pusher named, the choice still open', check: inFirst(/Bố mẹ là người muốn, nhưng việc mua xe máy điện vẫn là lựa chọn của bạn/u) },
      { label: 'no deictic for the thing', check: not(/mua sắm lần này/u) },
    ],
  }),
  evalCase({
    id: 'r10fortune2-ko-1', type: 'fortune-telling', language: 'ko',
    input: { category: 'money', input: '엄마가 적금 깨서 아이패드 프로 사라고 하는데 사도 될까요?' },
    facts: [
      { label: '권하는 사람과 통째 물건', check: inFirst(/엄마가 권하고 있어도 아이패드 프로 구매는/u) },
      { label: '가족 통화 상투구 없음', check: not(/미뤄 둔 전화/u) },
    ],
  }),
  evalCase({
    id: 'r10fortune2-ko-2', type: 'fortune-telling', language: 'ko',
    input: { category: 'work', input: '마감 안에 프로젝트 끝낼 수 있을까요?' },
    facts: [
      { label: '제때 끝낼 수 있는지에 답함', check: inFirst(/프로젝트를 제때 끝낼 수 있냐고요/u) },
      { label: '논문으로 읽지 않음', check: not(/논문/u) },
    ],
  }),
  evalCase({
    id: 'r10fortune2-zh-1', type: 'fortune-telling', language: 'zh',
    input: { category: 'week', input: '我朋友下周考驾照，能过吗？' },
    facts: [
      { label: '考试是朋友的', check: inFirst(/这次要考驾照的是你朋友，不是你/u) },
      { label: '没有演讲建议', check: not(/出声练/u) },
    ],
  }),
  evalCase({
    id: 'r10fortune2-zh-2', type: 'fortune-telling', language: 'zh',
    input: { category: 'love', input: '暗恋的男生昨晚突然约我周六吃饭，我要不要答应？' },
    facts: [
      { label: '邀约来自暗恋的男生', check: inFirst(/邀约是暗恋的男生发起的/u) },
      { label: '人里没有时间词', check: not(/男生昨晚/u) },
    ],
  }),
];
