/**
 * Whole words bounded by letters (with their marks) on both sides, in any script: `\b` knows only ASCII word
 * characters, so "ai" would match inside "hai" and "cắn" inside a longer Vietnamese word. Pure.
 */
const letter = '[\\p{L}\\p{M}]';

/** A case-insensitive pattern for any of `words` (an alternation) standing as whole words; `global` adds the g flag. */
export function letterBoundedWords(words: string, global = false): RegExp {
  return new RegExp(`(?<!${letter})(?:${words})(?!${letter})`, global ? 'giu' : 'iu');
}
