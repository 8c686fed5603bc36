import { afterEach, describe, expect, it } from 'vitest';
import { handler as gameSession } from '../game-session/handler.ts';
import { handler } from './handler.ts';

function request(body: unknown, address: string): Request {
  return new Request('http://localhost/functions/v1/submit-score', {
    method: 'POST',
    headers: { 'x-forwarded-for': address, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('submit-score and game-session without a database', () => {
  afterEach(() => {
    delete process.env.RATE_LIMIT_PER_MINUTE;
  });

  it('limits each client per minute (429 rate_limited with Retry-After), others go on', async () => {
    process.env.RATE_LIMIT_PER_MINUTE = '3';
    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1) statuses.push((await handler(request({ game_type: 'rps' }, '203.0.113.7'))).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
    const limited = await handler(request({ game_type: 'rps' }, '203.0.113.7'));
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await limited.json()).toMatchObject({ error: { code: 'rate_limited', key: 'leaderboard:errors.rate_limited' } });
    expect((await handler(request({ game_type: 'rps' }, '203.0.113.8'))).status).toBe(400);
  });

  it('gives game-session four times the site-wide limit (a round trip per hand)', async () => {
    process.env.RATE_LIMIT_PER_MINUTE = '2';
    const statuses: number[] = [];
    for (let index = 0; index < 9; index += 1) statuses.push((await gameSession(request({ action: 'rps_start' }, '198.51.100.1'))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
  });

  it('answers the store being unconfigured with 503 storage_failed, not a 500', async () => {
    const { token } = (await (await gameSession(request({ action: 'rps_start' }, '198.51.100.2'))).json()) as { token: string };
    const played = await gameSession(request({ action: 'rps_play', token, hand: 'rock' }, '198.51.100.2'));
    expect(played.status).toBe(503);
    expect(await played.json()).toMatchObject({ error: { code: 'storage_failed' } });
  });
});
