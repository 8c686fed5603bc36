import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seededRandom } from '../../supabase/functions/_shared/contract/seeded-random';
import { memoryEmojiPool } from './config';
import { allMatched, canFlip, cardIndexAt, createDeck, createSeededDeck, flipDown, flipUp, isPair, markMatched, matchedPairs, moveFocus } from './rules';

const seedArb = fc.integer({ min: 0, max: 0xffffffff });

describe('createDeck', () => {
  it('deals 16 face-down cards: 8 emoji, each exactly twice, ids 0–15', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const deck = createDeck(seededRandom(seed));
        expect(deck).toHaveLength(16);
        expect(deck.map((card) => card.id)).toEqual([...Array(16).keys()]);
        const counts = new Map<string, number>();
        deck.forEach((card) => counts.set(card.emoji, (counts.get(card.emoji) ?? 0) + 1));
        expect(counts.size).toBe(8);
        expect([...counts.values()].every((count) => count === 2)).toBe(true);
        expect([...counts.keys()].every((emoji) => memoryEmojiPool.includes(emoji))).toBe(true);
        expect(deck.every((card) => !card.isFlipped && !card.isMatched)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('is deterministic for a seed, and seeds shuffle differently', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        expect(createSeededDeck(seed)).toEqual(createSeededDeck(seed));
      }),
    );
    const orders = new Set(Array.from({ length: 20 }, (_, seed) => createSeededDeck(seed).map((card) => card.emoji).join('')));
    expect(orders.size).toBeGreaterThan(15);
  });

  it('refuses more pairs than the pool has', () => {
    expect(() => createDeck(seededRandom(1), memoryEmojiPool.length + 1)).toThrow(RangeError);
  });
});

describe('flipping and matching', () => {
  it('at most two cards may be open; flipped or matched cards cannot be flipped', () => {
    fc.assert(
      fc.property(seedArb, fc.array(fc.nat(15), { maxLength: 3 }), fc.nat(15), (seed, openPicks, index) => {
        const open = [...new Set(openPicks)];
        let deck = createSeededDeck(seed);
        for (const id of open) deck = flipUp(deck, id);
        const expected = open.length < 2 && !open.includes(index);
        expect(canFlip(deck, open, index)).toBe(expected);
      }),
    );
    expect(canFlip(createSeededDeck(1), [], 16)).toBe(false);
  });

  it('a pair is two different cards with the same emoji; matched cards stay face up; flipping back leaves matched cards alone', () => {
    fc.assert(
      fc.property(seedArb, fc.nat(15), fc.nat(15), (seed, a, b) => {
        const deck = createSeededDeck(seed);
        expect(isPair(deck, a, b)).toBe(a !== b && deck[a]?.emoji === deck[b]?.emoji);
        const matched = markMatched(deck, [a]);
        const back = flipDown(matched, [a, b]);
        expect(back[a]).toEqual({ ...deck[a], isFlipped: false, isMatched: true });
      }),
    );
  });

  it('matching every pair wins', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        let deck = createSeededDeck(seed);
        const byEmoji = new Map<string, number[]>();
        deck.forEach((card) => byEmoji.set(card.emoji, [...(byEmoji.get(card.emoji) ?? []), card.id]));
        let pairs = 0;
        for (const ids of byEmoji.values()) {
          expect(allMatched(deck)).toBe(false);
          deck = markMatched(deck, ids);
          pairs += 1;
          expect(matchedPairs(deck)).toBe(pairs);
        }
        expect(allMatched(deck)).toBe(true);
      }),
      { numRuns: 50 },
    );
  });
});

describe('layout helpers', () => {
  it('hit-testing finds the card under a point and nothing in the gaps', () => {
    fc.assert(
      fc.property(fc.nat(15), fc.double({ min: 0.1, max: 0.9, noNaN: true }), fc.double({ min: 0.1, max: 0.9, noNaN: true }), (index, fx, fy) => {
        const layout = { width: 400, height: 400, count: 16, gapRatio: 0.1 };
        const x = ((index % 4) + fx) * 100;
        const y = (Math.floor(index / 4) + fy) * 100;
        expect(cardIndexAt({ x, y }, layout)).toBe(index);
        expect(cardIndexAt({ x: (index % 4) * 100 + 1, y }, layout)).toBeNull();
      }),
    );
    expect(cardIndexAt({ x: -1, y: 10 }, { width: 400, height: 400, count: 16 })).toBeNull();
  });

  it('keyboard focus moves inside the grid', () => {
    fc.assert(
      fc.property(fc.nat(15), fc.integer({ min: -5, max: 5 }), fc.integer({ min: -5, max: 5 }), (index, dx, dy) => {
        const moved = moveFocus(index, dx, dy, 16);
        expect(moved).toBeGreaterThanOrEqual(0);
        expect(moved).toBeLessThan(16);
        expect(moved % 4).toBe(Math.min(3, Math.max(0, (index % 4) + dx)));
      }),
    );
  });
});
