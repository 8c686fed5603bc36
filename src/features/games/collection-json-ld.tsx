import { useTranslation } from 'react-i18next';
import type { CatalogueEntry } from '../../lib/game-catalogue';

/** The games list's `CollectionPage` structured data (schema.org), in the current language. */
export function CollectionJsonLd({ games }: { games: readonly CatalogueEntry[] }) {
  const { t, i18n } = useTranslation('games');
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: t('list.meta_title'),
    description: t('list.meta_description'),
    inLanguage: i18n.resolvedLanguage ?? 'en',
    url: `${origin}/games`,
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: games.length,
      itemListElement: games.map((game, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: `${origin}/${game.id}`,
        name: t(`${game.key}.title` as 'ai_story.title'),
      })),
    },
  };
  // JSON.stringify escapes quotes; "<" is escaped so the text can never close the script element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}
