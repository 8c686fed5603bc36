import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearRecent, localListKeys, parseGameIds, readList, recentLimit, recordRecent, toggleFavourite } from './local-game-lists';
import { gameIds } from './game-catalogue';

/** A Map-backed localStorage for the node test environment. */
function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    clear: () => data.clear(),
  };
}

beforeEach(() => {
  vi.stubGlobal('window', { localStorage: memoryStorage(), addEventListener: () => undefined, removeEventListener: () => undefined });
});
afterEach(() => vi.unstubAllGlobals());

describe('local game lists', () => {
  it('keeps known ids only, each once, and survives garbage', () => {
    expect(parseGameIds('["ai-tarot","nope","ai-tarot",3,"memory-game"]')).toEqual(['ai-tarot', 'memory-game']);
    expect(parseGameIds('{"a":1}')).toEqual([]);
    expect(parseGameIds('not json')).toEqual([]);
    expect(parseGameIds(null)).toEqual([]);
  });

  it('toggles a favourite on and off, newest first, and stores it', () => {
    expect(toggleFavourite('ai-tarot')).toBe(true);
    expect(toggleFavourite('memory-game')).toBe(true);
    expect(readList('favourites')).toEqual(['memory-game', 'ai-tarot']);
    expect(window.localStorage.getItem(localListKeys.favourites)).toBe('["memory-game","ai-tarot"]');
    expect(toggleFavourite('memory-game')).toBe(false);
    expect(readList('favourites')).toEqual(['ai-tarot']);
  });

  it('puts the latest opened game first, without duplicates, up to the limit, and clears', () => {
    for (const id of gameIds) recordRecent(id);
    recordRecent('ai-story');
    const recent = readList('recent');
    expect(recent).toHaveLength(recentLimit);
    expect(recent[0]).toBe('ai-story');
    expect(recent[1]).toBe(gameIds[gameIds.length - 1]);
    expect(new Set(recent).size).toBe(recent.length);
    clearRecent();
    expect(readList('recent')).toEqual([]);
  });
});
