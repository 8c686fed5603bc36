import { afterEach, describe, expect, it } from 'vitest';
import { readEnv, readFlagEnv, readIntegerEnv } from './env.ts';

const runtime = globalThis as unknown as { Deno?: { env: { get(name: string): string | undefined } } };

describe('readEnv', () => {
  afterEach(() => {
    delete runtime.Deno;
    delete process.env.PLAYGROUND_TEST_VALUE;
  });

  it('reads process.env in Node and treats blank as unset', () => {
    process.env.PLAYGROUND_TEST_VALUE = ' value ';
    expect(readEnv('PLAYGROUND_TEST_VALUE')).toBe('value');
    process.env.PLAYGROUND_TEST_VALUE = '  ';
    expect(readEnv('PLAYGROUND_TEST_VALUE')).toBeUndefined();
  });

  it('prefers Deno.env when present and survives a permission error', () => {
    process.env.PLAYGROUND_TEST_VALUE = 'node';
    runtime.Deno = { env: { get: (name) => (name === 'PLAYGROUND_TEST_VALUE' ? 'deno' : undefined) } };
    expect(readEnv('PLAYGROUND_TEST_VALUE')).toBe('deno');
    runtime.Deno = {
      env: {
        get: () => {
          throw new Error('NotCapable');
        },
      },
    };
    expect(readEnv('PLAYGROUND_TEST_VALUE')).toBe('node');
  });

  it('parses integers in range and flags', () => {
    process.env.PLAYGROUND_TEST_VALUE = '250';
    expect(readIntegerEnv('PLAYGROUND_TEST_VALUE', 7, 1, 1000)).toBe(250);
    expect(readIntegerEnv('PLAYGROUND_TEST_VALUE', 7, 1, 100)).toBe(7);
    process.env.PLAYGROUND_TEST_VALUE = '2.5';
    expect(readIntegerEnv('PLAYGROUND_TEST_VALUE', 7, 1, 100)).toBe(7);
    for (const off of ['off', 'FALSE', '0', 'no']) {
      process.env.PLAYGROUND_TEST_VALUE = off;
      expect(readFlagEnv('PLAYGROUND_TEST_VALUE', true)).toBe(false);
    }
    process.env.PLAYGROUND_TEST_VALUE = 'on';
    expect(readFlagEnv('PLAYGROUND_TEST_VALUE', false)).toBe(true);
    delete process.env.PLAYGROUND_TEST_VALUE;
    expect(readFlagEnv('PLAYGROUND_TEST_VALUE', true)).toBe(true);
  });
});
