import { useMemo } from 'react';
import { Tabs } from 'radix-ui';
import { Search } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { GameGrid, GameGridSkeleton } from '../../components/games/game-grid';
import { PageMeta } from '../../components/page-meta';
import { useGameClicks } from '../../lib/api/get-game-clicks';
import { catalogue, type CatalogueEntry } from '../../lib/game-catalogue';
import { rankGames } from '../../lib/click-ranking';
import { catalogueTabs, filterCatalogue, parseTab, type CatalogueTab } from './catalogue-filter';
import { CollectionJsonLd } from './collection-json-ld';

const tabKeys = { all: 'list.tab_all', ai: 'list.tab_ai', simple: 'list.tab_simple' } as const;

/**
 * The games list: instant search over name and description in the current language, tabs All / AI / Simple, each
 * sorted by click count. Tab and query live in the URL (`?tab=simple&q=…`), so Back and shared links keep them.
 */
export default function GamesPage() {
  const { t } = useTranslation('games');
  const clicks = useGameClicks();
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get('tab'));
  const query = params.get('q') ?? '';
  const sorted = useMemo(() => rankGames(catalogue, clicks.data?.ranking), [clicks.data]);
  const describe = (game: CatalogueEntry) => `${t(`${game.key}.title` as 'ai_story.title')} ${t(`${game.key}.description` as 'ai_story.description')}`;
  const games = filterCatalogue(sorted, tab, query, describe);

  /** Writes tab and query into the URL, replacing the entry: Back leaves the list instead of replaying keystrokes. */
  const update = (next: { tab?: CatalogueTab; q?: string }) => {
    const merged = { tab: next.tab ?? tab, q: next.q ?? query };
    const search = new URLSearchParams();
    if (merged.tab !== 'all') search.set('tab', merged.tab);
    if (merged.q) search.set('q', merged.q);
    setParams(search, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <PageMeta title={t('list.meta_title')} description={t('list.meta_description')} keywords={t('list.meta_keywords')} />
      <CollectionJsonLd games={sorted} />
      <header className="mb-5 text-center">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-4xl">{t('list.title')}</h1>
        <p className="mx-auto mt-1 max-w-2xl text-sm text-slate-600 sm:mt-2 sm:text-base dark:text-slate-300">{t('list.lead')}</p>
      </header>
      <Tabs.Root value={tab} onValueChange={(value) => update({ tab: parseTab(value) })}>
        <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div role="search" className="relative sm:w-80">
            <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500 dark:text-slate-400" />
            <input
              type="search"
              value={query}
              onChange={(event) => update({ q: event.target.value })}
              aria-label={t('list.search_label')}
              placeholder={t('list.search_placeholder')}
              enterKeyHint="search"
              className="h-10 w-full rounded-lg border border-slate-300 bg-white pl-9 pr-3 text-base placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500/40 sm:text-sm dark:border-slate-700 dark:bg-slate-900 dark:placeholder:text-slate-400"
            />
          </div>
          <Tabs.List aria-label={t('list.tabs_label')} className="flex justify-center gap-2">
            {catalogueTabs.map((value) => (
              <Tabs.Trigger
                key={value}
                value={value}
                className="rounded-full border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 data-[state=active]:border-brand-600 data-[state=active]:bg-brand-600 data-[state=active]:text-white sm:px-4 sm:py-2 dark:border-slate-700 dark:text-slate-200 dark:data-[state=active]:border-brand-500 dark:data-[state=active]:bg-brand-600"
              >
                {t(tabKeys[value])}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </div>
        {/* The result count, announced as the visitor types. */}
        <p role="status" className="mb-2 min-h-5 text-sm text-slate-600 dark:text-slate-300">
          {query.trim() && games.length > 0 ? t('list.results', { count: games.length }) : null}
        </p>
        {catalogueTabs.map((value) => (
          <Tabs.Content key={value} value={value}>
            {clicks.isPending ? (
              <GameGridSkeleton count={6} />
            ) : games.length > 0 ? (
              <GameGrid games={games} clicks={clicks.data?.counts} />
            ) : (
              <div className="py-10 text-center">
                <p>{query.trim() ? t('list.no_results', { query: query.trim() }) : t('list.empty')}</p>
                {query ? (
                  <button type="button" onClick={() => update({ q: '' })} className="mt-3 rounded-lg px-3 py-2 text-sm font-medium text-brand-700 underline underline-offset-4 dark:text-brand-100">
                    {t('list.clear_search')}
                  </button>
                ) : null}
              </div>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </>
  );
}
