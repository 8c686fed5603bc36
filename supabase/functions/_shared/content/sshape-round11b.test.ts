/**
 * Round 11b of issue 13, shape leftovers: someone else's first time that goes wrong while the narrator is not there
 * (told as waiting, looking and finding, never as watching); the narrator's first time whose complication is another
 * person's act (answered as that person's, ending on the first time, not on "I did it"); the story-detail leftovers
 * (the turns until / mà rồi / …다가 / 。谁知, battery words, positions that are no place, a passport gone back for, a
 * named hero's labelled thing); an animal or a thing gone silent, read as a stop and never undone. Every class in four
 * languages.
 */
import { describe, expect, it } from 'vitest';
import type { ContentLanguage } from '../contract/content-types.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { generateStory } from './story.ts';
import { findComplication, type TroubleKind } from './story-detail-clause.ts';
import { findOpeningPlace } from './story-detail-setting.ts';
import { findSilentThing } from './story-shape11b-silent.ts';
import { readOpeningFacts } from './story-guard-facts.ts';

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

describe('story-detail leftovers: turns, device words, positions, a passport, a named hero\'s label', () => {
  it.each<[ContentLanguage, string, TroubleKind, string]>([
    ['en', 'My first solo shift at the bakery was going fine until the oven timer died.', 'device', 'the oven timer died'],
    ['vi', 'Lần đầu tiên mình tự lái xe về quê, mà rồi điện thoại hết pin giữa đường.', 'device', 'điện thoại hết pin giữa đường'],
    ['ko', '처음으로 혼자 캠핑을 갔는데 밤중에 랜턴 배터리가 나갔다.', 'device', '밤중에 랜턴 배터리가 나갔다'],
    ['ko', '처음으로 혼자 해외여행을 떠났다가 공항에서 여권을 두고 온 걸 알았다.', 'forgot', '공항에서 여권을 두고 온 걸 알았다'],
    ['zh', '第一次一个人自驾去西藏。谁知半路上手机没电了。', 'device', '半路上手机没电了'],
  ])('(%s) reads the turn and its kind: %s', (language, opening, kind, clause) => {
    const found = findComplication(opening, language);
    expect(found?.kind).toBe(kind);
    expect(found?.clause).toBe(clause);
  });

  it('a subject is the whole noun before its verb, never a position before it (the oven timer, 手机 not 半路上手机)', () => {
    expect(findComplication('My first solo shift at the bakery was going fine until the oven timer died.', 'en')?.subject).toBe('the oven timer');
    expect(findComplication('第一次一个人自驾去西藏。谁知半路上手机没电了。', 'zh')?.subject).toBe('手机');
  });

  it.each<[ContentLanguage, string, string | null]>([
    ['en', 'The first time I drove alone, I broke down on the way to the coast.', 'the coast'],
    ['en', 'First time I drove to the middle of nowhere and got lost.', null],
    ['vi', 'Lần đầu tôi tự đi, tới Giữa đường thì xe hỏng.', null],
    ['ko', '처음으로 혼자 캠핑을 갔는데 밤중에 랜턴 배터리가 나갔다.', null],
    ['ko', '처음으로 혼자 등산을 갔는데 중간에 나갔다가 길을 잃었다.', null],
    ['zh', '第一次开车到半路就没油了。', null],
    ['zh', '第一次一个人自驾去西藏。谁知半路上手机没电了。', '西藏'],
  ])('(%s) a position on the way is no place: %s', (language, opening, place) => {
    expect(findOpeningPlace(opening, language)).toBe(place);
  });

  it.each<[ContentLanguage, string]>([
    ['en', 'First time flying abroad on my own, and I forgot my passport at home.'],
    ['vi', 'Lần đầu tiên em bay ra nước ngoài một mình, nhưng em quên mang hộ chiếu.'],
    ['ko', '처음으로 혼자 해외여행을 떠났다가 공항에서 여권을 두고 온 걸 알았다.'],
    ['zh', '第一次一个人出国旅游，结果忘带护照了。'],
  ])('(%s) a forgotten passport is gone back for, never done without', (language, opening) => {
    const back = /went (?:all the way )?back for|quay về lấy|가지러|되돌아가서|回去拿/u;
    const without = /did without|made do without|manage without|xoay xở không có|bỏ qua hộ chiếu|없이 (?:나머지|할 방법|있는 것)|只好不用|干脆不要/u;
    for (const seed of seeds) {
      const text = added(language, opening, seed);
      expect(text).toMatch(back);
      expect(text).not.toMatch(without);
    }
  });

  it.each<[ContentLanguage, string, RegExp]>([
    ['en', "Grandpa left a shoebox labelled 'for whoever finds this'.", /whoever|pass (?:it|the rest) on/u],
    ['ko', "할아버지가 '이걸 찾은 사람에게'라고 적힌 신발 상자를 남기셨다.", /다음 사람|찾은 사람/u],
    ['vi', "Ông nội để lại một hộp bánh cũ, trên nắp ghi 'cho ai tìm thấy nó'.", /người đến sau|tìm thấy/u],
    ['zh', "外公留下一个鞋盒，上面写着'给找到它的人'。", /传下去|找到它的人/u],
  ])('(%s) a named hero who left a labelled thing: the label is read by its finder, the narrator', (language, opening, label) => {
    const text = added(language, opening, 1);
    expect(text).toMatch(label);
    expect(text).not.toMatch(/Grandpa (?:bent|looked|found|never forgot)|할아버지가 (?:발견|찾)|Ông nội (?:tìm|nhìn)|外公(?:发现|找到)/u);
  });
});

describe('an animal or a thing gone silent is a stop: gone to, never undone', () => {
  it.each<[ContentLanguage, string, string, boolean]>([
    ['en', "The old parrot in the hallway hasn't made a sound since Tuesday.", 'the old parrot in the hallway', true],
    ['en', "Our grandfather clock hasn't ticked since the storm.", 'our grandfather clock', false],
    ['vi', 'Con gà trống nhà bà Tư sáng nay không còn kêu nữa.', 'con gà trống nhà bà Tư', true],
    ['ko', '늘 재잘대던 앵무새가 오늘 아침부터 입을 다물었다.', '앵무새', true],
    ['ko', '옆집 강아지가 어제부터 짖지 않는다.', '옆집 강아지', true],
    ['zh', '楼下那只天天叫的狗，今天突然不叫了。', '那只狗', true],
  ])('(%s) reads what went silent: %s', (language, opening, thing, animal) => {
    expect(findSilentThing(opening, language)).toEqual({ thing, animal });
    expect(readOpeningFacts(opening, language).stopped).toBe(true);
  });

  it.each<[ContentLanguage, string, RegExp]>([
    ['en', "The old parrot in the hallway hasn't made a sound since Tuesday.", /sat beside the old parrot/u],
    ['en', "Our grandfather clock hasn't ticked since the storm.", /worn part/u],
    ['vi', 'Con gà trống nhà bà Tư sáng nay không còn kêu nữa.', /ngồi cạnh con gà trống/u],
    ['ko', '늘 재잘대던 앵무새가 오늘 아침부터 입을 다물었다.', /앵무새 곁/u],
    ['zh', '楼下那只天天叫的狗，今天突然不叫了。', /陪着那只狗/u],
  ])('(%s) the story goes to it and never brings the sound back: %s', (language, opening, goesTo) => {
    const undone = /came back|sang again|started (?:up )?again|ticking again|lại (?:kêu|gáy|hót)|다시 (?:울|짖|노래|재잘)|又(?:叫|响|唱)/u;
    for (const seed of seeds) {
      const text = added(language, opening, seed);
      expect(text).toMatch(goesTo);
      expect(text).not.toMatch(undone);
      expect(text).not.toMatch(/hasn['’]t and|的狗比|那只天天/u);
    }
  });

  it.each<[ContentLanguage, string, string]>([
    ['en', "Since Grandma passed away, her canary hasn't made a sound.", 'her canary'],
    ['ko', '할아버지가 돌아가신 뒤로 할아버지의 앵무새가 입을 다물었다.', '앵무새'],
    ['vi', 'Từ ngày ông mất, con chim họa mi của ông thôi hót.', 'con chim họa mi'],
    ['zh', '爷爷去世以后，他养的那只画眉就不叫了。', '那只画眉'],
  ])('(%s) a silence since someone died is their trace, the thing kept: %s', (language, opening, thing) => {
    const text = added(language, opening, 1);
    expect(text).toContain(thing);
    expect(text).not.toMatch(/vet|thú y|수의사|兽医/u);
  });

  it('a thing that only went quiet for the night, with nobody asked about, is not read as silent (a quiet house)', () => {
    expect(findSilentThing('The house went quiet after the guests left.', 'en')).toBeNull();
    expect(findSilentThing('오늘은 집이 조용했다.', 'ko')).toBeNull();
  });
});
