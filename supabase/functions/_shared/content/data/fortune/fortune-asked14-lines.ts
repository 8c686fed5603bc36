/**
 * Lines of the round-14 fortune fall-through for a question asked with a reason of the visitor's own (issue 13, helper
 * fort14): what they wrote told back whole with their question, the obstacle they named weighed, a lean that answers
 * the question's form (is it worth / should I / will it), and one step before the decision. Slots: {told} (the
 * statement clauses, in order), {obstacle}, {ask} (the question told back), {act} (what someone asked of the visitor).
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';
import type { AskForm } from '../../fortune-asked14.ts';

/** The lines of one language. */
export interface AskedLines {
  /** The visitor's statements and question told back. */
  echo: readonly string[];
  /** The obstacle they named (after a contrast, or with a negation or a limit), weighed. */
  weigh: readonly string[];
  /** The statement nearest the ask, when nothing marks an obstacle: what the answer rests on. */
  weighPlain: readonly string[];
  /** The act someone asked of the visitor ({act}) weighed against the obstacle: both sides named. */
  weighBoth: readonly string[];
  /** The lean, in the form the question asked. */
  lean: Readonly<Record<AskForm, readonly string[]>>;
  /** The obstacle added to another reading that answered the act but left it out. */
  alsoWeigh: readonly string[];
  /** One concrete step before deciding (is it worth, should I). */
  step: readonly string[];
  /** One concrete step when someone asked the act of the visitor: that part taken back to them. */
  stepAsked: readonly string[];
  /** One concrete step for a will-it question: the answer starts from that part. */
  stepWill: readonly string[];
}

const en: AskedLines = {
  echo: ['{told:cap}; and you’re asking {ask}.', 'You wrote that {told}, and you’re asking {ask}.'],
  weigh: ['The card that answers lands on the part you wrote yourself, that {obstacle}: not a wall, but the terms of the answer.'],
  weighPlain: ['What the card reads first is what you wrote yourself, that {obstacle}: that is what the answer rests on.'],
  weighBoth: ['On one side is what you were asked, to {act}; on the other, what you wrote yourself: {obstacle}. The cards won’t make you drop one for the other; they ask one plain thing: can the first be done in a way that leaves room for the second?'],
  lean: {
    worth: ['Is it worth it? Yes, the cards lean that way, as long as you go in with that part in plain view rather than hoping it goes away.'],
    should: ['Should you? The cards lean toward yes, on one condition: that part goes into the plan from the first day, not after it.'],
    will: ['Will it work out? The signs lean toward the good side, on one condition: you face that part now, not later.'],
  },
  step: ['One concrete step: before you decide {ask}, turn that part into one plain question you can get answered this week (from the person it involves, or from the calendar), and ask it.'],
  alsoWeigh: ['And the part you wrote yourself, that {obstacle}: the cards read it not as a wall but as the terms, so plan it in from the first day.'],
  stepAsked: ['One concrete step: before you answer, take that part back to the one who asked, say it plainly, and ask what can move around it: the start, the length, or a way back. Decide once you hear what they say.'],
  stepWill: ['One concrete step: this week, turn that part into one plain question you can get answered (from the person it involves, or from the calendar) and ask it; the answer to {ask} starts there.'],
};

const vi: AskedLines = {
  echo: ['{told:cap}; và bạn đang hỏi {ask}.', 'Bạn kể: {told}; rồi bạn hỏi {ask}.'],
  weigh: ['Lá bài trả lời rơi đúng vào điều chính bạn viết: {obstacle}. Đó không phải bức tường, mà là điều kiện của câu trả lời.'],
  weighPlain: ['Lá bài đọc trước tiên chính điều bạn viết: {obstacle}. Câu trả lời dựa trên điều ấy.'],
  weighBoth: ['Một bên là điều người ta rủ bạn: {act}; một bên là điều chính bạn viết: {obstacle}. Quẻ không bắt bạn bỏ bên này lấy bên kia, chỉ hỏi một điều rõ ràng: bên thứ nhất có làm được theo cách vẫn chừa chỗ cho bên thứ hai không?'],
  lean: {
    worth: ['Có đáng không? Đáng, quẻ nghiêng về phía đó, miễn là bạn bước vào mà nhìn rõ điều ấy, chứ không mong nó tự biến mất.'],
    should: ['Có nên không? Quẻ nghiêng về “có”, với một điều kiện: điều ấy phải nằm trong kế hoạch ngay từ ngày đầu, đừng để sau.'],
    will: ['Liệu có ổn không? Quẻ nghiêng về phía tốt, với một điều kiện: bạn đối diện điều ấy ngay bây giờ, đừng để sau.'],
  },
  step: ['Một bước cụ thể: trước khi quyết {ask}, hãy biến điều ấy thành một câu hỏi rõ ràng mà tuần này bạn hỏi được (hỏi người liên quan, hoặc nhìn vào lịch), rồi hỏi nó.'],
  alsoWeigh: ['Còn điều chính bạn viết, {obstacle}: quẻ không xem đó là bức tường mà là điều kiện, nên hãy tính nó vào kế hoạch ngay từ đầu.'],
  stepAsked: ['Một bước cụ thể: trước khi trả lời, hãy mang điều ấy tới chính người đã đề nghị, nói thẳng ra, và hỏi xem điều gì có thể xê dịch quanh nó: ngày bắt đầu, thời gian bao lâu, hay một đường lui. Nghe họ trả lời rồi hãy quyết.'],
  stepWill: ['Một bước cụ thể: tuần này, hãy biến điều ấy thành một câu hỏi rõ ràng mà bạn hỏi được (hỏi người liên quan, hoặc nhìn vào lịch), rồi hỏi nó; câu trả lời cho chuyện {ask} bắt đầu từ đó.'],
};

const ko: AskedLines = {
  echo: ['{told} 하셨죠. 그래서 ‘{ask}’ 하고 물으신 거고요.', '직접 쓰신 말부터 볼게요. {told}, 그리고 ‘{ask}’ 하는 물음이에요.'],
  weigh: ['카드가 가장 무겁게 보는 건 직접 쓰신 ‘{obstacle}’, 바로 그 부분이에요. 그건 벽이 아니라 답의 조건이에요.'],
  weighPlain: ['카드가 먼저 읽는 건 직접 쓰신 ‘{obstacle}’, 그 부분이에요. 답은 거기에 기대고 있어요.'],
  weighBoth: ['한쪽에는 요청받은 {act}, 다른 쪽에는 직접 쓰신 ‘{obstacle}’, 그 말이 있어요. 카드는 둘 중 하나를 버리라고 하지 않아요. 딱 하나만 물어요. 앞의 일을, 뒤의 일이 들어설 자리를 남기는 방식으로 할 수 있느냐는 거예요.'],
  lean: {
    worth: ['그럴 만한 가치가 있느냐고 물으신다면, 있어요. 그 부분이 저절로 사라지길 바라지 않고 알고 시작한다면요.'],
    should: ['해야 하느냐고 물으신다면, 카드는 ‘예’ 쪽으로 기울어요. 다만 그 부분을 나중이 아니라 처음부터 계획에 넣는다는 조건으로요.'],
    will: ['어떻게 될지 물으신다면, 카드는 좋은 쪽으로 기울어요. 조건은 하나, 그 부분을 나중이 아니라 지금 마주하는 거예요.'],
  },
  step: ['구체적인 한 걸음: 정하기 전에 그 부분을 이번 주 안에 답을 들을 수 있는 질문 하나로 바꿔 보세요. 관련된 사람에게 묻든 달력으로 따져 보든, 답을 듣고 나서 정하면 돼요.'],
  alsoWeigh: ['그리고 직접 쓰신 ‘{obstacle}’, 그 부분은 벽이 아니라 조건으로 읽혀요. 처음부터 계획에 넣어 두세요.'],
  stepAsked: ['구체적인 한 걸음: 답하기 전에 그 부분을 요청한 사람에게 그대로 꺼내 놓고, 그걸 두고 무엇을 조정할 수 있는지 물어보세요. 시작 시기든, 기간이든, 돌아올 길이든요. 그 대답을 듣고 정하면 돼요.'],
  stepWill: ['구체적인 한 걸음: 이번 주 안에 그 부분을 답을 들을 수 있는 질문 하나로 바꿔서 물어보세요. 관련된 사람에게든 달력에든요. 물으신 일의 답은 거기서부터 시작돼요.'],
};

const zh: AskedLines = {
  echo: ['{told}——你问的是{ask}。', '你写的是：{told}；你想知道的是{ask}。'],
  weigh: ['牌面最看重的，是你自己写下的那一句：{obstacle}。它不是一堵墙，而是这个答案的条件。'],
  weighPlain: ['牌面先读到的，是你自己写下的那一句：{obstacle}。答案就落在这上面。'],
  weighBoth: ['一边是别人要你做的：{act}；一边是你自己写下的：{obstacle}。牌不会逼你二选一，它只问一个具体的问题：前一件事，能不能用一种给后一件事留出位置的方式去做？'],
  lean: {
    worth: ['值不值得？值得，牌面偏向这一边，只要你是清楚地带着这一点走进去，而不是盼着它自己消失。'],
    should: ['该不该？牌面偏向“可以”，条件只有一个：这一点从第一天起就放进计划里，而不是事后再说。'],
    will: ['会怎样？牌面偏向好的那一边，条件只有一个：这一点现在就面对，别往后拖。'],
  },
  step: ['具体的一步：在决定{ask}之前，先把这一点变成一个这周就能问出答案的问题（问相关的人，或者对着日历算清楚），把它问出来，再做决定。'],
  alsoWeigh: ['还有你自己写下的那一句：{obstacle}。牌面不把它看成一堵墙，而是条件：从一开始就把它算进计划里。'],
  stepAsked: ['具体的一步：答复之前，把这一点原原本本地告诉提出要求的那个人，问问围绕它有什么能调整：开始的时间、时长，或者一条回头路。听完对方的回答，再做决定。'],
  stepWill: ['具体的一步：这周就把这一点变成一个能问出答案的问题（问相关的人，或者对着日历算清楚），把它问出来；{ask}，答案就从那里开始。'],
};

/** The round-14 fall-through lines, by language. */
export const askedLines: Readonly<Record<ContentLanguage, AskedLines>> = { en, vi, ko, zh };
