/**
 * Words that name a chat question's topic family (rule C of issue 13) and the ingredients a cooking question lists,
 * with each ingredient's role in a one-pan dish (a starch, a green, a vegetable, eggs, another protein, a cheese).
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';
import type { TopicFamily } from './chat-topic-lines.ts';

/** Keywords per topic family; the science families also need a question (see persona-chat-topics.ts). */
export const topicFamilyKeywords: Readonly<Record<TopicFamily, readonly string[]>> = {
  cooking: [],
  audition: ['audition', 'auditions', 'casting', 'tryout', 'tryouts', 'stage fright', '오디션', '무대 공포', 'thử giọng', 'buổi thử giọng', 'casting', 'tuyển chọn', '试镜', '海选', '选秀', '面试舞台'],
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
  noodles: { role: 'starch_noodle', match: ['noodles', 'pasta', 'spaghetti', 'ramen', '라면', '국수', '파스타', 'mì', 'bún', '面条', '意面', '方便面'], name: { en: 'noodles', ko: '면', vi: 'mì', zh: '面条' } },
  potato: { role: 'starch_potato', match: ['potato', 'potatoes', '감자', 'khoai tây', '土豆', '马铃薯'], name: { en: 'potatoes', ko: '감자', vi: 'khoai tây', zh: '土豆' } },
  spinach: { role: 'green', match: ['spinach', '시금치', 'rau chân vịt', 'cải bó xôi', '菠菜'], name: { en: 'spinach', ko: '시금치', vi: 'rau chân vịt', zh: '菠菜' } },
  kale: { role: 'green', match: ['kale', 'cabbage', '케일', '양배추', 'cải xoăn', 'bắp cải', '羽衣甘蓝', '白菜', '包菜'], name: { en: 'greens', ko: '잎채소', vi: 'rau cải', zh: '青菜' } },
  onion: { role: 'veg', match: ['onion', 'onions', '양파', 'hành tây', '洋葱'], name: { en: 'onion', ko: '양파', vi: 'hành tây', zh: '洋葱' } },
  tomato: { role: 'veg', match: ['tomato', 'tomatoes', '토마토', 'cà chua', '番茄', '西红柿'], name: { en: 'tomatoes', ko: '토마토', vi: 'cà chua', zh: '番茄' } },
  mushroom: { role: 'veg', match: ['mushroom', 'mushrooms', '버섯', 'nấm', '蘑菇', '香菇'], name: { en: 'mushrooms', ko: '버섯', vi: 'nấm', zh: '蘑菇' } },
  kimchi: { role: 'veg', match: ['kimchi', '김치', 'kim chi', '泡菜'], name: { en: 'kimchi', ko: '김치', vi: 'kim chi', zh: '泡菜' } },
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
