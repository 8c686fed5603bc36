/**
 * Builds the image-quiz library from open-licensed packages: copies the chosen Twemoji SVGs (CC-BY 4.0, from
 * @discordapp/twemoji) into public/quiz/ under opaque names and writes supabase/functions/_shared/quiz/quiz-library.ts with
 * each image's category and accepted answers per language (emojibase-data en/ko/vi/zh labels plus our synonyms).
 * Run: npm run build:quiz-library
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContentLanguage, QuizCategory } from '../supabase/functions/_shared/contract/content-types.ts';

/** One chosen emoji: its code point, category and our answers per language (the first is the one shown on reveal). */
interface QuizPick {
  hex: string;
  category: QuizCategory;
  answers: Record<ContentLanguage, string[]>;
}

const pick = (hex: string, category: QuizCategory, en: string[], ko: string[], vi: string[], zh: string[]): QuizPick => ({
  hex,
  category,
  answers: { en, ko, vi, zh },
});

/** The library: 25 images per category. */
const picks: QuizPick[] = [
  pick('1F415', 'animals', ['dog', 'puppy', 'doggy'], ['개', '강아지', '멍멍이'], ['chó', 'cún'], ['狗', '小狗', '狗狗']),
  pick('1F408', 'animals', ['cat', 'kitty', 'kitten'], ['고양이', '야옹이'], ['mèo', 'mèo con'], ['猫', '猫咪', '小猫']),
  pick('1F407', 'animals', ['rabbit', 'bunny'], ['토끼'], ['thỏ'], ['兔子', '兔']),
  pick('1F98A', 'animals', ['fox'], ['여우'], ['cáo', 'con cáo'], ['狐狸']),
  pick('1F43B', 'animals', ['bear'], ['곰', '곰돌이'], ['gấu'], ['熊', '狗熊']),
  pick('1F43C', 'animals', ['panda'], ['판다'], ['gấu trúc'], ['熊猫']),
  pick('1F405', 'animals', ['tiger'], ['호랑이', '범'], ['hổ', 'cọp'], ['老虎', '虎']),
  pick('1F981', 'animals', ['lion'], ['사자'], ['sư tử'], ['狮子']),
  pick('1F404', 'animals', ['cow'], ['소', '젖소'], ['bò', 'bò sữa'], ['牛', '奶牛']),
  pick('1F416', 'animals', ['pig'], ['돼지'], ['lợn', 'heo'], ['猪']),
  pick('1F412', 'animals', ['monkey'], ['원숭이'], ['khỉ'], ['猴子', '猴']),
  pick('1F414', 'animals', ['chicken', 'hen'], ['닭'], ['gà', 'gà mái'], ['鸡', '母鸡']),
  pick('1F427', 'animals', ['penguin'], ['펭귄'], ['chim cánh cụt'], ['企鹅']),
  pick('1F438', 'animals', ['frog'], ['개구리'], ['ếch'], ['青蛙']),
  pick('1F422', 'animals', ['turtle', 'tortoise'], ['거북이', '거북'], ['rùa'], ['乌龟', '龟']),
  pick('1F40D', 'animals', ['snake'], ['뱀'], ['rắn'], ['蛇']),
  pick('1F40B', 'animals', ['whale'], ['고래'], ['cá voi'], ['鲸鱼', '鲸']),
  pick('1F42C', 'animals', ['dolphin'], ['돌고래'], ['cá heo'], ['海豚']),
  pick('1F419', 'animals', ['octopus'], ['문어'], ['bạch tuộc'], ['章鱼']),
  pick('1F418', 'animals', ['elephant'], ['코끼리'], ['voi', 'con voi'], ['大象', '象']),
  pick('1F992', 'animals', ['giraffe'], ['기린'], ['hươu cao cổ'], ['长颈鹿']),
  pick('1F40E', 'animals', ['horse'], ['말'], ['ngựa'], ['马']),
  pick('1F989', 'animals', ['owl'], ['부엉이', '올빼미'], ['cú', 'cú mèo'], ['猫头鹰']),
  pick('1F993', 'animals', ['zebra'], ['얼룩말'], ['ngựa vằn'], ['斑马']),
  pick('1F98B', 'animals', ['butterfly'], ['나비'], ['bướm', 'bươm bướm'], ['蝴蝶']),

  pick('1F34E', 'food', ['apple'], ['사과'], ['táo', 'quả táo'], ['苹果']),
  pick('1F34C', 'food', ['banana'], ['바나나'], ['chuối', 'quả chuối'], ['香蕉']),
  pick('1F347', 'food', ['grapes', 'grape'], ['포도'], ['nho', 'chùm nho'], ['葡萄']),
  pick('1F349', 'food', ['watermelon'], ['수박'], ['dưa hấu'], ['西瓜']),
  pick('1F353', 'food', ['strawberry'], ['딸기'], ['dâu tây', 'dâu'], ['草莓']),
  pick('1F34D', 'food', ['pineapple'], ['파인애플'], ['dứa', 'thơm', 'khóm'], ['菠萝', '凤梨']),
  pick('1F352', 'food', ['cherries', 'cherry'], ['체리', '버찌'], ['anh đào', 'cherry'], ['樱桃', '车厘子']),
  pick('1F955', 'food', ['carrot'], ['당근'], ['cà rốt'], ['胡萝卜']),
  pick('1F33D', 'food', ['corn', 'sweetcorn'], ['옥수수'], ['ngô', 'bắp'], ['玉米']),
  pick('1F966', 'food', ['broccoli'], ['브로콜리'], ['bông cải xanh', 'súp lơ xanh'], ['西兰花', '西蓝花']),
  pick('1F35E', 'food', ['bread', 'loaf'], ['빵', '식빵'], ['bánh mì'], ['面包']),
  pick('1F9C0', 'food', ['cheese'], ['치즈'], ['phô mai', 'pho mát'], ['奶酪', '芝士']),
  pick('1F355', 'food', ['pizza'], ['피자'], ['pizza'], ['披萨', '比萨']),
  pick('1F354', 'food', ['hamburger', 'burger'], ['햄버거'], ['hamburger', 'bánh hamburger'], ['汉堡', '汉堡包']),
  pick('1F35F', 'food', ['french fries', 'fries', 'chips'], ['감자튀김'], ['khoai tây chiên'], ['薯条']),
  pick('1F32D', 'food', ['hot dog'], ['핫도그'], ['xúc xích', 'hot dog'], ['热狗']),
  pick('1F95A', 'food', ['egg'], ['달걀', '계란'], ['trứng', 'quả trứng'], ['鸡蛋', '蛋']),
  pick('1F35A', 'food', ['rice', 'bowl of rice'], ['밥', '쌀밥'], ['cơm', 'bát cơm'], ['米饭', '饭']),
  pick('1F363', 'food', ['sushi'], ['초밥', '스시'], ['sushi'], ['寿司']),
  pick('1F366', 'food', ['ice cream', 'soft serve'], ['아이스크림'], ['kem', 'kem ốc quế'], ['冰淇淋', '冰激凌']),
  pick('1F369', 'food', ['doughnut', 'donut'], ['도넛'], ['bánh donut', 'bánh vòng'], ['甜甜圈']),
  pick('1F36A', 'food', ['cookie', 'biscuit'], ['쿠키'], ['bánh quy'], ['饼干', '曲奇']),
  pick('1F382', 'food', ['cake', 'birthday cake'], ['케이크', '생일 케이크'], ['bánh kem', 'bánh sinh nhật'], ['蛋糕', '生日蛋糕']),
  pick('1F37F', 'food', ['popcorn'], ['팝콘'], ['bỏng ngô', 'bắp rang'], ['爆米花']),
  pick('1F345', 'food', ['tomato'], ['토마토'], ['cà chua'], ['西红柿', '番茄']),

  pick('2600', 'nature', ['sun'], ['해', '태양'], ['mặt trời'], ['太阳']),
  pick('1F319', 'nature', ['moon', 'crescent moon'], ['달', '초승달'], ['mặt trăng', 'trăng'], ['月亮', '弯月', '月牙']),
  pick('2B50', 'nature', ['star'], ['별'], ['ngôi sao', 'sao'], ['星星', '星']),
  pick('2601', 'nature', ['cloud'], ['구름'], ['mây', 'đám mây'], ['云', '云朵']),
  pick('1F308', 'nature', ['rainbow'], ['무지개'], ['cầu vồng'], ['彩虹']),
  pick('2744', 'nature', ['snowflake', 'snow'], ['눈송이', '눈'], ['bông tuyết', 'tuyết'], ['雪花', '雪']),
  pick('26A1', 'nature', ['lightning', 'lightning bolt', 'thunderbolt'], ['번개'], ['tia chớp', 'sét'], ['闪电']),
  pick('1F525', 'nature', ['fire', 'flame'], ['불', '불꽃'], ['lửa', 'ngọn lửa'], ['火', '火焰']),
  pick('1F4A7', 'nature', ['water drop', 'drop', 'droplet', 'raindrop'], ['물방울'], ['giọt nước'], ['水滴', '水珠']),
  pick('1F333', 'nature', ['tree'], ['나무'], ['cây', 'cái cây'], ['树', '大树']),
  pick('1F332', 'nature', ['pine tree', 'evergreen tree', 'fir tree'], ['소나무', '전나무'], ['cây thông'], ['松树']),
  pick('1F334', 'nature', ['palm tree'], ['야자수', '야자나무'], ['cây dừa', 'cây cọ'], ['椰子树', '棕榈树']),
  pick('1F335', 'nature', ['cactus'], ['선인장'], ['xương rồng'], ['仙人掌']),
  pick('1F339', 'nature', ['rose'], ['장미', '장미꽃'], ['hoa hồng'], ['玫瑰', '玫瑰花']),
  pick('1F33B', 'nature', ['sunflower'], ['해바라기'], ['hoa hướng dương'], ['向日葵']),
  pick('1F337', 'nature', ['tulip'], ['튤립'], ['hoa tulip', 'tulip'], ['郁金香']),
  pick('1F340', 'nature', ['four-leaf clover', 'clover'], ['네잎클로버', '클로버'], ['cỏ bốn lá'], ['四叶草']),
  pick('1F341', 'nature', ['maple leaf', 'leaf'], ['단풍잎', '단풍'], ['lá phong'], ['枫叶']),
  pick('1F344', 'nature', ['mushroom'], ['버섯'], ['nấm', 'cây nấm'], ['蘑菇']),
  pick('26F0', 'nature', ['mountain'], ['산'], ['núi', 'ngọn núi'], ['山', '大山']),
  pick('1F30B', 'nature', ['volcano'], ['화산'], ['núi lửa'], ['火山']),
  pick('1F30A', 'nature', ['wave', 'ocean wave'], ['파도'], ['sóng', 'sóng biển'], ['海浪', '浪花']),
  pick('26C4', 'nature', ['snowman'], ['눈사람'], ['người tuyết'], ['雪人']),
  pick('1F32A', 'nature', ['tornado', 'whirlwind'], ['토네이도', '회오리바람'], ['lốc xoáy', 'vòi rồng'], ['龙卷风']),
  pick('1F338', 'nature', ['cherry blossom'], ['벚꽃'], ['hoa anh đào'], ['樱花']),

  pick('1F697', 'vehicles', ['car', 'automobile'], ['자동차', '차'], ['ô tô', 'xe hơi'], ['汽车', '小汽车']),
  pick('1F68C', 'vehicles', ['bus'], ['버스'], ['xe buýt'], ['公交车', '巴士', '公共汽车']),
  pick('1F695', 'vehicles', ['taxi', 'cab'], ['택시'], ['taxi', 'xe taxi'], ['出租车']),
  pick('1F691', 'vehicles', ['ambulance'], ['구급차', '앰뷸런스'], ['xe cứu thương'], ['救护车']),
  pick('1F692', 'vehicles', ['fire truck', 'fire engine'], ['소방차'], ['xe cứu hỏa'], ['消防车']),
  pick('1F693', 'vehicles', ['police car'], ['경찰차'], ['xe cảnh sát'], ['警车']),
  pick('1F69A', 'vehicles', ['truck', 'lorry', 'delivery truck'], ['트럭', '화물차'], ['xe tải'], ['卡车', '货车']),
  pick('1F69C', 'vehicles', ['tractor'], ['트랙터'], ['máy kéo', 'xe máy cày'], ['拖拉机']),
  pick('1F6B2', 'vehicles', ['bicycle', 'bike'], ['자전거'], ['xe đạp'], ['自行车', '单车']),
  pick('1F3CD', 'vehicles', ['motorcycle', 'motorbike'], ['오토바이'], ['xe máy', 'mô tô', 'xe mô tô'], ['摩托车']),
  pick('2708', 'vehicles', ['airplane', 'plane', 'aeroplane'], ['비행기'], ['máy bay'], ['飞机']),
  pick('1F681', 'vehicles', ['helicopter'], ['헬리콥터', '헬기'], ['trực thăng', 'máy bay trực thăng'], ['直升机']),
  pick('1F680', 'vehicles', ['rocket'], ['로켓'], ['tên lửa', 'hỏa tiễn'], ['火箭']),
  pick('1F6A2', 'vehicles', ['ship'], ['배', '선박'], ['tàu thủy', 'tàu'], ['轮船', '船']),
  pick('26F5', 'vehicles', ['sailboat', 'sailing boat'], ['돛단배', '요트'], ['thuyền buồm'], ['帆船']),
  pick('1F6A4', 'vehicles', ['speedboat', 'motorboat'], ['쾌속정', '보트'], ['xuồng máy', 'ca nô'], ['快艇']),
  pick('1F682', 'vehicles', ['train', 'steam train', 'locomotive'], ['기차', '기관차'], ['tàu hỏa', 'xe lửa'], ['火车', '蒸汽火车']),
  pick('1F684', 'vehicles', ['bullet train', 'high-speed train'], ['고속열차', '고속철도'], ['tàu cao tốc'], ['高铁', '动车']),
  pick('1F68A', 'vehicles', ['tram', 'streetcar', 'trolley'], ['트램', '전차'], ['tàu điện', 'xe điện'], ['有轨电车', '电车']),
  pick('1F687', 'vehicles', ['subway', 'metro', 'subway train'], ['지하철'], ['tàu điện ngầm'], ['地铁']),
  pick('1F6F4', 'vehicles', ['kick scooter', 'scooter'], ['킥보드', '킥스쿠터'], ['xe trượt scooter', 'xe scooter'], ['滑板车']),
  pick('1F6F6', 'vehicles', ['canoe', 'kayak'], ['카누'], ['xuồng', 'ca nô'], ['独木舟']),
  pick('1F6F9', 'vehicles', ['skateboard'], ['스케이트보드'], ['ván trượt'], ['滑板']),
  pick('1F3CE', 'vehicles', ['race car', 'racing car'], ['경주용 자동차', '레이싱카', '경주차'], ['xe đua'], ['赛车']),
  pick('1F6F8', 'vehicles', ['flying saucer', 'ufo'], ['비행접시', '유에프오'], ['đĩa bay'], ['飞碟']),

  pick('2602', 'objects', ['umbrella'], ['우산'], ['ô', 'dù'], ['雨伞', '伞']),
  pick('2702', 'objects', ['scissors'], ['가위'], ['kéo', 'cái kéo'], ['剪刀']),
  pick('1F511', 'objects', ['key'], ['열쇠', '키'], ['chìa khóa'], ['钥匙']),
  pick('1F512', 'objects', ['lock', 'padlock'], ['자물쇠'], ['ổ khóa', 'khóa'], ['锁', '挂锁']),
  pick('1F4A1', 'objects', ['light bulb', 'lightbulb', 'bulb'], ['전구'], ['bóng đèn'], ['灯泡']),
  pick('1F4D6', 'objects', ['book', 'open book'], ['책'], ['sách', 'quyển sách'], ['书', '书本']),
  pick('270F', 'objects', ['pencil'], ['연필'], ['bút chì'], ['铅笔']),
  pick('23F0', 'objects', ['alarm clock', 'clock'], ['알람 시계', '자명종', '시계'], ['đồng hồ báo thức', 'đồng hồ'], ['闹钟', '钟']),
  pick('1F4F1', 'objects', ['phone', 'mobile phone', 'smartphone', 'cell phone'], ['휴대폰', '휴대전화', '핸드폰', '스마트폰'], ['điện thoại', 'điện thoại di động'], ['手机']),
  pick('1F4BB', 'objects', ['laptop', 'computer'], ['노트북', '컴퓨터'], ['máy tính xách tay', 'laptop', 'máy tính'], ['笔记本电脑', '电脑']),
  pick('1F4F7', 'objects', ['camera'], ['카메라', '사진기'], ['máy ảnh'], ['相机', '照相机']),
  pick('1F4FA', 'objects', ['television', 'tv'], ['텔레비전', '티비', 'TV'], ['tivi', 'ti vi'], ['电视', '电视机']),
  pick('1F3B8', 'objects', ['guitar'], ['기타'], ['đàn ghi-ta', 'guitar', 'đàn guitar'], ['吉他']),
  pick('1F381', 'objects', ['gift', 'present'], ['선물', '선물 상자'], ['hộp quà', 'quà', 'món quà'], ['礼物', '礼盒']),
  pick('1F388', 'objects', ['balloon'], ['풍선'], ['bóng bay', 'bong bóng'], ['气球']),
  pick('1F528', 'objects', ['hammer'], ['망치'], ['búa', 'cái búa'], ['锤子']),
  pick('1F453', 'objects', ['glasses', 'eyeglasses', 'spectacles'], ['안경'], ['kính', 'mắt kính'], ['眼镜']),
  pick('1F451', 'objects', ['crown'], ['왕관'], ['vương miện'], ['皇冠', '王冠']),
  pick('1F392', 'objects', ['backpack', 'school bag', 'bag'], ['가방', '책가방', '백팩'], ['ba lô', 'cặp sách'], ['书包', '背包']),
  pick('2709', 'objects', ['envelope', 'letter'], ['봉투', '편지'], ['phong bì', 'thư'], ['信封', '信']),
  pick('1F514', 'objects', ['bell'], ['종'], ['chuông', 'cái chuông'], ['铃铛', '铃']),
  pick('1F56F', 'objects', ['candle'], ['양초', '초'], ['nến', 'cây nến'], ['蜡烛']),
  pick('1F9F8', 'objects', ['teddy bear'], ['곰 인형', '테디 베어'], ['gấu bông'], ['泰迪熊', '玩具熊']),
  pick('26BD', 'objects', ['soccer ball', 'football', 'ball'], ['축구공', '공'], ['quả bóng', 'bóng đá', 'quả bóng đá'], ['足球']),
  pick('1F3C6', 'objects', ['trophy', 'cup'], ['트로피'], ['cúp', 'chiếc cúp'], ['奖杯']),
];

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const twemojiDir = join(dirname(require.resolve('@discordapp/twemoji/package.json')), 'dist', 'svg');
const emojibaseDir = dirname(require.resolve('emojibase-data/package.json'));
const outputDir = join(root, 'public', 'quiz');
const catalogueFile = join(root, 'supabase', 'functions', '_shared', 'quiz', 'quiz-library.ts');
const languages: ContentLanguage[] = ['en', 'ko', 'vi', 'zh'];

interface EmojibaseEntry {
  hexcode: string;
  label: string;
  emoji: string;
}

/** The emojibase entries of one language, by hexcode. */
function loadEmojibase(language: ContentLanguage): Map<string, EmojibaseEntry> {
  const entries = JSON.parse(readFileSync(join(emojibaseDir, language, 'data.json'), 'utf8')) as EmojibaseEntry[];
  return new Map(entries.map((entry) => [entry.hexcode, entry]));
}

/** An opaque, stable id for an emoji: it names the file and hints nothing of the answer. */
function opaqueId(hex: string): string {
  return createHash('sha256').update(`playground-quiz:${hex}`).digest('hex').slice(0, 12);
}

function unique(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.trim().toLowerCase();
    if (key === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function build(): void {
  const emojibase = Object.fromEntries(languages.map((language) => [language, loadEmojibase(language)])) as Record<ContentLanguage, Map<string, EmojibaseEntry>>;
  const hexes = new Set<string>();
  const entries = picks.map((item) => {
    if (hexes.has(item.hex)) throw new Error(`duplicate pick ${item.hex}`);
    hexes.add(item.hex);
    const source = join(twemojiDir, `${item.hex.toLowerCase()}.svg`);
    if (!existsSync(source)) throw new Error(`no Twemoji SVG for ${item.hex}`);
    const answers = Object.fromEntries(
      languages.map((language) => {
        const entry = emojibase[language].get(item.hex);
        if (entry === undefined) throw new Error(`no emojibase ${language} label for ${item.hex}`);
        return [language, unique([...item.answers[language], entry.label])];
      }),
    ) as Record<ContentLanguage, string[]>;
    const emoji = emojibase.en.get(item.hex)?.emoji ?? '';
    return { id: opaqueId(item.hex), category: item.category, source, emoji, answers };
  });

  mkdirSync(outputDir, { recursive: true });
  const wanted = new Set(entries.map((entry) => `${entry.id}.svg`));
  for (const file of readdirSync(outputDir)) {
    if (file.endsWith('.svg') && !wanted.has(file)) rmSync(join(outputDir, file));
  }
  for (const entry of entries) copyFileSync(entry.source, join(outputDir, `${entry.id}.svg`));

  writeFileSync(
    join(outputDir, 'ATTRIBUTION.md'),
    [
      '# Quiz images',
      '',
      'The images in this folder are Twemoji graphics, copyright 2014–2021 Twitter, Inc and other contributors,',
      'copyright 2022–present Jason Sofonia & Justine De Caires, licensed under CC-BY 4.0',
      '(https://creativecommons.org/licenses/by/4.0/). Taken unchanged from the npm package @discordapp/twemoji and',
      'renamed to opaque file names by scripts/build-quiz-library.ts.',
      '',
      'Accepted answers start from the emoji names of emojibase-data (MIT), which come from Unicode CLDR',
      '(Unicode License v3), with synonyms of our own.',
      '',
    ].join('\n'),
  );

  const lines = entries.map((entry) => {
    const answers = languages.map((language) => `${language}: [${entry.answers[language].map((answer) => JSON.stringify(answer)).join(', ')}]`).join(', ');
    return `  { id: "${entry.id}", category: "${entry.category}", image: "/quiz/${entry.id}.svg", emoji: ${JSON.stringify(entry.emoji)}, answers: { ${answers} } },`;
  });
  writeFileSync(
    catalogueFile,
    [
      '/**',
      ' * The image-quiz library: Twemoji images (CC-BY 4.0) under opaque names in public/quiz/, with accepted answers per',
      ' * language (emojibase-data labels plus our synonyms; the first answer is the one shown on reveal).',
      ' * Server-side only: the answers must never reach the browser before validation.',
      ' * Generated by scripts/build-quiz-library.ts (npm run build:quiz-library); edit the picks there, not here.',
      ' */',
      "import type { QuizImage } from './quiz-image-record.ts';",
      '',
      '/** Every quiz image, grouped by category. */',
      'export const quizLibrary: readonly QuizImage[] = [',
      ...lines,
      '];',
      '',
    ].join('\n'),
  );
  const perCategory = new Map<string, number>();
  for (const entry of entries) perCategory.set(entry.category, (perCategory.get(entry.category) ?? 0) + 1);
  console.info(`quiz library: ${entries.length} images (${[...perCategory].map(([category, count]) => `${category} ${count}`).join(', ')})`);
}

build();
