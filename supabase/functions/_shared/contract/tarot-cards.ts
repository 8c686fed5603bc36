/** The 78 tarot cards' language-neutral facts: arcana, suit, rank and emoji, in canonical order. */

/** The four suits of the minor arcana. */
export type TarotSuit = 'wands' | 'cups' | 'swords' | 'pentacles';

/** One card's language-neutral facts. */
export interface TarotCardInfo {
  /** Position in the canonical order, 0–77. */
  index: number;
  /** Suit for minor arcana, null for major arcana. */
  suit: TarotSuit | null;
  /** Major arcana number 0–21, or minor rank 0 (ace) – 13 (king). */
  rank: number;
  /** Emoji shown with the card. */
  emoji: string;
}

const majorEmoji = ['🃏', '🪄', '📜', '🌾', '👑', '🗝️', '💞', '🐎', '🦁', '🏮', '🎡', '⚖️', '🙃', '🦋', '⚗️', '😈', '⚡', '⭐', '🌕', '☀️', '📯', '🌍'];
const suitEmoji: Record<TarotSuit, readonly string[]> = {
  wands: ['🔥', '🗺️', '🚢', '🎉', '🤺', '🏅', '🛡️', '🏹', '🩹', '🪵', '📣', '🏇', '🌻', '🧭'],
  cups: ['💧', '💑', '🥂', '😑', '🫗', '🌼', '💭', '🚶', '😌', '🌈', '🐟', '🌹', '🐚', '🌊'],
  swords: ['🗡️', '🙈', '💔', '🛌', '😏', '⛵', '🦊', '⛓️', '😰', '🌅', '👀', '🌪️', '🦅', '🧠'],
  pentacles: ['🪙', '🤹', '🧱', '🔒', '🥶', '🤲', '🌱', '🔨', '🍇', '🏡', '📚', '🐂', '🪴', '💰'],
};

/** Suits in canonical order. */
export const tarotSuits: readonly TarotSuit[] = ['wands', 'cups', 'swords', 'pentacles'];

/** All 78 cards: 22 major arcana, then wands, cups, swords and pentacles from ace to king. */
export const tarotCards: readonly TarotCardInfo[] = [
  ...majorEmoji.map((emoji, rank) => ({ index: rank, suit: null, rank, emoji })),
  ...tarotSuits.flatMap((suit, s) => suitEmoji[suit].map((emoji, rank) => ({ index: 22 + s * 14 + rank, suit, rank, emoji }))),
];
