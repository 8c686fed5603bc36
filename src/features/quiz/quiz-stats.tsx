import { useTranslation } from 'react-i18next';

/** Question n of total, the score and the chances left, as a definition list. */
export function QuizStats({ question, total, score, attemptsLeft }: { question: number; total: number; score: number; attemptsLeft: number }) {
  const { t } = useTranslation('quiz');
  const items = [
    { label: t('question_label'), value: t('question_value', { current: question, total }), id: 'quiz-question' },
    { label: t('score_label'), value: String(score), id: 'quiz-score' },
    { label: t('attempts_label'), value: String(attemptsLeft), id: 'quiz-attempts' },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2 text-center sm:gap-4">
      {items.map((item) => (
        <div key={item.id} className="rounded-xl bg-slate-100 p-2 sm:p-3 dark:bg-slate-800">
          <dt className="text-xs text-slate-600 sm:text-sm dark:text-slate-300">{item.label}</dt>
          <dd className="text-2xl font-extrabold tabular-nums sm:text-3xl" data-testid={item.id}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
