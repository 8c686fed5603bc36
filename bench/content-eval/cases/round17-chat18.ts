/**
 * Round 17 of issue 13 (helper chat18): the persona chat's general paths, for a request no special reader fits. Cases
 * from the 32-request before-set (round17-chat18.before.json) that the changed paths now answer, and held-out requests in
 * their shapes. Positive facts check what the visitor told, reacted to in character: the chef's dish problem told
 * without a question (its cause and one fix, burnt / bitter a class of its own), what the persona does at a moment (its
 * own ritual), the told-back clause followed by the persona's reaction (the detective's pattern, the psychologist's
 * small step, the astrologer's week, the friend on the visitor's side), the kid's guess, whether a reaction is allowed.
 * Negative facts catch what the old paths wrote: "Strawberry cake!" for what is eaten before a show, "오늘 좀 피곤해요"
 * for what is done after the stage, "don't cry" for what the idol does when sad, the ask-back, the kid asking for the
 * answer, a breathing exercise for a sister who takes clothes, a confession tip for a forgotten anniversary.
 */
import type { ChatMessage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase } from '../eval-case.ts';

const user = (content: string): ChatMessage => ({ role: 'user', content });
const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
const askBack = /Tell me a little more|Can you tell me the answer|Kể con nghe đáp án|Kể thêm một chút|정답 알려 줘|뭔가 물어보는 거지|你在问我一件事|你告诉我答案/u;

export const cases: EvalCase[] = [
  // Before-set requests the changed paths answer.
  evalCase({
    id: 'r17chat18-en-1', type: 'persona-chat', language: 'en',
    input: { persona: 'psychologist', messages: [user('every time my boss emails me after 9pm my chest gets tight and i cant sleep')] },
    facts: [{ label: 'the clause told back', check: /every time your boss emails you after 9pm your chest gets tight/u }, { label: 'one small step', check: /One small step/u }, { label: 'no noun echo', check: not(/So this is about|What do you want to do about/u) }],
  }),
  evalCase({
    id: 'r17chat18-en-2', type: 'persona-chat', language: 'en',
    input: { persona: 'kpop_female', messages: [user('unnie what do you eat before a big performance')] },
    facts: [{ label: 'the moment told back', check: /^Before a big performance\?/u }, { label: 'her own ritual, something to eat', check: /banana and warm water/u }, { label: 'not the favourite-food line', check: not(/Strawberry cake|Hungry\? Me too/u) }],
  }),
  evalCase({
    id: 'r17chat18-en-3', type: 'persona-chat', language: 'en',
    input: { persona: 'girl', messages: [user('my mom read my diary and now she wont stop bringing it up at dinner')] },
    facts: [{ label: 'told back', check: /your mom read your diary/u }, { label: 'on the visitor\'s side', check: /I'm on your side/u }],
  }),
  evalCase({
    id: 'r17chat18-vi-1', type: 'persona-chat', language: 'vi',
    input: { persona: 'chef', messages: [user('chị ơi em kho thịt mà nước kho lúc nào cũng bị đen với đắng')] },
    facts: [{ label: 'the dish and what burned', check: /Thịt bị đen và đắng là có thứ bị cháy/u }, { label: 'one fix: low heat, water in at amber', check: /lửa nhỏ[\s\S]*cho nước vào ngay/u }, { label: 'no comfort for a sad story', check: not(/Nghe buồn thật/u) }],
  }),
  evalCase({
    id: 'r17chat18-vi-2', type: 'persona-chat', language: 'vi',
    input: { persona: 'psychologist', messages: [user('em mới đi làm được 2 tháng mà ngày nào cũng sợ lên công ty, chỉ muốn nghỉ')] },
    facts: [{ label: 'told back', check: /ngày nào cũng sợ lên công ty/u }, { label: 'one small step', check: /Một bước nhỏ/u }, { label: 'not the psychologist\'s own fears', check: not(/tôi sợ mất những người/u) }],
  }),
  evalCase({
    id: 'r17chat18-vi-3', type: 'persona-chat', language: 'vi',
    input: { persona: 'detective', messages: [user('mấy hôm nay cứ tối là có người bấm chuông nhà em rồi bỏ chạy')] },
    facts: [{ label: 'told back', check: /có người bấm chuông nhà/u }, { label: 'reasons from the repetition', check: /quy luật/u }],
  }),
  evalCase({
    id: 'r17chat18-vi-4', type: 'persona-chat', language: 'vi',
    input: { persona: 'kpop_male', messages: [user('anh ơi anh thích mùa nào nhất vậy')] },
    facts: [{ label: 'a season picked', check: /mùa thu/u }, { label: 'no dodge', check: not(/chưa có câu trả lời sẵn/u) }],
  }),
  evalCase({
    id: 'r17chat18-ko-1', type: 'persona-chat', language: 'ko',
    input: { persona: 'chef', messages: [user('된장찌개를 끓이는데 자꾸 텁텁한 맛이 나요')] },
    facts: [{ label: 'the dish named', check: /된장찌개가/u }, { label: 'the four causes', check: /불, 시간, 물/u }, { label: 'no ask-back', check: not(askBack) }],
  }),
  evalCase({
    id: 'r17chat18-ko-2', type: 'persona-chat', language: 'ko',
    input: { persona: 'kid', messages: [user('너는 세상에서 누가 제일 좋아?')] },
    facts: [{ label: 'a child\'s who', check: /엄마/u }, { label: 'no ask-back', check: not(askBack) }],
  }),
  evalCase({
    id: 'r17chat18-ko-3', type: 'persona-chat', language: 'ko',
    input: { persona: 'kpop_male', messages: [user('오빠는 무대 끝나고 제일 먼저 뭐 해요?')] },
    facts: [{ label: 'the moment told back', check: /^무대 끝나고요\?/u }, { label: 'his own ritual', check: /바나나/u }, { label: 'not today\'s tiredness', check: not(/오늘 좀 피곤해요/u) }],
  }),
  evalCase({
    id: 'r17chat18-ko-4', type: 'persona-chat', language: 'ko',
    input: { persona: 'girl', messages: [user('동생이 내 옷을 맨날 몰래 입고 나가서 짜증나')] },
    facts: [{ label: 'told back, -서 clause and feeling', check: /입고 나가서 짜증나는구나/u }, { label: 'on her side', check: /네 편/u }, { label: 'no breathing drill', check: not(/숨 크게/u) }],
  }),
  evalCase({
    id: 'r17chat18-zh-1', type: 'persona-chat', language: 'zh',
    input: { persona: 'kpop_female', messages: [user('姐姐你不开心的时候会做什么')] },
    facts: [{ label: 'the moment told back', check: /^不开心的时候呀？/u }, { label: 'her own ritual', check: /香蕉/u }, { label: 'not "don\'t cry"', check: not(/不要哭嘛/u) }],
  }),
  evalCase({
    id: 'r17chat18-zh-2', type: 'persona-chat', language: 'zh',
    input: { persona: 'girl', messages: [user('我男朋友总是忘记我们的纪念日，我该生气吗')] },
    facts: [{ label: 'told back', check: /你男朋友总是忘记你们的纪念日/u }, { label: 'the reaction weighed', check: /正常的反应/u }, { label: 'no confession tip', check: not(/恋爱话题|心动/u) }],
  }),
  evalCase({
    id: 'r17chat18-zh-3', type: 'persona-chat', language: 'zh',
    input: { persona: 'childhood_friend', messages: [user('跟你说个事，我下个月要结婚了！')] },
    facts: [{ label: 'the news told back, preface dropped', check: /^你下个月要结婚了？/u }, { label: 'no noun echo', check: not(/所以是婚礼的事/u) }],
  }),
  // Held-out requests in the same shapes.
  evalCase({
    id: 'r17chat18-held-en-1', type: 'persona-chat', language: 'en',
    input: { persona: 'detective', messages: [user('my recycling bin gets knocked over every thursday night')] },
    facts: [{ label: 'told back', check: /your recycling bin gets knocked over/u }, { label: 'reasons from the repetition', check: /a pattern has a person or a cause behind it/u }],
  }),
  evalCase({
    id: 'r17chat18-held-vi-1', type: 'persona-chat', language: 'vi',
    input: { persona: 'kid', messages: [user('em thích ai nhất trên đời?')] },
    facts: [{ label: 'a child\'s who', check: /Mẹ nè/u }, { label: 'no ask-back', check: not(askBack) }],
  }),
  evalCase({
    id: 'r17chat18-held-ko-1', type: 'persona-chat', language: 'ko',
    input: { persona: 'chef', messages: [user('멸치볶음을 볶는데 항상 타서 써요')] },
    facts: [{ label: 'what burned, and the dish', check: /멸치볶음이 까맣고 쓴 건 뭔가 탄 거야/u }, { label: 'no ask-back', check: not(askBack) }],
  }),
  evalCase({
    id: 'r17chat18-held-zh-1', type: 'persona-chat', language: 'zh',
    input: { persona: 'detective', messages: [user('你破案卡住的时候一般做什么')] },
    facts: [{ label: 'the moment told back', check: /^破案卡住的时候呀？/u }, { label: 'his own ritual', check: /黑咖啡/u }],
  }),
];
