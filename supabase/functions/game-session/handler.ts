/**
 * game-session: the server's side of the three games whose score it must see being earned, one action per request.
 *   rps_start / rps_play {token, hand}      the computer's hand is drawn here (uniform, spec §9); the streak is counted here
 *   guess_start / guess {token, guess}      the secret never leaves the server (derived from the session id with its key)
 *   reaction_round {wait_ms} / reaction_press {token, ms}
 *                                           a signed round with the server's issue time; a press before green was due,
 *                                           under 100 ms or slower than the server saw pass is refused
 *   apple_seed                              a signed board seed; submit-score replays the moves on it
 *   apple_daily                             today's board: the seed of the UTC day (derived from the server key and
 *                                           the date, the same for everyone), signed with the day in the token
 * Each step's token is spent once (game_token_uses), so an earlier step cannot be replayed to undo a loss.
 */
import { gameSessionRequestSchema, scoreLimits, type GameSessionRequest } from '../_shared/contract/score-schemas.ts';
import { pickRpsChoice, rpsChoices, rpsOutcome, type RpsChoice } from '../_shared/contract/rps-rules.ts';
import { judgeGuess, secretFromRandom } from '../_shared/contract/number-guess-rules.ts';
import { seededRandom } from '../_shared/contract/seeded-random.ts';
import { utcDay } from '../_shared/contract/daily-board.ts';
import { jsonResponse } from '../_shared/http/http.ts';
import { readScoreBody } from '../_shared/scores/read-score-body.ts';
import { createScoreFunction } from '../_shared/scores/score-function.ts';
import { ScoreError } from '../_shared/scores/score-error.ts';
import { spendToken } from '../_shared/scores/spend-token.ts';
import {
  accept,
  dailyAppleSeed,
  derivedRandom,
  fixedSeedsAllowed,
  issue,
  newSessionId,
  proofTtlMs,
  roundTtlMs,
  secureRandomInt,
  sessionTtlMs,
  tokenKinds,
  type AppleSeedClaims,
  type GuessClaims,
  type ReactionResultClaims,
  type ReactionRoundClaims,
  type RpsClaims,
} from '../_shared/scores/game-tokens.ts';

/** How much faster than the time the server saw pass a reaction may be claimed (network latency both ways), in ms. */
export const reactionLatencyAllowanceMs = 2_000;

/** The `round`-th (0-based) draw of a fixed seed's sequence (end-to-end tests only). */
function fixedDraw(seed: number, index: number): number {
  const random = seededRandom(seed);
  let value = random();
  for (let step = 0; step < index; step += 1) value = random();
  return value;
}

/** The seed a request may fix, or undefined (production servers ignore it). */
function allowedSeed(seed: number | undefined): number | undefined {
  return seed !== undefined && fixedSeedsAllowed() ? seed : undefined;
}

async function playRps(token: string, hand: RpsChoice) {
  const claims = await accept<RpsClaims>(token, tokenKinds.rps);
  if (claims.over) throw new ScoreError(409, 'session_over', 'This game is over; start a new one.');
  await spendToken(`${claims.sid}:r${claims.round}`, claims.exp);
  const computer = claims.seed === undefined ? (rpsChoices[secureRandomInt(rpsChoices.length)] as RpsChoice) : pickRpsChoice(fixedDraw(claims.seed, claims.round));
  const outcome = rpsOutcome(hand, computer);
  const streak = outcome === 'win' ? claims.streak + 1 : claims.streak;
  const next: RpsClaims = { sid: claims.sid, round: claims.round + 1, streak, over: outcome === 'lose', ...(claims.seed === undefined ? {} : { seed: claims.seed }) };
  return { computer, outcome, streak, token: await issue(tokenKinds.rps, next, outcome === 'lose' ? proofTtlMs : sessionTtlMs) };
}

async function playGuess(token: string, guess: number) {
  const claims = await accept<GuessClaims>(token, tokenKinds.guess);
  if (claims.won) throw new ScoreError(409, 'session_over', 'This game is won; start a new one.');
  await spendToken(`${claims.sid}:g${claims.attempts}`, claims.exp);
  const secret = secretFromRandom(claims.seed === undefined ? await derivedRandom(`guess:${claims.sid}`) : fixedDraw(claims.seed, 0));
  const hint = judgeGuess(secret, guess);
  const attempts = claims.attempts + 1;
  const next: GuessClaims = { sid: claims.sid, attempts, won: hint === 'correct', ...(claims.seed === undefined ? {} : { seed: claims.seed }) };
  return { hint, attempts, token: await issue(tokenKinds.guess, next, hint === 'correct' ? proofTtlMs : sessionTtlMs) };
}

async function pressReaction(token: string, ms: number) {
  const claims = await accept<ReactionRoundClaims>(token, tokenKinds.reactionRound);
  await spendToken(`${claims.sid}:press`, claims.exp);
  const seenMs = Date.now() - (claims.iat + claims.wait);
  if (seenMs < 0) throw new ScoreError(422, 'too_early', 'The press came before the round turned green.');
  if (ms < scoreLimits.reactionMinMs) {
    throw new ScoreError(422, 'anticipation', `Under ${scoreLimits.reactionMinMs} ms is faster than human reaction: that was anticipation.`);
  }
  if (ms > scoreLimits.reactionMaxMs) throw new ScoreError(422, 'score_mismatch', 'That round took too long to count.');
  if (ms > seenMs + 50 || seenMs - ms > reactionLatencyAllowanceMs) {
    throw new ScoreError(422, 'score_mismatch', 'The time does not match the time the server saw pass.');
  }
  const result: ReactionResultClaims = { sid: claims.sid, ms };
  return { ms, token: await issue(tokenKinds.reactionResult, result, proofTtlMs) };
}

async function answer(request: GameSessionRequest): Promise<Record<string, unknown>> {
  switch (request.action) {
    case 'rps_start': {
      const seed = allowedSeed(request.seed);
      const claims: RpsClaims = { sid: newSessionId(), round: 0, streak: 0, over: false, ...(seed === undefined ? {} : { seed }) };
      return { token: await issue(tokenKinds.rps, claims, sessionTtlMs) };
    }
    case 'rps_play':
      return playRps(request.token, request.hand);
    case 'guess_start': {
      const seed = allowedSeed(request.seed);
      const claims: GuessClaims = { sid: newSessionId(), attempts: 0, won: false, ...(seed === undefined ? {} : { seed }) };
      return { token: await issue(tokenKinds.guess, claims, sessionTtlMs) };
    }
    case 'guess':
      return playGuess(request.token, request.guess);
    case 'reaction_round': {
      const claims: ReactionRoundClaims = { sid: newSessionId(), wait: request.wait_ms };
      return { token: await issue(tokenKinds.reactionRound, claims, request.wait_ms + roundTtlMs) };
    }
    case 'reaction_press':
      return pressReaction(request.token, request.ms);
    case 'apple_seed': {
      const seed = allowedSeed(request.seed) ?? secureRandomInt(0x1_0000_0000);
      const claims: AppleSeedClaims = { sid: newSessionId(), seed };
      return { seed, token: await issue(tokenKinds.appleSeed, claims, sessionTtlMs) };
    }
    case 'apple_daily': {
      const day = utcDay();
      const seed = await dailyAppleSeed(day);
      const claims: AppleSeedClaims = { sid: newSessionId(), seed, day };
      return { seed, day, token: await issue(tokenKinds.appleSeed, claims, sessionTtlMs) };
    }
  }
}

/** Handles one game-session request (rate-limited per client at four times the site-wide limit: a round trip per hand). */
export const handler = createScoreFunction(
  'game-session',
  (siteLimit) => siteLimit * 4,
  async (req) => jsonResponse(await answer(await readScoreBody(req, gameSessionRequestSchema))),
);
