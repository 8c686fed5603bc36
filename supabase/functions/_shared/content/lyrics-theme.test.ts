import { describe, expect, it } from 'vitest';
import { seededRandom } from '../contract/seeded-random.ts';
import { contentLanguages, lyricsForms, type ContentLanguage } from '../contract/content-types.ts';
import { generateLyrics } from './lyrics-poem.ts';
import { readTheme } from './lyrics-theme.ts';

const longThemes: Record<ContentLanguage, string> = {
  en: 'my sister leaving for college in the autumn',
  ko: '이사 가는 날 할머니가 싸 주신 김밥',
  vi: 'bị người yêu cũ chặn số điện thoại',
  zh: '被妈妈发现藏在床底的漫画书',
};

describe('readTheme', () => {
  it('keeps a short theme whole', () => {
    expect(readTheme('summer rain', 'en')).toMatchObject({ key: 'summer rain', long: false });
    expect(readTheme('첫눈', 'ko')).toMatchObject({ key: '첫눈', long: false });
  });

  it('splits a long English theme into a key noun phrase and a time or place opener', () => {
    const theme = readTheme('working the night shift at the hospital', 'en');
    expect(theme).toMatchObject({ long: true, key: 'the night shift', adverbials: ['At the hospital,'] });
  });

  it('prefers a phrase naming a person as the key', () => {
    expect(readTheme('mẹ nấu canh chua mỗi chiều', 'vi')).toMatchObject({ key: 'mẹ', images: ['canh chua'], adverbials: ['Mỗi chiều,'] });
    expect(readTheme('첫 월급으로 부모님께 선물 사 드린 날', 'ko').key).toBe('부모님');
  });

  it('recalls a Vietnamese theme that starts with a verb as "lần …", never gluing "bị" into a slot', () => {
    const theme = readTheme('bị bạn thân nói xấu sau lưng', 'vi');
    expect(theme).toMatchObject({ key: 'bạn thân', named: 'lần bị bạn thân nói xấu sau lưng', adverbials: ['Sau lưng,'] });
  });

  it('strips Korean particles and drops predicates and general nouns', () => {
    expect(readTheme('헤어진 연인에게 끝내 보내지 못한 문자', 'ko')).toMatchObject({ key: '연인', images: ['문자'] });
  });

  it('keeps a short Chinese modifier with its noun', () => {
    expect(readTheme('被最好的朋友在背后说坏话', 'zh').key).toBe('最好的朋友');
  });
});

describe('lyrics with a long theme', () => {
  it.each(contentLanguages)('names the whole theme at most twice and never repeats one line more than a chorus would (%s)', (language) => {
    for (const form of lyricsForms) {
      for (const seed of [1, 2, 3]) {
        const text = generateLyrics({ input: longThemes[language], emotion: 'longing', lyricStyle: form }, { language, random: seededRandom(seed) });
        expect(text.split(longThemes[language]).length - 1).toBeLessThanOrEqual(2);
        const counts = new Map<string, number>();
        for (const line of text.split('\n').map((l) => l.trim()).filter((l) => l.length > 3)) counts.set(line, (counts.get(line) ?? 0) + 1);
        expect(Math.max(...counts.values())).toBeLessThanOrEqual(4);
      }
    }
  });
});
