import { describe, expect, it } from 'vitest';
import type { ContentLanguage, FortuneCategory } from '../contract/content-types.ts';
import { generateContent } from './engine.ts';
import { readFortuneSituation } from './fortune-situations.ts';

const reading = (language: ContentLanguage, input: string, category: FortuneCategory = 'love', seed = 1): string =>
  generateContent('fortune-telling', { category, input }, { language, seed }) as string;

describe('fortune (round 11): a couple\'s next step, still weighed, is answered as that step', () => {
  it.each<[ContentLanguage, string, string]>([
    ['en', 'My girlfriend wants us to move in together after six months. Is it too soon?', 'cohabit'],
    ['vi', 'Có nên dọn về sống chung với anh ấy không ạ?', 'cohabit'],
    ['ko', '사귄 지 1년인데 결혼 얘기를 꺼내도 될까요?', 'marry'],
    ['zh', '我们在一起两年了，该不该结婚？', 'marry'],
  ])('%s: "%s" is the step (%s), before any newer-relationship or house-move reading', (_language, question, flag) => {
    const found = readFortuneSituation(question, 'love');
    expect(found?.situations[0]).toBe('relationship_step');
    expect(found?.flags.has(flag)).toBe(true);
  });

  it('the reading weighs the step itself, never the generic "plan something small and new together"', () => {
    const en = reading('en', 'My girlfriend wants us to move in together after six months. Is it too soon?');
    expect(en).toMatch(/home you two|moving in together/u);
    expect(en).toMatch(/rent and bills|chores/u);
    expect(en).not.toMatch(/plan something small and new/u);
    expect(reading('ko', '사귄 지 1년인데 결혼 얘기를 꺼내도 될까요?')).toMatch(/결혼/u);
  });

  it('someone else\'s wedding is no step of the couple, and moving house alone stays a move', () => {
    expect(readFortuneSituation('My sister is getting married next month, what should I wear?', 'love')?.situations[0]).not.toBe('relationship_step');
    expect(readFortuneSituation('今天要搬家，顺利吗？', 'today')?.situations[0]).toBe('moving');
  });

  it('"is it too soon?" gets no stock yes (a yes would say it is too soon)', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const en = reading('en', 'My girlfriend wants us to move in together after six months. Is it too soon?', 'love', seed);
      expect(en).not.toMatch(/clear yes|careful yes|lean toward yes|Short answer first: yes/iu);
    }
  });
});
