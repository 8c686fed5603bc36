import { describe, expect, it } from 'vitest';
import { catalogue, gameIds, parseLockedIds } from './game-catalogue';

describe('game catalogue', () => {
  it('lists the 16 routed games and tools: 10 AI tools and 6 simple games, with art', () => {
    expect(catalogue).toHaveLength(16);
    expect(catalogue.filter((game) => game.kind === 'ai')).toHaveLength(10);
    expect(catalogue.filter((game) => game.kind === 'simple').map((game) => game.id)).toEqual([
      'rock-paper-scissors', 'click-race', 'number-guess', 'memory-game', 'apple-game', 'reaction-test',
    ]);
    for (const game of catalogue) expect(game.art).toBe(`/art/${game.id}.svg`);
  });

  it('locks nothing by default', () => {
    expect(catalogue.some((game) => game.locked)).toBe(false);
  });

  it('lets an operator lock known ids only', () => {
    expect([...parseLockedIds(' ai-quiz, nope ,apple-game,')]).toEqual(['ai-quiz', 'apple-game']);
    expect(parseLockedIds(undefined).size).toBe(0);
    expect(gameIds).not.toContain('text-style-converter');
  });
});
