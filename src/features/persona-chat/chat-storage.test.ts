import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyHistories } from '../../../machines/persona-chat.machine';
import { chatStorageKey, loadChats, saveChats } from './chat-storage';

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

describe('persona chat storage', () => {
  it('round-trips each persona log, and a reply still awaited at close becomes not delivered', () => {
    const histories = emptyHistories();
    histories.chef = [{ id: 1, role: 'user', content: 'hi' }, { id: 2, role: 'assistant', content: 'hmph', source: 'engine' }, { id: 3, role: 'user', content: 'again', status: 'pending' }];
    saveChats('chef', histories);
    const loaded = loadChats();
    expect(loaded.persona).toBe('chef');
    expect(loaded.histories?.chef).toEqual([histories.chef[0], histories.chef[1], { id: 3, role: 'user', content: 'again', status: 'failed' }]);
    expect(loaded.histories?.girl).toEqual([]);
  });

  it('starts fresh on nothing stored or on unreadable data', () => {
    expect(loadChats()).toEqual({});
    window.localStorage.setItem(chatStorageKey, '{not json');
    expect(loadChats()).toEqual({});
    window.localStorage.setItem(chatStorageKey, JSON.stringify({ persona: 'pirate', histories: {} }));
    expect(loadChats()).toEqual({});
  });
});
