/**
 * zod schemas of the quiz functions' bodies.
 */
import { z } from 'zod';
import { languageSchema } from './content-schemas.ts';
import { quizCategories } from './content-types.ts';

/** Limits of the quiz bodies. */
export const quizLimits = {
  /** Most characters of an image id. */
  imageIdMax: 64,
  /** Most characters of an answer (after trimming). */
  answerMax: 200,
  /** Most image ids a question may ask to avoid (already shown in this round). */
  excludeMax: 50,
} as const;

/** Body of generate-quiz-image: the category, the language, and optionally ids already shown this round. */
export const generateQuizImageSchema = z.object({
  category: z.enum(quizCategories),
  language: languageSchema,
  exclude: z.array(z.string().max(quizLimits.imageIdMax)).max(quizLimits.excludeMax).default([]),
});

/** Body of validate-quiz-answer: the image, the visitor's answer, the language, and `reveal` to get the answer back. */
export const validateQuizAnswerSchema = z.object({
  image_id: z.string().trim().min(1).max(quizLimits.imageIdMax),
  user_answer: z.string().trim().max(quizLimits.answerMax),
  language: languageSchema,
  reveal: z.boolean().default(false),
});
