import { FunctionsHttpError } from '@supabase/functions-js';
import { scoreErrorCodes, scoreErrorKey, type ScoreErrorCode } from '../../../supabase/functions/_shared/contract/score-limits';
import { checkScoreErrorBody } from './answer-checks';

/** A refused or failed score-function call, with the translation key of its message. */
export class ScoreCallError extends Error {
  /** The server's error code (or `storage_failed` when it could not be reached). */
  readonly code: ScoreErrorCode;
  /** The translated message to show: `leaderboard:errors.<code>`. */
  readonly messageKey: `leaderboard:errors.${ScoreErrorCode}`;

  constructor(code: ScoreErrorCode, message: string) {
    super(message);
    this.name = 'ScoreCallError';
    this.code = code;
    this.messageKey = scoreErrorKey(code);
  }
}

/** Whether a code is one of the score functions' error codes. */
function isScoreErrorCode(code: string): code is ScoreErrorCode {
  return (scoreErrorCodes as readonly string[]).includes(code);
}

/** Turns a functions error into a ScoreCallError with the server's code (unknown codes and network errors: storage_failed). */
export async function toScoreCallError(name: string, error: unknown): Promise<ScoreCallError> {
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    const body = checkScoreErrorBody(await response.json().catch(() => null));
    const code = body && isScoreErrorCode(body.error.code) ? body.error.code : 'storage_failed';
    return new ScoreCallError(code, `${name} answered ${response.status}: ${body ? body.error.message : response.statusText}`);
  }
  return new ScoreCallError('storage_failed', `${name} could not be reached: ${error instanceof Error ? error.message : String(error)}`);
}
