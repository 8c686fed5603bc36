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
  oracle: {
    states: {
      choosing: ({ context }) => expect(context.outcome).toBeNull(),
      // A round's outcome follows the hands (rock beats scissors, paper beats rock, scissors beat paper).
      won: ({ context }) => {
        expect(context.outcome).toBe('win');
        expect(specOutcome(context)).toBe('win');
        expect(context.streak).toBeGreaterThan(0);
      },
      drew: ({ context }) => {
        expect(context.outcome).toBe('draw');
        expect(specOutcome(context)).toBe('draw');
      },
      lost: ({ context }) => {
        expect(context.outcome).toBe('lose');
        expect(specOutcome(context)).toBe('lose');
      },
      over: ({ context }) => expect(context.outcome).toBe('lose'),
    },
    step: (before, event, after) => {
      const { streak } = before.context;
      if (event.type === 'RESET') {
        expect(after.context.streak, 'Reset zeroes the streak').toBe(0);
        expect(after.value).toBe('choosing');
      }
      if (event.type === 'CHOOSE') {
        if (before.matches('choosing')) {
          // The computer's hand comes from the random source: 0.1 is the first third, rock.
          expect(after.context.computerChoice).toBe('rock');
          expect(after.context.playerChoice).toBe(event.choice);
          const outcome = specOutcome(after.context);
          expect(after.context.streak, `${outcome} on a streak of ${streak}`).toBe(outcome === 'win' ? streak + 1 : streak);
          expect(after.value).toBe(outcome === 'win' ? 'won' : outcome === 'draw' ? 'drew' : 'lost');
        } else {
          // Choices are disabled outside a round: after a loss, on the result panel and on game over.
          expect(after.value).toEqual(before.value);
          expect(after.context).toEqual(before.context);
        }
      }
      if (event.type === 'CONTINUE') {
        expect(after.value).toBe(before.matches('won') || before.matches('drew') ? 'choosing' : before.value);
        expect(after.context.streak, 'Continue keeps the streak').toBe(streak);
      }
      if ((event.type as string).startsWith('xstate.after.gameOverDelay')) {
        // 2 s after a loss the game is over, the streak kept as the score.
        expect(after.value).toBe(before.matches('lost') ? 'over' : before.value);
        expect(after.context.streak).toBe(streak);
      }
      if (event.type === 'PLAY_AGAIN') {
        expect(after.value).toBe(before.matches('over') ? 'choosing' : before.value);
        expect(after.context.streak).toBe(before.matches('over') ? 0 : streak);
      }
    },
  },
});

/** The spec's rule of a round, written out here rather than taken from the engine. */
function specOutcome({ playerChoice, computerChoice }: { playerChoice: string | null; computerChoice: string | null }) {
  const beats: Record<string, string> = { rock: 'scissors', paper: 'rock', scissors: 'paper' };
  if (playerChoice === null || computerChoice === null) return null;
  if (playerChoice === computerChoice) return 'draw';
  return beats[playerChoice] === computerChoice ? 'win' : 'lose';
}

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
