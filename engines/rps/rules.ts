import { rpsBeats, rpsChoices, type RpsChoice, type RpsOutcome } from './config';

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

/** The hand that beats `choice`. */
export function winningChoiceAgainst(choice: RpsChoice): RpsChoice {
  return rpsChoices.find((candidate) => rpsBeats[candidate] === choice) as RpsChoice;
}
