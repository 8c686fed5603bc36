import { useSyncExternalStore } from 'react';
import { gameIds, type GameId } from './game-catalogue';

/** The two lists kept in this browser only: favourite games and recently opened ones. */
export const localListKeys = { favourites: 'favourite-games', recent: 'recent-games' } as const;

/** One of the local lists. */
export type LocalList = keyof typeof localListKeys;

/** How many recently opened games are remembered. */
export const recentLimit = 8;

const known = new Set<string>(gameIds);
const listeners = new Set<() => void>();
const cache = new Map<LocalList, { raw: string | null; ids: GameId[] }>();

/** Parses a stored list: known ids only, each once, in stored order; anything unreadable is an empty list. */
export function parseGameIds(raw: string | null): GameId[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const ids = value.filter((id): id is GameId => typeof id === 'string' && known.has(id));
    return [...new Set(ids)];
  } catch {
    return [];
  }
}

function readRaw(list: LocalList): string | null {
  try {
    return window.localStorage.getItem(localListKeys[list]);
  } catch {
    return null;
  }
}

/** The list as stored now; the same array while the stored text is unchanged (a stable snapshot for React). */
export function readList(list: LocalList): GameId[] {
  const raw = readRaw(list);
  const cached = cache.get(list);
  if (cached && cached.raw === raw) return cached.ids;
  const ids = parseGameIds(raw);
  cache.set(list, { raw, ids });
  return ids;
}

function writeList(list: LocalList, ids: readonly GameId[]) {
  try {
    window.localStorage.setItem(localListKeys[list], JSON.stringify(ids));
  } catch {
    // Storage full or blocked (private mode): the list lives until the page closes.
    cache.set(list, { raw: readRaw(list), ids: [...ids] });
  }
  listeners.forEach((listener) => listener());
}

/** Adds a game to the favourites, or removes it; returns whether it is a favourite now. */
export function toggleFavourite(id: GameId): boolean {
  const ids = readList('favourites');
  const next = ids.includes(id) ? ids.filter((other) => other !== id) : [id, ...ids];
  writeList('favourites', next);
  return next.includes(id);
}

/** Puts a game first in the recently opened list (kept to `recentLimit`). */
export function recordRecent(id: GameId) {
  const ids = readList('recent');
  if (ids[0] === id) return;
  writeList('recent', [id, ...ids.filter((other) => other !== id)].slice(0, recentLimit));
}

/** Forgets the recently opened games. */
export function clearRecent() {
  writeList('recent', []);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the lists.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values<string>(localListKeys).includes(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const empty: GameId[] = [];

/** A local list, live: re-renders when it changes here or in another tab. */
export function useLocalList(list: LocalList): readonly GameId[] {
  return useSyncExternalStore(subscribe, () => readList(list), () => empty);
}
