/**
 * Memory match rules over a plain deck (pure: no React, Pixi or XState). A card's `id` is its position in the deck;
 * every emoji appears on exactly two cards.
 */
import { type RandomSource, seededRandom, shuffled } from '../../supabase/functions/_shared/contract/seeded-random';
import { memoryColumns, memoryEmojiPool, memoryMaxOpen, memoryPairs } from './config';

/** One card (spec §3). */
export interface MemoryCard {
  id: number;
  emoji: string;
  isFlipped: boolean;
  isMatched: boolean;
}

/** A shuffled deck of `pairs` emoji pairs, all face down. */
export function createDeck(random: RandomSource, pairs = memoryPairs, pool: readonly string[] = memoryEmojiPool): MemoryCard[] {
  if (pairs > pool.length) throw new RangeError(`A deck of ${pairs} pairs needs ${pairs} emoji; the pool has ${pool.length}`);
  const chosen = shuffled(pool, random).slice(0, pairs);
  const faces = shuffled([...chosen, ...chosen], random);
  return faces.map((emoji, id) => ({ id, emoji, isFlipped: false, isMatched: false }));
}

/** A deck from a seed: the same seed gives the same deck. */
export function createSeededDeck(seed: number, pairs = memoryPairs): MemoryCard[] {
  return createDeck(seededRandom(seed), pairs);
}

/** Whether card `index` may be flipped now: it exists, is face down, and fewer than two cards are open. */
export function canFlip(deck: readonly MemoryCard[], open: readonly number[], index: number): boolean {
  const card = deck[index];
  return card !== undefined && !card.isFlipped && !card.isMatched && open.length < memoryMaxOpen;
}

/** The deck with card `index` face up. */
export function flipUp(deck: readonly MemoryCard[], index: number): MemoryCard[] {
  return deck.map((card) => (card.id === index ? { ...card, isFlipped: true } : card));
}

/** The deck with the given cards face down again. */
export function flipDown(deck: readonly MemoryCard[], ids: readonly number[]): MemoryCard[] {
  return deck.map((card) => (ids.includes(card.id) ? { ...card, isFlipped: false } : card));
}

/** The deck with the given cards matched (they stay face up). */
export function markMatched(deck: readonly MemoryCard[], ids: readonly number[]): MemoryCard[] {
  return deck.map((card) => (ids.includes(card.id) ? { ...card, isFlipped: true, isMatched: true } : card));
}

/** Whether two cards show the same emoji. */
export function isPair(deck: readonly MemoryCard[], a: number, b: number): boolean {
  return a !== b && deck[a] !== undefined && deck[a]?.emoji === deck[b]?.emoji;
}

/** Matched pairs in the deck. */
export function matchedPairs(deck: readonly MemoryCard[]): number {
  return deck.filter((card) => card.isMatched).length / 2;
}

/** Whether every card is matched. */
export function allMatched(deck: readonly MemoryCard[]): boolean {
  return deck.length > 0 && deck.every((card) => card.isMatched);
}

/** Rows of a deck laid out in `columns` columns. */
export function rowsFor(count: number, columns = memoryColumns): number {
  return Math.ceil(count / columns);
}

/** Index of the card under a point (in board pixels), or null between cards and outside the deck. */
export function cardIndexAt(
  point: { x: number; y: number },
  layout: { width: number; height: number; count: number; columns?: number; gapRatio?: number },
): number | null {
  const columns = layout.columns ?? memoryColumns;
  const rows = rowsFor(layout.count, columns);
  if (point.x < 0 || point.y < 0 || point.x >= layout.width || point.y >= layout.height) return null;
  const cellWidth = layout.width / columns;
  const cellHeight = layout.height / rows;
  const column = Math.floor(point.x / cellWidth);
  const row = Math.floor(point.y / cellHeight);
  const gap = (layout.gapRatio ?? 0) / 2;
  const inX = point.x - column * cellWidth;
  const inY = point.y - row * cellHeight;
  if (inX < cellWidth * gap || inX > cellWidth * (1 - gap) || inY < cellHeight * gap || inY > cellHeight * (1 - gap)) return null;
  const index = row * columns + column;
  return index < layout.count ? index : null;
}

/** A grid position moved by (dx, dy) among `count` cards, kept inside the grid. */
export function moveFocus(index: number, dx: number, dy: number, count: number, columns = memoryColumns): number {
  const rows = rowsFor(count, columns);
  const column = Math.min(columns - 1, Math.max(0, (index % columns) + dx));
  const row = Math.min(rows - 1, Math.max(0, Math.floor(index / columns) + dy));
  return Math.min(count - 1, row * columns + column);
}
