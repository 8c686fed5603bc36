/**
 * Round 11 (fortune, shape SWITCH): lines for a change still weighed — a job, a phone, a major — in four languages,
 * at least three per beat so seeds do not repeat. Slots: {thing} (the change as the visitor named it), {from}, {to}.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** The beats of a switch answer. */
export interface SwitchLines {
  /** The choice is still open. */
  open: readonly string[];
  /** The lean and its one condition. */
  lean: readonly string[];
  /** Both sides named ({from}, {to}). */
  fromTo: readonly string[];
  /** Only the new side named ({to}). */
  toOnly: readonly string[];
  /** The complication the visitor named ({but}). */
  but: readonly string[];
  /** One test before deciding. */
  test: readonly string[];
}

/** Switch lines in the four languages. */
export const switchLines: Readonly<Record<ContentLanguage, SwitchLines>> = {
  en: {
    open: [
      'Nothing is switched yet, so {thing} is still an open choice in your hands; the cards weigh it with you, not for you.',
      'The cards read {thing} as a door you are standing at, not one you have walked through: the best moment to look.',
      '{thing:cap} is still a question, not a done deal, so this reading can still change what you do.',
    ],
    lean: [
      'They lean to yes on one condition: you can name one thing the new side gives you that the old one never will. If the only reason is being tired of the old one, that tiredness may follow you.',
      'The lean is a careful yes, if the change is pulled by something you want and not only pushed by something you dislike.',
      'The cards say yes, slowly: the change suits you when you can say in one sentence what you gain, and what you are willing to lose for it.',
    ],
    fromTo: [
      'Set {from} against {to} honestly: what you would miss from {from}, and what {to} asks of you in its first three months.',
      'Between {from} and {to}, the cards warm to {to}, but only once you have asked someone already on the {to} side about their ordinary week.',
      'Moving from {from} to {to} is a real turn, not a small step: give {to} one trial before you close the door on {from}.',
    ],
    toOnly: [
      'For {to}, ask what an ordinary week there looks like, not just the best day.',
      'Look at {to} on a dull Tuesday, not on its brochure; if it still looks right, go.',
      'Let {to} earn the switch: one honest comparison on paper before you decide.',
    ],
    but: [
      'And since {but}, let that be the measure: the change has to fit inside it, not stretch it.',
      'You said {but}; the cards take that seriously. If the switch still works with that as it is, it is a real yes.',
      'And {but}: that is not a reason to stop, but it is the condition. Settle it first, then switch.',
    ],
    test: [
      'Before deciding, write two columns tonight: what you keep, what you lose. Decide on a calm morning, never on a bad day.',
      'Give it one week: each evening, note whether you still want it. Three yeses out of five is your answer.',
      'Sleep on it twice, then decide on a weekday morning; a choice made on a bad night is rarely the one you keep.',
    ],
  },
  vi: {
    open: [
      'Bạn chưa đổi gì cả, nên chuyện {thing} vẫn là một lựa chọn trong tay bạn; quẻ cân nhắc cùng bạn chứ không quyết thay.',
      'Quẻ đọc chuyện {thing} như một cánh cửa bạn đang đứng trước, chưa bước qua: đây là lúc nhìn kỹ nhất.',
      'Chuyện {thing} vẫn còn là câu hỏi, chưa phải việc đã rồi, nên quẻ lần này còn kịp đổi cách bạn làm.',
    ],
    lean: [
      'Quẻ nghiêng về “có” với một điều kiện: bạn nói ra được một điều cái mới cho bạn mà cái cũ không bao giờ cho. Nếu lý do chỉ là chán cái cũ, cảm giác đó có thể đi theo bạn.',
      'Quẻ nghiêng về “có” nhưng cẩn thận: đổi vì muốn một điều gì đó thì tốt, đổi chỉ vì ghét điều đang có thì nên chờ.',
      'Quẻ nói “có”, nhưng từ từ: đổi là hợp khi bạn nói gọn được trong một câu mình được gì và sẵn sàng mất gì.',
    ],
    fromTo: [
      'Đặt {from} cạnh {to} cho công bằng: bạn sẽ tiếc gì ở {from}, và {to} đòi hỏi gì ở bạn trong ba tháng đầu.',
      'Giữa {from} và {to}, quẻ ấm về phía {to}, nhưng chỉ sau khi bạn hỏi một người đang ở bên {to} về một tuần bình thường của họ.',
      'Đi từ {from} sang {to} là một khúc rẽ thật, không phải bước nhỏ: thử {to} một lần trước khi đóng cửa với {from}.',
    ],
    toOnly: [
      'Với {to}, hãy hỏi một tuần bình thường ở đó trông thế nào, không chỉ ngày đẹp nhất.',
      'Nhìn {to} vào một ngày thứ ba tẻ nhạt chứ đừng nhìn qua quảng cáo; vẫn thấy hợp thì hãy đi.',
      'Để {to} tự chứng minh: so sánh một lần trên giấy trước khi quyết.',
    ],
    but: [
      'Còn chuyện {but}, hãy lấy đó làm thước đo: việc đổi phải vừa trong giới hạn đó, đừng kéo căng nó.',
      'Bạn nói {but}; quẻ xem điều đó nghiêm túc. Nếu vẫn đổi được mà không phá điều đó thì mới là “có” thật.',
      'Về chuyện {but}: đó không phải lý do dừng lại, nhưng là điều kiện. Lo xong phần đó trước rồi hãy đổi.',
    ],
    test: [
      'Trước khi quyết, tối nay kẻ hai cột: giữ được gì, mất gì. Quyết vào một buổi sáng bình tĩnh, đừng quyết vào ngày tệ.',
      'Cho mình một tuần: mỗi tối ghi lại còn muốn đổi không. Năm tối mà ba lần “có” thì đó là câu trả lời.',
      'Ngủ qua hai đêm rồi hãy quyết, vào một buổi sáng ngày thường; quyết định lúc đêm buồn hiếm khi là cái mình giữ.',
    ],
  },
  ko: {
    open: [
      '아직 바꾼 게 아니니까 {thing:은} 여전히 당신 손에 있는 선택이에요. 카드는 대신 정하지 않고 같이 따져 볼게요.',
      '카드는 {thing:을} 이미 지나온 문이 아니라 지금 앞에 서 있는 문으로 읽었어요. 지금이 제일 잘 볼 수 있는 때예요.',
      '{thing:은} 아직 정해진 일이 아니라 고민이에요. 그래서 이번 점이 할 일을 바꿀 수 있어요.',
    ],
    lean: [
      '카드는 조건 하나를 걸고 ‘예’ 쪽이에요. 새 쪽이 주는 것, 지금 쪽은 절대 못 주는 것 하나를 말할 수 있어야 해요. 그냥 지겨워서라면 그 지겨움이 따라올 수도 있어요.',
      '조심스러운 ‘예’예요. 원하는 게 있어서 끌려가는 변화면 좋고, 싫은 게 있어서 밀려나는 변화면 조금 더 기다려요.',
      '천천히 ‘예’예요. 얻는 것과 기꺼이 잃을 것을 한 문장으로 말할 수 있을 때 바꾸는 게 맞아요.',
    ],
    fromTo: [
      '{from:과} {to:을} 나란히 놓아 보세요. {from}에서 아쉬울 것, 그리고 {to:이} 처음 석 달 동안 요구할 것.',
      '{from:과} {to} 사이에서 카드는 {to} 쪽으로 따뜻해요. 다만 {to} 쪽에 이미 있는 사람에게 평범한 일주일을 먼저 물어본 다음이에요.',
      '{from}에서 {to:으로} 가는 건 작은 걸음이 아니라 진짜 방향 전환이에요. {from} 문을 닫기 전에 {to:을} 한 번 시험해 보세요.',
    ],
    toOnly: [
      '{to:은} 제일 좋은 날 말고 평범한 일주일이 어떤지 물어보세요.',
      '{to:을} 광고 말고 지루한 화요일 모습으로 보세요. 그래도 괜찮으면 가도 돼요.',
      '{to:이} 스스로 증명하게 두세요. 결정 전에 종이에 한 번만 비교해 보고요.',
    ],
    but: [
      '말씀하신 ‘{but}’, 그게 기준이에요. 바꾸는 일이 그 안에 들어가야지, 그걸 늘려서는 안 돼요.',
      '‘{but}’라고 하셨죠. 카드는 그걸 가볍게 보지 않아요. 그 상태 그대로도 바꿀 수 있다면 진짜 ‘예’예요.',
      '‘{but}’, 그건 멈출 이유가 아니라 조건이에요. 그것부터 정리하고 바꾸세요.',
    ],
    test: [
      '정하기 전에 오늘 밤 두 칸을 적어 보세요. 지킬 것, 잃을 것. 결정은 기분 나쁜 날 말고 차분한 아침에 해요.',
      '일주일만 줘 보세요. 매일 저녁 아직 바꾸고 싶은지 적고, 닷새 중 세 번이 ‘예’면 그게 답이에요.',
      '두 밤 자고 평일 아침에 정하세요. 힘든 밤에 내린 결정은 오래 안 가요.',
    ],
  },
  zh: {
    open: [
      '还没换，所以{thing}仍是握在你手里的选择；牌是陪你掂量，不替你做决定。',
      '牌把{thing}看成你正站在门口、还没迈过去的一扇门：现在正是看清楚的时候。',
      '{thing}还是个问题，不是定局，所以这次占卜还能改变你接下来的做法。',
    ],
    lean: [
      '牌偏向“可以”，但有一个条件：你说得出新的那边能给你、旧的永远给不了的一样东西。如果只是厌倦了旧的，那份厌倦可能会跟着你走。',
      '牌面是谨慎的“可以”：被想要的东西拉着走的改变是好的，只是被讨厌的东西推着走，就再等等。',
      '牌说“可以”，但要慢：当你能用一句话说清得到什么、愿意失去什么时，就是换的时候。',
    ],
    fromTo: [
      '把{from}和{to}公平地放在一起：你会舍不得{from}的什么，{to}在头三个月会要求你什么。',
      '在{from}和{to}之间，牌更暖向{to}，但要先问问已经在{to}那边的人，他们平常的一周是什么样。',
      '从{from}到{to}是真正的转弯，不是一小步：关上{from}这扇门之前，先试一次{to}。',
    ],
    toOnly: [
      '对{to}，问问普通的一周是什么样，而不只是最好的那一天。',
      '别看{to}的宣传，看它无聊的周二；那样还觉得对，就去。',
      '让{to}自己证明：决定前在纸上认真比一次。',
    ],
    but: [
      '至于你说的“{but}”，就拿它当尺子：换要放得进这个范围，不能把它撑破。',
      '你说“{but}”，牌把这句话当真。带着这个条件还能换，才是真正的“可以”。',
      '“{but}”不是停下的理由，而是条件：先把它安顿好，再换。',
    ],
    test: [
      '决定之前，今晚写两栏：留下什么、失去什么。在平静的早上做决定，别在糟糕的日子里定。',
      '给自己一周：每晚记下还想不想换，五晚里有三次“想”，那就是答案。',
      '睡两晚再决定，选一个工作日的早上；难熬的夜里做的决定，很少是你会留下的那个。',
    ],
  },
};
