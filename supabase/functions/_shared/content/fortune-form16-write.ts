/**
 * The second-wave round-15 readers by the ask's form written (issue 13, helper fort16; see fortune-form16.ts): what the
 * visitor wrote told back with their question, an answer that answers that form (a cause to test, no coin flip, a how
 * answered with how), and one step that follows from it.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import type { PhraseComposer } from './phrase-grammar.ts';
import type { FortuneForm16 } from './fortune-form16.ts';
import { form16Lines } from './data/fortune/fortune-form16-lines.ts';

/** The told clauses joined as the language tells them back (Korean quotes each one). */
export function joinTold(told: readonly string[], language: ContentLanguage): string {
  switch (language) {
    case 'ko': return told.map((clause) => `‘${clause}’`).join(', ');
    case 'zh': return told.join('，');
    case 'vi': return told.join(', ');
    default: {
      const last = told[told.length - 1] ?? '';
      return told.length <= 1 ? told.join('') : `${told.slice(0, -1).join(', ')} and ${last}`;
    }
  }
}

/** The lines of one reading by form, in order; `health` picks the cause lines that name a doctor. */
export function writeForm16Lines(form: FortuneForm16, c: PhraseComposer, health: boolean): string[] {
  const lines = form16Lines[c.language];
  c.setAll({ told: joinTold(form.told, c.language), ask: form.ask, named: form.named });
  const echo = (withTold: readonly string[]): string => c.line(form.told.length > 0 ? withTold : lines.askOnly);
  switch (form.kind) {
    case 'cause':
      return [c.line(lines.causeEcho), c.line(health ? lines.causeAnswerHealth : lines.causeAnswerOther), c.line(health ? lines.causeStepHealth : lines.causeStepOther)];
    case 'overthink':
      return [c.line(lines.overthinkEcho), c.line(lines.overthinkAnswer), c.line(lines.overthinkStep)];
    case 'backlash':
      return [echo(lines.askEcho), c.line(lines.backlashAnswer), c.line(lines.backlashStep)];
    case 'meaning':
      return [c.line(lines.meaningEcho), c.line(form.meaning === 'mixed' ? lines.meaningMixed : form.meaning === 'reached' ? lines.meaningReached : lines.meaningAnswer), c.line(lines.meaningStep)];
    case 'howNo':
      return [c.line(lines.howNoEcho), c.line(lines.howNoAnswer), c.line(lines.howNoStep)];
    case 'howTell':
      return [c.line(lines.howTellEcho), c.line(lines.howTellAnswer), c.line(lines.howTellStep)];
    case 'stopPain':
      return [echo(lines.askEcho), c.line(lines.stopAnswer), c.line(lines.stopStep)];
    case 'forecast':
      return [echo(lines.askEcho), c.line(lines.forecastAnswer), c.line(lines.forecastStep)];
  }
}
