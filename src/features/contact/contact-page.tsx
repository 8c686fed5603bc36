import { Clock, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading';
import { PageMeta } from '../../components/page-meta';
import { Accordion } from '../../components/ui/accordion';
import { Card } from '../../components/ui/card';
import { faqIds, generalEmail, privacyEmail, reportEmail } from './contact-facts';
import { ContactForm } from './contact-form';

const linkClass = 'text-brand-700 underline underline-offset-4 dark:text-brand-100';

/** The /contact information page: a local-only message form, our e-mail addresses and the FAQ. */
export default function ContactPage() {
  const { t } = useTranslation('contact');
  const addresses = [
    { key: 'general', email: generalEmail },
    { key: 'privacy', email: privacyEmail },
    { key: 'report', email: reportEmail },
  ] as const;
  const faq = faqIds.map((id) => ({
    id,
    question: t(`faq.${id}.question`),
    answer: t(`faq.${id}.answer`, { email: generalEmail }),
  }));
  return (
    <div className="mx-auto max-w-3xl">
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <PageHeading title={t('title')} lead={t('lead')} />
      <div className="space-y-10 leading-7 text-slate-700 dark:text-slate-300">

        <ContactForm />

        <section aria-labelledby="contact-direct">
          <Card className="p-6">
            <h2 id="contact-direct" className="flex items-center gap-3 text-2xl font-bold text-slate-900 dark:text-slate-100">
              <Mail aria-hidden className="h-6 w-6 shrink-0 text-brand-700 dark:text-brand-100" />
              {t('direct.title')}
            </h2>
            <p className="mt-2">{t('direct.text')}</p>
            <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
              {addresses.map((address) => (
                <div key={address.key} className="contents">
                  <dt className="font-medium text-slate-900 dark:text-slate-100">{t(`direct.${address.key}`)}</dt>
                  <dd><a href={`mailto:${address.email}`} className={linkClass}>{address.email}</a></dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 flex items-start gap-2 text-sm">
              <Clock aria-hidden className="mt-1 h-4 w-4 shrink-0" />
              {t('direct.reply_time')}
            </p>
          </Card>
        </section>

        <section aria-labelledby="contact-faq">
          <h2 id="contact-faq" className="mb-4 text-2xl font-bold text-slate-900 dark:text-slate-100">{t('faq.title')}</h2>
          <Accordion items={faq} />
        </section>
      </div>
    </div>
  );
}
