import { Lightbulb, Shirt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isBlank, stylistRules } from '../../../machines/writing-tools-rules';
import { contentLimits } from '../../../supabase/functions/_shared/contract/content-limits';
import { TextAreaField } from '../../components/ai/form-fields';
import { GeneratingSlot } from '../../components/ai/generating-slot';
import { ResultActions } from '../../components/ai/result-actions';
import { ResultCard } from '../../components/ai/result-card';
import { ToolForm } from '../../components/ai/tool-form';
import { ToolPage } from '../../components/ai/tool-page';
import { useGenerationTool } from '../../components/ai/use-generation-tool';
import { useToolForm } from '../../components/ai/use-tool-form';
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
  const { fieldRef: descriptionRef, submit, reset } = useToolForm<HTMLTextAreaElement>(send);
  const { fields, result, errorKey } = snapshot.context;
  const description = fields.description ?? '';
  const generating = snapshot.matches('generating');

  return (
    <ToolPage title={t('stylist:title')} description={t('stylist:meta_description')} lead={t('stylist:lead')} art="ai-stylist">
      <ToolForm
        onSubmit={submit}
        icon={Shirt}
        submitLabel={t('stylist:submit')}
        submitDisabled={isBlank(description) || generating}
        footer={
          <aside className="mt-5 flex gap-3 rounded-xl bg-amber-50 p-4 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50" data-testid="stylist-tip">
            <Lightbulb aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
            <p><strong>{t('stylist:tip_title')}</strong> {t('stylist:tip')}</p>
          </aside>
        }
      >
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
      </ToolForm>

      <GeneratingSlot active={generating} label={t('stylist:generating')} onCancel={() => send({ type: 'CANCEL' })} />

      {snapshot.matches('result') && result ? (
        <ResultCard
          title={t('stylist:result_title')}
          source={result.source}
          entertainment
          text={result.text}
          actions={<ResultActions onCopy={copy} onReset={reset} />}
        />
      ) : null}
    </ToolPage>
  );
}
