/**
 * Round 18 of issue 13 (helper chat20): the persona chat's ask-back fall-through and self-polar18. Cases from the
 * 24-request before-set (round18-chat20.before.json) that the changed paths now answer, and held-out requests in their
 * shapes. Positive facts check that the answer takes the question's form from the visitor's own words: A or B weighed
 * by name with a lean and its reason; whether the visitor and someone fit answered with a stance and its reason; a kid's
 * two questions both answered; a kpop persona's own hardship answered with what it does when it happens. Negative facts
 * catch what the old paths wrote: the ask-back ("what happened, how can I help", "tell me the answer"), an invitation
 * read from "do you ever want to quit", "X, no contest", "bao giờ" said back as a statement.
 */
import type { ChatMessage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase } from '../eval-case.ts';

const user = (content: string): ChatMessage => ({ role: 'user', content });
const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
const askBack = /Tell me a little more|Can you tell me the answer|Kể con nghe đáp án|Kể thêm một chút|chuyện gì đã xảy ra|정답 알려 줘|뭔가 물어보는 거지|무슨 일 있었어|무슨 일이 있었는지|你在问我一件事|你告诉我答案|发生了什么/u;

export const cases: EvalCase[] = [
  // Before-set requests the changed paths answer.
  evalCase({
    id: 'r18chat20-en-1', type: 'persona-chat', language: 'en',
    input: { persona: 'girl', messages: [user('should i listen to my mom or my dad about which college to pick')] },
    facts: [{ label: 'both weighed by name', check: /your mom[\s\S]*your dad/iu }, { label: 'a lean with its reason', check: /I'd lean “your mom”: the one we name first/u }, { label: 'no noun echo', check: not(/So this is about/u) }],
  }),
  evalCase({
    id: 'r18chat20-en-2', type: 'persona-chat', language: 'en',
    input: { persona: 'kpop_male', messages: [user('do you ever want to quit when practice goes really late?')] },
    facts: [{ label: 'his yes in the clause', check: /Do I ever want to quit when practice goes really late\? I do!/u }, { label: 'what he does about it', check: /rooftop/u }, { label: 'no invitation', check: not(/I’m in|Meeting up/u) }],
  }),
  evalCase({
    id: 'r18chat20-vi-1', type: 'persona-chat', language: 'vi',
    input: { persona: 'girl', messages: [user('tao nên nghe ai, ba hay mẹ, vụ chọn trường đó')] },
    facts: [{ label: 'both weighed by name', check: /Ba hay mẹ hả\?[\s\S]*nghiêng về ba/u }, { label: 'not asked back', check: not(askBack) }],
  }),
  evalCase({
    id: 'r18chat20-vi-2', type: 'persona-chat', language: 'vi',
    input: { persona: 'childhood_friend', messages: [user('mày thấy tao với con Linh có hợp nhau không')] },
    facts: [{ label: 'a stance on whether they fit, by name', check: /Linh hả\?[\s\S]*hợp được/u }, { label: 'no echo question', check: not(/Sao hôm nay lại nghĩ/u) }],
  }),
  evalCase({
    id: 'r18chat20-vi-3', type: 'persona-chat', language: 'vi',
    input: { persona: 'kid', messages: [user('em thích ăn kem hay ăn bánh hơn? sao trời lại mưa vậy?')] },
    facts: [{ label: 'the pick', check: /^Hmm… ăn kem!/u }, { label: 'the why taken up', check: /trời lại mưa/u }, { label: 'not asked back', check: not(askBack) }],
  }),
  evalCase({
    id: 'r18chat20-vi-4', type: 'persona-chat', language: 'vi',
    input: { persona: 'kpop_female', messages: [user('chị có bao giờ muốn bỏ cuộc không?')] },
    facts: [{ label: 'có bao giờ said back as cũng có lúc', check: /Chị cũng có lúc muốn bỏ cuộc/u }, { label: 'what she does', check: /góc phòng tập/u }, { label: 'no broken echo', check: not(/Chị bao giờ/u) }],
  }),
  evalCase({
    id: 'r18chat20-ko-1', type: 'persona-chat', language: 'ko',
    input: { persona: 'girl', messages: [user('엄마 말 들어야 돼 아빠 말 들어야 돼? 진로 때문에')] },
    facts: [{ label: 'both weighed by name', check: /^엄마, 아니면 아빠\?[\s\S]*난 엄마 쪽이야/u }, { label: 'not asked back', check: not(askBack) }],
  }),
  evalCase({
    id: 'r18chat20-ko-2', type: 'persona-chat', language: 'ko',
    input: { persona: 'childhood_friend', messages: [user('나랑 민수랑 잘 맞는 것 같아? 솔직하게')] },
    facts: [{ label: 'a stance with its reason', check: /잘 맞을 수 있다고 봐/u }, { label: 'not asked back', check: not(askBack) }],
  }),
  evalCase({
    id: 'r18chat20-ko-3', type: 'persona-chat', language: 'ko',
    input: { persona: 'kid', messages: [user('공룡이 더 세 상어가 더 세? 그리고 너 몇 살이야?')] },
    facts: [{ label: 'the pick', check: /^음… 공룡!/u }, { label: 'not asked back', check: not(askBack) }],
  }),
  evalCase({
    id: 'r18chat20-zh-1', type: 'persona-chat', language: 'zh',
    input: { persona: 'girl', messages: [user('我该听我妈的还是听我爸的，他们让我选的专业不一样')] },
    facts: [{ label: 'both weighed by name', check: /^听你妈的还是听你爸的？[\s\S]*我偏向听你妈的/u }, { label: 'no echo question', check: not(/今天怎么想到/u) }],
  }),
  evalCase({
    id: 'r18chat20-zh-2', type: 'persona-chat', language: 'zh',
    input: { persona: 'childhood_friend', messages: [user('你觉得我跟小王合得来吗')] },
    facts: [{ label: 'a stance with its reason', check: /^你和小王？我觉得合得来/u }, { label: 'not asked back', check: not(askBack) }],
  }),
  evalCase({
    id: 'r18chat20-zh-3', type: 'persona-chat', language: 'zh',
    input: { persona: 'kpop_male', messages: [user('哥哥你被骂的时候会难过吗')] },
    facts: [{ label: 'his yes', check: /^嗯！我被骂的时候会难过。/u }, { label: 'what he does', check: /上天台/u }],
  }),
  // Held out (not in the before-set): the same shapes in other words.
  evalCase({
    id: 'r18chat20-held-en-1', type: 'persona-chat', language: 'en',
    input: { persona: 'kid', messages: [user('do you like pizza or pasta? and why is the sea salty?')] },
    facts: [{ label: 'the pick first', check: /^Hmm… pizza!/u }, { label: 'the fact too', check: /salt/u }],
  }),
  evalCase({
    id: 'r18chat20-held-en-2', type: 'persona-chat', language: 'en',
    input: { persona: 'childhood_friend', messages: [user('honestly do you think me and priya are compatible?')] },
    facts: [{ label: 'a stance by name', check: /^You and Priya\? Honestly, I think it can work/u }, { label: 'not asked back', check: not(askBack) }],
  }),
  evalCase({
    id: 'r18chat20-held-vi-1', type: 'persona-chat', language: 'vi',
    input: { persona: 'astrologer', messages: [user('Em cung Song Ngư, dạo này hay mơ thấy nước, có điềm gì không ạ?')] },
    facts: [{ label: '"hay" (often) is no choice', check: not(/nghiêng về dạo này|Dạo này hay mơ thấy nước hả\? Cân hai bên/u) }],
  }),
  evalCase({
    id: 'r18chat20-held-ko-1', type: 'persona-chat', language: 'ko',
    input: { persona: 'childhood_friend', messages: [user('나랑 지훈이랑 잘 맞는 것 같아?')] },
    facts: [{ label: 'a stance, not the persona\'s own yes', check: /잘 맞을 수 있다고 봐/u }, { label: 'no echo yes', check: not(/^응, 나랑/u) }],
  }),
  evalCase({
    id: 'r18chat20-held-zh-1', type: 'persona-chat', language: 'zh',
    input: { persona: 'kid', messages: [user('你喜欢苹果还是香蕉？为什么月亮会变？')] },
    facts: [{ label: 'the pick first', check: /^嗯……苹果！/u }, { label: 'the moon too', check: /月亮/u }],
  }),
];
