import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { testMachinePaths } from '../tests/model/harness';
import { type LeaderboardEvent, leaderboardMachine, type ScoreToSave } from './leaderboard.machine';

const fullBoard = [100, 99, 98, 97, 96, 95, 94, 93, 92, 91];

testMachinePaths('leaderboard', {
  machine: leaderboardMachine,
  input: { gameType: 'rps' },
  events: (snapshot): LeaderboardEvent[] => [
    { type: 'FINISHED', score: 0 },
    { type: 'FINISHED', score: 5 },
    { type: 'NAME_CHANGED', value: '   ' },
    { type: 'NAME_CHANGED', value: '  Ann  ' },
    { type: 'SUBMIT' },
    { type: 'SKIP' },
    // Settling a backend call only makes sense while that call runs.
    ...(snapshot.matches('checking')
      ? ([
          { type: 'xstate.done.actor.loadTopScores', output: [] },
          { type: 'xstate.done.actor.loadTopScores', output: fullBoard },
          { type: 'xstate.error.actor.loadTopScores', error: new Error('offline') },
        ] as never[])
      : []),
    ...(snapshot.matches('saving')
      ? ([
          { type: 'xstate.done.actor.saveScore', output: undefined },
          { type: 'xstate.error.actor.saveScore', error: new Error('offline') },
        ] as never[])
      : []),
  ],
  deferredActors: ['loadTopScores', 'saveScore'],
  contextKeys: ['score', 'name', 'errorKey'],
  oracle: {
    states: {
      idle: ({ context }) => expect(context.score).toBeNull(),
      // A zero never qualifies for rps: only positive streaks are checked against the board.
      checking: ({ context }) => expect(context.score).toBeGreaterThan(0),
      naming: ({ context }) => {
        expect(context.score).toBeGreaterThan(0);
        expect(Array.from(context.name).length).toBeLessThanOrEqual(20);
      },
      saving: ({ context }) => {
        expect(context.score).toBeGreaterThan(0);
        expect(context.name.trim()).not.toBe('');
      },
    },
    step: (before, event, after) => {
      const type = event.type as string;
      if (event.type === 'FINISHED' && before.matches('idle')) {
        expect(after.value).toBe(event.score > 0 ? 'checking' : 'idle');
      }
      if (type === 'xstate.done.actor.loadTopScores') {
        // Top 10, higher is better: qualifies with fewer than 10 entries or when it beats the tenth.
        const board = [...((event as unknown as { output: number[] }).output)].sort((a, b) => b - a);
        const score = before.context.score ?? 0;
        const qualifies = board.length < 10 || score > (board[9] ?? 0);
        expect(after.value).toBe(qualifies ? 'naming' : 'idle');
      }
      if (type === 'xstate.error.actor.loadTopScores') expect(after.value, 'the game goes on').toBe('idle');
      if (event.type === 'NAME_CHANGED' && before.matches('naming')) expect(after.context.name).toBe(Array.from(event.value).slice(0, 20).join(''));
      if (event.type === 'SUBMIT' && before.matches('naming')) {
        const blank = before.context.name.trim() === '';
        expect(after.value).toBe(blank ? 'naming' : 'saving');
        if (blank) expect(after.context.errorKey).toBe('leaderboard:enter_name');
      }
      if (type === 'xstate.error.actor.saveScore') {
        // A failed save keeps the name for a retry.
        expect(after.value).toBe('naming');
        expect(after.context).toMatchObject({ name: before.context.name, score: before.context.score, errorKey: 'leaderboard:save_error' });
      }
      if (type === 'xstate.done.actor.saveScore') expect(after.value).toBe('idle');
      if (event.type === 'SKIP' && before.matches('naming')) expect(after.value, 'skipping is always allowed').toBe('idle');
    },
  },
});

/** Runs the flow with fake backend calls and records what it shows. */
function run(board: readonly number[], save: (score: ScoreToSave) => Promise<void>, gameType: 'rps' | 'reaction' = 'rps') {
  const toasts: string[] = [];
  const actor = createActor(
    leaderboardMachine.provide({
      actors: {
        loadTopScores: fromPromise(async () => board),
        saveScore: fromPromise(async ({ input }) => save(input)),
      },
      actions: {
        notifyError: (_, params) => toasts.push(`error:${params.messageKey}`),
        notifySuccess: (_, params) => toasts.push(`success:${params.messageKey}`),
      },
    }),
    { input: { gameType } },
  );
  actor.start();
  return { actor, toasts };
}

describe('leaderboard flow', () => {
  it('saves the trimmed name, cut to 20 characters, with the score', async () => {
    const saved: ScoreToSave[] = [];
    const { actor, toasts } = run([], async (score) => {
      saved.push(score);
    });
    actor.send({ type: 'FINISHED', score: 3 });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('naming'));
    actor.send({ type: 'NAME_CHANGED', value: '  abcdefghijklmnopqrstuvwxyz' });
    expect(actor.getSnapshot().context.name).toBe('  abcdefghijklmnopqr');
    actor.send({ type: 'SUBMIT' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'));
    expect(saved).toEqual([{ gameType: 'rps', playerName: 'abcdefghijklmnopqr', score: 3 }]);
    expect(toasts).toEqual(['success:leaderboard:saved']);
  });

  it('pre-fills the next dialog with the last saved name, trimmed', async () => {
    const { actor } = run([], async () => undefined);
    actor.send({ type: 'FINISHED', score: 3 });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('naming'));
    actor.send({ type: 'NAME_CHANGED', value: '  QA-RPS-endesk  ' });
    actor.send({ type: 'SUBMIT' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'));
    actor.send({ type: 'FINISHED', score: 4 });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('naming'));
    expect(actor.getSnapshot().context.name).toBe('QA-RPS-endesk');
  });

  it('keeps the name after a failed save and succeeds on retry', async () => {
    let attempts = 0;
    const { actor, toasts } = run([], async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
    }, 'reaction');
    actor.send({ type: 'FINISHED', score: 212 });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('naming'));
    actor.send({ type: 'NAME_CHANGED', value: 'Mina' });
    actor.send({ type: 'SUBMIT' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.errorKey).toBe('leaderboard:save_error'));
    expect(actor.getSnapshot().value).toBe('naming');
    expect(actor.getSnapshot().context.name).toBe('Mina');
    actor.send({ type: 'SUBMIT' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'));
    expect(toasts).toEqual(['error:leaderboard:save_error', 'success:leaderboard:saved']);
  });

  it('refuses a blank name without saving', async () => {
    const save = vi.fn(async () => undefined);
    const { actor, toasts } = run([], save);
    actor.send({ type: 'FINISHED', score: 1 });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('naming'));
    actor.send({ type: 'NAME_CHANGED', value: ' \u3000 ' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('naming');
    expect(toasts).toEqual(['error:leaderboard:enter_name']);
    expect(save).not.toHaveBeenCalled();
  });

  it('does not open the dialog for a score that misses a full board', async () => {
    const { actor } = run(fullBoard, async () => undefined);
    actor.send({ type: 'FINISHED', score: 91 });
    expect(actor.getSnapshot().value).toBe('checking');
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'));
    expect(actor.getSnapshot().context.score).toBeNull();
  });
});
