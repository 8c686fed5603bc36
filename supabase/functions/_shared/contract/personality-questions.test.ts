import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentLanguages } from './content-types.ts';
import {
  agreementOptions, findAgreementValue, findQuestionId, itemPoints, personalityQuestions, personalityTraits, resolvePersonalityAnswers,
  scorePersonality, type AgreementValue,
} from './personality-questions.ts';

/** The Mini-IPIP keying of data/mini-ipip.md: item number → trait and direction. */
const miniIpip: Record<number, [string, '+' | '-']> = {
  1: ['extraversion', '+'], 2: ['agreeableness', '+'], 3: ['conscientiousness', '+'], 4: ['neuroticism', '+'], 5: ['intellect', '+'],
  6: ['extraversion', '-'], 7: ['agreeableness', '-'], 8: ['conscientiousness', '-'], 9: ['neuroticism', '-'], 10: ['intellect', '-'],
  11: ['extraversion', '+'], 12: ['agreeableness', '+'], 13: ['conscientiousness', '+'], 14: ['neuroticism', '+'], 15: ['intellect', '-'],
  16: ['extraversion', '-'], 17: ['agreeableness', '-'], 18: ['conscientiousness', '-'], 19: ['neuroticism', '-'], 20: ['intellect', '-'],
};

const answerAll = (valueFor: (keyed: '+' | '-') => AgreementValue) =>
  personalityQuestions.map((question) => ({ questionId: question.id, value: valueFor(question.keyed) }));

describe('personality questions', () => {
  it('has the 20 Mini-IPIP items with their trait and keying, four per trait', () => {
    expect(personalityQuestions.map((question) => question.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    for (const question of personalityQuestions) expect([question.trait, question.keyed]).toEqual(miniIpip[question.id]);
    for (const trait of personalityTraits) expect(personalityQuestions.filter((question) => question.trait === trait)).toHaveLength(4);
  });

  it('has a distinct, non-empty text for every item and option in every language', () => {
    for (const language of contentLanguages) {
      const texts = personalityQuestions.map((question) => question.text[language]);
      expect(new Set(texts).size).toBe(20);
      for (const text of texts) expect(text.trim().length).toBeGreaterThan(3);
      expect(new Set(agreementOptions.map((option) => option.text[language])).size).toBe(4);
    }
    expect(agreementOptions.map((option) => option.value)).toEqual([1, 2, 3, 4]);
  });

  it('writes Korean in Hangul, Chinese in Han and Vietnamese with its diacritics', () => {
    for (const question of personalityQuestions) {
      expect(question.text.ko).toMatch(/\p{Script=Hangul}/u);
      expect(question.text.zh).toMatch(/\p{Script=Han}/u);
      expect(question.text.zh).not.toMatch(/\p{Script=Hangul}/u);
      expect(question.text.vi).toMatch(/[ăâđêôơưàáảãạèéẻẽẹìíỉĩịòóỏõọùúủũụỳýỷỹỵ]/iu);
    }
  });
});

describe('scorePersonality', () => {
  it('scores 100 on every trait when every answer goes the keyed way, 0 when every answer goes against it', () => {
    const high = scorePersonality(answerAll((keyed) => (keyed === '+' ? 4 : 1)));
    const low = scorePersonality(answerAll((keyed) => (keyed === '+' ? 1 : 4)));
    for (const trait of personalityTraits) {
      expect(high[trait]).toBe(100);
      expect(low[trait]).toBe(0);
    }
  });

  it('balances all-agree and all-disagree answers through reverse keying', () => {
    const agree = scorePersonality(answerAll(() => 4));
    const disagree = scorePersonality(answerAll(() => 1));
    // Two + and two − items cancel out; intellect has one + and three − items.
    expect(agree).toEqual({ extraversion: 50, agreeableness: 50, conscientiousness: 50, neuroticism: 50, intellect: 25 });
    expect(disagree).toEqual({ extraversion: 50, agreeableness: 50, conscientiousness: 50, neuroticism: 50, intellect: 75 });
  });

  it('scores reverse-keyed items as 5 − answer', () => {
    const reversed = personalityQuestions.find((question) => question.keyed === '-');
    const straight = personalityQuestions.find((question) => question.keyed === '+');
    if (!reversed || !straight) throw new Error('both keyings exist');
    expect([1, 2, 3, 4].map((value) => itemPoints(reversed, value as AgreementValue))).toEqual([4, 3, 2, 1]);
    expect([1, 2, 3, 4].map((value) => itemPoints(straight, value as AgreementValue))).toEqual([1, 2, 3, 4]);
    expect(scorePersonality([{ questionId: 6, value: 4 }]).extraversion).toBe(0);
    expect(scorePersonality([{ questionId: 1, value: 4 }]).extraversion).toBe(100);
  });

  it('keeps every score within 0–100 and gives 50 to traits without answers', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ questionId: fc.integer({ min: -3, max: 25 }), value: fc.constantFrom<AgreementValue>(1, 2, 3, 4) }), { maxLength: 40 }), (answers) => {
        const scores = scorePersonality(answers);
        for (const trait of personalityTraits) {
          expect(scores[trait]).toBeGreaterThanOrEqual(0);
          expect(scores[trait]).toBeLessThanOrEqual(100);
        }
      }),
    );
    expect(scorePersonality([])).toEqual({ extraversion: 50, agreeableness: 50, conscientiousness: 50, neuroticism: 50, intellect: 50 });
  });
});

describe('answer matching', () => {
  it('matches question and answer texts in every language, tolerating case, spaces and numbering', () => {
    for (const language of contentLanguages) {
      for (const question of personalityQuestions) expect(findQuestionId(`  ${question.text[language].toUpperCase()}  `)).toBe(question.id);
      for (const option of agreementOptions) expect(findAgreementValue(` ${option.text[language]}\n`)).toBe(option.value);
    }
    expect(findQuestionId(`Q7. ${personalityQuestions[6]?.text.en ?? ''}`)).toBe(7);
    expect(findQuestionId('12)  ' + (personalityQuestions[11]?.text.ko ?? ''))).toBe(12);
  });

  it('resolves mixed-language answers and ignores unknown questions or answers', () => {
    const resolved = resolvePersonalityAnswers([
      { question: personalityQuestions[0]?.text.vi ?? '', answer: agreementOptions[3]?.text.zh ?? '' },
      { question: 'What is your favourite colour?', answer: 'Agree' },
      { question: personalityQuestions[1]?.text.zh ?? '', answer: 'maybe' },
      { question: personalityQuestions[2]?.text.ko ?? '', answer: 'disagree' },
    ]);
    expect(resolved).toEqual([{ questionId: 1, value: 4 }, { questionId: 3, value: 2 }]);
  });

  it('never throws on arbitrary texts', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ question: fc.string({ maxLength: 300 }), answer: fc.string({ maxLength: 60 }) }), { maxLength: 30 }), (answers) => {
        expect(resolvePersonalityAnswers(answers).length).toBeLessThanOrEqual(answers.length);
      }),
    );
  });
});
