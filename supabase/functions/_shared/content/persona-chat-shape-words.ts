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

/** Marks the persona's own "my" in a Vietnamese phrase until the persona's self-word is known (resolveSelf). */
export const selfMark = '\uE000';

/** Vietnamese words a visitor calls the persona by, or calls themselves by, as a possessor ("của mày", "của em"). */
const viPeople = 'mày|bạn|cậu|ông|bà|anh|chị|em|cô|chú|thầy|mình|tôi|tớ|tao|tui|con|bé';
/** The word a Vietnamese visitor calls the persona by: the one before "ơi" ("Chị ơi", "Mày ơi"), else null. */
function viAddressWord(text: string): string | null {
  const found = new RegExp(`(?:^|[\\s,.!?])(${viPeople})\\s+ơi(?![\\p{L}])`, 'iu').exec(text);
  return found?.[1]?.toLowerCase() ?? null;
}

/**
 * The visitor's phrase said back to them, both ways: their "my" becomes "your" and their "your" (the persona's thing)
 * becomes the persona's "my" — "my exam" → "your exam", "your old school" → "my old school", "我的" → "你的" and "你的"
 * → "我的", "công ty của tao" → "công ty của bạn" and "công ty cũ của mày" → the persona's own (resolveSelf).
 */
export function toSecondPerson(phrase: string, language: ContentLanguage, visitorText = ''): string {
  if (language === 'en') {
    return phrase
      .replace(/\b(?:your|ur)\b/giu, (word) => (word.charAt(0) === 'Y' ? '\uE001' : '\uE002')).replace(/\byours\b/giu, '\uE003').replace(/\byourself\b/giu, '\uE004')
      .replace(/\bmy\b/gu, 'your').replace(/\bMy\b/gu, 'Your')
      .replace(/\bmine\b/giu, 'yours').replace(/\bmyself\b/giu, 'yourself')
      .replace(/\bme\b/giu, 'you').replace(/\bour\b/giu, 'your')
      .replace(/\uE001/gu, 'My').replace(/\uE002/gu, 'my').replace(/\uE003/gu, 'mine').replace(/\uE004/gu, 'myself');
  }
  if (language === 'zh') return phrase.replace(/你们|您/gu, (word) => (word === '你们' ? '\uE001' : '\uE002')).replace(/你/gu, '\uE002').replace(/我们/gu, '你们').replace(/我/gu, '你').replace(/\uE001/gu, '我们').replace(/\uE002/gu, '我');
  if (language === 'vi') {
    const address = viAddressWord(visitorText);
    // "em" is the visitor's own word unless the visitor calls the persona "em" ("Em ơi"); "anh/chị…" the reverse.
    const visitorSelf = new Set(['mình', 'tôi', 'tớ', 'tao', 'tui', ...(address === 'em' ? [] : ['em'])]);
    const personaWords = new Set(['mày', 'bạn', 'cậu', ...(address && !['mình', 'tôi', 'tớ', 'tao', 'tui'].includes(address) ? [address] : [])]);
    return phrase.replace(new RegExp(`\\b(của|cho) (${viPeople})(?![\\p{L}])`, 'giu'), (whole, link: string, who: string) => {
      const word = who.toLowerCase();
      if (personaWords.has(word)) return `${link} ${selfMark}`;
      return visitorSelf.has(word) ? `${link} bạn` : whole;
    });
  }
  return phrase;
}

/** The Vietnamese word a persona calls itself by, by default. */
const viSelfWords: Readonly<Record<PersonaKey, string>> = {
  girl: 'mình', chef: 'tôi', detective: 'tôi', psychologist: 'tôi', kid: 'tớ', kpop_male: 'mình', kpop_female: 'mình', astrologer: 'ta', childhood_friend: 'tớ',
};

/** A line with the persona's "my" marks (selfMark) written as its self-word: the visitor's "anh/chị ơi" word, else its own. */
export function resolveSelf(line: string, persona: PersonaKey, visitorText: string): string {
  if (!line.includes(selfMark)) return line;
  const address = viAddressWord(visitorText);
  const self = address && ['anh', 'chị', 'cô', 'chú', 'thầy', 'em'].includes(address) ? address : viSelfWords[persona];
  return line.split(selfMark).join(self);
}

/** A phrase with its first letter in upper case. */
export function capitalFirst(text: string): string {
  return text.length === 0 ? text : `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}
