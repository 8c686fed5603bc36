import { describe, expect, it } from 'vitest';
import { findStoryFocus, writeDevelopedStory, type StoryFocus } from './story-develop.ts';
import { generateStory } from './story.ts';
import { PhraseComposer } from './phrase-grammar.ts';
import { quoteLines } from './data/story/quote-lines.ts';
import { storyFamilies, type StoryFamily } from './data/story/develop-types.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { contentLanguages, type ContentLanguage } from '../contract/content-types.ts';

/** The eight story openings of the third blind read (docs/blind-reads/2026-11-25-third-read.md, rows 1–8). */
const third: ReadonlyArray<{ language: ContentLanguage; opening: string; family: StoryFamily; thing: string; develops: RegExp; neverAdds: RegExp }> = [
  {
    language: 'en',
    opening: "My neighbor's cat has started leaving a single house key on my doormat every morning, and none of them fit my door.",
    family: 'key',
    thing: 'the keys',
    develops: /\b(?:door|lock)\b/u,
    neverAdds: /Mr\. Bae|tangerine|snow|banana|made I\b/u,
  },
  {
    language: 'en',
    opening: 'The night shift at the 24-hour laundromat was always quiet until a man came in with a wet wedding dress and asked me to wash it before 6 a.m.',
    family: 'visitor',
    thing: 'the visit',
    develops: /dress|6 a\.m\.|first light/u,
    neverAdds: /\bthe wet\b(?! wedding)|raincoat|snow/u,
  },
  {
    language: 'vi',
    opening: 'Sáng nay bà ngoại gọi điện bảo tôi về quê gấp, vì cây mít sau nhà tự nhiên ra hoa giữa mùa đông.',
    family: 'bloom',
    thing: 'cây mít',
    develops: /hoa/u,
    neverAdds: /tuyết|cầu dây|người gác cổng/u,
  },
  {
    language: 'vi',
    opening: 'Chiếc xe máy cũ của bố tôi bị mất ở chợ Bến Thành, và ba ngày sau có người gửi lại kèm một lá thư viết tay.',
    family: 'letter',
    thing: 'lá thư',
    develops: /“[^”]{20,}”/u,
    neverAdds: /tuyết|chiếc ô vàng/u,
  },
  {
    language: 'ko',
    opening: '퇴근길 지하철 2호선에서 졸다가 눈을 떴는데, 안내방송이 처음 들어보는 역 이름을 말하고 있었다.',
    family: 'place',
    thing: '그 역',
    develops: /승강장|역 이름|노선도/u,
    neverAdds: /떴는데 안내방송|이안|로사|바나나/u,
  },
  {
    language: 'ko',
    opening: '편의점 알바 3개월째, 매일 새벽 3시에 삼각김밥 하나만 사 가던 할아버지가 오늘은 편지 한 통을 계산대에 두고 갔다.',
    family: 'letter',
    thing: '편지',
    develops: /“[^”]{20,}”/u,
    neverAdds: /바나나|재채기|대소동|소율|태민/u,
  },
  {
    language: 'zh',
    opening: '搬进新公寓的第一天晚上，我在衣柜最里面发现了一张写着我名字的外卖单，日期是十年前。',
    family: 'oldDate',
    thing: '外卖单',
    develops: /房客|老板|房东|店/u,
    neverAdds: /图书管理员|宝藏|过河|水泡/u,
  },
  {
    language: 'zh',
    opening: '外婆的老收音机坏了三十年，可昨天夜里它突然自己响了，播的是一首我从没听过的歌。',
    family: 'sound',
    thing: '收音机',
    develops: /旋律|歌词|唱/u,
    neverAdds: /拿起歌|老邻居|宝藏/u,
  },
];

describe('findStoryFocus: the family of the opening’s central element', () => {
  it.each(third)('($language) $family: $thing', ({ language, opening, family, thing }) => {
    const focus = findStoryFocus(opening, language);
    expect(focus?.family).toBe(family);
    expect(focus?.thing).toBe(thing);
  });

  it('reads the roles around the element: the cat, the deadline, the relative’s tone, the bike returned', () => {
    expect(findStoryFocus(third[0]!.opening, 'en')?.vars.agent).toBe('the cat');
    expect(findStoryFocus(third[1]!.opening, 'en')?.vars).toMatchObject({ deadline: '6 a.m.', item: 'the wedding dress', visitor: 'the man', vhe: 'he' });
    expect(findStoryFocus(third[2]!.opening, 'vi')?.tone).toBe('warm');
    expect(findStoryFocus(third[3]!.opening, 'vi')?.vars.lost).toBe('chiếc xe máy');
    expect(findStoryFocus(third[4]!.opening, 'ko')?.tone).toBe('eerie');
  });

  it('finds no family in an opening without such an element (the general writer continues it)', () => {
    expect(findStoryFocus('Mina was walking her dog along the river when the fog came in.', 'en')).toBeNull();
    expect(findStoryFocus('민지는 강아지와 함께 강변을 걷고 있었는데, 안개가 밀려왔다.', 'ko')).toBeNull();
    expect(findStoryFocus('Lan đang dắt chó đi dạo bên bờ sông thì sương mù kéo đến.', 'vi')).toBeNull();
    expect(findStoryFocus('小明正牵着狗在河边散步，这时起雾了。', 'zh')).toBeNull();
    // A visit with nothing brought to wash or mend is not the dress story.
    expect(findStoryFocus('A stranger came in and asked me for directions to the sea.', 'en')).toBeNull();
  });
});

describe('developed stories (issue 13, third read)', () => {
  it.each(third)('($language) develops the element, keeps the opening and adds no stock filler: $thing', ({ language, opening, develops, neverAdds }) => {
    for (let seed = 1; seed <= 12; seed += 1) {
      const text = generateStory({ storyStart: opening }, { language, random: seededRandom(seed) });
      expect(text.startsWith(opening)).toBe(true);
      const added = text.slice(opening.length);
      expect(added).toMatch(develops);
      expect(added).not.toMatch(neverAdds);
      expect(added.split(/\n\s*\n/u)).toHaveLength(3);
      expect(added).not.toMatch(/[{}[\]]|undefined|\.\.(?!\.)|。。|[.!?。！？]['"’”][.。]/u);
    }
  });

  it('says what the letter says (a quoted message of its own) in every language', () => {
    const letters: Array<[ContentLanguage, string]> = [
      ['en', 'An old man left a letter on the counter at 3 a.m. and walked out without a word.'],
      ['vi', 'Ông cụ hay mua bánh mì lúc ba giờ sáng hôm nay để lại một lá thư trên quầy.'],
      ['ko', third[5]!.opening],
      ['zh', '凌晨三点，那位总来买包子的老爷爷在柜台上留下了一封信。'],
    ];
    for (const [language, opening] of letters) {
      expect(findStoryFocus(opening, language)?.family).toBe('letter');
      for (let seed = 1; seed <= 8; seed += 1) {
        const added = generateStory({ storyStart: opening }, { language, random: seededRandom(seed) }).slice(opening.length);
        expect(added).toMatch(/[“"][^”"]{25,}[”"]/u);
      }
    }
  });

  it('keeps a first-person narrator when the opening names nobody (no invented hero)', () => {
    const opening = third[4]!.opening;
    for (let seed = 1; seed <= 12; seed += 1) {
      const added = generateStory({ storyStart: opening }, { language: 'ko', random: seededRandom(seed) }).slice(opening.length);
      expect(added).toMatch(/(?:^|\s)(?:나는|내가|나를|나에게)\s/u);
    }
  });

  it('writes both routes through an element across seeds', () => {
    const opening = third[0]!.opening;
    const stories = Array.from({ length: 16 }, (_, i) => generateStory({ storyStart: opening }, { language: 'en', random: seededRandom(i + 1) }));
    expect(stories.some((text) => /to whoever feeds the cat/u.test(text))).toBe(true);
    expect(stories.some((text) => /lost keys|knocked at the first number/u.test(text))).toBe(true);
  });
});

describe('writeDevelopedStory: every family, every role present or absent, in every language', () => {
  const roles = ['agent', 'item', 'visitor', 'lost', 'deadline', 'years', 'elder', 'quote'] as const;
  const values: Readonly<Record<ContentLanguage, Readonly<Record<(typeof roles)[number] | 'thing', string>>>> = {
    en: { thing: 'the letter', agent: 'the cat', item: 'the wedding dress', visitor: 'the man', lost: 'the bike', deadline: '6 a.m.', years: 'ten years', elder: 'my grandma', quote: 'Do not look back' },
    vi: { thing: 'lá thư', agent: 'con mèo', item: 'chiếc váy cưới', visitor: 'ông cụ', lost: 'chiếc xe máy', deadline: '6 giờ sáng', years: 'mười năm', elder: 'bà ngoại', quote: 'Đừng quay lại' },
    ko: { thing: '편지', agent: '고양이', item: '웨딩드레스', visitor: '할아버지', lost: '자전거', deadline: '새벽 6시', years: '십 년', elder: '할머니', quote: '뒤돌아보지 마' },
    zh: { thing: '那封信', agent: '那只猫', item: '那件婚纱', visitor: '那个男人', lost: '那辆车', deadline: '早上6点', years: '十年', elder: '外婆', quote: '别回头' },
  };

  it.each(contentLanguages)('(%s) never leaves a slot unfilled or throws', (language) => {
    for (const family of storyFamilies) {
      for (let mask = 0; mask < 1 << roles.length; mask += 1) {
        const on = (role: (typeof roles)[number]): boolean => (mask & (1 << roles.indexOf(role))) !== 0;
        // findStoryFocus develops a visit only with its stranger and the dress they brought.
        if (family === 'visitor' && !(on('visitor') && on('item'))) continue;
        const vars: Record<string, string> = {};
        for (const role of ['agent', 'item', 'lost', 'deadline', 'years'] as const) if (on(role)) vars[role] = values[language][role];
        if (on('visitor')) Object.assign(vars, { visitor: values[language].visitor, vhe: values[language].visitor, vhis: values[language].visitor });
        const focus: StoryFocus = { family, thing: values[language].thing, vars, tone: mask % 2 === 0 ? 'warm' : 'eerie' };
        for (const seed of [mask + 1, mask + 977]) {
          const c = new PhraseComposer(language, seededRandom(seed)).addPools(quoteLines[language]);
          c.setAll({ P: 'Mina', Pme: 'Mina', Ps: 'Mina’s', they: 'she', them: 'her', their: 'her', themself: 'herself', Pu: '민지의' });
          const parts = writeDevelopedStory(c, focus, { quote: on('quote') ? values[language].quote : null, elder: on('elder') ? values[language].elder : null, kin: on('elder') || mask % 3 === 0 ? values[language].elder : null });
          const text = parts.flat().join(' ');
          expect(text).not.toMatch(/[{}]|\[|\]|undefined/u);
          expect(parts.every((sentences) => sentences.length > 0)).toBe(true);
        }
      }
    }
  });
});

describe('rule A on the general writer: a span that is not a noun phrase never fills a noun slot', () => {
  const cases: Array<[ContentLanguage, string, RegExp]> = [
    ['ko', '버스에서 졸다가 눈을 떴는데 안내방송이 갑자기 멈췄다.', /떴는데 안내방송/u],
    ['en', 'The night shift was always quiet until the wet came in.', /\bthe wet\b/iu],
  ];
  it.each(cases)('(%s) %s', (language, opening, fragment) => {
    expect(findStoryFocus(opening, language)).toBeNull();
    for (let seed = 1; seed <= 12; seed += 1) {
      const added = generateStory({ storyStart: opening }, { language, random: seededRandom(seed) }).slice(opening.length);
      expect(added).not.toMatch(fragment);
    }
  });
});
