/**
 * The personality result link's code (`?r=`): the five trait scores and nothing else, so the result opens in the
 * viewer's own language. Each trait is one base-13 digit of its step (0–12, see trait-scale.ts), in the order
 * extraversion, agreeableness, conscientiousness, neuroticism, intellect, then one check digit: the sum of
 * (position + 1) × digit modulo 13. As 13 is prime and the weights 1–5 differ, any single changed digit and any swap
 * of two digits is caught; a code that fails the check, has the wrong length or a foreign character is refused.
 */
import { personalityTraits } from '../../supabase/functions/_shared/contract/personality-questions';
import { scoreOfStep, stepOfScore, type TraitScores } from './trait-scale';

/** The query parameter that carries the code. */
export const shareCodeParam = 'r';

const alphabet = '0123456789abc';
const base = alphabet.length;

function checkDigit(steps: readonly number[]): number {
  return steps.reduce((sum, step, i) => sum + (i + 1) * step, 0) % base;
}

/** Encodes five attainable trait scores as a 6-character code; undefined when a score is not one the test can give. */
export function encodeShareCode(scores: TraitScores): string | undefined {
  const steps: number[] = [];
  for (const trait of personalityTraits) {
    const step = stepOfScore(scores[trait]);
    if (step === undefined) return undefined;
    steps.push(step);
  }
  return [...steps, checkDigit(steps)].map((step) => alphabet[step]).join('');
}

/** Decodes a code back to the five scores; undefined when it is malformed or tampered with. */
export function decodeShareCode(code: string): TraitScores | undefined {
  const text = code.trim().toLowerCase();
  if (text.length !== personalityTraits.length + 1) return undefined;
  const digits = [...text].map((char) => alphabet.indexOf(char));
  if (digits.some((digit) => digit < 0)) return undefined;
  const steps = digits.slice(0, personalityTraits.length);
  if (checkDigit(steps) !== digits[personalityTraits.length]) return undefined;
  return Object.fromEntries(personalityTraits.map((trait, i) => [trait, scoreOfStep(steps[i] ?? 0)])) as TraitScores;
}
