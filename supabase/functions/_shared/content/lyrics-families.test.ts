import { describe, expect, it } from 'vitest';
import { allLyricsFamilies, isStockProp, matchLyricsFamilies } from './lyrics-families.ts';
import { generateLyrics } from './lyrics-poem.ts';
import { countSyllables } from './lyrics-syllables.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { contentLanguages, lyricsEmotions, lyricsForms, type ContentLanguage, type LyricsEmotion, type LyricsForm } from '../contract/content-types.ts';

const write = (language: ContentLanguage, input: string, emotion: LyricsEmotion, lyricStyle: LyricsForm, seed: number): string =>
  generateLyrics({ input, emotion, lyricStyle }, { language, random: seededRandom(seed) });

/** Body lines without the title and section labels. */
const body = (text: string): string[] => text.split('\n').slice(1).map((line) => line.trim()).filter((line) => line !== '' && !/^[[【]/u.test(line));

describe('theme families (rule C)', () => {
  it('reads a theme into its families, most specific first', () => {
    expect(matchLyricsFamilies('北漂十年，过年回不了家', 'zh').map((family) => family.id)).toEqual(['new-year', 'city', 'home']);
    expect(matchLyricsFamilies('mẹ tôi bán xôi ở đầu ngõ mỗi sáng sớm', 'vi').map((family) => family.id)).toEqual(['vendor', 'food', 'home']);
    expect(matchLyricsFamilies('finally paying off my student loans', 'en').map((family) => family.id)).toEqual(['debt-paid']);
    expect(matchLyricsFamilies('야근하고 막차 타는 직장인', 'ko').map((family) => family.id)).toEqual(['work']);
    expect(matchLyricsFamilies('加班到深夜，外卖小哥在楼下等了我二十分钟', 'zh').map((family) => family.id)).not.toContain('vendor');
  });

  it('gives every family lines in all four languages, and English haiku lines of five syllables', () => {
    for (const family of allLyricsFamilies()) {
      for (const language of contentLanguages) {
        expect(family.text[language].lines.length, `${family.id} ${language}`).toBeGreaterThanOrEqual(3);
        expect(family.text[language].haiku.length).toBeGreaterThanOrEqual(1);
      }
      for (const line of family.text.en.haiku) expect(countSyllables(line), line).toBe(5);
    }
  });

  it('writes the theme\'s own world: paid-off debt is relief, never owning the loans (en rap)', () => {
    for (let seed = 1; seed <= 10; seed += 1) {
      const text = write('en', 'finally paying off my student loans', 'joy', 'rap', seed);
      expect(text).toMatch(/zero|paid in full|last payment|debt-free/iu);
      expect(text).not.toMatch(/(?:we got|i found|dancing)[^\n]{0,12}student loans/iu);
    }
  });

  it('never pastes a non-noun fragment or drops a measure word (zh)', () => {
    for (const emotion of lyricsEmotions) {
      for (const form of lyricsForms) {
        const text = write('zh', '北漂十年，过年回不了家', emotion, form, 7);
        expect(text).not.toMatch(/年回不(?!了家)/u);
        expect(write('zh', '秋天的第一杯奶茶', emotion, form, 7)).not.toMatch(/(?<![一第两这那每半])杯奶茶/u);
      }
    }
  });

  it('keeps the kitchen a kitchen and the grandmother alive (en indie folk)', () => {
    for (let seed = 1; seed <= 10; seed += 1) {
      const text = write('en', "my grandmother's kitchen after she moved into a care home", 'longing', 'indie_folk', seed);
      expect(text.split('\n')[0]).toMatch(/My Grandmother's Kitchen$/u);
      expect(text).not.toMatch(/,\s*grandmother's kitchen[,!]?/iu);
      expect(text).toMatch(/stove|kettle|apron|recipe|flour|spoons|visit|borrowed chair|eaten/iu);
    }
  });

  it('writes a Korean overtime song around the last train, never treating the worker as a goal', () => {
    for (let seed = 1; seed <= 10; seed += 1) {
      const text = write('ko', '야근하고 막차 타는 직장인', 'cheering', 'dance_pop', seed);
      expect(text).toMatch(/막차/u);
      expect(text).not.toMatch(/직장인까지|직장인을 포기|직장인을 위해/u);
      expect(text).not.toMatch(/헤이!,|!,/u);
    }
  });

  it('lets a haiku be three short lines with the season (zh) and writes the xôi and the morning stall (vi)', () => {
    for (let seed = 1; seed <= 10; seed += 1) {
      const haiku = write('zh', '秋天的第一杯奶茶', 'comfort', 'haiku', seed);
      expect(body(haiku)).toHaveLength(3);
      expect(body(haiku).join('')).toMatch(/秋/u);
      const poem = write('vi', 'mẹ tôi bán xôi ở đầu ngõ mỗi sáng sớm', 'love', 'poem', seed);
      expect(poem).toMatch(/xôi/iu);
      expect(poem).not.toMatch(/từng có mẹ/iu);
    }
  });

  it('sings no chorus line more than three times', () => {
    for (const language of contentLanguages) {
      for (const form of ['song', 'ballad', 'dance_pop', 'rap'] as const) {
        const counts = new Map<string, number>();
        for (const line of body(write(language, language === 'zh' ? '北漂十年，过年回不了家' : language === 'ko' ? '야근하고 막차 타는 직장인' : language === 'vi' ? 'mùa mưa Sài Gòn, chờ người yêu cũ dưới mái hiên' : 'finally paying off my student loans', 'sadness', form, 3))) {
          counts.set(line, (counts.get(line) ?? 0) + 1);
        }
        expect(Math.max(...counts.values()), `${language} ${form}`).toBeLessThanOrEqual(3);
      }
    }
  });
});

describe('stock props (rule B)', () => {
  it('flags the props the third read found pasted from nowhere, in every language', () => {
    expect(isStockProp("There's your hoodie in my closet", 'en')).toBe(true);
    expect(isStockProp('Out on the highway,', 'en')).toBe(true);
    expect(isStockProp('Đôi giày chạy của bạn', 'vi')).toBe(true);
    expect(isStockProp('Trên đường cao tốc,', 'vi')).toBe(true);
    expect(isStockProp('전광판 불빛', 'ko')).toBe(true);
    expect(isStockProp('远方的灯塔', 'zh')).toBe(true);
    expect(isStockProp('I miss the version of me who laughed easily', 'en')).toBe(false);
  });

  it('keeps them out of lyrics whose theme never named them', () => {
    const cases: Array<[ContentLanguage, string, RegExp]> = [
      ['en', "my grandmother's kitchen after she moved into a care home", /hoodie|coffee mug|highway|running shoes/iu],
      ['vi', 'mẹ tôi bán xôi ở đầu ngõ mỗi sáng sớm', /đường cao tốc|giày chạy/iu],
      ['ko', '수능 끝나고 처음 맞는 겨울 아침', /러닝화|고속도로|전광판|엔진 소리/u],
      ['zh', '北漂十年，过年回不了家', /灯塔|高速公路|跑鞋/u],
    ];
    // A theme no family covers draws on the stock pools: their audit keeps the props out there too.
    const crane: Record<ContentLanguage, string> = { en: 'a paper crane', vi: 'con hạc giấy', ko: '종이학', zh: '纸鹤' };
    for (const language of contentLanguages) {
      for (const emotion of lyricsEmotions) {
        for (const form of lyricsForms) expect(body(write(language, crane[language], emotion, form, 5)).filter((line) => isStockProp(line, language))).toEqual([]);
      }
    }
    for (const [language, theme, props] of cases) {
      for (const form of lyricsForms) {
        for (let seed = 1; seed <= 4; seed += 1) expect(write(language, theme, 'longing', form, seed)).not.toMatch(props);
      }
    }
  });
});
