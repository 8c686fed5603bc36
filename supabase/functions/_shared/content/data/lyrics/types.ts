/** Shapes of the lyrics and poem texts, one object per language. */
import type { LyricsEmotion } from '../../../contract/content-types.ts';

/** The mood family of an emotion, which picks actions, closings and haiku lines. */
export type LyricsTone = 'bright' | 'dark' | 'fire' | 'soft';

/** Section labels of songs. */
export interface SectionLabels {
  /** Verse label with its number. */
  verse: (n: number) => string;
  chorus: string;
  preChorus: string;
  postChorus: string;
  bridge: string;
  outro: string;
  hook: string;
  intro: string;
  /** Wraps a label in the language's brackets. */
  wrap: (label: string) => string;
}

/** Haiku pools for one language: short first and last lines per tone, and long middle lines with the theme. */
export interface HaikuPools {
  first: Record<LyricsTone, readonly string[]>;
  middle: Record<LyricsTone, readonly string[]>;
  last: Record<LyricsTone, readonly string[]>;
}

/** All lyrics texts of one language. Templates mark the theme as {t} ({T} capitalised; {t:을} etc. add a Korean particle). */
export interface LyricsPack {
  /** Concrete images (noun phrases that can be a subject), per emotion. */
  images: Record<LyricsEmotion, readonly string[]>;
  /** Predicates that follow an image, per tone. */
  actions: Record<LyricsTone, readonly string[]>;
  /** First-person lines, per emotion. */
  feelings: Record<LyricsEmotion, readonly string[]>;
  /** First-person lines shared by every emotion of a tone. */
  toneFeelings: Record<LyricsTone, readonly string[]>;
  /** Lines that weave in the theme, per emotion. */
  themeLines: Record<LyricsEmotion, readonly string[]>;
  /** Chorus hooks with the theme, per emotion. */
  hooks: Record<LyricsEmotion, readonly string[]>;
  /** Closing lines, per tone. */
  closings: Record<LyricsTone, readonly string[]>;
  /** Time and place openers that can precede a first-person line. */
  adverbials: readonly string[];
  /** Title templates. */
  titles: readonly string[];
  /** Rhyme families of rap bar endings. */
  rhymes: readonly (readonly string[])[];
  /** Haiku pools. */
  haiku: HaikuPools;
  /** Song section labels. */
  sections: SectionLabels;
  /** Dance-pop chants. */
  chants: readonly string[];
  /** Rap intro ad-libs. */
  adlibs: readonly string[];
  /** An image and an action as one line. */
  imageLine: (image: string, action: string) => string;
  /** Lines that recall an image. */
  sceneLines: readonly ((image: string) => string)[];
  /** Two images in one line. */
  listLine: (a: string, b: string) => string;
  /** An adverbial in front of a first-person line. */
  withAdverbial: (adverbial: string, line: string) => string;
  /** A rap bar: a lead and a rhyming tail. */
  bar: (lead: string, tail: string) => string;
  /** Theme used when the visitor's theme is empty after cleaning. */
  fallbackTheme: string;
}
