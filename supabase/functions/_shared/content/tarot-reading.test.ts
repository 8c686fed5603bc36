import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tarotCards } from '../contract/tarot-cards.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { generateTarotReading, tarotDeck } from './tarot-reading.ts';
import { tarotPhrases } from './data/tarot/phrases.ts';
import { contentLanguages, type ContentLanguage } from '../contract/content-types.ts';

const positionWords: Record<ContentLanguage, [RegExp, RegExp, RegExp]> = {
  en: [/past/iu, /present/iu, /future/iu],
  ko: [/과거/u, /현재/u, /미래/u],
  vi: [/quá khứ/iu, /hiện tại/iu, /tương lai/iu],
  zh: [/过去/u, /现在/u, /未来/u],
};
const script: Record<ContentLanguage, RegExp> = {
  en: /^[^\p{Script=Hangul}\p{Script=Han}]*$/u,
  ko: /\p{Script=Hangul}/u,
  zh: /\p{Script=Han}/u,
  vi: /[ăâđêôơưàáảãạèéẻẽẹìíỉĩịòóỏõọùúủũụỳýỷỹỵ]/iu,
};

const read = (language: ContentLanguage, seed: number) => generateTarotReading({}, { language, random: seededRandom(seed) });

describe('tarot deck', () => {
  it('has 22 major and 56 minor arcana (4 suits × 14 ranks)', () => {
    expect(tarotCards).toHaveLength(78);
    expect(tarotCards.filter((card) => card.suit === null)).toHaveLength(22);
    for (const suit of ['wands', 'cups', 'swords', 'pentacles'] as const) expect(tarotCards.filter((card) => card.suit === suit)).toHaveLength(14);
    expect(tarotCards.map((card) => card.index)).toEqual(Array.from({ length: 78 }, (_, i) => i));
  });

  it.each(contentLanguages)('has 78 unique cards with every field filled in %s', (language) => {
    const deck = tarotDeck(language);
    expect(deck).toHaveLength(78);
    expect(new Set(deck.map((card) => card.name)).size).toBe(78);
    expect(new Set(deck.map((card) => card.uprightMeaning)).size).toBe(78);
    expect(new Set(deck.map((card) => card.reversedMeaning)).size).toBe(78);
    for (const card of deck) {
      expect(card.name.trim().length).toBeGreaterThan(0);
      expect(card.emoji.length).toBeGreaterThan(0);
      expect(card.uprightKeywords).toHaveLength(3);
      expect(card.reversedKeywords).toHaveLength(3);
      for (const keyword of [...card.uprightKeywords, ...card.reversedKeywords]) expect(keyword.trim().length).toBeGreaterThan(0);
      const minimum = language === 'zh' || language === 'ko' ? 15 : 30;
      expect(card.uprightMeaning.length).toBeGreaterThan(minimum);
      expect(card.reversedMeaning.length).toBeGreaterThan(minimum);
      expect(card.uprightMeaning).not.toBe(card.reversedMeaning);
      expect(`${card.name} ${card.uprightMeaning} ${card.reversedMeaning}`).toMatch(language === 'vi' ? /\p{L}/u : script[language]);
    }
  });

  it('names cards in the usual way for each language', () => {
    expect(tarotDeck('en')[0]?.name).toBe('The Fool');
    expect(tarotDeck('en')[22 + 14 * 2 + 2]?.name).toBe('Three of Swords');
    expect(tarotDeck('ko')[22 + 14 + 13]?.name).toBe('컵 왕');
    expect(tarotDeck('zh')[22]?.name).toBe('权杖王牌');
    expect(tarotDeck('vi')[77]?.name).toBe('Vua Tiền');
  });
});

describe('generateTarotReading', () => {
  it.each(contentLanguages)('draws three distinct cards for past, present and future in %s', (language) => {
    for (let seed = 0; seed < 50; seed += 1) {
      const reading = read(language, seed);
      expect(reading.cards).toHaveLength(3);
      expect(new Set(reading.cards.map((card) => card.name)).size).toBe(3);
      reading.cards.forEach((card, i) => {
        expect(['upright', 'reversed']).toContain(card.direction);
        expect(card.emoji.length).toBeGreaterThan(0);
        expect(card.keywords.length).toBeGreaterThan(0);
        expect(card.interpretation).toMatch(positionWords[language][i] ?? /./u);
        expect(card.interpretation).toContain(card.name);
        expect(card.interpretation).toMatch(script[language]);
      });
      expect(reading.overallMessage).toMatch(script[language]);
      for (const card of reading.cards) expect(reading.overallMessage).toContain(card.name);
      expect(reading.luckyColor.length).toBeGreaterThan(0);
      expect(reading.luckyItem.length).toBeGreaterThan(0);
    }
  });

  it('uses the card texts of the drawn direction', () => {
    const deck = tarotDeck('en');
    for (let seed = 0; seed < 30; seed += 1) {
      for (const card of read('en', seed).cards) {
        const source = deck.find((entry) => entry.name === card.name);
        if (!source) throw new Error(`unknown card ${card.name}`);
        const reversed = card.direction === 'reversed';
        expect(card.keywords).toEqual(reversed ? source.reversedKeywords : source.uprightKeywords);
        expect(card.interpretation).toContain(reversed ? source.reversedMeaning : source.uprightMeaning);
      }
    }
  });

  it('is deterministic per seed, varied across seeds, and draws both directions and every part of the deck', () => {
    expect(read('ko', 9)).toEqual(read('ko', 9));
    const readings = Array.from({ length: 200 }, (_, seed) => read('en', seed));
    expect(new Set(readings.map((reading) => JSON.stringify(reading))).size).toBe(200);
    const directions = new Set(readings.flatMap((reading) => reading.cards.map((card) => card.direction)));
    expect(directions).toEqual(new Set(['upright', 'reversed']));
    expect(new Set(readings.flatMap((reading) => reading.cards.map((card) => card.name))).size).toBeGreaterThan(70);
  });

  it('always returns a well-formed reading', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(...contentLanguages), (seed, language) => {
        const reading = read(language, seed);
        expect(reading.cards.map((card) => card.interpretation.length > 0)).toEqual([true, true, true]);
      }),
      { numRuns: 300 },
    );
  });

  const lastSentence = (text: string): string => text.split(/(?<=[.!?。！？])\s*/u).filter(Boolean).at(-1) ?? '';

  it.each(contentLanguages)('closes on the future card: its name and one of its keywords in the drawn direction (%s)', (language) => {
    const deck = tarotDeck(language);
    for (let seed = 0; seed < 60; seed += 1) {
      const reading = read(language, seed);
      const future = reading.cards[2];
      const source = deck.find((card) => card.name === future?.name);
      if (!future || !source) throw new Error('no future card');
      const closing = lastSentence(reading.overallMessage);
      expect(closing).toContain(future.name);
      const keywords = future.direction === 'reversed' ? source.reversedKeywords : source.uprightKeywords;
      expect(keywords.some((keyword) => closing.includes(keyword))).toBe(true);
    }
  });

  it('names the single reversed card when only one is reversed', () => {
    let checked = 0;
    for (let seed = 0; seed < 200; seed += 1) {
      const reading = read('en', seed);
      const reversed = reading.cards.filter((card) => card.direction === 'reversed');
      if (reversed.length !== 1 || reversed[0] === reading.cards[2]) continue;
      checked += 1;
      expect(reading.overallMessage.split(reversed[0]?.name ?? '').length - 1).toBeGreaterThanOrEqual(2);
    }
    expect(checked).toBeGreaterThan(20);
  });

  it.each(contentLanguages)('does not repeat one closing line across readings, even with the card masked (%s)', (language) => {
    const deck = tarotDeck(language);
    const closings = Array.from({ length: 40 }, (_, seed) => lastSentence(read(language, seed).overallMessage));
    const counts = new Map<string, number>();
    for (const closing of closings) counts.set(closing, (counts.get(closing) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(2);
    const frames = Array.from({ length: 40 }, (_, seed) => {
      const reading = read(language, seed);
      const source = deck.find((card) => card.name === reading.cards[2]?.name);
      let frame = lastSentence(reading.overallMessage);
      for (const word of [source?.name ?? '', ...(source?.uprightKeywords ?? []), ...(source?.reversedKeywords ?? [])].filter(Boolean)) frame = frame.split(word).join('#');
      return frame;
    });
    const frameCounts = new Map<string, number>();
    for (const frame of frames) frameCounts.set(frame, (frameCounts.get(frame) ?? 0) + 1);
    expect(Math.max(...frameCounts.values())).toBeLessThanOrEqual(10);
  });

  it.each(contentLanguages)('bridges a reversed card with a caution, never with the upright bridge of its suit (%s)', (language) => {
    const phrases = tarotPhrases[language];
    const positions = ['past', 'present', 'future'] as const;
    const deck = tarotDeck(language);
    let reversedSeen = 0;
    for (let seed = 0; seed < 40; seed += 1) {
      read(language, seed).cards.forEach((card, i) => {
        const position = positions[i] ?? 'past';
        const element = deck.find((entry) => entry.name === card.name)?.element ?? 'major';
        const upright = phrases.bridges[position][element].some((bridge) => card.interpretation.includes(bridge));
        const caution = phrases.reversedBridges[position].some((bridge) => card.interpretation.includes(bridge));
        if (card.direction === 'reversed') reversedSeen += 1;
        expect({ upright, caution }).toEqual(card.direction === 'reversed' ? { upright: false, caution: true } : { upright: true, caution: false });
      });
    }
    expect(reversedSeen).toBeGreaterThan(10);
  });
});
