import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeModelServer, type FakeModelServer } from '../../../../tests/backend/fake-openai.ts';
import { parseContentRequest, type ContentRequest } from '../contract/content-schemas.ts';
import { ModelError, produceContent, readModelConfig, type ModelConfig } from './provider.ts';

function request(body: Record<string, unknown>): ContentRequest {
  const parsed = parseContentRequest(body);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.request;
}

const story = request({ type: 'story', storyStart: '민지는 오래된 다리 밑에서 열쇠를 주웠다.', language: 'ko', seed: 7 });
const tarot = request({ type: 'tarot-reading', language: 'en', seed: 3 });
const card = (name: string, direction: string) => ({ name, direction, emoji: '✨', keywords: ['change'], interpretation: `${name} turns the page.` });
const reading = { cards: [card('The Fool', 'upright'), card('Death', 'reversed'), card('The World', 'upright')], overallMessage: 'A cycle closes.', luckyColor: 'teal', luckyItem: 'a compass' };

describe('produceContent with an OpenAI-compatible endpoint', () => {
  let server: FakeModelServer;
  let config: ModelConfig;
  let warned: ReturnType<typeof vi.spyOn>;

  beforeAll(async () => {
    server = await startFakeModelServer();
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(() => {
    server.requests.length = 0;
    config = { baseUrl: server.baseUrl, model: 'test-model', apiKey: 'test-key', timeoutMs: 5_000, fallback: true };
    warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sends a chat-completions call with the model, key, a system prompt in the language and the input', async () => {
    server.script({ kind: 'answer', content: '  민지는 열쇠를 들고 다리를 건넜다.  ' });
    const produced = await produceContent(story, config);
    expect(produced).toEqual({ result: '민지는 열쇠를 들고 다리를 건넜다.', source: 'model' });
    expect(server.requests).toHaveLength(1);
    const [sent] = server.requests;
    expect(sent?.path).toBe('/v1/chat/completions');
    expect(sent?.headers.authorization).toBe('Bearer test-key');
    expect(sent?.body).toMatchObject({ model: 'test-model', seed: 7 });
    expect(sent?.body).not.toHaveProperty('response_format');
    const messages = sent?.body.messages as { role: string; content: string }[];
    expect(messages[0]?.role).toBe('system');
    expect(messages[0]?.content).toContain('Korean');
    expect(messages.at(-1)).toEqual({ role: 'user', content: '민지는 오래된 다리 밑에서 열쇠를 주웠다.' });
  });

  it('asks for JSON mode for tarot and reads a code-fenced JSON answer', async () => {
    server.script({ kind: 'answer', content: `\`\`\`json\n${JSON.stringify(reading)}\n\`\`\`` });
    const produced = await produceContent(tarot, config);
    expect(produced.source).toBe('model');
    expect(produced.result).toMatchObject({ overallMessage: 'A cycle closes.', cards: [{ name: 'The Fool' }, { name: 'Death', direction: 'reversed' }, { name: 'The World' }] });
    expect(server.requests[0]?.body.response_format).toEqual({ type: 'json_object' });
  });

  it('asks for JSON mode for the personality result and reads it', async () => {
    const result = { type: 'The Spark', traits: { extraversion: 80, agreeableness: 60, conscientiousness: 40, neuroticism: 30, intellect: 70 }, description: 'Bright.', strengths: ['warm'], cautions: ['hasty'], tip: 'Pause.' };
    server.script({ kind: 'answer', content: JSON.stringify(result) });
    const produced = await produceContent(request({ type: 'personality-test', answers: [{ question: 'q', answer: 'a' }] }), config);
    expect(produced).toEqual({ result, source: 'model' });
    expect(server.requests[0]?.body.response_format).toEqual({ type: 'json_object' });
  });

  it('sends the whole persona conversation after the persona prompt', async () => {
    server.script({ kind: 'answer', content: 'Hmph. Fine, I will teach you.' });
    const chat = request({ type: 'persona-chat', persona: 'chef', messages: [{ role: 'user', content: 'hi' }, { role: 'assistant', content: 'What?' }, { role: 'user', content: 'teach me pasta' }] });
    await produceContent(chat, config);
    const messages = server.requests[0]?.body.messages as { role: string; content: string }[];
    expect(messages.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(messages[0]?.content).toContain('tsundere chef');
  });

  it('retries once after a 500 and uses the second answer', async () => {
    server.script({ kind: 'fail', status: 500 }, { kind: 'answer', content: 'Second time lucky.' });
    expect(await produceContent(story, config)).toEqual({ result: 'Second time lucky.', source: 'model' });
    expect(server.requests).toHaveLength(2);
    expect(warned).not.toHaveBeenCalled();
  });

  it('falls back to the built-in engine after two 500s, and logs it', async () => {
    server.script({ kind: 'fail', status: 500 });
    const produced = await produceContent(story, config);
    expect(produced.source).toBe('engine');
    expect(typeof produced.result).toBe('string');
    expect(String(produced.result)).toMatch(/[\uAC00-\uD7A3]/u);
    expect(server.requests).toHaveLength(2);
    expect(warned).toHaveBeenCalledOnce();
    expect(String(warned.mock.calls[0]?.[0])).toContain('HTTP 500');
  });

  it('never retries a timeout: one call, then the built-in engine', async () => {
    server.script({ kind: 'hang' });
    const produced = await produceContent(story, { ...config, timeoutMs: 150 });
    expect(produced.source).toBe('engine');
    expect(server.requests).toHaveLength(1);
    // The call gets what is left of the 150 ms budget (149 ms when the engine took a millisecond to start it).
    const waited = /did not answer within (\d+) ms/.exec(String(warned.mock.calls[0]?.[0]));
    expect(Number(waited?.[1])).toBeGreaterThan(100);
    expect(Number(waited?.[1])).toBeLessThanOrEqual(150);
  });

  it('keeps one total budget per request: a hanging provider costs the budget, not the per-call timeout twice', async () => {
    server.script({ kind: 'hang' });
    const started = performance.now();
    const produced = await produceContent(story, { ...config, timeoutMs: 30_000, budgetMs: 400 });
    const elapsed = performance.now() - started;
    expect(produced.source).toBe('engine');
    expect(elapsed).toBeGreaterThanOrEqual(390);
    expect(elapsed).toBeLessThan(2_000);
    expect(server.requests).toHaveLength(1);
  });

  it('retries a fast failure inside the budget, and the retry ends with the budget', async () => {
    server.script({ kind: 'fail', status: 503 }, { kind: 'hang' });
    const started = performance.now();
    const produced = await produceContent(story, { ...config, timeoutMs: 30_000, budgetMs: 1_500 });
    expect(produced.source).toBe('engine');
    expect(server.requests).toHaveLength(2);
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it('does not retry when less than the minimum budget is left', async () => {
    server.script({ kind: 'fail', status: 503 });
    const produced = await produceContent(story, { ...config, budgetMs: 500 });
    expect(produced.source).toBe('engine');
    expect(server.requests).toHaveLength(1);
  });

  it("ends the call at once when the visitor cancels, without a fallback", async () => {
    server.script({ kind: 'hang' });
    const controller = new AbortController();
    const started = performance.now();
    const pending = produceContent(story, { ...config, timeoutMs: 30_000, budgetMs: 30_000 }, fetch, controller.signal);
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    controller.abort();
    const error = await pending.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ModelError);
    expect((error as ModelError).reason).toBe('cancelled');
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(warned).not.toHaveBeenCalled();
  });

  it('does not retry a 4xx or an answer that does not fit, and falls back', async () => {
    server.script({ kind: 'fail', status: 400 });
    expect((await produceContent(story, config)).source).toBe('engine');
    expect(server.requests).toHaveLength(1);
    server.requests.length = 0;
    server.script({ kind: 'answer', content: 'The cards are cloudy today.' });
    const produced = await produceContent(tarot, config);
    expect(produced.source).toBe('engine');
    expect(produced.result).toHaveProperty('cards');
    expect(server.requests).toHaveLength(1);
  });

  it('retries an unreachable endpoint once, then falls back', async () => {
    const closed = await startFakeModelServer();
    await closed.close();
    const produced = await produceContent(story, { ...config, baseUrl: closed.baseUrl });
    expect(produced.source).toBe('engine');
    expect(String(warned.mock.calls[0]?.[0])).toContain('could not be reached');
  });

  it('throws a ModelError when the fallback is off', async () => {
    server.script({ kind: 'fail', status: 503 });
    await expect(produceContent(story, { ...config, fallback: false })).rejects.toBeInstanceOf(ModelError);
    expect(server.requests).toHaveLength(2);
  });
});

describe('readModelConfig', () => {
  const keys = ['AI_BASE_URL', 'AI_MODEL', 'AI_API_KEY', 'AI_TIMEOUT_MS', 'AI_BUDGET_MS', 'AI_FALLBACK'];
  afterEach(() => {
    for (const key of keys) delete process.env[key];
  });

  it('needs both AI_BASE_URL and AI_MODEL', () => {
    process.env.AI_BASE_URL = 'http://127.0.0.1:11434/v1';
    expect(readModelConfig()).toBeUndefined();
    process.env.AI_MODEL = 'llama3.2';
    expect(readModelConfig()).toEqual({ baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.2', apiKey: undefined, timeoutMs: 20_000, budgetMs: 20_000, fallback: true });
  });

  it('reads the key, the timeout and the fallback switch', () => {
    Object.assign(process.env, { AI_BASE_URL: 'https://api.example.test/v1', AI_MODEL: 'm', AI_API_KEY: 'k', AI_TIMEOUT_MS: '2500', AI_BUDGET_MS: '8000', AI_FALLBACK: 'off' });
    expect(readModelConfig()).toEqual({ baseUrl: 'https://api.example.test/v1', model: 'm', apiKey: 'k', timeoutMs: 2_500, budgetMs: 8_000, fallback: false });
  });
});

describe('produceContent without a model', () => {
  it('uses the built-in engine', async () => {
    expect((await produceContent(story, undefined)).source).toBe('engine');
  });
});
