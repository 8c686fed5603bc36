import { FunctionsFetchError, FunctionsHttpError } from '@supabase/supabase-js';
import { z } from 'zod';
import { contentLanguages, type ContentInputs, type ContentLanguage, type ContentOutputs, type ContentType } from '../../../supabase/functions/_shared/contract/content-types';
import { parsePersonalityResult, parseTarotResult } from '../../../supabase/functions/_shared/contract/structured-result';
import type { GenerationSource } from '../../../machines/generation.machine';
import { supabase } from '../supabase-client';

/** Why a generation failed: drives which translated message the screen shows. */
export type GenerationFailure = 'rate_limited' | 'invalid' | 'unavailable' | 'network' | 'malformed' | 'aborted';

/** A failed ai-content call, with its kind and (for rate limits) how long to wait. */
export class GenerationError extends Error {
  /** The kind of failure. */
  readonly kind: GenerationFailure;
  /** Seconds to wait before trying again (rate limits only). */
  readonly retryAfterSeconds: number | undefined;

  constructor(kind: GenerationFailure, message: string, retryAfterSeconds?: number) {
    super(message);
    this.name = 'GenerationError';
    this.kind = kind;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

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

/** Turns a supabase-js functions error into a GenerationError (reading the `{error:{code,message}}` body). */
async function toGenerationError(error: unknown, signal: AbortSignal | undefined): Promise<GenerationError> {
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
    if (response.status === 400 || response.status === 413) return new GenerationError('invalid', detail);
    return new GenerationError('unavailable', `ai-content answered ${response.status}: ${detail}`);
  }
  if (error instanceof FunctionsFetchError) return new GenerationError('network', 'The content service could not be reached.');
  return new GenerationError('unavailable', error instanceof Error ? error.message : String(error));
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
    if (error) throw await toGenerationError(error, signal);
    const answer = answerSchema.safeParse(data);
    const result = answer.success ? checkResult(type, answer.data.result) : undefined;
    if (!answer.success || result === undefined) throw new GenerationError('malformed', `ai-content sent a ${type} result that does not fit its shape.`);
    return { result, source: answer.data.source };
  } catch (caught) {
    const failure = caught instanceof GenerationError ? caught : await toGenerationError(caught, signal);
    if (failure.kind !== 'aborted') console.error(`[ai-content] ${type} failed (${failure.kind}):`, failure.message);
    throw failure;
  }
}

/** The visitor's language as a content language (the site's languages are the engine's). */
export function contentLanguageOf(language: string): ContentLanguage {
  const code = language.slice(0, 2);
  return contentLanguages.find((known) => known === code) ?? 'en';
}
