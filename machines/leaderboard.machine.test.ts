import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { testMachinePaths } from '../tests/model/harness';
import { type LeaderboardEvent, leaderboardMachine, type ScoreToSave } from './leaderboard.machine';

const fullBoard = [100, 99, 98, 97, 96, 95, 94, 93, 92, 91];
const proof = { token: 'signed-session' };
/** A daily apple board's proof: the score competes on that day's own top 10. */
const dailyProof = { token: 'signed-daily-seed', day: '2026-11-25' };

testMachinePaths('leaderboard', {
  machine: leaderboardMachine,
  input: { gameType: 'rps' },
  events: (snapshot): LeaderboardEvent[] => [
    { type: 'FINISHED', score: 0, proof },
    { type: 'FINISHED', score: 5, proof },
    { type: 'FINISHED', score: 6, proof: null },
    { type: 'FINISHED', score: 7, proof, offer: true },
    { type: 'FINISHED', score: 8, proof: dailyProof },
    { type: 'ACCEPT_OFFER' },
    { type: 'NAME_CHANGED', value: '   ' },
    { type: 'NAME_CHANGED', value: '  Ann  ' },
    { type: 'NAME_CHANGED', value: '\u202eevil' },
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
  contextKeys: ['score', 'name', 'errorKey', 'offer', 'day'],
  oracle: {
    states: {
      idle: ({ context }) => {
        expect(context.score).toBeNull();
        expect(context.day).toBeNull();
      },
      // An offered result waits for the player's click: it has a proof and a qualifying score.
      offered: ({ context }) => {
        expect(context.offer).toBe(true);
        expect(context.proof).not.toBeNull();
        expect(context.score).toBeGreaterThan(0);
      },
      // A zero never qualifies for rps: only positive streaks are checked against the board; a daily game's score is
      // checked against its own day's board, any other against the all-time board.
      checking: ({ context }) => {
        expect(context.score).toBeGreaterThan(0);
        expect(context.day).toBe(context.proof?.day ?? null);
      },
      naming: ({ context }) => {
        expect(context.score).toBeGreaterThan(0);
        expect(Array.from(context.name).length).toBeLessThanOrEqual(20);
      },
      saving: ({ context }) => {
        expect(context.score).toBeGreaterThan(0);
        expect(context.name.trim()).not.toBe('');
        // Only a name the database accepts is sent, and only with the game's proof (and a daily proof to its day's board).
        expect(context.name).not.toMatch(/[\u202a-\u202e\u200b-\u200f]/u);
        expect([proof, dailyProof]).toContainEqual(context.proof);
        expect(context.day).toBe(context.proof?.day ?? null);
      },
    },
    step: (before, event, after) => {
      const type = event.type as string;
      if (event.type === 'FINISHED' && before.matches('idle')) {
        // No proof (no server game): nothing the server would save, so no dialog.
        expect(after.value).toBe(event.score > 0 && event.proof !== null ? 'checking' : 'idle');
      }
      if (event.type === 'ACCEPT_OFFER') expect(after.value).toBe(before.matches('offered') ? 'naming' : before.value);
      if (event.type === 'FINISHED' && before.matches('offered')) {
        expect(after.value, 'a newer result replaces the offer').toBe(event.score > 0 && event.proof !== null ? 'checking' : 'idle');
      }
      if (type === 'xstate.done.actor.loadTopScores') {
        // Top 10, higher is better: qualifies with fewer than 10 entries or when it beats the tenth.
        const board = [...((event as unknown as { output: number[] }).output)].sort((a, b) => b - a);
        const score = before.context.score ?? 0;
        const qualifies = board.length < 10 || score > (board[9] ?? 0);
        expect(after.value).toBe(qualifies ? (before.context.offer ? 'offered' : 'naming') : 'idle');
      }
      if (type === 'xstate.error.actor.loadTopScores') expect(after.value, 'the game goes on').toBe('idle');
      if (event.type === 'NAME_CHANGED' && before.matches('naming')) expect(after.context.name).toBe(Array.from(event.value).slice(0, 20).join(''));
      if (event.type === 'SUBMIT' && before.matches('naming')) {
        const blank = before.context.name.trim() === '';
        const invalid = /\u202e/u.test(before.context.name);
        expect(after.value).toBe(blank || invalid ? 'naming' : 'saving');
        if (blank) expect(after.context.errorKey).toBe('leaderboard:enter_name');
        else if (invalid) expect(after.context.errorKey).toBe('leaderboard:errors.invalid_name');
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
  it("checks a daily apple score against that day's top 10 and saves it with its day", async () => {
    const boards: Array<{ gameType: string; day: string | null }> = [];
    const saved: ScoreToSave[] = [];
    const actor = createActor(
      leaderboardMachine.provide({
        actors: {
          loadTopScores: fromPromise(async ({ input }) => {
            boards.push(input);
            return input.day === null ? fullBoard.map((score) => score * 100) : [];
          }),
          saveScore: fromPromise(async ({ input }) => {
            saved.push(input);
          }),
        },
      }),
      { input: { gameType: 'apple' } },
    ).start();
    actor.send({ type: 'FINISHED', score: 20, proof: { token: 'classic' } });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'));
    actor.send({ type: 'FINISHED', score: 20, proof: dailyProof });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('naming'));
    actor.send({ type: 'NAME_CHANGED', value: 'Mina' });
    actor.send({ type: 'SUBMIT' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'));
    expect(boards).toEqual([{ gameType: 'apple', day: null }, { gameType: 'apple', day: '2026-11-25' }]);
    expect(saved).toEqual([{ gameType: 'apple', playerName: 'Mina', score: 20, proof: dailyProof }]);
  });

  it('saves the trimmed name, cut to 20 characters, with the score', async () => {
    const saved: ScoreToSave[] = [];
    const { actor, toasts } = run([], async (score) => {
      saved.push(score);
    });
    actor.send({ type: 'FINISHED', score: 3, proof });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('naming'));
    actor.send({ type: 'NAME_CHANGED', value: '  abcdefghijklmnopqrstuvwxyz' });
    expect(actor.getSnapshot().context.name).toBe('  abcdefghijklmnopqr');
    actor.send({ type: 'SUBMIT' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'));
    expect(saved).toEqual([{ gameType: 'rps', playerName: 'abcdefghijklmnopqr', score: 3, proof }]);
    expect(toasts).toEqual(['success:leaderboard:saved']);
  });

  it('pre-fills the next dialog with the last saved name, trimmed', async () => {
    const { actor } = run([], async () => undefined);
    actor.send({ type: 'FINISHED', score: 3, proof });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('naming'));
    actor.send({ type: 'NAME_CHANGED', value: '  QA-RPS-endesk  ' });
    actor.send({ type: 'SUBMIT' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'));
    actor.send({ type: 'FINISHED', score: 4, proof });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('naming'));
    expect(actor.getSnapshot().context.name).toBe('QA-RPS-endesk');
  });

  it('keeps the name after a failed save and succeeds on retry', async () => {
    let attempts = 0;
    const { actor, toasts } = run([], async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
    }, 'reaction');
    actor.send({ type: 'FINISHED', score: 212, proof });
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
    actor.send({ type: 'FINISHED', score: 1, proof });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('naming'));
    actor.send({ type: 'NAME_CHANGED', value: ' \u3000 ' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('naming');
    expect(toasts).toEqual(['error:leaderboard:enter_name']);
    expect(save).not.toHaveBeenCalled();
  });

  it('does not open the dialog for a score that misses a full board', async () => {
    const { actor } = run(fullBoard, async () => undefined);
    actor.send({ type: 'FINISHED', score: 91, proof });
    expect(actor.getSnapshot().value).toBe('checking');
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'));
    expect(actor.getSnapshot().context.score).toBeNull();
  });

  it('offers a qualifying result without opening the dialog, and shows the server\'s translated refusal', async () => {
    const { actor, toasts } = run([], async () => {
      throw Object.assign(new Error('refused'), { messageKey: 'leaderboard:errors.anticipation' });
    }, 'reaction');
    actor.send({ type: 'FINISHED', score: 240, proof, offer: true });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('offered'));
    actor.send({ type: 'FINISHED', score: 230, proof: { token: 'newer' }, offer: true });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('offered'));
    expect(actor.getSnapshot().context).toMatchObject({ score: 230, proof: { token: 'newer' } });
    actor.send({ type: 'ACCEPT_OFFER' });
    expect(actor.getSnapshot().value).toBe('naming');
    actor.send({ type: 'NAME_CHANGED', value: 'Mina' });
    actor.send({ type: 'SUBMIT' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.errorKey).toBe('leaderboard:errors.anticipation'));
    expect(toasts).toEqual(['error:leaderboard:errors.anticipation']);
  });
});
