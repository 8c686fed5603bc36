/**
 * Facts about an adventure continuation's text (issue 13 eval): its narration (before the numbered choices), the
 * narration after the retold choice (so an echo of the choice never satisfies a fact), and its choices.
 */
import type { EvalFact } from './eval-case.ts';

/** The narration only, without the prompt and the numbered choices. */
export const narrationOf = (text: string): string => text.split(/\n\n/u)[0] ?? text;
/** The narration after its first sentence (the retold choice), so an echo of the choice never satisfies a fact. */
export const afterRetell = (text: string): string => narrationOf(text).replace(/^[^.!?。！？]*[.!?。！？]["”’」』]?\s*/u, '');
/** The numbered choices after the narration. */
export const choicesOf = (text: string): string => text.split(/\n\n/u).slice(1).join('\n');
/** A fact the narration adds after the retold choice. */
export const added = (pattern: RegExp, label: string): EvalFact => ({ label, check: (t) => pattern.test(afterRetell(t)) });
/** A fact the narration must not add after the retold choice. */
export const notAdded = (pattern: RegExp, label: string): EvalFact => ({ label, check: (t) => !pattern.test(afterRetell(t)) });
/** A fact no numbered choice may carry. */
export const noOption = (pattern: RegExp, label: string): EvalFact => ({ label, check: (t) => !pattern.test(choicesOf(t)) });
