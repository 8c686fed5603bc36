/**
 * Round 12 of issue 13: picks the first round-12 chat shape that reads the message (a feeling after a change; someone
 * else's news beside the visitor's own feeling, when the round-11 reader of named events does not read it) and writes its lines, or returns null so the older readers run. Runs
 * before the topic readers, which fire on one word (work, 일, làm việc, 工作) when the clause is about a feeling.
 */
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import { readChangeFeeling, writeChangeFeeling } from './persona-chat-change12.ts';
import { readMixedNews } from './persona-chat-shape11b-mixed.ts';
import { readAskForm } from './persona-chat-ask.ts';
import { readOtherEvent } from './persona-chat-fix-others.ts';
import { readTheirs, writeTheirs } from './persona-chat-theirs12.ts';

/** The lines of the first round-12 shape that reads the message, or null. */
export function writeRound12Shape(persona: PersonaKey, text: string, language: ContentLanguage): string[] | null {
  const change = readChangeFeeling(text, language);
  if (change) return writeChangeFeeling(change, persona, language);
  // Someone else's news with a feeling an older reader names (engaged, promoted; a coworker named and congratulated;
  // a father's surgery) keeps that answer.
  const older = readMixedNews(text, language) !== null || readAskForm(text)?.kind === 'mixed' || readOtherEvent(text, language) !== null;
  const theirs = older ? null : readTheirs(text, language, persona);
  if (theirs) return writeTheirs(theirs, persona, language);
  return null;
}
