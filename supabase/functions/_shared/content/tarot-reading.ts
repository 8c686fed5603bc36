/** Built-in tarot reading: three distinct cards from the 78-card deck for past, present and future (reading A). */
import { tarotCards, type TarotCardInfo } from '../contract/tarot-cards.ts';
import { tarotDeckEn } from './data/tarot/deck-en.ts';
import { tarotDeckKo } from './data/tarot/deck-ko.ts';
import { tarotDeckVi } from './data/tarot/deck-vi.ts';
import { tarotDeckZh } from './data/tarot/deck-zh.ts';
import { tarotPhrases } from './data/tarot/phrases.ts';
import type { TarotDeckText, TarotElement, TarotPosition } from './data/tarot/types.ts';
import { pick, shuffled } from '../contract/seeded-random.ts';
import type { ContentGenerator, ContentLanguage, TarotCardReading } from '../contract/content-types.ts';

const decks: Record<ContentLanguage, TarotDeckText> = { en: tarotDeckEn, ko: tarotDeckKo, vi: tarotDeckVi, zh: tarotDeckZh };

/** One card of the deck, fully resolved in one language. */
export interface TarotCard {
  /** Canonical index 0–77. */
  index: number;
  /** Localized card name. */
  name: string;
  /** Emoji shown with the card. */
  emoji: string;
  /** Major arcana or the suit. */
  element: TarotElement;
  /** Upright keywords. */
  uprightKeywords: string[];
  /** Reversed keywords. */
  reversedKeywords: string[];
  /** Upright meaning. */
  uprightMeaning: string;
  /** Reversed meaning. */
  reversedMeaning: string;
}

function resolveCard(info: TarotCardInfo, deck: TarotDeckText): TarotCard {
  const text = deck.cards[info.index];
  if (!text) throw new RangeError(`tarot card ${info.index} has no text`);
  const name = info.suit === null
    ? (deck.majorNames[info.rank] ?? '')
    : deck.minorName(deck.rankNames[info.rank] ?? '', deck.suitNames[info.suit]);
  return {
    index: info.index,
    name,
    emoji: info.emoji,
    element: info.suit ?? 'major',
    uprightKeywords: text.up.split('|'),
    reversedKeywords: text.rev.split('|'),
    uprightMeaning: text.upright,
    reversedMeaning: text.reversed,
  };
}

const resolvedDecks = new Map<ContentLanguage, TarotCard[]>();

/** The whole 78-card deck in a language. */
export function tarotDeck(language: ContentLanguage): TarotCard[] {
  let deck = resolvedDecks.get(language);
  if (!deck) {
    deck = tarotCards.map((info) => resolveCard(info, decks[language]));
    resolvedDecks.set(language, deck);
  }
  return deck;
}

/** Share of cards drawn reversed. */
const reversedChance = 0.4;
const positions: readonly TarotPosition[] = ['past', 'present', 'future'];

/** Draws three distinct cards with random directions and composes reading A in the requested language. */
export const generateTarotReading: ContentGenerator<'tarot-reading'> = (_input, { language, random }) => {
  const deck = tarotDeck(language);
  const phrases = tarotPhrases[language];
  const drawn = shuffled(deck, random).slice(0, 3).map((card) => ({ card, reversed: random() < reversedChance }));
  const gap = phrases.sentenceGap;
  const inSentence = decks[language].inSentence;
  const named = (card: TarotCard): string => (inSentence ? inSentence(card.name, card.element === 'major') : card.name);
  const sentence = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

  const cards = drawn.map(({ card, reversed }, i): TarotCardReading => {
    const position = positions[i] as TarotPosition;
    const interpretation = [
      sentence(pick(phrases.frames[position], random)(named(card), reversed)),
      reversed ? card.reversedMeaning : card.uprightMeaning,
      pick(reversed ? phrases.reversedBridges[position] : phrases.bridges[position][card.element], random),
    ].join(gap);
    return {
      name: card.name,
      direction: reversed ? 'reversed' : 'upright',
      emoji: card.emoji,
      keywords: reversed ? card.reversedKeywords : card.uprightKeywords,
      interpretation,
    };
  }) as [TarotCardReading, TarotCardReading, TarotCardReading];

  const [past, present, future] = drawn as [(typeof drawn)[number], (typeof drawn)[number], (typeof drawn)[number]];
  const message = [sentence(pick(phrases.openers, random)(named(past.card), named(present.card), named(future.card)))];
  if (drawn.filter(({ card }) => card.element === 'major').length >= 2) message.push(pick(phrases.manyMajors, random));
  const suitCounts = new Map<TarotElement, number>();
  for (const { card } of drawn) suitCounts.set(card.element, (suitCounts.get(card.element) ?? 0) + 1);
  for (const [element, count] of suitCounts) {
    if (element !== 'major' && count >= 2) message.push(pick(phrases.dominantSuit[element], random));
  }
  const reversedCount = drawn.filter(({ reversed }) => reversed).length;
  const single = reversedCount === 1 ? drawn.find(({ reversed }) => reversed) : undefined;
  if (single) message.push(sentence(pick(phrases.mixed, random)(named(single.card))));
  else message.push(pick(reversedCount === 0 ? phrases.allUpright : phrases.mostlyReversed, random));
  const futureKeywords = future.reversed ? future.card.reversedKeywords : future.card.uprightKeywords;
  message.push(sentence(pick(phrases.closers[future.reversed ? 'reversed' : 'upright'], random)(named(future.card), pick(futureKeywords, random))));

  return {
    cards,
    overallMessage: message.join(gap),
    luckyColor: pick(phrases.colours[future.card.element], random),
    luckyItem: pick(phrases.items[present.card.element], random),
  };
};
