/**
 * The AI screens' Cancel reaches the network (issue 16, fault 2): CANCEL stops the generation machine's request
 * actor, whose AbortSignal goes through generateContent and supabase-js into fetch, so the request is aborted.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { generationMachine, type GeneratedText, type GenerationFields } from '../../../machines/generation.machine';

const seen: AbortSignal[] = [];

/** A fetch that never answers until its signal aborts, like a hanging provider behind the function. */
function hangingFetch(_input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const signal = init?.signal;
  if (signal) seen.push(signal);
  return new Promise((_resolve, reject) => {
    signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')), { once: true });
  });
}

beforeAll(() => {
  // The session check reads the URL's hash and query (no stored session: the anon key is sent).
  vi.stubGlobal('window', { location: { origin: 'http://127.0.0.1:9', hash: '', search: '' } });
  vi.stubGlobal('fetch', hangingFetch);
  // supabase-js wants a WebSocket class to exist (realtime is never opened here); Node 20 has none.
  vi.stubGlobal('WebSocket', class UnusedWebSocket {});
});
afterAll(() => {
  vi.unstubAllGlobals();
});

describe('Cancel on an AI screen', () => {
  it('aborts the fetch of the ai-content call in flight', async () => {
    const { generateContent } = await import('./generate-content');
    const request = async (fields: GenerationFields, signal: AbortSignal): Promise<GeneratedText> => {
      const { result, source } = await generateContent('story', { storyStart: fields.storyStart ?? '' }, 'en', signal);
      return { text: String(result), source };
    };
    const actor = createActor(
      generationMachine.provide({ actors: { generate: fromPromise<GeneratedText, { fields: GenerationFields }>(({ input, signal }) => request(input.fields, signal)) } }),
      { input: { fields: { storyStart: 'A lamp flickered in the hall.' }, validate: () => null } },
    );
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    actor.start();
    actor.send({ type: 'SUBMIT' });
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.aborted).toBe(false);
    actor.send({ type: 'CANCEL' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(seen[0]?.aborted).toBe(true);
    actor.stop();
    errors.mockRestore();
  });
});
