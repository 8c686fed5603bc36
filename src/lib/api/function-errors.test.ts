import { FunctionsFetchError, FunctionsHttpError } from '@supabase/functions-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failFunctionCall, GenerationError, toFunctionError, type FunctionErrorOptions } from './function-errors';

const aiContent: FunctionErrorOptions = { name: 'ai-content', invalidStatuses: [400, 413], invalidWithStatus: false, unreachableMessage: 'The content service could not be reached.' };
const quiz: FunctionErrorOptions = { name: 'validate-quiz-answer', invalidStatuses: [400, 404, 413], invalidWithStatus: true, unreachableMessage: 'validate-quiz-answer could not be reached.' };

/** A supabase-js HTTP error whose response has this status, body and headers. */
function httpError(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new FunctionsHttpError(new Response(body === null ? 'not json' : JSON.stringify(body), { status, statusText: `status ${status}`, headers }));
}

describe('toFunctionError', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads a 429 as rate_limited with the server message and Retry-After seconds', async () => {
    const error = await toFunctionError(httpError(429, { error: { message: 'Slow down' } }, { 'Retry-After': '12' }), undefined, aiContent);
    expect(error).toMatchObject({ kind: 'rate_limited', message: 'Slow down', retryAfterSeconds: 12 });
    const noWait = await toFunctionError(httpError(429, null, { 'Retry-After': 'soon' }), undefined, quiz);
    expect(noWait).toMatchObject({ kind: 'rate_limited', message: 'status 429', retryAfterSeconds: undefined });
  });

  it('reads the caller’s refused statuses as invalid, worded with or without the status', async () => {
    expect(await toFunctionError(httpError(413, { error: { message: 'Too long' } }), undefined, aiContent)).toMatchObject({ kind: 'invalid', message: 'Too long' });
    expect(await toFunctionError(httpError(404, { error: { message: 'No such image' } }), undefined, quiz)).toMatchObject({
      kind: 'invalid',
      message: 'validate-quiz-answer answered 404: No such image',
    });
    expect(await toFunctionError(httpError(404, { error: { message: 'Gone' } }), undefined, aiContent)).toMatchObject({ kind: 'unavailable', message: 'ai-content answered 404: Gone' });
  });

  it('reads other statuses as unavailable, a fetch failure as network, and anything after a cancel as aborted', async () => {
    expect(await toFunctionError(httpError(503, { nope: true }), undefined, aiContent)).toMatchObject({ kind: 'unavailable', message: 'ai-content answered 503: status 503' });
    expect(await toFunctionError(new FunctionsFetchError(new TypeError('offline')), undefined, quiz)).toMatchObject({ kind: 'network', message: 'validate-quiz-answer could not be reached.' });
    expect(await toFunctionError(new Error('boom'), undefined, aiContent)).toMatchObject({ kind: 'unavailable', message: 'boom' });
    const controller = new AbortController();
    controller.abort();
    expect(await toFunctionError(httpError(500, null), controller.signal, aiContent)).toMatchObject({ kind: 'aborted' });
  });

  it('logs and rethrows a failure, keeping a GenerationError as it is and staying quiet on a cancel', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const malformed = new GenerationError('malformed', 'bad shape');
    await expect(failFunctionCall(malformed, undefined, aiContent, '[ai-content] story')).rejects.toBe(malformed);
    expect(log).toHaveBeenCalledWith('[ai-content] story failed (malformed):', 'bad shape');
    await expect(failFunctionCall(new TypeError('x'), undefined, quiz, '[validate-quiz-answer]')).rejects.toMatchObject({ kind: 'unavailable', message: 'x' });
    const controller = new AbortController();
    controller.abort();
    log.mockClear();
    await expect(failFunctionCall(new Error('x'), controller.signal, quiz, '[validate-quiz-answer]')).rejects.toMatchObject({ kind: 'aborted' });
    expect(log).not.toHaveBeenCalled();
  });
});
