import { describe, expect, it } from 'vitest';
import type { ContentLanguage } from '../contract/content-types.ts';
import { generateStory } from './story.ts';
import { readGroundedHero, readGroundedKind } from './story-grounded.ts';
import { stockFamilyHolds } from './story-gate.ts';
import { seededRandom } from '../contract/seeded-random.ts';

function added(language: ContentLanguage, storyStart: string, seed = 1): string {
  return generateStory({ storyStart }, { language, random: seededRandom(seed) }).slice(storyStart.length);
}

describe('grounded fall-through of the story writer (issue 13, ninth round)', () => {
  const tales: ReadonlyArray<[ContentLanguage, string, string]> = [
    ['en', 'Once upon a time there was a little fox who could not sleep.', 'the little fox'],
    ['vi', 'Ngày xửa ngày xưa, có một chú thỏ nhỏ sống trong rừng tre.', 'chú thỏ nhỏ'],
    ['ko', '옛날 옛적 깊은 산속에 바느질을 잘하는 호랑이가 살았어요.', '호랑이'],
    ['zh', '很久很久以前，有一只不会飞的小燕子。', '小燕子'],
  ];
  it.each(tales)('(%s) a tale is told about its own creature, never by an invented "I"', (language, opening, hero) => {
    expect(readGroundedHero(opening, language, false, []).name).toBe(hero);
    for (let seed = 1; seed <= 6; seed += 1) expect(added(language, opening, seed)).toContain(hero.replace(/^the /u, ''));
  });

  const kinds: ReadonlyArray<[ContentLanguage, string, string]> = [
    ['en', 'Our school play is tomorrow and I still have not learned my lines', 'coming'],
    ['vi', 'Ngày mai là buổi biểu diễn đầu tiên của tôi.', 'coming'],
    ['ko', '지수는 오늘 처음으로 혼자 비행기를 탔다.', 'plain'],
    ['zh', '我家的扫地机器人今天自己跑出了家门', 'strange'],
    ['en', 'Priya has saved for two years to buy a red bicycle.', 'wish'],
  ];
  it.each(kinds)('(%s) reads the kind of "%s"', (language, opening, kind) => {
    expect(readGroundedKind(opening, language)).toBe(kind);
  });

  const gated: ReadonlyArray<[ContentLanguage, string, RegExp]> = [
    ['zh', '我家的扫地机器人今天自己跑出了家门', /设成|旧设置|老约定/u],
    ['en', 'Our robot vacuum rolled out of the front door by itself this morning.', /timer|settings|set it/iu],
    ['ko', '눈 떠보니 내가 키우는 금붕어가 어항 밖에서 나를 보고 있었다', /어린 새|끼어 있었/u],
    ['vi', 'Linh mở hộp cơm trưa ra và thấy bên trong là một con cá vàng còn sống.', /lời hứa|trao lại/iu],
  ];
  it.each(gated)('(%s) a stock family without its evidence brings no stock premise', (language, opening, stock) => {
    for (let seed = 1; seed <= 8; seed += 1) expect(added(language, opening, seed)).not.toMatch(stock);
  });

  it('keeps the stock machine family when the opening gives its evidence (every night)', () => {
    expect(stockFamilyHolds('The printer at work prints a blank page every night at 3 a.m.', 'en', 'machine')).toBe(true);
    expect(stockFamilyHolds('Our robot vacuum rolled out of the front door by itself this morning.', 'en', 'machine')).toBe(false);
  });

  const things: ReadonlyArray<[ContentLanguage, string, RegExp]> = [
    ['en', 'Once upon a time, a lonely lighthouse keeper named Tom found a baby seal on the rocks after a storm.', /Tom[\s\S]*baby seal/u],
    ['vi', 'Linh mở hộp cơm trưa ra và thấy bên trong là một con cá vàng còn sống.', /Linh[\s\S]*cá vàng/u],
    ['ko', '우리 반에 전학 온 애가 매일 점심시간마다 옥상에 올라간다', /옥상/u],
    ['zh', '公司楼下的自动售货机今天掉出来一瓶饮料，瓶身上贴着我的名字。', /饮料[\s\S]*售货机|售货机[\s\S]*饮料/u],
  ];
  it.each(things)('(%s) carries the hero and the central thing through the story', (language, opening, carried) => {
    for (let seed = 1; seed <= 6; seed += 1) expect(added(language, opening, seed)).toMatch(carried);
  });
});
