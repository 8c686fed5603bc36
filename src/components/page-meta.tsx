import { useTranslation } from 'react-i18next';

/** Sets the document title and description for the current screen (React 19 hoists them into <head>); the title ends with the brand of the current language. */
export function PageMeta({ title, description, keywords }: { title: string; description: string; keywords?: string }) {
  const { t } = useTranslation('common');
  return (
    <>
      <title>{`${title} | ${t('brand')}`}</title>
      <meta name="description" content={description} />
      {keywords ? <meta name="keywords" content={keywords} /> : null}
    </>
  );
}
