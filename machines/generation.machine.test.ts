import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { testMachinePaths } from '../tests/model/harness';
import { emptyDraftKey, generationMachine, type GeneratedText, type GenerationEmitted, type GenerationEvent, type GenerationFields } from './generation.machine';

// The story writer's rules (spec §5): required, then at least 10 characters after trimming.
const validate = (fields: GenerationFields) => {
  const prompt = (fields.prompt ?? '').trim();
  if (prompt.length === 0) return 'story:error_empty';
  if (prompt.length < 10) return 'story:error_short';
  return null;
};
const written: GeneratedText = { text: 'Once upon a time.', source: 'engine' };
const machine = generationMachine;
const input = { fields: { prompt: '' }, validate };

testMachinePaths('generation', {
  machine,
  input,
  events: (snapshot): GenerationEvent[] => [
    // Three kinds of prompt: blank, too short, valid (the traversal tells them apart by the prompt).
    ...(snapshot.context.fields.prompt === '' ? [{ type: 'FIELD', name: 'prompt', value: 'short' } as const] : []),
    ...(snapshot.context.fields.prompt === 'short' ? [{ type: 'FIELD', name: 'prompt', value: 'a dragon who fears the dark' } as const] : []),
    // With a result shown, the visitor may clear the prompt again (and then a new try is refused).
    ...(snapshot.context.fields.prompt === 'a dragon who fears the dark' && snapshot.matches('result') ? [{ type: 'FIELD', name: 'prompt', value: '' } as const] : []),
    { type: 'SUBMIT' },
    { type: 'CANCEL' },
    { type: 'RETRY' },
    { type: 'RESET' },
    { type: 'SHARE' },
    { type: 'EDIT' },
    ...(snapshot.context.draft === written.text ? [{ type: 'DRAFT', value: 'A new ending.' } as const, { type: 'DRAFT', value: '   ' } as const] : []),
    { type: 'SAVE' },
    { type: 'CANCEL_EDIT' },
    // The request settles only while it runs.
    ...(snapshot.matches('generating')
      ? [{ type: 'xstate.done.actor.generate', output: written } as never, { type: 'xstate.error.actor.generate', error: new Error('down') } as never]
      : []),
  ],
  deferredActors: ['generate'],
  contextKeys: ['fields', 'result', 'draft', 'errorKey', 'failed'],
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.fields.prompt, snapshot.context.result?.text ?? null, snapshot.context.draft, snapshot.context.errorKey, snapshot.context.failed]),
  oracle: {
    states: {
      idle: (snapshot) => {
        // The form: no result shown, and any refusal message is the validator's message for what is typed.
        expect(snapshot.context.result).toBeNull();
        if (snapshot.context.errorKey !== null) expect(snapshot.context.errorKey).toBe(validate(snapshot.context.fields));
      },
      generating: (snapshot) => {
        // A request is only ever made for valid input, and no refusal shows while it runs.
        expect(validate(snapshot.context.fields)).toBeNull();
        expect(snapshot.context.errorKey).toBeNull();
      },
      'result.viewing': (snapshot) => {
        expect(snapshot.context.result).not.toBeNull();
        expect(snapshot.context.draft).toBe('');
      },
      'result.editing': (snapshot) => {
        expect(snapshot.context.result).not.toBeNull();
      },
    },
    step: (before, event, after) => {
      switch (event.type as string) {
        case 'RESET':
          // Reset clears everything: the prompt, the story and any message.
          if (!before.matches('generating')) {
            expect(after.matches('idle')).toBe(true);
            expect(after.context.fields).toEqual({ prompt: '' });
            expect(after.context.result).toBeNull();
            expect(after.context.errorKey).toBeNull();
          }
          break;
        case 'RETRY':
          // Retry returns to the form and keeps what was typed.
          if (before.matches('result')) {
            expect(after.matches('idle')).toBe(true);
            expect(after.context.fields).toEqual(before.context.fields);
          }
          break;
        case 'CANCEL':
          // Cancel stops the request; nothing typed is lost.
          if (before.matches('generating')) {
            expect(after.matches('generating')).toBe(false);
            expect(after.context.fields).toEqual(before.context.fields);
          }
          break;
        case 'SUBMIT':
          // Invalid input never reaches the request; valid input always does.
          if ((before.matches('idle') || before.matches({ result: 'viewing' })) && validate(before.context.fields) !== null) {
            expect(after.matches('generating')).toBe(false);
            expect(after.context.errorKey).toBe(validate(before.context.fields));
          }
          if ((before.matches('idle') || before.matches({ result: 'viewing' })) && validate(before.context.fields) === null) {
            expect(after.matches('generating')).toBe(true);
          }
          break;
        case 'CANCEL_EDIT':
          // Cancel reverts the draft: the story is what it was before Edit.
          if (before.matches({ result: 'editing' })) expect(after.context.result).toEqual(before.context.result);
          break;
        case 'SAVE':
          // Save copies the draft into the story (a blank draft is refused and the story kept).
          if (before.matches({ result: 'editing' }) && before.context.draft.trim() !== '') {
            expect(after.context.result?.text).toBe(before.context.draft);
            expect(after.matches({ result: 'viewing' })).toBe(true);
          }
          if (before.matches({ result: 'editing' }) && before.context.draft.trim() === '') {
            expect(after.context.result).toEqual(before.context.result);
            expect(after.context.errorKey).toBe(emptyDraftKey);
          }
          break;
        case 'xstate.error.actor.generate':
          // A failure goes back to where the visitor was, with what they typed.
          if (before.matches('generating')) {
            expect(after.context.fields).toEqual(before.context.fields);
            expect(after.context.failed).toBe(true);
            expect(after.context.result).toEqual(before.context.result);
          }
          break;
        default:
          break;
      }
      // Typing is never lost by any event but Reset.
      if (event.type !== 'RESET' && event.type !== 'FIELD') expect(after.context.fields).toEqual(before.context.fields);
    },
  },
});

describe('generation requests', () => {
  it('sends the fields as typed, emits the result, and a share of the saved story', async () => {
    const seen: GenerationFields[] = [];
    const emitted: GenerationEmitted[] = [];
    const actor = createActor(
      machine.provide({ actors: { generate: fromPromise(async ({ input: request }) => { seen.push(request.fields); return written; }) } }),
      { input },
    );
    for (const type of ['generated', 'share', 'saved', 'nothingToShare'] as const) actor.on(type, (event) => emitted.push(event));
    actor.start();
    actor.send({ type: 'SHARE' });
    actor.send({ type: 'FIELD', name: 'prompt', value: '  a dragon who fears the dark  ' });
    actor.send({ type: 'SUBMIT' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual([{ prompt: '  a dragon who fears the dark  ' }]);
    actor.send({ type: 'EDIT' });
    actor.send({ type: 'DRAFT', value: 'Edited.' });
    actor.send({ type: 'SAVE' });
    actor.send({ type: 'SHARE' });
    expect(emitted.map((event) => event.type)).toEqual(['nothingToShare', 'generated', 'saved', 'share']);
    expect(emitted.at(-1)).toEqual({ type: 'share', text: 'Edited.' });
  });

  it('aborts the request on Cancel', async () => {
    let aborted = false;
    const actor = createActor(
      machine.provide({
        actors: {
          generate: fromPromise<GeneratedText, { fields: GenerationFields }>(({ signal }) => new Promise((_, reject) => {
            signal.addEventListener('abort', () => { aborted = true; reject(new Error('aborted')); });
          })),
        },
      }),
      { input: { fields: { prompt: 'a dragon who fears the dark' }, validate } },
    ).start();
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CANCEL' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(aborted).toBe(true);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.fields.prompt).toBe('a dragon who fears the dark');
  });
});
