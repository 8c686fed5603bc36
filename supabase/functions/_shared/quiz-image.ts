/**
 * The shape of a quiz-library image and lookups over the library. Server-side only (answers are secret until validated).
 */
import type { ContentLanguage, QuizCategory } from './content/types.ts';
import { quizLibrary } from './quiz-library.ts';

/** One quiz image. */
export interface QuizImage {
  /** Opaque id; also the file name, so it hints nothing of the answer. */
  id: string;
  /** Quiz category. */
  category: QuizCategory;
  /** Site path of the image, `/quiz/<id>.svg`. */
  image: string;
  /** The emoji the image draws. */
  emoji: string;
  /** Accepted answers per language; the first is the one shown on reveal. */
  answers: Record<ContentLanguage, readonly string[]>;
}

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
