import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { leaderboardGameTypes, leaderboardSize, playerNameMaxLength, scoreBounds, type LeaderboardGameType } from './config';
import { finalPlayerName, isBetterScore, isBlankPlayerName, isSavableScore, limitPlayerName, qualifiesForLeaderboard, sortBestFirst } from './rules';

const gameArb = fc.constantFrom(...leaderboardGameTypes);

/** A score the database would accept for the game. */
function savableScoreArb(game: LeaderboardGameType) {
  const { min, max, step } = scoreBounds[game];
  if (step === null) return fc.double({ min, max, noNaN: true });
  return fc.integer({ min: Math.ceil(min / step), max: Math.floor(max / step) }).map((n) => n * step);
}

const gameWithBoardArb = gameArb.chain((game) =>
  fc.record({
    game: fc.constant(game),
    score: savableScoreArb(game),
    board: fc.array(savableScoreArb(game), { maxLength: 10 }),
  }),
);

describe('qualifiesForLeaderboard', () => {
  it('admits every savable non-zero score while the board has fewer than 10 entries', () => {
    fc.assert(
      fc.property(gameWithBoardArb, ({ game, score, board }) => {
        fc.pre(board.length < leaderboardSize && score !== 0);
        expect(qualifiesForLeaderboard(game, score, board)).toBe(true);
      }),
    );
  });

  it('on a full board admits exactly the scores that beat the tenth', () => {
    fc.assert(
      fc.property(
        gameArb.chain((game) => fc.record({ game: fc.constant(game), score: savableScoreArb(game), board: fc.array(savableScoreArb(game), { minLength: 10, maxLength: 10 }) })),
        ({ game, score, board }) => {
          fc.pre(score !== 0);
          const tenth = sortBestFirst(game, board)[9] as number;
          const better = game === 'rps' || game === 'apple' ? score > tenth : score < tenth;
          expect(qualifiesForLeaderboard(game, score, board)).toBe(better);
        },
      ),
    );
  });

  it('never admits a zero, in any game, whatever the board (DESIGN §7: no save is offered for a zero score)', () => {
    fc.assert(
      fc.property(gameArb, fc.array(fc.nat(), { maxLength: 12 }), (game, board) => {
        expect(qualifiesForLeaderboard(game, 0, board)).toBe(false);
      }),
    );
  });

  it('refuses a 0-point apple game even on an empty board, and admits 10 points there', () => {
    expect(qualifiesForLeaderboard('apple', 0, [])).toBe(false);
    expect(qualifiesForLeaderboard('apple', 10, [])).toBe(true);
  });

  it('never admits a score the database would refuse', () => {
    fc.assert(
      fc.property(gameArb, fc.double({ noNaN: false }), fc.array(fc.nat(), { maxLength: 3 }), (game, score, board) => {
        fc.pre(!isSavableScore(game, score));
        expect(qualifiesForLeaderboard(game, score, board)).toBe(false);
      }),
    );
  });

  it('a score that qualifies still qualifies when it gets better (monotone)', () => {
    fc.assert(
      fc.property(gameWithBoardArb, savableScoreArb('rps'), ({ game, score, board }, other) => {
        const improved = isBetterScore(game, other, score) ? other : score;
        fc.pre(isSavableScore(game, improved));
        if (qualifiesForLeaderboard(game, score, board)) expect(qualifiesForLeaderboard(game, improved, board)).toBe(true);
      }),
    );
  });

  it('matches the spec examples', () => {
    const full = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1];
    expect(qualifiesForLeaderboard('rps', 1, full)).toBe(false);
    expect(qualifiesForLeaderboard('rps', 2, full)).toBe(true);
    expect(qualifiesForLeaderboard('number_guess', 10, full)).toBe(false);
    expect(qualifiesForLeaderboard('number_guess', 9, full)).toBe(true);
    expect(qualifiesForLeaderboard('reaction', 49, [])).toBe(false);
    expect(qualifiesForLeaderboard('apple', 15, [])).toBe(false);
  });
});

describe('sortBestFirst', () => {
  it('puts the best score first and keeps every score', () => {
    fc.assert(
      fc.property(gameArb, fc.array(fc.integer({ min: 0, max: 2000 })), (game, scores) => {
        const sorted = sortBestFirst(game, scores);
        expect([...sorted].sort((a, b) => a - b)).toEqual([...scores].sort((a, b) => a - b));
        for (let i = 1; i < sorted.length; i += 1) expect(isBetterScore(game, sorted[i] as number, sorted[i - 1] as number)).toBe(false);
      }),
    );
  });
});

describe('player names', () => {
  it('are cut to 20 characters, lose control characters and keep everything else in order', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite', maxLength: 40 }), (raw) => {
        const limited = limitPlayerName(raw);
        expect(Array.from(limited).length).toBeLessThanOrEqual(playerNameMaxLength);
        expect(Array.from(limited).some((ch) => (ch.codePointAt(0) ?? 0) <= 0x1f || ((ch.codePointAt(0) ?? 0) >= 0x7f && (ch.codePointAt(0) ?? 0) <= 0x9f))).toBe(false);
        expect(limitPlayerName(limited)).toBe(limited);
      }),
    );
  });

  it('are trimmed when saved and blank only when nothing but spaces remains', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (raw) => {
        const saved = finalPlayerName(raw);
        expect(saved).toBe(saved.trim());
        expect(isBlankPlayerName(raw)).toBe(saved.length === 0);
      }),
    );
    expect(finalPlayerName('  Bob  ')).toBe('Bob');
    expect(isBlankPlayerName(' \u3000 ')).toBe(true);
    expect(limitPlayerName('abcdefghijklmnopqrstu')).toBe('abcdefghijklmnopqrst');
    expect(limitPlayerName('a\tb\u0085c\u0000')).toBe('abc');
    expect(limitPlayerName('😀'.repeat(25))).toBe('😀'.repeat(20));
  });
});
