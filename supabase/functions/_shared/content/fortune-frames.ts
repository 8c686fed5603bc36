/**
 * What a fortune question tells beyond its topic, so the reading answers it: the category's own topics win over words
 * from elsewhere (a gym crush in a love reading is a crush, not health), a wh-question is never answered yes or no,
 * a crush is named by where the visitor sees them, a purchase already made is about paying it off, a menu question
 * gets a dish that suits the weather and the mood, a trip gets its spot and the weather it asked about, and lucky
 * numbers come from the Chinese zodiac year the visitor gives (or their birth year).
 */
import type { ContentLanguage, FortuneCategory } from '../contract/content-types.ts';
import { hasAnyKeyword, lexiconKeysInOrder, matchDocument, type MatchDocument } from './keyword-match.ts';
import type { FortuneTopic } from './data/fortune/topics.ts';
import {
  crushPlaces, madePurchaseKeywords, menuDishes, menuDrinks, menuMoodKeywords, weatherKeywords, zodiacAnimals, type MenuMood,
} from './data/fortune/frames.ts';

/** Topics a category's reading prefers when the question has several; an empty list keeps the best-ranked topic. */
export const categoryTopicFamilies: Readonly<Record<FortuneCategory, readonly FortuneTopic[]>> = {
  love: ['crush', 'partner', 'breakup', 'romance', 'friend', 'family'],
  work: ['interview', 'job', 'business', 'exam', 'creative'],
  money: ['money', 'business', 'job', 'move'],
  health: ['health', 'food'],
  travel: ['trip', 'move'],
  menu: ['food'],
  lucky_number: [],
  today: [],
  week: [],
  future: [],
};

/** Words that make a question open (what, where, how…): it wants content, not a yes or a no. */
const whQuestion = /(?:^|[.!?]\s*|,\s*)(?:what|which|where|how|who)\b|(?:^|[.!?]\s*)when\s+(?:will|should|is|do|does|can|would)\b|뭐|뭘|무엇|무슨|어디|언제|어떻게|어때|어떨|gì|nào|đâu|thế nào|ra sao|bao giờ|khi nào|什么|哪|怎么|怎样|几|多少|啥/iu;

/** Whether a question is open (a wh-question) rather than a yes/no one. */
export function isOpenQuestion(question: string): boolean {
  return whQuestion.test(question);
}

const indexLexicon = (entries: ReadonlyArray<{ match: readonly string[] }>): Readonly<Record<string, readonly string[]>> =>
  Object.fromEntries(entries.map((entry, index) => [String(index), entry.match]));
const crushPlaceLexicon = indexLexicon(crushPlaces);
const animalLexicon = indexLexicon(zodiacAnimals);

/** Where the visitor sees their crush (index into crushPlaces), or null. */
export function findCrushPlace(doc: MatchDocument): number | null {
  const key = lexiconKeysInOrder(doc, crushPlaceLexicon)[0];
  return key === undefined ? null : Number(key);
}

/** Whether the question says a purchase is already made (bought, on instalments). */
export function isMadePurchase(doc: MatchDocument): boolean {
  return hasAnyKeyword(doc, madePurchaseKeywords);
}

/** The thing bought, as written ("iPhone", "노트북", "手机"), or null. */
export function boughtThing(question: string): string | null {
  const en = /\bbought\s+(?:a|an|the|my|new)?\s*(?:new\s+)?([A-Za-z][\w-]*(?:\s[A-Z0-9][\w-]*)?)/u.exec(question)?.[1];
  if (en && !/^(?:it|something|stuff|things)$/iu.test(en)) return en;
  const vi = /mua\s+(?:cái|chiếc|con|một|cái\s+máy)?\s*([\p{L}\d]+(?:\s\d+|\s[\p{Lu}][\p{L}\d]*)?)(?=\s|[,.!?]|$)/u.exec(question)?.[1];
  if (vi && !/^(?:trả|đồ|gì|sắm|hàng)$/iu.test(vi)) return vi;
  const ko = /([가-힣A-Za-z0-9]{2,8}?)(?:을|를)?\s*(?:할부로\s*)?(?:샀|사 버렸|질렀)/u.exec(question)?.[1];
  if (ko && !/^(?:할부|이번|결국|그냥|충동)$/u.test(ko)) return ko;
  const zh = /买了(?:一[个台部辆件])?([\u4e00-\u9fffA-Za-z0-9]{1,6}?)(?:[，。！？,.!?\s]|分期|$)/u.exec(question)?.[1];
  return zh ?? null;
}

/** The conditions a menu question mentions (rain, cold, heat, no energy), in a stable order. */
export function menuMoods(doc: MatchDocument): MenuMood[] {
  return (Object.keys(menuMoodKeywords) as MenuMood[]).filter((mood) => hasAnyKeyword(doc, menuMoodKeywords[mood]));
}

/** The dishes that suit the conditions: warm ones for rain or cold, cool ones for heat, light ones when asked, any otherwise. */
export function dishesFor(moods: readonly MenuMood[], language: ContentLanguage): readonly string[] {
  if (moods.includes('rain') || moods.includes('cold') || moods.includes('warm')) return menuDishes.warm[language];
  if (moods.includes('hot')) return menuDishes.cool[language];
  if (moods.includes('light')) return menuDishes.light[language];
  return menuDishes.any[language];
}

/** Whether a trip question asks about the weather. */
export function asksWeather(doc: MatchDocument): boolean {
  return hasAnyKeyword(doc, weatherKeywords);
}

const genericSpots = /^(?:다음|이번|주말|친구|가족|혼자|여행|거기|어디|같이|우리|그곳|바다|해외)$/u;

/** A spot the visitor will visit on the trip, other than the destination ("해운대 갈 건데", "visit the Louvre"), or null. */
export function tripSpot(question: string, destination: string | null): string | null {
  const candidates = [
    /([가-힣]{2,5}?)(?:에|에서|도|는|을|를)?\s*(?:갈 건데|갈 거|가려고|가 보려고|갈 예정|들를|가고 싶)/u.exec(question)?.[1],
    /\b(?:visit|see|go to|hit|check out)\s+(?:the\s+)?((?:[A-Z][\p{L}'-]+)(?:\s+[A-Z][\p{L}'-]+){0,2})/u.exec(question)?.[1],
    /(?:ghé|tham quan|ra|đi)\s+((?:\p{Lu}[\p{L}]*)(?:\s+\p{Lu}[\p{L}]*){0,2})/u.exec(question)?.[1],
    /(?:去|逛|看)([\u4e00-\u9fff]{2,4}?)(?:看看|玩|逛逛|拍照|走走|[，。！？,.!?]|$)/u.exec(question)?.[1],
  ];
  for (const spot of candidates) {
    if (!spot || genericSpots.test(spot)) continue;
    if (destination && (destination.includes(spot) || spot.includes(destination))) continue;
    return spot;
  }
  return null;
}

/** The Chinese zodiac animal the question gives, by name or by birth year (index into zodiacAnimals), or null. */
export function zodiacAnimal(question: string): number | null {
  const key = lexiconKeysInOrder(matchDocument(question), animalLexicon)[0];
  if (key !== undefined) return Number(key);
  const year = /(?:born in|sinh năm|năm sinh|sinh)\s*(19[3-9]\d|20[0-2]\d)|(19[3-9]\d|20[0-2]\d)\s*(?:년생|年生|年出生|年的)/iu.exec(question);
  const value = Number(year?.[1] ?? year?.[2]);
  return Number.isFinite(value) && value > 0 ? (((value - 4) % 12) + 12) % 12 : null;
}

/** The drinks that suit the conditions (a hot one on a rainy day, a cool one in the heat). */
export function drinksFor(moods: readonly MenuMood[], language: ContentLanguage): readonly string[] {
  if (moods.includes('rain') || moods.includes('cold') || moods.includes('warm')) return menuDrinks.warm[language];
  if (moods.includes('hot')) return menuDrinks.cool[language];
  return menuDrinks.any[language];
}
