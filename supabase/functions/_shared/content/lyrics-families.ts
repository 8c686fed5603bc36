/**
 * Reads a lyrics theme into its families (issue 13, rule C): "北漂十年，过年回不了家" is New Year + a life away from home +
 * home; "mẹ tôi bán xôi ở đầu ngõ" is a vendor + food + home. The composer then writes lines from those families' image
 * banks. Also rule B's audit of the stock pools: lines carrying a concrete place, object or weekday the theme never
 * named (a hoodie, a highway, running shoes, 전광판, 灯塔) are filtered out of every pool a lyric can draw.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { withParticle } from './korean-particles.ts';
import { firstHeadEvidence } from './lyrics-head-gate.ts';
import { isModifierOfEvent } from './lyrics-event.ts';
import { lyricsFamilies, type LyricsFamily, type LyricsFamilyText } from './data/lyrics/families.ts';

/** A family matched in a theme, with the theme's own noun that named it. */
export interface MatchedFamily {
  id: string;
  text: LyricsFamilyText;
  /** The matched span, as the theme wrote it (the `{k}` of the family's lines). */
  noun: string;
  /** Round 8: what names the family in a theme (its detector), so the lines that name the premise are sung first. */
  names: RegExp;
}

/** Most families one lyric draws on. */
const maxFamilies = 3;

/** The families a theme belongs to, most specific first (at most three); `ahead` and `outcome` admit the families of an event still to come or of a told outcome. */
export function matchLyricsFamilies(theme: string, language: ContentLanguage, dark = false, ahead = false, outcome: 'success' | 'failure' | null = null): MatchedFamily[] {
  const matched: MatchedFamily[] = [];
  const superseded = new Set<string>();
  for (const family of lyricsFamilies) {
    // Round 7: a departure or a visit still to come is read only when the theme puts it ahead (tomorrow, next week).
    if (superseded.has(family.id) || (family.onlyAhead === true && !ahead) || (family.onlyOutcome !== undefined && family.onlyOutcome !== outcome)) continue;
    // Round 10: "I did it myself / at last" is sung only when the singer did it (no other person heads the theme); "at
    // last" only when nothing more particular names the theme (a debt paid off keeps its own song).
    if (family.ownAct === true && otherDoer[language].test(theme.trim())) continue;
    // Round 11: going somewhere alone ("이별 후 처음 혼자 간 겨울 바다") is no deed to be proud of, and a sad or angry song
    // is never the pride of "I did it myself".
    if (family.ownAct === true && (dark || wentAlone[language].test(theme))) continue;
    if (family.unless?.[language].test(theme) === true) continue;
    if (family.onlyAlone === true && matched.length > 0) continue;
    // Round 9b: only evidence in the main clause and in the family's sense ("đậu xe" is parking, "첫 월급으로 산" background).
    // Round 9c: in a situation, only the main clause's head fires a family (not "with my grandpa", "coffee stain", "퇴근길에").
    const found = family.adverbial === true ? family.detect[language].exec(theme) : firstHeadEvidence(family.detect[language], theme, language);
    // Round 9b: "小时候的日记本弄丢了", "my wedding photos got soaked": a time that names the thing is no premise of its own.
    if (found === null || isModifierOfEvent(theme, found.index, found.index + found[0].trim().length, language)) continue;
    for (const id of family.supersedes ?? []) superseded.add(id);
    // Round 6: a heater that does not work ("the landlord won't fix the heater") warms no room either.
    const text = iced[language].test(theme) || unheated[language].test(theme) ? withoutWarmth(family.text[language], language) : family.text[language];
    const uncrowded = crowded[language].test(theme) ? withoutEmptiness(text, language) : text;
    // Round 6: "第一口的味道总是最好" is no line for a breakup over her favourite milk tea; a dark song drops the savouring.
    // Round 8: a breakup on her birthday keeps the cake and the candles, never "Happy birthday, make a wish" nor "so lucky".
    matched.push({ id: family.id, text: dark ? withoutLines(withoutSavouring(uncrowded, language), celebration[language]) : uncrowded, noun: found[0].trim(), names: family.detect[language] });
    if (matched.length === maxFamilies) break;
  }
  return matched;
}

/** "Alone" or "by myself" said of going somewhere (a trip, a walk, the sea), not of making or mastering something. */
const wentAlone: Record<ContentLanguage, RegExp> = {
  en: /\b(?:by myself|on my own|alone)\b[^.,;!?]{0,30}\b(?:went|go|going|walked|walking|travel(?:l)?ed|travel(?:l)?ing|trip|came back)\b|\b(?:went|go|going|walked|travel(?:l)?ed|trip)\b[^.,;!?]{0,30}\b(?:by myself|on my own|alone)\b/iu,
  vi: /(?:một mình|tự)\s(?:đi|về|đến|tới|du lịch|dạo)(?![\p{L}\p{M}])(?!\s(?:xe|làm|nấu|học|thi))/iu,
  ko: /혼자(?:서)?\s(?:\S+\s)?(?:간|갔|가던|가는|가 본|떠난|떠났|걸은|걷던|온|왔)(?![가-힣])/u,
  zh: /(?:一个人|独自|自己)(?:去|走|来到|出门|旅行|旅游|逛|坐车)/u,
};

/** Another person named as the one who did it ("my daughter finally…", "con gái tôi", "아들이", "女儿终于"). */
const otherDoer: Record<ContentLanguage, RegExp> = {
  en: /^(?:(?:my|our|his|her) )?(?:son|daughter|kid|kids|child|mom|mum|dad|father|mother|brother|sister|friend|wife|husband|grandma|grandpa|team|student|students)\b/iu,
  vi: /^(?:con gái|con trai|bé nhà|bố|mẹ|ba|má|anh trai|chị gái|em trai|em gái|bạn tôi|ông|bà|học trò)(?![\p{L}\p{M}])/iu,
  ko: /^(?:우리\s)?(?:아들|딸|아이|엄마|아빠|어머니|아버지|형|오빠|누나|언니|동생|친구|할머니|할아버지|학생)(?:이|가|은|는|도)\s/u,
  zh: /^(?:我)?(?:儿子|女儿|孩子|妈妈|爸爸|哥哥|姐姐|弟弟|妹妹|朋友|奶奶|爷爷|学生)/u,
};

/** An iced drink in the theme ("cà phê sữa đá", "iced latte", "아이스 아메리카노", "冰奶茶"). */
const iced: Record<ContentLanguage, RegExp> = {
  en: /\b(?:iced|cold brew|frappe|smoothie)\b/iu,
  vi: /(?:cà phê|sữa|trà|nước|chanh)\s+(?:sữa\s+)?đá(?![\p{L}\p{M}])|sinh tố/iu,
  ko: /아이스|냉커피|빙수|아아/u,
  zh: /冰(?:美式|咖啡|奶茶|可乐|饮|的)|冰镇|冷萃/u,
};
/** A heater or heating that is broken or missing in the theme ("won't fix the heater", "보일러 고장", "暖气不热"). */
const unheated: Record<ContentLanguage, RegExp> = {
  en: /\b(?:heater|heating|radiator|furnace|boiler)\b.{0,20}\b(?:broke|broken|won'?t|wont|doesn'?t|not|dead|out)\b|\b(?:won'?t|wont|doesn'?t|never|not|no)\b.{0,25}\b(?:heater|heating|radiator|furnace|boiler)\b/iu,
  vi: /(?:máy sưởi|lò sưởi).{0,15}(?:hỏng|hư|không)|(?:không|chưa).{0,20}(?:máy sưởi|lò sưởi)/iu,
  ko: /(?:보일러|난방|히터).{0,10}(?:고장|안 |안돼|안 돼|끊|나갔)/u,
  zh: /(?:暖气|供暖|取暖器).{0,6}(?:坏|不热|停)|(?:没有|没)(?:暖气|供暖)/u,
};
/** Words of warmth and steam a line about an iced drink must not carry. */
const warmth: Record<ContentLanguage, RegExp> = {
  en: /steam|warm|hot\b/iu,
  vi: /hơi ấm|bốc lên|nóng|ấm/iu,
  ko: /김이|따뜻|뜨거|온기/u,
  zh: /热气|暖|烫|热/u,
};

/** A packed ride or room in the theme ("挤两小时地铁", "packed train", "chen chúc", "만원 지하철"). */
const crowded: Record<ContentLanguage, RegExp> = {
  en: /\b(?:packed|crowded|crammed|squeezed|rush hour)\b/iu,
  vi: /chen chúc|chật cứng|đông nghẹt|giờ cao điểm|chen lấn/iu,
  ko: /만원|붐비|꽉 찬|콩나물|출근길 지옥|낑겨/u,
  zh: /挤|拥挤|满员|早高峰|晚高峰|人挤人/u,
};
/** Words of an empty, quiet carriage or room a packed theme contradicts (rule B). */
const emptiness: Record<ContentLanguage, RegExp> = {
  en: /empty (?:car|carriage|train|seat|seats)|nobody (?:on|in) the/iu,
  vi: /toa (?:tàu )?vắng|vắng tanh|ghế trống/iu,
  ko: /텅 빈 (?:객차|칸|열차|지하철)|빈자리/u,
  zh: /空荡|空无一人|空座|空车厢/u,
};

/** Lines that relish a taste ("the first sip is always the best", "慢慢地品"): joy, never a dark song's line. */
const savouring: Record<ContentLanguage, RegExp> = {
  en: /first (?:sip|bite|taste)|tastes? (?:like|of|the best)|savou?r|made (?:it |this )?with care|slowly so it lasts|can taste/iu,
  vi: /ngụm đầu|miếng đầu|vị đầu tiên|nhâm nhi|thưởng thức|nếm được|ngon nhất|ngon lành|bằng cả tấm lòng/iu,
  ko: /첫 모금|첫입|첫 입|첫맛|음미|맛이 (?:제일|최고)|맛있|맛을 알|정성껏|맛봐/u,
  zh: /第一口|慢慢地品|品尝|尝得出|最好吃|最好喝|味道总是/u,
};

/** Lines that celebrate ("Happy birthday, make a wish", "又是一年，还是这么幸运"): no line for a dark or angry song. */
const celebration: Record<ContentLanguage, RegExp> = {
  en: /happy birthday|make a wish|\blucky\b|celebrat|cheers to|another year older|gets brighter/iu,
  vi: /chúc mừng|ước một điều|may mắn|ăn mừng|sáng hơn/iu,
  ko: /축하|소원을? 빌|운이 좋|행운|더 환해/u,
  zh: /生日快乐|许个愿|幸运|庆祝|干杯|更亮了/u,
};

/** A family's text without the lines a pattern marks (lines and haiku kept whole when none would be left; hooks may empty, the next family's sing the chorus). */
function withoutLines(text: LyricsFamilyText, pattern: RegExp): LyricsFamilyText {
  const keep = (lines: readonly string[]): readonly string[] => {
    const kept = lines.filter((line) => !pattern.test(line));
    return kept.length > 0 ? kept : lines;
  };
  return { lines: keep(text.lines), hooks: text.hooks.filter((line) => !pattern.test(line)), haiku: keep(text.haiku) };
}

/** A family's text without its savouring lines (a dark song keeps the drink, not the relish). */
function withoutSavouring(text: LyricsFamilyText, language: ContentLanguage): LyricsFamilyText {
  const keep = (lines: readonly string[]): readonly string[] => {
    const kept = lines.filter((line) => !savouring[language].test(line));
    return kept.length > 0 ? kept : lines;
  };
  return { lines: keep(text.lines), hooks: keep(text.hooks), haiku: keep(text.haiku) };
}

/** A family's text without its empty-carriage lines (rule B: "空荡的车厢" on a commute the visitor squeezed into). */
function withoutEmptiness(text: LyricsFamilyText, language: ContentLanguage): LyricsFamilyText {
  const keep = (lines: readonly string[]): readonly string[] => {
    const kept = lines.filter((line) => !emptiness[language].test(line));
    return kept.length > 0 ? kept : lines;
  };
  return { lines: keep(text.lines), hooks: keep(text.hooks), haiku: keep(text.haiku) };
}

/** A family's text without its warm, steaming lines (rule B: an iced coffee does not steam). */
function withoutWarmth(text: LyricsFamilyText, language: ContentLanguage): LyricsFamilyText {
  const keep = (lines: readonly string[]): readonly string[] => {
    const kept = lines.filter((line) => !warmth[language].test(line));
    return kept.length > 0 ? kept : lines;
  };
  return { lines: keep(text.lines), hooks: keep(text.hooks), haiku: keep(text.haiku) };
}

/** Fills a family line's `{k}` with the matched noun (with a Korean particle when written `{k:을}`). */
export function fillFamilyLine(line: string, family: MatchedFamily, language: ContentLanguage): string {
  return line
    .replace(/\{k:([^}]+)\}/gu, (_match, particle: string) => (language === 'ko' ? withParticle(family.noun, particle) : family.noun))
    .replace(/\{k\}/gu, language === 'en' ? family.noun.toLowerCase() : family.noun);
}

/** Every family (for tests and audits). */
export function allLyricsFamilies(): readonly LyricsFamily[] {
  return lyricsFamilies;
}

/** Concrete places, objects, crowds and weekdays of the stock pools that no theme asked for (rule B). */
const stockProps: Record<ContentLanguage, RegExp> = {
  en: /hoodie|coffee|\bmug\b|highway|running shoe|rooftop|ice-cream|mountain|throne|lighthouse|ferry|scoreboard|finish line|photo-booth|toothbrush|sneaker|cassette|umbrella|tangerine|sprinkler|confetti|beach|bicycle|lantern|engine|crowd|whistle|towel|bridge|3 a\.m\.|friday|sunday|tuesday|\bbus\b|airport|departure|streetlight|traffic light|shower|bought flowers|\bsea\b|café|cafe|porch|stadium|radio|voicemail|seashell/iu,
  vi: /đường cao tốc|giày chạy|cột đèn|hoa giấy|tiếng máy|khán đài|cà phê|xe buýt|tài xế|bảng giờ bay|sân bay|biển|thứ ba|chủ nhật|cây cầu|dưới cầu|sân thượng|ô tô|pháo giấy|radio|đèn giao thông|phòng tắm|mua hoa|đèn hiên|vỏ sò|dây giày/iu,
  ko: /러닝화|고속도로|전광판|엔진|관중석|커피|버스|기사님|안내판|공항|바다|화요일|일요일|다리 밑|옥상|신호등|샤워|꽃을 샀|카페|가로등|라디오|현관 불|조개껍데기|끈을 묶/u,
  zh: /灯塔|高速公路|跑鞋|门廊|发动|看台|咖啡|公交|司机|航班|机场|大海|星期二|星期天|桥下|天台|红绿灯|浴室|一束花|路灯|收音机|公里|贝壳|鞋带/u,
};

/** Whether a stock line carries a concrete specific no theme named (rule B). */
export function isStockProp(line: string, language: ContentLanguage): boolean {
  // Remembered per line (round 14): the same bank lines are tested on every request; bounded, as a filled line may
  // carry a visitor's words.
  const key = `${language}\u0000${line}`;
  const known = stockPropLines.get(key);
  if (known !== undefined) return known;
  const found = stockProps[language].test(line);
  if (stockPropLines.size >= 20_000) stockPropLines.clear();
  stockPropLines.set(key, found);
  return found;
}

const stockPropLines = new Map<string, boolean>();

/** A stock pool without its props; the pool itself when nothing would be left. */
export function withoutStockProps<T extends string>(pool: readonly T[], language: ContentLanguage): readonly T[] {
  const kept = pool.filter((line) => !isStockProp(line, language));
  return kept.length > 0 ? kept : pool;
}
