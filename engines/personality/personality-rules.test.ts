import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { personalityQuestions, personalityTraits, resolvePersonalityAnswers, scorePersonality, type AgreementValue } from '../../supabase/functions/_shared/contract/personality-questions';
import { bandOfPercentile, normalCdf, traitPercentile } from './norms';
import { decodeShareCode, encodeShareCode } from './share-code';
import { answerTexts, answerValuesForScores, maxTraitStep, scoreAnswerValues, scoreOfStep, type TraitScores } from './trait-scale';

const value = fc.constantFrom<AgreementValue>(1, 2, 3, 4);
const answerPattern = fc.array(value, { minLength: 20, maxLength: 20 });
const step = fc.integer({ min: 0, max: maxTraitStep });
const profile = fc.tuple(step, step, step, step, step).map(
  (steps): TraitScores => Object.fromEntries(personalityTraits.map((trait, i) => [trait, scoreOfStep(steps[i] ?? 0)])) as TraitScores,
);
const languages = ['en', 'vi', 'ko', 'zh'] as const;

describe('scoring (Mini-IPIP: item points 1–4, reverse-keyed 5 − x, a trait is the sum of its four items)', () => {
  it('gives every trait a score in 0–100 for every answer pattern, equal to (sum − 4) / 12 scaled', () => {
    fc.assert(
      fc.property(answerPattern, (values) => {
        const scores = scoreAnswerValues(values);
        for (const trait of personalityTraits) {
          // Written from the mini-ipip.md rule, not from the implementation.
          const sum = personalityQuestions.reduce((total, q, i) => (q.trait === trait ? total + (q.keyed === '+' ? (values[i] ?? 0) : 5 - (values[i] ?? 0)) : total), 0);
          expect(sum).toBeGreaterThanOrEqual(4);
          expect(sum).toBeLessThanOrEqual(16);
          expect(scores[trait]).toBe(Math.round(((sum - 4) / 12) * 100));
          expect(scores[trait]).toBeGreaterThanOrEqual(0);
          expect(scores[trait]).toBeLessThanOrEqual(100);
        }
      }),
    );
  });

  it('reverses reverse-keyed items: agreeing more raises a + item\'s trait and lowers a − item\'s trait', () => {
    fc.assert(
      fc.property(answerPattern, fc.integer({ min: 0, max: 19 }), (values, index) => {
        const question = personalityQuestions[index];
        const current = values[index];
        if (!question || current === undefined || current === 4) return;
        const raised = values.map((v, i) => (i === index ? ((current + 1) as AgreementValue) : v));
        const before = scoreAnswerValues(values)[question.trait];
        const after = scoreAnswerValues(raised)[question.trait];
        if (question.keyed === '+') expect(after).toBeGreaterThan(before);
        else expect(after).toBeLessThan(before);
        // The other traits do not move.
        for (const trait of personalityTraits.filter((t) => t !== question.trait)) expect(scoreAnswerValues(raised)[trait]).toBe(scoreAnswerValues(values)[trait]);
      }),
    );
  });

  it('scores the same from the texts sent to the engine, in every language (one scoring function for page and engine)', () => {
    fc.assert(
      fc.property(answerPattern, fc.constantFrom(...languages), (values, language) => {
        expect(scorePersonality(resolvePersonalityAnswers(answerTexts(values, language)))).toEqual(scoreAnswerValues(values));
      }),
    );
  });

  it('rebuilds answers that score exactly a shared profile', () => {
    fc.assert(
      fc.property(profile, (scores) => {
        const values = answerValuesForScores(scores);
        expect(values).toHaveLength(20);
        expect(scoreAnswerValues(values ?? [])).toEqual(scores);
      }),
    );
    expect(answerValuesForScores({ extraversion: 51, agreeableness: 50, conscientiousness: 50, neuroticism: 50, intellect: 50 })).toBeUndefined();
  });
});

describe('share-link code', () => {
  it('round-trips every profile the test can give, in 6 characters', () => {
    fc.assert(
      fc.property(answerPattern, (values) => {
        const scores = scoreAnswerValues(values);
        const code = encodeShareCode(scores);
        expect(code).toMatch(/^[0-9a-c]{6}$/);
        expect(decodeShareCode(code ?? '')).toEqual(scores);
        expect(decodeShareCode((code ?? '').toUpperCase())).toEqual(scores);
      }),
    );
  });

  it('refuses any single changed character and any swap of two different characters', () => {
    fc.assert(
      fc.property(profile, fc.integer({ min: 0, max: 5 }), fc.constantFrom(...'0123456789abcdefxyz-_'), (scores, at, char) => {
        const code = encodeShareCode(scores) ?? '';
        if (code[at] === char) return;
        expect(decodeShareCode(code.slice(0, at) + char + code.slice(at + 1))).toBeUndefined();
      }),
    );
    fc.assert(
      fc.property(profile, fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 }), (scores, i, j) => {
        const code = [...(encodeShareCode(scores) ?? '')];
        if (code[i] === code[j]) return;
        [code[i], code[j]] = [code[j] ?? '', code[i] ?? ''];
        expect(decodeShareCode(code.join(''))).toBeUndefined();
      }),
    );
  });

  it('never throws on arbitrary text and only ever decodes attainable scores', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (text) => {
        const decoded = decodeShareCode(text);
        if (decoded) expect(encodeShareCode(decoded)).toBe(text.trim().toLowerCase());
      }),
    );
    for (const bad of ['', '00000', '0000000', '12345z', '%%%%%%', '50505']) expect(decodeShareCode(bad)).toBeUndefined();
    expect(encodeShareCode({ extraversion: 49, agreeableness: 50, conscientiousness: 50, neuroticism: 50, intellect: 50 })).toBeUndefined();
  });
});

describe('percentiles against the Mini-IPIP norms', () => {
  it('has a standard normal CDF', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1)).toBeCloseTo(0.8413, 3);
    expect(normalCdf(-1.96)).toBeCloseTo(0.025, 3);
  });

  it('stays within 1–99 and never falls as the score rises', () => {
    fc.assert(
      fc.property(fc.constantFrom(...personalityTraits), step, step, (trait, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const p = traitPercentile(trait, scoreOfStep(low));
        expect(p).toBeGreaterThanOrEqual(1);
        expect(p).toBeLessThanOrEqual(99);
        expect(traitPercentile(trait, scoreOfStep(high))).toBeGreaterThanOrEqual(p);
      }),
    );
  });

  it('bands low below 30, high above 70, average between', () => {
    expect(bandOfPercentile(29)).toBe('low');
    expect(bandOfPercentile(30)).toBe('average');
    expect(bandOfPercentile(70)).toBe('average');
    expect(bandOfPercentile(71)).toBe('high');
    expect(bandOfPercentile(traitPercentile('agreeableness', 0))).toBe('low');
    expect(bandOfPercentile(traitPercentile('extraversion', 100))).toBe('high');
  });
});
