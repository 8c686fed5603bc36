import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { testMachinePaths } from '../tests/model/harness';
import { type RpsEvent, rpsMachine } from './rps.machine';

// A constant random number: the computer always shows rock, so paper wins, rock draws and scissors loses.
const alwaysRock = () => 0.1;

testMachinePaths('rps', {
  machine: rpsMachine,
  input: { random: alwaysRock },
  events: (snapshot): RpsEvent[] => [
    // Winning is offered up to a streak of 2, which keeps the state graph finite while exact streaks are compared.
    ...(snapshot.context.streak < 2 ? [{ type: 'CHOOSE', choice: 'paper' } as const] : []),
    { type: 'CHOOSE', choice: 'rock' },
    { type: 'CHOOSE', choice: 'scissors' },
    { type: 'CONTINUE' },
    { type: 'PLAY_AGAIN' },
    { type: 'RESET' },
    { type: 'xstate.after.gameOverDelay.rps.lost' } as never,
  ],
  delays: { gameOverDelay: 2000 },
  contextKeys: ['streak', 'playerChoice', 'computerChoice', 'outcome'],
});

describe('rps game over', () => {
  it('keeps the streak after a loss and reports it 2 s later, not before', async () => {
    vi.useFakeTimers();
    const picks = [0.1, 0.5, 0.9];
    let call = 0;
    const actor = createActor(rpsMachine, { input: { random: () => picks[call++ % picks.length] as number } });
    const finished: number[] = [];
    actor.on('finished', (event) => finished.push(event.score));
    actor.start();
    actor.send({ type: 'CHOOSE', choice: 'paper' }); // computer rock → win
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'CHOOSE', choice: 'scissors' }); // computer paper → win
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'CHOOSE', choice: 'paper' }); // computer scissors → lose
    expect(actor.getSnapshot().value).toBe('lost');
    expect(actor.getSnapshot().context.streak).toBe(2);
    actor.send({ type: 'CHOOSE', choice: 'rock' });
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().value).toBe('lost');
    await vi.advanceTimersByTimeAsync(1999);
    expect(finished).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('over');
    expect(finished).toEqual([2]);
    actor.send({ type: 'PLAY_AGAIN' });
    expect(actor.getSnapshot().context.streak).toBe(0);
    vi.useRealTimers();
  });

  it('asks the random source once per round', () => {
    const random = vi.fn(() => 0.5);
    const actor = createActor(rpsMachine, { input: { random } }).start();
    actor.send({ type: 'CHOOSE', choice: 'paper' });
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'CHOOSE', choice: 'scissors' });
    expect(random).toHaveBeenCalledTimes(2);
  });
});
