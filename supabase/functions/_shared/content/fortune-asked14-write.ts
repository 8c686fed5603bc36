/**
 * The round-14 fall-through written (issue 13, helper fort14): the visitor's statements and question told back whole,
 * the obstacle they named weighed, a lean in the question's own form, one step before deciding (see fortune-asked14.ts).
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import type { PhraseComposer } from './phrase-grammar.ts';
import type { AskedWithReason } from './fortune-asked14.ts';
import { askedLines } from './data/fortune/fortune-asked14-lines.ts';
import { namedWorries } from './fortune-worry.ts';
import { loanStances } from './fortune-loan.ts';

/** The statement clauses joined as the language tells them back (Korean quotes each one). */
function joinTold(told: readonly string[], language: ContentLanguage): string {
  switch (language) {
    case 'ko': return told.map((clause) => `‘${clause}’`).join(', ');
    case 'zh': return told.join('，');
    case 'vi': return told.join(', ');
    default: return told.length <= 1 ? told.join('') : `${told.slice(0, -1).join(', ')} and ${told[told.length - 1] ?? ''}`;
  }
}

/** The lines of the fall-through, in order; with `stepGiven`, the caller has a step of its own (a crush's place, a trip's
 * spot). The one step follows from the obstacle's kind: a health question has that part checked first (given or not),
 * money to borrow gets its two numbers before the proposer hears an answer, a measure is lived once at its real size, an
 * act someone proposed is taken back to them, else what would have to change about that part for a clear yes. */
export function writeAskedLines(asked: AskedWithReason, c: PhraseComposer, stepGiven = false, health = false): string[] {
  const lines = askedLines[c.language];
  c.setAll({ told: joinTold(asked.told, c.language), obstacle: asked.obstacle, ask: asked.ask, act: asked.act ?? '', who: asked.proposer ?? lines.someone });
  const asks = asked.proposal !== null;
  // Money to borrow for what was asked is its price: weighed as a price, with the loan's careful stance for the lean.
  const borrows = asked.kind === 'borrow' && asks;
  // A body's limit in a health question is no second plan to leave room for: it is the terms of the answer.
  const weigh = borrows && asked.act !== null ? lines.weighBorrow : asked.act !== null && !health ? lines.weighBoth : asked.marked ? lines.weigh : lines.weighPlain;
  const out = [c.line(lines.echo), c.line(weigh), c.line(borrows ? loanStances[c.language] : lines.lean[asked.form])];
  const step = health ? lines.stepHealth
    : borrows ? lines.stepBorrow
      : asked.kind === 'measure' && asked.form !== 'will' ? lines.stepMeasure
        : asks && asked.form !== 'will' ? lines.stepAsked
          : asked.form === 'will' ? lines.stepWill : lines.step;
  // A step read from the obstacle itself (a body, money to borrow, a measure) is said even beside the caller's own lines.
  const own = health || borrows || (asked.kind === 'measure' && asked.form !== 'will');
  return stepGiven && !own ? out : [...out, c.line(step)];
}

/** The obstacle the visitor named, as one line for a reading that answered their act but left it out; null when it is
 * not marked (no contrast, negation or limit), the reading already says it, or it is a worry with its own tip (the cost,
 * car sickness). */
export function writeObstacleAlso(asked: AskedWithReason | null, written: string, c: PhraseComposer): string | null {
  if (asked === null || !asked.marked || written.includes(asked.obstacle) || namedWorries(asked.obstacle).length > 0) return null;
  return c.set('obstacle', asked.obstacle).line(askedLines[c.language].alsoWeigh);
}
