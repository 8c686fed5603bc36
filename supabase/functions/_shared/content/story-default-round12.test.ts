/**
 * Round 12 (issue 13), the story's default path: an opening with a finite clause no earlier rank answers is told on
 * from that clause (story-default-clause.ts, story-default-plot.ts). Each class is checked in four languages; every
 * input's key nouns and verbs are held out of the modules' word lists (names, -ed verbs, nouns the plot never lists).
 */
import { describe, expect, it } from 'vitest';
import type { ContentLanguage } from '../contract/content-types.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { generateStory } from './story.ts';
import { readDefaultClause } from './story-default-clause.ts';

function story(language: ContentLanguage, opening: string, seed: number): string {
  return generateStory({ storyStart: opening }, { language, random: seededRandom(seed) }).slice(opening.length);
}

/** The contentless lines the default path retires (the moment family, the generic mystery). */
const filler: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /moment turned|something ordinary caught|stranger than anyone needed|the way the air felt|worth remembering/iu,
  vi: /khoảnh khắc khẽ nghiêng|điều rất bình thường|đáng nhớ/iu,
  ko: /순간이 살짝|평범한 무언가가 눈에|기억할 만한 것/u,
  zh: /这一刻轻轻|一个小小的瞬间|普普通通的东西/u,
};

const seeds = [1, 2, 3, 4, 5];

describe('class 1: a person acted on a thing — the narrator asks that person about that thing', () => {
  const cases: [ContentLanguage, string, RegExp, RegExp, RegExp][] = [
    ['en', 'At breakfast, Ravi tucked a blue glass marble inside my cereal box.', /Ravi/u, /the blue glass marble/u, /\basked\b/u],
    ['vi', 'Sáng nay, Khoa lén ghim một tấm bưu thiếp lên cửa phòng tôi.', /Khoa/u, /tấm bưu thiếp/u, /hỏi/u],
    ['ko', '아침에 하준이가 내 필통에 파란 구슬을 넣어 두었다.', /하준/u, /구슬/u, /물/u],
    ['zh', '早上，小周往我的抽屉里放了一颗玻璃珠。', /小周/u, /玻璃珠/u, /问/u],
  ];
  it.each(cases)('(%s) names the person and the thing, asks, keeps the narrator', (language, opening, person, thing, asks) => {
    for (const seed of seeds) {
      const told = story(language, opening, seed);
      expect(told).toMatch(person);
      expect(told).toMatch(thing);
      expect(told).toMatch(asks);
      expect(told).not.toMatch(filler[language]);
    }
  });
});

describe('class 1b: a thing did something to an object — the narrator goes and looks, the ending keeps both', () => {
  const cases: [ContentLanguage, string, RegExp, RegExp][] = [
    ['en', 'The photocopier in the library printed my essay in purple ink.', /the photocopier/u, /my essay/u],
    ['vi', 'Cái máy bán nước ở ký túc xá bỗng nhả ra một lon cà phê.', /cái máy bán nước/u, /lon cà phê/u],
    ['ko', '복도 끝 자판기가 동전을 삼키고 껌 한 통을 내놓았다.', /자판기/u, /껌/u],
    ['zh', '楼道里的旧打印机突然吐出一张白纸', /旧打印机/u, /白纸/u],
  ];
  it.each(cases)('(%s) names the thing and its object after the opening', (language, opening, thing, object) => {
    for (const seed of seeds) {
      const told = story(language, opening, seed);
      expect(told).toMatch(thing);
      expect(told).toMatch(object);
      expect(told).not.toMatch(filler[language]);
    }
  });
});

describe('class 2: a person replaced by another — the narrator asks the newcomer where the missed one is', () => {
  const cases: [ContentLanguage, string, RegExp, RegExp, RegExp][] = [
    ['en', 'The lollipop lady at our crossing was missing this morning; a tall man in a yellow coat stood there instead.', /the lollipop lady/u, /the tall man/iu, /asked/u],
    ['vi', 'Bà bán xôi đầu ngõ sáng nay không ra, thay vào đó là một cô bé tóc ngắn.', /bà bán xôi đầu ngõ/u, /cô bé/iu, /hỏi/u],
    ['ko', '경비실 할아버지 대신 오늘은 처음 보는 청년이 앉아 있었다.', /할아버지/u, /청년/u, /물|꺼냈/u],
    ['zh', '楼下修车的师傅今天没来，换成了一个戴眼镜的小姑娘', /师傅/u, /小姑娘/u, /问/u],
  ];
  it.each(cases)('(%s) keeps both people, asks the newcomer, never puts the missed one on stage first', (language, opening, missed, newcomer, asks) => {
    for (const seed of seeds) {
      const told = story(language, opening, seed);
      expect(told).toMatch(missed);
      expect(told).toMatch(newcomer);
      expect(told).toMatch(asks);
      expect(told).not.toMatch(filler[language]);
    }
  });
  it('reads the shape from grammar in every language', () => {
    for (const [language, opening] of cases) expect(readDefaultClause(opening, language)?.kind).toBe('replaced');
  });
});

describe('class 3: a thing that ran for long years stopped — someone goes to see who kept it', () => {
  const cases: [ContentLanguage, string, RegExp][] = [
    ['en', 'The clock tower in our square stopped chiming today after sixty years.', /the clock tower/iu],
    ['vi', 'Quán phở của ông Tư mở suốt 25 năm, hôm nay bỗng đóng cửa.', /quán phở/iu],
    ['ko', '20년 넘게 새벽마다 울리던 교회 종이 오늘 아침 울리지 않았다.', /교회 종/u],
    ['zh', '村口那台用了三十年的老水泵今天不转了。', /老水泵/u],
  ];
  it.each(cases)('(%s) keeps the thing through the ending, with no stock prop', (language, opening, thing) => {
    for (const seed of seeds) {
      const told = story(language, opening, seed);
      const paragraphs = told.split('\n\n');
      expect(paragraphs.at(-1)).toMatch(thing);
      expect(told).not.toMatch(filler[language]);
      expect(told).not.toMatch(/everything was ruined|hỏng hết|다 망쳤|全完了/iu);
    }
  });
  it('reads the shape in every language', () => {
    for (const [language, opening] of cases) expect(readDefaultClause(opening, language)?.kind).toBe('ended');
  });
});

describe('class 4: a thing that should hold something is empty — its owner does without it', () => {
  const cases: [ContentLanguage, string, RegExp, RegExp][] = [
    ['en', "Maya's sketchbook was blank on the morning of the art exam.", /Maya/u, /the sketchbook/u],
    ['vi', 'Đến lượt Linh thuyết trình thì tờ giấy trong tay vẫn trắng trơn.', /Linh/u, /tờ giấy/u],
    ['ko', '발표 날 아침, 민서의 대본이 백지였다.', /민서/u, /대본/u],
    ['zh', '演讲那天，小林手里的稿子竟然是一张白纸。', /小林/u, /稿子/u],
  ];
  it.each(cases)('(%s) the owner tells it and keeps the thing; the narrator "I" is never brought in', (language, opening, owner, thing) => {
    for (const seed of seeds) {
      const told = story(language, opening, seed);
      expect(told).toMatch(owner);
      expect(told).toMatch(thing);
      expect(told).not.toMatch(language === 'en' ? /\bI\b/u : language === 'vi' ? /\btôi\b/u : language === 'ko' ? /(?:^|\s)(?:나는|내가|나도)\s/u : /我/u);
    }
  });
});

describe('class 5: a person the opening says is gone is never the one the plot goes to', () => {
  const cases: [ContentLanguage, string, string][] = [
    ['en', 'Grandpa passed away in May and left me a tackle box of fishing flies.', 'Grandpa'],
    ['vi', 'Bà nội mất năm ngoái, để lại cho tôi một hộp kim chỉ.', 'Bà nội'],
    ['ko', '돌아가신 할머니가 내게 반짇고리를 남기셨다.', '할머니'],
    ['zh', '去世的外婆给我留了一盒纽扣。', '外婆'],
  ];
  it.each(cases)('(%s) the clause has no person to ask, and the story never asks them', (language, opening, gone) => {
    expect(readDefaultClause(opening, language)?.who ?? '').not.toContain(gone);
    for (const seed of seeds) expect(story(language, opening, seed)).not.toMatch(language === 'en' ? /asked Grandpa/u : language === 'vi' ? /hỏi bà nội/iu : language === 'ko' ? /할머니(?:에게|한테|께) (?:직접 )?물/u : /问了?外婆/u);
  });
});

describe('class 7: words a person wrote on a thing they gave or left are answered', () => {
  const cases: [ContentLanguage, string, RegExp, RegExp][] = [
    ['en', "Dad tucked an old bus pass in my coat with 'keep going, kiddo' written on it.", /the old bus pass/u, /keep going, kiddo/u],
    ['vi', "Anh hai để lại cuốn sổ cũ, trang cuối ghi 'đừng bỏ cuộc nhé em'.", /cuốn sổ cũ/u, /đừng bỏ cuộc nhé em/u],
    ['ko', "누나가 낡은 손수건을 건네며 귀퉁이에 '늘 웃어라'라고 적어 주었다.", /손수건/u, /늘 웃어라/u],
    ['zh', '老陈把一本旧字典塞给我，扉页上写着‘慢慢来’。', /旧字典/u, /慢慢来/u],
  ];
  it.each(cases)('(%s) keeps the thing and quotes the words back, with no stock moment', (language, opening, thing, words) => {
    expect(readDefaultClause(opening, language)?.kind).toBe('written');
    for (const seed of seeds) {
      const told = story(language, opening, seed);
      expect(told).toMatch(thing);
      expect(told).toMatch(words);
      expect(told).not.toMatch(filler[language]);
    }
  });
});

describe('class 6: the contentless lines stay only for an opening with no clause', () => {
  it('a bare noun phrase has no clause to read', () => {
    expect(readDefaultClause('The smell of rain on a hot road.', 'en')).toBeNull();
    expect(readDefaultClause('Mùi mưa trên con đường nóng.', 'vi')).toBeNull();
    expect(readDefaultClause('뜨거운 길 위의 비 냄새.', 'ko')).toBeNull();
    expect(readDefaultClause('雨落在热马路上的味道。', 'zh')).toBeNull();
  });
});

describe('round 13: an opening of several sentences keeps the replaced and ended shapes', () => {
  it('reads a person the last sentence calls "he" replaced by a newcomer (zh), and a thing of long years that stayed dark (en)', () => {
    expect(readDefaultClause('每天傍晚，巷口修伞的老伯都会冲我点点头。今天他的位置上换了一个小姑娘。', 'zh')).toMatchObject({ kind: 'replaced', who: '老伯', newcomer: '小姑娘' });
    expect(readDefaultClause('The clock tower in our square has chimed every hour for sixty years. This morning it stayed silent.', 'en')).toMatchObject({ kind: 'ended', thing: 'the clock tower' });
  });
  it('never reads a regular person or a stretch of time as the thing that ended', () => {
    expect(readDefaultClause('For eleven years the woman who sells newspapers has said good morning to me. Today her kiosk was shut and she wasn’t there.', 'en')).toBeNull();
    expect(readDefaultClause('菜市场卖鱼的张叔今天没来。这么多年他天天都在那个角落。', 'zh')).toBeNull();
  });
});
