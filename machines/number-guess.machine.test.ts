import { describe, expect, it } from 'vitest';
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
  ],
  contextKeys: ['secret', 'attempts', 'low', 'high', 'history', 'lastHint', 'errorKey'],
});

describe('number guess', () => {
  it('ignores every invalid guess and reports the attempts when found', () => {
    const actor = createActor(numberGuessMachine, { input: { random: fixedRandom } });
    const finished: number[] = [];
    actor.on('finished', (event) => finished.push(event.score));
    actor.start();
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

  it('draws a new secret on reset', () => {
    const values = [0.42, 0.99];
    let call = 0;
    const actor = createActor(numberGuessMachine, { input: { random: () => values[call++] as number } }).start();
    expect(actor.getSnapshot().context.secret).toBe(43);
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
});
