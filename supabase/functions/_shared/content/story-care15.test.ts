/**
 * The care plot (issue 13, round 15): the narrator's pet or relative who has just died is grieved and remembered, one
 * who stopped eating or fell ill is taken to be seen; never the moment filler. Openings here are held out: they are in
 * no eval case and in none of the round's dev openings.
 */
import { describe, expect, it } from 'vitest';
import type { ContentLanguage } from '../contract/content-types.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { generateStory } from './story.ts';
import { readCare } from './story-care15.ts';

const story = (opening: string, language: ContentLanguage, seed = 1): string => generateStory({ storyStart: opening }, { language, random: seededRandom(seed) });
const filler = /tilted|moment (?:turned|shifted)|khẽ nghiêng|순간이 살짝 기울|轻轻地偏|像一个好日子|좋은 하루처럼|like a good day/u;

/** The grief beats (missing, photos, the quiet) and the care beats (seen, help, watched over), per language. */
const grieved = /missed|photo|quiet|hurt|cry|nhớ|ảnh|yên ắng|buồn|khóc|그리|사진|조용|눈물|슬픔|想|照片|安静|哭|难过/u;
const caredFor = /seen|help|appointment|watch|checking|khám|nhờ người|để ý|ngó|병원|도움|진료|지켜|들여다|医生|帮忙|看着|守/u;

describe('the care plot', () => {
  const cases: [ContentLanguage, string, 'loss' | 'unwell', string][] = [
    ['en', 'Our old cat died in her sleep last night, curled up on my jumper.', 'loss', 'our old cat'],
    ['vi', 'Con mèo nhà tôi đã bỏ ăn hai ngày nay, cứ nằm im dưới gầm giường.', 'unwell', 'con mèo'],
    ['ko', '십오 년을 함께한 강아지가 오늘 아침 무지개다리를 건넜다.', 'loss', '강아지'],
    ['zh', '家里的小猫这两天一直不吃东西，总是躲在沙发底下。', 'unwell', '小猫'],
    ['en', 'My little brother has been sick all week and keeps asking for me.', 'unwell', 'my little brother'],
  ];
  for (const [language, opening, mode, name] of cases) {
    it(`grieves or cares for the one named, never the moment filler (${language}, ${mode})`, () => {
      expect(readCare(opening, language)).toEqual({ mode, name });
      for (const seed of [1, 2, 3]) {
        const text = story(opening, language, seed).slice(opening.length);
        expect(text).not.toMatch(filler);
        expect(text).toMatch(mode === 'loss' ? grieved : caredFor);
        expect(text.toLowerCase()).toContain(name.replace(/^(?:my|our)\s/u, '').toLowerCase());
      }
    });
  }

  it('leaves a death told as the time of another event, or long ago, to the other ranks', () => {
    expect(readCare('奶奶去世以后，我在她的抽屉里找到一本旧日记。', 'zh')).toBeNull();
    expect(readCare('After my grandpa died, I found his old radio in the garage.', 'en')).toBeNull();
    expect(readCare('My dog died years ago, but I still keep his collar by the door.', 'en')).toBeNull();
  });
});
