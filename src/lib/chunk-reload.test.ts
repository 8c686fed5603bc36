import { describe, expect, it } from 'vitest';
import { chunkReloadGuardMs, chunkReloadKey, claimChunkReload, isChunkLoadError } from './chunk-reload';

function memory() {
  const data = new Map<string, string>();
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value) };
}

describe('chunk reload', () => {
  it('recognises failed chunk loads in Chromium, Firefox and Safari wording', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/terms-page-abc.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('reloads once, then not again within the guard window, then again after it', () => {
    const storage = memory();
    expect(claimChunkReload(storage, 1_000_000)).toBe(true);
    expect(storage.getItem(chunkReloadKey)).toBe('1000000');
    expect(claimChunkReload(storage, 1_000_000 + 5_000)).toBe(false);
    expect(claimChunkReload(storage, 1_000_000 + chunkReloadGuardMs - 1)).toBe(false);
    expect(claimChunkReload(storage, 1_000_000 + chunkReloadGuardMs)).toBe(true);
  });

  it('never reloads without storage, or when storage throws', () => {
    expect(claimChunkReload(undefined, 1)).toBe(false);
    const broken = { getItem: () => { throw new Error('blocked'); }, setItem: () => undefined };
    expect(claimChunkReload(broken, 1)).toBe(false);
  });
});
