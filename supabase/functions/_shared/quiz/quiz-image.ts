/**
 * Lookups over the quiz library. Server-side only (answers are secret until validated).
 */
import type { ContentLanguage, QuizCategory } from '../contract/content-types.ts';
import { quizLibrary } from './quiz-library.ts';
import type { QuizImage } from './quiz-image-record.ts';

const byId = new Map(quizLibrary.map((image) => [image.id, image]));

/** The library image with this id, if any. */
export function findQuizImage(id: string): QuizImage | undefined {
  return byId.get(id);
}

/** The library images of one category. */
export function quizImagesIn(category: QuizCategory): QuizImage[] {
  return quizLibrary.filter((image) => image.category === category);
}

/** The answer shown on reveal in a language. */
export function displayAnswer(image: QuizImage, language: ContentLanguage): string {
  return image.answers[language][0] ?? image.answers.en[0] ?? '';
}
