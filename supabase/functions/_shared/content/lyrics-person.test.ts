import { describe, expect, it } from 'vitest';
import { findLyricsPerson, inRegister, respectfulPool, withoutRequestFrame } from './lyrics-person.ts';
import { matchLyricsFamilies } from './lyrics-families.ts';
import { isLyricsNounPhrase } from './lyrics-noun-phrase.ts';
import { generateLyrics } from './lyrics-poem.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { lyricsEmotions, lyricsForms, type ContentLanguage, type LyricsEmotion, type LyricsForm } from '../contract/content-types.ts';

const write = (language: ContentLanguage, input: string, emotion: LyricsEmotion, lyricStyle: LyricsForm, seed: number): string =>
  generateLyrics({ input, emotion, lyricStyle }, { language, random: seededRandom(seed) });
const body = (text: string): string => text.split('\n').slice(1).join('\n');

describe('relation words name people, never names (session 4)', () => {
  it('reads kinship and role words in four languages, possessives stripped', () => {
    expect(findLyricsPerson("my little brother's first day of kindergarten", 'en')).toMatchObject({ word: 'little brother', address: 'little brother', about: 'my little brother', elder: false, dedicated: false });
    expect(findLyricsPerson('a song for my mom on her birthday', 'en')).toMatchObject({ address: 'Mom', about: 'my mom', elder: true, dedicated: true });
    expect(findLyricsPerson('my best friend Jess is moving to Seattle', 'en')).toMatchObject({ address: 'Jess', about: 'Jess' });
    expect(findLyricsPerson('월급날 엄마한테 처음 보낸 용돈', 'ko')).toMatchObject({ address: '엄마', elder: true, dedicated: true });
    expect(findLyricsPerson('할머니 댁 마당에서 보낸 여름', 'ko')).toMatchObject({ address: '할머니', about: '우리 할머니', dedicated: false });
    expect(findLyricsPerson('gửi bà nội ở quê', 'vi')).toMatchObject({ word: 'bà nội', viSelf: 'con', dedicated: true });
    expect(findLyricsPerson('em trai tôi vào lớp một', 'vi')).toMatchObject({ word: 'em trai', elder: false });
    expect(findLyricsPerson('写给奶奶：小时候她给我扎的辫子', 'zh')).toMatchObject({ word: '奶奶', elder: true, dedicated: true });
    expect(findLyricsPerson('和男朋友吵架后坐末班地铁回家', 'zh')).toMatchObject({ word: '男朋友', elder: false });
    expect(findLyricsPerson('ba năm ở Sài Gòn', 'vi')).toBeNull();
  });

  it('strips request frames around a theme', () => {
    expect(withoutRequestFrame('a song for my mom on her 60th birthday', 'en')).toBe('my mom on her 60th birthday');
    expect(withoutRequestFrame('bài hát về mùa mưa', 'vi')).toBe('mùa mưa');
    expect(withoutRequestFrame('첫눈에 대한 노래', 'ko')).toBe('첫눈');
    expect(withoutRequestFrame('写一首关于秋天的歌', 'zh')).toBe('秋天');
  });

  it('sings to an elder in the right register: ko title (never 너), zh 您, vi con', () => {
    const mom = findLyricsPerson('엄마한테', 'ko');
    expect(inRegister('넌 할 수 있어, 엄마\n네 목소리를 들어', 'ko', mom)).toBe('엄마는 할 수 있어, 엄마\n엄마 목소리를 들어');
    expect(respectfulPool(['엄마, 이 노래는 네 거야', '엄마, 고마워'], 'ko', mom)).toEqual(['엄마, 고마워']);
    expect(inRegister('你今天做得够多了', 'zh', findLyricsPerson('写给奶奶', 'zh'))).toBe('您今天做得够多了');
    expect(inRegister('Ta vẫn nhớ, ta vẫn thương', 'vi', findLyricsPerson('gửi bà ngoại', 'vi'))).toBe('Con vẫn nhớ, con vẫn thương');
    expect(inRegister('Ta vẫn nhớ', 'vi', findLyricsPerson('gửi thầy giáo cũ', 'vi'))).toBe('Em vẫn nhớ');
    // Sung ABOUT someone, nothing is rewritten.
    expect(inRegister('你今天做得够多了', 'zh', findLyricsPerson('奶奶的院子', 'zh'))).toBe('你今天做得够多了');
  });

  it('never calls a Korean parent 너 in any emotion or form', () => {
    for (const emotion of lyricsEmotions) for (const form of lyricsForms) {
      const text = body(write('ko', '아빠한테 첫 월급으로 사 드린 운동화', emotion, form, 3));
      expect(text, `${emotion} ${form}`).not.toMatch(/(?<![가-힣])(?:너|네|넌|널|너를|너의|니가)(?![가-힣])/u);
    }
  });

  it('addresses a Chinese grandmother as 您 and never pastes "我扎"', () => {
    for (const emotion of lyricsEmotions) for (const form of lyricsForms) {
      const text = body(write('zh', '写给奶奶：小时候她给我扎的辫子', emotion, form, 5));
      expect(text, `${emotion} ${form}`).not.toMatch(/你|(?<!给)我扎/u);
    }
  });

  it('sings as "con" to a Vietnamese grandmother', () => {
    for (let seed = 1; seed <= 8; seed += 1) {
      const text = body(write('vi', 'gửi bà nội ở quê, con nhớ mùi khói bếp', 'longing', 'ballad', seed));
      expect(text).not.toMatch(/(?<![\p{L}\p{M}])[Tt]a(?![\p{L}\p{M}])/u);
      expect(text).toMatch(/bà nội/u);
    }
  });

  it('never turns an English relation word into a name ("Little brother\'s", "for you, Little sister")', () => {
    for (let seed = 1; seed <= 10; seed += 1) {
      const text = write('en', "my little brother's first day of kindergarten", 'hope', 'ballad', seed);
      expect(text).not.toMatch(/brother's,|Little brother's|[\p{Ll},] Little brother/u);
      const sister = write('en', 'my little sister moving into her first apartment', 'hope', 'indie_folk', seed);
      expect(sister.split('\n')[0]).toMatch(/Apartment$/u);
      expect(sister).not.toMatch(/(?:Hey|for you),? little sister/iu);
    }
  });
});

describe('life families (session 4)', () => {
  it('reads exam nights, payday, fights, moving out, pets, grandparents, childhood and commutes in four languages', () => {
    expect(matchLyricsFamilies('đêm ôn thi đại học với gói mì tôm', 'vi').map((family) => family.id)).toContain('exam-night');
    expect(matchLyricsFamilies('đêm ôn thi đại học với gói mì tôm', 'vi').map((family) => family.id)).not.toContain('study');
    expect(matchLyricsFamilies('아빠한테 첫 월급으로 사 드린 운동화', 'ko').map((family) => family.id)).toContain('payday');
    expect(matchLyricsFamilies('和男朋友吵架后坐末班地铁回家', 'zh').map((family) => family.id).slice(0, 2)).toEqual(['fight', 'commute']);
    expect(matchLyricsFamilies('my little sister moving into her first apartment', 'en').map((family) => family.id)).toEqual(['moving-out']);
    expect(matchLyricsFamilies('我家的猫十五岁了', 'zh').map((family) => family.id)).toEqual(['pet']);
    expect(matchLyricsFamilies('할머니 댁 마당에서 보낸 어린 시절 여름', 'ko').map((family) => family.id)).toEqual(['grandparents', 'childhood', 'home']);
    expect(matchLyricsFamilies('walking the dog in the rain before my morning commute', 'en').map((family) => family.id)).toEqual(['pet', 'commute', 'rain']);
    // An apology to a father who is gone is no fight.
    expect(matchLyricsFamilies('lời xin lỗi chưa kịp nói với bố trước ngày bố đi xa', 'vi').map((family) => family.id)).not.toContain('fight');
  });

  it('gives an iced drink no steam or warmth (rule B)', () => {
    for (let seed = 1; seed <= 10; seed += 1) expect(write('vi', 'ly cà phê sữa đá sáng thứ hai trước giờ làm', 'joy', 'song', seed)).not.toMatch(/hơi ấm|bốc lên/iu);
  });
});

describe('noun-phrase check refuses the session-4 fragments', () => {
  it.each([
    ['zh', '我扎'], ['zh', '她给我扎'], ['zh', '最好'], ['zh', '很冷'], ['en', 'taught'], ['en', 'dad taught'],
  ] as const)('refuses %s "%s"', (language, span) => expect(isLyricsNounPhrase(span, language)).toBe(false));
  it.each([
    ['zh', '我家的猫'], ['zh', '最好的朋友'], ['zh', '他乡'], ['en', 'the parking lot'],
  ] as const)('accepts %s "%s"', (language, span) => expect(isLyricsNounPhrase(span, language)).toBe(true));

  it('never pastes an English past-tense verb as an image ("There was taught")', () => {
    for (let seed = 1; seed <= 8; seed += 1) expect(write('en', 'to my dad who taught me to ride a bike in the parking lot', 'longing', 'song', seed)).not.toMatch(/There was taught|about lot\b/u);
  });

  it('never writes a Korean adnominal form without its noun ("끓인이 생각나", "시절 여름으로")', () => {
    for (const form of lyricsForms) {
      expect(write('ko', '명절에 고향 못 가고 자취방에서 끓인 라면', 'longing', form, 2)).not.toMatch(/끓인[이을으가은]/u);
      expect(write('ko', '할머니 댁 마당에서 보낸 어린 시절 여름', 'longing', form, 2)).not.toMatch(/(?<!어린 )시절 여름으로/u);
    }
  });
});
