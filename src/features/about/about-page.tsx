import type { ReactNode } from 'react';
import { HeartHandshake, Megaphone, PartyPopper, Sparkles } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeading } from '../../components/page-heading';
import { PageMeta } from '../../components/page-meta';
import { Card } from '../../components/ui/card';
import { credits, valueIds, type ValueId } from './about-facts';

const valueIcons: Record<ValueId, ReactNode> = {
  fun: <PartyPopper aria-hidden className="h-7 w-7 text-brand-700 dark:text-brand-100" />,
  innovation: <Sparkles aria-hidden className="h-7 w-7 text-brand-700 dark:text-brand-100" />,
  experience: <HeartHandshake aria-hidden className="h-7 w-7 text-brand-700 dark:text-brand-100" />,
};

const h2Class = 'text-2xl font-bold text-slate-900 dark:text-slate-100';
const linkClass = 'text-brand-700 underline underline-offset-4 dark:text-brand-100';

/** The /about information page: vision, three values, the ad policy and open-source credits. */
export default function AboutPage() {
  const { t } = useTranslation('about');
  const vision: readonly string[] = t('vision.paragraphs', { returnObjects: true });
  const adPoints: readonly string[] = t('ads.points', { returnObjects: true });
  return (
    <article className="mx-auto max-w-3xl">
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <PageHeading title={t('title')} lead={t('lead')} />
      <div className="space-y-12 leading-7 text-slate-700 dark:text-slate-300">
        <section aria-labelledby="about-vision" className="space-y-4">
          <h2 id="about-vision" className={h2Class}>{t('vision.title')}</h2>
          {vision.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
        </section>

        <section aria-labelledby="about-values">
          <h2 id="about-values" className={h2Class}>{t('values.title')}</h2>
          <p className="mt-2">{t('values.lead')}</p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-3">
            {valueIds.map((id) => (
              <li key={id}>
                <Card className="h-full p-5" data-value={id}>
                  {valueIcons[id]}
                  <h3 className="mt-3 text-lg font-semibold text-slate-900 dark:text-slate-100">{t(`values.${id}.title`)}</h3>
                  <p className="mt-2 text-sm leading-6">{t(`values.${id}.text`)}</p>
                </Card>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="about-ads">
          <Card className="p-6">
            <h2 id="about-ads" className={`${h2Class} flex items-center gap-3`}>
              <Megaphone aria-hidden className="h-6 w-6 shrink-0 text-brand-700 dark:text-brand-100" />
              {t('ads.title')}
            </h2>
            <p className="mt-3">{t('ads.intro')}</p>
            <ul className="mt-3 list-disc space-y-2 pl-6 marker:text-slate-500">
              {adPoints.map((point) => <li key={point}>{point}</li>)}
            </ul>
            <p className="mt-4">
              <Trans
                t={t}
                i18nKey="ads.closing"
                components={{ privacy: <Link to="/privacy" className={linkClass} />, contact: <Link to="/contact" className={linkClass} /> }}
              />
            </p>
          </Card>
        </section>

        <section aria-labelledby="about-credits">
          <h2 id="about-credits" className={h2Class}>{t('credits.title')}</h2>
          <p className="mt-2">{t('credits.lead')}</p>
          <ul className="mt-6 space-y-4">
            {credits.map((credit) => (
              <li key={credit.id} className="border-l-4 border-brand-500 pl-4">
                <h3 className="text-lg font-semibold text-slate-900 dark:text-slate-100">{t(`credits.${credit.id}.title`)}</h3>
                <p className="font-medium text-slate-800 dark:text-slate-200">{t(`credits.${credit.id}.attribution`)}</p>
                <p className="text-sm">{t(`credits.${credit.id}.usage`)}</p>
                {credit.link ? (
                  <a href={credit.link.href} target="_blank" rel="noreferrer" className={`text-sm ${linkClass}`}>{credit.link.label}</a>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </article>
  );
}
