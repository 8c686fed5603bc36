import { describe, expect, it } from 'vitest';
import type { ContentLanguage } from '../contract/content-types.ts';
import { generateContent } from './engine.ts';
import { matchLyricsFamilies } from './lyrics-families.ts';

describe('lyrics (round 10): "I did it myself / at last" is sung as the singer\'s pride, not to the object', () => {
  it.each<[ContentLanguage, string, string]>([
    ['en', 'I fixed the leaking sink by myself', 'did-it-myself'],
    ['vi', 'lần đầu tự thay bóng đèn mà không cần gọi bố', 'did-it-myself'],
    ['zh', '第一次自己修好了自行车', 'did-it-myself'],
    ['en', "finally got my driver's license on the third try!!", 'made-it-at-last'],
    ['ko', '드디어 세 번 만에 운전면허 땄다', 'made-it-at-last'],
    ['vi', 'cuối cùng cũng tự sửa được chiếc quạt sau ba lần thử', 'made-it-at-last'],
  ])('%s: "%s" → %s', (language, theme, family) => {
    expect(matchLyricsFamilies(theme, language).map((found) => found.id)).toContain(family);
  });

  it.each<[ContentLanguage, string]>([
    ['en', 'my daughter finally rode her bike by herself'],
    ['vi', 'con gái tôi lần đầu tự đạp xe'],
    ['zh', '女儿第一次自己坐公交'],
    ['en', 'finally paying off my student loans'],
  ])('%s: "%s" is not the singer\'s own "did it / at last"', (language, theme) => {
    const ids = matchLyricsFamilies(theme, language).map((found) => found.id);
    expect(ids).not.toContain('did-it-myself');
    expect(ids).not.toContain('made-it-at-last');
  });

  it('the chorus sings the pride, never "sing it out for the light bulb"', () => {
    const song = generateContent('lyrics-poem', { input: 'lần đầu tự thay bóng đèn mà không cần gọi bố', emotion: 'cheering', lyricStyle: 'rap' }, { language: 'vi', seed: 1 }) as string;
    expect(song).toMatch(/tự tay ta làm được|chẳng phải lần cuối/u);
    const en = generateContent('lyrics-poem', { input: "finally got my driver's license on the third try!!", emotion: 'joy', lyricStyle: 'dance_pop' }, { language: 'en', seed: 1 }) as string;
    expect(en).toMatch(/Finally, finally, it is mine|Took me a while/u);
  });
});
