/** Click race rules (pure: no React, Pixi or XState). Progress runs from 0 to the goal (100). */
import { type RaceDifficulty, type RaceSpeedTable, type RaceSpeeds, raceDifficulties, raceGoal, raceMobileBelowWidthPx, raceSpeedTable } from './config';

/** Best (fewest) clicks to win, per difficulty. */
export type RaceBests = Partial<Record<RaceDifficulty, number>>;

/** Whether a viewport of `width` CSS pixels counts as mobile (spec §9: under 768). */
export function isMobileWidth(width: number): boolean {
  return width < raceMobileBelowWidthPx;
}

/** Computer speed and player step of a difficulty on a desktop or mobile screen. */
export function speedsFor(difficulty: RaceDifficulty, mobile: boolean, table: RaceSpeedTable = raceSpeedTable): RaceSpeeds {
  const row = table[difficulty];
  return mobile ? row.mobile : row.desktop;
}

/** Computer progress after one tick: a random increment in [0, speed) from `randomValue` in [0, 1), capped at the goal. */
export function advanceComputer(progress: number, randomValue: number, speed: number): number {
  return Math.min(raceGoal, progress + randomValue * speed);
}

/** Player progress after one click, capped at the goal. */
export function advancePlayer(progress: number, step: number): number {
  return Math.min(raceGoal, progress + step);
}

/** Whether a progress value has reached the finish line. */
export function hasFinished(progress: number): boolean {
  return progress >= raceGoal;
}

/** Whether `clicks` beats the stored best (fewer is better; the first win always counts). */
export function isNewBest(best: number | undefined, clicks: number): boolean {
  return best === undefined || clicks < best;
}

/** Bests with a win of `clicks` on `difficulty` taken into account. */
export function withWin(bests: RaceBests, difficulty: RaceDifficulty, clicks: number): RaceBests {
  return isNewBest(bests[difficulty], clicks) ? { ...bests, [difficulty]: clicks } : bests;
}

/** Reads stored bests, keeping only positive whole click counts of known difficulties. */
export function parseBests(value: unknown): RaceBests {
  if (typeof value !== 'object' || value === null) return {};
  const bests: RaceBests = {};
  for (const difficulty of raceDifficulties) {
    const clicks = (value as Record<string, unknown>)[difficulty];
    if (typeof clicks === 'number' && Number.isInteger(clicks) && clicks > 0) bests[difficulty] = clicks;
  }
  return bests;
}

/** Fewest clicks that can win a difficulty (the goal over the player step, rounded up). */
export function minimumClicks(speeds: RaceSpeeds): number {
  return Math.ceil(raceGoal / speeds.playerStep);
}
