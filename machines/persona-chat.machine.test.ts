import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { testMachinePaths } from '../tests/model/harness';
import { contentLimits } from '../supabase/functions/_shared/contract/content-limits';
import { personaKeys } from '../supabase/functions/_shared/contract/content-types';
import type { GeneratedText } from './generation.machine';
import {
  chatRequestMessages,
  emptyChatMessageKey,
  personaChatMachine,
  type ChatEntry,
  type ChatRequest,
  type PersonaChatEmitted,
  type PersonaChatEvent,
} from './persona-chat.machine';

const reply: GeneratedText = { text: 'Hmph. It is not like I wanted to cook for you.', source: 'engine' };
const message = 'Hi there';

/** The log of the persona being talked to. */
const logOf = (context: { persona: string; histories: Record<string, ChatEntry[]> }) => context.histories[context.persona] ?? [];

testMachinePaths('persona chat', {
  machine: personaChatMachine,
  input: {},
  events: (snapshot): PersonaChatEvent[] => {
    const log = logOf(snapshot.context);
    return [
      { type: 'SELECT_PERSONA', persona: snapshot.context.persona === 'girl' ? 'chef' : 'girl' },
      // A blank message, and (while the log is short, to keep the graph finite) a real one.
      ...(snapshot.context.draft !== '   ' ? [{ type: 'TYPE', value: '   ' } as const] : []),
      ...(snapshot.context.draft !== message && log.length < 2 ? [{ type: 'TYPE', value: message } as const] : []),
      // Sending is tried while the log is short (the graph stays finite; longer logs are the unit tests' business).
      ...(log.length < 3 ? [{ type: 'SEND' } as const] : []),
      { type: 'RETRY' },
      { type: 'RESET' },
      ...(snapshot.matches('replying')
        ? [{ type: 'xstate.done.actor.reply', output: reply } as never, { type: 'xstate.error.actor.reply', error: new Error('down') } as never]
        : []),
    ];
  },
  deferredActors: ['reply'],
  contextKeys: ['persona', 'draft'],
  // Entry ids only grow; the graph tells states apart by what the visitor sees.
  serializeState: (snapshot) => {
    const shown = (log: ChatEntry[]) => log.map((entry) => [entry.role, entry.content, entry.status ?? '']);
    return JSON.stringify([snapshot.value, snapshot.context.persona, shown(snapshot.context.histories.girl), shown(snapshot.context.histories.chef), snapshot.context.draft]);
  },
  oracle: {
    states: {
      idle: (snapshot) => {
        // Nothing is awaited; only the last line of a log can be "not delivered", and it is the visitor's.
        for (const key of personaKeys) {
          const log = snapshot.context.histories[key];
          expect(log.some((entry) => entry.status === 'pending')).toBe(false);
          log.slice(0, -1).forEach((entry) => expect(entry.status).toBeUndefined());
          if (log.at(-1)?.status === 'failed') expect(log.at(-1)?.role).toBe('user');
        }
      },
      replying: (snapshot) => {
        // The visitor's message is already in the log (appended at once), not blank, and is what gets sent.
        const last = logOf(snapshot.context).at(-1);
        expect(last?.role).toBe('user');
        expect(last?.status).toBe('pending');
        expect(last?.content.trim()).not.toBe('');
      },
    },
    step: (before, event, after) => {
      const wasIdle = before.matches('idle');
      switch (event.type as string) {
        case 'SEND':
          if (wasIdle && before.context.draft.trim() === '') {
            // Empty message: refused, nothing sent, nothing appended.
            expect(after.matches('idle')).toBe(true);
            expect(after.context.histories).toEqual(before.context.histories);
          }
          if (wasIdle && before.context.draft.trim() !== '') {
            expect(after.matches('replying')).toBe(true);
            expect(logOf(after.context).at(-1)?.content).toBe(before.context.draft.trim());
            // The box is not cleared before the reply arrives.
            expect(after.context.draft).toBe(before.context.draft);
          }
          break;
        case 'xstate.done.actor.reply': {
          // The reply comes after the visitor's message, which is now delivered; the box is cleared.
          const log = logOf(after.context);
          expect(log.at(-1)).toMatchObject({ role: 'assistant', content: reply.text, source: reply.source });
          expect(log.at(-2)).toMatchObject({ role: 'user', content: logOf(before.context).at(-1)?.content });
          expect(log.at(-2)?.status).toBeUndefined();
          // The box is cleared on success; text typed after a failure that differs from the retried message is kept.
          const sent = logOf(before.context).at(-1)?.content;
          expect(after.context.draft).toBe(before.context.draft.trim() === sent ? '' : before.context.draft);
          break;
        }
        case 'xstate.error.actor.reply': {
          // Failure: the message stays in the log, marked not delivered; nothing typed is lost.
          const log = logOf(after.context);
          expect(log).toHaveLength(logOf(before.context).length);
          expect(log.at(-1)).toMatchObject({ role: 'user', content: logOf(before.context).at(-1)?.content, status: 'failed' });
          expect(after.context.draft).toBe(before.context.draft);
          break;
        }
        case 'RETRY':
          if (wasIdle && logOf(before.context).at(-1)?.status === 'failed') {
            expect(after.matches('replying')).toBe(true);
            expect(logOf(after.context).map((entry) => entry.content)).toEqual(logOf(before.context).map((entry) => entry.content));
          } else {
            expect(after.context.histories).toEqual(before.context.histories);
          }
          break;
        case 'RESET':
          // Reset clears the current chat only.
          if (wasIdle) expect(logOf(after.context)).toEqual([]);
          break;
        case 'SELECT_PERSONA':
          // Switching keeps every persona's history.
          expect(after.context.histories).toEqual(before.context.histories);
          break;
        default:
          break;
      }
      // Only the current persona's log ever changes.
      for (const key of personaKeys) {
        if (key !== before.context.persona) expect(after.context.histories[key]).toEqual(before.context.histories[key]);
      }
      // While a reply is awaited, the persona and the box are fixed.
      if (before.matches('replying')) {
        expect(after.context.persona).toBe(before.context.persona);
        expect(after.context.draft === '' || after.context.draft === before.context.draft).toBe(true);
      }
    },
  },
});

describe('persona chat requests', () => {
  it('sends the conversation with the new message last, emits the toasts, and keeps histories per persona', async () => {
    const seen: ChatRequest[] = [];
    const emitted: PersonaChatEmitted[] = [];
    let fail = true;
    const actor = createActor(
      personaChatMachine.provide({
        actors: {
          reply: fromPromise<GeneratedText, ChatRequest>(async ({ input }) => {
            seen.push(input);
            if (fail) throw new Error('down');
            return reply;
          }),
        },
      }),
      { input: { persona: 'chef' } },
    );
    for (const type of ['invalid', 'replied', 'failed', 'reset'] as const) actor.on(type, (event) => emitted.push(event));
    actor.start();
    actor.send({ type: 'SEND' });
    actor.send({ type: 'TYPE', value: '  Hello chef  ' });
    actor.send({ type: 'SEND' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.draft).toBe('  Hello chef  ');
    fail = false;
    actor.send({ type: 'RETRY' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'TYPE', value: 'What is for dinner?' });
    actor.send({ type: 'SEND' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen.map((request) => request.persona)).toEqual(['chef', 'chef', 'chef']);
    expect(seen[0]?.messages).toEqual([{ role: 'user', content: 'Hello chef' }]);
    expect(seen[2]?.messages).toEqual([
      { role: 'user', content: 'Hello chef' },
      { role: 'assistant', content: reply.text },
      { role: 'user', content: 'What is for dinner?' },
    ]);
    expect(emitted.map((event) => event.type)).toEqual(['invalid', 'failed', 'replied', 'replied']);
    expect(emitted[0]).toEqual({ type: 'invalid', messageKey: emptyChatMessageKey });
    actor.send({ type: 'SELECT_PERSONA', persona: 'girl' });
    actor.send({ type: 'RESET' });
    actor.send({ type: 'SELECT_PERSONA', persona: 'chef' });
    expect(actor.getSnapshot().context.histories.chef).toHaveLength(4);
  });

  it('resumes saved histories with fresh ids', () => {
    const saved: ChatEntry[] = [{ id: 7, role: 'user', content: 'hi' }, { id: 8, role: 'assistant', content: 'yo', source: 'model' }];
    const actor = createActor(personaChatMachine, { input: { persona: 'kid', histories: { kid: saved } } }).start();
    expect(actor.getSnapshot().context.nextId).toBe(9);
    expect(actor.getSnapshot().context.histories.kid).toEqual(saved);
    expect(actor.getSnapshot().context.histories.girl).toEqual([]);
  });
});

describe('chatRequestMessages', () => {
  const entry = (id: number, role: ChatEntry['role'], content: string, status?: ChatEntry['status']): ChatEntry => ({ id, role, content, ...(status ? { status } : {}) });

  it('keeps the most recent turns the schema accepts, the visitor last', () => {
    const log = Array.from({ length: 45 }, (_, i) => entry(i, i % 2 === 0 ? 'user' : 'assistant', `line ${i}`));
    const messages = chatRequestMessages(log);
    expect(messages).toHaveLength(contentLimits.chatMessagesMax);
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'line 44' });
    expect(messages[0]).toEqual({ role: 'assistant', content: 'line 15' });
  });

  it('clips long messages and leaves out undelivered ones', () => {
    const long = 'x'.repeat(contentLimits.chatMessageMax + 50);
    const messages = chatRequestMessages([entry(1, 'user', 'lost', 'failed'), entry(2, 'assistant', long), entry(3, 'user', ' now ', 'pending')]);
    expect(messages).toEqual([{ role: 'assistant', content: 'x'.repeat(contentLimits.chatMessageMax) }, { role: 'user', content: 'now' }]);
  });

  it('sends nothing unless the log ends with the visitor', () => {
    expect(chatRequestMessages([])).toEqual([]);
    expect(chatRequestMessages([entry(1, 'assistant', 'hello')])).toEqual([]);
  });
});
