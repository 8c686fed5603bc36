/**
 * What a fortune question tells beyond its topic (fortune-frames.ts): where the visitor sees their crush, a purchase
 * already made on instalments, the weather and mood behind a menu question, a spot and the weather on a trip, the
 * Chinese zodiac year behind a lucky-number question. Keywords follow keyword-match.ts; lines use the phrase grammar.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** A name per language. */
export type Named = Readonly<Record<ContentLanguage, string>>;

/** Places where a crush is seen, with the name and an easy first line to say there. */
export const crushPlaces: ReadonlyArray<{ match: readonly string[]; name: Named; opener: Named }> = [
  {
    match: ['gym', 'fitness', 'workout', '헬스장', '헬스', '체육관', 'phòng gym', 'gym', 'phòng tập', '健身房', '健身'],
    name: { en: 'the gym', ko: '헬스장', vi: 'phòng gym', zh: '健身房' },
    opener: { en: 'ask which programme they follow or whether the machine is free', ko: '무슨 운동 루틴인지, 기구 다 쓰셨는지 물어보세요', vi: 'hỏi anh ấy đang tập giáo án gì hay máy này còn dùng không', zh: '问问对方练的是什么计划，或者器械还用不用' },
  },
  {
    match: ['office', 'at work', 'coworker', 'colleague', '회사', '직장', '사무실', '동료', 'công ty', 'văn phòng', 'đồng nghiệp', '公司', '同事', '办公室'],
    name: { en: 'work', ko: '회사', vi: 'công ty', zh: '公司' },
    opener: { en: 'ask them to recommend a lunch place', ko: '점심 맛집 하나만 추천해 달라고 해 보세요', vi: 'nhờ người ấy giới thiệu một quán ăn trưa', zh: '请对方推荐一家午饭的店' },
  },
  {
    match: ['class', 'school', 'campus', 'lecture', '학교', '수업', '강의', '학원', 'lớp', 'trường', 'lớp học', '学校', '班上', '课上', '同学'],
    name: { en: 'class', ko: '수업', vi: 'lớp', zh: '班上' },
    opener: { en: 'ask to compare notes from the last class', ko: '지난 수업 필기 좀 보여 달라고 해 보세요', vi: 'hỏi mượn vở ghi buổi trước', zh: '借一下上节课的笔记' },
  },
  {
    match: ['café', 'cafe', 'coffee shop', '카페', 'quán cà phê', '咖啡店', '咖啡馆'],
    name: { en: 'the café', ko: '카페', vi: 'quán cà phê', zh: '咖啡店' },
    opener: { en: 'ask what they are drinking—it is the easiest question there is', ko: '뭐 마시는지 물어보세요. 제일 쉬운 질문이에요', vi: 'hỏi người ấy đang uống món gì—câu dễ nhất trên đời', zh: '问问对方在喝什么——这是最简单的开场' },
  },
  {
    match: ['library', '도서관', 'thư viện', '图书馆'],
    name: { en: 'the library', ko: '도서관', vi: 'thư viện', zh: '图书馆' },
    opener: { en: 'ask about the book they are reading', ko: '읽고 있는 책이 뭔지 물어보세요', vi: 'hỏi về cuốn sách người ấy đang đọc', zh: '问问对方在看什么书' },
  },
];

/** Lines about a crush seen somewhere. Slots: {where}, {opener}. */
export const crushLines: Readonly<Record<ContentLanguage, readonly string[]>> = {
  en: [
    'About the one from {where}: seeing each other there week after week already makes you familiar. This month, {opener}; one easy sentence opens the door.',
    'Someone you see at {where} is the easiest kind of crush to start with: the next time you are both there, {opener}. Keep it light and smile.',
  ],
  vi: [
    'Về người ở {where}: gặp nhau đều đặn như vậy là đã quen mặt rồi. Tháng này cứ mở lời trước, {opener}; một câu đơn giản là đủ mở cửa.',
    'Người mình thầm để ý ở {where} là kiểu dễ bắt chuyện nhất: lần tới gặp, {opener}. Nhẹ nhàng thôi, và nhớ cười.',
  ],
  ko: [
    '{where}에서 보는 그 사람 말이죠. 매주 마주친 것만으로도 이미 얼굴은 익었어요. 이번 달엔 {opener}. 가벼운 한마디가 문을 열어요.',
    '{where}에서 자주 보는 사람이라면 말 걸기 제일 쉬운 짝사랑이에요. 다음에 마주치면 {opener}. 가볍게, 웃으면서요.',
  ],
  zh: [
    '说到{where}的那个人：常常碰面，其实已经混了个脸熟。这个月先开口吧，{opener}，一句简单的话就能打开门。',
    '在{where}常见的人，是最好搭话的暗恋对象：下次碰到时，{opener}。轻松一点，记得笑。',
  ],
};

/** Words that say a purchase is already made, or bought on instalments. */
export const madePurchaseKeywords: readonly string[] = [
  'already bought', 'just bought', 'i bought', 'bought a', 'bought an', 'bought the', 'on instalments', 'on installments', 'instalment*', 'installment*', 'payment plan', 'paying it off', 'pay it off',
  '샀*', '사 버렸*', '질렀*', '할부', '할부로',
  'lỡ mua', 'đã mua', 'mới mua', 'vừa mua', 'trả góp', 'mua trả góp',
  '买了', '已经买', '分期', '分期付款', '刷了',
];

/** Lines about a purchase already made. Slots: {thing} (guard {?thing}). */
export const madePurchaseLines: Readonly<Record<ContentLanguage, readonly string[]>> = {
  en: [
    '{?thing}The {thing} is already yours, so the question is no longer whether to buy but how to pay it off calmly: write down the date of the first instalment, set that sum aside the day your pay arrives, and skip one small treat a week until then.',
    '{!thing}What is bought is bought; now the reading is about paying it off: note when each instalment is due, put the money for the first one aside the day your salary lands, and hold back on small extras until then.',
  ],
  vi: [
    '{?thing}Cái {thing} đã mua rồi thì không cần lăn tăn nữa, giờ là chuyện trả góp cho êm: ghi lại ngày đến hạn kỳ đầu, lương về là để riêng ngay tiền kỳ góp, và bớt một khoản nhỏ như trà sữa mỗi tuần cho tới lúc đó.',
    '{!thing}Đã mua rồi thì giờ tính chuyện trả: ghi rõ ngày đến hạn từng kỳ góp, lương về là tách ngay tiền kỳ đầu ra, và tuần tới bớt mấy khoản lặt vặt.',
  ],
  ko: [
    '{?thing}{thing:은} 이미 샀으니 이제는 살지 말지가 아니라 어떻게 갚느냐예요. 첫 할부 날짜를 적어 두고, 월급 들어오는 날 그 금액부터 따로 빼 두세요. 그때까지는 작은 지출 하나만 줄여도 충분해요.',
    '{!thing}산 건 산 거예요. 이제는 할부를 차분히 갚는 게 운을 지키는 길이에요. 납부일을 적어 두고, 월급날 그 금액부터 따로 빼 두세요.',
  ],
  zh: [
    '{?thing}{thing}已经买了，现在要想的不是买不买，而是怎么从容地还：记下第一期分期的日期，工资一到先把这笔钱留出来，在那之前每周少一笔小开销。',
    '{!thing}买都买了，接下来是怎么还：记清每期还款日，工资到账先把第一期留出来，这段时间少点零碎开销。',
  ],
};

/** Conditions behind a menu question. */
export type MenuMood = 'rain' | 'cold' | 'warm' | 'hot' | 'light' | 'lazy';

/** Words per condition. */
export const menuMoodKeywords: Readonly<Record<MenuMood, readonly string[]>> = {
  rain: ['rain', 'raining', 'rainy', 'drizzle', '비', '비가', '비 오*', '장마', 'mưa', 'trời mưa', '下雨', '雨天', '下着雨'],
  cold: ['cold', 'freezing', 'chilly', 'snow*', '추워*', '추운', '춥*', '눈이', 'lạnh', 'rét', 'trời lạnh', '冷', '好冷', '下雪'],
  // The lead's read of round 9: "想吃点热乎的" (something warm to eat) is no heat; a bare 热 / nóng can be the food's.
  warm: ['something warm', 'something hot to eat', 'warm food', 'hot soup', 'warm me up', '따뜻한 거', '따끈한', '뜨끈한', '뜨끈하게', 'nóng hổi', 'ấm bụng', 'món nóng', 'gì nóng', '热乎', '热腾腾', '热汤', '热的东西', '暖和的', '暖胃'],
  hot: ['hot day', 'so hot', 'heatwave', 'heat', 'boiling', '더워*', '더운', '덥*', '폭염', 'trời nóng', 'nóng quá', 'nóng nực', 'nóng bức', 'nắng nóng', 'oi bức', '好热', '天热', '太热', '很热', '热死', '炎热', '天气热', '热得'],
  light: ['light', 'something light', 'healthy', 'not greedy', 'not oily', '담백*', '가벼운', '가볍게', '속이 안 좋*', 'nhẹ', 'thanh đạm', 'ăn nhẹ', 'healthy', '清淡', '清爽', '不油腻', '健康'],
  lazy: ['lazy', 'no energy', 'tired', 'quick', 'in a hurry', '귀찮*', '피곤*', '빨리', 'lười', 'mệt', 'nhanh', 'vội', '懒', '累', '没力气', '赶时间'],
};

/** Dishes per condition, per language. */
export const menuDishes: Readonly<Record<'warm' | 'cool' | 'light' | 'any', Readonly<Record<ContentLanguage, readonly string[]>>>> = {
  light: {
    en: ['a clear vegetable soup with rice', 'steamed fish with greens', 'a tofu and vegetable bowl', 'chicken congee'],
    vi: ['canh rau với cơm', 'cá hấp với rau', 'đậu hũ non sốt nấm', 'cháo gà'],
    ko: ['맑은 콩나물국밥', '두부 샐러드', '생선구이 정식', '죽'],
    zh: ['清汤面', '清蒸鱼配青菜', '白粥配小菜', '豆腐蔬菜汤'],
  },
  warm: {
    en: ['a steaming bowl of ramen', 'chicken noodle soup', 'a hot bowl of pho', 'a curry rice bowl', 'kimchi stew with rice', 'udon in hot broth'],
    vi: ['một tô phở nóng', 'bún bò Huế nóng hổi', 'cháo gà', 'mì cay', 'lẩu một người', 'hủ tiếu nước'],
    ko: ['뜨끈한 칼국수', '김치찌개', '순댓국', '우동', '얼큰한 짬뽕', '부대찌개'],
    zh: ['一碗热汤面', '麻辣烫', '砂锅粥', '牛肉面', '小火锅', '酸辣粉'],
  },
  cool: {
    en: ['cold soba noodles', 'a poke bowl', 'a chilled noodle salad', 'sushi'],
    vi: ['bún chả', 'gỏi cuốn', 'bún trộn', 'chè'],
    ko: ['냉면', '메밀국수', '콩국수', '비빔국수'],
    zh: ['凉面', '凉皮', '冷面', '寿司'],
  },
  any: {
    en: ['a bibimbap bowl', 'chicken and rice', 'a warm wrap', 'fried rice'],
    vi: ['cơm tấm', 'bánh mì', 'cơm gà', 'bún thịt nướng'],
    ko: ['비빔밥', '돈가스', '제육덮밥', '김밥'],
    zh: ['盖浇饭', '黄焖鸡米饭', '炒饭', '煲仔饭'],
  },
};

/** Lines of a menu reading with a condition. Slots: {dish}. */
export const menuLines: Readonly<Record<ContentLanguage, Readonly<Record<MenuMood | 'plain', readonly string[]>>>> = {
  en: {
    rain: ['With rain outside, your luck wants something warm: {dish}.', 'A rainy lunch calls for steam on your face—go for {dish}.'],
    cold: ['It’s cold, so eat something hot: {dish}.'],
    warm: ['You want something warm inside you: {dish} does it.'],
    hot: ['In this heat, keep it cool: {dish}.'],
    light: ['You want it light, so keep it clean and simple: {dish}.'],
    lazy: ['No energy to choose? One counter, one bowl, no decisions: {dish}.'],
    plain: ['Today the stars point at {dish}.', '[Your luck|Today’s luck] tastes like {dish}[—go for it.|; trust it.]'],
  },
  vi: {
    rain: ['Trời mưa thế này thì cần món nóng: {dish}.', 'Trưa mưa là phải có hơi nóng bốc lên mặt—ăn {dish} đi.'],
    cold: ['Trời lạnh thì ăn món nóng: {dish}.'],
    warm: ['Thèm món nóng hổi thì {dish} là chuẩn.'],
    hot: ['Nóng thế này thì chọn món mát: {dish}.'],
    light: ['Muốn ăn nhẹ thì chọn món thanh: {dish}.'],
    lazy: ['Lười chọn thì một quầy, một tô, khỏi nghĩ: {dish}.'],
    plain: ['Hôm nay sao chỉ vào {dish}.', 'Vận may hôm nay có vị {dish}[—cứ chọn đi.|; tin nó đi.]'],
  },
  ko: {
    rain: ['비 오는 날엔 따끈한 게 운을 올려 줘요. {dish} 어때요?', '비 오는 점심엔 김이 모락모락 나는 {dish:이} 정답이에요.'],
    cold: ['추운 날엔 뜨끈한 {dish} 드세요.'],
    warm: ['따끈한 게 당길 땐 {dish:이} 딱이에요.'],
    hot: ['이렇게 더운 날엔 시원한 {dish} 드세요.'],
    light: ['담백한 게 당기는 날엔 {dish:이} 딱이에요.'],
    lazy: ['고르기 귀찮은 날엔 한 그릇으로 끝내요. {dish} 드세요.'],
    plain: ['오늘 별들은 {dish:을} 가리켜요.', '오늘의 운은 {dish} 맛이에요. [망설이지 말고 드세요.|믿고 골라 보세요.]'],
  },
  zh: {
    rain: ['下雨天，运气想要点热乎的：{dish}。', '雨天的午饭，就该来一碗冒热气的——{dish}。'],
    cold: ['天冷，吃点热的：{dish}。'],
    warm: ['想吃点热乎的，就来{dish}。'],
    hot: ['这么热，吃点清爽的：{dish}。'],
    light: ['想吃清淡的，就选{dish}。'],
    lazy: ['懒得选？一个窗口，一碗搞定：{dish}。'],
    plain: ['今天星星指向{dish}。', '今天的好运是{dish}的味道，[放心选吧。|就它了。]'],
  },
};

/** Words that ask about the weather on a trip. */
export const weatherKeywords: readonly string[] = ['weather', 'rain', 'forecast', 'sunny', '날씨', '비', '비가', 'thời tiết', 'mưa', '天气', '下雨'];

/** Lines about a spot on the trip ({spot}; {place} is the destination the visitor named, guard {?dest}) and about the weather. */
export const tripLines: Readonly<Record<ContentLanguage, { spot: readonly string[]; weather: readonly string[] }>> = {
  en: {
    spot: ['{?dest}In {place}, go to {spot} early in the morning, before the crowds—that hour is the luckiest of the trip.', '{?dest}Save one evening in {place} for {spot}: the light there is kind to photos and to moods.', '{!dest}At {spot}, go early in the morning, before the crowds—that hour is the luckiest of the trip.'],
    weather: ['As for the weather, the reading is mostly clear with one grey spell: pack a small umbrella and a layer for the evening wind.'],
  },
  vi: {
    spot: ['{?dest}Tới {place} thì ghé {spot} thật sớm buổi sáng, trước khi đông người—đó là giờ may nhất chuyến đi.', '{?dest}Ở {place}, để dành một buổi chiều muộn cho {spot}: ánh sáng lúc đó đẹp cho cả ảnh lẫn tâm trạng.', '{!dest}Ở {spot}, đi thật sớm buổi sáng trước khi đông người—đó là giờ may nhất chuyến đi.'],
    weather: ['Còn thời tiết, quẻ báo phần lớn là trời quang, có một lúc âm u: mang theo ô nhỏ và một áo khoác mỏng cho gió tối.'],
  },
  ko: {
    spot: ['{?dest}{place}에 가면 {spot:은} 사람 몰리기 전 이른 아침에 가 보세요. 그 시간이 이번 여행에서 가장 운이 좋은 때예요.', '{?dest}{place} 여행에서 {spot:은} 해 질 무렵에 가세요. 그때 빛이 사진에도 기분에도 제일 좋아요.', '{!dest}{spot:은} 사람 몰리기 전 이른 아침에 가 보세요. 그 시간이 이번 여행에서 가장 운이 좋은 때예요.'],
    weather: ['날씨는 대체로 맑지만 한 번쯤 흐린 때가 있어요. 작은 우산이랑 저녁 바닷바람에 입을 겉옷 하나 챙기세요.'],
  },
  zh: {
    spot: ['{?dest}到了{place}，去{spot}要趁早，人多之前的清晨是这趟旅行最幸运的时刻。', '{?dest}在{place}留一个傍晚给{spot}：那时的光线最适合拍照，也最适合心情。', '{!dest}去{spot}要趁早，人多之前的清晨是这趟旅行最幸运的时刻。'],
    weather: ['天气方面，大体晴朗，会有一段阴天：带把小伞，再带件挡晚风的外套。'],
  },
};

/** Chinese zodiac animals, Rat first, with their traditional lucky digits. */
export const zodiacAnimals: ReadonlyArray<{ match: readonly string[]; digits: readonly number[]; name: Named }> = [
  { match: ['year of the rat', '属鼠', '쥐띠', 'tuổi tý', 'tuổi tí'], digits: [2, 3], name: { en: 'Rat', ko: '쥐띠', vi: 'tuổi Tý', zh: '属鼠' } },
  { match: ['year of the ox', '属牛', '소띠', 'tuổi sửu'], digits: [1, 4], name: { en: 'Ox', ko: '소띠', vi: 'tuổi Sửu', zh: '属牛' } },
  { match: ['year of the tiger', '属虎', '호랑이띠', 'tuổi dần'], digits: [1, 3, 4], name: { en: 'Tiger', ko: '호랑이띠', vi: 'tuổi Dần', zh: '属虎' } },
  { match: ['year of the rabbit', '属兔', '토끼띠', 'tuổi mão', 'tuổi mẹo', 'tuổi mèo'], digits: [3, 4, 6], name: { en: 'Rabbit', ko: '토끼띠', vi: 'tuổi Mão', zh: '属兔' } },
  { match: ['year of the dragon', '属龙', '용띠', 'tuổi thìn'], digits: [1, 6, 7], name: { en: 'Dragon', ko: '용띠', vi: 'tuổi Thìn', zh: '属龙' } },
  { match: ['year of the snake', '属蛇', '뱀띠', 'tuổi tỵ', 'tuổi tị'], digits: [2, 8, 9], name: { en: 'Snake', ko: '뱀띠', vi: 'tuổi Tỵ', zh: '属蛇' } },
  { match: ['year of the horse', '属马', '말띠', 'tuổi ngọ'], digits: [2, 3, 7], name: { en: 'Horse', ko: '말띠', vi: 'tuổi Ngọ', zh: '属马' } },
  { match: ['year of the goat', 'year of the sheep', '属羊', '양띠', 'tuổi mùi'], digits: [2, 7], name: { en: 'Goat', ko: '양띠', vi: 'tuổi Mùi', zh: '属羊' } },
  { match: ['year of the monkey', '属猴', '원숭이띠', 'tuổi thân'], digits: [4, 9], name: { en: 'Monkey', ko: '원숭이띠', vi: 'tuổi Thân', zh: '属猴' } },
  { match: ['year of the rooster', '属鸡', '닭띠', 'tuổi dậu'], digits: [5, 7, 8], name: { en: 'Rooster', ko: '닭띠', vi: 'tuổi Dậu', zh: '属鸡' } },
  { match: ['year of the dog', '属狗', '개띠', 'tuổi tuất'], digits: [3, 4, 9], name: { en: 'Dog', ko: '개띠', vi: 'tuổi Tuất', zh: '属狗' } },
  { match: ['year of the pig', '属猪', '돼지띠', 'tuổi hợi'], digits: [2, 5, 8], name: { en: 'Pig', ko: '돼지띠', vi: 'tuổi Hợi', zh: '属猪' } },
];

/** Lines about the zodiac's numbers. Slots: {animal}, {digits}, {number}, {number2}. */
export const zodiacNumberLines: Readonly<Record<ContentLanguage, readonly string[]>> = {
  en: ['Born in the Year of the {animal}, your lucky digits are {digits}; today they line up as {number} and {number2}.', 'For a {animal}, the old lucky digits are {digits}—so take {number} and {number2}.'],
  vi: ['Người {animal} có các số hợp mệnh là {digits}; hôm nay chúng ghép thành {number} và {number2}.', 'Với {animal}, số may mắn truyền thống là {digits}—vậy hãy chọn {number} và {number2}.'],
  ko: ['{animal:은} 예로부터 {digits} 같은 숫자와 인연이 깊어요. 오늘은 {number}, {number2} 두 숫자가 좋아요.', '{animal}의 행운 숫자는 전통적으로 {digits} 쪽이에요. 그래서 오늘은 {number}, {number2} 두 숫자를 고르세요.'],
  zh: ['{animal}的人，传统的幸运数字是{digits}；今天它们组成了{number}和{number2}。', '{animal}的幸运数字是{digits}，所以今天就选{number}和{number2}。'],
};

/** A line for a lottery ticket: keep it a game. */
export const lotteryLines: Readonly<Record<ContentLanguage, readonly string[]>> = {
  en: ['Buy one ticket for the fun of it, and not a penny beyond what you planned.'],
  vi: ['Mua một tờ cho vui thôi, đừng vượt quá số tiền đã định.'],
  ko: ['복권은 재미로 한 장만, 정해 둔 돈 이상은 쓰지 마세요.'],
  zh: ['彩票买一张图个开心，别超过预算。'],
};
/** Words for a lottery. */
export const lotteryKeywords: readonly string[] = ['lottery', 'lotto', 'ticket', '로또', '복권', 'xổ số', 'vé số', '彩票', '买彩票', '双色球'];

/** Openings of a menu reading that has a condition (rain, heat, no energy…). */
export const menuOpenings: Readonly<Record<ContentLanguage, readonly string[]>> = {
  en: ['The kitchen of fate is open; here is what your luck wants to eat.', 'Your stomach asked and the stars answered.', '[Let me|Allow me to] read your lunch luck[—the spoon is already pointing somewhere.|; the answer is on a plate.]', 'Food questions are the ones the stars answer fastest.'],
  vi: ['Bếp của số phận đã mở; đây là món vận may của bạn đang thèm.', 'Bụng đã hỏi, các vì sao trả lời đây.', '[Để|Cho] mình xem vận ăn uống hôm nay[—cái muỗng đã chỉ về một hướng rồi.|; câu trả lời nằm trên đĩa.]', 'Chuyện ăn là chuyện các vì sao trả lời nhanh nhất.'],
  ko: ['운명의 주방이 열렸어요. 오늘 운이 먹고 싶어 하는 건 이거예요.', '배가 물었고, 별이 답했어요.', '[오늘의 밥운을|오늘 한 끼의 운을] 볼게요. [숟가락이 벌써 한쪽을 가리키고 있어요.|답은 접시 위에 있어요.]', '먹는 질문엔 별들이 제일 빨리 대답해요.'],
  zh: ['命运的厨房开张了，看看你的运气想吃什么。', '肚子发问，星星来答。', '[来看看|让我看看]今天的饭运[——勺子已经指向一个方向了。|，答案就在盘子里。]', '吃什么的问题，星星回答得最快。'],
};

/** A second line when the visitor also has no energy to choose. */
export const menuLazyExtra: Readonly<Record<ContentLanguage, readonly string[]>> = {
  en: ['No energy to choose? One counter, one tray, done.'],
  vi: ['Lười chọn thì cứ một quầy, một khay là xong.'],
  ko: ['고르기 귀찮으면 한 가게에서 한 그릇으로 끝내세요.'],
  zh: ['懒得挑的话，一个窗口一份就搞定。'],
};

/** Words for coffee and caffeine. */
export const caffeineKeywords: readonly string[] = ['coffee', 'coffees', 'caffeine', 'espresso', 'energy drink*', '커피', '카페인', '아메리카노', 'cà phê', 'cafe', 'nước tăng lực', '咖啡', '咖啡因', '奶茶'];

/** Health lines about coffee. */
export const caffeineLines: Readonly<Record<ContentLanguage, readonly string[]>> = {
  en: ['And the coffee: cut it to two cups, none after 2 p.m., and swap the rest for water—your sleep will thank you first.'],
  vi: ['Còn cà phê: giảm xuống hai ly, sau 2 giờ chiều thì thôi, phần còn lại thay bằng nước lọc—giấc ngủ sẽ cảm ơn bạn.'],
  ko: ['커피는 하루 두 잔까지만, 오후 2시 이후엔 물로 바꿔 보세요. 잠이 먼저 좋아져요.'],
  zh: ['咖啡减到每天两杯，下午两点以后换成白水，睡眠会先谢谢你。'],
};

/** Lucky drinks of a menu reading: warm ones for rain or cold, cool ones for heat, any otherwise. */
export const menuDrinks: Readonly<Record<'warm' | 'cool' | 'any', Readonly<Record<ContentLanguage, readonly string[]>>>> = {
  warm: {
    en: ['a hot ginger tea', 'a hot barley tea', 'a warm honey lemon'],
    vi: ['trà gừng nóng', 'trà lúa mạch nóng', 'chanh mật ong ấm'],
    ko: ['뜨거운 생강차', '따뜻한 보리차', '따뜻한 유자차'],
    zh: ['热姜茶', '热大麦茶', '热蜂蜜柠檬水'],
  },
  cool: {
    en: ['iced barley tea', 'fresh orange juice', 'a lemonade'],
    vi: ['trà lúa mạch đá', 'nước cam tươi', 'nước chanh đá'],
    ko: ['시원한 보리차', '생오렌지 주스', '레모네이드'],
    zh: ['冰大麦茶', '鲜榨橙汁', '柠檬水'],
  },
  any: {
    en: ['a hot ginger tea', 'fresh orange juice', 'a milk tea with less sugar', 'iced barley tea'],
    vi: ['trà gừng nóng', 'nước cam tươi', 'trà sữa ít đường', 'trà lúa mạch đá'],
    ko: ['뜨거운 생강차', '생오렌지 주스', '덜 단 밀크티', '시원한 보리차'],
    zh: ['热姜茶', '鲜榨橙汁', '少糖奶茶', '冰大麦茶'],
  },
};

/** Openings of a lucky-number reading for a zodiac year. Slots: {animal}. */
export const zodiacOpenings: Readonly<Record<ContentLanguage, readonly string[]>> = {
  en: ['Born in the Year of the {animal}? Then your numbers already know where to line up.', 'A {animal} asking for numbers—let me count with the old calendar.'],
  vi: ['Người {animal} hỏi số à? Vậy các con số đã tự xếp hàng rồi.', 'Để mình tính theo lịch cũ cho người {animal} nhé.'],
  ko: ['{animal:이} 숫자를 묻는군요. 옛 달력으로 세어 볼게요.', '{animal}의 숫자라면 이미 줄을 서 있어요.'],
  zh: ['{animal}的人来问数字？那数字早就排好队了。', '按老黄历，给{animal}的你算一算。'],
};
