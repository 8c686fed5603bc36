/**
 * Rock-paper-scissors rules shared by the game (engines/rps re-exports them) and the game-session function, which
 * plays the computer's hand on the server.
 */

/** The three hands, in the order the buttons show them. */
export const rpsChoices = ['rock', 'paper', 'scissors'] as const;

/** One hand. */
export type RpsChoice = (typeof rpsChoices)[number];

/** The result of one round from the player's side. */
export type RpsOutcome = 'win' | 'lose' | 'draw';

/** Which hand each hand beats. */
export const rpsBeats: Readonly<Record<RpsChoice, RpsChoice>> = { rock: 'scissors', paper: 'rock', scissors: 'paper' };

/** The player's outcome when they show `player` and the computer shows `computer`. */
export function rpsOutcome(player: RpsChoice, computer: RpsChoice): RpsOutcome {
  if (player === computer) return 'draw';
  return rpsBeats[player] === computer ? 'win' : 'lose';
}

/** The computer's hand from a uniform random number in [0, 1): each hand has probability 1/3. */
export function pickRpsChoice(random: number): RpsChoice {
  const index = Math.min(rpsChoices.length - 1, Math.max(0, Math.floor(random * rpsChoices.length)));
  return rpsChoices[index] as RpsChoice;
}
