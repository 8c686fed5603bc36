import type { ContentLanguage, TarotCardReading } from '../../../supabase/functions/_shared/contract/content-types';
import { findTarotCard, tarotCardName } from '../../../supabase/functions/_shared/contract/tarot-card-names';
import { TarotCardFace } from './tarot-card-face';

/** The face of a reading's card, named in the visitor's language when the card is known. */
export function ReadingCardFace({ card, language, className }: { card: TarotCardReading; language: ContentLanguage; className?: string }) {
  const info = findTarotCard(card.name);
  return <TarotCardFace card={info} name={info ? tarotCardName(info, language) : card.name} reversed={card.direction === 'reversed'} className={className} />;
}
