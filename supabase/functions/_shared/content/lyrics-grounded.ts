/**
 * Round 9 (issue 13): the grounded fall-through of a lyrics theme no premise family knows. A stock family or a person's
 * song fires only on a mention in the theme's main clause: a person named only as an owner ("chiếc máy khâu của bà
 * ngoại", "爷爷的收音机", "my neighbor's piano") or as someone NOT needed ("không cần gọi bố", "without calling Dad")
 * is no one the song is sung to or about; an animal that is a stray or a neighbour's is not the singer's own pet, so the
 * pet family's leash, bowl and tail at the door are not sung.
 */
import type { ContentLanguage } from '../contract/content-types.ts';

/** Escapes a word for use inside a pattern. */
function escaped(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

/** Patterns that put a person word as an owner of something else (the owned thing follows or precedes per language). */
const ownerFrame: Record<ContentLanguage, (word: string) => RegExp> = {
  // "my neighbor's old piano", "Grandpa's radio": an owner's 's with a noun after it.
  en: (word) => new RegExp(`\\b${escaped(word)}['’]s\\s+\\p{L}`, 'iu'),
  vi: (word) => new RegExp(`(?:của|nhà)\\s+${escaped(word)}(?![\\p{L}\\p{M}])`, 'iu'),
  ko: (word) => new RegExp(`${escaped(word)}의\\s`, 'u'),
  zh: (word) => new RegExp(`${escaped(word)}的(?!时候|话)\\p{Script=Han}`, 'u'),
};

/** Patterns that mention a person only as someone not needed or not there ("không cần gọi bố", "without calling Dad", "아빠 없이", "不用叫爸爸"). */
const notNeededFrame: Record<ContentLanguage, (word: string) => RegExp> = {
  en: (word) => new RegExp(`\\b(?:without|no need to|didn'?t (?:need|have) to|never had to)\\b[^,.]{0,20}\\b${escaped(word)}\\b`, 'iu'),
  vi: (word) => new RegExp(`(?:không|chẳng|chả) (?:cần|phải|nhờ)[^,.]{0,12}${escaped(word)}(?![\\p{L}\\p{M}])`, 'iu'),
  ko: (word) => new RegExp(`${escaped(word)}\\S{0,3}\\s*(?:없이|안 부르고|도움 없이|안 찾고)`, 'u'),
  zh: (word) => new RegExp(`(?:不用|不需要|没叫|没找|不靠|没靠)[^，。]{0,3}${escaped(word)}`, 'u'),
};

/** Round 9c: patterns that put a person as the giver or maker of a thing in a relative clause ("cái cốc mẹ tặng", "妈妈织的毛衣"). */
const giverFrame: Partial<Record<ContentLanguage, (word: string) => RegExp>> = {
  vi: (word) => new RegExp(`[\\p{L}\\p{M}]+\\s+${escaped(word)}\\s+(?:tặng|cho|mua|đan|may|viết|gửi|làm|để lại|trồng|nấu|khâu)(?![\\p{L}\\p{M}])`, 'iu'),
  zh: (word) => new RegExp(`${escaped(word)}(?:给我|亲手|以前)?(?:织|送|买|做|写|种|留|缝|寄|包|画)(?:给我)?的\\p{Script=Han}`, 'u'),
};

/** Whether the theme names a person only at its side: as an owner, a giver or someone not needed (then the song is not theirs). */
export function isSideMention(word: string, theme: string, language: ContentLanguage): boolean {
  if (word.length === 0) return false;
  return ownerFrame[language](word).test(theme) || notNeededFrame[language](word).test(theme) || (giverFrame[language]?.(word).test(theme) ?? false);
}

/** An animal that is a stray or a neighbour's, not the singer's own pet. */
const notOwnAnimal: Record<ContentLanguage, RegExp> = {
  en: /\b(?:stray|neighbou?r'?s|street|alley|feral|wild)\s+(?:\w+\s+)?(?:dog|cat|kitten|puppy)\b/iu,
  vi: /(?:chó|mèo|cún)[^,.]{0,12}(?:hoang|lạc|nhà hàng xóm|của hàng xóm|nhà bên)|(?:chó|mèo) hoang/iu,
  ko: /(?:길|떠돌이|유기|이웃집|옆집|윗집|동네)\s?(?:고양이|강아지|개|냥이)/u,
  zh: /流浪[猫狗]|野[猫狗]|邻居(?:家)?的?[猫狗]|别人家的[猫狗]/u,
};

/** Whether a theme's animal belongs to no one in the song (a stray, a neighbour's cat): the pet family does not fit. */
export function isNotOwnAnimal(theme: string, language: ContentLanguage): boolean {
  return notOwnAnimal[language].test(theme);
}

/** Lines that speak to a "you" (a lover, a friend far away) the theme never named. */
const addressee: Record<ContentLanguage, RegExp> = {
  en: /\byou(?:r|rs|rself|'re|’re|'ll|’ll|'d|’d|'ve|’ve)?\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:người|em|anh|bạn)(?![\p{L}\p{M}])/iu,
  ko: /(?<![가-힣])(?:너|네|넌|널|니)(?:가|를|의|는|와|랑|였어|였|야|라서|라|도|만|한테|에게)?(?![가-힣])/u,
  zh: /你|您/u,
};

/** A pool without its lines to a "you" the theme never named; the pool itself when fewer than `least` lines would be left. */
export function withoutAddressee<T extends string>(pool: readonly T[], language: ContentLanguage, least = 4): readonly T[] {
  const kept = pool.filter((line) => !addressee[language].test(line));
  return kept.length >= least ? kept : pool;
}

/** Food or drink that was spilled, dropped or burnt: a mishap, never a taste to savour. */
const spoiled: Record<ContentLanguage, RegExp> = {
  en: /\b(?:spill(?:ed|t)?|dropped|knocked over|burn(?:t|ed))\s+(?:my\s+|the\s+|a\s+|some\s+)?(?:\w+\s+)?(?:coffee|tea|latte|soup|food|lunch|dinner|breakfast|cake|milk|noodles|ramen|drink)\b/iu,
  vi: /(?:làm đổ|đổ|rơi|cháy|khét)\s+(?:hết\s+)?(?:ly|cốc|tô|bát|nồi)?\s*(?:cà phê|trà|sữa|canh|cơm|mì|phở|bánh)/iu,
  ko: /(?:커피|라면|국|밥|케이크|우유|차)\S{0,2}\s?(?:쏟|엎|흘렸|태웠|떨어뜨)/u,
  zh: /(?:洒|打翻|弄洒|泼|烧糊|煮糊)了?(?:一杯|一碗)?(?:咖啡|奶茶|茶|汤|饭|面|牛奶|蛋糕)|把(?:一杯|一碗)?(?:咖啡|奶茶|茶|汤|饭|面|牛奶|蛋糕)(?:洒|打翻|弄洒|泼|烧糊|煮糊)/u,
};

/** Whether the theme's food or drink met a mishap (then the food family's savouring lines do not fit). */
export function isSpoiledFood(theme: string, language: ContentLanguage): boolean {
  return spoiled[language].test(theme);
}
