/**
 * The person's-act plot (issue 13, round 15): a person on their own is joined, a person taking up something new is
 * helped along, a person who keeps coming to the narrator's door with a question is asked in; never "I asked, and it
 * was only a habit I had not known about". Openings here are held out: they are in no eval case and in none of the
 * round's dev openings.
 */
import { describe, expect, it } from 'vitest';
import type { ContentLanguage } from '../contract/content-types.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { generateStory } from './story.ts';
import { readPersonAct } from './story-act15.ts';

const story = (opening: string, language: ContentLanguage, seed = 1): string => generateStory({ storyStart: opening }, { language, random: seededRandom(seed) });

/** The default plot's "it was only a habit" find and the asked-about-nothing filler the plot replaces. */
const habitFiller = /only a habit I had not known|chỉ là một thói quen mà|내가 몰랐던 습관 하나|只是一个我不知道的习惯|tilted|khẽ nghiêng|순간이 살짝 기울|轻轻地偏/u;

describe('the person on their own', () => {
  const cases: [ContentLanguage, string, string, RegExp][] = [
    ['en', 'The night janitor at my office always eats his dinner alone on the fire escape.', 'the night janitor', /sat down|seat beside|sitting down beside/u],
    ['vi', 'Cậu bạn mới chuyển đến lớp tôi giờ ra chơi nào cũng đứng một mình ở góc sân.', 'cậu bạn', /ngồi xuống|chỗ bên cạnh|cạnh/u],
    ['ko', '우리 층 신입 직원은 회식 때마다 혼자 구석에 앉아 있다.', '직원', /곁에 앉|옆에 앉|옆자리/u],
    ['zh', '隔壁班的那个男孩每天放学都一个人坐在操场边的台阶上。', '男孩', /旁边坐|旁边的位子|位子/u],
  ];
  for (const [language, opening, person, joined] of cases) {
    it(`joins the person, never the habit filler (${language})`, () => {
      const read = readPersonAct(opening, language, null);
      expect(read?.mode).toBe('alone');
      expect(read?.name.toLowerCase()).toContain(person.toLowerCase());
      for (const seed of [1, 2, 3]) {
        const text = story(opening, language, seed).slice(opening.length);
        expect(text).not.toMatch(habitFiller);
        expect(text).toMatch(joined);
      }
    });
  }

  it('never reads the narrator made to be alone as the person alone', () => {
    expect(readPersonAct('Our coach made me swim the last length alone while everyone waited.', 'en', null)?.mode).not.toBe('alone');
    expect(readPersonAct('Thầy giáo bắt tôi ngồi một mình ở bàn cuối.', 'vi', null)?.mode).not.toBe('alone');
    expect(readPersonAct('My sister told me to leave her alone for the weekend.', 'en', null)?.mode).not.toBe('alone');
  });
});

describe('the person taking up something new', () => {
  const cases: [ContentLanguage, string, string, string][] = [
    ['en', 'At sixty-eight my uncle announced that he is going to learn to ride a motorbike.', 'my uncle', 'learn to ride a motorbike'],
    ['vi', 'Bà nội tôi bảo sẽ đi học vẽ ở nhà văn hóa phường.', 'bà nội', 'đi học vẽ ở nhà văn hóa phường'],
    ['ko', '아빠가 퇴직하자마자 수영을 배우겠다고 하셨다.', '아빠', '수영 배우기'],
    ['zh', '外公上个月突然宣布，他要学画画。', '外公', '学画画'],
  ];
  for (const [language, opening, person, plan] of cases) {
    it(`tells the plan and the first tries, never "only a habit" (${language})`, () => {
      const read = readPersonAct(opening, language, null);
      expect(read).toMatchObject({ mode: 'intent', plan });
      expect(read?.name.toLowerCase()).toContain(person.toLowerCase());
      for (const seed of [1, 2, 3]) {
        const text = story(opening, language, seed).slice(opening.length);
        expect(text).not.toMatch(habitFiller);
        expect(text).toContain(plan);
      }
    });
  }
});

describe('the person who keeps coming to the door to ask', () => {
  const cases: [ContentLanguage, string, string][] = [
    ['en', 'Every Sunday the man from the ground floor rings our doorbell to ask whether we have seen his cat.', 'whether we have seen his cat'],
    ['vi', 'Chiều nào bà cụ đầu ngõ cũng sang gõ cửa hỏi mượn cái kéo.', 'hỏi mượn cái kéo'],
    ['ko', '아래층 꼬마가 매일 아침 우리 집 초인종을 눌러 강아지랑 놀아도 되냐고 묻는다.', '강아지랑 놀아도 되냐고'],
    ['zh', '对门的老奶奶每天晚上都来敲我家的门，问今天是星期几。', '问今天是星期几'],
  ];
  for (const [language, opening, asked] of cases) {
    it(`tells the question again and asks the person in (${language})`, () => {
      const read = readPersonAct(opening, language, null);
      expect(read).toMatchObject({ mode: 'asks', asked });
      for (const seed of [1, 2, 3]) {
        const text = story(opening, language, seed).slice(opening.length);
        expect(text).not.toMatch(habitFiller);
        expect(text).toContain(asked);
      }
    });
  }

  it('needs a recurrence: one visit to ask is no such visitor', () => {
    expect(readPersonAct('The old man from upstairs knocked on my door to ask what day it was.', 'en', null)?.mode).not.toBe('asks');
  });
});
