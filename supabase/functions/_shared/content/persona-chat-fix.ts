/**
 * Shape answers of round 10 (issue 13) for the persona chat: a kitchen problem, a puzzle report, someone else's event
 * or a mask. Each shape is read from surface grammar with its slots (the dish and the problem; the thing, the schedule
 * and the constraint; the person, the event, the time and the feeling) and answered from them; null when no shape is sure.
 * A shape yields to a sure reading it cannot answer better: an either-or question (the choice lines pick one) and a
 * case told with its clues counted (a weekday and a number of keyholders, which the case frame reasons with).
 */
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import { readEitherOr } from './fortune-choice.ts';
import { readChatFrame } from './persona-chat-frames.ts';
import { readKitchenRescue, writeKitchenRescue } from './persona-chat-fix-kitchen.ts';
import { readOtherEvent, writeOtherAnswer } from './persona-chat-fix-others.ts';
import { readPuzzleReport, writePuzzleAnswer } from './persona-chat-fix-puzzle.ts';

/** The shape answer to the last message, as sentences, or null. */
export function writeChatShape(persona: PersonaKey, text: string, language: ContentLanguage, int: (min: number, max: number) => number): string[] | null {
  if (readEitherOr(text)) return null;
  const kitchen = readKitchenRescue(text, language);
  if (kitchen) return writeKitchenRescue(kitchen, persona, language, int);
  const frame = readChatFrame(text);
  const countedCase = frame?.kind === 'case' && frame.weekday !== null && frame.count !== null;
  const puzzle = countedCase ? null : readPuzzleReport(text, language);
  if (puzzle) return writePuzzleAnswer(puzzle, persona, language, int);
  const other = readOtherEvent(text, language);
  if (other) return writeOtherAnswer(other, persona, language);
  return null;
}
