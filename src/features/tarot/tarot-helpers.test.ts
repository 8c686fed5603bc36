import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TarotReading } from '../../../supabase/functions/_shared/contract/content-types';
import { parseTarotResult } from '../../../supabase/functions/_shared/contract/structured-result';
import { findTarotCard, tarotCardName, tarotCardNames } from '../../../supabase/functions/_shared/contract/tarot-card-names';
import { tarotCards } from '../../../supabase/functions/_shared/contract/tarot-cards';
import { luckyColourSwatch } from './lucky-colour';
import { addToTarotJournal, readTarotJournal, tarotJournalLimit } from './tarot-journal';

const text = fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim().length > 0 && s.trim() === s);
const card = (name: string) => fc.record({
  name: fc.constant(name),
  direction: fc.constantFrom('upright' as const, 'reversed' as const),
  emoji: fc.constantFrom('🃏', '☀️', '🌙'),
  keywords: fc.array(text, { minLength: 1, maxLength: 4 }),
  interpretation: text,
});
const reading: fc.Arbitrary<TarotReading> = fc.record({
  cards: fc.tuple(card('The Fool'), card('The Sun'), card('Two of Cups')),
  overallMessage: text,
  luckyColor: text,
  luckyItem: text,
});

describe('tarot result parser (spec §7: an object or a string, possibly in code fences)', () => {
  it('reads every valid reading alike as an object, a JSON string and a fenced JSON string', () => {
    fc.assert(
      fc.property(reading, fc.constantFrom('```json\n', '```\n', '```JSON '), (value, fence) => {
        expect(parseTarotResult(value)).toEqual(value);
        expect(parseTarotResult(JSON.stringify(value))).toEqual(value);
        expect(parseTarotResult(`${fence}${JSON.stringify(value, null, 2)}\n\`\`\``)).toEqual(value);
      }),
    );
  });

  it('refuses malformed readings (never a blank card): cut JSON, missing fields, arbitrary text', () => {
    fc.assert(
      fc.property(reading, fc.integer({ min: 1, max: 40 }), (value, cut) => {
        const json = JSON.stringify(value);
        expect(parseTarotResult(json.slice(0, json.length - cut))).toBeUndefined();
        expect(parseTarotResult({ ...value, overallMessage: undefined })).toBeUndefined();
        expect(parseTarotResult({ ...value, cards: value.cards.slice(0, 2) })).toBeUndefined();
      }),
    );
    fc.assert(fc.property(fc.string(), (junk) => {
      const parsed = parseTarotResult(junk);
      if (parsed) expect(parsed.cards).toHaveLength(3);
    }));
  });
});

describe('tarot card names in the contract', () => {
  it('names all 78 cards distinctly in every language and finds each card back from its name', () => {
    for (const language of ['en', 'vi', 'ko', 'zh'] as const) {
      const names = tarotCards.map((c) => tarotCardName(c, language));
      expect(new Set(names).size).toBe(78);
      for (const c of tarotCards) expect(findTarotCard(tarotCardName(c, language))?.index).toBe(c.index);
    }
    expect(tarotCardNames.en.majorNames).toHaveLength(22);
    expect(findTarotCard('the fool')?.index).toBe(0);
    expect(findTarotCard('A card the model invented')).toBeUndefined();
  });
});

describe('lucky colour swatch', () => {
  it('maps the engine colours in every language, a plain CSS keyword, and nothing else', () => {
    const css = (value: string) => ['red', 'teal'].includes(value);
    expect(luckyColourSwatch('Midnight blue', css)).toBe('#191970');
    expect(luckyColourSwatch('午夜蓝', css)).toBe('#191970');
    expect(luckyColourSwatch('숲 초록', css)).toBe('#228b22');
    expect(luckyColourSwatch('Xanh rừng', css)).toBe('#228b22');
    expect(luckyColourSwatch('Red', css)).toBe('red');
    expect(luckyColourSwatch('the colour of dawn', css)).toBeUndefined();
    expect(luckyColourSwatch('Blurple', css)).toBeUndefined();
  });
});

describe('tarot journal', () => {
  it('keeps the newest 20 readings, newest first, and reads junk as empty', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    const sample = fc.sample(reading, 1)[0];
    if (!sample) throw new Error('no sample');
    for (let i = 0; i < 25; i += 1) addToTarotJournal(storage, { at: `2024-01-01T00:00:${String(i).padStart(2, '0')}Z`, reading: sample });
    const journal = readTarotJournal(storage);
    expect(journal).toHaveLength(tarotJournalLimit);
    expect(journal[0]?.at).toBe('2024-01-01T00:00:24Z');
    store.set('playground.tarot-journal', '{not json');
    expect(readTarotJournal(storage)).toEqual([]);
  });
});
