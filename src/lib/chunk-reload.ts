/** Messages browsers give when a lazily loaded script or its CSS cannot be fetched (often: an old tab after a deploy). */
const chunkFailure = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk \S+ failed/i;

/** Whether an error is a failed chunk load, which a fresh page load usually cures. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : typeof error === 'string' ? error : '';
  return chunkFailure.test(message);
}

/** The sessionStorage key that records the last automatic reload. */
export const chunkReloadKey = 'chunk-reload-at';

/** How long after an automatic reload another failure shows the error page instead of reloading again. */
export const chunkReloadGuardMs = 60_000;

/** A storage with the two methods the guard needs (sessionStorage in the browser). */
export interface GuardStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Decides whether to reload the page by itself after a failed chunk load: yes once, then not again within
 * `chunkReloadGuardMs` (so a chunk that stays missing shows the error page rather than reloading forever). Records the
 * reload when it says yes. Without storage it never reloads, since it could not stop a loop.
 */
export function claimChunkReload(storage: GuardStorage | undefined, now: number): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(chunkReloadKey));
    if (Number.isFinite(last) && last > 0 && now - last < chunkReloadGuardMs) return false;
    storage.setItem(chunkReloadKey, String(now));
    return true;
  } catch {
    return false;
  }
}
