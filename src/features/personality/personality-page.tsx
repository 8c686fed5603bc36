import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useMachine } from '@xstate/react';
import i18next from 'i18next';
import { LoaderCircle, Link2, RotateCcw } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { fromPromise } from 'xstate';
import { agreementOptions, personalityQuestions, type AgreementValue } from '../../../supabase/functions/_shared/contract/personality-questions';
import { personalityMachine, personalityQuestionCount, type PersonalityAnswers, type PersonalityOutcome } from '../../../machines/personality.machine';
import { encodeShareCode, shareCodeParam } from '../../../engines/personality/share-code';
import { answerTexts, scoreAnswerValues } from '../../../engines/personality/trait-scale';
import { generationFailureMessage } from '../../components/ai/generation-messages';
import { ResultCard } from '../../components/ai/result-card';
import { PageHeading } from '../../components/page-heading';
import { PageMeta } from '../../components/page-meta';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { translateKey } from '../../i18n/translate-key';
import { contentLanguageOf, generateContent } from '../../lib/api/generate-content';
import { shareText } from '../../lib/share';
import { DeferredSharedResult as SharedResult } from './deferred-shared-result';
import { TraitBars } from './trait-bars';

const complete = (answers: PersonalityAnswers): AgreementValue[] => answers.map((value) => value ?? 1);

/** The /ai-personality-test screen: intro, 20 questions one at a time, the result with five trait bars and a share link. */
export default function PersonalityPage() {
  const { t, i18n } = useTranslation(['personality', 'common']);
  const language = contentLanguageOf(i18n.language);
  const [params] = useSearchParams();
  const sharedCode = params.get(shareCodeParam);
  const [snapshot, send, actorRef] = useMachine(
    personalityMachine.provide({
      actors: {
        submit: fromPromise<PersonalityOutcome, { answers: PersonalityAnswers }>(async ({ input, signal }) => {
          const answers = answerTexts(complete(input.answers), contentLanguageOf(i18next.language));
          const { result, source } = await generateContent('personality-test', { answers }, contentLanguageOf(i18next.language), signal);
          return { result, source };
        }),
      },
    }),
  );
  const { index, answers, outcome, errorKey } = snapshot.context;
  const questionHeading = useRef<HTMLHeadingElement>(null);
  const errorId = useId();

  useEffect(() => {
    const subscriptions = [
      actorRef.on('invalid', (event) => toast.error(translateKey(event.messageKey))),
      actorRef.on('done', () => toast.success(t('personality:done'))),
      actorRef.on('failed', (event) => toast.error(generationFailureMessage(event.error, 'common:messages.generation_error'))),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actorRef, t]);

  const onQuestion = snapshot.matches('question');
  useEffect(() => {
    if (onQuestion) questionHeading.current?.focus({ preventScroll: true });
  }, [onQuestion, index]);

  const scores = snapshot.matches('result') ? scoreAnswerValues(complete(answers)) : undefined;
  const shareCode = scores ? encodeShareCode(scores) : undefined;

  const shareLink = () => {
    if (!shareCode || !outcome) return;
    const url = `${window.location.origin}/ai-personality-test?${shareCodeParam}=${shareCode}`;
    shareText({ title: t('personality:share_title'), text: `${t('personality:share_title')}: ${outcome.result.type}`, url })
      .then((result) => {
        if (result === 'copied') {
          toast.success(t('common:messages.copied'));
          toast.success(t('common:messages.share_with_friends'));
        }
      })
      .catch(() => toast.error(t('common:ai.copy_failed')));
  };

  const isLast = index === personalityQuestionCount - 1;
  const answered = answers[index] != null;
  const onSubmitForm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: isLast ? 'SUBMIT' : 'NEXT' });
  };
  const question = personalityQuestions[index];
  const percent = Math.round(((index + 1) / personalityQuestionCount) * 100);

  return (
    <section className="mx-auto max-w-2xl">
      <PageMeta title={t('personality:meta_title')} description={t('personality:meta_description')} />
      <PageHeading title={t('personality:title')} lead={t('personality:lead')} icon="🧠" />

      {sharedCode !== null ? (
        <SharedResult code={sharedCode} />
      ) : snapshot.matches('intro') ? (
        <Card className="flex flex-col items-center gap-5 p-8 text-center">
          <img src="/art/ai-personality-test.svg" alt="" width={160} height={120} className="h-32 w-auto" />
          <p className="text-slate-700 dark:text-slate-200">{t('personality:intro')}</p>
          <Button size="lg" onClick={() => send({ type: 'START' })}>{t('common:actions.start')}</Button>
        </Card>
      ) : onQuestion && question ? (
        <Card className="p-5 sm:p-6">
          <div className="mb-4 flex items-center gap-3">
            <span className="font-semibold tabular-nums" data-testid="progress-text">{t('personality:progress', { current: index + 1, total: personalityQuestionCount })}</span>
            <div role="progressbar" aria-label={t('personality:progress_label')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
              <div className="h-full rounded-full bg-brand-600 transition-[width] motion-reduce:transition-none dark:bg-brand-500" style={{ width: `${percent}%` }} />
            </div>
            <span className="text-sm tabular-nums text-slate-700 dark:text-slate-200" data-testid="progress-percent">{percent}%</span>
          </div>
          <form onSubmit={onSubmitForm} noValidate>
            <fieldset aria-describedby={errorKey ? errorId : undefined}>
              <legend className="sr-only">{t('personality:question_label', { current: index + 1 })}</legend>
              <h2 ref={questionHeading} tabIndex={-1} className="mb-4 text-xl font-bold outline-none" data-testid="question-text">{question.text[language]}</h2>
              <div className="flex flex-col gap-2">
                {agreementOptions.map((option) => (
                  <label key={option.value} className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 dark:border-slate-600 dark:has-[:checked]:bg-slate-800">
                    <input type="radio" name="answer" value={option.value} checked={answers[index] === option.value} onChange={() => send({ type: 'ANSWER', value: option.value })} className="h-4 w-4" />
                    <span>{option.text[language]}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            {errorKey ? <p id={errorId} className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">{translateKey(errorKey)}</p> : null}
            <div className="mt-5 flex justify-between gap-2">
              <Button variant="outline" disabled={index === 0} onClick={() => send({ type: 'PREVIOUS' })}>{t('common:actions.previous')}</Button>
              <Button type="submit" aria-disabled={!answered}>{isLast ? t('common:actions.submit') : t('common:actions.next')}</Button>
            </div>
          </form>
        </Card>
      ) : snapshot.matches('submitting') ? (
        <Card className="flex items-center justify-center gap-3 p-8">
          <LoaderCircle aria-hidden className="h-5 w-5 animate-spin motion-reduce:animate-none" />
          <p role="status">{t('common:ai.generating')}</p>
        </Card>
      ) : outcome && scores ? (
        <ResultCard
          title={t('personality:result_title')}
          source={outcome.source}
          entertainment
          actions={
            <>
              <Button onClick={shareLink}><Link2 aria-hidden className="h-4 w-4" />{t('personality:share_link')}</Button>
              <Button variant="outline" onClick={() => send({ type: 'RETRY' })}><RotateCcw aria-hidden className="h-4 w-4" />{t('common:actions.retry')}</Button>
            </>
          }
        >
          <p className="text-2xl font-extrabold" data-testid="personality-type">{outcome.result.type}</p>
          <p className="whitespace-pre-wrap break-words leading-relaxed">{outcome.result.description}</p>
          <TraitBars scores={scores} />
          <div className="grid gap-3 sm:grid-cols-2">
            <div>
              <h3 className="font-bold">{t('personality:strengths')}</h3>
              <ul className="ml-5 list-disc">{outcome.result.strengths.map((item) => <li key={item}>{item}</li>)}</ul>
            </div>
            <div>
              <h3 className="font-bold">{t('personality:cautions')}</h3>
              <ul className="ml-5 list-disc">{outcome.result.cautions.map((item) => <li key={item}>{item}</li>)}</ul>
            </div>
          </div>
          <p><span className="font-bold">{t('personality:tip')}:</span> {outcome.result.tip}</p>
        </ResultCard>
      ) : null}
    </section>
  );
}
