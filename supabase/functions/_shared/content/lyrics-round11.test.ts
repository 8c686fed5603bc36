import { describe, expect, it } from 'vitest';
import type { ContentLanguage, LyricsEmotion, LyricsForm } from '../contract/content-types.ts';
import { generateContent } from './engine.ts';
import { readImageTheme } from './lyrics-image-read.ts';

const write = (language: ContentLanguage, input: string, emotion: LyricsEmotion, lyricStyle: LyricsForm, seed = 1): string =>
  generateContent('lyrics-poem', { input, emotion, lyricStyle }, { language, seed }) as string;

/** The body of a song, without its title line. */
const body = (text: string): string => text.split('\n').slice(1).join('\n');

describe('lyrics (round 11): the theme\'s object with its clause is the song\'s centre', () => {
  it.each<[ContentLanguage, string, string, string]>([
    ['en', 'the sweater mum knitted that winter', 'the sweater mum knitted that winter', 'the sweater'],
    ['en', 'the lunchbox my dad packed every morning even after I told him to stop', 'the lunchbox my dad packed every morning', 'the lunchbox'],
    ['vi', 'chiếc áo len mẹ đan mùa đông năm ấy', 'chiếc áo len mẹ đan mùa đông năm ấy', 'chiếc áo len'],
    ['vi', 'cái nồi cơm điện cũ mẹ cho mang theo khi lên thành phố học', 'cái nồi cơm điện cũ mẹ cho mang theo', 'cái nồi cơm điện cũ'],
    ['ko', '할머니가 떠 준 낡은 목도리', '할머니가 떠 준 낡은 목도리', '낡은 목도리'],
    ['ko', '아빠가 새벽마다 싸주던 김밥', '아빠가 새벽마다 싸주던 김밥', '김밥'],
    ['zh', '爸爸骑了二十年的那辆旧自行车', '爸爸骑了二十年的那辆旧自行车', '那辆旧自行车'],
    ['zh', '妈妈织的毛衣', '妈妈织的毛衣', '毛衣'],
  ])('%s: "%s" is the phrase "%s" headed by "%s"', (language, theme, phrase, object) => {
    const read = readImageTheme(theme, language);
    expect(read?.shape).toBe('object');
    expect(read?.phrase).toBe(phrase);
    expect(read?.object).toBe(object);
  });

  it.each<[ContentLanguage, string, LyricsEmotion, RegExp, RegExp]>([
    ['en', 'the sweater mum knitted that winter', 'longing', /the sweater/u, /wool|stitch|sleeves/u],
    ['vi', 'chiếc áo len mẹ đan mùa đông năm ấy', 'longing', /chiếc áo len/u, /len|mũi đan|tay áo/u],
    ['ko', '할머니가 떠 준 낡은 목도리', 'comfort', /목도리/u, /털실|한 코|소매/u],
    ['zh', '爸爸骑了二十年的那辆旧自行车', 'longing', /那辆旧自行车/u, /链条|车铃|踏板|轮子/u],
  ])('%s: "%s" sings the object and its natural images', (language, theme, emotion, object, images) => {
    const song = body(write(language, theme, emotion, 'song'));
    expect(song).toMatch(object);
    expect(song).toMatch(images);
  });

  it.each<[ContentLanguage, string, RegExp]>([
    ['en', 'the sweater mum knitted that winter', /^(?:Oh, )?(?:the )?sweater[,!]?$/imu],
    ['ko', '아빠가 새벽마다 싸주던 김밥', /^아, 김밥$/mu],
    ['vi', 'chiếc áo len mẹ đan mùa đông năm ấy', /^Ơi chiếc áo len$/mu],
    ['zh', '妈妈织的毛衣', /^啊，毛衣$/mu],
  ])('%s: "%s" never calls the bare object in a stock frame', (language, theme, bare) => {
    for (const form of ['song', 'ballad', 'poem'] as const) expect(body(write(language, theme, 'love', form))).not.toMatch(bare);
  });

  it.each<[ContentLanguage, string, RegExp]>([
    ['en', 'the lunchbox my dad packed every morning even after I told him to stop', /All my love to my dad|about my dad/u],
    ['zh', '爸爸骑了二十年的那辆旧自行车', /好想爸爸|又想爸爸/u],
  ])('%s: the maker in "%s" is part of the phrase, not the one the song is about', (language, theme, personSong) => {
    expect(write(language, theme, language === 'en' ? 'love' : 'longing', 'song')).not.toMatch(personSong);
  });
});

describe('lyrics (round 11): an act with its purpose is sung whole', () => {
  it.each<[ContentLanguage, string, string, string]>([
    ['en', 'teaching my dad video calls so he can see the baby', 'teaching my dad video calls', 'so he can see the baby'],
    ['en', 'fixing up grandpa\'s old bike so my daughter can ride it to school', 'fixing up grandpa\'s old bike', 'so my daughter can ride it to school'],
    ['vi', 'học đan khăn để tặng ông nội dịp sinh nhật', 'học đan khăn', 'để tặng ông nội dịp sinh nhật'],
    ['ko', '이사 가는 친구한테 주려고 만든 플레이리스트', '이사 가는 친구한테 주려고 만든 플레이리스트', '이사 가는 친구한테 주려고'],
    ['zh', '为了给奶奶过生日学做的长寿面', '为了给奶奶过生日学做的长寿面', '为了给奶奶过生日'],
  ])('%s: "%s" → "%s" for "%s"', (language, theme, phrase, purpose) => {
    const read = readImageTheme(theme, language);
    expect(read?.phrase).toBe(phrase);
    expect(read?.purpose).toBe(purpose);
    expect(write(language, theme, 'love', 'song')).toContain(purpose);
  });

  it.each<[ContentLanguage, string]>([
    ['en', 'teaching my dad video calls so he can see the baby'],
    ['en', 'fixing up grandpa\'s old bike so my daughter can ride it to school'],
  ])('%s: "%s" borrows no grandparent\'s radio, no "video" fragment in a stock frame', (language, theme) => {
    for (const seed of [1, 2, 3, 4, 5]) {
      for (const form of ['ballad', 'rap', 'indie_folk'] as const) expect(write(language, theme, 'hope', form, seed)).not.toMatch(/radio|biscuits|reading glasses|wall clock|orange|drifting to the video|to the daughter/iu);
    }
  });

  it.each<[ContentLanguage, string]>([
    ['en', 'walking the dog in the rain before my morning commute'],
    ['ko', '월급날 부모님께 용돈 드리기'],
    ['zh', '和男朋友吵架后坐末班地铁回家'],
    ['en', 'the umbrella my coworker lent me flew off the bridge on my way to the office'],
    ['ko', '수능 전날 밤과 엄마가 싸 준 도시락'],
    ['zh', '高考前一晚妈妈给我煮了一碗面'],
    ['zh', '外婆家的老院子'],
  ])('%s: "%s" is no shape the reader is sure of (left to the families)', (language, theme) => {
    expect(readImageTheme(theme, language)).toBeNull();
  });
});

describe('lyrics (round 11): the night before is anticipation, not a memory', () => {
  it.each<[ContentLanguage, string, string, RegExp]>([
    ['en', 'the night before my first marathon', 'my first marathon', /laces|number pinned|start line/iu],
    ['vi', 'tối trước ngày chạy marathon đầu tiên', 'ngày chạy marathon đầu tiên', /dây giày|số báo danh|vạch xuất phát/u],
    ['ko', '첫 마라톤 전날 밤', '첫 마라톤', /운동화 끈|번호표|출발선/u],
    ['zh', '第一次跑马拉松前一晚', '第一次跑马拉松', /鞋带|号码布|起跑线/u],
  ])('%s: "%s" is the eve of "%s"', (language, theme, event, images) => {
    const read = readImageTheme(theme, language);
    expect(read?.shape).toBe('eve');
    expect(read?.phrase).toBe(event);
    const song = body(write(language, theme, 'cheering', 'song'));
    expect(song).toContain(event);
    expect(song).toMatch(images);
    expect(song).not.toMatch(/Oh, marathon|you made my day|I remember|还记得|아직도 그날|Ta vẫn nhớ/u);
  });

  it('ko: the act of that night ("와이셔츠 다리기") is sung beside the coming day', () => {
    const read = readImageTheme('첫 출근 전날 밤 와이셔츠 다리기', 'ko');
    expect(read).toMatchObject({ shape: 'eve', phrase: '첫 출근', act: '와이셔츠 다리기' });
    expect(write('ko', '첫 출근 전날 밤 와이셔츠 다리기', 'hope', 'song')).toMatch(/오늘 밤은 와이셔츠 다리기|와이셔츠 다리기, 내일을 위해서/u);
  });
});

describe('lyrics (round 11): alone is alone', () => {
  it.each<[ContentLanguage, string, RegExp, RegExp]>([
    ['en', 'eating cold pizza alone at 3am after the breakup', /eating cold pizza alone/u, /\btogether\b|not alone|steam|warm/iu],
    ['vi', 'ăn tối một mình trong phòng trọ sau ca làm đêm', /ăn tối một mình trong phòng trọ/u, /cùng nhau|chúng ta|không cô đơn/u],
    ['ko', '혼자 이사한 날 짜장면 시켜먹기', /짜장면 시켜먹기/u, /함께|혼자가 아니|우리|같이/u],
    ['zh', '雨天一个人在便利店吃关东煮', /在便利店吃关东煮/u, /一起|我们|不是一个人/u],
  ])('%s: "%s" sings the act alone, with nobody beside the singer', (language, theme, act, together) => {
    expect(readImageTheme(theme, language)?.alone).toBe(true);
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
      const song = body(write(language, theme, language === 'en' ? 'breakup' : 'comfort', seed % 2 === 0 ? 'indie_folk' : 'song', seed));
      expect(song).toMatch(act);
      expect(song).not.toMatch(together);
    }
  });

  it('zh: the haiku of the oden keeps the act\'s own image, never the act in a stock frame', () => {
    const haiku = write('zh', '雨天一个人在便利店吃关东煮', 'comfort', 'haiku', 6);
    expect(haiku).not.toMatch(/在便利店吃关东煮像/u);
  });
});

describe('lyrics (round 11): the company and the time of the theme shape the song', () => {
  it.each<[ContentLanguage, string, string, RegExp]>([
    ['en', 'grabbing noodles with my coworkers after the late shift', 'my coworkers', /With my coworkers here|My coworkers beside me/u],
    ['vi', 'ăn lẩu với đồng nghiệp sau ca đêm', 'đồng nghiệp', /Có đồng nghiệp bên cạnh|Đồng nghiệp ở đây/u],
    ['ko', '야근 끝나고 동료들이랑 치킨 먹기', '동료들', /동료들이랑 같이라|동료들이 옆에/u],
    ['zh', '下班后和同事们一起吃火锅', '同事们', /和同事们一起|同事们都在身边/u],
  ])('%s: "%s" is shared with %s, never sung alone', (language, theme, company, line) => {
    const read = readImageTheme(theme, language);
    expect(read).toMatchObject({ shape: 'act', company, alone: false });
    const song = body(write(language, theme, 'joy', 'song', 3));
    expect(song).toMatch(line);
    expect(song).not.toMatch(/nobody else|only me|một mình ta|나 혼자|只有我一个人/u);
  });

  it.each<[ContentLanguage, string, string, RegExp]>([
    ['en', 'the rice cooker my mom gave me when I moved out', 'when I moved out', /goes back to when I moved out|I think of when I moved out/u],
    ['vi', 'cái nồi cơm điện cũ mẹ cho mang theo khi lên thành phố học', 'khi lên thành phố học', /Từ khi lên thành phố học|Nhớ lại khi lên thành phố học/u],
  ])('%s: "%s" keeps its time "%s"', (language, theme, when, line) => {
    expect(readImageTheme(theme, language)?.when).toBe(when);
    expect(body(write(language, theme, 'longing', 'song'))).toMatch(line);
  });

  it.each<[ContentLanguage, string]>([
    ['vi', 'đi chợ với mẹ mà quên mang ví, hai mẹ con đứng cười giữa hàng rau'],
    ['en', 'walking home with my sister but the bus never came'],
    ['ko', '친구랑 떡볶이 먹으러 갔는데 문이 닫혀 있었어'],
    ['zh', '和室友一起做饭结果把锅烧糊了'],
  ])('%s: "%s" turns into a story: no act shape', (language, theme) => {
    expect(readImageTheme(theme, language)).toBeNull();
  });
});

describe('lyrics (round 11): the reader stays sure of its clause edges', () => {
  it('en: a family named only in a clause around the object ("before she passed") does not sing', () => {
    for (const seed of [1, 2, 3]) expect(write('en', 'the letter my grandma wrote me before she passed', 'sadness', 'ballad', seed)).not.toMatch(/results page|at the desk|good news|exam/iu);
  });

  it('en: a present-tense clause and its place stay with the object', () => {
    expect(readImageTheme("my son's first drawing that I keep in my wallet", 'en')).toMatchObject({ shape: 'object', phrase: "my son's first drawing that I keep in my wallet", object: "my son's first drawing" });
  });

  it('en: "alone" inside the purpose is not the singer\'s', () => {
    expect(readImageTheme("baking bread for my neighbor so she won't feel alone", 'en')).toMatchObject({ phrase: 'baking bread for my neighbor', purpose: "so she won't feel alone", alone: false });
  });

  it.each<[ContentLanguage, string]>([
    ['en', 'the guitar I bought with my first paycheck got stolen out of my car last night'],
    ['en', 'the tomato seedlings I planted with my grandpa finally have flowers'],
    ['en', 'the summer we spent at grandma’s lake house when I was a kid'],
  ])('%s: "%s" is a sentence or a time, not an object\'s phrase', (language, theme) => {
    expect(readImageTheme(theme, language)).toBeNull();
  });
});

describe('lyrics (round 11): a sad act is not "enough for now"', () => {
  it.each<[ContentLanguage, string]>([
    ['en', 'waiting alone outside the operating room'],
    ['vi', 'ngồi một mình ở hành lang bệnh viện chờ kết quả'],
    ['ko', '혼자 병원 복도에서 결과 기다리기'],
    ['zh', '一个人在医院走廊等检查结果'],
  ])('%s: "%s" in a sad song keeps the act without calling it fine', (language, theme) => {
    expect(readImageTheme(theme, language)?.shape).toBe('act');
    for (const seed of [1, 2, 3]) expect(write(language, theme, 'sadness', 'song', seed)).not.toMatch(/enough for now|it's enough|đủ rồi|충분해|也挺好|够了/u);
  });
});

describe('lyrics (round 11): an image family fires on its own word, never inside another', () => {
  it.each<[ContentLanguage, string, LyricsEmotion]>([
    ['vi', 'ngồi một mình trên ban công lúc nửa đêm nghe mưa', 'sadness'],
    ['zh', '面试前一晚', 'cheering'],
    ['ko', '혼자 한국에서 버스 타기', 'comfort'],
    ['en', 'walking alone past the bakery at dawn', 'comfort'],
  ])('%s: "%s" has no food lines (một mình ≠ mì, 面试 ≠ 面, 한국 ≠ 국)', (language, theme, emotion) => {
    expect(readImageTheme(theme, language)).not.toBeNull();
    for (const seed of [1, 2, 3]) expect(write(language, theme, emotion, 'song', seed)).not.toMatch(/ngửi mùi|Hơi nóng bay lên|Vị ấy|热气一下子|闻到味道|端到手里|김이 올라와|냄새만 맡아도|그 맛이야|Steam fogs|The smell alone|The taste is/u);
  });
});
