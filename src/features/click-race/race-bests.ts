import { raceBestStorageKey } from '../../../engines/click-race/config';
import { type RaceBests, parseBests } from '../../../engines/click-race/rules';

/** The stored best (fewest) clicks per difficulty; nothing stored or unreadable storage gives none. */
export function loadBests(): RaceBests {
  try {
    const raw = window.localStorage.getItem(raceBestStorageKey);
    return raw ? parseBests(JSON.parse(raw)) : {};
  } catch (error) {
    console.warn('Click race bests could not be read.', error);
    return {};
  }
}

/** Stores the best clicks per difficulty (a full or blocked storage only loses the record). */
export function saveBests(bests: RaceBests) {
  try {
    window.localStorage.setItem(raceBestStorageKey, JSON.stringify(bests));
  } catch (error) {
    console.warn('Click race bests could not be saved.', error);
  }
}
