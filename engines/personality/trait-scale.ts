/**
 * The trait scale of the personality test: each trait is the sum of four item points (1–4 each, reverse keying applied),
 * so 4–16, which the contract's scorePersonality maps linearly to 0–100 (13 possible scores). Helpers to go between a
 * 0–100 score and its step (sum − 4, 0–12), and to rebuild answers that score a given profile.
 */
import type { ContentLanguage, PersonalityAnswer, PersonalityTrait } from '../../supabase/functions/_shared/contract/content-types';
import {
  agreementOptions,
  personalityQuestions,
  personalityTraits,
  scorePersonality,
  type AgreementValue,
  type ResolvedAnswer,
} from '../../supabase/functions/_shared/contract/personality-questions';

/** Five trait scores, 0–100. */
export type TraitScores = Record<PersonalityTrait, number>;

/** Highest step of a trait: four items × (4 − 1) points. */
export const maxTraitStep = 12;

/** The 0–100 score of a step (sum − 4), as scorePersonality computes it for four answered items. */
export function scoreOfStep(step: number): number {
  return Math.round((step / maxTraitStep) * 100);
}

/** The step (0–12) of a score that four answered items can produce; undefined for any other number. */
export function stepOfScore(score: number): number | undefined {
  if (!Number.isInteger(score)) return undefined;
  const step = Math.round((score * maxTraitStep) / 100);
  return step >= 0 && step <= maxTraitStep && scoreOfStep(step) === score ? step : undefined;
}

/** Resolves the test's answers (one 1–4 value per question index, in item order) for scorePersonality. */
export function resolveAnswerValues(values: readonly AgreementValue[]): ResolvedAnswer[] {
  return values.flatMap((value, index) => {
    const question = personalityQuestions[index];
    return question ? [{ questionId: question.id, value }] : [];
  });
}

/** The five trait scores of a completed test: the contract's scoring, shared with the engine. */
export function scoreAnswerValues(values: readonly AgreementValue[]): TraitScores {
  return scorePersonality(resolveAnswerValues(values));
}

/**
 * Answer values (question index order) that score exactly the given profile: each trait's step is spread over its
 * four items (points 1–4 each), then reverse-keyed items get 5 − points. Undefined when a score is not attainable.
 */
export function answerValuesForScores(scores: TraitScores): AgreementValue[] | undefined {
  const steps = new Map<PersonalityTrait, number>();
  for (const trait of personalityTraits) {
    const step = stepOfScore(scores[trait]);
    if (step === undefined) return undefined;
    steps.set(trait, step);
  }
  const seen = new Map<PersonalityTrait, number>();
  return personalityQuestions.map((question) => {
    const position = seen.get(question.trait) ?? 0;
    seen.set(question.trait, position + 1);
    const step = steps.get(question.trait) ?? 0;
    // Spread the step evenly: item `position` of four gets its share of the extra points above 1.
    const extra = Math.floor(step / 4) + (position < step % 4 ? 1 : 0);
    const points = 1 + extra;
    return (question.keyed === '+' ? points : 5 - points) as AgreementValue;
  });
}

/** The answers as the ai-content body carries them: question and chosen option texts in one language (spec §3). */
export function answerTexts(values: readonly AgreementValue[], language: ContentLanguage): PersonalityAnswer[] {
  return values.flatMap((value, index) => {
    const question = personalityQuestions[index];
    const option = agreementOptions[value - 1];
    return question && option ? [{ question: question.text[language], answer: option.text[language] }] : [];
  });
}
