import { Lock, Play } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import type { CatalogueEntry } from '../../lib/game-catalogue';
import { useRegisterGameClick } from '../../lib/api/register-game-click';
import { FavouriteButton } from './favourite-button';
import { showsPlayCount } from './play-count';

const badgeClass = 'rounded-full px-2 py-0.5 text-[11px] font-semibold leading-4 shadow';

/**
 * A compact game card: art, title, a two-line description, a favourite heart and either the play count (from 10 plays)
 * or a "New" badge.
 * The whole card is one Start button (registers the click, waiting at most as long as the data layer allows, then
 * navigates); `clicks` undefined means the counts are still unknown, so neither count nor badge shows.
 */
export function GameCard({ game, clicks, headingLevel = 3 }: { game: CatalogueEntry; clicks?: number; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const registerClick = useRegisterGameClick();
  const title = t(`${game.key}.title` as 'ai_story.title');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const start = async () => {
    if (game.locked) {
      toast.info(t('card.locked_message'));
      return;
    }
    await registerClick.register(game.id);
    navigate(`/${game.id}`);
  };

  return (
    <div
      className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
      data-testid={`game-card-${game.id}`}
    >
      <div className="relative">
        <img src={game.art} alt="" width={320} height={180} loading="lazy" decoding="async" className="aspect-[16/9] w-full object-cover" />
        <span className={`absolute left-2 top-2 bg-white/90 text-slate-800 dark:bg-slate-900/90 dark:text-slate-100 ${badgeClass}`}>
          {game.kind === 'ai' ? t('card.kind_ai') : t('card.kind_simple')}
        </span>
        <span className="absolute bottom-2 left-2" data-testid="play-count">
          {clicks === undefined ? null : showsPlayCount(clicks) ? (
            <span className={`inline-flex items-center gap-1 bg-slate-900/85 text-white ${badgeClass}`}>
              <Play aria-hidden className="h-3 w-3" />
              {t('card.plays', { count: clicks })}
            </span>
          ) : (
            <span className={`bg-amber-300 text-amber-950 ${badgeClass}`}>{t('card.new')}</span>
          )}
        </span>
        {/* Above the card-wide Start button. */}
        <FavouriteButton id={game.id} title={title} className="absolute right-1.5 top-1.5 z-10" />
        {game.locked ? (
          <span className={`absolute bottom-2 right-2 inline-flex items-center gap-1 bg-slate-900/90 text-white ${badgeClass}`}>
            <Lock aria-hidden className="h-3 w-3" /> {t('card.locked')}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-2.5 sm:p-3">
        <Heading className="text-sm font-bold leading-5 sm:text-base">
          {/* The button covers the whole card (its ::after), so the card is one large target. */}
          <button
            type="button"
            onClick={() => void start()}
            aria-label={t('card.play_named', { title })}
            disabled={registerClick.isPending}
            className="text-left outline-none after:absolute after:inset-0 after:content-[''] disabled:cursor-wait"
          >
            {title}
          </button>
        </Heading>
        <p className="mt-0.5 line-clamp-2 text-xs leading-4 text-slate-600 dark:text-slate-300">{t(`${game.key}.description` as 'ai_story.description')}</p>
      </div>
    </div>
  );
}
