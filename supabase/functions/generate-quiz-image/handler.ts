/**
 * generate-quiz-image {category, language, exclude?}: a random image of the category as `{image, image_id, round_token}`
 * (the signed token validate-quiz-answer counts the question's wrong answers with).
 * The id and the file name are opaque, so nothing hints at the answer. Reads `quiz_images` when a project is
 * configured (keeping only ids the library knows, since the library holds the answers), else the library itself.
 */
import { describeIssues } from '../_shared/contract/content-schemas.ts';
import type { QuizCategory } from '../_shared/contract/content-types.ts';
import { createFunctionHandler } from '../_shared/http/function-handler.ts';
import { aiRateLimitGroup } from '../_shared/http/rate-limit.ts';
import { HttpError, jsonResponse, readJsonBody } from '../_shared/http/http.ts';
import { findQuizImage, quizImagesIn } from '../_shared/quiz/quiz-image.ts';
import { generateQuizImageSchema } from '../_shared/contract/quiz-schemas.ts';
import { quizStoreFromEnv, type QuizImageChoice } from '../_shared/quiz/quiz-store.ts';
import { issueRoundToken } from '../_shared/quiz/round-token.ts';

/** A uniform random index below `length` from the platform's cryptographic source. */
function randomIndex(length: number): number {
  const values = new Uint32Array(1);
  crypto.getRandomValues(values);
  return Math.floor(((values[0] ?? 0) / 4_294_967_296) * length);
}

/** The images a question of this category can show: the table's (when configured and filled), else the library's. */
async function candidates(category: QuizCategory): Promise<QuizImageChoice[]> {
  const fromLibrary = quizImagesIn(category).map((image) => ({ id: image.id, image: image.image }));
  const store = quizStoreFromEnv();
  if (store === undefined) return fromLibrary;
  try {
    const stored = (await store.imagesIn(category)).filter((choice) => findQuizImage(choice.id)?.category === category);
    return stored.length > 0 ? stored : fromLibrary;
  } catch (error) {
    console.warn(`[generate-quiz-image] reading quiz_images failed, using the built-in library: ${error instanceof Error ? error.message : String(error)}`);
    return fromLibrary;
  }
}

/** Handles one generate-quiz-image request. */
export const handler = createFunctionHandler({
  name: 'generate-quiz-image',
  methods: ['POST'],
  rateLimited: true,
  rateLimitGroup: aiRateLimitGroup,
  handle: async (req) => {
    const parsed = generateQuizImageSchema.safeParse(await readJsonBody(req));
    if (!parsed.success) throw new HttpError(400, 'invalid_body', describeIssues(parsed.error));
    const all = await candidates(parsed.data.category);
    const excluded = new Set(parsed.data.exclude);
    const fresh = all.filter((choice) => !excluded.has(choice.id));
    const pool = fresh.length > 0 ? fresh : all;
    const chosen = pool[randomIndex(pool.length)];
    if (chosen === undefined) throw new HttpError(404, 'not_found', 'No image in this category.');
    return jsonResponse({ image: chosen.image, image_id: chosen.id, round_token: await issueRoundToken(chosen.id) });
  },
});
