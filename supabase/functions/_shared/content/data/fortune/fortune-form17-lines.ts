/**
 * Lines of the round-16 fortune readers (issue 13, helper fort17; see fortune-form17.ts): a why asked about something of
 * the visitor's that keeps coming back (a reason and a way to find it, never a yes), and the harm feared from the
 * visitor's own act (a record others read, a bond, a plain harm: the lean is about that harm, with one step that keeps
 * it small). Slots: {told} (the statement clauses), {ask}.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** The lines of one language. */
export interface Form17Lines {
  askOnly: readonly string[];
  askEcho: readonly string[];
  /** English only: the told words are a noun phrase, told as what the question is about (“about your trip…”). */
  aboutEcho: readonly string[];
  whyEcho: readonly string[];
  whyAnswerHealth: readonly string[];
  whyStepHealth: readonly string[];
  whyAnswerOther: readonly string[];
  whyStepOther: readonly string[];
  recordAnswer: readonly string[];
  recordStep: readonly string[];
  bondAnswer: readonly string[];
  /** The bond asked the other way round ("can we still be friends"): the lean is yes. */
  bondKeepAnswer: readonly string[];
  bondStep: readonly string[];
  plainAnswer: readonly string[];
  plainStep: readonly string[];
  /** A condition of a place or a day feared (too cold, crowded, rain): it may well be so, plan around it. */
  conditionAnswer: readonly string[];
  conditionStep: readonly string[];
}

const en: Form17Lines = {
  askOnly: ['You’re asking {ask}.'],
  askEcho: ['You wrote that {told}, and you’re asking {ask}.'],
  aboutEcho: ['You wrote {told}, and you’re asking {ask}.'],
  whyEcho: ['You wrote that {told}, and you’re asking why.'],
  whyAnswerHealth: ['The cards can’t examine you, so they won’t pretend to know the cause, and a why is not answered with a yes. What they can say: something that keeps coming back usually has a plain trigger in the hours before it (what you ate or drank, how you slept, a screen, a worry carried to bed), far more often than anything serious.'],
  whyStepHealth: ['One concrete step: for one week, each time it happens, write down the time and what happened in the two hours before; a pattern usually shows within a few days, and then you change that one thing. If it still keeps on after two or three weeks, or something new comes with it, take those notes to a doctor.'],
  whyAnswerOther: ['The cards won’t answer a why with a yes: they see the pattern more clearly than its reason. A thing that keeps happening usually has its reason in what comes just before it, each time.'],
  whyStepOther: ['One concrete step: write down the last three times it happened and what came right before each; where they match is the reason to work on, so change that one thing first.'],
  recordAnswer: ['The cards lean to no, not by itself: one short stay is read by the reason you give for it, not by its length. What makes the next place wary is a pattern of short stays, and one is not a pattern.'],
  recordStep: ['One concrete step: before you hand in your notice, write the one honest sentence you’ll give the next interviewer about why you’re leaving so soon (what you learned, what you’re looking for), and line up the next place before you go, so there is no gap to explain.'],
  bondAnswer: ['The cards lean to no, not from the telling alone: a friendship of years rarely ends over one honest sentence. What strains it is pressure afterwards, or both of you pretending nothing was said.'],
  bondKeepAnswer: ['The cards lean to yes: a friendship of years rarely ends over one honest sentence. What strains it is pressure afterwards, or both of you pretending nothing was said.'],
  bondStep: ['One concrete step: say it once, plainly and in person, and say in the same breath that the friendship matters to you whatever the answer is; then give them time, and keep your next ordinary plan together as usual.'],
  plainAnswer: ['The cards lean to no, not by itself: whether it costs you depends more on how and when you do it than on doing it.'],
  conditionAnswer: ['The cards won’t pretend it won’t be: you ask because it’s a real chance, and at times it likely will be. Too much to enjoy, though, it rarely is for someone who plans around it instead of hoping against it.'],
  conditionStep: ['One concrete step: build the days around it (the quieter early hours, tickets and tables booked ahead, the right layers or an umbrella in the bag), and keep one easy indoor plan for the worst day.'],
  plainStep: ['One concrete step: write down exactly what you fear would happen, then do the one thing that makes it least likely before you act (ask first, tell people early, or keep a way back).'],
};

const vi: Form17Lines = {
  askOnly: ['Bạn hỏi {ask}.'],
  askEcho: ['Bạn kể: {told}; và bạn hỏi {ask}.'],
  aboutEcho: ['Bạn kể: {told}; và bạn hỏi {ask}.'],
  whyEcho: ['Bạn kể: {told}; và bạn hỏi vì sao.'],
  whyAnswerHealth: ['Lá bài không khám bệnh được nên sẽ không đoán bừa nguyên nhân, và một câu “vì sao” thì không trả lời bằng “có”. Điều lá bài nói được: chuyện cứ lặp đi lặp lại thường có một nguyên do rất đời thường trong vài giờ trước đó (ăn uống gì, ngủ ra sao, màn hình điện thoại, một nỗi lo mang theo lên giường), nhiều hơn hẳn là bệnh gì nặng.'],
  whyStepHealth: ['Một bước cụ thể: trong một tuần, mỗi lần bị thì ghi lại giờ và những gì diễn ra trong hai tiếng trước đó; vài hôm là thường thấy quy luật, rồi bạn đổi đúng một điều đó. Nếu hai, ba tuần sau vẫn vậy, hoặc có thêm dấu hiệu mới, hãy mang ghi chép đó đi khám.'],
  whyAnswerOther: ['Lá bài không trả lời “vì sao” bằng “có”: nó thấy rõ quy luật hơn là lý do. Chuyện cứ lặp lại thì lý do thường nằm ở điều xảy ra ngay trước nó, lần nào cũng vậy.'],
  whyStepOther: ['Một bước cụ thể: ghi lại ba lần gần nhất chuyện đó xảy ra và điều gì đến ngay trước mỗi lần; chỗ nào trùng nhau là lý do cần xử lý, và bạn đổi điều đó trước.'],
  recordAnswer: ['Quẻ nghiêng về “không”, ít nhất là không chỉ vì chuyện đó: một lần làm ngắn được nhìn qua lý do bạn đưa ra, chứ không qua độ dài. Điều khiến nơi sau e ngại là nghỉ sớm nhiều lần liên tiếp, mà một lần thì chưa thành thói quen.'],
  recordStep: ['Một bước cụ thể: trước khi nộp đơn nghỉ, viết sẵn một câu thật lòng để trả lời nhà tuyển dụng sau vì sao bạn nghỉ sớm (bạn học được gì, bạn đang tìm gì), và có chỗ mới rồi hãy nghỉ, để không có khoảng trống nào phải giải thích.'],
  bondAnswer: ['Quẻ nghiêng về “không”, ít nhất là không chỉ vì một lời nói thật: tình bạn nhiều năm hiếm khi mất chỉ vì một câu chân thành. Điều làm nó sứt mẻ là sự thúc ép sau đó, hoặc cả hai giả vờ như chưa có gì.'],
  bondKeepAnswer: ['Quẻ nghiêng về “có”: tình bạn nhiều năm hiếm khi mất chỉ vì một câu chân thành. Điều làm nó sứt mẻ là sự thúc ép sau đó, hoặc cả hai giả vờ như chưa có gì.'],
  bondStep: ['Một bước cụ thể: nói một lần, rõ ràng và trực tiếp, và nói luôn rằng tình bạn này quan trọng với bạn dù câu trả lời là gì; rồi cho người ấy thời gian, và cứ giữ buổi hẹn bình thường tiếp theo như mọi khi.'],
  plainAnswer: ['Quẻ nghiêng về “không”, ít nhất là không chỉ vì việc đó: có thiệt hay không phụ thuộc vào cách và lúc bạn làm nhiều hơn là bản thân việc làm.'],
  conditionAnswer: ['Lá bài không giả vờ là sẽ không: bạn hỏi vì khả năng đó có thật, và có lúc chắc là sẽ vậy. Nhưng đến mức mất vui thì hiếm, với người tính trước cho nó thay vì mong nó đừng đến.'],
  conditionStep: ['Một bước cụ thể: xếp lịch xoay quanh nó (đi sớm lúc còn vắng, đặt vé và chỗ trước, mang đúng áo ấm hoặc ô trong túi), và giữ sẵn một kế hoạch trong nhà cho ngày tệ nhất.'],
  plainStep: ['Một bước cụ thể: viết ra chính xác điều bạn sợ sẽ xảy ra, rồi làm một việc khiến nó ít có khả năng nhất trước khi hành động (hỏi trước, báo sớm, hoặc chừa một đường lui).'],
};

const ko: Form17Lines = {
  askOnly: ['‘{ask}’ 하고 물으셨죠.'],
  askEcho: ['{told}, 이렇게 적어 주셨죠. 그래서 ‘{ask}’ 하고 물으신 거고요.'],
  aboutEcho: ['{told}, 이렇게 적어 주셨죠. 그래서 ‘{ask}’ 하고 물으신 거고요.'],
  whyEcho: ['{told}, 이렇게 적어 주셨죠. 그게 왜 그런지 물으셨고요.'],
  whyAnswerHealth: ['카드는 몸을 진찰할 수 없으니 원인을 아는 척하지 않을게요. ‘왜’라는 질문에 ‘예’로 답하지도 않고요. 다만 이건 말할 수 있어요. 자꾸 되풀이되는 일은 대개 그 몇 시간 전에 평범한 계기가 있어요. 뭘 먹고 마셨는지, 잠을 어떻게 잤는지, 휴대폰 화면, 잠자리까지 들고 간 걱정 같은 것들이요. 큰 병보다 그쪽인 경우가 훨씬 많아요.'],
  whyStepHealth: ['구체적인 한 걸음: 일주일 동안 그럴 때마다 시간과 그 전 두 시간 동안 있었던 일을 적어 보세요. 며칠이면 대개 패턴이 보이고, 그 한 가지만 바꾸면 돼요. 두세 주가 지나도 계속되거나 다른 증상이 같이 오면 그 기록을 들고 병원에 가 보세요.'],
  whyAnswerOther: ['카드는 ‘왜’에 ‘예’로 답하지 않아요. 이유보다 되풀이되는 모양이 더 또렷하게 보이거든요. 자꾸 반복되는 일은 대개 매번 그 바로 앞에 이유가 있어요.'],
  whyStepOther: ['구체적인 한 걸음: 최근에 그랬던 세 번과 그 바로 앞에 있었던 일을 적어 보세요. 겹치는 게 있으면 그게 손볼 이유예요. 그 한 가지부터 바꿔 보세요.'],
  recordAnswer: ['점괘는 ‘아니요’ 쪽이에요. 그것 하나만으로는요. 짧게 다닌 한 번은 기간보다 그 이유로 읽혀요. 다음 회사가 꺼리는 건 짧은 퇴사가 되풀이되는 패턴이지, 한 번은 패턴이 아니에요.'],
  recordStep: ['구체적인 한 걸음: 사표를 내기 전에, 다음 면접에서 왜 일찍 나왔는지 말할 솔직한 한 문장(무엇을 배웠고 무엇을 찾고 있는지)을 적어 두세요. 그리고 다음 자리를 먼저 정하고 나오면 설명할 공백도 생기지 않아요.'],
  bondAnswer: ['점괘는 ‘아니요’ 쪽이에요. 진심을 한 번 말한 것만으로는요. 오래된 우정이 진심 어린 한마디로 끝나는 일은 드물어요. 사이를 어색하게 만드는 건 그 뒤에 답을 재촉하거나, 둘 다 아무 일 없던 척하는 거예요.'],
  bondKeepAnswer: ['점괘는 ‘예’ 쪽이에요. 오래된 우정이 진심 어린 한마디로 끝나는 일은 드물어요. 사이를 어색하게 만드는 건 그 뒤에 답을 재촉하거나, 둘 다 아무 일 없던 척하는 거예요.'],
  bondStep: ['구체적인 한 걸음: 한 번, 직접 만나서 담백하게 말하고, 답이 어떻든 이 우정이 소중하다는 말도 같이 하세요. 그다음엔 시간을 주고, 다음에 잡혀 있는 평범한 약속은 평소처럼 지키세요.'],
  plainAnswer: ['점괘는 ‘아니요’ 쪽이에요. 그것 하나만으로는요. 손해가 될지는 그 일 자체보다 언제, 어떻게 하느냐에 더 달려 있어요.'],
  conditionAnswer: ['카드는 아니라고 둘러대지 않을게요. 물어보신 건 그럴 가능성이 실제로 있어서고, 때로는 정말 그럴 거예요. 그래도 미리 대비하는 사람에게 그게 즐거움을 망칠 만큼인 경우는 드물어요.'],
  conditionStep: ['구체적인 한 걸음: 일정을 그에 맞춰 짜세요. 덜 붐비는 이른 시간, 미리 예약한 표와 자리, 알맞은 겉옷이나 가방 속 우산처럼요. 그리고 가장 궂은 날을 위한 실내 계획 하나를 남겨 두세요.'],
  plainStep: ['구체적인 한 걸음: 정확히 무엇이 걱정되는지 적어 보고, 움직이기 전에 그 일이 생길 가능성을 가장 줄이는 한 가지를 하세요. 먼저 물어보거나, 일찍 알리거나, 돌아갈 길을 남겨 두는 것처럼요.'],
};

const zh: Form17Lines = {
  askOnly: ['你问的是{ask}。'],
  askEcho: ['你说{told}，问的是{ask}。'],
  aboutEcho: ['你说{told}，问的是{ask}。'],
  whyEcho: ['你说{told}，问的是为什么。'],
  whyAnswerHealth: ['牌没法替你看病，所以不会假装知道原因，也不会用一个“是”来回答“为什么”。牌能说的是：反复出现的情况，原因多半就藏在那之前的几个小时里（吃了什么、喝了什么、睡得怎样、手机屏幕、带上床的心事），比什么大病常见得多。'],
  whyStepHealth: ['具体的一步：接下来一周，每次发生就记下时间，以及之前两个小时里做了什么；几天之内通常就能看出规律，然后只改那一件事。如果两三周后还是这样，或者出现了别的症状，就带着这份记录去看医生。'],
  whyAnswerOther: ['牌不会用“是”来回答“为什么”：它看得清的是规律，不是理由。反复发生的事，理由通常就在每次发生之前的那一刻。'],
  whyStepOther: ['具体的一步：写下最近三次发生的情形，以及每次之前刚发生了什么；重合的地方就是要处理的原因，先改那一件。'],
  recordAnswer: ['牌偏向“不会”，至少不会单凭这一次：一段短的经历，别人看的是你给的理由，而不是它有多短。让下一家公司犹豫的是一再短期离职，一次还算不上规律。'],
  recordStep: ['具体的一步：提离职之前，先写好一句真实的话，准备在下一次面试时说明为什么这么快离开（学到了什么、在找什么），并且先找好下一家再走，这样就没有空档需要解释。'],
  bondAnswer: ['牌偏向“不会”，至少不会单凭一句真心话：多年的朋友，很少因为一次坦白就做不成。真正伤感情的，是之后的催促，或者两个人都装作什么都没发生。'],
  bondKeepAnswer: ['牌偏向“能”：多年的朋友，很少因为一句真心话就做不成。真正伤感情的，是之后的催促，或者两个人都装作什么都没发生。'],
  bondStep: ['具体的一步：当面、平静地说一次，同时告诉对方：不管答案是什么，这段友情对你都很重要；然后给对方时间，下一次约好的见面照常赴约。'],
  plainAnswer: ['牌偏向“不会”，至少不会单凭这件事：会不会吃亏，更多取决于你什么时候做、怎么做，而不是做不做。'],
  conditionAnswer: ['牌不会假装说不会：你这么问，是因为这个可能真的存在，有些时候多半就是这样。不过对提前做好准备的人来说，它很少会坏到让人玩不好。'],
  conditionStep: ['具体的一步：围着它来排行程（人少的清早、提前订好的票和座位、合适的衣服或包里的一把伞），再留一个室内的备选方案给最糟的那一天。'],
  plainStep: ['具体的一步：把你具体怕发生什么写下来，行动之前先做一件最能避免它的事（先问一声、早点说，或者给自己留条退路）。'],
};

/** The round-16 form lines, by language. */
export const form17Lines: Readonly<Record<ContentLanguage, Form17Lines>> = { en, vi, ko, zh };
