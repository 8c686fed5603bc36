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
];
