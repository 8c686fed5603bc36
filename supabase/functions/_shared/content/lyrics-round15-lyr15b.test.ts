import { describe, expect, it } from 'vitest';
import type { ContentLanguage, LyricsEmotion, LyricsForm } from '../contract/content-types.ts';
import { generateContent } from './engine.ts';
import { readDeedScene } from './lyrics-deed-read.ts';

const seeds = [1, 2, 3];

function write(language: ContentLanguage, theme: string, emotion: LyricsEmotion, form: LyricsForm, seed: number): string {
  return generateContent('lyrics-poem', { input: theme, emotion, lyricStyle: form }, { language, seed }) as string;
}

/** The body lines of a piece (no title, no section labels). */
function body(text: string): string[] {
  return text.split('\n').slice(1).map((line) => line.trim()).filter((line) => line !== '' && !/^[[【].*[\]】]$/u.test(line));
}

// Every request here is held out: none is in round15-lyr15b.before.json (hoodie, sổ, 이삿짐, 照片 appear in no list of the module).
describe('lyrics (round 15, lyr15b): the singer\'s own deed is read from its grammar', () => {
  it.each<[ContentLanguage, string, string, string, string]>([
    ['en', 'returning her hoodie in a paper bag', 'returning her hoodie in a paper bag', '', 'her hoodie'],
    ['en', 'waiting for the night bus outside the hospital on a rainy sunday', 'waiting for the night bus outside the hospital', 'on a rainy Sunday', ''],
    ['vi', 'gửi lại cuốn sổ cho bạn thân cũ chiều chủ nhật', 'gửi lại cuốn sổ cho bạn thân cũ', 'chiều chủ nhật', 'cuốn sổ'],
    ['ko', '혼자 이삿짐 옮기던 밤', '혼자 이삿짐 옮기던', '', '이삿짐'],
    ['zh', '把旧照片烧掉的那个晚上', '把旧照片烧掉', '那个晚上', '旧照片'],
    ['zh', '周末我和爷爷在河边放风筝', '在河边放风筝', '周末', ''],
  ])('%s: %s', (language, theme, act, time, thing) => {
    const deed = readDeedScene(theme, language);
    expect(deed).not.toBeNull();
    expect(deed?.act).toBe(act);
    expect(deed?.time).toBe(time);
    expect(deed?.thing).toBe(thing);
  });

  it.each<[ContentLanguage, string]>([
    // A state or a feeling, an accident, someone else's act, someone else's clause beside it, a past told once (…한 날).
    ['en', 'missing you every night in my tiny apartment'],
    ['en', 'losing my keys at the airport'],
    ['en', 'packing lunches while my brother sleeps in'],
    ['vi', 'mẹ dạy con đạp xe ở sân đình'],
    ['ko', '엄마가 김치 담그던 날'],
    ['ko', '처음으로 혼자 여행 간 날'],
    ['zh', '爸爸骑车送我上学的清晨'],
    ['zh', '我好想回到小时候'],
  ])('%s: no deed of the singer in %s', (language, theme) => {
    expect(readDeedScene(theme, language)).toBeNull();
  });
});

describe('lyrics (round 15, lyr15b): the deed is sung as done, whole, with its time, never a noun pasted into a slot', () => {
  it.each<[ContentLanguage, string, LyricsEmotion, LyricsForm, RegExp, RegExp]>([
    ['en', 'returning her hoodie in a paper bag', 'breakup', 'ballad', /\breturning her hoodie\b/u, /let go of her hoodie|In a paper bag, I/u],
    ['vi', 'gửi lại cuốn sổ cho bạn thân cũ chiều chủ nhật', 'sadness', 'song', /gửi lại cuốn sổ/u, /về với cuốn sổ|nhớ bạn thân/u],
    ['ko', '혼자 이삿짐 옮기던 밤', 'longing', 'ballad', /이삿짐 옮기던 밤/u, /이삿짐[을를]\s*아직도|이삿짐으로 돌아가/u],
    ['zh', '把旧照片烧掉的那个晚上', 'breakup', 'song', /把旧照片烧掉/u, /照片烧掉的每一个|那个晚上对我/u],
  ])('%s: %s', (language, theme, emotion, form, sung, pasted) => {
    for (const seed of seeds) {
      const text = body(write(language, theme, emotion, form, seed)).join('\n');
      expect(text).toMatch(sung);
      expect(text).not.toMatch(pasted);
    }
  });

  it.each<[ContentLanguage, string, RegExp]>([
    // The time the visitor gave is sung with the act.
    ['en', 'waiting for the night bus outside the hospital on a rainy sunday', /On a rainy Sunday, I'm waiting for the night bus/u],
    ['vi', 'gửi lại cuốn sổ cho bạn thân cũ chiều chủ nhật', /Chiều chủ nhật, ta gửi lại cuốn sổ/u],
    ['zh', '把旧照片烧掉的那个晚上', /那个晚上，我把旧照片烧掉/u],
  ])('%s: the time of %s', (language, theme, timed) => {
    for (const seed of seeds) expect(body(write(language, theme, 'comfort', 'song', seed)).join('\n')).toMatch(timed);
  });

  it.each<[ContentLanguage, string]>([
    // A sad deed is an ache, not a parting: no "letting go" line for a bus after a shift.
    ['en', 'waiting for the night bus outside the hospital on a rainy sunday'],
    ['ko', '혼자 이삿짐 옮기던 밤'],
  ])('%s: a sad deed sings no parting: %s', (language, theme) => {
    for (const seed of seeds) expect(body(write(language, theme, 'sadness', 'song', seed)).join('\n')).not.toMatch(/letting go|endings? |놓아준다|어떤 끝은/u);
  });
});

describe('lyrics (round 15, lyr15b): second pass, held-out themes', () => {
  it.each<[ContentLanguage, string, string, string, string]>([
    // A quantified thing, a journey home as the time, a compound time head, a 把 deed told done, a place kept in the core.
    ['en', 'burning all his letters in the backyard', 'burning all his letters in the backyard', '', 'all his letters'],
    ['en', 'writing her a letter on the bus home', 'writing her a letter', 'on the bus home', ''],
    ['ko', '친구랑 바다에서 불꽃놀이 하던 겨울밤', '친구랑 바다에서 불꽃놀이 하던', '', ''],
    ['zh', '把他的外套都还回去了', '把他的外套都还回去了', '', '外套'],
  ])('%s: %s', (language, theme, act, time, thing) => {
    const deed = readDeedScene(theme, language);
    expect(deed?.act).toBe(act);
    expect(deed?.time).toBe(time);
    expect(deed?.thing).toBe(thing);
  });

  it('zh: the place stays in the act its chorus sings (我和同桌在操场上放风筝)', () => {
    expect(readDeedScene('周末我和同桌在操场上放风筝', 'zh')?.core).toBe('在操场上放风筝');
  });

  it.each<[ContentLanguage, string]>([
    // A named holiday is the families' (설날 away from home, 추석날), a thing broken is an event.
    ['ko', '혼자 전 부치던 추석날'],
    ['zh', '把奶奶的花瓶摔碎了'],
  ])('%s: no deed in %s', (language, theme) => {
    expect(readDeedScene(theme, language)).toBeNull();
  });

  it('ko: a plain day of the act (퇴근날) is the deed\'s time, never a family gathering', () => {
    for (const seed of seeds) {
      const text = body(write('ko', '마지막 퇴근날 사물함 비우는 중', 'sadness', 'ballad', seed)).join('\n');
      expect(text).toMatch(/사물함 비우는 중/u);
      expect(text).not.toMatch(/식구|다 같이 모인/u);
    }
  });
});

describe('lyrics (round 15, lyr15b): third pass, held-out themes', () => {
  it('en: an -ing noun before its thing is the act (building a treehouse), a lower-case month is sung with its capital', () => {
    const deed = readDeedScene('building a treehouse with scrap wood in july', 'en');
    expect(deed?.act).toBe('building a treehouse with scrap wood');
    expect(deed?.time).toBe('in July');
    expect(readDeedScene('wedding bells at the old church', 'en')).toBeNull();
  });

  it('ko: the chorus core keeps the one the act was shared with (언니랑 … 떡볶이 먹던 밤)', () => {
    expect(readDeedScene('언니랑 둘이 포장마차에서 떡볶이 먹던 밤', 'ko')?.core).toBe('언니랑 떡볶이 먹던');
    for (const seed of seeds) expect(body(write('ko', '언니랑 둘이 포장마차에서 떡볶이 먹던 밤', 'joy', 'song', seed)).join('\n')).toMatch(/언니랑 떡볶이 먹던 밤/u);
  });

  it.each<[ContentLanguage, string, RegExp, RegExp]>([
    // An angry deed is sung in anger, not as a quiet parting.
    ['en', 'throwing out his gym bag on the curb', /Done, done|No more|not one more day|do not flinch|good riddance|I am finished/u, /quieter than I thought|letting go looks like/iu],
    ['zh', '把他的东西都扔出门外了', /够了|结束了|不再/u, /放手会这么安静|原来放手/u],
  ])('%s: anger in %s', (language, theme, angry, quiet) => {
    for (const seed of seeds) {
      const text = body(write(language, theme, 'anger', 'song', seed)).join('\n');
      expect(text).toMatch(angry);
      expect(text).not.toMatch(quiet);
    }
  });
});

describe('lyrics (round 15, lyr15b): a deed\'s haiku sings the act', () => {
  it.each<[ContentLanguage, string, RegExp]>([
    ['en', 'mailing back his concert tickets', /mailing back his concert tickets/u],
    ['vi', 'trả lại đôi găng tay cho anh', /trả lại đôi găng tay/u],
    ['ko', '엄마랑 둘이 시장에서 호떡 사 먹던 날', /호떡 사 먹던 날/u],
    ['zh', '教爷爷用手机拍照的那个周末', /我教爷爷用手机拍照/u],
  ])('%s: %s', (language, theme, act) => {
    for (const seed of seeds) {
      const lines = body(write(language, theme, 'longing', 'haiku', seed));
      expect(lines[1]).toMatch(act);
    }
  });
});

describe('lyrics (round 15, lyr15b): a long deed is titled by its core; the chorus core is shorter than the clause', () => {
  it('vi: a theme too long for a title is titled by the act with its thing, never cut mid-phrase', () => {
    const title = write('vi', 'gấp lại mấy chiếc áo len cũ của mẹ rồi cất vào tủ gỗ trên gác', 'longing', 'song', 1).split('\n')[0] ?? '';
    expect(title).toMatch(/Gấp lại mấy chiếc áo len cũ$/u);
  });

  it.each<[string, string]>([
    ['누나랑 공원에서 연 날리던 일요일', '공원에서 연 날리던'],
    ['친구랑 바다에서 불꽃놀이 하던 겨울밤', '친구랑 불꽃놀이 하던'],
  ])('ko: %s', (theme, core) => {
    expect(readDeedScene(theme, 'ko')?.core).toBe(core);
  });
});

describe('lyrics (round 15, lyr15b): a Korean companion is no subject of a told clause', () => {
  it.each<string>(['형이랑 강가에서 물수제비 뜨던 기억', '할머니랑 마루에서 콩 까던 시간'])('ko: %s', (theme) => {
    for (const seed of seeds) {
      const text = body(write('ko', theme, 'joy', 'song', seed)).join('\n');
      // Never the particle left behind ("이랑 강가에서…", "형이 이랑…", "랑 마루에서…").
      expect(text).not.toMatch(/(?:^|\s)(?:이랑|랑)\s|[가-힣]이 이랑/mu);
    }
  });
});

describe('lyrics (round 15, lyr15b): a deed gives way to the readers that know the whole request better', () => {
  it.each<[ContentLanguage, string]>([
    // Company the image reader sings, an event family's act, the state after something ended (held-out words).
    ['en', 'grabbing tacos with my roommates after the concert'],
    ['en', 'confessing to my best friend at the bus stop'],
    ['ko', '공연 끝나고 혼자 짐 싸던 밤'],
  ])('%s: %s is no deed song', (language, theme) => {
    // The deed's own lines ("That is me, …", "I never thought I would be …", "…던 밤이 자꾸 떠올라") are never sung.
    for (const seed of seeds) expect(body(write(language, theme, 'joy', 'song', seed)).join('\n')).not.toMatch(/^(?:That is me|I never thought I would be)|짐 싸던 밤이 자꾸|아직도 .*짐 싸던 밤을|그 밤이 조금만 더/mu);
  });
});
