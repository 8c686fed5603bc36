/**
 * Lines of the fortune teller's decision answer (issue 13, round 12): the visitor's own act said back whole ({whole}:
 * the act with its window and deadline), the answer with a reason drawn from the act's kind (letting {thing} go,
 * quitting or starting {thing}, telling or asking someone before a date), the deadline ({before}) and the window
 * ({window}) kept in the answer, and the companion ({companion}) planned for.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';
import type { DecisionKind } from '../../fortune-decision.ts';

/** One language's decision lines. */
export interface DecisionLines {
  /** The act said back whole ({whole}), in the second person. */
  echo: readonly string[];
  /** The act said back when the English act is an -ing form ({whole}). */
  echoGerund: readonly string[];
  /** The answer and its reason, per kind; confess has its deadline form below. */
  answer: Readonly<Record<DecisionKind, readonly string[]>>;
  /** Telling or asking someone before a date someone else sets ({before}). */
  confessBefore: readonly string[];
  /** A deadline someone else or the calendar sets ({before}): work back from it. */
  deadlineTheirs: readonly string[];
  /** A deadline the visitor sets ({before}): a step ahead of it. */
  deadlineOwn: readonly string[];
  /** A habit's window ({window}): the first week is the test. */
  habitWindow: readonly string[];
  /** What the money is for ({after}): put it there the day it comes. */
  afterPurpose: readonly string[];
  /** The replacement the visitor plans ({after}): try it while {thing} is still theirs. */
  afterReplace: readonly string[];
  /** A person taken along ({companion}). */
  companion: readonly string[];
  /** A pet taken along ({companion}). */
  companionPet: readonly string[];
}

/** The decision lines, per language. */
export const decisionLines: Readonly<Record<ContentLanguage, DecisionLines>> = {
  en: {
    echo: [
      'You’re asking whether to {whole}: that is the question I laid the cards for.',
      'Whether to {whole}: that’s your question, so that’s what the cards answer.',
    ],
    echoGerund: [
      'You’re weighing {whole}: that is the question I laid the cards for.',
      '{whole:cap}: that’s your question, so that’s what the cards answer.',
    ],
    answer: {
      letGo: [
        'My answer is yes, if {thing} no longer earns its place: kept, it costs you space, care or worry every month; let go, it costs you once. Decide first what the money is for, then the lowest price you’d accept, so the first offer doesn’t decide for you.{!purpose}',
        'The cards lean yes, done on purpose rather than in a rush: find out what {thing} is worth today, set a floor, and if you don’t need all the money at once, let it go in two parts.',
      ],
      quitHabit: [
        'Yes, and plan for the cravings rather than the willpower: the urge for {thing} comes back at the same hours each day, the first three days are the loudest, and after the first week it goes quieter. Put one small swap into those hours (sparkling water, a five-minute walk, something to chew) instead of just going without.',
        'Yes, you can. The first week without {thing} is the hard part: the craving shows up at its usual hour, so have a small replacement ready for exactly that hour, and expect days four to seven to feel easier than day two.',
      ],
      startHabit: [
        'Yes, if you start smaller than you want to: {thing} three times in the first week, at the same hour, short enough that a bad day still counts. A habit is built by showing up, not by how long the first session lasts.',
        'The cards say yes, on one condition: make the first week almost too easy. {thing:cap} at a fixed hour, three times, and stop while it still feels good; you can add more in week two.',
      ],
      confess: [
        'Not yet: wait for one clear sign that they look for you too, then say it in person, simply, without a speech.',
        'The cards say yes, when you can say it face to face: keep it short and honest, and let them answer in their own time.',
      ],
      other: [
        'My answer is yes, if the plan is built around {companion} rather than around the schedule.{?companion}',
        'The cards lean yes, on one condition: the first step comes well ahead of the date, not at the last minute.{!companion}{?before}',
        'My answer is yes, planned rather than improvised.{!companion}{!before}',
      ],
    },
    confessBefore: [
      'Yes, {before}, and not on the last day: that date isn’t yours to move, and words said too late leave no time to talk after. Say it in person a week or two ahead, simply, and let them answer in their own time.',
      'The cards say yes, {before} rather than after: a date someone else sets makes waiting the riskier choice. Pick a calm moment a week or two ahead, not the farewell itself.',
    ],
    deadlineTheirs: [
      'You don’t set the date, so work back from it: take the first step this week and leave the last days free for whatever comes back.',
      'Count back from that date: the first step this week, the answer settled with a week to spare.',
    ],
    deadlineOwn: [
      'That date is yours, so do it a week or two ahead of it, not the night before, and there is room if it takes longer than planned.',
      'Put the first step two weeks ahead of that date: the last days always fill up on their own.',
    ],
    afterPurpose: ['And the reason, to {after}, is a good one: send the money there the day it arrives, before it melts into everyday spending.'],
    afterReplace: ['And the plan after it, to {after}: try that for two weeks while {thing} is still yours; if the two weeks work, let it go without looking back.'],
    habitWindow: [
      'The span you gave it, {window}, is fair: the first seven days are the real test, so judge it only after them, not on day two.',
    ],
    companion: [
      'And since {companion} comes along, plan it around them: their pace, a break every couple of hours, and what they need packed (water, a warm layer, any medicines).',
      'With {companion} along, let them set the pace: one fixed thing a day, rests built in, and water, a warm layer and their medicines packed before you leave.',
    ],
    companionPet: [
      'And {companion} comes too: pack water and a bowl, the lead and bags, and check ahead that your stops let pets in.',
    ],
  },
  vi: {
    echo: [
      'Bạn đang hỏi có nên {whole} không: quẻ hôm nay trả lời đúng chuyện đó.',
      'Chuyện bạn hỏi là {whole}, nên mình xem bài cho đúng chuyện ấy.',
    ],
    echoGerund: ['Chuyện bạn hỏi là {whole}, nên mình xem bài cho đúng chuyện ấy.'],
    answer: {
      letGo: [
        'Quẻ nghiêng về “có”, nếu {thing} không còn đáng giữ: giữ lại thì tháng nào cũng tốn chỗ, tốn công hay tốn nỗi lo; buông ra chỉ tốn một lần. Định trước số tiền đó để làm gì, rồi mức giá thấp nhất bạn chịu, để lời trả giá đầu tiên không quyết thay bạn.{!purpose}',
        'Mình thấy chữ “có”, nếu làm có tính toán chứ không vội: xem {thing} bây giờ đáng bao nhiêu, đặt mức sàn, và nếu chưa cần hết tiền một lúc thì chia làm hai đợt.',
      ],
      quitHabit: [
        'Bỏ được, nếu bạn lo cho cơn thèm chứ không chỉ trông vào ý chí: cơn thèm {thing} hay quay lại đúng những giờ quen, ba ngày đầu là khó nhất, hết tuần đầu sẽ dịu đi. Chuẩn bị sẵn một món thay nhỏ cho đúng giờ đó (nước lọc có chanh, trà không đường, đi bộ năm phút).',
        'Được. Tuần đầu không có {thing} là đoạn khó: cơn thèm đến đúng giờ quen, nên để sẵn một thứ thay thế nhỏ cho đúng giờ ấy; từ ngày thứ tư trở đi sẽ dễ hơn ngày thứ hai.',
      ],
      startHabit: [
        'Được, nếu bạn bắt đầu nhỏ hơn mình muốn: tuần đầu chỉ cần {thing} ba lần, cùng một giờ, ngắn tới mức hôm mệt vẫn làm được. Thói quen thành hình nhờ đều đặn, không nhờ buổi đầu dài.',
        'Quẻ nói “có”, với một điều kiện: tuần đầu làm thật nhẹ. {thing} vào một giờ cố định, ba buổi, dừng khi còn thấy vui; tuần thứ hai hẵng tăng.',
      ],
      confess: [
        'Chưa vội: đợi một dấu hiệu rõ là người ấy cũng tìm đến bạn, rồi nói trực tiếp, ngắn gọn, không cần diễn văn.',
        'Quẻ nói “có”, khi bạn nói được trực tiếp: ngắn gọn, thật lòng, và để người ấy trả lời theo nhịp của họ.',
      ],
      other: [
        'Quẻ nghiêng về “có”, nếu mọi thứ được tính theo {companion} chứ không theo lịch trình.{?companion}',
        'Mình thấy chữ “có”, với một điều kiện: bước đầu phải đi trước mốc thời gian khá xa, đừng để sát nút.{!companion}{?before}',
        'Quẻ nghiêng về “có”, miễn là có tính trước chứ không làm ngẫu hứng.{!companion}{!before}',
      ],
    },
    confessBefore: [
      'Có, nhưng phải {before}, và đừng để tới ngày cuối: mốc đó bạn không dời được, nói quá muộn thì chẳng còn thời gian để hai người nói tiếp. Nói trực tiếp, sớm hơn một hai tuần, ngắn gọn, rồi để người ấy trả lời theo nhịp của họ.',
      'Quẻ nói “có”, {before} chứ đừng để sau: mốc do người khác hay lịch định thì chờ mới là lựa chọn rủi ro hơn. Chọn một lúc thong thả sớm hơn một hai tuần, đừng đợi tới buổi chia tay.',
    ],
    deadlineTheirs: [
      'Mốc đó không do bạn định, nên tính ngược từ đó: làm bước đầu ngay tuần này, chừa mấy ngày cuối cho chuyện phát sinh.',
      'Đếm ngược từ mốc ấy: bước đầu trong tuần này, chốt xong khi còn dư một tuần.',
    ],
    deadlineOwn: [
      'Mốc đó do bạn đặt, nên làm sớm hơn một hai tuần chứ đừng để tới tối hôm trước, lỡ lâu hơn dự tính vẫn còn chỗ xoay.',
    ],
    afterPurpose: ['Lý do để {after} là lý do tốt: tiền về ngày nào thì chuyển thẳng vào đó ngày ấy, trước khi nó tan vào chi tiêu hằng ngày.'],
    afterReplace: ['Còn chuyện sau đó, {after}: thử làm vậy hai tuần khi {thing} vẫn còn trong tay; ổn hai tuần thì buông, khỏi tiếc.'],
    habitWindow: ['{window} là đủ để thử: bảy ngày đầu mới là phép thử thật, hết bảy ngày hẵng đánh giá, đừng kết luận ở ngày thứ hai.'],
    companion: [
      'Có {companion} đi cùng thì tính theo nhịp của {companion}: nghỉ sau mỗi một hai tiếng, mang sẵn nước, áo khoác mỏng và thuốc {companion} hay dùng.',
      'Đi với {companion} thì để {companion} chọn nhịp: mỗi ngày một việc chính, có giờ nghỉ, nước, áo khoác và thuốc men chuẩn bị sẵn trước khi đi.',
    ],
    companionPet: ['Mang theo {companion} thì nhớ nước, bát, dây dắt, túi vệ sinh, và hỏi trước chỗ dừng chân có cho thú cưng vào không.'],
  },
  ko: {
    echo: [
      '물어본 건 ‘{whole}’예요. 카드도 그 얘기만 봤어요.',
      '‘{whole}’, 이걸 물어보셨죠. 거기에 바로 답할게요.',
    ],
    echoGerund: ['‘{whole}’, 이걸 물어보셨죠. 거기에 바로 답할게요.'],
    answer: {
      letGo: [
        '제 답은 ‘예’예요. {thing:이} 이제 제 몫을 못 한다면요. 두면 매달 자리든 신경이든 걱정이든 차지하지만, 내보내면 한 번으로 끝나요. 그 돈을 어디에 쓸지 먼저 정하고, 이 값 밑으로는 안 판다는 선을 그어 두세요. 첫 제안이 값을 정하게 두면 안 돼요.{!purpose}',
        '카드는 ‘예’ 쪽이에요. 서두르지 말고 계획적으로요. {thing}, 지금 얼마인지 확인하고, 최저선을 정하고, 돈이 한꺼번에 필요한 게 아니면 두 번에 나눠 정리하세요.',
      ],
      quitHabit: [
        '끊을 수 있어요. 다만 의지보다 ‘당기는 시간’을 준비하세요. {thing} 생각은 매일 비슷한 시간에 찾아와요. 처음 사흘이 제일 세고, 첫 주가 지나면 훨씬 조용해져요. 그 시간에 넣을 작은 대체물 하나(탄산수, 5분 산책, 씹을 거리)를 미리 정해 두세요.',
        '돼요. 힘든 건 {thing} 없는 첫 주예요. 당기는 건 늘 오던 시간에 오니까 딱 그 시간용 대체물을 하나 준비해 두세요. 나흘째부터는 이틀째보다 확실히 쉬워요.',
      ],
      startHabit: [
        '할 수 있어요. 대신 하고 싶은 것보다 작게 시작하세요. 첫 주엔 {thing}, 같은 시간에 세 번만, 힘든 날에도 할 수 있을 만큼 짧게요. 습관은 첫날 얼마나 했느냐가 아니라 다음 날 또 했느냐로 만들어져요.',
        '카드는 ‘예’예요. 조건은 하나, 첫 주를 거의 시시할 만큼 쉽게 잡는 거예요. {thing}, 정해진 시간에 세 번, 아직 재밌을 때 멈추세요. 늘리는 건 둘째 주부터요.',
      ],
      confess: [
        '아직은 아니에요. 그 사람도 당신을 찾는다는 분명한 신호를 하나 본 다음, 직접 만나서 짧게 말하세요.',
        '카드는 ‘예’예요. 얼굴 보고 말할 수 있을 때라면요. 짧고 솔직하게, 대답은 그 사람 속도에 맡기세요.',
      ],
      other: [
        '제 답은 ‘예’예요. 일정이 아니라 {companion} 기준으로 짠 계획이라면요.{?companion}',
        '카드는 ‘예’ 쪽이에요. 조건은 하나, 첫걸음을 날짜에 바짝 붙이지 말고 넉넉히 앞서 떼는 거예요.{!companion}{?before}',
        '제 답은 ‘예’예요. 즉흥이 아니라 미리 짠 계획이라면요.{!companion}{!before}',
      ],
    },
    confessBefore: [
      '‘예’예요. 다만 {before}에, 그것도 마지막 날이 아니라 한두 주 앞서요. 그 날짜는 당신이 옮길 수 없고, 너무 늦게 한 고백은 이야기를 이어 갈 시간을 남기지 않아요. 직접 만나서 짧게 말하고, 대답은 그 사람 속도에 맡기세요.',
      '카드는 ‘예’, 그것도 {before}에 하라고 해요. 남이 정한 날짜 앞에서는 기다리는 쪽이 더 위험해요. 송별 자리 말고, 한두 주 전 조용한 때를 고르세요.',
    ],
    deadlineTheirs: [
      '그 날짜는 당신이 정한 게 아니니까 거꾸로 계산하세요. 첫 단계는 이번 주에, 마지막 며칠은 변수용으로 비워 두세요.',
      '그 날짜에서 거꾸로 세어 보세요. 첫걸음은 이번 주, 마무리는 일주일 여유를 두고요.',
    ],
    deadlineOwn: ['그 날짜는 당신이 정한 거니까 전날 밤이 아니라 한두 주 앞서 하세요. 생각보다 오래 걸려도 여유가 남아요.'],
    afterPurpose: ['그리고 이유가 좋아요. ‘{after}’, 돈이 들어오는 날 바로 거기로 보내세요. 생활비에 섞이기 전에요.'],
    afterReplace: ['그다음 계획, ‘{after}’. {thing:이} 아직 있을 때 2주만 먼저 그렇게 지내 보세요. 2주가 괜찮으면 미련 없이 보내세요.'],
    habitWindow: ['기간은 {window}, 충분해요. 처음 7일이 진짜 시험이니까 이틀째에 판단하지 말고 일주일 뒤에 보세요.'],
    companion: [
      '{companion:과} 함께니까 그분 속도에 맞추세요. 두 시간마다 쉬고, 물과 얇은 겉옷, 드시는 약은 미리 챙기세요.',
      '{companion:과} 같이 가는 길이니 일정은 하루에 큰 것 하나, 쉬는 시간은 넉넉히, 물과 겉옷과 약은 출발 전에 챙기세요.',
    ],
    companionPet: ['{companion}도 같이 가니까 물과 그릇, 목줄, 배변 봉투를 챙기고, 들를 곳이 반려동물 동반 가능한지 미리 확인하세요.'],
  },
  zh: {
    echo: [
      '你问的是要不要{whole}，牌就只看这一件事。',
      '要不要{whole}——这就是你的问题，我就照这个来答。',
    ],
    echoGerund: ['要不要{whole}——这就是你的问题，我就照这个来答。'],
    answer: {
      letGo: [
        '我的答案是可以，前提是{thing}已经不值得留了：留着，每个月都占地方、占心思或让你担心；放手，只痛一次。先想好这笔钱拿来做什么，再定一个最低价，别让第一个出价替你做决定。{!purpose}',
        '牌面偏向“可以”，但要有计划地放，别急：先看清{thing}现在值多少，定个底线；钱如果不急着一次用完，就分两次处理。',
      ],
      quitHabit: [
        '能做到，但要准备的是“想要的那一刻”，不是意志力：想{thing}的念头每天会在差不多的时间冒出来，头三天最难，过了第一周就安静多了。给那个时间点准备一个小替代（一杯气泡水、出去走五分钟、嚼点东西）。',
        '可以。难的是没有{thing}的第一周：念头总在老时间来，就专门为那个时间备好一个小替代；第四天起会比第二天轻松得多。',
      ],
      startHabit: [
        '能坚持，只要起步比你想的更小：第一周{thing}三次，固定同一个时间，短到累的那天也做得到。习惯靠的是每次都到场，不是第一次练多久。',
        '牌说可以，条件只有一个：第一周简单到几乎不费力。{thing}，固定时间，三次，还觉得有意思时就停；第二周再加量。',
      ],
      confess: [
        '先别急：等到一个清楚的信号，确认对方也在找你，再当面说，简单几句就好。',
        '牌说可以，前提是能当面说：简短、真诚，答复让对方按自己的节奏来。',
      ],
      other: [
        '我的答案是可以，前提是整个安排围着{companion}来，而不是围着行程表。{?companion}',
        '牌面偏向“可以”，条件只有一个：第一步要远远走在期限前面，别卡在最后关头。{!companion}{?before}',
        '我的答案是可以，但要提前计划，别临时起意。{!companion}{!before}',
      ],
    },
    confessBefore: [
      '可以，但要在{before}，而且别拖到最后一天：这个日子不是你能改的，说得太晚，就没有时间好好聊下去。提前一两周当面说，简单一点，答复让对方按自己的节奏来。',
      '牌说可以，而且要在{before}说：别人定下的日子面前，等待才是更冒险的选择。挑提前一两周的一个安静时刻，别等到送别那天。',
    ],
    deadlineTheirs: [
      '这个期限不是你定的，所以倒着排：这周就迈出第一步，最后几天留给意外。',
      '从那个日子往回数：第一步放在这周，留出一周的余量把事情办完。',
    ],
    deadlineOwn: ['这个日子是你自己定的，就提前一两周做，别拖到前一晚，万一比预想的慢也还有余地。'],
    afterPurpose: ['而且理由站得住：{after}。钱到账当天就直接放过去，别让它混进日常开销。'],
    afterReplace: ['卖了之后的打算是{after}：趁{thing}还在手里，先这样过两周；两周下来行得通，就放手别回头。'],
    habitWindow: ['{window}这个时间够用：头七天才是真正的考验，过了七天再评判，别在第二天就下结论。'],
    companion: [
      '既然带着{companion}，就按{companion}的节奏来：每两小时歇一次，水、薄外套和常吃的药提前备好。',
      '和{companion}一起，就让{companion}定节奏：一天只排一个重点，留足休息，水、外套和药出发前备齐。',
    ],
    companionPet: ['带着{companion}，记得带水和碗、牵引绳、拾便袋，提前问好要停的地方让不让宠物进。'],
  },
};
