/**
 * Round 10 (shape BRING): "should I bring / do I need X (for Y)?" — the things a visitor asks about (a light stick, an
 * umbrella, an ID…) with a yes or no and its reason, and the outings they are for (a concert, a hike, a picnic…) with
 * one tip, per language. Korean is written in 해요체; casual personas drop the 요 (persona-chat-shape-words.ts).
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** A thing the visitor may bring: the words that name it and the answer about it, per language. */
export interface BringItem {
  match: Readonly<Record<ContentLanguage, RegExp>>;
  answer: Readonly<Record<ContentLanguage, string>>;
}

/** Things visitors ask whether to bring, each with a yes or no and its reason. */
export const bringItems: readonly BringItem[] = [
  {
    match: { en: /\blight ?sticks?\b|\bglow ?sticks?\b/iu, vi: /lightstick|light stick|gậy cổ vũ|đèn cổ vũ/iu, ko: /응원봉/u, zh: /应援棒|荧光棒|灯牌/u },
    answer: {
      en: 'Yes, bring it! You don’t need one to get in, but when the whole hall lights up in one colour you’ll want yours in the air.',
      vi: 'Có, mang đi! Không bắt buộc để vào cửa, nhưng lúc cả khán phòng sáng cùng một màu bạn sẽ muốn giơ nó lên.',
      ko: '네, 꼭 챙겨요! 입장할 때 필요한 건 아니지만, 공연장 전체가 한 색으로 빛날 때 손에 없으면 진짜 아쉬워요.',
      zh: '要带！进场不是必须的，但全场亮成同一种颜色的时候，你一定想把它举起来。',
    },
  },
  {
    match: { en: /\bumbrella\b|\braincoat\b|\brain jacket\b|\bponcho\b/iu, vi: /(?:^|\s)(?:ô|dù|áo mưa)(?=\s|$|[?,.!])/iu, ko: /우산|우비/u, zh: /雨伞|伞|雨衣/u },
    answer: {
      en: 'If the forecast shows any rain, yes: a small folding one weighs nothing, and being soaked ruins a whole day.',
      vi: 'Nếu dự báo có mưa thì có: một cây ô gấp nhỏ chẳng nặng gì, còn ướt sũng thì hỏng cả ngày.',
      ko: '예보에 비가 조금이라도 있으면 챙겨요. 접이식은 가볍고, 한 번 젖으면 하루가 다 망가져요.',
      zh: '天气预报有雨就带上：折叠伞不占地方，淋湿了一整天都难受。',
    },
  },
  {
    match: { en: /\b(?:id|i\.d\.|id card|passport|driver'?s licen[cs]e)\b/iu, vi: /căn cước|cccd|hộ chiếu|giấy tờ|chứng minh|cmnd/iu, ko: /신분증|여권|학생증/u, zh: /身份证|护照|证件|学生证/u },
    answer: {
      en: 'Yes, definitely: without it you may not get in, and nobody at the door can help you.',
      vi: 'Có, chắc chắn: không có nó có thể bạn không được vào, và ở cửa không ai giúp được đâu.',
      ko: '네, 무조건 챙겨요. 없으면 입장을 못 할 수도 있고 현장에서는 아무도 도와줄 수 없어요.',
      zh: '一定要带：没有它可能进不去，到了门口谁也帮不了你。',
    },
  },
  {
    match: { en: /\bwater(?: bottle)?\b|\bbottle\b|\bthermos\b/iu, vi: /bình nước|chai nước|(?:^|\s)nước(?=\s|$|[?,.!])/iu, ko: /물병|텀블러|생수|(?:^|\s)물(?=\s|을|$)/u, zh: /水壶|水杯|水瓶|矿泉水/u },
    answer: {
      en: 'Yes: you’ll walk and sweat more than you think, and drinks there are far away or expensive.',
      vi: 'Có: bạn sẽ đi bộ và đổ mồ hôi nhiều hơn bạn nghĩ, mà nước ở đó thường xa hoặc đắt.',
      ko: '네, 챙겨요. 생각보다 많이 걷고 땀도 나는데, 거기서 마실 걸 사려면 멀거나 비싸요.',
      zh: '要带：你会比想象中走得多、出汗多，那里买水又远又贵。',
    },
  },
  {
    match: { en: /\b(?:hiking )?boots\b|\bhiking shoes\b|\bsneakers\b|\btrainers\b|\bshoes\b/iu, vi: /giày/iu, ko: /등산화|운동화|신발|구두/u, zh: /登山鞋|运动鞋|鞋/u },
    answer: {
      en: 'Proper shoes, yes: good grip and ankle support keep you safe on loose stones; sneakers are only fine on an easy, flat path.',
      vi: 'Nên mang giày tốt: đế bám và giữ cổ chân giúp bạn an toàn trên đá lởm chởm; giày thể thao chỉ ổn với đường bằng, dễ đi.',
      ko: '제대로 된 신발 신는 게 좋아요. 접지력이랑 발목 지지가 있어야 돌길에서 안전하고, 운동화는 평평하고 쉬운 길에서만 괜찮아요.',
      zh: '最好穿合适的鞋：抓地力和护踝能让你在碎石路上更安全，运动鞋只适合平坦好走的路。',
    },
  },
  {
    match: { en: /\bresumes?\b|\bcv\b|\bportfolio\b|\bdocuments?\b|\bpapers\b/iu, vi: /(?:^|\s)cv(?=\s|$|[?,.!])|hồ sơ|sơ yếu lý lịch|portfolio/iu, ko: /이력서|포트폴리오|서류/u, zh: /简历|作品集|材料|文件/u },
    answer: {
      en: 'Yes: bring a printed copy or two. The person across the table often doesn’t have yours in front of them, and it shows you came prepared.',
      vi: 'Có: mang một hai bản in. Người đối diện nhiều khi không có sẵn bản của bạn, và nó cho thấy bạn chuẩn bị kỹ.',
      ko: '네, 출력해서 한두 부 챙겨요. 상대가 내 걸 안 띄워 놓은 경우가 많고, 준비해 온 사람으로 보여요.',
      zh: '要带：打印一两份。对面的人手边常常没有你的资料，带着也显得你有准备。',
    },
  },
  {
    match: { en: /\bice\b|\bcooler\b|\bice ?packs?\b/iu, vi: /đá lạnh|thùng đá|túi đá|(?:^|\s)đá(?=\s|$|[?,.!])/iu, ko: /얼음|아이스박스|아이스팩/u, zh: /冰块|冰袋|保温箱|冰/u },
    answer: {
      en: 'If it’s warm, yes: a small cooler with ice keeps drinks cold and food safe for hours.',
      vi: 'Trời nóng thì có: một thùng nhỏ có đá giữ đồ uống mát và đồ ăn không bị hỏng cả mấy tiếng.',
      ko: '날이 따뜻하면 챙겨요. 작은 아이스박스에 얼음 넣어 가면 음료도 시원하고 음식도 몇 시간은 안전해요.',
      zh: '天热就带：一个小保温箱放点冰，饮料能凉好几个小时，吃的也不容易坏。',
    },
  },
  {
    match: { en: /\bletter\b|\bcard\b|\bgift\b|\bpresent\b/iu, vi: /(?:^|\s)(?:thư|quà|thiệp)(?=\s|$|[?,.!])/iu, ko: /편지|선물|카드/u, zh: /信|礼物|卡片|贺卡/u },
    answer: {
      en: 'Yes, bring it: a letter is the thing people keep. Just check the event’s rules on gifts first.',
      vi: 'Có, mang đi: thư là thứ người ta giữ lại lâu nhất. Chỉ cần xem trước quy định của sự kiện về quà nhé.',
      ko: '네, 써 가요! 편지는 받는 사람이 오래 간직하는 거예요. 선물 규정만 미리 확인해요.',
      zh: '带吧：信是别人会一直留着的东西。只是先看看活动对礼物的规定。',
    },
  },
  {
    match: { en: /\bsunscreen\b|\bsunblock\b|\bsun ?hat\b|\bhat\b|\bsunglasses\b/iu, vi: /kem chống nắng|mũ|nón|kính râm/iu, ko: /선크림|썬크림|모자|선글라스/u, zh: /防晒|帽子|墨镜/u },
    answer: {
      en: 'Yes: outdoors you burn faster than you notice, even on a cloudy day.',
      vi: 'Có: ở ngoài trời bạn cháy nắng nhanh hơn bạn tưởng, kể cả hôm có mây.',
      ko: '네, 챙겨요. 밖에서는 흐린 날에도 생각보다 빨리 타요.',
      zh: '要带：在户外晒伤比你察觉得快，阴天也一样。',
    },
  },
  {
    match: { en: /\bjacket\b|\bcoat\b|\bsweater\b|\bhoodie\b|\bcardigan\b|\blayers?\b/iu, vi: /áo khoác|áo len/iu, ko: /겉옷|자켓|재킷|외투|가디건|패딩/u, zh: /外套|夹克|毛衣|羽绒服/u },
    answer: {
      en: 'A light one, yes: evenings and air-conditioning get colder than you expect.',
      vi: 'Mang một cái mỏng thôi: buổi tối và máy lạnh luôn lạnh hơn bạn nghĩ.',
      ko: '얇은 거 하나는 챙겨요. 저녁이랑 에어컨은 생각보다 추워요.',
      zh: '带件薄的吧：晚上和空调都比你想的冷。',
    },
  },
  {
    match: { en: /\bcash\b|\bcoins\b|\bmoney\b/iu, vi: /tiền mặt|tiền lẻ/iu, ko: /현금|잔돈/u, zh: /现金|零钱/u },
    answer: {
      en: 'A little, yes: small stalls and lockers don’t always take cards.',
      vi: 'Mang một ít: mấy quầy nhỏ với tủ gửi đồ không phải lúc nào cũng nhận thẻ.',
      ko: '조금은 챙겨요. 작은 가게나 사물함은 카드가 안 될 때가 있어요.',
      zh: '带一点吧：小摊和储物柜不一定能刷卡。',
    },
  },
  {
    match: { en: /\bcharger\b|\bpower ?bank\b|\bportable battery\b/iu, vi: /sạc/iu, ko: /보조배터리|충전기/u, zh: /充电宝|充电器/u },
    answer: {
      en: 'Yes: photos, maps and tickets drain a phone faster than you think.',
      vi: 'Có: chụp ảnh, bản đồ với vé điện tử làm hết pin nhanh hơn bạn nghĩ.',
      ko: '네, 챙겨요. 사진에 지도에 티켓까지 보면 배터리가 금방 닳아요.',
      zh: '要带：拍照、地图、电子票，手机电量掉得比你想的快。',
    },
  },
  {
    match: { en: /\bsnacks?\b|\bpacked lunch\b|\bsandwich(?:es)?\b/iu, vi: /đồ ăn|ăn vặt|bánh mì/iu, ko: /간식|도시락/u, zh: /零食|吃的|便当|干粮/u },
    answer: {
      en: 'Yes, a little: food lines can be long, and hungry people get grumpy.',
      vi: 'Có, mang một chút: hàng mua đồ ăn có thể rất dài, mà đói thì dễ cáu.',
      ko: '네, 조금 챙겨요. 먹을 거 사는 줄이 길 수 있고, 배고프면 예민해져요.',
      zh: '带一点吧：买吃的可能要排很久，饿了人就容易烦。',
    },
  },
  {
    match: { en: /\btickets?\b/iu, vi: /(?:^|\s)vé(?=\s|$|[?,.!])/iu, ko: /티켓|(?:^|\s)표(?=\s|$|를)/u, zh: /门票|票/u },
    answer: {
      en: 'Yes: keep it offline on your phone or printed, because the signal at the door is often bad.',
      vi: 'Có: lưu sẵn vé trong máy hoặc in ra, vì ở cửa sóng thường yếu.',
      ko: '네, 꼭 챙겨요. 입구에서는 인터넷이 잘 안 터질 때가 많으니 캡처해 두거나 출력해 가요.',
      zh: '要带：提前存在手机里或打印出来，门口信号常常不好。',
    },
  },
];

/** The answer about a thing no entry above knows, with the visitor's own words for it in {item}. */
export const bringUnknown: Readonly<Record<ContentLanguage, string>> = {
  en: 'Yes, if you can carry {item} easily: better to have it and not need it than the other way round.',
  vi: 'Nếu {item} gọn thì cứ mang: có mà không dùng vẫn hơn lúc cần lại không có.',
  ko: '{item}, 짐이 크지 않으면 챙겨요. 있는데 안 쓰는 게 필요할 때 없는 것보다 나아요.',
  zh: '{item}如果不占地方就带上：带了没用上，总比要用的时候没有强。',
};

/** The outings a packing question can be about. */
export type OccasionId = 'fansign' | 'fanmeeting' | 'concert' | 'festival' | 'hike' | 'picnic' | 'zoo' | 'beach' | 'trip' | 'exam' | 'interview' | 'camping';

/** An outing the thing is for, and one tip about it. */
export interface BringOccasion {
  /** The outing's name for its packing list (shape-pack-lines.ts). */
  id: OccasionId;
  match: Readonly<Record<ContentLanguage, RegExp>>;
  tip: Readonly<Record<ContentLanguage, string>>;
}

/** Outings, most specific first, each with one tip. */
export const bringOccasions: readonly BringOccasion[] = [
  {
    id: 'fansign',
    match: { en: /\bfan ?signs?\b|\bfansigning\b|\bsigning event\b/iu, vi: /fansign|fan sign|ký tặng|kí tặng/iu, ko: /팬사인회|팬싸|사인회/u, zh: /签名会|签售|签名活动/u },
    tip: {
      en: 'One tip for the fan sign: decide what you want to say beforehand, because you only get a few seconds and nerves wipe your mind.',
      vi: 'Mẹo cho buổi ký tặng: nghĩ sẵn câu muốn nói, vì bạn chỉ có vài giây và lúc run là quên sạch.',
      ko: '팬사인회 팁 하나: 할 말을 미리 정해 가요. 몇 초밖에 없고 떨리면 머리가 하얘지거든요.',
      zh: '签名会的小提醒：想说的话提前想好，只有几秒钟，一紧张就全忘了。',
    },
  },
  {
    id: 'fanmeeting',
    match: { en: /\bfan ?meet(?:ing)?s?\b|\bfanmeet\b/iu, vi: /fan ?meeting|fanmeet|họp fan|giao lưu (?:với )?fan/iu, ko: /팬미팅|팬밋/u, zh: /见面会|粉丝见面/u },
    tip: {
      en: 'One tip for the fan meeting: it’s talk corners, games and a few songs, so sit back and enjoy; keep one short question ready in case they pick you for the Q&A.',
      vi: 'Mẹo cho buổi fan meeting: có trò chuyện, trò chơi và vài bài hát, cứ thả lỏng mà tận hưởng; chuẩn bị sẵn một câu hỏi ngắn lỡ được gọi lên hỏi đáp nhé.',
      ko: '팬미팅 팁 하나: 토크랑 게임, 노래 몇 곡이 이어지니까 편하게 즐겨요. 질문 코너에 뽑힐 수도 있으니 짧은 질문 하나는 준비해 가요.',
      zh: '见面会的小提醒：有聊天环节、小游戏和几首歌，放轻松享受就好；准备一个简短的问题，万一抽到你提问呢。',
    },
  },
  {
    id: 'concert',
    match: { en: /\bconcerts?\b|\bgig\b|\blive show\b/iu, vi: /concert|hòa nhạc|đêm nhạc/iu, ko: /콘서트|공연|(?<![가-힣])콘(?![가-힣])/u, zh: /演唱会|音乐会|演出/u },
    tip: {
      en: 'One tip for the concert: get there early for the merch lines, and save some voice for the encore.',
      vi: 'Mẹo cho buổi concert: đến sớm vì hàng mua merch dài lắm, và chừa giọng cho phần encore.',
      ko: '콘서트 팁 하나: 굿즈 줄이 기니까 일찍 가고, 앵콜 때 쓸 목은 아껴 둬요.',
      zh: '演唱会的小提醒：早点到，周边要排很久；嗓子留一点给安可。',
    },
  },
  {
    id: 'festival',
    match: { en: /\bfestivals?\b|\bfest\b/iu, vi: /lễ hội|festival/iu, ko: /페스티벌|축제|페스/u, zh: /音乐节|节日活动|庙会|festival/iu },
    tip: {
      en: 'One tip for the festival: agree on a meeting point with your friends, because phones die and crowds swallow people.',
      vi: 'Mẹo cho lễ hội: hẹn sẵn một điểm gặp với bạn bè, vì điện thoại hết pin và đám đông nuốt người nhanh lắm.',
      ko: '페스티벌 팁 하나: 일행이랑 만날 장소를 미리 정해 둬요. 폰은 꺼지고 사람은 금방 흩어지거든요.',
      zh: '音乐节的小提醒：和朋友先约好一个集合点，手机会没电，人一多就走散了。',
    },
  },
  {
    id: 'hike',
    match: { en: /\bhik(?:e|es|ing)\b|\bmountains?\b|\btrail\b|\btrek(?:king)?\b/iu, vi: /leo núi|trekking|đi bộ đường dài|(?:^|\s)núi(?=\s|$|[?,.!])/iu, ko: /등산|산에|산행|트레킹|둘레길/u, zh: /爬山|登山|徒步|山上/u },
    tip: {
      en: 'One tip for the hike: start early, tell someone your route, and turn back if the weather turns.',
      vi: 'Mẹo khi leo núi: đi sớm, báo cho ai đó lộ trình của bạn, và quay lại nếu trời chuyển xấu.',
      ko: '등산 팁 하나: 일찍 출발하고, 누군가에게 코스를 알려 두고, 날씨가 나빠지면 바로 내려와요.',
      zh: '爬山的小提醒：早点出发，把路线告诉别人，天气一变就往回走。',
    },
  },
  {
    id: 'picnic',
    match: { en: /\bpicnic\b|\bpark\b/iu, vi: /picnic|dã ngoại|công viên|(?:^|\s)hồ(?=\s)/iu, ko: /소풍|피크닉|공원|한강/u, zh: /野餐|公园/u },
    tip: {
      en: 'One tip for the picnic: pick a spot with shade and bring a bag for your rubbish.',
      vi: 'Mẹo cho buổi picnic: chọn chỗ có bóng mát và mang theo một túi đựng rác.',
      ko: '피크닉 팁 하나: 그늘 있는 자리를 잡고 쓰레기 봉투도 하나 챙겨요.',
      zh: '野餐的小提醒：找个有树荫的地方，再带个装垃圾的袋子。',
    },
  },
  {
    id: 'zoo',
    match: { en: /\bzoo\b|\baquarium\b|\bsafari\b/iu, vi: /sở thú|thảo cầm viên|vườn thú|thủy cung/iu, ko: /동물원|아쿠아리움/u, zh: /动物园|水族馆|海洋馆/u },
    tip: {
      en: 'One tip for the zoo: go in the morning, when the animals are awake, and check the feeding times at the gate.',
      vi: 'Mẹo đi sở thú: đi buổi sáng lúc thú còn tỉnh, và xem giờ cho ăn ở cổng.',
      ko: '동물원 팁 하나: 동물들이 깨어 있는 오전에 가고, 입구에서 먹이 주는 시간을 확인해요.',
      zh: '去动物园的小提醒：上午去，动物都醒着，进门看看喂食时间。',
    },
  },
  {
    id: 'beach',
    match: { en: /\bbeach\b|\bswim(?:ming)?\b|\bseaside\b/iu, vi: /bãi biển|đi biển|(?:^|\s)biển(?=\s|$|[?,.!])|đi bơi/iu, ko: /바다|해변|해수욕장|수영장/u, zh: /海边|海滩|游泳/u },
    tip: {
      en: 'One tip for the beach: keep your phone in a zip bag and stay out of the midday sun for a while.',
      vi: 'Mẹo đi biển: để điện thoại trong túi zip và tránh nắng giữa trưa một lúc.',
      ko: '바다 팁 하나: 휴대폰은 지퍼백에 넣고, 한낮 햇볕은 잠깐 피해요.',
      zh: '去海边的小提醒：手机装进密封袋，正午的太阳躲一躲。',
    },
  },
  {
    id: 'trip',
    match: { en: /\btrip\b|\bflight\b|\bairport\b|\btravel(?:l?ing)?\b|\babroad\b/iu, vi: /du lịch|chuyến bay|sân bay|nước ngoài/iu, ko: /여행|비행기|공항|해외/u, zh: /旅行|旅游|飞机|机场|出国/u },
    tip: {
      en: 'One tip for the trip: keep a small bag with water, a snack and your phone within reach.',
      vi: 'Mẹo cho chuyến đi: để sẵn một túi nhỏ có nước, đồ ăn nhẹ và điện thoại trong tầm tay.',
      ko: '여행 팁 하나: 물이랑 간식, 휴대폰은 손 닿는 작은 가방에 따로 넣어 둬요.',
      zh: '出行的小提醒：水、零食和手机放在随手拿得到的小包里。',
    },
  },
  {
    id: 'exam',
    match: { en: /\bexams?\b|\btest\b/iu, vi: /kỳ thi|đi thi|(?:^|\s)thi(?=\s|$|[?,.!])/iu, ko: /시험|수능/u, zh: /考试|考场/u },
    tip: {
      en: 'One tip for the exam: check the room the day before and sleep early; calm beats cramming.',
      vi: 'Mẹo cho kỳ thi: xem trước phòng thi hôm trước và ngủ sớm; bình tĩnh hơn học dồn.',
      ko: '시험 팁 하나: 전날 고사장 위치 확인하고 일찍 자요. 벼락치기보다 차분한 게 이겨요.',
      zh: '考试的小提醒：前一天看好考场，早点睡，冷静比临时抱佛脚有用。',
    },
  },
  {
    id: 'interview',
    match: { en: /\binterview\b/iu, vi: /phỏng vấn/iu, ko: /면접/u, zh: /面试/u },
    tip: {
      en: 'One tip for the interview: arrive ten minutes early with one short story ready about something you did well.',
      vi: 'Mẹo phỏng vấn: đến sớm mười phút và chuẩn bị sẵn một câu chuyện ngắn về việc bạn từng làm tốt.',
      ko: '면접 팁 하나: 10분 일찍 도착하고, 잘해 낸 일 하나를 짧은 이야기로 준비해 가요.',
      zh: '面试的小提醒：提前十分钟到，准备好一个你做得很好的小故事。',
    },
  },
  {
    id: 'camping',
    match: { en: /\bcamping\b|\bcampsite\b/iu, vi: /cắm trại/iu, ko: /캠핑/u, zh: /露营/u },
    tip: {
      en: 'One tip for camping: pitch the tent before dark and keep food sealed away from animals.',
      vi: 'Mẹo cắm trại: dựng lều trước khi trời tối và cất đồ ăn kín khỏi thú vật.',
      ko: '캠핑 팁 하나: 해 지기 전에 텐트 치고, 음식은 동물이 못 건드리게 밀봉해 둬요.',
      zh: '露营的小提醒：天黑前搭好帐篷，吃的封好，别招来小动物。',
    },
  },
];

/** The tip for an outing no entry above knows. */
export const bringGenericTip: Readonly<Record<ContentLanguage, string>> = {
  en: 'And one tip: pack the night before, so you are not rushing out the door.',
  vi: 'Thêm một mẹo: soạn đồ từ tối hôm trước để khỏi cuống lúc ra khỏi nhà.',
  ko: '팁 하나 더: 전날 밤에 짐을 싸 두면 나갈 때 허둥대지 않아요.',
  zh: '再给个小提醒：前一天晚上就把东西收拾好，出门就不会手忙脚乱。',
};
