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
  /** Most characters of a round token (a signed token is about 200). */
  roundTokenMax: 2048,
  /** Wrong answers the server must have seen on a question before it reveals the answer. */
  wrongBeforeReveal: 3,
} as const;

/** A round token of generate-quiz-image, passed back with every answer of that question. */
export const roundTokenSchema = z.string().min(1).max(quizLimits.roundTokenMax);

/** Body of generate-quiz-image: the category, the language, and optionally ids already shown this round. */
export const generateQuizImageSchema = z.object({
  category: z.enum(quizCategories),
  language: languageSchema,
  exclude: z.array(z.string().max(quizLimits.imageIdMax)).max(quizLimits.excludeMax).default([]),
});

/**
 * Body of validate-quiz-answer: the image, the visitor's answer, the language, the question's round token, and
 * `reveal` to get the answer back (granted once the token counts `wrongBeforeReveal` wrong answers, or on a right one).
 */
export const validateQuizAnswerSchema = z.object({
  image_id: z.string().trim().min(1).max(quizLimits.imageIdMax),
  user_answer: z.string().trim().max(quizLimits.answerMax),
  language: languageSchema,
  reveal: z.boolean().default(false),
  round_token: roundTokenSchema.optional(),
});
