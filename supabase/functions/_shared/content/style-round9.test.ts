/**
 * Failure classes of round 9 (issue 13) for the stylist, in all four languages: a bridesmaid, a groomsman or a parent of
 * the couple dressed as a wedding guest ("결혼식 하객" for 혼주, "As a guest, skip white" for a maid of honour, a mother
 * of the bride not even read as a wedding), a deeper skin tone given no colours of its own, and a temperature written in
 * Chinese numerals ("三十五度") not read as heat.
 */
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../contract/seeded-random.ts';
import type { ContentLanguage } from '../contract/content-types.ts';
import { analyseDescription, generateStyleSuggestion } from './style-suggestion.ts';
import { readWeddingRole } from './style-wedding-role.ts';
import { findTemperatureC } from './data/style/temperature.ts';

const suggest = (language: ContentLanguage, input: string, seed: number): string => {
  const result = generateStyleSuggestion({ input }, { language, random: seededRandom(seed) });
  return typeof result === 'string' ? result : JSON.stringify(result);
};
const seeds = [1, 2, 3, 5, 8];

/** Words that dress the visitor as a guest: the guest label, the guest note, the invitation's dress code. */
const guestWords: Record<ContentLanguage, RegExp> = {
  en: /As a guest|a wedding guest|dress code on the invitation/u,
  vi: /Đi ăn cưới|Đi đám cưới|dự đám cưới|thiệp mời/u,
  ko: /하객룩|결혼식 하객|청첩장/u,
  zh: /参加婚礼|请柬/u,
};

const attendants: ReadonlyArray<readonly [ContentLanguage, string, RegExp]> = [
  ['en', "I'm the maid of honor at my best friend's beach wedding in June. Any ideas?", /bridesmaid/u],
  ['vi', 'Tuần sau mình làm phù dâu cho đứa bạn thân, cô dâu bảo tự chọn màu.', /phù dâu/u],
  ['ko', '친구 결혼식에 신부 들러리를 서게 됐어요. 20대 여자예요.', /들러리/u],
  ['zh', '下个月去参加大学室友的婚礼，我是伴娘，新娘说颜色自己选。', /伴娘/u],
];

const parents: ReadonlyArray<readonly [ContentLanguage, string, RegExp]> = [
  ['en', "My daughter's wedding is in May and I'm the father of the bride. What do I wear?", /father of the couple/u],
  ['vi', 'Tháng sau con gái tôi cưới, tôi là mẹ cô dâu, nên mặc gì?', /mẹ của cô dâu chú rể/u],
  ['ko', '50대 남자예요. 딸 결혼식에 혼주로 참석하는데 어떻게 입어야 할까요?', /혼주/u],
  ['zh', '儿子下个月结婚，我是新郎的妈妈，穿什么合适？', /新人的妈妈/u],
];

describe('a role at a wedding (round 9)', () => {
  it.each(attendants)('%s: a bridesmaid stands in the wedding party, not among the guests', (language, input, label) => {
    expect(readWeddingRole(input)?.role).toBe('attendant');
    for (const seed of seeds) {
      const text = suggest(language, input, seed);
      expect(text.split('\n')[0]).toMatch(label);
      expect(text).not.toMatch(guestWords[language]);
    }
  });

  it.each(parents)('%s: a parent of the couple hosts the wedding, dressed a step above the guests', (language, input, label) => {
    expect(readWeddingRole(input)?.role).toBe('parent');
    expect(analyseDescription(input).occasion).toBe('wedding');
    for (const seed of seeds) {
      const text = suggest(language, input, seed);
      expect(text.split('\n')[0]).toMatch(label);
      expect(text).not.toMatch(guestWords[language]);
    }
  });

  it('reads the wearer from the role: a mother of the bride is a woman, a groomsman a man', () => {
    expect(analyseDescription('Tháng sau con gái tôi cưới, tôi là mẹ cô dâu').gender).toBe('woman');
    expect(analyseDescription('我是伴郎').gender).toBe('man');
    expect(suggest('zh', '我是伴郎，夏天的婚礼', 1)).not.toMatch(/连衣裙|长裙|高跟/u);
  });

  it('leaves a guest a guest', () => {
    expect(readWeddingRole('Wedding guest outfit for a September garden wedding?')).toBeUndefined();
    expect(readWeddingRole('친구 결혼식 하객룩 추천해 주세요')).toBeUndefined();
    expect(readWeddingRole('Cuối tuần đi đám cưới đồng nghiệp')).toBeUndefined();
    expect(readWeddingRole('下周去参加同事的婚礼')).toBeUndefined();
  });
});

describe('a deeper skin tone (round 9)', () => {
  const requests: ReadonlyArray<readonly [ContentLanguage, string, RegExp]> = [
    ['en', 'Date night next week, I have dark skin and love colour.', /deeper skin tone/u],
    ['vi', 'Mình nước da đen, đi tiệc công ty nên mặc màu gì?', /làn da ngăm/u],
    ['ko', '피부가 까만 편인데 소개팅에 뭘 입을까요?', /피부 톤이 어두운/u],
    ['zh', '我皮肤有点黑，周末去约会穿什么颜色好？', /肤色偏深/u],
  ];
  it.each(requests)('%s: gets rich colours named for it', (language, input, palette) => {
    expect(analyseDescription(input).undertone).toBe('deep');
    const colours = /🎨[^\n]*\n([\s\S]*?)\n\n/u.exec(suggest(language, input, 1))?.[1] ?? '';
    expect(colours).toMatch(palette);
  });
  it('does not read black leather shoes as skin', () => {
    expect(analyseDescription('Mình nam, đi giày da đen, cần áo gì cho đi làm?').undertone).toBeUndefined();
  });
});

describe('a temperature in Chinese numerals (round 9)', () => {
  it('reads 三十五度 as 35 °C and 零下十度 as −10 °C', () => {
    expect(findTemperatureC('夏天，三十五度')).toBe(35);
    expect(findTemperatureC('哈尔滨零下十度')).toBe(-10);
    expect(findTemperatureC('零下五度')).toBe(-5);
    expect(findTemperatureC('十八度左右')).toBe(18);
  });
  it('does not read 一度 ("once") as a temperature', () => {
    expect(findTemperatureC('我一度很想放弃')).toBeUndefined();
  });
  it('dresses 三十五度 as heat: no jacket on top', () => {
    expect(analyseDescription('我是男生，第一次去女朋友家见家长，三十五度。').hot).toBe(true);
    for (const seed of seeds) expect(suggest('zh', '我是男生，第一次去女朋友家见家长，三十五度。', seed)).not.toMatch(/外套|大衣|羊毛/u);
  });
});

describe('a polished outfit on a hot day (round 9)', () => {
  const requests: ReadonlyArray<readonly [ContentLanguage, string, RegExp]> = [
    ['en', 'Job interview at a bank in Singapore next week, 33 degrees out. I am a guy, 24.', /cotton|linen/u],
    ['vi', 'Mình nam, 22 tuổi, đi phỏng vấn ở TP. Hồ Chí Minh, trời 35 độ.', /cotton|lanh|thoáng/u],
    ['ko', '한여름 35도에 회사 면접이 있어요. 남자 27살이에요.', /린넨|면이나|통기성|코튼/u],
    ['zh', '八月去广州面试，三十五度，男生，穿什么？', /棉|亚麻|透气/u],
  ];
  it.each(requests)('%s: names a fabric that breathes', (language, input, fabric) => {
    for (const seed of seeds) {
      const outfit = /👕[^\n]*\n([\s\S]*?)\n\n/u.exec(suggest(language, input, seed))?.[1] ?? '';
      expect(outfit).toMatch(fabric);
    }
  });
});
