/**
 * Round 11b of issue 13, shape leftovers: someone else's first time that goes wrong while the narrator is not there
 * (told as waiting, looking and finding, never as watching); the narrator's first time whose complication is another
 * person's act (answered as that person's, ending on the first time, not on "I did it"). Every class in four languages.
 */
import { describe, expect, it } from 'vitest';
import type { ContentLanguage } from '../contract/content-types.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { generateStory } from './story.ts';

const seeds = [1, 2, 3, 7, 11];

/** What the story adds after the visitor's opening. */
function added(language: ContentLanguage, opening: string, seed: number): string {
  return generateStory({ storyStart: opening }, { language, random: seededRandom(seed) }).slice(opening.length);
}

describe('someone else\'s first time that turns into not coming back is waited for, looked for and found', () => {
  const cases: ReadonlyArray<readonly [ContentLanguage, string, string]> = [
    ['en', 'My son rode his bike to school alone for the first time and he isn\'t answering his phone.', 'him'],
    ['en', 'Our youngest daughter walked to the bakery on her own for the first time, and forty minutes later there was no sign of her.', 'her'],
    ['vi', 'Lần đầu tiên con bé tự đi xe buýt về, đã tám giờ tối mà chưa thấy đâu.', 'con bé'],
    ['vi', 'Lần đầu tiên con trai tôi tự đi chợ mua rau, mà gọi mãi không liên lạc được.', 'thằng bé'],
    ['ko', '동생이 처음으로 혼자 편의점에 심부름을 갔는데, 삼십 분이 지나도 돌아오지 않았다.', '동생'],
    ['ko', '아들이 처음으로 혼자 지하철을 탔는데 두 시간째 전화를 안 받는다.', '아이'],
    ['zh', '儿子第一次一个人去上学，到现在还没到学校。', '儿子'],
    ['zh', '妹妹第一次自己去超市买酱油，一个小时了还没回来。', '妹妹'],
  ];
  const watched = /watched (?:him|her|them|my)|the whole time|could not take my eyes|dõi theo|nhìn theo|không rời mắt|눈으로 좇|눈을 뗄 수|눈을 떼지|지켜봤|追着|跟着|移不开眼睛|看了多久|stepping in|chạy đến giúp|달려가고 싶은|冲过去帮忙/u;
  const looking = /went out to look|ra ngoài tìm|길을 따라 나섰|出门去找/u;
  const found = /I found|I met|gặp|thấy .+(?:đứng|nói chuyện)|(?:는|은) (?:가게|몇 골목|길을|휴대폰)|找到了|碰到了|找到/u;
  const ending = /wait without knowing|phải ngồi chờ mà không biết|모른 채 기다려|不知道地等/u;
  for (const [language, opening, who] of cases) {
    it(`${language}: ${opening.slice(0, 40)}…`, () => {
      for (const seed of seeds) {
        const text = added(language, opening, seed);
        expect(text).not.toMatch(watched);
        expect(text).toMatch(looking);
        expect(text).toMatch(found);
        expect(text).toMatch(ending);
        expect(text).toContain(who);
      }
    });
  }
  it('a first time the narrator did watch, with no turn to not coming back, is still watched', () => {
    expect(added('en', 'My daughter rode her bike without training wheels for the first time today.', 1)).toMatch(/watch|eyes|look/u);
    expect(added('ko', '아들이 처음으로 혼자 버스를 탔다.', 1)).not.toMatch(looking);
  });
});

describe('the narrator\'s first time whose complication is another person\'s act is theirs, laughed off, and ends on the first time', () => {
  const cases: ReadonlyArray<readonly [ContentLanguage, string, string, string | null]> = [
    ['en', 'First time I brought my boyfriend to meet my parents, and my mom burned the roast.', 'my mom burned the roast', 'my boyfriend'],
    ['en', 'It was my first shift at the café, but my boss locked us out of the kitchen.', 'my boss locked us out of the kitchen', null],
    ['vi', 'Lần đầu mình dẫn bạn trai về nhà ăn cơm, ai ngờ bố nấu canh mặn chát.', 'bố nấu canh mặn chát', 'bạn trai'],
    ['vi', 'Lần đầu tiên tôi mời sếp về nhà ăn cơm, thế mà mẹ tôi làm đổ cả nồi lẩu.', 'mẹ tôi làm đổ cả nồi lẩu', 'sếp'],
    ['ko', '처음으로 남자친구를 집에 데려갔는데 엄마가 찌개를 다 태워 버렸다.', '엄마가 찌개를 다 태워 버렸', '남자친구'],
    ['ko', '처음으로 여자친구를 부모님께 소개하는 날이었는데 아빠가 그만 이름을 잘못 불렀다.', '아빠가 그만 이름을 잘못 불렀', null],
    ['zh', '第一次带女朋友回家吃饭，我爸却把菜全做咸了。', '我爸把菜全做咸了', '女朋友'],
    ['zh', '第一次带男朋友回家过年，结果我妈把饺子煮破了。', '我妈把饺子煮破了', '男朋友'],
  ];
  // The narrator fixing the other person's difficulty, or ending on "I did it", is the failure class.
  const ownFix = /second try|came out right|I had done it|turned everything off|lần thứ hai|tự mình làm được|thành công|두 번째|내가 혼자서 해낸|끝까지 해냈|第二次我|做完了|这一次成了|是我自己做到的/u;
  const laugh = /laughed|bật cười|웃음이 터졌|笑了出来/u;
  const firstEnd = /first time|lần đầu|처음|第一次/u;
  for (const [language, opening, clause, guest] of cases) {
    it(`${language}: ${opening.slice(0, 40)}…`, () => {
      for (const seed of seeds) {
        const text = added(language, opening, seed);
        expect(text).toContain(clause);
        expect(text).toMatch(laugh);
        expect(text).not.toMatch(ownFix);
        const last = text.trim().split('\n').filter((line) => line.trim() !== '').pop() ?? '';
        expect(last).toMatch(firstEnd);
        if (guest !== null) expect(text.slice(text.indexOf(clause))).toMatch(new RegExp(guest, 'iu'));
      }
    });
  }
  it('the narrator\'s own difficulty (the oven, 냄비) is still met by the narrator', () => {
    expect(added('en', 'Tonight I cooked dinner for my in-laws for the very first time and then the oven started smoking.', 1)).not.toMatch(laugh);
    expect(added('ko', '처음으로 동생 생일에 미역국을 끓였더니 냄비가 새까맣게 타 버렸다.', 1)).not.toMatch(laugh);
  });
});
