/**
 * Round 11 wave 2 of issue 13 (helper chat2): the twelve fresh chat requests written before any change
 * (round11b-chat2.before.json, three per language) and the wave-1 fortune leftovers. Positive facts check what a good
 * answer must carry (someone else's good news named as theirs with the visitor's own feeling, passive good news said back
 * as written with a question about it, a repeating signal weighed as a fault against a prank with a first test and the
 * time kept, the visitor's own news and the trust of being told first; a step of someone else's read for them, Korean
 * options without their "-는 게 나을까" tails); negative facts catch the failure classes ("you did it" for someone else's
 * news, an unrelated question, a thing gone missing, moving or job-change tips, a quoted fragment, a time asked again,
 * the visitor's own love life for a sister's meeting).
 */
import type { ChatMessage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase } from '../eval-case.ts';

const user = (content: string): ChatMessage => ({ role: 'user', content });
const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);

export const cases: EvalCase[] = [
  evalCase({
    id: 'r11bchat2-en-1', type: 'persona-chat', language: 'en',
    input: { persona: 'psychologist', messages: [user("My coworker got promoted to the team lead job we both applied for. I'm glad for him, honestly, but I'm also kind of jealous and I hate that.")] },
    facts: [{ label: 'the promotion is the coworker’s', check: /your coworker's promotion/u }, { label: 'names the jealousy as allowed', check: /jealous[\s\S]*allowed|allowed[\s\S]*jealous/iu }, { label: 'not the visitor’s own news', check: not(/congratulations|you did it|How lovely/iu) }],
  }),
  evalCase({
    id: 'r11bchat2-en-2', type: 'persona-chat', language: 'en',
    input: { persona: 'girl', messages: [user('guess what, my art teacher picked my drawing for the school exhibition!!')] },
    facts: [{ label: 'says the news back as written', check: /your art teacher picked your drawing for the school exhibition/u }, { label: 'congratulates', check: /congratulations|wonderful/iu }, { label: 'no echo request', check: not(/Tell me more about the school exhibition/u) }],
  }),
  evalCase({
    id: 'r11bchat2-en-3', type: 'persona-chat', language: 'en',
    input: { persona: 'detective', messages: [user("Every night around 2am my phone rings once from an unknown number and when I pick up there's just silence.")] },
    facts: [{ label: 'keeps the time', check: /2am/u }, { label: 'weighs a fault against a prank', check: /auto-dialler[\s\S]*prank/iu }, { label: 'a first test', check: /block the number/u }, { label: 'no fragment, nothing missing', check: not(/your phone rings once:|goes missing/iu) }],
  }),
  evalCase({
    id: 'r11bchat2-vi-1', type: 'persona-chat', language: 'vi',
    input: { persona: 'childhood_friend', messages: [user('Tao nghỉ việc rồi mày ạ. Mày là người đầu tiên tao kể đó.')] },
    facts: [{ label: 'answers the quitting', check: /Nghỉ việc rồi/u }, { label: 'answers the trust', check: /đầu tiên/u }, { label: 'no job-change hesitation tips', check: not(/Do dự chuyện chuyển việc|hạn chót/u) }],
  }),
  evalCase({
    id: 'r11bchat2-vi-2', type: 'persona-chat', language: 'vi',
    input: { persona: 'psychologist', messages: [user('Em gái em vừa đậu đại học Y, cả nhà mừng lắm, mà sao em thấy buồn buồn, như mình bị bỏ lại phía sau vậy.')] },
    facts: [{ label: 'the pass is the sister’s', check: /em gái em đậu đại học Y/u }, { label: 'names being left behind', check: /bị bỏ lại/u }, { label: 'never congratulates the visitor', check: not(/Chúc mừng em đã đậu/u) }],
  }),
  evalCase({
    id: 'r11bchat2-vi-3', type: 'persona-chat', language: 'vi',
    input: { persona: 'detective', messages: [user('Đêm nào đèn hành lang nhà em cũng tự bật lúc 3 giờ sáng dù không có ai.')] },
    facts: [{ label: 'keeps the time', check: /3 giờ sáng/u }, { label: 'a fault against a prank', check: /hẹn giờ[\s\S]*trò đùa/u }, { label: 'no fragment', check: not(/cũng đồ tự bật/u) }],
  }),
  evalCase({
    id: 'r11bchat2-ko-1', type: 'persona-chat', language: 'ko',
    input: { persona: 'girl', messages: [user('나 오늘 반장으로 뽑혔어! 완전 떨렸는데 ㅎㅎ')] },
    facts: [{ label: '반장으로 뽑힌 일을 그대로 축하한다', check: /반장으로 뽑[혔힌]/u }, { label: '뽑힌 일에 대해 묻는다', check: /어떻게 뽑힌|기분/u }, { label: '엉뚱한 질문 없음', check: not(/비 오는 날|좋아하는 계절/u) }],
  }),
  evalCase({
    id: 'r11bchat2-ko-2', type: 'persona-chat', language: 'ko',
    input: { persona: 'childhood_friend', messages: [user('나 걔랑 헤어졌어. 너한테 제일 먼저 말하는 거야.')] },
    facts: [{ label: '이별을 받는다', check: /헤어졌구나/u }, { label: '먼저 말해 준 믿음을 받는다', check: /먼저 말해 줘서 고마워/u }, { label: '프로필 팁 없음', check: not(/프로필/u) }],
  }),
  evalCase({
    id: 'r11bchat2-ko-3', type: 'persona-chat', language: 'ko',
    input: { persona: 'detective', messages: [user('새벽마다 누가 현관문을 두드리는데 나가 보면 아무도 없어요.')] },
    facts: [{ label: '고장과 장난을 견준다', check: /고장[\s\S]*장난/u }, { label: '첫 실험', check: /실험/u }, { label: '없어진 물건 없음', check: not(/없어지는|사라지는 물건/u) }],
  }),
  evalCase({
    id: 'r11bchat2-zh-1', type: 'persona-chat', language: 'zh',
    input: { persona: 'girl', messages: [user('今天我的作文被老师当着全班念了，还被夸了！')] },
    facts: [{ label: '照原话说回好消息', check: /你的作文被老师当着全班念了/u }, { label: '问夸了什么', check: /夸的是哪一点/u }, { label: '没有空泛的二选一', check: not(/你想先从哪儿聊/u) }],
  }),
  evalCase({
    id: 'r11bchat2-zh-2', type: 'persona-chat', language: 'zh',
    input: { persona: 'psychologist', messages: [user('闺蜜买房了，我替她高兴，但又有点嫉妒，觉得自己很差劲。')] },
    facts: [{ label: '买房是闺蜜的', check: /你闺蜜买房/u }, { label: '接住嫉妒', check: /嫉妒/u }, { label: '不只说喜悦', check: not(/我感受到了你的喜悦/u) }],
  }),
  evalCase({
    id: 'r11bchat2-zh-3', type: 'persona-chat', language: 'zh',
    input: { persona: 'childhood_friend', messages: [user('我下个月要去国外读书了，第一个就告诉你。')] },
    facts: [{ label: '接住出国', check: /出国/u }, { label: '接住信任', check: /第一个告诉我/u }, { label: '不再问时间', check: not(/什么时候走/u) }],
  }),
  evalCase({
    id: 'r11bchat2-fort-en', type: 'fortune-telling', language: 'en',
    input: { category: 'love', input: "my sister is meeting her boyfriend's parents this weekend, will it go well?" },
    facts: [{ label: 'read for the sister', check: /your sister/u }, { label: 'her step as written', check: /meeting her boyfriend's parents/u }, { label: 'not the visitor’s love life', check: not(/Your love reading|for a date/u) }],
  }),
  evalCase({
    id: 'r11bchat2-fort-ko', type: 'fortune-telling', language: 'ko',
    input: { category: 'future', input: '지금 회사에 남는 게 나을까요 아니면 이직하는 게 나을까요?' },
    facts: [{ label: '두 선택지를 이름으로', check: /남는 것[\s\S]*이직하는 것|이직하는 것[\s\S]*남는 것/u }, { label: '꼬리 없는 선택지', check: not(/나을까’/u) }],
  }),
];
