import { beforeAll, describe, expect, it } from 'vitest';
import { quizLibrary } from '../_shared/quiz/quiz-library.ts';
import { issueRoundToken } from '../_shared/quiz/round-token.ts';
import { signToken } from '../_shared/security/signed-token.ts';
import { handler as generateQuizImage } from '../generate-quiz-image/handler.ts';
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

  it('matches in every language and, once three wrong answers are counted, reveals the answer in that language', async () => {
    expect((await validate({ image_id: cat.id, user_answer: 'con meo', language: 'vi' })).json).toEqual({ correct: true });
    expect((await validate({ image_id: cat.id, user_answer: '고양이', language: 'ko' })).json).toEqual({ correct: true });
    expect((await validate({ image_id: cat.id, user_answer: ' 猫 ', language: 'zh' })).json).toEqual({ correct: true });
    for (const [language, answer] of [['ko', '고양이'], ['vi', 'mèo']] as const) {
      const third = await issueRoundToken(cat.id, 2);
      expect((await validate({ image_id: cat.id, user_answer: '개', language, reveal: true, round_token: third })).json).toMatchObject({ correct: false, answer });
    }
    const fresh = await issueRoundToken(cat.id);
    expect((await validate({ image_id: cat.id, user_answer: 'cat', reveal: true, round_token: fresh })).json).toEqual({ correct: true, answer: 'cat', round_token: fresh });
  });

  it('never reveals at once: reveal without a token, or before three wrong answers, answers only {correct}', async () => {
    expect((await validate({ image_id: cat.id, user_answer: 'dog', language: 'en', reveal: true })).json).toEqual({ correct: false });
    let token = await issueRoundToken(cat.id);
    for (const attempt of [1, 2]) {
      const { json } = await validate({ image_id: cat.id, user_answer: `dog ${attempt}`, language: 'en', reveal: true, round_token: token });
      expect(json, `attempt ${attempt}`).not.toHaveProperty('answer');
      expect(json.correct).toBe(false);
      expect(typeof json.round_token).toBe('string');
      expect(json.round_token).not.toBe(token);
      token = String(json.round_token);
    }
    const third = await validate({ image_id: cat.id, user_answer: 'dog 3', language: 'en', reveal: true, round_token: token });
    expect(third.json).toMatchObject({ correct: false, answer: 'cat' });
  });

  it('plays a question from generate-quiz-image: its token counts the wrong answers', async () => {
    const generated = await generateQuizImage(new Request('http://localhost/', { method: 'POST', body: JSON.stringify({ category: 'animals', language: 'en' }) }));
    const { image_id: imageId, round_token: issued } = (await generated.json()) as { image_id: string; round_token: string };
    expect(typeof issued).toBe('string');
    let token = issued;
    const answers: Array<Record<string, unknown>> = [];
    for (const attempt of [1, 2, 3]) {
      const { status, json } = await validate({ image_id: imageId, user_answer: 'zzz-not-an-answer', language: 'en', reveal: attempt === 3, round_token: token });
      expect(status).toBe(200);
      answers.push(json);
      token = String(json.round_token);
    }
    expect(answers.map((json) => 'answer' in json)).toEqual([false, false, true]);
  });

  it('refuses a forged, foreign or expired token with 400', async () => {
    const dog = quizLibrary.find((image) => image.id !== cat.id);
    if (dog === undefined) throw new Error('library too small');
    const tokens = [
      'not-a-token',
      `${await issueRoundToken(cat.id, 2)}x`,
      await issueRoundToken(dog.id, 2),
      await signToken('quiz-round', { img: cat.id, wrong: 5 }, 1000, { secret: 'someone else' }),
      await signToken('quiz-round', { img: cat.id, wrong: 5 }, 1000, { now: Date.now() - 10_000 }),
      await signToken('rps-session', { img: cat.id, wrong: 5 }, 60_000),
    ];
    for (const token of tokens) {
      const { status, json } = await validate({ image_id: cat.id, user_answer: 'dog', language: 'en', reveal: true, round_token: token });
      expect(status, token).toBe(400);
      expect(json).not.toHaveProperty('answer');
    }
  });

  it('answers 404 to an unknown image and 400 to a malformed body', async () => {
    expect(await validate({ image_id: 'does-not-exist', user_answer: 'cat', language: 'en' })).toMatchObject({ status: 404, json: { error: { code: 'not_found' } } });
    for (const body of [{}, { image_id: cat.id }, { image_id: cat.id, user_answer: 5 }, { image_id: cat.id, user_answer: 'x'.repeat(201) }, { image_id: cat.id, user_answer: 'cat', reveal: 'yes' }]) {
      expect((await validate(body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});
