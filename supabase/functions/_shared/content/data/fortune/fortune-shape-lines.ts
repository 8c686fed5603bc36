/**
 * Lines of the fortune teller's shape answers (issue 13, round 10): a plan not made yet (buy, lease, rent, adopt, sign),
 * the direction of contact (I reach out, they reached out, I ask someone out, someone asked me out) and "quit X to do
 * Y". Slots: {thing} (the whole noun phrase, or a deictic for the act), {alt} (what the plan is set against), {who}
 * (the person as the reading says them), {goal} (Y as the visitor wrote it), {from} (X), {what} (the activity asked),
 * {weekday}.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** The acts of a plan the shape reads. */
export type PlanAct = 'buy' | 'lease' | 'rent' | 'adopt' | 'sign';

/** One language's shape lines. */
export interface ShapeLines {
  /** The act's name when no whole thing could be read ("this purchase"). */
  actNames: Readonly<Record<PlanAct, string>>;
  /** The plan is still a choice: the opening line, with {thing}. */
  planOpen: readonly string[];
  /** The lean and its condition, per act. */
  planLean: Readonly<Record<PlanAct, readonly string[]>>;
  /** Paying in instalments: the total against the cash price. */
  planInstalment: readonly string[];
  /** The alternative the visitor weighs it against ({alt}). */
  planAlt: readonly string[];
  /** A time the visitor gave ("this year"): answered, never asked again. */
  planTime: readonly string[];
  /** I reach out to {who}. */
  reachOut: readonly string[];
  /** I reach out, and I fear what it brings back. */
  reachOutFear: readonly string[];
  /** {who} reached out to me; should I answer or go. */
  theyReached: readonly string[];
  /** Someone who is not an ex reached out to me: what their first move means and how to answer. */
  theyReachedOther: readonly string[];
  /** If I ask {who} ({what}), will they say yes: the lean and how to ask. */
  askOut: readonly string[];
  /** How to ask, with the activity ({what}). */
  askHowWhat: readonly string[];
  /** How to ask, with no activity named. */
  askHow: readonly string[];
  /** {who} asked me out; should I go. */
  askedOut: readonly string[];
  /** Quit {from} to do {goal}: the reading of the goal. */
  quitOpen: readonly string[];
  /** Quit to do {goal}, with no {from} read. */
  quitOpenBare: readonly string[];
  /** The timing ("is this the right year"), answered. */
  quitTiming: readonly string[];
  /** The timing when the visitor named the year ({when}: "this year", "năm nay", "올해", "今年"), answered with it. */
  quitTimingYear: readonly string[];
  /** Advice about the goal when it is learning something. */
  quitLearn: readonly string[];
  /** Advice about the goal when it is opening or starting something of one's own. */
  quitStart: readonly string[];
  /** Advice about any other goal. */
  quitOther: readonly string[];
  /** The money cushion before the notice. */
  quitCushion: readonly string[];
}

/** Shape lines in the four languages. */
export const shapeLines: Readonly<Record<ContentLanguage, ShapeLines>> = {
  en: {
    actNames: { buy: 'this purchase', lease: 'this lease', rent: 'this rental', adopt: 'bringing an animal home', sign: 'this contract' },
    planOpen: [
      'Nothing is signed yet, so {thing} is still a choice in your hands, and the cards weigh it with you rather than for you.',
      '{thing:cap} is a plan, not a done deal yet, which is the best moment to read it: the cards can still change what you do.',
    ],
    planLean: {
      buy: ['The cards lean to a careful yes, on one condition: after the payment, one normal month still leaves you something to put aside. If it only works in a perfect month, wait.'],
      lease: ['The cards lean to a careful yes, if you read three things before signing: the monthly cost with insurance, the mileage limit, and what ending early would cost you.'],
      rent: ['The cards lean to yes, once the deposit, the length of the contract and who pays for repairs are written down, not just said.'],
      adopt: ['The cards lean to yes if your days have room for it: an animal is ten years or more of food, vet bills and daily time, not one happy weekend. If your week can carry that, the answer is yes.'],
      sign: ['The cards lean to yes for the signing, once you have read the clauses on money, dates and how to get out, and asked about the one you did not understand.'],
    },
    planInstalment: ['Paying in instalments: add every payment up and set the total against the cash price; if the monthly amount fits with room to spare, fine; if it stretches you, save a bigger first payment and go a little later.'],
    planAlt: ['Set it honestly against {alt}: put both costs over the next two years side by side, and the cheaper line that still gets you where you need to go is the card to play.'],
    planTime: ['As for the time you named, it works for this plan: decide on a {weekday} after a night’s sleep, never on the spot.'],
    reachOut: [
      'You would be the one reaching out to {whom}, so the question is really what you want from it. Write one short, warm message that asks for nothing, and let them choose whether to answer.',
    ],
    reachOutFear: [
      'Old wounds open when a message carries hope it does not say. If you can send it and be fine with no reply, the cards see no harm; if you would wait by the phone, keep it unsent a little longer.',
    ],
    theyReached: [
      '{who:cap} made the first move, not you, so you owe no quick answer. Before replying, ask yourself what you want from it: a closing word, a friendship, or a second try.',
      'If you do go, pick a daytime place and an end time you set yourself; leave as soon as it turns into the same old story.',
    ],
    theyReachedOther: ['{who:cap} reached out first, and a first move is a small sign of interest in itself. Answer when you have something real to say rather than within the minute, match their tone, and end with a question so the talk has somewhere to go.'],
    askOut: [
      'Whether {who} says yes depends a lot on how you ask, and the cards look kindly on the asking: they lean to yes.',
    ],
    askHowWhat: ['Ask for {what} with a day and a time in it, not “sometime”, and give an easy way out (“no worries if you’re busy”), so a yes is a real yes.'],
    askHow: ['Ask with a plan in it, a place, a day and a time, not “sometime”, and give an easy way out, so a yes is a real yes.'],
    askedOut: [
      'The invitation came from {who}, so the only question is whether you want to go. The cards lean to yes if you are curious; keep it light and go as yourself.',
      'One thing to watch: whether {who} listens as much as talks. That tells you more than the evening’s plan does.',
    ],
    quitOpen: ['I read this as more than a job change: you are leaving {from} to {goal}, and that goal is what the cards look at.'],
    quitOpenBare: ['I read this as more than a job change: the point is to {goal}, and that goal is what the cards look at.'],
    quitTiming: ['For the timing you asked about: the year works if the first months go to your plan to {goal} while your pay still comes in, and the notice comes in the second half, not the first.'],
    quitTimingYear: ['For {when}, which you asked about: the year works if the first months go to your plan to {goal} while your pay still comes in, and the notice comes in the second half, not the first.'],
    quitLearn: ['Take one short course first, with a start date and a teacher who gives feedback; after three months you will know how far the plan to {goal} can carry you.'],
    quitStart: ['Cost the plan to {goal} for six months on paper first, rent, stock and a slow month included, and test it small at weekends before you bet the salary on it.'],
    quitOther: ['Give the plan to {goal} a trial run first: fixed hours every week for three months while your pay still comes in. If you still want it at the end, it is not a whim.'],
    quitCushion: ['Before you hand in notice, put six months of living costs aside.'],
  },
  vi: {
    actNames: { buy: 'mua sắm lần này', lease: 'thuê theo hợp đồng này', rent: 'thuê chỗ này', adopt: 'nhận nuôi', sign: 'ký hợp đồng này' },
    planOpen: [
      'Bạn chưa xuống tiền, nên việc {thing} vẫn là một lựa chọn trong tay bạn, và quẻ cân nhắc cùng bạn chứ không quyết thay bạn.',
      'Chuyện {thing} vẫn còn là dự định, chưa phải việc đã rồi, nên đây là lúc xem quẻ đáng nhất: còn kịp đổi cách làm.',
    ],
    planLean: {
      buy: ['Quẻ nghiêng về “có” nhưng có điều kiện: trả xong khoản này, một tháng bình thường vẫn còn dư để dành. Nếu chỉ tháng nào suôn sẻ lắm mới kham nổi thì nên chờ thêm.'],
      lease: ['Quẻ nghiêng về “có” nếu trước khi ký bạn đọc kỹ ba điều: chi phí mỗi tháng gồm cả bảo hiểm, giới hạn sử dụng, và phí nếu muốn dừng sớm.'],
      rent: ['Quẻ nghiêng về “có”, khi tiền cọc, thời hạn hợp đồng và ai chịu tiền sửa chữa đều được ghi ra giấy chứ không chỉ nói miệng.'],
      adopt: ['Quẻ nghiêng về “có” nếu ngày của bạn còn chỗ: nuôi một bé là mười năm trở lên tiền ăn, tiền thú y và thời gian mỗi ngày, không phải một cuối tuần vui. Nếu gánh được vậy thì cứ đón bé về.'],
      sign: ['Quẻ nghiêng về “có” cho việc ký, khi bạn đã đọc kỹ các điều khoản về tiền, ngày tháng và cách chấm dứt, và hỏi lại chỗ nào chưa hiểu.'],
    },
    planInstalment: ['Mua trả góp thì cộng hết các kỳ lại rồi so với giá trả thẳng; nếu tiền góp mỗi tháng vẫn dư dả so với lương thì được, còn nếu phải gồng thì để dành thêm tiền trả trước và mua muộn một chút.'],
    planAlt: ['Đặt nó cạnh phương án {alt} cho công bằng: ghi chi phí hai năm tới của cả hai ra, bên nào rẻ hơn mà vẫn đủ dùng thì đó là lá bài nên đánh.'],
    planTime: ['Còn mốc thời gian bạn hỏi thì hợp với dự định này: hãy chốt vào một ngày {weekday}, sau khi ngủ một đêm, đừng quyết ngay tại cửa hàng.'],
    reachOut: ['Lần này bạn là người chủ động liên lạc với {who}, nên câu hỏi thật ra là bạn muốn gì từ tin nhắn đó. Viết một tin ngắn, nhẹ nhàng, không đòi hỏi gì, rồi để người ta tự chọn có trả lời hay không.'],
    reachOutFear: ['Vết thương cũ chỉ mở lại khi tin nhắn mang theo hy vọng mà nó không nói ra. Nếu gửi đi rồi không được trả lời bạn vẫn ổn thì quẻ không thấy hại gì; nếu bạn sẽ ôm điện thoại chờ, hãy để nó nằm nháp thêm ít lâu.'],
    theyReached: [
      'Người chủ động là {who}, không phải bạn, nên bạn không nợ ai một câu trả lời vội. Trước khi đáp, hỏi lòng mình muốn gì: một lời khép lại, một tình bạn, hay một lần thử lại.',
      'Nếu đi gặp, hãy chọn chỗ ban ngày và tự đặt giờ về; câu chuyện mà quay lại lối cũ thì đứng dậy về luôn.',
    ],
    theyReachedOther: ['{who:cap} là người nhắn trước, và chủ động như vậy đã là một dấu hiệu quan tâm nho nhỏ. Hãy trả lời khi bạn có điều thật lòng muốn nói, không cần trả lời ngay trong phút đó, giữ giọng giống người ta, và kết thúc bằng một câu hỏi để câu chuyện còn chỗ đi tiếp.'],
    askOut: ['{who:cap} có đồng ý hay không phụ thuộc nhiều vào cách bạn rủ, và quẻ nhìn chuyện rủ này khá thuận: nghiêng về “có”.'],
    askHowWhat: ['Rủ {what} thì nói luôn ngày và giờ, đừng nói “hôm nào rảnh”, và chừa một lối lùi nhẹ (“bận thì thôi nha”), để câu “có” là “có” thật.'],
    askHow: ['Rủ thì nói luôn chỗ, ngày và giờ, đừng nói “hôm nào rảnh”, và chừa một lối lùi nhẹ, để câu “có” là “có” thật.'],
    askedOut: [
      'Lời rủ đến từ {who}, nên câu hỏi chỉ còn là bạn có muốn đi không. Nếu bạn tò mò thì quẻ nghiêng về “đi”; cứ nhẹ nhàng và là chính mình.',
      'Một điều nên để ý: {who} có lắng nghe nhiều như nói không. Điều đó cho bạn biết nhiều hơn cả buổi hẹn.',
    ],
    quitOpen: ['Quẻ đọc chuyện này không chỉ là đổi việc: bạn rời {from} để {goal}, và quẻ nhìn vào chính mục tiêu đó.'],
    quitOpenBare: ['Quẻ đọc chuyện này không chỉ là đổi việc: điều bạn hướng tới là {goal}, và quẻ nhìn vào chính mục tiêu đó.'],
    quitTiming: ['Về thời điểm bạn hỏi: được, nếu mấy tháng đầu bạn dành cho việc {goal} trong lúc vẫn còn lương, rồi mới nộp đơn nghỉ chứ không nộp trước.'],
    quitTimingYear: ['Về {when} bạn hỏi: {when} ổn, nếu mấy tháng đầu bạn dành cho việc {goal} trong lúc vẫn còn lương, rồi mới nộp đơn nghỉ chứ không nộp trước.'],
    quitLearn: ['Hãy đăng ký một khóa ngắn trước, có ngày khai giảng và có người chấm bài; sau ba tháng bạn sẽ biết việc {goal} đưa mình đi được bao xa.'],
    quitStart: ['Tính chi phí sáu tháng đầu cho việc {goal} ra giấy trước, cả tiền mặt bằng, tiền hàng và một tháng ế, rồi thử nhỏ vào cuối tuần trước khi đặt cược cả tiền lương.'],
    quitOther: ['Cho việc {goal} chạy thử trước: mỗi tuần vài giờ cố định trong ba tháng, lúc vẫn còn lương. Hết ba tháng vẫn muốn thì đó không phải hứng nhất thời.'],
    quitCushion: ['Trước khi nộp đơn nghỉ, để dành đủ sáu tháng chi tiêu.'],
  },
  ko: {
    actNames: { buy: '이번 구매', lease: '이번 리스', rent: '이번 임대', adopt: '입양', sign: '이번 계약' },
    planOpen: [
      '아직 결정한 게 아니니 {thing:은} 여전히 당신 손에 있는 선택이에요. 카드는 대신 정해 주지 않고 함께 따져 볼게요.',
      '{thing:은} 아직 계획이지 끝난 일이 아니에요. 그래서 지금이 점을 보기 가장 좋은 때예요. 아직 방법을 바꿀 수 있으니까요.',
    ],
    planLean: {
      buy: ['카드는 조건부 ‘예’로 기울어요. 조건은 하나예요. 이걸 내고도 평범한 한 달에 조금이라도 저축할 돈이 남아야 해요. 아주 잘 풀린 달에만 가능하다면 조금 더 기다리세요.'],
      lease: ['카드는 조건부 ‘예’예요. 계약 전에 세 가지만 읽어 보세요. 보험까지 합친 월 비용, 주행 거리 제한, 그리고 중도 해지 위약금이요.'],
      rent: ['보증금, 계약 기간, 수리비를 누가 내는지가 말이 아니라 서류에 적히면 카드는 ‘예’로 기울어요.'],
      adopt: ['하루하루에 자리가 있다면 카드는 ‘예’예요. 반려동물은 즐거운 주말 하루가 아니라 십 년이 넘는 사료값, 병원비, 매일의 시간이에요. 그걸 감당할 수 있다면 데려오셔도 좋아요.'],
      sign: ['돈, 날짜, 해지 조건에 관한 조항을 꼼꼼히 읽고, 이해 안 되는 곳을 한 번 더 물어본 뒤라면 서명은 ‘예’예요.'],
    },
    planInstalment: ['할부라면 모든 회차를 더해서 일시불 가격과 나란히 놓아 보세요. 한 달 할부금이 월급에서 여유 있게 빠지면 괜찮고, 빠듯하다면 선납금을 좀 더 모아서 조금 늦게 사는 게 나아요.'],
    planAlt: ['{alt:과} 솔직하게 비교해 보세요. 앞으로 이 년 동안 드는 돈을 나란히 적어 보고, 더 싸면서도 필요한 만큼 해 주는 쪽이 내야 할 카드예요.'],
    planTime: ['말씀하신 시기는 이 계획에 괜찮아요. 그 자리에서 말고, 하룻밤 자고 난 {weekday}에 정하세요.'],
    reachOut: ['이번엔 당신이 {who}에게 먼저 연락하는 쪽이니, 진짜 질문은 그 연락으로 무엇을 바라느냐예요. 아무것도 요구하지 않는 짧고 따뜻한 메시지 하나를 보내고, 답할지는 상대가 고르게 두세요.'],
    reachOutFear: ['옛 상처는 메시지가 말하지 않은 기대를 품고 있을 때 다시 벌어져요. 답이 없어도 괜찮을 자신이 있으면 보내도 탈이 없고, 휴대폰만 쳐다보며 기다릴 것 같다면 조금 더 임시 저장해 두세요.'],
    theyReached: [
      '먼저 연락한 건 {who:이에요}. 당신이 서둘러 답할 의무는 없어요. 답하기 전에 스스로에게 물어보세요. 마무리 인사인지, 친구로 지내기인지, 다시 시작인지요.',
      '만나기로 한다면 낮 시간, 끝나는 시간은 당신이 정하세요. 이야기가 예전 그대로 흘러가면 그때 일어나면 돼요.',
    ],
    theyReachedOther: ['먼저 연락한 건 {who:이에요}. 먼저 움직였다는 것 자체가 작은 관심의 신호예요. 1분 안에 답하기보다 진짜 하고 싶은 말이 생겼을 때 답하고, 상대의 말투에 맞추고, 질문 하나로 끝내서 대화가 이어질 자리를 남겨 두세요.'],
    askOut: ['{who:이} 받아 줄지는 어떻게 묻느냐에 많이 달려 있어요. 카드는 이 제안을 좋게 봐요. ‘예’ 쪽이에요.'],
    askHowWhat: ['{what} 얘기를 꺼낼 때는 “언제 한번”이 아니라 날짜와 시간을 넣어 물어보고, “바쁘면 다음에 해도 돼요”처럼 빠져나갈 길도 열어 두세요. 그래야 ‘좋아요’가 진짜 ‘좋아요’예요.'],
    askHow: ['“언제 한번”이 아니라 장소, 날짜, 시간을 넣어 물어보고, 빠져나갈 길도 하나 열어 두세요. 그래야 ‘좋아요’가 진짜 ‘좋아요’예요.'],
    askedOut: [
      '먼저 청한 건 {who:이에요}. 남은 질문은 당신이 가고 싶으냐 하나예요. 궁금한 마음이 있다면 카드는 ‘가 보세요’ 쪽이에요. 가볍게, 당신답게요.',
      '하나만 봐 두세요. {who:이} 말하는 만큼 들어 주는지요. 그게 그날 코스보다 더 많은 걸 알려 줘요.',
    ],
    quitOpen: ['이건 단순한 이직이 아니라고 읽었어요. {from:을} 그만두고 ‘{goal}’ 쪽으로 가려는 거고, 카드는 바로 그 목표를 봐요.'],
    quitOpenBare: ['이건 단순한 이직이 아니라고 읽었어요. 가려는 곳은 ‘{goal}’ 쪽이고, 카드는 바로 그 목표를 봐요.'],
    quitTiming: ['물어보신 시기는요, 월급이 들어오는 동안 처음 몇 달을 ‘{goal}’ 준비에 먼저 쓰고 사표는 그다음에 낸다면 괜찮은 때예요.'],
    quitTimingYear: ['{when:은} 괜찮은 해예요. 월급이 들어오는 동안 처음 몇 달을 ‘{goal}’ 준비에 먼저 쓰고, 사표는 그다음에 낸다면요.'],
    quitLearn: ['먼저 개강일이 정해져 있고 피드백을 주는 선생님이 있는 짧은 수업 하나부터 들어 보세요. 석 달이면 ‘{goal}’이 당신을 어디까지 데려갈지 보여요.'],
    quitStart: ['‘{goal}’의 첫 여섯 달 비용을 임대료, 재료비, 장사 안 되는 달까지 넣어 종이에 먼저 계산하고, 월급을 걸기 전에 주말에 작게 시험해 보세요.'],
    quitOther: ['‘{goal}’부터 시험해 보세요. 월급이 들어오는 동안 석 달 동안 매주 정해진 시간을 들여 보고, 그래도 하고 싶다면 그건 한때의 기분이 아니에요.'],
    quitCushion: ['사표를 내기 전에 여섯 달 생활비부터 모아 두세요.'],
  },
  zh: {
    actNames: { buy: '这笔购买', lease: '这份租约', rent: '这次租房', adopt: '领养这件事', sign: '这份合同' },
    planOpen: [
      '事情还没定下来，所以{thing}仍然是你手里的选择，牌只是陪你一起掂量，不替你做决定。',
      '{thing}还是计划，不是已经发生的事，这正是看牌最好的时候：你还来得及改变做法。',
    ],
    planLean: {
      buy: ['牌面偏向有条件的“可以”：付完这笔之后，普通的一个月还能剩下一点存起来。如果只有在特别顺的月份才撑得住，就再等等。'],
      lease: ['牌面偏向有条件的“可以”：签之前看清三件事，含保险的月供、里程限制，以及提前解约要付多少。'],
      rent: ['押金、租期、维修费谁出，都白纸黑字写下来而不只是口头说好，牌面就偏向“可以”。'],
      adopt: ['如果你的日子有空间，牌面是“可以”：养一只小动物是十年以上的口粮、看病钱和每天的时间，不是一个开心的周末。担得起，就接它回家。'],
      sign: ['把关于钱、日期和怎么解约的条款读清楚，不懂的地方再问一遍，签字这件事牌面就偏向“可以”。'],
    },
    planInstalment: ['分期的话，把每一期加起来跟一次付清的价格比一比；月供在工资里还有余裕就可以，要是勒得紧，就多攒点首付，晚一点再买。'],
    planAlt: ['老实地把它跟{alt}放在一起比：把两边未来两年的花费并排写下来，更省又够用的那一边，就是该出的牌。'],
    planTime: ['你说的这个时间对这个计划来说没问题：别在店里当场决定，睡一晚，{weekday}再拍板。'],
    reachOut: ['这次是你主动去联系{who}，所以真正的问题是你想从这条消息里得到什么。写一条简短、温和、不提要求的消息，回不回由对方决定。'],
    reachOutFear: ['旧伤口会被揭开，往往是因为消息里藏着没说出口的期待。如果发出去没有回音你也能好好的，牌面看不出害处；如果你会一直守着手机等，就先存在草稿箱里。'],
    theyReached: [
      '先开口的是{who}，不是你，所以你不欠谁一个马上的答复。回复之前先问问自己想要什么：一个好好的告别、做朋友，还是再试一次。',
      '如果决定去，选白天的地方，结束时间由你来定；一旦聊回老样子，就起身离开。',
    ],
    theyReachedOther: ['是{who}先联系你的，主动本身就是一个小小的好感信号。不用秒回，等你有真心想说的话再回，语气跟对方差不多，最后带一个问题，让聊天有地方接下去。'],
    askOut: ['{who}会不会答应，很大程度上看你怎么约。牌面对这次邀约挺看好，偏向“会”。'],
    askHowWhat: ['约{what}的时候直接说好哪天几点，别说“有空一起”，再留一个轻松的台阶（“忙的话改天也行”），这样对方说“好”才是真的好。'],
    askHow: ['约的时候直接说好地方、哪天、几点，别说“有空一起”，再留一个轻松的台阶，这样对方说“好”才是真的好。'],
    askedOut: [
      '邀约是{who}发起的，所以剩下的问题只有一个：你想不想去。如果你有点好奇，牌面偏向“去”；轻松一点，做你自己。',
      '留意一件事：{who}听你说话的时候，是不是和自己说话一样认真。这比当天的安排更能说明问题。',
    ],
    quitOpen: ['我读到的不只是换工作：你是要离开{from}，去{goal}，牌看的正是这个目标。'],
    quitOpenBare: ['我读到的不只是换工作：你想去做的是{goal}，牌看的正是这个目标。'],
    quitTiming: ['至于你问的时机：如果头几个月先在还有工资的时候为{goal}做准备，之后再递辞呈，而不是先辞职，这个时间就合适。'],
    quitTimingYear: ['至于你问的时机：如果头几个月先在还有工资的时候为{goal}做准备，之后再递辞呈，而不是先辞职，那{when}就是合适的一年。'],
    quitLearn: ['先报一个短期课程，有开课日期、有老师给反馈；三个月后你就知道{goal}能带你走多远。'],
    quitStart: ['先把{goal}头六个月的花费写在纸上，房租、进货和生意冷清的月份都算进去，周末先小规模试一试，再拿工资去赌。'],
    quitOther: ['先给{goal}一个试运行：在还有工资的三个月里，每周固定花几个小时。三个月后还想做，那就不是一时冲动。'],
    quitCushion: ['递辞呈之前，先攒够半年的生活费。'],
  },
};
