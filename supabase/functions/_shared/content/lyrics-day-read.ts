/**
 * Round 13 (issue 13, lyr5): a theme that names a festival or a day no family table knows (Hanukkah, Diwali, "tết đoan
 * ngọ", "lễ Vu Lan", 단옷날, 어버이날, 端午节, 重阳节) is sung as that day, away from home or at home, never as a person
 * ("Oh Hanukkah, come back around"), a place ("宿舍包粽子啊") or a thing recalled ("drifting to the diwali").
 * The day is read from its form: an English capitalised name ending in Day, Eve or Festival (or one of a few holiday
 * names that have no such ending), a Vietnamese head noun tết / lễ / rằm with its name, a Korean word ending in 날 or 절,
 * a Chinese word ending in 节. A day a family already sings (the New Year, Mid-Autumn, Christmas) is left to it.
 * The singer's own clause after the day ("I lit the candles by myself", "em ở sài gòn không về được", "나는 기숙사에 혼자
 * 남았다", "我一个人在宿舍包粽子") is sung whole, in the singer's own person, never cut.
 */
import type { ContentLanguage } from '../contract/content-types.ts';

/** A day theme: the day's name as written, whether the singer is away or alone, and the singer's own clause, if whole. */
export interface DayTheme {
  day: string;
  away: boolean;
  clause: string;
  /** A day a family knows, sung here with its own images: the New Year, Mid-Autumn or Christmas; '' for any other day. */
  kind: DayKind | '';
}

/** The days with their own images. */
export type DayKind = 'newyear' | 'midautumn' | 'christmas';

/** A Vietnamese known day and its kind, read when the singer's "con", "em" or "cháu" opens the clause after it. */
const vietnameseKnownDay: ReadonlyArray<readonly [DayKind, RegExp]> = [
  ['midautumn', /(?:^|\s)(trung thu|rằm tháng tám)(?=\s|$)/iu],
  ['newyear', /(?:^|\s)(tết(?: nguyên đán)?|giao thừa)(?=\s|$)/iu],
  ['christmas', /(?:^|\s)(giáng sinh|noel)(?=\s|$)/iu],
];

/** English holiday names with no Day / Eve / Festival ending (a list: these have no other form to read). */
const englishHolidayNames = /\b(?:hanukkah|chanukah|diwali|deepavali|eid(?:\s+al-\w+)?|ramadan|passover|easter|thanksgiving|halloween|holi|nowruz|vesak|kwanzaa|songkran|purim|rosh hashanah|yom kippur|vaisakhi|onam|pongal|obon|chuseok|seollal|hogmanay)\b/iu;

/** Days a family table already sings: the New Year, Mid-Autumn and Christmas (left to the families). */
const knownDay: Record<ContentLanguage, RegExp> = {
  en: /\bnew year|\blunar\b|\btet\b|\bspring festival\b|\bmid-?autumn\b|\bmoon festival\b|\bchristmas|\bxmas\b|\bchuseok\b|\bseollal\b|\bmother'?s day\b|\bfather'?s day\b|\bbirthday\b/iu,
  vi: /^(?:nguyên đán|ta|trung thu|giáng sinh|noel|tết)(?![\p{L}\p{M}])/iu,
  ko: /^(?:설|설날|추석|한가위|크리스마스|성탄|생일|생신|구정)/u,
  zh: /^(?:春节|中秋节|圣诞节|过节)$/u,
};

/** Words that end a Vietnamese day name ("đoan ngọ | năm nay"). */
const vietnameseNameStop = /^(?:năm|này|nay|đó|ấy|xa|ở|em|con|mình|tôi|ta|anh|chị|một|không|chưa|lại|đầu|cuối|mà|về|đến|tới|rồi|của|với|cùng|và|thì|lúc|khi|trong|ngoài|giữa|đi|được)$/iu;

/** Korean words ending in 날 or 절 that are no holiday (that day, the first day, a season, a fact). */
const koreanNotDay = /^(?:그|이|저|어느|다음|전|첫|옛|오늘|요즘|지난|하루|마지막|매|평|휴|명|계|시|예|만|귀|인|온|세|사|거|적|마디)$/u;

/** The singer as a clause's subject, per language (the clause is the singer's own, told whole). */
const singerSubject: Record<ContentLanguage, RegExp> = {
  en: /(?:^|[,;]\s*)((?:I|I'm|I’m|I've)\s.+)$/u,
  vi: /(?<![\p{L}\p{M}])((?:em|con|mình|tôi|tớ|ta)\s+\S+(?:\s+\S+){1,9})$/iu,
  ko: /(?:^|\s)((?:나는|난|나|내가|혼자|저는|전)\s.+)$/u,
  zh: /(我(?!们的)[\p{Script=Han}，,]{3,16})$/u,
};

/** Whether the singer is away from home or alone on the day. */
const awayWords: Record<ContentLanguage, RegExp> = {
  en: /\balone\b|\bby myself\b|\baway\b|\bfar from\b|\bwithout\b|\bdorm|\babroad\b|\bcan'?t go home\b|\bnot home\b|\bon my own\b|\bnew city\b|\bmiles\b/iu,
  vi: /một mình|xa nhà|không về|chẳng về|chưa về|ký túc|kí túc|nơi xa|đất khách|xứ người|ở lại|không được về/iu,
  ko: /혼자|기숙사|타지|못 가|못 내려|못 와|자취|외국|해외|객지|홀로/u,
  zh: /一个人|宿舍|异乡|他乡|不能回|没回|回不去|没能回|独自|在外|国外|海外/u,
};

function englishDay(text: string): string {
  const named = /\b((?:[A-Z][\p{L}'’]+\s+){0,2}(?:Day|Eve|Festival))\b/u.exec(text);
  if (named !== null && !/^(?:The|A|My|Every|One)\s/u.test(named[1] as string)) return named[1] as string;
  const known = englishHolidayNames.exec(text);
  // A holiday's name is a proper noun: "diwali" is sung as "Diwali".
  return known !== null ? (known[0] as string).replace(/(^|\s)(\p{Ll})/gu, (_m, space: string, letter: string) => `${space}${letter.toUpperCase()}`) : '';
}

function vietnameseDay(text: string): string {
  const words = text.split(/\s+/u);
  for (let i = 0; i + 1 < words.length; i += 1) {
    if (!/^(?:tết|lễ|rằm)$/iu.test(words[i] as string)) continue;
    const name: string[] = [];
    for (let j = i + 1; j < Math.min(words.length, i + 3); j += 1) {
      const word = (words[j] as string).replace(/[,.;!?]+$/u, '');
      if (vietnameseNameStop.test(word)) break;
      name.push(word);
      if (word !== words[j]) break;
    }
    if (name.length === 0 || knownDay.vi.test(name.join(' '))) return '';
    // "rằm tháng bảy": a full moon is named by its month.
    if (/^rằm$/iu.test(words[i] as string) && !/^tháng$/iu.test(name[0] as string)) return '';
    return `${words[i] as string} ${name.join(' ')}`;
  }
  return '';
}

function koreanDay(text: string): string {
  // "단오", "단옷날": the one Korean holiday with no 날 / 절 ending in most mouths.
  const dano = /단오(?:날)?|단옷날/u.exec(text);
  if (dano !== null) return dano[0];
  for (const word of text.split(/\s+/u)) {
    const m = /^([가-힣]{1,4}?)(날|절)(?:에|인데|이라|이라서|이었|이야|엔|에는|을|이)?$/u.exec(word);
    if (m === null) continue;
    const stem = m[1] as string;
    if (koreanNotDay.test(stem) || knownDay.ko.test(`${stem}${m[2] as string}`) || [...stem].length < 2) continue;
    return `${stem}${m[2] as string}`;
  }
  // "스승의 날": a day of someone.
  const of = /([가-힣]{1,4})의 날/u.exec(text);
  return of !== null ? of[0] : '';
}

function chineseDay(text: string): string {
  const m = /([\p{Script=Han}]{2})节(?![目奏拍约省课制])/u.exec(text);
  if (m === null || /[季细关环章情音调礼使过佳]$/u.test(m[1] as string)) return '';
  const day = `${m[1] as string}节`;
  return knownDay.zh.test(day) || /中秋|圣诞|春节/u.test(day) ? '' : day;
}

/** The day a theme names and the singer's place on it, or null when it names no day or one a family sings. */
export function readDayTheme(theme: string, language: ContentLanguage): DayTheme | null {
  const text = theme.trim().replace(/[.!?…。！？]+$/u, '');
  if (text === '') return null;
  if (language === 'en' && knownDay.en.test(text)) return null;
  // A known day with the singer's own "con" / "em" opening the clause ("trung thu năm nay con ở ký túc xá một mình"): the
  // family path reads that word as a child or a lover sung to, so the day is sung here, with its own images.
  if (language === 'vi' && vietnameseDay(text) === '') {
    for (const [kind, form] of vietnameseKnownDay) {
      const known = form.exec(text);
      if (known === null) continue;
      const own = /(?<![\p{L}\p{M}])(?:con|em|cháu)\s+(?:ở|đi|về|phải|không|chẳng|chưa|đang|vẫn|lại|một|tự|đón|ăn|xa|cũng|còn)(?![\p{L}\p{M}]).*$/iu.exec(text.slice(known.index + known[0].length));
      if (own === null) continue;
      return { day: known[1] as string, away: awayWords.vi.test(text), clause: own[0].replace(/^(?:con|em|cháu)/iu, 'ta'), kind };
    }
  }
  const day = language === 'en' ? englishDay(text) : language === 'vi' ? vietnameseDay(text) : language === 'ko' ? koreanDay(text) : chineseDay(text);
  if (day === '') return null;
  const at = text.toLowerCase().indexOf(day.toLowerCase());
  const rest = text.slice(at + day.length);
  const own = singerSubject[language].exec(rest);
  const told = own !== null ? (own[1] as string).trim().replace(/[，,]$/u, '') : '';
  // The song's Vietnamese singer is "ta": the visitor's own "em", "con", "mình" opening the clause is that singer.
  const clause = language === 'vi' ? told.replace(/^(?:em|con|mình|tôi|tớ)(?![\p{L}\p{M}])/iu, 'ta') : told;
  return { day, away: awayWords[language].test(text), clause, kind: '' };
}
