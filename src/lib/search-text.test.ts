import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { foldForSearch, matchesQuery } from './search-text';

describe('search text', () => {
  it('finds Vietnamese titles typed without diacritics', () => {
    expect(matchesQuery('Trò chơi táo', 'tro choi tao')).toBe(true);
    expect(matchesQuery('Đoán số', 'doan so')).toBe(true);
    expect(matchesQuery('Đua bấm chuột', 'DUA BAM')).toBe(true);
    expect(matchesQuery('Oẳn tù tì', 'oan tu ti')).toBe(true);
  });

  it('needs every word, in any order', () => {
    expect(matchesQuery('Memory Match: flip the cards', 'cards memory')).toBe(true);
    expect(matchesQuery('Memory Match: flip the cards', 'cards tarot')).toBe(false);
  });

  it('keeps Korean and Chinese as they are, and finds part of a word', () => {
    expect(matchesQuery('사과 게임', '사과')).toBe(true);
    expect(matchesQuery('사과 게임', '타로')).toBe(false);
    expect(matchesQuery('苹果游戏', '苹果')).toBe(true);
    expect(foldForSearch('사과')).toBe('사과');
  });

  it('matches everything with an empty or blank query', () => {
    fc.assert(fc.property(fc.string(), fc.constantFrom('', '  ', '\t'), (text, query) => {
      expect(matchesQuery(text, query)).toBe(true);
    }));
  });

  it('a text always matches itself, with or without its marks', () => {
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom(...'aăâeêioôơuưyđ ạảấầẩẫậắằẳẵặẹẻẽếềểễệ'.split('')) }), (text) => {
      expect(matchesQuery(text, text)).toBe(true);
      expect(matchesQuery(text, foldForSearch(text))).toBe(true);
    }));
  });
});
