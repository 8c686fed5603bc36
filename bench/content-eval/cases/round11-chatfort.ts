/**
 * Round 11 of issue 13 (helper chatfort): the sixteen fresh requests written before any change
 * (round11-chatfort.before.json, two chat and two fortune per language). Positive facts check what a good answer must
 * carry (the liked thing answered, someone else's new start as theirs, the scorched pot rescued, the shared memory
 * remembered, the persona's way of recharging, the group's move as the group's; someone else's event read through them
 * with the asker's hope, a change weighed with its complication, the lender and the sum, both named options); negative
 * facts catch the failure classes (an interview or a meal order for a question of liking, moving-day tips or a first day
 * for someone else's move, a pass read in "đậu xanh", an invitation nobody made, a house move for an office, a broken
 * particle, savings advice for a phone, the question's frame pasted as an option).
 */
import type { ChatMessage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase } from '../eval-case.ts';

const user = (content: string): ChatMessage => ({ role: 'user', content });
const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
const firstPart = (text: string): string => text.split('\n\n')[0] ?? '';
const inFirst = (pattern: RegExp) => (text: string): boolean => pattern.test(firstPart(text));

export const cases: EvalCase[] = [
  evalCase({
    id: 'r11chatfort-en-1', type: 'persona-chat', language: 'en',
    input: { persona: 'kpop_male', messages: [user('do you actually like jazz or do you just pretend to in interviews lol')] },
    facts: [{ label: 'answers about jazz', check: /jazz\?[\s\S]*(?:I do|love)/iu }, { label: 'no interview coaching', check: not(/interview|company/iu) }],
  }),
  evalCase({
    id: 'r11chatfort-en-2', type: 'persona-chat', language: 'en',
    input: { persona: 'childhood_friend', messages: [user('my older brother just got a job in Seattle and he’s moving out next month. kinda sad tbh')] },
    facts: [{ label: 'the brother’s new start', check: /your older brother/iu }, { label: 'no moving-day tips for the visitor', check: not(/weekday|old place|first night/iu) }],
  }),
  evalCase({
    id: 'r11chatfort-vi-1', type: 'persona-chat', language: 'vi',
    input: { persona: 'chef', messages: [user('Hôm qua em nấu chè đậu xanh mà để lửa to quá bị khê hết nồi, cứu em với anh ơi')] },
    facts: [{ label: 'rescues the mung bean soup', check: /chè đậu xanh[\s\S]*(?:đừng khuấy|múc)/iu }, { label: 'no pass, no meal order', check: not(/chúc mừng|bún chả|Đói à/iu) }],
  }),
  evalCase({
    id: 'r11chatfort-vi-2', type: 'persona-chat', language: 'vi',
    input: { persona: 'childhood_friend', messages: [user('Ê mày còn nhớ hồi lớp 9 tụi mình trốn tiết thể dục đi ăn ốc bị cô chủ nhiệm bắt được không')] },
    facts: [{ label: 'remembers the snails', check: /Nhớ|quên/u }, { label: 'reacts to being caught', check: /bắt/u }, { label: 'no invitation nobody made', check: not(/Đi ăn hả|rủ là tao đi/u) }, { label: 'no invented pride', check: not(/tự hào/u) }],
  }),
  evalCase({
    id: 'r11chatfort-ko-1', type: 'persona-chat', language: 'ko',
    input: { persona: 'girl', messages: [user('내 동생 다음 달에 부산으로 전학 간대… 친구들이랑 떨어지는 거 엄청 걱정하던데')] },
    facts: [{ label: 'the sibling’s school change', check: /동생[\s\S]*전학/u }, { label: 'not the visitor’s first day', check: not(/첫날|새 학교에서 제일 궁금/u) }],
  }),
  evalCase({
    id: 'r11chatfort-ko-2', type: 'persona-chat', language: 'ko',
    input: { persona: 'kpop_female', messages: [user('언니는 스케줄 끝나고 완전 지칠 때 어떻게 충전해요?')] },
    facts: [{ label: 'says how it rests', check: /쉬는 날/u }, { label: 'no thin question back', check: not(/뭔가 물어보시는 거죠/u) }],
  }),
  evalCase({
    id: 'r11chatfort-zh-1', type: 'persona-chat', language: 'zh',
    input: { persona: 'chef', messages: [user('你真的喜欢吃香菜吗？我觉得它有股肥皂味')] },
    facts: [{ label: 'answers about coriander', check: /香菜？喜欢/u }, { label: 'no meal order', check: not(/小米粥|泡面/u) }],
  }),
  evalCase({
    id: 'r11chatfort-zh-2', type: 'persona-chat', language: 'zh',
    input: { persona: 'psychologist', messages: [user('我们部门下个月要搬到新办公楼，大家都有点不适应，你觉得我们该怎么调整？')] },
    facts: [{ label: 'the department’s move as theirs', check: /你们部门/u }, { label: 'no house move', check: not(/新家|第一晚|快搬家了/u) }],
  }),
  evalCase({
    id: 'r11chatfort-en-3', type: 'fortune-telling', language: 'en',
    input: { category: 'work', input: 'my daughter has her first big job interview at a bank on thursday. will it go well for her?' },
    facts: [{ label: 'read through the daughter', check: inFirst(/your daughter’s first big job interview, not yours/u) }, { label: 'the asker’s hope named', check: inFirst(/hop(?:e|ing)/iu) }, { label: 'no focus tips for the asker', check: not(/Go gently with yourself/u) }],
  }),
  evalCase({
    id: 'r11chatfort-en-4', type: 'fortune-telling', language: 'en',
    input: { category: 'travel', input: 'for our anniversary trip, Kyoto or Lisbon? can’t decide' },
    facts: [{ label: 'names both', check: inFirst(/Kyoto[\s\S]*Lisbon|Lisbon[\s\S]*Kyoto/u) }],
  }),
  evalCase({
    id: 'r11chatfort-vi-3', type: 'fortune-telling', language: 'vi',
    input: { category: 'money', input: 'em đang tính đổi con điện thoại mới mà tiền tiết kiệm còn ít, có nên không ạ' },
    facts: [{ label: 'the change named as a choice', check: inFirst(/đổi điện thoại mới/u) }, { label: 'the savings worry carried', check: inFirst(/tiền tiết kiệm còn ít/u) }, { label: 'no savings-account advice', check: not(/Gửi tiết kiệm/u) }],
  }),
  evalCase({
    id: 'r11chatfort-vi-4', type: 'fortune-telling', language: 'vi',
    input: { category: 'future', input: 'Sau khi tốt nghiệp em nên ở lại Sài Gòn hay về quê làm việc?' },
    facts: [{ label: 'names both', check: inFirst(/ở lại Sài Gòn[\s\S]*về quê làm việc|về quê làm việc[\s\S]*ở lại Sài Gòn/iu) }, { label: 'no frame in the option', check: not(/“Sau khi tốt nghiệp/u) }],
  }),
  evalCase({
    id: 'r11chatfort-ko-3', type: 'fortune-telling', language: 'ko',
    input: { category: 'money', input: '친한 친구가 300만 원만 빌려 달라는데 빌려줘도 괜찮을까요' },
    facts: [{ label: 'lending with the sum and the friend', check: inFirst(/친한 친구에게 300만 원/u) }, { label: 'not a loan taken', check: not(/대출|이자/u) }],
  }),
  evalCase({
    id: 'r11chatfort-ko-4', type: 'fortune-telling', language: 'ko',
    input: { category: 'future', input: '아들이 이번에 대학 수시 면접을 보는데 붙을 수 있을까요?' },
    facts: [{ label: 'read through the son', check: inFirst(/아들이 치르는 일/u) }, { label: 'no broken particle, no advice to the asker as the one tested', check: not(/아들에는|아들를|조금만 준비하면요/u) }],
  }),
  evalCase({
    id: 'r11chatfort-zh-3', type: 'fortune-telling', language: 'zh',
    input: { category: 'work', input: '最近在考虑换工作，现在这家公司加班太多了，换了会更好吗' },
    facts: [{ label: 'the job change', check: inFirst(/换工作/u) }, { label: 'the overtime carried', check: inFirst(/加班/u) }],
  }),
  evalCase({
    id: 'r11chatfort-zh-4', type: 'fortune-telling', language: 'zh',
    input: { category: 'future', input: '毕业后是留在上海还是回老家发展比较好？' },
    facts: [{ label: 'names both', check: inFirst(/留在上海[\s\S]*回老家发展/u) }, { label: 'no frame pasted into an option', check: not(/毕业后是/u) }],
  }),
];
