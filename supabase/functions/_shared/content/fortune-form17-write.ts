/**
 * The round-16 readers by the ask's form written (issue 13, helper fort17; see fortune-form17.ts): what the visitor wrote
 * told back with their question, an answer in that form (a why gets a reason and a way to find it; a feared harm of the
 * visitor's own act gets a lean about that harm), and one step that follows from it.
 */
import type { PhraseComposer } from './phrase-grammar.ts';
import type { FortuneForm17 } from './fortune-form17.ts';
import { joinTold } from './fortune-form16-write.ts';
import { form17Lines } from './data/fortune/fortune-form17-lines.ts';

/** The lines of one reading by form, in order; `health` picks the why lines that name a doctor. */
export function writeForm17Lines(form: FortuneForm17, c: PhraseComposer, health: boolean): string[] {
  const lines = form17Lines[c.language];
  c.setAll({ told: joinTold(form.told, c.language), ask: form.ask });
  const about = c.language === 'en' && (form.told[0] ?? '').startsWith('about ');
  const echo = c.line(form.told.length === 0 ? lines.askOnly : form.ask === '' ? lines.whyEcho : about ? lines.aboutEcho : lines.askEcho);
  if (form.kind === 'condition') return [echo, c.line(lines.conditionAnswer), c.line(lines.conditionStep)];
  if (form.kind === 'why') return [echo, c.line(health ? lines.whyAnswerHealth : lines.whyAnswerOther), c.line(health ? lines.whyStepHealth : lines.whyStepOther)];
  switch (form.harm) {
    case 'record': return [echo, c.line(lines.recordAnswer), c.line(lines.recordStep)];
    case 'bond': return [echo, c.line(lines.bondAnswer), c.line(lines.bondStep)];
    case 'bondKeep': return [echo, c.line(lines.bondKeepAnswer), c.line(lines.bondStep)];
    default: return [echo, c.line(lines.plainAnswer), c.line(lines.plainStep)];
  }
}
