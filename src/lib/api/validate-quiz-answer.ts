import type { ContentLanguage } from '../../../supabase/functions/_shared/contract/content-types';
import type { QuizVerdict } from '../../../machines/quiz.machine';
import { checkQuizVerdictAnswer } from './answer-checks';
import { invokeQuizFunction } from './invoke-quiz-function';

/**
 * Spec §7: checks an answer `{image_id, user_answer, language, round_token}`. `reveal` (sent only on the last attempt)
 * asks the server for the accepted answer in `language`; the server grants it only when the round token shows the
 * question's wrong answers, so it reaches the browser only when the question ends. The verdict carries the updated
 * token for the next attempt.
 */
export async function validateQuizAnswer(
  imageId: string,
  userAnswer: string,
  language: ContentLanguage,
  reveal: boolean,
  signal?: AbortSignal,
  roundToken?: string,
): Promise<QuizVerdict> {
  const body = { image_id: imageId, user_answer: userAnswer, language, reveal, ...(roundToken === undefined ? {} : { round_token: roundToken }) };
  const verdict = await invokeQuizFunction('validate-quiz-answer', body, checkQuizVerdictAnswer, signal);
  return {
    correct: verdict.correct,
    ...(verdict.answer === undefined ? {} : { answer: verdict.answer }),
    ...(verdict.round_token === undefined ? {} : { roundToken: verdict.round_token }),
  };
}
