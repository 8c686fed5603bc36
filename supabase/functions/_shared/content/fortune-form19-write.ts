/**
 * The round-17b whether-ask written (issue 13, helper fort19; see fortune-form19.ts): what the visitor wrote and their
 * question told back, yes with its reason, and one step on how to ask.
 */
import type { PhraseComposer } from './phrase-grammar.ts';
import type { FortuneAskFirst } from './fortune-form19.ts';
import { joinTold } from './fortune-form16-write.ts';
import { form19Lines } from './data/fortune/fortune-form19-lines.ts';

/** The lines of one whether-ask reading, in order. */
export function writeAskFirstLines(form: FortuneAskFirst, c: PhraseComposer): string[] {
  const lines = form19Lines[c.language];
  c.setAll({ ask: form.ask, told: joinTold(form.told, c.language) });
  return [c.line(lines.askFirstEcho), c.line(lines.askFirstAnswer), c.line(lines.askFirstStep)];
}
