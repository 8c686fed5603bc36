import type { AdventureInput, AdventureStep } from '../../../machines/adventure.machine';
import { adventureThemes, type AdventureTheme } from '../../../supabase/functions/_shared/contract/content-types';
import { isOneOf, isRecord, isText } from '../../lib/api/answer-checks';

/** Local storage key of the running adventure (beyond the spec: it survives a reload until Reset). */
export const adventureStorageKey = 'playground.adventure.v1';

/** One saved step: the choice that led to it (null for the opening), its narration, its choices and who wrote it. */
function checkStep(step: unknown): AdventureStep | undefined {
  if (!isRecord(step)) return undefined;
  const { choice, narration, choices, source } = step;
  if (!(choice === null || isText(choice, 1)) || typeof narration !== 'string' || !isOneOf(['engine', 'model'] as const, source)) return undefined;
  const options = Array.isArray(choices) ? choices.filter((option): option is string => isText(option, 1)) : [];
  if (!Array.isArray(choices) || options.length !== choices.length) return undefined;
  return { choice, narration, choices: options, source };
}

/** The saved adventure when it has the stored shape (a theme and its steps), else undefined. */
export function checkSavedAdventure(value: unknown): { theme: AdventureTheme; steps: AdventureStep[] } | undefined {
  if (!isRecord(value) || !isOneOf(adventureThemes, value.theme) || !Array.isArray(value.steps)) return undefined;
  const steps = value.steps.map(checkStep);
  return steps.every((step) => step !== undefined) ? { theme: value.theme, steps } : undefined;
}

/** The saved adventure, or a fresh start when nothing (or nothing readable) is stored. */
export function loadAdventure(): AdventureInput {
  try {
    const raw = window.localStorage.getItem(adventureStorageKey);
    if (raw === null) return {};
    const saved = checkSavedAdventure(JSON.parse(raw));
    return saved ?? {};
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
