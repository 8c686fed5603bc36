/**
 * Round 12 of issue 13 (helper fort3): sixteen fresh fortune-telling requests written before any fix
 * (round12-fort3.before.json, four per language), each a decision of the visitor's own: letting a thing go (a piano
 * before a move, a scooter before Tết, camera gear, funds before the year's end), quitting or starting a habit (energy
 * drinks, milk tea, morning runs, late nights), telling or asking someone before a date (a roommate before the lease
 * ends, a classmate before the summer break, someone before military service, someone before he moves away) and a trip
 * with someone to care for (a grandma, a mother, parents). Facts check that the reading names the act back whole in the
 * second person in its first lines, keeps the deadline, the window and the companion, and answers from the act's kind;
 * negative facts catch the classes seen before the fix: stock topic advice (pay talks, impulse buys, investing small),
 * a milk-tea shop, warm tea for a habit, a destination recommended for a place already named, first person echoed.
 */
import { evalCase, type EvalCase } from '../eval-case.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
const firstPart = (text: string): string => text.split('\n\n')[0] ?? '';
const inFirst = (pattern: RegExp) => (text: string): boolean => pattern.test(firstPart(text));
/** The first three sentences of the reading: where the act must be named back. */
const inLead = (pattern: RegExp) => (text: string): boolean => pattern.test(firstPart(text).split(/(?<=[.!?。！？])\s*/u).slice(0, 3).join(' '));

export const cases: EvalCase[] = [
  evalCase({
    id: 'r12fort3-en-1', type: 'fortune-telling', language: 'en',
    input: { category: 'money', input: 'Should I sell my old piano before we move in March? nobody plays it anymore' },
    facts: [
      { label: 'names selling the piano, in the second person', check: inLead(/sell your old piano/u) },
      { label: 'keeps the move as the deadline', check: inFirst(/before you move in March/u) },
      { label: 'reasons as letting a thing go', check: inFirst(/lowest price|set a floor/u) },
      { label: 'no stock pay advice', check: not(/pay\b|negotiat/iu) },
    ],
  }),
  evalCase({
    id: 'r12fort3-en-2', type: 'fortune-telling', language: 'en',
    input: { category: 'health', input: 'is this the week i finally stop drinking energy drinks?? im at like 3 a day' },
    facts: [
      { label: 'names quitting energy drinks', check: inLead(/stop drinking energy drinks/u) },
      { label: 'talks about the habit itself', check: inFirst(/(?:urge for|without) energy drinks/u) },
      { label: 'keeps this week', check: inFirst(/this week/iu) },
      { label: 'no coffee-cups advice', check: not(/two cups|none after 2/u) },
    ],
  }),
  evalCase({
    id: 'r12fort3-en-3', type: 'fortune-telling', language: 'en',
    input: { category: 'travel', input: 'Planning to take my grandma up to the lake house this weekend, will it go ok?' },
    facts: [
      { label: 'names the trip with grandma', check: inLead(/take your grandma up to the lake house this weekend/u) },
      { label: 'plans for grandma', check: inFirst(/your grandma.*(?:pace|medicines)|(?:pace|medicines).*your grandma/u) },
      { label: 'no recommended destination', check: not(/Recommended destination/u) },
    ],
  }),
  evalCase({
    id: 'r12fort3-en-4', type: 'fortune-telling', language: 'en',
    input: { category: 'love', input: 'should i tell my roommate i like him before our lease ends in june' },
    facts: [
      { label: 'names telling the roommate, second person', check: inLead(/tell your roommate you like him/u) },
      { label: 'keeps the lease end as the deadline', check: inFirst(/before your lease ends/u) },
      { label: 'no lease-paperwork advice', check: not(/Four of Pentacles|in writing before anything is signed/u) },
    ],
  }),
  evalCase({
    id: 'r12fort3-vi-1', type: 'fortune-telling', language: 'vi',
    input: { category: 'health', input: 'Em muốn bỏ trà sữa trong tháng này, liệu có bỏ nổi không ạ?' },
    facts: [
      { label: 'nêu việc bỏ trà sữa', check: inLead(/bỏ trà sữa/u) },
      { label: 'nói về cơn thèm và tuần đầu', check: inFirst(/thèm/u) },
      { label: 'giữ mốc tháng này', check: inFirst(/tháng này/iu) },
      { label: 'không khuyên mở quán trà sữa', check: not(/Quán trà sữa sống nhờ|tách trà ấm/u) },
    ],
  }),
  evalCase({
    id: 'r12fort3-vi-2', type: 'fortune-telling', language: 'vi',
    input: { category: 'travel', input: 'Cuối tuần này em định chở mẹ về quê thăm ngoại bằng xe máy, có ổn không?' },
    facts: [
      { label: 'nêu chuyến chở mẹ về quê', check: inLead(/chở mẹ về quê thăm ngoại bằng xe máy/u) },
      { label: 'tính cho mẹ', check: inFirst(/theo (?:nhịp của )?mẹ|mẹ chọn nhịp/u) },
      { label: 'không lặp dòng đi cùng', check: not(/Đi cùng mẹ bạn mới là phần quan trọng/u) },
    ],
  }),
  evalCase({
    id: 'r12fort3-vi-3', type: 'fortune-telling', language: 'vi',
    input: { category: 'money', input: 'Có nên bán con xe tay ga để trả bớt nợ trước Tết không' },
    facts: [
      { label: 'nêu việc bán xe tay ga để trả nợ', check: inLead(/bán con xe tay ga để trả bớt nợ/u) },
      { label: 'giữ mốc trước Tết', check: inFirst(/trước Tết/u) },
      { label: 'không khuyên tiền bạc chung chung', check: not(/mua sắm bốc đồng|trích ra 20/u) },
    ],
  }),
  evalCase({
    id: 'r12fort3-vi-4', type: 'fortune-telling', language: 'vi',
    input: { category: 'love', input: 'em định rủ bạn cùng lớp đi xem phim trước khi nghỉ hè, nên k ạ' },
    facts: [
      { label: 'nêu việc rủ đi xem phim', check: inLead(/rủ bạn cùng lớp đi xem phim/u) },
      { label: 'giữ mốc trước khi nghỉ hè trong câu trả lời', check: inFirst(/trước khi nghỉ hè chứ|phải trước khi nghỉ hè/u) },
      { label: 'không coi bạn cùng lớp là người đi cùng cần chăm', check: not(/thuốc .* hay dùng|Có lớp đi cùng/u) },
    ],
  }),
  evalCase({
    id: 'r12fort3-ko-1', type: 'fortune-telling', language: 'ko',
    input: { category: 'health', input: '이번 달부터 아침 달리기 시작해 보려는데 꾸준히 할 수 있을까요?' },
    facts: [
      { label: '아침 달리기 시작을 그대로 말함', check: inLead(/아침 달리기 시작하기/u) },
      { label: '첫 주 계획', check: inFirst(/첫 주/u) },
      { label: '이번 달을 기간으로 받음', check: inFirst(/이번 달/u) },
      { label: '따뜻한 차 같은 일반론 없음', check: not(/따뜻한 차/u) },
    ],
  }),
  evalCase({
    id: 'r12fort3-ko-2', type: 'fortune-telling', language: 'ko',
    input: { category: 'travel', input: '다음 주에 엄마랑 둘이 강릉 가는데 괜찮을까요' },
    facts: [
      { label: '엄마랑 강릉 가기를 말함', check: inLead(/엄마랑 둘이 강릉 가기/u) },
      { label: '엄마를 위한 준비', check: inFirst(/엄마와|엄마 기준/u) },
      { label: '다른 여행지 추천 없음', check: not(/추천 여행지/u) },
    ],
  }),
  evalCase({
    id: 'r12fort3-ko-3', type: 'fortune-telling', language: 'ko',
    input: { category: 'money', input: '카메라 장비 다 팔고 그 돈으로 카드값 갚을까 고민 중이에요' },
    facts: [
      { label: '장비 팔아 카드값 갚기를 말함', check: inLead(/카메라 장비 다 팔고 그 돈으로 카드값 갚기/u) },
      { label: '장비를 놓고 판단', check: inFirst(/카메라 장비/u) },
      { label: '충동구매 일반론 없음', check: not(/충동구매/u) },
    ],
  }),
  evalCase({
    id: 'r12fort3-ko-4', type: 'fortune-telling', language: 'ko',
    input: { category: 'love', input: '그 사람 군대 가기 전에 고백해도 될까요?' },
    facts: [
      { label: '군대 가기 전 고백을 말함', check: inLead(/그 사람 군대 가기 전에 고백하기/u) },
      { label: '마감 안에서 답함', check: inFirst(/군대 가기 전에, 그것도|군대 가기 전에 하라고/u) },
      { label: '완벽한 타이밍 일반론 없음', check: not(/완벽한 타이밍을 기다리지/u) },
    ],
  }),
  evalCase({
    id: 'r12fort3-zh-1', type: 'fortune-telling', language: 'zh',
    input: { category: 'health', input: '我想戒掉熬夜，这个月能做到吗？' },
    facts: [
      { label: '说出戒掉熬夜', check: inLead(/戒掉熬夜/u) },
      { label: '讲到头几天和第一周', check: inFirst(/第一周|头三天|头七天/u) },
      { label: '保留这个月', check: inFirst(/这个月/u) },
    ],
  }),
  evalCase({
    id: 'r12fort3-zh-2', type: 'fortune-telling', language: 'zh',
    input: { category: 'travel', input: '国庆想带爸妈去云南自驾，合适吗' },
    facts: [
      { label: '说出带爸妈自驾', check: inLead(/带爸妈去云南自驾/u) },
      { label: '为爸妈安排', check: inFirst(/爸妈(?:的节奏|定节奏|来)/u) },
      { label: '保留国庆', check: inFirst(/国庆/u) },
    ],
  }),
  evalCase({
    id: 'r12fort3-zh-3', type: 'fortune-telling', language: 'zh',
    input: { category: 'money', input: '年底前要不要把手上的基金都卖了？' },
    facts: [
      { label: '说出卖基金', check: inLead(/把手上的基金都卖了/u) },
      { label: '保留年底前', check: inFirst(/年底前/u) },
      { label: '不劝小额开始投资', check: not(/从小额开始|指数基金而不是单只股票/u) },
    ],
  }),
  evalCase({
    id: 'r12fort3-zh-4', type: 'fortune-telling', language: 'zh',
    input: { category: 'love', input: '他下个月就要去深圳工作了，我要不要在他走之前表白' },
    facts: [
      { label: '说出走之前表白', check: inLead(/在他走之前表白/u) },
      { label: '答案落在他走之前', check: inFirst(/要在他走之前/u) },
      { label: '没有空泛的爱情句', check: not(/把一个烦恼写在纸上/u) },
    ],
  }),
];
