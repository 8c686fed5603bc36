import { z } from 'zod';
import type { ContentLanguage } from '../../../supabase/functions/_shared/contract/content-types';
import { roundTokenSchema } from '../../../supabase/functions/_shared/contract/quiz-schemas';
import type { QuizVerdict } from '../../../machines/quiz.machine';
import { invokeQuizFunction } from './invoke-quiz-function';

/** What validate-quiz-answer answers: `correct`, the question's updated round token, and the accepted answer once revealed. */
const verdictSchema = z.object({ correct: z.boolean(), answer: z.string().trim().min(1).optional(), round_token: roundTokenSchema.optional() });

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
  const verdict = await invokeQuizFunction('validate-quiz-answer', body, verdictSchema, signal);
  return {
    correct: verdict.correct,
    ...(verdict.answer === undefined ? {} : { answer: verdict.answer }),
    ...(verdict.round_token === undefined ? {} : { roundToken: verdict.round_token }),
  };
}
