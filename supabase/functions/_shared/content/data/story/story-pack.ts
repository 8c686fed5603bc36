/**
 * The shape of one language's story material and the concepts the story writer recognises in an opening.
 */
import type { TemplatePools } from '../../phrase-grammar.ts';

/** Settings a story can take place in; `neutral` fits any opening. */
export const storyPlaces = ['sea', 'forest', 'school', 'city', 'train', 'home', 'cafe', 'village', 'mountain', 'space', 'castle', 'library', 'neutral'] as const;
/** A setting key. */
export type StoryPlace = (typeof storyPlaces)[number];

/** Times and weather that colour a story. */
export const storyTimes = ['night', 'rain', 'snow', 'summer', 'morning', 'autumn'] as const;
/** A time or weather key. */
export type StoryTime = (typeof storyTimes)[number];

/** Objects and creatures a story can turn around. */
export const storyMotifs = [
  'letter', 'key', 'cat', 'dog', 'dragon', 'ghost', 'robot', 'map', 'umbrella', 'phone', 'book', 'music', 'flower', 'star', 'clock', 'box', 'photo', 'bird', 'lantern', 'mirror',
] as const;
/** A motif key. */
export type StoryMotif = (typeof storyMotifs)[number];

/** Plot arcs. */
export const storyArcs = ['mystery', 'comedy', 'warmth', 'adventure', 'twist'] as const;
/** A plot arc key. */
export type StoryArc = (typeof storyArcs)[number];

/** A setting in one language: its noun, its "where" phrase and sensory detail sentences. */
export interface PlaceWords {
  noun: string;
  at: string;
  details: readonly string[];
}

/** A motif in one language: the definite reference and an introducing phrase. */
export interface MotifWords {
  the: string;
  a: string;
}

/** A supporting character in one language: the first mention and the later reference. */
export interface CompanionWords {
  intro: string;
  ref: string;
}

/** A protagonist invented when the opening names nobody. */
export interface HeroName {
  name: string;
  gender: 'she' | 'he';
}

/** One arc's beats. */
export interface ArcBeats {
  setup: readonly string[];
  turn: readonly string[];
  resolve: readonly string[];
  end: readonly string[];
}

/** Everything the story writer needs in one language. */
export interface StoryPack {
  heroes: readonly HeroName[];
  heroIntro: readonly string[];
  companions: readonly CompanionWords[];
  companionIntro: readonly string[];
  companionKnown: readonly string[];
  places: Readonly<Record<StoryPlace, PlaceWords>>;
  times: Readonly<Record<StoryTime, readonly string[]>>;
  timeWords: Readonly<Record<StoryTime, string>>;
  motifs: Readonly<Record<StoryMotif, MotifWords>>;
  motifIntro: readonly string[];
  bridge: readonly string[];
  arcs: Readonly<Record<StoryArc, ArcBeats>>;
  /** Shared slot pools (`{hour}`, `{sound}`, `{when}`…). */
  pools: TemplatePools;
}
