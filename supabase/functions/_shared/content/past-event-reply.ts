/**
 * Writes the answer to a finished event (past-event.ts): in the chat, comfort for what already happened plus what the
 * visitor added (a scolding, a salary figure, one answer) and the step after; in a fortune, a reading of the wait or of
 * what comes after, never preparation tips for a day that is over.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import type { PhraseComposer } from './phrase-grammar.ts';
import type { PastEvent } from './past-event.ts';
import { eventNames, pastEventChatLines, pastEventFortuneLines, type PastRegister } from './data/past-event-lines.ts';

/** The chat lines answering a finished event, in the register given (Korean polite or casual). */
export function writePastEventChat(past: PastEvent, register: PastRegister, c: PhraseComposer): string[] {
  const language: ContentLanguage = register === 'koPolite' ? 'ko' : register;
  const lines = pastEventChatLines[register];
  c.set('event', eventNames[language][past.event]);
  const parts = [c.line(past.outcome === 'waiting' ? lines.waiting : lines.bad)];
  if (past.scolded) parts.push(c.line(lines.scolded));
  if (past.slip) parts.push(c.line(past.slip === 'salary' ? lines.salary : lines.answer));
  // A scolding and a slip are the message's own news: the generic next step waits for another turn.
  if (past.outcome === 'bad' && !(past.scolded && past.slip)) parts.push(c.line(lines.next[past.event]));
  parts.push(c.line(lines.ask));
  return parts;
}

/** The opening lines of a fortune about a finished event: the wait or what comes after, with its advice. */
export function writePastEventFortune(past: PastEvent, c: PhraseComposer): string[] {
  const lines = pastEventFortuneLines[c.language];
  c.set('event', eventNames[c.language][past.event]);
  if (past.outcome === 'waiting') return [c.line(lines.waiting), c.line(lines.waitingAdvice)];
  return [c.line(lines.bad), c.line(lines.badAdvice[past.event])];
}
