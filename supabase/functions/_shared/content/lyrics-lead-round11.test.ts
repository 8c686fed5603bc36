import { describe, expect, it } from 'vitest';
import type { ContentLanguage } from '../contract/content-types.ts';
import { generateContent } from './engine.ts';
import { matchLyricsFamilies } from './lyrics-families.ts';

const ids = (theme: string, language: ContentLanguage, dark = false): string[] => matchLyricsFamilies(theme, language, dark).map((found) => found.id);

describe('lyrics (round 11): going somewhere alone, or a sad song, is no "I did it myself"', () => {
  it.each<[ContentLanguage, string]>([
    ['ko', '이별 후 처음 혼자 간 겨울 바다'],
    ['zh', '第一次一个人去看海'],
    ['en', 'the first trip I went on by myself after the divorce'],
    ['vi', 'lần đầu một mình đi Đà Lạt sau khi chia tay'],
  ])('%s: "%s" is not the pride of a deed', (language, theme) => {
    expect(ids(theme, language)).not.toContain('did-it-myself');
  });

  it('a deed done alone keeps its song unless the song is sad', () => {
    expect(ids('처음으로 혼자 김치찌개를 끓였다', 'ko')).toContain('did-it-myself');
    expect(ids('처음으로 혼자 김치찌개를 끓였다', 'ko', true)).not.toContain('did-it-myself');
  });

  it('the winter sea after a breakup is never sung as "해냈어, 내 힘으로 해냈어"', () => {
    const song = generateContent('lyrics-poem', { input: '이별 후 처음 혼자 간 겨울 바다', emotion: 'sadness', lyricStyle: 'ballad' }, { language: 'ko', seed: 1 }) as string;
    expect(song).not.toMatch(/내 힘으로 해냈어|처음이지만 마지막은 아니야/u);
  });
});

describe('lyrics (round 11): going home for the holidays is the journey home, never the year away', () => {
  it.each<[ContentLanguage, string]>([
    ['vi', 'chuyến xe khách về quê ăn Tết'],
    ['zh', '坐高铁回家过年'],
    ['ko', '명절에 고향 가는 기차'],
    ['en', 'driving home for Christmas'],
  ])('%s: "%s" is going home', (language, theme) => {
    expect(ids(theme, language)).toContain('going-home-holiday');
    expect(ids(theme, language)).not.toContain('new-year');
  });

  it.each<[ContentLanguage, string]>([
    ['vi', 'năm nay không về quê ăn Tết được'],
    ['zh', '今年又回不了家，不能回家过年'],
    ['ko', '귀성길 기차표를 못 구했어'],
    ['en', "can't go home for Christmas this year"],
  ])('%s: "%s" stays the year away', (language, theme) => {
    expect(ids(theme, language)).not.toContain('going-home-holiday');
  });

  it('a joyful Tết ride home never sings "Năm nay lại chẳng về được nhà"', () => {
    const song = generateContent('lyrics-poem', { input: 'chuyến xe khách về quê ăn Tết', emotion: 'joy', lyricStyle: 'song' }, { language: 'vi', seed: 1 }) as string;
    expect(song).not.toMatch(/chẳng về được nhà|thiếu ta|trống chỗ của ta/u);
    expect(song).toMatch(/Về nhà thôi|sắp về tới|Cả nhà quây quần|Mẹ gọi/u);
  });
});
