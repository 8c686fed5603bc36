/**
 * submit-score {game_type, player_name, score, token, moves?}: saves ONE leaderboard score, and only one the server saw
 * being earned (spec §7 call 5 since issue 15; anon can no longer insert into game_scores):
 *   rps           the final token of a lost game-session; the score must be its streak
 *   number_guess  the final token of a won game-session; the score must be its attempts
 *   reaction      the result token of a round the server timed; the score must be its milliseconds
 *   apple         the signed seed and the recorded removals, replayed with the game's rules (contract/apple-replay.ts);
 *                 the score must be the replay's, and the moves must fit in the time since the board was dealt.
 *                 With `day`: a daily board, stored with its day (`board_day`) for that day's top 10. The token must
 *                 be a daily seed of that very day (a classic seed sent as daily, or a daily one sent as classic, is
 *                 `wrong_board`), the day must be today in UTC (`daily_board_over`: yesterday's board cannot be
 *                 saved today), and the seed must be the one the server derives for the day.
 * The name must pass the player_name rule. One save per session, round or seed (proof_id is unique). Inserts with the
 * service role. Errors: `{error: {code, message, key}}`, never a 500 on bad input.
 */
import { playerNameProblem } from '../_shared/contract/player-name.ts';
import { submitScoreRequestSchema, type SubmitScoreRequest } from '../_shared/contract/score-schemas.ts';
import { replayAppleMoves } from '../_shared/contract/apple-replay.ts';
import { utcDay } from '../_shared/contract/daily-board.ts';
import { jsonResponse } from '../_shared/http/http.ts';
import { serviceRoleClient } from '../_shared/http/supabase-admin.ts';
import { accept, dailyAppleSeed, tokenKinds, type AppleSeedClaims, type GuessClaims, type ReactionResultClaims, type RpsClaims } from '../_shared/scores/game-tokens.ts';
import { readScoreBody } from '../_shared/scores/read-score-body.ts';
import { createScoreFunction } from '../_shared/scores/score-function.ts';
import { ScoreError } from '../_shared/scores/score-error.ts';
import { PhaseTimer } from '../_shared/scores/phase-timer.ts';

/** How far ahead of the server's clock an apple log's last move may claim to be, in milliseconds. */
export const appleClockSlackMs = 1_000;

function mismatch(message: string): ScoreError {
  return new ScoreError(422, 'score_mismatch', message);
}

/** What a checked proof is saved under: its id (one save each) and, for a daily apple board, its UTC day. */
export interface ProvenScore {
  proofId: string;
  boardDay: string | null;
}

/** Checks that an apple seed belongs to the board the request names: classic, or the daily board of today. */
async function checkAppleBoard(claims: AppleSeedClaims, day: string | undefined, now: number): Promise<string | null> {
  if (day === undefined) {
    if (claims.day !== undefined) throw new ScoreError(422, 'wrong_board', 'This is a daily board: send its day with the score.');
    return null;
  }
  if (claims.day === undefined) throw new ScoreError(422, 'wrong_board', 'This board is not a daily board.');
  if (claims.day !== day) throw new ScoreError(422, 'wrong_board', `This board belongs to ${claims.day}, not ${day}.`);
  const today = utcDay(now);
  if (day !== today) throw new ScoreError(422, 'daily_board_over', `The board of ${day} is over; today's board is ${today}.`);
  if (claims.seed !== (await dailyAppleSeed(day))) throw new ScoreError(403, 'tampered_proof', 'This is not the board the server dealt for that day.');
  return day;
}

/** Checks the proof of a score; returns what it is saved under (one save per proof). */
export async function proveScore(request: SubmitScoreRequest, now = Date.now(), timer = new PhaseTimer()): Promise<ProvenScore> {
  switch (request.game_type) {
    case 'rps': {
      const claims = await accept<RpsClaims>(request.token, tokenKinds.rps);
      if (!claims.over) throw mismatch('The game is not over yet.');
      if (claims.streak !== request.score) throw mismatch(`The server counted a streak of ${claims.streak}.`);
      return { proofId: claims.sid, boardDay: null };
    }
    case 'number_guess': {
      const claims = await accept<GuessClaims>(request.token, tokenKinds.guess);
      if (!claims.won) throw mismatch('The secret was not found yet.');
      if (claims.attempts !== request.score) throw mismatch(`The server counted ${claims.attempts} attempts.`);
      return { proofId: claims.sid, boardDay: null };
    }
    case 'reaction': {
      const claims = await accept<ReactionResultClaims>(request.token, tokenKinds.reactionResult);
      if (claims.ms !== request.score) throw mismatch(`The server timed this round at ${claims.ms} ms.`);
      return { proofId: claims.sid, boardDay: null };
    }
    case 'apple': {
      const claims = await accept<AppleSeedClaims>(request.token, tokenKinds.appleSeed);
      const boardDay = await checkAppleBoard(claims, request.day, now);
      timer.mark('verify');
      const replay = replayAppleMoves(claims.seed, request.moves);
      timer.mark('replay');
      if (!replay.ok) {
        const what = { impossible_move: 'does not sum to 10 on the board', overlapping_move: 'takes apples already removed or goes back in time', move_too_late: 'comes after the 120 s game' }[replay.reason];
        throw new ScoreError(422, replay.reason, `Move ${replay.move + 1} ${what}.`);
      }
      const last = request.moves.at(-1);
      if (last !== undefined && claims.iat + last.t > now + appleClockSlackMs) {
        throw new ScoreError(422, 'impossible_move', 'The moves claim more time than has passed since the board was dealt.');
      }
      if (replay.score !== request.score) throw mismatch(`The moves earn ${replay.score} points.`);
      return { proofId: claims.sid, boardDay };
    }
  }
}

/** Handles one submit-score request (rate-limited per client at the site-wide limit). */
export const handler = createScoreFunction(
  'submit-score',
  (siteLimit) => siteLimit,
  async (req) => {
    const timer = new PhaseTimer();
    const request = await readScoreBody(req, submitScoreRequestSchema);
    const playerName = request.player_name.trim();
    const problem = playerNameProblem(playerName);
    if (problem !== null) throw new ScoreError(400, 'invalid_name', `The name is not allowed (${problem.replace('_', ' ')}).`);
    timer.mark('read');
    let proven: ProvenScore;
    try {
      proven = await proveScore(request, Date.now(), timer);
    } catch (error) {
      if (error instanceof ScoreError) error.timing = timer.header();
      throw error;
    }
    const { proofId, boardDay } = proven;
    timer.mark('prove');
    const client = serviceRoleClient();
    if (client === undefined) throw new ScoreError(503, 'storage_failed', 'The score store is not configured.');
    const row: Record<string, string | number> = { game_type: request.game_type, player_name: playerName, score: request.score, proof_id: proofId };
    if (boardDay !== null) row.board_day = boardDay;
    const { error } = await client.from('game_scores').insert(row);
    if (error !== null) {
      if (error.code === '23505') throw new ScoreError(409, 'already_saved', 'This game was already saved.');
      // Checked a moment ago; the day turned at midnight UTC between the check and the insert.
      if (error.code === '23514' && error.message.includes('game_scores_daily_board_is_today')) throw new ScoreError(422, 'daily_board_over', 'The daily board is over.');
      if (error.code === '23514') throw new ScoreError(400, error.message.includes('player_name') ? 'invalid_name' : 'invalid_body', 'The database refused this entry.');
      console.error('[submit-score] insert failed', error.message);
      throw new ScoreError(503, 'storage_failed', 'The score could not be saved; try again.');
    }
    timer.mark('insert');
    const response = jsonResponse({ saved: true, score: request.score }, 201);
    response.headers.set('Server-Timing', timer.header());
    return response;
  },
);
