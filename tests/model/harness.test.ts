import { describe, expect, it } from 'vitest';
import { assign, setup, type SnapshotFrom } from 'xstate';
import { carouselMachine, wrapIndex } from '../../machines/carousel.machine';
import { rpsMachine } from '../../machines/rps.machine';
import { type MachineOracle, replayMachinePaths, statesWithoutInvariant } from './harness';

/** A counter whose rule is "INC adds one, up to 3; RESET goes back to 0", with the step size and delay injectable. */
function counter(step: number, settleMs = 1000) {
  return setup({
    types: { context: {} as { count: number }, events: {} as { type: 'INC' } | { type: 'RESET' } },
    delays: { settle: settleMs },
  }).createMachine({
    id: 'counter',
    context: { count: 0 },
    initial: 'counting',
    on: { RESET: { target: '.counting', actions: assign({ count: 0 }) } },
    states: {
      counting: {
        on: { INC: { guard: ({ context }) => context.count < 3, actions: assign({ count: ({ context }) => context.count + step }) } },
        after: { settle: 'settled' },
      },
      settled: {},
    },
  });
}

type Counter = ReturnType<typeof counter>;

const counterEvents = [{ type: 'INC' }, { type: 'RESET' }, { type: 'xstate.after.settle.counter.counting' }] as never[];

/** The counter's spec: INC adds exactly one while below 3; RESET leaves 0; it settles after 1 s. */
const counterOracle: MachineOracle<Counter> = {
  states: {
    counting: ({ context }) => expect(context.count).toBeLessThanOrEqual(3),
    settled: ({ context }) => expect(context.count).toBeGreaterThanOrEqual(0),
  },
  step: (before, event, after) => {
    if (event.type === 'INC' && before.matches('counting')) expect(after.context.count).toBe(Math.min(3, before.context.count + 1));
    if (event.type === 'RESET') expect(after.context.count).toBe(0);
  },
};

/** A small carousel spec: NEXT and the 5 s tick move one slide forward; hovering holds the slide. */
const carouselOracle: MachineOracle<typeof carouselMachine> = {
  states: {
    running: ({ context }) => expect(context.hovered).toBe(false),
    paused: () => undefined,
    held: () => undefined,
    stopped: () => undefined,
    still: () => undefined,
  },
  step: (before, event, after) => {
    const auto = (event.type as string).startsWith('xstate.after.autoAdvance') && before.matches('running');
    if (event.type === 'NEXT' || auto) expect(after.context.index).toBe((before.context.index + 1) % 3);
  },
};

/** The 5 s tick only where it runs (in `paused` the clock would first fire the 4 s resume). */
const carouselEvents = (snapshot: SnapshotFrom<typeof carouselMachine>) =>
  [
    { type: 'NEXT' },
    { type: 'POINTER_ENTER' },
    { type: 'POINTER_LEAVE' },
    ...(snapshot.matches('running') ? [{ type: 'xstate.after.autoAdvance.carousel.running' }] : []),
  ] as never[];

describe('testMachinePaths oracle: planted wrong machines fail', () => {
  it('passes a counter that keeps its rule (control)', async () => {
    const result = await replayMachinePaths({ machine: counter(1), events: counterEvents, delays: { settle: 1000 }, contextKeys: ['count'], oracle: counterOracle });
    expect(result.paths).toBeGreaterThan(3);
    expect(result.failures).toEqual([]);
    expect(result.statesWithoutInvariant).toEqual([]);
  });

  it('fails a counter that adds two', async () => {
    const result = await replayMachinePaths({ machine: counter(2), events: counterEvents, delays: { settle: 1000 }, contextKeys: ['count'], oracle: counterOracle });
    expect(result.failures.length).toBeGreaterThan(0);
    expect(result.failures[0]?.message).toContain('oracle.step');
  });

  it('fails a counter whose timer is shorter than the spec says', async () => {
    const result = await replayMachinePaths({ machine: counter(1, 500), events: counterEvents, delays: { settle: 1000 }, contextKeys: ['count'], oracle: counterOracle });
    expect(result.failures.map((f) => f.message).join('\n')).toContain('999 ms into xstate.after.settle');
  });

  it('fails a carousel that advances backwards', async () => {
    const right = await replayMachinePaths({ machine: carouselMachine, input: {}, events: carouselEvents, delays: { autoAdvance: 5000 }, contextKeys: ['index', 'hovered'], oracle: carouselOracle });
    expect(right.failures).toEqual([]);
    const backwards = carouselMachine.provide({ actions: { next: assign({ index: ({ context }) => wrapIndex(context.index, -1, context.count) }) } });
    const wrong = await replayMachinePaths({ machine: backwards, input: {}, events: carouselEvents, delays: { autoAdvance: 5000 }, contextKeys: ['index', 'hovered'], oracle: carouselOracle });
    expect(wrong.failures.length).toBeGreaterThan(0);
    expect(wrong.failures.some((f) => f.message.includes('xstate.after.autoAdvance'))).toBe(true);
  });

  it('fails a carousel that keeps running while hovered', async () => {
    const ignoresHover = carouselMachine.provide({ guards: { isFree: () => true } });
    const result = await replayMachinePaths({ machine: ignoresHover, input: {}, events: carouselEvents, delays: { autoAdvance: 5000 }, contextKeys: ['index', 'hovered'], oracle: carouselOracle });
    expect(result.failures.some((f) => f.message.includes("oracle.states['running']"))).toBe(true);
  });

  it('fails a rock-paper-scissors reset that forgets the streak', async () => {
    const oracle: MachineOracle<typeof rpsMachine> = {
      states: { starting: () => undefined, choosing: () => undefined, won: () => undefined, drew: () => undefined, lost: () => undefined, over: () => undefined },
      step: (_before, event, after: SnapshotFrom<typeof rpsMachine>) => {
        if (event.type === 'RESET') expect(after.context.streak).toBe(0);
      },
    };
    const options = {
      input: { random: () => 0.1 },
      events: ((snapshot: SnapshotFrom<typeof rpsMachine>) => [
        ...(snapshot.context.streak < 1 ? [{ type: 'CHOOSE', choice: 'paper' } as const] : []),
        { type: 'CONTINUE' } as const,
        { type: 'RESET' } as const,
        // The server is unreachable: the session fails to open and the game is played locally.
        ...(snapshot.matches('starting') ? ([{ type: 'xstate.error.actor.startSession', error: new Error('offline') }] as never[]) : []),
      ]),
      deferredActors: ['startSession', 'playHand'],
      contextKeys: ['streak'],
      oracle,
    };
    expect((await replayMachinePaths({ machine: rpsMachine, ...options })).failures).toEqual([]);
    const forgetful = rpsMachine.provide({ actions: { resetStreak: assign({}) } });
    const result = await replayMachinePaths({ machine: forgetful, ...options });
    expect(result.failures.some((f) => f.message.includes('—RESET→'))).toBe(true);
  });

  it('lists stable states without an invariant (transient states need none)', () => {
    expect(statesWithoutInvariant(counter(1), { states: { counting: () => undefined } })).toEqual(['settled']);
    expect(statesWithoutInvariant(carouselMachine, { states: { running: () => undefined } })).toEqual(['paused', 'held', 'stopped', 'still']);
    expect(statesWithoutInvariant(carouselMachine, carouselOracle)).toEqual([]);
  });

  it('counts a parent key as covering its nested states', async () => {
    const { appleMachine } = await import('../../machines/apple.machine');
    expect(statesWithoutInvariant(appleMachine, { states: { idle: () => undefined, dealing: () => undefined, playing: () => undefined } })).toEqual(['over']);
    expect(statesWithoutInvariant(appleMachine, { states: { idle: () => undefined, dealing: () => undefined, over: () => undefined, 'playing.board': () => undefined } })).toEqual([
      'playing.clock.running',
    ]);
  });
});
