import { useTranslation } from 'react-i18next';

/** Open Graph locale of each site language. */
const ogLocales: Record<string, string> = { en: 'en_US', vi: 'vi_VN', ko: 'ko_KR', zh: 'zh_CN' };

/** The link-preview card image (1200×630, language-neutral; scripts/generate-pwa-icons.ts). */
const cardImage = '/icons/og-card.png';

/**
 * Sets the document title, description and link previews (Open Graph and Twitter: title, description, card image,
 * locale) for the current screen in the current language; React 19 hoists them into <head>. The title ends with the
 * brand of the current language.
 */
export function PageMeta({ title, description, keywords }: { title: string; description: string; keywords?: string }) {
  const { t, i18n } = useTranslation('common');
  const brand = t('brand');
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const url = typeof window === 'undefined' ? '' : `${origin}${window.location.pathname}`;
  const fullTitle = `${title} | ${brand}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywords ? <meta name="keywords" content={keywords} /> : null}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={brand} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={`${origin}${cardImage}`} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={brand} />
      <meta property="og:locale" content={ogLocales[i18n.resolvedLanguage ?? 'en'] ?? 'en_US'} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={`${origin}${cardImage}`} />
    </>
  );
}
