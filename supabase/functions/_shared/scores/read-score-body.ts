/**
 * Reads a score function's body: at most 16 KB of JSON, ONE object (a JSON array, the bulk insert of the attack, is
 * refused), checked with its zod schema. Every refusal is a 4xx ScoreError.
 */
import type { z } from 'zod';
import { HttpError, readJsonBody } from '../http/http.ts';
import { scoreLimits } from '../contract/score-schemas.ts';
import { ScoreError } from './score-error.ts';

/** Parses the request body with `schema`. */
export async function readScoreBody<T>(req: Request, schema: z.ZodType<T>): Promise<T> {
  let body: unknown;
  try {
    body = await readJsonBody(req, scoreLimits.bodyBytes);
  } catch (error) {
    if (error instanceof HttpError) {
      throw new ScoreError(error.status, error.status === 413 ? 'payload_too_large' : 'invalid_json', error.message);
    }
    throw error;
  }
  if (Array.isArray(body)) throw new ScoreError(400, 'bulk_not_allowed', 'One score at a time: send a JSON object, not an array.');
  if (typeof body !== 'object' || body === null) throw new ScoreError(400, 'invalid_body', 'The request body must be a JSON object.');
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue === undefined || issue.path.length === 0 ? 'body' : issue.path.join('.');
    throw new ScoreError(400, 'invalid_body', `Invalid ${where}: ${issue?.message ?? 'malformed'}.`);
  }
  return parsed.data;
}
