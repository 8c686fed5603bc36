/**
 * Types of the event plot (issue 13, round 11b): the kind of an opening's main event clause and the lines per kind.
 */

/** The kinds of event an opening's main clause tells. */
export type StoryEventKind = 'failed' | 'silent' | 'barren' | 'given' | 'request' | 'changed';

/** The beats of an event plot, in order: reaction, next act, what it finds, ending. */
export type EventBeat = 'react' | 'act' | 'find' | 'end';

/** Lines of one language: per kind, per beat, three lines. */
export type EventLines = Readonly<Record<StoryEventKind, Readonly<Record<EventBeat, readonly string[]>>>>;

/** An opening's main event as the event plot reads it. */
export interface StoryEvent {
  kind: StoryEventKind;
  /** The thing the event is about, as a whole noun phrase of the opening (the coffee machine, 감나무, 电梯), or null. */
  thing: string | null;
  /** The person who gave or asked (my landlord, 담임 선생님, 班主任), or null. */
  giver: string | null;
  /** The words the request quotes, or null. */
  quote: string | null;
}
