import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GameId } from '../../lib/game-catalogue';
import { cn } from '../../lib/cn';
import { toggleFavourite, useLocalList } from '../../lib/local-game-lists';
import { announce } from '../live-announcer';

/** The heart on a card: a toggle button (aria-pressed) that keeps the game in this browser's favourites and says so. */
export function FavouriteButton({ id, title, className }: { id: GameId; title: string; className?: string }) {
  const { t } = useTranslation('games');
  const favourite = useLocalList('favourites').includes(id);
  return (
    <button
      type="button"
      aria-pressed={favourite}
      aria-label={t('card.favourite', { title })}
      onClick={() => announce(toggleFavourite(id) ? t('card.favourite_added', { title }) : t('card.favourite_removed', { title }))}
      className={cn(
        'inline-flex h-9 w-9 items-center justify-center rounded-full bg-white/90 shadow hover:text-rose-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:bg-slate-900/90',
        favourite ? 'text-rose-600 dark:text-rose-400' : 'text-slate-700 dark:text-slate-200',
        className,
      )}
    >
      <Heart aria-hidden className={cn('h-[18px] w-[18px]', favourite && 'fill-current')} />
    </button>
  );
}
