/**
 * Story round 9b (issue 13): the default inverted. The grounded fall-through answers every opening unless a stock
 * everyday family has its own premise's evidence in the opening; the reader items the untuned read found.
 * Classes, each in four languages:
 * 1. An animal that does not wait or keep watch gets no stock animal premise (someone who used to come, a creature trapped).
 * 2. A first visit or a phone call is no changed person; a habit broken today is.
 * 3. A thing the opening says someone borrowed is no lost-and-found story.
 * 4. A role noun in the subject (the examiner, giám khảo, 교관님, 考官) is the person watched, never a thing or the hero.
 * 5. Moving by itself with no wind (혼자 흔들리고, tự đung đưa, 自己晃) is strange, not a plain moment.
 * 6. "Alone to the sea" (一个人去看海) gives no second element cut from the verb phrase.
 * 7. A plural thing agrees in the coming lines (the auditions were, every part of them).
 * 8. A relative the opening starts from who keeps doing something is the person watched, never "it".
 */
import { describe, expect, it } from 'vitest';
import type { ContentLanguage } from '../contract/content-types.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { PhraseComposer } from './phrase-grammar.ts';
import { generateStory } from './story.ts';
import { findEverydayFocus } from './story-everyday.ts';
import { stockFamilyHolds } from './story-gate.ts';
import { findStorySecond } from './story-premise.ts';
import { readGroundedKind, readGroundedPerson, writeGroundedStory } from './story-grounded.ts';
import type { EverydayFamily } from './data/story/everyday-rules.ts';

function added(language: ContentLanguage, storyStart: string, seed = 1): string {
  return generateStory({ storyStart }, { language, random: seededRandom(seed) }).slice(storyStart.length);
}

type GateCase = readonly [ContentLanguage, string, EverydayFamily, boolean];

describe('story gate: a stock family fires only on its own evidence (round 9b)', () => {
  const cases: readonly GateCase[] = [
    // 1. animals: no waiting → grounded; waiting → the family.
    ['en', 'My dog found a tennis ball in the snow and brought it to me.', 'animal', false],
    ['vi', 'Sáng nay bé Na nhặt được một con chim sẻ bị thương ở sân trường.', 'animal', false],
    ['ko', '우리 고양이가 오늘 처음으로 베란다에 나가 봤다.', 'animal', false],
    ['zh', '小区楼下的流浪猫今天叼来一只小猫，放在了我家门口。', 'animal', false],
    ['en', 'Every evening our old dog sits by the gate and waits.', 'animal', true],
    ['vi', 'Con chó nhà tôi chiều nào cũng ra ngồi trước cổng chờ.', 'animal', true],
    ['ko', '우리 강아지는 매일 저녁 현관 앞에 앉아 누군가를 기다린다.', 'animal', true],
    ['zh', '我家的狗每天傍晚都守在门口等。', 'animal', true],
    // 2. a visit or a call is no change; a habit broken today is.
    ['en', 'My dad came to my new flat for the first time and brought a plant.', 'changed', false],
    ['vi', 'Mẹ tôi dạo này hay gọi điện hỏi tôi đã ăn cơm chưa, dù ngày nào cũng gặp nhau.', 'changed', false],
    ['ko', '엄마가 처음으로 내 자취방에 놀러 오시는 날이라 아침부터 청소를 했다.', 'changed', false],
    ['zh', '爸爸第一次来我的宿舍，带了一袋苹果。', 'changed', false],
    ['en', 'Grandpa has made pancakes every Saturday for years, but this Saturday he made none.', 'changed', true],
    ['vi', 'Mẹ tôi nấu canh chua mỗi chủ nhật, nhưng hôm nay mẹ không nấu.', 'changed', true],
    ['ko', '할머니는 매일 아침 산책을 하시는데 오늘은 나가지 않으셨다.', 'changed', true],
    ['zh', '奶奶每天早上都去公园，可是今天她没有去。', 'changed', true],
    // 3. borrowed is not lost.
    ['en', 'my little brother borrowed my bike without asking and came back with a flat tyre', 'found', false],
    ['vi', 'Em trai tôi mượn xe đạp của tôi rồi trả lại với cái lốp xẹp.', 'found', false],
    ['zh', '弟弟借走了我的自行车，还回来的时候轮胎瘪了。', 'found', false],
    ['en', 'I lost my grandmother’s ring at the beach last summer.', 'found', true],
  ];
  it.each(cases)('(%s) "%s" → %s holds: %s', (language, opening, family, holds) => {
    expect(findEverydayFocus(opening, language).family).toBe(family);
    expect(stockFamilyHolds(opening, language, family)).toBe(holds);
  });

  it('(ko) a borrowed thing is no found story either (no family at all)', () => {
    expect(stockFamilyHolds('동생이 내 자전거를 빌려 갔다가 바퀴에 바람이 빠진 채로 돌려줬다.', 'ko', 'found')).toBe(false);
  });

  const stock: ReadonlyArray<readonly [ContentLanguage, string, RegExp]> = [
    ['vi', 'Sáng nay bé Na nhặt được một con chim sẻ bị thương ở sân trường.', /từng có một người|hay ghé đúng giờ|kẹt/iu],
    ['zh', '小区楼下的流浪猫今天叼来一只小猫，放在了我家门口。', /在等一个人|曾经有个人|卡着/u],
    ['ko', '엄마가 처음으로 내 자취방에 놀러 오시는 날이라 아침부터 청소를 했다.', /오래 못 본 누군가|한 번도 입 밖에|오래된 약속/u],
    ['en', 'My dad came to my new flat for the first time and brought a plant.', /never talked about|old promise|had not seen in a very long time/iu],
  ];
  it.each(stock)('(%s) brings no stock premise into "%s"', (language, opening, premise) => {
    for (let seed = 1; seed <= 8; seed += 1) expect(added(language, opening, seed)).not.toMatch(premise);
  });
});

describe('story grounded readers (round 9b)', () => {
  const roles: ReadonlyArray<readonly [ContentLanguage, string, string]> = [
    ['en', 'Halfway through my driving test, the examiner asked me to pull over and then just sat there.', 'the examiner'],
    ['vi', 'Giữa buổi thi lái xe, giám khảo bảo tôi dừng lại rồi cứ ngồi im nhìn ra cửa sổ.', 'giám khảo'],
    ['ko', '교관님이 오늘은 비행 훈련 대신 활주로 끝까지 걸어가 보자고 하셨다.', '교관님'],
    ['zh', '路考考到一半，考官突然让我靠边停车，然后一直盯着窗外。', '考官'],
  ];
  it.each(roles)('(%s) a role noun in the subject is the person watched', (language, opening, who) => {
    expect(readGroundedPerson(opening, language, '')).toBe(who);
    expect(readGroundedKind(opening, language, who)).toBe('someone');
    for (let seed = 1; seed <= 6; seed += 1) {
      const text = added(language, opening, seed);
      expect(text).toContain(who.replace(/^the /u, ''));
      // Never the hero (교관은 걸어와 함께…) nor a thing "nobody expected of it".
      expect(text).not.toMatch(/교관은 |expected of it|걸어와 |걸어를 /u);
    }
  });

  const moving: ReadonlyArray<readonly [ContentLanguage, string]> = [
    ['en', 'The swing in the empty playground was moving by itself, and there was no wind.'],
    ['vi', 'Cái xích đu ngoài sân tự đung đưa dù không có gió.'],
    ['ko', '동네 놀이터 그네가 바람 한 점 없는 밤에 혼자 흔들리고 있었다.'],
    ['zh', '楼下的秋千在没有风的晚上自己晃了起来。'],
    ['ko', '마당의 그네가 혼자 흔들리고 있었다.'],
    ['zh', '半夜客厅里的摇椅自己摇了起来。'],
  ];
  it.each(moving)('(%s) something moving by itself with no wind is strange: "%s"', (language, opening) => {
    expect(readGroundedKind(opening, language)).toBe('strange');
  });

  const alone: ReadonlyArray<readonly [ContentLanguage, string]> = [
    ['en', 'I went to the sea alone for the first time and did not know what to do.'],
    ['vi', 'Lần đầu tôi một mình đi biển, đứng trên bãi cát mà chẳng biết làm gì.'],
    ['ko', '처음으로 혼자 바다에 갔는데 모래사장에 서서 뭘 해야 할지 몰랐다.'],
    ['zh', '我第一次一个人去看海，站在沙滩上却不知道该做什么。'],
  ];
  it.each(alone)('(%s) "alone to the sea" gives no second element cut from the verb phrase', (language, opening) => {
    expect(findStorySecond(opening, language, null, '')).toBeNull();
    for (let seed = 1; seed <= 6; seed += 1) expect(added(language, opening, seed)).not.toMatch(/人去看海|đi biển,|바다에 갔/u);
  });

  it('(en) a plural thing agrees in the coming lines', () => {
    for (let seed = 1; seed <= 12; seed += 1) {
      const c = new PhraseComposer('en', seededRandom(seed));
      const text = writeGroundedStory(c, { hero: { name: 'I', person: 'first' }, thing: 'the school auditions', kind: 'coming', asked: false, who: null, reached: false, absent: false, sad: false }, null).flat().join(' ');
      expect(text).not.toMatch(/auditions (?:was|is)\b|part of it\b|as it always|thought about it\b/u);
    }
  });

  const kin: ReadonlyArray<readonly [ContentLanguage, string, string]> = [
    ['en', 'My mom has been calling me every evening this week to ask if I have eaten.', 'mom'],
    ['vi', 'Mẹ tôi dạo này hay gọi điện hỏi tôi đã ăn cơm chưa, dù ngày nào cũng gặp nhau.', 'mẹ'],
    ['ko', '아빠가 요즘 매일 밤 내 방 앞에서 잠깐 서 있다가 그냥 가신다.', '아빠'],
    ['zh', '妈妈最近每天晚上都给我打电话，问我吃饭了没有。', '妈妈'],
  ];
  it.each(kin)('(%s) a relative the opening starts from is watched as a person, never "it"', (language, opening, who) => {
    for (let seed = 1; seed <= 6; seed += 1) {
      const text = added(language, opening, seed);
      expect(text).toContain(who);
      expect(text).not.toMatch(/thấy nó bình thường|looked over at I\b|made I\b|it never looked|그 일을 볼 때마다/u);
    }
  });

  const lack: ReadonlyArray<readonly [ContentLanguage, string]> = [
    ['en', 'Not a single tomato grew in Grandpa’s garden this year.'],
    ['vi', 'Năm nay cây xoài sau nhà chẳng ra một quả nào.'],
    ['ko', '할아버지 댁 마당에 있는 감나무에 올해는 감이 하나도 안 열렸다.'],
    ['zh', '我养的那只乌龟已经三天没吃东西了，一直趴在缸底不动。'],
  ];
  it.each(lack)('(%s) a lack or an illness is never called good: "%s"', (language, opening) => {
    for (let seed = 1; seed <= 8; seed += 1) expect(added(language, opening, seed)).not.toMatch(/exactly what made it good|chính vì thế mà dễ chịu|바로 그래서 좋았다|可正因为这样才好|좋은 하루처럼|像一个好日子/u);
  });
});
