import { describe, expect, it } from 'vitest';
import { generateLyrics, haikuTheme, lyricsComposer, splitHaikuTheme } from './lyrics-poem.ts';
import { readTheme } from './lyrics-theme.ts';
import { matchLyricsFamilies } from './lyrics-families.ts';
import { readLyricsPremise } from './lyrics-premise.ts';
import { isMishap, readLyricsEvent } from './lyrics-event.ts';
import { eventLines } from './data/lyrics/lyrics-event-lines.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { ContentLanguage, LyricsEmotion, LyricsForm } from '../contract/content-types.ts';

/** Eight seeded pieces for one request. */
function pieces(language: ContentLanguage, emotion: LyricsEmotion, lyricStyle: LyricsForm, input: string): string[] {
  return Array.from({ length: 8 }, (_, i) => generateLyrics({ input, emotion, lyricStyle }, { language, random: seededRandom(i + 41) }));
}

/** A piece without its title line. */
const body = (text: string): string => text.split('\n').slice(1).join('\n');

/** The ids of the families a theme fires. */
const familyIds = (theme: string, language: ContentLanguage): string[] => matchLyricsFamilies(theme, language).map((family) => family.id);

describe('a family fires only on its key term in its own sense (round 9b gate)', () => {
  const cases: Array<[ContentLanguage, string, string]> = [
    // "đậu xe" is parking and "chim đậu" a perch; neither is a pass.
    ['vi', 'bị hàng xóm đậu xe chắn cửa nhà ba lần trong tuần', 'exam-passed'],
    // "cửa nhà" is the front door, not a home to long for.
    ['vi', 'bị hàng xóm đậu xe chắn cửa nhà ba lần trong tuần', 'home'],
    // 이사님 is a director, not a move.
    ['ko', '이사님이 회의 시간에 내 보고서를 칭찬했어', 'moving-out'],
    // A moving speech moves nobody out of an apartment.
    ['en', 'a moving speech my best friend gave at her graduation', 'moving-out'],
    // 搬砖 is slang for a grind, not a move.
    ['zh', '每天在工地搬砖，手上全是茧', 'moving-out'],
  ];
  it.each(cases)('%s "%s" does not fire %s', (language, theme, id) => {
    expect(familyIds(theme, language)).not.toContain(id);
  });

  it('a word in another sense tells no outcome either ("đậu xe" is no pass)', () => {
    expect(readLyricsPremise('bị hàng xóm đậu xe chắn cửa nhà ba lần trong tuần', 'vi', 'anger').success).toBe(false);
    expect(readLyricsPremise('Em trai đậu đại học Bách Khoa sau một năm ôn thi lại', 'vi', 'joy').success).toBe(true);
  });

  it('the song for a parking fight never sings a pass', () => {
    for (const piece of pieces('vi', 'anger', 'rap', 'bị hàng xóm đậu xe chắn cửa nhà ba lần trong tuần')) {
      expect(body(piece)).not.toMatch(/đậu rồi|tin vui|kết quả/iu);
    }
  });
});

describe('a family fires only from the main clause, not from a background clause (round 9b gate)', () => {
  const background: Array<[ContentLanguage, string, string]> = [
    // An instrumental relative: the money bought the thing; the song is about the thing.
    ['en', 'the guitar I bought with my first paycheck got stolen out of my car last night', 'payday'],
    ['vi', 'cây đàn mua bằng tháng lương đầu tiên bị mượn rồi làm gãy cần', 'payday'],
    ['ko', '첫 월급으로 산 중고 기타 줄이 끊어졌어', 'payday'],
    // A time clause: the move is when, the diary is what.
    ['zh', '搬家的时候把小时候的日记本弄丢了', 'moving-out'],
    ['ko', '이사하다가 엄마가 예전에 써준 편지를 찾았어', 'moving-out'],
    ['ko', '졸업식 때 신으려고 산 구두가 발에 안 맞아서 물집 잡힘', 'graduation'],
    // A relative clause's subject wrote the letter; the letter is the song's.
    ['ko', '이사하다가 엄마가 예전에 써준 편지를 찾았어', 'home'],
    // A trailing home is the setting of the fan, not a kitchen to sing.
    ['vi', 'cái quạt máy cũ kêu cọt kẹt mỗi đêm hè ở nhà ngoại', 'home'],
  ];
  it.each(background)('%s "%s" does not fire %s', (language, theme, id) => {
    expect(familyIds(theme, language)).not.toContain(id);
  });

  const main: Array<[ContentLanguage, string, string]> = [
    ['en', 'got my first paycheck today and bought my mom dinner', 'payday'],
    ['vi', 'nhận tháng lương đầu tiên, gửi về cho mẹ', 'payday'],
    ['ko', '첫 월급 받은 날 엄마한테 전화했어', 'payday'],
    ['zh', '搬家那天一个人把箱子搬上六楼', 'moving-out'],
    // "the last day before quitting" names the event ahead: it stays the song's.
    ['vi', 'ngày cuối trước khi nghỉ việc ở công ty', 'quit-job'],
  ];
  it.each(main)('%s "%s" still fires %s', (language, theme, id) => {
    expect(familyIds(theme, language)).toContain(id);
  });
});

describe('the grounded path sings the main clause: its thing and its event (round 9b)', () => {
  const keys: Array<[ContentLanguage, string, string]> = [
    ['en', 'the guitar I bought with my first paycheck got stolen out of my car last night', 'the guitar'],
    ['en', 'the mixtape my college roommate made me in 2009, I found it in a shoebox while moving', 'the mixtape'],
    ['vi', 'cây đàn mua bằng tháng lương đầu tiên bị mượn rồi làm gãy cần', 'cây đàn'],
    ['ko', '첫 월급으로 산 중고 기타 줄이 끊어졌어', '기타 줄'],
    ['ko', '졸업식 때 신으려고 산 구두가 발에 안 맞아서 물집 잡힘', '구두'],
    ['zh', '搬家的时候把小时候的日记本弄丢了', '日记本'],
  ];
  it.each(keys)('%s "%s" → key %s', (language, theme, key) => {
    expect(readTheme(theme, language).key).toBe(key);
  });

  const events: Array<[ContentLanguage, string, string, 'lost' | 'broken' | 'stolen' | 'found']> = [
    ['en', 'the guitar I bought with my first paycheck got stolen out of my car last night', 'the guitar', 'stolen'],
    ['vi', 'cây đàn mua bằng tháng lương đầu tiên bị mượn rồi làm gãy cần', 'cây đàn', 'broken'],
    ['ko', '첫 월급으로 산 중고 기타 줄이 끊어졌어', '기타 줄', 'broken'],
    ['zh', '搬家的时候把小时候的日记本弄丢了', '日记本', 'lost'],
  ];
  it.each(events)('%s "%s" tells that %s was %s, and the song sings it', (language, theme, key, kind) => {
    expect(readLyricsEvent(theme, language, key)).toBe(kind);
    const sung = eventLines[language][kind].map((line) => line.replace(/\{t(?::[^}]+)?\}|\{T\}/gu, '').trim().slice(0, 4));
    for (const piece of pieces(language, 'sadness', 'song', theme)) {
      expect(sung.some((start) => body(piece).includes(start))).toBe(true);
    }
  });

  it('an event in another clause is not the key\'s ("our car broke down … and we had the best picnic")', () => {
    expect(readLyricsEvent('our car broke down on the highway to the beach and we had the best picnic on the shoulder', 'en', 'the best picnic')).toBeNull();
    for (const piece of pieces('en', 'joy', 'indie_folk', 'our car broke down on the highway to the beach and we had the best picnic on the shoulder')) {
      expect(body(piece)).not.toMatch(/picnic in pieces|not the best picnic/iu);
    }
  });

  it('a person in a background clause is no one the song is sung to (엄마가 써준 편지, my roommate made me)', () => {
    expect(lyricsComposer('ko', 'longing', '이사하다가 엄마가 예전에 써준 편지를 찾았어', seededRandom(1)).person).toBeNull();
    for (const piece of pieces('ko', 'longing', 'song', '이사하다가 엄마가 예전에 써준 편지를 찾았어')) {
      expect(body(piece)).toMatch(/편지/u);
      expect(body(piece)).not.toMatch(/부엌|앞치마|새 열쇠/u);
    }
    for (const piece of pieces('en', 'longing', 'song', 'the mixtape my college roommate made me in 2009, I found it in a shoebox while moving')) {
      expect(body(piece)).not.toMatch(/my roommate is|lead back to my roommate/iu);
    }
  });

  it('a plain song about a mishap aches, never thanks its thing (물집, blisters)', () => {
    expect(isMishap('졸업식 때 신으려고 산 구두가 발에 안 맞아서 물집 잡힘', 'ko')).toBe(true);
    expect(isMishap('new shoes for the wedding gave me blisters on both heels', 'en')).toBe(true);
    for (const piece of pieces('ko', 'general', 'rap', '졸업식 때 신으려고 산 구두가 발에 안 맞아서 물집 잡힘')) {
      expect(body(piece)).not.toMatch(/구두, 덕분에|학사모|기숙사/u);
    }
  });
});

describe('readers keep whole words (round 9b)', () => {
  it('a Chinese resultative verb before 了 is cut whole (弄丢, 摔坏), never "日记本弄"', () => {
    const reading = readTheme('搬家的时候把小时候的日记本弄丢了', 'zh');
    expect([reading.key, reading.named, ...reading.images].join('|')).not.toMatch(/弄|丢/u);
    expect(readTheme('用奖学金买的相机被我摔坏了', 'zh').key).toBe('相机');
  });

  it('a count is no image ("五站"), nor a Vietnamese sound word ("cọt kẹt")', () => {
    expect(readTheme('下班的时候在地铁上睡着了，坐过了五站', 'zh').images).not.toContain('五站');
    const fan = readTheme('cái quạt máy cũ kêu cọt kẹt mỗi đêm hè ở nhà ngoại', 'vi');
    expect([fan.named, ...fan.images]).not.toContain('cọt kẹt');
  });

  it('a Korean predicate at the end is no image ("물집 잡힘", "끊어졌어")', () => {
    const shoes = readTheme('졸업식 때 신으려고 산 구두가 발에 안 맞아서 물집 잡힘', 'ko');
    expect([shoes.named, ...shoes.images]).not.toContain('물집 잡힘');
    expect(readTheme('첫 월급으로 산 중고 기타 줄이 끊어졌어', 'ko').images).not.toContain('끊어졌어');
  });

  it('an English reduced relative is no part of the key ("the mixtape my college roommate made me")', () => {
    const reading = readTheme('the mixtape my college roommate made me in 2009, I found it in a shoebox while moving', 'en');
    expect(reading.key).not.toMatch(/roommate/u);
    expect(readTheme('to my dad who taught me to ride a bike in the parking lot', 'en').kind).toBe('person');
  });

  it('a Vietnamese title is not cut after an aspect word ("Con mèo nhà mình cứ đậu")', () => {
    const title = generateLyrics({ input: 'con mèo nhà mình cứ đậu trên bậu cửa sổ ngắm mưa cả buổi chiều', emotion: 'comfort', lyricStyle: 'haiku' }, { language: 'vi', random: seededRandom(3) }).split('\n')[0] ?? '';
    expect(title).not.toMatch(/(?:cứ|vẫn|đang) \S+$/u);
  });
});

describe('haiku lines are never the theme pasted or cut mid-word (round 9b)', () => {
  it('a Chinese sentence (a tail with 了) is not split into the haiku\'s first two lines', () => {
    expect(splitHaikuTheme('阳台上养的那盆茉莉开了第一朵花', 'zh')).toBeNull();
    expect(splitHaikuTheme('猫在键盘上睡着的冬日午后', 'zh')).not.toBeNull();
    for (const piece of pieces('zh', 'joy', 'haiku', '阳台上养的那盆茉莉开了第一朵花')) {
      expect(body(piece)).not.toContain('开了第一朵花');
    }
  });

  it('a Vietnamese key in a haiku line is cut at a word, never "buổi chiề"', () => {
    for (const [key, language] of [['mưa cả buổi chiều ở quê ngoại', 'vi'], ['할머니 댁 마루의 오래된 선풍기', 'ko']] as const) {
      const cut = haikuTheme(key, language);
      expect(cut.length).toBeGreaterThan(0);
      for (const word of cut.split(' ')) expect(key.split(' ')).toContain(word);
    }
  });
});
