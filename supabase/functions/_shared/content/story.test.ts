import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { generateStory } from './story.ts';
import { storyPacks } from './data/story/packs.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { distinctSentenceRatio, scriptShare, vietnameseMarkShare } from './script-share.ts';
import { contentLanguages, type ContentLanguage } from '../contract/content-types.ts';

const openings: Readonly<Record<ContentLanguage, { text: string; name: string }>> = {
  en: { text: 'Mina found an old key under the bench in the park.', name: 'Mina' },
  ko: { text: '민지는 공원 벤치 밑에서 오래된 열쇠를 발견했다.', name: '민지' },
  vi: { text: 'Lan tìm thấy một chiếc chìa khóa cũ dưới ghế đá trong công viên.', name: 'Lan' },
  zh: { text: '小明在公园的长椅下发现了一把旧钥匙。', name: '小明' },
};

/** Openings with no recognised central element (no letter, song, key, unknown place…): the stock-pool path. */
const plainOpenings: Readonly<Record<ContentLanguage, string>> = {
  en: 'Mina was walking her dog along the river when the fog came in.',
  ko: '민지는 강아지와 함께 강변을 걷고 있었는데, 안개가 밀려왔다.',
  vi: 'Lan đang dắt chó đi dạo bên bờ sông thì sương mù kéo đến.',
  zh: '小明正牵着狗在河边散步，这时起雾了。',
};

function story(language: ContentLanguage, seed: number, storyStart = openings[language].text): string {
  return generateStory({ storyStart }, { language, random: seededRandom(seed) });
}

describe.each(contentLanguages)('story (%s)', (language) => {
  const seeds = Array.from({ length: 20 }, (_, i) => i * 7919 + 1);
  const stories = seeds.map((seed) => story(language, seed));

  it('writes in the language’s script', () => {
    for (const text of stories) {
      const withoutName = text.split(openings[language].name).join(' ');
      expect(scriptShare(withoutName, language)).toBeGreaterThan(0.9);
      if (language === 'vi') expect(vietnameseMarkShare(text)).toBeGreaterThan(0.15);
      if (language === 'en') expect(vietnameseMarkShare(text)).toBeLessThan(0.01);
    }
  });

  it('is deterministic for a seed and differs across seeds', () => {
    expect(story(language, 42)).toBe(story(language, 42));
    expect(new Set(stories).size).toBe(stories.length);
  });

  it('repeats few sentences across 20 seeds', () => {
    // An everyday opening (a walk with the dog) is developed around its own element (issue 13, fourth round) instead of
    // the stock writer's filler, whose variety came from companions and props the opening never had. Two routes per
    // family, three or more alternatives per beat and inline variants: measured 0.53–0.58 over 20 seeds in the four
    // languages, so the bar is set just under it (it was 0.6 for the stock filler).
    const plain = plainOpenings[language];
    const continuations = seeds.map((seed) => story(language, seed, plain).slice(plain.length));
    expect(distinctSentenceRatio(continuations, language)).toBeGreaterThanOrEqual(0.5);
  });

  it('varies a developed story (two routes through the element, varied details) across 20 seeds', () => {
    // A found key is DEVELOPED (the lock it fits, what is behind the door): its sentences are about that key, so they
    // recur more than stock filler did (issue 13, third read: filler scored 2/5). Two routes and varied details keep
    // a re-rolled story visibly different; the bar was measured at 0.22–0.29 and is set just under it.
    const continuations = stories.map((text) => text.slice(openings[language].text.length));
    expect(distinctSentenceRatio(continuations, language)).toBeGreaterThanOrEqual(0.2);
  });

  it('keeps the name from the opening and continues past it', () => {
    for (const text of stories) {
      expect(text.startsWith(openings[language].text)).toBe(true);
      const rest = text.slice(openings[language].text.length);
      expect(rest).toContain(openings[language].name);
      expect(rest.length).toBeGreaterThan(200);
    }
  });
});

describe('story robustness', () => {
  it('never throws and always writes something for any opening of 10–300 characters', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 10, maxLength: 300, unit: 'binary' }), fc.constantFrom(...contentLanguages), fc.integer(), (opening, language, seed) => {
        const text = story(language, seed, opening);
        expect(text.length).toBeGreaterThan(opening.trim().length);
      }),
      { numRuns: 300 },
    );
  });
});

describe('story premise and hero', () => {
  const cases: ReadonlyArray<{ language: ContentLanguage; opening: string; hero: string; premise: string }> = [
    { language: 'en', opening: 'Tobias hadn’t slept in two days when the dryer in the basement started spinning by itself.', hero: 'Tobias', premise: 'dryer' },
    { language: 'ko', opening: '준호는 새벽 세 시, 빨래방에서 건조기 한 대가 저절로 돌아가는 것을 보았다.', hero: '준호', premise: '건조기' },
    { language: 'vi', opening: 'Khang tìm thấy một lá thư trong máy bán hàng tự động ở ga tàu.', hero: 'Khang', premise: 'lá thư' },
    { language: 'zh', opening: '小雨放学回家，发现奶奶不见了。', hero: '小雨', premise: '奶奶' },
  ];

  it.each(cases)('keeps the hero and carries the premise through the turn and the ending ($language)', ({ language, opening, hero, premise }) => {
    for (const seed of [3, 17, 99, 2024, 31337]) {
      const text = story(language, seed, opening);
      const [, middle = '', ending = ''] = text.slice(opening.length).split('\n\n');
      expect(text.slice(opening.length)).toContain(hero);
      expect(middle).toContain(premise);
      expect(ending).toContain(premise);
    }
  });
});

describe('hero and newcomers (issue 13, second read)', () => {
  const opening = "Every night at 2 a.m., the old piano in Clara's basement plays a song she wrote as a child and never showed anyone.";

  it('keeps a hero named only through a possessive and invents no other hero', () => {
    for (let seed = 1; seed <= 12; seed += 1) {
      const added = generateStory({ storyStart: opening }, { language: 'en', random: seededRandom(seed) }).slice(opening.length);
      expect((added.match(/\bClara\b/g) ?? []).length).toBeGreaterThanOrEqual(3);
      for (const invented of storyPacks.en.heroes.filter((hero) => hero.name !== 'Clara')) expect(added).not.toMatch(new RegExp(`\\b${invented.name}\\b`, 'u'));
    }
  });

  it('never brings in a stray stock character; a newcomer, if any, comes through the premise', () => {
    // The piano's song is developed (issue 13, third read): the story needs no stock companion at all, and any
    // newcomer sentence must still be about the old piano.
    for (let seed = 1; seed <= 12; seed += 1) {
      const text = generateStory({ storyStart: opening }, { language: 'en', random: seededRandom(seed) });
      const intros = storyPacks.en.companions.map((companion) => companion.intro.replace('{Pme}', 'Clara'));
      const intro = text.split(/(?<=[.!?”])(?<!Mr\.)\s+/u).find((sentence) => intros.some((words) => sentence.toLowerCase().includes(words.toLowerCase())));
      if (intro !== undefined) expect(intro).toMatch(/old piano/u);
      for (const companion of storyPacks.en.companions) expect(text).not.toContain(companion.ref.replace(/[{}]/gu, ''));
    }
  });
});

describe('story: the second blind read', () => {
  const cases: ReadonlyArray<{ language: ContentLanguage; opening: string; quote: RegExp }> = [
    { language: 'en', opening: "Marcus found a wet umbrella on his door. The tag said 'Return to Platform 9, Brighton Station'.", quote: /Platform 9, Brighton Station/u },
    { language: 'vi', opening: "Linh đang ngồi ở bờ Hồ Con Rùa thì một ông cụ đưa cho cô một chiếc đồng hồ cũ và nói: 'Đừng để nó dừng lại trước nửa đêm.'", quote: /Đừng để nó dừng lại trước nửa đêm/u },
    { language: 'ko', opening: "지하철 막차에서 졸다가 깼는데, 다음 역 안내 방송이 '다음 역은 2009년 신촌입니다'라고 나왔다.", quote: /다음 역은 2009년 신촌입니다/u },
    { language: 'zh', opening: "小雨买了一本二手的《百年孤独》，扉页上写着一行字：'给二十年后的你'。", quote: /给二十年后的你/u },
  ];

  it.each(cases)('($language) carries the quoted words through the middle and the ending', ({ language, opening, quote }) => {
    for (let seed = 1; seed <= 6; seed += 1) {
      const text = generateStory({ storyStart: opening }, { language, random: seededRandom(seed) });
      const paragraphs = text.slice(opening.length).split(/\n\s*\n/u);
      expect(paragraphs[1]).toMatch(quote);
      expect(paragraphs.at(-1)).toMatch(quote);
      expect(text).not.toMatch(/[.!?。！？]['"’”][.。]/u);
    }
  });

  it('never makes a quoted tag, a lake or a verb form a character', () => {
    for (let seed = 1; seed <= 6; seed += 1) {
      const en = generateStory({ storyStart: cases[0]!.opening }, { language: 'en', random: seededRandom(seed) });
      expect(en).not.toMatch(/(?:Platform|Brighton|Station)['’]?\s+(?:said|suggested|declared|was there)/u);
      const vi = generateStory({ storyStart: cases[1]!.opening }, { language: 'vi', random: seededRandom(seed) });
      expect(vi.slice(cases[1]!.opening.length).replace(/Hồ Con Rùa/gu, '')).not.toMatch(/Rùa/u);
      const ko = generateStory({ storyStart: cases[2]!.opening }, { language: 'ko', random: seededRandom(seed) });
      expect(ko.slice(cases[2]!.opening.length)).not.toMatch(/졸다(?!가 깼)|이안/u);
      const clerk = '민준이는 매일 새벽 3시에 삼각김밥 하나만 사 가는 노란 우비 입은 할머니가 궁금해졌다.';
      const added = generateStory({ storyStart: clerk }, { language: 'ko', random: seededRandom(seed) }).slice(clerk.length);
      expect(added).not.toMatch(/입은이|작은 용|용 한 마리/u);
      expect(added).toMatch(/할머니/u);
    }
  });

  it('does not chase a place like a runaway creature', () => {
    const opening = "My grandma's old bakery in Ohio closed ten years ago, but last Tuesday the lights were on again.";
    for (let seed = 1; seed <= 20; seed += 1) {
      const added = generateStory({ storyStart: opening }, { language: 'en', random: seededRandom(seed) }).slice(opening.length);
      expect(added).not.toMatch(/(?:caught up with|cornered)[^.]{0,30}bakery|bakery[^.]{0,20}(?:behaved|settled down)/u);
    }
  });

  it('remembers a family member who has died, in the middle or the ending (zh)', () => {
    const opening = '奶奶走后第七天，阿明在她的旧收音机里发现了一盘磁带，标签上写着“1998年夏天，给阿明”。';
    for (let seed = 1; seed <= 6; seed += 1) {
      const added = generateStory({ storyStart: opening }, { language: 'zh', random: seededRandom(seed) }).slice(opening.length);
      expect(added).toMatch(/奶奶/u);
      expect(added).not.toMatch(/当然，奶奶也在/u);
    }
  });
});

describe('story carries the opening second element and handles a found object by hand (issue 13, round 2)', () => {
  const cases: Array<[ContentLanguage, string, RegExp]> = [
    ['en', 'The night shift at the Denver airport Cinnabon was always quiet, until a man in a soaking-wet tuxedo ordered forty-two rolls and paid in gold coins.', /gold coins/u],
    ['vi', 'Chiều mưa ở Hội An, bà Tư đóng cửa tiệm may sớm thì thấy một cô bé ướt sũng ôm con mèo mun đứng trước hiên, tay cầm tấm ảnh cũ in hình chính bà hồi còn trẻ.', /tấm ảnh cũ/u],
    ['ko', '수능 전날 밤, 편의점 야간 알바를 하던 지호는 유통기한이 2035년으로 찍힌 삼각김밥을 발견했다.', /수능/u],
    ['zh', '我在旧货市场买了一台收音机，里面夹着一张火车票。', /火车票/u],
  ];
  it.each(cases)('names the second element after the opening (%s)', (language, opening, second) => {
    for (let seed = 1; seed <= 8; seed += 1) expect(story(language, seed, opening).slice(opening.length)).toMatch(second);
  });

  it('never has the hero walk past a found object it can hold (en, zh, vi)', () => {
    const openings: Array<[ContentLanguage, string, RegExp]> = [
      ['en', 'Mina found an old cassette tape in a shoebox.', /walked past the old cassette/u],
      ['zh', '阿明在抽屉里发现了一盘磁带。', /经过磁带/u],
      ['vi', 'Lan tìm thấy một cuốn sổ cũ trong ngăn kéo.', /đi ngang cuốn sổ/u],
    ];
    for (const [language, opening, walkedPast] of openings) {
      for (let seed = 1; seed <= 30; seed += 1) expect(story(language, seed, opening)).not.toMatch(walkedPast);
    }
  });

  it('writes a person seen on a balcony as seen, not as a missing relative (zh)', () => {
    const opening = '重庆轻轨二号线穿过李子坝那栋楼的时候，阿杰看见窗外的阳台上站着十年前的自己。';
    for (let seed = 1; seed <= 20; seed += 1) {
      const added = story('zh', seed, opening).slice(opening.length);
      expect(added).toMatch(/十年前的自己/u);
      expect(added).not.toMatch(/家里[^。]*(?:完整|不缺)|最后见到十年前的自己/u);
    }
  });
});

describe('no stock line that denies or ignores the premise (fifth read: "there was no mystery at all" after a postcard from the future; a flashlight that "kept its secret")', () => {
  const openings: ReadonlyArray<{ language: ContentLanguage; text: string; denial: RegExp }> = [
    { language: 'en', text: 'Inside a second-hand novel I found a postcard addressed to me, dated twenty years from now.', denial: /(?:was not|wasn’t) a mystery after all|kept its secret|as if nothing had happened/u },
    { language: 'vi', text: 'Trong cuốn tiểu thuyết cũ mua ở tiệm sách, tôi thấy một tấm bưu thiếp gửi cho tôi, đề ngày hai mươi năm sau.', denial: /chẳng có bí ẩn gì|vẫn giữ bí mật|như chưa từng có chuyện gì/u },
    { language: 'ko', text: '우리 아파트 경비 아저씨는 매일 밤 11시만 되면 손전등을 들고 옥상으로 올라간다. 오늘은 몰래 따라가 보기로 했다.', denial: /수수께끼 같은 건 없었다|비밀을 털어놓지 않았다|아무 일도 없었다는 듯 (?:가만히 있었다|조용했다)/u },
    { language: 'zh', text: '我在旧书店买的一本二手小说里，发现夹着一张写给我的明信片，落款日期是二十年以后。', denial: /根本没有什么谜|守着自己的秘密|仿佛什么都没发生过/u },
  ];
  it.each(openings)('never writes it ($language)', ({ language, text, denial }) => {
    for (let seed = 1; seed <= 20; seed++) {
      expect(generateStory({ storyStart: text }, { language, random: seededRandom(seed) })).not.toMatch(denial);
    }
  });
});
