import type { ContentLanguage, QuizCategory } from '../../../supabase/functions/_shared/contract/content-types';
import { quizLimits } from '../../../supabase/functions/_shared/contract/quiz-limits';
import type { QuizImageShown } from '../../../machines/quiz.machine';
import { checkQuizImageAnswer } from './answer-checks';
import { invokeQuizFunction } from './invoke-quiz-function';

/**
 * Spec §7: a random image of the category as `{src, imageId, roundToken}` (the token goes back with each answer). `exclude` lists the ids already shown this round
 * (at most the schema's limit; the most recent are kept), so a round never shows one twice.
 */
export async function generateQuizImage(category: QuizCategory, language: ContentLanguage, exclude: readonly string[] = [], signal?: AbortSignal): Promise<QuizImageShown> {
  const body = { category, language, exclude: exclude.slice(-quizLimits.excludeMax) };
  const answer = await invokeQuizFunction('generate-quiz-image', body, checkQuizImageAnswer, signal);
  return { src: answer.image, imageId: answer.image_id, roundToken: answer.round_token };
}
