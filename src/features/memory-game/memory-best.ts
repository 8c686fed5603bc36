/** Local-storage key of the visitor's fewest moves in a won memory game. */
export const memoryBestStorageKey = 'memory-best-moves';

/** The stored best (fewest) moves, or null when none is stored or storage cannot be read. */
export function loadBestMoves(): number | null {
  try {
    const value = Number(window.localStorage.getItem(memoryBestStorageKey));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch (error) {
    console.warn('The memory best could not be read.', error);
    return null;
  }
}

/** Stores the best moves (a full or blocked storage only loses the record). */
export function saveBestMoves(moves: number) {
  try {
    window.localStorage.setItem(memoryBestStorageKey, String(moves));
  } catch (error) {
    console.warn('The memory best could not be saved.', error);
  }
}
