/**
 * Evaluation cases from the third blind read (docs/blind-reads/2026-11-25-third-read.*, rows 9–24): eight persona-chat
 * and eight fortune-telling requests nobody had tuned on. Facts follow the reviewer's notes: the chat answers the
 * question asked about the topic named (the listed ingredients combined, the fear of introductions, tomorrow's audition,
 * Scorpio and next month's confession, the moon's phases, a dance plateau) in one register, never pasting a fragment;
 * the fortune answers the situation (a Thursday bank interview, a family drive to Yellowstone, gold or savings, a
 * boyfriend moving to Japan, four hours of sleep, a lunch pick, a driving test, a thesis draft and a dorm move) with
 * times and places that fit. Negative facts catch the failure classes (foreign places, unfitting times, pasted spans).
 * At the end, twelve requests written after the fixes (three per language), never tuned on.
 */
import type { ChatMessage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase } from '../eval-case.ts';

const user = (content: string): ChatMessage => ({ role: 'user', content });
const assistant = (content: string): ChatMessage => ({ role: 'assistant', content });
const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
/** No quoted fragment of the visitor's text inside the answer. */
const noQuotedFragment = not(/[“"‘「][^”"’」]{2,40}[”"’」]/u);
/** No place from a stock line (the read saw Jeju, Da Nang, Busan offered to people who never named them). */
const noStockPlace = not(/Jeju|제주|济州|Da Nang|Đà Nẵng|Busan|부산|Kyoto|교토|京都|Bali|발리|Paris|파리|巴黎/iu);

export const cases: EvalCase[] = [
  // ── persona-chat ────────────────────────────────────────────────────────────────────────────────────────────────
  evalCase({
    id: 'blind3-chat-en-1', type: 'persona-chat', language: 'en',
    input: { persona: 'chef', messages: [user('I have half a bag of spinach, 3 eggs, some feta and stale bread. What can I make for dinner for two in 20 minutes?')] },
    facts: [
      { label: 'uses the spinach', check: /spinach/i },
      { label: 'uses the feta', check: /feta/i },
      { label: 'uses the stale bread', check: /bread|croutons?|toast/i },
      { label: 'does not ask what is in the fridge', check: not(/what(?:'|’)s in your fridge|what do you have/i) },
    ],
  }),
  evalCase({
    id: 'blind3-chat-en-2', type: 'persona-chat', language: 'en',
    input: {
      persona: 'psychologist',
      messages: [
        user("I start a new job on Monday and I can't sleep because I keep imagining messing up in front of everyone."),
        assistant('That sounds exhausting. Starting somewhere new often makes our minds rehearse worst cases. What part of Monday worries you most?'),
        user('Honestly the introductions. I freeze when I have to talk about myself in a group.'),
      ],
    },
    facts: [
      { label: 'talks about the introduction itself', check: /introduc/i },
      { label: 'gives something concrete to say or practise', check: /(?:three|two|one)[- ](?:sentence|line)|script|rehears|practi[sc]e|name, (?:your )?role/i },
      { label: 'does not bounce the question back', check: not(/what do you think\?|before I answer/i) },
    ],
  }),
  evalCase({
    id: 'blind3-chat-vi-1', type: 'persona-chat', language: 'vi',
    input: { persona: 'detective', messages: [user('Thám tử ơi, mấy hôm nay hộp sữa chua trong tủ lạnh công ty của tôi cứ biến mất, mà phòng chỉ có 5 người. Làm sao tìm ra thủ phạm?')] },
    facts: [
      { label: 'reasons about the five people', check: /5|năm người/u },
      { label: 'proposes a way to catch the culprit', check: /ghi|đánh dấu|giấy|bẫy|theo dõi|để ý/iu },
    ],
  }),
  evalCase({
    id: 'blind3-chat-vi-2', type: 'persona-chat', language: 'vi',
    input: { persona: 'childhood_friend', messages: [user('Ê, nhớ hồi lớp 5 tụi mình trốn ngủ trưa đi bắt dế không? Tuần sau tao về quê, đi cà phê không mày?')] },
    facts: [
      { label: 'agrees to coffee', check: /cà phê/iu },
      { label: 'stays in mày/tao', check: /(?<![\p{L}])(?:mày|tao)(?![\p{L}])/u },
      { label: 'never says bạn to an old friend', check: not(/(?<![\p{L}])[Bb]ạn(?![\p{L}])/u) },
    ],
  }),
  evalCase({
    id: 'blind3-chat-ko-1', type: 'persona-chat', language: 'ko',
    input: { persona: 'kpop_female', messages: [user('언니 저 내일 첫 오디션 보는데 너무 떨려요ㅠㅠ 무대 올라가기 직전에 뭐 하면 좋아요?')] },
    facts: [
      { label: 'talks about the audition', check: /오디션/u },
      { label: 'says what to do right before the stage', check: /숨|호흡|직전|올라가기 전|무대 뒤|대기/u },
      { label: 'knows it is tomorrow, not a bad day today', check: not(/오늘 진짜 속상/u) },
    ],
  }),
  evalCase({
    id: 'blind3-chat-ko-2', type: 'persona-chat', language: 'ko',
    input: { persona: 'astrologer', messages: [user('저는 전갈자리인데 요즘 연애운이 어떤지 궁금해요. 다음 달에 고백해도 될까요?')] },
    facts: [
      { label: 'names Scorpio', check: /전갈자리/u },
      { label: 'answers the confession next month', check: /고백/u },
      { label: 'does not ask the birth month it was told', check: not(/태어난 달/u) },
      { label: 'one register (하게체, no 반말 -야/-어)', check: not(/(?:중이야|거야|했어|해\.|줄게)/u) },
    ],
  }),
  evalCase({
    id: 'blind3-chat-zh-1', type: 'persona-chat', language: 'zh',
    input: { persona: 'kid', messages: [user('小朋友，你觉得为什么月亮有时候是圆的，有时候是弯弯的呀？')] },
    facts: [
      { label: 'explains the moon phases with sunlight', check: /太阳/u },
      { label: 'talks about the moon', check: /月亮/u },
      { label: 'does not ask what a friend is', check: not(/朋友？那是什么/u) },
    ],
  }),
  evalCase({
    id: 'blind3-chat-zh-2', type: 'persona-chat', language: 'zh',
    input: { persona: 'kpop_male', messages: [user('哥哥，我最近练舞总是跟不上节拍，练了两个月还是很笨，你当练习生的时候也这样吗？')] },
    facts: [
      { label: 'answers "me too, as a trainee"', check: /练习生/u },
      { label: 'gives beat practice advice', check: /节拍|拍子|节奏|慢速|数拍/u },
      { label: 'no pasted fragment', check: noQuotedFragment },
    ],
  }),
  // ── fortune-telling ─────────────────────────────────────────────────────────────────────────────────────────────
  evalCase({
    id: 'blind3-fortune-en-1', type: 'fortune-telling', language: 'en',
    input: { category: 'work', input: 'I have a job interview at a bank on Thursday afternoon. Will it go well?' },
    facts: [
      { label: 'reads the interview', check: /interview/i },
      { label: 'keeps Thursday', check: /Thursday/ },
      { label: 'no night-time or morning lucky hour for an afternoon interview', check: not(/(?:time|hour)[^.\n]{0,20}(?:at night|a\.m\.|midnight)/i) },
    ],
  }),
  evalCase({
    id: 'blind3-fortune-en-2', type: 'fortune-telling', language: 'en',
    input: { category: 'travel', input: "We're driving from Denver to Yellowstone next weekend with two kids. Any warnings?" },
    facts: [
      { label: 'talks about the drive', check: /driv|road|car|stops?\b/i },
      { label: 'thinks of the kids', check: /kids|children/i },
      { label: 'keeps Yellowstone, no stock place', check: (text) => /Yellowstone/.test(text) && noStockPlace(text) },
    ],
  }),
  evalCase({
    id: 'blind3-fortune-vi-1', type: 'fortune-telling', language: 'vi',
    input: { category: 'money', input: 'Tháng này tôi định mua vàng hay gửi tiết kiệm thì tốt hơn?' },
    facts: [
      { label: 'weighs gold', check: /vàng/u },
      { label: 'weighs savings', check: /tiết kiệm/u },
      { label: 'no quoted fragment', check: noQuotedFragment },
    ],
  }),
  evalCase({
    id: 'blind3-fortune-vi-2', type: 'fortune-telling', language: 'vi',
    input: { category: 'love', input: 'Tôi với bạn trai quen nhau 3 năm, anh ấy sắp đi làm ở Nhật. Chuyện tình cảm của tụi tôi sẽ ra sao?' },
    facts: [
      { label: 'reads the long distance', check: /xa cách|yêu xa|khoảng cách|lệch giờ|Nhật/u },
      { label: 'no morning romance hour', check: not(/Giờ lãng mạn: \d+ rưỡi sáng|giờ sáng/u) },
    ],
  }),
  evalCase({
    id: 'blind3-fortune-ko-1', type: 'fortune-telling', language: 'ko',
    input: { category: 'health', input: '요즘 야근 때문에 잠을 4시간밖에 못 자요. 이번 달 건강운이 궁금해요.' },
    facts: [
      { label: 'reads the short sleep', check: /수면|잠/u },
      { label: 'mentions the overtime', check: /야근|퇴근/u },
      { label: 'no pasted "품은 잠"', check: not(/품은 잠|잠에는/u) },
    ],
  }),
  evalCase({
    id: 'blind3-fortune-ko-2', type: 'fortune-telling', language: 'ko',
    input: { category: 'menu', input: '오늘 점심 회사 근처에서 뭐 먹을지 못 정하겠어요. 추천해 주세요!' },
    facts: [
      { label: 'names a dish', check: /메뉴|먹/u },
      { label: 'a lunch time, not a breakfast time', check: (text) => !/오전 [5-9]시/u.test(text) && /점심|(?:오전 11시|낮 12시|오후 1시|정오)/u.test(text) },
    ],
  }),
  evalCase({
    id: 'blind3-fortune-zh-1', type: 'fortune-telling', language: 'zh',
    input: { category: 'lucky_number', input: '下周要参加驾照科目二考试，有什么幸运数字吗？' },
    facts: [
      { label: 'gives lucky numbers', check: /幸运数字/u },
      { label: 'about the driving test', check: /科目二|驾照|考试/u },
      { label: 'speaks of next week, not "this month" or "16 days"', check: not(/这个月的关键|\d+天内/u) },
    ],
  }),
  evalCase({
    id: 'blind3-fortune-zh-2', type: 'fortune-telling', language: 'zh',
    input: { category: 'week', input: '这周要交毕业论文初稿，还要搬宿舍，整体运势怎么样？' },
    facts: [
      { label: 'reads the thesis draft', check: /论文|初稿/u },
      { label: 'reads the dorm move', check: /搬|宿舍/u },
      { label: 'no "someone from the past"', check: not(/过去的某人/u) },
      { label: 'does not quote the whole question', check: noQuotedFragment },
    ],
  }),
  // ── twelve new requests written after the fixes (three per language) ─────────────────────────────────────────────
  evalCase({
    id: 'chat3-new-en-1', type: 'persona-chat', language: 'en',
    input: { persona: 'kid', messages: [user('Hey buddy, do you know why it rains? My little sister keeps asking me.')] },
    facts: [{ label: 'explains evaporation, clouds and falling drops', check: /vapou?r|droplets|cloud/i }],
  }),
  evalCase({
    id: 'chat3-new-en-2', type: 'persona-chat', language: 'en',
    input: { persona: 'chef', messages: [user('Got leftover rice, two eggs and some kimchi. Quick lunch idea?')] },
    facts: [
      { label: 'fried rice from the three', check: (text) => /fried rice/i.test(text) && /kimchi/i.test(text) && /eggs/i.test(text) },
      { label: 'no lid on fried rice', check: not(/lid on/i) },
    ],
  }),
  evalCase({
    id: 'fortune3-new-en-1', type: 'fortune-telling', language: 'en',
    input: { category: 'love', input: "My girlfriend is moving to London for her master's next month. Will we survive the long distance?" },
    facts: [
      { label: 'reads the long distance', check: /distance|call|visit/i },
      { label: 'no stock place', check: noStockPlace },
    ],
  }),
  evalCase({
    id: 'chat3-new-vi-1', type: 'persona-chat', language: 'vi',
    input: { persona: 'psychologist', messages: [user('Tuần sau em phải thuyết trình trước cả phòng, em sợ đứng hình lắm. Em nên làm gì ạ?')] },
    facts: [
      { label: 'advice for a talk (opening lines, key points)', check: /mở đầu|ý chính/u },
      { label: 'calls the visitor em', check: (text) => !/(?<![\p{L}])[Bb]ạn(?![\p{L}])/u.test(text) },
    ],
  }),
  evalCase({
    id: 'fortune3-new-vi-1', type: 'fortune-telling', language: 'vi',
    input: { category: 'work', input: 'Thứ Sáu này em phỏng vấn vào một công ty công nghệ, liệu có suôn sẻ không?' },
    facts: [{ label: 'reads the interview', check: /phỏng vấn/u }, { label: 'keeps Friday', check: /thứ Sáu/u }],
  }),
  evalCase({
    id: 'fortune3-new-vi-2', type: 'fortune-telling', language: 'vi',
    input: { category: 'health', input: 'Dạo này em tăng ca liên tục, mỗi đêm ngủ có 5 tiếng. Sức khỏe tháng này thế nào?' },
    facts: [{ label: 'reads the 5 hours of sleep', check: /5 tiếng/u }, { label: 'mentions the overtime', check: /tăng ca|làm muộn/u }],
  }),
  evalCase({
    id: 'chat3-new-ko-1', type: 'persona-chat', language: 'ko',
    input: { persona: 'kid', messages: [user('공룡은 왜 다 없어졌어?')] },
    facts: [{ label: 'explains the asteroid', check: /돌|운석|소행성/u }, { label: 'kid speaks 반말', check: not(/요[.!]/u) }],
  }),
  evalCase({
    id: 'chat3-new-ko-2', type: 'persona-chat', language: 'ko',
    input: { persona: 'psychologist', messages: [user('다음 주 월요일에 첫 출근인데 자기소개할 생각만 하면 떨려요. 어떻게 하면 좋을까요?')] },
    facts: [{ label: 'a self-introduction script', check: /자기소개/u }, { label: 'in 해요체', check: not(/(?:해|야|어)\.(?:\s|$)/u) }],
  }),
  evalCase({
    id: 'fortune3-new-ko-1', type: 'fortune-telling', language: 'ko',
    input: { category: 'money', input: '이번 달 보너스 받으면 주식을 살지 적금을 들지 고민이에요.' },
    facts: [{ label: 'weighs stocks', check: /주식/u }, { label: 'weighs savings', check: /적금/u }],
  }),
  evalCase({
    id: 'chat3-new-zh-1', type: 'persona-chat', language: 'zh',
    input: { persona: 'chef', messages: [user('冰箱里只有两个鸡蛋、一个番茄和一包面条，晚饭做什么？')] },
    facts: [{ label: 'a dish from the three', check: (text) => /鸡蛋/u.test(text) && /番茄/u.test(text) && /面/u.test(text) }],
  }),
  evalCase({
    id: 'fortune3-new-zh-1', type: 'fortune-telling', language: 'zh',
    input: { category: 'today', input: '今天下午要去新公司面试，会顺利吗？' },
    facts: [{ label: 'reads the interview', check: /面试/u }, { label: 'an afternoon time', check: /下午|午后/u }],
  }),
  evalCase({
    id: 'fortune3-new-zh-2', type: 'fortune-telling', language: 'zh',
    input: { category: 'travel', input: '国庆带爸妈和孩子自驾去黄山，有什么要注意的吗？' },
    facts: [{ label: 'keeps 黄山', check: /黄山/u }, { label: 'driving with children', check: /孩子/u }, { label: 'no stock place', check: noStockPlace }],
  }),
];
