/**
 * Round 19 (issue 13): the families' path and the stock fall-through tell the visitor's moment in its own parts
 * (lyrics-moment.ts): the act in the opening, its rest in the next line, the parts left and the act again in the chosen
 * emotion at the head of the second verse; the chorus names it; no line is the whole request pasted. Held-out themes,
 * none in the round-19 before-set, its hold-out, a read set or an eval case.
 */
import { describe, expect, it } from 'vitest';
import type { ContentLanguage, LyricsEmotion, LyricsForm } from '../contract/content-types.ts';
import { generateContent } from './engine.ts';
import { readMoment } from './lyrics-moment.ts';

const write = (language: ContentLanguage, input: string, emotion: LyricsEmotion, lyricStyle: LyricsForm, seed: number): string =>
  generateContent('lyrics-poem', { input, emotion, lyricStyle }, { language, seed }) as string;

/** The body's lines, without the title and the section labels. */
const body = (song: string): string[] => song.split('\n').slice(1).map((line) => line.trim()).filter((line) => line !== '' && !/^[[【]/u.test(line));

describe('the moment is read in its own parts, turned to the singer', () => {
  it('en: a subject clause cut at its place and its second clause', () => {
    const moment = readMoment('my coworker took credit for my slides in the meeting and my boss believed her', 'en', false, 'anger');
    expect(moment?.act).toBe('Let me tell you: my coworker took credit for my slides');
    expect(moment?.rest).toBe('In the meeting');
    expect(moment?.later).toEqual(['And my boss believed her', "My coworker took credit for my slides, and I'm done keeping quiet"]);
  });
  it('vi: a short clause before a second one, mình sung as ta', () => {
    const moment = readMoment('bố mất việc rồi, tối nào mình cũng thấy bố ngồi hút thuốc ngoài hiên', 'vi', false, 'sadness');
    expect(moment?.act).toBe('Chuyện là thế này, bố mất việc rồi');
    expect(moment?.rest).toBe('Tối nào ta cũng thấy bố ngồi hút thuốc ngoài hiên');
  });
  it('ko: a subject cut from its finite clause, a casual note spoken', () => {
    const moment = readMoment('남자친구가 또 내 생일을 까먹음', 'ko', false, 'anger');
    expect(moment?.act).toBe('있잖아, 남자친구가');
    expect(moment?.rest).toBe('또 내 생일을 까먹어');
    // The chorus names the act, never the subject alone.
    expect(moment?.name).toBe('또 내 생일을 까먹어, 더는 참지 않을 거야');
  });
  it('ko: a noun phrase its clause modifies is no moment to cut', () => {
    expect(readMoment('엄마가 몰래 내 가방에 넣어 둔 쪽지', 'ko', false, 'love')).toBeNull();
  });
  it('zh: a time part names nothing alone; the act after it is the chorus', () => {
    const moment = readMoment('周六加班的时候和老板吵了一架', 'zh', false, 'anger');
    expect(moment?.rest).toBe('和老板吵了一架');
    expect(moment?.name).toBe('和老板吵了一架，我不会再忍了');
  });
  it('zh: an event\'s day stays a time lead; a subject before 每 does not', () => {
    expect(readMoment('高考那天把准考证忘在家里', 'zh', true, 'sadness')?.act).toBe('高考那天，我把准考证忘在家里');
    expect(readMoment('楼上邻居每天早上六点就开始练琴', 'zh', false, 'anger')?.act ?? '').not.toMatch(/^楼上邻居每天，/u);
  });
  it('en: "2 a.m." is no clause end', () => {
    const moment = readMoment('feeding the baby at 4 a.m. while everyone else sleeps', 'en', false, 'love');
    expect(JSON.stringify(moment)).not.toMatch(/"M"|4 a"/u);
  });
});

describe('the song tells the moment in both verses and never pastes the request whole', () => {
  const themes: [ContentLanguage, string, LyricsEmotion, LyricsForm, RegExp][] = [
    ['en', 'my coworker took credit for my slides in the meeting and my boss believed her', 'anger', 'song', /boss believed her/u],
    ['vi', 'bố mất việc rồi, tối nào mình cũng thấy bố ngồi hút thuốc ngoài hiên', 'sadness', 'ballad', /ngồi hút thuốc ngoài hiên/u],
    ['ko', '남자친구가 또 내 생일을 까먹음', 'anger', 'song', /내 생일을 까먹어/u],
    ['zh', '周六加班的时候和老板吵了一架', 'anger', 'rap', /和老板吵了一架/u],
  ];
  it.each(themes)('%s: %s', (language, theme, emotion, form, told) => {
    for (const seed of [1, 2, 3]) {
      const lines = body(write(language, theme, emotion, form, seed));
      expect(lines.some((line) => told.test(line))).toBe(true);
      expect(lines.filter((line) => line.toLowerCase() === theme.toLowerCase())).toEqual([]);
      const counts = new Map<string, number>();
      for (const line of lines) counts.set(line, (counts.get(line) ?? 0) + 1);
      expect(Math.max(...counts.values())).toBeLessThanOrEqual(3);
    }
  });
});
