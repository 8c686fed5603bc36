/**
 * Round 10 of issue 13, story shapes A: a first time (first time / lần đầu / 처음으로 / 第一次) is told as a first time
 * with the act's own noun and the person who is not there only remembered; people away, gone or in surgery never stand
 * beside the hero; the named hero stays the hero in the third person; a last time is told as a farewell. Each class is
 * checked in four languages with topics far apart, and the shape never fires on what it must not read.
 */
import { describe, expect, it } from 'vitest';
import type { ContentLanguage } from '../contract/content-types.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { generateStory } from './story.ts';
import { findFirstTimeShape } from './story-first-time.ts';
import { findAwayShape } from './story-shape-away.ts';

const seeds = [1, 2, 3, 7, 11];

/** What the story adds after the visitor's opening. */
function added(language: ContentLanguage, opening: string, seed: number): string {
  return generateStory({ storyStart: opening }, { language, random: seededRandom(seed) }).slice(opening.length);
}

describe('a first time is told as a first time, with the act\'s own noun', () => {
  const cases: ReadonlyArray<readonly [ContentLanguage, string, string]> = [
    ['en', 'My grandfather taught me to fish every summer, but this year I went to the lake alone for the first time.', 'the lake'],
    ['en', 'For the first time, I took the ferry to the island by myself.', 'the ferry'],
    ['vi', 'Lần đầu tiên tôi tự bắt tàu hỏa ra Hà Nội một mình.', 'tàu hỏa'],
    ['vi', 'Hôm nay lần đầu em tự đi siêu thị mua đồ cho cả nhà.', 'siêu thị'],
    ['ko', '처음으로 혼자 병원 대기실에 앉아 있었다.', '병원 대기실'],
    ['ko', '난생처음 혼자 고속버스를 타고 부산에 갔다.', '고속버스'],
    ['zh', '今天我第一次自己一个人坐地铁去上学。', '地铁'],
    ['zh', '第一次一个人去银行办卡，手心全是汗。', '银行'],
  ];
  it.each(cases)('(%s) %s', (language, opening, thing) => {
    const shape = findFirstTimeShape(opening, language);
    expect(shape?.kind).toBe('first');
    expect(shape?.thing).toBe(thing);
    for (const seed of seeds) {
      const text = added(language, opening, seed);
      expect(text).toContain(thing);
      // No filler of the plain-moment path ("the moment turned, just slightly").
      expect(text).not.toMatch(/the moment turned|khoảnh khắc khẽ nghiêng|이 순간을 조금 더 붙잡|这一刻轻轻地偏/u);
      expect(text).toMatch(/one thing at a time|từng việc một|하나씩|一件一件来/u);
    }
  });
});

describe('a person who is away, gone or in surgery is remembered, never beside the hero', () => {
  const cases: ReadonlyArray<readonly [ContentLanguage, string, string, RegExp]> = [
    ['en', 'My grandfather taught me to fish every summer, but this year I went to the lake alone for the first time.', 'my grandfather', /with my grandfather|my grandfather (?:smiled|nodded|laughed|looked)|looked (?:over )?at my grandfather/u],
    ['en', 'First time driving on the highway without my dad in the passenger seat.', 'my dad', /with my dad|my dad (?:smiled|nodded|laughed|said something)|looked (?:over )?at my dad/iu],
    ['vi', 'Lần đầu tiên tôi tự đi khám bệnh một mình, không có mẹ dắt đi như hồi nhỏ.', 'mẹ', /nhìn sang mẹ|mẹ (?:chỉ )?mỉm cười|mẹ khẽ gật đầu|cùng mẹ/u],
    ['ko', '엄마가 수술실에 들어가 있는 동안 처음으로 혼자 병원 대기실에 앉아 있었다.', '엄마', /엄마를 (?:쳐다|바라)|엄마는 (?:그저 )?웃|엄마와 함께/u],
    ['ko', '할머니가 돌아가시고 처음으로 혼자 김장을 했다.', '할머니', /할머니를 (?:쳐다|바라)|할머니는 (?:그저 )?웃|할머니에게 다 이야기/u],
    ['zh', '我第一次一个人去医院陪妈妈做手术。', '妈妈', /看了妈妈一眼|妈妈只是笑|妈妈笑了|要是妈妈在/u],
    ['zh', '第一次一个人在国外过春节，爸妈在视频里一直叮嘱我多吃点。', '爸妈', /看了爸妈一眼|爸妈只是笑|和爸妈一起/u],
  ];
  it.each(cases)('(%s) %s', (language, opening, who, beside) => {
    expect(findFirstTimeShape(opening, language)?.absent?.who).toBe(who);
    for (const seed of seeds) {
      const text = added(language, opening, seed);
      expect(text).toContain(who);
      expect(text).not.toMatch(beside);
    }
  });

  it('reads why the person is not there: gone, cared for, away', () => {
    expect(findFirstTimeShape('Since my mom passed away, I baked her lemon cake by myself for the first time.', 'en')?.absent?.role).toBe('gone');
    expect(findFirstTimeShape('할머니가 돌아가시고 처음으로 혼자 김장을 했다.', 'ko')?.absent?.role).toBe('gone');
    expect(findFirstTimeShape('我第一次一个人去医院陪妈妈做手术。', 'zh')?.absent?.role).toBe('cared');
    expect(findFirstTimeShape('Hôm nay là lần đầu em tự đi chợ nấu cơm cho cả nhà vì bà nội về quê rồi', 'vi')?.absent?.role).toBe('away');
  });

  it('a person beside the hero in the opening is not made absent', () => {
    expect(findFirstTimeShape('My dad took me to the lake for the first time.', 'en')?.absent).toBeNull();
    expect(findFirstTimeShape('第一次跟爸爸去钓鱼。', 'zh')?.absent ?? null).toBeNull();
  });
});

describe('the named hero stays the hero in the third person', () => {
  const cases: ReadonlyArray<readonly [ContentLanguage, string, string, RegExp]> = [
    ['en', 'Priya took the night train to Edinburgh alone for the first time.', 'Priya', /\bI\b|\bmy\b/u],
    ['vi', 'Lần đầu tiên Mai tự đi xe buýt lên thành phố, tay nắm chặt tờ giấy ghi địa chỉ.', 'Mai', /(?<![\p{L}\p{M}])tôi(?![\p{L}\p{M}])/iu],
    ['ko', '오늘은 민호가 처음으로 자전거를 혼자 탄 날이다.', '민호', /나는|내가|(?:^|\s)내\s/u],
    ['zh', '小林第一次独自去面试，身上穿着妈妈帮他熨好的衬衫。', '小林', /我/u],
  ];
  it.each(cases)('(%s) %s', (language, opening, hero, narrator) => {
    expect(findFirstTimeShape(opening, language)?.hero).toMatchObject({ name: hero, firstPerson: false });
    for (const seed of seeds) {
      const text = added(language, opening, seed);
      expect(text).toContain(hero);
      expect(text).not.toMatch(narrator);
    }
  });

  it('(vi) the narrator keeps the pronoun the visitor wrote (em)', () => {
    const text = added('vi', 'Hôm nay là lần đầu em tự đi chợ nấu cơm cho cả nhà vì bà nội về quê rồi', 1);
    expect(text).toMatch(/(?:^|\s)Em\s/u);
    expect(text).not.toMatch(/(?<![\p{L}\p{M}])[Tt]ôi(?![\p{L}\p{M}])/u);
  });
});

describe('a last time is told as a farewell', () => {
  const cases: ReadonlyArray<readonly [ContentLanguage, string, string | null]> = [
    ['en', 'The bakery on our corner closes for good today.', 'the bakery'],
    ['en', 'It\'s my last day at the warehouse after eleven years.', 'the warehouse'],
    ['vi', 'Hôm nay là ngày cuối cùng tiệm sách cũ của ông Tư mở cửa.', 'tiệm sách cũ của ông Tư'],
    ['ko', '오늘이 삼십 년 동안 다닌 동네 목욕탕이 문을 닫는 마지막 날이다.', '동네 목욕탕'],
    ['ko', '내일이면 이 교실에서의 마지막 수업이다.', null],
    ['zh', '这是我在这家公司上班的最后一天。', '这家公司'],
    ['zh', '奶奶家的老房子下个月就要拆了，这是我最后一次在这里过年。', '奶奶家的老房子'],
  ];
  it.each(cases)('(%s) %s', (language, opening, thing) => {
    const shape = findFirstTimeShape(opening, language);
    expect(shape?.kind).toBe('last');
    expect(shape?.thing ?? null).toBe(thing);
    for (const seed of seeds) {
      const text = added(language, opening, seed);
      if (thing !== null) expect(text).toContain(thing);
      expect(text).toMatch(/last|cuối cùng|마지막|最后/u);
      expect(text).not.toMatch(/the moment turned|khoảnh khắc khẽ nghiêng|这一刻轻轻地偏|ca làm|那天的工作/u);
    }
  });
});

describe('the shape fires only on what it reads', () => {
  const not: ReadonlyArray<readonly [ContentLanguage, string]> = [
    ['en', 'I laughed for the first time in years when the dog fell into the pool.'],
    ['en', 'It was not the first time the lighthouse went dark.'],
    ['en', 'On my first day at the new job, the security guard greeted me by my first name.'],
    ['en', 'The first time I saw the ocean, it was grey and angry.'],
    ['en', 'The last time I saw my grandmother she gave me a jar of buttons.'],
    ['en', 'I quit sugar for good last month.'],
    ['vi', 'Anh Tuấn làm bảo vệ ở trường; hôm nay lần đầu tiên anh thấy cổng trường mở sẵn khi anh đến.'],
    ['vi', 'Lần đầu tiên sau mười năm, cả nhà ăn cơm chung.'],
    ['ko', '왜 처음으로 혼자 간 캠핑에서 텐트가 저절로 접혔을까?'],
    ['ko', '십 년 만에 처음으로 고향에 내려갔다.'],
    ['zh', '毕业十年后，我们班第一次同学聚会，班长却没有来。'],
    ['zh', '最后一次见到外公，是在去年冬天。'],
  ];
  it.each(not)('(%s) %s', (language, opening) => {
    expect(findFirstTimeShape(opening, language)).toBeNull();
  });
});

describe('someone away or in surgery is missed, written to or waited for, never on stage', () => {
  const cases: ReadonlyArray<readonly [ContentLanguage, string, string, boolean, RegExp]> = [
    ['en', 'My dad is in surgery right now and I\'m sitting in the hospital cafeteria eating a terrible sandwich.', 'my dad', true, /looked (?:over )?at my dad|my dad (?:smiled|nodded|laughed|said)|with my dad/iu],
    ['en', 'Our mom has been working abroad since March, so my sister and I run the house.', 'our mom', false, /looked (?:over )?at our mom|our mom (?:smiled|nodded|laughed)/iu],
    ['vi', 'Mẹ tôi đi công tác ở Nhật cả tháng, tối nào tôi cũng tự nấu mì ăn.', 'mẹ', false, /nhìn sang mẹ|mẹ (?:chỉ )?mỉm cười|tôi và mẹ/iu],
    ['vi', 'Bố đang nằm viện, tối nay tôi ngủ lại trên ghế ở hành lang.', 'bố', true, /nhìn sang bố|bố (?:chỉ )?mỉm cười|tôi và bố/iu],
    ['ko', '아빠가 출장 가신 뒤로 집이 너무 조용하다.', '아빠', false, /아빠를 (?:쳐다|바라)|아빠는 (?:그저 )?웃|아빠와 함께/u],
    ['ko', '할머니가 입원하신 지 벌써 일주일이 됐다.', '할머니', true, /할머니를 (?:쳐다|바라)|할머니는 (?:그저 )?웃|할머니와 함께/u],
    ['zh', '妈妈在国外工作，今年生日我一个人吃了蛋糕。', '妈妈', false, /看了妈妈一眼|妈妈只是笑|妈妈看着我/u],
    ['zh', '爸爸在做手术，我一个人在走廊上等。', '爸爸', true, /看了爸爸一眼|爸爸只是笑|爸爸看着我/u],
  ];
  it.each(cases)('(%s) %s', (language, opening, who, cared, beside) => {
    expect(findAwayShape(opening, language)).toMatchObject({ who, cared });
    for (const seed of seeds) {
      const text = added(language, opening, seed);
      expect(text).toContain(who);
      expect(text).not.toMatch(beside);
    }
  });

  it('a person on stage, or one who has died, is no away shape', () => {
    expect(findAwayShape('My dad is in the kitchen making pancakes.', 'en')).toBeNull();
    expect(findAwayShape('My grandmother was in the hospital for a month before she passed away, and today I cleaned out her room.', 'en')).toBeNull();
    expect(findAwayShape('아빠가 수술을 받다가 돌아가신 지 일 년이 됐다.', 'ko')).toBeNull();
    expect(findAwayShape('엄마가 부엌에서 된장찌개를 끓이고 있다.', 'ko')).toBeNull();
    expect(findAwayShape('妈妈在厨房里包饺子。', 'zh')).toBeNull();
    expect(findAwayShape('Mẹ tôi đang nấu cơm dưới bếp.', 'vi')).toBeNull();
  });

  it('a first time whose helper is only missed is never told as if they will be told later', () => {
    const text = added('ko', '할머니가 끓여 주시던 된장찌개 맛을 흉내 내 보려고 오늘 처음으로 혼자 시장에 가서 장을 봤다.', 1);
    expect(text).not.toMatch(/할머니께 다 말씀드리고|할머니에게 다 이야기/u);
    expect(findFirstTimeShape('My grandfather taught me to fish every summer, but this year I went to the lake alone for the first time.', 'en')?.absent?.role).toBe('missed');
  });
});

describe('someone else\'s first time is watched by the narrator, who keeps their own pronoun', () => {
  const cases: ReadonlyArray<readonly [ContentLanguage, string, string]> = [
    ['en', 'My son tied his own shoes for the first time this morning.', 'I'],
    ['en', 'I watched my little sister take the train into the city alone for the first time.', 'I'],
    ['vi', 'Lần đầu tiên con gái tôi tự đạp xe đến trường, tôi đứng ở cổng nhìn theo mãi.', 'tôi'],
    ['vi', 'Con trai tôi lần đầu đi cắm trại với lớp, ba ngày liền không có bố mẹ.', 'tôi'],
    ['ko', '아들이 처음으로 혼자 버스를 탔다.', '나'],
    ['ko', '오늘 딸이 처음으로 혼자 미용실에 갔다.', '나'],
    ['zh', '儿子第一次自己坐公交车去学校，我偷偷跟在后面。', '我'],
    ['zh', '女儿第一次一个人上台弹钢琴。', '我'],
  ];
  it.each(cases)('(%s) %s', (language, opening, narrator) => {
    const shape = findFirstTimeShape(opening, language);
    expect(shape?.doer).not.toBeNull();
    expect(shape?.hero).toMatchObject({ name: narrator, firstPerson: true });
    for (const seed of seeds) {
      const text = added(language, opening, seed);
      // The narrator lets go; the narrator never did the act ("I had done it on my own", "Con đã tự mình…").
      expect(text).toMatch(/let go|buông tay|손을 놓아|放手/u);
      expect(text).not.toMatch(/I had done it|(?:^|[.!]\s+)Con (?:đã|hít|làm)|내가 혼자서 해낸|是我自己做到/u);
    }
  });

  it('the narrator doing something to or with the child keeps the first-time plot of the narrator', () => {
    expect(findFirstTimeShape('I took my son fishing for the first time.', 'en')?.doer).toBeNull();
    expect(findFirstTimeShape('처음으로 아들과 단둘이 캠핑을 갔다.', 'ko')?.doer ?? null).toBeNull();
    expect(findFirstTimeShape('我第一次带儿子去钓鱼。', 'zh')?.doer ?? null).toBeNull();
    expect(findFirstTimeShape('Lần đầu tiên tôi dẫn con trai đi câu cá.', 'vi')?.doer ?? null).toBeNull();
  });
});

describe('the act\'s noun is a whole phrase, never cut after a verb and its object', () => {
  const cases: ReadonlyArray<readonly [ContentLanguage, string, string | null]> = [
    ['zh', '阿杰今天第一次上台演讲，台下坐着好几百人。', null],
    ['zh', '第一次上台唱歌，腿一直在抖。', null],
    ['zh', '今天我第一次自己一个人坐地铁去上学。', '地铁'],
    ['en', 'For the first time, I drove the old pickup into town by myself.', 'the old pickup'],
    ['vi', 'Lần đầu tiên tôi đi xe khách về quê một mình.', 'xe khách'],
    ['ko', '처음으로 혼자 고속버스를 타고 부산에 갔다.', '고속버스'],
  ];
  it.each(cases)('(%s) %s', (language, opening, thing) => {
    expect(findFirstTimeShape(opening, language)?.thing ?? null).toBe(thing);
    for (const seed of seeds) expect(added(language, opening, seed)).not.toMatch(/台演讲|台唱歌|就连台/u);
  });
});

describe('the person and away lists: ba, out of town, đi làm ở, 지방, 外地', () => {
  it('(vi) ba is the father before tôi, never the number three', () => {
    expect(findAwayShape('Ba tôi đi làm ở Đài Loan ba năm rồi, Tết này cũng không về được.', 'vi')).toMatchObject({ who: 'ba', cared: false });
    expect(findAwayShape('Ba năm rồi tôi chưa về quê ăn Tết.', 'vi')).toBeNull();
    const text = added('vi', 'Ba tôi đi làm ở Đài Loan ba năm rồi, Tết này cũng không về được.', 1);
    expect(text).toContain('ba');
    expect(text).not.toMatch(/bên bố|bố nói/u);
  });
  it('(en) out of town is away', () => {
    expect(findAwayShape('My mom is out of town for work this week and the house is way too quiet.', 'en')).toMatchObject({ who: 'my mom', cared: false });
    expect(findFirstTimeShape('My aunt is out of town, so I babysat my cousins alone for the first time.', 'en')?.absent?.role).toBe('away');
  });
  it('(ko) 지방에 is away', () => {
    expect(findAwayShape('아빠가 지방에 내려가 일하신 지 석 달째다.', 'ko')).toMatchObject({ who: '아빠', cared: false });
  });
  it('(zh) 去外地 is away', () => {
    expect(findAwayShape('爸爸去外地工作了，家里只剩我和妈妈。', 'zh')).toMatchObject({ who: '爸爸', cared: false });
  });
});

describe('a third-person hero with an honorific stays the hero of a last time', () => {
  const cases: ReadonlyArray<readonly [ContentLanguage, string, string, RegExp]> = [
    ['en', 'After forty years, Mr. Halloran locks up his hardware store for the last time tomorrow.', 'Mr. Halloran', /\bI\b|\bmy\b/u],
    ['vi', 'Hôm nay bà Năm dọn gánh xôi ở đầu hẻm lần cuối.', 'bà Năm', /(?<![\p{L}\p{M}])tôi(?![\p{L}\p{M}])/iu],
    ['ko', '김 사장님이 오늘 마지막으로 가게 문을 닫는다.', '김 사장님', /나는|내가|(?:^|\s)내\s/u],
    ['zh', '王师傅明天最后一天在这个车站上班。', '王师傅', /我/u],
  ];
  it.each(cases)('(%s) %s', (language, opening, hero, narrator) => {
    const shape = findFirstTimeShape(opening, language);
    expect(shape?.kind).toBe('last');
    expect(shape?.hero).toMatchObject({ name: hero, firstPerson: false });
    for (const seed of seeds) {
      const text = added(language, opening, seed);
      expect(text.toLowerCase()).toContain(hero.toLowerCase());
      expect(text).not.toMatch(narrator);
    }
  });
});

describe('a first or last time now or still to come is told as it unfolds, never as done', () => {
  const cases: ReadonlyArray<readonly [ContentLanguage, string, RegExp]> = [
    ['en', "tonight i'm babysitting my little cousins for the first time and i'm kind of panicking", /it was done|had done it|it worked|came right|was over/iu],
    ['en', 'Next week I am finally going to swim in the open sea for the first time.', /it was done|had done it|it worked|came right/iu],
    ['vi', 'Ngày mai lần đầu tiên tôi đi phỏng vấn xin việc một mình.', /Thế là xong|đã tự mình làm được|mọi chuyện ổn cả|đâu vào đấy/u],
    ['ko', '내일 처음으로 혼자 비행기를 탄다.', /끝났다|해낸 것이다|일이 풀렸다|풀려 갔다/u],
    ['ko', '김 사장님이 오늘 마지막으로 가게 문을 닫는다.', /서운했지만|가벼워졌다|떠날 때가 되자/u],
    ['zh', '明天我第一次一个人坐飞机去上海。', /终于，做完了|事情果然顺了|事情慢慢就顺了/u],
  ];
  it.each(cases)('(%s) %s', (language, opening, done) => {
    expect(findFirstTimeShape(opening, language)?.time).toBe('ahead');
    for (const seed of seeds) expect(added(language, opening, seed)).not.toMatch(done);
  });

  it('a done act beside a present clause stays done', () => {
    expect(findFirstTimeShape('My dad is working out of town this month, so I cooked dinner for the first time alone.', 'en')?.time).toBe('past');
    expect(findFirstTimeShape('처음으로 혼자 이케아 가구를 조립해 봤다.', 'ko')?.time).toBe('past');
    expect(findFirstTimeShape('Hôm qua lần đầu tiên tôi tự đi xe buýt.', 'vi')?.time).toBe('past');
    expect(findFirstTimeShape('昨天第一次一个人去银行办卡。', 'zh')?.time).toBe('past');
  });
});

describe('a difficulty the opening already told is never contradicted by another one made up', () => {
  const cases: ReadonlyArray<readonly [ContentLanguage, string, RegExp]> = [
    ['en', 'I put the bookshelf together by myself for the first time, but two screws were left over.', /it worked|came right|something small went wrong/iu],
    ['vi', 'Lần đầu tiên tôi tự nướng bánh mì, mẻ đầu cháy khét.', /mọi chuyện ổn cả|đâu vào đấy|một chuyện nhỏ trục trặc/u],
    ['ko', '처음으로 혼자 이케아 가구를 조립해 봤는데 나사가 두 개 남았다', /일이 풀렸다|풀려 갔다|작은 문제가 하나 생겼/u],
    ['zh', '第一次一个人给家里的猫剪指甲，它一直在挣扎。', /事情果然顺了|事情慢慢就顺了|出了一点小状况/u],
  ];
  it.each(cases)('(%s) %s', (language, opening, contradiction) => {
    expect(findFirstTimeShape(opening, language)?.troubleTold).toBe(true);
    for (const seed of seeds) expect(added(language, opening, seed)).not.toMatch(contradiction);
  });
});
