import { describe, expect, it } from 'vitest';
import { catalogue } from '../../lib/game-catalogue';
import vi from '../../i18n/locales/vi/games.json';
import ko from '../../i18n/locales/ko/games.json';
import { filterCatalogue, parseTab } from './catalogue-filter';

/** Name and description of a game in one language's games namespace. */
function describer(texts: Record<string, unknown>) {
  return (game: { key: string }) => {
    const entry = texts[game.key] as { title: string; description: string };
    return `${entry.title} ${entry.description}`;
  };
}

describe('catalogue filter', () => {
  it('reads the tab from the URL, "all" for anything unknown', () => {
    expect(parseTab('simple')).toBe('simple');
    expect(parseTab('ai')).toBe('ai');
    expect(parseTab(null)).toBe('all');
    expect(parseTab('SIMPLE')).toBe('all');
  });

  it('finds a Vietnamese game typed without diacritics', () => {
    expect(filterCatalogue(catalogue, 'all', 'tro choi tao', describer(vi)).map((game) => game.id)).toEqual(['apple-game']);
    expect(filterCatalogue(catalogue, 'all', 'doan so', describer(vi)).map((game) => game.id)).toEqual(['number-guess']);
  });

  it('searches descriptions too, within the chosen tab only', () => {
    const tarot = filterCatalogue(catalogue, 'all', '타로', describer(ko)).map((game) => game.id);
    expect(tarot).toContain('ai-tarot');
    expect(filterCatalogue(catalogue, 'simple', '타로', describer(ko))).toEqual([]);
    expect(filterCatalogue(catalogue, 'simple', '', describer(ko))).toHaveLength(6);
    expect(filterCatalogue(catalogue, 'ai', '', describer(ko))).toHaveLength(10);
  });
});
