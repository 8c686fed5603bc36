import { describe, expect, it } from 'vitest';
import type { ContentLanguage, LyricsEmotion, LyricsForm } from '../contract/content-types.ts';
import { generateContent } from './engine.ts';
import { toldBack } from './lyrics-told-back.ts';

const seeds = [1, 2, 3];

function write(language: ContentLanguage, theme: string, emotion: LyricsEmotion, form: LyricsForm, seed: number): string {
  return generateContent('lyrics-poem', { input: theme, emotion, lyricStyle: form }, { language, seed }) as string;
}

/** The body lines of a piece (no title, no section labels). */
function body(text: string): string[] {
  return text.split('\n').slice(1).map((line) => line.trim()).filter((line) => line !== '' && !/^[[【].*[\]】]$/u.test(line));
}

// Every request here is held out: none is in round17-lyr18.before.json or round17-lyr18.after.json.
describe('lyrics (round 17, lyr18): a clause theme is told back in its parts, turned to the singer', () => {
  it.each<[ContentLanguage, string, string, string]>([
    ['en', 'my sister moving to Seoul after her wedding', 'My sister is moving to Seoul', 'After her wedding'],
    ['en', 'fixing the fence with my uncle before the storm', 'Here I am, fixing the fence', 'With my uncle before the storm'],
    ['vi', 'chạy xe ôm về quê lúc nửa đêm', 'Ta chạy xe ôm', 'Về quê lúc nửa đêm'],
    ['ko', '야근 끝나고 혼자 한강 걸었어', '야근 끝나고', '혼자 한강 걸었어'],
    ['ko', '엄마한테 김치찌개 끓여 드리기', '엄마한테 김치찌개 끓여 드리는 날', ''],
    ['zh', '下班后一个人去吃火锅', '下班后，我一个人去吃火锅', ''],
  ])('%s: %s', (language, theme, act, rest) => {
    const told = toldBack(theme, language, false);
    expect(told?.act).toBe(act);
    expect(told?.rest).toBe(rest);
  });

  it.each<[ContentLanguage, string]>([
    ['en', 'the old oak tree behind my school'],
    ['vi', 'những buổi chiều mưa ở ký túc xá'],
    ['ko', '오래된 친구와 멀어진 이야기'],
    ['zh', '外婆家门口的老槐树'],
  ])('%s: a noun phrase (%s) is no clause to tell back', (language, theme) => {
    expect(toldBack(theme, language, false)).toBeNull();
  });
});

describe('lyrics (round 17, lyr18): a family keyword does not take the song from the request', () => {
  it.each<[ContentLanguage, string, LyricsEmotion, LyricsForm, string, string]>([
    ['en', 'my sister moving to Seoul after her wedding', 'sadness', 'ballad', 'My sister is moving to Seoul', 'After her wedding'],
    ['ko', '야근 끝나고 혼자 한강 걸었어', 'comfort', 'ballad', '야근 끝나고', '혼자 한강 걸었어'],
    ['ko', '엄마한테 김치찌개 끓여 드리기', 'joy', 'song', '엄마한테 김치찌개 끓여 드리는 날', ''],
    ['vi', 'chạy xe ôm về quê lúc nửa đêm', 'longing', 'song', 'Ta chạy xe ôm', 'Về quê lúc nửa đêm'],
    ['zh', '春节后一个人回北京上班', 'sadness', 'ballad', '春节后，我一个人回北京上班', ''],
    ['zh', '周末陪爷爷去公园下棋', 'joy', 'song', '周末，我陪爷爷去公园下棋', ''],
  ])('%s: %s opens on its act, then its rest, never the whole theme in a line', (language, theme, emotion, form, act, rest) => {
    for (const seed of seeds) {
      const lines = body(write(language, theme, emotion, form, seed));
      expect(lines[0]).toBe(act);
      if (rest !== '') expect(lines[1]).toBe(rest);
      expect(lines.some((line) => line.toLowerCase().includes(theme.toLowerCase()))).toBe(false);
    }
  });
});
