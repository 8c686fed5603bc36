/**
 * Parts of a fortune question (issue 13, fourth read): the people, tasks and plans a visitor names besides the main
 * situation — parents along on a trip, getting around, a report due on a weekday, quitting a job, a milk-tea shop, going
 * back home, texting someone who has not asked you out, a credit card and an index fund, a credit role at a bank,
 * overtime. Each part has its match words, the words that show a reading already covers it, and one concrete tip per
 * language. Slots: {day} (the weekday the question names, with the flag day); flags parents, card, trip. No tip names a
 * place, a person, a brand or a time the visitor did not give (rule B).
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

export const fortuneParts = ['texting', 'card', 'fund', 'credit_role', 'parents', 'transport', 'report', 'quit', 'milk_tea', 'hometown', 'overtime'] as const;
export type FortunePart = (typeof fortuneParts)[number];

interface PartEntry {
  match: readonly string[];
  /** Words that show a reading already takes the part up (any language). */
  covered: readonly string[];
  tip: Readonly<Record<ContentLanguage, readonly string[]>>;
}

export const partEntries: Readonly<Record<FortunePart, PartEntry>> = {
  texting: {
    match: ['texting', 'texted', 'text each other', 'messaging', 'hasn\'t asked me out', 'hasn’t asked me out', 'has not asked me out', '문자', '카톡', '연락만', 'nhắn tin', 'chưa rủ', 'chưa hẹn', '发消息', '聊微信', '没约我'],
    // A first-date reading already takes the messages up (and a meeting already set needs no "suggest a coffee").
    covered: ['texting', 'ask him out', '연락이 이어', 'nhắn tin', '发消息', 'your messages', '메시지', 'tin nhắn', '聊天'],
    tip: {
      en: ['[If the texting keeps going, the interest is real;|Steady texting is a good sign;] [if they have not asked yet, suggest something small and specific yourself, like a coffee this week.|you can be the one to suggest a plan: one coffee, one day, one time.] [A simple question gets a simple answer.|Asking first is not chasing; it saves weeks of guessing.]'],
      vi: ['[Nhắn tin đều đặn là dấu hiệu tốt;|Đã nhắn tin qua lại thì sự quan tâm là thật;] [nếu người ấy chưa rủ, bạn cứ chủ động gợi ý một buổi cà phê cụ thể trong tuần này.|bạn có thể là người đề nghị trước: một ly cà phê, một ngày, một giờ.]'],
      zh: ['[聊了这么久，说明对方是真的有兴趣；|消息一直不断是好兆头；][对方还没开口约，你就主动提一个小而具体的邀请，比如这周一起喝杯咖啡。|你可以先开口：一杯咖啡，一个日子，一个时间。]'],
      ko: ['[연락이 이어지고 있다면 관심은 확실해요.|꾸준히 연락한다는 건 좋은 신호예요.] [아직 먼저 만나자는 말이 없다면 이번 주 커피 한 잔처럼 작고 구체적인 약속을 먼저 제안해 보세요.|날짜와 시간을 정해서 가볍게 먼저 물어봐도 괜찮아요.]'],
    },
  },
  card: {
    match: ['credit card', 'credit-card', 'card debt', 'card balance', '신용카드', '카드값', '카드 빚', 'thẻ tín dụng', 'nợ thẻ', '信用卡', '卡债'],
    covered: ['card interest', '카드 이자', 'lãi thẻ', '信用卡利息'],
    tip: {
      en: ['[Card interest usually runs far above what an index fund earns on average,|A credit card charges more interest than a fund can promise to earn,] [so clearing the card first is the surest return you can get.|so paying the card off is a guaranteed win.]'],
      vi: ['[Lãi thẻ tín dụng thường cao hơn nhiều so với lợi nhuận trung bình của quỹ,|Thẻ tín dụng tính lãi cao hơn mức quỹ nào dám hứa,] [nên trả hết nợ thẻ trước là khoản lời chắc chắn nhất.|nên tất toán thẻ là phần thắng chắc chắn.]'],
      zh: ['[信用卡利息通常远高于基金的平均收益，|信用卡的利息比任何基金敢承诺的收益都高，][所以先还清卡债是最稳的回报。|先把卡还清就是稳赚。]'],
      ko: ['[신용카드 이자는 보통 펀드의 평균 수익보다 훨씬 높아요.|카드 이자는 어떤 펀드가 약속하는 수익보다 높아요.] [그래서 카드부터 갚는 게 가장 확실한 수익이에요.|카드를 먼저 정리하는 게 확실한 이득이에요.]'],
    },
  },
  fund: {
    match: ['index fund', 'etf', 'mutual fund', '인덱스 펀드', '펀드', 'quỹ chỉ số', 'chứng chỉ quỹ', '指数基金', '基金'],
    covered: ['monthly transfer into', '적립식', 'hằng tháng vào quỹ', '每月定投'],
    tip: {
      en: ['{?card}[Once the card is at zero, set up a small monthly transfer into the index fund rather than one lump sum.|When the card is cleared, move what you used to pay on it into the fund each month.]', '{!card}[Put the money into the index fund in monthly parts rather than one lump sum,|Spread the amount over a few months,] [so one bad week cannot spoil it.|and leave it alone for years.]'],
      vi: ['{?card}[Khi thẻ về 0, hãy trích một khoản nhỏ hằng tháng vào quỹ chỉ số thay vì bỏ một lần.|Trả xong thẻ rồi thì mỗi tháng chuyển số tiền từng dùng để trả thẻ vào quỹ.]', '{!card}[Hãy chia tiền vào quỹ theo từng tháng thay vì bỏ một lần,|Rải khoản tiền ra vài tháng,] [để một tuần xấu không làm hỏng cả kế hoạch.|rồi để yên nhiều năm.]'],
      zh: ['{?card}[卡还清以后，每月定投一小笔进指数基金，别一次性全投。|还完卡，把以前每月还卡的钱转去定投基金。]', '{!card}[分几个月定投进基金，别一次性全投，|把钱分成几份慢慢投，][一周的坏行情就伤不到你。|然后放着几年别动。]'],
      ko: ['{?card}[카드를 다 갚고 나면 인덱스 펀드엔 한 번에 넣지 말고 매달 조금씩 적립식으로 넣으세요.|카드값으로 나가던 돈을 매달 펀드로 돌리세요.]', '{!card}[펀드엔 한 번에 넣지 말고 몇 달에 나눠 적립식으로 넣으세요.|금액을 몇 달에 나눠 넣으면] [한 주 장이 나빠도 흔들리지 않아요.|몇 년은 그냥 두세요.]'],
    },
  },
  credit_role: {
    match: ['credit officer', 'loan officer', 'credit analyst', 'chuyên viên tín dụng', 'tín dụng', '여신', '대출 심사', '信贷'],
    covered: ['loan file', 'hồ sơ vay', '대출 서류', '贷款材料'],
    tip: {
      en: ['[A credit role will test how you read a loan file: income, existing debts, collateral;|Expect to be asked how you would judge a borrower:] [practise explaining one case in two minutes.|walk through one example out loud before the day.]'],
      vi: ['[Vị trí tín dụng hay hỏi cách bạn đọc một bộ hồ sơ vay: thu nhập, nợ hiện có, tài sản đảm bảo;|Họ sẽ muốn biết bạn thẩm định một khách hàng vay thế nào;] [hãy tập trình bày một ví dụ trong hai phút.|tập nói to một ví dụ trước ngày phỏng vấn.]'],
      zh: ['[信贷岗常考你怎么看一份贷款材料：收入、现有负债、抵押物；|他们会想知道你怎么判断一个借款人；][提前练习用两分钟讲清一个例子。|面试前把一个案例大声讲一遍。]'],
      ko: ['[여신 직무는 대출 서류를 어떻게 보는지 물어요. 소득, 기존 부채, 담보.|대출자를 어떻게 판단할지 질문이 나올 거예요.] [사례 하나를 2분 안에 설명하는 연습을 해 두세요.|면접 전에 예시 하나를 소리 내어 말해 보세요.]'],
    },
  },
  parents: {
    match: ['my parents', 'with parents', 'mom and dad', 'mum and dad', '부모님', 'bố mẹ', 'ba mẹ', 'cha mẹ', '父母', '爸妈', '爸爸妈妈'],
    covered: ['parents', '부모님', 'bố mẹ', 'ba mẹ', 'cha mẹ', '父母', '爸妈'],
    tip: {
      en: ['{?trip}[With your parents along, keep the pace gentle:|Travelling with your parents, plan for their pace:] [one main stop in the morning, one in the afternoon, and a rest in between.|fewer stops, more sitting down, and meals at their usual hours.]', '{!trip}[Tell your parents early, before the plan is fixed;|Talk it through with your parents first;] [their worries are easier to meet while things can still change.|what they fear is often one question you can answer.]'],
      vi: ['{?trip}[Đi cùng bố mẹ thì giữ nhịp thật nhẹ:|Có bố mẹ đi cùng, hãy theo nhịp của bố mẹ:] [sáng một điểm chính, chiều một điểm, giữa trưa nghỉ ngơi.|ít điểm hơn, nhiều lúc ngồi nghỉ hơn, ăn đúng giờ quen của bố mẹ.]', '{!trip}[Hãy nói với bố mẹ sớm, trước khi chốt kế hoạch;|Bàn trước với bố mẹ;] [nỗi lo của bố mẹ dễ gỡ hơn khi mọi thứ còn thay đổi được.|điều bố mẹ lo thường chỉ là một câu hỏi bạn trả lời được.]'],
      zh: ['{?trip}[带着爸妈出门，节奏放慢：|和父母一起旅行，按他们的节奏来：][上午一个主要景点，下午一个，中间留出休息。|少走几个点，多坐下歇歇，饭点照他们平时的习惯。]', '{!trip}[早点跟爸妈说，别等计划定死了；|先和父母商量；][趁事情还能改，他们的担心更好化解。|他们担心的，往往是一个你答得上来的问题。]'],
      ko: ['{?trip}[부모님과 함께라면 일정은 느긋하게 잡으세요.|부모님 모시는 여행은 부모님 속도에 맞추세요.] [오전에 한 곳, 오후에 한 곳, 사이엔 쉬는 시간을 넣으세요.|장소는 줄이고 앉아 쉬는 시간은 늘리고, 식사는 평소 드시는 시간에 맞추세요.]', '{!trip}[부모님께는 계획을 확정하기 전에 먼저 말씀드리세요.|부모님과 먼저 상의하세요.] [걱정은 바꿀 수 있을 때 풀기가 쉬워요.|부모님의 걱정은 대개 답할 수 있는 질문 하나예요.]'],
    },
  },
  transport: {
    match: ['getting around', 'get around', 'transport', 'transportation', 'rental car', 'rent a car', '이동', '교통', '렌터카', '렌트카', 'đi lại', 'di chuyển', 'phương tiện', 'thuê xe', '交通', '出行', '租车'],
    covered: ['rental car', '렌터카', 'thuê xe', '租车', 'book transport'],
    tip: {
      en: ['{?parents}[For getting around, book a rental car or a driver before you go,|Sort out transport before the trip: a rental car or a day driver,] [so your parents never wait at bus stops with luggage.|and keep each drive under an hour.]', '{!parents}[For getting around, book a rental car or a driver before you go,|Sort out transport before the trip: a rental car or a day driver,] [so nobody waits at bus stops with luggage.|and keep each drive under an hour.]'],
      vi: ['[Về đi lại, hãy đặt trước xe thuê hoặc tài xế,|Lo phương tiện từ trước: thuê xe hoặc xe có tài xế theo ngày,] [để không ai phải xách đồ đứng chờ xe buýt.|và mỗi chặng đi không quá một tiếng.]'],
      zh: ['[出行方面，出发前订好租车或包车，|交通提前安排好：租车或者包车一天，][免得拖着行李等公交。|每段车程别超过一小时。]'],
      ko: ['[이동은 렌터카나 기사 딸린 차를 미리 예약해 두세요.|이동 수단은 출발 전에 정해 두세요. 렌터카나 하루 기사 투어가 편해요.] [짐 들고 버스 기다릴 일이 없어요.|한 번 이동은 한 시간 안쪽으로 잡으세요.]'],
    },
  },
  report: {
    match: ['report', 'deadline', '보고서', '마감', 'báo cáo', 'hạn nộp', '报告', '截止'],
    covered: ['report', '보고서', 'báo cáo', '报告'],
    tip: {
      en: ['{?day}[For the report due {day}, finish the draft the day before|Get the report drafted a day before {day}] [and keep {day} morning for checking.|so {day} is only for checking and sending.]', '{!day}[For the report, finish a rough draft early|Draft the report first, polish later,] [and keep the last day for checking.|so the last day is only for checking.]'],
      vi: ['{?day}[Bản báo cáo hạn {day} thì viết xong bản nháp trước một ngày|Hoàn thành bản nháp báo cáo trước {day} một ngày] [và để sáng {day} chỉ để soát lại.|để {day} chỉ việc kiểm tra rồi gửi.]', '{!day}[Với bản báo cáo, viết bản nháp sớm|Viết nháp báo cáo trước, chỉnh sau,] [và để ngày cuối chỉ để soát lại.|để ngày cuối chỉ việc kiểm tra.]'],
      zh: ['{?day}[{day}要交的报告，提前一天把初稿写完，|报告的初稿在{day}前一天完成，][{day}上午只用来检查。|{day}只做检查和提交。]', '{!day}[报告先尽早写出初稿，|报告先写草稿，再慢慢改，][最后一天只用来检查。|留最后一天检查。]'],
      ko: ['{?day}[{day}까지인 보고서는 하루 전에 초안을 끝내고|보고서 초안은 {day} 하루 전에 마치고] [{day} 오전엔 검토만 하세요.|{day}엔 확인하고 제출만 하세요.]', '{!day}[보고서는 초안부터 일찍 끝내고|보고서는 초안 먼저, 다듬기는 나중에 하고] [마지막 날은 검토만 하세요.|마지막 날은 확인만 하세요.]'],
    },
  },
  quit: {
    match: ['quit my job', 'quitting my job', 'quit and', 'resign', 'leave my job', '辞职', '离职', '裸辞', '퇴사', '그만두', 'nghỉ việc', 'bỏ việc'],
    covered: ['quit', 'resign', '辞职', '퇴사', 'nghỉ việc'],
    tip: {
      en: ['Before you quit, put aside six months of living costs, and hand in your notice only when the plan has numbers.', 'Keep the job until the plan has numbers: six months of savings first, then the notice.'],
      vi: ['Trước khi nghỉ việc, hãy để dành đủ sáu tháng chi phí sinh hoạt, và chỉ nộp đơn khi kế hoạch đã có con số.', 'Cứ giữ việc cho đến khi kế hoạch có con số rõ ràng: để dành sáu tháng chi tiêu trước, rồi mới nộp đơn.'],
      zh: ['辞职之前，先存够半年的生活费，等计划算清楚了再递辞呈。', '先别急着辞职：攒够半年开销、把账算明白，再递辞呈。'],
      ko: ['퇴사 전에 여섯 달 생활비부터 모아 두고, 계획이 숫자로 나온 뒤에 사표를 내세요.', '계획에 숫자가 나올 때까지는 회사를 다니세요. 여섯 달 생활비가 먼저, 사표는 그다음이에요.'],
    },
  },
  milk_tea: {
    match: ['milk tea', 'bubble tea', 'boba', '奶茶', '밀크티', '버블티', 'trà sữa'],
    covered: ['milk tea', '奶茶', '밀크티', 'trà sữa'],
    tip: {
      en: ['[A milk-tea shop lives on foot traffic and regulars:|Milk tea sells on passers-by and repeat customers:] [stand on the street you have in mind at noon and after school, and count the passers-by and the tea shops already there.|before signing a lease, count the people passing at lunch and the tea shops already on that street.]'],
      vi: ['[Quán trà sữa sống nhờ lượng người qua lại và khách quen:|Trà sữa bán được nhờ người qua đường và khách quay lại:] [hãy đứng ở con phố bạn định mở vào giờ trưa và giờ tan học, đếm người đi qua và số quán trà sữa đã có.|trước khi thuê mặt bằng, đếm người qua lại giờ trưa và số quán đã có trên phố đó.]'],
      zh: ['[奶茶店靠的是人流和回头客：|奶茶卖得好不好，看路过的人和回头客：][在你看中的那条街，中午和放学时各站半小时，数数路过的人和已经开着的奶茶店。|签铺面之前，数一数午饭时段路过的人，和那条街上已经有几家奶茶店。]'],
      ko: ['[밀크티 가게는 유동 인구와 단골로 살아요.|밀크티는 지나가는 사람과 다시 오는 손님이 매출을 만들어요.] [생각해 둔 거리에 점심시간과 하교 시간에 서서 지나가는 사람과 이미 있는 가게 수를 세어 보세요.|계약 전에 점심때 지나가는 사람 수와 그 거리의 음료 가게 수부터 세어 보세요.]'],
    },
  },
  hometown: {
    match: ['back home', 'hometown', 'home town', '老家', '家乡', '回乡', '고향', 'về quê', 'quê nhà'],
    covered: ['back home', 'hometown', '老家', '家乡', '고향', 'quê'],
    tip: {
      en: ['[Back home, rent is lower but so is footfall;|Going back home cuts costs but also customers;] [ask people there where they actually spend before you count on them.|talk to a few locals about what they buy and where.]'],
      vi: ['[Về quê thì mặt bằng rẻ nhưng người qua lại cũng ít;|Về quê giảm được chi phí nhưng cũng ít khách hơn;] [hãy hỏi người ở đó họ thật sự tiêu tiền vào đâu trước khi tính đến họ.|nói chuyện với vài người quen ở quê xem họ hay mua gì, mua ở đâu.]'],
      zh: ['[回老家，房租便宜，人流也少；|回老家能省成本，客人也会少一些；][先问问当地的熟人平时在哪儿花钱，再算账。|先跟几个老家的熟人聊聊，他们平时买什么、在哪儿买。]'],
      ko: ['[고향은 임대료가 싼 만큼 유동 인구도 적어요.|고향으로 가면 비용은 줄지만 손님도 줄어요.] [그곳 사람들이 실제로 어디서 돈을 쓰는지 먼저 물어보세요.|아는 사람 몇 명에게 평소 뭘 어디서 사는지 들어 보세요.]'],
    },
  },
  overtime: {
    match: ['overtime', 'working late', 'work late', '야근', 'tăng ca', 'làm thêm giờ', '加班'],
    covered: ['overtime', '야근', 'tăng ca', '加班'],
    tip: {
      en: ['[Since the overtime is the cause,|The overtime is the root,] [pick two evenings a week when you leave on time, and guard them.|so agree on a cut-off hour with yourself and keep it at least three days a week.]'],
      vi: ['[Gốc là chuyện tăng ca,|Nguyên nhân nằm ở tăng ca,] [nên chọn hai buổi tối mỗi tuần về đúng giờ và giữ cho bằng được.|nên tự đặt một giờ dừng và giữ nó ít nhất ba ngày mỗi tuần.]'],
      zh: ['[根子在加班，|问题出在加班上，][每周定两个晚上准点下班，雷打不动。|给自己定一个收工时间，每周至少守住三天。]'],
      ko: ['[원인이 야근이니|뿌리는 야근에 있어요.] [일주일에 이틀은 정시 퇴근하는 날로 정해 두고 꼭 지키세요.|퇴근 시간 상한선을 정해 두고 일주일에 사흘은 지켜 보세요.]'],
    },
  },
};

/** Words that make a question about a trip (for the parents' tip). */
export const tripWords: readonly string[] = ['trip', 'travel', 'vacation', 'holiday', '여행', 'du lịch', 'chuyến đi', '旅行', '旅游', '出游'];
