/**
 * Round 10 of issue 13 (helper chatq, shapes A): sixteen fresh requests written before any fix
 * (round10-chatq.before.json). Facts check the four shapes: a question about the persona is answered about itself and
 * asked back (never a stock invitation nor a misread "you're sick"), good news told in the past is congratulated by name
 * (never read as coming, never comforted), a plan with its own time and activity is accepted for that time (never asked
 * "what time?" again), and "should I bring X?" gets a yes or no with a reason and a tip (never a thin question back).
 */
import type { ChatMessage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase } from '../eval-case.ts';

const user = (content: string): ChatMessage => ({ role: 'user', content });
const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
/** Stock invitation lines that ask for a time or a day (the failure class of shapes SELF and PLAN). */
const asksTime = /morning or afternoon|what time|which day|오전이야|몇 시|上午还是下午|几点|sáng hay chiều|mấy giờ|ngày nào/iu;

export const cases: EvalCase[] = [
  evalCase({
    id: 'r10chatq-en-1', type: 'persona-chat', language: 'en',
    input: { persona: 'chef', messages: [user('chef what’s the one dish you could eat every single day and never get sick of?')] },
    facts: [{ label: 'names its own dish', check: /rice|egg|soup|noodle|bread/iu }, { label: 'no misread illness', check: not(/you’re sick|you're sick|recover/iu) }],
  }),
  evalCase({
    id: 'r10chatq-en-2', type: 'persona-chat', language: 'en',
    input: { persona: 'kpop_female', messages: [user('OMG I just got accepted to my dream university!!! I’ve been waiting 4 months for this letter')] },
    facts: [{ label: 'congratulates', check: /congratulat/iu }, { label: 'names the university', check: /university/iu }],
  }),
  evalCase({
    id: 'r10chatq-en-3', type: 'persona-chat', language: 'en',
    input: { persona: 'childhood_friend', messages: [user('dude I’m back in town this weekend, let’s grab ramen saturday night at that place near our old school')] },
    facts: [{ label: 'accepts the ramen', check: /ramen/iu }, { label: 'names Saturday night', check: /saturday night/iu }, { label: 'never asks the time again', check: not(asksTime) }],
  }),
  evalCase({
    id: 'r10chatq-en-4', type: 'persona-chat', language: 'en',
    input: { persona: 'astrologer', messages: [user('going hiking in the mountains for the first time next week, do I need to bring proper hiking boots or are sneakers ok?')] },
    facts: [{ label: 'answers the shoes with a reason', check: /shoes|boots/iu }, { label: 'a tip for the hike', check: /hike|trail|route/iu }, { label: 'no thin question back', check: not(/Tell me a little more/iu) }],
  }),
  evalCase({
    id: 'r10chatq-vi-1', type: 'persona-chat', language: 'vi',
    input: { persona: 'kid', messages: [user('Bé ơi, lớn lên bé muốn làm nghề gì nè?')] },
    facts: [{ label: 'says what it wants to be', check: /muốn làm|phi hành gia|nhà khoa học/u }, { label: 'no question quoted back', check: not(/“Bé ơi/u) }],
  }),
  evalCase({
    id: 'r10chatq-vi-2', type: 'persona-chat', language: 'vi',
    input: { persona: 'psychologist', messages: [user('Em vừa nhận được học bổng toàn phần rồi chị ơi, mừng muốn khóc luôn')] },
    facts: [{ label: 'congratulates', check: /chúc mừng/iu }, { label: 'names the scholarship', check: /học bổng/u }, { label: 'no comfort for sadness', check: not(/nỗi buồn/u) }],
  }),
  evalCase({
    id: 'r10chatq-vi-3', type: 'persona-chat', language: 'vi',
    input: { persona: 'girl', messages: [user('Tối thứ 6 này đi xem phim với anh nhé, anh đặt vé rồi đó')] },
    facts: [{ label: 'accepts the movie', check: /phim/u }, { label: 'names Friday night', check: /thứ 6/u }, { label: 'never asks the time again', check: not(asksTime) }],
  }),
  evalCase({
    id: 'r10chatq-vi-4', type: 'persona-chat', language: 'vi',
    input: { persona: 'chef', messages: [user('Mai em đi picnic ở hồ Tây, có cần mang theo đá lạnh không anh?')] },
    facts: [{ label: 'answers the ice', check: /đá/u }, { label: 'a tip for the picnic', check: /picnic|bóng mát/iu }, { label: 'no “Mai” read as a person', check: not(/em với Mai/u) }],
  }),
  evalCase({
    id: 'r10chatq-ko-1', type: 'persona-chat', language: 'ko',
    input: { persona: 'detective', messages: [user('탐정님은 쉬는 날엔 주로 뭐 하세요?')] },
    facts: [{ label: 'says what it does on a day off', check: /쉬는 날엔[\s\S]*(?:걸|관찰)/u }, { label: 'no question quoted back', check: not(/“탐정님은/u) }],
  }),
  evalCase({
    id: 'r10chatq-ko-2', type: 'persona-chat', language: 'ko',
    input: { persona: 'childhood_friend', messages: [user('야 나 운전면허 드디어 땄다ㅋㅋㅋ 세 번 떨어지고 네 번 만에')] },
    facts: [{ label: 'congratulates the licence', check: /운전면허[\s\S]*축하/u }],
  }),
  evalCase({
    id: 'r10chatq-ko-3', type: 'persona-chat', language: 'ko',
    input: { persona: 'kpop_male', messages: [user('오빠 다음 달 팬사인회 가는데 뭐 준비해가야 돼요? 편지 써가도 돼요?')] },
    facts: [{ label: 'answers the letter', check: /편지/u }, { label: 'a tip for the fan sign', check: /팬사인회/u }, { label: 'no stock “practise harder”', check: not(/연습할게요/u) }],
  }),
  evalCase({
    id: 'r10chatq-ko-4', type: 'persona-chat', language: 'ko',
    input: { persona: 'girl', messages: [user('이번 주 일요일 점심에 한강 가서 자전거 타자! 내가 김밥 싸갈게')] },
    facts: [{ label: 'accepts the bike ride', check: /자전거/u }, { label: 'names Sunday lunch', check: /일요일 점심/u }, { label: 'no street-food stock line', check: not(/포장마차/u) }],
  }),
  evalCase({
    id: 'r10chatq-zh-1', type: 'persona-chat', language: 'zh',
    input: { persona: 'astrologer', messages: [user('你最害怕的东西是什么呀？')] },
    facts: [{ label: 'says what it fears', check: /怕|害怕|恐惧/u }, { label: 'asks it back', check: /你呢/u }],
  }),
  evalCase({
    id: 'r10chatq-zh-2', type: 'persona-chat', language: 'zh',
    input: { persona: 'girl', messages: [user('我升职了！！下班请你吃火锅好不好')] },
    facts: [{ label: 'congratulates the promotion', check: /升职[\s\S]*恭喜|恭喜[\s\S]*升职/u }, { label: 'accepts the hotpot', check: /火锅/u }, { label: 'never asks the time again', check: not(asksTime) }],
  }),
  evalCase({
    id: 'r10chatq-zh-3', type: 'persona-chat', language: 'zh',
    input: { persona: 'kid', messages: [user('明天去动物园，要带水壶吗？')] },
    facts: [{ label: 'answers the water bottle', check: /要带|带上|水/u }, { label: 'a tip for the zoo', check: /动物园/u }, { label: 'no “I am going to the zoo”', check: not(/我要去动物园/u) }],
  }),
  evalCase({
    id: 'r10chatq-zh-4', type: 'persona-chat', language: 'zh',
    input: { persona: 'detective', messages: [user('侦探，你今天累不累？')] },
    facts: [{ label: 'answers about its own day', check: /累|困|睡眠/u }, { label: 'no yawns read on the visitor', check: not(/你已经忍住/u) }],
  }),
  // Second pass: the failure classes of the first untuned read (round10-chatq.after.json), each as a class.
  evalCase({
    id: 'r10chatq-b-vi-1', type: 'persona-chat', language: 'vi',
    input: { persona: 'childhood_friend', messages: [user('Mày ơi tao mới đậu phỏng vấn công ty cũ của mày rồi đó, bất ngờ chưa')] },
    facts: [{ label: 'congratulates', check: /chúc mừng/iu }, { label: 'the company stays the persona’s', check: /công ty cũ của tao/u }, { label: 'never “your old company” back', check: not(/công ty cũ của mày/u) }],
  }),
  evalCase({
    id: 'r10chatq-b-vi-2', type: 'persona-chat', language: 'vi',
    input: { persona: 'kpop_female', messages: [user('Chị ơi lần đầu em đi fan meeting, có cần mang theo giấy tờ tùy thân không ạ?')] },
    facts: [{ label: 'answers the ID', check: /Có|chắc chắn/u }, { label: 'a fan meeting tip', check: /fan meeting/u }, { label: 'not a fan sign tip', check: not(/ký tặng/u) }],
  }),
  evalCase({
    id: 'r10chatq-b-ko-1', type: 'persona-chat', language: 'ko',
    input: { persona: 'chef', messages: [user('셰프님은 요리 안 할 때는 뭐 하면서 쉬세요?')] },
    facts: [{ label: 'tells its own day off', check: /쉬는 날/u }, { label: 'asks back', check: /너는|좋아해\?/u }, { label: 'no stock instant-food scolding', check: not(/인스턴트/u) }],
  }),
  evalCase({
    id: 'r10chatq-b-zh-1', type: 'persona-chat', language: 'zh',
    input: { persona: 'kid', messages: [user('我今天游泳比赛拿了第一名！！')] },
    facts: [{ label: 'congratulates', check: /恭喜|好厉害|太棒/u }, { label: 'names the first place', check: /第一名/u }, { label: 'no question quoted back', check: not(/“我今天/u) }],
  }),
  evalCase({
    id: 'r10chatq-b-en-1', type: 'persona-chat', language: 'en',
    input: { persona: 'girl', messages: [user('I hope I passed, results come out friday')] },
    facts: [{ label: 'waits with the visitor', check: /fingers crossed|whatever comes|waiting/iu }, { label: 'never congratulates nor “good mood”', check: not(/congratulat|good mood|celebrate/iu) }],
  }),
  evalCase({
    id: 'r10chatq-b-en-2', type: 'persona-chat', language: 'en',
    input: { persona: 'detective', messages: [user('do you like rainy days?')] },
    facts: [{ label: 'answers about rainy days', check: /rainy days\? .*\bI do\b/iu }, { label: 'asks it back', check: /do you like rainy days\?/iu }],
  }),
  evalCase({
    id: 'r10chatq-b-ko-2', type: 'persona-chat', language: 'ko',
    input: { persona: 'kpop_male', messages: [user('다음 주에 페스티벌 처음 가는데 뭐 챙겨 가야 돼요?')] },
    facts: [{ label: 'two or three concrete things', check: /물병[\s\S]*선크림[\s\S]*보조배터리/u }, { label: 'a festival tip', check: /페스티벌 팁/u }],
  }),
  evalCase({
    id: 'r10chatq-b-zh-2', type: 'persona-chat', language: 'zh',
    input: { persona: 'girl', messages: [user('没考上，好难过')] },
    facts: [{ label: 'comforts', check: /难过|可惜|抱抱/u }, { label: 'never congratulates nor asks the weather', check: not(/恭喜|下雨天/u) }],
  }),
];
