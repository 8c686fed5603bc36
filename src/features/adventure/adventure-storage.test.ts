import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adventureStorageKey, loadAdventure, saveAdventure } from './adventure-storage';

/** A minimal in-memory local storage. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

beforeEach(() => {
  vi.stubGlobal('window', { localStorage: memoryStorage() });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('adventure storage', () => {
  it('keeps a running adventure and forgets it on reset', () => {
    const steps = [{ choice: null, narration: 'Start.', choices: ['Go'], source: 'engine' as const }];
    saveAdventure('zombie', steps);
    expect(loadAdventure()).toEqual({ theme: 'zombie', steps });
    saveAdventure('zombie', []);
    expect(window.localStorage.getItem(adventureStorageKey)).toBeNull();
    expect(loadAdventure()).toEqual({});
  });
});
