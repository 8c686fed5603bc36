/**
 * Evaluation cases from the second blind read (docs/blind-reads/2026-11-24-second-read.*, rows 9–24): eight persona-chat
 * and eight fortune-telling requests nobody had tuned on, with the facts the reviewer's notes ask for — the chat answers
 * the question the visitor framed (a dish from the listed ingredients, reasoning about the clues of a case, the comeback
 * question, the two signs' compatibility, the kid's lunch and the slide, an invitation accepted or planned) in the
 * visitor's register; the fortune answers its category about what was written (the gym crush, paying off an instalment
 * already made, a warm dish on a rainy day, Haeundae and the weather, numbers from the zodiac year).
 * At the end, eight requests written after the fixes (two per language) that were never tuned on.
 */
import type { ChatMessage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase } from '../eval-case.ts';

const user = (content: string): ChatMessage => ({ role: 'user', content });
const assistant = (content: string): ChatMessage => ({ role: 'assistant', content });
const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
/** The answer does not open by quoting fragments of the visitor's message. */
const noQuotedOpening = not(/^[^.!?。！？]{0,40}[“"‘'「][^”"’'」]{1,20}[”"’'」][^.!?。！？]{0,12}(?:và|and|和|랑|이랑|hay|or)\s*[“"‘'「]/u);

export const cases: EvalCase[] = [
  // ── persona-chat ────────────────────────────────────────────────────────────────────────────────────────────────
  evalCase({
    id: 'blind2-chat-en-1', type: 'persona-chat', language: 'en',
    input: { persona: 'chef', messages: [user("I have leftover rice, two eggs, half an onion and some frozen peas. It's 11pm and I'm starving. What do I make?")] },
    facts: [
      { label: 'suggests fried rice or an egg dish from what is there', check: /fried rice|omelet|omelette|scrambl|egg/i },
      { label: 'does not push instant noodles', check: not(/instant noodles|ramen/i) },
    ],
  }),
  evalCase({
    id: 'blind2-chat-en-2', type: 'persona-chat', language: 'en',
    input: { persona: 'detective', messages: [user("Someone keeps eating my yogurt from the office fridge. It's always on Mondays. Only 4 people have keys to the break room. Help me catch them.")] },
    facts: [
      { label: 'reasons about the Monday pattern', check: /Monday/i },
      { label: 'reasons about the four keyholders', check: /\b(?:four|4)\b[^.!?]{0,40}(?:keys?|people|suspects|names|holders)|suspects|keyholders?|key ?holders/i },
      { label: 'talks about the yogurt or a trap for the thief', check: /yog(?:h)?urt|trap|label|mark|note/i },
      { label: 'does not ask what to investigate', check: not(/what would you like me to investigate/i) },
    ],
  }),
  evalCase({
    id: 'blind2-chat-vi-1', type: 'persona-chat', language: 'vi',
    input: { persona: 'psychologist', messages: [user('Dạo này em hay mất ngủ, cứ nằm là nghĩ về deadline ở công ty, sáng dậy thì mệt rã rời. Em nên làm gì ạ?')] },
    facts: [
      { label: 'gives sleep advice', check: /ngủ|giường|đồng hồ|cà phê|thức dậy|giờ dậy/iu },
      { label: 'does not open with quoted fragments', check: noQuotedOpening },
      { label: 'calls the visitor "em", never "bạn"', check: not(/(?<![\p{L}])[Bb]ạn(?! bè| thân| trai| gái| đời| học| cùng)(?![\p{L}])/u) },
    ],
  }),
  evalCase({
    id: 'blind2-chat-vi-2', type: 'persona-chat', language: 'vi',
    input: { persona: 'childhood_friend', messages: [user('Ê mày, nhớ hồi lớp 5 tụi mình trốn học đi bắn bi sau nhà văn hóa không? Tuần sau tao về quê, đi cà phê nha')] },
    facts: [
      { label: 'takes up the coffee invitation', check: /cà phê|cafe|cà fê/iu },
      { label: 'answers in the mày/tao register', check: /(?<![\p{L}])(?:mày|tao)(?![\p{L}])/iu },
      { label: 'no "cậu" against the mày/tao register', check: not(/(?<![\p{L}])[Cc]ậu(?![\p{L}])/u) },
    ],
  }),
  evalCase({
    id: 'blind2-chat-ko-1', type: 'persona-chat', language: 'ko',
    input: { persona: 'kpop_female', messages: [user('언니 오늘 콘서트 진짜 최고였어요!! 앵콜 때 울었어요 ㅠㅠ 다음 컴백은 언제예요?')] },
    facts: [
      { label: 'reacts to the concert or the encore', check: /콘서트|공연|앵콜|앙코르|무대/u },
      { label: 'answers the comeback question', check: /컴백/u },
      { label: 'does not ask about work songs', check: not(/노동요/u) },
    ],
  }),
  evalCase({
    id: 'blind2-chat-ko-2', type: 'persona-chat', language: 'ko',
    input: { persona: 'astrologer', messages: [user('저 전갈자리인데 요즘 남자친구랑 자꾸 싸워요. 걔는 쌍둥이자리예요. 우리 궁합 괜찮은 거 맞아요?')] },
    facts: [
      { label: 'talks about Scorpio and Gemini', check: (text) => /전갈/u.test(text) && /쌍둥이/u.test(text) },
      { label: 'talks about their compatibility', check: /궁합|맞|어울|원소|물|바람|공기/u },
      { label: 'no plain banmal line to a polite visitor (-어. / -야.)', check: not(/(?:없어|거야|했어|였어|이야)[.?!]/u) },
    ],
  }),
  evalCase({
    id: 'blind2-chat-zh-1', type: 'persona-chat', language: 'zh',
    input: { persona: 'kid', messages: [user('小朋友，你今天在幼儿园吃了什么呀？有没有和同学玩滑滑梯？')] },
    facts: [
      { label: 'says what it ate', check: /吃了/u },
      { label: 'talks about the slide', check: /滑滑梯|滑梯/u },
      { label: 'does not misread it as being hungry', check: not(/我也饿了/u) },
    ],
  }),
  evalCase({
    id: 'blind2-chat-zh-2', type: 'persona-chat', language: 'zh',
    input: {
      persona: 'girl',
      messages: [
        user('我今天加班到十点，地铁上还被人踩了一脚，好烦啊'),
        assistant('啊，辛苦了！十点才下班也太累了吧，脚没事吧？'),
        user('脚还好，就是心累。你周末有空吗，想去西湖边走走'),
      ],
    },
    facts: [
      { label: 'answers the weekend invitation', check: /周末|西湖/u },
      { label: 'accepts, declines or plans it', check: /好呀|好啊|好的|有空|走吧|走起|去吧|一起|约|几点|没空|下次|一定到|算我一个|见吧/u },
    ],
  }),

  // ── fortune-telling ─────────────────────────────────────────────────────────────────────────────────────────────
  evalCase({
    id: 'blind2-fortune-en-1', type: 'fortune-telling', language: 'en',
    input: { category: 'work', input: 'I have a job interview at a marketing agency on Thursday at 10am. Will it go well?' },
    facts: [{ label: 'talks about the interview', check: /interview/i }],
  }),
  evalCase({
    id: 'blind2-fortune-en-2', type: 'fortune-telling', language: 'en',
    input: { category: 'menu', input: "Lunch break, I'm near a food court, feeling lazy and it's raining. What should I eat?" },
    facts: [
      { label: 'no yes/no answer to a what-question', check: not(/reading says (?:yes|no)|short answer|\byes\b—|answer is (?:yes|no)/i) },
      { label: 'suggests something warm for the rain', check: /soup|stew|ramen|pho|phở|noodle soup|hot pot|curry|congee|porridge|udon|warm/i },
      { label: 'no cold dish on a rainy day', check: not(/cold noodles|iced|naengmyeon|salad/i) },
      { label: 'no doubled word', check: not(/\b(\w+) \1\b/i) },
    ],
  }),
  evalCase({
    id: 'blind2-fortune-vi-1', type: 'fortune-telling', language: 'vi',
    input: { category: 'love', input: 'Em thích một anh cùng phòng gym 2 tháng rồi mà chưa dám bắt chuyện. Tháng này có cơ hội không ạ?' },
    facts: [
      { label: 'talks about the man from the gym', check: /gym|phòng tập/iu },
      { label: 'does not call it health', check: not(/sức khỏe/iu) },
      { label: 'talks about starting a conversation', check: /bắt chuyện|mở lời|chào|hỏi|nói chuyện/iu },
    ],
  }),
  evalCase({
    id: 'blind2-fortune-vi-2', type: 'fortune-telling', language: 'vi',
    input: { category: 'money', input: 'Tháng này em lỡ mua cái iPhone trả góp, lương thì chưa về. Tài chính tuần tới thế nào?' },
    facts: [
      { label: 'talks about paying the instalments', check: /trả góp|kỳ trả|khoản góp|trả nợ|kỳ góp/iu },
      { label: 'does not tell them to wait before buying', check: not(/trước khi ký|đợi thêm một tháng|so sánh ba nơi/iu) },
    ],
  }),
  evalCase({
    id: 'blind2-fortune-ko-1', type: 'fortune-telling', language: 'ko',
    input: { category: 'travel', input: '다음 주에 친구랑 부산 2박 3일 여행 가요. 해운대 갈 건데 날씨랑 운 괜찮을까요?' },
    facts: [
      { label: 'keeps Busan', check: /부산/u },
      { label: 'talks about Haeundae', check: /해운대/u },
      { label: 'talks about the weather', check: /날씨|비|바람|우산|햇살|맑|기온|쌀쌀|더위/u },
      { label: 'does not turn the friend into a friendship question', check: not(/우정을 생각/u) },
    ],
  }),
  evalCase({
    id: 'blind2-fortune-ko-2', type: 'fortune-telling', language: 'ko',
    input: { category: 'health', input: '요즘 야근 때문에 허리가 아프고 커피를 하루에 다섯 잔씩 마셔요. 건강운 어때요?' },
    facts: [
      { label: 'talks about the back', check: /허리/u },
      { label: 'talks about the coffee', check: /커피|카페인/u },
    ],
  }),
  evalCase({
    id: 'blind2-fortune-zh-1', type: 'fortune-telling', language: 'zh',
    input: { category: 'future', input: '我今年28岁，在深圳做程序员，想辞职回老家开一家奶茶店，未来会怎么样？' },
    facts: [{ label: 'talks about opening the shop', check: /店/u }],
  }),
  evalCase({
    id: 'blind2-fortune-zh-2', type: 'fortune-telling', language: 'zh',
    input: { category: 'lucky_number', input: '明天要去买彩票，给我一个幸运数字吧，我是属兔的' },
    facts: [
      { label: 'uses the Rabbit sign', check: /兔/u },
      { label: 'gives a number', check: /\d/u },
    ],
  }),

  // ── eight requests written after the fixes (never tuned on), two per language ────────────────────────────────────
  evalCase({
    id: 'own2-chat-en-1', type: 'persona-chat', language: 'en',
    input: {
      persona: 'girl',
      messages: [user('ugh my shift ran late again'), assistant('Oh no, you must be exhausted! Did you at least get a break?'), user('barely lol. want to grab ramen tomorrow night after I get off?')],
    },
    facts: [
      { label: 'answers the ramen invitation', check: /ramen/i },
      { label: 'accepts or plans it', check: /\b(?:yes|in|deal|perfect|time|there|free)\b/i },
      { label: 'does not give cooking tips', check: not(/stir-fr|salt|heat high|recipe/i) },
    ],
  }),
  evalCase({
    id: 'own2-fortune-en-1', type: 'fortune-telling', language: 'en',
    input: { category: 'money', input: 'I just bought a used Vespa on a 12-month payment plan. How is my money looking this month?' },
    facts: [
      { label: 'talks about paying the instalments', check: /instal?ment|pay(?:ing)? it off|payment/i },
      { label: 'does not tell them to wait before buying', check: not(/before (?:you )?(?:buy|sign)|wait (?:a|another) month/i) },
    ],
  }),
  evalCase({
    id: 'own2-chat-vi-1', type: 'persona-chat', language: 'vi',
    input: { persona: 'kid', messages: [user('Hôm nay ở trường con ăn gì thế? Có chơi cầu trượt với các bạn không?')] },
    facts: [
      { label: 'says what it ate', check: /ăn\s+(?:cơm|cháo|bún|mì|phở)/iu },
      { label: 'talks about the slide', check: /cầu trượt/iu },
    ],
  }),
  evalCase({
    id: 'own2-fortune-vi-1', type: 'fortune-telling', language: 'vi',
    input: { category: 'menu', input: 'Trời nóng quá, trưa nay văn phòng em nên ăn gì cho mát ạ?' },
    facts: [
      { label: 'suggests a cool dish', check: /bún chả|gỏi cuốn|bún trộn|chè|món mát/iu },
      { label: 'no yes/no answer', check: not(/Nói thẳng luôn|câu trả lời là có|quẻ nói có/iu) },
    ],
  }),
  evalCase({
    id: 'own2-chat-ko-1', type: 'persona-chat', language: 'ko',
    input: { persona: 'detective', messages: [user('회사 냉장고에서 누가 자꾸 제 도시락을 먹어요. 매번 금요일이고 열쇠는 3명만 있어요. 범인 좀 잡아 주세요')] },
    facts: [
      { label: 'reasons about Fridays', check: /금요일/u },
      { label: 'reasons about the three keyholders', check: /3(?:명|개)|세 명/u },
      { label: 'talks about the lunch box', check: /도시락/u },
    ],
  }),
  evalCase({
    id: 'own2-fortune-ko-1', type: 'fortune-telling', language: 'ko',
    input: { category: 'love', input: '학원에서 같이 수업 듣는 오빠를 좋아하는데 이번 달에 고백해도 될까요?' },
    facts: [
      { label: 'talks about the one from class', check: /수업|학원/u },
      { label: 'talks about confessing or starting to talk', check: /고백|말 걸|물어보|한마디/u },
    ],
  }),
  evalCase({
    id: 'own2-chat-zh-1', type: 'persona-chat', language: 'zh',
    input: { persona: 'astrologer', messages: [user('我是白羊座，她是摩羯座，我们合适吗？最近总觉得她嫌我太冲动')] },
    facts: [
      { label: 'talks about Aries and Capricorn', check: (text) => /白羊/u.test(text) && /摩羯/u.test(text) },
      { label: 'does not invent fights', check: not(/总吵架/u) },
    ],
  }),
  evalCase({
    id: 'own2-fortune-zh-1', type: 'fortune-telling', language: 'zh',
    input: { category: 'lucky_number', input: '我是1996年出生的，今天打麻将，给我一个幸运数字' },
    facts: [
      { label: 'uses the birth year (Rat)', check: /属鼠|鼠/u },
      { label: 'does not quote the whole question', check: not(/“我是1996年/u) },
    ],
  }),
];
