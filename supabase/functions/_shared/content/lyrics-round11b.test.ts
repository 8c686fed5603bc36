import { describe, expect, it } from 'vitest';
import type { ContentLanguage, LyricsEmotion, LyricsForm } from '../contract/content-types.ts';
import { generateContent } from './engine.ts';
import { readImageTheme } from './lyrics-image-read.ts';
import { imageKind } from './lyrics-image2-kinds.ts';
import { tailJoins } from './lyrics-image2-rap.ts';

const write = (language: ContentLanguage, input: string, emotion: LyricsEmotion, lyricStyle: LyricsForm, seed = 1): string =>
  generateContent('lyrics-poem', { input, emotion, lyricStyle }, { language, seed }) as string;

/** The body of a song, without its title line. */
const body = (text: string): string => text.split('\n').slice(1).join('\n');

describe('lyrics (round 11b): the giver of the theme\'s clause and its habit', () => {
  it.each<[ContentLanguage, string, string, string]>([
    ['en', 'the braids my mom did for me every morning before school', 'my mom', 'every morning'],
    ['en', 'the soup grandpa makes every sunday', 'grandpa', 'every sunday'],
    ['vi', 'bím tóc bà ngoại tết cho mình mỗi sáng đi học', 'bà ngoại', 'mỗi sáng'],
    ['vi', 'cái radio cũ ba hay mở mỗi tối', 'ba', 'mỗi tối'],
    ['ko', '할머니가 매일 아침 땋아 주던 내 머리', '할머니', '매일 아침'],
    ['ko', '엄마가 주말마다 끓여 주던 된장찌개', '엄마', '주말마다'],
    ['zh', '外婆每天早上给我煮的鸡蛋', '外婆', '每天早上'],
    ['zh', '妈妈每天早上给我扎的马尾辫', '妈妈', '每天早上'],
  ])('%s: "%s" is done by "%s", "%s"', (language, theme, giver, habit) => {
    const read = readImageTheme(theme, language);
    expect(read?.shape).toBe('object');
    expect(read?.giver).toBe(giver);
    expect(read?.habit).toBe(habit);
  });

  it.each<[ContentLanguage, string, RegExp, RegExp]>([
    ['en', 'the braids my mom did for me every morning before school', /My mom's fingers|behind me|My mom's hands|see my mom/u, /Every morning, /u],
    ['vi', 'bím tóc bà ngoại tết cho mình mỗi sáng đi học', /Tay bà ngoại|bà ngoại đứng sau|Đôi tay bà ngoại|thấy bà ngoại/u, /Mỗi sáng, /u],
    ['ko', '할머니가 매일 아침 땋아 주던 내 머리', /할머니의 손끝|할머니가 있었지|할머니의 손/u, /매일 아침, /u],
    ['zh', '外婆每天早上给我煮的鸡蛋', /外婆总比我起得早|外婆的背影/u, /每天早上，/u],
  ])('%s: "%s" sings the giver doing it and the habit as a scene', (language, theme, giver, habit) => {
    for (const seed of [1, 2, 3]) {
      const song = body(write(language, theme, 'longing', 'song', seed));
      expect(song).toMatch(giver);
      expect(song).toMatch(habit);
    }
  });

  it('a Vietnamese verb after the giver ("bà ngoại tết") names no New Year', () => {
    for (const seed of [1, 2, 3]) expect(body(write('vi', 'bím tóc bà ngoại tết cho mình mỗi sáng đi học', 'longing', 'song', seed))).not.toMatch(/giao thừa|năm sau|mâm cơm Tết|Tết này/iu);
  });
});

describe('lyrics (round 11b): object lines use verbs that fit the object\'s kind', () => {
  it.each<[ContentLanguage, string, string, string]>([
    ['en', 'the braids', 'the braids my mom did', 'hair'],
    ['en', 'the old radio', 'the old radio dad fixed', 'sound'],
    ['vi', 'cái radio cũ', 'cái radio cũ ba hay mở', 'sound'],
    ['vi', 'chiếc đồng hồ', 'chiếc đồng hồ ông để lại', 'clock'],
    ['ko', '내 머리', '할머니가 땋아 주던 내 머리', 'hair'],
    ['ko', '바다', '친구들이랑 간 부산 바다', 'sea'],
    ['zh', '鸡蛋', '外婆煮的鸡蛋', 'food'],
    ['zh', '啤酒', '在天台喝啤酒', 'rooftop'],
  ])('%s: "%s" is of kind %s', (language, object, phrase, kind) => {
    expect(imageKind(object, phrase, language)).toBe(kind);
  });

  it.each<[ContentLanguage, string, RegExp]>([
    ['en', 'the braids my mom did for me every morning before school', /hold the braids|turn the braids over|carry the braids/iu],
    ['vi', 'cái radio cũ ba hay mở mỗi tối', /ôm cái radio|lật cái radio|mang theo cái radio/iu],
    ['ko', '할머니가 매일 아침 땋아 주던 내 머리', /두 손에 내 머리|내 머리를 이리저리|내 머리에 담겨/u],
    ['zh', '外婆每天早上给我煮的鸡蛋', /捧着鸡蛋|把鸡蛋看了又看|都在鸡蛋里|看着鸡蛋/u],
  ])('%s: "%s" never holds or turns over a thing that is not held', (language, theme, wrong) => {
    for (const seed of [1, 2, 3, 4]) expect(body(write(language, theme, 'longing', 'ballad', seed))).not.toMatch(wrong);
  });

  it.each<[ContentLanguage, string, RegExp]>([
    ['en', 'the old radio my dad fixed every weekend', /Switch on the old radio|turn of the dial|come through the old radio|listen/u],
    ['vi', 'cái radio cũ ba hay mở mỗi tối', /Bật cái radio cũ|dò đài|vang lên từ cái radio cũ|ngồi nghe/u],
    ['ko', '아빠가 매일 밤 듣던 라디오', /라디오를 켜면|다이얼|라디오에서|듣고 있어/u],
    ['zh', '爸爸每天晚上听的收音机', /打开收音机|旋钮|从收音机里|坐着听/u],
  ])('%s: "%s" is switched on and listened to', (language, theme, fitting) => {
    expect(body(write(language, theme, 'longing', 'song', 2))).toMatch(fitting);
  });
});

describe('lyrics (round 11b): a place theme is imaged as that place, with its time and company', () => {
  it.each<[ContentLanguage, string, LyricsEmotion, RegExp]>([
    ['en', 'watching the sunset on the pier with my little brother last summer', 'joy', /waves|Salt wind|sand|The sea/u],
    ['vi', 'lần đầu một mình ra biển Vũng Tàu sau khi chia tay', 'breakup', /Sóng|Gió biển|cát ướt|Biển cứ/u],
    ['ko', '이별 후 처음 혼자 간 겨울 바다', 'breakup', /파도|바닷바람|모래|바다는/u],
    ['ko', '시험 끝나고 친구들이랑 간 부산 바다', 'joy', /파도|바닷바람|모래|바다는/u],
    ['zh', '毕业那天晚上和室友在天台喝啤酒', 'sadness', /城市的灯火|楼顶的风|头顶只有/u],
  ])('%s: "%s" sings the place\'s own images', (language, theme, emotion, place) => {
    for (const seed of [1, 2]) expect(body(write(language, theme, emotion, 'ballad', seed))).toMatch(place);
  });

  it.each<[ContentLanguage, string, RegExp, RegExp]>([
    ['en', 'watching the sunset on the pier with my little brother last summer', /my little brother/u, /last summer/u],
    ['zh', '毕业那天晚上和室友在天台喝啤酒', /室友/u, /毕业那天晚上/u],
    ['ko', '시험 끝나고 친구들이랑 간 부산 바다', /친구들/u, /부산 바다/u],
    ['vi', 'lần đầu một mình ra biển Vũng Tàu sau khi chia tay', /Không ai bên cạnh|Chỉ có mình ta|một mình ta/u, /biển Vũng Tàu/u],
  ])('%s: "%s" keeps its company (or being alone) and its time or place', (language, theme, company, time) => {
    const song = body(write(language, theme, 'joy', 'song', 1));
    expect(song).toMatch(company);
    expect(song).toMatch(time);
  });

  it('a past night is not sung as today (zh)', () => {
    for (const seed of [1, 2, 3]) expect(body(write('zh', '毕业那天晚上和室友在天台喝啤酒', 'sadness', 'ballad', seed))).not.toMatch(/今天，我在天台/u);
  });
});

describe('lyrics (round 11b): a rap tail ends a bar only as one sentence of the singer\'s', () => {
  it.each<[ContentLanguage, string, string, boolean]>([
    ['en', 'I keep on going', 'holding on tight', true],
    ['en', 'Even now, nobody sees the practice, but it shows', 'chasing down the dream', false],
    ['en', 'I want to keep this moment a little longer', 'louder than a scream', false],
    ['en', 'I keep on going', 'walking through the night', false],
    ['vi', 'Ta bước tiếp', 'nắm chặt đôi tay', true],
    ['vi', 'Ta bước tiếp', 'để giấc mơ tung bay', false],
    ['ko', '오늘 충분히 했어', '끝까지 가', true],
    ['ko', '길의 작은 것 하나까지 다 기억해', '빛나는 이 거리', false],
    ['zh', '我为疲惫的自己点一支蜡烛', '一直向前走', true],
    ['zh', '我一步一步走', '迎着月光', false],
  ])('%s: "%s" + "%s" → %s', (language, lead, tail, joins) => {
    expect(tailJoins(lead, tail, 'studying late', language)).toBe(joins);
  });

  it.each<[ContentLanguage, string, RegExp]>([
    ['en', 'pulling an all nighter at the library before my chem final', /louder than a scream|running like a stream|under neon light|ringing on the phone|seeds that I have sown/u],
    ['vi', 'ôn thi xuyên đêm ở thư viện trước kỳ thi cuối kỳ', /để giấc mơ tung bay|trời vẫn xanh|gió cuốn mây bay|vững như cây/u],
    ['ko', '새벽 세 시 편의점 알바 끝나고 집에 가는 길', /빛나는 이 거리|새벽의 끝자리|나만의 이야기|숨겨 온 내 맘/u],
    ['zh', '加班到凌晨坐末班地铁回家', /让梦飞翔|迎着月光|爱得坦白|心如大海/u],
  ])('%s: "%s" pastes no stock image tail', (language, theme, pasted) => {
    for (const seed of [1, 2, 3]) expect(body(write(language, theme, 'cheering', 'rap', seed))).not.toMatch(pasted);
  });
});

describe('lyrics (round 11b): wave-1 leftovers', () => {
  it.each<[ContentLanguage, string, string, string]>([
    ['en', 'cooking my first thanksgiving dinner for the whole family', 'act', 'for the whole family'],
    ['ko', '아빠가 사 준 첫 기타', 'object', ''],
    ['zh', '毕业那天晚上和室友在天台喝啤酒', 'act', ''],
    ['vi', 'lần đầu một mình ra biển Vũng Tàu sau khi chia tay', 'act', ''],
  ])('%s: "%s" is read as %s (purpose "%s")', (language, theme, shape, purpose) => {
    const read = readImageTheme(theme, language);
    expect(read?.shape).toBe(shape);
    expect(read?.purpose).toBe(purpose);
  });

  it('an adjective before the head stays with it ("첫 기타"), and "那天晚上" is one time', () => {
    expect(readImageTheme('아빠가 사 준 첫 기타', 'ko')?.object).toBe('첫 기타');
    expect(readImageTheme('毕业那天晚上和室友在天台喝啤酒', 'zh')?.when).toBe('毕业那天晚上');
    expect(readImageTheme('毕业那天晚上和室友在天台喝啤酒', 'zh')?.company).toBe('室友');
  });
});
