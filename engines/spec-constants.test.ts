import { describe, expect, it } from 'vitest';
import * as apple from './apple/config';
import * as race from './click-race/config';
import * as leaderboard from './leaderboard/config';
import { qualifiesForLeaderboard } from './leaderboard/rules';
import * as memory from './memory/config';
import * as guess from './number-guess/config';
import * as reaction from './reaction/config';
import * as rps from './rps/config';

// Every value below is copied from the spec (§2, §4, §9) or DESIGN §7, not from the engines.
describe('engine constants match the spec', () => {
  it('apple game: 15 × 10 apples numbered 1–9, 120 s, sum 10, +10 each, vibrations 30-10-30 and 100 ms', () => {
    expect([apple.appleColumns, apple.appleRows, apple.appleMinNumber, apple.appleMaxNumber]).toEqual([15, 10, 1, 9]);
    expect([apple.appleGameDurationMs, apple.appleTargetSum, apple.applePointsPerApple]).toEqual([120_000, 10, 10]);
    expect(apple.appleSuccessVibrationMs).toEqual([30, 10, 30]);
    expect(apple.appleFailureVibrationMs).toBe(100);
    expect(apple.appleClockTickMs).toBe(1000);
    // DESIGN §7: the maximum score is 1 500.
    expect(apple.appleMaxScore).toBe(1500);
    // Screen-reader time announcements (ours, not the spec's): a few whole seconds inside the game, latest last.
    expect(apple.appleAnnouncedSeconds.length).toBeGreaterThan(0);
    expect([...apple.appleAnnouncedSeconds].sort((a, b) => b - a)).toEqual(apple.appleAnnouncedSeconds);
    expect(apple.appleAnnouncedSeconds.every((s) => Number.isInteger(s) && s > 0 && s < 120)).toBe(true);
  });

  it('click race: progress to 100, a tick every 100 ms, mobile under 768 px, the speed table', () => {
    expect([race.raceGoal, race.raceTickMs, race.raceMobileBelowWidthPx]).toEqual([100, 100, 768]);
    expect(race.raceDifficulties).toEqual(['easy', 'medium', 'hard', 'expert']);
    expect(race.raceSpeedTable).toEqual({
      easy: { desktop: { computerSpeed: 1.5, playerStep: 5 }, mobile: { computerSpeed: 1.2, playerStep: 4 } },
      medium: { desktop: { computerSpeed: 2.5, playerStep: 4 }, mobile: { computerSpeed: 2, playerStep: 3.5 } },
      hard: { desktop: { computerSpeed: 3.5, playerStep: 3 }, mobile: { computerSpeed: 3, playerStep: 2.5 } },
      expert: { desktop: { computerSpeed: 4.5, playerStep: 2.5 }, mobile: { computerSpeed: 4, playerStep: 2 } },
    });
    expect(race.raceBestStorageKey).toMatch(/\S/);
  });

  it('leaderboards: top 10, names up to 20 characters, the better direction per game and the zero rule', () => {
    expect([leaderboard.leaderboardSize, leaderboard.playerNameMaxLength]).toEqual([10, 20]);
    expect(leaderboard.leaderboardGameTypes).toEqual(['rps', 'number_guess', 'apple', 'reaction']);
    expect(leaderboard.scoreDirections).toEqual({ rps: 'higher', number_guess: 'lower', apple: 'higher', reaction: 'lower' });
    // DESIGN §7: a zero never qualifies, in any game.
    for (const game of leaderboard.leaderboardGameTypes) expect(qualifiesForLeaderboard(game, 0, [])).toBe(false);
    // Number guess 1–100 attempts; apple points by 10 up to 1 500.
    expect(leaderboard.scoreBounds.number_guess).toEqual({ min: 1, max: 100, step: 1 });
    expect(leaderboard.scoreBounds.apple).toEqual({ min: 0, max: 1500, step: 10 });
    expect(leaderboard.scoreBounds.rps).toEqual({ min: 1, max: 1000, step: 1 });
    expect(leaderboard.scoreBounds.reaction).toEqual({ min: 50, max: 10_000, step: null });
  });

  it('memory: 8 pairs in 4 columns, hold 0.5 s, flip back 1 s, two open at most, 8 distinct emoji available', () => {
    expect([memory.memoryPairs, memory.memoryColumns, memory.memoryMaxOpen]).toEqual([8, 4, 2]);
    expect([memory.memoryMatchHoldMs, memory.memoryMismatchFlipBackMs]).toEqual([500, 1000]);
    expect(new Set(memory.memoryEmojiPool).size).toBe(memory.memoryEmojiPool.length);
    expect(memory.memoryEmojiPool.length).toBeGreaterThanOrEqual(8);
    expect(memory.memoryEmojiPool.every((emoji) => emoji.trim().length > 0)).toBe(true);
    expect(memory.memoryFlipAnimationMs).toBeGreaterThan(0);
    expect(memory.memoryFlipAnimationMs).toBeLessThan(memory.memoryMatchHoldMs);
  });

  it('number guess 1–100, reaction 2000–5000 ms with the tier table, rps game over after 2 s', () => {
    expect([guess.numberGuessMin, guess.numberGuessMax]).toEqual([1, 100]);
    expect([reaction.reactionMinWaitMs, reaction.reactionMaxWaitMs]).toEqual([2000, 5000]);
    expect(reaction.reactionTiers).toEqual(['lightning', 'super_fast', 'very_fast', 'fast', 'good', 'average', 'slow', 'very_slow']);
    expect(reaction.reactionTierLimitsMs.map(({ below, tier }) => [below, tier])).toEqual([
      [150, 'lightning'], [200, 'super_fast'], [250, 'very_fast'], [300, 'fast'], [350, 'good'], [400, 'average'], [500, 'slow'],
    ]);
    expect(rps.rpsGameOverDelayMs).toBe(2000);
    expect(rps.rpsChoices).toEqual(['rock', 'paper', 'scissors']);
    expect(rps.rpsBeats).toEqual({ rock: 'scissors', paper: 'rock', scissors: 'paper' });
  });
});
