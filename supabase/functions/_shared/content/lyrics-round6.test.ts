/**
 * The failure classes of round 6's fresh lyrics requests (issue 13), each tested in every language it concerns: situations
 * sung from their own world (a failed exam, an exam still ahead, a leaving, being apart, a late message, a landlord, a quit
 * office job) instead of the general family a keyword picked; emoticons, clause tails and reduplicated-measure clauses kept
 * out of noun slots and titles; haiku pools without weather or objects nobody named; no savouring in a dark song, no warm
 * heater when it is broken, no partner lines in a song about a sister, no self-care in a song for someone else.
 */
import { describe, expect, it } from 'vitest';
import { lyricsEn } from './data/lyrics/en.ts';
import { lyricsKo } from './data/lyrics/ko.ts';
import { lyricsVi } from './data/lyrics/vi.ts';
import { lyricsZh } from './data/lyrics/zh.ts';
import { matchLyricsFamilies } from './lyrics-families.ts';
import { endsCleanly, isSingableNounPhrase } from './lyrics-noun-phrase.ts';
import { withoutRequestFrame } from './lyrics-person.ts';
import { generateLyrics } from './lyrics-poem.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { ContentLanguage, LyricsEmotion, LyricsForm } from '../contract/content-types.ts';

const write = (language: ContentLanguage, input: string, emotion: LyricsEmotion, lyricStyle: LyricsForm, seed: number): string =>
  generateLyrics({ input, emotion, lyricStyle }, { language, random: seededRandom(seed) });
const body = (text: string): string => text.split('\n').slice(1).join('\n');
const seeds = Array.from({ length: 10 }, (_, i) => i + 1);
const ids = (theme: string, language: ContentLanguage): string[] => matchLyricsFamilies(theme, language).map((family) => family.id);

describe('rule C: a situation is sung from its own family, not from the general one its keyword names', () => {
  const situations: [ContentLanguage, string, string, string[]][] = [
    ['en', 'I failed the bar exam again', 'exam-failed', ['study', 'exam-night']],
    ['vi', 'thi rớt đại học rồi buồn quá', 'exam-failed', ['study']],
    ['ko', '공무원 시험에 또 떨어진 친구에게', 'exam-failed', ['study']],
    ['zh', '高考落榜的那个夏天', 'exam-failed', ['study']],
    ['en', 'good luck on your finals tomorrow', 'exam-ahead', ['study']],
    ['vi', 'Bố chở tôi đi thi đại học bằng chiếc xe Cub cũ', 'exam-ahead', ['study']],
    ['ko', '수능 앞둔 동생 응원', 'exam-ahead', ['study']],
    ['zh', '给高考的自己打打气', 'exam-ahead', ['study']],
    ['en', 'my little sister leaving for college next week', 'leaving', ['study']],
    ['vi', 'dọn đi khỏi căn phòng trọ lần cuối', 'leaving', ['moving-out']],
    ['ko', '이사 가는 날 텅 빈 원룸을 마지막으로 둘러보며', 'leaving', ['moving-out']],
    ['zh', '搬走前最后看一眼出租屋', 'leaving', ['moving-out']],
    ['en', 'my boyfriend is deployed overseas', 'apart', []],
    ['vi', 'người yêu đi nghĩa vụ quân sự', 'apart', []],
    ['ko', '군대 간 남자친구 기다리면서 쓰는 편지', 'apart', []],
    ['zh', '异地恋的第三年', 'apart', []],
    ['en', 'my crush texted me at midnight', 'late-message', []],
    ['vi', 'crush nhắn tin lúc nửa đêm', 'late-message', []],
    ['ko', '새벽에 온 카톡 하나', 'late-message', []],
    ['zh', '半夜收到他的微信', 'late-message', []],
    ['en', 'my landlord who wont fix the heater', 'landlord', []],
    ['vi', 'chủ trọ tăng tiền nhà lần thứ ba', 'landlord', []],
    ['ko', '월세 올려 달라는 집주인', 'landlord', []],
    ['zh', '房东又涨房租了', 'landlord', []],
    ['en', 'the day I resigned from the bank', 'quit-job', ['last-shift', 'work']],
    ['vi', 'ngày cuối trước khi nghỉ việc ở công ty', 'quit-job', ['last-shift', 'work']],
    ['ko', '퇴사', 'quit-job', ['last-shift']],
    ['zh', '裸辞那天离开公司', 'quit-job', ['last-shift', 'work']],
  ];
  it.each(situations)('%s "%s" → %s', (language, theme, family, superseded) => {
    const found = ids(theme, language);
    expect(found[0]).toBe(family);
    for (const id of superseded) expect(found).not.toContain(id);
  });

  it('reads a pet let go (떠나보낸) as no moving day', () => {
    expect(ids('십 년 키운 강아지를 떠나보낸 날', 'ko')).not.toContain('leaving');
    expect(ids('고향을 떠나는 날', 'ko')).toContain('leaving');
  });

  it('keeps the general families where the new ones do not apply (a last shift at a diner, the morning after an exam)', () => {
    expect(ids('my last shift at the diner', 'en')[0]).toBe('last-shift');
    expect(ids('수능 끝난 다음 날 아침', 'ko')).toContain('study');
    expect(ids('第一次一个人住的新家', 'zh')).toContain('moving-out');
  });

  it('reads going home as a way home, not the family home (vi, ko, zh)', () => {
    expect(ids('加班到凌晨，打车回家路上', 'zh')).not.toContain('home');
    expect(ids('tan ca về nhà một mình', 'vi')).not.toContain('home');
    expect(ids('야근하고 집에 가는 길', 'ko')).not.toContain('home');
    expect(ids('外婆家的厨房', 'zh')).toContain('home');
    expect(ids('집 앞 골목', 'ko')).toContain('home');
  });

  it('sings a failed or coming exam without the morning-after lines, in every language and seed', () => {
    const over = /exam is over|put the pencils down|Buông bút xuống|Thẻ dự thi cất|연필을 내려놔|수험표는 책상 서랍|放下笔吧|准考证收进了抽屉/u;
    const requests: [ContentLanguage, string][] = [['en', 'I failed my entrance exam'], ['vi', 'thi rớt đại học rồi'], ['ko', '수능 앞둔 동생 응원'], ['zh', '给高考的自己打打气']];
    for (const [language, theme] of requests) for (const seed of seeds) expect(body(write(language, theme, 'hope', 'song', seed))).not.toMatch(over);
  });
});

describe('rule A: emoticons, clause tails and measure clauses fill no slot', () => {
  it.each([
    ['ko', 'ㅠㅠ'], ['ko', '편지 ㅋㅋ'], ['zh', '就要出国'], ['zh', '同桌明天'], ['en', 'the third'], ['en', 'third'], ['zh', '灯一盏盏灭'], ['zh', '城市的灯一盏盏灭'], ['zh', '灯熄'], ['en', 'college next week'], ['en', 'her room already'],
  ] as [ContentLanguage, string][])('refuses %s "%s"', (language, span) => expect(isSingableNounPhrase(span, language)).toBe(false));
  it.each([
    ['zh', '一片片落叶'], ['zh', '城市的灯'], ['en', 'college'], ['en', 'my little sister'], ['ko', '편지'],
  ] as [ContentLanguage, string][])('accepts %s "%s"', (language, span) => expect(isSingableNounPhrase(span, language)).toBe(true));

  it('never pastes an emoticon or emoji into Korean or Vietnamese lyrics', () => {
    for (const seed of seeds) {
      expect(write('ko', '군대 간 남자친구 기다리면서 쓰는 편지 ㅠㅠ', 'love', 'ballad', seed)).not.toMatch(/[ㄱ-ㅎㅏ-ㅣ]/u);
      expect(body(write('vi', 'crush nhắn tin lúc nửa đêm 😭', 'love', 'song', seed))).not.toMatch(/\p{Extended_Pictographic}/u);
    }
  });

  it('ends a Korean title on a noun, never on a particle, adverb or adnominal', () => {
    for (const cut of ['이사 가는 날 텅 빈 방에서 마지막으로 불을', '이사 가는 날 텅 빈 원룸을 마지막으로', '이사 가는 날 텅 빈', '텅 빈 방에서']) expect(endsCleanly(cut, 'ko')).toBe(false);
    for (const whole of ['이사 가는 날', '첫눈 오는 가을', '노을', '우리 마을']) expect(endsCleanly(whole, 'ko')).toBe(true);
  });

  it('strips a casual request frame from the theme (en, vi)', () => {
    expect(withoutRequestFrame('can u write a rap about my landlord who wont fix the heater', 'en')).toBe('my landlord who wont fix the heater');
    expect(withoutRequestFrame('could you please write me a song for my mom', 'en')).toBe('my mom');
    expect(withoutRequestFrame('viết giúp mình bài hát về mẹ', 'vi')).toBe('mẹ');
    for (const seed of seeds) expect(write('en', 'can u write a rap about my landlord who wont fix the heater in january', 'anger', 'rap', seed).split('\n')[0]).not.toMatch(/can u|write a rap/iu);
  });

  it('recalls no clause tail as a place ("I keep going back to college next week")', () => {
    for (const seed of seeds) expect(write('en', 'my little sister leaving for college next week and her room already feels empty', 'sadness', 'ballad', seed)).not.toMatch(/college next week/iu);
    for (const seed of seeds) expect(write('zh', '加班到凌晨，打车回家路上看到城市的灯一盏盏灭了', 'sadness', 'free_verse', seed)).not.toMatch(/回到灯|(?<!看)到城市的灯一盏盏灭/u); // round 19: told as what the singer saw ('看到城市的灯…') is no place
  });
});

describe('rule B: lines carry nothing the visitor did not bring', () => {
  const packs = { en: lyricsEn, vi: lyricsVi, ko: lyricsKo, zh: lyricsZh } as const;
  const props: Record<ContentLanguage, RegExp> = {
    en: /rain|snow|sea|bay|kettle|platform|station|tea\b|cat\b|quilt|kite|oak|sunflower|empty room|phone/iu,
    vi: /mưa|tuyết|biển|sân ga|tách trà|ấm nước|chú mèo|diều|hướng dương|phòng trống|điện thoại/iu,
    ko: /빗|비는|눈\b|바다|승강장|찻잔|주전자|고양이|해바라기|빈방|전화|역에/u,
    zh: /雨|雪|海|站台|茶|水壶|猫|风筝|向日葵|空房间|电话/u,
  };
  it.each(['en', 'vi', 'ko', 'zh'] as ContentLanguage[])('keeps %s haiku first and last lines free of weather and objects', (language) => {
    const { haiku } = packs[language];
    for (const tone of ['bright', 'dark', 'fire', 'soft'] as const) {
      for (const line of [...haiku.first[tone], ...haiku.last[tone]]) expect(line).not.toMatch(props[language]);
      expect(haiku.first[tone].length).toBeGreaterThanOrEqual(3);
      expect(haiku.last[tone].length).toBeGreaterThanOrEqual(3);
    }
  });

  it('drops the savouring lines of a drink in a dark song, in every language', () => {
    const savour = /first taste|made this with care|Vị đầu tiên|thưởng thức|첫맛|정성껏|第一口|慢慢地品|尝得出/u;
    const requests: [ContentLanguage, string][] = [['en', 'she still orders the same milk tea after we broke up'], ['vi', 'chia tay rồi vẫn gọi ly trà sữa cô ấy thích'], ['ko', '헤어지고도 그 사람이 좋아하던 밀크티를 시켜'], ['zh', '分手三个月了还是会点她爱喝的奶茶']];
    for (const [language, theme] of requests) {
      for (const seed of seeds) expect(body(write(language, theme, 'breakup', 'poem', seed))).not.toMatch(savour);
      expect(matchLyricsFamilies(theme, language, false).some((family) => family.text.lines.some((line) => savour.test(line)))).toBe(true);
    }
  });

  it('warms no room when the heater is broken (en, vi, ko, zh)', () => {
    const warm = /heater ticks|room warms|hơi ấm|따뜻|暖/u;
    const requests: [ContentLanguage, string][] = [['en', "winter and the heater won't work"], ['vi', 'mùa đông máy sưởi hỏng'], ['ko', '겨울인데 보일러 고장'], ['zh', '冬天暖气不热']];
    for (const [language, theme] of requests) {
      const winter = matchLyricsFamilies(theme, language).find((family) => family.id === 'winter');
      expect(winter).toBeDefined();
      for (const line of winter?.text.lines ?? []) expect(line).not.toMatch(warm);
    }
  });

  it('borrows no partner lines into a song about a sister (en, vi, ko, zh)', () => {
    const partner = /side of the bed|nửa giường|침대 반쪽|半边床/u;
    const requests: [ContentLanguage, string][] = [['en', 'my little sister'], ['vi', 'em gái tôi'], ['ko', '여동생'], ['zh', '我妹妹']];
    for (const [language, theme] of requests) for (const seed of seeds) expect(write(language, theme, 'sadness', 'ballad', seed)).not.toMatch(partner);
  });

  it('keeps self-care lines out of a song for someone else (en, vi, ko, zh)', () => {
    const selfCare = /parts of me|나를 위해|trong mình|给自己|疲惫的自己/u;
    const requests: [ContentLanguage, string][] = [['en', 'to my friend who failed again'], ['vi', 'gửi bạn thân vừa thi rớt'], ['ko', '공무원 시험에 또 떨어진 친구에게 건네고 싶은 말'], ['zh', '写给落榜的朋友']];
    for (const [language, theme] of requests) for (const seed of seeds) expect(write(language, theme, 'comfort', 'poem', seed)).not.toMatch(selfCare);
  });

  it('writes a theme no family names from plain lines, never a stock image or a stock time and place opener (en, vi, ko, zh)', () => {
    const requests: [ContentLanguage, string][] = [['en', 'my first tattoo'], ['vi', 'chiếc xe đạp cũ của bố'], ['ko', '처음 해 본 문신'], ['zh', '第一次纹身']];
    const openers: Record<ContentLanguage, RegExp> = {
      en: /After the rain|In the corner of the photo|At 3 a\.m\.|Under the bridge|On the last bus home/iu,
      vi: /Sau cơn mưa|Nơi góc tấm ảnh|Lúc ba giờ sáng|Dưới chân cầu|Trên chuyến xe cuối/iu,
      ko: /비가 그친 뒤|사진 한구석에서|새벽 세 시에|다리 아래에서|막차 안에서/u,
      zh: /雨停之后|在照片的角落|凌晨三点|在桥下|在末班车上/u,
    };
    for (const [language, theme] of requests) {
      expect(matchLyricsFamilies(theme, language)).toEqual([]);
      const stock = Object.values(packs[language].images).flat();
      for (const seed of seeds) {
        for (const form of ['song', 'poem', 'indie_folk', 'free_verse'] as LyricsForm[]) {
          const text = body(write(language, theme, 'joy', form, seed));
          for (const image of stock) expect(text).not.toContain(image);
          expect(text).not.toMatch(openers[language]);
        }
      }
    }
  });
});
