/**
 * Every machine module loads and builds its machine. A machine whose configuration throws when it is created fails
 * here with its error (the path tests import the machines at the top of their files, and a file that cannot be
 * imported reports no test at all, which mutation testing would read as "survived").
 */
import { describe, expect, it } from 'vitest';

/** Each machine module and the export that holds its machine (literal imports, so Vitest links them to the files). */
const machineModules: Record<string, () => Promise<unknown>> = {
  adventure: async () => (await import('../../machines/adventure.machine')).adventureMachine,
  apple: async () => (await import('../../machines/apple.machine')).appleMachine,
  carousel: async () => (await import('../../machines/carousel.machine')).carouselMachine,
  'click-race': async () => (await import('../../machines/click-race.machine')).clickRaceMachine,
  generation: async () => (await import('../../machines/generation.machine')).generationMachine,
  leaderboard: async () => (await import('../../machines/leaderboard.machine')).leaderboardMachine,
  memory: async () => (await import('../../machines/memory.machine')).memoryMachine,
  'number-guess': async () => (await import('../../machines/number-guess.machine')).numberGuessMachine,
  'persona-chat': async () => (await import('../../machines/persona-chat.machine')).personaChatMachine,
  personality: async () => (await import('../../machines/personality.machine')).personalityMachine,
  quiz: async () => (await import('../../machines/quiz.machine')).quizMachine,
  reaction: async () => (await import('../../machines/reaction.machine')).reactionMachine,
  rps: async () => (await import('../../machines/rps.machine')).rpsMachine,
  tarot: async () => (await import('../../machines/tarot.machine')).tarotMachine,
};

describe('machine modules', () => {
  it.each(Object.keys(machineModules))('%s loads and builds a machine with states', async (name) => {
    const machine = (await machineModules[name]?.()) as { root?: { states?: Record<string, unknown>; initial?: unknown } } | undefined;
    expect(machine?.root, `${name} machine`).toBeDefined();
    expect(Object.keys(machine?.root?.states ?? {}).length, `${name} states`).toBeGreaterThan(0);
  });
});
