/**
 * One request of the content-engine evaluation set (issue 13): a realistic input a visitor might write, and the facts
 * a good answer must carry. A fact is a named check on the answer's text (a pattern or a function), written from what
 * a reader would expect ("keeps the hero's name", "talks about investing"), never from what the engine happens to say.
 */
import type { ContentInputs, ContentLanguage, ContentOutputs, ContentType } from '../../supabase/functions/_shared/contract/content-types.ts';

/** A fact the answer must carry: a label a reader understands, and its check on the answer's text. */
export interface EvalFact {
  label: string;
  /** A pattern the answer's text must match, or a check on that text. */
  check: RegExp | ((text: string) => boolean);
}

/** One evaluation request. */
export interface EvalCase<T extends ContentType = ContentType> {
  /** Unique id, e.g. "chat-ko-2". */
  id: string;
  type: T;
  language: ContentLanguage;
  input: ContentInputs[T];
  facts: EvalFact[];
}

/** Builds a typed case (keeps `input` checked against its type). */
export function evalCase<T extends ContentType>(evalCase: EvalCase<T>): EvalCase {
  return evalCase as unknown as EvalCase;
}

/** The answer as one text a reader would see (structured results joined field by field). */
export function answerText(type: ContentType, output: ContentOutputs[ContentType]): string {
  if (typeof output === 'string') return output;
  if (type === 'tarot-reading') {
    const reading = output as ContentOutputs['tarot-reading'];
    const cards = reading.cards.map((card) => `${card.name} ${card.direction} ${card.keywords.join(', ')}\n${card.interpretation}`);
    return [...cards, reading.overallMessage, reading.luckyColor, reading.luckyItem].join('\n');
  }
  const result = output as ContentOutputs['personality-test'];
  return [result.type, result.description, ...result.strengths, ...result.cautions, result.tip].join('\n');
}

/** Whether the text carries the fact. */
export function carries(text: string, fact: EvalFact): boolean {
  return typeof fact.check === 'function' ? fact.check(text) : fact.check.test(text);
}

/** A story's text without the visitor's opening, when the answer starts with it: what the writer added. */
function addedAfter(text: string, opening: string): string {
  return text.startsWith(opening) ? text.slice(opening.length) : text;
}

/** A fact checked only on what the writer added after the visitor's opening (an echo of the opening never counts). */
export function afterOpening(opening: string, label: string, check: RegExp | ((added: string) => boolean)): EvalFact {
  const test = typeof check === 'function' ? check : (added: string) => check.test(added);
  return { label, check: (text) => test(addedAfter(text, opening)) };
}

/** A fact checked on the last paragraph (the ending). */
export function inEnding(label: string, pattern: RegExp): EvalFact {
  return { label, check: (text) => pattern.test(text.split(/\n\s*\n/u).at(-1) ?? '') };
}

/**
 * A story case builder for one round's sets: the round's own facts, plus the checks every such round carries on the
 * added text — none of the round's stock `filler` (a pattern per language that fits no premise), and no doubled
 * punctuation or empty template slot.
 */
export function storyCaseBuilder(filler: Readonly<Record<ContentLanguage, RegExp>>) {
  const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
  return (id: string, language: ContentLanguage, storyStart: string, facts: (opening: string) => EvalFact[]): EvalCase =>
    evalCase({
      id,
      type: 'story',
      language,
      input: { storyStart },
      facts: [
        ...facts(storyStart),
        afterOpening(storyStart, 'no stock filler that fits no premise', not(filler[language])),
        { label: 'no doubled punctuation or empty slot', check: not(/[.!?。！？]['"’”][.。]|\.\.(?!\.)|。。|\{|\}|undefined/u) },
      ],
    });
}
