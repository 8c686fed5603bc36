/**
 * Round 11 wave 2: picks the first of the wave's chat shapes that reads the message, in one precedence order (a signal
 * with nobody there for the detective; the visitor's own news told to a close persona; someone else's good news with a
 * mixed feeling; passive good news) and writes its lines, or returns null so the older readers run.
 */
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import { readMixedNews, writeMixedNews } from './persona-chat-shape11b-mixed.ts';
import { readPraised, writePraised } from './persona-chat-shape11b-praised.ts';
import { readSignal, writeSignal } from './persona-chat-shape11b-signal.ts';
import { readToldNews, writeToldNews } from './persona-chat-shape11b-told.ts';

/** The lines of the first wave-2 shape that reads the message, or null. */
export function writeWave2Shape(persona: PersonaKey, text: string, language: ContentLanguage): string[] | null {
  const signal = persona === 'detective' ? readSignal(text, language) : null;
  if (signal) return writeSignal(signal, persona, language);
  const told = readToldNews(text, language, persona);
  if (told) return writeToldNews(told, persona, language);
  const mixed = readMixedNews(text, language);
  if (mixed) return writeMixedNews(mixed, persona, language);
  const praised = readPraised(text, language);
  if (praised) return writePraised(praised, persona, language);
  return null;
}
