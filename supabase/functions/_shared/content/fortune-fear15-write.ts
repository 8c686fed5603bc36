/**
 * The round-15 readers by the ask's form written (issue 13, helper fort15b; see fortune-fear15.ts): what the visitor wrote
 * told back with their question, an answer whose polarity answers that question (a fear is never confirmed by a stock
 * yes), and one step that follows from what they wrote.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import type { PhraseComposer } from './phrase-grammar.ts';
import type { FortuneFear } from './fortune-fear15.ts';
import { fearLines } from './data/fortune/fortune-fear15-lines.ts';

/** The told clauses joined as the language tells them back (Korean quotes each one). */
function joinTold(told: readonly string[], language: ContentLanguage): string {
  switch (language) {
    case 'ko': return told.map((clause) => `‘${clause}’`).join(', ');
    case 'zh': return told.join('，');
    case 'vi': return told.join(', ');
    default: {
      const last = told[told.length - 1] ?? '';
      return told.length <= 1 ? told.join('') : `${told.slice(0, -1).join(', ')}${/^but\s/u.test(last) ? ', ' : ' and '}${last}`;
    }
  }
}

/** The lines of one reading by form, in order; `focusAdvice` is a health focus's tuned advice (a sore back, short sleep),
 * said after the answer to a symptom asked "is it serious?". A sign doctors would rather see early gets no trigger to test
 * at home: the visit comes first. */
export function writeFearLines(fear: FortuneFear, c: PhraseComposer, focusAdvice: string | null = null): string[] {
  const lines = fearLines[c.language];
  c.setAll({
    told: joinTold(fear.told, c.language),
    ask: fear.ask,
    trigger: fear.trigger ?? '',
    feared: fear.feared ?? '',
    obstacle: fear.obstacle ?? '',
    record: fear.record ?? '',
  });
  switch (fear.kind) {
    case 'serious':
      return [c.line(lines.seriousEcho), c.line(lines.seriousAnswer), ...(focusAdvice === null ? [] : [focusAdvice]), ...(fear.trigger === null || fear.urgent ? [] : [c.line(lines.seriousTrigger)]), c.line(fear.urgent ? lines.seriousUrgent : fear.changed ? lines.seriousChanged : lines.seriousWatch)];
    case 'omen':
      return [c.line(lines.omenEcho), c.line(lines.omenAnswer), c.line(fear.dream ? lines.omenDream : lines.omenPlain), c.line(fear.dream ? lines.omenStepDream : lines.omenStepPlain)];
    case 'sign':
      return [c.line(fear.feared === null ? lines.signEchoPlain : lines.signEcho), c.line(lines.signAnswer), c.line(lines.signStep)];
    case 'judge':
      return [c.line(lines.judgeEcho), c.line(lines.judgeAnswer), c.line(lines.judgeStep)];
    case 'refuse':
      return [c.line(lines.askEcho), c.line(fear.obstacle === null ? lines.refuseLeanPlain : lines.refuseLean), c.line(lines.refuseStep)];
    case 'fallOut':
      return [c.line(lines.askEcho), c.line(fear.obstacle === null ? lines.fallOutLeanPlain : lines.fallOutLean), c.line(lines.fallOutStep)];
    case 'speak':
      return [c.line(lines.speakEcho), c.line(lines.speakLean), c.line(lines.speakStep)];
    case 'record':
      return [c.line(fear.told.length > 0 ? lines.askEcho : lines.recordEchoAsk), c.line(lines.recordWeigh), c.line(lines.recordLean), c.line(lines.recordStep)];
  }
}
