/**
 * Shape of the story writer's development beats (issue 13, third read): per family of central element (a letter, a
 * song, a key, a place that should not exist, an old date, a stranger's visit, a tree blooming out of season) the
 * beats that take that element and develop it with content, in order, each beat a list of alternative templates.
 */

/** The family of an opening's central element. */
export type StoryFamily = 'letter' | 'sound' | 'key' | 'place' | 'oldDate' | 'visitor' | 'bloom';

/** All families, in the order the classifier tries them (the most specific first). */
export const storyFamilies: readonly StoryFamily[] = ['oldDate', 'place', 'letter', 'sound', 'key', 'bloom', 'visitor'];

/** The beats of one family: each inner list is one beat's alternatives, written in order. */
export interface DevelopBeats {
  begin: ReadonlyArray<readonly string[]>;
  middle: ReadonlyArray<readonly string[]>;
  end: ReadonlyArray<readonly string[]>;
}

/** One language's development beats and its closing lines by tone. */
export interface DevelopPack {
  families: Readonly<Record<StoryFamily, DevelopBeats>>;
  /** Other routes through the same element (the letter says something else, the key opens another door). */
  routes: Readonly<Record<StoryFamily, DevelopBeats>>;
  /** Last lines for a quiet or eerie opening (nothing is explained away, no jokes). */
  eerie: readonly string[];
  /** Last lines for a warm opening (family, an animal, kindness). */
  warm: readonly string[];
}
