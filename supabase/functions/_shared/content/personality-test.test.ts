import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agreementOptions, personalityQuestions, personalityTraits } from '../contract/personality-questions.ts';
import { archetypeOf, generatePersonalityResult, isBalanced, personalityTypeName } from './personality-test.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { contentLanguages, type ContentLanguage, type PersonalityAnswer } from '../contract/content-types.ts';

const scriptOf: Record<ContentLanguage, RegExp> = {
  en: /^[\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]+$/u,
  ko: /\p{Script=Hangul}/u,
  zh: /\p{Script=Han}/u,
  vi: /[ăâđêôơưàáảãạèéẻẽẹìíỉĩịòóỏõọùúủũụỳýỷỹỵ]/iu,
};

/** Answers in a language, choosing option index by a rule. */
function answers(language: ContentLanguage, optionIndex: (questionIndex: number) => number): PersonalityAnswer[] {
  return personalityQuestions.map((question, i) => ({ question: question.text[language], answer: agreementOptions[optionIndex(i)]?.text[language] ?? '' }));
}

const mixed = (i: number): number => (i * 7 + 3) % 4;

describe('generatePersonalityResult', () => {
  it.each(contentLanguages)('writes a complete result in %s in the right script', (language) => {
    const result = generatePersonalityResult({ answers: answers(language, mixed) }, { language, random: seededRandom(1) });
    expect(result.type.length).toBeGreaterThan(3);
    expect(result.description.length).toBeGreaterThan(80);
    expect(result.strengths).toHaveLength(3);
    expect(result.cautions).toHaveLength(2);
    expect(result.tip.length).toBeGreaterThan(10);
    for (const text of [result.type, result.description, result.tip, ...result.strengths, ...result.cautions]) expect(text).toMatch(scriptOf[language]);
    if (language === 'zh') expect(result.description).not.toMatch(/\p{Script=Hangul}/u);
    for (const trait of personalityTraits) {
      expect(result.traits[trait]).toBeGreaterThanOrEqual(0);
      expect(result.traits[trait]).toBeLessThanOrEqual(100);
    }
  });

  it('reads answers in any language the same way', () => {
    const scores = contentLanguages.map((language) => generatePersonalityResult({ answers: answers(language, mixed) }, { language: 'en', random: seededRandom(5) }).traits);
    for (const other of scores) expect(other).toEqual(scores[0]);
  });

  it('is deterministic per seed, varies its wording across seeds and keeps the type fixed for a profile', () => {
    const input = { answers: answers('ko', mixed) };
    const run = (seed: number) => generatePersonalityResult(input, { language: 'ko', random: seededRandom(seed) });
    expect(run(42)).toEqual(run(42));
    const texts = new Set(Array.from({ length: 10 }, (_, seed) => JSON.stringify([run(seed).description, run(seed).strengths, run(seed).tip])));
    expect(texts.size).toBeGreaterThanOrEqual(6);
    expect(new Set(Array.from({ length: 10 }, (_, seed) => run(seed).type)).size).toBe(1);
  });

  it('derives different types from different profiles (16 archetypes × 4 sensitivity bands)', () => {
    const names = new Set<string>();
    for (let e = 0; e <= 100; e += 100) for (let a = 0; a <= 100; a += 100) for (let c = 0; c <= 100; c += 100) for (let i = 0; i <= 100; i += 100) {
      for (const n of [10, 40, 60, 90]) names.add(personalityTypeName({ extraversion: e, agreeableness: a, conscientiousness: c, intellect: i, neuroticism: n }, 'en'));
    }
    expect(names.size).toBe(64);
    expect(archetypeOf({ extraversion: 80, agreeableness: 20, conscientiousness: 60, intellect: 10, neuroticism: 50 })).toBe('HLHL');
  });

  it('describes the most pronounced trait with its score', () => {
    const keyedHigh = answers('en', (i) => ((personalityQuestions[i]?.keyed ?? '+') === '+' ? 3 : 0));
    const result = generatePersonalityResult({ answers: keyedHigh }, { language: 'en', random: seededRandom(3) });
    expect(result.traits.extraversion).toBe(100);
    expect(result.description).toContain('100 out of 100');
  });

  it('never throws for arbitrary answer lists', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ question: fc.oneof(fc.string({ maxLength: 200 }), fc.constantFrom(...personalityQuestions.map((q) => q.text.vi))), answer: fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom(...agreementOptions.map((o) => o.text.en))) }), { maxLength: 25 }),
        fc.constantFrom(...contentLanguages),
        fc.integer(),
        (list, language, seed) => {
          const result = generatePersonalityResult({ answers: list }, { language, random: seededRandom(seed) });
          expect(result.type.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('balanced profiles', () => {
  const flatAnswers = (language: ContentLanguage): PersonalityAnswer[] =>
    personalityQuestions.map((question, i) => {
      const points = Math.floor(i / 5) % 2 === 0 ? 2 : 3;
      const value = question.keyed === '+' ? points : 5 - points;
      return { question: question.text[language], answer: agreementOptions[value - 1]?.text[language] ?? '' };
    });

  it.each(contentLanguages)('calls a flat profile balanced, never a party host (%s)', (language) => {
    const result = generatePersonalityResult({ answers: flatAnswers(language) }, { language, random: seededRandom(2) });
    expect(isBalanced(result.traits)).toBe(true);
    expect(result.type).toMatch(/^⚖️ /u);
    expect(`${result.type} ${result.description} ${result.strengths.join(' ')}`).not.toMatch(/party|festival|wide, lively network|파티|축제|lễ hội|bữa tiệc|派对|人脉/iu);
  });

  it('keeps the 16 types for profiles with a trait outside 35–65', () => {
    expect(isBalanced({ extraversion: 50, agreeableness: 50, conscientiousness: 50, neuroticism: 50, intellect: 66 })).toBe(false);
    expect(isBalanced({ extraversion: 35, agreeableness: 65, conscientiousness: 50, neuroticism: 40, intellect: 60 })).toBe(true);
    expect(personalityTypeName({ extraversion: 90, agreeableness: 50, conscientiousness: 50, neuroticism: 50, intellect: 50 }, 'en')).not.toMatch(/All-Rounder/u);
  });

  it('names agreeableness "Dễ chịu" in Vietnamese, as the site does, not the sociable "Hòa đồng"', () => {
    const kind = personalityQuestions.map((question) => ({ question: question.text.vi, answer: agreementOptions[question.trait === 'agreeableness' ? (question.keyed === '+' ? 3 : 0) : 1 + (question.id % 2)]?.text.vi ?? '' }));
    const result = generatePersonalityResult({ answers: kind }, { language: 'vi', random: seededRandom(4) });
    expect(result.description).toContain('Dễ chịu');
    expect(JSON.stringify(result)).not.toMatch(/Hòa đồng/iu);
  });
});
