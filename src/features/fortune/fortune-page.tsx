import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { catalogueValue, fortuneRules } from '../../../machines/writing-tools-rules';
import { contentLimits } from '../../../supabase/functions/_shared/contract/content-limits';
import { fortuneCategories, type FortuneCategory } from '../../../supabase/functions/_shared/contract/content-types';
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

/** The /ai-fortune-teller screen: a category and a question give a fortune, to share (copy) or ask again. */
export default function FortunePage() {
  const { t, i18n } = useTranslation(['fortune', 'common']);
  const { snapshot, send } = useGenerationTool({
    fields: { category: fortuneCategories[0], question: '' },
    validate: fortuneRules,
    request: async (fields, signal) => {
      const category = catalogueValue(fortuneCategories, fields.category, 'today');
      const { result, source } = await generateContent('fortune-telling', { category, input: (fields.question ?? '').trim() }, contentLanguageOf(i18n.language), signal);
      return { text: result, source };
    },
    failureKey: 'common:messages.generation_error',
    generatedKey: 'fortune:generated',
    shareTitle: t('fortune:share_title'),
  });
  const { fieldRef: questionRef, submit, retry } = useToolForm<HTMLTextAreaElement>(send);
  const { fields, result, errorKey } = snapshot.context;
  const category = catalogueValue(fortuneCategories, fields.category, 'today');
  const question = fields.question ?? '';
  const generating = snapshot.matches('generating');
  const categoryName = (key: FortuneCategory) => t(`fortune:categories.${key}`);

  return (
    <ToolPage title={t('fortune:title')} description={t('fortune:meta_description')} lead={t('fortune:lead')} art="ai-fortune-teller">
      <ToolForm onSubmit={submit} icon={Sparkles} submitLabel={t('fortune:submit')} submitDisabled={question === '' || generating}>
        <SelectField
          label={t('fortune:category_label')}
          value={category}
          options={fortuneCategories.map((key) => ({ value: key, label: categoryName(key) }))}
          onChange={(value) => send({ type: 'FIELD', name: 'category', value })}
        />
        <TextAreaField
          ref={questionRef}
          label={t('fortune:question_label')}
          value={question}
          maxLength={contentLimits.fortuneQuestionMax}
          rows={3}
          placeholder={t('fortune:question_placeholder')}
          error={errorKey ? translateKey(errorKey) : null}
          onChange={(event) => send({ type: 'FIELD', name: 'question', value: event.target.value })}
        />
      </ToolForm>

      <GeneratingSlot active={generating} label={t('fortune:generating')} onCancel={() => send({ type: 'CANCEL' })} />

      {snapshot.matches('result') && result ? (
        <ResultCard
          title={t('fortune:result_title')}
          source={result.source}
          entertainment
          text={result.text}
          actions={<ResultActions onShare={() => send({ type: 'SHARE' })} onRetry={retry} />}
        />
      ) : null}
    </ToolPage>
  );
}
