import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AiLabel } from '../../components/ai/ai-label';
import { ButtonLink } from '../../components/ui/button-link';
import { Card } from '../../components/ui/card';
import { contentLanguageOf, generateContent } from '../../lib/api/generate-content';
import { decodeShareCode } from '../../../engines/personality/share-code';
import { answerTexts, answerValuesForScores } from '../../../engines/personality/trait-scale';
import type { GenerationSource } from '../../../machines/generation.machine';
import { TraitBars } from './trait-bars';

type TypeState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; type: string; description: string; source: GenerationSource };

/**
 * A shared result (`?r=`): the five scores from the link, drawn as bars in the viewer's language, and the type written
 * by ai-content in that language from answers rebuilt to score exactly those traits (the engine's type name depends
 * on the scores only, so every viewer sees the same type). A malformed or tampered code shows a clear message.
 */
export function SharedResult({ code }: { code: string }) {
  const { t, i18n } = useTranslation(['personality', 'common']);
  const language = contentLanguageOf(i18n.language);
  const scores = decodeShareCode(code);
  const values = scores ? answerValuesForScores(scores) : undefined;
  const query = useQuery({
    queryKey: ['personality-shared-type', values?.join('') ?? '', language],
    enabled: values !== undefined,
    retry: false,
    staleTime: Infinity,
    queryFn: async ({ signal }) => {
      const { result, source } = await generateContent('personality-test', { answers: answerTexts(values ?? [], language) }, language, signal);
      return { type: result.type, description: result.description, source };
    },
  });
  const typeState: TypeState = query.isSuccess ? { status: 'ready', ...query.data } : query.isError ? { status: 'failed' } : { status: 'loading' };

  if (!scores) {
    return (
      <Card className="p-6 text-center" role="alert" data-testid="invalid-link">
        <h2 className="text-xl font-bold">{t('personality:invalid_link_title')}</h2>
        <p className="mt-2">{t('personality:invalid_link')}</p>
        <ButtonLink to="/ai-personality-test" className="mt-4">{t('personality:take_test')}</ButtonLink>
      </Card>
    );
  }
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6" data-testid="shared-result">
      <h2 className="text-xl font-bold">{t('personality:shared_title')}</h2>
      <p className="text-slate-700 dark:text-slate-200">{t('personality:shared_lead')}</p>
      {typeState.status === 'loading' ? <p role="status">{t('personality:shared_loading')}</p> : null}
      {typeState.status === 'failed' ? <p role="status">{t('personality:shared_type_failed')}</p> : null}
      {typeState.status === 'ready' ? (
        <div className="flex flex-col gap-2">
          <p className="text-2xl font-extrabold" data-testid="personality-type">{typeState.type}</p>
          <AiLabel source={typeState.source} entertainment />
          <p className="whitespace-pre-wrap break-words leading-relaxed">{typeState.description}</p>
        </div>
      ) : null}
      <TraitBars scores={scores} />
      <ButtonLink to="/ai-personality-test" className="self-start">{t('personality:take_test')}</ButtonLink>
    </Card>
  );
}
