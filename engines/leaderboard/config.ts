import { appleMaxScore, applePointsPerApple } from '../apple/config';

/** The four games that keep a leaderboard, as stored in `game_scores.game_type`. */
export const leaderboardGameTypes = ['rps', 'number_guess', 'apple', 'reaction'] as const;

/** A game with a leaderboard. */
export type LeaderboardGameType = (typeof leaderboardGameTypes)[number];

/** Which way a score is better. */
export type ScoreDirection = 'higher' | 'lower';

/** Rows shown on a leaderboard and the rank a score must reach to qualify (spec §9: top 10). */
export const leaderboardSize = 10;

/** Longest player name, in characters (Unicode code points, as Postgres `char_length` counts). */
export const playerNameMaxLength = 20;

/** Better direction per game: more wins and points are better, fewer attempts and milliseconds are better. */
export const scoreDirections: Readonly<Record<LeaderboardGameType, ScoreDirection>> = {
  rps: 'higher',
  number_guess: 'lower',
  apple: 'higher',
  reaction: 'lower',
};

/** The range of a score the database accepts (mirrors the `game_scores` CHECK constraints). */
export interface ScoreBounds {
  /** Smallest stored score, in the game's unit. */
  min: number;
  /** Largest stored score, in the game's unit. */
  max: number;
  /** Scores must be a multiple of this (1 = whole numbers); `null` = any number. */
  step: number | null;
}

/** Savable scores: rps win streak 1–1000, number-guess attempts 1–100, apple points 0–1500 by 10, reaction 50–10 000 ms. */
export const scoreBounds: Readonly<Record<LeaderboardGameType, ScoreBounds>> = {
  rps: { min: 1, max: 1000, step: 1 },
  number_guess: { min: 1, max: 100, step: 1 },
  apple: { min: 0, max: appleMaxScore, step: applePointsPerApple },
  reaction: { min: 50, max: 10_000, step: null },
};
