/** Click race constants (spec §9). */

/** The four difficulties, easiest first. */
export const raceDifficulties = ['easy', 'medium', 'hard', 'expert'] as const;

/** A difficulty. */
export type RaceDifficulty = (typeof raceDifficulties)[number];

/** Speeds of one difficulty on one kind of screen. */
export interface RaceSpeeds {
  /** Largest computer increment per tick, in progress points (the increment is random up to this). */
  computerSpeed: number;
  /** Player progress per click, in progress points. */
  playerStep: number;
}

/** Speeds per difficulty for desktop and mobile screens. */
export type RaceSpeedTable = Record<RaceDifficulty, { desktop: RaceSpeeds; mobile: RaceSpeeds }>;

/** Progress at the finish line, in progress points. */
export const raceGoal = 100;
/** Interval of the computer's ticks, in milliseconds. */
export const raceTickMs = 100;
/** Viewports narrower than this are mobile, in CSS pixels. */
export const raceMobileBelowWidthPx = 768;
/** Local-storage key of the best (fewest) clicks per difficulty. */
export const raceBestStorageKey = 'click-race-best';

/** Spec §9 table: computer speed and player step, desktop / mobile. */
export const raceSpeedTable: RaceSpeedTable = {
  easy: { desktop: { computerSpeed: 1.5, playerStep: 5 }, mobile: { computerSpeed: 1.2, playerStep: 4 } },
  medium: { desktop: { computerSpeed: 2.5, playerStep: 4 }, mobile: { computerSpeed: 2, playerStep: 3.5 } },
  hard: { desktop: { computerSpeed: 3.5, playerStep: 3 }, mobile: { computerSpeed: 3, playerStep: 2.5 } },
  expert: { desktop: { computerSpeed: 4.5, playerStep: 2.5 }, mobile: { computerSpeed: 4, playerStep: 2 } },
};
