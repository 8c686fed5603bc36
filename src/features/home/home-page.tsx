import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GameGrid, GameGridSkeleton } from '../../components/games/game-grid';
import { PageMeta } from '../../components/page-meta';
import { useGameClicks } from '../../lib/api/get-game-clicks';
import { catalogue } from '../../lib/game-catalogue';
import { HeroCarousel } from './hero-carousel';
import { homeSections, mostPlayedCount, picksCount } from './home-sections';

function Section({ id, title, lead, children }: { id: string; title: string; lead: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="mt-10">
      <h2 id={`${id}-title`} className="text-xl font-extrabold tracking-tight sm:text-2xl">{title}</h2>
      <p className="mb-4 mt-1 text-sm text-slate-600 dark:text-slate-300">{lead}</p>
      {children}
    </section>
  );
}

/** Home: hero carousel, the six most-clicked games, three picks of the day among the others, the AI tools not yet shown. */
export default function HomePage() {
  const { t } = useTranslation('home');
  const clicks = useGameClicks();
  const ranking = clicks.data?.ranking;
  const sections = useMemo(() => homeSections(catalogue, ranking, new Date()), [ranking]);

  return (
    <>
      <PageMeta title={t('meta_title')} description={t('meta_description')} />
      <h1 className="sr-only">{t('meta_title')}</h1>
      <HeroCarousel />
      <Section id="latest" title={t('latest.title')} lead={t('latest.lead')}>
        {clicks.isPending ? (
          <GameGridSkeleton count={mostPlayedCount} />
        ) : (
          <>
            {clicks.isError ? <p role="status" className="mb-4 text-sm text-slate-600 dark:text-slate-300">{t('load_error')}</p> : null}
            {sections.mostPlayed.length === 0 ? <p>{t('empty')}</p> : <GameGrid games={sections.mostPlayed} clicks={clicks.data?.counts} label={t('latest.title')} />}
          </>
        )}
      </Section>
      <Section id="picks" title={t('picks.title')} lead={t('picks.lead')}>
        {/* The picks leave out the most played, so they wait for the ranking rather than jump when it arrives. */}
        {clicks.isPending ? <GameGridSkeleton count={picksCount} /> : <GameGrid games={sections.picks} clicks={clicks.data?.counts} label={t('picks.title')} />}
      </Section>
      {!clicks.isPending && sections.moreAi.length > 0 ? (
        <Section id="featured" title={t('featured.title')} lead={t('featured.lead')}>
          <GameGrid games={sections.moreAi} clicks={clicks.data?.counts} label={t('featured.title')} />
        </Section>
      ) : null}
    </>
  );
}
