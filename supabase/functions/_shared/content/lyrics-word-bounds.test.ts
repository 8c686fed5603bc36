/**
 * The lead's read of round 9 (issue 13): pieces cut inside a word were sung as images ("又想起一句玩笑冷", "잊고 있던
 * 가가 거기 있었어"). A Chinese phrase must be whole words, and a Korean adnominal verb's thing is the noun after it.
 */
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../contract/seeded-random.ts';
import { isWholeWordSpan } from './lyrics-word-bounds.ts';
import { readMainEvent } from './lyrics-main-clause.ts';
import { generateLyrics } from './lyrics-poem.ts';

const friends = '和最好的朋友因为一句玩笑冷战了一个月';
const marks = '이사 가는 날 텅 빈 방에서 발견한 어릴 적 키 재던 자국';

describe('whole words in a Chinese theme', () => {
  it('refuses a phrase that ends inside a word, keeps one that does not', () => {
    expect(isWholeWordSpan('最好的朋友因', friends, 'zh')).toBe(false);
    expect(isWholeWordSpan('一句玩笑冷', friends, 'zh')).toBe(false);
    expect(isWholeWordSpan('最好的朋友', friends, 'zh')).toBe(true);
    expect(isWholeWordSpan('玩笑', friends, 'zh')).toBe(true);
  });
  it('sings no piece of a word', () => {
    for (const seed of [1, 2, 3, 5, 8]) {
      const text = generateLyrics({ input: friends, emotion: 'sadness', lyricStyle: 'poem' }, { language: 'zh', random: seededRandom(seed) });
      expect(text).not.toMatch(/玩笑冷(?!战)|朋友因(?!为)/u);
    }
  });
});

describe('a Korean adnominal verb and its thing', () => {
  it('reads the thing found after 발견한, not a piece of 가는', () => {
    expect(readMainEvent(marks, 'ko')?.thing).toBe('자국');
  });
  it('sings no 가 as a thing', () => {
    for (const seed of [1, 2, 3, 5, 8]) {
      const text = generateLyrics({ input: marks, emotion: 'sadness', lyricStyle: 'ballad' }, { language: 'ko', random: seededRandom(seed) });
      const body = text.split('\n').slice(1).join('\n');
      expect(body).not.toMatch(/(?:^|\s)가(?:가|를|는|이)\s/mu);
    }
  });
});
