import { useMemo } from 'react';
import { Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { GameGrid, GameGridSkeleton } from '../../components/games/game-grid';
import { PageHeading } from '../../components/page-heading';
import { PageMeta } from '../../components/page-meta';
import { useGameClicks } from '../../lib/api/get-game-clicks';
import { catalogue, type CatalogueEntry } from '../../lib/game-catalogue';
import { rankGames } from '../../lib/click-ranking';
import { CollectionJsonLd } from './collection-json-ld';

const tabs = [
  { value: 'all', key: 'list.tab_all', filter: () => true },
  { value: 'ai', key: 'list.tab_ai', filter: (game: CatalogueEntry) => game.kind === 'ai' },
  { value: 'simple', key: 'list.tab_simple', filter: (game: CatalogueEntry) => game.kind === 'simple' },
] as const;

/** The games list: tabs All / AI / Simple, each sorted by click count, most first. */
export default function GamesPage() {
  const { t } = useTranslation('games');
  const clicks = useGameClicks();
  const sorted = useMemo(() => rankGames(catalogue, clicks.data?.ranking), [clicks.data]);

  return (
    <>
      <PageMeta title={t('list.meta_title')} description={t('list.meta_description')} keywords={t('list.meta_keywords')} />
      <CollectionJsonLd games={sorted} />
      <PageHeading title={t('list.title')} lead={t('list.lead')} />
      <Tabs.Root defaultValue="all">
        <Tabs.List aria-label={t('list.tabs_label')} className="mb-8 flex justify-center gap-2">
          {tabs.map((tab) => (
            <Tabs.Trigger
              key={tab.value}
              value={tab.value}
              className="rounded-full border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 data-[state=active]:border-brand-600 data-[state=active]:bg-brand-600 data-[state=active]:text-white dark:border-slate-700 dark:text-slate-200 dark:data-[state=active]:border-brand-500 dark:data-[state=active]:bg-brand-600"
            >
              {t(tab.key)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((tab) => {
          const games = sorted.filter(tab.filter);
          return (
            <Tabs.Content key={tab.value} value={tab.value}>
              {clicks.isPending ? <GameGridSkeleton count={6} /> : games.length === 0 ? <p>{t('list.empty')}</p> : <GameGrid games={games} clicks={clicks.data?.counts} />}
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </>
  );
}
