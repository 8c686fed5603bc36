import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';

/** Who wrote a generated text: the built-in content engine or a configured model. */
export type GenerationSource = 'engine' | 'model';

/** A generated text and its writer. */
export interface GeneratedText {
  /** The text, shown as text (never as HTML). */
  text: string;
  /** Who wrote it (drives the AI label). */
  source: GenerationSource;
}

/** What the visitor typed or chose, by field name (prompt, category, style…). */
export type GenerationFields = Record<string, string>;

/** Checks the fields before a request: the message key of the first problem, or null when they may be sent. */
export type GenerationValidator = (fields: GenerationFields) => string | null;

/** Context of a generation tool. */
export interface GenerationContext {
  /** The form as the visitor left it; kept through failures, cancels and retries. */
  fields: GenerationFields;
  /** The fields a reset returns to (defaults such as the summary style). */
  initialFields: GenerationFields;
  /** The tool's input rules. */
  validate: GenerationValidator;
  /** The latest result, or null before the first and after a reset. */
  result: GeneratedText | null;
  /** The edit box's text while editing (story writer). */
  draft: string;
  /** Message key of the last refused input, shown under the form; null when none. */
  errorKey: string | null;
  /** Whether the last request failed (the form is shown again with its text). */
  failed: boolean;
}

/** Events the screen sends. */
export type GenerationEvent =
  | { type: 'FIELD'; name: string; value: string }
  | { type: 'SUBMIT' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' }
  | { type: 'RESET' }
  | { type: 'SHARE' }
  | { type: 'EDIT' }
  | { type: 'DRAFT'; value: string }
  | { type: 'SAVE' }
  | { type: 'CANCEL_EDIT' };

/** Events the machine emits for the screen's toasts, focus and clipboard. */
export type GenerationEmitted =
  | { type: 'invalid'; messageKey: string }
  | { type: 'generated'; result: GeneratedText }
  | { type: 'failed'; error: unknown }
  | { type: 'cancelled' }
  | { type: 'reset' }
  | { type: 'saved' }
  | { type: 'share'; text: string }
  | { type: 'nothingToShare' };

/** Input: the starting fields and the tool's validator. */
export interface GenerationInput {
  /** Starting fields (also what Reset returns to). */
  fields: GenerationFields;
  /** The tool's input rules. */
  validate: GenerationValidator;
}

/** Message key when an edited story is saved empty. */
export const emptyDraftKey = 'common:ai.error_empty_draft';

/**
 * One AI generation tool (spec §4 "Fortune and other generation tools": idle, generating, result, reset; and the
 * story writer's editing): the form is validated by the tool's rules (message keys), the request is the invoked
 * `generate` actor the screen provides, Cancel stops it, a failure goes back to where the visitor was with what they
 * typed, Retry returns to the form keeping it, Reset clears everything. While a result shows, Edit opens a draft:
 * Save copies the draft into the result, Cancel reverts it.
 */
export const generationMachine = setup({
  types: {
    context: {} as GenerationContext,
    events: {} as GenerationEvent,
    input: {} as GenerationInput,
    emitted: {} as GenerationEmitted,
  },
  actors: {
    /** The request; the screen provides the real one (the data layer's ai-content call). */
    generate: fromPromise<GeneratedText, { fields: GenerationFields }>(() => Promise.reject(new Error('The screen provides the generate actor.'))),
  },
  guards: {
    isInputInvalid: ({ context }) => context.validate(context.fields) !== null,
    hasResult: ({ context }) => context.result !== null,
    isDraftBlank: ({ context }) => context.draft.trim().length === 0,
  },
  actions: {
    setField: assign(({ context, event }) => {
      assertEvent(event, 'FIELD');
      return { fields: { ...context.fields, [event.name]: event.value }, errorKey: null };
    }),
    rememberInvalidInput: assign(({ context }) => ({ errorKey: context.validate(context.fields) })),
    reportInvalidInput: emit(({ context }) => ({ type: 'invalid' as const, messageKey: context.validate(context.fields) ?? '' })),
    startRequest: assign({ errorKey: null, failed: false }),
    storeResult: assign((_, params: { result: GeneratedText }) => ({ result: params.result, failed: false })),
    reportGenerated: emit((_, params: { result: GeneratedText }) => ({ type: 'generated' as const, result: params.result })),
    markFailed: assign({ failed: true }),
    reportFailure: emit((_, params: { error: unknown }) => ({ type: 'failed' as const, error: params.error })),
    reportCancelled: emit({ type: 'cancelled' as const }),
    clearResult: assign({ result: null, draft: '', failed: false, errorKey: null }),
    clearEverything: assign(({ context }) => ({ fields: { ...context.initialFields }, result: null, draft: '', errorKey: null, failed: false })),
    reportReset: emit({ type: 'reset' as const }),
    openDraft: assign(({ context }) => ({ draft: context.result?.text ?? '', errorKey: null })),
    setDraft: assign(({ event }) => {
      assertEvent(event, 'DRAFT');
      return { draft: event.value, errorKey: null };
    }),
    saveDraft: assign(({ context }) => ({ result: context.result ? { ...context.result, text: context.draft } : null, draft: '' })),
    reportSaved: emit({ type: 'saved' as const }),
    discardDraft: assign({ draft: '', errorKey: null }),
    refuseBlankDraft: assign({ errorKey: emptyDraftKey }),
    reportBlankDraft: emit({ type: 'invalid' as const, messageKey: emptyDraftKey }),
    shareResult: emit(({ context }) => ({ type: 'share' as const, text: context.result?.text ?? '' })),
    reportNothingToShare: emit({ type: 'nothingToShare' as const }),
  },
}).createMachine({
  id: 'generation',
  context: ({ input }) => ({
    fields: { ...input.fields },
    initialFields: { ...input.fields },
    validate: input.validate,
    result: null,
    draft: '',
    errorKey: null,
    failed: false,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        FIELD: { actions: 'setField' },
        SUBMIT: [
          { guard: 'isInputInvalid', actions: ['rememberInvalidInput', 'reportInvalidInput'], description: 'refused: the message key stays under the form' },
          { target: 'generating' },
        ],
        SHARE: { actions: 'reportNothingToShare', description: 'nothing generated yet: share is blocked with a message' },
        RESET: { actions: ['clearEverything', 'reportReset'] },
      },
    },
    generating: {
      entry: 'startRequest',
      invoke: {
        id: 'generate',
        src: 'generate',
        input: ({ context }) => ({ fields: context.fields }),
        onDone: {
          target: 'result',
          actions: [
            { type: 'storeResult', params: ({ event }) => ({ result: event.output }) },
            { type: 'reportGenerated', params: ({ event }) => ({ result: event.output }) },
          ],
        },
        onError: [
          { guard: 'hasResult', target: 'result', actions: ['markFailed', { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) }], description: 'a new try failed: the earlier result stays' },
          { target: 'idle', actions: ['markFailed', { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) }], description: 'back to the form with what the visitor typed' },
        ],
      },
      on: {
        CANCEL: [
          { guard: 'hasResult', target: 'result', actions: 'reportCancelled' },
          { target: 'idle', actions: 'reportCancelled' },
        ],
        SHARE: { actions: 'reportNothingToShare' },
      },
    },
    result: {
      initial: 'viewing',
      on: {
        RESET: { target: 'idle', actions: ['clearEverything', 'reportReset'] },
        RETRY: { target: 'idle', actions: 'clearResult', description: 'back to the form, what was typed is kept' },
      },
      states: {
        viewing: {
          on: {
            FIELD: { actions: 'setField' },
            SUBMIT: [
              { guard: 'isInputInvalid', actions: ['rememberInvalidInput', 'reportInvalidInput'] },
              { target: '#generation.generating' },
            ],
            EDIT: { target: 'editing', actions: 'openDraft' },
            SHARE: { actions: 'shareResult' },
          },
        },
        editing: {
          on: {
            DRAFT: { actions: 'setDraft' },
            SAVE: [
              { guard: 'isDraftBlank', actions: ['refuseBlankDraft', 'reportBlankDraft'] },
              { target: 'viewing', actions: ['saveDraft', 'reportSaved'], description: 'the draft becomes the story' },
            ],
            CANCEL_EDIT: { target: 'viewing', actions: 'discardDraft', description: 'the story stays as it was' },
            SHARE: { actions: 'shareResult', description: 'shares the saved story, not the unsaved draft' },
          },
        },
      },
    },
  },
});
