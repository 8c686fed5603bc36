import { translateKey } from '../../i18n/translate-key';
import { GenerationError } from '../../lib/api/generate-content';

/**
 * The translated toast for a failed generation: the tool's own message (spec §8), or for a rate limit the
 * common "too many requests, wait n s" message. Logging already happened in the data layer.
 */
export function generationFailureMessage(error: unknown, toolMessageKey: string): string {
  if (error instanceof GenerationError && error.kind === 'rate_limited') {
    return error.retryAfterSeconds ? translateKey('common:ai.rate_limited_wait', { count: error.retryAfterSeconds }) : translateKey('common:ai.rate_limited');
  }
  return translateKey(toolMessageKey);
}
