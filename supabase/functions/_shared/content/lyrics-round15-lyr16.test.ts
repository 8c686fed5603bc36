import { describe, expect, it } from 'vitest';
import type { ContentLanguage, LyricsEmotion, LyricsForm } from '../contract/content-types.ts';
import { generateContent } from './engine.ts';
import { readDeedScene } from './lyrics-deed-read.ts';
import { deedSenseClasses } from './lyrics-thing-senses.ts';
import { senseLines } from './data/lyrics/lyrics-thing-senses-lines.ts';

const seeds = [1, 2, 3];

function write(language: ContentLanguage, theme: string, emotion: LyricsEmotion, form: LyricsForm, seed: number): string {
  return generateContent('lyrics-poem', { input: theme, emotion, lyricStyle: form }, { language, seed }) as string;
}

/** The body lines of a piece (no title, no section labels). */
function body(text: string): string[] {
  return text.split('\n').slice(1).map((line) => line.trim()).filter((line) => line !== '' && !/^[[【].*[\]】]$/u.test(line));
}

// Every request here is held out: none is in round15-lyr16.before.json.
describe('lyrics (round 15, lyr16): a deed\'s thing is sung with its own senses, by its class', () => {
  it.each<[ContentLanguage, string, string]>([
    ['en', 'lighting candles on the windowsill for my grandpa', 'light'],
    ['en', 'folding her old sweaters into a donation box', 'fabric'],
    ['vi', 'đốt mấy lá thư cũ của anh ngoài hiên', 'fire'],
    ['vi', 'nướng bánh mì cho em trai sáng chủ nhật', 'food'],
    ['ko', '혼자 촛불 켜던 밤', 'light'],
    ['ko', '엄마 스웨터 개던 밤', 'fabric'],
    ['zh', '我和妹妹在院子里堆雪人', 'snow'],
    ['zh', '把旧信一封一封烧掉', 'fire'],
  ])('%s: %s sings the %s class', (language, theme, kind) => {
    const deed = readDeedScene(theme, language);
    expect(deed).not.toBeNull();
    expect(deedSenseClasses(deed?.core ?? '', `${deed?.act ?? ''} ${deed?.time ?? ''}`, language)[0]).toBe(kind);
    const own = senseLines[kind as keyof typeof senseLines][language];
    for (const seed of seeds) {
      const text = body(write(language, theme, 'longing', 'ballad', seed));
      expect(text.filter((line) => own.includes(line)).length).toBeGreaterThanOrEqual(2);
    }
  });

  it.each<[ContentLanguage, string]>([
    // A thing of no class gets no sense line: nothing the visitor did not write.
    ['en', 'giving back his house keys on the last day of our lease'],
    ['ko', '전 남친 번호 지우던 날'],
  ])('%s: no sense line for %s', (language, theme) => {
    const all = Object.values(senseLines).flatMap((pack) => [...pack[language]]);
    for (const seed of seeds) expect(body(write(language, theme, 'breakup', 'ballad', seed)).filter((line) => all.includes(line))).toEqual([]);
  });
});

describe('lyrics (round 15, lyr16): the deed reader reads the whole request', () => {
  it.each<[ContentLanguage, string, string, string, string]>([
    // vi: a verb outside the class, read from the classifier phrase after it.
    ['vi', 'sắp lại mấy cuốn album cũ trên kệ', 'sắp lại mấy cuốn album cũ trên kệ', '', 'mấy cuốn album cũ'],
    // vi: a part word before a place is that place, not a time; a quantifier stays with its time.
    ['vi', 'chờ xe buýt cuối ngõ', 'chờ xe buýt cuối ngõ', '', ''],
    ['vi', 'tưới cây ngoài ban công mấy chiều mưa', 'tưới cây ngoài ban công', 'mấy chiều mưa', ''],
    // vi: a time followed by the one it is shared with.
    ['vi', 'nướng khoai tối thứ sáu với mấy đứa em họ', 'nướng khoai với mấy đứa em họ', 'tối thứ sáu', ''],
    // ko: a subject inside the thing's relative clause.
    ['ko', '친구가 빌려준 책 돌려주던 날', '친구가 빌려준 책 돌려주던', '', '책'],
    // zh: the singer alone, written 一个人.
    ['zh', '除夕夜一个人在公司加班', '在公司加班', '除夕夜', ''],
  ])('%s: %s', (language, theme, act, time, thing) => {
    const deed = readDeedScene(theme, language);
    expect(deed).not.toBeNull();
    expect(deed?.act).toBe(act);
    expect(deed?.time).toBe(time);
    expect(deed?.thing).toBe(thing);
  });

  it('vi: the singer who cooks for a parent is their child', () => {
    expect(readDeedScene('giặt áo cho mẹ lúc mẹ ốm', 'vi')?.doer).toBe('con');
  });

  it('ko: a companion marked 랑 stays in the chorus whoever it is', () => {
    expect(readDeedScene('룸메랑 옥상에서 고기 굽던 밤', 'ko')?.core).toMatch(/^룸메랑 /u);
    for (const seed of seeds) expect(body(write('ko', '룸메랑 옥상에서 고기 굽던 밤', 'joy', 'song', seed)).join('\n')).toMatch(/룸메랑 고기 굽던 밤/u);
  });

  it('zh: a pronoun before a relative clause is the owner, never the thing', () => {
    expect(readDeedScene('把他画在墙上的画涂掉', 'zh')?.thing ?? '').not.toBe('他');
    expect(readDeedScene('把她夹在书里的树叶取出来', 'zh')?.thing).toBe('树叶');
  });
});
