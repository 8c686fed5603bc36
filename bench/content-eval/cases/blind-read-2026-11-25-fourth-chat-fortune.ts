/**
 * Evaluation cases from the fourth blind read (docs/blind-reads/2026-11-25-fourth-read.*, rows 9–24): eight persona-chat
 * and eight fortune-telling requests nobody had tuned on. Facts follow the reviewer's notes: each persona answers in its
 * role about what was given (the chef cooks raw thighs first, the psychologist takes up the manager's public criticism
 * and the freeze, the detective reasons about the wallet, the five minutes and the three people, the old friend answers
 * the invitation, the idol cheers for tomorrow's maths exam, the astrologer reads Scorpio on salary against commute, the
 * kid explains why clouds float, the girl keeps company after rain and overtime); each fortune covers every part named
 * (a crush who texts but has not asked, card or fund, a Tuesday bank interview, bún chả or cơm tấm, sleep and coffee,
 * parents and getting around on Jeju, the move and the Friday report, quitting for a milk-tea shop back home) with
 * grammatical closings. Negative facts catch the failure classes (an unrelated monologue, a wrong topic, a truncated
 * quote, a broken closing, a presumption). At the end, twelve requests written after the fixes (three per language).
 */
import type { ChatMessage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase } from '../eval-case.ts';

const user = (content: string): ChatMessage => ({ role: 'user', content });
const assistant = (content: string): ChatMessage => ({ role: 'assistant', content });
const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
/** No truncated quote of the visitor's text ("…" inside quotation marks). */
const noCutQuote = not(/[“"‘「][^”"’」]{0,60}…[”"’」]/u);

export const cases: EvalCase[] = [
  // ── persona-chat ────────────────────────────────────────────────────────────────────────────────────────────────
  evalCase({
    id: 'blind4-chat-en-1', type: 'persona-chat', language: 'en',
    input: { persona: 'chef', messages: [user('I have chicken thighs, half a bag of spinach, some feta and leftover rice. What can I make for dinner in 30 minutes?')] },
    facts: [
      { label: 'uses the chicken', check: /chicken/i },
      { label: 'uses the spinach and the feta', check: (text) => /spinach/i.test(text) && /feta/i.test(text) },
      { label: 'cooks the raw thighs through (not just heats them)', check: /cook(?:ed)? through|brown|sear|until (?:no longer pink|golden)|bite-sized|skin side/i },
      { label: 'does not treat raw chicken as cooked', check: not(/so it heats through/i) },
    ],
  }),
  evalCase({
    id: 'blind4-chat-en-2', type: 'persona-chat', language: 'en',
    input: {
      persona: 'psychologist',
      messages: [
        user("I've been dreading Mondays lately."),
        assistant('That sounds heavy. What part of Monday feels the hardest for you?'),
        user('Honestly the team stand-up. My manager always picks apart my updates in front of everyone and I just freeze up and forget what I was going to say.'),
      ],
    },
    facts: [
      { label: 'takes up the manager', check: /manager/i },
      { label: 'takes up the freeze', check: /freez|blank/i },
      { label: 'gives a concrete step for the stand-up', check: /stand-up|update/i },
      { label: 'does not treat it as a self-introduction', check: not(/where you grew up|your name and what you will be doing|introduc/i) },
    ],
  }),
  evalCase({
    id: 'blind4-chat-vi-1', type: 'persona-chat', language: 'vi',
    input: { persona: 'detective', messages: [user('Tôi để ví trên bàn làm việc, đi pha cà phê 5 phút quay lại thì mất 200 nghìn nhưng thẻ ngân hàng vẫn còn nguyên. Văn phòng lúc đó chỉ có 3 người. Anh nghĩ nên bắt đầu từ đâu?')] },
    facts: [
      { label: 'reasons about the three people', check: /3 người|ba người/iu },
      { label: 'uses the five minutes', check: /5 phút|năm phút/iu },
      { label: 'reads the cards left behind', check: /thẻ/iu },
      { label: 'says what to check first', check: /hỏi|kiểm tra|camera|xem lại/iu },
      { label: 'no unrelated monologue', check: not(/Watson|bỏ bữa|đơn thuốc/iu) },
    ],
  }),
  evalCase({
    id: 'blind4-chat-vi-2', type: 'persona-chat', language: 'vi',
    input: { persona: 'childhood_friend', messages: [user('Ê mày, cuối tuần này có về quê không? Tao mới chia tay, buồn quá, muốn rủ mày ra quán ốc ngồi nói chuyện như hồi xưa.')] },
    facts: [
      { label: 'answers the invitation', check: /về|đi|ra quán|được|ok/iu },
      { label: 'names the snail place or the weekend', check: /ốc|cuối tuần/iu },
      { label: 'takes up the breakup', check: /chia tay/iu },
      { label: 'keeps mày/tao', check: /mày|tao/u },
      { label: 'no generic social-media tip', check: not(/trang cá nhân/iu) },
    ],
  }),
  evalCase({
    id: 'blind4-chat-ko-1', type: 'persona-chat', language: 'ko',
    input: { persona: 'kpop_male', messages: [user('오빠 저 내일 기말고사인데 수학을 하나도 모르겠어요 ㅠㅠ 너무 떨리는데 응원 한마디만 해주세요!')] },
    facts: [
      { label: 'says tomorrow', check: /내일/u },
      { label: 'takes up the maths', check: /수학|공식/u },
      { label: 'cheers', check: /응원|할 수 있|파이팅|화이팅/u },
      { label: 'does not say the exam is a week away', check: not(/시험 전 주/u) },
      { label: 'does not tell her to trust what she prepared', check: not(/준비한 걸 믿/u) },
    ],
  }),
  evalCase({
    id: 'blind4-chat-ko-2', type: 'persona-chat', language: 'ko',
    input: { persona: 'astrologer', messages: [user('저 전갈자리인데 요즘 이직을 고민 중이에요. 연봉은 오르는데 출퇴근이 한 시간 반이라서요. 이번 달에 움직여도 괜찮을까요?')] },
    facts: [
      { label: 'reads Scorpio', check: /전갈자리/u },
      { label: 'weighs salary', check: /연봉/u },
      { label: 'weighs the commute', check: /출퇴근|통근/u },
      { label: 'answers this month', check: /이번 달/u },
      { label: 'one speech level (the astrologer’s 하게체, no 해요체 sentence)', check: not(/[가-힣]요[.!?]/u) },
    ],
  }),
  evalCase({
    id: 'blind4-chat-zh-1', type: 'persona-chat', language: 'zh',
    input: { persona: 'kid', messages: [user('小朋友，你觉得天上的云为什么不会掉下来呀？')] },
    facts: [
      { label: 'talks about the clouds', check: /云/u },
      { label: 'gives a reason (tiny drops, air holding them up)', check: /小水滴|水珠|空气|风|很轻|托/u },
      { label: 'does not dodge', check: not(/不知道！问妈妈|我选好玩的/u) },
    ],
  }),
  evalCase({
    id: 'blind4-chat-zh-2', type: 'persona-chat', language: 'zh',
    input: { persona: 'girl', messages: [user('今天加班到十点，回家路上下大雨还没带伞，鞋子全湿了，好累啊，陪我聊会儿天吧。')] },
    facts: [
      { label: 'takes up the rain or the wet shoes', check: /雨|鞋/u },
      { label: 'takes up the overtime or tiredness', check: /加班|累|辛苦/u },
      { label: 'keeps company (stays to chat)', check: /陪|聊/u },
      { label: 'no exam pep talk', check: not(/考试|小步走，大休息/u) },
    ],
  }),
  // ── fortune-telling ────────────────────────────────────────────────────────────────────────────────────────────
  evalCase({
    id: 'blind4-fortune-en-1', type: 'fortune-telling', language: 'en',
    input: { category: 'love', input: "Will things work out with the guy I met at my climbing gym? We've been texting for two weeks but he still hasn't asked me out." },
    facts: [
      { label: 'takes up the texting', check: /text/i },
      { label: 'takes up that he has not asked her out', check: /ask(?:s|ing)? (?:him|you) out|suggest|invite|plan/i },
      { label: 'not about work', check: not(/about your work/i) },
      { label: 'no first-contact advice', check: not(/whether the machine is free|which programme they follow/i) },
    ],
  }),
  evalCase({
    id: 'blind4-fortune-en-2', type: 'fortune-telling', language: 'en',
    input: { category: 'money', input: 'Should I put my year-end bonus toward paying off my credit card or into an index fund this month?' },
    facts: [
      { label: 'names the credit card', check: /credit card|card/i },
      { label: 'names the index fund', check: /index fund|fund/i },
      { label: 'talks about the interest', check: /interest/i },
      { label: 'no truncated quote', check: noCutQuote },
    ],
  }),
  evalCase({
    id: 'blind4-fortune-vi-1', type: 'fortune-telling', language: 'vi',
    input: { category: 'work', input: 'Thứ Ba tuần sau tôi đi phỏng vấn vào một ngân hàng ở Hà Nội, vị trí chuyên viên tín dụng. Liệu có đậu không?' },
    facts: [
      { label: 'names Tuesday', check: /thứ Ba/iu },
      { label: 'takes up the bank', check: /ngân hàng/iu },
      { label: 'takes up the credit role', check: /tín dụng|vay/iu },
    ],
  }),
  evalCase({
    id: 'blind4-fortune-vi-2', type: 'fortune-telling', language: 'vi',
    input: { category: 'menu', input: 'Trưa nay nên ăn gì đây, đang phân vân giữa bún chả với cơm tấm.' },
    facts: [
      { label: 'picks one of the two', check: /bún chả|cơm tấm/iu },
      { label: 'no third dish as the pick', check: not(/bánh mì gà|gỏi cuốn/iu) },
      { label: 'a lunch time', check: (text) => !/giờ tối|giờ đêm|sáng sớm/iu.test(text) },
    ],
  }),
  evalCase({
    id: 'blind4-fortune-ko-1', type: 'fortune-telling', language: 'ko',
    input: { category: 'health', input: '요즘 야근 때문에 하루에 네 시간밖에 못 자고 커피를 다섯 잔씩 마셔요. 건강운이 어떤가요?' },
    facts: [
      { label: 'takes up the sleep', check: /잠|수면/u },
      { label: 'takes up the coffee', check: /커피/u },
      { label: 'takes up the overtime', check: /야근/u },
      { label: 'no stray back pain', check: not(/허리/u) },
    ],
  }),
  evalCase({
    id: 'blind4-fortune-ko-2', type: 'fortune-telling', language: 'ko',
    input: { category: 'travel', input: '다음 달에 부모님 모시고 2박 3일로 제주도 여행 가는데, 날씨나 이동 괜찮을까요?' },
    facts: [
      { label: 'takes up the parents', check: /부모님/u },
      { label: 'takes up getting around', check: /이동|렌터카|렌트|차|택시|버스/u },
      { label: 'takes up the weather', check: /날씨|우산|바람|맑/u },
      { label: 'no presumption of long deliberation', check: not(/오래 고민해 온/u) },
    ],
  }),
  evalCase({
    id: 'blind4-fortune-zh-1', type: 'fortune-telling', language: 'zh',
    input: { category: 'week', input: '这周要搬家，周五还要交季度报告，运势怎么样？' },
    facts: [
      { label: 'takes up the move', check: /搬家/u },
      { label: 'takes up the report', check: /报告/u },
      { label: 'no odd chariot-patience reading', check: not(/战车牌.{0,12}耐心/u) },
    ],
  }),
  evalCase({
    id: 'blind4-fortune-zh-2', type: 'fortune-telling', language: 'zh',
    input: { category: 'future', input: '我三十岁了，在考虑要不要辞职回老家开一家奶茶店，未来会怎么样？' },
    facts: [
      { label: 'takes up the milk tea', check: /奶茶/u },
      { label: 'takes up the hometown', check: /老家|家乡/u },
      { label: 'takes up quitting', check: /辞职|离职/u },
      { label: 'no broken closing', check: not(/感谢你因为|对学习说了/u) },
    ],
  }),
  // ── twelve new requests written after the fixes (three per language); scored in the report, facts as a strict reader ──
  evalCase({
    id: 'chat4-new-en-1', type: 'persona-chat', language: 'en',
    input: { persona: 'chef', messages: [user("All I've got is a can of chickpeas, two tomatoes and some pasta. Something for just me tonight?")] },
    facts: [{ label: 'cooks with the chickpeas', check: /chickpea/i }, { label: 'uses the pasta', check: /pasta/i }, { label: 'no weekend market monologue', check: not(/market opens|weekend/i) }],
  }),
  evalCase({
    id: 'chat4-new-en-2', type: 'persona-chat', language: 'en',
    input: { persona: 'detective', messages: [user('Someone keeps taking the front light off my bike at work, third time this month. Only people from our floor use that rack. How do I catch them?')] },
    facts: [{ label: 'uses the floor / the rack', check: /floor|rack/i }, { label: 'proposes a way to catch them', check: /mark|camera|watch|note|log|trap/i }],
  }),
  evalCase({
    id: 'chat4-new-en-3', type: 'fortune-telling', language: 'en',
    input: { category: 'work', input: "I'm presenting to the board on Thursday and my co-founder and I still disagree about the numbers. How will it go?" },
    facts: [{ label: 'names Thursday', check: /Thursday/ }, { label: 'takes up the disagreement with the co-founder', check: /co-founder|agree/i }, { label: 'no cut quote', check: noCutQuote }],
  }),
  evalCase({
    id: 'chat4-new-vi-1', type: 'persona-chat', language: 'vi',
    input: { persona: 'psychologist', messages: [user('Em mới lên làm trưởng nhóm, mấy anh chị lớn tuổi hơn không nghe em nói. Em nên làm sao ạ?')] },
    facts: [{ label: 'takes up leading older colleagues', check: /trưởng nhóm|kinh nghiệm|lớn tuổi/iu }, { label: 'gives a concrete step', check: /gặp riêng|hỏi riêng/iu }],
  }),
  evalCase({
    id: 'chat4-new-vi-2', type: 'persona-chat', language: 'vi',
    input: { persona: 'kpop_female', messages: [user('Chị ơi mai em thi vấn đáp tiếng Anh mà em run quá, chị động viên em với!')] },
    facts: [{ label: 'cheers', check: /cố lên|làm được/iu }, { label: 'takes up the oral English exam', check: /vấn đáp|tiếng Anh|nói/iu }],
  }),
  evalCase({
    id: 'chat4-new-vi-3', type: 'fortune-telling', language: 'vi',
    input: { category: 'today', input: 'Sáng nay em đi nhổ răng khôn, chiều còn phải đón em gái ở trường. Hôm nay vận may thế nào?' },
    facts: [{ label: 'takes up the wisdom tooth', check: /răng/iu }, { label: 'takes up picking up the sister', check: /em gái|đón/iu }, { label: 'no cut quote', check: not(/“[^”]*chiều còn”/u) }],
  }),
  evalCase({
    id: 'chat4-new-ko-1', type: 'persona-chat', language: 'ko',
    input: { persona: 'girl', messages: [user('오늘 면접 완전 망했어… 질문에 제대로 대답도 못 했어. 그냥 얘기 좀 해 줘.')] },
    facts: [{ label: 'takes up the interview', check: /면접/u }, { label: 'stays to talk', check: /얘기|같이/u }],
  }),
  evalCase({
    id: 'chat4-new-ko-2', type: 'persona-chat', language: 'ko',
    input: { persona: 'kid', messages: [user('꼬마야, 바닷물은 왜 짜?')] },
    facts: [{ label: 'gives a reason (salt from rocks and rivers)', check: /소금|돌|강/u }],
  }),
  evalCase({
    id: 'chat4-new-ko-3', type: 'fortune-telling', language: 'ko',
    input: { category: 'money', input: '이번 달 월급 받으면 적금을 들까요, 아니면 노트북을 새로 살까요? 지금 쓰는 건 5년 됐어요.' },
    facts: [{ label: 'names the savings', check: /적금/u }, { label: 'names the laptop', check: /노트북/u }],
  }),
  evalCase({
    id: 'chat4-new-zh-1', type: 'persona-chat', language: 'zh',
    input: { persona: 'childhood_friend', messages: [user('喂，下周五我回老家，要不要一起去吃烧烤？我刚被裁员了，想找人喝两杯。')] },
    facts: [{ label: 'accepts for Friday', check: /周五/u }, { label: 'names the barbecue', check: /烧烤/u }, { label: 'takes up the layoff', check: /裁员|工作/u }],
  }),
  evalCase({
    id: 'chat4-new-zh-2', type: 'persona-chat', language: 'zh',
    input: { persona: 'astrologer', messages: [user('我是狮子座，男朋友想让我搬去他的城市，可我这边刚升职。下个月该决定吗？')] },
    facts: [{ label: 'reads Leo', check: /狮子座/u }, { label: 'answers next month', check: /下个月/u }, { label: 'no house-moving tips', check: not(/装一箱|盆植物/u) }],
  }),
  evalCase({
    id: 'chat4-new-zh-3', type: 'fortune-telling', language: 'zh',
    input: { category: 'love', input: '和男朋友异地三年了，他说明年回来，我们能走到结婚吗？' },
    facts: [{ label: 'takes up the distance', check: /距离|异地/u }, { label: 'takes up marriage or his return', check: /结婚|回来/u }],
  }),
];
