/**
 * Round 11 (someone else's new start): a move, a school change or a new job of a person the visitor names ("my older
 * brother got a job in Seattle", "동생 다음 달에 전학 간대", "em trai mình chuyển trường", "我弟弟要转学了") is that
 * person's event, answered before the readers that take a move or a first day as the visitor's own (the moving-day
 * tips, "your first day at the new school"). The visitor's own move or new school keeps those readers.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { readOtherEvent, type OtherReading } from './persona-chat-fix-others.ts';

/** Events that other readers would take as the visitor's own when no person is read first. */
const newStarts: ReadonlySet<string> = new Set(['moving', 'transfer', 'newjob']);

/** Someone else's move, school change or new job, or null (no person named, or another event). */
export function readOtherNewStart(text: string, language: ContentLanguage): OtherReading | null {
  const reading = readOtherEvent(text, language);
  if (!reading?.event || reading.person === null || reading.pet || !newStarts.has(reading.event)) return null;
  return reading;
}
