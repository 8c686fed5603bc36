/**
 * Errors of the score functions: a stable code, an English message, and the translation key the site shows
 * (`leaderboard:errors.<code>`). Bad input is always a 4xx with one of these, never a 500.
 */
import { jsonResponse } from '../http/http.ts';
import { scoreErrorKey, type ScoreErrorCode } from '../contract/score-schemas.ts';

/** A refusal of a score function; becomes `{error: {code, message, key}}` with its status. */
export class ScoreError extends Error {
  /** HTTP status of the answer. */
  readonly status: number;
  /** Stable error code. */
  readonly code: ScoreErrorCode;
  /** Per-phase durations up to the refusal (`Server-Timing`), when the function measured them. */
  timing: string | null = null;

  constructor(status: number, code: ScoreErrorCode, message: string) {
    super(message);
    this.name = 'ScoreError';
    this.status = status;
    this.code = code;
  }
}

/** The JSON answer of a refusal. */
export function scoreErrorResponse(error: ScoreError): Response {
  const response = jsonResponse({ error: { code: error.code, message: error.message, key: scoreErrorKey(error.code) } }, error.status);
  if (error.timing !== null) response.headers.set('Server-Timing', error.timing);
  return response;
}
