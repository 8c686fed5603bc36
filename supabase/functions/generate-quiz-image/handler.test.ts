import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakePostgrest, type FakePostgrest } from '../../../tests/backend/fake-postgrest.ts';
import { quizCategories } from '../_shared/contract/content-types.ts';
import { findQuizImage, quizImagesIn } from '../_shared/quiz/quiz-image.ts';
import { quizImageRows } from '../_shared/quiz/quiz-store.ts';
import { handler } from './handler.ts';

const post = (body: unknown) =>
  new Request('http://localhost/functions/v1/generate-quiz-image', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

async function generate(body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await handler(post(body));
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe('generate-quiz-image', () => {
  let fake: FakePostgrest;
  beforeAll(async () => {
    process.env.RATE_LIMIT_PER_MINUTE = '0';
    fake = await startFakePostgrest();
  });
  afterAll(async () => {
    delete process.env.RATE_LIMIT_PER_MINUTE;
    await fake.close();
  });
  afterEach(() => {
    delete process.env.SUPABASE_URL;
    delete process.env.SUPABASE_SERVICE_ROLE_KEY;
    fake.failWith(0);
    vi.restoreAllMocks();
  });

  it('returns an image of the asked category with an opaque id and a round token that holds no answer', async () => {
    for (const category of quizCategories) {
      const { status, json } = await generate({ category, language: 'ko' });
      expect(status).toBe(200);
      expect(Object.keys(json).sort()).toEqual(['image', 'image_id', 'round_token']);
      const payload = JSON.parse(Buffer.from(String(json.round_token).split('.')[0] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
      expect(Object.keys(payload).sort()).toEqual(['exp', 'iat', 'img', 'kind', 'wrong']);
      expect(payload).toMatchObject({ img: json.image_id, wrong: 0, kind: 'quiz-round' });
      const image = findQuizImage(String(json.image_id));
      expect(image?.category).toBe(category);
      expect(json.image).toBe(`/quiz/${String(json.image_id)}.svg`);
    }
  });

  it('varies the image and avoids the excluded ids', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 40; i += 1) seen.add(String((await generate({ category: 'animals' })).json.image_id));
    expect(seen.size).toBeGreaterThan(5);
    const animals = quizImagesIn('animals');
    const keep = animals[3];
    const exclude = animals.filter((image) => image !== keep).map((image) => image.id);
    for (let i = 0; i < 5; i += 1) expect((await generate({ category: 'animals', exclude })).json.image_id).toBe(keep?.id);
  });

  it('answers 400 to a bad category or body and 413 to an oversized one', async () => {
    for (const body of [{}, { category: 'planets' }, { category: 3 }, { category: 'food', exclude: 'x' }, [], 'food']) {
      const { status, json } = await generate(body);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(json).toHaveProperty('error.code');
    }
    expect((await generate({ category: 'food', pad: 'x'.repeat(70_000) })).status).toBe(413);
  });

  it('reads the table when a project is configured, keeping only ids the library knows', async () => {
    process.env.SUPABASE_URL = fake.url;
    process.env.SUPABASE_SERVICE_ROLE_KEY = 'service-role-key';
    const [first, second] = quizImageRows().filter((row) => row.category === 'food');
    if (first === undefined || second === undefined) throw new Error('no food rows');
    fake.rows.clear();
    fake.rows.set(first.id, { ...first });
    fake.rows.set('stranger', { id: 'stranger', category: 'food', image: '/quiz/stranger.svg', answers: {} });
    for (let i = 0; i < 5; i += 1) expect((await generate({ category: 'food' })).json.image_id).toBe(first.id);
    const select = fake.requests.find((request) => request.method === 'GET');
    expect(select?.url).toContain('category=eq.food');
  });

  it('falls back to the library when the table cannot be read', async () => {
    process.env.SUPABASE_URL = fake.url;
    process.env.SUPABASE_SERVICE_ROLE_KEY = 'service-role-key';
    fake.failWith(503);
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { status, json } = await generate({ category: 'vehicles' });
    expect(status).toBe(200);
    expect(findQuizImage(String(json.image_id))?.category).toBe('vehicles');
    expect(warned).toHaveBeenCalled();
  });
});
