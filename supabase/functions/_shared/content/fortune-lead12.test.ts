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

describe('a Korean time before a verb that modifies a noun describes the thing, it sets no deadline (issue 13, round 12)', () => {
  it.each(['결혼 전에 타던 차 팔고 버스 타고 다닐까요?', '이사 오기 전에 쓰던 소파 팔까요?'])('%s', (question) => {
    const reading = generateFortune({ category: 'money', input: question }, { language: 'ko', random: seededRandom(1) });
    expect(reading).not.toMatch(/거꾸로 세어|그 날짜|전까지/u);
  });
});

describe('Korean "-ㄹ 수 있을까요?" asks about the act before it (issue 13, round 12)', () => {
  it.each([
    ['health', '이번 달 안에 담배 끊을 수 있을까요?', '담배 끊기'],
    ['health', '다음 달 안에 술 끊을 수 있을까요?', '술 끊기'],
  ] as const)('%s: %s', (category, question, act) => {
    const reading = generateFortune({ category, input: question }, { language: 'ko', random: seededRandom(1) });
    expect(reading).toContain(act);
    expect(reading).not.toMatch(/안에 (?:담배|술)/u);
  });
});
