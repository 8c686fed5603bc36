import { describe, expect, it } from 'vitest';
import { seededRandom } from '../contract/seeded-random.ts';
import { generateSummary } from './summarize.ts';
import { completeHeadline, keyTermHashtags, simplifyForChild } from './summarize-rewrite.ts';

describe('completeHeadline', () => {
  it('drops the weekday and the leading article and writes the verb in the present, instead of cutting the lead mid-phrase', () => {
    const lead = 'The harbour board voted on Monday to close the old ferry pier for repairs after a storm damaged its pillars.';
    expect(completeHeadline([lead], 0, 110, 'en')).toBe('Harbour board votes to close old ferry pier for repairs after storm damaged its pillars');
  });

  it('ends a long lead at a clause boundary, without an ellipsis', () => {
    const lead = 'Hundreds of volunteers cleaned the beach at Mai Khe on Saturday morning, collecting more than two tonnes of plastic that had washed ashore during the winter storms of the last two months.';
    const headline = completeHeadline([lead], 0, 110, 'en');
    expect(headline).toBe('Hundreds of volunteers cleaned beach at Mai Khe');
    expect(headline).not.toMatch(/…$/u);
  });
});

describe('simplifyForChild', () => {
  it('splits long sentences at clause boundaries and uses plain words', () => {
    const out = simplifyForChild(['The city council approximately doubled the budget for parks, and residents can now borrow bikes for free at every station.'], 'en');
    expect(out).toEqual(['The city council about doubled the budget for parks.', 'People who live there can now borrow bikes for free at every station.']);
  });

  it('does not leave a reporting verb on its own ("the team found.")', () => {
    expect(simplifyForChild(['研究团队发现，大熊猫每天要花很多时间吃竹子，而且很少长距离移动。'], 'zh')[0]).toMatch(/^研究团队发现，/u);
  });
});

describe('keyTermHashtags', () => {
  it('makes whole names into one tag and skips keywords that are a piece of a name', () => {
    const tags = keyTermHashtags('Owner Maya Chen said Lumen Books will buy the building.', ['maya', 'chen', 'lumen', 'building', 'books'], 'en');
    expect(tags).toContain('#MayaChen');
    expect(tags).toContain('#LumenBooks');
    expect(tags).not.toContain('#maya');
    expect(tags).not.toContain('#lumen');
  });

  it('skips Korean dependent nouns with a particle', () => {
    expect(keyTermHashtags('한서연 씨는 빵을 굽는다.', ['씨는', '빵집'], 'ko')).toEqual(['#빵집']);
  });
});

describe('summaries keep the key figure', () => {
  it('adds the best sentence with a number when the chosen ones have none', () => {
    const text = 'A small bakery in Hoi An has become famous across the country. Its owner bakes every loaf by hand before sunrise. Last month the bakery sold 12,000 loaves to visitors. Tourists now queue around the corner every morning. The owner plans to train two apprentices next year.';
    const summary = generateSummary({ input: text, summaryStyle: 'general', length: 'short' }, { language: 'en', random: seededRandom(1) });
    expect(summary).toContain('12,000');
  });
});
