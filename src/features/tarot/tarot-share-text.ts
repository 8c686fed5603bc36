import type { TarotReading } from '../../../supabase/functions/_shared/contract/content-types';
import { tarotPositions, type TarotPosition } from '../../../machines/tarot.machine';

/** Labels the share text needs, already translated. */
export interface TarotShareLabels {
  /** Heading line. */
  title: string;
  /** Position names. */
  positions: Record<TarotPosition, string>;
  /** A card line: position, emoji, name and direction. */
  cardLine: (position: string, emoji: string, name: string, direction: string) => string;
  /** Upright / reversed. */
  direction: (direction: 'upright' | 'reversed') => string;
  /** Field labels. */
  keywords: string;
  overallMessage: string;
  luckyColor: string;
  luckyItem: string;
}

/** The whole reading as a plain text block (Share copies it). */
export function tarotShareText(reading: TarotReading, labels: TarotShareLabels): string {
  const cards = reading.cards.map((card, i) => {
    const position = labels.positions[tarotPositions[i] ?? 'past'];
    return [labels.cardLine(position, card.emoji, card.name, labels.direction(card.direction)), `${labels.keywords}: ${card.keywords.join(', ')}`, card.interpretation].join('\n');
  });
  return [
    `🔮 ${labels.title}`,
    ...cards,
    `${labels.overallMessage}: ${reading.overallMessage}`,
    `${labels.luckyColor}: ${reading.luckyColor}`,
    `${labels.luckyItem}: ${reading.luckyItem}`,
  ].join('\n\n');
}
