import { checkPopulateAnswer } from './answer-checks';
import { invokeQuizFunction } from './invoke-quiz-function';

/** Spec §7: fills the quiz image library (no body); called on quiz load when quiz_images holds no rows. */
export async function populateQuizImages(signal?: AbortSignal): Promise<void> {
  await invokeQuizFunction('populate-quiz-images', undefined, checkPopulateAnswer, signal);
}
