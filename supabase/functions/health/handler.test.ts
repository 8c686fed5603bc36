import { describe, expect, it } from 'vitest';
import { handler } from './handler.ts';

const call = (method: string) => handler(new Request('http://localhost/functions/v1/health', { method }));

describe('health', () => {
  it('answers GET and POST with ok and the time', async () => {
    for (const method of ['GET', 'POST']) {
      const response = await call(method);
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      const body = (await response.json()) as { ok: boolean; time: string };
      expect(body.ok).toBe(true);
      expect(Number.isNaN(Date.parse(body.time))).toBe(false);
    }
  });

  it('handles the preflight and refuses other methods with 405', async () => {
    expect((await call('OPTIONS')).status).toBe(204);
    const refused = await call('DELETE');
    expect(refused.status).toBe(405);
    expect(refused.headers.get('allow')).toBe('GET, POST, OPTIONS');
  });
});
