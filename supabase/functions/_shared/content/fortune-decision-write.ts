/**
 * The decision answer of the fortune teller (issue 13, round 12): the visitor's act said back whole with its window and
 * deadline, the answer with a reason drawn from the act's kind, the deadline kept as a step before it, and the
 * companion planned for (see fortune-decision.ts for how each part is read).
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import type { PhraseComposer } from './phrase-grammar.ts';
import type { FortuneDecision } from './fortune-decision.ts';
import { decisionLines } from './data/fortune/fortune-decision-lines.ts';

/** The act with its window and deadline, in the order the language says them. */
function wholeAct(decision: FortuneDecision, language: ContentLanguage): string {
  const { act, before, window } = decision;
  const windowFree = window !== null && !act.includes(window) && !(before ?? '').includes(window) ? window : null;
  switch (language) {
    case 'ko': return [before === null ? windowFree : null, before === null ? null : `${before}에`, act].filter((part) => part !== null).join(' ');
    case 'zh': {
      if (before !== null) return `${decision.theirDeadline && !/^(?:在|赶在)/u.test(before) && /之前$/u.test(before) ? '在' : ''}${before}${act}`;
      return `${windowFree ?? ''}${act}`;
    }
    default: return [act, before === null ? windowFree : null, before].filter((part) => part !== null).join(' ');
  }
}

/** The lines of a decision answer, in order: the act said back, the answer and its reason, the deadline, the companion. */
export function writeDecisionLines(decision: FortuneDecision, c: PhraseComposer): string[] {
  const lines = decisionLines[c.language];
  c.setAll({ whole: wholeAct(decision, c.language), before: decision.before ?? '', window: decision.window ?? '', thing: decision.thing ?? decision.act });
  c.flag('companion', decision.companion !== null).flag('before', decision.before !== null).flag('purpose', decision.after?.purpose === true);
  if (decision.companion !== null) c.set('companion', decision.companion);
  const out = [c.line(decision.gerund ? lines.echoGerund : lines.echo)];
  if (decision.kind === 'confess' && decision.before !== null) out.push(c.line(lines.confessBefore));
  else {
    out.push(c.line(lines.answer[decision.kind]));
    if (decision.after !== null) out.push(c.set('after', decision.after.text).line(decision.after.purpose ? lines.afterPurpose : lines.afterReplace));
    if (decision.before !== null) out.push(c.line(decision.theirDeadline ? lines.deadlineTheirs : lines.deadlineOwn));
  }
  const habit = decision.kind === 'quitHabit' || decision.kind === 'startHabit';
  if (habit && decision.window !== null && decision.before === null) out.push(c.line(lines.habitWindow));
  if (decision.companion !== null) out.push(c.line(decision.pet ? lines.companionPet : lines.companion));
  return out;
}

/**
 * For a situation's own reading (its advice keeps the rest): the act said back, to lead it, and the companion planned
 * for, to close its first part.
 */
export function writeDecisionLead(decision: FortuneDecision, c: PhraseComposer): { lead: string[]; tail: string[] } {
  const lines = decisionLines[c.language];
  c.setAll({ whole: wholeAct(decision, c.language), window: decision.window ?? '', thing: decision.thing ?? decision.act });
  const lead = [c.line(decision.gerund ? lines.echoGerund : lines.echo)];
  const tail = decision.companion === null ? [] : [c.set('companion', decision.companion).line(decision.pet ? lines.companionPet : lines.companion)];
  return { lead, tail };
}
