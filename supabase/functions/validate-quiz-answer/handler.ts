/**
 * validate-quiz-answer {image_id, user_answer, language, reveal?}: `{correct}`, plus `{answer}` (the answer shown in
 * that language) when `reveal` is true. The in-code library is the source of truth for answers.
 */
import { acceptedAnswers, answerMatches } from '../_shared/quiz/answer-match.ts';
import { describeIssues } from '../_shared/contract/content-schemas.ts';
import { createFunctionHandler } from '../_shared/http/function-handler.ts';
import { aiRateLimitGroup } from '../_shared/http/rate-limit.ts';
import { HttpError, jsonResponse, readJsonBody } from '../_shared/http/http.ts';
import { displayAnswer, findQuizImage } from '../_shared/quiz/quiz-image.ts';
import { validateQuizAnswerSchema } from '../_shared/contract/quiz-schemas.ts';

/** Handles one validate-quiz-answer request. */
export const handler = createFunctionHandler({
  name: 'validate-quiz-answer',
  methods: ['POST'],
  rateLimited: true,
  rateLimitGroup: aiRateLimitGroup,
  handle: async (req) => {
    const parsed = validateQuizAnswerSchema.safeParse(await readJsonBody(req));
    if (!parsed.success) throw new HttpError(400, 'invalid_body', describeIssues(parsed.error));
    const { image_id: imageId, user_answer: userAnswer, language, reveal } = parsed.data;
    const image = findQuizImage(imageId);
    if (image === undefined) throw new HttpError(404, 'not_found', 'Unknown image_id.');
    const correct = answerMatches(userAnswer, acceptedAnswers(image.answers, language));
    return jsonResponse(reveal ? { correct, answer: displayAnswer(image, language) } : { correct });
  },
});
