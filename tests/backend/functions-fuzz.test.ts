/**
 * Fuzzing of the four server functions with fast-check: generated bodies (wrong types, huge strings, odd Unicode,
 * prototype-pollution keys, raw non-JSON text) must never get a 5xx or a thrown error, and the functions stay usable.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handler as aiContent } from '../../supabase/functions/ai-content/handler.ts';
import { contentTypes } from '../../supabase/functions/_shared/contract/content-schemas.ts';
import { adventureThemes, fortuneCategories, lyricsEmotions, lyricsForms, personaKeys, quizCategories, summaryStyles } from '../../supabase/functions/_shared/contract/content-types.ts';
import type { RequestHandler } from '../../supabase/functions/_shared/http/function-handler.ts';
import { quizLibrary } from '../../supabase/functions/_shared/quiz/quiz-library.ts';
import { issueRoundToken } from '../../supabase/functions/_shared/quiz/round-token.ts';
import { handler as generateQuizImage } from '../../supabase/functions/generate-quiz-image/handler.ts';
import { handler as populateQuizImages } from '../../supabase/functions/populate-quiz-images/handler.ts';
import { handler as validateQuizAnswer } from '../../supabase/functions/validate-quiz-answer/handler.ts';
import { validContentBodies } from './content-bodies.ts';

const fuzzSeed = 20_251_121;

const oddText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', '\u202Etxt', '👩‍👩‍👧‍👦', '\uD800', '\uFEFF', 'Ａ　Ｂ', 'Tiếng Việt', '한국어', '中文', '<script>alert(1)</script>', "'; drop table quiz_images; --"),
  fc.tuple(fc.constantFrom('a', '가', '字', 'ệ', '😀', ' . '), fc.integer({ min: 200, max: 25_000 })).map(([unit, count]) => unit.repeat(count)),
);

const scalar = fc.oneof(oddText, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(-0), fc.constant(1e308));
const anyJson = fc.oneof(scalar, fc.jsonValue({ maxDepth: 3 }));
const enumOr = (values: readonly string[]) => fc.oneof(fc.constantFrom(...values), anyJson);
const message = fc.record({ role: enumOr(['user', 'assistant']), content: fc.oneof(oddText, anyJson) }, { requiredKeys: [] });
const messages = fc.oneof(fc.array(message, { maxLength: 35 }), anyJson);
const personalityAnswers = fc.oneof(fc.array(fc.record({ question: oddText, answer: oddText }, { requiredKeys: [] }), { maxLength: 45 }), anyJson);

const contentBody = fc.record(
  {
    type: enumOr(contentTypes),
    storyStart: fc.oneof(oddText, anyJson),
    persona: enumOr(personaKeys),
    messages,
    category: enumOr(fortuneCategories),
    input: fc.oneof(enumOr(adventureThemes), oddText),
    currentStory: fc.oneof(oddText, anyJson),
    choice: fc.oneof(oddText, anyJson),
    answers: personalityAnswers,
    summaryStyle: enumOr(summaryStyles),
    emotion: enumOr(lyricsEmotions),
    lyricStyle: enumOr(lyricsForms),
    language: enumOr(['en', 'vi', 'ko', 'zh', 'ko-KR']),
    seed: fc.oneof(fc.integer(), anyJson),
  },
  { requiredKeys: [] },
);
/** Valid bodies with one field replaced, so the generators see odd but accepted input too. */
const nearlyValidContentBody = fc
  .tuple(fc.constantFrom(...contentTypes), fc.constantFrom('en', 'vi', 'ko', 'zh'), fc.integer(), oddText)
  .map(([type, language, seed, text]) => {
    const body: Record<string, unknown> = { type, ...validContentBodies[type], language, seed };
    if (typeof body.input === 'string' && type !== 'adventure-start' && type !== 'adventure-continue') body.input = `${text} ${String(body.input)}`;
    if (typeof body.storyStart === 'string') body.storyStart = `${text.slice(0, 280)} ${body.storyStart}`.slice(0, 300);
    if (type === 'persona-chat') body.messages = [{ role: 'user', content: `${text.slice(0, 900)}?` }];
    if (type === 'adventure-continue') body.choice = `${text.slice(0, 400)}!`;
    return body;
  });

const quizIds = quizLibrary.slice(0, 10).map((image) => image.id);
/** Valid round tokens (0 and 2 wrong answers counted) of the fuzzed images, so reveals with a real token are tried. */
const quizTokens = (await Promise.all(quizIds.flatMap((id) => [issueRoundToken(id), issueRoundToken(id, 2)])));
const quizBody = fc.record(
  {
    category: enumOr(quizCategories),
    language: enumOr(['en', 'vi', 'ko', 'zh']),
    exclude: fc.oneof(fc.array(fc.oneof(fc.constantFrom(...quizIds), oddText), { maxLength: 60 }), anyJson),
    image_id: fc.oneof(fc.constantFrom(...quizIds), oddText, anyJson),
    user_answer: fc.oneof(oddText, anyJson),
    reveal: fc.oneof(fc.boolean(), anyJson),
    round_token: fc.oneof(fc.constantFrom(...quizTokens), oddText, anyJson),
  },
  { requiredKeys: [] },
);

const pollutionKey = fc.constantFrom('__proto__', 'constructor', 'prototype');

/** Serialises a body, sometimes with a prototype-pollution key spliced in as an own JSON key, sometimes as raw text. */
const serialised = (body: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 5, arbitrary: body.map((value) => JSON.stringify(value) ?? 'null') },
    {
      weight: 2,
      arbitrary: fc.tuple(body, pollutionKey, anyJson).map(([value, key, payload]) => {
        const text = JSON.stringify(value) ?? 'null';
        const injected = `"${key}":${JSON.stringify({ polluted: payload, prototype: { polluted: true } })}`;
        return text.startsWith('{') ? `{${injected}${text === '{}' ? '' : ','}${text.slice(1)}` : text;
      }),
    },
    { weight: 1, arbitrary: fc.oneof(fc.string({ unit: 'binary', maxLength: 200 }), fc.constantFrom('', '{', '{"type":', 'null', '[]', '"x"', '{"a":1}}')) },
  );

let requests = 0;
const statuses = new Map<number, number>();

async function expectNoServerError(handler: RequestHandler, body: string, method = 'POST'): Promise<void> {
  requests += 1;
  const response = await handler(new Request('http://localhost/functions/v1/fuzz', { method, body, headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' } }));
  expect(response.status, body.slice(0, 200)).toBeLessThan(500);
  statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  const json = (await response.json()) as Record<string, unknown>;
  if (response.ok) expect(json).not.toHaveProperty('error');
  else expect(json).toHaveProperty('error.code');
}

describe('server functions under fuzzing', () => {
  beforeAll(() => {
    process.env.RATE_LIMIT_PER_MINUTE = '0';
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterAll(() => {
    delete process.env.RATE_LIMIT_PER_MINUTE;
    vi.restoreAllMocks();
  });

  it('ai-content never answers 5xx to generated bodies', async () => {
    await fc.assert(fc.asyncProperty(serialised(contentBody), (body) => expectNoServerError(aiContent, body)), { seed: fuzzSeed, numRuns: 400 });
    await fc.assert(fc.asyncProperty(serialised(nearlyValidContentBody), (body) => expectNoServerError(aiContent, body)), { seed: fuzzSeed, numRuns: 300 });
  });

  it('the quiz functions never answer 5xx to generated bodies', async () => {
    for (const handler of [generateQuizImage, validateQuizAnswer, populateQuizImages]) {
      await fc.assert(fc.asyncProperty(serialised(quizBody), (body) => expectNoServerError(handler, body)), { seed: fuzzSeed, numRuns: 200 });
    }
  });

  it('never answers 5xx to deep, wide or large bodies (issue 16)', async () => {
    const nested = fc.tuple(fc.integer({ min: 1, max: 20_000 }), fc.constantFrom('[', '{"a":'), fc.boolean()).map(([depth, open, wrapped]) => {
      const close = open === '[' ? ']' : '}';
      const inner = `${open.repeat(depth)}1${close.repeat(depth)}`;
      return wrapped ? `{"type":"story","storyStart":"x","category":"food","language":"en","image_id":"${quizIds[0] ?? ''}","user_answer":${inner}}` : inner;
    });
    const wide = fc.tuple(fc.integer({ min: 0, max: 30_000 }), fc.constantFrom('1', '{}', '"x"', '[]')).map(([width, item]) => `{"type":"story","exclude":[${Array.from({ length: width }, () => item).join(',')}]}`);
    const manyKeys = fc.integer({ min: 0, max: 8_000 }).map((keys) => `{${Array.from({ length: keys }, (_, index) => `"k${index}":${index}`).join(',')}}`);
    const large = fc.integer({ min: 60 * 1024, max: 70 * 1024 }).map((size) => JSON.stringify({ type: 'story', storyStart: 'y'.repeat(size) }));
    const shaped = fc.oneof(nested, wide, manyKeys, large);
    for (const handler of [aiContent, generateQuizImage, validateQuizAnswer, populateQuizImages]) {
      await fc.assert(fc.asyncProperty(shaped, (body) => expectNoServerError(handler, body)), { seed: fuzzSeed, numRuns: 40 });
    }
  }, 120_000);

  it('sent over 1 000 bodies, polluted no prototype, and still serves valid requests', async () => {
    expect(requests).toBeGreaterThanOrEqual(1_000);
    // The bodies reach the generators and the quiz logic, not only the validators.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(300);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(300);
    expect(statuses.get(413) ?? 0).toBeGreaterThan(0);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(Object.prototype)).toEqual([]);
    const valid = await aiContent(new Request('http://localhost/', { method: 'POST', body: JSON.stringify({ type: 'tarot-reading', seed: 1 }) }));
    expect(valid.status).toBe(200);
    const quiz = await generateQuizImage(new Request('http://localhost/', { method: 'POST', body: JSON.stringify({ category: 'food' }) }));
    expect(quiz.status).toBe(200);
  });
});
