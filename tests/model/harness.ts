/**
 * Generated state-path tests for XState v5 machines.
 *
 * Usage (one file per machine, e.g. machines/carousel.machine.test.ts):
 *
 *   testMachinePaths('carousel', {
 *     machine: carouselMachine.provide({ actions: { announce: () => {} } }),
 *     events: [{ type: 'NEXT' }, { type: 'xstate.after.autoAdvance.carousel.playing' }],
 *     delays: { autoAdvance: 5000 },          // ms for named delays; numeric `after` keys need nothing
 *     deferredActors: ['generate'],            // promise actors (by src name) resolved by `xstate.done.actor.<id>` steps
 *     contextKeys: ['index'],                  // context asserted after every step
 *     oracle: {                                // the SPEC's rules, checked after every step of every path
 *       states: {                              // key matched with snapshot.matches(key): 'result', 'editing.dirty'
 *         running: (s) => expect(s.context.index).toBeLessThan(3),
 *         'held': (s) => expect(s.context.hovered || s.context.focused).toBe(true),
 *       },
 *       step: (before, event, after) => {      // a transition's effect: snapshot before, event sent, snapshot after
 *         if (event.type === 'NEXT') expect(after.context.index).toBe((before.context.index + 1) % 3);
 *       },
 *     },
 *   });
 *
 * The paths come from `xstate/graph`: by default the shortest path to every state followed by every event tried there
 * (so every reachable transition is taken); shortest or simple paths on request. List every event the
 * machine reacts to, including `xstate.after.<delay>.<state id>`, `xstate.done.actor.<invoke id>` (with `output`)
 * and `xstate.error.actor.<invoke id>` (with `error`). Each path replays on a live actor under fake timers: delays
 * advance the clock (first to one millisecond before the delay, where nothing may have changed yet, then to the delay),
 * done/error steps settle the fake actor, other events are sent. State value and the chosen
 * context keys are compared with the generated path after every step. The same test then reports state and transition
 * coverage (from the actor's inspection events) and fails below 100 %.
 *
 * The comparison above only proves that the live actor agrees with xstate/graph's prediction of the SAME machine, so
 * it cannot catch a wrong rule. The required `oracle` carries the rules, written from the spec and not from the
 * machine: after every step of every path (the initial state included) each `oracle.states` entry whose key matches the
 * snapshot (`snapshot.matches(key)`, dotted keys for nested states) runs, then `oracle.step(before, event, after)`
 * (for every step but the initial one; `event` is the generated event, e.g. `xstate.after.<delay>.<id>` for a
 * timer). Checks use `expect()`. Every stable state of the machine (each atomic or final state that does not leave at
 * once through an unguarded `always`) needs at least one matching `oracle.states` key; a test lists the states that
 * have none. `replayMachinePaths(options)` runs the same replay and returns failures instead of throwing (used by the
 * harness's own tests with planted wrong machines).
 */
import { describe, expect, it, vi } from 'vitest';
import {
  createActor,
  fromPromise,
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type InspectionEvent,
  type EventFromLogic,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph';

type EventOf<M extends AnyStateMachine> = EventFromLogic<M>;

/** Options of a machine's path test. */
export interface PathTestOptions<M extends AnyStateMachine> {
  /** The machine, with test implementations provided for actions and guards that touch the outside world. */
  machine: M;
  /** Every event to try in every state (or a function of the state). */
  events: readonly EventOf<M>[] | ((snapshot: SnapshotFrom<M>) => readonly EventOf<M>[]);
  /** Milliseconds of each named delay. */
  delays?: Record<string, number>;
  /** Promise actors (by `src` name) replaced by fakes that settle on `xstate.done.actor.*` / `xstate.error.actor.*` steps. */
  deferredActors?: readonly string[];
  /** Other actor implementations to provide for the test. */
  actors?: Record<string, AnyActorLogic>;
  /** Machine input. */
  input?: InputFrom<M>;
  /** Context keys compared after each step (default: none, only the state value). */
  contextKeys?: readonly string[];
  /**
   * Path generator: `transitions` (default) = the shortest path to every state followed by every event tried there,
   * so every reachable transition is taken; `shortest` = shortest paths to every state; `simple` = all simple paths.
   */
  traversal?: 'transitions' | 'shortest' | 'simple';
  /** How to tell states apart during traversal (default: value plus the context keys). */
  serializeState?: (snapshot: SnapshotFrom<M>) => string;
  /** Upper bound on explored states. */
  limit?: number;
  /** Time allowed for replaying every path, in ms (default: the suite's test timeout). */
  timeout?: number;
  /** The spec's rules, checked after every step of every generated path (see the usage comment). */
  oracle: MachineOracle<M>;
}

/** The rules a machine must keep, written from the spec: per-state invariants and per-step effects. */
export interface MachineOracle<M extends AnyStateMachine> {
  /** Per state: key matched with snapshot.matches(key) where key is a dotted path like 'editing.dirty' or a top-level 'result'; the check runs after every step that lands in a matching state. */
  states: Record<string, (snapshot: SnapshotFrom<M>) => void>;
  /** Optional: a transition's effect, checked after every step: the snapshot before, the event sent, the snapshot after. */
  step?: (before: SnapshotFrom<M>, event: EventFromLogic<M>, after: SnapshotFrom<M>) => void;
}

/** A settle handle of a pending fake promise actor. */
interface Deferred { resolve: (value: unknown) => void; reject: (error: unknown) => void }

/** Test name of a path: the events in order, with payloads. */
export function describePath(steps: ReadonlyArray<{ event: { type: string } }>): string {
  const names = steps.map(({ event }) => {
    const { type, ...payload } = event as Record<string, unknown> & { type: string };
    const keys = Object.keys(payload);
    if (type === 'xstate.init') return '';
    if (keys.length === 0) return type;
    const text = JSON.stringify(payload);
    return `${type} ${text.length > 40 ? `${text.slice(0, 37)}…` : text}`;
  }).filter(Boolean);
  return names.length === 0 ? '(initial state)' : names.join(' → ');
}

/** Every state node of a machine, by id. */
export function allStateIds(machine: AnyStateMachine): string[] {
  const ids: string[] = [];
  const visit = (node: AnyStateNode) => {
    ids.push(node.id);
    Object.values(node.states as Record<string, AnyStateNode>).forEach(visit);
  };
  visit(machine.root);
  return ids;
}

/** A stable key of a transition definition: source, event and position. */
function transitionKey(source: AnyStateNode, eventType: string, index: number) {
  return `${source.id} —${eventType}#${index}`;
}

/** Every transition of a machine (event transitions, delayed, done/error and eventless ones). */
export function allTransitionKeys(machine: AnyStateMachine): string[] {
  const keys: string[] = [];
  const visit = (node: AnyStateNode) => {
    for (const [eventType, list] of node.transitions) list.forEach((_t: unknown, i: number) => keys.push(transitionKey(node, eventType, i)));
    (node.always ?? []).forEach((_t: unknown, i: number) => keys.push(transitionKey(node, '(always)', i)));
    Object.values(node.states as Record<string, AnyStateNode>).forEach(visit);
  };
  visit(machine.root);
  return keys;
}

/** Finds the key of a fired transition definition by identity within its source node. */
function firedKey(transition: { source: AnyStateNode; eventType: string }) {
  const { source, eventType } = transition;
  const list = source.transitions.get(eventType);
  const index = list ? list.indexOf(transition as never) : -1;
  if (index >= 0) return transitionKey(source, eventType, index);
  const always = source.always ?? [];
  const alwaysIndex = always.indexOf(transition as never);
  return alwaysIndex >= 0 ? transitionKey(source, '(always)', alwaysIndex) : undefined;
}

function pick(context: Record<string, unknown>, keys: readonly string[]) {
  return Object.fromEntries(keys.map((key) => [key, context[key]]));
}

/** Dotted path of a state node below the root, e.g. `editing.dirty`. */
function statePath(node: AnyStateNode) {
  return (node.path as string[]).join('.');
}

/** True when a state node leaves at once through an unguarded eventless transition (never a resting snapshot). */
function isTransient(node: AnyStateNode) {
  return (node.always ?? []).some((t: AnyTransitionDefinition) => !t.guard && (t.target ?? []).length > 0);
}

/** Stable atomic/final states (dotted paths) that no `oracle.states` key covers. */
export function statesWithoutInvariant(machine: AnyStateMachine, oracle: { states: Record<string, unknown> }): string[] {
  const keys = Object.keys(oracle.states);
  const missing: string[] = [];
  const visit = (node: AnyStateNode) => {
    const children = Object.values(node.states as Record<string, AnyStateNode>);
    if (children.length === 0 && node.type !== 'history') {
      const path = statePath(node);
      const covered = keys.some((key) => key === path || path.startsWith(`${key}.`));
      if (!covered && !isTransient(node)) missing.push(path === '' ? '(root)' : path);
    }
    children.forEach(visit);
  };
  visit(machine.root);
  return missing;
}

/** Runs every oracle check that applies after one step; throws the first failed expectation, with the step named. */
function checkOracle<M extends AnyStateMachine>(
  oracle: MachineOracle<M>,
  before: AnyMachineSnapshot | undefined,
  event: { type: string },
  after: AnyMachineSnapshot,
) {
  let matched = false;
  for (const [key, check] of Object.entries(oracle.states)) {
    if (!after.matches(key as never)) continue;
    matched = true;
    try {
      check(after as SnapshotFrom<M>);
    } catch (error) {
      throw annotate(error, `oracle.states['${key}'] after ${event.type} (state ${JSON.stringify(after.value)})`);
    }
  }
  if (!matched && after.status === 'active') {
    throw new Error(`No oracle.states key matches state ${JSON.stringify(after.value)} after ${event.type}`);
  }
  if (before && oracle.step) {
    try {
      oracle.step(before as SnapshotFrom<M>, event as EventFromLogic<M>, after as SnapshotFrom<M>);
    } catch (error) {
      throw annotate(error, `oracle.step ${JSON.stringify(before.value)} —${event.type}→ ${JSON.stringify(after.value)}`);
    }
  }
}

/** Prefixes an error's message with where it happened. */
function annotate(error: unknown, where: string) {
  if (error instanceof Error) {
    error.message = `${where}: ${error.message}`;
    return error;
  }
  return new Error(`${where}: ${String(error)}`);
}

/** Replays one generated path on a live actor; returns the states and transitions it visited. */
async function replayPath<M extends AnyStateMachine>(machine: M, options: PathTestOptions<M>, path: StatePath<SnapshotFrom<M>, EventOf<M>>) {
  const pending = new Map<string, Deferred>();
  const fakes = Object.fromEntries(
    (options.deferredActors ?? []).map((name) => [
      name,
      fromPromise(({ self }) => new Promise((resolve, reject) => pending.set(self.id, { resolve, reject }))),
    ]),
  );
  const live = machine.provide({ actors: { ...fakes, ...(options.actors ?? {}) } } as never) as M;
  const states = new Set<string>();
  const transitions = new Set<string>();
  const actor = createActor(live, {
    input: options.input,
    inspect: (event: InspectionEvent) => {
      if (event.type === '@xstate.microstep' && (event.actorRef as { logic?: unknown }).logic === live) {
        (event.snapshot as AnyMachineSnapshot)._nodes.forEach((node) => states.add(node.id));
        event._transitions.forEach((t: AnyTransitionDefinition) => {
          const key = firedKey(t as never);
          if (key) transitions.add(key);
          (t.target ?? []).forEach((target: AnyStateNode) => {
            for (let node: AnyStateNode | undefined = target; node; node = node.parent) states.add(node.id);
          });
        });
      }
    },
  } as never);
  const record = () => (actor.getSnapshot() as AnyMachineSnapshot)._nodes.forEach((node) => states.add(node.id));
  actor.start();
  try {
    await vi.advanceTimersByTimeAsync(0);
    record();
    checkOracle(options.oracle, undefined, { type: 'xstate.init' }, actor.getSnapshot() as AnyMachineSnapshot);
    await replaySteps(actor, options, path, record, pending);
  } finally {
    actor.stop();
  }
  return { states, transitions };
}

/** Sends or simulates each step of a path, comparing with the prediction and running the oracle after each one. */
async function replaySteps<M extends AnyStateMachine>(
  actor: { send: (event: never) => void; getSnapshot: () => unknown },
  options: PathTestOptions<M>,
  path: StatePath<SnapshotFrom<M>, EventOf<M>>,
  record: () => void,
  pending: Map<string, Deferred>,
) {
  const keys = options.contextKeys ?? [];
  for (const step of path.steps) {
    const before = actor.getSnapshot() as AnyMachineSnapshot;
    const event = step.event as { type: string; output?: unknown; error?: unknown };
    if (event.type === 'xstate.init') {
      // The initial step: nothing to send.
    } else if (event.type.startsWith('xstate.after.')) {
      const delay = event.type.slice('xstate.after.'.length).split('.')[0] ?? '';
      const ms = options.delays?.[delay] ?? Number(delay);
      if (!Number.isFinite(ms)) throw new Error(`No duration given for delay "${delay}" (options.delays)`);
      if (ms > 0) {
        // One millisecond early nothing may have happened yet: the delay is exactly the one given (from the spec).
        await vi.advanceTimersByTimeAsync(ms - 1);
        const early = actor.getSnapshot() as AnyMachineSnapshot;
        expect(early.value, `state ${ms - 1} ms into ${event.type}`).toEqual(before.value);
        if (keys.length > 0) expect(pick(early.context, keys), `context ${ms - 1} ms into ${event.type}`).toEqual(pick(before.context, keys));
      }
      await vi.advanceTimersByTimeAsync(Math.min(ms, 1));
    } else if (event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.')) {
      const done = event.type.startsWith('xstate.done.actor.');
      const id = event.type.slice(done ? 'xstate.done.actor.'.length : 'xstate.error.actor.'.length);
      const deferred = pending.get(id);
      if (!deferred) throw new Error(`No pending fake actor "${id}" (list its src in options.deferredActors)`);
      pending.delete(id);
      if (done) deferred.resolve(event.output);
      else deferred.reject(event.error);
      await vi.advanceTimersByTimeAsync(0);
    } else {
      actor.send(event as never);
      await vi.advanceTimersByTimeAsync(0);
    }
    record();
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    const expected = step.state as AnyMachineSnapshot;
    expect(snapshot.value, `state after ${event.type}`).toEqual(expected.value);
    if (keys.length > 0) expect(pick(snapshot.context, keys), `context after ${event.type}`).toEqual(pick(expected.context, keys));
    checkOracle(options.oracle, event.type === 'xstate.init' ? undefined : before, event, snapshot);
  }
}

/** Generates the paths of a machine (shortest or simple). */
export function generatePaths<M extends AnyStateMachine>(options: PathTestOptions<M>) {
  const keys = options.contextKeys ?? [];
  const serializeState = options.serializeState ?? ((s: SnapshotFrom<M>) => {
    const snapshot = s as AnyMachineSnapshot;
    return JSON.stringify({ value: snapshot.value, context: pick(snapshot.context, keys) });
  });
  const traversal = {
    events: options.events as never,
    input: options.input,
    serializeState: serializeState as never,
    limit: options.limit,
  };
  if (options.traversal === 'simple') return getSimplePaths(options.machine, traversal as never) as unknown as StatePath<SnapshotFrom<M>, EventOf<M>>[];
  const shortest = getShortestPaths(options.machine, traversal as never) as unknown as StatePath<SnapshotFrom<M>, EventOf<M>>[];
  if (options.traversal === 'shortest') return shortest;
  // Every edge of the state graph: the shortest way to its source, then its event.
  const toState = new Map(shortest.map((path) => [serializeState(path.state), path]));
  const adjacency = getAdjacencyMap(options.machine, traversal as never) as unknown as Record<string, { transitions: Record<string, { event: EventOf<M>; state: SnapshotFrom<M> }> }>;
  const paths: StatePath<SnapshotFrom<M>, EventOf<M>>[] = [];
  for (const [stateKey, { transitions }] of Object.entries(adjacency)) {
    const prefix = toState.get(stateKey);
    if (!prefix) continue;
    for (const { event, state } of Object.values(transitions)) {
      paths.push({ state, steps: [...prefix.steps, { event, state }], weight: prefix.weight + 1 });
    }
  }
  // Drop paths that are the start of a longer one: the longer path replays the same steps.
  const eventKey = (path: StatePath<SnapshotFrom<M>, EventOf<M>>, length = path.steps.length) =>
    path.steps.slice(0, length).map((step) => JSON.stringify(step.event)).join('|');
  const prefixes = new Set<string>();
  for (const path of paths) for (let n = 1; n < path.steps.length; n += 1) prefixes.add(eventKey(path, n));
  const unique = new Map<string, StatePath<SnapshotFrom<M>, EventOf<M>>>();
  for (const path of paths) {
    const key = eventKey(path);
    if (!prefixes.has(key) && !unique.has(key)) unique.set(key, path);
  }
  return [...unique.values()];
}

/** Unique test titles of generated paths, in order. */
function pathTitles<M extends AnyStateMachine>(paths: readonly StatePath<SnapshotFrom<M>, EventOf<M>>[]) {
  const seen = new Set<string>();
  return paths.map((path) => {
    let title = describePath(path.steps);
    for (let n = 2; seen.has(title); n += 1) title = `${describePath(path.steps)} (#${n})`;
    seen.add(title);
    return title;
  });
}

/** Failing paths listed by a path test before it stops. */
const maxReportedFailures = 3;

/** One failed path of a replay: its title and the failure message. */
export interface PathFailure { path: string; message: string }

/**
 * Generates the paths and replays each one (fake timers on, restored after), collecting the failures instead of
 * throwing and the states and transitions the passing paths visited; stops after `stopAfter` failures.
 */
async function replayAllPaths<M extends AnyStateMachine>(options: PathTestOptions<M>, stopAfter = Number.POSITIVE_INFINITY) {
  const paths = generatePaths(options);
  const titles = pathTitles(paths);
  const states = new Set<string>();
  const transitions = new Set<string>();
  const failures: PathFailure[] = [];
  vi.useFakeTimers();
  try {
    for (const [index, path] of paths.entries()) {
      try {
        const visited = await replayPath(options.machine, options, path);
        visited.states.forEach((id) => states.add(id));
        visited.transitions.forEach((key) => transitions.add(key));
      } catch (error) {
        failures.push({ path: titles[index] ?? '', message: error instanceof Error ? error.message : String(error) });
        if (failures.length >= stopAfter) break;
      }
    }
  } finally {
    vi.useRealTimers();
  }
  return { paths: paths.length, failures, states, transitions };
}

/**
 * Replays every generated path and returns the failures instead of throwing, plus the stable states that lack an
 * oracle entry. `testMachinePaths` runs the same replay inside one test.
 */
export async function replayMachinePaths<M extends AnyStateMachine>(options: PathTestOptions<M>) {
  const { paths, failures } = await replayAllPaths(options);
  return { paths, failures, statesWithoutInvariant: statesWithoutInvariant(options.machine, options.oracle) };
}

/**
 * Registers the path test of a machine: an oracle-completeness test, and one test that generates the paths, replays
 * each one against the oracle and then checks that together they took every state and every transition (100 %).
 * The paths are generated inside the test, not while the file is collected: a machine that throws while its paths are
 * walked fails that test (a collection error would report no test at all), and mutation testing sees which test runs
 * which machine code (code run at collection counts as "static" and would need every test of the suite).
 */
export function testMachinePaths<M extends AnyStateMachine>(name: string, options: PathTestOptions<M>) {
  describe(`${name}: generated paths`, () => {
    it('has an oracle invariant for every stable state', () => {
      expect(statesWithoutInvariant(options.machine, options.oracle), 'states with no oracle.states entry').toEqual([]);
    });

    it('replays every generated path against the spec oracle and covers every state and transition', async () => {
      // A few failing paths say enough; stop early so a broken machine fails fast.
      const { paths, failures, states, transitions } = await replayAllPaths(options, maxReportedFailures);
      expect(failures, `paths that break the spec oracle (of ${paths})`).toEqual([]);
      const stateIds = allStateIds(options.machine);
      const transitionKeys = allTransitionKeys(options.machine);
      const missingStates = stateIds.filter((id) => !states.has(id));
      const missingTransitions = transitionKeys.filter((key) => !transitions.has(key));
      const stateCoverage = ((stateIds.length - missingStates.length) / stateIds.length) * 100;
      const transitionCoverage = transitionKeys.length === 0 ? 100 : ((transitionKeys.length - missingTransitions.length) / transitionKeys.length) * 100;
      console.info(
        `[path coverage] ${name}: ${paths} paths, states ${stateCoverage.toFixed(1)}% (${stateIds.length}), transitions ${transitionCoverage.toFixed(1)}% (${transitionKeys.length})`,
      );
      expect(missingStates, 'states never visited').toEqual([]);
      expect(missingTransitions, 'transitions never taken').toEqual([]);
    }, options.timeout);
  });
}
