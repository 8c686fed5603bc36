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

  const watched: ReadonlyArray<[ContentLanguage, string, RegExp]> = [
    ['en', 'The new kid in our class climbs up to the roof every lunch break.', /the new kid/u],
    ['vi', 'Trên chuyến tàu đêm, người đàn ông ngồi đối diện cứ nhìn chằm chằm vào chiếc vali của tôi.', /người đàn ông ấy/u],
    ['ko', '우리 반에 전학 온 애가 매일 점심시간마다 옥상에 올라간다', /그 애/u],
    ['zh', '毕业十年后，我们班第一次同学聚会，班长却没有来。', /班长/u],
  ];
  it.each(watched)('(%s) a person the opening watches or misses is followed, never a thing treated as the actor', (language, opening, person) => {
    for (let seed = 1; seed <= 6; seed += 1) {
      const text = added(language, opening, seed);
      expect(text).toMatch(person);
      expect(text).not.toMatch(/not a trick|trò đùa|장난도 실수도|恶作剧/u);
    }
  });

  const reached: ReadonlyArray<[ContentLanguage, string]> = [
    ['en', 'Priya has saved for two years to buy a red bicycle, and today she finally has enough.'],
    ['vi', 'Sau hai năm dành dụm, cuối cùng Mai cũng đủ tiền mua chiếc xe đạp màu đỏ.'],
    ['ko', '2년 동안 용돈을 모은 끝에 드디어 빨간 자전거를 살 수 있게 되었다.'],
    ['zh', '攒了两年的钱，小美终于可以买那辆红色的自行车了。'],
  ];
  it.each(reached)('(%s) a wish the opening says is reached is not told as still far away', (language, opening) => {
    for (let seed = 1; seed <= 8; seed += 1) expect(added(language, opening, seed)).not.toMatch(/further away than ever|nearly gave up\. But|xa hơn bao giờ hết|멀게 느껴지는|比任何时候都远/u);
  });

  const sad: ReadonlyArray<[ContentLanguage, string]> = [
    ['en', 'We broke up on the day of the first snow.'],
    ['vi', 'Chúng tôi chia tay vào ngày tuyết đầu mùa.'],
    ['ko', '첫눈 오는 날 헤어졌다.'],
    ['zh', '我们在初雪那天分手了。'],
  ];
  it.each(sad)('(%s) a sad moment is never called good', (language, opening) => {
    for (let seed = 1; seed <= 10; seed += 1) expect(added(language, opening, seed)).not.toMatch(/keeps a good day|made it good|giữ một ngày đẹp|dễ chịu|좋은 하루처럼|그래서 좋았다|像一个好日子|才好/u);
  });
});

