/**
 * Round 19 of issue 13 (helper chat22): the two general persona-chat paths that answered most of the fresh before-set
 * badly, the told-back fall-through and the past-told reader, now answer the message's TAIL in its form
 * (persona-chat-tail19.ts): a thing not dared told back with one way to start it, a verdict on oneself quoted and
 * answered no, what a reply means, a feeling or a loss, not knowing how / whether / where to start; a rough event
 * past-told is met as rough. Also the choice option cleaner (a bare like-verb left on an option). Cases from
 * round19-chat22.before.json and held-out requests. Negative facts catch the old stock questions after a tail ("How did
 * it go?", "后来怎么样了？", "Nghe hụt hẫng thật", "끝까지 해낸 건 너야") and the like-verb kept in an option.
 */
import type { ChatMessage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase } from '../eval-case.ts';

const user = (content: string): ChatMessage => ({ role: 'user', content });
const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
const stockAfter = /how did it go|How are you taking it|后来怎么样了|现在回头看|Nghe hụt hẫng thật|diễn ra sao|끝까지 해낸 건 너야|어땠어\?/iu;

export const cases: EvalCase[] = [
  // Before-set requests the rewritten paths answer.
  evalCase({
    id: 'r19chat22-en-1', type: 'persona-chat', language: 'en',
    input: { persona: 'girl', messages: [user("my crush finally texted me back but it was just 'lol' what does that even mean")] },
    facts: [{ label: 'told back without the question', check: /your crush finally texted you back but it was just 'lol'\./u }, { label: 'answers what it means', check: /What it means\?/u }, { label: 'no stock sting', check: not(/that stings|what does that even mean\?/u) }],
  }),
  evalCase({
    id: 'r19chat22-vi-1', type: 'persona-chat', language: 'vi',
    input: { persona: 'psychologist', messages: [user('em mới sinh em bé được 2 tháng mà đêm nào cũng khóc, em thấy mình không làm mẹ nổi')] },
    facts: [{ label: 'the verdict quoted and answered no', check: /“thấy mình không làm mẹ nổi”: không đâu/u }, { label: 'one small step', check: /ghi ra một điều/u }, { label: 'no stock letdown', check: not(stockAfter) }],
  }),
  evalCase({
    id: 'r19chat22-vi-2', type: 'persona-chat', language: 'vi',
    input: { persona: 'childhood_friend', messages: [user('tao vừa bị lừa mất 5 triệu trên mạng, ngu thật sự')] },
    facts: [{ label: 'told back', check: /bị lừa mất 5 triệu trên mạng/u }, { label: 'the verdict answered no', check: /“ngu thật sự”: không đâu/u }],
  }),
  evalCase({
    id: 'r19chat22-ko-1', type: 'persona-chat', language: 'ko',
    input: { persona: 'girl', messages: [user('오늘 미용실에서 머리 망했어ㅠㅠ 앞머리 완전 짧게 잘렸어')] },
    facts: [{ label: 'met as rough', check: /속상했겠다/u }, { label: 'asks what to sort out first', check: /제일 먼저 해결/u }, { label: 'no praise for getting through it', check: not(stockAfter) }],
  }),
  evalCase({
    id: 'r19chat22-zh-1', type: 'persona-chat', language: 'zh',
    input: { persona: 'kid', messages: [user('我的仓鼠昨天死了，我好难过')] },
    facts: [{ label: 'told back', check: /你的仓鼠昨天死了/u }, { label: 'the feeling told back as natural', check: /你好难过，太正常了/u }, { label: 'a goodbye step', check: /好好告别/u }, { label: 'no stock question', check: not(stockAfter) }],
  }),
  evalCase({
    id: 'r19chat22-zh-2', type: 'persona-chat', language: 'zh',
    input: { persona: 'kpop_male', messages: [user('哥哥我被公司裁员了，还不敢告诉家里人')] },
    facts: [{ label: 'the act not dared told back', check: /不用今天就告诉家里人/u }, { label: 'a way to start', check: /先说一句发生了什么/u }, { label: 'no stock question', check: not(stockAfter) }],
  }),
  evalCase({
    id: 'r19chat22-zh-3', type: 'persona-chat', language: 'zh',
    input: { persona: 'kpop_female', messages: [user('姐姐我今天在公司哭了，因为领导当着大家的面骂我')] },
    facts: [{ label: 'told back with its cause', check: /领导当着大家的面骂你/u }, { label: 'met as rough', check: /够糟心的/u }, { label: 'no stock question', check: not(stockAfter) }],
  }),
  // Held-out requests (in neither the before-set nor the hold-out set).
  evalCase({
    id: 'r19chat22-held-en-1', type: 'persona-chat', language: 'en',
    input: { persona: 'psychologist', messages: [user('i dented my neighbour’s car backing out this morning and im scared to knock on their door')] },
    facts: [{ label: 'the act not dared told back', check: /You don't have to knock on their door today/u }, { label: 'no stock question', check: not(stockAfter) }],
  }),
  evalCase({
    id: 'r19chat22-held-vi-1', type: 'persona-chat', language: 'vi',
    input: { persona: 'girl', messages: [user('tao quên sinh nhật mẹ tao, tao tệ thật')] },
    facts: [{ label: 'told back', check: /quên sinh nhật mẹ/u }, { label: 'the verdict answered no', check: /không đâu/u }],
  }),
  evalCase({
    id: 'r19chat22-held-ko-1', type: 'persona-chat', language: 'ko',
    input: { persona: 'psychologist', messages: [user('발표 자료를 집에 두고 왔는데 팀장님한테 어떻게 말해야 할지 모르겠어요')] },
    facts: [{ label: 'told back as told', check: /발표 자료를 집에 두고 왔군요/u }, { label: 'a first word as the way', check: /처음 할 한마디/u }, { label: 'no scene question', check: not(/계속 떠오르는 장면|어떠셨어요\?/u) }],
  }),
  evalCase({
    id: 'r19chat22-held-ko-2', type: 'persona-chat', language: 'ko',
    input: { persona: 'girl', messages: [user('나 어제 술 먹고 전남친한테 전화했어.. 진짜 바보 같아')] },
    facts: [{ label: 'told back', check: /전남친한테 전화했구나/u }, { label: 'the verdict answered no', check: /그건 아니야/u }, { label: 'no stock question', check: not(stockAfter) }],
  }),
  evalCase({
    id: 'r19chat22-held-zh-1', type: 'persona-chat', language: 'zh',
    input: { persona: 'psychologist', messages: [user('我昨天在群里发错了消息，不知道怎么解释')] },
    facts: [{ label: 'told back', check: /你昨天在群里发错了消息/u }, { label: 'the how answered with a first sentence', check: /怎么解释，其实可以很小很具体/u }, { label: 'no stock question', check: not(stockAfter) }],
  }),
  evalCase({
    id: 'r19chat22-held-en-2', type: 'persona-chat', language: 'en',
    input: { persona: 'kid', messages: [user('do u like ice cream or cake more')] },
    facts: [{ label: 'a pick', check: /(?:ice cream|cake)!/iu }, { label: 'no verb or comparative in the option, no "I love ice cream or cake"', check: not(/u like|love ice cream or|cake more/iu) }],
  }),
];
