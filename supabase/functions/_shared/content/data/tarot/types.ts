/** Shapes of the tarot deck texts and reading phrases, one object per language. */

import type { TarotSuit } from '../../../contract/tarot-cards.ts';
/** A card's element for phrasing: the major arcana or one of the suits. */
export type TarotElement = 'major' | TarotSuit;
/** A reading position. */
export type TarotPosition = 'past' | 'present' | 'future';

/** One card's text in one language. */
export interface TarotCardText {
  /** Upright keywords separated by "|". */
  up: string;
  /** Reversed keywords separated by "|". */
  rev: string;
  /** Upright meaning, one or two sentences. */
  upright: string;
  /** Reversed meaning, one or two sentences. */
  reversed: string;
}

/** The deck in one language: names and the 78 cards' texts in canonical order (majors 0–21, then wands, cups, swords, pentacles, each ace to king). */
export interface TarotDeckText {
  /** Names of the 22 major arcana, 0 The Fool to 21 The World. */
  majorNames: readonly string[];
  /** Suit names. */
  suitNames: Record<TarotSuit, string>;
  /** Rank names: ace, two … ten, page, knight, queen, king. */
  rankNames: readonly string[];
  /** Builds a minor card's name from its rank and suit names. */
  minorName: (rank: string, suit: string) => string;
  /** The 78 cards' texts. */
  cards: readonly TarotCardText[];
  /** How a card name reads inside a sentence (e.g. English "the Six of Wands"); the bare name when absent. */
  inSentence?: (name: string, major: boolean) => string;
}

/** A phrase with a card name and whether the card is reversed. */
export type CardPhrase = (name: string, reversed: boolean) => string;

/** Phrases that compose a reading in one language. */
export interface TarotPhrases {
  /** Position frames naming the card and the position (the word past/present/future appears in each). */
  frames: Record<TarotPosition, readonly CardPhrase[]>;
  /** Bridges per position and element. */
  bridges: Record<TarotPosition, Record<TarotElement, readonly string[]>>;
  /** Bridges for a reversed card per position (the element bridges read upright). */
  reversedBridges: Record<TarotPosition, readonly string[]>;
  /** Openers naming the three cards in order. */
  openers: readonly ((past: string, present: string, future: string) => string)[];
  /** Said when two or more major arcana appear. */
  manyMajors: readonly string[];
  /** Said when a suit appears two or more times. */
  dominantSuit: Record<TarotSuit, readonly string[]>;
  /** Said when all three cards are upright. */
  allUpright: readonly string[];
  /** Said when two or three cards are reversed. */
  mostlyReversed: readonly string[];
  /** Said when exactly one card is reversed; names that card. */
  mixed: readonly ((reversed: string) => string)[];
  /** Closing advice keyed by the future card's direction, built on that card's name and one of its keywords. */
  closers: Record<'upright' | 'reversed', readonly ((future: string, keyword: string) => string)[]>;
  /** Lucky colours per element. */
  colours: Record<TarotElement, readonly string[]>;
  /** Lucky items per element. */
  items: Record<TarotElement, readonly string[]>;
  /** Separator between sentences ("" for Chinese). */
  sentenceGap: string;
}
