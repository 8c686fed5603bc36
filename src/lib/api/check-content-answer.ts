import { z } from 'zod';
import type { ContentOutputs, ContentType } from '../../../supabase/functions/_shared/contract/content-types';
import { parsePersonalityResult, parseTarotResult } from '../../../supabase/functions/_shared/contract/structured-result';
import type { GeneratedContent } from './generate-content';

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
 * Checks an ai-content answer body (`{result, source}`) for its type: the checked result and who wrote it, or
 * undefined when it does not fit. Loaded with the first generation (generate-content.ts), so zod is not on any tool
 * route's first load.
 */
export function checkContentAnswer<T extends ContentType>(type: T, data: unknown): GeneratedContent<T> | undefined {
  const answer = answerSchema.safeParse(data);
  const result = answer.success ? checkResult(type, answer.data.result) : undefined;
  return answer.success && result !== undefined ? { result, source: answer.data.source } : undefined;
}
