/**
 * Round 19 of issue 13 (helper chat23): two early readers that answered fresh requests by one topic word are gated
 * (persona-chat-misread23.ts). Pet news gives way to a question or a pet's loss; someone else's event followed by the
 * visitor's own turn (a contrast, a negation, a question) is told back whole and that turn answered; a taste asked
 * without a question mark is a choice. Cases from round19-chat23.before.json and held-out requests. Negative facts catch
 * the old misreads ("the cat is the boss", "your friend is getting married, a big day", "tin vui lớn").
 */
import type { ChatMessage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase } from '../eval-case.ts';

const user = (content: string): ChatMessage => ({ role: 'user', content });
const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
const petNews = /boss|trùm|老大|thưởng cho|奖励|secret life|비밀 생활/iu;
const theirDay = /big day|quiet moment|tin vui lớn|결혼하는구나|조용히 보내는|大日子|安静时间/iu;

export const cases: EvalCase[] = [
  evalCase({
    id: 'r19chat23-vi-1', type: 'persona-chat', language: 'vi',
    input: { persona: 'psychologist', messages: [user('bạn thân em mới có bầu mà em thì vừa sảy thai, em không biết nên chúc mừng thế nào')] },
    facts: [{ label: 'told back whole', check: /sảy thai/u }, { label: 'her own question answered', check: /Câu hỏi đó là của em/u }, { label: 'never their good news', check: not(theirDay) }],
  }),
  evalCase({
    id: 'r19chat23-ko-1', type: 'persona-chat', language: 'ko',
    input: { persona: 'girl', messages: [user('친구가 결혼한다는데 나는 축하해줄 기분이 아니야')] },
    facts: [{ label: 'told back whole', check: /축하해줄 기분이 아니야/u }, { label: 'the feeling allowed', check: /그래도 괜찮아/u }, { label: 'never their big day', check: not(theirDay) }],
  }),
  evalCase({
    id: 'r19chat23-zh-1', type: 'persona-chat', language: 'zh',
    input: { persona: 'girl', messages: [user('我朋友要结婚了，可是新郎是我前男友')] },
    facts: [{ label: 'the groom told back', check: /新郎是你前男友/u }, { label: 'never their big day', check: not(theirDay) }],
  }),
  evalCase({
    id: 'r19chat23-vi-2', type: 'persona-chat', language: 'vi',
    input: { persona: 'kid', messages: [user('em thích chó hay mèo')] },
    facts: [{ label: 'a pick', check: /(?:Chó|Mèo)!/u }, { label: 'no pet news', check: not(petNews) }],
  }),
  evalCase({
    id: 'r19chat23-zh-2', type: 'persona-chat', language: 'zh',
    input: { persona: 'kid', messages: [user('你喜欢猫还是狗')] },
    facts: [{ label: 'a pick', check: /我选(?:猫|狗)/u }, { label: 'no pet news', check: not(petNews) }],
  }),
  evalCase({
    id: 'r19chat23-zh-3', type: 'persona-chat', language: 'zh',
    input: { persona: 'chef', messages: [user('我家猫不吃猫粮了，是不是我做的不好吃')] },
    facts: [{ label: 'told back', check: /猫不吃猫粮/u }, { label: 'no pet news', check: not(petNews) }],
  }),
  // Held out.
  evalCase({
    id: 'r19chat23-held-en-1', type: 'persona-chat', language: 'en',
    input: { persona: 'psychologist', messages: [user('my cousin is having a baby in may and honestly i feel nothing, is that bad')] },
    facts: [{ label: 'told back whole', check: /Your cousin is having a baby in may and honestly you feel nothing/u }, { label: 'her question answered', check: /That question is yours/u }, { label: 'never their big day', check: not(theirDay) }],
  }),
  evalCase({
    id: 'r19chat23-held-en-2', type: 'persona-chat', language: 'en',
    input: { persona: 'girl', messages: [user('my dog ran away this morning and i cant find him anywhere')] },
    facts: [{ label: 'the dog told', check: /ran away/iu }, { label: 'no pet news', check: not(petNews) }],
  }),
  evalCase({
    id: 'r19chat23-held-ko-1', type: 'persona-chat', language: 'ko',
    input: { persona: 'kpop_female', messages: [user('언니가 결혼한다는데 저는 왜 눈물이 날까요')] },
    facts: [{ label: 'told back', check: /결혼한다는데/u }, { label: 'her question answered', check: /질문/u }, { label: 'never their big day', check: not(theirDay) }],
  }),
];
