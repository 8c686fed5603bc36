/**
 * validate-quiz-answer {image_id, user_answer, language, round_token, reveal?}: `{correct, round_token}` (the token
 * counting one more wrong answer after a wrong one), plus `{answer}` (the answer shown in that language) when `reveal`
 * is true and either the answer is right or the token now counts the question's three wrong answers. Without a token
 * the answer is checked but never revealed. The in-code library is the source of truth for answers.
 */
import { acceptedAnswers, answerMatches } from '../_shared/quiz/answer-match.ts';
import { describeIssues } from '../_shared/contract/content-schemas.ts';
import { createFunctionHandler } from '../_shared/http/function-handler.ts';
import { aiRateLimitGroup } from '../_shared/http/rate-limit.ts';
import { HttpError, jsonResponse, readJsonBody } from '../_shared/http/http.ts';
import { displayAnswer, findQuizImage } from '../_shared/quiz/quiz-image.ts';
import { quizLimits, validateQuizAnswerSchema } from '../_shared/contract/quiz-schemas.ts';
import { issueRoundToken, readRoundToken } from '../_shared/quiz/round-token.ts';

/** Handles one validate-quiz-answer request. */
export const handler = createFunctionHandler({
  name: 'validate-quiz-answer',
  methods: ['POST'],
  rateLimited: true,
  rateLimitGroup: aiRateLimitGroup,
  handle: async (req) => {
    const parsed = validateQuizAnswerSchema.safeParse(await readJsonBody(req));
    if (!parsed.success) throw new HttpError(400, 'invalid_body', describeIssues(parsed.error));
    const { image_id: imageId, user_answer: userAnswer, language, reveal, round_token: roundToken } = parsed.data;
    const image = findQuizImage(imageId);
    if (image === undefined) throw new HttpError(404, 'not_found', 'Unknown image_id.');
    const round = roundToken === undefined ? null : await readRoundToken(roundToken, imageId);
    if (roundToken !== undefined && round === null) throw new HttpError(400, 'invalid_body', 'round_token is not a valid token of this question; load a new image.');
    const correct = answerMatches(userAnswer, acceptedAnswers(image.answers, language));
    if (round === null) return jsonResponse({ correct });
    const wrong = correct ? round.wrong : round.wrong + 1;
    const revealed = reveal && (correct || wrong >= quizLimits.wrongBeforeReveal);
    const next = correct ? roundToken : await issueRoundToken(imageId, wrong);
    return jsonResponse(revealed ? { correct, answer: displayAnswer(image, language), round_token: next } : { correct, round_token: next });
  },
});
