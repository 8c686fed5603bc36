import { describe, expect, it } from 'vitest';
import { acceptedAnswers, answerMatches, normalizeAnswer } from './answer-match.ts';

describe('normalizeAnswer', () => {
  it('folds case, width, punctuation and spaces', () => {
    expect(normalizeAnswer('  Hot-Dog!! ')).toBe('hotdog');
    expect(normalizeAnswer('ｐｉｚｚａ')).toBe('pizza');
    expect(normalizeAnswer('The  Cat.')).toBe('cat');
  });

  it('drops Vietnamese diacritics and leading classifiers', () => {
    expect(normalizeAnswer('Con Mèo')).toBe('meo');
    expect(normalizeAnswer('đồng hồ')).toBe('dongho');
    expect(normalizeAnswer('quả táo')).toBe(normalizeAnswer('tao'));
  });

  it('keeps Hangul syllables and Han characters whole', () => {
    expect(normalizeAnswer('고양이')).toBe('고양이');
    expect(normalizeAnswer('생일 케이크')).toBe('생일케이크');
    expect(normalizeAnswer('一只猫')).toBe('猫');
    expect(normalizeAnswer('猫！')).toBe('猫');
  });
});

describe('answerMatches', () => {
  it('matches English plurals, articles and one typo in long words', () => {
    expect(answerMatches('a cat', ['cat'])).toBe(true);
    expect(answerMatches('Cherry', ['cherries'])).toBe(true);
    expect(answerMatches('girafe', ['giraffe'])).toBe(true);
    expect(answerMatches('car', ['cat'])).toBe(false);
    expect(answerMatches('elefent', ['elephant'])).toBe(false);
  });

  it('matches Vietnamese without diacritics and with any tone marks typed', () => {
    expect(answerMatches('meo', ['mèo'])).toBe(true);
    expect(answerMatches('HƯƠU CAO CỔ', ['hươu cao cổ'])).toBe(true);
    expect(answerMatches('huou cao co', ['hươu cao cổ'])).toBe(true);
    expect(answerMatches('cho', ['mèo'])).toBe(false);
  });

  it('matches Korean and Chinese exactly after normalisation', () => {
    expect(answerMatches(' 고양이 ', ['고양이'])).toBe(true);
    expect(answerMatches('고양', ['고양이'])).toBe(false);
    expect(answerMatches('猫', ['猫'])).toBe(true);
    expect(answerMatches('狗', ['猫'])).toBe(false);
  });

  it('never matches an empty or punctuation-only answer', () => {
    expect(answerMatches('', ['cat'])).toBe(false);
    expect(answerMatches(' ?! ', ['cat'])).toBe(false);
  });
});

describe('acceptedAnswers', () => {
  it('adds the English answers to other languages', () => {
    const answers = { en: ['cat'], ko: ['고양이'], vi: ['mèo'], zh: ['猫'] };
    expect(acceptedAnswers(answers, 'en')).toEqual(['cat']);
    expect(acceptedAnswers(answers, 'ko')).toEqual(['고양이', 'cat']);
  });
});
