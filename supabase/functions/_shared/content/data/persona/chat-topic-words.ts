/**
 * Words that name a chat question's topic family (rule C of issue 13) and the ingredients a cooking question lists,
 * with each ingredient's role in a one-pan dish (a starch, a green, a vegetable, eggs, another protein, a cheese).
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';
import type { TopicFamily } from './chat-topic-lines.ts';

/** Keywords per topic family; the science families also need a question (see persona-chat-topics.ts). */
export const topicFamilyKeywords: Readonly<Record<TopicFamily, readonly string[]>> = {
  cooking: [],
  audition: [
    'audition', 'auditions', 'casting', 'tryout', 'tryouts', 'stage fright', '오디션', '무대 공포', 'thử giọng', 'buổi thử giọng', 'casting', 'tuyển chọn', '试镜', '海选', '选秀', '面试舞台',
    // A performance contest is the same stage (sixth round): the lines then speak of the stage, not of an audition.
    'singing contest', 'singing competition', 'dance contest', 'dance competition', 'talent show', 'recital', '노래 대회', '노래대회', '댄스 대회', '장기자랑', '경연', '발표회',
    'cuộc thi hát', 'thi hát', 'cuộc thi nhảy', 'thi nhảy', 'văn nghệ', 'hội diễn', '歌唱比赛', '唱歌比赛', '歌手比赛', '舞蹈比赛', '才艺表演', '文艺汇演', '上台唱', '上台表演',
  ],
  social_fear: [
    'introductions', 'introduction', 'introduce myself', 'talk about myself', 'public speaking', 'speak in front', 'in front of everyone', 'in a group', 'presentation',
    '자기소개', '발표', '사람들 앞', '낯가림', '여러 사람 앞', 'tự giới thiệu', 'giới thiệu bản thân', 'thuyết trình', 'nói trước đám đông', 'trước mọi người',
    '自我介绍', '当众', '发言', '社恐', '在大家面前', '演讲',
  ],
  confession: ['confess', 'confession', 'ask them out', 'ask her out', 'ask him out', 'tell them i like', 'love luck', 'love life', '고백', '연애운', 'tỏ tình', 'thổ lộ', 'vận tình cảm', 'đường tình duyên', '表白', '告白', '桃花运', '爱情运', '感情运'],
  practice: [
    "can't keep up", 'keep up with the beat', 'off beat', 'off the beat', 'not improving', 'plateau', 'still bad', 'still clumsy', 'practising', 'practicing', 'practice',
    '박자', '늘지 않', '안 늘', '제자리', '연습', 'nhịp', 'không tiến bộ', 'vẫn dở', 'vẫn vụng', 'luyện tập', 'tập nhảy', 'tập đàn',
    '跟不上', '节拍', '没进步', '还是很笨', '练舞', '练琴', '练习', '瓶颈',
  ],
  moon: ['moon', 'crescent', 'full moon', '달', '초승달', '보름달', '반달', 'mặt trăng', 'trăng', 'trăng khuyết', 'trăng tròn', '月亮', '月牙', '满月', '弯弯'],
  sky: ['sky blue', 'sky is blue', 'blue sky', '하늘이 파란', '하늘은 왜 파', '파란 하늘', 'bầu trời màu xanh', 'trời màu xanh', 'bầu trời xanh', '天空是蓝', '天为什么是蓝', '天是蓝', '蓝天'],
  rain: ['rain', 'raining', 'rains', '비가', '비는', '비 오', 'mưa', '下雨', '雨'],
  stars: ['stars', 'star twinkle', 'twinkle', '별은', '별이', '반짝', 'ngôi sao', 'sao lấp lánh', '星星', '一闪一闪'],
  dinosaurs: ['dinosaur', 'dinosaurs', 't-rex', '공룡', 'khủng long', '恐龙'],
  // A setback needs one of these AND an event word (setbackEvents): "the interview went badly", not "I failed to sleep".
  setback: [
    'bombed', 'blew it', 'messed up', 'screwed up', 'went badly', 'went terribly', 'went horribly', "didn't go well", 'did not go well', 'failed', 'flunked', "couldn't answer", 'could not answer', 'tanked',
    '망했*', '망한', '망쳤*', '망친', '떨어졌*', '떨어진', '대답 못', '대답을 못', '실수했*', '말아먹*', '죽 쒔*', '불합격*', '낙방*',
    'trượt', 'rớt', 'hỏng rồi', 'làm hỏng', 'thất bại', 'không tốt lắm', 'tệ lắm', 'tệ quá', 'không trả lời được', 'bị loại', 'toang',
    '搞砸', '砸了', '没考好', '考砸', '挂了', '没过', '没通过', '失败了', '落榜', '被刷', '答不上', '没答好', '没发挥好',
  ],
  // The detective's unexplained happening (a how / why / who question nothing else reads): see persona-chat-topics.ts.
  mystery: [],
  // The psychologist's feelings: see feelingWords.
  feelings: [],
  // "What's your favourite …?" needs one of these AND a kind of thing (favouriteKinds).
  // The psychologist's putting things off.
  stuck: ['procrastinate', 'procrastinating', 'procrastination', 'putting it off', 'keep putting off', 'put things off', '미루*', '미뤄*', '미룬*', 'trì hoãn', 'chần chừ', 'để nước đến chân', '拖延', '一拖再拖', '拖着不做'],
  // Round 17: Vietnamese splits it around the kind (thích mùa nào nhất): 'nào nhất' with a kind is the same question.
  favourite: ['favourite', 'favorite', 'fav', 'fave', '제일 좋아하는', '가장 좋아하는', '최애', 'thích nhất', 'yêu thích nhất', 'khoái nhất', 'nào nhất', '最喜欢', '最爱'],
};

/** The kinds of thing a persona names its own favourite of (our own pick per kind, in the lines: flags fav_<kind>). */
export const favouriteKinds: Readonly<Record<'dinosaur' | 'animal' | 'colour' | 'food' | 'season', readonly string[]>> = {
  dinosaur: ['dinosaur', 'dino', '공룡', 'khủng long', '恐龙'],
  animal: ['animal', 'pet animal', '동물', 'con vật', 'động vật', '动物'],
  colour: ['colour', 'color', '색', '색깔', 'màu', '颜色'],
  food: ['food', 'dish', '음식', 'món ăn', 'đồ ăn', 'món', '食物', '吃的', '菜'],
  season: ['season', '계절', 'mùa', '季节'],
};
/** The visitor gives their own favourite too ("mine is the one with the long neck", "난 …", "我喜欢…"). */
// Round 17: "em thích con vật nào nhất?" asks the persona's pick (which … most): no pick of the visitor's own.
export const theirsToo = /\b(?:mine is|mine's|mine’s|my (?:fav|fave|favou?rite) is|i like|i love)\b|(?:mình|tôi|em|tớ|con) (?:thích|mê)(?![^.?!]*(?:nào|gì) nhất)|của (?:mình|tôi|em|tớ) là|(?:내|제) 최애는|(?:난|나는|저는) \S+ (?:제일 |가장 )?좋아(?!하는)|我(?:最)?(?:喜欢|爱)|我的是/iu;

/** The events a setback can be about, with the words that name them and our own name for each. */
export const setbackEvents: Readonly<Record<string, { match: readonly string[]; name: Readonly<Record<ContentLanguage, string>> }>> = {
  interview: { match: ['interview', '면접', 'phỏng vấn', '面试'], name: { en: 'the interview', ko: '면접', vi: 'buổi phỏng vấn', zh: '面试' } },
  audition: { match: ['audition', '오디션', 'thử giọng', '试镜', '海选'], name: { en: 'the audition', ko: '오디션', vi: 'buổi thử giọng', zh: '试镜' } },
  presentation: { match: ['presentation', 'pitch', 'speech', '발표', '프레젠테이션', 'thuyết trình', '汇报', '演讲', '答辩'], name: { en: 'the presentation', ko: '발표', vi: 'bài thuyết trình', zh: '汇报' } },
  exam: {
    match: ['exam', 'exams', 'test', 'midterm', 'midterms', 'final', 'finals', 'quiz', '시험', '중간고사', '기말', '기말고사', '수능', '자격증', 'thi', 'bài thi', 'kiểm tra', 'thi cử', '考试', '期中', '期末', '考砸', '没考好', '高考', '考研'],
    name: { en: 'the exam', ko: '시험', vi: 'bài thi', zh: '考试' },
  },
  game: { match: ['game', 'match', 'tournament', '경기', '시합', 'trận đấu', 'trận', '比赛', '球赛'], name: { en: 'the game', ko: '경기', vi: 'trận đấu', zh: '比赛' } },
};

/** A feeling the psychologist names back. */
export type Feeling = 'anger' | 'guilt' | 'anxious' | 'lonely' | 'flat';

/** Feelings the psychologist names back; each one found sets its flag (anger comes first in the lines, then anxiety, loneliness, emptiness, guilt). */
export const feelingWords: Readonly<Record<Feeling, readonly string[]>> = {
  anger: [
    'snap at', 'snapping at', 'snapped at', 'irritated', 'irritable', 'angry at', 'lose my temper', 'lost my temper', 'short-tempered', 'yell at', 'yelled at', 'get angry',
    'cáu', 'hay cáu', 'bực', 'bực bội', 'nổi nóng', 'gắt', 'quát',
    '짜증*', '화가 나*', '화를 내*', '화내*', '욱하*', '예민해*', '신경질*',
    '发脾气', '烦躁', '发火', '冲他们', '吼', '忍不住凶',
  ],
  guilt: ['guilty', 'feel bad about it', 'ashamed', 'có lỗi', 'áy náy', 'tội lỗi', '죄책감*', '미안하*', '미안해*', '内疚', '愧疚', '自责', '过意不去'],
  anxious: ['anxious', 'anxiety', 'panic', 'panicky', 'overthinking', 'on edge', 'racing thoughts', 'keep replaying', "can't stop thinking", 'replay every', 'lo âu', 'bồn chồn', 'hoảng', 'bất an', '불안*', '초조*', '공황*', '焦虑', '不安', '心慌', '想太多'],
  lonely: ['lonely', 'loneliness', 'no friends', 'cô đơn', 'lạc lõng', 'không có bạn', '외로*', '외롭*', '친구가 없*', '孤独', '孤单', '寂寞', '没有朋友'],
  flat: [
    'unmotivated', 'no motivation', 'feel empty', 'numb', 'burned out', 'burnt out', 'burnout', "can't enjoy", 'mất động lực', 'trống rỗng', 'chán nản', 'chẳng muốn làm gì', 'kiệt sức',
    '무기력*', '의욕이 없*', '공허*', '번아웃*', '没动力', '空虚', '提不起劲', '什么都不想做', '倦怠',
  ],
};

/** Words that make a message a dance or music practice question (so "practice" alone is not enough). */
export const practiceSubjects: readonly string[] = [
  'dance', 'dancing', 'choreo', 'choreography', 'beat', 'rhythm', 'piano', 'guitar', 'singing', 'vocal', 'trainee',
  '춤', '안무', '박자', '피아노', '기타', '노래', '연습생', 'nhảy', 'vũ đạo', 'nhịp', 'đàn', 'hát', 'thực tập sinh', '舞', '节拍', '节奏', '钢琴', '吉他', '唱歌', '练习生',
];
/** Words of a rhythm problem. */
export const beatWords: readonly string[] = ['beat', 'rhythm', 'tempo', 'off beat', '박자', '리듬', 'nhịp', '节拍', '节奏', '拍子'];
/** Words of a talk in front of people (a presentation, a speech), as opposed to an introduction. */
export const talkWords: readonly string[] = ['presentation', 'present', 'speech', 'pitch', '발표', '프레젠테이션', '스피치', 'thuyết trình', 'phát biểu', '演讲', '汇报', '发言', '答辩'];
/** Words of a new job (told in an earlier turn or this one). */
export const newJobWords: readonly string[] = ['new job', 'first day', 'start a new job', 'new team', 'onboarding', '새 직장', '첫 출근', '이직', '입사', 'công việc mới', 'ngày đầu đi làm', 'chỗ làm mới', '新工作', '入职', '第一天上班', '新公司'];

/** One-pan roles of an ingredient. */
export type IngredientRole = 'starch_bread' | 'starch_rice' | 'starch_noodle' | 'starch_potato' | 'green' | 'veg' | 'egg' | 'protein' | 'cheese';

/** Ingredients a cooking question may list. */
export const topicIngredients: Readonly<Record<string, { role: IngredientRole; match: readonly string[]; name: Readonly<Record<ContentLanguage, string>> }>> = {
  bread: { role: 'starch_bread', match: ['bread', 'stale bread', 'baguette', 'toast', '빵', '식빵', '바게트', 'bánh mì', '面包', '吐司'], name: { en: 'bread', ko: '빵', vi: 'bánh mì', zh: '面包' } },
  rice: { role: 'starch_rice', match: ['rice', 'leftover rice', '밥', '찬밥', 'cơm', 'cơm nguội', '米饭', '剩饭'], name: { en: 'rice', ko: '밥', vi: 'cơm', zh: '米饭' } },
  pasta: { role: 'starch_noodle', match: ['pasta', 'spaghetti', 'penne', '파스타', '스파게티', 'mì Ý', 'mì ống', '意面', '意大利面'], name: { en: 'pasta', ko: '파스타', vi: 'mì Ý', zh: '意面' } },
  noodles: { role: 'starch_noodle', match: ['noodles', 'ramen', '라면', '국수', 'mì', 'bún', '面条', '方便面'], name: { en: 'noodles', ko: '면', vi: 'mì', zh: '面条' } },
  potato: { role: 'starch_potato', match: ['potato', 'potatoes', '감자', 'khoai tây', '土豆', '马铃薯'], name: { en: 'potatoes', ko: '감자', vi: 'khoai tây', zh: '土豆' } },
  spinach: { role: 'green', match: ['spinach', '시금치', 'rau chân vịt', 'cải bó xôi', '菠菜'], name: { en: 'spinach', ko: '시금치', vi: 'rau chân vịt', zh: '菠菜' } },
  kale: { role: 'green', match: ['kale', 'cabbage', '케일', '양배추', 'cải xoăn', 'bắp cải', '羽衣甘蓝', '白菜', '包菜'], name: { en: 'greens', ko: '잎채소', vi: 'rau cải', zh: '青菜' } },
  onion: { role: 'veg', match: ['onion', 'onions', '양파', 'hành tây', '洋葱'], name: { en: 'onion', ko: '양파', vi: 'hành tây', zh: '洋葱' } },
  chickpeas: { role: 'protein', match: ['chickpeas', 'chickpea', 'garbanzo', 'canned beans', '병아리콩', 'đậu gà', '鹰嘴豆'], name: { en: 'chickpeas', ko: '병아리콩', vi: 'đậu gà', zh: '鹰嘴豆' } },
  tomato: { role: 'veg', match: ['tomato', 'tomatoes', '토마토', 'cà chua', '番茄', '西红柿'], name: { en: 'tomatoes', ko: '토마토', vi: 'cà chua', zh: '番茄' } },
  mushroom: { role: 'veg', match: ['mushroom', 'mushrooms', '버섯', 'nấm', '蘑菇', '香菇'], name: { en: 'mushrooms', ko: '버섯', vi: 'nấm', zh: '蘑菇' } },
  kimchi: { role: 'veg', match: ['kimchi', '김치', '신김치', '묵은지', '배추김치', 'kim chi', '泡菜', '酸菜'], name: { en: 'kimchi', ko: '김치', vi: 'kim chi', zh: '泡菜' } },
  egg: { role: 'egg', match: ['egg', 'eggs', '계란', '달걀', 'trứng', '鸡蛋', '蛋液'], name: { en: 'eggs', ko: '달걀', vi: 'trứng', zh: '鸡蛋' } },
  chicken: { role: 'protein', match: ['chicken', '닭', '닭고기', 'thịt gà', '鸡肉'], name: { en: 'chicken', ko: '닭고기', vi: 'thịt gà', zh: '鸡肉' } },
  ham: { role: 'protein', match: ['ham', 'bacon', 'sausage', '햄', '베이컨', '소시지', 'thịt nguội', 'xúc xích', '火腿', '培根', '香肠'], name: { en: 'ham', ko: '햄', vi: 'thịt nguội', zh: '火腿' } },
  tofu: { role: 'protein', match: ['tofu', '두부', 'đậu hũ', 'đậu phụ', '豆腐'], name: { en: 'tofu', ko: '두부', vi: 'đậu hũ', zh: '豆腐' } },
  tuna: { role: 'protein', match: ['tuna', '참치', 'cá ngừ', '金枪鱼'], name: { en: 'tuna', ko: '참치', vi: 'cá ngừ', zh: '金枪鱼' } },
  feta: { role: 'cheese', match: ['feta', '페타', '페타 치즈', 'phô mai feta', '菲达', '菲达奶酪'], name: { en: 'feta', ko: '페타 치즈', vi: 'phô mai feta', zh: '菲达奶酪' } },
  cheese: { role: 'cheese', match: ['cheese', 'mozzarella', 'cheddar', '치즈', 'phô mai', '奶酪', '芝士'], name: { en: 'cheese', ko: '치즈', vi: 'phô mai', zh: '奶酪' } },
};

/** The one-pan dishes, per language. */
const dishNames: Readonly<Record<string, Readonly<Record<ContentLanguage, string>>>> = {
  strata: { en: 'a skillet strata, a savoury bread-and-egg bake,', ko: '빵 프리타타', vi: 'món bánh mì nướng trứng áp chảo', zh: '平底锅面包烤蛋' },
  breadSalad: { en: 'a warm bread salad', ko: '따뜻한 빵 샐러드', vi: 'món salad bánh mì nóng', zh: '温热面包沙拉' },
  friedRice: { en: 'fried rice', ko: '볶음밥', vi: 'cơm chiên', zh: '炒饭' },
  noodles: { en: 'a one-pan noodle stir-fry', ko: '볶음면', vi: 'mì xào', zh: '炒面' },
  tomatoEggNoodles: { en: 'tomato and egg noodles', ko: '토마토 달걀 볶음면', vi: 'mì xào trứng cà chua', zh: '番茄鸡蛋炒面' },
  hash: { en: 'a potato hash', ko: '감자 해시', vi: 'khoai tây áp chảo', zh: '土豆煎饼' },
  frittata: { en: 'a frittata', ko: '프리타타', vi: 'trứng chiên kiểu Ý (frittata)', zh: '意式烘蛋' },
  stirFry: { en: 'a quick stir-fry', ko: '볶음 요리', vi: 'món xào nhanh', zh: '快手小炒' },
};

/** The one-pan dish for the roles present, per language. */
export function dishFor(roles: ReadonlySet<IngredientRole>, language: ContentLanguage, keys: readonly string[] = []): string {
  const egg = roles.has('egg');
  const key = roles.has('starch_bread') ? (egg ? 'strata' : 'breadSalad')
    : roles.has('starch_rice') ? 'friedRice'
    : roles.has('starch_noodle') ? (egg && keys.includes('tomato') ? 'tomatoEggNoodles' : 'noodles')
    : roles.has('starch_potato') ? 'hash'
    : egg ? 'frittata' : 'stirFry';
  return dishNames[key]?.[language] ?? '';
}

/** Audition words proper: a stage fright named with none of them is about a contest or a show (the lines then say "stage"). */
export const auditionWords: readonly string[] = ['audition', 'auditions', 'casting', 'tryout', 'tryouts', '오디션', 'thử giọng', 'buổi thử giọng', 'tuyển chọn', '试镜', '海选', '选秀'];

/** A question about who or how something keeps happening, for the detective's case (beside the why / how shapes). */
export const mysteryAsk = /\b(?:catch (?:them|him|her|the (?:culprit|thief|person))|who (?:is|keeps|could|would|did|took|ate)|how (?:is|does|did|could|can) (?:it|he|she|they|someone|somebody|this|that|the|my)|what (?:is|could) (?:causing|making|doing))\b|누가|누구(?:일까|지|야|예요|인가)|어디로|어떻게 (?:된|들어|나가)|ai (?:đã|lấy|làm)|là ai|bằng cách nào|vào bằng|bắt được|tìm ra ai|범인|잡을 수|잡으려면|谁(?:干|拿|吃|做|偷)|是谁|怎么进|怎么回事|从哪|抓到|抓住/iu;
