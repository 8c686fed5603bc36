/**
 * The shared harness of the fortune round-17b and round-18 tests (a test helper, imported only by tests): each row is
 * a held-out request, the path that must answer it, and what its first paragraph must say; over four seeds the first
 * paragraph must never say what the caller's stock pattern names (the stock lines the round replaced).
 */
import { describe, expect, it } from 'vitest';
import { explainFortune } from './fortune-telling.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { ContentLanguage, FortuneCategory } from '../contract/content-types.ts';

const seeds = [1, 7, 42, 1001];
const firstParagraph = (text: string): string => text.split('\n\n')[0] ?? '';

/** One held-out request, the path that must answer it and what its first paragraph says. */
export interface FortuneRow { language: ContentLanguage; category: FortuneCategory; input: string; path: string; says: RegExp }

/** Checks rows under one describe title: the path is taken, the first paragraph says its fact and none of `stock`. */
export function checkFortuneRows(title: string, rows: readonly FortuneRow[], stock: RegExp): void {
  describe(title, () => {
    for (const { language, category, input, path, says } of rows) {
      it(`${language}: ${input}`, () => {
        for (const seed of seeds) {
          const { text, path: route } = explainFortune({ category, input }, { language, random: seededRandom(seed) });
          expect(route.join(' > ')).toContain(path);
          expect(firstParagraph(text)).toMatch(says);
          expect(firstParagraph(text)).not.toMatch(stock);
        }
      });
    }
  });
}
