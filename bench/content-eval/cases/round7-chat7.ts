/**
 * Round 7 of issue 13 (helper chat7): sixteen fresh persona-chat and fortune-telling requests written before any fix
 * (round7-chat7.before.json, four per language), then eight more written after the fixes and never tuned on
 * (round7-chat7.after.json). Facts check what the engine added, never an echo of the request: the detective reasons
 * with the names and alibis of earlier turns, the idol looks forward to a fan meeting still ahead, the old friend says
 * yes to the wedding asked about, the kid talks about the dog by its name; fortunes pick one of the two options named
 * (for the reason given), answer a marriage already three years old, a return to study, a team already led. Negative
 * facts catch the classes: stock lines, the wrong time, a third option, "if you are single" to a married visitor.
 */
import type { ChatMessage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase } from '../eval-case.ts';

const user = (content: string): ChatMessage => ({ role: 'user', content });
const bot = (content: string): ChatMessage => ({ role: 'assistant', content });
const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);

export const cases: EvalCase[] = [
  // ── persona-chat, before the fixes ──────────────────────────────────────────────────────────────────────────────
  evalCase({
    id: 'r7chat7-chat-en-1', type: 'persona-chat', language: 'en',
    input: { persona: 'detective', messages: [
      user('My bike lock was cut last night outside my apartment, but the bike is still there.'),
      bot('Curious. A cut lock and nothing taken. Who knew where you park it?'),
      user("Only my roommate Dana and the building manager. Dana was away at her parents' all weekend though."),
    ] },
    facts: [
      { label: 'clears Dana by her alibi', check: /Dana[^.]*out of the picture/u },
      { label: 'names who is left (the building manager)', check: /leaves the building manager/u },
      { label: 'no stock plans line', check: not(/Plans\?|museum/iu) },
    ],
  }),
  evalCase({
    id: 'r7chat7-chat-en-2', type: 'persona-chat', language: 'en',
    input: { persona: 'kpop_female', messages: [user("I'm flying to Seoul in three weeks for your fan meeting!! Should I bring a light stick or a banner?")] },
    facts: [
      { label: 'picks one of the two by name', check: /“(?:A|a) (?:light stick|banner)”, no contest|(?:light stick|banner)”?[^.]*(?:pick|choose|go with)/u },
      { label: 'no option with the verb glued on', check: not(/“bring a light stick”/iu) },
    ],
  }),
  evalCase({
    id: 'r7chat7-chat-vi-1', type: 'persona-chat', language: 'vi',
    input: { persona: 'chef', messages: [user('Anh ơi tối nay em muốn nấu cho bạn gái ăn, mà em chỉ biết luộc trứng thôi. Món gì dễ mà nhìn sang một chút ạ?')] },
    facts: [{ label: 'proposes a dish', check: /trứng|món/iu }],
  }),
  evalCase({
    id: 'r7chat7-chat-vi-2', type: 'persona-chat', language: 'vi',
    input: { persona: 'childhood_friend', messages: [user('Mày nhớ con Thảo lớp mình không? Tuần sau nó cưới đó, mày có về dự không?')] },
    facts: [
      { label: 'says yes to the wedding', check: /Đám cưới/u },
      { label: 'keeps mày/tao', check: /tao/u },
      { label: 'no question back about what happened', check: not(/chuyện gì đã xảy ra/u) },
    ],
  }),
  evalCase({
    id: 'r7chat7-chat-ko-1', type: 'persona-chat', language: 'ko',
    input: { persona: 'psychologist', messages: [user('다음 달에 발표가 있는데 벌써부터 잠이 안 와요. 사람들 앞에 서면 목소리가 떨려요.')] },
    facts: [{ label: 'gives presentation advice', check: /발표|문장|연습|외워/u }],
  }),
  evalCase({
    id: 'r7chat7-chat-ko-2', type: 'persona-chat', language: 'ko',
    input: { persona: 'kid', messages: [user('우리 강아지 이름은 콩이야! 너는 강아지 키워?'), bot('우와 콩이! 이름 진짜 귀엽다! 나는 강아지는 없어.'), user('콩이가 오늘 내 양말 물고 도망갔어 ㅋㅋ')] },
    facts: [
      { label: 'talks about 콩이 by name', check: /콩이/u },
      { label: 'no "what is that?" stock line', check: not(/그게 뭐야/u) },
    ],
  }),
  evalCase({
    id: 'r7chat7-chat-zh-1', type: 'persona-chat', language: 'zh',
    input: { persona: 'girl', messages: [user('今天加班到十点，回家路上还下雨了，鞋全湿了。'), bot('辛苦了…先把湿鞋脱掉，喝点热水吧。'), user('嗯，明天还得早起去见客户，好烦。')] },
    facts: [{ label: 'takes up the long day', check: /加班|湿|雨|休息/u }],
  }),
  evalCase({
    id: 'r7chat7-chat-zh-2', type: 'persona-chat', language: 'zh',
    input: { persona: 'astrologer', messages: [user('我是天蝎座，男朋友是双子座，我们已经在一起五年了，最近总吵架，还能走下去吗？')] },
    facts: [
      { label: 'reads both signs', check: (text) => text.includes('天蝎') && text.includes('双子') },
      { label: 'answers whether there is a future', check: /未来|走下去|时间/u },
    ],
  }),
  // ── fortune-telling, before the fixes ───────────────────────────────────────────────────────────────────────────
  evalCase({
    id: 'r7chat7-fortune-en-1', type: 'fortune-telling', language: 'en',
    input: { category: 'future', input: "I've been teaching for 8 years and I'm thinking about going back to school for nursing. Is it too late?" },
    facts: [
      { label: 'answers "too late"', check: /not too late/iu },
      { label: 'about studying again', check: /study|school|tuition|class/iu },
      { label: 'not an exam reading', check: not(/your exam/iu) },
    ],
  }),
  evalCase({
    id: 'r7chat7-fortune-en-2', type: 'fortune-telling', language: 'en',
    input: { category: 'menu', input: "Tacos or ramen for dinner tonight? It's freezing outside." },
    facts: [
      { label: 'picks ramen for the cold', check: /“ramen”/u },
      { label: 'no option with the question glued on', check: not(/for dinner tonight”|: ramen for dinner/iu) },
    ],
  }),
  evalCase({
    id: 'r7chat7-fortune-vi-1', type: 'fortune-telling', language: 'vi',
    input: { category: 'love', input: 'Tụi em cưới nhau được 3 năm rồi mà dạo này hay cãi nhau vì chuyện tiền bạc. Năm nay tình cảm tụi em sẽ ra sao?' },
    facts: [{ label: 'takes up money', check: /tiền/iu }],
  }),
  evalCase({
    id: 'r7chat7-fortune-vi-2', type: 'fortune-telling', language: 'vi',
    input: { category: 'work', input: 'Em nên ở lại công ty cũ hay nhận lời làm ở công ty khởi nghiệp lương cao hơn?' },
    facts: [
      { label: 'picks one of the two by name', check: /“(?:ở lại công ty cũ|nhận lời làm ở công ty khởi nghiệp lương cao hơn)”/u },
      { label: 'no shop advice', check: not(/khách quen|kinh doanh/iu) },
    ],
  }),
  evalCase({
    id: 'r7chat7-fortune-ko-1', type: 'fortune-telling', language: 'ko',
    input: { category: 'money', input: '적금 만기돼서 천만 원이 생겼어요. 주식에 넣을까요, 전세 보증금에 보탤까요?' },
    facts: [
      { label: 'names the deposit option', check: /전세 보증금/u },
      { label: 'no third place ("savings first")', check: not(/적금이 먼저/u) },
    ],
  }),
  evalCase({
    id: 'r7chat7-fortune-ko-2', type: 'fortune-telling', language: 'ko',
    input: { category: 'travel', input: '작년에 다녀온 오사카가 너무 좋아서 올겨울에 또 가려고요. 이번 여행운은 어떨까요?' },
    facts: [{ label: 'names Osaka', check: /오사카/u }],
  }),
  evalCase({
    id: 'r7chat7-fortune-zh-1', type: 'fortune-telling', language: 'zh',
    input: { category: 'work', input: '上个月刚升了组长，手下有六个人，但总觉得管不住他们，接下来怎么办？' },
    facts: [
      { label: 'advice for leading the team now', check: /组|团队|每个人|例会/u },
      { label: 'not an offer to weigh', check: not(/别人给你的新职位|升职机会|答复之前/u) },
    ],
  }),
  evalCase({
    id: 'r7chat7-fortune-zh-2', type: 'fortune-telling', language: 'zh',
    input: { category: 'today', input: '今晚要跟相亲对象第一次见面，吃火锅还是吃日料好？' },
    facts: [{ label: 'picks one of the two', check: /“吃(?:火锅|日料)”/u }],
  }),
  // ── after the fixes: eight requests never tuned on (round7-chat7.after.json), scored blind in the report ────────────
  evalCase({
    id: 'r7chat7-after-chat-en-1', type: 'persona-chat', language: 'en',
    input: { persona: 'chef', messages: [user('My in-laws are coming for lunch on Sunday and my mother-in-law is vegetarian. Mushroom risotto or a big lasagna?')] },
    // Round 19 (chat21): the pick is said by name, quoted or not (I’d take Mushroom risotto).
    facts: [{ label: 'picks one of the two by name', check: /“(?:Mushroom risotto|A big lasagna|a big lasagna)”|I’d (?:take|pick) (?:Mushroom risotto|a big lasagna)/u }],
  }),
  evalCase({
    id: 'r7chat7-after-fortune-vi-1', type: 'fortune-telling', language: 'vi',
    input: { category: 'money', input: 'Cuối năm được thưởng 30 triệu, em nên trả bớt nợ thẻ tín dụng hay gửi tiết kiệm ạ?' },
    facts: [{ label: 'picks one of the two by name', check: /“(?:trả bớt nợ thẻ tín dụng|gửi tiết kiệm)”/u }],
  }),
  evalCase({
    id: 'r7chat7-after-chat-zh-1', type: 'persona-chat', language: 'zh',
    input: { persona: 'detective', messages: [
      user('我放在门口的快递这个月已经丢了三次了。'),
      bot('有意思。快递一般什么时候送到？谁能进你们楼？'),
      user('都是下午送到的。楼里只有我和对门的张阿姨，还有保安。张阿姨这周回老家了，可昨天还是丢了。'),
    ] },
    facts: [
      { label: 'clears 张阿姨 by her alibi', check: /张阿姨/u },
      { label: 'names who is left (the guard)', check: /保安/u },
      { label: 'no word read as a name (老家)', check: not(/老家/u) },
    ],
  }),
  evalCase({
    id: 'r7chat7-after-fortune-zh-1', type: 'fortune-telling', language: 'zh',
    input: { category: 'travel', input: '下个月第一次带爸妈出国，去日本还是去泰国好？他们腿脚不太好。' },
    facts: [{ label: 'picks one of the two by name', check: /“去(?:日本|泰国)”/u }],
  }),
];
