import { z } from 'zod';
import type { ChatEntry, PersonaChatInput } from '../../../machines/persona-chat.machine';
import { personaKeys, type PersonaKey } from '../../../supabase/functions/_shared/contract/content-types';

/** Local storage key of the persona chats (beyond the spec: each persona's conversation survives a reload). */
export const chatStorageKey = 'playground.persona-chat.v1';

const entrySchema = z.object({
  id: z.number().int().nonnegative(),
  role: z.enum(['user', 'assistant']),
  content: z.string().min(1),
  source: z.enum(['engine', 'model']).optional(),
  status: z.enum(['pending', 'failed']).optional(),
});

const savedSchema = z.object({
  persona: z.enum(personaKeys),
  histories: z.partialRecord(z.enum(personaKeys), z.array(entrySchema)),
});

/** Drops undefined optional fields so the entry fits the machine's exact type. */
function toEntry(entry: z.infer<typeof entrySchema>): ChatEntry {
  // A reply that was still awaited when the page closed was never delivered.
  const status = entry.status === undefined ? undefined : 'failed';
  return { id: entry.id, role: entry.role, content: entry.content, ...(entry.source ? { source: entry.source } : {}), ...(status ? { status } : {}) };
}

/** The saved chats, or a fresh start when nothing (or nothing readable) is stored. */
export function loadChats(): PersonaChatInput {
  try {
    const raw = window.localStorage.getItem(chatStorageKey);
    if (raw === null) return {};
    const saved = savedSchema.safeParse(JSON.parse(raw));
    if (!saved.success) return {};
    const histories: Partial<Record<PersonaKey, ChatEntry[]>> = {};
    for (const key of personaKeys) {
      const log = saved.data.histories[key];
      if (log) histories[key] = log.map(toEntry);
    }
    return { persona: saved.data.persona, histories };
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
