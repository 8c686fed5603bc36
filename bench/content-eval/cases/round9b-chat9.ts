/**
 * Round 9b of issue 13 (helper chat9, second pass): answer the ask. Eight fresh requests written before any fix
 * (round9b-chat9.before.json) and the three untuned requests of the first pass that scored lowest; facts check that
 * the ask is answered from what the message names (the vegan sister, the first day's outfit and lunch, the titled name
 * and the shared memory, the license got after failing, the mother's hobby, the Sunday evening, the mild birthday
 * meal) and never with the failure classes (a new-job career tip for a job already got, a wedding invitation for a
 * reunion at a wedding, a failed test for a passed one, "Mr and", a birthday wished that is not today's).
 */
import type { ChatMessage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase } from '../eval-case.ts';

const user = (content: string): ChatMessage => ({ role: 'user', content });
const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);

export const cases: EvalCase[] = [
  evalCase({
    id: 'r9bchat9-en-1', type: 'persona-chat', language: 'en',
    input: { persona: 'chef', messages: [user("ok so i've got chickpeas, a bag of spinach, coconut milk and some rice. my sister's vegan and she's coming over tonight. what can i make??")] },
    facts: [
      { label: 'a dish from the chickpeas and spinach', check: (text) => /chickpea/iu.test(text) && /spinach/iu.test(text) },
      { label: 'respects the vegan sister', check: /vegan|plant-based/iu },
      { label: 'no egg or cheese for a vegan', check: not(/\b(?:eggs?|cheese|feta)\b/iu) },
    ],
  }),
  evalCase({
    id: 'r9bchat9-en-2', type: 'persona-chat', language: 'en',
    input: { persona: 'kpop_female', messages: [user("i start my new job on monday and i have no idea what to wear... also kinda scared i'll end up eating lunch alone")] },
    facts: [
      { label: 'answers what to wear', check: /wear|shoes|neat/iu },
      { label: 'answers eating lunch alone', check: /lunch/iu },
      { label: 'no wanting-a-new-job career tip', check: not(/Wanting a new job|outgrown/iu) },
    ],
  }),
  evalCase({
    id: 'r9bchat9-vi-1', type: 'persona-chat', language: 'vi',
    input: { persona: 'astrologer', messages: [user('Em là Song Ngư, anh ấy là Bọ Cạp. Em có nên tỏ tình trước không chị?')] },
    facts: [{ label: 'uses the sign given', check: /Song Ngư|Bọ Cạp/u }, { label: 'answers whether to confess', check: /tỏ tình|thẳng thắn/u }, { label: 'never asks the sign again', check: not(/cung gì|cung nào/u) }],
  }),
  evalCase({
    id: 'r9bchat9-vi-2', type: 'persona-chat', language: 'vi',
    input: { persona: 'childhood_friend', messages: [user('Ê mày, hôm qua tao gặp lại chị Hạnh ở đám cưới, còn nhớ hồi xưa chị hay chở tụi mình đi ăn kem không?')] },
    facts: [
      { label: 'names chị Hạnh with her title', check: /chị Hạnh/u },
      { label: 'recalls the ice cream', check: /kem/u },
      { label: 'no wedding-invitation misread', check: not(/Đương nhiên là đi|giờ giấc với địa chỉ/u) },
    ],
  }),
  evalCase({
    id: 'r9bchat9-ko-1', type: 'persona-chat', language: 'ko',
    input: { persona: 'kpop_male', messages: [user('오빠!! 저 오늘 드디어 운전면허 땄어요!!! 세 번이나 떨어졌었는데 ㅋㅋㅋ')] },
    facts: [
      { label: 'congratulates the license', check: (text) => /축하/u.test(text) && /면허/u.test(text) },
      { label: 'never reads it as a failure', check: not(/안 됐군요|재시험|속상한 게 당연/u) },
    ],
  }),
  evalCase({
    id: 'r9bchat9-ko-2', type: 'persona-chat', language: 'ko',
    input: { persona: 'girl', messages: [user('다음 주가 엄마 생신인데 선물 뭐가 좋을까? 엄마는 등산을 엄청 좋아하셔')] },
    facts: [
      { label: 'a gift idea from hiking', check: /등산/u },
      { label: 'never a happy birthday to the visitor', check: not(/생일이라, 알겠어|생일 준비는/u) },
      { label: 'girl speaks 반말', check: not(/(?:세요|어요|해요)[.!?]/u) },
    ],
  }),
  evalCase({
    id: 'r9bchat9-zh-1', type: 'persona-chat', language: 'zh',
    input: { persona: 'psychologist', messages: [user('为什么我一到周日晚上就特别焦虑？明明周一也没什么大事。')] },
    facts: [{ label: 'names Sunday evening', check: /周日/u }, { label: 'explains why', check: /快要来|提前|新的一周/u }],
  }),
  evalCase({
    id: 'r9bchat9-zh-2', type: 'persona-chat', language: 'zh',
    input: { persona: 'chef', messages: [user('周末想给我妈做顿生日饭，她不能吃辣。家里有鸡蛋、西红柿和豆腐，做什么好呢？')] },
    facts: [
      { label: 'a dish from eggs, tomatoes and tofu', check: (text) => /鸡蛋|蛋/u.test(text) && /番茄|西红柿/u.test(text) && /豆腐/u.test(text) },
      { label: 'respects no spicy', check: /辣/u },
      { label: 'takes up the birthday', check: /生日/u },
    ],
  }),
  evalCase({
    id: 'r9bchat9-en-3', type: 'persona-chat', language: 'en',
    input: { persona: 'childhood_friend', messages: [user("remember Mr. Patel's chemistry class? I ran into him at the grocery store today and he still remembered my name lol")] },
    facts: [
      { label: 'keeps the title with the name', check: /Mr\. Patel/u },
      { label: 'never "Mr and" or a time word inside a noun phrase', check: not(/\bMr and\b|grocery store today/u) },
    ],
  }),
  evalCase({
    id: 'r9bchat9-en-4', type: 'persona-chat', language: 'en',
    input: { persona: 'psychologist', messages: [user('My best friend forgot my birthday again this year. Should I say something or let it go?')] },
    facts: [
      { label: 'answers say something or let it go', check: /say something|let it go|let go/iu },
      { label: 'no birthday wished', check: not(/Happy birthday|allowed today/iu) },
    ],
  }),
  evalCase({
    id: 'r9bchat9-zh-3', type: 'persona-chat', language: 'zh',
    input: { persona: 'girl', messages: [user('明天是我和男朋友在一起一周年，我还没想好送什么礼物，好纠结。')] },
    facts: [{ label: 'a gift idea', check: /相册|手写信|礼物/u }, { label: 'no stock love line', check: not(/恋爱话题|人生太短/u) }],
  }),
  evalCase({
    id: 'r9bchat9-vi-3', type: 'persona-chat', language: 'vi',
    input: { persona: 'chef', messages: [user('Cuối tuần này nhà em có giỗ ông nội, mẹ bảo em nấu canh chua mà em chưa nấu bao giờ. Chỉ em với!')] },
    facts: [{ label: 'the method of canh chua', check: (text) => /canh chua/u.test(text) && /me|thơm|cà chua/u.test(text) }, { label: 'no generic "how are you preparing"', check: not(/chuẩn bị cho mâm cỗ thế nào/u) }],
  }),
];
