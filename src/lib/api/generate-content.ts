import { contentLanguages, type ContentInputs, type ContentLanguage, type ContentOutputs, type ContentType } from '../../../supabase/functions/_shared/contract/content-types';
import type { GenerationSource } from '../../../machines/generation.machine';
import { functions } from '../supabase-functions';
import { failFunctionCall, GenerationError, toFunctionError, type FunctionErrorOptions } from './function-errors';

export { GenerationError, type GenerationFailure } from './function-errors';

/** How ai-content failures are classified and worded. */
const aiContentErrors: FunctionErrorOptions = {
  name: 'ai-content',
  invalidStatuses: [400, 413],
  invalidWithStatus: false,
  unreachableMessage: 'The content service could not be reached.',
};

/** A checked ai-content answer: the result of the type and who wrote it. */
export interface GeneratedContent<T extends ContentType> {
  /** The result, checked for its type. */
  result: ContentOutputs[T];
  /** The built-in engine or a configured model. */
  source: GenerationSource;
}


/**
 * Spec §7: invokes `ai-content` with `{type, ...fields, language}` and checks the result for its type. Failures are
 * logged to the console (spec §8) and thrown as a GenerationError; a cancelled request throws kind `aborted`.
 */
export async function generateContent<T extends ContentType>(
  type: T,
  fields: ContentInputs[T],
  language: ContentLanguage,
  signal?: AbortSignal,
): Promise<GeneratedContent<T>> {
  // The answer's checks (zod and the result schemas) load while the request runs: they stay out of the first load.
  const checker = import('./check-content-answer');
  // A failed load surfaces at the await below; this only keeps it from also being reported as unhandled.
  checker.catch(() => undefined);
  try {
    const { data, error } = await functions.invoke('ai-content', { body: { type, ...fields, language }, signal });
    if (error) throw await toFunctionError(error, signal, aiContentErrors);
    const answer = (await checker).checkContentAnswer(type, data);
    if (!answer) throw new GenerationError('malformed', `ai-content sent a ${type} result that does not fit its shape.`);
    return answer;
  } catch (caught) {
    return failFunctionCall(caught, signal, aiContentErrors, `[ai-content] ${type}`);
  }
}

/** The visitor's language as a content language (the site's languages are the engine's). */
export function contentLanguageOf(language: string): ContentLanguage {
  const code = language.slice(0, 2);
  return contentLanguages.find((known) => known === code) ?? 'en';
}
