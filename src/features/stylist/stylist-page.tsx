import { useRef, type FormEvent } from 'react';
import { Copy, Lightbulb, RotateCcw, Shirt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isBlank, stylistRules } from '../../../machines/writing-tools-rules';
import { contentLimits } from '../../../supabase/functions/_shared/contract/content-schemas';
import { TextAreaField } from '../../components/ai/form-fields';
import { GeneratingIndicator } from '../../components/ai/generating-indicator';
import { ResultCard } from '../../components/ai/result-card';
import { useGenerationTool } from '../../components/ai/use-generation-tool';
import { PageHeading } from '../../components/page-heading';
import { PageMeta } from '../../components/page-meta';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { translateKey } from '../../i18n/translate-key';
import { contentLanguageOf, generateContent } from '../../lib/api/generate-content';

/** The /ai-stylist screen: a free self-description gives hairstyle and outfit ideas, with a tip, Copy and Reset. */
export default function StylistPage() {
  const { t, i18n } = useTranslation(['stylist', 'common']);
  const { snapshot, send, copy } = useGenerationTool({
    fields: { description: '' },
    validate: stylistRules,
    request: async (fields, signal) => {
      const { result, source } = await generateContent('style-suggestion', { input: (fields.description ?? '').trim() }, contentLanguageOf(i18n.language), signal);
      return { text: result, source };
    },
    failureKey: 'stylist:error_generation',
    shareTitle: t('stylist:title'),
  });
  const { fields, result, errorKey } = snapshot.context;
  const description = fields.description ?? '';
  const generating = snapshot.matches('generating');
  const descriptionRef = useRef<HTMLTextAreaElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };
  const reset = () => {
    send({ type: 'RESET' });
    requestAnimationFrame(() => descriptionRef.current?.focus());
  };

  return (
    <section className="mx-auto max-w-2xl">
      <PageMeta title={t('stylist:title')} description={t('stylist:meta_description')} />
      <PageHeading title={t('stylist:title')} lead={t('stylist:lead')} icon={<img src="/art/ai-stylist.svg" alt="" width={160} height={120} className="h-28 w-auto" />} />

      <Card className="p-5 sm:p-6">
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <TextAreaField
            ref={descriptionRef}
            label={t('stylist:description_label')}
            value={description}
            maxLength={contentLimits.styleDescriptionMax}
            rows={5}
            placeholder={t('stylist:description_placeholder')}
            error={errorKey ? translateKey(errorKey) : null}
            onChange={(event) => send({ type: 'FIELD', name: 'description', value: event.target.value })}
          />
          <Button type="submit" size="lg" disabled={isBlank(description) || generating} className="self-start">
            <Shirt aria-hidden className="h-4 w-4" />
            {t('stylist:submit')}
          </Button>
        </form>
        <aside className="mt-5 flex gap-3 rounded-xl bg-amber-50 p-4 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50" data-testid="stylist-tip">
          <Lightbulb aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          <p><strong>{t('stylist:tip_title')}</strong> {t('stylist:tip')}</p>
        </aside>
      </Card>

      {generating ? (
        <div className="mt-6">
          <GeneratingIndicator label={t('stylist:generating')} onCancel={() => send({ type: 'CANCEL' })} />
        </div>
      ) : null}

      {snapshot.matches('result') && result ? (
        <ResultCard
          title={t('stylist:result_title')}
          source={result.source}
          entertainment
          text={result.text}
          actions={
            <>
              <Button variant="secondary" onClick={copy}>
                <Copy aria-hidden className="h-4 w-4" />
                {t('common:actions.copy')}
              </Button>
              <Button variant="outline" onClick={reset}>
                <RotateCcw aria-hidden className="h-4 w-4" />
                {t('common:actions.reset')}
              </Button>
            </>
          }
        />
      ) : null}
    </section>
  );
}
