import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMachine } from '@xstate/react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { fromPromise } from 'xstate';
import { quizMachine, type QuizAnswerRequest, type QuizImageRequest, type QuizImageShown, type QuizVerdict } from '../../../machines/quiz.machine';
import { parseSeed, randomSeed } from '../../../supabase/functions/_shared/contract/seeded-random';
import { generationFailureMessage } from '../../components/ai/generation-messages';
import { PageHeading } from '../../components/page-heading';
import { PageMeta } from '../../components/page-meta';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { translateKey } from '../../i18n/translate-key';
import { countQuizImages } from '../../lib/api/count-quiz-images';
import { contentLanguageOf } from '../../lib/api/generate-content';
import { generateQuizImage } from '../../lib/api/generate-quiz-image';
import { populateQuizImages } from '../../lib/api/populate-quiz-images';
import { validateQuizAnswer } from '../../lib/api/validate-quiz-answer';
import { QuizFinal } from './quiz-final';
import { QuizImagePanel } from './quiz-image-panel';
import { QuizStats } from './quiz-stats';

/** The calls of the quiz, in the visitor's current language at the time of each call. */
const quizActors = {
  countImages: fromPromise<number>(() => countQuizImages()),
  populateImages: fromPromise<void>(({ signal }) => populateQuizImages(signal)),
  loadImage: fromPromise<QuizImageShown, QuizImageRequest>(({ input, signal }) =>
    generateQuizImage(input.category, contentLanguageOf(i18next.language), input.exclude, signal)),
  checkAnswer: fromPromise<QuizVerdict, QuizAnswerRequest>(({ input, signal }) =>
    validateQuizAnswer(input.imageId, input.answer, contentLanguageOf(i18next.language), input.reveal, signal, input.roundToken)),
};

/** The /ai-quiz screen: picture, answer box, question n of 5, score, chances left, feedback, Next and the final screen. */
export default function QuizPage() {
  const { t } = useTranslation(['quiz', 'common']);
  const [params] = useSearchParams();
  const [seed] = useState(() => parseSeed(params.get('seed')) ?? randomSeed());
  const [snapshot, send, actorRef] = useMachine(quizMachine.provide({ actors: quizActors }), { input: { seed } });
  const { question, questions, score, attemptsLeft, image, category, outcome, revealed, errorKey, failure } = snapshot.context;
  const [text, setText] = useState('');
  const inputId = useId();
  const errorId = useId();
  const feedbackId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const focusInputOnImage = useRef(false);

  const asking = snapshot.matches('asking');
  const validating = snapshot.matches('validating');
  const done = snapshot.matches('done');
  const final = snapshot.matches('final');
  const imageFailed = snapshot.matches('imageFailed');

  useEffect(() => {
    const subscriptions = [
      actorRef.on('emptyAnswer', () => toast.error(translateKey('quiz:error_empty'))),
      actorRef.on('correct', () => toast.success(translateKey('quiz:correct'))),
      actorRef.on('wrong', ({ attemptsLeft: left }) =>
        toast.error(translateKey('quiz:chances_left', { count: left }), { description: left === 1 ? translateKey('quiz:last_chance') : undefined })),
      actorRef.on('outOfChances', ({ answer }) =>
        toast.error(translateKey('quiz:no_more_chances'), { description: answer ? translateKey('quiz:accepted_answer', { answer }) : undefined })),
      actorRef.on('imageFailed', ({ error }) => toast.error(generationFailureMessage(error, 'quiz:error_image'))),
      actorRef.on('validationFailed', ({ error }) => toast.error(generationFailureMessage(error, 'quiz:error_validation'))),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actorRef]);

  useEffect(() => {
    if (done) nextRef.current?.focus();
  }, [done]);

  useEffect(() => {
    if (asking && focusInputOnImage.current) {
      focusInputOnImage.current = false;
      inputRef.current?.focus();
    }
  }, [asking, image]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter submits only while the question is open (the machine also ignores answers at any other time).
    if (!asking) return;
    send({ type: 'ANSWER', text });
  };
  const next = () => {
    focusInputOnImage.current = true;
    setText('');
    send({ type: 'NEXT' });
  };
  const playAgain = () => {
    focusInputOnImage.current = true;
    setText('');
    send({ type: 'PLAY_AGAIN' });
  };
  const retryImage = () => {
    focusInputOnImage.current = true;
    send({ type: 'RETRY' });
  };

  const feedback = feedbackLines();

  /** The inline feedback of the current question (the toasts say the same; this stays on screen). */
  function feedbackLines(): { tone: 'good' | 'bad'; lines: string[] } | null {
    const answerLine = revealed ? [t('quiz:accepted_answer', { answer: revealed })] : [];
    if (done && outcome === 'correct') return { tone: 'good', lines: [t('quiz:correct'), ...answerLine] };
    if (done) return { tone: 'bad', lines: [t('quiz:no_more_chances'), ...answerLine] };
    if (failure === 'validation') return { tone: 'bad', lines: [t('quiz:error_validation')] };
    if (outcome === 'wrong') return { tone: 'bad', lines: [t('quiz:chances_left', { count: attemptsLeft }), ...(attemptsLeft === 1 ? [t('quiz:last_chance')] : [])] };
    return null;
  }

  return (
    <section className="mx-auto max-w-2xl">
      <PageMeta title={t('quiz:meta_title')} description={t('quiz:meta_description')} />
      <PageHeading title={t('quiz:title')} lead={t('quiz:lead')} icon="🖼️" />

      {final ? (
        <QuizFinal score={score} total={questions} onPlayAgain={playAgain} />
      ) : (
        <Card className="p-4 sm:p-6">
          <QuizStats question={question} total={questions} score={score} attemptsLeft={attemptsLeft} />

          <QuizImagePanel
            image={image}
            question={question}
            categoryLabel={category && image ? t('quiz:category_label', { category: t(`quiz:categories.${category}`) }) : null}
            status={imageFailed ? 'failed' : image ? 'shown' : snapshot.matches('loadingImage') ? 'loading' : 'preparing'}
            onRetry={retryImage}
          />

          <form onSubmit={submit} noValidate className="mt-6">
            <label htmlFor={inputId} className="block text-sm font-semibold">{t('quiz:answer_label')}</label>
            <div className="mt-1 flex gap-2">
              <input
                ref={inputRef}
                id={inputId}
                type="text"
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                enterKeyHint="done"
                maxLength={200}
                value={text}
                readOnly={!asking}
                onChange={(event) => setText(event.target.value)}
                placeholder={t('quiz:answer_placeholder')}
                aria-invalid={errorKey !== null}
                aria-describedby={[errorKey ? errorId : '', feedback ? feedbackId : ''].filter(Boolean).join(' ') || undefined}
                className="w-full min-w-0 flex-1 rounded-lg border border-slate-400 bg-white px-3 py-2 text-lg text-slate-900 read-only:bg-slate-100 dark:border-slate-500 dark:bg-slate-950 dark:text-slate-100 dark:read-only:bg-slate-800"
              />
              <Button type="submit" size="lg" disabled={!asking}>{validating ? t('quiz:checking') : t('quiz:submit')}</Button>
            </div>
            {errorKey ? <p id={errorId} className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">{translateKey(errorKey)}</p> : null}
          </form>

          {feedback ? (
            <div
              id={feedbackId}
              data-testid="quiz-feedback"
              className={
                feedback.tone === 'good'
                  ? 'mt-4 rounded-xl bg-green-50 p-4 text-center font-semibold text-green-900 dark:bg-green-950 dark:text-green-100'
                  : 'mt-4 rounded-xl bg-amber-50 p-4 text-center font-semibold text-amber-950 dark:bg-amber-950 dark:text-amber-100'
              }
            >
              {feedback.lines.map((line) => <p key={line}>{line}</p>)}
            </div>
          ) : null}

          {done ? (
            <div className="mt-4 flex justify-center">
              <Button ref={nextRef} size="lg" onClick={next}>{question >= questions ? t('quiz:see_result') : t('quiz:next')}</Button>
            </div>
          ) : null}
        </Card>
      )}

      <p className="mt-6 text-center text-xs text-slate-600 dark:text-slate-300">{t('quiz:credit')}</p>
    </section>
  );
}
