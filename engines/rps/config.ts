/** The three hands, in the order the buttons show them. */
export const rpsChoices = ['rock', 'paper', 'scissors'] as const;

/** One hand. */
export type RpsChoice = (typeof rpsChoices)[number];

/** The result of one round from the player's side. */
export type RpsOutcome = 'win' | 'lose' | 'draw';

/** Which hand each hand beats. */
export const rpsBeats: Readonly<Record<RpsChoice, RpsChoice>> = { rock: 'scissors', paper: 'rock', scissors: 'paper' };

/** Pause between a lost round and the game-over panel, in milliseconds (spec §9). */
export const rpsGameOverDelayMs = 2000;
