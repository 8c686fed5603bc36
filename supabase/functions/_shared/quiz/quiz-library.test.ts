import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acceptedAnswers, answerMatches } from './answer-match.ts';
import { contentLanguages, quizCategories } from '../contract/content-types.ts';
import { displayAnswer, findQuizImage, quizImagesIn } from './quiz-image.ts';
import { quizLibrary } from './quiz-library.ts';

const publicQuiz = join(import.meta.dirname, '..', '..', '..', '..', 'public', 'quiz');

describe('quiz library', () => {
  it('has at least 20 images in each of the 5 categories', () => {
    for (const category of quizCategories) expect(quizImagesIn(category).length, category).toBeGreaterThanOrEqual(20);
  });

  it('uses opaque, unique ids that name the image files', () => {
    const ids = new Set(quizLibrary.map((image) => image.id));
    expect(ids.size).toBe(quizLibrary.length);
    for (const image of quizLibrary) {
      expect(image.id).toMatch(/^[0-9a-f]{12}$/);
      expect(image.image).toBe(`/quiz/${image.id}.svg`);
      for (const answer of image.answers.en) expect(image.image.toLowerCase()).not.toContain(answer.toLowerCase().replace(/\s+/g, ''));
    }
  });

  it('ships exactly the catalogued SVGs, each a Twemoji drawing with no text that names it', () => {
    const files = readdirSync(publicQuiz).filter((file) => file.endsWith('.svg')).sort();
    expect(files).toEqual(quizLibrary.map((image) => `${image.id}.svg`).sort());
    for (const image of quizLibrary) {
      const svg = readFileSync(join(publicQuiz, `${image.id}.svg`), 'utf8');
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).not.toMatch(/<(title|desc|text)\b/i);
    }
    expect(existsSync(join(publicQuiz, 'ATTRIBUTION.md'))).toBe(true);
  });

  it('derives each id from the emoji code point', () => {
    for (const image of quizLibrary) {
      const hex = [...image.emoji.replace(/\uFE0F/g, '')].map((char) => char.codePointAt(0)?.toString(16).toUpperCase()).join('-');
      expect(createHash('sha256').update(`playground-quiz:${hex}`).digest('hex').slice(0, 12)).toBe(image.id);
    }
  });

  it('has answers in every language, each matching itself', () => {
    for (const image of quizLibrary) {
      for (const language of contentLanguages) {
        expect(image.answers[language].length, `${image.id} ${language}`).toBeGreaterThan(0);
        expect(answerMatches(displayAnswer(image, language), acceptedAnswers(image.answers, language))).toBe(true);
      }
    }
  });

  it('accepts emojibase names and our synonyms for the cat', () => {
    const cat = quizLibrary.find((image) => image.answers.en.includes('cat'));
    if (cat === undefined) throw new Error('no cat in the library');
    expect(findQuizImage(cat.id)).toBe(cat);
    for (const [language, answer] of [['en', 'Kitty'], ['ko', '고양이'], ['vi', 'meo'], ['zh', '猫咪'], ['ko', 'cat']] as const) {
      expect(answerMatches(answer, acceptedAnswers(cat.answers, language)), answer).toBe(true);
    }
    expect(displayAnswer(cat, 'ko')).toBe('고양이');
  });
});
