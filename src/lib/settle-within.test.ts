import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settleWithin } from './settle-within';

describe('settleWithin', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves as soon as the work settles, even when it fails', async () => {
    await expect(settleWithin(Promise.resolve(3), 1500)).resolves.toBeUndefined();
    await expect(settleWithin(Promise.reject(new Error('down')), 1500)).resolves.toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives up waiting after the limit', async () => {
    let done = false;
    const waiting = settleWithin(new Promise(() => undefined), 1500).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(1499);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toBe(true);
  });
});
