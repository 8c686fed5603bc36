/**
 * Round 19 of issue 13 (helper fort23): the lucky-number reading carries the visitor's own occasion. The stock
 * lucky-number path answered "buying a lottery ticket for my mom's birthday, what's my lucky number" and "明天买彩票，给我一个
 * 幸运数字吧，最近运气太差了" with the money topic's lines and a number that could follow any request. Now the clauses the
 * visitor wrote beside the ask for a number (the occasion: a ticket for a birthday, a first interview tomorrow, a bad
 * stretch) are told back in the second person and the number is given for that occasion.
 * Reads the ask for a number by its head noun only (number / số / 숫자 / 数字, one word class per language).
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { clausesOf, tellClause } from './fortune-asked14.ts';

/** The ask for a number: its head noun (and the words that lead into it, cut with it in Korean and Chinese). */
const numberAsk: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bnumbers?\b/iu,
  vi: /(?<![\p{L}])(?:con số|số may mắn|số đẹp|số hợp|số nào|số gì)(?![\p{L}])/iu,
  ko: /(?:행운의\s?|럭키\s?)?(?:숫자|번호)/u,
  zh: /(?:(?:给我|帮我|告诉我|推荐|来|说)(?:一个|几个|个|一组)?)?(?:幸运)?(?:数字|号码)/u,
};

/** What the visitor wrote beside the ask for a number, told back, or null when they wrote only the ask. */
export function readNumberOccasion(question: string, language: ContentLanguage): string | null {
  const kept: string[] = [];
  for (const clause of clausesOf(question, language)) {
    const found = numberAsk[language].exec(clause.text);
    // A clause holding the ask keeps only what comes before it in Korean ("내일 첫 면접인데 행운의 숫자…"); elsewhere the
    // ask's clause is the ask.
    const text = found === null ? clause.text : language === 'ko' ? clause.text.slice(0, found.index) : '';
    const said = text.trim() === '' ? '' : tellClause(text.trim(), language);
    if (said.replace(/[^\p{L}\p{N}]/gu, '').length >= 2) kept.push(said);
  }
  if (kept.length === 0) return null;
  return kept.join(language === 'zh' ? '，' : language === 'ko' ? ' ' : ', ');
}
