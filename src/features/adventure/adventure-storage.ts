import { z } from 'zod';
import type { AdventureInput, AdventureStep } from '../../../machines/adventure.machine';
import { adventureThemes, type AdventureTheme } from '../../../supabase/functions/_shared/contract/content-types';

/** Local storage key of the running adventure (beyond the spec: it survives a reload until Reset). */
export const adventureStorageKey = 'playground.adventure.v1';

const savedSchema = z.object({
  theme: z.enum(adventureThemes),
  steps: z.array(
    z.object({
      choice: z.string().min(1).nullable(),
      narration: z.string(),
      choices: z.array(z.string().min(1)),
      source: z.enum(['engine', 'model']),
    }),
  ),
});

/** The saved adventure, or a fresh start when nothing (or nothing readable) is stored. */
export function loadAdventure(): AdventureInput {
  try {
    const raw = window.localStorage.getItem(adventureStorageKey);
    if (raw === null) return {};
    const saved = savedSchema.safeParse(JSON.parse(raw));
    return saved.success ? { theme: saved.data.theme, steps: saved.data.steps } : {};
  } catch {
    return {};
  }
}

/** Saves the adventure; an empty story (theme selection) removes it. Storage failures are ignored. */
export function saveAdventure(theme: AdventureTheme, steps: readonly AdventureStep[]): void {
  try {
    if (steps.length === 0) window.localStorage.removeItem(adventureStorageKey);
    else window.localStorage.setItem(adventureStorageKey, JSON.stringify({ theme, steps }));
  } catch {
    // Private mode or a full storage: nothing to do.
  }
}
