import { expect } from 'vitest';
import { testMachinePaths } from '../tests/model/harness';
import { generationMachine, type GeneratedText, type GenerationEvent } from './generation.machine';
import { summarizerRules } from './writing-tools-rules';

// The generation machine as the summarizer screen runs it: a style (general by default), a length (medium by
// default) and a text; spec §5 "empty text is rejected", §4 "idle, generating, result, reset", §9 "general (default)".
const defaults = { style: 'general', length: 'medium', text: '' };
const summary: GeneratedText = { text: 'The gist.', source: 'model' };
/** The text box goes through: empty → white space only → a real text. */
const nextText: Record<string, string> = { '': '  \n ', '  \n ': 'A long article about parks.' };

testMachinePaths('generation as the summarizer', {
  machine: generationMachine,
  input: { fields: defaults, validate: summarizerRules },
  events: (snapshot): GenerationEvent[] => {
    const { fields, draft, result } = snapshot.context;
    const text = fields.text ?? '';
    return [
      ...(nextText[text] !== undefined ? [{ type: 'FIELD', name: 'text', value: nextText[text] } as const] : []),
      // With a summary shown, the visitor may blank the text (and a new try is then refused).
      ...(result !== null && text.trim() !== '' ? [{ type: 'FIELD', name: 'text', value: '  \n ' } as const] : []),
      // The style changes once, before anything is typed (enough to see Reset bring the defaults back).
      ...(fields.style === 'general' && text === '' && result === null ? [{ type: 'FIELD', name: 'style', value: 'meme' } as const] : []),
      { type: 'SUBMIT' },
      { type: 'CANCEL' },
      { type: 'RETRY' },
      { type: 'RESET' },
      { type: 'SHARE' },
      { type: 'EDIT' },
      ...(result !== null && draft === result.text ? [{ type: 'DRAFT', value: 'Shorter.' } as const, { type: 'DRAFT', value: '' } as const] : []),
      { type: 'SAVE' },
      { type: 'CANCEL_EDIT' },
      ...(snapshot.matches('generating')
        ? [{ type: 'xstate.done.actor.generate', output: summary } as never, { type: 'xstate.error.actor.generate', error: new Error('down') } as never]
        : []),
    ];
  },
  deferredActors: ['generate'],
  contextKeys: ['fields', 'result', 'draft', 'errorKey', 'failed'],
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.fields, snapshot.context.result?.text ?? null, snapshot.context.draft, snapshot.context.errorKey, snapshot.context.failed]),
  oracle: {
    states: {
      idle: (snapshot) => {
        expect(snapshot.context.result).toBeNull();
        // The only refusal the summarizer shows is its "text to summarize" message, and only for a blank text.
        if (snapshot.context.errorKey !== null) {
          expect(snapshot.context.errorKey).toBe('summarizer:error_empty');
          expect((snapshot.context.fields.text ?? '').trim()).toBe('');
        }
      },
      generating: (snapshot) => {
        // Nothing blank is ever sent.
        expect((snapshot.context.fields.text ?? '').trim()).not.toBe('');
        expect(snapshot.context.errorKey).toBeNull();
      },
      result: (snapshot) => {
        expect(snapshot.context.result).not.toBeNull();
      },
    },
    step: (before, event, after) => {
      // Reset (outside a running request) brings back the empty text, the general style and the medium length.
      if (event.type === 'RESET' && !before.matches('generating')) {
        expect(after.matches('idle')).toBe(true);
        expect(after.context.fields).toEqual(defaults);
        expect(after.context.result).toBeNull();
      }
      // A blank text is refused with the summarizer message and no request.
      if (event.type === 'SUBMIT' && (before.matches('idle') || before.matches({ result: 'viewing' })) && (before.context.fields.text ?? '').trim() === '') {
        expect(after.matches('generating')).toBe(false);
        expect(after.context.errorKey).toBe('summarizer:error_empty');
      }
      // A failed call loses nothing the visitor chose or typed.
      if ((event.type as string) === 'xstate.error.actor.generate') {
        expect(after.context.fields).toEqual(before.context.fields);
        expect(after.matches('generating')).toBe(false);
      }
      // Only typing changes the form, and only Reset clears it.
      if (event.type !== 'FIELD' && event.type !== 'RESET') expect(after.context.fields).toEqual(before.context.fields);
    },
  },
});
