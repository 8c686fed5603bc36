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
  return undefined;
}

/** The season a temperature dresses like: 27 °C and up summer, 18–26 spring, 9–17 autumn, 8 and below winter. */
export function seasonOfTemperature(celsius: number): Season {
  if (celsius >= 27) return 'summer';
  if (celsius >= 18) return 'spring';
  if (celsius >= 9) return 'autumn';
  return 'winter';
}
