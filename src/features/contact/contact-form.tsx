import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { generalEmail } from './contact-facts';
import { validateContact, type ContactField, type ContactValues } from './validate-contact';

const emptyValues: ContactValues = { name: '', email: '', message: '' };

/** Toast id shared by the form's messages, so a new message replaces the previous one. */
const toastId = 'contact-form';

const fieldClass =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-red-700 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400 dark:aria-[invalid=true]:border-red-400';
const labelClass = 'block text-sm font-medium text-slate-900 dark:text-slate-100';

/** The contact form: name, e-mail and message, checked locally; nothing is sent anywhere. */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const [values, setValues] = useState<ContactValues>(emptyValues);
  const [invalidField, setInvalidField] = useState<ContactField | null>(null);

  const update = (field: ContactField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (invalidField === field) setInvalidField(null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateContact(values);
    if (problem) {
      setInvalidField(problem.field);
      toast.error(t(`form.${problem.key}`), { id: toastId });
      const control = event.currentTarget.elements.namedItem(problem.field);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    setInvalidField(null);
    setValues(emptyValues);
    toast.success(t('form.success'), { id: toastId, description: t('form.success_detail', { email: generalEmail }) });
  };

  return (
    <Card className="p-6">
      <h2 id="contact-form-title" className="text-2xl font-bold text-slate-900 dark:text-slate-100">{t('form.title')}</h2>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('form.notice')}</p>
      <form aria-labelledby="contact-form-title" noValidate onSubmit={submit} className="mt-5 space-y-4">
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('form.required_note')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="contact-name" className={labelClass}>{t('form.name')}</label>
            <input
              id="contact-name"
              name="name"
              type="text"
              autoComplete="name"
              required
              aria-invalid={invalidField === 'name'}
              placeholder={t('form.name_placeholder')}
              value={values.name}
              onChange={update('name')}
              className={fieldClass}
            />
          </div>
          <div>
            <label htmlFor="contact-email" className={labelClass}>{t('form.email')}</label>
            <input
              id="contact-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              aria-invalid={invalidField === 'email'}
              placeholder={t('form.email_placeholder')}
              value={values.email}
              onChange={update('email')}
              className={fieldClass}
            />
          </div>
        </div>
        <div>
          <label htmlFor="contact-message" className={labelClass}>{t('form.message')}</label>
          <textarea
            id="contact-message"
            name="message"
            rows={6}
            required
            aria-invalid={invalidField === 'message'}
            placeholder={t('form.message_placeholder')}
            value={values.message}
            onChange={update('message')}
            className={`${fieldClass} resize-y`}
          />
        </div>
        <Button type="submit" size="lg">{t('form.submit')}</Button>
      </form>
    </Card>
  );
}
