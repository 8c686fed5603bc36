import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakePostgrest, type FakePostgrest } from '../../../tests/backend/fake-postgrest.ts';
import { quizLibrary } from '../_shared/quiz/quiz-library.ts';
import { quizImageRows } from '../_shared/quiz/quiz-store.ts';
import { handler } from './handler.ts';

const post = () => new Request('http://localhost/functions/v1/populate-quiz-images', { method: 'POST' });

describe('populate-quiz-images', () => {
  let fake: FakePostgrest;
  beforeAll(async () => {
    process.env.RATE_LIMIT_PER_MINUTE = '0';
    fake = await startFakePostgrest();
  });
  afterAll(async () => {
    delete process.env.RATE_LIMIT_PER_MINUTE;
    await fake.close();
  });
  beforeEach(() => {
    fake.rows.clear();
    fake.requests.length = 0;
  });
  afterEach(() => {
    delete process.env.SUPABASE_URL;
    delete process.env.SUPABASE_SERVICE_ROLE_KEY;
    fake.failWith(0);
    vi.restoreAllMocks();
  });

  const configure = () => Object.assign(process.env, { SUPABASE_URL: fake.url, SUPABASE_SERVICE_ROLE_KEY: 'service-role-key' });

  it('reports the library size and stores nothing when no project is configured', async () => {
    const response = await handler(post());
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({ count: quizLibrary.length, inserted: 0, stored: false });
  });

  it('inserts every image once with the service role key; a second call inserts nothing', async () => {
    configure();
    await expect((await handler(post())).json()).resolves.toEqual({ count: quizLibrary.length, inserted: quizLibrary.length, stored: true });
    await expect((await handler(post())).json()).resolves.toEqual({ count: quizLibrary.length, inserted: 0, stored: true });
    expect(fake.rows.size).toBe(quizLibrary.length);
    const inserts = fake.requests.filter((request) => request.method === 'POST');
    expect(inserts).toHaveLength(1);
    expect(inserts[0]?.headers.apikey).toBe('service-role-key');
    const sample = quizLibrary[0];
    expect(fake.rows.get(sample?.id ?? '')).toEqual({ id: sample?.id, category: sample?.category, image: sample?.image, answers: sample?.answers });
  });

  it('fills only the missing rows', async () => {
    configure();
    const rows = quizImageRows();
    for (const row of rows.slice(0, 100)) fake.rows.set(row.id, { ...row });
    await expect((await handler(post())).json()).resolves.toMatchObject({ inserted: rows.length - 100 });
    expect(fake.rows.size).toBe(rows.length);
  });

  it('looks again when a concurrent call inserted first', async () => {
    configure();
    const rows = quizImageRows();
    let selects = 0;
    const racer = () => {
      selects += 1;
      fake.beforeNext(() => {
        for (const row of rows.slice(0, 10)) fake.rows.set(row.id, { ...row });
      });
    };
    fake.beforeNext(racer);
    const response = await handler(post());
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toMatchObject({ inserted: rows.length - 10 });
    expect(selects).toBe(1);
    expect(fake.rows.size).toBe(rows.length);
  });

  it('answers 502 storage_failed when the table refuses the write', async () => {
    configure();
    fake.failWith(500);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await handler(post());
    expect(response.status).toBe(502);
    await expect(response.json()).resolves.toMatchObject({ error: { code: 'storage_failed' } });
    expect(logged).toHaveBeenCalled();
  });

  it('answers 405 to GET', async () => {
    expect((await handler(new Request('http://localhost/x', { method: 'GET' }))).status).toBe(405);
  });
});
