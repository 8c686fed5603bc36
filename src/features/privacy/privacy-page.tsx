import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading';
import { PageMeta } from '../../components/page-meta';
import { Card } from '../../components/ui/card';
import { formatLongDate } from '../../components/long-form/format-long-date';
import { LongFormBlocks, type LongFormBlock } from '../../components/long-form/long-form-blocks';
import { TableOfContents } from '../../components/long-form/table-of-contents';
import { useScrollToHash } from '../../components/long-form/use-scroll-to-hash';
import { privacyEffectiveDate, privacyOfficerEmail, privacySectionIds } from './privacy-facts';

/** The /privacy information page: nine numbered sections, effective date, change notice and the privacy officer. */
export default function PrivacyPage() {
  const { t, i18n } = useTranslation('privacy');
  useScrollToHash();
  const sections = privacySectionIds.map((id, index) => {
    const blocks: readonly LongFormBlock[] = t(`sections.${id}.blocks`, { returnObjects: true });
    return { id, label: `${index + 1}. ${t(`sections.${id}.title`)}`, blocks };
  });
  return (
    <article className="mx-auto max-w-3xl">
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <PageHeading title={t('title')} lead={t('lead')} />
      <div className="mb-8 space-y-1 rounded-2xl bg-brand-50 px-5 py-4 text-sm text-slate-800 dark:bg-slate-900 dark:text-slate-200">
        <p>
          <span className="font-semibold">{t('effective_label')}</span>{' '}
          <time dateTime={privacyEffectiveDate}>{formatLongDate(privacyEffectiveDate, i18n.resolvedLanguage ?? 'en')}</time>
        </p>
        <p>{t('notice')}</p>
      </div>
      <TableOfContents idPrefix="privacy" title={t('toc')} entries={sections} />
      <div className="space-y-10 leading-7 text-slate-700 dark:text-slate-300">
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id} className="mb-4 text-2xl font-bold text-slate-900 dark:text-slate-100">{section.label}</h2>
            <LongFormBlocks blocks={section.blocks} />
            {section.id === 'changes' ? (
              <Card className="mt-6 p-5">
                <h3 className="text-lg font-semibold text-slate-900 dark:text-slate-100">{t('officer.title')}</h3>
                <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 [&_dd]:break-words">
                  <dt className="font-medium text-slate-900 dark:text-slate-100">{t('officer.name_label')}</dt>
                  <dd>{t('officer.name')}</dd>
                  <dt className="font-medium text-slate-900 dark:text-slate-100">{t('officer.email_label')}</dt>
                  <dd>
                    <a href={`mailto:${privacyOfficerEmail}`} className="break-all text-brand-700 underline underline-offset-4 dark:text-brand-100">{privacyOfficerEmail}</a>
                  </dd>
                </dl>
              </Card>
            ) : null}
          </section>
        ))}
      </div>
    </article>
  );
}
