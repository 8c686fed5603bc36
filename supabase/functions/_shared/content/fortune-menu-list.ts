/**
 * Menu choices listed three or more at a time (eighth round, class OPTIONS): "중국집, 분식집, 국밥집이 있어요", "sushi,
 * Thai curry, or just burgers?", "quán phở, quán cơm gà và tiệm bánh mì", "麻辣烫、黄焖鸡和兰州拉面". The reading picks
 * one of them by name and names the others, never a fourth dish the stars made up. Two options are fortune-choice's.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { isCleanOption } from './chat-noun-phrase.ts';

/** Sentence ends: a list lives inside one sentence. */
const sentenceEnds = /[.!?。！？\n]+/u;

/** Separators between items. */
const separators: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+/u,
  vi: /\s*,\s*(?:(?:và|hay|hoặc|với)\s+)?|\s+(?:và|hay|hoặc|với)\s+/u,
  ko: /\s*[,、]\s*(?:아니면\s*)?/u,
  zh: /、|，|,|和|还有|或者|还是|或/u,
};

/** Words before the first item that belong to the sentence. */
const leads: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^.*[:：]\s*|^(?:.*\b(?:there['’]s|there is|there are|we have|I have|between|either|from|about|like))\s+/iu,
  vi: /^.*[:：]\s*|^(?:.*(?<![\p{L}])(?:có|ăn|chọn|giữa|là|gọi))\s+/iu,
  ko: /^.*[\s:：]/u,
  zh: /^.*[在有从是点]/u,
};

/** Words after an item that belong to the sentence (a place, a time, a question). */
const tails: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\s+(?:near|for|at|in|on|today|tonight|tomorrow|this|with|around|close)\b.*$/iu,
  vi: /\s+(?:đây|nhỉ|nhé|thì|trưa|tối|sáng|hôm|ạ|đi|nào|gần|ở|cho)(?![\p{L}]).*$/iu,
  ko: /(?:이|가)?\s+(?:중에|중|가운데).*$|(?:이|가)?\s*(?:있어|있는|있고|있음|보여).*$/u,
  zh: /(?:里|中|之间|选|哪|好|吗|呢).*$/u,
};

/** Words that make an item a question or a clause, not a dish. */
const notItems = /\b(?:what|which|should|can|decide|eat|want)\b|(?<![\p{L}])(?:gì|nào|không|ăn|muốn)(?![\p{L}])|뭐|먹을|할까|吃什么|哪个|哪家|^吃|^要|^去/iu;

/** Moods, states and verb endings: a list of how the visitor feels ("tired, hungry", "춥고, 배고파요"), not of dishes. */
const moodItems = /\b(?:tired|hungry|cold|hot|sad|bored|lazy|day|had|feel|feeling|busy|broke|sleepy)\b|(?<![\p{L}])(?:mệt|đói|lạnh|nóng|buồn|lười|chán)(?![\p{L}])|[累饿冷热困懒烦]|(?:고|요|다|서|해|죠|네)$/iu;

/** The articles and hedges an English item starts with. */
const enArticle = /^(?:an?|the|just|some|maybe)\s+/iu;

/** Three to five menu options listed in one sentence of the question, as written (articles and particles cut), or null. */
export function readMenuList(question: string, language: ContentLanguage): string[] | null {
  const short = (item: string): boolean => (language === 'zh' || language === 'ko' ? item.length <= 8 : item.split(/\s+/u).length <= 4);
  const valid = (item: string): boolean => item !== '' && short(item) && isCleanOption(item) && !notItems.test(item) && !moodItems.test(item);
  for (const sentence of question.split(sentenceEnds)) {
    const parts = sentence.split(separators[language]).map((part) => part.trim()).filter((part) => part.length > 0);
    if (parts.length < 3) continue;
    const items = parts.map((part, index) => {
      // A Chinese part that asks ("晚饭去哪家") is the question after the list, however it is cut.
      if (language === 'zh' && /哪|什么|吗|呢|怎么/u.test(part)) return '';
      let text = index === 0 ? part.replace(leads[language], '') : part;
      text = text.replace(tails[language], '').trim();
      // "a pho place" stays a place ("the pho place"); "just burgers" is burgers.
      if (language !== 'en') return text;
      const place = /^(?:an?|the)\s+/iu.test(text);
      const bare = text.replace(enArticle, '').replace(enArticle, '');
      return place ? `the ${bare}` : bare;
    });
    // A question after the list ("…, trưa nay ăn gì đây") is not an item; anything else that is no dish spoils the list.
    while (items.length > 0 && !valid(items[items.length - 1] as string)) items.pop();
    const distinct = [...new Set(items)];
    if (distinct.length >= 3 && distinct.length <= 5 && distinct.every(valid)) return distinct;
  }
  return null;
}
