import type { ReactNode } from 'react';
import { Ban, CircleCheck, ClipboardCheck, Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading';
import { PageMeta } from '../../components/page-meta';
import { Card } from '../../components/ui/card';
import { reportEmail, ruleSectionIds, type RuleSectionId } from './guideline-sections';

const sectionIcons: Record<RuleSectionId, ReactNode> = {
  allowed: <CircleCheck aria-hidden className="h-6 w-6 shrink-0 text-emerald-700 dark:text-emerald-400" />,
  prohibited: <Ban aria-hidden className="h-6 w-6 shrink-0 text-red-700 dark:text-red-400" />,
  duties: <ClipboardCheck aria-hidden className="h-6 w-6 shrink-0 text-brand-700 dark:text-brand-100" />,
};

const headingClass = 'flex items-center gap-3 text-2xl font-bold text-slate-900 dark:text-slate-100';

/** The /guidelines information page: allowed, prohibited, user duties and how to report. */
export default function GuidelinesPage() {
  const { t } = useTranslation('guidelines');
  const reportItems: readonly string[] = t('report.items', { returnObjects: true });
  return (
    <article className="mx-auto max-w-3xl">
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <PageHeading title={t('title')} lead={t('lead')} />
      <div className="space-y-6 leading-7 text-slate-700 dark:text-slate-300">
        {ruleSectionIds.map((id) => {
          const items: readonly string[] = t(`${id}.items`, { returnObjects: true });
          return (
            <Card key={id} className="p-6" role="region" aria-labelledby={`guidelines-${id}`}>
              <h2 id={`guidelines-${id}`} className={headingClass}>{sectionIcons[id]}{t(`${id}.title`)}</h2>
              <p className="mt-3">{t(`${id}.intro`)}</p>
              <ul className="mt-3 list-disc space-y-2 pl-6 marker:text-slate-500">
                {items.map((item) => <li key={item}>{item}</li>)}
              </ul>
            </Card>
          );
        })}
        <Card className="p-6" role="region" aria-labelledby="guidelines-report">
          <h2 id="guidelines-report" className={headingClass}>
            <Flag aria-hidden className="h-6 w-6 shrink-0 text-amber-700 dark:text-amber-400" />
            {t('report.title')}
          </h2>
          <p className="mt-3">{t('report.intro')}</p>
          <p className="mt-3">
            <span className="font-semibold text-slate-900 dark:text-slate-100">{t('report.email_label')}</span>{' '}
            <a href={`mailto:${reportEmail}`} className="text-brand-700 underline underline-offset-4 dark:text-brand-100">{reportEmail}</a>
          </p>
          <h3 className="mt-5 text-lg font-semibold text-slate-900 dark:text-slate-100">{t('report.include_title')}</h3>
          <ul className="mt-2 list-disc space-y-2 pl-6 marker:text-slate-500">
            {reportItems.map((item) => <li key={item}>{item}</li>)}
          </ul>
          <p className="mt-4">{t('report.outcome')}</p>
        </Card>
      </div>
    </article>
  );
}
