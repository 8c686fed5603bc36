/**
 * Round 20 (issue 13): a moment whose first clause round 19 could not cut is cut at a softer point (a relative word, a
 * preposition, a time clause's end, a Korean time noun or adverb) instead of
 * giving way to a family's stock images (lyrics-moment-cut.ts); a scene song (act, deed, day) tells the moment in its
 * parts at the head of its second verse. Held-out themes, none in the round-20 before-set, its hold-out or an eval case.
 */
import { describe, expect, it } from 'vitest';
import type { ContentLanguage, LyricsEmotion, LyricsForm } from '../contract/content-types.ts';
import { generateContent } from './engine.ts';
import { readMoment } from './lyrics-moment.ts';
import { softCut } from './lyrics-moment-cut.ts';
import { vietnameseVerb } from './lyrics-told-back.ts';

const write = (language: ContentLanguage, input: string, emotion: LyricsEmotion, lyricStyle: LyricsForm, seed: number): string =>
  generateContent('lyrics-poem', { input, emotion, lyricStyle }, { language, seed }) as string;

describe('a first clause with no time, place or second clause is still told', () => {
  it('en: cut at a preposition of company', () => {
    const moment = readMoment('my grandma is learning to read with my little cousin', 'en', false, 'hope');
    expect(moment?.act).toBe('Let me tell you: my grandma is learning to read');
    expect(moment?.rest).toBe('With my little cousin');
  });
  it('vi: cut at a preposition, mình sung as ta', () => {
    const moment = readMoment('anh trai sửa lại chiếc xe đạp cũ cho con gái mình', 'vi', false, 'love');
    expect(moment?.act).toBe('Chuyện là thế này, anh trai sửa lại chiếc xe đạp cũ');
    expect(moment?.rest).toBe('Cho con gái ta');
  });
  it('vi: never between a motion verb and its purpose (đi | học)', () => {
    expect(softCut('lần đầu đưa con đi học mẫu giáo', 'vi', vietnameseVerb)).toBeNull();
  });
  it('ko: cut after a time noun, or before an adverb of time', () => {
    expect(softCut('할머니가 처음 서울 올라온 날 같이 시장 구경했어', 'ko', vietnameseVerb)).toEqual(['할머니가 처음 서울 올라온 날', '같이 시장 구경했어']);
    expect(softCut('옆집 아저씨가 빌려간 사다리 아직도 안 돌려줘', 'ko', vietnameseVerb)).toEqual(['옆집 아저씨가 빌려간 사다리', '아직도 안 돌려줘']);
  });
  it('ko: a noun phrase its clause modifies is still no moment', () => {
    expect(softCut('할머니가 몰래 내 주머니에 넣어 준 돈', 'ko', vietnameseVerb)).toBeNull();
  });
  it('zh: cut before a place preposition', () => {
    const moment = readMoment('舅舅在菜市场门口卖了二十年烤红薯', 'zh', false, 'cheering');
    expect(moment?.act).toBe('你知道吗，舅舅');
    expect(moment?.rest).toBe('在菜市场门口卖了二十年烤红薯');
  });
  it('zh: cut after a time clause', () => {
    expect(softCut('同事辞职后开了一家花店', 'zh', vietnameseVerb)).toEqual(['同事辞职后', '开了一家花店']);
  });
  it('zh: never a time clause that modifies a noun, nor 到 of 看到', () => {
    expect(softCut('和妈妈吵架以后的那个晚上我没睡着', 'zh', vietnameseVerb)?.[1]?.startsWith('的')).not.toBe(true);
    expect(softCut('我在公交车上看到一个老人在哭', 'zh', vietnameseVerb)?.[1]?.startsWith('到')).not.toBe(true);
  });
});

describe('a deed song names a long act by its head in the chorus', () => {
  it('en: the chorus never sings the whole long act', () => {
    const theme = 'walking past the bakery where my grandpa worked now that it is a bank';
    for (const seed of [1, 2, 3]) {
      const song = write('en', theme, 'longing', 'song', seed);
      const chorus = song.split('[Chorus]\n')[1]?.split('\n\n')[0] ?? '';
      expect(chorus).not.toContain(theme);
      expect(song).toContain(theme);
    }
  });
});
