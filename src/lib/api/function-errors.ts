import { FunctionsFetchError, FunctionsHttpError } from '@supabase/functions-js';

/** Why a generation failed: drives which translated message the screen shows. */
export type GenerationFailure = 'rate_limited' | 'invalid' | 'unavailable' | 'network' | 'malformed' | 'aborted';

/** A failed server-function call, with its kind and (for rate limits) how long to wait. */
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

/** How one caller words and classifies its function's failures. */
export interface FunctionErrorOptions {
  /** The function's name, used in messages (`<name> answered 503: …`). */
  name: string;
  /** HTTP statuses that mean the request itself was refused (kind `invalid`). */
  invalidStatuses: readonly number[];
  /** Whether an `invalid` message carries the status prefix or only the server's own message. */
  invalidWithStatus: boolean;
  /** The message when the function could not be reached. */
  unreachableMessage: string;
}

/** The server's message in an `{error:{message}}` body (the shape every function answers a failure with), or undefined. */
function errorBodyMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const { error } = body;
  if (typeof error !== 'object' || error === null || !('message' in error)) return undefined;
  return typeof error.message === 'string' ? error.message : undefined;
}

/** Turns a supabase-js functions error into a GenerationError (reading the `{error:{message}}` body). */
export async function toFunctionError(error: unknown, signal: AbortSignal | undefined, options: FunctionErrorOptions): Promise<GenerationError> {
  if (signal?.aborted) return new GenerationError('aborted', 'The request was cancelled.');
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    const body: unknown = await response.json().catch(() => null);
    const detail = errorBodyMessage(body) ?? response.statusText;
    const withStatus = `${options.name} answered ${response.status}: ${detail}`;
    if (response.status === 429) {
      const wait = Number(response.headers.get('Retry-After'));
      return new GenerationError('rate_limited', detail, Number.isFinite(wait) && wait > 0 ? wait : undefined);
    }
    if (options.invalidStatuses.includes(response.status)) return new GenerationError('invalid', options.invalidWithStatus ? withStatus : detail);
    return new GenerationError('unavailable', withStatus);
  }
  if (error instanceof FunctionsFetchError) return new GenerationError('network', options.unreachableMessage);
  return new GenerationError('unavailable', error instanceof Error ? error.message : String(error));
}

/**
 * The shared catch of a function call: keeps a GenerationError or converts what was thrown, logs it to the console
 * (spec §8) under `logPrefix` unless the visitor cancelled, and rethrows it.
 */
export async function failFunctionCall(caught: unknown, signal: AbortSignal | undefined, options: FunctionErrorOptions, logPrefix: string): Promise<never> {
  const failure = caught instanceof GenerationError ? caught : await toFunctionError(caught, signal, options);
  if (failure.kind !== 'aborted') console.error(`${logPrefix} failed (${failure.kind}):`, failure.message);
  throw failure;
}
