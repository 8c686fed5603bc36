import { describe, expect, it } from 'vitest';
import type { ContentLanguage } from '../contract/content-types.ts';
import { readKitchenRescue } from './persona-chat-fix-kitchen.ts';
import { generateContent } from './engine.ts';

const chat = (persona: 'chef' | 'girl', language: ContentLanguage, content: string): string =>
  generateContent('persona-chat', { persona, messages: [{ role: 'user', content }] }, { language, seed: 1 }) as string;

describe('chef (round 11): a bake that came out flat, dense, sunk or rubbery', () => {
  it.each<[ContentLanguage, string, string]>([
    ['en', 'My pancakes come out flat and rubbery every time, what am I doing wrong?', 'pancakes'],
    ['vi', 'Bánh bông lan của mình nướng xong cứ bị xẹp, sao vậy?', 'Bánh bông lan'],
    ['ko', '식빵을 구웠는데 하나도 안 부풀고 떡졌어요ㅠ', '식빵'],
    ['zh', '蛋糕烤出来中间塌了一个大坑，是哪里出问题了？', '蛋糕'],
  ])('%s: "%s" is a rise problem of the bake, named', (language, message, bake) => {
    const rescue = readKitchenRescue(message, language);
    expect(rescue?.problem).toBe('risen');
    expect(rescue?.dish?.toLowerCase()).toContain(bake.toLowerCase());
  });

  it('the answer is about the batter and the leavening, never the tough-meat rescue', () => {
    const en = chat('chef', 'en', 'My pancakes come out flat and rubbery every time, what am I doing wrong?');
    expect(en).toMatch(/baking powder/u);
    expect(en).not.toMatch(/across the grain/u);
    expect(chat('chef', 'ko', '식빵을 구웠는데 하나도 안 부풀고 떡졌어요ㅠ')).toMatch(/이스트|베이킹파우더/u);
  });

  it('meat that came out tough keeps the tough-meat rescue', () => {
    expect(readKitchenRescue('The steak came out tough and chewy.', 'en')?.problem).toBe('tough');
  });

  it('a steamed egg "full of little holes" is the pitted custard, named, with low heat next time', () => {
    const rescue = readKitchenRescue('我蒸的鸡蛋羹表面全是小洞，怎么才能蒸得滑一点？', 'zh');
    expect(rescue?.problem).toBe('pitted');
    expect(rescue?.dish).toBe('鸡蛋羹');
    expect(chat('chef', 'zh', '我蒸的鸡蛋羹表面全是小洞，怎么才能蒸得滑一点？')).toMatch(/小火/u);
    expect(readKitchenRescue('My flan came out full of tiny holes', 'en')?.problem).toBe('pitted');
  });
});
