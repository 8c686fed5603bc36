/**
 * Word bank of the chat's dish teacher (round 9b of issue 13): everyday dishes a visitor asks to learn ("mẹ bảo em nấu
 * canh chua mà em chưa nấu bao giờ", "김치찌개 어떻게 끓여요?"), each named in every language with its method in a few
 * concrete steps and one tip, so the persona answers with the dish itself rather than "the secret is patience".
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** A dish: how a visitor names it, its name, its steps and one tip in each language. */
export interface ChatDish {
  match: readonly string[];
  name: Readonly<Record<ContentLanguage, string>>;
  steps: Readonly<Record<ContentLanguage, string>>;
  tip: Readonly<Record<ContentLanguage, string>>;
}

/** Everyday dishes a visitor may ask to learn. */
export const chatDishes: Readonly<Record<string, ChatDish>> = {
  canh_chua: {
    match: ['canh chua', 'vietnamese sour soup', 'sour fish soup', '껀쭈어', '越南酸汤', '酸鱼汤'],
    name: { en: 'canh chua', vi: 'canh chua', ko: '깐쭈어(베트남식 새콤한 생선국)', zh: '越南酸鱼汤' },
    steps: {
      en: 'Simmer tamarind in a little hot water and strain it; bring a pot of water to the boil with the tamarind water, add fish pieces and cook five minutes; then pineapple, tomato wedges, okra and bean sprouts for two minutes; season with fish sauce and a little sugar until it tastes sour, sweet and salty at once, and finish with rice-paddy herb or coriander',
      vi: 'Dầm me với chút nước nóng rồi lọc lấy nước; đun sôi nồi nước với nước me, thả cá vào nấu năm phút; cho thơm, cà chua, đậu bắp, giá vào thêm hai phút; nêm nước mắm và chút đường tới khi vừa chua, vừa ngọt, vừa mặn, tắt bếp rồi thả ngò om, ngò gai',
      ko: '타마린드를 뜨거운 물에 불려 거른 물을 냄비 물과 함께 끓이고, 생선을 넣어 5분, 파인애플·토마토·오크라·숙주를 넣어 2분 더 끓인 뒤 피시소스와 설탕 조금으로 새콤달콤짭짤하게 간하고 고수를 올리면 완성',
      zh: '罗望子用热水泡开滤出酸汁，和清水一起煮开，下鱼块煮五分钟，再放菠萝、番茄、秋葵和豆芽煮两分钟，用鱼露和一点糖调到酸甜咸平衡，最后撒香菜',
    },
    tip: { en: 'Taste before the fish sauce goes in, then add it a spoon at a time', vi: 'Nêm nước mắm từng muỗng một, nếm rồi mới thêm', ko: '피시소스는 한 숟가락씩 맛보면서 넣기', zh: '鱼露一勺一勺加，边尝边调' },
  },
  kimchi_stew: {
    match: ['kimchi stew', 'kimchi jjigae', '김치찌개', 'canh kim chi', 'lẩu kim chi', '泡菜汤', '泡菜锅'],
    name: { en: 'kimchi stew', vi: 'canh kim chi', ko: '김치찌개', zh: '泡菜汤' },
    steps: {
      en: 'Fry a handful of sliced pork with well-fermented kimchi in a pot for five minutes; pour in water just to cover, add a spoon of gochugaru and a little kimchi juice and boil ten minutes; add tofu and spring onion for the last three',
      vi: 'Xào thịt ba chỉ thái mỏng với kim chi chua trong nồi năm phút; đổ nước vừa ngập, thêm một muỗng ớt bột và chút nước kim chi, nấu sôi mười phút; ba phút cuối cho đậu hũ và hành lá',
      ko: '돼지고기와 잘 익은 김치를 냄비에 5분 볶고, 물을 자작하게 부어 고춧가루 한 숟가락과 김치 국물 조금 넣고 10분 끓이고, 마지막 3분에 두부와 대파를 넣으면 완성',
      zh: '五花肉片和发酸的泡菜在锅里炒五分钟，加水刚好没过，放一勺辣椒粉和一点泡菜汁煮十分钟，最后三分钟放豆腐和葱',
    },
    tip: { en: 'The sourer the kimchi, the better the stew', vi: 'Kim chi càng chua thì canh càng ngon', ko: '김치는 푹 익은 신 김치로', zh: '泡菜越酸越好吃' },
  },
  tomato_egg: {
    match: ['tomato egg stir-fry', 'tomato and egg', '番茄炒蛋', '西红柿炒鸡蛋', 'trứng xào cà chua', 'cà chua xào trứng', '토마토 달걀볶음', '토마토 계란볶음'],
    name: { en: 'tomato and egg stir-fry', vi: 'trứng xào cà chua', ko: '토마토 달걀볶음', zh: '番茄炒蛋' },
    steps: {
      en: 'Beat three eggs with a pinch of salt and scramble them softly in hot oil, then take them out; fry two tomato wedges until they go soft and juicy, add a pinch of sugar, return the eggs and toss for thirty seconds',
      vi: 'Đánh ba quả trứng với chút muối, chiên mềm trong dầu nóng rồi múc ra; xào hai quả cà chua bổ múi tới khi mềm ra nước, thêm chút đường, cho trứng vào đảo ba mươi giây',
      ko: '달걀 세 개에 소금 한 꼬집 넣고 풀어 뜨거운 기름에 부드럽게 익혀 덜어 두고, 토마토 두 개를 웨지로 썰어 물이 나올 때까지 볶다가 설탕 한 꼬집, 달걀을 다시 넣고 30초 섞으면 완성',
      zh: '三个鸡蛋加一小撮盐打散，热油炒到半凝固盛出；两个番茄切块炒到出汁变软，加一小撮糖，鸡蛋倒回去翻三十秒',
    },
    tip: { en: 'Take the eggs out while they are still a little wet', vi: 'Múc trứng ra khi còn hơi ướt', ko: '달걀은 살짝 덜 익었을 때 덜어 두기', zh: '鸡蛋还有点嫩的时候就盛出来' },
  },
  pancakes: {
    match: ['pancakes', 'pancake', 'bánh kếp', 'pancake', '팬케이크', '松饼', '煎饼'],
    name: { en: 'pancakes', vi: 'bánh pancake', ko: '팬케이크', zh: '松饼' },
    steps: {
      en: 'Whisk one cup of flour, two teaspoons of baking powder, a spoon of sugar and a pinch of salt; add one egg, one cup of milk and two spoons of melted butter and stir just until combined; cook ladlefuls on a medium pan until bubbles pop on top, then flip for one more minute',
      vi: 'Trộn một chén bột mì, hai thìa bột nở, một thìa đường, chút muối; thêm một quả trứng, một chén sữa, hai thìa bơ chảy, khuấy vừa quyện; múc từng vá lên chảo lửa vừa, khi mặt nổi bọt thì lật, thêm một phút',
      ko: '밀가루 한 컵, 베이킹파우더 두 작은술, 설탕 한 숟가락, 소금 조금을 섞고 달걀 하나, 우유 한 컵, 녹인 버터 두 숟가락을 넣어 대충만 섞고, 중불 팬에 한 국자씩 올려 위에 기포가 터지면 뒤집어 1분 더 구우면 완성',
      zh: '一杯面粉、两小勺泡打粉、一勺糖、一点盐拌匀，加一个鸡蛋、一杯牛奶、两勺融化黄油，搅到刚好混合；中火一勺一勺下锅，表面冒泡就翻面再煎一分钟',
    },
    tip: { en: 'Lumps in the batter are fine; overmixing makes them tough', vi: 'Bột còn lợn cợn cũng được, khuấy kỹ quá bánh sẽ dai', ko: '반죽은 덩어리가 좀 남아도 그대로 두기, 많이 저으면 질겨짐', zh: '面糊有小疙瘩没关系，搅过头会变硬' },
  },
  braised_pork: {
    match: ['thịt kho', 'thịt kho trứng', 'thịt kho tàu', 'caramelized pork', 'braised pork belly', '红烧肉', '돼지고기 조림', '동파육'],
    name: { en: 'caramelized braised pork', vi: 'thịt kho', ko: '돼지고기 조림', zh: '红烧肉' },
    steps: {
      en: 'Cut pork belly into chunks and blanch them two minutes; melt two spoons of sugar in the pot until amber, toss the pork in it, add fish sauce or soy sauce, then coconut water or water to cover and simmer forty-five minutes with the lid ajar; add boiled eggs for the last twenty',
      vi: 'Thịt ba chỉ cắt miếng, chần hai phút; thắng hai thìa đường tới màu cánh gián, cho thịt vào đảo, nêm nước mắm, đổ nước dừa ngập thịt, hé nắp kho lửa nhỏ bốn mươi lăm phút; hai mươi phút cuối cho trứng luộc vào',
      ko: '삼겹살을 큼직하게 썰어 2분 데치고, 냄비에 설탕 두 숟가락을 갈색이 될 때까지 녹여 고기를 버무린 뒤 간장(또는 피시소스)과 물을 자작하게 부어 45분 약불에 조리고, 마지막 20분에 삶은 달걀을 넣으면 완성',
      zh: '五花肉切块焯水两分钟；锅里两勺糖炒到琥珀色，下肉翻匀上色，加酱油，加水没过肉，半盖锅盖小火炖四十五分钟，最后二十分钟放煮鸡蛋',
    },
    tip: { en: 'Pull the sugar off the heat the moment it turns amber; a few seconds more and it goes bitter', vi: 'Đường vừa chuyển màu cánh gián là cho thịt vào ngay, để lâu sẽ đắng', ko: '설탕이 갈색이 되는 순간 바로 고기 넣기, 몇 초만 늦어도 씀', zh: '糖一变琥珀色马上下肉，晚几秒就苦了' },
  },
  miso_soup: {
    match: ['miso soup', 'canh miso', 'súp miso', '된장국', '味噌汤'],
    name: { en: 'miso soup', vi: 'canh miso', ko: '미소된장국', zh: '味噌汤' },
    steps: {
      en: 'Heat four cups of dashi or light stock, add cubed tofu and a little wakame for two minutes, turn the heat right down and whisk in three spoons of miso through a ladle; top with spring onion and serve before it boils',
      vi: 'Đun nóng bốn chén nước dashi hoặc nước dùng nhạt, cho đậu hũ cắt hạt lựu và chút rong biển vào hai phút, hạ lửa nhỏ rồi hòa ba thìa miso qua vá; rắc hành lá, tắt bếp trước khi sôi lại',
      ko: '다시 육수 네 컵을 데워 깍둑 썬 두부와 미역을 넣고 2분, 불을 줄이고 국자에 미소 세 숟가락을 풀고, 파를 올려 다시 끓기 전에 불을 끄면 완성',
      zh: '四杯日式高汤加热，放豆腐丁和一点裙带菜煮两分钟，转小火用汤勺化开三勺味噌，撒葱花，别再煮开',
    },
    tip: { en: 'Miso never boils, or it loses its aroma', vi: 'Miso đừng để sôi, mất mùi thơm', ko: '미소는 절대 끓이지 않기, 향이 날아감', zh: '味噌一煮开就不香了' },
  },
};

/** Registers of the dish lines. */
export type DishRegister = 'en' | 'vi' | 'zh' | 'koPolite' | 'koPlain';

/** Lines around the method. Slots: {dish}, {steps}, {tip}, {occasion}. Flags: first (never made it), occasion. */
export const dishLines: Readonly<Record<DishRegister, Readonly<Record<'open' | 'steps' | 'tip' | 'ask', readonly string[]>>>> = {
  en: {
    open: ['{?first}{dish:cap} for the first time? [Good choice|It is easier than it sounds]{?occasion}, and it will do {occasion} proud.', '{!first}{dish:cap}? [Good choice|Here is how].'],
    steps: ['{steps}.'],
    tip: ['One tip: {tip:low}.'],
    ask: ['How many people are you cooking for?'],
  },
  vi: {
    open: ['{?first}Lần đầu nấu {dish} hả? [Không khó như em nghĩ đâu|Chọn món hay đó]{?occasion}, {occasion} có món này là tròn.', '{!first}{dish:cap} hả? [Làm thế này nè|Dễ thôi].'],
    steps: ['{steps}.'],
    tip: ['Mẹo nhỏ: {tip:low}.'],
    ask: ['Nấu cho mấy người vậy?'],
  },
  zh: {
    open: ['{?first}第一次做{dish}？[没你想的难|选得好]{?occasion}，{occasion}端上这道很体面。', '{!first}{dish}？[这样做|很简单]。'],
    steps: ['{steps}。'],
    tip: ['小窍门：{tip}。'],
    ask: ['要做几个人的份？'],
  },
  koPolite: {
    open: ['{?first}{dish} 처음 만들어요? [생각보다 어렵지 않아요|잘 골랐어요].', '{!first}{dish}요? [이렇게 하면 돼요|쉬워요].'],
    steps: ['{steps}.'],
    tip: ['팁 하나: {tip}.'],
    ask: ['몇 명이 먹을 거예요?'],
  },
  koPlain: {
    open: ['{?first}{dish} 처음 만들어? [생각보다 안 어려워|잘 골랐어].', '{!first}{dish}? [이렇게 하면 돼|쉬워].'],
    steps: ['{steps}.'],
    tip: ['팁 하나: {tip}.'],
    ask: ['몇 명이 먹을 거야?'],
  },
};

/** Occasions a dish is cooked for, named in each language. */
export const dishOccasions: Readonly<Record<string, { match: readonly string[]; name: Readonly<Record<ContentLanguage, string>> }>> = {
  memorial: { match: ['giỗ', 'đám giỗ', '제사', '忌日', 'memorial'], name: { en: 'the memorial meal', vi: 'mâm giỗ', ko: '제사상', zh: '祭日' } },
  birthday: { match: ['birthday', 'sinh nhật', '생일', '생신', '生日'], name: { en: 'the birthday', vi: 'bữa sinh nhật', ko: '생일상', zh: '生日' } },
  holiday: { match: ['tết', 'new year', 'christmas', '설날', '추석', '过年', '年夜饭'], name: { en: 'the holiday', vi: 'ngày Tết', ko: '명절', zh: '过节' } },
};
