/**
 * Shape of the story writer's mystery beats (issue 13, round 8): per kind of contradiction (a date not yet come, a date
 * long gone, a place on no map, a source that is not there, a stranger who knows, a thing the hero never did) the beats
 * that look into the strange thing, ask about it, find a cause or a twist, and end on it.
 */
import type { MysteryKind } from './mystery-rules.ts';

/** The beats of one kind: each inner list is one beat's alternatives (guarded by flags), written in order. */
export interface MysteryBeats {
  begin: ReadonlyArray<readonly string[]>;
  middle: ReadonlyArray<readonly string[]>;
  end: ReadonlyArray<readonly string[]>;
}

/** One language's mystery beats: the first look at the thing by its sort, then each kind's beats. */
export interface MysteryPack {
  look: readonly string[];
  kinds: Readonly<Record<MysteryKind, MysteryBeats>>;
}
