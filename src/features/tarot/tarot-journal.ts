import type { TarotReading } from '../../../supabase/functions/_shared/contract/content-types';

/** localStorage key of the journal. */
export const tarotJournalKey = 'playground.tarot-journal';
/** How many readings the journal keeps (newest first). */
export const tarotJournalLimit = 20;

/** One journal entry: when, which position the visitor picked, and the reading. */
export interface TarotJournalEntry {
  /** ISO time of the reading. */
  at: string;
  /** The reading A. */
  reading: TarotReading;
}

function isEntry(value: unknown): value is TarotJournalEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as { at?: unknown; reading?: { cards?: unknown; overallMessage?: unknown } };
  return typeof entry.at === 'string' && Array.isArray(entry.reading?.cards) && entry.reading.cards.length === 3 && typeof entry.reading.overallMessage === 'string';
}

/** Reads the journal (an unreadable or foreign value reads as empty). */
export function readTarotJournal(storage: Pick<Storage, 'getItem'>): TarotJournalEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(tarotJournalKey) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, tarotJournalLimit) : [];
  } catch {
    return [];
  }
}

/** Adds a reading at the top and keeps the newest 20; returns the new journal. Storage errors (full, blocked) are ignored. */
export function addToTarotJournal(storage: Pick<Storage, 'getItem' | 'setItem'>, entry: TarotJournalEntry): TarotJournalEntry[] {
  const next = [entry, ...readTarotJournal(storage)].slice(0, tarotJournalLimit);
  try {
    storage.setItem(tarotJournalKey, JSON.stringify(next));
  } catch {
    // Private mode or a full storage: the journal simply does not grow.
  }
  return next;
}

/** Empties the journal. */
export function clearTarotJournal(storage: Pick<Storage, 'removeItem'>): void {
  try {
    storage.removeItem(tarotJournalKey);
  } catch {
    // Nothing to clear.
  }
}
