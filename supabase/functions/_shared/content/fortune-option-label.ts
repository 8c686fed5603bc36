/**
 * Options of an "A or B?" question made ready for a "my pick is X" slot (issue 13, seventh round, class OPTIONS):
 * the words that belong to the whole question are cut off each option ("ramen for dinner tonight" → "ramen"), a verb
 * shared by both options is left out of the first ("bring a light stick or a banner" → "a light stick" / "a banner"),
 * two places listed without any "or" count as a menu choice ("국밥집이랑 파스타집이 있어요", "there's a taco truck and a
 * ramen place"), and when the question gives a reason to prefer one (it is freezing and one option is a hot soup), the
 * pick follows that reason instead of the seed. Pure functions, no stock text.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { readEitherOr, type EitherOr } from './fortune-choice.ts';
import { isNounPhrase } from './chat-noun-phrase.ts';

/** Words at the end of an option that belong to the whole question (a meal, a time), per language. */
const trailingContext: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /(?:\s+(?:since|because)\s+[^,]+$)|(?:\s+(?:for (?:dinner|lunch|breakfast|brunch|supper)|tonight|today|tomorrow|this (?:week(?:end)?|month|year|time|evening|morning|afternoon)|next (?:week|month|year)|right now|now|first|instead|then))+$/iu,
  vi: /(?:\s+(?:tối nay|trưa nay|sáng nay|hôm nay|ngày mai|tuần này|tháng này|năm nay|bây giờ|trước|thì hơn|thì tốt hơn|tốt hơn|nhỉ|ạ))+$/iu,
  ko: /(?:\s*(?:오늘|내일|이번\s?주|이번\s?달|올해|지금))+$/u,
  zh: /(?:今晚|今天|明天|这周|这个月|今年|现在|好了|好)+$/u,
};

/** A determiner that starts an English noun phrase. */
const determiner = /^(?:a|an|the|my|our|some|one|two|three|this|that|these|those|\d+)$/iu;

/** A Vietnamese lead that belongs to the asker, not the option ("Em đang tính mua…" → "mua…"), ninth round. */
const leadingContext = /^(?:(?:em|anh|chị|mình|tôi|tớ|tui)\s+)?(?:đang\s+)?(?:tính|định|nghĩ|muốn|phân vân)\s+/iu;

/** A Korean time that belongs to the whole question, with what is left of it ("올해 안에 이직하는 게" → "이직하는 게"; "안에 …"). */
// Round 18 (fort22): "이번 주" never cuts "이번 주말에" in half (it left '말에 캠핑을 갈까').
const koreanLeadingTime = /^(?:(?:올해|이번\s?달|이번\s?주(?![가-힣])|내년|연내)\s*)?(?:안에|중에|내에|까지)?\s*(?=\S)/u;

/** Cuts the question's own context off one option (never the whole option). */
function trimContext(option: string, language: ContentLanguage): string {
  const trimmed = option.replace(trailingContext[language], '').replace(language === 'vi' ? leadingContext : language === 'ko' ? koreanLeadingTime : /^$/u, '').trim();
  return trimmed === '' ? option : trimmed;
}

/** The script an option is written in (an English question can hold a Vietnamese option: test each option itself). */
function optionLanguage(option: string): ContentLanguage {
  if (/[가-힣]/u.test(option)) return 'ko';
  if (/[\u4e00-\u9fff]/u.test(option)) return 'zh';
  if (/[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/iu.test(option)) return 'vi';
  return 'en';
}

/**
 * The two options ready for a slot: the question's context cut off, and in English a verb both options share left out
 * of the first ("bring a light stick" / "a banner" → "a light stick" / "a banner").
 */
export function labelOptions(options: EitherOr): EitherOr {
  const language = optionLanguage(`${options[0]} ${options[1]}`);
  const second = trimContext(options[1], language);
  let first = trimContext(options[0], language);
  if (language === 'en') {
    const a = first.split(/\s+/u);
    const b = second.split(/\s+/u);
    if (a.length >= 3 && determiner.test(a[1] ?? '') && !determiner.test(a[0] ?? '') && determiner.test(b[0] ?? '')) first = a.slice(1).join(' ');
  }
  return [first, second];
}

/** Two places or dishes listed as the choice of a menu question with no "or" ("국밥집이랑 파스타집이 있어요"). */
export function readListedMenu(question: string): EitherOr | null {
  const patterns: ReadonlyArray<readonly [RegExp, ContentLanguage]> = [
    [/([가-힣]{1,8}?)(?:이랑|랑|하고|와|과)\s+([가-힣]{1,8}?)(?:이|가)\s*(?:있|보여|생겼)/u, 'ko'],
    [/有([\u4e00-\u9fff]{1,6}?)(?:和|跟|还有)([\u4e00-\u9fff]{1,6}?)(?:[，。！？,.!?\s]|$)/u, 'zh'],
    [/\bthere(?:'s| is| are)\s+(an?\s+[a-z]+(?:\s[a-z]+)?)\s+and\s+(an?\s+[a-z]+(?:\s[a-z]+)?)\b/iu, 'en'],
    [/có\s+(quán\s+[\p{L}]+(?:\s[\p{L}]+)?)\s+(?:với|và)\s+(quán\s+[\p{L}]+(?:\s[\p{L}]+)?)/iu, 'vi'],
  ];
  for (const [pattern, language] of patterns) {
    const found = pattern.exec(question);
    const a = found?.[1]?.trim();
    const b = found?.[2]?.trim();
    if (a && b && a !== b && isNounPhrase(a, language) && isNounPhrase(b, language)) return [a, b];
  }
  return null;
}

/** Hot, brothy or warming dishes: on a cold or rainy day the reading picks the option that names one. */
const warmFood = /ramen|pho|phở|soup|stew|hot ?pot|curry|noodle soup|chowder|udon|bún bò|lẩu|cháo|canh|국밥|찌개|라면|탕|국수|칼국수|전골|우동|짬뽕|수제비|샤브샤브|순두부|hủ tiếu|bún riêu|火锅|拉面|汤|麻辣烫|米线|粥|砂锅|关东煮/iu;
/** Cold or light dishes: on a hot day the reading picks the option that names one. */
const coolFood = /salad|poke|sushi|cold noodles?|ice cream|smoothie|gỏi|bún chả|chè|kem|냉면|샐러드|초밥|콩국수|물회|凉面|凉皮|沙拉|寿司|冰/iu;
const coldDay = /\b(?:cold|freezing|chilly|snow(?:ing|y)?|rain(?:ing|y)?)\b|lạnh|rét|mưa|추워|춥|쌀쌀|비 오|눈 오|冷|下雨|下雪|降温/iu;
const hotDay = /\b(?:hot|heat|boiling|humid|sweltering)\b|nóng|oi bức|더워|덥|폭염|热|闷/iu;

/** Pain or an injury named in the question (ninth round): the gentler option wins. */
const hurting = /\b(?:knee|ankle|back pain|my back|shoulder|injur\w*|hurts?|pain(?:ful)?|sprain\w*|clicking)\b|đau|chấn thương|bong gân|무릎|허리|다쳤|아파|통증|膝盖|腰疼|受伤|疼|痛/iu;
/** Gentle exercise or rest. */
const gentle = /\b(?:swim\w*|walk\w*|yoga|rest\w*|stretch\w*|pilates|cycling)\b|bơi|đi bộ|nghỉ ngơi|nghỉ|수영|걷기|산책|요가|쉬|游泳|散步|瑜伽|休息/iu;

/** The reason a question gives to prefer one option. */
export type OptionReason = 'cold' | 'hot' | 'injury';

/**
 * Which option the question itself argues for (index 0 or 1) and why, or null when it gives no reason: a cold or rainy
 * day and exactly one hot dish, a hot day and exactly one cold dish, pain or an injury and exactly one gentle option.
 */
export function reasonedPick(options: EitherOr, question: string): { index: 0 | 1; reason: OptionReason } | null {
  const match = (pattern: RegExp): [boolean, boolean] => [pattern.test(options[0]), pattern.test(options[1])];
  if (coldDay.test(question)) {
    const [a, b] = match(warmFood);
    if (a !== b) return { index: a ? 0 : 1, reason: 'cold' };
  }
  if (hotDay.test(question)) {
    const [a, b] = match(coolFood);
    if (a !== b) return { index: a ? 0 : 1, reason: 'hot' };
  }
  if (hurting.test(question)) {
    const [a, b] = match(gentle);
    if (a !== b) return { index: a ? 0 : 1, reason: 'injury' };
  }
  return null;
}

/** The options of a question ready for a slot (see labelOptions), or null when it asks no choice. */
export function readOptionLabels(question: string, menu: boolean): EitherOr | null {
  const read = readEitherOr(question) ?? (menu ? readListedMenu(question) : null);
  return read ? labelOptions(read) : null;
}
