/**
 * Round 10 (shapes): small word tools the shape answers share — the persona's Korean register, a 해요체 line made
 * casual for the personas that speak 반말, and a visitor's own phrase turned from "my" to "your" in each language.
 */
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';

/** Personas that speak Korean in the polite register (해요체). */
const politeKorean: ReadonlySet<PersonaKey> = new Set(['psychologist', 'kpop_male', 'kpop_female', 'astrologer']);

/** Whether the persona speaks Korean in 해요체. */
export function speaksPoliteKorean(persona: PersonaKey): boolean {
  return politeKorean.has(persona);
}

/** A 해요체 line in 반말: "챙겨요" → "챙겨", "거예요" → "거야", "이에요" → "이야". */
export function casualKorean(line: string): string {
  return line
    .replace(/이에요(?=[.!?~,\s]|$)/gu, '이야')
    .replace(/[예에]요(?=[.!?~,\s]|$)/gu, '야')
    .replace(/([가-힣])요(?=[.!?~,\s]|$)/gu, '$1');
}

/** A Korean line in the persona's register (lines are written in 해요체). */
export function inRegister(line: string, persona: PersonaKey, language: ContentLanguage): string {
  return language === 'ko' && !speaksPoliteKorean(persona) ? casualKorean(line) : line;
}

/** The visitor's phrase said back to them: "my exam" → "your exam", "我的" → "你的", "của em" → "của bạn". */
export function toSecondPerson(phrase: string, language: ContentLanguage): string {
  if (language === 'en') {
    return phrase
      .replace(/\bmy\b/gu, 'your').replace(/\bMy\b/gu, 'Your')
      .replace(/\bmine\b/giu, 'yours').replace(/\bmyself\b/giu, 'yourself')
      .replace(/\bme\b/giu, 'you').replace(/\bour\b/giu, 'your');
  }
  if (language === 'zh') return phrase.replace(/我们/gu, '你们').replace(/我/gu, '你');
  if (language === 'vi') return phrase.replace(/\b(của|cho) (em|mình|tôi|tớ|tao|tui)(?![\p{L}])/gu, '$1 bạn');
  return phrase;
}

/** A phrase with its first letter in upper case. */
export function capitalFirst(text: string): string {
  return text.length === 0 ? text : `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}
