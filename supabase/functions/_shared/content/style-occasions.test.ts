import { describe, expect, it } from 'vitest';
import { generateStyleSuggestion } from './style-suggestion.ts';
import { asksAboutHair, asksAboutMakeup } from './style-occasions.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { ContentLanguage } from '../contract/content-types.ts';

const suggest = (input: string, language: ContentLanguage, seed: number): string => generateStyleSuggestion({ input }, { language, random: seededRandom(seed) });
const section = (text: string, emoji: string): string => text.split('\n\n').find((part) => part.startsWith(emoji)) ?? '';

describe('hair and make-up only when asked (session 4)', () => {
  it('reads hair and make-up questions in four languages', () => {
    for (const text of ['what do I do with my long hair?', '앞머리 어떻게 할까요', 'nên cắt tóc gì', '发型怎么弄？', 'round face, office']) expect(asksAboutHair(text), text).toBe(true);
    for (const text of ['Man, 52, funeral in winter', '하객룩 추천해 주세요', 'đi biển Nha Trang', '第一次约会']) expect(asksAboutHair(text), text).toBe(false);
    for (const text of ['how should I do my make-up?', '화장은 어떻게', 'nên trang điểm thế nào', '妆容怎么画']) expect(asksAboutMakeup(text), text).toBe(true);
  });

  it.each([
    ['en', "Woman, 29, going to my cousin's garden wedding in June as a guest."],
    ['vi', 'Nam, 35 tuổi, hơi mập bụng, đi biển Nha Trang với gia đình 3 ngày.'],
    ['ko', '20대 남자, 키 178에 마른 편이에요. 다음 달 첫 출근이에요.'],
    ['zh', '女，35岁，下周要参加同事父亲的葬礼，穿什么合适？'],
  ] as const)('gives no haircut unasked (%s)', (language, input) => {
    for (let seed = 1; seed <= 5; seed += 1) expect(section(suggest(input, language, seed), '✂️')).toBe('');
  });

  it('answers a make-up question with natural interview make-up and no haircut (vi)', () => {
    const text = suggest('Mình là nữ, 22 tuổi, sắp đi phỏng vấn ở công ty kiểm toán, nên trang điểm và mặc thế nào?', 'vi', 1);
    expect(section(text, '💄')).toMatch(/tự nhiên/u);
    expect(section(text, '✂️')).toBe('');
  });

  it('still answers a hair question (en, zh)', () => {
    expect(section(suggest('19-year-old guy going hiking this autumn. What do I do with my long hair?', 'en', 1), '✂️')).not.toBe('');
    expect(section(suggest('女，28岁，微胖，周末去三亚海边，发型怎么弄？', 'zh', 1), '✂️')).not.toBe('');
  });
});

describe('occasions dressed right (session 4)', () => {
  const guest: Record<ContentLanguage, readonly [string, RegExp, RegExp]> = {
    en: ["Woman, 29, going to my cousin's garden wedding in June as a guest.", /dress|jumpsuit/iu, /white|cream|ivory/iu],
    vi: ['Nữ, 26 tuổi, đi dự đám cưới bạn thân vào tháng 5.', /đầm|jumpsuit/iu, /trắng|kem/iu],
    ko: ['30대 여자예요. 5월에 친구 결혼식 하객룩 추천해 주세요.', /원피스|점프슈트/u, /화이트|크림|아이보리/u],
    zh: ['女，30岁，五月参加朋友婚礼，穿什么？', /连衣裙|连体裤/u, /白色|奶油色|米白/u],
  };
  it.each(Object.entries(guest))('dresses a woman wedding guest in a dress and keeps white out of her palette (%s)', (language, [input, dress, white]) => {
    for (let seed = 1; seed <= 8; seed += 1) {
      const text = suggest(input, language as ContentLanguage, seed);
      expect(section(text, '👕')).toMatch(dress);
      expect(section(text, '🎨')).not.toMatch(white);
    }
  });

  it('dresses a male wedding guest in a suit (en, ko)', () => {
    expect(section(suggest('Man, 30, wedding guest in October', 'en', 1), '👕')).toMatch(/suit/u);
    expect(section(suggest('30대 남자, 10월 친구 결혼식 하객', 'ko', 1), '👕')).toMatch(/정장/u);
  });

  const funeral: Record<ContentLanguage, readonly [string, RegExp, RegExp]> = {
    en: ["Man, 52, I have to attend a funeral next week and it's winter.", /dark suit/iu, /jeans|puffer|sneaker|denim|blazer/iu],
    vi: ['Nữ, 40 tuổi, đi viếng đám tang tuần sau.', /đen|xám than|tối màu/iu, /jeans|thể thao|canvas/iu],
    ko: ['남자 40대, 다음 주 장례식 조문 가요. 겨울이에요.', /정장/u, /청바지|패딩|스니커즈/u],
    zh: ['女，35岁，下周要参加同事父亲的葬礼，穿什么合适？', /黑|炭灰/u, /牛仔|帆布|运动鞋/u],
  };
  it.each(Object.entries(funeral))('dresses a funeral dark and plain (%s)', (language, [input, dark, wrong]) => {
    for (let seed = 1; seed <= 8; seed += 1) {
      const text = suggest(input, language as ContentLanguage, seed);
      expect(section(text, '👕')).toMatch(dark);
      expect(section(text, '👕')).not.toMatch(wrong);
    }
  });

  it('puts hikers in boots that grip, never canvas high-tops', () => {
    for (let seed = 1; seed <= 8; seed += 1) {
      const outfit = section(suggest('guy going hiking in the mountains this autumn', 'en', seed), '👕');
      expect(outfit).toMatch(/hiking boots|trail shoes/iu);
      expect(outfit).not.toMatch(/canvas|high-top/iu);
      expect(section(suggest('주말에 등산 가요, 남자 20대', 'ko', seed), '👕')).toMatch(/등산화/u);
    }
  });

  it('reads a graduation as a ceremony with a coat in February, not a campus day (ko)', () => {
    for (let seed = 1; seed <= 6; seed += 1) {
      const text = suggest('아이 고등학교 졸업식에 가는 40대 후반 엄마예요. 2월이라 추워요.', 'ko', seed);
      expect(section(text, '👕')).toMatch(/코트/u);
      expect(text).not.toMatch(/강의실|캠퍼스/u);
    }
  });

  it('answers "not too formal" and keeps silk scarves off a café date (zh)', () => {
    for (let seed = 1; seed <= 6; seed += 1) {
      const text = suggest('男，24岁，秋天第一次约会，在咖啡馆，不想穿得太正式。', 'zh', seed);
      expect(text).toMatch(/不用太正式/u);
      expect(section(text, '👕')).not.toMatch(/丝巾|亮面/u);
    }
  });

  it('keeps a man\'s belly a belly: no tuck, no waist darts (vi)', () => {
    for (let seed = 1; seed <= 6; seed += 1) expect(suggest('Nam, 35 tuổi, hơi mập bụng, đi biển Nha Trang với gia đình 3 ngày.', 'vi', seed)).not.toMatch(/vạt quấn|chiết eo|sơ vin hờ với/u);
  });
});
