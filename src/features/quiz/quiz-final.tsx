import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { quizGrade } from '../../../machines/quiz.machine';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

/** The final screen (spec §4): the score out of the total, the perfect / good / try-again message and Play again. */
export function QuizFinal({ score, total, onPlayAgain }: { score: number; total: number; onPlayAgain: () => void }) {
  const { t } = useTranslation(['quiz', 'common']);
  const playAgainRef = useRef<HTMLButtonElement>(null);
  useEffect(() => playAgainRef.current?.focus(), []);
  const grade = quizGrade(score, total);
  return (
    <Card className="p-6 text-center" data-testid="quiz-final">
      <div className="text-5xl" aria-hidden>{grade === 'perfect' ? '🏆' : grade === 'good' ? '🌟' : '💪'}</div>
      <h2 className="mt-2 text-2xl font-extrabold">{t('quiz:final_title')}</h2>
      <p className="mt-2 text-lg font-semibold" data-testid="quiz-final-score">{t('quiz:final_score', { score, total })}</p>
      <p className="mt-1 text-slate-700 dark:text-slate-200" data-testid="quiz-final-message">{t(`quiz:final_${grade}`)}</p>
      <Button ref={playAgainRef} size="lg" className="mt-5" onClick={onPlayAgain}>{t('common:actions.play_again')}</Button>
    </Card>
  );
}
