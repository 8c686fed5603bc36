/**
 * Lines of the fortune teller's question shapes (issue 13, round 10) and of a plan someone else pushes. Each answers
 * its question form first with the visitor's whole phrases, then gives one concrete tip that fits it. Slots: {who},
 * {amount}, {task}, {now}, {later}, {event}, {pusher}, {thing}.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** One language's question-shape lines. */
export interface QuestionShapeLines {
  /** A plan someone else pushes: still the visitor's open choice, with the pusher named ({pusher}, {thing}). */
  pushedOpen: readonly string[];
  /** Someone else's test, interview or match, read through them ({who}, {event}). */
  theirTest: readonly string[];
  /** What the visitor can do for someone else's test. */
  theirTestTip: readonly string[];
  /** Someone else's surgery, read around the doctors ({who}, {event}). */
  theirSurgery: readonly string[];
  /** What the visitor can do around someone else's surgery. */
  theirSurgeryTip: readonly string[];
  /** Whether to lend {amount} to {who}: money leaving the visitor's hands. */
  lend: readonly string[];
  /** Whether to lend, with no sum named. */
  lendNoSum: readonly string[];
  /** How to lend without losing the bond. */
  lendTip: readonly string[];
  /** Will I finish {task} in time. */
  inTime: readonly string[];
  /** Where to start so it is finished in time. */
  inTimeTip: readonly string[];
  /** Now or {later}, with {now} the act. */
  when: readonly string[];
  /** Now or {later}, with no act read. */
  whenBare: readonly string[];
  /** How to use the wait. */
  whenTip: readonly string[];
  /** Someone is against the plan or the quit ({against}): hear the fear once, answer it, keep the choice. */
  against: readonly string[];
}

/** Question-shape lines in the four languages. */
export const questionShapeLines: Readonly<Record<ContentLanguage, QuestionShapeLines>> = {
  en: {
    pushedOpen: ['The push comes from {pusher}, but {thing} is still your choice, not theirs: nothing is decided until you say yes, and the cards weigh it for you, not for {pusher}.'],
    theirTest: ['This is {who}’s {event}, not yours, so the cards read it through {who}: on the day they see {who} steadier than the nerves before it suggest, and they lean to yes.'],
    theirTestTip: ['What helps most from your side is small: one short message the evening before (“you’ve got this, sleep early”), no quizzing, and afterwards ask how {who} feels before you ask about the result.'],
    theirSurgery: ['The cards don’t overrule doctors, and I won’t pretend they do; what they show around {who}’s {event} is a steady hand and a calm room.'],
    theirSurgeryTip: ['From your side: keep your phone charged and reachable on the day, ask the ward when you can visit, and eat and sleep yourself, so you have strength to be with {who} afterwards.'],
    lend: ['Lending {amount} to {who} is money leaving your hands, not a loan you take on, so the cards weigh one thing: could you lose it without it changing how you treat {who}? If yes, they lean to yes; if not, lend only the part you could lose.'],
    lendNoSum: ['Lending money to {who} is money leaving your hands, not a loan you take on, so the cards weigh one thing: could you lose it without it changing how you treat {who}? If yes, they lean to yes; if not, lend only the part you could lose.'],
    lendTip: ['Before the money moves, say once, kindly, when you would like it back, and put it in a short message, so you both remember the same date.'],
    inTime: ['Can you {task} in time? The cards say yes, if you count back from the deadline instead of forward from today: keep the last day for checking only, give the day before to the last piece, and cut the rest into pieces small enough to finish in one sitting.'],
    inTimeTip: ['Start today with the piece you dread most; once it is done, the rest runs downhill.'],
    when: ['You asked whether to {now} now or {later}. The cards lean to the wait, as long as nothing you truly need breaks down before then; if waiting costs you something every month, now wins.'],
    whenBare: ['You asked whether to act now or {later}. The cards lean to the wait, as long as nothing you truly need breaks down before then; if waiting costs you something every month, now wins.'],
    whenTip: ['Use the wait well: write down the one number that would make you act at once (a price, a rate, a sum saved). If it shows up first, go; if not, act when the wait is over.'],
    against: ['{against:cap} being against it is worth hearing once, fully: ask what exactly they fear (the money, the distance, the risk) and answer that with numbers and a date to look at it again together; after that, the choice is yours to keep.'],
  },
  vi: {
    pushedOpen: ['{pusher:cap} là người muốn, nhưng việc {thing} vẫn là lựa chọn của bạn chứ không phải của ai khác: bạn chưa gật đầu thì chưa có gì là đã quyết, và quẻ cân nhắc cho bạn chứ không cho {pusher}.'],
    theirTest: ['Lần này người {event} là {who}, không phải bạn, nên quẻ nhìn qua {who}: hôm đó {who} sẽ vững hơn nỗi hồi hộp mấy ngày trước, và quẻ nghiêng về “có”.'],
    theirTestTip: ['Bạn giúp được nhiều nhất bằng việc nhỏ: một tin nhắn ngắn tối hôm trước (“cứ bình tĩnh, ngủ sớm nha”), đừng hỏi dồn, và xong rồi thì hỏi {who} thấy trong người thế nào trước khi hỏi kết quả.'],
    theirSurgery: ['Quẻ không thay được lời bác sĩ, và mình sẽ không giả vờ là được; quanh ca {event} của {who}, quẻ thấy một bàn tay vững và một căn phòng yên.'],
    theirSurgeryTip: ['Phần của bạn: hôm đó sạc đầy điện thoại để liên lạc được, hỏi trước giờ thăm của bệnh viện, và tự lo ăn ngủ cho mình, để sau đó còn sức ở bên {who}.'],
    lend: ['Cho {who} mượn {amount} là tiền rời khỏi tay bạn chứ không phải khoản bạn đi vay, nên quẻ chỉ cân một điều: nếu mất khoản này, bạn có còn đối xử với {who} như cũ không? Nếu có, quẻ nghiêng về “cho”; nếu không, chỉ cho mượn phần bạn chịu mất được.'],
    lendNoSum: ['Cho {who} mượn tiền là tiền rời khỏi tay bạn chứ không phải khoản bạn đi vay, nên quẻ chỉ cân một điều: nếu mất khoản này, bạn có còn đối xử với {who} như cũ không? Nếu có, quẻ nghiêng về “cho”; nếu không, chỉ cho mượn phần bạn chịu mất được.'],
    lendTip: ['Trước khi chuyển tiền, nói một lần, nhẹ nhàng, khi nào bạn cần lấy lại, và nhắn lại thành một tin ngắn để hai bên nhớ cùng một ngày.'],
    inTime: ['Có {task} kịp không? Quẻ nói “kịp”, nếu bạn đếm ngược từ hạn chót thay vì đếm xuôi từ hôm nay: ngày cuối chỉ để soát lại, ngày trước đó cho phần cuối cùng, còn lại chia thành từng phần nhỏ làm xong trong một buổi.'],
    inTimeTip: ['Bắt đầu ngay hôm nay bằng phần bạn ngại nhất; xong phần đó rồi thì phần còn lại trôi như xuống dốc.'],
    when: ['Bạn hỏi nên {now} bây giờ hay {later}. Quẻ nghiêng về chờ, miễn là trong lúc chờ không có thứ gì bạn thật sự cần bị hỏng; còn nếu mỗi tháng chờ đều tốn thêm tiền thì làm ngay là hơn.'],
    whenBare: ['Bạn hỏi nên làm bây giờ hay {later}. Quẻ nghiêng về chờ, miễn là trong lúc chờ không có thứ gì bạn thật sự cần bị hỏng; còn nếu mỗi tháng chờ đều tốn thêm tiền thì làm ngay là hơn.'],
    whenTip: ['Tận dụng lúc chờ: ghi ra một con số khiến bạn quyết ngay (một mức giá, một mức lãi, một khoản tiết kiệm). Nó đến trước thì làm, không thì hết lúc chờ hãy làm.'],
    against: ['{against:cap} phản đối thì đáng để nghe trọn một lần: hỏi rõ họ sợ điều gì (tiền bạc, khoảng cách, rủi ro), rồi trả lời bằng con số và một ngày hai bên cùng xem lại; sau đó, quyết định vẫn là của bạn.'],
  },
  ko: {
    pushedOpen: ['{pusher:이} 권하고 있어도 {thing:은} 여전히 당신이 고르는 일이에요. 당신이 ‘좋아요’ 하기 전엔 아무것도 정해지지 않았고, 카드는 {pusher:이} 아니라 당신 편에서 따져 볼게요.'],
    theirTest: ['이번 {event:은} 당신이 아니라 {who:이} 치르는 일이라, 카드는 {who} 쪽에서 읽었어요. 그날의 {who:은} 앞선 긴장보다 훨씬 침착해요. ‘예’ 쪽이에요.'],
    theirTestTip: ['당신이 할 수 있는 가장 큰 도움은 작아요. 전날 저녁 “잘할 거야, 일찍 자” 같은 짧은 메시지 하나, 이것저것 캐묻지 않기, 그리고 끝나면 결과보다 기분을 먼저 물어봐 주세요.'],
    theirSurgery: ['카드가 의사 선생님 말을 대신할 수는 없어요. 그래도 {who} {event} 주변에는 침착한 손과 조용한 방이 보여요.'],
    theirSurgeryTip: ['당신 몫은 이거예요. 그날 연락이 닿게 휴대폰을 충전해 두고, 면회 시간을 미리 물어보고, 당신도 꼭 챙겨 드세요. 그래야 그 뒤에 {who} 곁에 있어 줄 힘이 남아요.'],
    lend: ['돈을 빌려주는 일은 당신이 빚을 지는 게 아니라 돈이 당신 손을 떠나는 일이에요. {who}에게 {amount:을} 건넨다면 카드는 하나만 따져요. 이 돈을 못 돌려받아도 {who:을} 대하는 마음이 그대로일까요? 그렇다면 ‘예’, 아니라면 잃어도 괜찮은 만큼만 빌려주세요.'],
    lendNoSum: ['돈을 빌려주는 일은 당신이 빚을 지는 게 아니라 돈이 당신 손을 떠나는 일이에요. {who}에게 돈을 건넨다면 카드는 하나만 따져요. 이 돈을 못 돌려받아도 {who:을} 대하는 마음이 그대로일까요? 그렇다면 ‘예’, 아니라면 잃어도 괜찮은 만큼만 빌려주세요.'],
    lendTip: ['돈이 오가기 전에 언제쯤 돌려받고 싶은지 한 번, 부드럽게 말하고 짧은 메시지로 남겨 두세요. 그래야 두 사람이 같은 날짜를 기억해요.'],
    inTime: ['{task:을} 제때 끝낼 수 있냐고요? 카드는 ‘예’라고 해요. 오늘부터 앞으로 세지 말고 마감에서 거꾸로 세면요. 마지막 날은 검토만, 그 전날은 마지막 한 조각, 나머지는 한 번 앉아서 끝낼 수 있는 크기로 잘라 두세요.'],
    inTimeTip: ['가장 하기 싫은 조각부터 오늘 시작하세요. 그게 끝나면 나머지는 내리막길이에요.'],
    when: ['지금 할지, {later} 기다릴지 물으셨죠. 기다리는 동안 꼭 필요한 게 고장 나지만 않는다면 카드는 기다리는 쪽으로 기울어요. 기다리는 데 매달 돈이 새는 거라면 지금이 이겨요.'],
    whenBare: ['지금 할지, {later} 기다릴지 물으셨죠. 기다리는 동안 꼭 필요한 게 고장 나지만 않는다면 카드는 기다리는 쪽으로 기울어요. 기다리는 데 매달 돈이 새는 거라면 지금이 이겨요.'],
    whenTip: ['기다리는 시간을 이렇게 쓰세요. 바로 움직이게 할 숫자 하나(가격, 금리, 모은 돈)를 적어 두고, 그게 먼저 오면 그때 하고, 아니면 기다림이 끝났을 때 하세요.'],
    against: ['{against:이} 반대한다면 한 번은 끝까지 들어 보세요. 정확히 무엇이 걱정인지(돈, 거리, 위험) 묻고, 숫자와 다시 함께 볼 날짜로 답하세요. 그다음의 선택은 당신이 지켜도 돼요.'],
  },
  zh: {
    pushedOpen: ['这回是{pusher}在推你，但{thing}仍然是你自己的选择：你点头之前什么都还没定，牌是替你掂量，不是替{pusher}。'],
    theirTest: ['这次要{event}的是{who}，不是你，所以牌是从{who}那边读的：到了那天，{who}会比之前的紧张稳得多，牌面偏向“能”。'],
    theirTestTip: ['你能帮上最多的是小事：前一晚发一条短消息（“你没问题的，早点睡”），别追着问准备得怎么样；结束后先问{who}感觉怎么样，再问结果。'],
    theirSurgery: ['牌不能代替医生说话，我也不装作可以；但在{who}{event}这件事周围，牌里看到的是稳当的手和安静的房间。'],
    theirSurgeryTip: ['你这边能做的：那天保持电话畅通，提前问好探视时间，自己也好好吃饭睡觉，之后才有力气陪着{who}。'],
    lend: ['借{amount}给{who}，是钱从你手里出去，不是你去借钱，所以牌只掂量一件事：就算这笔钱回不来，你对{who}的态度会不会变？不会，牌面就偏向“借”；会，就只借你丢得起的那部分。'],
    lendNoSum: ['借钱给{who}，是钱从你手里出去，不是你去借钱，所以牌只掂量一件事：就算这笔钱回不来，你对{who}的态度会不会变？不会，牌面就偏向“借”；会，就只借你丢得起的那部分。'],
    lendTip: ['钱转过去之前，温和地说一次你希望什么时候还，再发一条简短的消息记下来，免得两个人记得不一样。'],
    inTime: ['能不能按时{task}？牌说“能”，只要你从截止日往回数，而不是从今天往后数：最后一天只用来检查，前一天留给最后一块，其余的切成一次坐下就能做完的小块。'],
    inTimeTip: ['今天就从你最怕的那一块开始；它做完了，剩下的就是下坡路。'],
    when: ['你问的是现在就{now}，还是等{later}。只要等的这段时间里你真正需要的东西不会坏掉，牌面偏向等；要是每多等一个月都要多花钱，那就现在。'],
    whenBare: ['你问的是现在就做，还是等{later}。只要等的这段时间里你真正需要的东西不会坏掉，牌面偏向等；要是每多等一个月都要多花钱，那就现在。'],
    whenTip: ['把等待用好：写下一个让你立刻行动的数字（一个价格、一个利率、一笔存款），它先到就出手，没到就等到{later}再做。'],
    against: ['{against}反对，值得完整地听一次：问清楚他们具体担心什么（钱、距离、风险），用数字和一个一起再看的日子去回答；之后，选择还是你自己的。'],
  },
};
