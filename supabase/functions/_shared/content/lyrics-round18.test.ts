/**
 * Round 18 (issue 13): the state after something takes the visitor's chosen emotion when the theme names none of its
 * own. Blind set U's breakup ballad ("driving home alone after the wedding of the one I loved") sang "my heart is
 * light… and that is all right". Held-out themes, none in a read set or an eval case.
 */
import { describe, expect, it } from 'vitest';
import type { ContentLanguage, LyricsEmotion } from '../contract/content-types.ts';
import { generateContent } from './engine.ts';
import { sceneLines } from './data/lyrics/lyrics-scene-lines.ts';

const write = (language: ContentLanguage, input: string, emotion: LyricsEmotion, seed: number): string =>
  generateContent('lyrics-poem', { input, emotion, lyricStyle: 'ballad' }, { language, seed }) as string;

describe('a breakup after something is let down, never released', () => {
  const themes: [ContentLanguage, string][] = [
    ['en', 'walking back to the station after her engagement party'],
    ['vi', 'đạp xe về nhà sau đám cưới của người mình thương'],
    ['ko', '그 사람 결혼식 끝나고 혼자 버스 타고 오는 길'],
    ['zh', '参加完他的婚礼以后一个人坐地铁回家'],
  ];
  it.each(themes)('%s: %s', (language, theme) => {
    const released = [...sceneLines[language].after.released.lines, ...sceneLines[language].after.released.hooks];
    for (const seed of [1, 2, 3]) {
      const song = write(language, theme, 'breakup', seed);
      expect(released.filter((line) => song.includes(line))).toEqual([]);
    }
  });
});
