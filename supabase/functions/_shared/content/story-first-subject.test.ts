/**
 * Round 10 of issue 13, story shapes A, third pass: the doer of a first time is the grammatical subject of its clause
 * (the narrator never takes over an adult's act), Vietnamese "Mai" / "Nay" as a day, last-time markers read by grammar,
 * and the generic plot's slots filled only by whole noun phrases. Four languages per class, topics far apart.
 */
import { describe, expect, it } from 'vitest';
import type { ContentLanguage } from '../contract/content-types.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { generateStory } from './story.ts';
import { findFirstTimeShape, findHero } from './story-first-time.ts';
import { isWholeSlotPhrase } from './story-first-slots.ts';
import { isVietnameseDayWord } from './story-first-subject.ts';

const seeds = [1, 2, 3, 7, 11];

/** What the story adds after the visitor's opening. */
function added(language: ContentLanguage, opening: string, seed: number): string {
  return generateStory({ storyStart: opening }, { language, random: seededRandom(seed) }).slice(opening.length);
}

describe('an adult who is the subject of a first time keeps the act; the narrator only waits, follows or hears', () => {
  const cases: ReadonlyArray<readonly [ContentLanguage, string, string]> = [
    ['en', 'My grandma is flying out to see us by herself for the first time next month.', 'my grandma'],
    ['en', 'Yesterday my dad cooked Thanksgiving dinner for the first time.', 'my dad'],
    ['vi', 'Bà nội lần đầu đi máy bay ra Hà Nội thăm cháu.', 'bà nội'],
    ['vi', 'Lần đầu tiên mẹ tôi tự lái xe máy lên thị xã.', 'mẹ'],
    ['ko', '엄마가 처음으로 혼자 해외여행을 떠나셨다.', '엄마'],
    ['ko', '아빠가 처음으로 김치찌개를 끓였다.', '아빠'],
    ['zh', '外婆第一次用微信给我发语音。', '外婆'],
    ['zh', '我爸第一次自己做了一顿年夜饭。', '我爸'],
  ];
  it.each(cases)('(%s) %s', (language, opening, who) => {
    const shape = findFirstTimeShape(opening, language);
    expect(shape?.doer).toMatchObject({ who, child: false });
    expect(shape?.hero.firstPerson).toBe(true);
    for (const seed of seeds) {
      const text = added(language, opening, seed);
      expect(text.toLowerCase()).toContain(who.toLowerCase());
      // Their first time, not the narrator's: never "I had done it on my own", "내가 혼자서 해낸", "是我自己做到".
      expect(text).toMatch(/not mine|không phải của tôi|내 처음이 아니|不是我的/u);
      expect(text).not.toMatch(/done on my own|I had done it|tôi đã tự mình|내가 혼자서 해낸|是我自己做到/u);
    }
  });

  it('a subject in another clause leaves the first time to the narrator', () => {
    expect(findFirstTimeShape('My aunt is out of town, so I babysat my cousins alone for the first time.', 'en')?.doer).toBeNull();
    expect(findFirstTimeShape('할머니가 돌아가시고 처음으로 혼자 김장을 했다.', 'ko')?.doer).toBeNull();
    expect(findFirstTimeShape('Bà nội về quê, lần đầu tiên tôi tự nấu cơm.', 'vi')?.doer).toBeNull();
    expect(findFirstTimeShape('妈妈出差了，我第一次自己做饭。', 'zh')?.doer).toBeNull();
  });
});

describe('Vietnamese "Mai" / "Nay" as a day is never the hero', () => {
  it('reads the day from grammar', () => {
    expect(isVietnameseDayWord('Mai', 'Mai là ngày đầu tiên thằng Bin đi mẫu giáo.')).toBe(true);
    expect(isVietnameseDayWord('Mai', 'Mai lần đầu tôi đi phỏng vấn.')).toBe(true);
    expect(isVietnameseDayWord('Mai', 'Sáng mai cả nhà đi biển, ngày mai là Tết.')).toBe(true);
    expect(isVietnameseDayWord('Mai', 'Mai là học sinh giỏi nhất lớp.')).toBe(false);
    expect(isVietnameseDayWord('Mai', 'Lần đầu tiên Mai tự đi xe buýt.')).toBe(false);
  });
  it('keeps the watched child and the narrator, never "Mai" as hero', () => {
    const opening = 'Mai là ngày đầu tiên thằng Bin đi mẫu giáo, tối nay nó cứ ôm cái cặp mới đi ngủ.';
    expect(findHero(opening, 'vi').name).not.toBe('Mai');
    expect(findFirstTimeShape(opening, 'vi')?.doer?.who).toBe('thằng Bin');
    for (const seed of seeds) expect(added('vi', opening, seed)).not.toMatch(/(?:^|[.!]\s+)Mai (?:dành|viết|thôi|nghĩ)/u);
    expect(findHero('Lần đầu tiên Mai tự đi xe buýt lên thành phố.', 'vi').name).toBe('Mai');
  });
});

describe('a last time read by grammar, told as the last time of the named person or place', () => {
  const cases: ReadonlyArray<readonly [ContentLanguage, string, RegExp]> = [
    ['en', 'Last shift at the diner tonight. Twelve years of pouring coffee.', /the diner/u],
    ['en', 'Last day at the old house. The movers come at nine.', /the old house/u],
    ['vi', 'Chú Sáu bán bánh mì ở góc đường này hai mươi năm, cuối tuần này chú nghỉ hẳn để về quê.', /Chú Sáu|chú/u],
    ['vi', 'Cô Ba bán xôi trước cổng trường, nghe nói cô sắp chuyển đi.', /Cô Ba|cô/u],
    ['ko', '다음 주면 10년 다닌 회사를 그만둔다.', /마지막/u],
    ['ko', '동네 목욕탕이 다음 주면 문을 닫는다.', /마지막|목욕탕/u],
    ['zh', '下周就是我在这个城市的最后一个星期了。', /这个城市/u],
    ['zh', '这是我在这家店上班的最后一周。', /最后/u],
  ];
  it.each(cases)('(%s) %s', (language, opening, carried) => {
    expect(findFirstTimeShape(opening, language)?.kind).toBe('last');
    for (const seed of seeds) {
      const text = added(language, opening, seed);
      expect(text).toMatch(carried);
      expect(text).not.toMatch(/the moment turned|khoảnh khắc khẽ nghiêng|I wrote a list|một danh sách|清单/u);
    }
  });
  it('"last week" as a time adverb is no last time', () => {
    expect(findFirstTimeShape('Last week I went to the zoo with my cousins.', 'en')).toBeNull();
    expect(findFirstTimeShape('Last night we ordered pizza and watched a movie.', 'en')).toBeNull();
  });
});

describe('the generic plot fills its slots only with whole noun phrases', () => {
  it('refuses a clause in each language', () => {
    expect(isWholeSlotPhrase('chú nghỉ hẳn', 'vi')).toBe(false);
    expect(isWholeSlotPhrase('cái cặp mới', 'vi')).toBe(true);
    expect(isWholeSlotPhrase('he quit', 'en')).toBe(false);
    expect(isWholeSlotPhrase('the old photo', 'en')).toBe(true);
    expect(isWholeSlotPhrase('문을 닫는다', 'ko')).toBe(false);
    expect(isWholeSlotPhrase('낡은 사진', 'ko')).toBe(true);
    expect(isWholeSlotPhrase('他走了', 'zh')).toBe(false);
    expect(isWholeSlotPhrase('旧照片', 'zh')).toBe(true);
  });
  it('never pastes a fragment into a generic line', () => {
    const opening = 'Chú Sáu bán bánh mì ở góc đường này hai mươi năm, chú đi luôn rồi.';
    for (const seed of seeds) expect(added('vi', opening, seed)).not.toMatch(/(?:về|còn|Còn) chú đi luôn/u);
  });
});
