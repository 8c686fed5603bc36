/** Evaluation requests for persona chat (issue 13): a reply must answer what the visitor actually said. */
import { evalCase, type EvalCase } from '../eval-case.ts';
import type { ChatMessage } from '../../../supabase/functions/_shared/contract/content-types.ts';

const user = (content: string): ChatMessage => ({ role: 'user', content });
const assistant = (content: string): ChatMessage => ({ role: 'assistant', content });
const not = (pattern: RegExp) => (text: string) => !pattern.test(text);

/** Persona-chat cases, five per language. */
export const cases: EvalCase[] = [
  evalCase({
    id: 'chat-en-1', type: 'persona-chat', language: 'en',
    input: { persona: 'detective', messages: [user('Someone stole my bike from outside my apartment last night. What should I do?')] },
    facts: [
      { label: 'talks about the stolen bike', check: /\b(?:bike|bicycle|theft|thief|stolen|stole)\b/i },
      { label: 'suggests a concrete step (police, report, cameras, serial number)', check: /police|report|camera|cctv|serial|footage|neighbou?r/i },
    ],
  }),
  evalCase({
    id: 'chat-en-2', type: 'persona-chat', language: 'en',
    input: { persona: 'kpop_male', messages: [user('I am so nervous, I have a job interview tomorrow morning')] },
    facts: [
      { label: 'mentions the interview', check: /interview/i },
      { label: 'reassures or encourages', check: /you(?:'|’)ll|you can|you got|got this|show them|believe|nail|fighting|proud|ready|breathe|fine/i },
    ],
  }),
  evalCase({
    id: 'chat-en-3', type: 'persona-chat', language: 'en',
    input: { persona: 'girl', messages: [user('I caught a cold so I am making some chicken soup')] },
    facts: [
      { label: 'reacts to the cold or being sick', check: /\b(?:cold|sick|ill|flu|rest|feel better|get well|recover)/i },
      { label: 'does not talk about fried chicken', check: not(/fried chicken/i) },
    ],
  }),
  evalCase({
    id: 'chat-en-4', type: 'persona-chat', language: 'en',
    input: { persona: 'psychologist', messages: [user('I had a big fight with my best friend'), assistant('That sounds painful. What happened?'), user('She has not answered my messages for three days now.')] },
    facts: [
      { label: 'talks about the friend or the fight', check: /friend|fight|argument|falling-out|quarrel/i },
      { label: 'acknowledges the silence or waiting', check: /silence|messages?|answer|repl|waiting|three days|hear(?:ing)? back|quiet/i },
    ],
  }),
  evalCase({
    id: 'chat-en-5', type: 'persona-chat', language: 'en',
    input: { persona: 'chef', messages: [user('My grandma is in the hospital and I can’t focus on anything')] },
    facts: [
      { label: 'mentions the grandmother, family or hospital', check: /grand(?:ma|mother|mum)|hospital|family/i },
      { label: 'shows care', check: /sorry|worr|with you|here for|here if you|hang in|take care|your care|hard|heavy|eat something|soup/i },
    ],
  }),
  evalCase({
    id: 'chat-ko-1', type: 'persona-chat', language: 'ko',
    input: { persona: 'childhood_friend', messages: [user('우리 아파트 앞에 세워둔 자전거를 누가 훔쳐 갔어')] },
    facts: [
      { label: '자전거나 도난 이야기를 한다', check: /자전거|도둑|훔쳐|도난|잃어버/ },
      { label: '감기나 아픈 이야기로 새지 않는다', check: not(/감기|아프|아파|병원/) },
    ],
  }),
  evalCase({
    id: 'chat-ko-2', type: 'persona-chat', language: 'ko',
    input: { persona: 'chef', messages: [user('오늘 저녁 뭐 해 먹지? 냉장고에 계란이랑 김치밖에 없어')] },
    facts: [
      { label: '계란이나 김치로 할 요리를 말한다', check: /계란|달걀|김치|볶음밥|계란말이|김치찌개/ },
    ],
  }),
  evalCase({
    id: 'chat-ko-3', type: 'persona-chat', language: 'ko',
    input: { persona: 'psychologist', messages: [user('회사에서 팀장님한테 혼나서 하루 종일 기분이 안 좋아')] },
    facts: [
      { label: '회사나 상사 이야기를 한다', check: /팀장|상사|회사|직장|혼난|혼나/ },
      { label: '기분을 알아준다', check: /속상|마음|기분|힘들|서운|괜찮/ },
    ],
  }),
  evalCase({
    id: 'chat-ko-4', type: 'persona-chat', language: 'ko',
    input: { persona: 'astrologer', messages: [user('다음 주에 이사 가는데 날짜 괜찮을까?')] },
    facts: [{ label: '이사 이야기를 한다', check: /이사|새 집|새집|이삿/ }],
  }),
  evalCase({
    id: 'chat-ko-5', type: 'persona-chat', language: 'ko',
    input: { persona: 'kid', messages: [user('우리 강아지가 아파서 병원에 갔어')] },
    facts: [
      { label: '강아지 이야기를 한다', check: /강아지|멍멍|댕댕/ },
      { label: '걱정하거나 낫기를 바란다', check: /걱정|나을|낫|괜찮|아프지|힘내|빨리/ },
    ],
  }),
  evalCase({
    id: 'chat-vi-1', type: 'persona-chat', language: 'vi',
    input: { persona: 'girl', messages: [user('Mình định mở quán cà phê nhỏ ở Đà Lạt, bạn thấy sao?')] },
    facts: [
      { label: 'nói về việc mở quán / kinh doanh', check: /mở quán|quán|kinh doanh|khởi nghiệp|buôn bán/i },
      { label: 'không coi đó là chuyện đói bụng', check: not(/đói|bụng/i) },
    ],
  }),
  evalCase({
    id: 'chat-vi-2', type: 'persona-chat', language: 'vi',
    input: { persona: 'psychologist', messages: [user('Dạo này mình mất ngủ, đêm nào cũng thức tới 3 giờ sáng')] },
    facts: [{ label: 'nói về giấc ngủ', check: /ngủ|giấc|thức khuya|mất ngủ/i }],
  }),
  evalCase({
    id: 'chat-vi-3', type: 'persona-chat', language: 'vi',
    input: { persona: 'detective', messages: [user('Sáng nay mình bị mất ví trên xe buýt, giờ phải làm sao?')] },
    facts: [
      { label: 'nói về cái ví bị mất', check: /\bví\b|mất|móc túi|trộm/i },
      { label: 'gợi ý một bước cụ thể (báo, gọi nhà xe, khóa thẻ)', check: /báo|công an|nhà xe|khóa thẻ|ngân hàng|camera|tổng đài/i },
    ],
  }),
  evalCase({
    id: 'chat-vi-4', type: 'persona-chat', language: 'vi',
    input: { persona: 'kpop_female', messages: [user('Tuần sau mình thi đại học, lo quá')] },
    facts: [
      { label: 'nói về kỳ thi', check: /thi/i },
      { label: 'động viên', check: /cố lên|làm được|tin|fighting|ổn|giỏi|bình tĩnh/i },
    ],
  }),
  evalCase({
    id: 'chat-vi-5', type: 'persona-chat', language: 'vi',
    input: { persona: 'childhood_friend', messages: [user('Nhớ hồi nhỏ tụi mình hay thả diều ngoài đồng không?')] },
    facts: [{ label: 'nhắc lại kỷ niệm thả diều / hồi nhỏ', check: /diều|hồi nhỏ|ngày xưa|hồi đó|tuổi thơ|kỷ niệm/i }],
  }),
  evalCase({
    id: 'chat-zh-1', type: 'persona-chat', language: 'zh',
    input: { persona: 'chef', messages: [user('我感冒了，想喝点鸡汤')] },
    facts: [
      { label: '回应感冒或汤', check: /感冒|生病|身体|汤|休息/ },
      { label: '没有扯到炸鸡', check: not(/炸鸡/) },
    ],
  }),
  evalCase({
    id: 'chat-zh-2', type: 'persona-chat', language: 'zh',
    input: { persona: 'psychologist', messages: [user('我和男朋友吵架了，他两天没理我')] },
    facts: [
      { label: '说到男朋友或吵架', check: /男朋友|吵架|另一半|他|争吵|矛盾/ },
      { label: '体谅心情', check: /难受|委屈|心里|感受|不好受|难过|累/ },
    ],
  }),
  evalCase({
    id: 'chat-zh-3', type: 'persona-chat', language: 'zh',
    input: { persona: 'kid', messages: [user('我家的猫今天第一次抓到了老鼠！')] },
    facts: [{ label: '说到猫', check: /猫/ }],
  }),
  evalCase({
    id: 'chat-zh-4', type: 'persona-chat', language: 'zh',
    input: { persona: 'detective', messages: [user('我的自行车在小区楼下被偷了，怎么办？')] },
    facts: [
      { label: '说到自行车被偷', check: /自行车|单车|偷|失窃|小偷/ },
      { label: '给出具体办法（报警、监控、物业）', check: /报警|监控|物业|派出所|保安|登记/ },
    ],
  }),
  evalCase({
    id: 'chat-zh-5', type: 'persona-chat', language: 'zh',
    input: { persona: 'astrologer', messages: [user('我想换工作，但是一直很犹豫')] },
    facts: [{ label: '说到换工作', check: /换工作|跳槽|工作|新的机会|职业/ }],
  }),
];
