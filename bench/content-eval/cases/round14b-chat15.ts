/**
 * Round 14, second wave, of issue 13 (helper chat15): the eight fresh chat requests written before any change
 * (round14b-chat15.before.json, two per language). Positive facts check what a good answer must carry: the earlier
 * sentences told back whole and the question asked LAST answered (am I wrong, will they notice), the person named after
 * "guess who" and their act told back as theirs, a past event told back as over, a wish and what bars it, the detective's
 * puzzle with both clauses. Negative facts catch the failure classes: a noun echo ("What do you want to do about your
 * number through my mom?"), an invitation accepted for a date already had, day-before advice for a recital already
 * played, a stock pet or shared-memory line, the generic "Rồi mọi chuyện thế nào?".
 */
import type { ChatMessage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase } from '../eval-case.ts';

const user = (content: string): ChatMessage => ({ role: 'user', content });
const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);

export const cases: EvalCase[] = [
  evalCase({
    id: 'r14bchat15-en-1', type: 'persona-chat', language: 'en',
    input: { persona: 'childhood_friend', messages: [user('my sister borrowed my car for the weekend and brought it back with a scratch on the door. she swears it was already there. am i wrong to ask her to pay for it?')] },
    facts: [{ label: 'the context told back', check: /your sister borrowed your car/u }, { label: 'the last question answered', check: /not wrong/u }, { label: 'no "how are you taking it"', check: not(/How are you taking it/u) }],
  }),
  evalCase({
    id: 'r14bchat15-en-2', type: 'persona-chat', language: 'en',
    input: { persona: 'childhood_friend', messages: [user('guess who texted me last night. jenna from 6th grade! she found my number through my mom and wants to grab lunch')] },
    facts: [{ label: 'the person named', check: /[Jj]enna from 6th grade\?/u }, { label: 'her act told back as hers', check: /she found your number/u }, { label: 'no noun echo', check: not(/What do you want to do about|through my mom/u) }],
  }),
  evalCase({
    id: 'r14bchat15-vi-1', type: 'persona-chat', language: 'vi',
    input: { persona: 'girl', messages: [user('Tối qua em đi hẹn hò lần đầu với ảnh, em nói nhiều quá trời luôn. Chắc ảnh thấy phiền lắm ha chị?')] },
    facts: [{ label: 'the date told back as past', check: /tối qua (?:bạn|em) đi hẹn hò lần đầu/u }, { label: 'the worry answered', check: /không tệ như/u }, { label: 'no invitation accepted', check: not(/có mặt|nhắn ngày giờ/u) }],
  }),
  evalCase({
    id: 'r14bchat15-vi-2', type: 'persona-chat', language: 'vi',
    input: { persona: 'detective', messages: [user('Tối nào đi làm về em cũng thấy đèn nhà tắm bật sẵn, mà sáng em nhớ rõ là tắt rồi mới đi')] },
    facts: [{ label: 'the certainty told back', check: /nhớ rõ là tắt rồi/u }, { label: 'reasons and a test', check: /ba khả năng/u }, { label: 'no generic ask-back', check: not(/Rồi mọi chuyện thế nào|Kể thêm một chút/u) }],
  }),
  evalCase({
    id: 'r14bchat15-ko-1', type: 'persona-chat', language: 'ko',
    input: { persona: 'girl', messages: [user('지난주에 피아노 발표회 했는데 중간에 한 번 멈칫했어요. 다들 눈치챘겠죠?')] },
    facts: [{ label: 'the recital told back as past', check: /멈칫했구나/u }, { label: 'the worry answered', check: /덜할 거야/u }, { label: 'no day-before advice', check: not(/무대 올라가기 직전|전날 밤|4초/u) }],
  }),
  evalCase({
    id: 'r14bchat15-zh-1', type: 'persona-chat', language: 'zh',
    input: { persona: 'childhood_friend', messages: [user('周末去同事家撸了她的柯基，太可爱了，可是我妈说家里不许养狗')] },
    facts: [{ label: 'what bars it told back', check: /可是你妈说家里不许养狗/u }, { label: 'no stock pet line', check: not(/老大|有宠物真好/u) }],
  }),
  evalCase({
    id: 'r14bchat15-zh-2', type: 'persona-chat', language: 'zh',
    input: { persona: 'childhood_friend', messages: [user('你猜我今天在地铁上碰到谁了？我初中班主任！她居然还记得我以前坐第几排')] },
    facts: [{ label: 'the person named', check: /你初中班主任？/u }, { label: 'her act told back', check: /她居然还记得你以前坐第几排/u }, { label: 'no shared-memory stock line', check: not(/好久没想起|那时候我们/u) }],
  }),
];
