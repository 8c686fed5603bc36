/**
 * Round 14 of issue 13 (helper fort14): twelve fresh fortune-telling requests written before any fix
 * (round14-fort14.before.json, three per language) and the two fresh requests that failed at the start of the round (a
 * three-day trip romance with someone in Spain; two years at a branch office while a daughter starts school), each a
 * question asked with a reason of the visitor's own: statements, then the ask (should I / is it worth / will it /
 * 该…吗 / có nên / -야 할까요). Facts check that the statements are told back whole in the second person, that the
 * obstacle (the clause after but / nhưng / 但 / 可是, or the one with a negation or a limit) is named and weighed, that an
 * act someone asked of the visitor is named whole, and that the lean answers the ask's form. Negative facts catch the
 * classes seen before the fix: a stock topic line that names nothing written (effort noticed, spending habits, a
 * promotion offer), another event's frame (a wedding speech, driving to Japan), a first person echoed.
 */
import { evalCase, type EvalCase } from '../eval-case.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
const firstPart = (text: string): string => text.split('\n\n')[0] ?? '';
const inFirst = (pattern: RegExp) => (text: string): boolean => pattern.test(firstPart(text));

export const cases: EvalCase[] = [
  evalCase({
    id: 'r14fort14-en-1', type: 'fortune-telling', language: 'en',
    input: { category: 'love', input: "We've been friends for ten years and I think I'm falling for her. She just got out of a long relationship though. Should I tell her?" },
    facts: [
      { label: 'the friendship and the feeling told back', check: inFirst(/you've been friends for ten years[\s\S]*you think you're falling for her/iu) },
      { label: 'the obstacle weighed', check: inFirst(/that she just got out of a long relationship/u) },
      { label: 'the ask answered in its form', check: inFirst(/whether you should tell her[\s\S]*Should you\?/u) },
      { label: 'no stock friendship line', check: not(/With your friendship|telling one person instead of worrying/u) },
    ],
  }),
  evalCase({
    id: 'r14fort14-en-2', type: 'fortune-telling', language: 'en',
    input: { category: 'work', input: 'My manager wants to put me on the Tokyo project but it starts the same month as my wedding. Is it worth saying yes?' },
    facts: [
      { label: 'the offer told back', check: inFirst(/your manager wants to put you on the Tokyo project/iu) },
      { label: 'the clash weighed', check: inFirst(/that it starts the same month as your wedding/u) },
      { label: 'answers is it worth', check: inFirst(/Is it worth it\? Yes/u) },
      { label: 'no wedding speech', check: not(/Practise it out loud|glass of water/u) },
    ],
  }),
  evalCase({
    id: 'r14fort14-en-3', type: 'fortune-telling', language: 'en',
    input: { category: 'money', input: "I've got about 8k saved and my car is making that grinding noise again. Will it last another year?" },
    facts: [
      { label: 'the noise told back', check: inFirst(/your car is making that grinding noise again/u) },
      { label: 'the ask told back', check: inFirst(/whether it will last another year/u) },
      { label: 'no stock money line', check: not(/plan meals|speak up about pay|spending habits/iu) },
    ],
  }),
  evalCase({
    id: 'r14fort14-vi-1', type: 'fortune-telling', language: 'vi',
    input: { category: 'love', input: 'Em với anh ấy quen nhau qua mạng được nửa năm, chưa gặp lần nào. Anh ấy rủ em ra Hà Nội gặp mặt, có nên đi không ạ?' },
    facts: [
      { label: 'the invitation answered', check: inFirst(/Lời rủ đến từ anh ấy/u) },
      { label: 'never met, weighed', check: inFirst(/bạn viết, chưa gặp lần nào/u) },
    ],
  }),
  evalCase({
    id: 'r14fort14-vi-2', type: 'fortune-telling', language: 'vi',
    input: { category: 'work', input: 'Công ty cũ gọi em quay lại làm, lương cao hơn nhưng sếp cũ khó tính lắm. Em có nên quay lại không?' },
    facts: [
      { label: 'the call back told back', check: inFirst(/công ty cũ gọi bạn quay lại làm/iu) },
      { label: 'the old boss weighed', check: inFirst(/bạn viết: sếp cũ khó tính lắm/u) },
      { label: 'answers có nên', check: inFirst(/có nên quay lại không[\s\S]*Có nên không\?/u) },
      { label: 'no stock work line', check: not(/nỗ lực thầm lặng|tài liệu tình cờ/u) },
    ],
  }),
  evalCase({
    id: 'r14fort14-vi-3', type: 'fortune-telling', language: 'vi',
    input: { category: 'money', input: 'Em muốn mua laptop mới để học thiết kế, mà tháng này còn phải đóng tiền nhà. Liệu có nên mua không?' },
    facts: [
      { label: 'the laptop named', check: inFirst(/mua laptop mới/u) },
      { label: 'the rent weighed', check: inFirst(/bạn viết, tháng này còn phải đóng tiền nhà/u) },
    ],
  }),
  evalCase({
    id: 'r14fort14-ko-1', type: 'fortune-telling', language: 'ko',
    input: { category: 'love', input: '회사 동기를 좋아하게 됐는데 같은 팀이라 어색해질까 봐 무서워요. 마음을 말해야 할까요?' },
    facts: [
      { label: '좋아하게 된 마음을 그대로', check: inFirst(/‘회사 동기를 좋아하게 됐는데’/u) },
      { label: '걱정을 그대로 저울에', check: inFirst(/직접 쓰신 ‘같은 팀이라 어색해질까 봐 무서워요’/u) },
      { label: '물음의 꼴로 답함', check: inFirst(/‘마음을 말해야 할까요’[\s\S]*해야 하느냐고/u) },
      { label: '직장운 상투구 없음', check: not(/직장 일은 생각보다/u) },
    ],
  }),
  evalCase({
    id: 'r14fort14-ko-2', type: 'fortune-telling', language: 'ko',
    input: { category: 'work', input: '입사 3년 차인데 팀장님이 다른 지점으로 옮기라고 하세요. 집에서 두 시간 거리인데 가야 할까요?' },
    facts: [
      { label: '요청받은 일을 온전히', check: inFirst(/요청받은 다른 지점으로 옮기는 일/u) },
      { label: '거리를 저울에', check: inFirst(/‘집에서 두 시간 거리인데’/u) },
      { label: '승진으로 읽지 않음', check: not(/승진/u) },
      { label: '팀장님을 사물로 읽지 않음', check: not(/팀장님 쪽에는/u) },
    ],
  }),
  evalCase({
    id: 'r14fort14-ko-3', type: 'fortune-telling', language: 'ko',
    input: { category: 'travel', input: '혼자 유럽 여행을 가보고 싶은데 영어를 거의 못해요. 그래도 가는 게 맞을까요?' },
    facts: [
      { label: '혼자 가는 여행', check: inFirst(/혼자/u) },
      { label: '영어 걱정을 그대로', check: inFirst(/직접 쓰신 ‘영어를 거의 못해요’/u) },
      { label: '운전 당부 없음', check: not(/낮에 운전/u) },
    ],
  }),
  evalCase({
    id: 'r14fort14-zh-1', type: 'fortune-telling', language: 'zh',
    input: { category: 'love', input: '我和男朋友异地三年了，他毕业后想留在北京，可我家里希望我回老家。我们还能走下去吗？' },
    facts: [
      { label: '异地', check: inFirst(/异地/u) },
      { label: '家里的期望被掂量', check: inFirst(/自己写下的那一句：你家里希望你回老家/u) },
    ],
  }),
  evalCase({
    id: 'r14fort14-zh-2', type: 'fortune-telling', language: 'zh',
    input: { category: 'work', input: '我妈想让我辞职回家考公务员，但我现在的工作刚有起色。值得吗？' },
    facts: [
      { label: '妈妈的要求整句说回', check: inFirst(/你妈想让你辞职回家考公务员/u) },
      { label: '问的是值不值得这件事', check: inFirst(/值不值得辞职回家考公务员/u) },
      { label: '工作刚有起色被掂量', check: inFirst(/你现在的工作刚有起色/u) },
      { label: '没有当成自己想换工作', check: not(/换工作的时机|先存够半年的生活费/u) },
    ],
  }),
  evalCase({
    id: 'r14fort14-zh-3', type: 'fortune-telling', language: 'zh',
    input: { category: 'travel', input: '国庆想带孩子去日本玩五天，可是孩子才两岁，会不会太折腾？' },
    facts: [
      { label: '去日本玩五天', check: inFirst(/去日本玩五天/u) },
      { label: '孩子才两岁被掂量', check: inFirst(/自己写下的那一句：孩子才两岁/u) },
      { label: '不叫人开车去日本', check: not(/白天开车/u) },
    ],
  }),
  evalCase({
    id: 'r14fort14-start-en', type: 'fortune-telling', language: 'en',
    input: { category: 'love', input: 'I met someone on a trip and we only had three days together. He lives in Spain. Is it worth trying?' },
    facts: [
      { label: 'the trip, the three days and Spain told back', check: inFirst(/you met someone on a trip[\s\S]*you only had three days together[\s\S]*he lives in Spain/iu) },
      { label: 'answers is it worth trying', check: inFirst(/whether it is worth trying[\s\S]*Is it worth it\? Yes/u) },
      { label: 'no generic crush line', check: not(/the person you like came up first|Your charm is high/u) },
    ],
  }),
  evalCase({
    id: 'r14fort14-start-zh', type: 'fortune-telling', language: 'zh',
    input: { category: 'work', input: '老板让我去外地分公司待两年，我女儿明年上小学，我该去吗？' },
    facts: [
      { label: '问的是整件事', check: inFirst(/该不该去外地分公司待两年/u) },
      { label: '女儿上小学被掂量', check: inFirst(/你女儿明年上小学/u) },
      { label: '没有通用的工作运', check: not(/默默付出的努力/u) },
    ],
  }),
];
