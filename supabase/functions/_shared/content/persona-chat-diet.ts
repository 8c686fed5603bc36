/**
 * A stated diet or occasion beside a cooking question (round 9b of issue 13): "my sister is vegan", "她不能吃辣",
 * "mẹ ăn chay", "엄마 생신". The cooking answer builds a dish from the listed ingredients; this module adds one line
 * that says the dish respects the diet (or what to leave out for it) and names who it is for and the occasion.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { lexiconKeysInOrder, matchDocument } from './keyword-match.ts';
import type { PhraseComposer } from './phrase-grammar.ts';

/** A diet a cooking question states. */
export type ChatDiet = 'vegan' | 'vegetarian' | 'no_spicy';

/** What the diet reader found: the diet, who it is for, whether it is a birthday meal. */
export interface DietReading {
  diet: ChatDiet | null;
  guest: string | null;
  birthday: boolean;
}

const dietLexicon: Readonly<Record<ChatDiet, readonly string[]>> = {
  vegan: ['vegan', 'plant-based', 'thuần chay', '비건', '纯素', '全素'],
  vegetarian: ['vegetarian', 'no meat', "doesn't eat meat", 'ăn chay', 'không ăn thịt', '채식', '고기를 안', '고기 안', '吃素', '素食', '不吃肉'],
  no_spicy: ["can't eat spicy", 'cannot eat spicy', 'no spicy', "can't handle spice", 'not spicy', 'không ăn được cay', 'không ăn cay', '매운 걸 못', '매운 거 못', '맵지 않게', '不能吃辣', '不吃辣', '吃不了辣', '不要辣'],
};
const guestLexicon: Readonly<Record<string, readonly string[]>> = {
  sister: ['sister', 'chị gái', 'em gái', '언니', '누나', '여동생', '姐姐', '妹妹', '我姐', '我妹'],
  brother: ['brother', 'anh trai', 'em trai', '오빠', '형', '남동생', '哥哥', '弟弟', '我哥', '我弟'],
  mom: ['mom', 'mum', 'mother', 'mẹ', '엄마', '어머니', '我妈', '妈妈', '老妈'],
  dad: ['dad', 'father', 'bố', 'ba', '아빠', '아버지', '我爸', '爸爸', '老爸'],
  friend: ['friend', 'friends', 'bạn', '친구', '朋友'],
};
const guestNames: Readonly<Record<string, Readonly<Record<ContentLanguage, string>>>> = {
  sister: { en: 'your sister', vi: 'chị em của bạn', ko: '자매', zh: '姐妹' },
  brother: { en: 'your brother', vi: 'anh em của bạn', ko: '형제', zh: '兄弟' },
  mom: { en: 'your mom', vi: 'mẹ', ko: '어머니', zh: '妈妈' },
  dad: { en: 'your dad', vi: 'bố', ko: '아버지', zh: '爸爸' },
  friend: { en: 'your friend', vi: 'bạn của bạn', ko: '친구', zh: '朋友' },
};
const birthdayWords: readonly string[] = ['birthday', 'sinh nhật', '생일', '생신', '生日'];
/** Ingredient keys (chat-topic-words) that are not plant-based. */
const animalIngredients: ReadonlySet<string> = new Set(['egg', 'chicken', 'ham', 'tuna', 'feta', 'cheese']);
const meatIngredients: ReadonlySet<string> = new Set(['chicken', 'ham', 'tuna']);

/** Reads a stated diet, the person cooked for and a birthday from a cooking message. */
export function readDiet(text: string): DietReading {
  const doc = matchDocument(text);
  const diet = lexiconKeysInOrder(doc, dietLexicon)[0] ?? null;
  return { diet, guest: lexiconKeysInOrder(doc, guestLexicon)[0] ?? null, birthday: lexiconKeysInOrder(doc, { birthday: birthdayWords }).length > 0 };
}

const dietLines: Readonly<Record<ContentLanguage, Readonly<Record<'plants' | 'noMeat' | 'leaveOut' | 'noSpice' | 'birthday', string>>>> = {
  en: {
    noMeat: 'There is no meat in it, so it is fine for {guest} as a vegetarian.',
    plants: 'Everything in it is plant-based, so it is fully {diet} for {guest}.',
    leaveOut: 'For {guest}, who is {diet}, leave out the {out}; it still works without them.',
    noSpice: 'And no chili anywhere in it, so {guest} can eat it without worry.',
    birthday: 'It is a birthday meal, so serve it on your nicest plate.',
  },
  vi: {
    noMeat: 'Món này không có thịt, nên {guest} ăn chay vẫn ăn được.',
    plants: 'Toàn nguyên liệu thực vật, nên {guest} ăn chay vẫn ăn thoải mái.',
    leaveOut: 'Vì {guest} ăn chay, bỏ phần {out} ra là được, món vẫn ngon.',
    noSpice: 'Không có chút ớt nào, {guest} ăn yên tâm.',
    birthday: 'Bữa sinh nhật thì bày ra cái đĩa đẹp nhất nhà nhé.',
  },
  ko: {
    noMeat: '고기가 안 들어가서 채식하는 {guest}도 괜찮아요.',
    plants: '재료가 전부 식물성이라 {guest}도 마음 놓고 먹을 수 있어요.',
    leaveOut: '채식하시는 분 몫은 {out}만 빼면 돼요.',
    noSpice: '고추는 하나도 안 들어가서 {guest}도 맵지 않게 드실 수 있어요.',
    birthday: '생신 상이니까 제일 예쁜 접시에 담아 드려요.',
  },
  zh: {
    noMeat: '里面没有肉，{guest}吃素也没问题。',
    plants: '全是植物性的食材，{guest}吃素也能放心吃。',
    leaveOut: '{guest}吃素的话，把{out}去掉就行，照样好吃。',
    noSpice: '一点辣椒都不放，{guest}可以放心吃。',
    birthday: '是生日饭，记得用家里最好看的盘子装。',
  },
};
const dietWords: Readonly<Record<ContentLanguage, Readonly<Record<'vegan' | 'vegetarian', string>>>> = {
  en: { vegan: 'vegan', vegetarian: 'vegetarian' }, vi: { vegan: 'thuần chay', vegetarian: 'ăn chay' }, ko: { vegan: '비건', vegetarian: '채식' }, zh: { vegan: '纯素', vegetarian: '素食' },
};
/** With no one else named, the diet is the visitor's own ("I'm vegan", "em đang ăn chay"). */
const guestFallback: Readonly<Record<ContentLanguage, string>> = { en: 'you', vi: 'bạn', ko: '본인', zh: '你' };

/**
 * One or two lines for a cooking answer: the dish respects the stated diet (or what to leave out), and a birthday
 * meal gets served nicely. `ingredients` are the ingredient keys the cooking answer used; `names` names them.
 */
export function writeDietLines(reading: DietReading, ingredients: readonly string[], names: (key: string) => string, c: PhraseComposer): string[] {
  const lines = dietLines[c.language];
  const guest = (reading.guest ? guestNames[reading.guest]?.[c.language] : undefined) ?? guestFallback[c.language];
  const fill = (template: string, out = ''): string => template.replace('{guest}', guest).replace('{out}', out)
    .replace('{diet}', reading.diet === 'vegan' || reading.diet === 'vegetarian' ? dietWords[c.language][reading.diet] : '');
  const parts: string[] = [];
  if (reading.diet === 'vegan' || reading.diet === 'vegetarian') {
    const excluded = reading.diet === 'vegan' ? animalIngredients : meatIngredients;
    const out = ingredients.filter((key) => excluded.has(key));
    const joiner = c.language === 'zh' ? '和' : c.language === 'vi' ? ' và ' : c.language === 'ko' ? ', ' : ' and ';
    const clean = reading.diet === 'vegan' || !ingredients.some((key) => animalIngredients.has(key)) ? lines.plants : lines.noMeat;
    parts.push(out.length === 0 ? fill(clean) : fill(lines.leaveOut, out.map(names).join(joiner)));
  } else if (reading.diet === 'no_spicy') parts.push(fill(lines.noSpice));
  if (reading.birthday) parts.push(lines.birthday);
  const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
  return parts.map(capital);
}
