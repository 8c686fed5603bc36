import { functions } from '../supabase-functions';
import type { AnswerCheck } from './answer-checks';
import { failFunctionCall, GenerationError, toFunctionError, type FunctionErrorOptions } from './function-errors';

/** The quiz's server functions. */
export type QuizFunctionName = 'populate-quiz-images' | 'generate-quiz-image' | 'validate-quiz-answer';

/** How a quiz function's failures are classified and worded (404: no such image or question). */
function quizErrors(name: QuizFunctionName): FunctionErrorOptions {
  return { name, invalidStatuses: [400, 404, 413], invalidWithStatus: true, unreachableMessage: `${name} could not be reached.` };
}

/**
 * Invokes one quiz function (POST, with a JSON body or none) and checks its answer with `check`. Failures are logged
 * to the console (spec §8) and thrown as a GenerationError (kind `malformed` for an answer that does not fit).
 */
export async function invokeQuizFunction<T>(name: QuizFunctionName, body: Record<string, unknown> | undefined, check: AnswerCheck<T>, signal?: AbortSignal): Promise<T> {
  try {
    const { data, error } = await functions.invoke(name, { method: 'POST', ...(body === undefined ? {} : { body }), signal });
    if (error) throw await toFunctionError(error, signal, quizErrors(name));
    const answer = check(data);
    if (answer === undefined) throw new GenerationError('malformed', `${name} sent an answer that does not fit its shape.`);
    return answer;
  } catch (caught) {
    return failFunctionCall(caught, signal, quizErrors(name), `[${name}]`);
  }
}
