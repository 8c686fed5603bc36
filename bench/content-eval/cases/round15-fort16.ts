/**
 * Round 15 of issue 13, second wave (helper fort16): fortune-telling requests whose ask's FORM decides the answer
 * (fortune-form16.ts). The twelve before-set requests (round15-fort16.before.json, written and run before any change) and
 * six held-out ones. Facts check that what the visitor wrote is told back and that the answer answers the form asked (a
 * cause is a thing to test, "A or am I overthinking" no coin flip, a feared backlash rarely, "what does that mean" what
 * the told event says, a how a how, "should I stop" beside a pain rests the move that hurts, a forecast "…too?" plans for
 * it); negative facts catch the failure classes: a stock yes, a coin flip between the halves, a habit to quit, stock lines.
 */
import { evalCase, type EvalCase } from '../eval-case.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
const firstPart = (text: string): string => text.split('\n\n')[0] ?? '';
const inFirst = (pattern: RegExp) => (text: string): boolean => pattern.test(firstPart(text));
/** A stock lean or a coin flip between the halves: what the early readers answered these forms with. */
const stockLean = /lean(?:s)? (?:toward|to) yes|Short answer first|flip a coin|toss a coin|Weighing both, go with|nghiêng về “có”|chữ “có”|Nói thẳng luôn: có|점괘는 ‘예’|가능성이 더 커요|答案是可以|偏向“可以”|不绕弯子|抛一次硬币|直接回答你：可以/u;
const noStock = { label: 'no stock lean or coin flip', check: not(stockLean) };

export const cases: EvalCase[] = [
  // Before-set (as run before the change).
  evalCase({
    id: 'r15fort16-en-knees', type: 'fortune-telling', language: 'en',
    input: { category: 'health', input: 'my knees have been clicking every time i go up stairs lately. is it because im overweight?' },
    facts: [
      { label: 'the knees told back', check: inFirst(/your knees have been clicking every time you go up stairs/u) },
      { label: 'the cause asked told back', check: inFirst(/whether it’s because you/u) },
      { label: 'a cause to test, a doctor if not', check: inFirst(/worth checking rather than assuming[\s\S]*see a doctor/u) }, noStock,
    ],
  }),
  evalCase({
    id: 'r15fort16-en-texts', type: 'fortune-telling', language: 'en',
    input: { category: 'love', input: "he's been replying with one word texts for 3 days now. is he losing interest or am i overthinking" },
    facts: [
      { label: 'both halves told back', check: inFirst(/whether he is losing interest, or whether you’re overthinking it/u) },
      { label: 'no coin flip, too little to call it', check: inFirst(/No coin flip here[\s\S]*too little/u) },
      { label: 'ask once, plainly', check: inFirst(/ask once, plainly/u) }, noStock,
    ],
  }),
  evalCase({
    id: 'r15fort16-en-shifts', type: 'fortune-telling', language: 'en',
    input: { category: 'work', input: 'my coworker keeps asking me to cover her shifts every weekend. how do i tell her no without it getting weird?' },
    facts: [
      { label: 'the shifts told back', check: inFirst(/your coworker keeps asking you to cover her shifts every weekend/u) },
      { label: 'how to say no, with an example', check: inFirst(/how to say no[\s\S]*For example:/u) },
      { label: 'no stock work lines', check: not(/A document you stumble on/u) }, noStock,
    ],
  }),
  evalCase({
    id: 'r15fort16-vi-trip', type: 'fortune-telling', language: 'vi',
    input: { category: 'work', input: 'công ty tổ chức du lịch cuối tuần mà em không muốn đi, không đi thì có bị sếp để ý không ạ' },
    facts: [
      { label: 'the trip told back', check: inFirst(/công ty tổ chức du lịch cuối tuần/u) },
      { label: 'the backlash answered: no, rarely', check: inFirst(/Quẻ nghiêng về “không”[\s\S]*hiếm khi/u) },
      { label: 'no "phía tốt" obstacle frame', check: not(/Quẻ nghiêng về phía tốt/u) }, noStock,
    ],
  }),
  evalCase({
    id: 'r15fort16-vi-squat', type: 'fortune-telling', language: 'vi',
    input: { category: 'health', input: 'em tập gym được 2 tháng mà đầu gối cứ đau nhói mỗi lần squat, có nên nghỉ tập không ạ' },
    facts: [
      { label: 'the knee pain told back', check: inFirst(/đầu gối cứ đau nhói mỗi lần squat/u) },
      { label: 'rest the part that hurts, a check if it stays', check: inFirst(/cho phần bị đau nghỉ[\s\S]*bác sĩ/u) },
      { label: 'not read as a sport to start', check: not(/môn tập bạn định bắt đầu/u) }, noStock,
    ],
  }),
  evalCase({
    id: 'r15fort16-vi-2am', type: 'fortune-telling', language: 'vi',
    input: { category: 'love', input: 'tự nhiên crush nhắn cho em lúc 2h sáng hỏi ngủ chưa, vậy là sao mọi người' },
    facts: [
      { label: 'the 2 am text told back', check: inFirst(/crush nhắn cho bạn lúc 2h sáng hỏi ngủ chưa/u) },
      { label: 'what it says: on their mind', check: inFirst(/bạn đang ở trong đầu người ta/u) },
      { label: 'the next step decides', check: inFirst(/bước tiếp theo/u) }, noStock,
    ],
  }),
  evalCase({
    id: 'r15fort16-ko-hair', type: 'fortune-telling', language: 'ko',
    input: { category: 'health', input: '요즘 머리 감을 때마다 머리카락이 한 움큼씩 빠져요 스트레스 때문일까요?' },
    facts: [
      { label: 'the hair told back', check: inFirst(/머리카락이 한 움큼씩 빠져요/u) },
      { label: 'the cause asked told back', check: inFirst(/‘스트레스’ 때문인지 물으셨고요/u) },
      { label: 'a cause to test, a doctor if not', check: inFirst(/확인해 볼 일이에요[\s\S]*병원에 가 보세요/u) }, noStock,
    ],
  }),
  evalCase({
    id: 'r15fort16-ko-busy', type: 'fortune-telling', language: 'ko',
    input: { category: 'love', input: '썸남이 카톡 답장은 빨리 하는데 만나자고 하면 맨날 바쁘대요 무슨 뜻일까요' },
    facts: [
      { label: 'both halves told back', check: inFirst(/‘썸남이 카톡 답장은 빨리 하는데’, ‘만나자고 하면 맨날 바쁘대요’/u) },
      { label: 'the halves disagree: interest, not yet a priority', check: inFirst(/서로 맞지 않는데[\s\S]*아직 우선순위는 아니에요/u) }, noStock,
    ],
  }),
  evalCase({
    id: 'r15fort16-ko-grandma', type: 'fortune-telling', language: 'ko',
    input: { category: 'travel', input: '할머니 모시고 일본 여행 가는데 할머니가 오래 걸으면 무릎이 아프시거든요 여행 가서도 무릎 아프실까요?' },
    facts: [
      { label: 'the knees told back', check: inFirst(/할머니가 오래 걸으면 무릎이 아프시거든요/u) },
      { label: 'the forecast asked', check: inFirst(/‘여행 가서도 무릎 아프실까요’/u) },
      { label: 'no promise, plan for it', check: inFirst(/약속하진 않아요[\s\S]*대비하면/u) },
      { label: 'not answered as "should we go"', check: not(/제 답은 ‘예’예요/u) }, noStock,
    ],
  }),
  evalCase({
    id: 'r15fort16-zh-dinner', type: 'fortune-telling', language: 'zh',
    input: { category: 'work', input: '部门聚餐我真的不想去，不去的话领导会不会对我有看法？' },
    facts: [
      { label: 'the dinner told back', check: inFirst(/部门聚餐你真的不想去/u) },
      { label: 'the backlash answered: no, rarely', check: inFirst(/牌偏向“不会”[\s\S]*很少/u) }, noStock,
    ],
  }),
  evalCase({
    id: 'r15fort16-zh-headache', type: 'fortune-telling', language: 'zh',
    input: { category: 'health', input: '最近一到下午就头疼，是不是因为天天对着电脑？' },
    facts: [
      { label: 'the headache told back', check: inFirst(/你说最近一到下午就头疼/u) },
      { label: 'the cause asked told back', check: inFirst(/问是不是因为天天对着电脑/u) },
      { label: 'a cause to test, a doctor if not', check: inFirst(/不如去确认[\s\S]*看医生/u) }, noStock,
    ],
  }),
  evalCase({
    id: 'r15fort16-zh-games', type: 'fortune-telling', language: 'zh',
    input: { category: 'love', input: '男朋友最近打游戏到半夜都不回我消息，他是不是不在乎我了，还是我想多了？' },
    facts: [
      { label: 'both halves told back', check: inFirst(/问他是不是不在乎你了，还是你想多了/u) },
      { label: 'no coin flip, ask once', check: inFirst(/不用抛硬币[\s\S]*直接问一次/u) }, noStock,
    ],
  }),
  // Held out (not in the before-set and not in the unit tests).
  evalCase({
    id: 'r15fort16-en-neck', type: 'fortune-telling', language: 'en',
    input: { category: 'health', input: 'my neck is stiff every morning when i wake up. could it be my pillow?' },
    facts: [{ label: 'the cause asked told back', check: inFirst(/whether it’s your pillow/u) }, { label: 'a cause to test', check: inFirst(/worth checking rather than assuming/u) }, noStock],
  }),
  evalCase({
    id: 'r15fort16-en-wedding', type: 'fortune-telling', language: 'en',
    input: { category: 'love', input: "my cousin is getting married in june but i can't afford the trip. if i don't go will she be mad at me?" },
    facts: [{ label: 'the trip told back', check: inFirst(/afford the trip/u) }, { label: 'the backlash answered: no, rarely', check: inFirst(/The cards lean to no/u) }, noStock],
  }),
  evalCase({
    id: 'r15fort16-vi-boss', type: 'fortune-telling', language: 'vi',
    input: { category: 'work', input: 'trưởng phòng giao em dự án mới mà em thấy quá sức, làm sao để nói với anh ấy ạ' },
    facts: [{ label: 'the project told back', check: inFirst(/dự án mới/u) }, { label: 'a how answered with how', check: inFirst(/Chọn lúc cả hai bình tĩnh/u) }, noStock],
  }),
  evalCase({
    id: 'r15fort16-ko-seen', type: 'fortune-telling', language: 'ko',
    input: { category: 'love', input: '남친이 요즘 카톡을 읽고 한참 있다가 답해요. 마음이 변한 걸까요 아니면 제가 너무 예민한 걸까요?' },
    facts: [{ label: 'the feared half told back', check: inFirst(/‘마음이 변한’ 건지/u) }, { label: 'no coin flip', check: inFirst(/동전 던지기로 정할 일은 아니에요/u) }, noStock],
  }),
  evalCase({
    id: 'r15fort16-zh-shoulder', type: 'fortune-telling', language: 'zh',
    input: { category: 'health', input: '打羽毛球的时候右肩膀一抬就疼，要不要先别打了？' },
    facts: [{ label: 'the shoulder told back', check: inFirst(/右肩膀一抬就疼/u) }, { label: 'rest the move that hurts', check: inFirst(/让疼的那部分休息/u) }, noStock],
  }),
  evalCase({
    id: 'r15fort16-zh-mum', type: 'fortune-telling', language: 'zh',
    input: { category: 'travel', input: '我妈坐长途大巴就腰疼，这次坐十几个小时的火车也会腰疼吗？' },
    facts: [{ label: 'the back pain told back', check: inFirst(/坐长途大巴就腰疼/u) }, { label: 'no promise, plan for it', check: inFirst(/牌不会保证它不来/u) }, noStock],
  }),
];
