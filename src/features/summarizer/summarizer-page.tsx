import { useState } from 'react';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { catalogueValue, summarizerRules, summaryShrink } from '../../../machines/writing-tools-rules';
import { contentLimits } from '../../../supabase/functions/_shared/contract/content-limits';
import { summaryLengths, summaryStyles, type SummaryLength, type SummaryStyle } from '../../../supabase/functions/_shared/contract/content-types';
import { SelectField, TextAreaField } from '../../components/ai/form-fields';
import { GeneratingSlot } from '../../components/ai/generating-slot';
import { ResultActions } from '../../components/ai/result-actions';
import { ResultCard } from '../../components/ai/result-card';
import { ToolForm } from '../../components/ai/tool-form';
import { ToolPage } from '../../components/ai/tool-page';
import { useGenerationTool } from '../../components/ai/use-generation-tool';
import { useToolForm } from '../../components/ai/use-tool-form';
import { translateKey } from '../../i18n/translate-key';
import { contentLanguageOf, generateContent } from '../../lib/api/generate-content';
import { cn } from '../../lib/cn';

/** What a summary was asked for: the text, style and length of the request that produced it. */
interface SummaryRequest {
  text: string;
  style: SummaryStyle;
  length: SummaryLength;
}

/** The /ai-summarizer screen: a style (general by default), a length and a text give a summary, with how much shorter it is. */
export default function SummarizerPage() {
  const { t, i18n } = useTranslation(['summarizer', 'common']);
  const [asked, setAsked] = useState<SummaryRequest | null>(null);
  const { snapshot, send, copy } = useGenerationTool({
    fields: { style: 'general', length: 'medium', text: '' },
    validate: summarizerRules,
    request: async (fields, signal) => {
      const request: SummaryRequest = {
        text: (fields.text ?? '').trim(),
        style: catalogueValue(summaryStyles, fields.style, 'general'),
        length: catalogueValue(summaryLengths, fields.length, 'medium'),
      };
      const { result, source } = await generateContent('summarize', { input: request.text, summaryStyle: request.style, length: request.length }, contentLanguageOf(i18n.language), signal);
      setAsked(request);
      return { text: result, source };
    },
    failureKey: 'summarizer:error_generation',
    shareTitle: t('summarizer:title'),
  });
  const { fieldRef: textRef, submit, reset } = useToolForm<HTMLTextAreaElement>(send);
  const { fields, result, errorKey } = snapshot.context;
  const style = catalogueValue(summaryStyles, fields.style, 'general');
  const length = catalogueValue(summaryLengths, fields.length, 'medium');
  const text = fields.text ?? '';
  const generating = snapshot.matches('generating');
  const shrink = result && asked ? summaryShrink(asked.text, result.text) : null;

  return (
    <ToolPage title={t('summarizer:title')} description={t('summarizer:meta_description')} lead={t('summarizer:lead')} art="ai-summarizer">
      <ToolForm onSubmit={submit} icon={FileText} submitLabel={t('summarizer:submit')} submitDisabled={generating}>
        <SelectField
          label={t('summarizer:style_label')}
          value={style}
          options={summaryStyles.map((key) => ({ value: key, label: t(`summarizer:styles.${key}`) }))}
          onChange={(value) => send({ type: 'FIELD', name: 'style', value })}
        />
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-semibold">{t('summarizer:length_label')}</legend>
          <div className="grid grid-cols-3 gap-2">
            {summaryLengths.map((key) => (
              <label
                key={key}
                className={cn(
                  'flex cursor-pointer items-center justify-center gap-2 rounded-lg border px-2 py-2 text-sm font-medium',
                  length === key
                    ? 'border-brand-600 bg-brand-50 text-brand-900 dark:border-brand-500 dark:bg-slate-800 dark:text-white'
                    : 'border-slate-400 text-slate-800 dark:border-slate-500 dark:text-slate-100',
                )}
              >
                <input
                  type="radio"
                  name="summary-length"
                  value={key}
                  checked={length === key}
                  onChange={() => send({ type: 'FIELD', name: 'length', value: key })}
                  className="h-4 w-4 accent-brand-600"
                />
                {t(`summarizer:lengths.${key}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <TextAreaField
          ref={textRef}
          label={t('summarizer:text_label')}
          aside={t('common:ai.characters', { count: text.length.toLocaleString(i18n.language), max: contentLimits.summaryInputMax.toLocaleString(i18n.language) })}
          value={text}
          maxLength={contentLimits.summaryInputMax}
          rows={8}
          placeholder={t('summarizer:text_placeholder')}
          error={errorKey ? translateKey(errorKey) : null}
          onChange={(event) => send({ type: 'FIELD', name: 'text', value: event.target.value })}
        />
      </ToolForm>

      <GeneratingSlot active={generating} label={t('summarizer:generating')} onCancel={() => send({ type: 'CANCEL' })} />

      {snapshot.matches('result') && result ? (
        <ResultCard
          title={t('summarizer:result_title')}
          source={result.source}
          text={result.text}
          details={
            asked && shrink ? (
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                <dt className="font-semibold">{t('summarizer:style_label')}</dt>
                <dd>{t(`summarizer:styles.${asked.style}`)} · {t(`summarizer:lengths.${asked.length}`)}</dd>
                <dt className="font-semibold">{t('summarizer:shrink_label')}</dt>
                <dd data-testid="summary-shrink">
                  {t('summarizer:shrink', { before: shrink.before.toLocaleString(i18n.language), after: shrink.after.toLocaleString(i18n.language) })}
                  {shrink.percent > 0 ? ` · ${t('summarizer:shrink_percent', { percent: shrink.percent })}` : ''}
                </dd>
              </dl>
            ) : null
          }
          actions={<ResultActions onCopy={copy} onReset={reset} />}
        />
      ) : null}
    </ToolPage>
  );
}
