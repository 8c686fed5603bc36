/**
 * Round 13 (issue 13): bank hygiene as a rule. A line that names a specific kind (a dog's leash, a New Year's dinner, a
 * mooncake, snow, rain) is sung only when the theme agrees with that kind; every other line is neutral and fits any theme.
 * Each kind has two sides: what in a LINE marks it (the bank side) and what in a THEME agrees with it. A theme that names
 * an animal, festival or season no table knows (a hamster, Diwali) agrees with no kind, so it keeps only neutral lines:
 * "The leash hangs by the door" is never sung for a cat, "年夜饭" never for 中秋, "Fireworks outside" never for Christmas.
 */
import type { ContentLanguage } from '../contract/content-types.ts';

/** One kind: the marks a line carries and the words of a theme that agree with it. */
interface LineKind {
  line: Record<ContentLanguage, RegExp>;
  theme: Record<ContentLanguage, RegExp>;
}

const dogTheme: Record<ContentLanguage, RegExp> = {
  en: /\b(?:dogs?|pupp(?:y|ies)|pups?|doggo|hounds?|retrievers?|labradors?|poodles?|corgis?|husk(?:y|ies)|beagles?|terriers?|dachshunds?|shibas?|collies?)\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:chó|cún|cầy)(?![\p{L}\p{M}])/iu,
  ko: /강아지|(?:^|\s)개(?:가|를|랑|와|\s|$)|반려견|댕댕이|멍멍이|리트리버|푸들|말티즈|시바견|진돗개|웰시코기|포메/u,
  zh: /狗|犬|金毛|柯基|泰迪|哈士奇|柴犬|拉布拉多|边牧/u,
};

const catTheme: Record<ContentLanguage, RegExp> = {
  en: /\b(?:cats?|kittens?|kitty|kitties)\b/iu,
  vi: /(?<![\p{L}\p{M}])mèo(?![\p{L}\p{M}])/iu,
  ko: /고양이|냥이|반려묘|야옹/u,
  zh: /猫|喵/u,
};

/** The kinds a line may name, each with what agrees with it in a theme. */
const lineKinds: readonly LineKind[] = [
  {
    // A dog's things: a leash, a walk, a bark, a tail that thumps or wags at the door.
    line: {
      en: /\bleash\b|\bbark|\bwalkies\b|\bfetch\b|\btail (?:thumps|wags)\b/iu,
      vi: /dây dắt|sủa|đuôi đập|vẫy đuôi|dắt đi dạo/iu,
      ko: /목줄|짖|꼬리가 바닥|꼬리를 흔|산책/u,
      zh: /牵引绳|狗绳|遛|尾巴就拍|摇尾巴|汪/u,
    },
    theme: dogTheme,
  },
  {
    // A cat's things: a purr, a litter box, a meow.
    line: { en: /\bpurr|\blitter\b|\bmeow/iu, vi: /gừ gừ|meo meo|cát vệ sinh/iu, ko: /골골|야옹|모래 화장실/u, zh: /呼噜|喵|猫砂/u },
    theme: catTheme,
  },
  {
    // The lunar or Western New Year: its eve, its dinner, its fireworks, its food.
    line: {
      en: /\bnew year|\blast night of the year\b|\bfireworks?\b|\bcountdown\b/iu,
      vi: /Tết|giao thừa|bánh chưng|bánh tét|pháo hoa|lì xì|năm mới/iu,
      ko: /설날|떡국|세배|세뱃돈|새해|(?:^|\s)설(?:\s|에|$)/u,
      zh: /年夜饭|除夕|春节|过年|烟花|春联|红包|饺子|守岁|新年/u,
    },
    theme: {
      en: /\bnew year|\blunar\b|\btet\b|\bspring festival\b|\bfireworks?\b/iu,
      vi: /Tết|giao thừa|năm mới/iu,
      ko: /설날|새해|구정|(?:^|\s)설(?:\s|에|$)|명절/u,
      zh: /过年|春节|除夕|年夜饭|新年|大年|年三十/u,
    },
  },
  {
    // The Mid-Autumn festival: the moon, mooncakes, lanterns.
    line: {
      en: /\bmooncakes?\b|\bmid-?autumn\b/iu,
      vi: /Trung thu|bánh nướng|bánh dẻo|trông trăng|đèn ông sao/iu,
      ko: /추석|송편|한가위/u,
      zh: /中秋|月饼|赏月/u,
    },
    theme: {
      en: /\bmooncakes?\b|\bmid-?autumn\b|\bchuseok\b|\bmoon festival\b/iu,
      vi: /Trung thu|rằm tháng tám/iu,
      ko: /추석|한가위|송편|명절/u,
      zh: /中秋|月饼|八月十五/u,
    },
  },
  {
    // Christmas: its tree, Santa, stockings, carols.
    line: {
      en: /\bchristmas\b|\bsanta\b|\bstockings?\b|\bcarols?\b|\bmistletoe\b/iu,
      vi: /Giáng sinh|Noel|ông già tuyết|cây thông/iu,
      ko: /크리스마스|산타|트리|캐럴/u,
      zh: /圣诞|圣诞树|圣诞老人|平安夜/u,
    },
    theme: {
      en: /\bchristmas|\bxmas\b|\bholiday season\b/iu,
      vi: /Giáng sinh|Noel/iu,
      ko: /크리스마스|성탄/u,
      zh: /圣诞|平安夜/u,
    },
  },
  {
    // Snow belongs to a winter theme.
    line: {
      en: /\bsnow/iu,
      vi: /tuyết/iu,
      ko: /눈이 (?:내|와|쌓)|눈송이|첫눈|함박눈|눈사람|눈길|눈 내리/u,
      zh: /雪/u,
    },
    theme: {
      en: /\bsnow|\bwinter\b|\bchristmas|\bdecember\b|\bjanuary\b|\bski/iu,
      vi: /tuyết|mùa đông|Giáng sinh|Noel/iu,
      ko: /눈|겨울|크리스마스|12월|1월|스키/u,
      zh: /雪|冬|圣诞|腊月|滑雪/u,
    },
  },
  {
    // Rain and umbrellas belong to a theme that names rain or its season.
    line: {
      en: /\brain|\bumbrella|\bdrizzle|\bdownpour/iu,
      vi: /(?<![\p{L}\p{M}])mưa(?![\p{L}\p{M}])|cái ô|chiếc ô/iu,
      ko: /(?<![가-힣])비(?:가|는|와|를|\s|$)|빗|우산|장마|소나기/u,
      zh: /雨|伞/u,
    },
    theme: {
      en: /\brain|\bumbrella|\bstorm|\bmonsoon|\bdrizzle|\bwet\b/iu,
      vi: /mưa|bão|cái ô|chiếc ô|áo mưa/iu,
      ko: /(?<![가-힣])비(?:가|는|와|를|\s|$|오)|빗|우산|장마|소나기|태풍/u,
      zh: /雨|伞|台风|梅雨/u,
    },
  },
];

/**
 * The kinds a line names, with the words that name them, remembered per line: bank lines are few and fixed, and every
 * request tests hundreds of them against the same kind patterns (round 14: this was the largest cost in a lyrics call).
 * Bounded, since a filled line may carry a visitor's words.
 */
const lineMarks = new Map<string, ReadonlyArray<readonly [number, string]>>();
const lineMarksLimit = 20_000;

function marksOf(line: string, language: ContentLanguage): ReadonlyArray<readonly [number, string]> {
  const key = `${language}\u0000${line}`;
  const known = lineMarks.get(key);
  if (known !== undefined) return known;
  const marks: Array<readonly [number, string]> = [];
  lineKinds.forEach((kind, at) => {
    const mark = kind.line[language].exec(line);
    if (mark !== null) marks.push([at, mark[0].trim().toLowerCase()]);
  });
  if (lineMarks.size >= lineMarksLimit) lineMarks.clear();
  lineMarks.set(key, marks);
  return marks;
}

/** Whether a line fits a theme: every specific kind the line names agrees with the theme. */
export function kindAgrees(line: string, theme: string, language: ContentLanguage): boolean {
  const marks = marksOf(line, language);
  if (marks.length === 0) return true;
  const lower = theme.toLowerCase();
  // The theme agrees when it names the kind, or the very thing the line names ("妈妈包的饺子" keeps a 饺子 line).
  return marks.every(([at, mark]) => (lineKinds[at] as LineKind).theme[language].test(theme) || lower.includes(mark));
}

/** The lines of a pool that fit a theme (every one of them, even none: a caller keeps its own fallback). */
export function agreeingLines<T extends string>(pool: readonly T[], theme: string, language: ContentLanguage): T[] {
  return pool.filter((line) => kindAgrees(line, theme, language));
}
