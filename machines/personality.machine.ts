import { assertEvent, assign, emit, fromPromise, not, setup } from 'xstate';
import type { PersonalityResult } from '../supabase/functions/_shared/contract/content-types';
import type { AgreementValue } from '../supabase/functions/_shared/contract/personality-questions';
import type { GenerationSource } from './generation.machine';

/** Spec §9: the personality test has 20 questions. */
export const personalityQuestionCount = 20;

/** Spec §6: the message key when Next or Submit is forced without an answer. */
export const selectAnswerKey = 'personality:error_select_answer';

/** The engine's (or model's) result and who wrote it. */
export interface PersonalityOutcome {
  /** Type, description, strengths, cautions and tip. */
  result: PersonalityResult;
  /** The built-in engine or a configured model. */
  source: GenerationSource;
}

/** One answer per question (null while unanswered), by question index 0–19. */
export type PersonalityAnswers = readonly (AgreementValue | null)[];

/** Context of the personality test. */
export interface PersonalityContext {
  /** The question shown, 0–19. */
  index: number;
  /** The chosen answers. */
  answers: PersonalityAnswers;
  /** The result once it arrived. */
  outcome: PersonalityOutcome | null;
  /** Message key of a refused Next/Submit (no answer), shown under the question; null when none. */
  errorKey: string | null;
}

/** Events the screen sends. */
export type PersonalityEvent =
  | { type: 'START' }
  | { type: 'ANSWER'; value: AgreementValue }
  | { type: 'NEXT' }
  | { type: 'PREVIOUS' }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' };

/** Events the machine emits for the screen's toasts. */
export type PersonalityEmitted =
  | { type: 'invalid'; messageKey: string }
  | { type: 'done'; outcome: PersonalityOutcome }
  | { type: 'failed'; error: unknown };

const noAnswers = (): PersonalityAnswers => Array.from({ length: personalityQuestionCount }, () => null);

/**
 * The personality test (spec §4): intro → questions (index 0–19) → submitting → result. Next needs an answer;
 * Previous is allowed above index 0 and keeps every answer; Submit on the last question sends the answers (the
 * `submit` actor the screen provides). A failure goes back to the last question with the answers kept; Retry
 * returns to the intro with none.
 */
export const personalityMachine = setup({
  types: {
    context: {} as PersonalityContext,
    events: {} as PersonalityEvent,
    emitted: {} as PersonalityEmitted,
  },
  actors: {
    /** The request; the screen provides the real one (the data layer's ai-content call). */
    submit: fromPromise<PersonalityOutcome, { answers: PersonalityAnswers }>(() => Promise.reject(new Error('The screen provides the submit actor.'))),
  },
  guards: {
    isAnswered: ({ context }) => context.answers[context.index] != null,
    isLast: ({ context }) => context.index === personalityQuestionCount - 1,
    isFirst: ({ context }) => context.index === 0,
  },
  actions: {
    reset: assign({ index: 0, answers: noAnswers, outcome: null, errorKey: null }),
    answer: assign(({ context, event }) => {
      assertEvent(event, 'ANSWER');
      return { answers: context.answers.map((value, i) => (i === context.index ? event.value : value)), errorKey: null };
    }),
    forward: assign(({ context }) => ({ index: context.index + 1, errorKey: null })),
    back: assign(({ context }) => ({ index: context.index - 1, errorKey: null })),
    refuse: assign({ errorKey: selectAnswerKey }),
    reportRefused: emit({ type: 'invalid' as const, messageKey: selectAnswerKey }),
    storeOutcome: assign((_, params: { outcome: PersonalityOutcome }) => ({ outcome: params.outcome })),
    reportDone: emit((_, params: { outcome: PersonalityOutcome }) => ({ type: 'done' as const, outcome: params.outcome })),
    reportFailure: emit((_, params: { error: unknown }) => ({ type: 'failed' as const, error: params.error })),
  },
}).createMachine({
  id: 'personality',
  context: { index: 0, answers: noAnswers(), outcome: null, errorKey: null },
  initial: 'intro',
  states: {
    intro: {
      entry: 'reset',
      on: { START: 'question' },
    },
    question: {
      on: {
        ANSWER: { actions: 'answer' },
        NEXT: [
          { guard: 'isLast', description: 'the last question has Submit instead of Next' },
          { guard: 'isAnswered', actions: 'forward' },
          { actions: ['refuse', 'reportRefused'], description: 'forced without an answer (keyboard): error_select_answer' },
        ],
        PREVIOUS: [{ guard: 'isFirst', description: 'no Previous on the first question' }, { actions: 'back' }],
        SUBMIT: [
          { guard: not('isLast'), description: 'Submit exists only on the last question' },
          { guard: 'isAnswered', target: 'submitting' },
          { actions: ['refuse', 'reportRefused'] },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({ answers: context.answers }),
        onDone: {
          target: 'result',
          actions: [
            { type: 'storeOutcome', params: ({ event }) => ({ outcome: event.output }) },
            { type: 'reportDone', params: ({ event }) => ({ outcome: event.output }) },
          ],
        },
        onError: { target: 'question', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) }, description: 'back to question 20, answers kept' },
      },
    },
    result: {
      on: { RETRY: 'intro' },
    },
  },
});
