/**
 * zod schemas of the quiz functions' bodies.
 */
import { z } from 'zod';
import { languageSchema } from './content-schemas.ts';
import { quizCategories } from './content-types.ts';
import { quizLimits } from './quiz-limits.ts';

export { quizLimits } from './quiz-limits.ts';

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
