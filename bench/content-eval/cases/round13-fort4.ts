/**
 * Round 13 of issue 13 (helper fort4): sixteen fresh fortune-telling requests written before any fix
 * (round13-fort4.before.json, four per language), each one of three question forms: a CHOICE between two options (a
 * studio or a shared place, an older cat or a kitten, a master's or a job, savings or a kitchen, Jeju or home, a wedding
 * or exam prep), an OFFER with a price the visitor named (an uncle's bakery against a nursing degree, a team-lead post
 * against a two-year contract, a café with a friend against half one's savings, a promotion against travel with a
 * three-year-old at home) and a RECURRING problem asked "will it get better" (a knee, headaches, stammering, fights,
 * night-time scrolling). Facts check that both options are named whole with a lean, a reason and a step; that the
 * offer and its price are said back in the second person; that the problem is said back, the when answered against the
 * visitor's own time, and a step given. Negative facts catch the classes seen before the fix: a stock category line
 * (a colleague's remark, a pay talk, sunlight, the lower back), a fragment with the question's frame, a first person.
 */
import { evalCase, type EvalCase } from '../eval-case.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
const firstPart = (text: string): string => text.split('\n\n')[0] ?? '';
const inFirst = (pattern: RegExp) => (text: string): boolean => pattern.test(firstPart(text));

export const cases: EvalCase[] = [
  evalCase({
    id: 'r13fort4-en-1', type: 'fortune-telling', language: 'en',
    input: { category: 'money', input: 'Thinking about either renting a tiny studio downtown or splitting a bigger place with two coworkers out in the suburbs. Which one?' },
    facts: [
      { label: 'names the studio whole', check: inFirst(/“renting a tiny studio downtown”/iu) },
      { label: 'names the shared place whole', check: inFirst(/“splitting a bigger place with two coworkers out in the suburbs”/iu) },
      { label: 'gives one step', check: inFirst(/One concrete step/u) },
      { label: 'no stock money line', check: not(/speak up about pay|windfall/iu) },
    ],
  }),
  evalCase({
    id: 'r13fort4-en-2', type: 'fortune-telling', language: 'en',
    input: { category: 'work', input: "My uncle wants me to run his bakery for a year, but I'd have to put my nursing degree on hold. Is it worth it?" },
    facts: [
      { label: 'answers the offer in the second person', check: inFirst(/Your uncle wants you to run his bakery for a year/u) },
      { label: 'weighs the price in the visitor\'s words', check: inFirst(/you'd have to put your nursing degree on hold/u) },
      { label: 'no stock work line', check: not(/phone away|first two hours|colleague’s remark/iu) },
    ],
  }),
  evalCase({
    id: 'r13fort4-en-3', type: 'fortune-telling', language: 'en',
    input: { category: 'health', input: 'my knee keeps acting up every time i run more than 5k. is it going to settle down before the marathon in april?' },
    facts: [
      { label: 'names the problem back whole', check: inFirst(/Your knee keeps acting up every time you run more than 5k/u) },
      { label: 'answers the when against the marathon', check: inFirst(/before the marathon in april\?/iu) },
      { label: 'a step built on the trigger', check: inFirst(/trigger yourself, every time you run more than 5k/u) },
      { label: 'no stock health line', check: not(/sunlight|energy is good but uneven/iu) },
    ],
  }),
  evalCase({
    id: 'r13fort4-en-4', type: 'fortune-telling', language: 'en',
    input: { category: 'today', input: 'Should I adopt the older cat from the shelter or wait for a kitten?' },
    facts: [
      { label: 'both options named', check: inFirst(/“adopt the older cat from the shelter”[\s\S]*“wait for a kitten”/iu) },
      { label: 'leans away from the wait, with that reason', check: inFirst(/“wait for a kitten” is the path you already know/iu) },
      { label: 'gives one step', check: inFirst(/One concrete step/u) },
    ],
  }),
  evalCase({
    id: 'r13fort4-vi-1', type: 'fortune-telling', language: 'vi',
    input: { category: 'work', input: 'Em đang phân vân nên học tiếp thạc sĩ hay đi làm luôn cho có kinh nghiệm' },
    facts: [
      { label: 'both options named', check: inFirst(/“học tiếp thạc sĩ”[\s\S]*“đi làm luôn cho có kinh nghiệm”|“đi làm luôn cho có kinh nghiệm”[\s\S]*“học tiếp thạc sĩ”/iu) },
      { label: 'the reason the visitor wrote', check: inFirst(/câu bạn viết: “cho có kinh nghiệm”/u) },
      { label: 'gives one step', check: inFirst(/Một bước cụ thể/u) },
    ],
  }),
  evalCase({
    id: 'r13fort4-vi-2', type: 'fortune-telling', language: 'vi',
    input: { category: 'work', input: 'Em được mời làm trưởng nhóm nhưng phải ở lại công ty thêm hai năm theo hợp đồng, có nên nhận không ạ?' },
    facts: [
      { label: 'answers the offer in the second person', check: inFirst(/Bạn được mời làm trưởng nhóm/u) },
      { label: 'weighs the two-year contract', check: inFirst(/phải ở lại công ty thêm hai năm theo hợp đồng/u) },
      { label: 'no first person echoed', check: not(/Em được mời/u) },
    ],
  }),
  evalCase({
    id: 'r13fort4-vi-3', type: 'fortune-telling', language: 'vi',
    input: { category: 'health', input: 'Dạo này em cứ bị đau đầu mỗi chiều, tháng sau có đỡ hơn không?' },
    facts: [
      { label: 'names the problem back whole', check: inFirst(/bạn cứ bị đau đầu mỗi chiều/u) },
      { label: 'answers the when against next month', check: inFirst(/Còn tháng sau thì sao\?/u) },
      { label: 'gives a step', check: inFirst(/Một bước hợp với chuyện này/u) },
    ],
  }),
  evalCase({
    id: 'r13fort4-vi-4', type: 'fortune-telling', language: 'vi',
    input: { category: 'money', input: 'tiền thưởng tết nên gửi tiết kiệm hay là sửa lại cái bếp cho mẹ' },
    facts: [
      { label: 'both options named', check: inFirst(/“gửi tiết kiệm”/iu) },
      { label: 'the kitchen named whole', check: inFirst(/“sửa lại cái bếp cho mẹ”/iu) },
      { label: 'gives one step', check: inFirst(/Một bước cụ thể/u) },
    ],
  }),
  evalCase({
    id: 'r13fort4-ko-1', type: 'fortune-telling', language: 'ko',
    input: { category: 'travel', input: '이번 연휴에 제주도 혼자 갈지 아니면 부모님 댁에 내려갈지 정하질 못하겠어요' },
    facts: [
      { label: '두 선택지를 온전히', check: inFirst(/제주도 혼자 갈 쪽[\s\S]*부모님 댁에 내려갈 쪽/u) },
      { label: '구체적인 한 걸음', check: inFirst(/구체적인 한 걸음/u) },
      { label: '질문의 틀이 붙은 조각 없음', check: not(/정하질 못하겠어요 쪽|내려갈지 정하/u) },
      { label: '혼자 가는 여행에 옆자리 여행자 없음', check: not(/옆자리 여행자/u) },
    ],
  }),
  evalCase({
    id: 'r13fort4-ko-2', type: 'fortune-telling', language: 'ko',
    input: { category: 'money', input: '친구가 같이 카페 창업하자고 제안했는데 제 적금 절반을 넣어야 해요. 해도 될까요?' },
    facts: [
      { label: '제안을 온전히', check: inFirst(/친구가 같이 카페 창업하자는 제안/u) },
      { label: '대가를 방문자의 말로', check: inFirst(/적금 절반을 넣어야 한다는 점/u) },
      { label: '1인칭 없음', check: not(/제 적금/u) },
    ],
  }),
  evalCase({
    id: 'r13fort4-ko-3', type: 'fortune-telling', language: 'ko',
    input: { category: 'work', input: '요즘 자꾸 회의 시간에 말을 더듬어요. 좀 나아질까요?' },
    facts: [
      { label: '문제를 온전히', check: inFirst(/회의 시간에 말을 더듬는 일/u) },
      { label: '언제쯤에 답함', check: inFirst(/언제쯤이냐면/u) },
      { label: '한 걸음', check: inFirst(/잘 맞는 한 걸음/u) },
      { label: '동료의 한마디 같은 상투 문장 없음', check: not(/동료의 한마디/u) },
    ],
  }),
  evalCase({
    id: 'r13fort4-ko-4', type: 'fortune-telling', language: 'ko',
    input: { category: 'love', input: '여자친구랑 계속 사소한 걸로 싸우는데 언제쯤 좋아질까요' },
    facts: [
      { label: '문제를 온전히', check: inFirst(/여자친구랑 계속 사소한 걸로 싸우는 일/u) },
      { label: '언제쯤에 답함', check: inFirst(/2~3주/u) },
      { label: '한 걸음', check: inFirst(/잘 맞는 한 걸음/u) },
    ],
  }),
  evalCase({
    id: 'r13fort4-zh-1', type: 'fortune-telling', language: 'zh',
    input: { category: 'today', input: '周末是去参加大学同学的婚礼还是留在家里准备考试？' },
    facts: [
      { label: '两个选项都完整', check: inFirst(/“去参加大学同学的婚礼”[\s\S]*“留在家里准备考试”/u) },
      { label: '理由来自选项本身', check: inFirst(/“留在家里准备考试”是你已经熟悉的路/u) },
      { label: '具体的一步', check: inFirst(/具体的一步/u) },
    ],
  }),
  evalCase({
    id: 'r13fort4-zh-2', type: 'fortune-telling', language: 'zh',
    input: { category: 'work', input: '公司给我升职的机会，但是要经常出差，我女儿才三岁，该接受吗？' },
    facts: [
      { label: '回应这个机会（第二人称）', check: inFirst(/公司给你升职的机会/u) },
      { label: '用访客的话掂量代价', check: inFirst(/要经常出差/u) },
      { label: '女儿也放上秤', check: inFirst(/你女儿才三岁/u) },
      { label: '没有第一人称', check: not(/给我升职|我女儿/u) },
    ],
  }),
  evalCase({
    id: 'r13fort4-zh-3', type: 'fortune-telling', language: 'zh',
    input: { category: 'health', input: '我老是忍不住半夜刷手机，这个月能改过来吗' },
    facts: [
      { label: '完整说回问题', check: inFirst(/你老是忍不住半夜刷手机/u) },
      { label: '回答这个月', check: inFirst(/那这个月呢/u) },
      { label: '一步', check: inFirst(/适合这件事的一步/u) },
      { label: '没有编造的腰部疲劳', check: not(/腰部/u) },
    ],
  }),
  evalCase({
    id: 'r13fort4-zh-4', type: 'fortune-telling', language: 'zh',
    input: { category: 'money', input: '要不要把开了八年的旧车卖掉换一辆电动车？' },
    facts: [
      { label: '说回这件事', check: inFirst(/把开了八年的旧车卖掉换一辆电动车/u) },
      { label: '没有订阅之类的通用理财句', check: not(/订阅|讨价还价/u) },
    ],
  }),
];
