/**
 * The round-13 fortune forms written (issue 13, helper fort4): a choice names both options and leans with its reason and
 * one step; an offer is answered and its price weighed in the visitor's words; a recurring problem is said back, its
 * when answered against the visitor's own time, and one step given (see fortune-weigh13.ts for how each is read).
 */
import type { PhraseComposer } from './phrase-grammar.ts';
import type { ChoiceReason, FortuneWeigh } from './fortune-weigh13.ts';
import { weighLines } from './data/fortune/fortune-weigh13-lines.ts';

/** The lines of a round-13 form, in order. */
export function writeWeighLines(weigh: FortuneWeigh, c: PhraseComposer): string[] {
  const lines = weighLines[c.language];
  switch (weigh.kind) {
    case 'choice': {
      const [a, b] = weigh.options;
      c.setAll({ a, b, pick: weigh.options[weigh.pick], other: weigh.options[weigh.pick === 0 ? 1 : 0], because: weigh.because ?? '' }).flag('otherNamed', false);
      return [c.line(lines.choiceLean), c.line(lines.choiceWhy[weigh.reason]), c.line(lines.choiceStep[weigh.reason])];
    }
    case 'offer':
      c.setAll({ offer: weigh.offer, price: weigh.price, extra: weigh.extra ?? '' });
      return [c.line(lines.offer), ...(weigh.extra === null ? [] : [c.line(lines.offerExtra)]), c.line(lines.offerWeigh), c.line(lines.offerStep)];
    case 'recurring':
      c.setAll({ problem: weigh.problem, time: weigh.time ?? '', trigger: weigh.trigger ?? '' });
      return [c.line(lines.recurring), c.line(weigh.time === null ? lines.whenOpen : lines.whenTimed), c.line(weigh.trigger === null ? lines.stepLog : lines.stepTrigger)];
  }
}

/** The reason and the step of a lean read from the options' grammar, for options already set as {pick} / {other}. */
export function writeLeanLines(lean: { reason: ChoiceReason; because: string | null }, c: PhraseComposer, otherNamed: boolean): string[] {
  const lines = weighLines[c.language];
  c.set('because', lean.because ?? '').flag('otherNamed', otherNamed);
  return [c.line(lines.choiceWhy[lean.reason]), c.line(lines.choiceStep[lean.reason])];
}

/** One small test for the pick of a choice with no reason of its own, after the older reader's lines (not Korean). */
export function writeChoiceStep(c: PhraseComposer): string {
  return c.line(weighLines[c.language].choiceStep.first);
}
