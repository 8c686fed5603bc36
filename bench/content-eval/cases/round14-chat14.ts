/**
 * Round 14 of issue 13 (helper chat14): the twelve fresh chat requests written before any change
 * (round14-chat14.before.json, three per language) and the four fresh requests that failed at the start of the round.
 * Positive facts check what a good answer must carry: the visitor's question told back (the deed judged, the reaction
 * asked about, the child's question), the honest take, the chef's failure class with the visitor's own dish. Negative
 * facts catch the failure classes: the generic ask-back ("Tell me a little more", "你在问我一件事"), advice for before an
 * event already had, a stock case or concert line, a congratulation for a worry.
 */
import type { ChatMessage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase } from '../eval-case.ts';

const user = (content: string): ChatMessage => ({ role: 'user', content });
const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
const askBack = /Tell me a little more|what part of it matters most|Kể thêm một chút|phần nào quan trọng nhất|뭔가 물어보|제대로 답하고 싶|你在问我一件事|你在跟我说发生的一件事/u;

export const cases: EvalCase[] = [
  evalCase({
    id: 'r14chat14-en-1', type: 'persona-chat', language: 'en',
    input: { persona: 'psychologist', messages: [user('why do i always feel guilty when i take a day off even if nothing is urgent')] },
    facts: [{ label: 'the guilt taken up', check: /guilt/iu }, { label: 'no ask-back', check: not(askBack) }],
  }),
  evalCase({
    id: 'r14chat14-en-2', type: 'persona-chat', language: 'en',
    input: { persona: 'chef', messages: [user('how do i stop my fried rice from getting mushy? every time i make it it turns into porridge lol')] },
    facts: [{ label: 'the dish named', check: /fried rice/iu }, { label: 'the cause: water, heat, time', check: /water, heat and time/u }, { label: 'day-old rice', check: /day old|day-old/u }, { label: 'not read as sticky', check: not(/^Sticky/u) }],
  }),
  evalCase({
    id: 'r14chat14-en-3', type: 'persona-chat', language: 'en',
    input: { persona: 'childhood_friend', messages: [user("i asked my manager for a raise yesterday. was that too soon? i've only been there 8 months")] },
    facts: [{ label: 'the deed told back', check: /you asked your manager for a raise yesterday/u }, { label: 'the question taken up', check: /too soon/u }, { label: 'never cheered', check: not(/so cool|Tell me everything/u) }],
  }),
  evalCase({
    id: 'r14chat14-vi-1', type: 'persona-chat', language: 'vi',
    input: { persona: 'detective', messages: [user('Tại sao mèo nhà em cứ nửa đêm là chạy khắp nhà vậy anh?')] },
    facts: [{ label: 'the cat told back', check: /mèo nhà em cứ nửa đêm là chạy khắp nhà/u }, { label: 'no generic case', check: not(/xử lý chuyện này như một vụ án/u) }, { label: 'no ask-back', check: not(askBack) }],
  }),
  evalCase({
    id: 'r14chat14-vi-2', type: 'persona-chat', language: 'vi',
    input: { persona: 'chef', messages: [user('Chị ơi sao bánh flan em hấp lần nào cũng bị rỗ mặt vậy')] },
    facts: [{ label: 'the pitting taken up', check: /rỗ/u }, { label: 'the heat named', check: /lửa/u }, { label: 'no "I am not sure"', check: not(/không chắc/u) }],
  }),
  evalCase({
    id: 'r14chat14-vi-3', type: 'persona-chat', language: 'vi',
    input: { persona: 'girl', messages: [user('Hôm qua tớ lỡ nói với bạn thân là tớ không thích người yêu nó. Tớ có sai không?')] },
    facts: [{ label: 'the deed told back', check: /lỡ nói với bạn thân là (?:bạn|cậu) không thích người yêu nó/u }, { label: 'the question answered', check: /không sai/u }, { label: 'no "why think of it today"', check: not(/Sao hôm nay lại nghĩ tới/u) }],
  }),
  evalCase({
    id: 'r14chat14-ko-1', type: 'persona-chat', language: 'ko',
    input: { persona: 'psychologist', messages: [user('저는 왜 단톡방에서 답장이 안 오면 하루 종일 신경이 쓰일까요?')] },
    facts: [{ label: 'the reaction told back', check: /단톡방에서 답장이 안 오면 하루 종일 신경이 쓰일까/u }, { label: 'an honest take', check: /결함이 아니에요/u }, { label: 'no ask-back', check: not(askBack) }],
  }),
  evalCase({
    id: 'r14chat14-ko-2', type: 'persona-chat', language: 'ko',
    input: { persona: 'chef', messages: [user('계란말이 할 때마다 자꾸 팬에 눌어붙어요 어떻게 해야 돼요?')] },
    facts: [{ label: 'the dish named', check: /계란말이/u }, { label: 'heat and order', check: /불 세기랑 순서/u }, { label: 'no crispy-rice rescue for an omelette', check: not(/누룽지/u) }],
  }),
  evalCase({
    id: 'r14chat14-ko-3', type: 'persona-chat', language: 'ko',
    input: { persona: 'kpop_female', messages: [user('어제 팬싸 갔는데 너무 떨려서 아무 말도 못 했어요 ㅠㅠ 바보 같았을까요?')] },
    facts: [{ label: 'the moment told back', check: /아무 말도 못 했군요/u }, { label: 'the question answered', check: /전혀요/u }, { label: 'no concert stock line', check: not(/함성|앵콜/u) }],
  }),
  evalCase({
    id: 'r14chat14-zh-1', type: 'persona-chat', language: 'zh',
    input: { persona: 'astrologer', messages: [user('我刚把辞职信交了，是不是太冲动了？')] },
    facts: [{ label: 'the deed told back', check: /你刚把辞职信交了/u }, { label: 'the question taken up', check: /冲动/u }, { label: 'no advice for before it', check: not(/先别辞职|签下前/u) }],
  }),
  evalCase({
    id: 'r14chat14-zh-2', type: 'persona-chat', language: 'zh',
    input: { persona: 'chef', messages: [user('为什么我炖的牛肉总是又柴又硬，明明炖了两个小时')] },
    facts: [{ label: 'the dish named', check: /牛肉/u }, { label: 'heat, not time', check: /火太大/u }, { label: 'no ask-back', check: not(askBack) }],
  }),
  evalCase({
    id: 'r14chat14-zh-3', type: 'persona-chat', language: 'zh',
    input: { persona: 'childhood_friend', messages: [user('我女儿问我天为什么是蓝的，我竟然答不上来，怎么办')] },
    facts: [{ label: 'the child\'s question told back', check: /你女儿问你“天为什么是蓝的”/u }, { label: 'find out together', check: /一起查/u }],
  }),
  evalCase({
    id: 'r14chat14-dev-en', type: 'persona-chat', language: 'en',
    input: { persona: 'psychologist', messages: [user("why do we have leap years? my son asked and i realized i don't actually know")] },
    facts: [{ label: 'the son\'s question told back', check: /Your son asked you "Why do we have leap years\?"/u }, { label: 'find out together', check: /find out together/u }, { label: 'no ask-back', check: not(askBack) }],
  }),
  evalCase({
    id: 'r14chat14-dev-ko', type: 'persona-chat', language: 'ko',
    input: { persona: 'childhood_friend', messages: [user('나 오늘 면접 보고 왔는데 마지막에 질문 있냐고 해서 없다고 했어. 그게 실수였을까?')] },
    facts: [{ label: 'the deed told back', check: /없다고 했구나/u }, { label: 'the question answered', check: /실수 아니라고/u }, { label: 'no advice for before the interview', check: not(/10분|일찍 도착|연습해/u) }],
  }),
  evalCase({
    id: 'r14chat14-dev-zh', type: 'persona-chat', language: 'zh',
    input: { persona: 'psychologist', messages: [user('为什么我总是在别人夸我的时候觉得很尴尬，想马上换话题？')] },
    facts: [{ label: 'the reaction told back', check: /你总是在别人夸你的时候觉得很尴尬/u }, { label: 'the reason from "always"', check: /每次都这样/u }, { label: 'no ask-back', check: not(askBack) }],
  }),
  evalCase({
    id: 'r14chat14-dev-vi', type: 'persona-chat', language: 'vi',
    input: { persona: 'chef', messages: [user('làm sao để rau muống xào giữ được màu xanh, lần nào em xào cũng bị thâm')] },
    facts: [{ label: 'the dish named', check: /Rau muống/u }, { label: 'the colour cause', check: /xuống màu/u }, { label: 'no ask-back', check: not(askBack) }],
  }),
];
