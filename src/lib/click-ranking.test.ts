import { describe, expect, it } from 'vitest';
import { rankGames, withRegisteredClick, type GameClicks } from './click-ranking';
import { catalogue } from './game-catalogue';

const clicks: GameClicks = { ranking: ['memory-game', 'ai-tarot', 'ai-quiz', 'ai-story'], counts: { 'memory-game': 7, 'ai-tarot': 5, 'ai-quiz': 2, 'ai-story': 2 } };

describe('rankGames', () => {
  it('keeps the server order and puts unlisted games after it in catalogue order', () => {
    const ids = rankGames(catalogue, clicks.ranking).map((game) => game.id);
    expect(ids.slice(0, 4)).toEqual(clicks.ranking);
    expect(ids.slice(4)).toEqual(catalogue.map((game) => game.id).filter((id) => !clicks.ranking.includes(id)));
  });

  it('shows the catalogue order when the server gave nothing and skips ids it does not know', () => {
    expect(rankGames(catalogue, undefined)).toEqual(catalogue);
    expect(rankGames(catalogue, ['gone', 'apple-game'])[0]?.id).toBe('apple-game');
  });
});

describe('withRegisteredClick', () => {
  it('sets the returned count and moves the game up only past games with fewer clicks', () => {
    const next = withRegisteredClick(clicks, 'ai-story', 6);
    expect(next.counts['ai-story']).toBe(6);
    expect(next.ranking).toEqual(['memory-game', 'ai-story', 'ai-tarot', 'ai-quiz']);
    expect(clicks.counts['ai-story']).toBe(2);
  });

  it('places equal counts by id, as the server does, and adds games it did not list', () => {
    expect(withRegisteredClick(clicks, 'ai-story', 5).ranking).toEqual(['memory-game', 'ai-story', 'ai-tarot', 'ai-quiz']);
    expect(withRegisteredClick(clicks, 'reaction-test', 5).ranking).toEqual(['memory-game', 'ai-tarot', 'reaction-test', 'ai-quiz', 'ai-story']);
    expect(withRegisteredClick(clicks, 'apple-game', 1).ranking).toEqual([...clicks.ranking, 'apple-game']);
  });
});
