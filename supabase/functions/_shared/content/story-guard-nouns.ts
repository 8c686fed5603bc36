/**
 * Noun phrases the name and premise finders mistake (issue 13, round 11), read by their grammar:
 * - a locative "name" (楼下 of 楼下的面包店, 隔壁, 门口): a place word by its suffix, never a person or a hero;
 * - a counter or an ordinal taken for a thing (송이 of 장미 한 송이, 第三天): the word after a number, or after 第;
 * - a role noun that acts on the narrator (the florist gave me…, 꽃집 아가씨가 나에게 건넸다, cô bán hoa đưa cho tôi,
 *   卖花的阿姨给了我): a person, never a thing to be kept or looked at.
 */
import type { ContentLanguage } from '../contract/content-types.ts';

/** Chinese place words by their locative suffix (楼下, 门口, 隔壁, 屋里). */
const chineseLocative = /^[\u4e00-\u9fff]{0,2}(?:下|上|里|边|面|头|口|外|内|前|后)$|^(?:隔壁|对门|对面|附近)$/u;

/** Whether a found "name" is a place word (楼下, 门口): no person, no hero. */
export function isPlaceWordName(name: string, language: ContentLanguage): boolean {
  return language === 'zh' && chineseLocative.test(name);
}

const numberWord: Readonly<Record<ContentLanguage, string>> = {
  en: '(?:a|an|one|two|three|four|five|\\d+)',
  vi: '(?:một|hai|ba|bốn|năm|\\d+)',
  ko: '(?:한|두|세|네|다섯|여섯|\\d+)',
  zh: '(?:[一二三四五六七八九十两几]|\\d+)',
};

/** Whether a phrase is only a counter after a number (장미 한 송이 → 송이) or an ordinal (第三天): no thing of its own. */
export function isCounterOrOrdinal(phrase: string, opening: string, language: ContentLanguage): boolean {
  if (language === 'zh' && /^第/u.test(phrase)) return true;
  if (language !== 'ko') return false;
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  return new RegExp(`(?:^|\\s)${numberWord[language]}\\s?${escaped}(?:[을를이가은는도]|\\s|$)`, 'u').test(opening);
}

/** A role noun by its form: an agent suffix, a person classifier or an honorific (florist, cô bán hoa, 아가씨, 阿姨). */
const personForm: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:the|a|an|my|our)\s+(?:[a-z]+\s+)?(?:[a-z]+(?:ist|ian|man|woman|lady|girl|boy|guy)|baker|driver|teacher|neighbou?r|stranger|owner|waiter|waitress|nurse|doctor|barber|grocer|cashier|clerk|postman|courier|janitor|guard)$/iu,
  vi: /^(?:cô|chú|bác|anh|chị|ông|bà|em|cậu|thằng|con bé)\s/iu,
  ko: /(?:씨|님|아저씨|아주머니|아줌마|할머니|할아버지|언니|오빠|누나|형|선생|사장|기사|학생|아이)$/u,
  zh: /(?:阿姨|叔叔|大爷|大妈|奶奶|爷爷|师傅|老板|老师|先生|小姐|同学|姐姐|哥哥|弟弟|妹妹|大叔|大姐|医生|护士)$/u,
};

/** The phrase acts on the narrator: gives, tells, smiles or waves at me (its object is the narrator). */
function actsOnNarrator(opening: string, phrase: string, language: ContentLanguage): boolean {
  const at = opening.toLowerCase().indexOf(phrase.toLowerCase());
  if (at < 0) return false;
  const after = opening.slice(at + phrase.length, at + phrase.length + 60);
  if (language === 'en') return /^[^.!?]*?\b(?:gave|handed|told|asked|showed|sent|brought|offered|smiled at|waved at|winked at|called|greeted|hugged)\s+(?:me|us)\b/iu.test(after);
  if (language === 'vi') return /^[^.!?]*?(?:cho tôi|cho mình|tặng tôi|bảo tôi|hỏi tôi|gọi tôi|cười với tôi|vẫy tôi|chào tôi)(?![\p{L}\p{M}])/iu.test(after);
  if (language === 'ko') return /^[^.!?]*?(?:나에게|내게|나한테|저에게|제게)/u.test(after);
  return /^[^。！？]*?(?:给我|送我|对我|冲我|跟我|朝我|叫我)/u.test(after);
}

/** Whether a premise the finder took for a thing is a person: a role noun by its form that acts on the narrator. */
export function isActingPerson(phrase: string, opening: string, language: ContentLanguage): boolean {
  return personForm[language].test(phrase.trim()) && actsOnNarrator(opening, phrase, language);
}
