import type { QueryClient } from '@tanstack/react-query';
import { leaderboardGameTypes, playerNameMaxLength, type LeaderboardGameType } from '../../../engines/leaderboard/config';
import { isSavableScore } from '../../../engines/leaderboard/rules';
import { isBoardDay } from '../../../supabase/functions/_shared/contract/board-day';
import type { ScoreProof } from '../../../supabase/functions/_shared/contract/score-limits';
import { functions } from '../supabase-functions';
import { checkSubmitScoreAnswer, isFiniteNumber, isOneOf, isRecord, isText } from './answer-checks';
import { ScoreCallError, toScoreCallError } from './score-call-error';
import { topScoresQueryKey } from './get-top-scores';

export { ScoreCallError, toScoreCallError } from './score-call-error';

/** A score to save. */
export interface NewScore {
  gameType: LeaderboardGameType;
  playerName: string;
  score: number;
  /** The signed game session, round or seed (and the apple game's moves) the server checks. */
  proof: ScoreProof;
}

/** One recorded apple removal, as the body carries it (only its five numbers). */
type AppleMove = NonNullable<ScoreProof['moves']>[number];

/** The move's five numbers, or undefined when one is missing or not a finite number. */
function checkMove(move: unknown): AppleMove | undefined {
  if (!isRecord(move)) return undefined;
  const { column0, row0, column1, row1, t } = move;
  return isFiniteNumber(column0) && isFiniteNumber(row0) && isFiniteNumber(column1) && isFiniteNumber(row1) && isFiniteNumber(t)
    ? { column0, row0, column1, row1, t }
    : undefined;
}

/**
 * Checks a score before it is sent: a leaderboard game, a name of 1–20 characters once trimmed (sent trimmed), a score
 * the database accepts, and a proof with a token (the apple game's moves and daily board day when given). Throws a
 * TypeError on anything else (the save then fails with the generic message, as the server would refuse it).
 */
export function checkNewScore(score: NewScore): NewScore {
  const { gameType, score: points, proof } = score;
  const playerName = typeof score.playerName === 'string' ? score.playerName.trim() : '';
  const moves = proof.moves?.map(checkMove);
  const valid =
    isOneOf(leaderboardGameTypes, gameType) &&
    playerName.length > 0 &&
    Array.from(playerName).length <= playerNameMaxLength &&
    isFiniteNumber(points) &&
    isSavableScore(gameType, points) &&
    isText(proof.token, 1) &&
    (moves === undefined || moves.every((move) => move !== undefined)) &&
    (proof.day === undefined || isBoardDay(proof.day));
  if (!valid) throw new TypeError(`Refused to send a ${String(gameType)} score that does not fit its shape.`);
  return {
    gameType,
    playerName,
    score: points,
    proof: { token: proof.token, ...(moves === undefined ? {} : { moves: moves.filter((move) => move !== undefined) }), ...(proof.day === undefined ? {} : { day: proof.day }) },
  };
}

/**
 * Spec §7 call 5, since issue 15: the score goes to the `submit-score` function with its proof, which checks that the
 * game was played and inserts it (the public key can no longer insert into `game_scores`).
 */
export async function insertScore(score: NewScore): Promise<void> {
  const checked = checkNewScore(score);
  const body = {
    game_type: checked.gameType,
    player_name: checked.playerName,
    score: checked.score,
    token: checked.proof.token,
    ...(checked.gameType === 'apple' ? { moves: checked.proof.moves ?? [] } : {}),
    ...(checked.gameType === 'apple' && checked.proof.day !== undefined ? { day: checked.proof.day } : {}),
  };
  const { data, error } = await functions.invoke('submit-score', { method: 'POST', body });
  if (error) {
    const failure = await toScoreCallError('submit-score', error);
    console.error(`[submit-score] failed to save the ${checked.gameType} score (${failure.code}):`, failure.message);
    throw failure;
  }
  if (checkSubmitScoreAnswer(data) === undefined) throw new ScoreCallError('storage_failed', 'submit-score sent an answer that does not fit its shape.');
}

/** Saves a score, then refreshes that game's top 10 (and its daily boards: the key prefixes theirs). */
export async function saveScore(queryClient: QueryClient, score: NewScore): Promise<void> {
  await insertScore(score);
  await queryClient.invalidateQueries({ queryKey: topScoresQueryKey(score.gameType) });
}
