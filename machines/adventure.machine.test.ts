import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { testMachinePaths } from '../tests/model/harness';
import { contentLimits } from '../supabase/functions/_shared/contract/content-limits';
import type { AdventureTheme } from '../supabase/functions/_shared/contract/content-types';
import {
  adventureMachine,
  adventureStoryLog,
  isAdventureTheme,
  readAdventureScene,
  type AdventureContinueRequest,
  type AdventureEmitted,
  type AdventureEvent,
  type AdventureScene,
  type AdventureStep,
} from './adventure.machine';

const opening: AdventureScene = { narration: 'You wake in a mossy cave.', choices: ['Light a torch', 'Call out', 'Wait'], source: 'engine' };
const next: AdventureScene = { narration: 'The torch flares; a tunnel opens.', choices: ['Enter the tunnel', 'Go back'], source: 'engine' };
const saved: AdventureStep[] = [{ choice: null, ...opening }];

testMachinePaths('adventure', {
  machine: adventureMachine,
  // A visitor coming back: the saved adventure resumes, then Reset leads to theme selection and a new start.
  input: { theme: 'space', steps: saved },
  events: (snapshot): AdventureEvent[] => [
    { type: 'THEME', theme: snapshot.context.theme === 'space' ? 'pirate' : 'space' },
    { type: 'START' },
    // Choosing is tried while the story is short (the graph stays finite): a shown choice and one that is not shown.
    ...(snapshot.context.steps.length < 3 ? [{ type: 'CHOOSE', index: 1 } as const, { type: 'CHOOSE', index: 5 } as const] : []),
    { type: 'UNDO' },
    { type: 'CANCEL' },
    { type: 'RESET' },
    ...(snapshot.matches('starting')
      ? [{ type: 'xstate.done.actor.begin', output: opening } as never, { type: 'xstate.error.actor.begin', error: new Error('down') } as never]
      : []),
    ...(snapshot.matches('continuing')
      ? [{ type: 'xstate.done.actor.advance', output: next } as never, { type: 'xstate.error.actor.advance', error: new Error('down') } as never]
      : []),
  ],
  deferredActors: ['begin', 'advance'],
  contextKeys: ['theme', 'steps', 'pendingChoice'],
  oracle: {
    states: {
      // Theme selection: no story.
      selecting: (snapshot) => expect(snapshot.context.steps).toEqual([]),
      starting: (snapshot) => {
        expect(snapshot.context.steps).toEqual([]);
        expect(snapshot.context.pendingChoice).toBeNull();
      },
      // Started: story text and its choices; the first step is the opening (no choice led to it).
      playing: (snapshot) => {
        expect(snapshot.context.steps.length).toBeGreaterThan(0);
        expect(snapshot.context.steps[0]?.choice).toBeNull();
        snapshot.context.steps.slice(1).forEach((step) => expect(step.choice).not.toBeNull());
        expect(snapshot.context.pendingChoice).toBeNull();
      },
      // A choice is on its way: it is one of the choices shown.
      continuing: (snapshot) => {
        expect(snapshot.context.steps.at(-1)?.choices).toContain(snapshot.context.pendingChoice);
      },
    },
    step: (before, event, after) => {
      switch (event.type as string) {
        case 'xstate.done.actor.advance':
          // Choosing appends the choice and the new text; the new choices show.
          expect(after.context.steps).toEqual([...before.context.steps, { choice: before.context.pendingChoice, ...next }]);
          expect(after.matches('playing')).toBe(true);
          break;
        case 'xstate.error.actor.advance':
          // Failure: the log and the choices are unchanged.
          expect(after.context.steps).toEqual(before.context.steps);
          expect(after.matches('playing')).toBe(true);
          break;
        case 'xstate.done.actor.begin':
          expect(after.context.steps).toEqual([{ choice: null, ...opening }]);
          break;
        case 'xstate.error.actor.begin':
          expect(after.matches('selecting')).toBe(true);
          break;
        case 'CHOOSE':
          if (before.matches('playing')) {
            const { index } = event as Extract<AdventureEvent, { type: 'CHOOSE' }>;
            const offered = before.context.steps.at(-1)?.choices ?? [];
            expect(after.matches('continuing')).toBe(index < offered.length);
            if (index < offered.length) expect(after.context.pendingChoice).toBe(offered[index]);
          }
          break;
        case 'UNDO':
          // Undo removes exactly the last step, never the opening.
          if (before.matches('playing') && before.context.steps.length > 1) expect(after.context.steps).toEqual(before.context.steps.slice(0, -1));
          else expect(after.context.steps).toEqual(before.context.steps);
          break;
        case 'RESET':
          // Reset returns to theme selection (only from a running story).
          if (before.matches('playing')) {
            expect(after.matches('selecting')).toBe(true);
            expect(after.context.steps).toEqual([]);
          }
          break;
        case 'THEME':
          // The theme is chosen before starting, never changed under a running story.
          if (!before.matches('selecting')) expect(after.context.theme).toBe(before.context.theme);
          break;
        default:
          break;
      }
    },
  },
});

describe('adventure requests', () => {
  it('starts fresh on theme selection, sends the theme and the chosen choice, and emits the toasts', async () => {
    const begun: AdventureTheme[] = [];
    const advanced: AdventureContinueRequest[] = [];
    const emitted: AdventureEmitted[] = [];
    const actor = createActor(
      adventureMachine.provide({
        actors: {
          begin: fromPromise<AdventureScene, { theme: AdventureTheme }>(async ({ input }) => { begun.push(input.theme); return opening; }),
          advance: fromPromise<AdventureScene, AdventureContinueRequest>(async ({ input }) => { advanced.push(input); return next; }),
        },
      }),
      { input: {} },
    );
    for (const type of ['started', 'continued', 'undone', 'failed', 'reset'] as const) actor.on(type, (event) => emitted.push(event));
    actor.start();
    expect(actor.getSnapshot().value).toBe('selecting');
    actor.send({ type: 'THEME', theme: 'cyberpunk' });
    actor.send({ type: 'START' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'CHOOSE', index: 0 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'UNDO' });
    actor.send({ type: 'RESET' });
    expect(begun).toEqual(['cyberpunk']);
    expect(advanced).toEqual([{ theme: 'cyberpunk', steps: [{ choice: null, ...opening }], choice: 'Light a torch' }]);
    expect(emitted.map((event) => event.type)).toEqual(['started', 'continued', 'undone', 'reset']);
  });

  it('clips a long choice to the schema length', async () => {
    const long = 'a'.repeat(contentLimits.adventureChoiceMax + 20);
    const advanced: AdventureContinueRequest[] = [];
    const actor = createActor(
      adventureMachine.provide({ actors: { advance: fromPromise<AdventureScene, AdventureContinueRequest>(async ({ input }) => { advanced.push(input); return next; }) } }),
      { input: { theme: 'school', steps: [{ choice: null, narration: 'Bell.', choices: [long], source: 'model' }] } },
    ).start();
    actor.send({ type: 'CHOOSE', index: 0 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(advanced[0]?.choice).toHaveLength(contentLimits.adventureChoiceMax);
  });
});

describe('adventure text helpers', () => {
  it('reads a fenced, oddly marked model answer as narration and choices', () => {
    const scene = readAdventureScene('```text\nThe door creaks.\n\n  1) Open it\n2] Knock\n• Leave\n```', 'model');
    expect(scene).toEqual({ narration: 'The door creaks.', choices: ['Open it', 'Knock', 'Leave'], source: 'model' });
  });

  it('writes the log with the selected label before each choice, most recent part kept', () => {
    const steps: AdventureStep[] = [{ choice: null, ...opening }, { choice: 'Light a torch', ...next }];
    expect(adventureStoryLog(steps, '선택:')).toBe(`${opening.narration}\n\n선택: Light a torch\n\n${next.narration}`);
    const long: AdventureStep[] = [{ choice: null, narration: 'x'.repeat(contentLimits.adventureStoryMax), choices: ['a'], source: 'engine' }, { choice: 'a', narration: 'The end is near.', choices: ['b'], source: 'engine' }];
    const bounded = adventureStoryLog(long, 'Selected:');
    expect(bounded.length).toBeLessThanOrEqual(contentLimits.adventureStoryMax);
    expect(bounded.endsWith('Selected: a\n\nThe end is near.')).toBe(true);
  });

  it('knows the ten themes', () => {
    expect(isAdventureTheme('pirate')).toBe(true);
    expect(isAdventureTheme('western')).toBe(false);
    expect(isAdventureTheme(3)).toBe(false);
  });
});
