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

describe('chat (round 11, after the set H read): a thing finally handed in or finished is good news', () => {
  const said = (persona: 'girl' | 'kpop_female' | 'childhood_friend', language: ContentLanguage, content: string): string =>
    generateContent('persona-chat', { persona, messages: [{ role: 'user', content }] }, { language, seed: 1 }) as string;

  it.each<[ContentLanguage, 'girl' | 'kpop_female' | 'childhood_friend', string, RegExp]>([
    ['zh', 'girl', '我今天终于把拖了半年的论文交上去了！', /论文交上去了/u],
    ['en', 'girl', 'I finally finished the quilt I started three years ago!', /You finished the quilt you started/u],
    ['ko', 'kpop_female', '언니 저 드디어 졸업 논문 제출했어요!!', /논문 제출한/u],
    ['vi', 'childhood_friend', 'Cuối cùng tao cũng nộp xong luận văn rồi mày ơi!', /nộp xong luận văn/u],
  ])('%s: congratulates "%s" by name', (language, persona, message, named) => {
    const reply = said(persona, language, message);
    expect(reply).toMatch(named);
    expect(reply).toMatch(/Congratulations|恭喜|축하|Chúc mừng/u);
  });

  it('an unfinished thing is no good news', () => {
    expect(said('girl', 'en', "I haven't finished my essay and it's due tomorrow")).not.toMatch(/Congratulations/u);
    expect(said('girl', 'zh', '论文还没写完，好烦')).not.toMatch(/恭喜/u);
  });
});
