import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GameGrid, GameGridSkeleton } from '../../components/games/game-grid';
import { PageMeta } from '../../components/page-meta';
import { useGameClicks } from '../../lib/api/get-game-clicks';
import { announce } from '../../components/live-announcer';
import { Button } from '../../components/ui/button';
import { catalogue, findGame } from '../../lib/game-catalogue';
import { useLocalDay } from '../../lib/hooks/use-local-day';
import { clearRecent, useLocalList } from '../../lib/local-game-lists';
import { useHydrated } from '../../prerender/use-hydrated';
import { HeroCarousel } from './hero-carousel';
import { StoredRowRoom } from './stored-row-room';
import { homeSections, mostPlayedCount, picksCount } from './home-sections';

function Section({ id, title, lead, action, children }: { id: string; title: string; lead: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="mt-10">
      <div className="flex items-start justify-between gap-3">
        <h2 id={`${id}-title`} className="text-xl font-extrabold tracking-tight sm:text-2xl">{title}</h2>
        {action}
      </div>
      <p className="mb-4 mt-1 text-sm text-slate-600 dark:text-slate-300">{lead}</p>
      {children}
    </section>
  );
}

/** The games behind a list of ids, in the list's order. */
function gamesOf(ids: readonly string[]) {
  return ids.flatMap((id) => findGame(id) ?? []);
}

/**
 * Home: hero carousel, "Continue playing" and the favourites (kept in this browser, shown when there are any), the six
 * most-clicked games, three picks of the day among the others, the AI tools not yet shown.
 */
export default function HomePage() {
  const { t } = useTranslation('home');
  const clicks = useGameClicks();
  const ranking = clicks.data?.ranking;
  const day = useLocalDay();
  const sections = useMemo(() => homeSections(catalogue, ranking, day), [ranking, day]);
  const recent = gamesOf(useLocalList('recent'));
  const favourites = gamesOf(useLocalList('favourites'));
  // Until hydrated, the stored rows are only room kept for them (the prerendered page cannot know this browser's lists).
  const hydrated = useHydrated();
  const clearLabel = t('recent.clear');

  return (
    <>
      <PageMeta title={t('meta_title')} description={t('meta_description')} />
      <h1 className="sr-only">{t('meta_title')}</h1>
      <HeroCarousel />
      {hydrated ? null : (
        <>
          <StoredRowRoom list="recent" title={t('recent.title')} lead={t('recent.lead')} action={<Button variant="ghost" size="sm" tabIndex={-1}>{clearLabel}</Button>} />
          <StoredRowRoom list="favourites" title={t('favourites.title')} lead={t('favourites.lead')} />
        </>
      )}
      {recent.length > 0 ? (
        <Section
          id="recent"
          title={t('recent.title')}
          lead={t('recent.lead')}
          action={
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('recent.clear_label')}
              onClick={() => {
                clearRecent();
                announce(t('recent.cleared'));
                // The row and its button go away: keep keyboard focus in the page rather than on <body>.
                document.getElementById('main')?.focus();
              }}
            >
              {clearLabel}
            </Button>
          }
        >
          <GameGrid games={recent} clicks={clicks.data?.counts} label={t('recent.title')} layout="row" />
        </Section>
      ) : null}
      {favourites.length > 0 ? (
        <Section id="favourites" title={t('favourites.title')} lead={t('favourites.lead')}>
          <GameGrid games={favourites} clicks={clicks.data?.counts} label={t('favourites.title')} layout="row" />
        </Section>
      ) : null}
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
