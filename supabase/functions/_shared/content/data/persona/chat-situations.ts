/**
 * Situations a chat message can describe (a theft, a cold, a fight, an interview, a move…), with keywords in the four
 * languages, and the words that fill their slots: {person} (who is involved), {pet}, {thing} (what was stolen or lost),
 * {shop} (what the visitor wants to open), {ingredients} and {recipe} (what is in the fridge and what to cook with it),
 * {dish} (the dish the visitor wants to learn, in their own words).
 * Keywords follow keyword-match.ts (whole words and morphemes; `*` marks a stem).
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** The situations, most specific first (a tie in the ranking goes to the one listed first). */
export const chatSituations = [
  'theft', 'lost_item', 'family_hospital', 'pet_sick', 'pet_news', 'breakup', 'fight', 'silence', 'boss_trouble', 'setback', 'interview', 'exam',
  'open_shop', 'job_change', 'moving', 'insomnia', 'sick', 'birthday', 'recipe_request', 'cooking', 'memory',
] as const;
/** A situation a chat message describes. */
export type ChatSituation = (typeof chatSituations)[number];

/**
 * Keywords per situation. `family_hospital`, `pet_sick` and `pet_news` are also derived in code (a relative or a pet
 * with a hospital or an illness word), `cooking` from ingredients with a fridge or a food question, `recipe_request`
 * from a request to learn a dish (see dishRequestPatterns).
 */
export const situationKeywords: Readonly<Record<ChatSituation, readonly string[]>> = {
  theft: [
    'stole', 'stolen', 'steal', 'robbed', 'thief', 'thieves', 'burglar*', 'pickpocket*', 'break-in', 'broke into',
    '훔쳐*', '훔쳤*', '훔친', '도둑*', '도난', '소매치기', '털렸*',
    'bị trộm', 'ăn trộm', 'kẻ trộm', 'trộm mất', 'bị móc túi', 'móc túi', 'bị cướp',
    '被偷', '偷了', '偷走', '小偷', '失窃', '扒手', '被盗', '被抢',
  ],
  lost_item: [
    'lost my', 'lose my', 'can’t find my', "can't find my", 'left my', 'misplaced',
    '잃어버*', '잃어버렸*', '분실', '놓고 내렸*', '흘렸*',
    'bị mất', 'mất ví', 'làm mất', 'đánh rơi', 'để quên', 'không tìm thấy',
    '丢了', '弄丢', '找不到', '落在', '遗失',
  ],
  breakup: [
    'broke up', 'break up', 'breakup', 'dumped me', 'got dumped', 'split up', 'we split',
    '헤어졌*', '헤어지자*', '이별했*', '차였*', '이별',
    'chia tay', 'bị đá', 'đá mình', 'tan vỡ',
    '分手', '被甩', '分开了', '失恋',
  ],
  setback: [
    'failed', 'fail*', 'rejected', 'didn’t pass', "didn't pass", 'did not pass', 'didn’t get in', "didn't get in", 'turned down',
    '떨어졌*', '불합격', '탈락', '실패*', '망쳤*', '낙방',
    'trượt', 'rớt', 'thi trượt', 'bị loại', 'thất bại', 'không đậu', 'bị từ chối',
    '没考过', '没过', '落榜', '失败', '被拒', '没通过', '挂科', '搞砸',
  ],
  recipe_request: [],
  birthday: ['birthday', 'my birthday', 'bday', '생일', '생일이야', 'sinh nhật', '生日'],
  family_hospital: [],
  pet_sick: [],
  pet_news: [],
  silence: [
    'not answered', 'hasn’t answered', "hasn't answered", 'has not answered', 'not replied', 'no reply', 'ignoring me', 'ignores me',
    'left me on read', 'not answering', 'ghosted', 'ghosting', 'not texting back', 'no answer',
    '읽씹', '답이 없*', '답장이 없*', '연락이 없*', '연락이 안*', '답을 안*', '무시해*',
    'không trả lời', 'không nhắn lại', 'không rep', 'seen không rep', 'im lặng', 'lơ mình', 'không thèm',
    '没理我', '不理我', '不回消息', '不回我', '已读不回', '冷战',
  ],
  fight: [
    'fight', 'fought', 'argued', 'argument', 'falling out', 'fell out', 'quarrel*',
    '싸웠*', '싸워*', '싸움', '다퉜*', '다툼', '말다툼',
    'cãi nhau', 'giận nhau', 'cãi vã', 'xích mích', 'bất hòa',
    '吵架', '吵了一架', '闹矛盾', '闹别扭', '争吵', '冷战',
  ],
  boss_trouble: [
    'told off', 'yelled at me', 'shouted at me', 'scolded', 'got chewed out', 'blamed me',
    '혼나*', '혼났*', '혼난', '깨졌*', '욕먹었*', '야단맞*', '한소리 들었*',
    'bị mắng', 'bị la', 'bị sếp mắng', 'bị chửi', 'bị khiển trách',
    '被骂', '挨骂', '挨批', '被批评', '被领导骂', '被老板骂',
  ],
  interview: ['interview*', 'job interview', '면접', '면접을', 'phỏng vấn', 'buổi phỏng vấn', '面试'],
  exam: [
    'exam*', 'test tomorrow', 'finals', 'midterm*', 'entrance exam', 'college entrance',
    '시험', '수능', '중간고사', '기말고사', '모의고사', '입시',
    'thi', 'kỳ thi', 'thi đại học', 'bài thi', 'thi cử', 'ôn thi',
    '考试', '高考', '期末', '期中', '考研', '中考',
  ],
  open_shop: [
    'open a café', 'open a cafe', 'open a coffee shop', 'opening a café', 'opening a cafe', 'open my own', 'open a shop', 'open a restaurant', 'open a bakery',
    '카페를 차리*', '카페 창업', '가게를 차리*', '가게를 열*', '카페를 열*', '식당을 차리*', '창업',
    'mở quán', 'mở quán cà phê', 'mở tiệm', 'mở cửa hàng', 'mở nhà hàng', 'mở quán ăn', 'khởi nghiệp',
    '开咖啡店', '开一家', '开店', '开餐厅', '开奶茶店', '创业',
  ],
  job_change: [
    'change jobs', 'changing jobs', 'switch jobs', 'new job', 'quit my job', 'leave my job', 'job hunting',
    '이직', '퇴사', '회사를 옮기*', '회사 옮기*', '새 직장',
    'chuyển việc', 'nhảy việc', 'đổi việc', 'nghỉ việc', 'tìm việc mới',
    '换工作', '跳槽', '辞职', '离职', '找新工作',
  ],
  moving: [
    'moving house', 'move house', 'moving out', 'moving to', 'move to a new', 'new apartment', 'moving next week', 'moving day',
    '이사', '이삿*', '새 집', '새집',
    'chuyển nhà', 'dọn nhà', 'nhà mới', 'chuyển trọ',
    '搬家', '新家', '搬到', '搬去',
  ],
  insomnia: [
    'insomnia', 'can’t sleep', "can't sleep", 'cannot sleep', 'couldn’t sleep', "couldn't sleep", 'awake until', 'up all night', 'no sleep',
    '불면*', '잠을 못*', '잠이 안*', '못 자*', '밤새', '새벽까지',
    'mất ngủ', 'không ngủ được', 'khó ngủ', 'thức tới', 'thức trắng', 'thức đến',
    '失眠', '睡不着', '熬夜', '整晚没睡', '一夜没睡',
  ],
  sick: [
    'sick', 'ill', 'a cold', 'caught a cold', 'flu', 'fever', 'headache', 'sore throat', 'cough*', 'unwell',
    '감기', '몸살', '열이', '아파', '아프', '아픈', '아팠*', '두통', '기침', '목이 아파*',
    'bị ốm', 'ốm', 'bị cảm', 'cảm cúm', 'sốt', 'đau đầu', 'ho', 'đau họng',
    '感冒', '发烧', '生病', '头疼', '头痛', '咳嗽', '不舒服', '嗓子疼',
  ],
  cooking: ['fridge', 'refrigerator', '냉장고', 'tủ lạnh', '冰箱', 'only have', '밖에 없*', 'chỉ còn', '只有'],
  memory: [
    'remember when', 'do you remember', 'remember how', 'when we were kids', 'when we were little', 'back in the day',
    '기억나*', '기억해*', '어릴 때', '어렸을 때', '옛날에',
    'nhớ hồi', 'hồi nhỏ', 'ngày xưa', 'hồi đó', 'còn nhớ', 'tuổi thơ',
    '记得', '小时候', '那时候', '以前我们',
  ],
};

/** Words that mark a hospital or an illness (with a relative → family_hospital, with a pet → pet_sick). */
export const illnessKeywords: readonly string[] = [
  'hospital', 'sick', 'ill', 'vet', 'surgery', '병원', '입원', '아파', '아프', '아픈', '아팠*', '수술', 'bệnh viện', 'nằm viện', 'ốm', 'bị bệnh', 'thú y', 'phẫu thuật',
  '医院', '住院', '生病', '病了', '手术', '兽医',
];

/** Words that mark a hospital stay (with a relative → family_hospital). */
export const hospitalKeywords: readonly string[] = ['hospital', 'hospitalised', 'hospitalized', 'surgery', 'icu', '병원', '입원', '수술', '응급실', 'bệnh viện', 'nằm viện', 'phẫu thuật', 'cấp cứu', '医院', '住院', '手术', '急诊'];

/** A word family with its keywords and its name in each language. */
export interface ChatEntity {
  match: readonly string[];
  name: Readonly<Record<ContentLanguage, string>>;
}

/** People a message can be about ({person}); `relative` marks family members for family_hospital. */
export const chatPeople: Readonly<Record<string, ChatEntity & { relative: boolean }>> = {
  grandma: { relative: true, match: ['grandma', 'grandmother', 'granny', 'nana', '할머니', '할머님', 'bà nội', 'bà ngoại', 'bà', '奶奶', '外婆', '姥姥'], name: { en: 'your grandma', ko: '할머니', vi: 'bà', zh: '奶奶' } },
  grandpa: { relative: true, match: ['grandpa', 'grandfather', '할아버지', 'ông nội', 'ông ngoại', '爷爷', '外公', '姥爷'], name: { en: 'your grandpa', ko: '할아버지', vi: 'ông', zh: '爷爷' } },
  mom: { relative: true, match: ['mom', 'mum', 'mother', '엄마', '어머니', 'mẹ', '妈妈', '母亲', '我妈'], name: { en: 'your mum', ko: '엄마', vi: 'mẹ', zh: '妈妈' } },
  dad: { relative: true, match: ['dad', 'father', '아빠', '아버지', 'bố', '爸爸', '父亲', '我爸'], name: { en: 'your dad', ko: '아빠', vi: 'bố', zh: '爸爸' } },
  boyfriend: { relative: false, match: ['boyfriend', '남자친구', '남친', 'bạn trai', 'người yêu', 'anh ấy', '男朋友', '男友', '老公'], name: { en: 'your boyfriend', ko: '남자친구', vi: 'bạn trai', zh: '男朋友' } },
  girlfriend: { relative: false, match: ['girlfriend', '여자친구', '여친', 'bạn gái', '女朋友', '女友', '老婆'], name: { en: 'your girlfriend', ko: '여자친구', vi: 'bạn gái', zh: '女朋友' } },
  boss: { relative: false, match: ['boss', 'manager', 'supervisor', '팀장', '팀장님', '부장', '부장님', '상사', '과장', '과장님', '사장님', 'sếp', 'quản lý', '老板', '领导', '经理', '主管'], name: { en: 'your boss', ko: '상사', vi: 'sếp', zh: '领导' } },
  friend: { relative: false, match: ['best friend', 'friend', 'bestie', '친구', '절친', '베프', 'bạn thân', 'người bạn', 'bạn bè', '朋友', '闺蜜', '好朋友', '死党'], name: { en: 'your friend', ko: '친구', vi: 'bạn thân', zh: '朋友' } },
};

/** Pets ({pet}). */
export const chatPets: Readonly<Record<string, ChatEntity>> = {
  cat: { match: ['cat', 'kitten', 'kitty', '고양이', '냥이', '고양이가', 'mèo', 'con mèo', 'bé mèo', '猫', '猫咪', '小猫'], name: { en: 'your cat', ko: '고양이', vi: 'bé mèo', zh: '猫咪' } },
  dog: { match: ['dog', 'puppy', 'doggy', '강아지', '댕댕이', 'chó', 'con chó', 'cún', 'bé cún', '狗', '狗狗', '小狗'], name: { en: 'your dog', ko: '강아지', vi: 'bé cún', zh: '狗狗' } },
};

/** Things that get stolen or lost ({thing}). */
export const chatThings: Readonly<Record<string, ChatEntity>> = {
  bike: { match: ['bike', 'bicycle', '자전거', 'xe đạp', '自行车', '单车'], name: { en: 'your bike', ko: '자전거', vi: 'xe đạp', zh: '自行车' } },
  wallet: { match: ['wallet', 'purse', '지갑', 'ví', 'cái ví', 'bóp', '钱包'], name: { en: 'your wallet', ko: '지갑', vi: 'ví', zh: '钱包' } },
  phone: { match: ['phone', 'iphone', '폰', '휴대폰', '핸드폰', 'điện thoại', '手机'], name: { en: 'your phone', ko: '휴대폰', vi: 'điện thoại', zh: '手机' } },
  bag: { match: ['bag', 'backpack', '가방', 'túi', 'ba lô', '背包', '包包'], name: { en: 'your bag', ko: '가방', vi: 'túi', zh: '包' } },
  keys: { match: ['keys', 'key', '열쇠', 'chìa khóa', '钥匙'], name: { en: 'your keys', ko: '열쇠', vi: 'chìa khóa', zh: '钥匙' } },
  laptop: { match: ['laptop', '노트북', 'máy tính', 'laptop', '笔记本', '电脑'], name: { en: 'your laptop', ko: '노트북', vi: 'laptop', zh: '电脑' } },
  car: { match: ['car', 'scooter', 'motorbike', '차', '오토바이', 'xe máy', 'ô tô', '车', '电动车', '摩托车'], name: { en: 'your car', ko: '차', vi: 'xe', zh: '车' } },
};

/** What the visitor wants to open ({shop}). */
export const chatShops: Readonly<Record<string, ChatEntity>> = {
  cafe: { match: ['café', 'cafe', 'coffee shop', '카페', 'quán cà phê', 'cà phê', '咖啡店', '咖啡馆'], name: { en: 'a café', ko: '카페', vi: 'quán cà phê', zh: '咖啡店' } },
  restaurant: { match: ['restaurant', 'diner', '식당', '음식점', 'nhà hàng', 'quán ăn', '餐厅', '饭馆'], name: { en: 'a restaurant', ko: '식당', vi: 'quán ăn', zh: '餐馆' } },
  bakery: { match: ['bakery', '빵집', '베이커리', 'tiệm bánh', '面包店', '烘焙店'], name: { en: 'a bakery', ko: '빵집', vi: 'tiệm bánh', zh: '面包店' } },
};

/** Ingredients a visitor may list ({ingredients}). */
export const chatIngredients: Readonly<Record<string, ChatEntity>> = {
  egg: { match: ['egg', 'eggs', '계란', '달걀', 'trứng', '鸡蛋'], name: { en: 'eggs', ko: '계란', vi: 'trứng', zh: '鸡蛋' } },
  kimchi: { match: ['kimchi', '김치', '신김치', '묵은지', '배추김치', 'kim chi', '泡菜', '酸菜'], name: { en: 'kimchi', ko: '김치', vi: 'kim chi', zh: '泡菜' } },
  tomato: { match: ['tomato', 'tomatoes', '토마토', 'cà chua', '番茄', '西红柿'], name: { en: 'tomatoes', ko: '토마토', vi: 'cà chua', zh: '番茄' } },
  tofu: { match: ['tofu', '두부', 'đậu hũ', 'đậu phụ', '豆腐'], name: { en: 'tofu', ko: '두부', vi: 'đậu hũ', zh: '豆腐' } },
  rice: { match: ['rice', 'leftover rice', '밥', '찬밥', 'cơm', 'cơm nguội', '米饭', '剩饭'], name: { en: 'rice', ko: '밥', vi: 'cơm', zh: '米饭' } },
  noodles: { match: ['noodles', 'ramen', '라면', '면', 'mì', '面条', '方便面'], name: { en: 'noodles', ko: '라면', vi: 'mì', zh: '面条' } },
};

/** Dishes to suggest for the ingredients a visitor has; the first recipe whose ingredients are all there wins. */
export const chatRecipes: ReadonlyArray<{ needs: readonly string[]; name: Readonly<Record<ContentLanguage, string>> }> = [
  { needs: ['kimchi', 'egg'], name: { en: 'kimchi fried rice with a fried egg on top', ko: '계란 프라이 올린 김치볶음밥', vi: 'cơm chiên kim chi ốp trứng', zh: '泡菜炒饭加个煎蛋' } },
  { needs: ['tomato', 'egg'], name: { en: 'tomato and egg stir-fry', ko: '토마토 달걀볶음', vi: 'trứng xào cà chua', zh: '番茄炒蛋' } },
  { needs: ['noodles', 'egg'], name: { en: 'noodles with a soft egg', ko: '계란 푼 라면', vi: 'mì trứng', zh: '鸡蛋面' } },
  { needs: ['kimchi'], name: { en: 'kimchi stew', ko: '김치찌개', vi: 'canh kim chi', zh: '泡菜汤' } },
  { needs: ['rice', 'egg'], name: { en: 'egg fried rice', ko: '계란볶음밥', vi: 'cơm chiên trứng', zh: '蛋炒饭' } },
  { needs: ['egg'], name: { en: 'a fluffy rolled omelette', ko: '계란말이', vi: 'trứng cuộn', zh: '鸡蛋羹' } },
  { needs: ['tofu'], name: { en: 'braised tofu', ko: '두부조림', vi: 'đậu hũ sốt cà chua', zh: '家常豆腐' } },
  { needs: ['noodles'], name: { en: 'stir-fried noodles', ko: '볶음면', vi: 'mì xào', zh: '炒面' } },
  { needs: ['rice'], name: { en: 'simple fried rice', ko: '볶음밥', vi: 'cơm chiên', zh: '炒饭' } },
];

/** Requests to learn a dish, per script; group 1 is the dish in the visitor's words. */
export const dishRequestPatterns: readonly RegExp[] = [
  /\b(?:how (?:do i|to|can i) (?:make|cook|bake)|teach me (?:how )?to (?:make|cook|bake)|recipe for|learn to (?:make|cook|bake))\s+(?:a |an |some |the )?(?:(?:proper|good|simple|easy|perfect|real|decent) )?([\p{L}' -]{2,30}?)(?:\s+(?:at home|tonight|today|properly))?\s*[?.!]*$/iu,
  /([가-힣][가-힣 ]{0,10}?)\s*(?:만드는 법|만드는 방법|레시피|만들어 보고 싶|만들고 싶|끓이는 법|만드는 거 알려)/u,
  /(?:cách (?:làm|nấu)|dạy (?:mình|em|tôi) (?:làm|nấu)|muốn học (?:làm|nấu)|công thức)\s+(?:món\s+)?([\p{L} ]{2,25}?)\s*(?:thế nào|ra sao|như thế nào|với|không|nhé|đi|ạ|[?.!]|$)/iu,
  /(?:学做|教我做|怎么做|想做|学着做)([\u4e00-\u9fff]{2,6}?)(?:[？?。！!，,]|吗|呢|啊|$)/u,
];
