import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rpsChoices } from './config';
import { pickRpsChoice, rpsOutcome, winningChoiceAgainst } from './rules';

const choiceArb = fc.constantFrom(...rpsChoices);

describe('rpsOutcome', () => {
  it('is a draw exactly when both show the same hand', () => {
    fc.assert(fc.property(choiceArb, choiceArb, (a, b) => {
      expect(rpsOutcome(a, b) === 'draw').toBe(a === b);
    }));
  });

  it('is antisymmetric: one side wins exactly when the other loses', () => {
    fc.assert(
      fc.property(choiceArb, choiceArb, (a, b) => {
        const mirrored = { win: 'lose', lose: 'win', draw: 'draw' } as const;
        expect(rpsOutcome(b, a)).toBe(mirrored[rpsOutcome(a, b)]);
      }),
    );
  });

  it('gives each hand exactly one win, one loss and one draw', () => {
    for (const hand of rpsChoices) {
      expect(rpsChoices.map((other) => rpsOutcome(hand, other)).sort()).toEqual(['draw', 'lose', 'win']);
    }
    expect(rpsOutcome('rock', 'scissors')).toBe('win');
    expect(rpsOutcome('paper', 'rock')).toBe('win');
    expect(rpsOutcome('scissors', 'paper')).toBe('win');
  });

  it('winningChoiceAgainst always wins', () => {
    fc.assert(fc.property(choiceArb, (hand) => {
      expect(rpsOutcome(winningChoiceAgainst(hand), hand)).toBe('win');
    }));
  });
});

describe('pickRpsChoice', () => {
  it('maps [0, 1) onto three equal thirds', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (r) => {
        expect(pickRpsChoice(r)).toBe(rpsChoices[Math.floor(r * 3)]);
      }),
    );
    expect(pickRpsChoice(0)).toBe('rock');
    expect(pickRpsChoice(1 / 3)).toBe('paper');
    expect(pickRpsChoice(0.999999)).toBe('scissors');
  });

  it('is uniform over an even grid of random numbers', () => {
    const counts = { rock: 0, paper: 0, scissors: 0 };
    const n = 3000;
    for (let i = 0; i < n; i += 1) counts[pickRpsChoice((i + 0.5) / n)] += 1;
    expect(counts).toEqual({ rock: 1000, paper: 1000, scissors: 1000 });
  });
});
