import { z } from 'zod';
import type { ContentLanguage, QuizCategory } from '../../../supabase/functions/_shared/contract/content-types';
import { quizLimits, roundTokenSchema } from '../../../supabase/functions/_shared/contract/quiz-schemas';
import type { QuizImageShown } from '../../../machines/quiz.machine';
import { invokeQuizFunction } from './invoke-quiz-function';

/** What generate-quiz-image answers: the displayed source (a site path or an http(s) URL), the opaque id and the round token. */
const imageAnswerSchema = z.object({
  image: z.string().trim().min(1).refine((source) => source.startsWith('/') || /^https?:\/\//.test(source), 'a site path or an http(s) URL'),
  image_id: z.string().trim().min(1).max(quizLimits.imageIdMax),
  round_token: roundTokenSchema,
});

/**
 * Spec §7: a random image of the category as `{src, imageId, roundToken}` (the token goes back with each answer). `exclude` lists the ids already shown this round
 * (at most the schema's limit; the most recent are kept), so a round never shows one twice.
 */
export async function generateQuizImage(category: QuizCategory, language: ContentLanguage, exclude: readonly string[] = [], signal?: AbortSignal): Promise<QuizImageShown> {
  const body = { category, language, exclude: exclude.slice(-quizLimits.excludeMax) };
  const answer = await invokeQuizFunction('generate-quiz-image', body, imageAnswerSchema, signal);
  return { src: answer.image, imageId: answer.image_id, roundToken: answer.round_token };
}
