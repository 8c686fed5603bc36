import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { faceReasons } from './data/style/hair.ts';
import { stylePhrases } from './data/style/phrases.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { analyseDescription, generateStyleSuggestion, stripDiacritics } from './style-suggestion.ts';
import { contentLanguages, type ContentLanguage } from '../contract/content-types.ts';

const descriptions: Record<ContentLanguage, string> = {
  en: "I'm a 27 year old woman with a round face and long wavy hair, 160cm. I have a first date in autumn and I love navy and minimal style.",
  ko: '저는 30대 남자이고 얼굴이 긴 편이에요. 숱이 적은 직모고 키는 185cm예요. 겨울에 회사 출근할 때 입을 옷 추천해 주세요. 블랙을 좋아해요.',
  vi: 'Mình là nam, 25 tuổi, mặt vuông, tóc dày và hơi xoăn, cao 1m75. Cuối tuần đi du lịch biển mùa hè, thích phong cách đường phố và màu xanh navy.',
  zh: '我是女生，圆脸，细软的中长发，身高155，下个月要参加婚礼，是春天，喜欢甜美风和粉色。',
};
const script: Record<ContentLanguage, RegExp> = {
  en: /^[^\p{Script=Hangul}\p{Script=Han}]*$/u,
  ko: /\p{Script=Hangul}/u,
  zh: /\p{Script=Han}/u,
  vi: /[ăâđêôơưàáảãạèéẻẽẹìíỉĩịòóỏõọùúủũụỳýỷỹỵ]/iu,
};

const suggest = (input: string, language: ContentLanguage, seed = 1): string => generateStyleSuggestion({ input }, { language, random: seededRandom(seed) });

describe('analyseDescription', () => {
  it('reads an English description', () => {
    expect(analyseDescription(descriptions.en)).toMatchObject({ gender: 'woman', face: 'round', length: 'long', types: ['wavy'], occasion: 'date', season: 'autumn', colours: ['navy'], styles: ['minimal'], age: 'twenties' });
  });

  it('reads a Korean description, including height in centimetres', () => {
    expect(analyseDescription(descriptions.ko)).toMatchObject({ gender: 'man', face: 'long', types: ['thin', 'straight'], height: 'tall', occasion: 'work', season: 'winter', colours: ['black'], age: 'thirties' });
  });

  it('reads a Vietnamese description with or without diacritics', () => {
    const expected = { gender: 'man', face: 'square', types: ['thick', 'wavy'], occasion: 'travel', season: 'summer', styles: ['street'], colours: ['navy'], age: 'twenties' };
    expect(analyseDescription(descriptions.vi)).toMatchObject(expected);
    expect(analyseDescription(stripDiacritics(descriptions.vi))).toMatchObject({ gender: 'man', face: 'square', occasion: 'travel', season: 'summer' });
  });

  it('reads a Chinese description', () => {
    expect(analyseDescription(descriptions.zh)).toMatchObject({ gender: 'woman', face: 'round', length: 'medium', types: ['thin'], height: 'petite', occasion: 'wedding', season: 'spring', styles: ['romantic'], colours: ['pink'] });
  });

  it('does not mistake a partner or unrelated words for features', () => {
    expect(analyseDescription('여자친구랑 데이트 가요').gender).toBeUndefined();
    expect(analyseDescription('Tôi đi làm năm ngày một tuần').gender).toBeUndefined();
    expect(analyseDescription('I need an update on my candidate profile').occasion).toBeUndefined();
    expect(analyseDescription('hello there')).toEqual({ types: [], builds: [], styles: [], colours: [] });
  });
});

describe('generateStyleSuggestion', () => {
  it.each(contentLanguages)('writes headed hair, outfit, colour and tip sections in %s', (language) => {
    const output = suggest(descriptions[language], language);
    const { headers } = stylePhrases[language];
    for (const header of [headers.hair, headers.outfit, headers.colours, headers.tip]) expect(output).toContain(header);
    expect(output).toMatch(script[language]);
    expect(output.split('\n').filter((line) => line.startsWith('• ')).length).toBeGreaterThanOrEqual(4);
  });

  it('uses what the description says', () => {
    const en = suggest(descriptions.en, 'en', 3);
    expect(en).toContain('a round face');
    expect(en).toMatch(/navy/iu);
    expect(faceReasons.round.en.some((reason) => en.includes(reason))).toBe(true);
    expect(en).toContain(stylePhrases.en.occasionNote.date);
    expect(en).toContain(stylePhrases.en.styleDirection.minimal);
    const ko = suggest(descriptions.ko, 'ko', 3);
    expect(ko).toContain('블랙');
    expect(ko).toContain(stylePhrases.ko.occasionNote.work);
    expect(faceReasons.long.ko.some((reason) => ko.includes(reason))).toBe(true);
    const zh = suggest(descriptions.zh, 'zh', 3);
    expect(zh).toContain('柔粉');
    expect(zh).toContain(stylePhrases.zh.occasionNote.wedding);
  });

  it('suggests cuts that fit the wearer and the hair length', () => {
    for (let seed = 0; seed < 20; seed += 1) {
      const man = suggest('I am a guy with short thick hair and a square jaw', 'en', seed);
      expect(man).not.toMatch(/Pixie|French bob|lob|C-curl|tassel/iu);
      const woman = suggest('woman, long straight hair, oval face', 'en', seed);
      expect(woman).not.toMatch(/Two-block|Buzz cut|Dandy|quiff/iu);
    }
  });

  it('is deterministic per seed and varied across seeds', () => {
    for (const language of contentLanguages) {
      expect(suggest(descriptions[language], language, 5)).toBe(suggest(descriptions[language], language, 5));
      const outputs = new Set(Array.from({ length: 12 }, (_, seed) => suggest(descriptions[language], language, seed)));
      expect(outputs.size).toBeGreaterThanOrEqual(10);
    }
  });

  it('answers a description in one language in another', () => {
    const output = suggest(descriptions.zh, 'en', 2);
    expect(output).toContain('a round face');
    expect(output).toMatch(script.en);
  });

  it('never throws on arbitrary descriptions', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 1200, unit: 'grapheme' }), fc.constantFrom(...contentLanguages), fc.integer(), (input, language, seed) => {
        expect(suggest(input, language, seed).length).toBeGreaterThan(50);
      }),
      { numRuns: 300 },
    );
  });
});
