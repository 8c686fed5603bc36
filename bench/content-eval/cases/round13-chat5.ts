/**
 * Round 13 of issue 13 (helper chat5): the twelve fresh chat requests written before any change
 * (round13-chat5.before.json, three per language). Positive facts check what a good answer must carry: the result of
 * the visitor's own event said with the event (a rejection, a failed exam, a scholarship missed; a driving test, a
 * first choice, an exchange place, a dream school passed), the hope written beside a failure, the detail given after a
 * success, and a clause about something done to the visitor told back whole. Negative facts catch the failure classes:
 * a rejection congratulated, "as if it had just ended", generic comfort that names nothing, a landlord's rent rise or a
 * mother's insult cheered ("That's so cool!", "好厉害！"), a boss's public criticism answered with a stock "상사" line.
 */
import type { ChatMessage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase } from '../eval-case.ts';

const user = (content: string): ChatMessage => ({ role: 'user', content });
const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
const cheer = /congratulat|so cool|chúc mừng|giỏi ghê|축하|대단한데|恭喜|好厉害/iu;

export const cases: EvalCase[] = [
  evalCase({
    id: 'r13chat5-en-1', type: 'persona-chat', language: 'en',
    input: { persona: 'psychologist', messages: [user('got the email this morning, they went with another candidate. i was so sure i nailed the second round')] },
    facts: [{ label: 'the rejection said', check: /went with another candidate/u }, { label: 'the hope told back', check: /you were so sure you nailed the second round/u }, { label: 'never congratulated', check: not(cheer) }],
  }),
  evalCase({
    id: 'r13chat5-en-2', type: 'persona-chat', language: 'en',
    input: { persona: 'girl', messages: [user('I PASSED MY DRIVING TEST!!! first try and the examiner said my parallel parking was perfect')] },
    facts: [{ label: 'the test passed, in the second person', check: /You passed your driving test/u }, { label: 'the detail', check: /First try/u }, { label: 'no "MY" said back', check: not(/passed MY/u) }],
  }),
  evalCase({
    id: 'r13chat5-en-3', type: 'persona-chat', language: 'en',
    input: { persona: 'childhood_friend', messages: [user('my landlord texted me at midnight saying the rent goes up 300 next month')] },
    facts: [{ label: 'the clause told back whole', check: /your landlord texted you at midnight saying the rent goes up 300 next month/u }, { label: 'never cheered', check: not(cheer) }],
  }),
  evalCase({
    id: 'r13chat5-vi-1', type: 'persona-chat', language: 'vi',
    input: { persona: 'childhood_friend', messages: [user('Tao trượt học bổng rồi mày ạ, cứ tưởng lần này chắc chắn được')] },
    facts: [{ label: 'the scholarship missed', check: /Trượt học bổng/u }, { label: 'the hope told back', check: /tưởng lần này chắc chắn được/u }, { label: 'never congratulated', check: not(cheer) }],
  }),
  evalCase({
    id: 'r13chat5-vi-2', type: 'persona-chat', language: 'vi',
    input: { persona: 'girl', messages: [user('Tớ đậu nguyện vọng 1 rồi nè!! Mẹ tớ khóc luôn á')] },
    facts: [{ label: 'the first choice passed', check: /Đậu nguyện vọng 1/u }, { label: 'the mother taken up', check: /Mẹ bạn khóc/u }, { label: 'congratulated', check: /Chúc mừng/u }],
  }),
  evalCase({
    id: 'r13chat5-vi-3', type: 'persona-chat', language: 'vi',
    input: { persona: 'psychologist', messages: [user('Sếp em vừa chê bản thiết kế của em trước mặt khách hàng')] },
    facts: [{ label: 'the clause told back', check: /Sếp em vừa chê bản thiết kế của em trước mặt khách hàng/u }, { label: 'named as hard', check: /khó chịu/u }, { label: 'no neutral "looking back"', check: not(/Giờ nhìn lại/u) }],
  }),
  evalCase({
    id: 'r13chat5-ko-1', type: 'persona-chat', language: 'ko',
    input: { persona: 'childhood_friend', messages: [user('나 공무원 시험 또 떨어졌다.. 이번엔 진짜 될 줄 알았는데')] },
    facts: [{ label: 'the exam and its result', check: /공무원 시험 떨어졌다니/u }, { label: 'the hope told back', check: /진짜 될 줄 알았다며/u }, { label: 'not "as if it had just ended"', check: not(/끝난 직후|잘 안 풀렸/u) }],
  }),
  evalCase({
    id: 'r13chat5-ko-2', type: 'persona-chat', language: 'ko',
    input: { persona: 'girl', messages: [user('헐 나 교환학생 합격했어!! 1지망 네덜란드로 간대')] },
    facts: [{ label: 'the exchange place', check: /교환학생/u }, { label: 'the detail taken up', check: /네덜란드/u }, { label: 'congratulated', check: /축하/u }],
  }),
  evalCase({
    id: 'r13chat5-ko-3', type: 'persona-chat', language: 'ko',
    input: { persona: 'psychologist', messages: [user('팀장님이 회의 중에 제 보고서를 다 같이 보는 앞에서 찢으셨어요')] },
    facts: [{ label: 'the clause told back whole', check: /팀장님이 회의 중에 보고서를 다 같이 보는 앞에서 찢으셨군요/u }, { label: 'no stock manager line', check: not(/상사 때문에|상사라/u) }, { label: 'no "제" said as the persona\'s', check: not(/제 보고서/u) }],
  }),
  evalCase({
    id: 'r13chat5-zh-1', type: 'persona-chat', language: 'zh',
    input: { persona: 'psychologist', messages: [user('考研复试没过，明明初试分数挺高的，我以为稳了')] },
    facts: [{ label: 'the event and its result', check: /考研复试没过/u }, { label: 'the hope told back', check: /你以为稳了/u }, { label: 'never congratulated', check: not(cheer) }],
  }),
  evalCase({
    id: 'r13chat5-zh-2', type: 'persona-chat', language: 'zh',
    input: { persona: 'girl', messages: [user('我被梦校录取了！！奖学金也拿到了全额的')] },
    facts: [{ label: 'the admission', check: /你被梦校录取了/u }, { label: 'the scholarship taken up', check: /奖学金/u }, { label: 'congratulated', check: /恭喜/u }],
  }),
  evalCase({
    id: 'r13chat5-zh-3', type: 'persona-chat', language: 'zh',
    input: { persona: 'childhood_friend', messages: [user('我妈今天当着亲戚的面说我没出息')] },
    facts: [{ label: 'the clause told back whole', check: /你妈今天当着亲戚的面说你没出息/u }, { label: 'never cheered', check: not(cheer) }],
  }),
];
