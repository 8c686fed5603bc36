import { describe, expect, it } from 'vitest';
import { seededRandom } from '../contract/seeded-random.ts';
import { generateFortune } from './fortune-telling.ts';

describe('a younger sibling named in a Vietnamese decision stays a sibling (issue 13, round 12)', () => {
  it.each([
    ['Tết này em định chở em gái về quê nội bằng xe máy, có nên không?', 'em gái'],
    ['Mình có nên dẫn em trai đi Đà Lạt dịp hè này không?', 'em trai'],
  ])('%s', (question, sibling) => {
    const reading = generateFortune({ category: 'travel', input: question }, { language: 'vi', random: seededRandom(1) });
    expect(reading).toContain(sibling);
    expect(reading).not.toMatch(/bạn (?:gái|trai)/u);
  });
});
