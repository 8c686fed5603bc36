import { Lock, Play } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { CatalogueEntry } from '../../lib/game-catalogue';
import { useRegisterGameClick } from '../../lib/api/register-game-click';
import { Button } from '../ui/button';
import { Card } from '../ui/card';

/** A game card: art, title, description, play count and Start (registers the click, waiting at most as long as the data layer allows, then navigates). */
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
    <Card className="flex flex-col overflow-hidden" data-testid={`game-card-${game.id}`}>
      <div className="relative">
        <img src={game.art} alt="" width={320} height={200} loading="lazy" className="aspect-[16/10] w-full object-cover" />
        <span className="absolute left-3 top-3 rounded-full bg-white/90 px-2 py-0.5 text-xs font-semibold text-slate-800 shadow dark:bg-slate-900/90 dark:text-slate-100">
          {game.kind === 'ai' ? t('card.kind_ai') : t('card.kind_simple')}
        </span>
        {game.locked ? (
          <span className="absolute right-3 top-3 inline-flex items-center gap-1 rounded-full bg-slate-900/90 px-2 py-0.5 text-xs font-semibold text-white">
            <Lock aria-hidden className="h-3 w-3" /> {t('card.locked')}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <Heading className="text-lg font-bold">{title}</Heading>
        <p className="mt-1 flex-1 text-sm text-slate-600 dark:text-slate-300">{t(`${game.key}.description` as 'ai_story.description')}</p>
        <div className="mt-4 flex items-center justify-between gap-3">
          <span className="text-xs text-slate-600 dark:text-slate-300" data-testid="play-count">
            {clicks === undefined ? '\u00a0' : t('card.plays', { count: clicks })}
          </span>
          <Button onClick={() => void start()} aria-label={t('card.play_named', { title })} disabled={registerClick.isPending}>
            {game.locked ? <Lock aria-hidden className="h-4 w-4" /> : <Play aria-hidden className="h-4 w-4" />}
            {t('card.start')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
