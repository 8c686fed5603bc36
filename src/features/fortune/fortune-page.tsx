import { useRef, type FormEvent } from 'react';
import { RotateCcw, Share2, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { catalogueValue, fortuneRules } from '../../../machines/writing-tools-rules';
import { contentLimits } from '../../../supabase/functions/_shared/contract/content-schemas';
import { fortuneCategories, type FortuneCategory } from '../../../supabase/functions/_shared/contract/content-types';
import { SelectField, TextAreaField } from '../../components/ai/form-fields';
import { GeneratingIndicator } from '../../components/ai/generating-indicator';
import { ResultCard } from '../../components/ai/result-card';
import { useGenerationTool } from '../../components/ai/use-generation-tool';
import { PageHeading } from '../../components/page-heading';
import { PageMeta } from '../../components/page-meta';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
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
  const { fields, result, errorKey } = snapshot.context;
  const category = catalogueValue(fortuneCategories, fields.category, 'today');
  const question = fields.question ?? '';
  const generating = snapshot.matches('generating');
  const categoryName = (key: FortuneCategory) => t(`fortune:categories.${key}`);
  const questionRef = useRef<HTMLTextAreaElement>(null);
  const retry = () => {
    send({ type: 'RETRY' });
    requestAnimationFrame(() => questionRef.current?.focus());
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };

  return (
    <section className="mx-auto max-w-2xl">
      <PageMeta title={t('fortune:title')} description={t('fortune:meta_description')} />
      <PageHeading title={t('fortune:title')} lead={t('fortune:lead')} icon={<img src="/art/ai-fortune-teller.svg" alt="" width={160} height={120} className="h-28 w-auto" />} />

      <Card className="p-5 sm:p-6">
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
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
          <Button type="submit" size="lg" disabled={question === '' || generating} className="self-start">
            <Sparkles aria-hidden className="h-4 w-4" />
            {t('fortune:submit')}
          </Button>
        </form>
      </Card>

      {generating ? (
        <div className="mt-6">
          <GeneratingIndicator label={t('fortune:generating')} onCancel={() => send({ type: 'CANCEL' })} />
        </div>
      ) : null}

      {snapshot.matches('result') && result ? (
        <ResultCard
          title={t('fortune:result_title')}
          source={result.source}
          entertainment
          text={result.text}
          actions={
            <>
              <Button variant="secondary" onClick={() => send({ type: 'SHARE' })}>
                <Share2 aria-hidden className="h-4 w-4" />
                {t('common:actions.share')}
              </Button>
              <Button variant="outline" onClick={retry}>
                <RotateCcw aria-hidden className="h-4 w-4" />
                {t('common:actions.retry')}
              </Button>
            </>
          }
        />
      ) : null}
    </section>
  );
}
