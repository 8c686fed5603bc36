/**
 * populate-quiz-images (POST, no body): mirrors the quiz library into `quiz_images`, inserting only the ids not stored
 * yet, so calling it again changes nothing. Answers `{count, inserted, stored}`; `stored` is false when no project is
 * configured and the library alone serves the quiz.
 */
import { createFunctionHandler } from '../_shared/http/function-handler.ts';
import { HttpError, jsonResponse } from '../_shared/http/http.ts';
import { QuizStoreError, quizImageRows, quizStoreFromEnv } from '../_shared/quiz/quiz-store.ts';

/** Handles one populate-quiz-images request. */
export const handler = createFunctionHandler({
  name: 'populate-quiz-images',
  methods: ['POST'],
  rateLimited: true,
  handle: async () => {
    const rows = quizImageRows();
    const store = quizStoreFromEnv();
    if (store === undefined) return jsonResponse({ count: rows.length, inserted: 0, stored: false });
    let inserted: number;
    try {
      inserted = await store.insertMissing(rows);
    } catch (error) {
      if (!(error instanceof QuizStoreError)) throw error;
      console.error(`[populate-quiz-images] ${error.message}`);
      throw new HttpError(502, 'storage_failed', 'The quiz images could not be stored; try again later.');
    }
    return jsonResponse({ count: rows.length, inserted, stored: true });
  },
});
