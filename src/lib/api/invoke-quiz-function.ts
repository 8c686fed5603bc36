import { FunctionsFetchError, FunctionsHttpError } from '@supabase/supabase-js';
import { z } from 'zod';
import { supabase } from '../supabase-client';
import { GenerationError } from './generate-content';

/** The quiz's server functions. */
export type QuizFunctionName = 'populate-quiz-images' | 'generate-quiz-image' | 'validate-quiz-answer';

/** Turns a supabase-js functions error into a GenerationError (reading the `{error:{message}}` body). */
async function toQuizError(name: QuizFunctionName, error: unknown, signal: AbortSignal | undefined): Promise<GenerationError> {
  if (signal?.aborted) return new GenerationError('aborted', 'The request was cancelled.');
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    const body: unknown = await response.json().catch(() => null);
    const message = z.object({ error: z.object({ message: z.string() }) }).safeParse(body);
    const detail = message.success ? message.data.error.message : response.statusText;
    if (response.status === 429) {
      const wait = Number(response.headers.get('Retry-After'));
      return new GenerationError('rate_limited', detail, Number.isFinite(wait) && wait > 0 ? wait : undefined);
    }
    if (response.status === 400 || response.status === 404 || response.status === 413) return new GenerationError('invalid', `${name} answered ${response.status}: ${detail}`);
    return new GenerationError('unavailable', `${name} answered ${response.status}: ${detail}`);
  }
  if (error instanceof FunctionsFetchError) return new GenerationError('network', `${name} could not be reached.`);
  return new GenerationError('unavailable', error instanceof Error ? error.message : String(error));
}

/**
 * Invokes one quiz function (POST, with a JSON body or none) and checks its answer with `schema`. Failures are logged
 * to the console (spec §8) and thrown as a GenerationError (kind `malformed` for an answer that does not fit).
 */
export async function invokeQuizFunction<T>(name: QuizFunctionName, body: Record<string, unknown> | undefined, schema: z.ZodType<T>, signal?: AbortSignal): Promise<T> {
  try {
    const { data, error } = await supabase.functions.invoke(name, { method: 'POST', ...(body === undefined ? {} : { body }), signal });
    if (error) throw await toQuizError(name, error, signal);
    const answer = schema.safeParse(data);
    if (!answer.success) throw new GenerationError('malformed', `${name} sent an answer that does not fit its shape.`);
    return answer.data;
  } catch (caught) {
    const failure = caught instanceof GenerationError ? caught : await toQuizError(name, caught, signal);
    if (failure.kind !== 'aborted') console.error(`[${name}] failed (${failure.kind}):`, failure.message);
    throw failure;
  }
}
