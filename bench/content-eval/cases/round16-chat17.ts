/**
 * Round 16 of issue 13 (helper chat17): the general paths of the persona chat, traced and fixed. Cases from the 32-request
 * before-set (round16-chat17.before.json) that the fixed paths now answer, and held-out requests in their shapes.
 * Positive facts check the literal question answered in its own form (the situation told back with a step that fits
 * its shape, a time, the persona about itself, why a saying spreads, the kid's guess, the chef's smell or watery
 * class). Negative facts catch what the old paths wrote: a congratulation for a fight, news read from a wish, a choice
 * read from "hay", a goodbye read from 잘 자요, a fried-rice tip for a pasta sauce, an ask-back, the kid asking for the
 * answer, the astrologer's job-change weighing for a when-question.
 */
import type { ChatMessage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase } from '../eval-case.ts';

const user = (content: string): ChatMessage => ({ role: 'user', content });
const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
const askBack = /Tell me a little more|Can you tell me the answer|Kể con nghe đáp án|Kể thêm một chút|정답 알려 줘|조금만 더 얘기해|你在问我一件事|你在跟我说发生的一件事|你告诉我答案/u;

export const cases: EvalCase[] = [
  // Before-set requests the fixed paths answer.
  evalCase({
    id: 'r16chat17-en-1', type: 'persona-chat', language: 'en',
    input: { persona: 'girl', messages: [user("got into a fight w my sister over something dumb and now we're not talking. what should i do")] },
    facts: [{ label: 'the fight told back', check: /you got into a fight w your sister/u }, { label: 'a step with her: one calm talk', check: /one calm talk/u }, { label: 'never congratulated', check: not(/Congratulations|celebrat/iu) }],
  }),
  evalCase({
    id: 'r16chat17-en-2', type: 'persona-chat', language: 'en',
    input: { persona: 'astrologer', messages: [user('when is a good time to ask for a promotion? im a scorpio')] },
    facts: [{ label: 'what the time is asked for', check: /when to ask for a promotion/u }, { label: 'a time by the moon', check: /new moon/u }, { label: 'not the job-change weighing', check: not(/commute|first Monday morning/u) }],
  }),
  evalCase({
    id: 'r16chat17-en-3', type: 'persona-chat', language: 'en',
    input: { persona: 'chef', messages: [user('my pasta sauce always ends up watery and slides right off the noodles, what am i doing wrong')] },
    facts: [{ label: 'the dish named', check: /pasta sauce/u }, { label: 'reduce it', check: /coats the back of a spoon/u }, { label: 'no rice advice for a sauce', check: not(/rice|day old/iu) }],
  }),
  evalCase({
    id: 'r16chat17-vi-1', type: 'persona-chat', language: 'vi',
    input: { persona: 'girl', messages: [user('Tại sao người ta hay nói yêu xa khó bền vậy?')] },
    facts: [{ label: 'the saying told back', check: /người ta hay nói yêu xa khó bền/u }, { label: 'a saying is no rule', check: /không phải luật/u }, { label: 'no choice read from "hay"', check: not(/Giữa|khỏi bàn/u) }],
  }),
  evalCase({
    id: 'r16chat17-vi-2', type: 'persona-chat', language: 'vi',
    input: { persona: 'kid', messages: [user('Sao con mèo lúc nào cũng ngủ nhiều vậy em?')] },
    facts: [{ label: 'the question told back', check: /con mèo lúc nào cũng ngủ nhiều/u }, { label: 'the kid guesses', check: /Con đoán/u }, { label: 'no ask-back', check: not(askBack) }],
  }),
  evalCase({
    id: 'r16chat17-ko-1', type: 'persona-chat', language: 'ko',
    input: { persona: 'kpop_male', messages: [user('오빠 요즘 잠은 잘 자요? 스케줄 너무 많던데')] },
    facts: [{ label: 'the idol answers about itself', check: /솔직히요\?/u }, { label: 'the question handed back', check: /요즘 어떻게 지내요\?/u }, { label: 'no goodbye read from 잘 자', check: not(/조심히 들어가|다음에 또 봐요/u) }],
  }),
  evalCase({
    id: 'r16chat17-ko-2', type: 'persona-chat', language: 'ko',
    input: { persona: 'girl', messages: [user('나 퇴사하고 싶은데 부모님이 반대하셔 어떡하지')] },
    facts: [{ label: 'a step with the parents', check: /차분하게 한 번 얘기/u }, { label: 'never news of quitting', check: not(/그만뒀다고|용기 있는 결정/u) }],
  }),
  evalCase({
    id: 'r16chat17-zh-1', type: 'persona-chat', language: 'zh',
    input: { persona: 'psychologist', messages: [user('我总觉得自己什么都做不好，领导一说我就想哭，怎么办')] },
    facts: [{ label: 'the situation told back', check: /你总觉得自己什么都做不好，领导一说你就想哭/u }, { label: 'the moment before it', check: /开始前的那一刻/u }, { label: 'no ask-back', check: not(askBack) }],
  }),
  evalCase({
    id: 'r16chat17-zh-2', type: 'persona-chat', language: 'zh',
    input: { persona: 'chef', messages: [user('我炒的青菜为什么一出锅盘子里就全是水')] },
    facts: [{ label: 'the dish named', check: /青菜/u }, { label: 'drain and high heat', check: /沥干[\s\S]*大火/u }, { label: 'no ask-back', check: not(askBack) }],
  }),
  // Held out (not in the before-set).
  evalCase({
    id: 'r16chat17-held-en', type: 'persona-chat', language: 'en',
    input: { persona: 'childhood_friend', messages: [user("i told my parents i'm dropping out of med school and now they won't answer my calls. what do i do")] },
    facts: [{ label: 'told back', check: /you told your parents/u }, { label: 'a day, then one calm talk', check: /Give it a day[\s\S]*one calm talk/u }, { label: 'no sorry for what they did', check: not(/you're sorry/u) }],
  }),
  evalCase({
    id: 'r16chat17-held-vi', type: 'persona-chat', language: 'vi',
    input: { persona: 'chef', messages: [user('cá kho của em lúc nào cũng bị tanh, làm sao hết vậy chị')] },
    facts: [{ label: 'the dish named', check: /Cá kho bị tanh/u }, { label: 'the smell technique', check: /gừng/u }, { label: 'not "the smallest version"', check: not(/phiên bản nhỏ nhất/u) }],
  }),
  evalCase({
    id: 'r16chat17-held-ko', type: 'persona-chat', language: 'ko',
    input: { persona: 'kid', messages: [user('왜 고양이는 물을 싫어해?')] },
    facts: [{ label: 'the kid wonders', check: /나도 진짜 궁금해/u }, { label: 'and guesses', check: /내 생각엔/u }, { label: 'no ask-back', check: not(askBack) }],
  }),
  evalCase({
    id: 'r16chat17-held-zh', type: 'persona-chat', language: 'zh',
    input: { persona: 'astrologer', messages: [user('我是金牛座，什么时候搬家比较好？')] },
    facts: [{ label: 'what the time is asked for', check: /什么时候搬家比较好/u }, { label: 'a time by the moon', check: /新月/u }, { label: 'no moving-day packing tip', check: not(/充电器|打包/u) }],
  }),
];
