import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { contentLimits } from '../supabase/functions/_shared/contract/content-limits';
import { personaKeys, type ChatMessage, type PersonaKey } from '../supabase/functions/_shared/contract/content-types';
import type { GeneratedText, GenerationSource } from './generation.machine';

/** Message key shown when the visitor sends a blank message (spec §8: the translated generic error). */
export const emptyChatMessageKey = 'common:messages.generic_error';

/** One line of a persona's chat log. */
export interface ChatEntry {
  /** Stable id within the persona's log (React key). */
  id: number;
  /** Who wrote it. */
  role: ChatMessage['role'];
  /** The text, shown as text. */
  content: string;
  /** For assistant lines: who wrote the reply (AI label). */
  source?: GenerationSource;
  /** For user lines: `pending` while the reply is awaited, `failed` when it was not delivered. */
  status?: 'pending' | 'failed';
}

/** Every persona's log, by key. */
export type ChatHistories = Record<PersonaKey, ChatEntry[]>;

/** Context of the persona chat. */
export interface PersonaChatContext {
  /** The persona being talked to. */
  persona: PersonaKey;
  /** Each persona's log, kept when switching persona. */
  histories: ChatHistories;
  /** The message box. */
  draft: string;
  /** The next entry id. */
  nextId: number;
}

/** Events the screen sends. */
export type PersonaChatEvent =
  | { type: 'SELECT_PERSONA'; persona: PersonaKey }
  | { type: 'TYPE'; value: string }
  | { type: 'SEND' }
  | { type: 'RETRY' }
  | { type: 'RESET' };

/** Events the machine emits for the screen's toasts. */
export type PersonaChatEmitted =
  | { type: 'invalid'; messageKey: string }
  | { type: 'replied' }
  | { type: 'failed'; error: unknown }
  | { type: 'reset' };

/** What the reply actor receives: the persona and the conversation as the server accepts it. */
export interface ChatRequest {
  /** The persona key. */
  persona: PersonaKey;
  /** The most recent delivered turns plus the visitor's new message (the last one). */
  messages: ChatMessage[];
}

/** Input: the saved state (from local storage) or nothing for a new visitor. */
export interface PersonaChatInput {
  /** The persona selected last time. */
  persona?: PersonaKey;
  /** The saved logs. */
  histories?: Partial<ChatHistories>;
}

/** An empty log for every persona. */
export function emptyHistories(): ChatHistories {
  return { girl: [], chef: [], detective: [], psychologist: [], kid: [], kpop_male: [], kpop_female: [], astrologer: [], childhood_friend: [] };
}

/**
 * The conversation to send for a log whose last entry is the visitor's new message: every delivered line (a failed one
 * that was replaced never is), each clipped to the schema's length, then the most recent `chatMessagesMax`, so the
 * last message is always the visitor's.
 */
export function chatRequestMessages(log: readonly ChatEntry[]): ChatMessage[] {
  const last = log.at(-1);
  if (!last || last.role !== 'user') return [];
  const delivered = log.slice(0, -1).filter((entry) => entry.status === undefined && entry.content.trim() !== '');
  return [...delivered, last]
    .map((entry) => ({ role: entry.role, content: entry.content.trim().slice(0, contentLimits.chatMessageMax) }))
    .slice(-contentLimits.chatMessagesMax);
}

function currentLog(context: PersonaChatContext): ChatEntry[] {
  return context.histories[context.persona];
}

function withLog(context: PersonaChatContext, log: ChatEntry[]): ChatHistories {
  return { ...context.histories, [context.persona]: log };
}

function hasUndelivered(context: PersonaChatContext): boolean {
  return currentLog(context).at(-1)?.status === 'failed';
}

/**
 * The persona chat (spec §4): the visitor's message is appended at once (pending), the reply is requested, and the
 * reply is appended after it; the message box is cleared only on success. A failure leaves the message in the log
 * marked not delivered, with Retry; sending again replaces it. A blank message is refused with the generic error.
 * Each persona keeps its own log; Reset clears the current one.
 */
export const personaChatMachine = setup({
  types: {
    context: {} as PersonaChatContext,
    events: {} as PersonaChatEvent,
    input: {} as PersonaChatInput,
    emitted: {} as PersonaChatEmitted,
  },
  actors: {
    /** The request; the screen provides the real one (the data layer's ai-content call). */
    reply: fromPromise<GeneratedText, ChatRequest>(() => Promise.reject(new Error('The screen provides the reply actor.'))),
  },
  guards: {
    isDraftBlank: ({ context }) => context.draft.trim() === '',
    hasUndelivered: ({ context }) => hasUndelivered(context),
  },
  actions: {
    selectPersona: assign(({ event }) => {
      assertEvent(event, 'SELECT_PERSONA');
      return { persona: event.persona };
    }),
    setDraft: assign(({ event }) => {
      assertEvent(event, 'TYPE');
      return { draft: event.value };
    }),
    reportBlank: emit({ type: 'invalid' as const, messageKey: emptyChatMessageKey }),
    appendDraft: assign(({ context }) => {
      const log = hasUndelivered(context) ? currentLog(context).slice(0, -1) : currentLog(context);
      const entry: ChatEntry = { id: context.nextId, role: 'user', content: context.draft.trim(), status: 'pending' };
      return { histories: withLog(context, [...log, entry]), nextId: context.nextId + 1 };
    }),
    markRetrying: assign(({ context }) => {
      const log = currentLog(context);
      return { histories: withLog(context, log.map((entry, index) => (index === log.length - 1 ? { ...entry, status: 'pending' as const } : entry))) };
    }),
    appendReply: assign(({ context }, params: { reply: GeneratedText }) => {
      const log = currentLog(context);
      const sent = log.at(-1);
      const delivered = log.map((entry): ChatEntry => (entry.source === undefined ? { id: entry.id, role: entry.role, content: entry.content } : entry));
      const reply: ChatEntry = { id: context.nextId, role: 'assistant', content: params.reply.text, source: params.reply.source };
      return {
        histories: withLog(context, [...delivered, reply]),
        nextId: context.nextId + 1,
        draft: sent !== undefined && context.draft.trim() === sent.content ? '' : context.draft,
      };
    }),
    reportReplied: emit({ type: 'replied' as const }),
    markUndelivered: assign(({ context }) => {
      const log = currentLog(context);
      return { histories: withLog(context, log.map((entry, index) => (index === log.length - 1 ? { ...entry, status: 'failed' as const } : entry))) };
    }),
    reportFailure: emit((_, params: { error: unknown }) => ({ type: 'failed' as const, error: params.error })),
    clearLog: assign(({ context }) => ({ histories: withLog(context, []) })),
    reportReset: emit({ type: 'reset' as const }),
  },
}).createMachine({
  id: 'personaChat',
  context: ({ input }) => {
    const histories = { ...emptyHistories(), ...input.histories };
    const ids = Object.values(histories).flat().map((entry) => entry.id);
    return {
      persona: input.persona ?? personaKeys[0],
      histories,
      draft: '',
      nextId: ids.length === 0 ? 1 : Math.max(...ids) + 1,
    };
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        SELECT_PERSONA: { actions: 'selectPersona' },
        TYPE: { actions: 'setDraft' },
        SEND: [
          { guard: 'isDraftBlank', actions: 'reportBlank', description: 'a blank message is refused; nothing is sent' },
          { target: 'replying', actions: 'appendDraft', description: 'the message shows at once; an undelivered one is replaced' },
        ],
        RETRY: { guard: 'hasUndelivered', target: 'replying', actions: 'markRetrying', description: 'sends the undelivered message again' },
        RESET: { actions: ['clearLog', 'reportReset'] },
      },
    },
    replying: {
      invoke: {
        id: 'reply',
        src: 'reply',
        input: ({ context }) => ({ persona: context.persona, messages: chatRequestMessages(currentLog(context)) }),
        onDone: {
          target: 'idle',
          actions: [{ type: 'appendReply', params: ({ event }) => ({ reply: event.output }) }, 'reportReplied'],
        },
        onError: {
          target: 'idle',
          actions: ['markUndelivered', { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) }],
          description: 'the message stays, marked not delivered; the box keeps its text',
        },
      },
    },
  },
});
