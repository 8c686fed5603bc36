import { rpsBeats, rpsChoices, type RpsChoice } from './config';

export { pickRpsChoice, rpsOutcome } from '../../supabase/functions/_shared/contract/rps-rules';

/** The hand that beats `choice`. */
export function winningChoiceAgainst(choice: RpsChoice): RpsChoice {
  return rpsChoices.find((candidate) => rpsBeats[candidate] === choice) as RpsChoice;
}
