import { describe, expect, it } from 'vitest';
import { localAnonKey } from '../../src/lib/supabase-client-keys';
import { LOCAL_ANON_KEY } from '../../supabase/local/local-keys';

describe('local anon key', () => {
  it('is the same in the site (fallback when no key is configured) and in the local stand-in', () => {
    expect(localAnonKey).toBe(LOCAL_ANON_KEY);
  });
});
