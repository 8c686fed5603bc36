/**
 * Round 9 of issue 13 (helper chat9): the persona chat's fall-through. Sixteen fresh requests written before any fix
 * (round9-chat9.before.json); facts check that a message no topic reader knows is answered from what it says (the
 * person named, the everyday subject, the worry, the offer to show something, the hand asked for) and never with a
 * stock line for a word inside it (street food for "lunch", a meeting for "wanna see", good news for a pet not eating).
 */
import type { ChatMessage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase } from '../eval-case.ts';

const user = (content: string): ChatMessage => ({ role: 'user', content });
const bot = (content: string): ChatMessage => ({ role: 'assistant', content });
const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);

export const cases: EvalCase[] = [
  evalCase({
    id: 'r9chat9-en-1', type: 'persona-chat', language: 'en',
    input: { persona: 'girl', messages: [user('ugh my roommate Jess ate the leftover lasagna I was saving for lunch AND left the dish in the sink. am I overreacting??')] },
    facts: [{ label: 'names Jess', check: /Jess/u }, { label: 'no street-food stock line', check: not(/street stall|stomach/iu) }],
  }),
  evalCase({
    id: 'r9chat9-en-2', type: 'persona-chat', language: 'en',
    input: { persona: 'kpop_male', messages: [user('I finally learned the whole choreo for your new song after 3 weeks!! my sister filmed it, do you wanna see?')] },
    facts: [{ label: 'wants to see it', check: /show me|want to see|send it/iu }, { label: 'no meeting-up misread', check: not(/Meeting up|the day and the time/iu) }],
  }),
  evalCase({
    id: 'r9chat9-en-3', type: 'persona-chat', language: 'en',
    input: { persona: 'astrologer', messages: [user('My landlord wants to raise the rent by $200 a month. I’m a Taurus. Is it a bad time to push back?')] },
    facts: [{ label: 'takes up the rent', check: /rent|landlord/iu }],
  }),
  evalCase({
    id: 'r9chat9-vi-1', type: 'persona-chat', language: 'vi',
    input: { persona: 'childhood_friend', messages: [user('Ê, con Mai lớp mình sắp cưới rồi đó, mày nhận thiệp chưa? Tao chả biết mặc gì đi nữa')] },
    facts: [{ label: 'takes up the wedding', check: /đám cưới/u }, { label: 'no bare “what matters most”', check: not(/phần nào quan trọng nhất/u) }],
  }),
  evalCase({
    id: 'r9chat9-vi-2', type: 'persona-chat', language: 'vi',
    input: { persona: 'kid', messages: [user('Bé ơi, sao con cá ở dưới nước mà không bị chết đuối vậy?')] },
    facts: [{ label: 'answers with gills', check: /mang/u }, { label: 'no question quoted back', check: not(/“Bé ơi/u) }],
  }),
  evalCase({
    id: 'r9chat9-ko-1', type: 'persona-chat', language: 'ko',
    input: { persona: 'kpop_female', messages: [user('언니 저 내일 첫 출근이에요!! 근데 지하철 두 번 갈아타야 돼서 늦을까봐 벌써 걱정돼요')] },
    facts: [{ label: 'takes up the first day', check: /첫 출근/u }, { label: 'takes up the worry', check: /걱정|긴장/u }],
  }),
  evalCase({
    id: 'r9chat9-ko-2', type: 'persona-chat', language: 'ko',
    input: { persona: 'girl', messages: [user('우리 집 고양이 이름은 보리야'), bot('보리! 이름 너무 귀엽다. 몇 살이야?'), user('세 살인데 요즘 보리가 밥을 잘 안 먹어서 좀 걱정돼')] },
    facts: [{ label: 'no good-news line', check: not(/좋은 소식/u) }, { label: 'no invented vet visit', check: not(/병원 데려간/u) }, { label: 'takes up not eating', check: /밥/u }],
  }),
  evalCase({
    id: 'r9chat9-ko-3', type: 'persona-chat', language: 'ko',
    input: { persona: 'childhood_friend', messages: [user('야 나 이번 주 토요일에 이사하는데 짐 좀 같이 날라줄 수 있냐? 끝나고 치킨 쏠게')] },
    facts: [{ label: 'says yes to helping', check: /도와줄게|나 갈게/u }],
  }),
  evalCase({
    id: 'r9chat9-zh-1', type: 'persona-chat', language: 'zh',
    input: { persona: 'psychologist', messages: [user('我妈总拿我和表姐比，昨天年夜饭桌上又说了一次，我当场就哭了。')] },
    facts: [{ label: 'takes up being compared', check: /比/u }, { label: 'no stock kind word', check: not(/今天你已经很努力了/u) }],
  }),
  evalCase({
    id: 'r9chat9-zh-2', type: 'persona-chat', language: 'zh',
    input: { persona: 'childhood_friend', messages: [user('喂，下周五我回老家，要不要一起去吃烧烤？我刚被裁员了，想找人喝两杯。')] },
    facts: [{ label: 'takes up the layoff', check: /裁员/u }, { label: 'names Friday', check: /周五/u }],
  }),
];
