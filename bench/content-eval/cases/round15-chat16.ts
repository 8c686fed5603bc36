/**
 * Round 15, second wave of issue 13 (helper chat16): the twelve fresh chat requests written before any change
 * (round15-chat16.before.json, three per language) and eight held-out requests of the same classes. Positive facts
 * check what a good answer must carry: the worry beside a fan event, the context of a decision to end a relationship,
 * the dough or bake failure's own cause, the event behind a feeling told apart, the visitor's own work weighed, the
 * reluctance told back. Negative facts catch the failure classes: the concert frame's "see you there", the decision
 * take's "I'd lean yes", meat's "against the grain", the not-rising rescue, an echo, a topic drawn from one word.
 */
import type { ChatMessage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase } from '../eval-case.ts';

const user = (content: string): ChatMessage => ({ role: 'user', content });
const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
const fanFrame = /Tuần sau đến hả|cả nhóm tập càng chăm|下周要来吗|更努力排练|오늘 거기 있었어요|Thanks for coming/u;
const leanYes = /I'd lean yes|nghiêng về có|我倾向于做|하는 쪽이에요|하는 쪽이야/u;
const riseRescue = /bread pudding|pudding bánh mì|面包布丁|빵 푸딩|not rising right|không nở như ý|没发好/u;

export const cases: EvalCase[] = [
  evalCase({
    id: 'r15chat16-en-1', type: 'persona-chat', language: 'en',
    input: { persona: 'childhood_friend', messages: [user('my sister got engaged and told like everyone before me lol. not mad just kinda stung ngl')] },
    facts: [{ label: 'the event told back', check: /your sister got engaged and told/u }, { label: 'no wedding-day line', check: not(/a big day for them/u) }],
  }),
  evalCase({
    id: 'r15chat16-en-2', type: 'persona-chat', language: 'en',
    input: { persona: 'chef', messages: [user('why do my brownies always come out cakey instead of fudgy')] },
    facts: [{ label: 'the cakey cause', check: /too much flour or egg/u }, { label: 'eggs not beaten to a foam', check: /foam/u }, { label: 'no general ask', check: not(/one of four things/u) }],
  }),
  evalCase({
    id: 'r15chat16-en-3', type: 'persona-chat', language: 'en',
    input: { persona: 'psychologist', messages: [user('my boyfriend keeps canceling our plans last minute, third time this month. should i just end it?')] },
    facts: [{ label: 'the context told back', check: /canceling your plans/u }, { label: 'the ending take', check: /answer in itself/u }, { label: 'no lean-yes', check: not(leanYes) }],
  }),
  evalCase({
    id: 'r15chat16-vi-1', type: 'persona-chat', language: 'vi',
    input: { persona: 'kpop_female', messages: [user('chị ơi tuần sau em đi fansign rồi mà em run quá, sợ gặp chị xong nói không ra lời luôn')] },
    facts: [{ label: 'the words worry taken up', check: /nói không ra lời/u }, { label: 'a sentence written down', check: /viết sẵn/u }, { label: 'no fan frame', check: not(fanFrame) }],
  }),
  evalCase({
    id: 'r15chat16-vi-2', type: 'persona-chat', language: 'vi',
    input: { persona: 'girl', messages: [user('em vẽ tranh tặng sinh nhật bạn thân mà nó chỉ nói ừ cảm ơn. em vẽ có xấu quá không')] },
    facts: [{ label: 'the question answered', check: /không nghĩ vậy/u }, { label: 'the short reply weighed', check: /phản ứng cụt lủn/u }],
  }),
  evalCase({
    id: 'r15chat16-vi-3', type: 'persona-chat', language: 'vi',
    input: { persona: 'chef', messages: [user('anh ơi bánh bông lan em nướng ra lò cứ bị lún ở giữa là sao ạ')] },
    facts: [{ label: 'the sinking cause', check: /chưa chín tới/u }, { label: 'the skewer test', check: /xiên que/u }, { label: 'no rise rescue', check: not(riseRescue) }],
  }),
  evalCase({
    id: 'r15chat16-ko-1', type: 'persona-chat', language: 'ko',
    input: { persona: 'childhood_friend', messages: [user('오늘 팀장님한테 발표 준비 안 해왔냐고 한소리 들었어.. 진짜 우울하다')] },
    facts: [{ label: 'the scolding told back', check: /한소리 들었구나/u }, { label: 'the feeling taken up', check: /우울하구나/u }],
  }),
  evalCase({
    id: 'r15chat16-ko-2', type: 'persona-chat', language: 'ko',
    input: { persona: 'psychologist', messages: [user('학교 가기 싫어요. 그냥 다 그만두고 싶다')] },
    facts: [{ label: 'the reluctance told back', check: /학교 가기 싫으시군요/u }, { label: 'no echo', check: not(/학교 가기 싫어요\?/u) }, { label: 'no job quitting', check: not(/퇴사/u) }],
  }),
  evalCase({
    id: 'r15chat16-ko-3', type: 'persona-chat', language: 'ko',
    input: { persona: 'astrologer', messages: [user('저 물병자리인데요 이번 달에 이직해도 괜찮을까요?')] },
    facts: [{ label: 'the sign named', check: /물병자리/u }, { label: 'the job change weighed', check: /회사|이직/u }],
  }),
  evalCase({
    id: 'r15chat16-zh-1', type: 'persona-chat', language: 'zh',
    input: { persona: 'kpop_male', messages: [user('下个月去首尔看你们的演唱会，但是我一个人去有点害怕，语言也不通')] },
    facts: [{ label: 'going alone taken up', check: /一个人来的粉丝/u }, { label: 'the language worry', check: /翻译/u }, { label: 'no new-place line', check: not(/熟客|新地方/u) }],
  }),
  evalCase({
    id: 'r15chat16-zh-2', type: 'persona-chat', language: 'zh',
    input: { persona: 'chef', messages: [user('我做的葱油饼总是又干又硬，怎么回事啊')] },
    facts: [{ label: 'the dough named', check: /面/u }, { label: 'resting the dough', check: /醒/u }, { label: 'no meat advice', check: not(/逆着纹路/u) }],
  }),
  evalCase({
    id: 'r15chat16-zh-3', type: 'persona-chat', language: 'zh',
    input: { persona: 'psychologist', messages: [user('我男朋友总是不回我消息，我该不该跟他分手')] },
    facts: [{ label: 'the context told back', check: /不回你消息/u }, { label: 'the ending take', check: /本身就是答案/u }, { label: 'no lean-yes', check: not(leanYes) }],
  }),
  // Held out (not in the before-set): the same classes in other words.
  evalCase({
    id: 'r15chat16-en-4', type: 'persona-chat', language: 'en',
    input: { persona: 'chef', messages: [user('my chocolate chip cookies keep spreading into one giant flat sheet, what am i doing wrong')] },
    facts: [{ label: 'the spreading cause', check: /butter/u }, { label: 'chill the dough', check: /Chill the dough/u }, { label: 'no rise rescue', check: not(riseRescue) }],
  }),
  evalCase({
    id: 'r15chat16-en-5', type: 'persona-chat', language: 'en',
    input: { persona: 'childhood_friend', messages: [user('sang at karaoke tonight and everyone went quiet after. am i just bad at singing lol')] },
    facts: [{ label: 'the event told back', check: /you sang at karaoke/u }, { label: 'the question answered', check: /I don't think so/u }],
  }),
  evalCase({
    id: 'r15chat16-vi-4', type: 'persona-chat', language: 'vi',
    input: { persona: 'childhood_friend', messages: [user('ổng cứ đi nhậu tới khuya hoài. tao có nên chia tay không mày')] },
    facts: [{ label: 'the context told back', check: /đi nhậu tới khuya/u }, { label: 'no breakup-topic line', check: not(/Chia tay rồi hả/u) }, { label: 'no lean-yes', check: not(leanYes) }],
  }),
  evalCase({
    id: 'r15chat16-vi-5', type: 'persona-chat', language: 'vi',
    input: { persona: 'childhood_friend', messages: [user('tao không muốn đi học nữa mày ơi, chán lắm')] },
    facts: [{ label: 'the reluctance told back', check: /không muốn đi học/u }, { label: 'the heaviest part asked', check: /khó nhất/u }],
  }),
  evalCase({
    id: 'r15chat16-ko-4', type: 'persona-chat', language: 'ko',
    input: { persona: 'kpop_male', messages: [user('오빠 다음주에 팬싸 가는데 너무 떨려요 무슨 말 하죠')] },
    facts: [{ label: 'the words worry taken up', check: /말이 안 나와도/u }, { label: 'no fan frame', check: not(fanFrame) }],
  }),
  evalCase({
    id: 'r15chat16-ko-5', type: 'persona-chat', language: 'ko',
    input: { persona: 'psychologist', messages: [user('남자친구가 자꾸 거짓말을 해요. 헤어져야 할까요?')] },
    facts: [{ label: 'the ending take', check: /답이기도 해요/u }, { label: 'no echo', check: not(/거짓말을 해요\?/u) }],
  }),
  evalCase({
    id: 'r15chat16-zh-4', type: 'persona-chat', language: 'zh',
    input: { persona: 'kpop_female', messages: [user('下周看演唱会，但是最近失眠严重，怕没精神')] },
    facts: [{ label: 'the sleep worry taken up', check: /睡不好|休息/u }, { label: 'no fan frame', check: not(fanFrame) }],
  }),
  evalCase({
    id: 'r15chat16-zh-5', type: 'persona-chat', language: 'zh',
    input: { persona: 'childhood_friend', messages: [user('我给男朋友织了条围巾，他就说了句还行。我是不是织得很丑啊')] },
    facts: [{ label: 'the question answered', check: /不这么觉得/u }, { label: 'the short reply weighed', check: /简短的反应/u }],
  }),
];
