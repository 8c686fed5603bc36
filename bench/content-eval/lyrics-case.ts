/** Builders for lyrics eval cases (issue 13, round 9): facts on a poem's body or title, and the case itself. */
import type { ContentLanguage, LyricsEmotion, LyricsForm } from '../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase, type EvalFact } from './eval-case.ts';

/** A check that passes when the pattern is absent. */
export const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);

/** A fact checked on a poem's body, without its title line. */
export function inBody(label: string, check: RegExp | ((body: string) => boolean)): EvalFact {
  const test = typeof check === 'function' ? check : (body: string) => check.test(body);
  return { label, check: (text) => test(text.split('\n').slice(1).join('\n')) };
}

/** A fact checked on a poem's title line. */
export function inTitle(label: string, check: (title: string) => boolean): EvalFact {
  return { label, check: (text) => check(text.split('\n')[0] ?? '') };
}

/** One lyrics-poem eval case. */
export const lyrics = (id: string, language: ContentLanguage, input: string, emotion: LyricsEmotion, lyricStyle: LyricsForm, facts: EvalFact[]): EvalCase =>
  evalCase({ id, type: 'lyrics-poem', language, input: { input, emotion, lyricStyle }, facts });
