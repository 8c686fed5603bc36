import { z } from 'zod';
import type { ContentLanguage } from '../../../supabase/functions/_shared/contract/content-types';
import type { QuizVerdict } from '../../../machines/quiz.machine';
import { invokeQuizFunction } from './invoke-quiz-function';

/** What validate-quiz-answer answers: `correct`, and the accepted answer only when `reveal` was sent. */
const verdictSchema = z.object({ correct: z.boolean(), answer: z.string().trim().min(1).optional() });

/**
 * Spec §7: checks an answer `{image_id, user_answer, language}`. `reveal` (sent only on the last attempt) asks the
 * server for the accepted answer in `language`, so it reaches the browser only when the question ends.
 */
export async function validateQuizAnswer(imageId: string, userAnswer: string, language: ContentLanguage, reveal: boolean, signal?: AbortSignal): Promise<QuizVerdict> {
  const body = { image_id: imageId, user_answer: userAnswer, language, reveal };
  const verdict = await invokeQuizFunction('validate-quiz-answer', body, verdictSchema, signal);
  return verdict.answer === undefined ? { correct: verdict.correct } : { correct: verdict.correct, answer: verdict.answer };
}
