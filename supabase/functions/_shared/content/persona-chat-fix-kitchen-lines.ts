/**
 * Word bank of the kitchen-rescue shape (round 10 of issue 13): per problem (too salty, scorched, stuck, too spicy…),
 * how it is said in each language, the first fix (Korean as a register-free note ending in -기) and the chef's further
 * steps (Korean in the chef's 반말).
 */

/** Problems a dish can have. */
export type KitchenProblem = 'salty' | 'burned' | 'stuck' | 'spicy' | 'bland' | 'watery' | 'thick' | 'overcooked' | 'undercooked' | 'greasy' | 'sour' | 'sweet' | 'split';

/** One problem: how it is recognised, named and fixed, per language. */
export interface KitchenProblemLines {
  match: RegExp;
  /** Said back: en "too salty", vi "mặn quá", ko "너무 짜게 됐다고", zh "太咸了". */
  said: Readonly<Record<'en' | 'vi' | 'ko' | 'zh', string>>;
  /** The first fix: an imperative clause (en, vi, zh) or a note ending in -기 (ko). */
  fix: Readonly<Record<'en' | 'vi' | 'ko' | 'zh', string>>;
  /** The chef's further steps (ko in 반말). */
  more: Readonly<Record<'en' | 'vi' | 'ko' | 'zh', string>>;
}

/** Every problem the shape knows. */
export const kitchenProblems: Readonly<Record<KitchenProblem, KitchenProblemLines>> = {
  salty: {
    match: /\b(?:too|so|way too|really|super|very) salty\b|\bover-?salted\b|\btoo much salt\b|(?:mặn quá|quá mặn|bị mặn|mặn chát|mặn (?:đắng|khé)|lỡ tay (?:nêm|cho) (?:mặn|nhiều muối))|(?:너무 짜|짜게 (?:됐|되)|짜졌|(?<![진가])짜요|짜서 (?:못|먹)|간이 (?:너무 )?세)|(?:太咸|咸了|好咸|齁咸|盐放多|盐放太多|咸死)/iu,
    said: { en: 'too salty', vi: 'mặn quá', ko: '너무 짜게 됐다고', zh: '太咸了' },
    fix: {
      en: 'add unsalted liquid (water or plain stock) and more of the unsalted ingredients, then simmer five minutes',
      vi: 'thêm nước lọc hoặc nước dùng chưa nêm, cho thêm phần nguyên liệu chưa nêm (rau, đậu, thịt) rồi đun thêm năm phút',
      ko: '물이나 간 안 한 육수를 붓고, 두부·애호박·무처럼 간 없는 건더기를 더 넣어 5분 끓이기',
      zh: '加清水或不加盐的高汤，再多放些没调味的配料（豆腐、青菜、土豆），小火煮五分钟',
    },
    more: {
      en: "A squeeze of lemon or a pinch of sugar takes the edge off what's left. No more soy sauce, stock cubes or salt until you've tasted it again.",
      vi: 'Vắt chút chanh hoặc thêm một nhúm đường sẽ làm vị mặn dịu lại. Đừng nêm thêm nước mắm hay hạt nêm cho tới khi nếm lại.',
      ko: '그래도 짜면 설탕 한 꼬집이나 식초 몇 방울로 짠맛을 눌러. 다시 맛보기 전까진 간장이나 소금은 더 넣지 마.',
      zh: '还咸的话，加一点糖或几滴醋能压住咸味。尝过之前，别再放盐和酱油。',
    },
  },
  burned: {
    match: /\b(?:burn(?:ed|t)|scorch(?:ed)?|charred)\b(?! out\b)(?! (?:my|his|her|your) (?:hand|finger|arm|tongue|mouth|lips?)\b)|(?:khét|(?<![\p{L}])khê(?![\p{L}])|cháy (?:đáy|nồi|khét|đen|sém)|bị cháy)|(?:(?:이|가) (?:다 |좀 |완전 |새까맣게 |홀랑 )?탔|타 버렸|타버렸|탄 냄새|태워 먹|태웠)|(?:糊了|烧焦|焦了|糊底|锅底糊|烧糊|煮糊|炒糊)/iu,
    said: { en: 'burned at the bottom', vi: 'bị khét đáy', ko: '바닥이 탔다고', zh: '糊底了' },
    fix: {
      en: "don't stir or scrape; spoon the good top part into a clean pot and leave the dark layer behind",
      vi: 'đừng khuấy, đừng cạo đáy; múc nhẹ phần bên trên sang nồi sạch, bỏ lại lớp khét',
      ko: '젓지도 긁지도 말고, 위쪽 멀쩡한 부분만 살살 떠서 깨끗한 냄비로 옮기기',
      zh: '别搅也别铲底，把上面没糊的部分轻轻盛到干净的锅里，糊的那层留在原锅',
    },
    more: {
      en: 'If the top smells a little smoky, lay a slice of bread or half an onion on it, put the lid on for ten minutes, then throw that away. Fill the burned pot with hot water and a spoon of baking soda and let it soak.',
      vi: 'Nếu phần trên hơi ám mùi khét, đặt một lát bánh mì hoặc nửa củ hành lên trên, đậy nắp mười phút rồi bỏ ra. Nồi cháy thì ngâm nước nóng với một thìa baking soda.',
      ko: '탄 냄새가 좀 배었으면 식빵 한 장이나 반 자른 양파를 위에 올리고 뚜껑 덮어 10분 뒀다가 빼. 탄 냄비는 뜨거운 물에 베이킹소다 한 숟갈 풀어서 불려 둬.',
      zh: '上面要是有点焦味，放一片面包或半个洋葱盖上锅盖焖十分钟再拿掉。糊锅加热水和一勺小苏打泡着就好刷了。',
    },
  },
  stuck: {
    match: /\b(?:stuck|sticking|glued) (?:to|on) the (?:pan|pot|bottom|tray|wok)\b|(?:dính (?:chảo|nồi|đáy|hết)|bị dính)|(?:눌어붙|들러붙|달라붙)|(?:粘锅|粘底|粘在锅)/iu,
    said: { en: 'stuck to the pan', vi: 'bị dính chảo', ko: '바닥에 눌어붙었다고', zh: '粘锅了' },
    fix: {
      en: 'take the pan off the heat, scoop out everything that comes away easily, then add a splash of water to the stuck layer, cover for two minutes and let the steam loosen it',
      vi: 'nhấc chảo khỏi bếp, xúc phần còn tơi ra trước, rồi rưới chút nước vào lớp bị dính, đậy nắp hai phút cho hơi nước làm bong ra',
      ko: '불 끄고 잘 떨어지는 것부터 먼저 덜어 낸 다음, 눌어붙은 데에 물 조금 붓고 뚜껑 덮어 2분 불리기',
      zh: '先关火，把能轻松铲起来的部分盛出来，再往粘住的那层淋一点水，盖上锅盖焖两分钟让它松开',
    },
    more: {
      en: "The crusty bits aren't a loss: crisped in a little oil they're the best part. Next time, heat the pan and the oil properly before the food goes in, and don't move it for the first minute.",
      vi: 'Phần dính giòn đừng bỏ: áp chảo thêm chút dầu là thành miếng giòn ngon nhất. Lần sau nhớ làm nóng chảo và dầu thật kỹ rồi mới cho đồ vào.',
      ko: '눌어붙은 것도 아까워할 필요 없어. 기름 살짝 둘러 한 번 더 지지면 누룽지처럼 바삭해서 제일 맛있어. 다음엔 팬이랑 기름을 충분히 달군 다음에 넣고, 처음 1분은 건드리지 마.',
      zh: '粘底的那层别扔，加点油再煎一下就是香脆的锅巴。下次先把锅和油烧热再下料，头一分钟别翻。',
    },
  },
  spicy: {
    match: /\b(?:too|so|way too|really|super|insanely) (?:spicy|hot)\b(?! (?:outside|today|weather))|\btoo much chil(?:i|li)\b|(?:cay quá|quá cay|cay xé|bị cay|cay muốn)|(?:너무 매|맵게 됐|매워서 (?:못|먹)|엄청 매워)|(?:太辣|辣得|辣过头|辣死|放辣椒放多)/iu,
    said: { en: 'too spicy', vi: 'cay quá', ko: '너무 맵다고', zh: '太辣了' },
    fix: {
      en: 'stretch it with more of the mild base (beans, tomatoes, stock, or plain rice to serve it on) and stir in something creamy like yogurt, sour cream or coconut milk',
      vi: 'pha loãng bằng thêm phần nguyên liệu không cay (cà chua, nước dùng, đậu) và khuấy vào chút nước cốt dừa, sữa hoặc sữa chua',
      ko: '맵지 않은 재료(육수, 감자, 양배추, 두부)를 더 넣어 양을 늘리고, 우유나 코코넛밀크를 조금 섞기',
      zh: '多加不辣的料（番茄、高汤、土豆、豆腐）把量撑开，再拌进一点牛奶、椰浆或酸奶',
    },
    more: {
      en: 'A little sugar and a squeeze of lime calm the heat too. Serve it with something cold and creamy on the side (yogurt, sour cream, cucumber) so everyone can cool their own plate.',
      vi: 'Thêm chút đường và vắt ít chanh cũng làm dịu vị cay. Dọn kèm cơm trắng, dưa leo hay sữa chua để ai ăn cũng tự làm mát được.',
      ko: '설탕이나 꿀을 아주 조금 넣어도 매운맛이 순해져. 달걀찜이나 오이, 흰밥을 같이 내면 먹는 사람이 알아서 식힐 수 있어.',
      zh: '放一点糖、挤几滴柠檬也能压辣。配白米饭、黄瓜或酸奶一起上，谁觉得辣谁自己降温。',
    },
  },
  bland: {
    match: /\bbland\b|\btasteless\b|\bflavou?rless\b|\bno flavou?r\b|\btastes? like (?:nothing|water|cardboard)\b|(?:nhạt (?:quá|nhẽo|thếch|toẹt)|bị nhạt|quá nhạt|chẳng có vị|không có vị)|(?:싱거|밍밍|아무 맛(?:도|이) 안)|(?:没味|太淡|淡了|淡而无味|没有味道|寡淡)/iu,
    said: { en: 'bland', vi: 'nhạt quá', ko: '싱겁다고', zh: '没什么味道' },
    fix: {
      en: 'season in small steps with a pinch of salt, a splash of lemon or vinegar and a little soy sauce, tasting after each',
      vi: 'nêm từng chút muối hoặc nước mắm, thêm vài giọt chanh, nếm lại sau mỗi lần',
      ko: '소금이나 국간장을 조금씩 넣고, 식초나 레몬즙 몇 방울 더한 뒤 넣을 때마다 맛보기',
      zh: '少量多次地加一小撮盐或一点生抽，再加几滴醋或柠檬汁，每加一次尝一口',
    },
    more: {
      en: 'If it still tastes flat, fry some garlic or spices in a little oil and stir that in at the end. Fresh herbs on top do the rest.',
      vi: 'Vẫn nhạt thì phi thơm ít tỏi hay hành trong chút dầu rồi trút vào cuối. Rắc thêm rau thơm là món sống lại.',
      ko: '그래도 밍밍하면 마늘이나 파를 기름에 따로 볶아서 마지막에 부어. 향이 확 살아나.',
      zh: '还是寡淡的话，用一点油把蒜末、葱花爆香，最后浇进去，味道马上就出来了。',
    },
  },
  watery: {
    match: /\bwatery\b|\btoo (?:runny|thin)\b|\bsoupy\b|\brunny\b|(?:loãng (?:quá|toẹt|ơi)|bị loãng|quá loãng|nhiều nước quá|toàn nước)|(?:너무 묽|묽어|물이 너무 많|물이 많아)|(?:太稀|稀了|水放多|水太多|汤太多)/iu,
    said: { en: 'too watery', vi: 'bị loãng', ko: '너무 묽다고', zh: '太稀了' },
    fix: {
      en: 'take the lid off and let it simmer hard for ten minutes to cook the extra water away',
      vi: 'mở nắp, đun sôi liu riu thêm mười phút cho bớt nước',
      ko: '뚜껑 열고 센 불에서 10분쯤 졸여 물기 날리기',
      zh: '打开锅盖，大火收十分钟，把多余的水分收掉',
    },
    more: {
      en: 'Short on time? Stir in a spoon of cornstarch mixed with cold water and bring it back to a boil. Taste again afterwards, since reducing concentrates the salt.',
      vi: 'Gấp thì hòa một thìa bột năng hoặc bột bắp với chút nước lạnh, đổ vào rồi đun sôi lại. Nếm lại sau khi cô, vì nước cạn thì vị sẽ đậm lên.',
      ko: '급하면 전분 한 숟갈을 찬물에 풀어 넣고 다시 한 번 끓여. 졸이면 간이 세지니까 마지막에 꼭 다시 맛봐.',
      zh: '赶时间就用一勺淀粉加冷水调成水淀粉，倒进去再烧开。收完汁味道会变重，最后再尝一下。',
    },
  },
  thick: {
    match: /\btoo thick\b|\bgloopy\b|\bgluey\b|\blike (?:cement|glue|paste)\b|(?:đặc quá|quá đặc|sệt quá|đặc sệt)|(?:너무 되직|되직해|뻑뻑해|너무 뻑뻑)|(?:太稠|稠了|太黏了)/iu,
    said: { en: 'too thick', vi: 'đặc quá', ko: '너무 되직하다고', zh: '太稠了' },
    fix: {
      en: 'loosen it a little at a time with hot water, stock or milk, stirring between each splash',
      vi: 'thêm từng chút nước nóng, nước dùng hoặc sữa, khuấy đều sau mỗi lần',
      ko: '뜨거운 물이나 육수, 우유를 조금씩 부어 가며 저어서 풀기',
      zh: '一点一点加热水、高汤或牛奶，每加一次搅匀',
    },
    more: {
      en: "Add less than you think and wait a minute: it thins as it heats. Taste at the end, since you've diluted the seasoning a little.",
      vi: 'Thêm ít hơn bạn nghĩ rồi đợi một phút, vì đun lên nó còn loãng thêm. Cuối cùng nếm lại vì vị đã nhạt đi chút.',
      ko: '생각보다 적게 넣고 1분 기다려 봐. 데워지면서 더 묽어지거든. 간이 좀 옅어졌을 테니 마지막에 맛보고.',
      zh: '宁少勿多，加完等一分钟，加热后还会再稀一点。味道被冲淡了，最后记得再尝。',
    },
  },
  overcooked: {
    match: /\bover-?cooked\b|\boverdone\b|\bdried out\b|\brubbery\b|\bmushy\b|\bsoggy\b|\btough as\b|(?:chín quá|nhừ quá|nát bét|bở quá|khô quá|dai nhách)|(?:너무 익|퍼졌|불어 버렸|질겨졌|너무 질겨|흐물흐물)|(?:煮过头|煮烂了|炖烂了|太老了|坨了|太柴|柴了)/iu,
    said: { en: 'overcooked', vi: 'bị chín quá', ko: '너무 익어 버렸다고', zh: '煮过头了' },
    fix: {
      en: "take it off the heat now so it stops cooking, and if it's meat, slice it thin and spoon some sauce or warm stock over it",
      vi: 'tắt bếp ngay cho nó khỏi chín thêm; nếu là thịt thì thái mỏng rồi rưới nước sốt hoặc nước dùng ấm lên',
      ko: '바로 불에서 내려 더 익지 않게 하고, 고기면 얇게 썰어 소스나 따뜻한 육수를 끼얹기',
      zh: '马上离火别再煮；如果是肉，切薄片，浇上酱汁或热高汤',
    },
    more: {
      en: "Soft vegetables or pasta make a good soup or a bake: blend them, or top with cheese and grill. Nobody will know it wasn't the plan.",
      vi: 'Rau hay mì bị nhừ thì xay thành súp hoặc rắc phô mai nướng lại, ai ăn cũng tưởng món chủ ý.',
      ko: '퍼진 면이나 물러진 채소는 죽이나 수프로 바꾸면 돼. 갈아서 끓이거나 치즈 올려 구우면 원래 계획이었던 척할 수 있어.',
      zh: '面或菜煮烂了就改成汤或粥，打碎了煮，或者铺上芝士烤一下，谁都看不出来不是故意的。',
    },
  },
  undercooked: {
    match: /\bunder-?cooked\b|\bstill raw\b|\braw in the (?:middle|centre|center)\b|\bnot cooked through\b|\bstill (?:hard|crunchy)\b|\bpink in the middle\b|(?:chưa chín|còn sống|sống ở giữa|bị sống)|(?:덜 익|설익|생쌀|안 익었|밥이 설)|(?:没熟|不熟|夹生|半生不熟)/iu,
    said: { en: 'undercooked', vi: 'chưa chín', ko: '덜 익었다고', zh: '还没熟' },
    fix: {
      en: 'give it ten more minutes, covered on low heat with a splash of water if it is on the stove, or back in a slightly cooler oven under loose foil if it is baked',
      vi: 'nấu thêm mười phút, món trên bếp thì để lửa nhỏ, thêm chút nước, đậy nắp; món nướng thì cho lại vào lò hạ nhiệt một chút, phủ hờ giấy bạc',
      ko: '10분 더 익히기. 냄비 요리면 약불에 물 조금 두르고 뚜껑 덮어서, 오븐 요리면 온도를 조금 낮추고 포일을 살짝 덮어서',
      zh: '再加热十分钟，锅里的就加一点水、盖上锅盖小火焖；烤的就放回烤箱，温度调低一点，松松盖一层锡纸',
    },
    more: {
      en: 'For meat, cut into the thickest piece and cook until the middle is no longer pink. Rice that is still hard gets two or three spoons of water, a lid, and ten minutes on the lowest heat.',
      vi: 'Thịt thì cắt miếng dày nhất ra xem, nấu tới khi giữa không còn hồng. Cơm còn sống thì rưới hai ba thìa nước, đậy kín, để lửa nhỏ nhất mười phút.',
      ko: '고기는 제일 두꺼운 걸 잘라서 속까지 분홍빛이 없어질 때까지 익혀. 밥이 설었으면 물 두세 숟갈 두르고 뚜껑 덮어 제일 약한 불에 10분.',
      zh: '肉的话切开最厚的那块看看，中间不再发粉才算熟。米饭夹生就洒两三勺水，盖严，最小火焖十分钟。',
    },
  },
  greasy: {
    match: /\bgreasy\b|\btoo oily\b|\bswimming in oil\b|\bso much oil\b|(?:ngấy quá|bị ngấy|nhiều dầu quá|nhiều mỡ quá|dầu mỡ quá)|(?:너무 느끼|느끼해|기름이 너무|기름져|기름 범벅)|(?:太油|油腻|油太多|油放多)/iu,
    said: { en: 'too greasy', vi: 'ngấy dầu quá', ko: '너무 느끼하다고', zh: '太油了' },
    fix: {
      en: 'tilt the pan and spoon the fat off the top, or blot it with a paper towel',
      vi: 'nghiêng nồi, hớt bớt lớp dầu mỡ bên trên hoặc thấm bằng giấy ăn',
      ko: '냄비를 기울여 위에 뜬 기름을 숟가락으로 걷어 내거나 키친타월로 찍어 내기',
      zh: '把锅斜一下，用勺子撇掉上面的浮油，或者用厨房纸吸掉',
    },
    more: {
      en: "Then a squeeze of lemon or a splash of vinegar cuts through what's left, and something fresh on the side (a crisp salad, pickles) helps a lot.",
      vi: 'Sau đó vắt chút chanh hoặc thêm giấm cho đỡ ngấy, ăn kèm rau sống hay dưa chua là vừa.',
      ko: '그다음 식초나 레몬즙을 조금 넣으면 느끼함이 잡혀. 김치나 피클 같은 새콤한 걸 곁들이면 더 좋고.',
      zh: '再加几滴醋或柠檬汁解腻，配点泡菜、凉拌黄瓜这种清爽的更好。',
    },
  },
  sour: {
    match: /\btoo (?:sour|tart|tangy|acidic)\b|\bso sour\b|(?:chua quá|quá chua|chua lè|bị chua)|(?:너무 셔|너무 시어|너무 시큼|시어졌|셔서 (?:못|먹))|(?:太酸|酸死|酸得)/iu,
    said: { en: 'too sour', vi: 'chua quá', ko: '너무 시다고', zh: '太酸了' },
    fix: {
      en: 'balance it with a little sweetness (a pinch of sugar or honey) and a little fat (butter, cream or oil), then taste',
      vi: 'cân lại bằng chút ngọt (một nhúm đường) và chút béo (dầu, bơ, nước cốt dừa), rồi nếm lại',
      ko: '설탕이나 꿀 한 꼬집, 버터나 기름 조금으로 신맛 잡고 맛보기',
      zh: '加一小撮糖或一点蜂蜜，再加一点油或黄油把酸味压住，然后尝一下',
    },
    more: {
      en: 'If it is still sharp, add more of the base (stock, tomatoes, water) to dilute it. In a tomato sauce, a pinch of baking soda also neutralises acid, but only a pinch.',
      vi: 'Vẫn chua gắt thì thêm nước dùng hoặc nguyên liệu chính cho loãng ra. Một nhúm baking soda cũng trung hòa vị chua, nhưng chỉ một nhúm thôi.',
      ko: '그래도 시면 육수나 주재료를 더 넣어 희석해. 토마토소스라면 베이킹소다 한 꼬집도 신맛을 잡아 주는데, 진짜 한 꼬집만.',
      zh: '还是酸就多加点高汤或主料冲淡。番茄类的酱汁放一小撮小苏打也能中和，但只能一小撮。',
    },
  },
  sweet: {
    match: /\btoo sweet\b|\bsickly sweet\b|\bway too sugary\b|(?:ngọt quá|quá ngọt|ngọt lịm|ngọt khé|bị ngọt)|(?:너무 달아|너무 달게|달아서 (?:못|먹)|달게 됐|너무 달다|너무 단(?!단))|(?:太甜|甜过头|甜得发腻|糖放多)/iu,
    said: { en: 'too sweet', vi: 'ngọt quá', ko: '너무 달다고', zh: '太甜了' },
    fix: {
      en: 'add a tiny pinch of salt and a squeeze of lemon to balance the sugar, then taste',
      vi: 'cân lại vị ngọt bằng một nhúm muối nhỏ và vài giọt chanh, rồi nếm',
      ko: '소금 한 꼬집에 레몬즙이나 식초 몇 방울로 단맛 균형 맞추고 맛보기',
      zh: '别硬压甜味，用一小撮盐和几滴柠檬汁把味道平衡过来，再尝一下',
    },
    more: {
      en: 'Still too sweet? Make a small batch without sugar and mix the two. A dessert also tastes less sweet served colder, or with something plain (unsweetened cream, plain yogurt, crushed ice).',
      vi: 'Vẫn ngọt quá thì nấu thêm một phần không đường rồi trộn chung. Món chè, món tráng miệng thì để lạnh hơn hoặc ăn kèm đá bào, nước cốt dừa không đường, sẽ đỡ ngọt.',
      ko: '그래도 달면 설탕 없이 조금 더 만들어서 섞어. 디저트면 차갑게 내거나 무가당 요거트, 얼음이랑 같이 내면 덜 달게 느껴져.',
      zh: '还是太甜就不放糖再做一份兑进去。甜品的话冰一点再吃，或者配无糖的酸奶、碎冰，会显得没那么甜。',
    },
  },
  split: {
    match: /\b(?:sauce|gravy|mayo|mayonnaise|custard|hollandaise|ganache|dressing|buttercream) (?:has |have |just )?(?:split|curdled|separated|broke)\b|\bcurdled\b|(?:bị tách (?:dầu|nước|lớp)|tách lớp|bị vón cục|vón cục)|(?:분리됐|분리돼|분리되어|덩어리졌)|(?:油水分离|分离了|结块了|起疙瘩)/iu,
    said: { en: 'split', vi: 'bị tách', ko: '분리됐다고', zh: '油水分离了' },
    fix: {
      en: 'take it off the heat, then whisk in a spoon of cold water or cream at a time until it comes back together',
      vi: 'nhấc khỏi bếp, đánh vào từng thìa nước lạnh hoặc kem tươi cho tới khi sốt quyện lại',
      ko: '불에서 내리고 찬물이나 생크림을 한 숟갈씩 넣어 가며 다시 엉길 때까지 세게 젓기',
      zh: '先离火，一勺一勺加冷水或淡奶油，用力搅到重新融合',
    },
    more: {
      en: "If it won't, put a fresh egg yolk or a little cream in a clean bowl and whisk the split sauce into it slowly. Keep the heat low from here on.",
      vi: 'Không được thì lấy bát sạch, cho một lòng đỏ trứng hoặc chút kem mới, rồi đổ từ từ phần sốt bị tách vào vừa đổ vừa đánh. Từ giờ giữ lửa nhỏ thôi.',
      ko: '그래도 안 되면 깨끗한 그릇에 노른자 하나나 생크림 조금을 넣고, 분리된 소스를 조금씩 부으며 저어. 이제부턴 불을 약하게.',
      zh: '还不行就另拿干净的碗，放一个蛋黄或一点奶油，把分离的酱慢慢倒进去边倒边搅。之后一直用小火。',
    },
  },
};
