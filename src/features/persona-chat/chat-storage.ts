import type { ChatEntry, PersonaChatInput } from '../../../machines/persona-chat.machine';
import { personaKeys, type PersonaKey } from '../../../supabase/functions/_shared/contract/content-types';
import { isOneOf, isRecord, isText, isWhole } from '../../lib/api/answer-checks';

/** Local storage key of the persona chats (beyond the spec: each persona's conversation survives a reload). */
export const chatStorageKey = 'playground.persona-chat.v1';

/**
 * One saved line, or undefined when it does not have the stored shape. Optional fields that are absent stay absent
 * (the machine's exact type), and a reply that was still awaited when the page closed was never delivered: `failed`.
 */
function checkEntry(entry: unknown): ChatEntry | undefined {
  if (!isRecord(entry)) return undefined;
  const { id, role, content, source, status } = entry;
  if (!isWhole(id, 0) || !isOneOf(['user', 'assistant'] as const, role) || !isText(content, 1)) return undefined;
  if (source !== undefined && !isOneOf(['engine', 'model'] as const, source)) return undefined;
  if (status !== undefined && !isOneOf(['pending', 'failed'] as const, status)) return undefined;
  return { id, role, content, ...(source ? { source } : {}), ...(status === undefined ? {} : { status: 'failed' as const }) };
}

/** The saved chats when they have the stored shape (a persona and each persona's log), else undefined. */
export function checkSavedChats(value: unknown): PersonaChatInput | undefined {
  if (!isRecord(value) || !isOneOf(personaKeys, value.persona) || !isRecord(value.histories)) return undefined;
  const histories: Partial<Record<PersonaKey, ChatEntry[]>> = {};
  for (const [key, log] of Object.entries(value.histories)) {
    if (!isOneOf(personaKeys, key)) return undefined;
    if (!Array.isArray(log)) return undefined;
    const entries = log.map(checkEntry);
    if (!entries.every((entry) => entry !== undefined)) return undefined;
    histories[key] = entries;
  }
  return { persona: value.persona, histories };
}

/** The saved chats, or a fresh start when nothing (or nothing readable) is stored. */
export function loadChats(): PersonaChatInput {
  try {
    const raw = window.localStorage.getItem(chatStorageKey);
    if (raw === null) return {};
    return checkSavedChats(JSON.parse(raw)) ?? {};
  } catch {
    return {};
  }
}

/** Saves the chats (ignoring a full or blocked storage: the chat still works for this visit). */
export function saveChats(persona: PersonaKey, histories: Record<PersonaKey, ChatEntry[]>): void {
  try {
    window.localStorage.setItem(chatStorageKey, JSON.stringify({ persona, histories }));
  } catch {
    // Private mode or a full storage: nothing to do.
  }
}
