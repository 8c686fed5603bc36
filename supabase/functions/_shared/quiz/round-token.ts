/**
 * The quiz's round token: generate-quiz-image signs one per question (the image id and 0 wrong answers), and
 * validate-quiz-answer returns an updated one after each wrong answer. The answer is revealed only once a token counts
 * the round's wrong answers, so `reveal: true` cannot be asked for without playing. Stateless (signed-token.ts), so
 * any function instance checks what another issued.
 */
import { signToken, verifyToken } from '../security/signed-token.ts';

/** Kind of the quiz round token. */
export const roundTokenKind = 'quiz-round';

/** How long a question's token stays valid, in milliseconds (6 hours: a tab left open still works). */
export const roundTokenTtlMs = 6 * 60 * 60 * 1000;

/** What a round token carries. */
export interface RoundClaims {
  /** The image of the question. */
  img: string;
  /** Wrong answers the server has seen on it. */
  wrong: number;
}

/** Signs a round token for `imageId` with `wrong` wrong answers seen. */
export function issueRoundToken(imageId: string, wrong = 0): Promise<string> {
  return signToken<RoundClaims>(roundTokenKind, { img: imageId, wrong }, roundTokenTtlMs);
}

/** The claims of a valid, unexpired round token for `imageId`; null when it is not one. */
export async function readRoundToken(token: string, imageId: string): Promise<RoundClaims | null> {
  const verified = await verifyToken<RoundClaims>(token, roundTokenKind);
  if (!verified.ok) return null;
  const { img, wrong } = verified.claims;
  if (img !== imageId || typeof wrong !== 'number' || !Number.isSafeInteger(wrong) || wrong < 0) return null;
  return { img, wrong };
}
