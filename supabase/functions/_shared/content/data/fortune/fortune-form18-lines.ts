/**
 * Lines of the round-17 fortune readers (issue 13, helper fort18; see fortune-form18.ts): a lateness asked with the
 * visitor's age (the answer is about that age and that act), an act asked about in a month named (the month's weather,
 * and the part of the plan it tests), and a choice between two life steps weighed by name with the visitor's own words.
 * Slots: {weekday}, {hour}, {now}, {wait}, {part}, {age}, {later} (age + 2), {act}, {told}, {month}, {ask}, {a}, {b}, {pick}, {other}, {sideA}, {sideB}, {because},
 * {contrast}.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** The lines of one language. */
export interface Form18Lines {
  lateAnswer: readonly string[];
  lateTold: readonly string[];
  lateStep: readonly string[];
  seasonEcho: readonly string[];
  seasonEchoTold: readonly string[];
  seasonCold: readonly string[];
  seasonHot: readonly string[];
  seasonMild: readonly string[];
  /** Round 17b: the wet weather the visitor named ({weather}: rain, floods, a typhoon) in {month}. */
  seasonWet: readonly string[];
  /** The condition on the part of the outing the visitor named ({part}), or on the month itself. */
  conditionPart: readonly string[];
  conditionPlain: readonly string[];
  /** Round 17b: the same condition when the visitor asked about the weather itself ("is it too cold?"), not "is it ok":
   * the trip can go ahead, never a bare "yes" that would confirm the weather feared. */
  conditionPartGo: readonly string[];
  conditionPlainGo: readonly string[];
  seasonStepCold: readonly string[];
  seasonStepHot: readonly string[];
  seasonStepMild: readonly string[];
  seasonStepWet: readonly string[];
  whenEcho: readonly string[];
  /** A day this week ({weekday}, {hour}) with the reason for the middle of the week. */
  whenDay: readonly string[];
  whenDayStep: readonly string[];
  /** Now against a named wait ({now}, {wait}): wait while what you have still works. */
  whenWait: readonly string[];
  whenWaitStep: readonly string[];
  /** A how with no reader of its own: told back, a way that fits most acts, one step; health adds a doctor. */
  howEcho: readonly string[];
  howWay: readonly string[];
  howHealth: readonly string[];
  howStep: readonly string[];
  eitherEcho: readonly string[];
  eitherEchoTold: readonly string[];
  /** One option's side with the visitor's own words on it: {name}, {side}. */
  sideTold: readonly string[];
  sideChange: readonly string[];
  sideKeep: readonly string[];
  /** Neither option keeps or changes: both named, each closing a door. */
  sidesPlain: readonly string[];
  leanStatusQuo: readonly string[];
  leanPurpose: readonly string[];
  leanPeople: readonly string[];
  leanFirst: readonly string[];
  /** Round 18 (fort22): a lean nothing the visitor wrote tips, said as light. */
  leanEven: readonly string[];
  contrastCheck: readonly string[];
  eitherStep: readonly string[];
}

const en: Form18Lines = {
  lateAnswer: ['No, {age} is not too late to {act}. Two years from now you will be {later} either way; the only question the cards see is whether you will be {later} with two years of it behind you or still asking. People who start at {age} bring what they already know, and they usually stay longer with what they chose on purpose.'],
  lateTold: ['You added that {told}: that is not a reason to stop, it is the first thing to work on.'],
  lateStep: ['One concrete step: this month, put one small, fixed piece of it in your calendar (one class, one short course, one finished small project, or one talk with someone who started it at your age), and judge your pace after three months, not after one week.'],
  seasonEcho: ['You’re asking {ask}.'],
  seasonEchoTold: ['You’re asking {ask}, and you added that {told}.'],
  seasonCold: ['{month} is a cold month: short days, cold nights, and in high places the roads and paths can be slick or icy in the early morning and after dark.'],
  seasonHot: ['{month} is a hot month, often with sudden rain: the middle of the day is the hard part, not the outing itself.'],
  seasonMild: ['{month} itself is a kind month for it: the weather is not what decides.'],
  seasonWet: ['You’re right to ask about {weather}: in many places {month} is the season for it, and that is something a forecast tells better than a card. It rarely spoils a whole trip; it spoils a plan with no room in it.'],
  conditionPart: ['So the cards say yes, on one condition: “{part}” has to be right for {month}, not for a mild day. If it can’t be, change that part, not the whole plan.'],
  conditionPlain: ['So the cards say yes, on one condition: plan for {month} as it is, not for a mild day.'],
  conditionPartGo: ['So the trip can go ahead, on one condition: “{part}” has to be right for {month}, not for a mild day. If it can’t be, change that part, not the whole plan.'],
  conditionPlainGo: ['So the trip can go ahead, on one condition: plan for {month} as it is, not for a mild day.'],
  seasonStepCold: ['One concrete step: check the forecast two days before and again that morning, travel in daylight, pack one warm layer more than you think you need, and keep a plan B (a bus, a train, a day indoors) for the worst day.'],
  seasonStepHot: ['One concrete step: start early, rest from noon to three, carry water and a light rain layer, and check the forecast the evening before.'],
  seasonStepMild: ['One concrete step: check the forecast two days before and keep one free half-day in case the weather turns.'],
  seasonStepWet: ['One concrete step: book what you can cancel, keep one spare day in the middle, check the forecast a week before and again two days before, and if a storm is forecast, move the dates, not the whole trip.'],
  whenEcho: ['You’re asking {ask}.'],
  whenDay: ['The cards pick {weekday}, {hour}: the middle of the week, when people have settled in and are not yet tired of it. Not Monday morning, when everyone is catching up, and not Friday evening, when a request waits until next week.'],
  whenDayStep: ['One concrete step: on {weekday}, say it in one or two sentences and ask for one concrete thing (a date, a time, a yes or a no), then leave room for the answer.'],
  whenWait: ['Between “{now}” and “{wait}”, the cards lean to waiting, if what you have now still does its job until then: waiting costs you nothing, and the wait is the cheaper of the two. Go now only if what you have is already failing you, because weeks of making do cost more than any discount.'],
  whenWaitStep: ['One concrete step: write down today the price you would pay now, and the most you will pay; when the wait is over, buy only if the price is under that line.'],
  howEcho: ['You’re asking {ask}.'],
  howWay: ['The cards answer a how with a way, not a yes: start smaller than you think you should, with a version so easy you can’t fail it, three times this week; make it a little harder only when it feels easy; and stop to rethink at the first sign it is going wrong.'],
  howHealth: ['Your body sets the pace here, not the calendar: if it hurts during or the day after, go back one step, and if it keeps hurting, let a doctor or a physiotherapist look at it before you go on.'],
  howStep: ['One concrete step: today, write down that smallest version and the day you will do it first.'],
  eitherEcho: ['You’re weighing “{a}” against “{b}”.'],
  eitherEchoTold: ['You’re weighing “{a}” against “{b}”, and you added that {told}.'],
  sideTold: ['On the side of “{name}” you wrote that {side}.'],
  sideChange: ['“{name}” is the step that changes something: it asks more of you now, and it is the one you would keep wondering about if you never tried it.'],
  sideKeep: ['“{name}” is the path you already know: it keeps what you have, and its cost is quieter and comes later.'],
  sidesPlain: ['“{a}” and “{b}” each close a door the other keeps open: what you would miss on each side is the real weight, more than what you would gain.'],
  leanStatusQuo: ['The cards lean to “{pick}”: when someone asks whether to change or to stay, the change has usually already started in them.'],
  leanPurpose: ['The cards lean to “{pick}”, because you gave it a reason of its own, in your words: “{because}”.'],
  leanPeople: ['The cards lean to “{pick}”: it is the side with people in it, and those are the choices people regret least.'],
  leanFirst: ['The cards lean to “{pick}”: it is the one you named first, and the first one named is usually where your heart already is.'],
  leanEven: ['Nothing you wrote tips it yet, so the cards lean to “{pick}” only lightly, never on a coin: what you would miss on each side, in your own words, decides it.'],
  contrastCheck: ['Then check that lean against the sentence you put after your “but”: {contrast}. If that sentence speaks for “{other}”, it counts for more than the cards.'],
  eitherStep: ['One concrete step: this week, ask one person who chose “{pick}” and one who chose “{other}” what it cost them a year later; the cost you would rather carry tells you which is yours.'],
};

const vi: Form18Lines = {
  lateAnswer: ['Không, {age} tuổi chưa muộn để {act}. Hai năm nữa đằng nào bạn cũng {later} tuổi; câu hỏi duy nhất quẻ thấy là lúc đó bạn đã có hai năm với nó, hay vẫn còn đang hỏi. Người bắt đầu ở tuổi {age} mang theo những gì họ đã biết, và thường theo điều mình chọn có chủ đích lâu hơn.'],
  lateTold: ['Bạn có kể thêm là {told}: đó không phải lý do để dừng, mà là việc đầu tiên cần làm.'],
  lateStep: ['Một bước cụ thể: trong tháng này, ghi vào lịch một phần nhỏ, cố định (một buổi học, một khóa ngắn, hoặc một buổi nói chuyện với người đã bắt đầu ở tuổi bạn), rồi đánh giá nhịp của mình sau ba tháng chứ không phải sau một tuần.'],
  seasonEcho: ['Bạn hỏi {ask}.'],
  seasonEchoTold: ['Bạn hỏi {ask}, và bạn kể thêm là {told}.'],
  seasonCold: ['{month} là tháng lạnh: ngày ngắn, đêm lạnh, vùng cao thì sáng sớm và tối muộn đường hay có sương mù và trơn.'],
  seasonHot: ['{month} là tháng nóng, hay có mưa bất chợt: phần khó là giữa trưa, không phải chuyến đi.'],
  seasonMild: ['{month} là tháng dễ chịu cho việc này: thời tiết không phải điều quyết định.'],
  seasonWet: ['Bạn hỏi về {weather} là đúng: ở nhiều nơi {month} là mùa của nó, và chuyện này dự báo thời tiết nói rõ hơn lá bài. Nó hiếm khi làm hỏng cả chuyến đi; nó chỉ làm hỏng một lịch trình không chừa chỗ trống.'],
  conditionPart: ['Nên quẻ nói là được, với một điều kiện: “{part}” phải hợp với {month}, chứ không phải với một ngày đẹp trời. Nếu phần đó không hợp được, hãy đổi phần đó, đừng bỏ cả chuyến.'],
  conditionPlain: ['Nên quẻ nói là được, với một điều kiện: tính cho {month} đúng như nó là, chứ không phải cho một ngày đẹp trời.'],
  conditionPartGo: ['Nên chuyến đi vẫn đi được, với một điều kiện: “{part}” phải hợp với {month}, chứ không phải với một ngày đẹp trời. Nếu phần đó không hợp được, hãy đổi phần đó, đừng bỏ cả chuyến.'],
  conditionPlainGo: ['Nên chuyến đi vẫn đi được, với một điều kiện: tính cho {month} đúng như nó là, chứ không phải cho một ngày đẹp trời.'],
  seasonStepCold: ['Một bước cụ thể: xem dự báo thời tiết trước hai ngày và sáng hôm đi, chỉ di chuyển lúc trời sáng, mang thêm một lớp áo ấm hơn bạn nghĩ, và giữ sẵn phương án dự phòng (xe khách, một ngày ở trong nhà) cho ngày tệ nhất.'],
  seasonStepHot: ['Một bước cụ thể: đi sớm, nghỉ từ trưa đến ba giờ chiều, mang theo nước và áo mưa mỏng, và xem dự báo từ tối hôm trước.'],
  seasonStepMild: ['Một bước cụ thể: xem dự báo thời tiết trước hai ngày và để trống nửa ngày phòng khi trời đổi.'],
  seasonStepWet: ['Một bước cụ thể: đặt phòng, vé loại hủy được, chừa một ngày trống ở giữa, xem dự báo trước một tuần và trước hai ngày; nếu báo có bão thì dời ngày, đừng bỏ cả chuyến.'],
  whenEcho: ['Bạn hỏi {ask}.'],
  whenDay: ['Quẻ chọn {weekday}, {hour}: giữa tuần, lúc mọi người đã vào nhịp mà chưa mệt. Đừng chọn sáng thứ Hai, khi ai cũng đang dồn việc, cũng đừng chọn chiều thứ Sáu, khi lời đề nghị dễ bị để sang tuần sau.'],
  whenDayStep: ['Một bước cụ thể: vào {weekday}, nói điều đó trong một hai câu và xin một điều cụ thể (một ngày, một giờ, một câu có hay không), rồi để khoảng trống cho câu trả lời.'],
  whenWait: ['Giữa “{now}” và “{wait}”, quẻ nghiêng về chờ, nếu cái bạn đang có vẫn dùng được đến lúc đó: chờ không làm bạn mất gì, và chờ là đường rẻ hơn. Chỉ nên làm ngay nếu cái đang có đã không còn đáp ứng được, vì mấy tuần xoay xở còn tốn hơn mức giảm giá.'],
  whenWaitStep: ['Một bước cụ thể: hôm nay ghi lại giá bạn sẽ trả nếu mua ngay và mức cao nhất bạn chịu trả; đến lúc đó, chỉ mua nếu giá dưới mức ấy.'],
  howEcho: ['Bạn hỏi {ask}.'],
  howWay: ['Quẻ trả lời câu hỏi “làm sao” bằng một cách làm, không phải một chữ “có”: bắt đầu nhỏ hơn bạn nghĩ, với một phiên bản dễ đến mức không thể thất bại, ba lần trong tuần này; chỉ tăng lên một chút khi thấy nhẹ nhàng; và dừng lại nghĩ lại ngay khi có dấu hiệu đầu tiên không ổn.'],
  howHealth: ['Ở đây cơ thể đặt nhịp chứ không phải lịch: nếu đau trong lúc làm hoặc ngày hôm sau, lùi lại một bước, và nếu vẫn đau, hãy để bác sĩ hoặc chuyên viên vật lý trị liệu xem trước khi làm tiếp.'],
  howStep: ['Một bước cụ thể: hôm nay, ghi ra phiên bản nhỏ nhất đó và ngày bạn sẽ làm lần đầu.'],
  eitherEcho: ['Bạn đang cân “{a}” với “{b}”.'],
  eitherEchoTold: ['Bạn đang cân “{a}” với “{b}”, và bạn kể thêm là {told}.'],
  sideTold: ['Về phía “{name}”, bạn viết là {side}.'],
  sideChange: ['“{name}” là bước làm thay đổi một điều gì đó: bây giờ nó đòi hỏi bạn nhiều hơn, và đó là điều bạn sẽ còn băn khoăn mãi nếu không thử.'],
  sideKeep: ['“{name}” giữ lại những gì bạn đã có và đã biết: cái giá của nó lặng lẽ hơn và đến muộn hơn.'],
  sidesPlain: ['“{a}” và “{b}” mỗi bên khép lại một cánh cửa mà bên kia để ngỏ: điều bạn sẽ tiếc ở mỗi bên mới là sức nặng thật, hơn cả điều bạn được.'],
  leanStatusQuo: ['Quẻ nghiêng về “{pick}”: khi một người hỏi nên đổi hay nên ở yên, thường thì sự thay đổi đã bắt đầu trong họ rồi.'],
  leanPurpose: ['Quẻ nghiêng về “{pick}”, vì bạn đã cho nó một lý do riêng, câu bạn viết: “{because}”.'],
  leanPeople: ['Quẻ nghiêng về “{pick}”: đó là bên có người thân ở trong, và đó là những lựa chọn người ta ít hối tiếc nhất.'],
  leanFirst: ['Quẻ nghiêng về “{pick}”: đó là điều bạn nói ra trước, và điều nói ra trước thường là nơi lòng mình đã hướng về.'],
  leanEven: ['Chưa có điều gì bạn viết làm lệch cán cân, nên quẻ chỉ hơi nghiêng về “{pick}”, không phải tung đồng xu: điều bạn sẽ tiếc ở mỗi bên, theo lời của chính bạn, mới là thứ quyết định.'],
  contrastCheck: ['Rồi hãy đặt hướng nghiêng đó cạnh câu bạn viết sau chữ “nhưng”: {contrast}. Nếu câu đó nói thay cho “{other}”, nó nặng hơn quẻ.'],
  eitherStep: ['Một bước cụ thể: tuần này, hỏi một người đã chọn “{pick}” và một người đã chọn “{other}” xem một năm sau họ phải trả giá gì; cái giá nào bạn chịu được hơn thì đó là lựa chọn của bạn.'],
};

const ko: Form18Lines = {
  lateAnswer: ['아니요, {age}살에 {act} 것, 늦지 않았어요. 2년이 지나면 어차피 {later}살이 돼요. 카드가 보는 질문은 하나예요. 그때 2년을 해 온 {later}살일지, 아직도 묻고 있는 {later}살일지요. {age}살에 시작하는 사람은 이미 아는 것을 안고 시작하고, 스스로 고른 길을 더 오래 가는 편이에요.'],
  lateTold: ['{told}, 이렇게 덧붙이셨죠. 그건 멈출 이유가 아니라 가장 먼저 손댈 일이에요.'],
  lateStep: ['구체적인 한 걸음: 이번 달 안에 작고 정해진 한 조각을 달력에 넣으세요. 수업 하나, 짧은 과정 하나, 아니면 그 나이에 시작한 사람과의 대화 한 번이요. 속도는 일주일이 아니라 석 달 뒤에 판단하세요.'],
  seasonEcho: ['{ask}, 이렇게 물으셨죠.'],
  seasonEchoTold: ['{ask}, 이렇게 물으셨고 {told}, 이렇게 덧붙이셨죠.'],
  seasonCold: ['{month}은 추운 달이에요. 해가 짧고 밤은 차고, 높은 곳의 길은 이른 아침과 해 진 뒤에 미끄럽거나 얼 수 있어요.'],
  seasonHot: ['{month}은 덥고 갑자기 비가 오기 쉬운 달이에요. 힘든 건 나들이 자체가 아니라 한낮이에요.'],
  seasonMild: ['{month}은 그 일에 순한 달이라 날씨가 결정하는 건 아니에요.'],
  seasonWet: ['{weather} 걱정은 당연해요. {month}은 많은 곳에서 그 철이고, 그건 카드보다 일기예보가 더 잘 알려 줘요. 그래도 여행 전체를 망치는 일은 드물어요. 망치는 건 빈틈 없는 일정이에요.'],
  conditionPart: ['그래서 카드의 답은 ‘예’, 다만 조건이 하나예요. ‘{part}’, 이 부분이 날씨 좋은 날이 아니라 {month}에 맞아야 해요. 그게 안 되면 계획 전체가 아니라 그 부분을 바꾸세요.'],
  conditionPlain: ['그래서 카드의 답은 ‘예’, 다만 조건이 하나예요. 날씨 좋은 날이 아니라 {month} 그대로에 맞춰 계획하세요.'],
  conditionPartGo: ['그래도 여행은 가도 돼요. 다만 조건이 하나예요. ‘{part}’, 이 부분이 날씨 좋은 날이 아니라 {month}에 맞아야 해요. 그게 안 되면 계획 전체가 아니라 그 부분을 바꾸세요.'],
  conditionPlainGo: ['그래도 여행은 가도 돼요. 다만 조건이 하나예요. 날씨 좋은 날이 아니라 {month} 그대로에 맞춰 계획하세요.'],
  seasonStepCold: ['구체적인 한 걸음: 이틀 전과 당일 아침에 일기예보를 확인하고, 해 있을 때만 움직이고, 생각보다 한 겹 더 따뜻하게 챙기고, 가장 궂은 날을 위한 대안(버스, 실내에서 보내는 하루)을 하나 준비해 두세요.'],
  seasonStepHot: ['구체적인 한 걸음: 일찍 출발하고, 정오부터 세 시까지는 쉬고, 물과 얇은 우비를 챙기고, 전날 저녁에 예보를 확인하세요.'],
  seasonStepMild: ['구체적인 한 걸음: 이틀 전에 일기예보를 확인하고, 날씨가 바뀔 때를 위해 반나절은 비워 두세요.'],
  seasonStepWet: ['구체적인 한 걸음: 취소할 수 있는 걸로 예약하고, 일정 가운데 하루를 비워 두고, 일주일 전과 이틀 전에 예보를 확인하세요. 태풍 예보가 나오면 여행을 접지 말고 날짜를 옮기세요.'],
  whenEcho: ['{ask}, 이렇게 물으셨죠.'],
  whenDay: ['카드는 {weekday} {hour}, 그때를 골라요. 한 주의 가운데, 사람들이 한 주에 자리를 잡았지만 아직 지치지 않은 때예요. 다들 밀린 일을 처리하는 월요일 아침도, 말이 다음 주로 밀리는 금요일 저녁도 피하세요.'],
  whenDayStep: ['구체적인 한 걸음: {weekday}에 한두 문장으로 말하고, 구체적인 한 가지(날짜, 시간, 예나 아니요)를 부탁한 다음, 대답할 틈을 남겨 두세요.'],
  whenWait: ['‘{now}’ 쪽과 ‘{wait}’ 쪽 사이에서 카드는 기다리는 쪽으로 기울어요. 지금 가진 것이 그때까지 제 몫을 한다면요. 기다린다고 잃는 건 없고, 기다리는 쪽이 더 싸요. 지금 가진 것이 이미 제 몫을 못 할 때만 바로 움직이세요. 몇 주를 버티는 비용이 할인보다 커요.'],
  whenWaitStep: ['구체적인 한 걸음: 오늘 지금 사면 낼 가격과 낼 수 있는 최고 가격을 적어 두세요. 기다림이 끝나면 그 선 아래일 때만 사세요.'],
  howEcho: ['{ask}, 이렇게 물으셨죠.'],
  howWay: ['카드는 ‘어떻게’에 ‘예’가 아니라 방법으로 답해요. 생각보다 더 작게, 실패할 수 없을 만큼 쉬운 버전으로 이번 주에 세 번 시작하세요. 쉽게 느껴질 때만 조금 올리고, 뭔가 틀어지는 첫 신호가 보이면 멈추고 다시 생각하세요.'],
  howHealth: ['여기서는 달력이 아니라 몸이 속도를 정해요. 하는 도중이나 다음 날 아프면 한 단계 물러나고, 계속 아프면 더 하기 전에 의사나 물리치료사에게 보여 주세요.'],
  howStep: ['구체적인 한 걸음: 오늘 그 가장 작은 버전과 처음 할 날을 적어 두세요.'],
  eitherEcho: ['‘{a}’ 쪽과 ‘{b}’ 쪽을 저울질하고 계시죠.'],
  eitherEchoTold: ['‘{a}’ 쪽과 ‘{b}’ 쪽을 저울질하고 계시고, {told}, 이렇게 덧붙이셨죠.'],
  sideTold: ['‘{name}’ 쪽에는 직접 이렇게 적으셨어요. {side}.'],
  sideChange: ['‘{name}’ 쪽은 뭔가를 바꾸는 걸음이에요. 지금 더 많은 걸 요구하고, 해 보지 않으면 두고두고 궁금할 쪽이에요.'],
  sideKeep: ['‘{name}’ 쪽은 이미 가진 것, 이미 아는 것을 지켜요. 그 대가는 더 조용하고 더 늦게 와요.'],
  sidesPlain: ['‘{a}’ 쪽과 ‘{b}’ 쪽은 서로가 열어 두는 문을 하나씩 닫아요. 얻을 것보다 각 쪽에서 아쉬울 것이 진짜 무게예요.'],
  leanStatusQuo: ['카드는 ‘{pick}’ 쪽으로 기울어요. 바꿀지 남을지 묻는 사람 안에서는 대개 변화가 이미 시작돼 있거든요.'],
  leanPurpose: ['카드는 ‘{pick}’ 쪽으로 기울어요. 그쪽에만 ‘{because}’, 이렇게 이유를 붙이셨으니까요.'],
  leanPeople: ['카드는 ‘{pick}’ 쪽으로 기울어요. 사람이 함께 있는 쪽이고, 사람들은 그런 선택을 가장 덜 후회해요.'],
  leanFirst: ['카드는 ‘{pick}’ 쪽으로 기울어요. 먼저 꺼내신 쪽이고, 먼저 꺼낸 쪽에 대개 마음이 이미 가 있어요.'],
  leanEven: ['적어 주신 것 중에 어느 쪽으로 기울게 하는 말은 아직 없어서, 카드는 ‘{pick}’ 쪽으로 살짝만 기울어요. 동전으로 정할 일은 아니고, 각 쪽에서 아쉬울 것을 직접 적어 보면 그게 답을 정해요.'],
  contrastCheck: ['그다음, 그 기울기를 덧붙이신 이 문장에 대 보세요. {contrast}. 그 문장이 ‘{other}’ 쪽 편이라면, 카드보다 그 문장이 더 무거워요.'],
  eitherStep: ['구체적인 한 걸음: 이번 주에 ‘{pick}’ 쪽을 고른 사람 한 명, ‘{other}’ 쪽을 고른 사람 한 명에게 1년 뒤 무엇을 치렀는지 물어보세요. 더 감당하고 싶은 대가가 당신의 답이에요.'],
};

const zh: Form18Lines = {
  lateAnswer: ['不晚，{age}岁{act}不算晚。两年后你无论如何都是{later}岁；牌看到的问题只有一个：那时的你，是已经做了两年的{later}岁，还是仍在发问的{later}岁。{age}岁开始的人带着自己已经懂的东西上路，而且往往在自己主动选的路上走得更久。'],
  lateTold: ['你还说{told}：这不是停下的理由，而是最先要做的事。'],
  lateStep: ['具体的一步：这个月在日历上放进一小块固定的时间（一节课、一门短课，或者和一个同样在你这个年纪开始的人聊一次），三个月后再判断自己的节奏，而不是一周后。'],
  seasonEcho: ['你问的是{ask}。'],
  seasonEchoTold: ['你问的是{ask}，还说{told}。'],
  seasonCold: ['{month}是冷的月份：白天短、夜里冷，高处的路在清早和天黑后容易结冰打滑。'],
  seasonHot: ['{month}天热，常有阵雨：难的是正午，而不是出行本身。'],
  seasonMild: ['{month}本身对这件事很友好，决定的不是天气。'],
  seasonWet: ['你担心{weather}是对的：很多地方{month}正是它的季节，这件事天气预报比牌说得准。它很少毁掉整趟旅行，毁掉的是排得没有空隙的行程。'],
  conditionPart: ['所以牌的回答是可以，但有一个条件：“{part}”这一部分，要按{month}来准备，而不是按天气正好的日子。做不到的话，换掉这一部分，而不是放弃整个计划。'],
  conditionPlain: ['所以牌的回答是可以，但有一个条件：按{month}本来的样子准备，而不是按天气正好的日子。'],
  conditionPartGo: ['所以这趟可以去，但有一个条件：“{part}”这一部分，要按{month}来准备，而不是按天气正好的日子。做不到的话，换掉这一部分，而不是放弃整个计划。'],
  conditionPlainGo: ['所以这趟可以去，但有一个条件：按{month}本来的样子来准备，而不是按天气正好的日子。'],
  seasonStepCold: ['具体的一步：出发前两天和当天早上各看一次天气预报，只在白天赶路，比你想的多带一件保暖的衣服，再为最糟的那天准备一个备选（坐车、在室内待一天）。'],
  seasonStepHot: ['具体的一步：早点出发，中午到下午三点休息，带上水和轻便雨衣，前一晚看一次预报。'],
  seasonStepMild: ['具体的一步：出发前两天看一次天气预报，留出半天空档以防变天。'],
  seasonStepWet: ['具体的一步：订能退改的票和住处，行程中间留出一天空档，出发前一周和前两天各看一次预报；如果预报有台风或暴雨，就改日期，不要取消整趟。'],
  whenEcho: ['你问的是{ask}。'],
  whenDay: ['牌选的是{weekday}，{hour}：一周的中间，大家已经进入状态、还没累的时候。别选周一早上，人人都在补进度；也别选周五傍晚，事情容易被推到下周。'],
  whenDayStep: ['具体的一步：{weekday}那天，用一两句话说清楚，请对方给一个具体的东西（一个日期、一个时间、一句行或不行），然后留出让对方回答的空间。'],
  whenWait: ['在“{now}”和“{wait}”之间，牌偏向等，只要你手上的东西到那时还能用：等不会让你损失什么，而且等是更便宜的那条路。只有手上的已经不能用了，才现在就换，因为凑合好几周的代价比折扣还大。'],
  whenWaitStep: ['具体的一步：今天记下现在买要花的价钱，和你最多愿意付的价钱；等到那天，只有低于这条线才买。'],
  howEcho: ['你问的是{ask}。'],
  howWay: ['牌回答“怎么做”用的是办法，不是一个“是”：从比你以为的更小的地方开始，小到不可能失败，这周做三次；只有觉得轻松了才加一点；一旦出现不对劲的第一个信号，就停下来重新想。'],
  howHealth: ['这里定节奏的是身体，不是日历：做的时候或第二天疼，就退回一步；一直疼的话，继续之前先让医生或康复师看看。'],
  howStep: ['具体的一步：今天就写下那个最小的版本，和你第一次做的日子。'],
  eitherEcho: ['你在掂量“{a}”和“{b}”。'],
  eitherEchoTold: ['你在掂量“{a}”和“{b}”，还说{told}。'],
  sideTold: ['在“{name}”这边，你自己写的是：{side}。'],
  sideChange: ['“{name}”是会改变些什么的那一步：它现在要你付出更多，也是不试一次就会一直惦记的那条。'],
  sideKeep: ['“{name}”是你已经熟悉的路：它守住你已经有的，代价更安静，也来得更晚。'],
  sidesPlain: ['“{a}”和“{b}”各自关上一扇对方留着的门：每一边会让你惋惜的东西，才是真正的分量，比能得到的更重要。'],
  leanStatusQuo: ['牌偏向“{pick}”：一个人在问该变还是该留的时候，改变往往已经在心里开始了。'],
  leanPurpose: ['牌偏向“{pick}”，因为你给了它一个自己的理由，你写的是：“{because}”。'],
  leanPeople: ['牌偏向“{pick}”：那是有人在里面的一边，这样的选择人们最少后悔。'],
  leanFirst: ['牌偏向“{pick}”：那是你先说出口的，先说出口的那个，往往是心已经去了的地方。'],
  leanEven: ['你写的话里还没有哪一句让天平偏过去，所以牌只是轻轻偏向“{pick}”，不是抛硬币：每一边会让你惋惜的东西，用你自己的话写下来，才是真正做决定的。'],
  contrastCheck: ['然后，把这个偏向放到你“但是”后面那句话旁边看一看：{contrast}。如果那句话是在替“{other}”说话，它比牌更重。'],
  eitherStep: ['具体的一步：这周问一个选了“{pick}”的人，再问一个选了“{other}”的人，一年后各付出了什么代价；你更愿意承担的那个代价，就是你的答案。'],
};

export const form18Lines: Readonly<Record<ContentLanguage, Form18Lines>> = { en, vi, ko, zh };
