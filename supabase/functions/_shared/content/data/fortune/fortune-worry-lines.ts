/**
 * Lines for what a fortune question names besides its main ask (issue 13, ninth round, third part): a worry of its own
 * (rain, the cost, car sickness, someone's knees, a long wait, two things on one day), a companion on a trip, an
 * invitation to join someone else's plan, and helping someone with their day. Slots: {who} (a person said back whole),
 * {pick}, {other}.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** A worry a visitor names. */
export type FortuneWorry = 'rain' | 'cost' | 'carsick' | 'knees' | 'queue' | 'clash' | 'shy' | 'cope' | 'drink' | 'crowds';

/** The lines of one language. */
export interface FortuneWorryLines {
  /** One line per worry; `knees` may use {who}. */
  worry: Readonly<Record<FortuneWorry, readonly string[]>>;
  /** Rain that is falling now, on the day itself. */
  rainNow: readonly string[];
  /** A companion on a trip ({who}). */
  companion: readonly string[];
  /** Invited along to someone else's plan ({who}, or without a person). */
  join: { who: readonly string[]; bare: readonly string[] };
  /** Helping someone with their day ({who}). */
  help: readonly string[];
  /** Going with someone to their appointment or their family ({who}). */
  accompany: readonly string[];
  /** "Should I see a doctor": yes, have it checked. */
  doctor: readonly string[];
}

const en: FortuneWorryLines = {
  worry: {
    rain: ['About the rain: keep one indoor plan ready and an umbrella in the bag, check the forecast the evening before and decide then, not now.'],
    cost: ['About the cost: write the monthly figure down before you decide; if it fits with a little to spare, the fear is only a fear.'],
    carsick: ['About the car sickness: sit in front or take the wheel yourself, eat something light before you set off, and stop every hour or two; that makes the long ride bearable.'],
    knees: ['About {who}’s knees: fewer stairs and shorter walks, a taxi for the long stretches, and somewhere to sit every hour.'],
    queue: ['About the wait: go early, bring water and something to pass the time, and ask at the desk how long it is when you arrive.'],
    clash: ['About the two things on the same day: tell both sides now, not on the day; one of them can almost always move by an hour or two.'],
    shy: ['About feeling shy: prepare two easy questions to ask people, stay close to someone you know, and step outside for five minutes whenever you need to.'],
    cope: ['About fearing you can’t handle it: being new is exactly why someone chose to give you this; ask for one short check-in a week and split the work into what the first month must show.'],
    drink: ['About not drinking: order your own drink first (a soda or tea in a glass), say once, lightly, that you don’t drink, and stay for the first hour, the part people remember.'],
    crowds: ['About the crowds: go early in the day, see the famous spot first and the quiet ones after, and agree on a meeting point in case you get separated.'],
  },
  rainNow: ['About the rain today: leave fifteen minutes earlier than planned, carry an umbrella and a spare pair of socks, and let the weather be nobody’s fault.'],
  companion: ['And since {who} comes along, plan it at their pace: one fixed thing a day, rest built in, and the choice of meals and breaks left to them.'],
  join: {
    who: ['Going along, or joining in, is your own decision, not only {who}’s plan: say yes if you would want this for yourself even without them, and agree on how long you will give it.'],
    bare: ['Going along, or joining in, is your own decision, not only the other person’s plan: say yes if you would want this for yourself, and agree on how long you will give it.'],
  },
  help: ['You are there to help {who}, and that is the part the cards bless: agree the day before on the start time and your one job, so the day runs on their plan.'],
  accompany: ['Going with {who} is the part that counts: you don’t have to carry the day, only be there; agree beforehand on one small signal for when either of you needs a break.'],
  doctor: ['On seeing a doctor: yes, have it checked. The cards never replace a doctor, and a check that finds nothing is good news too; note when it happens and what helps, so you can tell them.'],
};

const vi: FortuneWorryLines = {
  worry: {
    rain: ['Về chuyện mưa: chuẩn bị sẵn một kế hoạch trong nhà và cây dù trong túi, tối hôm trước xem dự báo rồi hẵng quyết, đừng quyết từ bây giờ.'],
    cost: ['Về chi phí: ghi ra con số mỗi tháng trước khi quyết; nếu vẫn dư ra một chút thì nỗi sợ chỉ là nỗi sợ.'],
    carsick: ['Về chuyện say xe: ngồi ghế trên hoặc tự cầm lái, ăn nhẹ trước khi đi và dừng nghỉ mỗi một, hai tiếng; như vậy chặng dài sẽ dễ chịu hơn.'],
    knees: ['Về đầu gối của {who}: bớt cầu thang, đi bộ quãng ngắn thôi, đoạn xa thì gọi taxi, và cứ mỗi tiếng có chỗ ngồi nghỉ.'],
    queue: ['Về chuyện chờ lâu: đi sớm, mang theo nước và thứ gì đó cho đỡ chán, tới nơi thì hỏi quầy xem còn bao lâu.'],
    clash: ['Về chuyện hai việc trùng một ngày: báo cho cả hai bên ngay bây giờ, đừng để đến hôm đó; gần như luôn có một bên dời được một, hai tiếng.'],
    shy: ['Về chuyện ngại giao tiếp: chuẩn bị sẵn hai câu hỏi dễ để hỏi mọi người, đứng gần một người quen, và cứ ra ngoài năm phút mỗi khi cần.'],
    cope: ['Về nỗi sợ làm không nổi: chính vì bạn còn mới mà người ta mới chọn trao cơ hội này; xin một buổi trao đổi ngắn mỗi tuần và chia việc theo những gì tháng đầu cần có.'],
    drink: ['Về chuyện không uống được rượu: gọi trước cho mình một ly nước ngọt hay trà, nói nhẹ nhàng một lần là mình không uống được, và ngồi trọn giờ đầu, phần mà mọi người nhớ nhất.'],
    crowds: ['Về chuyện đông người: đi từ sáng sớm, ghé điểm nổi tiếng trước rồi mới tới chỗ vắng, và hẹn sẵn một điểm gặp nếu lạc nhau.'],
  },
  rainNow: ['Về cơn mưa hôm nay: đi sớm hơn dự định mười lăm phút, mang dù và một đôi tất dự phòng, và đừng để thời tiết làm bạn mất bình tĩnh.'],
  companion: ['Đi cùng {who} thì hãy theo nhịp của người ấy: mỗi ngày một điểm chính, có giờ nghỉ, chuyện ăn uống và dừng chân để người ấy chọn.'],
  join: {
    who: ['Nhận lời hay không là quyết định của chính bạn, không chỉ là kế hoạch của {who}: hãy nhận lời nếu bạn vẫn muốn điều này cho bản thân kể cả khi không có người ấy, và nói rõ bạn thử trong bao lâu.'],
    bare: ['Nhận lời hay không là quyết định của chính bạn, không chỉ là kế hoạch của người rủ: hãy nhận lời nếu bạn vẫn muốn điều này cho bản thân, và nói rõ bạn thử trong bao lâu.'],
  },
  help: ['Bạn đến để giúp {who}, và quẻ phù hộ đúng phần đó: hôm trước hãy thống nhất giờ bắt đầu và một việc cụ thể của bạn, để hôm đó mọi thứ chạy theo kế hoạch của người ấy.'],
  accompany: ['Đi cùng {who} mới là phần quan trọng: bạn không cần gánh cả ngày, chỉ cần có mặt; hẹn trước một tín hiệu nhỏ để ai cần nghỉ thì nói.'],
  doctor: ['Về chuyện đi khám: có, nên đi khám. Quẻ không thay được bác sĩ, và khám mà không thấy gì cũng là tin vui; ghi lại lúc nào bị, bị bao lâu, làm gì thì đỡ để kể cho bác sĩ.'],
};

const ko: FortuneWorryLines = {
  worry: {
    rain: ['비 걱정은 이렇게 하세요. 실내에서 할 일 하나를 미리 정해 두고 작은 우산을 챙기세요. 일정은 전날 저녁 예보를 보고 그때 정해도 늦지 않아요.'],
    cost: ['비용이 걱정이라면, 정하기 전에 한 달에 드는 돈을 숫자로 적어 보세요. 조금이라도 여유가 남으면 그 걱정은 걱정일 뿐이에요.'],
    carsick: ['멀미가 걱정이라면 앞자리에 앉거나 직접 운전하고, 출발 전에 가볍게 먹고, 한두 시간마다 쉬어 가세요. 그러면 긴 길도 버틸 만해요.'],
    knees: ['{who} 무릎을 생각해서 계단은 줄이고 걷는 구간은 짧게, 먼 길은 택시로, 한 시간마다 앉아 쉴 곳을 정해 두세요.'],
    queue: ['대기가 걱정이라면 조금 일찍 가고, 물과 시간 보낼 거리를 챙기고, 도착하면 접수처에 얼마나 걸리는지 먼저 물어보세요.'],
    clash: ['두 일정이 겹치는 건 당일이 아니라 지금 양쪽에 말하세요. 한쪽은 거의 늘 한두 시간쯤 옮길 수 있어요.'],
    shy: ['낯가림이 걱정이라면 사람들에게 물어볼 쉬운 질문 두 개를 준비하고, 아는 사람 곁에 있다가, 필요할 때마다 5분씩 밖에 나가 숨을 돌리세요.'],
    cope: ['감당 못 할까 걱정이라면, 새로 왔기 때문에 맡긴 일이라는 것부터 기억하세요. 일주일에 한 번 짧게 점검받는 시간을 잡고, 첫 달에 보여 줄 것만 먼저 나눠 두세요.'],
    drink: ['술을 못 마셔서 걱정이라면 먼저 음료수나 차를 잔에 받아 두고, 못 마신다고 가볍게 한 번만 말하고, 모두가 기억하는 첫 한 시간만 자리를 지키세요.'],
    crowds: ['사람 많은 게 걱정이라면 아침 일찍 움직이고, 유명한 곳을 먼저 본 뒤 한적한 곳으로 가고, 혹시 흩어질 때 만날 곳을 정해 두세요.'],
  },
  rainNow: ['오늘 비는 이렇게 하세요. 계획보다 15분 일찍 나서고, 우산과 여벌 양말을 챙기고, 날씨 때문에 마음까지 젖지 않게 하세요.'],
  companion: ['{who:과} 함께 가는 길이니 그분 속도에 맞추세요. 하루에 큰 일정 하나, 쉬는 시간은 넉넉히, 식사와 쉬는 곳은 그분이 고르게 하세요.'],
  join: {
    who: ['함께할지는 {who}의 계획이 아니라 당신의 결정이에요. 그 사람이 없어도 내가 원했을 일이라면 하세요. 얼마 동안 해 볼지도 미리 정해 두세요.'],
    bare: ['함께할지는 상대의 계획이 아니라 당신의 결정이에요. 내가 원했을 일이라면 하세요. 얼마 동안 해 볼지도 미리 정해 두세요.'],
  },
  help: ['{who:을} 도우러 가는 날이고, 카드가 편을 드는 것도 그 부분이에요. 전날 시작 시간과 내가 맡을 일 하나를 정해 두면 그날은 그분 계획대로 흘러가요.'],
  accompany: ['{who:과} 함께 가는 것 자체가 중요한 부분이에요. 하루를 다 책임질 필요 없이 곁에 있기만 하면 돼요. 둘 중 누가 쉬고 싶을 때 보낼 작은 신호 하나를 미리 정해 두세요.'],
  doctor: ['병원은 가 보세요. 카드가 의사를 대신할 수는 없고, 검사에서 아무것도 안 나오는 것도 좋은 소식이에요. 언제, 얼마나, 뭘 하면 나아지는지 적어 가서 말씀드리세요.'],
};

const zh: FortuneWorryLines = {
  worry: {
    rain: ['下雨的事：备好一个室内的安排，包里放把伞；前一天晚上看了预报再定，不必现在就担心。'],
    cost: ['关于花费：决定之前先把每个月要花的钱写下来；算下来还有一点余地，那担心就只是担心。'],
    carsick: ['晕车的话：坐前排或者自己开，出发前吃点清淡的，每一两个小时停下来歇一歇，长路也就撑得住了。'],
    knees: ['{who}膝盖不好，就少安排台阶、少走长路，远的地方打车，每个小时找个地方坐下歇歇。'],
    queue: ['排队的事：早点去，带上水和打发时间的东西，到了先问问窗口大概要等多久。'],
    clash: ['两件事撞在同一天：现在就跟两边说清楚，别等到当天；总有一边能挪一两个小时。'],
    shy: ['有点社恐的话：提前准备两个好开口的问题，待在熟悉的人身边，需要的时候就出去透口气五分钟。'],
    cope: ['怕自己做不来的话：正因为你是新人，别人才愿意给你这个机会；每周约一次简短的沟通，把任务拆成第一个月要交出的东西。'],
    drink: ['不能喝酒的话：先给自己点一杯饮料或茶，轻松地说一次自己不喝酒，把大家最记得的第一个小时待完就好。'],
    crowds: ['怕人多的话：一早就出发，先去最有名的地方再去清静的地方，再约好走散时的集合点。'],
  },
  rainNow: ['今天下雨的话：比原计划早十五分钟出门，带把伞和一双备用袜子，别让天气影响心情。'],
  companion: ['既然是和{who}一起去，就按对方的节奏来：一天只排一个重点，留足休息，吃什么、在哪儿歇让对方来选。'],
  join: {
    who: ['答不答应是你自己的决定，不只是{who}的计划：就算没有对方你也想这么做，那就答应，并说好先试多久。'],
    bare: ['答不答应是你自己的决定，不只是对方的计划：如果这也是你自己想要的，那就答应，并说好先试多久。'],
  },
  help: ['你是去帮{who}的，牌护着的正是这一点：前一天说好几点开始、你负责哪一件事，当天就按对方的安排来。'],
  accompany: ['陪{who}去，本身就是最要紧的部分：你不用包揽一整天，只要在身边就好；事先约好一个小暗号，谁需要歇一歇就说。'],
  doctor: ['看医生这件事：去，去检查一下。牌代替不了医生，查出来没事也是好消息；把什么时候发生、持续多久、怎样会好一点记下来，告诉医生。'],
};

/** Worry, companion, invitation and help lines per language. */
export const fortuneWorryLines: Readonly<Record<ContentLanguage, FortuneWorryLines>> = { en, vi, ko, zh };
