/**
 * Whole words in a Chinese theme (issue 13, round 9, lead's read): a phrase the readers cut out of a theme may end
 * inside a word ("最好的朋友因" ends inside 因为, "一句玩笑冷" inside 冷战). Such a piece is never a key, an image or a
 * scene. Word boundaries come from the runtime's dictionary segmenter (Intl.Segmenter). Only the end is checked: the
 * dictionary glues a verb to a one-character noun ("看海"), so a noun like 海 may rightly start inside a segment.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { chineseWordBounds } from './text-segments.ts';

/** Whether a span occurs in the text ending at a word's end (Chinese only; other languages' readers cut at spaces). */
export function isWholeWordSpan(span: string, text: string, language: ContentLanguage): boolean {
  if (language !== 'zh' || span === '') return true;
  const bounds = chineseWordBounds(text);
  for (let at = text.indexOf(span); at >= 0; at = text.indexOf(span, at + 1)) {
    if (bounds.has(at + span.length)) return true;
  }
  // A span the readers rebuilt (trimmed or joined) and that the text does not contain as such is left to them.
  return !text.includes(span);
}
