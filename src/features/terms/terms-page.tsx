import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading';
import { PageMeta } from '../../components/page-meta';
import { formatLongDate } from '../../components/long-form/format-long-date';
import { LongFormBlocks, type LongFormBlock } from '../../components/long-form/long-form-blocks';
import { TableOfContents } from '../../components/long-form/table-of-contents';
import { useScrollToHash } from '../../components/long-form/use-scroll-to-hash';
import { supplementId, termsArticleIds, termsEffectiveDate } from './terms-facts';

const headingClass = 'mb-4 text-2xl font-bold text-slate-900 dark:text-slate-100';

/** The /terms information page: eight numbered articles followed by the supplementary provision. */
export default function TermsPage() {
  const { t, i18n } = useTranslation('terms');
  useScrollToHash();
  const articles = termsArticleIds.map((id, index) => {
    const blocks: readonly LongFormBlock[] = t(`articles.${id}.blocks`, { returnObjects: true });
    return { id, label: t('article_heading', { number: index + 1, title: t(`articles.${id}.title`) }), blocks };
  });
  const supplementBlocks: readonly LongFormBlock[] = t('supplement.blocks', { returnObjects: true });
  const entries = [...articles, { id: supplementId, label: t('supplement.title') }];
  return (
    <article className="mx-auto max-w-3xl">
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <PageHeading title={t('title')} lead={t('lead')} />
      <p className="mb-8 rounded-2xl bg-brand-50 px-5 py-4 text-sm text-slate-800 dark:bg-slate-900 dark:text-slate-200">
        <span className="font-semibold">{t('effective_label')}</span>{' '}
        <time dateTime={termsEffectiveDate}>{formatLongDate(termsEffectiveDate, i18n.resolvedLanguage ?? 'en')}</time>
      </p>
      <TableOfContents idPrefix="terms" title={t('toc')} entries={entries} />
      <div className="space-y-10 leading-7 text-slate-700 dark:text-slate-300">
        {articles.map((article) => (
          <section key={article.id} aria-labelledby={article.id} data-article>
            <h2 id={article.id} className={headingClass}>{article.label}</h2>
            <LongFormBlocks blocks={article.blocks} />
          </section>
        ))}
        <section aria-labelledby={supplementId} className="border-t border-slate-200 pt-8 dark:border-slate-800">
          <h2 id={supplementId} className={headingClass}>{t('supplement.title')}</h2>
          <LongFormBlocks blocks={supplementBlocks} />
        </section>
      </div>
    </article>
  );
}
