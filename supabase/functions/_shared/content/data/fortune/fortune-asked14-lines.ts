/**
 * Lines of the round-14 fortune fall-through for a question asked with a reason of the visitor's own (issue 13, helper
 * fort14): what they wrote told back whole with their question, the obstacle they named weighed, a lean that answers
 * the question's form (is it worth / should I / will it), and one step before the decision. Slots: {told} (the
 * statement clauses, in order), {obstacle}, {ask} (the question told back), {act} (what someone asked of the visitor),
 * {who} (the one who proposed it, or "the one who asked"). Round 14 second wave (fort15): the step follows from the
 * obstacle's own kind (money to borrow, a measure to live once, a body to have checked, a proposer to ask), and a may-I
 * question ("가도 괜찮을까요") is answered as leave asked, not as a forecast.
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
  /** What was asked set against the money the visitor would have to borrow for it: the price read first. */
  weighBorrow: readonly string[];
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
  /** One concrete step when the obstacle is money to borrow: the two numbers in writing before answering. */
  stepBorrow: readonly string[];
  /** One concrete step when the obstacle is a measure (an hour more, half the rent): live it once at its real size. */
  stepMeasure: readonly string[];
  /** One concrete step for a health question: that part checked once, and a small piece tried first. */
  stepHealth: readonly string[];
  /** Who proposed the act, when the request does not name them. */
  someone: string;
}

const en: AskedLines = {
  echo: ['{told:cap}; and you’re asking {ask}.', 'You wrote that {told}, and you’re asking {ask}.'],
  weigh: ['The card that answers lands on the part you wrote yourself, that {obstacle}: not a wall, but the terms of the answer.'],
  weighPlain: ['What the card reads first is what you wrote yourself, that {obstacle}: that is what the answer rests on.'],
  weighBoth: ['On one side is what you were asked, to {act}; on the other, what you wrote yourself: {obstacle}. The cards won’t make you drop one for the other; they ask one plain thing: can the first be done in a way that leaves room for the second?'],
  weighBorrow: ['On one side is what you were asked, to {act}; on the other, its price as you wrote it yourself: {obstacle}. The cards read the price first.'],
  lean: {
    worth: ['Is it worth it? Yes, the cards lean that way, as long as you go in with that part in plain view rather than hoping it goes away.'],
    should: ['Should you? The cards lean toward yes, on one condition: that part goes into the plan from the first day, not after it.'],
    will: ['Will it work out? The signs lean toward the good side, on one condition: you face that part now, not later.'],
    may: ['Is it all right? The cards say yes, once that part has been looked at rather than pushed through.'],
  },
  step: ['One concrete step: before you decide {ask}, write down what would have to change about that part for the answer to be a clear yes, and find out this week whether it can.'],
  alsoWeigh: ['And the part you wrote yourself, that {obstacle}: the cards read it not as a wall but as the terms of the answer, so let your answer start from it.'],
  stepAsked: ['One concrete step: before you answer, take that part back to {who}, say it plainly, and ask what can move around it: the start, the length, or a way back. Decide once you hear what they say.'],
  stepWill: ['One concrete step: this week, write down what would have to change about that part for you to feel sure, and check whether it can; the answer to {ask} starts there.'],
  stepBorrow: ['One concrete step: before you answer {who}, get two numbers in writing: what a bank would really lend you, and the monthly repayment. If that repayment still holds on a bad month, it is a real option; if not, not yet.'],
  stepMeasure: ['One concrete step: before you say yes, live that part once at its real size, on an ordinary day rather than a good one, and decide from how that day felt, not from how it sounds.'],
  stepHealth: ['One concrete step: have that part checked once by a doctor first, and try a small piece of it well before the day; go ahead when both say it holds.'],
  someone: 'the one who asked',
};

const vi: AskedLines = {
  echo: ['{told:cap}; và bạn đang hỏi {ask}.', 'Bạn kể: {told}; rồi bạn hỏi {ask}.'],
  weigh: ['Lá bài trả lời rơi đúng vào điều chính bạn viết: {obstacle}. Đó không phải bức tường, mà là điều kiện của câu trả lời.'],
  weighPlain: ['Lá bài đọc trước tiên chính điều bạn viết: {obstacle}. Câu trả lời dựa trên điều ấy.'],
  weighBoth: ['Một bên là điều người ta rủ bạn: {act}; một bên là điều chính bạn viết: {obstacle}. Quẻ không bắt bạn bỏ bên này lấy bên kia, chỉ hỏi một điều rõ ràng: bên thứ nhất có làm được theo cách vẫn chừa chỗ cho bên thứ hai không?'],
  weighBorrow: ['Một bên là điều người ta đề nghị: {act}; một bên là cái giá chính bạn viết ra: {obstacle}. Quẻ đọc cái giá ấy trước.'],
  lean: {
    worth: ['Có đáng không? Đáng, quẻ nghiêng về phía đó, miễn là bạn bước vào mà nhìn rõ điều ấy, chứ không mong nó tự biến mất.'],
    should: ['Có nên không? Quẻ nghiêng về “có”, với một điều kiện: điều ấy phải nằm trong kế hoạch ngay từ ngày đầu, đừng để sau.'],
    will: ['Liệu có ổn không? Quẻ nghiêng về phía tốt, với một điều kiện: bạn đối diện điều ấy ngay bây giờ, đừng để sau.'],
    may: ['Có ổn không? Quẻ nói là ổn, với điều kiện điều ấy được xem xét trước, chứ không phải cố chịu cho qua.'],
  },
  step: ['Một bước cụ thể: trước khi quyết {ask}, hãy viết ra điều ấy phải thay đổi thế nào thì câu trả lời mới là “có” rõ ràng, rồi trong tuần này tìm hiểu xem nó có thay đổi được không.'],
  alsoWeigh: ['Còn điều chính bạn viết, {obstacle}: quẻ không xem đó là bức tường mà là điều kiện của câu trả lời, nên hãy để câu trả lời của bạn bắt đầu từ đó.'],
  stepAsked: ['Một bước cụ thể: trước khi trả lời, hãy mang điều ấy tới {who}, nói thẳng ra, và hỏi xem điều gì có thể xê dịch quanh nó: ngày bắt đầu, thời gian bao lâu, hay một đường lui. Nghe họ trả lời rồi hãy quyết.'],
  stepWill: ['Một bước cụ thể: tuần này, hãy viết ra điều ấy phải thay đổi thế nào thì bạn mới thấy yên tâm, rồi xem nó có thay đổi được không; câu trả lời cho chuyện {ask} bắt đầu từ đó.'],
  stepBorrow: ['Một bước cụ thể: trước khi trả lời {who}, hãy có hai con số trên giấy: ngân hàng thật sự cho bạn vay bao nhiêu, và mỗi tháng phải trả bao nhiêu. Nếu khoản trả hằng tháng vẫn trụ được trong một tháng khó khăn thì đó là lựa chọn thật; nếu không, thì chưa phải lúc.'],
  stepMeasure: ['Một bước cụ thể: trước khi nhận lời, hãy sống thử điều ấy một lần đúng kích cỡ thật của nó, vào một ngày bình thường chứ không phải ngày đẹp trời, rồi quyết theo cảm giác của ngày đó, không phải theo điều nghe có vẻ ra sao.'],
  stepHealth: ['Một bước cụ thể: hãy đi khám điều ấy một lần trước, và thử một phần nhỏ của việc đó sớm hơn ngày chính; cả hai đều ổn thì hãy làm.'],
  someone: 'chính người đã đề nghị',
};

const ko: AskedLines = {
  echo: ['{told} 하셨죠. 그래서 ‘{ask}’ 하고 물으신 거고요.', '직접 쓰신 말부터 볼게요. {told}, 그리고 ‘{ask}’ 하는 물음이에요.'],
  weigh: ['카드가 가장 무겁게 보는 건 직접 쓰신 ‘{obstacle}’, 바로 그 부분이에요. 그건 벽이 아니라 답의 조건이에요.'],
  weighPlain: ['카드가 먼저 읽는 건 직접 쓰신 ‘{obstacle}’, 그 부분이에요. 답은 거기에 기대고 있어요.'],
  weighBoth: ['한쪽에는 요청받은 {act}, 다른 쪽에는 직접 쓰신 ‘{obstacle}’, 그 말이 있어요. 카드는 둘 중 하나를 버리라고 하지 않아요. 딱 하나만 물어요. 앞의 일을, 뒤의 일이 들어설 자리를 남기는 방식으로 할 수 있느냐는 거예요.'],
  weighBorrow: ['한쪽에는 요청받은 {act}, 다른 쪽에는 직접 쓰신 그 값, ‘{obstacle}’가 있어요. 카드는 그 값부터 읽어요.'],
  lean: {
    worth: ['그럴 만한 가치가 있느냐고 물으신다면, 있어요. 그 부분이 저절로 사라지길 바라지 않고 알고 시작한다면요.'],
    should: ['해야 하느냐고 물으신다면, 카드는 ‘예’ 쪽으로 기울어요. 다만 그 부분을 나중이 아니라 처음부터 계획에 넣는다는 조건으로요.'],
    will: ['어떻게 될지 물으신다면, 카드는 좋은 쪽으로 기울어요. 조건은 하나, 그 부분을 나중이 아니라 지금 마주하는 거예요.'],
    may: ['괜찮으냐고 물으신다면, 카드는 ‘괜찮다’ 쪽이에요. 다만 그 부분을 참고 넘기지 않고 먼저 살펴본다는 조건으로요.'],
  },
  step: ['구체적인 한 걸음: 정하기 전에, 그 부분이 어떻게 달라지면 분명한 ‘예’가 되는지 한 줄로 적어 보고, 이번 주 안에 그게 달라질 수 있는지 알아보세요. 그다음에 정하면 돼요.'],
  alsoWeigh: ['그리고 직접 쓰신 ‘{obstacle}’, 그 부분은 벽이 아니라 답의 조건으로 읽혀요. 답은 거기서부터 시작하세요.'],
  stepAsked: ['구체적인 한 걸음: 답하기 전에 그 부분을 {who}에게 그대로 꺼내 놓고, 그걸 두고 무엇을 조정할 수 있는지 물어보세요. 시작 시기든, 기간이든, 돌아올 길이든요. 그 대답을 듣고 정하면 돼요.'],
  stepWill: ['구체적인 한 걸음: 이번 주 안에, 그 부분이 어떻게 달라지면 마음이 놓일지 한 줄로 적어 보고 그게 달라질 수 있는지 알아보세요. 물으신 일의 답은 거기서부터 시작돼요.'],
  stepBorrow: ['구체적인 한 걸음: {who}에게 답하기 전에 숫자 두 개를 글로 받아 두세요. 은행이 실제로 얼마를 빌려주는지, 그리고 한 달에 얼마씩 갚게 되는지요. 그 금액이 벌이가 안 좋은 달에도 버틸 만하면 진짜 선택지고, 아니라면 아직은 아니에요.'],
  stepMeasure: ['구체적인 한 걸음: ‘예’라고 하기 전에 그 부분을 실제 크기 그대로 한 번 겪어 보세요. 좋은 날 말고 평범한 하루에요. 말로 들을 때가 아니라 그날 직접 느낀 대로 정하면 돼요.'],
  stepHealth: ['구체적인 한 걸음: 그 전에 그 부분을 병원에서 한 번 확인받고, 그 일을 작게 한 번 먼저 해 보세요. 둘 다 괜찮으면 그때 하셔도 돼요.'],
  someone: '요청한 사람',
};

const zh: AskedLines = {
  echo: ['{told}——你问的是{ask}。', '你写的是：{told}；你想知道的是{ask}。'],
  weigh: ['牌面最看重的，是你自己写下的那一句：{obstacle}。它不是一堵墙，而是这个答案的条件。'],
  weighPlain: ['牌面先读到的，是你自己写下的那一句：{obstacle}。答案就落在这上面。'],
  weighBoth: ['一边是别人要你做的：{act}；一边是你自己写下的：{obstacle}。牌不会逼你二选一，它只问一个具体的问题：前一件事，能不能用一种给后一件事留出位置的方式去做？'],
  weighBorrow: ['一边是别人要你做的：{act}；一边是你自己写下的代价：{obstacle}。牌面先看这个代价。'],
  lean: {
    worth: ['值不值得？值得，牌面偏向这一边，只要你是清楚地带着这一点走进去，而不是盼着它自己消失。'],
    should: ['该不该？牌面偏向“可以”，条件只有一个：这一点从第一天起就放进计划里，而不是事后再说。'],
    will: ['会怎样？牌面偏向好的那一边，条件只有一个：这一点现在就面对，别往后拖。'],
    may: ['可不可以？牌面说可以，条件是先把这一点看清楚，而不是硬撑过去。'],
  },
  step: ['具体的一步：在决定{ask}之前，先写下这一点要怎么变，答案才会是一个清楚的“可以”，这周就弄清楚它能不能变，再做决定。'],
  alsoWeigh: ['还有你自己写下的那一句：{obstacle}。牌面不把它看成一堵墙，而是答案的条件：你的回答就从这一句出发。'],
  stepAsked: ['具体的一步：答复之前，把这一点原原本本地告诉{who}，问问围绕它有什么能调整：开始的时间、时长，或者一条回头路。听完对方的回答，再做决定。'],
  stepWill: ['具体的一步：这周先写下这一点要怎么变，你才能放心，再弄清楚它能不能变；{ask}，答案就从那里开始。'],
  stepBorrow: ['具体的一步：答复{who}之前，先拿到两个写在纸上的数字：银行实际能借你多少，每个月要还多少。如果这个月供在最差的月份也撑得住，它才是真正的选项；撑不住，就还不是时候。'],
  stepMeasure: ['具体的一步：答应之前，先把这一点按真实的样子过一次，挑普通的一天，而不是顺利的一天；按那一天的真实感受来决定，而不是按它听起来怎么样。'],
  stepHealth: ['具体的一步：先去医院把这一点查一次，再提前把这件事小小地试一次；两样都没问题，再去做。'],
  someone: '提出要求的那个人',
};

/** The round-14 fall-through lines, by language. */
export const askedLines: Readonly<Record<ContentLanguage, AskedLines>> = { en, vi, ko, zh };
