import { describe, expect, it } from 'vitest';
import { generateLyrics } from './lyrics-poem.ts';
import { matchLyricsFamilies } from './lyrics-families.ts';
import { isSingableNounPhrase } from './lyrics-noun-phrase.ts';
import { themeNames } from './lyrics-names.ts';
import { readLyricsPremise } from './lyrics-premise.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { ContentLanguage, LyricsEmotion, LyricsForm } from '../contract/content-types.ts';

/** Eight seeded pieces for one request. */
function pieces(language: ContentLanguage, emotion: LyricsEmotion, lyricStyle: LyricsForm, input: string): string[] {
  return Array.from({ length: 8 }, (_, i) => generateLyrics({ input, emotion, lyricStyle }, { language, random: seededRandom(i + 11) }));
}

/** The ids of the families a theme is read into. */
function ids(theme: string, language: ContentLanguage, dark = false): string[] {
  return matchLyricsFamilies(theme, language, dark).map((family) => family.id);
}

describe('the family is chosen by the premise event before the emotion (round 8)', () => {
  const events: Array<[ContentLanguage, string, string, readonly string[]]> = [
    ['en', 'my coworker took credit for my project in the quarterly meeting', 'credit-stolen', ['work']],
    ['vi', 'chị trưởng nhóm cướp công bản báo cáo tôi làm cả tuần', 'credit-stolen', ['work']],
    ['ko', '동기가 내 아이디어를 가로채서 부장님한테 보고했다', 'credit-stolen', ['work']],
    ['zh', '实习生抢了我的功劳，老板还夸他', 'credit-stolen', ['work']],
    ['en', 'a colleague talked behind my back to our manager', 'called-out', ['work']],
    ['vi', 'đồng nghiệp đổ lỗi cho tôi trước mặt sếp', 'called-out', ['work']],
    ['ko', '회의에서 과장님한테 공개적으로 망신당한 날', 'called-out', ['work']],
    ['zh', '同事甩锅给我，领导在会上批评我', 'called-out', ['work']],
    ['en', 'working a double shift at the hospital on Christmas Eve', 'holiday-shift', ['hospital', 'care-home', 'new-year']],
    ['vi', 'Tết năm nay trực ca đêm ở bệnh viện', 'holiday-shift', ['hospital', 'care-home', 'new-year']],
    ['ko', '추석에도 병원 당직 서는 간호사', 'holiday-shift', ['hospital', 'care-home']],
    ['zh', '除夕夜在医院值班', 'holiday-shift', ['hospital', 'care-home', 'new-year']],
    ['en', "my son's first week of daycare", 'kindergarten', ['first-day']],
    ['vi', 'con gái lần đầu đi nhà trẻ', 'kindergarten', ['home']],
    ['ko', '어린이집 첫 등원하는 딸', 'kindergarten', ['first-day']],
    ['zh', '第一次送儿子去幼儿园', 'kindergarten', ['first-day']],
    ['en', 'bringing my boyfriend home to meet my parents for Thanksgiving', 'meet-parents', ['home']],
    ['vi', 'lần đầu dẫn bạn gái về quê ra mắt bố mẹ', 'meet-parents', ['home']],
    ['ko', '여자친구 부모님께 처음 인사드리러 가는 날', 'meet-parents', ['home']],
    ['zh', '过年第一次去女朋友家见家长', 'meet-parents', ['home']],
    ['en', 'reading letters from home on the overnight train to Lisbon', 'train-ride', []],
    ['vi', 'ngồi tàu hỏa ra Hà Nội một mình', 'train-ride', []],
    ['ko', '새벽 KTX 타고 부산 내려가는 길', 'train-ride', []],
    ['zh', '坐绿皮车回老家的那一夜', 'train-ride', []],
    ['en', 'the morning my brother shipped out for boot camp', 'enlistment', ['leaving']],
    ['vi', 'tiễn em trai lên đường đi bộ đội', 'enlistment', ['leaving']],
    ['ko', '훈련소 앞에서 동생을 보낸 날', 'enlistment', ['leaving']],
    ['zh', '送男朋友去当兵的那天', 'enlistment', ['leaving']],
    ['en', 'stuck in traffic on the freeway for two hours after work', 'traffic-jam', ['commute']],
    ['vi', 'tắc đường cả tiếng trên đường đi làm về', 'traffic-jam', ['commute']],
    ['ko', '퇴근길 차가 막혀서 한 시간째 제자리', 'traffic-jam', ['commute']],
    ['zh', '下班路上堵车堵了两个小时', 'traffic-jam', ['commute']],
    ['en', 'driving back alone from the airport after dropping her off', 'night-drive', []],
    ['vi', 'một mình lái xe về lúc nửa đêm', 'night-drive', []],
    ['ko', '새벽에 혼자 운전해서 집에 가는 길', 'night-drive', []],
    ['zh', '深夜一个人开车回家', 'night-drive', []],
  ];
  it.each(events)('%s "%s" → %s', (language, theme, family, superseded) => {
    const found = ids(theme, language, true);
    expect(found[0]).toBe(family);
    for (const id of superseded) expect(found).not.toContain(id);
  });

  const overtime: Record<ContentLanguage, RegExp> = {
    en: /last train|empty carriage|tie loose/iu,
    vi: /chuyến xe cuối|hàng ghế trống|giọng ta nhỏ lại/iu,
    ko: /막차|텅 빈 객차|목소리가 작아/u,
    zh: /末班车|空荡的车厢|声音就低下来/u,
  };
  const angry: Array<[ContentLanguage, string]> = [
    ['en', 'my coworker stole the credit for my report and the boss praised him'],
    ['vi', 'đồng nghiệp nhận vơ công của tôi rồi còn nói xấu với sếp'],
    ['ko', '팀장님이 내 보고서를 자기 이름으로 올렸다'],
    ['zh', '同事抢功劳，老板当众批评我'],
  ];
  it.each(angry)('%s: an anger rap about "%s" is sung from the workplace wrong, never the overtime bank', (language, theme) => {
    for (const text of pieces(language, 'anger', 'rap', theme)) expect(text).not.toMatch(overtime[language]);
  });
});

describe('a dark song keeps the birthday, not its celebration (round 8)', () => {
  const cheer: Record<ContentLanguage, RegExp> = {
    en: /happy birthday|make a wish|lucky/iu,
    vi: /chúc mừng|may mắn/iu,
    ko: /축하|운이 좋|행운/u,
    zh: /生日快乐|许个愿|幸运/u,
  };
  const themes: Array<[ContentLanguage, string]> = [
    ['en', 'she broke up with me on my birthday'],
    ['vi', 'anh ấy chia tay em đúng ngày sinh nhật'],
    ['ko', '생일날 이별 통보를 받았다'],
    ['zh', '生日那天被分手了'],
  ];
  it.each(themes)('%s "%s"', (language, theme) => {
    for (const text of pieces(language, 'breakup', 'song', theme)) expect(text).not.toMatch(cheer[language]);
  });
});

describe('broken pieces of a theme are no noun phrases (round 8)', () => {
  it.each([
    ['en', 'up my dorm room'],
    ['en', 'out the old closet'],
    ['vi', 'chịu buông'],
    ['vi', 'phải trực'],
    ['ko', '자기 이름'],
    ['ko', '자기 자리'],
    ['zh', '相恋'],
    ['zh', '恋爱'],
  ] as Array<[ContentLanguage, string]>)('%s "%s"', (language, span) => {
    expect(isSingableNounPhrase(span, language)).toBe(false);
  });
  it.each([
    ['en', 'my dorm room'],
    ['vi', 'bàn tay mẹ'],
    ['ko', '내 이름'],
    ['zh', '男朋友'],
  ] as Array<[ContentLanguage, string]>)('keeps %s "%s"', (language, span) => {
    expect(isSingableNounPhrase(span, language)).toBe(true);
  });
});

describe('a recalled object or place is never dedicated a song (round 8)', () => {
  const dedication: Record<ContentLanguage, RegExp> = {
    en: /This one's for (?!you)/u,
    vi: /Bài này dành cho/u,
    ko: /이 노래는 .+ 위한 거야/u,
    zh: /这首歌写给/u,
  };
  const themes: Array<[ContentLanguage, string]> = [
    ['en', 'Cleaning out the garage on a rainy Saturday with the radio on'],
    ['vi', 'Dọn lại căn gác cũ một chiều mưa, tìm thấy cuốn album'],
    ['ko', '비 오는 토요일 오후에 창고를 정리하다가 찾은 앨범'],
    ['zh', '下雨的周六下午收拾阁楼，翻出一本旧相册'],
  ];
  it.each(themes)('%s "%s"', (language, theme) => {
    for (const form of ['song', 'ballad', 'free_verse'] as const) for (const text of pieces(language, 'general', form, theme)) expect(text).not.toMatch(dedication[language]);
  });
});

describe('the premise place is named, and a departure still ahead is not sung as gone (round 8)', () => {
  it('reads the proper names of an English or Vietnamese theme, never its first word, kin words or weekdays', () => {
    expect(themeNames('Walking my sister to the bus before she moves to New York', 'en')).toEqual(['New York']);
    expect(themeNames('Sunday lunch at Grandma’s in Ohio', 'en')).toEqual(['Ohio']);
    expect(themeNames('Chiều mưa ở Đà Lạt nhớ Mẹ', 'vi')).toEqual(['Đà Lạt']);
    expect(themeNames('Cổ vũ đội tuyển trong trận chung kết AFF Cup', 'vi')).toEqual(['AFF Cup']);
    expect(themeNames('서울에서 부산까지', 'ko')).toEqual([]);
    expect(themeNames('北京的冬天', 'zh')).toEqual([]);
  });

  const places: Array<[ContentLanguage, string, RegExp]> = [
    ['en', 'Sitting on the porch the week before my sister flies to Melbourne', /Melbourne/u],
    ['vi', 'Đêm cuối ở ký túc xá trước khi rời Đà Nẵng', /Đà Nẵng/u],
  ];
  it.each(places)('%s "%s" names its place in the body', (language, theme, place) => {
    for (const form of ['ballad', 'indie_folk', 'poem'] as const) {
      for (const text of pieces(language, 'longing', form, theme)) expect(text.split('\n').slice(1).join('\n')).toMatch(place);
    }
  });

  it('reads "the last night before my friend moves" as ahead and no memory, in every language', () => {
    expect(readLyricsPremise('the last night before my best friend moves to Lisbon', 'en', 'longing')).toMatchObject({ ahead: true, memory: false });
    expect(readLyricsPremise('đêm cuối trước khi bạn thân chuẩn bị đi du học', 'vi', 'longing')).toMatchObject({ ahead: true, memory: false });
    expect(readLyricsPremise('친구가 유학 떠나기 전 마지막 밤', 'ko', 'longing')).toMatchObject({ ahead: true, memory: false });
    expect(readLyricsPremise('好朋友出国前的最后一晚', 'zh', 'longing')).toMatchObject({ ahead: true, memory: false });
  });

  const far: Record<ContentLanguage, RegExp> = {
    en: /miles away|first ring|you'?re far away|you are far away|I keep going back to/iu,
    vi: /xa xôi mấy|cách xa|Ta vẫn nhớ/iu,
    ko: /멀리 있어도|아직도 그날이 생각나/u,
    zh: /离得再远|我还记得/u,
  };
  const departures: Array<[ContentLanguage, string]> = [
    ['en', 'the night before my best friend moves to Lisbon'],
    ['vi', 'đêm cuối trước khi bạn thân chuẩn bị đi du học'],
    ['ko', '친구가 유학 떠나기 전 마지막 밤'],
    ['zh', '好朋友出国前的最后一晚'],
  ];
  it.each(departures)('%s "%s": nobody is far away yet', (language, theme) => {
    for (const form of ['ballad', 'indie_folk', 'song'] as const) for (const text of pieces(language, 'longing', form, theme)) expect(text).not.toMatch(far[language]);
  });
});

describe('nobody is far away unless the theme says so, and the premise is named in its own words (round 8)', () => {
  const far: Record<ContentLanguage, RegExp> = {
    en: /miles away|first ring|different roads|distance grows/iu,
    vi: /xa xôi mấy|cách xa|ngàn dặm/iu,
    ko: /멀리 떨어져도|거리가 멀어질수록|멀리 있어/u,
    zh: /离得再远|距离越远|在远方/u,
  };
  const present: Array<[ContentLanguage, string]> = [
    ['en', 'cleaning the apartment with my roommate before her parents visit'],
    ['vi', 'ngồi ăn mì với bạn cùng phòng lúc nửa đêm'],
    ['ko', '룸메이트랑 새벽까지 라면 먹으면서 수다 떤 밤'],
    ['zh', '和室友一起熬夜赶作业的晚上'],
  ];
  it.each(present)('%s "%s": no distance line', (language, theme) => {
    for (const form of ['ballad', 'song', 'poem'] as const) for (const text of pieces(language, 'sadness', form, theme)) expect(text).not.toMatch(far[language]);
  });

  const named: Array<[ContentLanguage, string, RegExp]> = [
    ['en', 'the rainy night after I fought with my sister', /rain/iu],
    ['vi', 'đêm mưa sau khi cãi nhau với em gái', /mưa/iu],
    ['ko', '동생이랑 싸우고 난 비 오는 밤', /비/u],
    ['zh', '和妹妹吵架以后的雨夜', /雨/u],
  ];
  it.each(named)('%s "%s": the rain of the premise is sung', (language, theme, word) => {
    for (const text of pieces(language, 'sadness', 'indie_folk', theme)) expect(text.split('\n').slice(1).join('\n')).toMatch(word);
  });
});
