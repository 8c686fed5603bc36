import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { catalogue, gameIds } from '../../lib/game-catalogue';
import { homeSections } from './home-sections';

const anyRanking = fc.shuffledSubarray([...gameIds]);
const anyDay = fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true });

describe('home sections', () => {
  it('shows no game twice: six most played, three picks, then the AI tools not yet shown', () => {
    fc.assert(
      fc.property(anyRanking, anyDay, (ranking, day) => {
        const { mostPlayed, picks, moreAi } = homeSections(catalogue, ranking, day);
        expect(mostPlayed).toHaveLength(6);
        expect(picks).toHaveLength(3);
        const all = [...mostPlayed, ...picks, ...moreAi].map((game) => game.id);
        expect(new Set(all).size).toBe(all.length);
        expect(moreAi.every((game) => game.kind === 'ai')).toBe(true);
        // Every AI tool is on Home exactly once.
        const aiShown = all.filter((id) => id.startsWith('ai-'));
        expect(aiShown.sort()).toEqual(gameIds.filter((id) => id.startsWith('ai-')).sort());
      }),
    );
  });

  it('puts the server ranking first in "most played"', () => {
    const ranking = ['reaction-test', 'ai-tarot', 'memory-game'];
    expect(homeSections(catalogue, ranking, new Date(2026, 0, 1)).mostPlayed.slice(0, 3).map((game) => game.id)).toEqual(ranking);
  });

  it('without counts, still fills every section from the catalogue', () => {
    const { mostPlayed, picks, moreAi } = homeSections(catalogue, undefined, new Date(2026, 5, 1));
    expect(mostPlayed.map((game) => game.id)).toEqual(gameIds.slice(0, 6));
    expect(picks).toHaveLength(3);
    expect(moreAi.length).toBeGreaterThanOrEqual(1);
  });
});
