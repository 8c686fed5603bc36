/**
 * Round 8 of issue 13 (helper chat8): sixteen fresh persona-chat and fortune-telling requests written before any fix
 * (round8-chat8.before.json, four per language), then eight more written after the fixes and never tuned on
 * (round8-chat8.after.json). Facts check what the engine added from the visitor's own facts: the things listed to the
 * psychologist given back, the kid's own answer, a finished interview or test answered as over (the scolding, the
 * salary figure, the wait), a loan met with a repayment check, a flight met with airport advice, a menu picked among
 * the options listed. Negative facts catch the classes: exam-day tips after the exam, a cheerful yes to a loan,
 * driving in daylight for a flight, a fourth dish, the question quoted back.
 */
import type { ChatMessage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase } from '../eval-case.ts';

const user = (content: string): ChatMessage => ({ role: 'user', content });
const bot = (content: string): ChatMessage => ({ role: 'assistant', content });
const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
const firstPart = (text: string): string => text.split('\n\n')[0] ?? '';

export const cases: EvalCase[] = [
  // ── persona-chat, before the fixes ──────────────────────────────────────────────────────────────────────────────
  evalCase({
    id: 'r8chat8-chat-en-1', type: 'persona-chat', language: 'en',
    input: { persona: 'psychologist', messages: [
      user('I’ve been snapping at my kids every morning before school and I hate it.'),
      bot('That sounds exhausting, and it’s clear you care. What usually happens in those mornings?'),
      user('My husband leaves at 6 so it’s just me, we’re always late, and the little one refuses to put her shoes on.'),
    ] },
    facts: [
      { label: 'gives back the husband leaving at 6', check: /husband leaves at 6/u },
      { label: 'gives back the shoes', check: /shoes/u },
      { label: 'no question already answered ("when does it happen most")', check: not(/When does it happen most/u) },
    ],
  }),
  evalCase({
    id: 'r8chat8-chat-en-2', type: 'persona-chat', language: 'en',
    input: { persona: 'kid', messages: [user('Hey buddy, if you could be invisible for one whole day, what would you do?')] },
    facts: [
      { label: 'says what it would do invisible', check: /invisible I’d/u },
      { label: 'no question quoted back', check: not(/“Hey buddy/u) },
    ],
  }),
  evalCase({
    id: 'r8chat8-chat-vi-1', type: 'persona-chat', language: 'vi',
    input: { persona: 'detective', messages: [
      user('Xe máy của tôi bị xì lốp ba lần trong tuần này, lần nào cũng ở bãi xe công ty.'),
      bot('Ba lần cùng một chỗ thì khó là trùng hợp. Ai biết chỗ anh hay đậu xe?'),
      user('Chỉ có bác bảo vệ và anh Tuấn cùng phòng, người hay tranh chỗ đậu với tôi. Camera bãi xe thì hỏng từ tháng trước.'),
    ] },
    facts: [
      { label: 'reasons with anh Tuấn and the guard', check: /anh Tuấn/u },
      { label: 'no stock "which part matters most" line', check: not(/phần nào quan trọng nhất/u) },
    ],
  }),
  evalCase({
    id: 'r8chat8-chat-vi-2', type: 'persona-chat', language: 'vi',
    input: { persona: 'kpop_male', messages: [user('Anh ơi, hôm qua em trượt phỏng vấn xin việc rồi, về nhà còn bị bố nói là vô dụng. Em buồn lắm.')] },
    facts: [
      { label: 'takes up the words at home', check: /ở nhà/u },
      { label: 'no interview-day tips', check: not(/đến sớm|bạn làm được|em làm được/u) },
    ],
  }),
  evalCase({
    id: 'r8chat8-chat-ko-1', type: 'persona-chat', language: 'ko',
    input: { persona: 'childhood_friend', messages: [user('야 나 어제 운전면허 도로주행 떨어졌다. 마지막에 차선 변경하다가 실격 ㅋㅋ 진짜 어이없어')] },
    facts: [
      { label: 'the test is over (재시험 or 끝났)', check: /재시험|끝났/u },
      { label: 'no "who did it, name them" line', check: not(/이름만 대/u) },
    ],
  }),
  evalCase({
    id: 'r8chat8-chat-ko-2', type: 'persona-chat', language: 'ko',
    input: { persona: 'chef', messages: [user('냉장고에 두부 반 모랑 신김치, 계란 두 개밖에 없어요. 혼자 먹을 저녁 뭐 해 먹을까요?')] },
    facts: [
      { label: 'cooks with the kimchi', check: /김치/u },
      { label: 'cooks with the tofu and the eggs', check: (text) => /두부/u.test(text) && /달걀|계란/u.test(text) },
    ],
  }),
  evalCase({
    id: 'r8chat8-chat-zh-1', type: 'persona-chat', language: 'zh',
    input: { persona: 'psychologist', messages: [
      user('我最近一直睡不好。'),
      bot('睡不好真的很磨人。最近有什么让你放不下的事吗？'),
      user('下个月要论文答辩，导师一直不回我邮件，室友还每天打游戏到凌晨两点。'),
    ] },
    facts: [
      { label: 'gives back the defence, the supervisor and the roommate', check: (text) => /答辩/u.test(text) && /导师/u.test(text) && /室友/u.test(text) },
      { label: 'not read as waiting for a partner’s reply', check: not(/不用一直发消息/u) },
    ],
  }),
  evalCase({
    id: 'r8chat8-chat-zh-2', type: 'persona-chat', language: 'zh',
    input: { persona: 'girl', messages: [user('我刚面试完回来，前面都聊得挺好的，结果最后问期望薪资的时候我紧张得说了个很低的数字，好后悔。')] },
    facts: [
      { label: 'takes up the salary figure', check: /薪资/u },
      { label: 'no interview-day tips', check: not(/前一晚|提前了解公司|你会没事的/u) },
    ],
  }),
  // ── fortune-telling, before the fixes ───────────────────────────────────────────────────────────────────────────
  evalCase({
    id: 'r8chat8-fortune-en-1', type: 'fortune-telling', language: 'en',
    input: { category: 'menu', input: 'Lunch with coworkers today: sushi, Thai curry, or just burgers? I can’t decide.' },
    facts: [
      { label: 'the menu of the day is one of the three', check: /Menu of the day: (?:sushi|Thai curry|burgers)/u },
      { label: 'names all three', check: (text) => /sushi/u.test(text) && /Thai curry/u.test(text) && /burgers/u.test(text) },
    ],
  }),
  evalCase({
    id: 'r8chat8-fortune-en-2', type: 'fortune-telling', language: 'en',
    input: { category: 'money', input: 'I’m thinking of taking out a $40,000 loan to buy a used food truck. Is this a good year for it?' },
    facts: [
      { label: 'asks for the monthly repayment', check: /monthly repayment/u },
      { label: 'no cheerful yes', check: not(/The reading says yes/u) },
    ],
  }),
  evalCase({
    id: 'r8chat8-fortune-vi-1', type: 'fortune-telling', language: 'vi',
    input: { category: 'travel', input: 'Tháng sau em bay sang Tokyo một mình 5 ngày, lần đầu đi nước ngoài. Vận xuất hành của em thế nào?' },
    facts: [
      { label: 'airport and passport advice for the flight', check: (text) => /sân bay/u.test(firstPart(text)) && /hộ chiếu/u.test(firstPart(text)) },
      { label: 'no driving in daylight', check: not(/chạy xe ban ngày/u) },
    ],
  }),
  evalCase({
    id: 'r8chat8-fortune-vi-2', type: 'fortune-telling', language: 'vi',
    input: { category: 'menu', input: 'Tối nay cả nhà nên ăn lẩu Thái, bún bò Huế hay cơm tấm đây?' },
    facts: [
      { label: 'the menu of the day is one of the three', check: /Thực đơn hôm nay: (?:lẩu Thái|bún bò Huế|cơm tấm)/u },
      { label: 'names all three', check: (text) => /lẩu Thái/u.test(text) && /bún bò Huế/u.test(text) && /cơm tấm/u.test(text) },
    ],
  }),
  evalCase({
    id: 'r8chat8-fortune-ko-1', type: 'fortune-telling', language: 'ko',
    input: { category: 'travel', input: '다음 달에 처음으로 혼자 방콕 가요. 비행기도 처음 타 보는데 여행운 어떨까요?' },
    facts: [
      { label: 'airport and passport advice for the first flight', check: (text) => /공항/u.test(firstPart(text)) && /여권/u.test(firstPart(text)) },
      { label: 'no driving in daylight', check: not(/낮에 운전/u) },
    ],
  }),
  evalCase({
    id: 'r8chat8-fortune-ko-2', type: 'fortune-telling', language: 'ko',
    input: { category: 'work', input: '지난주에 최종 면접 봤는데 아직 연락이 없어요. 붙을 수 있을까요?' },
    facts: [
      { label: 'the interview is over; the reading is about the wait', check: /이미 끝났|이미 지나갔/u },
      { label: 'no interview-day tips', check: not(/다가오는 면접|15분 일찍/u) },
    ],
  }),
  evalCase({
    id: 'r8chat8-fortune-zh-1', type: 'fortune-telling', language: 'zh',
    input: { category: 'money', input: '我想贷款二十万开一家奶茶店，这个月适合借钱吗？' },
    facts: [
      { label: 'asks how much to repay each month', check: /每个月要还多少/u },
      { label: 'no cheerful yes', check: not(/翻开的第一张牌说“是”/u) },
    ],
  }),
  evalCase({
    id: 'r8chat8-fortune-zh-2', type: 'fortune-telling', language: 'zh',
    input: { category: 'love', input: '上周我跟男朋友提了分手，现在有点后悔，我们还有可能复合吗？' },
    facts: [
      { label: 'not read as an ex who came back on their own', check: not(/回来找你的前任/u) },
    ],
  }),
];
