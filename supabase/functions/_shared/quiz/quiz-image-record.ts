/** The shape of one quiz-library image. Server-side only: it holds the answers. */
import type { ContentLanguage, QuizCategory } from '../contract/content-types.ts';

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
