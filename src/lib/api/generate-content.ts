import { z } from 'zod';
import { contentLanguages, type ContentInputs, type ContentLanguage, type ContentOutputs, type ContentType } from '../../../supabase/functions/_shared/contract/content-types';
import { parsePersonalityResult, parseTarotResult } from '../../../supabase/functions/_shared/contract/structured-result';
import type { GenerationSource } from '../../../machines/generation.machine';
import { supabase } from '../supabase-client';
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

const answerSchema = z.object({ result: z.unknown(), source: z.enum(['engine', 'model']).catch('engine') });
const textResultSchema = z.string().trim().min(1);

/** Checks a result against its type; undefined when it does not fit (a malformed answer is a failure, never a blank). */
function checkResult<T extends ContentType>(type: T, value: unknown): ContentOutputs[T] | undefined {
  if (type === 'tarot-reading') return parseTarotResult(value) as ContentOutputs[T] | undefined;
  if (type === 'personality-test') return parsePersonalityResult(value) as ContentOutputs[T] | undefined;
  const text = textResultSchema.safeParse(value);
  return text.success ? (text.data as ContentOutputs[T]) : undefined;
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
  try {
    const { data, error } = await supabase.functions.invoke('ai-content', { body: { type, ...fields, language }, signal });
    if (error) throw await toFunctionError(error, signal, aiContentErrors);
    const answer = answerSchema.safeParse(data);
    const result = answer.success ? checkResult(type, answer.data.result) : undefined;
    if (!answer.success || result === undefined) throw new GenerationError('malformed', `ai-content sent a ${type} result that does not fit its shape.`);
    return { result, source: answer.data.source };
  } catch (caught) {
    return failFunctionCall(caught, signal, aiContentErrors, `[ai-content] ${type}`);
  }
}

/** The visitor's language as a content language (the site's languages are the engine's). */
export function contentLanguageOf(language: string): ContentLanguage {
  const code = language.slice(0, 2);
  return contentLanguages.find((known) => known === code) ?? 'en';
}
