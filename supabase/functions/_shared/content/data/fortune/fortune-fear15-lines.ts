/**
 * Lines of the round-15 fortune readers that answer the ask's form (issue 13, helper fort15b; see fortune-fear15.ts):
 * a symptom asked "is it serious?" (no diagnosis; the pattern, its trigger tested, the signs that mean a doctor), a bad
 * omen asked (no), "does that mean…" (not by itself), a refusal (no to the part that does not hold), a fall-out (no to the
 * fall-out, yes to a line), "say it or let it go" (say it, gently), a money act beside a money failure (that sentence
 * weighed; no for the whole sum). Slots: {told} (the statement clauses), {ask}, {trigger}, {feared}, {obstacle}, {record}.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** The lines of one language. */
export interface FearLines {
  seriousEcho: readonly string[];
  seriousAnswer: readonly string[];
  seriousTrigger: readonly string[];
  seriousWatch: readonly string[];
  /** The symptom already changed (got darker, worse, bigger): a doctor soon, not a wait. */
  seriousChanged: readonly string[];
  /** A sign doctors would rather see early (palpitations, chest pain, breathlessness, fainting, blood): a visit this week. */
  seriousUrgent: readonly string[];
  omenEcho: readonly string[];
  omenAnswer: readonly string[];
  omenDream: readonly string[];
  omenPlain: readonly string[];
  omenStepDream: readonly string[];
  omenStepPlain: readonly string[];
  signEcho: readonly string[];
  signEchoPlain: readonly string[];
  signAnswer: readonly string[];
  signStep: readonly string[];
  judgeEcho: readonly string[];
  judgeAnswer: readonly string[];
  judgeStep: readonly string[];
  askEcho: readonly string[];
  refuseLean: readonly string[];
  refuseLeanPlain: readonly string[];
  refuseStep: readonly string[];
  fallOutLean: readonly string[];
  fallOutLeanPlain: readonly string[];
  fallOutStep: readonly string[];
  speakEcho: readonly string[];
  speakLean: readonly string[];
  speakStep: readonly string[];
  recordEchoAsk: readonly string[];
  recordWeigh: readonly string[];
  recordLean: readonly string[];
  recordStep: readonly string[];
}

const en: FearLines = {
  seriousEcho: ['You wrote that {told}, and you’re asking whether it’s something serious.'],
  seriousAnswer: ['The cards can’t examine you, so they won’t give you a yes or a no on that; what they can read is the pattern you described, and a pattern is exactly what a doctor can judge in a few minutes.'],
  seriousTrigger: ['You said it comes {trigger}, so that is the part to test first: for one week, change only that (less of it at a time, a real break in between) and note whether it eases.'],
  seriousWatch: ['Keep a short note of when it starts, how long it lasts and what helps. If it goes on past two weeks, gets worse, or something new comes with it, see a doctor rather than waiting on a card; if it eases, the note will tell you why.'],
  seriousChanged: ['One thing in what you wrote matters more than the rest: it has already changed. A change is exactly what a doctor wants to see, so book a visit soon rather than wait on a card or on two more weeks.'],
  seriousUrgent: ['One of the things you wrote is a sign doctors would rather see early than late, so book a visit this week instead of waiting on a card; if it ever comes with chest pain or you feel faint, get help the same day.'],
  omenEcho: ['You wrote that {told}, and you’re asking whether it’s a bad sign.'],
  omenAnswer: ['The cards’ answer is no: they don’t read it as an omen of anything coming your way.'],
  omenDream: ['A dream that keeps coming back usually carries the day you went to bed with, not the days ahead; it says more about how tired your mind is than about your luck.'],
  omenPlain: ['A sign only means what you do next; on its own it changes nothing in the cards.'],
  omenStepDream: ['For one week, keep the same bedtime, leave your phone alone for the last half hour and write tomorrow’s worries on paper before you lie down. If the dreams and the tiredness are still there after a few weeks, mention it to a doctor.'],
  omenStepPlain: ['If it still sits on your mind, do one small thing today that you had planned anyway; a day that goes on as usual is the best answer to a sign.'],
  signEcho: ['You wrote that {told}, and you’re asking whether that means {feared}.'],
  signEchoPlain: ['You wrote that {told}, and you’re asking whether it’s a bad sign.'],
  signAnswer: ['Not by itself. One thing someone does tells you where they stand today, not how it ends; what decides it is what comes next.'],
  signStep: ['So ask plainly for the one thing you need to know, and hear the whole answer before you read anything into it; it will tell you more than any card.'],
  judgeEcho: ['You wrote that {told}, and you’re asking whether it’s fair to call it “{feared}”.'],
  judgeAnswer: ['The cards say no, not as a verdict on you. One choice, made with what you knew at the time, shows what that moment asked of you, not who you are.'],
  judgeStep: ['The useful question is the next one: what would you do differently from here? Write that one thing down and do it this week; it answers the cards better than any judgment.'],
  askEcho: ['You wrote that {told}, and you’re asking {ask}.'],
  refuseLean: ['The cards lean to pushing back, on the part your own words mark: that {obstacle}. It is a no to what that part rules out, not to everything at once. A calm no with its reason is rarely held against anyone; what costs you is a yes that turns into a grudge.'],
  refuseLeanPlain: ['The cards lean to pushing back, but on the part that doesn’t sit right with you, not on everything at once. A calm no with its reason is rarely held against anyone; what costs you is a yes that turns into a grudge.'],
  refuseStep: ['One step: say it once, plainly, with your reason, and say what would turn it into a yes; then let their answer decide the rest.'],
  fallOutLean: ['The cards say no to a fall-out, and yes to a clear line. What you wrote, that {obstacle}, is worth stopping; a blow-up would only make you the one people talk about.'],
  fallOutLeanPlain: ['The cards say no to a fall-out, and yes to a clear line: what you described is worth stopping, but a blow-up would only make you the one people talk about.'],
  fallOutStep: ['One step: the next time it happens, say it right then, calmly, in one sentence about what you won’t go along with anymore; then do exactly that. A line drawn calmly keeps the upper hand with you.'],
  speakEcho: ['You wrote that {told}, and you’re weighing saying something against letting it go.'],
  speakLean: ['The cards lean to saying it, once and gently: what you keep swallowing tends to come back bigger, at a worse moment.'],
  speakStep: ['Say what you feel, plainly (“I wanted to tell you that…”), keep it to a sentence or two, and leave room for their answer.'],
  recordEchoAsk: ['You’re asking {ask}.'],
  recordWeigh: ['The sentence the cards weigh most is the one you added: {record}. What someone did with money before is the best forecast there is.'],
  recordLean: ['So they don’t lean to yes for the whole of it. If you still want to help, put in only a sum you could lose without it changing how you treat each other, think of it as gone the moment it leaves your hands, and never put your name on the whole amount.'],
  recordStep: ['Before any money moves, say once, kindly, what happens if it doesn’t come back, and put it in a short message; if that talk feels impossible, that is your answer.'],
};

const vi: FearLines = {
  seriousEcho: ['Bạn kể: {told}; và bạn hỏi liệu có sao không.'],
  seriousAnswer: ['Quẻ không khám bệnh được, nên mình sẽ không phán “có” hay “không” cho chuyện này; điều quẻ đọc được là quy luật bạn vừa tả, mà quy luật ấy thì bác sĩ chỉ cần vài phút là đánh giá được.'],
  seriousTrigger: ['Bạn nói nó xảy ra {trigger}, nên đó là chỗ cần thử trước: trong một tuần, chỉ thay đổi đúng phần ấy (mỗi lần ít đi, giữa chừng nghỉ hẳn) rồi ghi lại xem có đỡ không.'],
  seriousWatch: ['Hãy ghi ngắn gọn lúc nào nó bắt đầu, kéo dài bao lâu, làm gì thì đỡ. Nếu quá hai tuần vẫn vậy, nặng hơn, hoặc có thêm dấu hiệu mới, hãy đi khám thay vì chờ một lá bài; còn nếu đỡ, tờ ghi chú ấy sẽ cho bạn biết vì sao.'],
  seriousChanged: ['Trong những gì bạn viết có một điều quan trọng hơn cả: nó đã thay đổi rồi. Sự thay đổi chính là điều bác sĩ cần xem, nên hãy sớm đặt lịch khám, đừng chờ một lá bài hay chờ thêm hai tuần nữa.'],
  seriousUrgent: ['Trong những gì bạn tả có một dấu hiệu mà bác sĩ muốn xem sớm hơn là muộn, nên tuần này hãy đặt lịch khám thay vì chờ một lá bài; nếu có lúc kèm đau ngực hay cảm giác sắp ngất, hãy đi khám ngay trong ngày.'],
  omenEcho: ['Bạn kể: {told}; và bạn hỏi đó có phải điềm xấu không.'],
  omenAnswer: ['Quẻ trả lời là không: quẻ không đọc đó là điềm báo điều gì xấu sắp đến với bạn.'],
  omenDream: ['Giấc mơ cứ lặp lại thường mang theo ngày hôm đó bạn ôm vào giấc ngủ, chứ không báo trước những ngày sắp tới; nó nói về việc đầu óc bạn đang mệt nhiều hơn là về vận may.'],
  omenPlain: ['Một dấu hiệu chỉ có nghĩa theo điều bạn làm tiếp theo; tự nó không thay đổi gì trong quẻ.'],
  omenStepDream: ['Trong một tuần, hãy đi ngủ cùng một giờ, nửa tiếng cuối không cầm điện thoại, và viết những lo lắng của ngày mai ra giấy trước khi nằm. Nếu vài tuần sau vẫn mơ như vậy và vẫn mệt, hãy kể với bác sĩ.'],
  omenStepPlain: ['Nếu vẫn còn bận lòng, hôm nay hãy làm một việc nhỏ bạn vốn đã định làm; một ngày trôi qua bình thường là câu trả lời tốt nhất cho một điềm báo.'],
  signEcho: ['Bạn kể: {told}; và bạn hỏi vậy có phải là {feared} không.'],
  signEchoPlain: ['Bạn kể: {told}; và bạn hỏi vậy có phải dấu hiệu xấu không.'],
  signAnswer: ['Tự nó thì chưa phải. Một việc người ta làm cho biết hôm nay họ đang ở đâu, chứ không cho biết chuyện sẽ kết thúc thế nào; điều quyết định là những gì đến tiếp theo.'],
  signStep: ['Vậy hãy hỏi thẳng đúng một điều bạn cần biết, và nghe hết câu trả lời trước khi tự đoán; nó sẽ nói với bạn nhiều hơn mọi lá bài.'],
  judgeEcho: ['Bạn kể: {told}; và bạn tự hỏi như vậy có phải là “{feared}” không.'],
  judgeAnswer: ['Quẻ nói không, ít nhất không phải như một lời phán về con người bạn. Một lựa chọn, làm với những gì bạn biết lúc ấy, chỉ cho thấy khoảnh khắc đó đòi hỏi gì ở bạn, chứ không nói bạn là ai.'],
  judgeStep: ['Câu hỏi có ích là câu tiếp theo: từ giờ bạn sẽ làm khác đi ở điểm nào? Viết ra đúng một điều và làm nó trong tuần này; thế là trả lời quẻ tốt hơn mọi lời tự trách.'],
  askEcho: ['Bạn kể: {told}; và bạn hỏi {ask}.'],
  refuseLean: ['Quẻ nghiêng về phía từ chối, ở đúng chỗ chính bạn đã chỉ ra: {obstacle}. Là từ chối phần ấy, chứ không phải mọi thứ. Một lời từ chối bình tĩnh, có lý do, hiếm khi bị ai để bụng; cái làm bạn thiệt là một lời “vâng” rồi ôm ấm ức.'],
  refuseLeanPlain: ['Quẻ nghiêng về phía lên tiếng, nhưng chỉ với phần bạn thấy không ổn, chứ không phải mọi thứ cùng lúc. Một lời từ chối bình tĩnh, có lý do, hiếm khi bị ai để bụng; cái làm bạn thiệt là một lời “vâng” rồi ôm ấm ức.'],
  refuseStep: ['Một bước cụ thể: nói một lần, rõ ràng, kèm lý do, và nói luôn điều gì sẽ khiến bạn đồng ý; phần còn lại để câu trả lời của họ quyết định.'],
  fallOutLean: ['Quẻ nói không với chuyện làm căng, và có với một ranh giới rõ ràng. Điều bạn viết, {obstacle}, đáng được chấm dứt; nhưng làm lớn chuyện chỉ khiến bạn thành người bị bàn tán.'],
  fallOutLeanPlain: ['Quẻ nói không với chuyện làm căng, và có với một ranh giới rõ ràng: chuyện bạn kể đáng được chấm dứt, nhưng làm lớn chuyện chỉ khiến bạn thành người bị bàn tán.'],
  fallOutStep: ['Một bước cụ thể: lần tới khi chuyện đó lặp lại, hãy nói ngay lúc ấy, bình tĩnh, một câu thôi về điều bạn sẽ không chấp nhận nữa; rồi làm đúng như vậy. Ranh giới vạch ra bình tĩnh giữ thế chủ động ở phía bạn.'],
  speakEcho: ['Bạn kể: {told}; và bạn đang phân vân giữa nói ra và cho qua.'],
  speakLean: ['Quẻ nghiêng về phía nói ra, một lần và nhẹ nhàng: điều cứ nuốt vào thường quay lại to hơn, vào lúc tệ hơn.'],
  speakStep: ['Hãy nói điều bạn cảm thấy, thật đơn giản (“mình muốn nói với bạn là…”), gói trong một hai câu, và chừa chỗ cho câu trả lời của người kia.'],
  recordEchoAsk: ['Bạn hỏi {ask}.'],
  recordWeigh: ['Câu quẻ cân nặng nhất là câu bạn viết thêm: {record}. Chuyện một người đã làm với tiền trước đây là lời dự báo đáng tin nhất.'],
  recordLean: ['Nên quẻ không nghiêng về “có” cho toàn bộ số tiền. Nếu vẫn muốn giúp, chỉ bỏ ra khoản mà mất đi cũng không làm hai người đổi cách đối xử với nhau, coi như nó đã đi từ lúc rời tay bạn, và đừng bao giờ đứng tên cho cả khoản.'],
  recordStep: ['Trước khi tiền đi, hãy nói một lần, nhẹ nhàng, nếu tiền không về thì sao, và nhắn lại thành một tin ngắn; nếu thấy không thể mở lời chuyện ấy, thì đó chính là câu trả lời.'],
};

const ko: FearLines = {
  seriousEcho: ['{told}, 이렇게 적어 주셨죠. 이게 심각한 건지 물으셨고요.'],
  seriousAnswer: ['카드는 진찰을 할 수 없으니 ‘그렇다, 아니다’로 답하진 않을게요. 카드가 읽을 수 있는 건 적어 주신 증상의 흐름이고, 그 흐름이야말로 의사가 몇 분이면 판단할 수 있는 거예요.'],
  seriousTrigger: ['{trigger} 그렇다고 하셨으니 그 부분부터 시험해 보세요. 일주일 동안 딱 그것 하나만 바꿔 보고(한 번에 조금씩, 중간에 제대로 쉬기) 나아지는지 적어 두세요.'],
  seriousWatch: ['언제 시작되는지, 얼마나 가는지, 뭘 하면 나아지는지 짧게 적어 두세요. 2주가 넘도록 계속되거나, 점점 심해지거나, 새로운 증상이 같이 오면 카드를 기다리지 말고 병원에 가 보세요. 나아진다면 그 메모가 이유를 알려 줄 거예요.'],
  seriousChanged: ['적어 주신 것 중에 가장 중요한 건 이미 달라졌다는 점이에요. 달라진 것이야말로 의사가 봐야 하는 거니까, 카드나 2주를 더 기다리지 말고 가까운 날로 진료를 잡아 보세요.'],
  seriousUrgent: ['적어 주신 것 중에는 의사가 늦게보다 일찍 보고 싶어 하는 신호가 있어요. 카드를 기다리지 말고 이번 주 안에 진료를 잡아 보세요. 혹시 가슴 통증이 같이 오거나 쓰러질 것 같은 느낌이 들면 그날 바로 병원에 가세요.'],
  omenEcho: ['{told}, 이렇게 적어 주셨죠. 안 좋은 징조인지 물으셨고요.'],
  omenAnswer: ['카드의 답은 ‘아니요’예요. 다가올 일을 알리는 흉조로 읽히지 않아요.'],
  omenDream: ['자꾸 반복되는 꿈은 앞날보다는 그날 품고 잠든 하루를 싣고 와요. 운보다는 머리가 얼마나 지쳐 있는지를 말해 주는 거예요.'],
  omenPlain: ['징조는 그다음에 뭘 하느냐에 따라 뜻이 정해져요. 그것만으로 카드가 바뀌진 않아요.'],
  omenStepDream: ['일주일만 같은 시간에 자고, 자기 전 30분은 휴대폰을 내려놓고, 내일 걱정은 종이에 적어 두고 누워 보세요. 몇 주가 지나도 꿈과 피곤이 그대로라면 병원에서 한번 이야기해 보세요.'],
  omenStepPlain: ['그래도 마음에 걸리면 오늘 원래 하려던 작은 일 하나를 그대로 해 보세요. 평소처럼 흘러가는 하루가 징조에 대한 가장 좋은 대답이에요.'],
  signEcho: ['{told}, 이렇게 적어 주셨죠. 그게 {feared} 뜻인지 물으셨고요.'],
  signEchoPlain: ['{told}, 이렇게 적어 주셨죠. 안 좋은 신호인지 물으셨고요.'],
  signAnswer: ['그것만으로는 아니에요. 한 번의 행동은 그 사람이 오늘 어디쯤 있는지를 보여 줄 뿐, 어떻게 끝날지는 말해 주지 않아요. 결정하는 건 그다음에 오는 일이에요.'],
  signStep: ['그러니 꼭 알아야 할 것 하나만 분명하게 물어보고, 혼자 해석하기 전에 대답을 끝까지 들어 보세요. 그 대답이 어떤 카드보다 많은 걸 알려 줄 거예요.'],
  judgeEcho: ['{told}, 이렇게 적어 주셨죠. 그래서 내가 {feared} 건 아닌지 물으셨고요.'],
  judgeAnswer: ['카드의 답은 ‘아니요’예요. 적어도 나라는 사람에 대한 판정으로는요. 그때 알던 만큼으로 한 선택은 그 순간이 나에게 뭘 요구했는지를 보여 줄 뿐, 내가 어떤 사람인지를 말해 주진 않아요.'],
  judgeStep: ['쓸모 있는 질문은 그다음 거예요. 여기서부터 뭘 다르게 할 건지요. 딱 한 가지만 적어서 이번 주에 해 보세요. 그게 어떤 자책보다 카드에 더 좋은 대답이에요.'],
  askEcho: ['{told}, 이렇게 적어 주셨죠. 그래서 ‘{ask}’ 하고 물으신 거고요.'],
  refuseLean: ['카드는 거절 쪽으로 기울어요. 직접 쓰신 ‘{obstacle}’, 바로 그 부분 때문이에요. 전부가 아니라 그 부분에 대한 거절이에요. 이유를 담아 차분하게 하는 거절은 생각보다 오래 남지 않아요. 손해가 되는 건 ‘네’ 하고 속으로 쌓아 두는 쪽이에요.'],
  refuseLeanPlain: ['카드는 거절 쪽으로 기울어요. 다만 전부가 아니라 마음에 걸리는 그 부분에 대한 거절이에요. 이유를 담아 차분하게 하는 거절은 생각보다 오래 남지 않아요. 손해가 되는 건 ‘네’ 하고 속으로 쌓아 두는 쪽이에요.'],
  refuseStep: ['구체적인 한 걸음: 이유와 함께 한 번, 분명하게 말하고, 어떤 조건이면 ‘네’가 될 수 있는지도 같이 말해 보세요. 나머지는 상대의 대답이 정해 줄 거예요.'],
  fallOutLean: ['카드는 크게 싸우는 쪽엔 ‘아니요’, 선을 분명히 긋는 쪽엔 ‘예’라고 해요. 직접 쓰신 ‘{obstacle}’, 그건 멈춰야 할 일이 맞아요. 다만 크게 터뜨리면 오히려 내가 말이 나오는 사람이 돼요.'],
  fallOutLeanPlain: ['카드는 크게 싸우는 쪽엔 ‘아니요’, 선을 분명히 긋는 쪽엔 ‘예’라고 해요. 적어 주신 일은 멈춰야 할 일이 맞지만, 크게 터뜨리면 오히려 내가 말이 나오는 사람이 돼요.'],
  fallOutStep: ['구체적인 한 걸음: 다음에 또 그런 일이 생기면 그 자리에서 차분하게, 앞으로 넘어가 주지 않을 일 한 가지를 한 문장으로 말하고 그대로 지키세요. 차분하게 그은 선이 주도권을 내 쪽에 남겨 줘요.'],
  speakEcho: ['{told}, 이렇게 적어 주셨죠. 말할지, 그냥 넘어갈지 고민하고 계시고요.'],
  speakLean: ['카드는 말하는 쪽으로 기울어요. 한 번, 부드럽게요. 삼킨 마음은 더 안 좋은 순간에 더 크게 돌아오곤 하거든요.'],
  speakStep: ['내 마음이 어떤지를 있는 그대로 말해 보세요(“나 사실 이런 마음이었어”). 한두 문장이면 충분하고, 상대 대답을 들을 자리도 남겨 두세요.'],
  recordEchoAsk: ['‘{ask}’ 하고 물으셨죠.'],
  recordWeigh: ['카드가 가장 무겁게 보는 건 덧붙여 쓰신 ‘{record}’, 바로 그 한 문장이에요. 그 사람이 전에 돈을 어떻게 했는지가 가장 믿을 만한 예보거든요.'],
  recordLean: ['그래서 카드는 전부를 거는 쪽으로 기울지 않아요. 그래도 돕고 싶다면, 잃어도 서로를 대하는 태도가 달라지지 않을 만큼만, 손을 떠나는 순간 없는 돈이라 생각하고 보태세요. 전액에 내 이름을 거는 일은 하지 마세요.'],
  recordStep: ['돈이 움직이기 전에, 돌아오지 않으면 어떻게 할지 한 번 부드럽게 이야기하고 짧은 메시지로 남겨 두세요. 그 이야기를 꺼내는 것조차 불가능하게 느껴진다면, 그게 바로 답이에요.'],
};

const zh: FearLines = {
  seriousEcho: ['你说{told}，问这会不会是什么大问题。'],
  seriousAnswer: ['牌没法替你看病，所以这件事我不说“是”，也不说“不是”；牌能读的是你描述的这个规律，而这个规律，医生几分钟就能判断。'],
  seriousTrigger: ['它是{trigger}出现的，那就先从这里试：一个星期里只改这一件事（每次少一点，中间真正歇一歇），记下有没有好转。'],
  seriousWatch: ['简单记一下：什么时候开始、持续多久、做什么会缓解。如果超过两周还这样、越来越重，或者出现了新的症状，就去看医生，别等一张牌；要是好转了，这份记录也会告诉你原因。'],
  seriousChanged: ['你写的里面，最要紧的一点是：它已经在变了。变化正是医生需要看的，所以尽快约个门诊，别等一张牌，也别再等两周。'],
  seriousUrgent: ['你写的里面，有一个是医生宁可早看、不愿晚看的信号，所以这周就约个门诊，别等一张牌；要是哪天伴着胸痛，或者感觉要晕倒，当天就去医院。'],
  omenEcho: ['你说{told}，问这是不是不好的兆头。'],
  omenAnswer: ['牌的回答是：不是。牌没有把它读成什么坏事要来的预兆。'],
  omenDream: ['反复做的梦，带着的往往是你睡前的那一天，而不是往后的日子；它说的是你脑子有多累，不是你的运气。'],
  omenPlain: ['一个兆头的意思，取决于你接下来做什么；单凭它，牌面不会变。'],
  omenStepDream: ['这一周试试：固定时间睡，睡前半小时放下手机，把明天要担心的事写在纸上再躺下。要是几周后梦和疲惫还在，就跟医生说一说。'],
  omenStepPlain: ['如果心里还是放不下，今天就照原计划做一件小事；一天照常过去，就是对兆头最好的回答。'],
  signEcho: ['你说{told}，问这是不是意味着{feared}。'],
  signEchoPlain: ['你说{told}，问这是不是不好的信号。'],
  signAnswer: ['单凭这一件事，还不是。对方做的一件事，只说明对方今天站在哪里，不说明事情怎么结束；决定结果的，是接下来的事。'],
  signStep: ['所以把你最需要知道的那一点直接问出来，先把回答听完，再去琢磨它的意思；那个回答会比任何一张牌告诉你的都多。'],
  judgeEcho: ['你说{told}，问自己是不是“{feared}”。'],
  judgeAnswer: ['牌的回答是：不是，至少不是对你这个人的判决。一个凭着当时所知做出的选择，只说明那个时刻向你要了什么，不说明你是什么样的人。'],
  judgeStep: ['有用的是下一个问题：从现在起，你想在哪一点上换个做法？把这一件事写下来，这周就做；这比任何自责都更能回答这副牌。'],
  askEcho: ['你说{told}，问的是{ask}。'],
  refuseLean: ['牌偏向拒绝，落在你自己点出来的那一处：{obstacle}。拒绝的是这一部分，不是所有的事。心平气和、带着理由的拒绝，很少会被人记仇；真正吃亏的，是嘴上答应、心里憋屈。'],
  refuseLeanPlain: ['牌偏向开口说“不”，但只针对让你不舒服的那一部分，不是一下子全推掉。心平气和、带着理由的拒绝，很少会被人记仇；真正吃亏的，是嘴上答应、心里憋屈。'],
  refuseStep: ['具体的一步：平静地说一次，把理由讲清楚，再说出什么条件下你会答应；剩下的，让对方的回答来决定。'],
  fallOutLean: ['牌对闹翻说不，对把界线画清楚说是。你写的“{obstacle}”，确实该停下来；可一旦闹大，被议论的反而是你。'],
  fallOutLeanPlain: ['牌对闹翻说不，对把界线画清楚说是：你说的事确实该停下来，可一旦闹大，被议论的反而是你。'],
  fallOutStep: ['具体的一步：下次再发生，当场平静地用一句话说清楚以后你不再接受的那件事，然后说到做到。平静画下的线，才能把主动权留在你手里。'],
  speakEcho: ['你说{told}，在犹豫是说出来，还是算了。'],
  speakLean: ['牌偏向说出来，说一次，语气温和：一直咽下去的话，往往会在更糟的时候变得更大。'],
  speakStep: ['直接说你的感受（“我其实一直想跟你说……”），一两句就够，也给对方留出回答的位置。'],
  recordEchoAsk: ['你问的是{ask}。'],
  recordWeigh: ['牌最看重的，是你补充的那一句：{record}。一个人以前怎么对待钱，就是最可靠的预报。'],
  recordLean: ['所以牌不偏向把整笔钱交出去。如果还是想帮，只拿出就算没了也不会改变你们相处方式的那一部分，钱一离手就当它已经不在了；千万别把自己的名字押在整笔钱上。'],
  recordStep: ['钱动之前，心平气和地说一次：万一还不上怎么办，再用一条短信留下来；如果这话你连开口都觉得不可能，那就是答案。'],
};

export const fearLines: Readonly<Record<ContentLanguage, FearLines>> = { en, vi, ko, zh };
