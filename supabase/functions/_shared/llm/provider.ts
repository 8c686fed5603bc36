/**
 * The ai-content provider: an OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, llama.cpp server, vLLM…)
 * when AI_BASE_URL and AI_MODEL are set, within one total time budget per request (AI_BUDGET_MS, 20 s): a fast
 * failure (5xx, 429, unreachable) is retried once inside that budget, a timeout never is; then the built-in content
 * engine answers (on by default) or a clear error. The visitor's cancel (the request's AbortSignal) ends the call at
 * once. Without a model, the built-in engine alone.
 */
import type { ContentRequest } from '../contract/content-schemas.ts';
import { generateContent } from '../content/engine.ts';
import { randomSeed } from '../contract/seeded-random.ts';
import type { ContentOutputs, ContentType } from '../contract/content-types.ts';
import { readEnv, readFlagEnv, readIntegerEnv } from '../http/env.ts';
import { buildPromptMessages, jsonContentTypes, temperatureFor } from './prompts.ts';
import { parsePersonalityResult, parseTarotResult } from '../contract/structured-result.ts';

/** Default total time the model may take for one request, retry included, in milliseconds (AI_BUDGET_MS). */
export const defaultModelBudgetMs = 20_000;
/** Default time one model call may take, in milliseconds (AI_TIMEOUT_MS); a call never outlives the budget. */
export const defaultModelTimeoutMs = 20_000;
/** Most model calls per request: the first and one retry after a fast failure. */
export const modelAttempts = 2;
/** Least budget left, in milliseconds, for a retry to be worth starting. */
export const minRetryBudgetMs = 1_000;

/** Settings of the OpenAI-compatible endpoint. */
export interface ModelConfig {
  /** Base URL up to the API version, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1. */
  baseUrl: string;
  /** Model name. */
  model: string;
  /** Bearer key; omitted for local servers that need none. */
  apiKey: string | undefined;
  /** Time one call may take, in milliseconds. */
  timeoutMs: number;
  /** Total time for one request, all calls included, in milliseconds (default: timeoutMs, so one call). */
  budgetMs?: number;
  /** Whether a failed model call falls back to the built-in engine. */
  fallback: boolean;
}

/** The model settings from AI_BASE_URL, AI_MODEL, AI_API_KEY, AI_TIMEOUT_MS, AI_BUDGET_MS and AI_FALLBACK; undefined when no model is configured. */
export function readModelConfig(): ModelConfig | undefined {
  const baseUrl = readEnv('AI_BASE_URL');
  const model = readEnv('AI_MODEL');
  if (baseUrl === undefined || model === undefined) return undefined;
  return {
    baseUrl,
    model,
    apiKey: readEnv('AI_API_KEY'),
    timeoutMs: readIntegerEnv('AI_TIMEOUT_MS', defaultModelTimeoutMs, 1, 600_000),
    budgetMs: readIntegerEnv('AI_BUDGET_MS', defaultModelBudgetMs, 1, 600_000),
    fallback: readFlagEnv('AI_FALLBACK', true),
  };
}

/** Which producer wrote a result. */
export type ContentSource = 'model' | 'engine';

/** A produced result and its source. */
export interface ProducedContent {
  /** The result returned as `{result}`. */
  result: ContentOutputs[ContentType];
  /** Who wrote it. */
  source: ContentSource;
}

/** Why a model call ended without an answer, when it was not a plain failure. */
export type ModelErrorReason = 'failed' | 'timeout' | 'cancelled';

/** A model call that failed; `retryable` for 5xx, 429 and network errors (never for a timeout or a cancel). */
export class ModelError extends Error {
  /** Whether trying once more may help. */
  readonly retryable: boolean;
  /** A plain failure, the time budget running out, or the visitor cancelling. */
  readonly reason: ModelErrorReason;

  constructor(message: string, retryable: boolean, reason: ModelErrorReason = 'failed') {
    super(message);
    this.name = 'ModelError';
    this.retryable = retryable && reason === 'failed';
    this.reason = reason;
  }
}

/** The fetch function used for model calls (injectable for tests). */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** Reads the text (or object) of the first choice of a chat-completions answer. */
function firstChoiceContent(body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return undefined;
  const choices = (body as { choices?: unknown }).choices;
  if (!Array.isArray(choices) || choices.length === 0) return undefined;
  const message: unknown = (choices[0] as { message?: unknown } | null)?.message;
  if (typeof message !== 'object' || message === null) return undefined;
  return (message as { content?: unknown }).content;
}

/** One chat-completions call ended after `timeoutMs` or when `signal` aborts; throws ModelError. */
async function callOnce(config: ModelConfig, payload: Record<string, unknown>, fetchImpl: FetchLike, timeoutMs: number, signal: AbortSignal | undefined): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const cancel = () => controller.abort();
  signal?.addEventListener('abort', cancel, { once: true });
  if (signal?.aborted) controller.abort();
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (config.apiKey !== undefined) headers.Authorization = `Bearer ${config.apiKey}`;
  try {
    const response = await fetchImpl(`${config.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers,
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new ModelError(`the model endpoint answered HTTP ${response.status}`, response.status >= 500 || response.status === 429);
    }
    const content = firstChoiceContent(await response.json());
    if (content === undefined || content === null || (typeof content === 'string' && content.trim() === '')) {
      throw new ModelError('the model answered without content', false);
    }
    return content;
  } catch (error) {
    if (signal?.aborted) throw new ModelError('the visitor cancelled the request', false, 'cancelled');
    if (error instanceof ModelError) throw error;
    if (controller.signal.aborted) throw new ModelError(`the model did not answer within ${timeoutMs} ms`, false, 'timeout');
    throw new ModelError(`the model endpoint could not be reached (${error instanceof Error ? error.message : String(error)})`, true);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}

/** Shapes the model's answer into the type's result; throws ModelError when it does not fit. */
function toResult(type: ContentType, content: unknown): ContentOutputs[ContentType] {
  if (type === 'tarot-reading') {
    const reading = parseTarotResult(content);
    if (reading === undefined) throw new ModelError('the model answer is not a valid tarot reading', false);
    return reading;
  }
  if (type === 'personality-test') {
    const result = parsePersonalityResult(content);
    if (result === undefined) throw new ModelError('the model answer is not a valid personality result', false);
    return result;
  }
  if (typeof content !== 'string') throw new ModelError('the model answer is not text', false);
  return content.trim();
}

/**
 * Asks the model for one request within the budget: at most two calls, the second only after a fast failure (5xx,
 * 429, unreachable) with at least minRetryBudgetMs left, never after a timeout; `signal` cancels at once.
 */
export async function generateWithModel(request: ContentRequest, config: ModelConfig, fetchImpl: FetchLike = fetch, signal?: AbortSignal): Promise<ContentOutputs[ContentType]> {
  const budgetMs = config.budgetMs ?? config.timeoutMs;
  const deadline = Date.now() + budgetMs;
  const payload: Record<string, unknown> = {
    model: config.model,
    messages: buildPromptMessages(request),
    temperature: temperatureFor(request.type),
    stream: false,
  };
  if (request.seed !== undefined) payload.seed = request.seed;
  if (jsonContentTypes.has(request.type)) payload.response_format = { type: 'json_object' };
  let lastError: ModelError = new ModelError('the model was not called', false);
  for (let attempt = 1; attempt <= modelAttempts; attempt += 1) {
    const left = deadline - Date.now();
    if (attempt > 1 && left < minRetryBudgetMs) break;
    try {
      return toResult(request.type, await callOnce(config, payload, fetchImpl, Math.max(1, Math.min(config.timeoutMs, left)), signal));
    } catch (error) {
      lastError = error instanceof ModelError ? error : new ModelError(String(error), false);
      if (!lastError.retryable) break;
    }
  }
  throw lastError;
}

/** Generates with the built-in engine. */
export function generateWithEngine(request: ContentRequest): ContentOutputs[ContentType] {
  return generateContent(request.type, request.input, { language: request.language, seed: request.seed ?? randomSeed() });
}

/**
 * Produces one result: the model when configured (falling back to the engine on failure or when the budget runs out,
 * unless fallback is off), else the engine. A cancelled request throws its ModelError: nobody waits for a fallback.
 */
export async function produceContent(request: ContentRequest, config: ModelConfig | undefined, fetchImpl: FetchLike = fetch, signal?: AbortSignal): Promise<ProducedContent> {
  if (config === undefined) return { result: generateWithEngine(request), source: 'engine' };
  try {
    return { result: await generateWithModel(request, config, fetchImpl, signal), source: 'model' };
  } catch (error) {
    if (!config.fallback || (error instanceof ModelError && error.reason === 'cancelled')) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`[ai-content] model provider failed for type ${request.type} (${reason}); answering with the built-in engine`);
    return { result: generateWithEngine(request), source: 'engine' };
  }
}
