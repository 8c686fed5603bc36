/**
 * Limits of the quiz bodies as plain numbers (no zod), so the site can read them without loading the schemas
 * (quiz-schemas.ts builds its checks from the same object and re-exports it).
 */

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
