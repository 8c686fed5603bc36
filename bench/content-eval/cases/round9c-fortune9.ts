/**
 * Round 9 of issue 13, third part (helper fortune9): the inverted default. Eight fresh fortune-telling requests written
 * before the fixes (round9c-fortune9.before.json, two per language) and the five untuned failures of the second part
 * (a friend's move one is invited along to, a sister's exam read as a leave request, a wedding gift's amounts cut,
 * helping a mother move read as one's own move, a trip with a mother-in-law with bad knees). Positive facts check the
 * form-first answer (whole options, the join or help line, the companion, one line per named worry); negative facts
 * catch a stock situation on weak evidence (packing tips, children in the car, an office crush, a shop back home).
 */
import { evalCase, type EvalCase } from '../eval-case.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
const firstPart = (text: string): string => text.split('\n\n')[0] ?? '';
const inFirst = (pattern: RegExp) => (text: string): boolean => pattern.test(firstPart(text));

export const cases: EvalCase[] = [
  // ── written before the fixes ────────────────────────────────────────────────────────────────────────────────────
  evalCase({
    id: 'r9cfortune9-en-1', type: 'fortune-telling', language: 'en',
    input: { category: 'travel', input: 'My dad wants me to drive him to his hometown in Ohio over Thanksgiving, but I get carsick on long rides. Should I still go?' },
    facts: [
      { label: 'the car sickness answered', check: inFirst(/car sickness/u) },
      { label: 'the father in the reading', check: inFirst(/your father/u) },
      { label: 'no children in the car', check: not(/children in the car/u) },
      { label: 'no shop tip for back home', check: not(/footfall|cuts costs but also customers/u) },
    ],
  }),
  evalCase({
    id: 'r9cfortune9-en-2', type: 'fortune-telling', language: 'en',
    input: { category: 'love', input: "Should I wear the green dress or the black jumpsuit to my boyfriend's office party on Friday?" },
    facts: [
      { label: 'both outfits named whole', check: inFirst(/“the green dress”[\s\S]*“the black jumpsuit”|“the black jumpsuit”[\s\S]*“the green dress”/iu) },
      { label: 'no office crush opener', check: not(/crush/u) },
      { label: 'no host tips for someone else’s party', check: not(/hand out two jobs/u) },
    ],
  }),
  evalCase({
    id: 'r9cfortune9-vi-1', type: 'fortune-telling', language: 'vi',
    input: { category: 'money', input: 'Tháng này em nên đóng học phí tiếng Anh 6 triệu hay để dành tiền sửa xe ạ?' },
    facts: [
      { label: 'the first option whole, with its amount', check: inFirst(/“đóng học phí tiếng Anh 6 triệu”/iu) },
      { label: 'the second option whole', check: inFirst(/“để dành tiền sửa xe”/iu) },
      { label: 'no option with the asker’s lead', check: not(/“Tháng này em nên/u) },
    ],
  }),
  evalCase({
    id: 'r9cfortune9-vi-2', type: 'fortune-telling', language: 'vi',
    input: { category: 'week', input: 'Bạn thân em chuyển vào Sài Gòn làm việc, rủ em vào ở chung, nhưng em sợ chi phí đắt đỏ. Có nên đi không?' },
    facts: [
      { label: 'the choice to join is the visitor’s own', check: inFirst(/quyết định của chính bạn/u) },
      { label: 'the cost answered', check: inFirst(/Về chi phí/u) },
      { label: 'no move tips', check: not(/thùng đồ|chuyển nhà/u) },
    ],
  }),
  evalCase({
    id: 'r9cfortune9-ko-1', type: 'fortune-telling', language: 'ko',
    input: { category: 'travel', input: '시어머니랑 둘이 제주도 여행 가기로 했는데 비 온다는 예보가 있어요. 괜찮을까요?' },
    facts: [
      { label: '시어머니가 읽기에 있음', check: inFirst(/시어머니/u) },
      { label: '비 걱정에 답함', check: inFirst(/비 걱정/u) },
      { label: '“대체로 맑음” 없음', check: not(/대체로 맑/u) },
      { label: '혼자 여행 아님', check: not(/혼자 떠나|혼자 가는/u) },
    ],
  }),
  evalCase({
    id: 'r9cfortune9-ko-2', type: 'fortune-telling', language: 'ko',
    input: { category: 'work', input: '형이 이사하는 날 도와주기로 했는데 그날 회사 워크숍이랑 겹쳐요. 어떻게 해야 할까요?' },
    facts: [
      { label: '형을 돕는 날', check: inFirst(/형을 도우러/u) },
      { label: '겹치는 일정에 답함', check: inFirst(/겹치는 건/u) },
      { label: '예/아니오 답 없음', check: not(/‘예’ 쪽/u) },
      { label: '내 이사 읽기 없음', check: not(/이삿짐|새 집/u) },
    ],
  }),
  evalCase({
    id: 'r9cfortune9-zh-1', type: 'fortune-telling', language: 'zh',
    input: { category: 'today', input: '今天下午要陪外婆去医院复查，会不会排队排很久？' },
    facts: [
      { label: '陪老人家去', check: inFirst(/陪老人家去/u) },
      { label: '排队的担心有回答', check: inFirst(/排队的事/u) },
      { label: '不说“可以”来确认担心', check: not(/偏向“可以”/u) },
    ],
  }),
  evalCase({
    id: 'r9cfortune9-zh-2', type: 'fortune-telling', language: 'zh',
    input: { category: 'money', input: '年终奖五千块，是给爸妈包红包还是自己换个手机？' },
    facts: [
      { label: '两个选项完整', check: inFirst(/给爸妈包红包[\s\S]*自己换个手机|自己换个手机[\s\S]*给爸妈包红包/u) },
      { label: '没有残缺选项', check: not(/“是给/u) },
    ],
  }),
  // ── untuned failures of the second part ──────────────────────────────────────────────────────────────────────────
  evalCase({
    id: 'r9cfortune9-en-3', type: 'fortune-telling', language: 'en',
    input: { category: 'future', input: 'My best friend is moving to Lisbon next month and asked me to come along for a year. Should I go?' },
    facts: [
      { label: 'going along is the visitor’s own decision', check: inFirst(/your own decision, not only your best friend’s plan/u) },
      { label: 'no move reading', check: not(/Pack one small box|The cards turn to your move/u) },
    ],
  }),
  evalCase({
    id: 'r9cfortune9-vi-3', type: 'fortune-telling', language: 'vi',
    input: { category: 'week', input: 'Em gái em sắp thi tốt nghiệp cấp 3, em có nên xin nghỉ về quê với em ấy không?' },
    facts: [
      { label: 'being there for the sister’s exam', check: inFirst(/ở bên: với kỳ thi của em gái bạn/u) },
      { label: 'no leave-request wait', check: not(/lá đơn nghỉ phép/u) },
      { label: 'no shop tip back home', check: not(/mặt bằng rẻ/u) },
    ],
  }),
  evalCase({
    id: 'r9cfortune9-ko-3', type: 'fortune-telling', language: 'ko',
    input: { category: 'money', input: '친구 결혼식 축의금 10만 원이면 적을까요, 아니면 15만 원 할까요?' },
    facts: [
      { label: '금액이 온전한 선택지', check: inFirst(/‘10만 원’[\s\S]*‘15만 원’|‘15만 원’[\s\S]*‘10만 원’/u) },
      { label: '잘린 선택지 없음', check: not(/적을까’|할까’/u) },
      { label: '무대에 서는 사람 취급 없음', check: not(/첫 1분만 준비/u) },
    ],
  }),
  evalCase({
    id: 'r9cfortune9-zh-3', type: 'fortune-telling', language: 'zh',
    input: { category: 'week', input: '周六要帮我妈搬家，会不会下雨？' },
    facts: [
      { label: '帮妈妈搬家', check: inFirst(/去帮你妈妈/u) },
      { label: '下雨的担心有回答', check: inFirst(/下雨的事/u) },
      { label: '不是自己的搬家', check: not(/搬家会把运势|单独装一个小箱子/u) },
    ],
  }),
  evalCase({
    id: 'r9cfortune9-zh-4', type: 'fortune-telling', language: 'zh',
    input: { category: 'travel', input: '下个月和婆婆一起去日本玩，她膝盖不好，行程怎么安排比较好？' },
    facts: [
      { label: '婆婆在读法里', check: inFirst(/和婆婆一起去/u) },
      { label: '膝盖有回答', check: inFirst(/婆婆膝盖不好/u) },
      { label: '没有开车建议', check: not(/开车|自驾/u) },
    ],
  }),
];
