/**
 * A table of persona-chat replies checked over seeds 1–3 (issue 13 held-out tests): each row is one visitor message to
 * one persona, the reply must match `expected` and never `wrong`. Shared by the chat test files of rounds 15 and 16.
 */
import { describe, expect, it } from 'vitest';
import type { ContentLanguage, PersonaKey } from '../../supabase/functions/_shared/contract/content-types.ts';
import { seededRandom } from '../../supabase/functions/_shared/contract/seeded-random.ts';
import { generatePersonaReply } from '../../supabase/functions/_shared/content/persona-chat.ts';

/** One row: the language, the persona, the visitor's message, what the reply must say, what it must never say. */
export type ReplyRow = [ContentLanguage, PersonaKey, string, RegExp, RegExp];

/** The reply to one message from the visitor, with the given seed. */
export function replyTo(language: ContentLanguage, persona: PersonaKey, content: string, seed = 1): string {
  return generatePersonaReply({ persona, messages: [{ role: 'user', content }] }, { language, random: seededRandom(seed) });
}

/** A describe block with one test per row, each checked on seeds 1, 2 and 3. */
export function replyRows(title: string, table: readonly ReplyRow[]): void {
  describe(title, () => {
    for (const [language, persona, message, expected, wrong] of table) {
      it(`${language} ${persona}: ${message}`, () => {
        for (const seed of [1, 2, 3]) {
          const text = replyTo(language, persona, message, seed);
          expect(text).toMatch(expected);
          expect(text).not.toMatch(wrong);
        }
      });
    }
  });
}
