/**
 * The lead's read of round 9 (issue 13): "想吃点热乎的" (something warm to eat) was read as hot weather and answered
 * with a cold noodle dish, and a health reading named a crispy chicken burger as the healthy food of the day.
 */
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../contract/seeded-random.ts';
import type { ContentLanguage } from '../contract/content-types.ts';
import { generateFortune } from './fortune-telling.ts';
import { matchDocument } from './keyword-match.ts';
import { menuMoods } from './fortune-frames.ts';

describe('something warm to eat is no heatwave', () => {
  it.each([
    ['zh', '今晚加班到十点，想吃点热乎的，火锅太重了'],
    ['vi', 'Tối nay muốn ăn gì nóng hổi cho ấm bụng'],
    ['ko', '퇴근하고 따끈한 거 먹고 싶어요'],
    ['en', 'Long day, I want something warm for dinner'],
  ] as const)('%s: reads a wish for warm food', (_language, question) => {
    const moods = menuMoods(matchDocument(question));
    expect(moods).toContain('warm');
    expect(moods).not.toContain('hot');
  });
  it('still reads a hot day as heat', () => {
    expect(menuMoods(matchDocument('今天好热，吃什么？'))).toContain('hot');
    expect(menuMoods(matchDocument('Trời nóng quá, ăn gì đây?'))).toContain('hot');
  });
  it('answers the zh request with a warm dish, not 凉皮', () => {
    for (const seed of [1, 2, 3, 5, 8]) {
      const text = generateFortune({ category: 'menu', input: '今晚加班到十点，想吃点热乎的，火锅太重了' }, { language: 'zh', random: seededRandom(seed) });
      expect(text).not.toMatch(/这么热|清爽/u);
    }
  });
});

describe('a health reading names healthy food', () => {
  const unhealthy: Record<ContentLanguage, RegExp> = { en: /burger|fried/iu, vi: /chiên|burger/iu, ko: /치킨버거|튀김/u, zh: /汉堡|炸/u };
  it.each(['en', 'vi', 'ko', 'zh'] as const)('%s', (language) => {
    for (let seed = 1; seed <= 40; seed += 1) {
      const text = generateFortune({ category: 'health', input: '' }, { language, random: seededRandom(seed) });
      expect(text).not.toMatch(unhealthy[language]);
    }
  });
});

describe('before or after one event', () => {
  it.each([
    ['en', 'Should I ask my boss for a raise before or after the quarterly review in March?', 'before the quarterly review in March', 'after the quarterly review in March'],
    ['vi', 'Em nên xin tăng lương trước hay sau đợt đánh giá quý?', 'trước đợt đánh giá quý', 'sau đợt đánh giá quý'],
  ] as const)('%s: the options are the two times, whole', (language, question, before, after) => {
    const text = generateFortune({ category: 'work', input: question }, { language, random: seededRandom(1) });
    expect(text.toLowerCase()).toContain(before.toLowerCase());
    expect(text.toLowerCase()).toContain(after.toLowerCase());
  });
});
