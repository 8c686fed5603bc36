/**
 * A temperature the visitor states ("35°C", "-25 degrees", "영하 10도", "35 độ", "零下25度"), and the season it dresses
 * like: what to wear follows the thermometer more than the calendar.
 */
import type { Season } from './keywords.ts';

const patterns: readonly RegExp[] = [
  /(?<sign>[-−–]|minus\s*|영하\s*|âm\s*|零下\s*)?(?<value>\d{1,2})(?:\.\d)?\s*(?:°\s*c?|℃|도|độ|度|degrees?(?:\s*c(?:elsius)?)?)/iu,
];

/** The temperature in °C a description states, or undefined (Fahrenheit is converted when marked °F). */
export function findTemperatureC(description: string): number | undefined {
  const fahrenheit = /(?<sign>[-−–])?(?<value>\d{1,3})\s*(?:°\s*f|℉|degrees?\s*f(?:ahrenheit)?)\b/iu.exec(description);
  if (fahrenheit?.groups) {
    const value = Number(fahrenheit.groups.value) * (fahrenheit.groups.sign ? -1 : 1);
    return Math.round(((value - 32) * 5) / 9);
  }
  for (const pattern of patterns) {
    const match = pattern.exec(description);
    if (match?.groups) return Number(match.groups.value) * (match.groups.sign ? -1 : 1);
  }
  // "三十五度", "零下十度" (round 9): Chinese numerals with 十, or any numeral after 零下 ("一度" alone means "once").
  const chinese = /(?<sign>零下)?(?<value>[一二两三四五六七八九]?十[一二三四五六七八九]?|(?<=零下)[一二两三四五六七八九])度/u.exec(description);
  if (chinese?.groups?.value) return chineseNumber(chinese.groups.value) * (chinese.groups.sign ? -1 : 1);
  return undefined;
}

const chineseDigits: Readonly<Record<string, number>> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };

/** The value of a Chinese numeral below 100 ("三十五" 35, "十八" 18, "七" 7). */
function chineseNumber(numeral: string): number {
  const [tens, ones] = numeral.includes('十') ? numeral.split('十') as [string, string] : ['', numeral];
  const tensValue = numeral.includes('十') ? (chineseDigits[tens] ?? 1) * 10 : 0;
  return tensValue + (chineseDigits[ones] ?? 0);
}

/** The season a temperature dresses like: 27 °C and up summer, 18–26 spring, 9–17 autumn, 8 and below winter. */
export function seasonOfTemperature(celsius: number): Season {
  if (celsius >= 27) return 'summer';
  if (celsius >= 18) return 'spring';
  if (celsius >= 9) return 'autumn';
  return 'winter';
}
