import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { testMachinePaths } from '../tests/model/harness';
import { type RpsEvent, rpsMachine } from './rps.machine';

// A constant random number: the computer always shows rock, so paper wins, rock draws and scissors loses.
const alwaysRock = () => 0.1;

testMachinePaths('rps', {
  machine: rpsMachine,
  input: { random: alwaysRock },
  events: (snapshot): RpsEvent[] => [
    // Winning is offered up to a streak of 2, which keeps the state graph finite while exact streaks are compared.
    // (Offline the computer shows rock, so paper wins; online the server shows scissors, so rock wins.)
    ...(snapshot.context.streak < 2 || snapshot.context.session !== null ? [{ type: 'CHOOSE', choice: 'paper' } as const] : []),
    ...(snapshot.context.streak < 2 || snapshot.context.session === null ? [{ type: 'CHOOSE', choice: 'rock' } as const] : []),
    { type: 'CHOOSE', choice: 'scissors' },
    { type: 'CONTINUE' },
    { type: 'PLAY_AGAIN' },
    { type: 'RESET' },
    { type: 'xstate.after.gameOverDelay.rps.lost' } as never,
    ...(snapshot.matches('starting')
      ? ([
          { type: 'xstate.done.actor.startSession', output: 'session-1' },
          { type: 'xstate.error.actor.startSession', error: new Error('offline') },
        ] as never[])
      : []),
    ...(snapshot.matches('asking')
      ? ([
          // The server's hand: scissors (paper loses, rock wins, scissors draws).
          { type: 'xstate.done.actor.playHand', output: { computer: 'scissors', token: 'session-2' } },
          { type: 'xstate.error.actor.playHand', error: new Error('replayed') },
        ] as never[])
      : []),
  ],
  delays: { gameOverDelay: 2000 },
  deferredActors: ['startSession', 'playHand'],
  contextKeys: ['streak', 'playerChoice', 'computerChoice', 'outcome', 'session'],
  oracle: {
    states: {
      // A new game waits for the server's session before the hands are enabled.
      starting: ({ context }) => {
        expect(context.streak).toBe(0);
        expect(context.session).toBeNull();
      },
      choosing: ({ context }) => expect(context.outcome).toBeNull(),
      // While the server draws, the player's hand is known and the computer's is not.
      asking: ({ context }) => {
        expect(context.playerChoice).not.toBeNull();
        expect(context.computerChoice).toBeNull();
        expect(context.session).not.toBeNull();
      },
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
        expect(after.value).toBe('starting');
      }
      const type = event.type as string;
      if (type === 'xstate.done.actor.playHand') {
        // The computer's hand is the server's; the outcome and the streak follow it.
        expect(after.context.computerChoice).toBe('scissors');
        expect(after.context.session).toBe('session-2');
        const outcome = specOutcome(after.context);
        expect(after.context.streak).toBe(outcome === 'win' ? streak + 1 : streak);
        expect(after.value).toBe(outcome === 'win' ? 'won' : outcome === 'draw' ? 'drew' : 'lost');
      }
      if (type === 'xstate.error.actor.playHand') {
        // The server lost: the round is played with the local random source and the game can no longer be saved.
        expect(after.context.computerChoice).toBe('rock');
        expect(after.context.session).toBeNull();
      }
      if (type === 'xstate.done.actor.startSession') expect(after.context.session).toBe('session-1');
      if (event.type === 'CHOOSE' && before.matches('choosing') && before.context.session !== null) {
        expect(after.value).toBe('asking');
        expect(after.context.playerChoice).toBe(event.choice);
        expect(after.context.streak).toBe(streak);
      } else if (event.type === 'CHOOSE') {
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
        expect(after.value).toBe(before.matches('over') ? 'starting' : before.value);
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
  it("plays the server's hands, keeps the streak after a loss and reports it with the session 2 s later, not before", async () => {
    vi.useFakeTimers();
    const hands = ['rock', 'paper', 'scissors'] as const;
    let round = 0;
    const machine = rpsMachine.provide({
      actors: {
        startSession: fromPromise(async () => 'S0'),
        playHand: fromPromise(async ({ input }) => {
          expect(input.session).toBe(`S${round}`);
          const computer = hands[round % 3] as (typeof hands)[number];
          round += 1;
          return { computer, token: `S${round}` };
        }),
      },
    });
    const random = vi.fn(() => 0.5);
    const actor = createActor(machine, { input: { random } });
    const finished: Array<{ score: number; proof: unknown }> = [];
    actor.on('finished', (event) => finished.push({ score: event.score, proof: event.proof }));
    actor.start();
    // Settles the fake server's promises without moving the clock.
    const settle = async (value: string) => {
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe(value);
    };
    await settle('choosing');
    actor.send({ type: 'CHOOSE', choice: 'paper' }); // server rock → win
    await settle('won');
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'CHOOSE', choice: 'scissors' }); // server paper → win
    await settle('won');
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'CHOOSE', choice: 'paper' }); // server scissors → lose
    await settle('lost');
    expect(actor.getSnapshot().context.streak).toBe(2);
    actor.send({ type: 'CHOOSE', choice: 'rock' });
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().value).toBe('lost');
    await vi.advanceTimersByTimeAsync(1999);
    expect(finished).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('over');
    expect(finished).toEqual([{ score: 2, proof: { token: 'S3' } }]);
    expect(random, 'online, the local random source is never used').not.toHaveBeenCalled();
    actor.send({ type: 'PLAY_AGAIN' });
    expect(actor.getSnapshot().context.streak).toBe(0);
    vi.useRealTimers();
  });

  it('offline, asks the random source once per round and reports no proof', async () => {
    const random = vi.fn(() => 0.5);
    const actor = createActor(rpsMachine, { input: { random } }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('choosing'));
    actor.send({ type: 'CHOOSE', choice: 'paper' });
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'CHOOSE', choice: 'scissors' });
    expect(random).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.session).toBeNull();
  });
});
