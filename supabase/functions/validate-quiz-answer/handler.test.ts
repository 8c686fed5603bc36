import { beforeAll, describe, expect, it } from 'vitest';
import { quizLibrary } from '../_shared/quiz/quiz-library.ts';
import { handler } from './handler.ts';

async function validate(body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await handler(new Request('http://localhost/functions/v1/validate-quiz-answer', { method: 'POST', body: JSON.stringify(body) }));
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const cat = quizLibrary.find((image) => image.answers.en.includes('cat'));
if (cat === undefined) throw new Error('no cat in the library');

describe('validate-quiz-answer', () => {
  beforeAll(() => {
    process.env.RATE_LIMIT_PER_MINUTE = '0';
  });

  it('answers {correct} only, without the answer, unless reveal is asked', async () => {
    expect(await validate({ image_id: cat.id, user_answer: 'Kitty', language: 'en' })).toEqual({ status: 200, json: { correct: true } });
    expect(await validate({ image_id: cat.id, user_answer: 'dog', language: 'en' })).toEqual({ status: 200, json: { correct: false } });
    expect(await validate({ image_id: cat.id, user_answer: '', language: 'en' })).toEqual({ status: 200, json: { correct: false } });
  });

  it('matches in every language and reveals the answer in that language', async () => {
    expect((await validate({ image_id: cat.id, user_answer: 'con meo', language: 'vi' })).json).toEqual({ correct: true });
    expect((await validate({ image_id: cat.id, user_answer: '고양이', language: 'ko' })).json).toEqual({ correct: true });
    expect((await validate({ image_id: cat.id, user_answer: ' 猫 ', language: 'zh' })).json).toEqual({ correct: true });
    expect((await validate({ image_id: cat.id, user_answer: '개', language: 'ko', reveal: true })).json).toEqual({ correct: false, answer: '고양이' });
    expect((await validate({ image_id: cat.id, user_answer: 'x', language: 'vi', reveal: true })).json).toEqual({ correct: false, answer: 'mèo' });
    expect((await validate({ image_id: cat.id, user_answer: 'cat', reveal: true })).json).toEqual({ correct: true, answer: 'cat' });
  });

  it('answers 404 to an unknown image and 400 to a malformed body', async () => {
    expect(await validate({ image_id: 'does-not-exist', user_answer: 'cat', language: 'en' })).toMatchObject({ status: 404, json: { error: { code: 'not_found' } } });
    for (const body of [{}, { image_id: cat.id }, { image_id: cat.id, user_answer: 5 }, { image_id: cat.id, user_answer: 'x'.repeat(201) }, { image_id: cat.id, user_answer: 'cat', reveal: 'yes' }]) {
      expect((await validate(body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});
