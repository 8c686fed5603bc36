import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GameGrid, GameGridSkeleton } from '../../components/games/game-grid';
import { PageMeta } from '../../components/page-meta';
import { useGameClicks } from '../../lib/api/get-game-clicks';
import { catalogue } from '../../lib/game-catalogue';
import { rankGames } from '../../lib/click-ranking';
import { picksForDay } from '../../lib/todays-picks';
import { HeroCarousel } from './hero-carousel';

/** How many most-clicked games Home shows (spec §9). */
const latestCount = 6;

function Section({ id, title, lead, children }: { id: string; title: string; lead: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="mt-14">
      <h2 id={`${id}-title`} className="text-2xl font-extrabold tracking-tight">{title}</h2>
      <p className="mb-6 mt-1 text-slate-600 dark:text-slate-300">{lead}</p>
      {children}
    </section>
  );
}

/** Home: hero carousel, the six most-clicked games, today's three picks and the AI tools. */
export default function HomePage() {
  const { t } = useTranslation('home');
  const clicks = useGameClicks();
  const latest = useMemo(() => rankGames(catalogue, clicks.data?.ranking).slice(0, latestCount), [clicks.data]);
  const picks = useMemo(() => picksForDay(catalogue, new Date()), []);
  const featured = useMemo(() => catalogue.filter((game) => game.kind === 'ai'), []);

  return (
    <>
      <PageMeta title={t('meta_title')} description={t('meta_description')} />
      <h1 className="sr-only">{t('meta_title')}</h1>
      <HeroCarousel />
      <Section id="latest" title={t('latest.title')} lead={t('latest.lead')}>
        {clicks.isPending ? (
          <GameGridSkeleton count={latestCount} />
        ) : (
          <>
            {clicks.isError ? <p role="status" className="mb-4 text-sm text-slate-600 dark:text-slate-300">{t('load_error')}</p> : null}
            {latest.length === 0 ? <p>{t('empty')}</p> : <GameGrid games={latest} clicks={clicks.data?.counts} label={t('latest.title')} />}
          </>
        )}
      </Section>
      <Section id="picks" title={t('picks.title')} lead={t('picks.lead')}>
        <GameGrid games={picks} clicks={clicks.data?.counts} label={t('picks.title')} />
      </Section>
      <Section id="featured" title={t('featured.title')} lead={t('featured.lead')}>
        <GameGrid games={featured} clicks={clicks.data?.counts} label={t('featured.title')} />
      </Section>
    </>
  );
}
