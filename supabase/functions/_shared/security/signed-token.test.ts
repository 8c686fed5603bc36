import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from './signed-token.ts';

const secret = 'test-secret-of-enough-length-for-hmac';

describe('signed tokens', () => {
  it('round-trips the fields with kind, issue and expiry times', async () => {
    const token = await signToken('rps-session', { streak: 3 }, 60_000, { secret, now: 1_000 });
    const verified = await verifyToken<{ streak: number }>(token, 'rps-session', { secret, now: 2_000 });
    expect(verified).toEqual({ ok: true, claims: { streak: 3, kind: 'rps-session', iat: 1_000, exp: 61_000 } });
  });

  it('refuses a token whose payload was changed', async () => {
    const token = await signToken('rps-session', { streak: 3 }, 60_000, { secret, now: 1_000 });
    const [, signature] = token.split('.');
    const forgedPayload = btoa(JSON.stringify({ streak: 99, kind: 'rps-session', iat: 1_000, exp: 61_000 }))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    const verified = await verifyToken(`${forgedPayload}.${signature}`, 'rps-session', { secret, now: 2_000 });
    expect(verified).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('refuses a token signed with another secret', async () => {
    const token = await signToken('rps-session', {}, 60_000, { secret: 'another-secret', now: 1_000 });
    expect(await verifyToken(token, 'rps-session', { secret, now: 2_000 })).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('refuses an expired token and one of another kind', async () => {
    const token = await signToken('rps-session', {}, 60_000, { secret, now: 1_000 });
    expect(await verifyToken(token, 'rps-session', { secret, now: 61_001 })).toEqual({ ok: false, reason: 'expired' });
    expect(await verifyToken(token, 'reaction-round', { secret, now: 2_000 })).toEqual({ ok: false, reason: 'wrong-kind' });
  });

  it('refuses malformed input without throwing', async () => {
    for (const bad of [undefined, 42, '', 'a.b.c', 'no-dot', '!!.??', 'x'.repeat(20_000)]) {
      const verified = await verifyToken(bad, 'rps-session', { secret });
      expect(verified.ok).toBe(false);
    }
  });
});
