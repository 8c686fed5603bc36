/**
 * Round 16 (issue 13): the person's act toward the narrator is gone along with, and the clause reader keeps the
 * person's name whole. Openings here are held out: they are in no eval case and not in the round's dev set.
 */
import { describe, expect, it } from 'vitest';
import type { ContentLanguage } from '../contract/content-types.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { readClauseRoles } from './clause-roles.ts';
import { generateStory } from './story.ts';

const story = (opening: string, language: ContentLanguage, seed = 1): string => generateStory({ storyStart: opening }, { language, random: seededRandom(seed) });
const annoyed = /whether to laugh or to be annoyed|whether to be annoyed or touched|nên cười hay nên bực|nên bực hay nên cảm động|웃어야 할지 화를 내야 할지|화를 내야 할지 고마워해야 할지|该笑还是该生气|该生气，还是该感动/u;

describe('round-16 clause roles', () => {
  it('never takes an adverb between the subject and its verb for part of the person (Grandma suddenly…)', () => {
    expect(readClauseRoles('Grandma quietly handed me an envelope at the station.', 'en')).toMatchObject({ subject: 'Grandma', verb: 'handed' });
  });

  it('reads a kin word that is also a narrator word before "tôi" as the noun (con gái tôi | vẽ)', () => {
    expect(readClauseRoles('Em gái tôi vẽ một con mèo lên tường phòng khách.', 'vi')).toMatchObject({ subject: 'Em gái tôi' });
    expect(readClauseRoles('Chị tôi nuôi một con mèo trong phòng trọ.', 'vi')).toMatchObject({ subject: 'Chị tôi', narrator: null });
  });

  it('reads a bare Vietnamese name as the subject, and the narrator after its verb as the object', () => {
    expect(readClauseRoles('Hùng rủ tôi đi câu cá ở hồ sau trường.', 'vi')).toMatchObject({ subject: 'Hùng', narrator: 'object' });
  });

  it('keeps a superlative person whole (bà cụ hiền lành nhất xóm | vừa…)', () => {
    expect(readClauseRoles('Bà cụ hiền lành nhất xóm vừa gọi tôi lại ở đầu ngõ.', 'vi')).toMatchObject({ subject: 'Bà cụ hiền lành nhất xóm' });
  });
});

describe('round-16 gone-along acts', () => {
  const cases: [ContentLanguage, string, RegExp][] = [
    ['en', 'My uncle finally agreed to let me drive his old truck, as long as I kept the radio off.', /went along with it|without asking for reasons/u],
    ['vi', 'Ông nội rủ tôi ra vườn trồng cây, với điều kiện tôi không được cầm điện thoại.', /làm theo, không hỏi lý do/u],
    ['ko', '삼촌이 나한테 낚시를 가르쳐 주겠다고 하셨다.', /이유를 묻지 않고 그대로 따라 주었다/u],
    ['zh', '我哥终于答应带我去看他们乐队排练。', /我没问为什么，就照着做了/u],
  ];
  for (const [language, opening, along] of cases) {
    it(`goes along with an act aimed at the narrator, never "laugh or be annoyed" (${language})`, () => {
      for (const seed of [1, 2, 3]) {
        const told = story(opening, language, seed).slice(opening.length);
        expect(told).not.toMatch(annoyed);
        expect(told).toMatch(along);
      }
    });
  }

  it('opens the door to a visit and hears the person out', () => {
    const opening = 'Cô chủ nhà trọ khó tính nhất phường vừa gõ cửa phòng tôi lúc chín giờ tối.';
    for (const seed of [1, 2, 3]) {
      const told = story(opening, 'vi', seed).slice(opening.length);
      expect(told).toMatch(/ra mở cửa/u);
      expect(told).toMatch(/cô chủ nhà nói hết điều muốn nói/u);
      expect(told).not.toMatch(/nhà trọ khó/u);
    }
  });

  it('stops for a person who called the narrator over, and hears them out', () => {
    const opening = '教导主任下课后在楼梯口把我叫住了。';
    for (const seed of [1, 2]) expect(story(opening, 'zh', seed).slice(opening.length)).toMatch(/我停下脚步.*把想说的话说完/su);
  });

  it('keeps the annoyed-or-touched shape for an imposition', () => {
    const opening = 'My roommate borrowed my bike without asking and left it in the rain.';
    expect(story(opening, 'en', 1).slice(opening.length)).not.toMatch(/went along with it/u);
  });
});
