import { describe, expect, it } from 'vitest';
import { parsePersonalityResult, parseTarotResult, stripCodeFences } from './structured-result.ts';

const card = (name: string, direction = 'upright') => ({ name, direction, emoji: '🌟', keywords: ['hope'], interpretation: `${name} speaks.` });
const reading = { cards: [card('The Star'), card('The Moon', 'reversed'), card('The Sun')], overallMessage: 'Light returns.', luckyColor: 'gold', luckyItem: 'a key' };

describe('stripCodeFences', () => {
  it('removes a json or bare fence and keeps unfenced text', () => {
    expect(stripCodeFences('```json\n{"a":1}\n```')).toBe('{"a":1}');
    expect(stripCodeFences('  ```\n{"a":1}```  ')).toBe('{"a":1}');
    expect(stripCodeFences('{"a":1}')).toBe('{"a":1}');
  });
});

describe('parseTarotResult', () => {
  it('reads an object, a JSON string and a fenced JSON string alike', () => {
    const fromObject = parseTarotResult(reading);
    expect(fromObject?.cards.map((item) => item.name)).toEqual(['The Star', 'The Moon', 'The Sun']);
    expect(parseTarotResult(JSON.stringify(reading))).toEqual(fromObject);
    expect(parseTarotResult(`\`\`\`json\n${JSON.stringify(reading, null, 2)}\n\`\`\``)).toEqual(fromObject);
  });

  it('normalises the direction case and defaults a missing emoji', () => {
    const parsed = parseTarotResult({ ...reading, cards: [{ ...card('A'), direction: 'Reversed', emoji: undefined }, card('B'), card('C')] });
    expect(parsed?.cards[0]).toMatchObject({ direction: 'reversed', emoji: '🃏' });
  });

  it('refuses two cards, repeated cards, a bad direction and non-JSON', () => {
    expect(parseTarotResult({ ...reading, cards: reading.cards.slice(0, 2) })).toBeUndefined();
    expect(parseTarotResult({ ...reading, cards: [card('A'), card('a'), card('B')] })).toBeUndefined();
    expect(parseTarotResult({ ...reading, cards: [card('A', 'sideways'), card('B'), card('C')] })).toBeUndefined();
    expect(parseTarotResult('the cards say yes')).toBeUndefined();
    expect(parseTarotResult(null)).toBeUndefined();
  });
});

describe('parsePersonalityResult', () => {
  it('clamps and rounds trait scores', () => {
    const result = parsePersonalityResult(
      '```json\n{"type":"Spark","traits":{"extraversion":120,"agreeableness":55.4,"conscientiousness":-3,"neuroticism":40,"intellect":70},' +
        '"description":"Bright.","strengths":["warm"],"cautions":["rushes"],"tip":"Breathe."}\n```',
    );
    expect(result?.traits).toEqual({ extraversion: 100, agreeableness: 55, conscientiousness: 0, neuroticism: 40, intellect: 70 });
  });

  it('refuses a result without traits', () => {
    expect(parsePersonalityResult({ type: 'x', description: 'y', strengths: ['a'], cautions: ['b'], tip: 'c' })).toBeUndefined();
  });
});
