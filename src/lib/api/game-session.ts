import type { GameSessionRequest } from '../../../supabase/functions/_shared/contract/score-schemas';
import type { RpsChoice } from '../../../supabase/functions/_shared/contract/rps-rules';
import { functions } from '../supabase-functions';
import {
  checkAppleDailyAnswer,
  checkAppleSeedAnswer,
  checkGuessAnswer,
  checkReactionPressAnswer,
  checkRpsPlayAnswer,
  checkTokenAnswer,
  type AnswerCheck,
} from './answer-checks';
import { ScoreCallError, toScoreCallError } from './score-call-error';

/** Calls the game-session function with one action and checks its answer; refusals throw a ScoreCallError. */
async function callGameSession<T>(body: GameSessionRequest, check: AnswerCheck<T>, signal?: AbortSignal): Promise<T> {
  const { data, error } = await functions.invoke('game-session', { method: 'POST', body, signal });
  if (error) throw await toScoreCallError('game-session', error);
  const answer = check(data);
  if (answer === undefined) throw new ScoreCallError('storage_failed', `game-session sent an answer to ${body.action} that does not fit its shape.`);
  return answer;
}

/** Seed sent only when the page fixed it with `?seed=` (a server started for end-to-end tests honours it). */
const seedField = (seed: number | undefined) => (seed === undefined ? {} : { seed });

/** A new rock-paper-scissors session. */
export const startRpsSession = (seed?: number) => callGameSession({ action: 'rps_start', ...seedField(seed) }, checkTokenAnswer);
/** Plays one hand; the server draws the computer's hand and counts the streak. */
export const playRpsHand = (token: string, hand: RpsChoice) => callGameSession({ action: 'rps_play', token, hand }, checkRpsPlayAnswer);
/** A new number-guess session (the secret stays on the server). */
export const startGuessSession = (seed?: number) => callGameSession({ action: 'guess_start', ...seedField(seed) }, checkTokenAnswer);
/** Sends one guess; the server answers the hint and counts the attempt. */
export const sendGuess = (token: string, guess: number) => callGameSession({ action: 'guess', token, guess }, checkGuessAnswer);
/** A signed reaction round with its red wait; the server notes when it was issued. */
export const startReactionRound = (waitMs: number) => callGameSession({ action: 'reaction_round', wait_ms: waitMs }, checkTokenAnswer);
/** Reports a reaction time; the server checks it against the time it saw pass and signs the result. */
export const pressReactionRound = (token: string, ms: number) => callGameSession({ action: 'reaction_press', token, ms }, checkReactionPressAnswer);
/** A signed apple board seed. */
export const dealAppleSeed = (seed?: number) => callGameSession({ action: 'apple_seed', ...seedField(seed) }, checkAppleSeedAnswer);
/** Today's apple board: the UTC day's seed (the same for everyone), signed with the day in the token. */
export const dealDailyApple = () => callGameSession({ action: 'apple_daily' }, checkAppleDailyAnswer);
