import { z } from 'zod';
import { invokeQuizFunction } from './invoke-quiz-function';

/** What populate-quiz-images answers: library size and rows inserted (not shown, spec §7). */
const populateAnswerSchema = z.object({ count: z.number().int().nonnegative(), inserted: z.number().int().nonnegative() });

/** Spec §7: fills the quiz image library (no body); called on quiz load when quiz_images holds no rows. */
export async function populateQuizImages(signal?: AbortSignal): Promise<void> {
  await invokeQuizFunction('populate-quiz-images', undefined, populateAnswerSchema, signal);
}
