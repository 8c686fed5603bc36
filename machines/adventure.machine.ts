import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { adventureNarration, parseAdventureChoices } from '../supabase/functions/_shared/contract/adventure-choices';
import { contentLimits } from '../supabase/functions/_shared/contract/content-limits';
import { adventureThemes, type AdventureTheme } from '../supabase/functions/_shared/contract/content-types';
import type { GenerationSource } from './generation.machine';

/** One step of an adventure: the choice that led to it (none for the opening) and the scene it produced. */
export interface AdventureStep {
  /** The chosen choice's text, or null for the opening scene. */
  choice: string | null;
  /** The scene's narration (choice lines removed). */
  narration: string;
  /** The choices the scene offers, markers stripped. */
  choices: string[];
  /** Who wrote the scene (AI label). */
  source: GenerationSource;
}

/** A scene as read from a generated text. */
export type AdventureScene = Omit<AdventureStep, 'choice'>;

/** Context of the adventure. */
export interface AdventureContext {
  /** The theme in the dropdown (and of the running adventure). */
  theme: AdventureTheme;
  /** The steps so far; empty on theme selection. */
  steps: AdventureStep[];
  /** The choice being sent while a continuation is awaited, else null. */
  pendingChoice: string | null;
}

/** Events the screen sends. */
export type AdventureEvent =
  | { type: 'THEME'; theme: AdventureTheme }
  | { type: 'START' }
  | { type: 'CHOOSE'; index: number }
  | { type: 'UNDO' }
  | { type: 'CANCEL' }
  | { type: 'RESET' };

/** Events the machine emits for the screen's toasts. */
export type AdventureEmitted =
  | { type: 'started' }
  | { type: 'continued' }
  | { type: 'undone' }
  | { type: 'failed'; error: unknown }
  | { type: 'reset' };

/** What the continue actor receives. */
export interface AdventureContinueRequest {
  /** The adventure's theme (the body's `input`). */
  theme: AdventureTheme;
  /** The steps so far (the screen writes them as the story log in the visitor's language). */
  steps: AdventureStep[];
  /** The chosen choice, clipped to the schema's length. */
  choice: string;
}

/** Input: the saved adventure (from local storage) or nothing for a new visitor. */
export interface AdventureInput {
  /** The theme chosen last time. */
  theme?: AdventureTheme;
  /** The saved steps; a non-empty list resumes the adventure. */
  steps?: AdventureStep[];
}

const fenceLine = /^\s*(?:```|~~~)[\w-]*\s*$/u;

/**
 * Reads a generated text as a scene (spec §4's rule, through the shared parser): code-fence lines a model may wrap
 * around its answer are dropped, choice lines become the choices, the other lines the narration.
 */
export function readAdventureScene(text: string, source: GenerationSource): AdventureScene {
  const unfenced = text
    .split(/\r?\n/)
    .filter((line) => !fenceLine.test(line))
    .join('\n');
  return { narration: adventureNarration(unfenced), choices: parseAdventureChoices(unfenced), source };
}

/**
 * The story log sent as `currentStory`: each scene's narration, and before every later scene the `selected` label
 * (translated) with the choice; bounded to the schema's `adventureStoryMax` characters, keeping the most recent part.
 */
export function adventureStoryLog(steps: readonly AdventureStep[], selectedLabel: string): string {
  const log = steps
    .map((step) => (step.choice === null ? step.narration : `${selectedLabel} ${step.choice}\n\n${step.narration}`))
    .join('\n\n');
  return log.length <= contentLimits.adventureStoryMax ? log : log.slice(log.length - contentLimits.adventureStoryMax).trimStart();
}

/** Whether a value is one of the ten themes. */
export function isAdventureTheme(value: unknown): value is AdventureTheme {
  return typeof value === 'string' && (adventureThemes as readonly string[]).includes(value);
}

function lastChoices(context: AdventureContext): string[] {
  return context.steps.at(-1)?.choices ?? [];
}

/**
 * The text adventure (spec §4): theme selection → started (story text and numbered choices). A choice requests the
 * next scene; on success the choice and the new scene are appended and the new choices shown; on failure the log
 * and choices stay as they were. Undo removes the last step; Reset returns to theme selection.
 */
export const adventureMachine = setup({
  types: {
    context: {} as AdventureContext,
    events: {} as AdventureEvent,
    input: {} as AdventureInput,
    emitted: {} as AdventureEmitted,
  },
  actors: {
    /** The opening scene of a theme; the screen provides the real request. */
    begin: fromPromise<AdventureScene, { theme: AdventureTheme }>(() => Promise.reject(new Error('The screen provides the begin actor.'))),
    /** The next scene after a choice; the screen provides the real request. */
    advance: fromPromise<AdventureScene, AdventureContinueRequest>(() => Promise.reject(new Error('The screen provides the advance actor.'))),
  },
  guards: {
    hasSteps: ({ context }) => context.steps.length > 0,
    isOfferedChoice: ({ context, event }) => {
      assertEvent(event, 'CHOOSE');
      return Number.isInteger(event.index) && event.index >= 0 && event.index < lastChoices(context).length;
    },
    canUndo: ({ context }) => context.steps.length > 1,
  },
  actions: {
    setTheme: assign(({ event }) => {
      assertEvent(event, 'THEME');
      return { theme: event.theme };
    }),
    storeOpening: assign((_, params: { scene: AdventureScene }) => ({ steps: [{ choice: null, ...params.scene }] })),
    reportStarted: emit({ type: 'started' as const }),
    rememberChoice: assign(({ context, event }) => {
      assertEvent(event, 'CHOOSE');
      return { pendingChoice: lastChoices(context)[event.index] ?? null };
    }),
    appendStep: assign(({ context }, params: { scene: AdventureScene }) => ({
      steps: [...context.steps, { choice: context.pendingChoice, ...params.scene }],
      pendingChoice: null,
    })),
    reportContinued: emit({ type: 'continued' as const }),
    forgetChoice: assign({ pendingChoice: null }),
    reportFailure: emit((_, params: { error: unknown }) => ({ type: 'failed' as const, error: params.error })),
    removeLastStep: assign(({ context }) => ({ steps: context.steps.slice(0, -1) })),
    reportUndone: emit({ type: 'undone' as const }),
    clearSteps: assign({ steps: [], pendingChoice: null }),
    reportReset: emit({ type: 'reset' as const }),
  },
}).createMachine({
  id: 'adventure',
  context: ({ input }) => ({ theme: input.theme ?? adventureThemes[0], steps: input.steps ?? [], pendingChoice: null }),
  initial: 'selecting',
  states: {
    selecting: {
      always: { guard: 'hasSteps', target: 'playing', description: 'a saved adventure resumes (steps are only ever kept while playing)' },
      on: {
        THEME: { actions: 'setTheme' },
        START: 'starting',
      },
    },
    starting: {
      invoke: {
        id: 'begin',
        src: 'begin',
        input: ({ context }) => ({ theme: context.theme }),
        onDone: { target: 'playing', actions: [{ type: 'storeOpening', params: ({ event }) => ({ scene: event.output }) }, 'reportStarted'] },
        onError: { target: 'selecting', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
      },
      on: { CANCEL: 'selecting' },
    },
    playing: {
      on: {
        CHOOSE: { guard: 'isOfferedChoice', target: 'continuing', actions: 'rememberChoice' },
        UNDO: { guard: 'canUndo', actions: ['removeLastStep', 'reportUndone'] },
        RESET: { target: 'selecting', actions: ['clearSteps', 'reportReset'] },
      },
    },
    continuing: {
      invoke: {
        id: 'advance',
        src: 'advance',
        input: ({ context }) => ({
          theme: context.theme,
          steps: context.steps,
          choice: (context.pendingChoice ?? '').slice(0, contentLimits.adventureChoiceMax),
        }),
        onDone: { target: 'playing', actions: [{ type: 'appendStep', params: ({ event }) => ({ scene: event.output }) }, 'reportContinued'] },
        onError: {
          target: 'playing',
          actions: ['forgetChoice', { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) }],
          description: 'the log and the choices stay as they were',
        },
      },
      on: { CANCEL: { target: 'playing', actions: 'forgetChoice' } },
    },
  },
});
