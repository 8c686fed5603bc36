import type { ContentLanguage, TarotCardReading } from '../../../supabase/functions/_shared/contract/content-types';
import { cn } from '../../lib/cn';
import { DeferredReadingCardFace as ReadingCardFace } from './deferred-reading-card-face';
import { TarotCardBack } from './tarot-card-back';

/** Props of a face-down card that can be picked and flips over (a real 3D turn). */
export interface TarotFlipCardProps {
  /** Accessible name of the button (position and state). */
  label: string;
  /** The position label shown under the card. */
  caption: string;
  /** Whether the face is turned up. */
  faceUp: boolean;
  /** The card to show once face up. */
  card: TarotCardReading | null;
  /** Whether this card is the visitor's choice. */
  chosen: boolean;
  /** Whether picks are currently accepted (false while revealing: clicks are ignored). */
  pickable: boolean;
  /** The visitor's language. */
  language: ContentLanguage;
  /** Called on click, Enter or Space. */
  onPick: () => void;
}

/** A face-down tarot card as a button; once chosen and the reading is in, it turns over in 3D (instantly with reduced motion). */
export function TarotFlipCard({ label, caption, faceUp, card, chosen, pickable, language, onPick }: TarotFlipCardProps) {
  return (
    <div className="flex flex-col items-center gap-2">
      <button
        type="button"
        aria-label={label}
        aria-disabled={!pickable}
        aria-pressed={chosen}
        data-face-up={faceUp}
        onClick={onPick}
        className={cn(
          'group relative aspect-[3/5] w-full max-w-[9.5rem] rounded-xl [perspective:900px]',
          pickable ? 'cursor-pointer' : 'cursor-default',
          chosen ? 'ring-4 ring-amber-400 ring-offset-2 ring-offset-white dark:ring-offset-slate-900' : '',
        )}
      >
        <span
          className="absolute inset-0 block transition-transform duration-700 ease-out [transform-style:preserve-3d] motion-reduce:transition-none"
          style={{ transform: faceUp ? 'rotateY(180deg)' : 'rotateY(0deg)' }}
        >
          <span className="absolute inset-0 block [backface-visibility:hidden]">
            <TarotCardBack className={cn('h-full w-full drop-shadow-md transition-transform motion-reduce:transition-none', pickable ? 'group-hover:-translate-y-1' : '')} />
          </span>
          <span className="absolute inset-0 block [backface-visibility:hidden]" style={{ transform: 'rotateY(180deg)' }}>
            {card ? <ReadingCardFace card={card} language={language} className="h-full w-full drop-shadow-md" /> : null}
          </span>
        </span>
      </button>
      <span className="text-sm font-semibold text-slate-700 dark:text-slate-200">{caption}</span>
    </div>
  );
}
