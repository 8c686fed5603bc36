/**
 * Round 15 (issue 13, lyr16): the senses of a deed's thing. A song of "hanging fairy lights…", "burning his old letters",
 * "phơi chăn ngoài sân…", "把奶奶织的毛衣叠好…" sang the act with lines of no image of it (a light with no light, a
 * fire with no smoke). The theme's own nouns and verbs are sorted by CLASS (a firework, a light, a fire, food cooked or eaten,
 * cloth, paper, a letter, a chime, water, rain, snow, sunlight, flowers), the act's core first, then the rest of the theme (its place,
 * its weather); up to two classes are sung. The lists are nouns and verbs of each class per language (a word list).
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { senseLines, type SenseClass } from './data/lyrics/lyrics-thing-senses-lines.ts';

/** Vietnamese word start and end. */
const vs = '(?<![\\p{L}\\p{M}])';
const ve = '(?![\\p{L}\\p{M}])';

/** The words of each class per language. A Korean or Chinese word is matched inside its compound, with its look-alikes
 *  ruled out ("이별" is no star, "책상" no book, "微信" no letter, "烟花" no flower). */
const senseWords: Record<SenseClass, Record<ContentLanguage, RegExp>> = {
  firework: {
    en: /\b(?:fireworks?|sparklers?|firecrackers?)\b/iu,
    vi: new RegExp(`${vs}(?:pháo hoa|pháo bông|pháo)${ve}`, 'iu'),
    ko: /불꽃놀이|폭죽/u,
    zh: /烟花|焰火|烟火|鞭炮/u,
  },
  light: {
    en: /\b(?:(?:fairy\s+|string\s+|christmas\s+)?lights|lanterns?|candles?|lamps?|fireflies|stars)\b/iu,
    vi: new RegExp(`${vs}(?:đèn|nến|hoa đăng|đom đóm)${ve}`, 'iu'),
    ko: /불빛|조명|전구|촛불|등불|랜턴|반딧불|(?:^|\s)별(?:을|이|빛|들)?(?:\s|$)/u,
    zh: /灯|蜡烛|星星|萤火虫/u,
  },
  fire: {
    en: /\b(?:burning|burn|fire\s+pit|bonfire|campfire|fireplace|flames?|ashes)\b/iu,
    vi: new RegExp(`${vs}(?:đốt|lửa)${ve}`, 'iu'),
    ko: /태우|태워|모닥불|장작|캠프파이어/u,
    zh: /烧|篝火|火堆|壁炉/u,
  },
  food: {
    en: /\b(?:cooking|baking|stirring|frying|boiling|simmering|soup|stew|noodles|ramen|porridge|broth|dumplings|pancakes|bread|cookies|pie|tea|coffee|cocoa)\b/iu,
    vi: new RegExp(`${vs}(?:nấu|nướng|luộc|chiên|rán|hầm|canh|cháo|phở|bún|mì|cơm|xôi|chè|trà|bánh chưng|bánh)${ve}`, 'iu'),
    ko: /라면|도시락|찌개|만두|떡국|김밥|커피|끓이|끓여|(?:^|\s)(?:밥|국|죽|빵)(?:을|이)?\s|요리|먹던|먹는|먹고/u,
    zh: /煮|饺子|汤圆|粥|面条|泡面|米饭|做饭|做菜|汤|奶茶|咖啡|月饼|粽子|火锅|烤/u,
  },
  fabric: {
    en: /\b(?:sweaters?|scarf|scarves|hoodie|jacket|coat|blankets?|quilt|sheets|shirts?|dress|clothes|laundry|yarn|knitting)\b/iu,
    vi: new RegExp(`${vs}(?:chăn|mền|áo|khăn|vải|len|gối|rèm|váy|quần áo)${ve}`, 'iu'),
    ko: /이불|담요|스웨터|목도리|니트|셔츠|빨래|(?:^|\s)옷(?:을|이)?\s|뜨개/u,
    zh: /毛衣|围巾|衣服|被子|床单|外套|裙子|手套|织/u,
  },
  paper: {
    en: /\b(?:paper|wrapping|ribbons?|gift\s+wrap)\b/iu,
    vi: new RegExp(`${vs}(?:giấy|gói quà)${ve}`, 'iu'),
    ko: /종이|포장/u,
    zh: /纸|包装|包礼物/u,
  },
  letter: {
    en: /\b(?:letters|letter|notes|diary|journal|postcards?|cards|books?|notebooks?)\b/iu,
    vi: new RegExp(`${vs}(?:thư(?! viện)|thiệp|nhật ký|sổ|sách)${ve}`, 'iu'),
    ko: /편지|일기|엽서|노트|책(?!상)/u,
    zh: /(?<![微相短自])信(?![任心息号用])|日记|明信片|书(?!包)/u,
  },
  chime: {
    en: /\b(?:wind\s+chimes?|chimes|bells?|music\s+box)\b/iu,
    vi: new RegExp(`${vs}(?:chuông gió|chuông|hộp nhạc)${ve}`, 'iu'),
    ko: /풍경\s*종|윈드\s*차임|오르골|방울|(?:^|\s)종(?:을|이)?\s/u,
    zh: /风铃|铃铛|八音盒|钟声/u,
  },
  water: {
    en: /\b(?:river|lake|sea|ocean|beach|stream|creek|pond|waves?)\b/iu,
    vi: new RegExp(`${vs}(?:sông|biển|suối|ao|bờ sông)${ve}`, 'iu'),
    ko: /한강|강가|강변|강물|바다|호수|냇가|개울|계곡|물결/u,
    zh: /江|河|(?<!上)海|湖|溪/u,
  },
  rain: {
    en: /\b(?:rain|rainy|raining|rainstorm|drizzle)\b/iu,
    vi: new RegExp(`${vs}mưa${ve}`, 'iu'),
    ko: /비\s*오|비가|빗소리|빗물|빗길|장마/u,
    zh: /雨/u,
  },
  snow: {
    en: /\b(?:snow|snowy|snowing|snowfall)\b/iu,
    vi: new RegExp(`${vs}tuyết${ve}`, 'iu'),
    ko: /(?:^|\s)눈\s*(?:오|내리)|눈이|눈사람|눈길|함박눈/u,
    zh: /雪/u,
  },
  sun: {
    en: /\b(?:sun|sunny|sunshine|sunlight|drying)\b/iu,
    vi: new RegExp(`${vs}(?:nắng|phơi)${ve}`, 'iu'),
    ko: /햇볕|햇살|볕|말리/u,
    zh: /晒|阳光|太阳/u,
  },
  flower: {
    en: /\b(?:flowers?|roses?|tulips|daisies|peonies|petals|bouquet)\b/iu,
    vi: new RegExp(`${vs}(?<!pháo )(?:hoa(?! đăng| quả)|cúc|sen)${ve}`, 'iu'),
    ko: /(?<!불)꽃(?!놀이)/u,
    zh: /(?<![烟棉雪])花(?![钱了费生])/u,
  },
};

/** The classes in the order they are tried on a span of the theme. */
const classOrder: readonly SenseClass[] = ['firework', 'fire', 'light', 'food', 'fabric', 'letter', 'paper', 'chime', 'flower', 'water', 'rain', 'snow', 'sun'];

/** The classes a span names: the things handled (a fire, a light, food, cloth, paper, flowers) before the setting
 *  (water, rain, snow, sunlight), whatever their place in the span ("在江边放孔明灯" is a lantern by a river). */
function classesIn(span: string, language: ContentLanguage): SenseClass[] {
  return classOrder.filter((name) => senseWords[name][language].test(span));
}

/** Up to two sense classes of a deed: those of its core (the verb and its thing) first, then the rest of the theme. */
export function deedSenseClasses(core: string, theme: string, language: ContentLanguage): SenseClass[] {
  const found: SenseClass[] = [];
  for (const name of [...classesIn(core, language), ...classesIn(theme, language)]) {
    if (!found.includes(name)) found.push(name);
  }
  return found.slice(0, 2);
}

/** The sense lines of a deed: verse lines in turn class by class, and one chorus line of the first class. */
export function deedSenseLines(core: string, theme: string, language: ContentLanguage): { verses: string[]; hook: string } {
  const classes = deedSenseClasses(core, theme, language);
  const packs = classes.map((name) => senseLines[name][language]);
  const verses = [0, 1].flatMap((i) => packs.map((pack) => pack[i]));
  return { verses, hook: packs[0]?.[2] ?? '' };
}
