import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { createActor } from 'xstate';
import { testMachinePaths } from '../tests/model/harness';
import { type NumberGuessEvent, numberGuessMachine } from './number-guess.machine';

// 0.42 → secret 43.
const fixedRandom = () => 0.42;

testMachinePaths('number-guess', {
  machine: numberGuessMachine,
  input: { random: fixedRandom },
  events: (snapshot): NumberGuessEvent[] => [
    // Counted guesses are offered up to 2 attempts, which keeps the graph finite while exact attempts are compared.
    ...(snapshot.context.attempts < 2
      ? ([{ type: 'GUESS', text: '10' }, { type: 'GUESS', text: '90' }, { type: 'GUESS', text: ' 43 ' }] as const)
      : []),
    { type: 'GUESS', text: '5.5' },
    { type: 'RESET' },
    ...(snapshot.matches('starting')
      ? ([
          { type: 'xstate.done.actor.startSession', output: 'session' },
          { type: 'xstate.error.actor.startSession', error: new Error('offline') },
        ] as never[])
      : []),
    // The fake server keeps the secret 43 and counts the attempts.
    ...(snapshot.matches('asking')
      ? ([
          { type: 'xstate.done.actor.askServer', output: serverAnswer(snapshot.context.pending ?? 0, snapshot.context.attempts) },
          { type: 'xstate.error.actor.askServer', error: new Error('replayed') },
        ] as never[])
      : []),
  ],
  deferredActors: ['startSession', 'askServer'],
  contextKeys: ['secret', 'attempts', 'low', 'high', 'history', 'lastHint', 'errorKey', 'session', 'pending'],
  oracle: {
    states: {
      starting: ({ context }) => expect(context).toMatchObject({ attempts: 0, history: [], session: null }),
      // While the server judges, nothing is counted yet.
      asking: (snapshot) => {
        keepsRules(snapshot.context);
        expect(snapshot.context.pending).not.toBeNull();
        expect(snapshot.context.session).not.toBeNull();
      },
      playing: (snapshot) => {
        keepsRules(snapshot.context);
        expect(snapshot.context.history.every((entry) => entry.guess !== snapshot.context.secret)).toBe(true);
      },
      // A correct guess ends the game.
      won: (snapshot) => {
        keepsRules(snapshot.context);
        expect(snapshot.context.history.at(-1)).toEqual({ guess: snapshot.context.secret, hint: 'correct' });
        expect(snapshot.context.lastHint).toBe('correct');
      },
    },
    step: (before, event, after) => {
      const type = event.type as string;
      if (type === 'xstate.error.actor.askServer') {
        expect(after.value, 'an unanswered guess is not counted').toBe('playing');
        expect(after.context.history).toEqual(before.context.history);
        return;
      }
      if (type === 'xstate.done.actor.askServer') {
        checkCountedGuess(before.context, before.context.pending ?? 0, after);
        return;
      }
      if (event.type === 'RESET') {
        expect(after.value).toBe('starting');
        expect(after.context).toMatchObject({ attempts: 0, low: 1, high: 100, history: [], lastHint: null });
        return;
      }
      if (event.type !== 'GUESS') return;
      const guess = specGuess(event.text);
      if (before.matches('starting') && guess === null) {
        expect(after.context.errorKey, 'an invalid guess is refused at once, even before the session').not.toBeNull();
        return;
      }
      if (!before.matches('playing')) {
        expect(after.context, 'the game is over or the server is busy: the guess is ignored').toEqual(before.context);
        return;
      }
      if (guess === null) {
        // Not a whole number 1–100: not counted, an error shows.
        expect(after.context).toMatchObject({ attempts: before.context.attempts, low: before.context.low, high: before.context.high });
        expect(after.context.errorKey).not.toBeNull();
        return;
      }
      if (before.context.session !== null) {
        // Online the server answers: the guess waits, uncounted.
        expect(after.value).toBe('asking');
        expect(after.context).toMatchObject({ attempts: before.context.attempts, pending: guess });
        return;
      }
      checkCountedGuess(before.context, guess, after);
    },
  },
});

/** The fake server's answer with secret 43. */
function serverAnswer(guess: number, attempts: number) {
  return { hint: guess < 43 ? 'too_low' : guess > 43 ? 'too_high' : 'correct', attempts: attempts + 1, token: 'session' };
}

/** The spec's effect of a counted guess: one more attempt, the right hint, a narrower range, won on the secret. */
function checkCountedGuess(
  before: { secret: number; low: number; high: number; attempts: number },
  guess: number,
  after: { value: unknown; context: { attempts: number; errorKey: unknown; lastHint: unknown; low: number; high: number } },
) {
      const { secret, low, high } = before;
      expect(after.context.attempts, 'each valid guess counts').toBe(before.attempts + 1);
      expect(after.context.errorKey).toBeNull();
      const hint = guess < secret ? 'too_low' : guess > secret ? 'too_high' : 'correct';
      expect(after.context.lastHint).toBe(hint);
      expect(after.value).toBe(hint === 'correct' ? 'won' : 'playing');
      // The shown range narrows past the guess.
      if (hint === 'too_low') expect([after.context.low, after.context.high]).toEqual([Math.max(low, guess + 1), high]);
      if (hint === 'too_high') expect([after.context.low, after.context.high]).toEqual([low, Math.min(high, guess - 1)]);
}

/** The spec's valid guess: a whole number from 1 to 100 (surrounding spaces allowed), else null. */
function specGuess(text: string) {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) && Number(trimmed) >= 1 && Number(trimmed) <= 100 ? Number(trimmed) : null;
}

/** Invariants of every state: secret in 1–100 inside the shown range, attempts = history, hints true to the secret. */
function keepsRules(context: { secret: number; low: number; high: number; attempts: number; history: { guess: number; hint: string }[] }) {
  const { secret, low, high, attempts, history } = context;
  expect(Number.isInteger(secret) && secret >= 1 && secret <= 100).toBe(true);
  expect(1 <= low && low <= secret && secret <= high && high <= 100, `${low} ≤ ${secret} ≤ ${high}`).toBe(true);
  expect(attempts).toBe(history.length);
  for (const { guess, hint } of history) expect(hint).toBe(guess < secret ? 'too_low' : guess > secret ? 'too_high' : 'correct');
}

describe('number guess', () => {
  it('offline: ignores every invalid guess and reports the attempts, without proof, when found', async () => {
    const actor = createActor(numberGuessMachine, { input: { random: fixedRandom } });
    const finished: number[] = [];
    actor.on('finished', (event) => {
      finished.push(event.score);
      expect(event.proof).toBeNull();
    });
    actor.start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('playing'));
    for (const text of ['0', '101', '5.5', 'abc', '']) actor.send({ type: 'GUESS', text });
    expect(actor.getSnapshot().context).toMatchObject({ attempts: 0, low: 1, high: 100, history: [], errorKey: 'number_guess:invalid' });
    actor.send({ type: 'GUESS', text: '50' });
    actor.send({ type: 'GUESS', text: '25' });
    expect(actor.getSnapshot().context).toMatchObject({ attempts: 2, low: 26, high: 49, lastHint: 'too_low', errorKey: null });
    actor.send({ type: 'GUESS', text: '43' });
    expect(actor.getSnapshot().value).toBe('won');
    expect(finished).toEqual([3]);
    actor.send({ type: 'GUESS', text: '44' });
    expect(actor.getSnapshot().context.attempts).toBe(3);
  });

  it('draws a new secret on reset', async () => {
    const values = [0.42, 0.99];
    let call = 0;
    const actor = createActor(numberGuessMachine, { input: { random: () => values[call++] as number } }).start();
    expect(actor.getSnapshot().context.secret).toBe(43);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('playing'));
    actor.send({ type: 'GUESS', text: '50' });
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().context).toMatchObject({ secret: 100, attempts: 0, low: 1, high: 100, history: [] });
  });

  it('asks the screen for an error toast on each invalid guess', () => {
    const shown: string[] = [];
    const actor = createActor(
      numberGuessMachine.provide({ actions: { notifyError: (_, params) => shown.push(params.messageKey) } }),
      { input: { random: fixedRandom } },
    ).start();
    actor.send({ type: 'GUESS', text: 'abc' });
    actor.send({ type: 'GUESS', text: '' });
    expect(shown).toEqual(['number_guess:invalid', 'number_guess:invalid']);
  });

  it('online: the server judges, counts the attempts and its final session is the proof', async () => {
    const asked: number[] = [];
    const actor = createActor(
      numberGuessMachine.provide({
        actors: {
          startSession: fromPromise(async () => 'S0'),
          askServer: fromPromise(async ({ input }) => {
            asked.push(input.guess);
            return { hint: input.guess < 7 ? 'too_low' : input.guess > 7 ? 'too_high' : 'correct', attempts: asked.length, token: `S${asked.length}` } as const;
          }),
        },
      }),
      { input: { random: fixedRandom } },
    );
    const finished: unknown[] = [];
    actor.on('finished', (event) => finished.push(event));
    actor.start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('playing'));
    actor.send({ type: 'GUESS', text: '50' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.attempts).toBe(1));
    actor.send({ type: 'GUESS', text: '7' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('won'));
    expect(asked).toEqual([50, 7]);
    expect(finished).toEqual([{ type: 'finished', score: 2, proof: { token: 'S2' } }]);
  });
});
