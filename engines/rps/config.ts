// The round's rules live in the contract, so the game-session function plays the computer's hand with this same copy.
export { rpsBeats, rpsChoices, type RpsChoice, type RpsOutcome } from '../../supabase/functions/_shared/contract/rps-rules';

/** Pause between a lost round and the game-over panel, in milliseconds (spec §9). */
export const rpsGameOverDelayMs = 2000;
