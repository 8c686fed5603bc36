import { describe, expect, it } from 'vitest';
import type { ContentLanguage, LyricsEmotion, LyricsForm } from '../contract/content-types.ts';
import { generateContent } from './engine.ts';
import { readToldScene } from './lyrics-told-read.ts';
import { readPerceptTheme } from './lyrics-percept-read.ts';

const seeds = [1, 2, 3];

function write(language: ContentLanguage, theme: string, emotion: LyricsEmotion, form: LyricsForm, seed: number): string {
  return generateContent('lyrics-poem', { input: theme, emotion, lyricStyle: form }, { language, seed }) as string;
}

/** The body lines of a piece (no title, no section labels). */
function body(text: string): string[] {
  return text.split('\n').slice(1).map((line) => line.trim()).filter((line) => line !== '' && !/^[[【].*[\]】]$/u.test(line));
}

/** Lines that make someone gone, far or missed (an absence), or call someone away on the phone. */
const absence: Record<ContentLanguage, RegExp> = {
  en: /once more|would give anything|just as I remember|the way it was|miss (?:it|this|you)|call me|far away/iu,
  vi: /thêm một lần|giá được|như ngày ấy|trong trí nhớ|gọi về|cuộc gọi|xa xôi/iu,
  ko: /한 번만 더|기억 속 그대로|그날 그대로|영상 통화|전화|멀어도/u,
  zh: /再一次|要是能再|记忆里的样子|还像那天|电话|离得再远/u,
};

describe('lyrics (round 14b): a head noun after its relative clause is the subject of the act', () => {
  // Held-out words: whistle, kite, harbor, 호떡, 구워, 이모 (read by its honorific act, 주시는, not by a list), 시장 골목, 下棋, 河边, mèo mướp, canh cửa sổ appear in no list of the module.
  it.each<[ContentLanguage, string, string, string]>([
    ['en', 'my uncle who still whistles at every kite above the harbor', 'my uncle', 'still whistles at every kite above the harbor'],
    ['ko', '주말마다 시장 골목에서 호떡을 구워 주시는 이모', '이모', '시장 골목에서 호떡을 구워 주시는'],
    ['ko', '새벽마다 마당에서 닭을 쫓는 우리 고양이', '우리 고양이', '마당에서 닭을 쫓는'],
    ['zh', '每个周末在河边教孩子们下棋的外公', '外公', '在河边教孩子们下棋'],
    ['vi', 'con mèo mướp đêm nào cũng ngồi canh cửa sổ phòng bà', 'con mèo mướp', 'ngồi canh cửa sổ phòng bà'],
  ])('%s: %s', (language, theme, agent, core) => {
    const read = readToldScene(theme, language);
    expect(read?.agent).toBe(agent);
    expect(read?.told.core).toBe(core);
  });

  it.each<[ContentLanguage, string, RegExp, RegExp]>([
    // The one the head waits for or teaches is no one the song is dedicated to.
    ['ko', '주말마다 시장 골목에서 호떡을 구워 주시는 이모', /이모/u, /호떡/u],
    ['ko', '새벽마다 마당에서 닭을 쫓는 우리 고양이', /우리 고양이/u, /닭을 쫓는/u],
    ['zh', '每个周末在河边教孩子们下棋的外公', /外公/u, /外公在河边教孩子们下棋/u],
    ['en', 'my uncle who still whistles at every kite above the harbor', /my uncle/iu, /My uncle still whistles at every kite above the harbor/u],
    ['vi', 'con mèo mướp đêm nào cũng ngồi canh cửa sổ phòng bà', /con mèo mướp/iu, /Đêm nào, con mèo mướp ngồi canh cửa sổ phòng bà/u],
  ])('%s: the song tells "%s" back with its head doing the act', (language, theme, head, act) => {
    for (const seed of seeds) {
      const lines = body(write(language, theme, 'love', 'song', seed));
      // The act is told back after the opening, its head doing it; the closing names the head.
      expect(lines.slice(1).some((line) => act.test(line))).toBe(true);
      expect(head.test(lines[lines.length - 1] as string) || lines.slice(-2).some((line) => act.test(line))).toBe(true);
      expect(lines.some((line) => absence[language].test(line))).toBe(false);
    }
  });

  it('a person away keeps the away song: a relative clause with no habit, no when-clause and no singer', () => {
    const lines = body(write('en', 'my cousin who moved to Lisbon for school', 'longing', 'ballad', 1));
    expect(lines.some((line) => /My cousin moved to Lisbon for school/u.test(line))).toBe(false);
  });

  it('a head that is no person or animal is no subject ("the song that plays at the bar", "불이 켜지는 우리 집")', () => {
    expect(readToldScene('the song that plays every night at the corner bar', 'en')).toBeNull();
    expect(readToldScene('매일 저녁 불이 켜지는 우리 집', 'ko')).toBeNull();
  });
});

describe('lyrics (round 14b): an ongoing habit is never a loss; its time and when-clause are sung', () => {
  // Held-out words: tưới, chậu lan, sương mù, ghé thăm, hums, hymns, 죽을 끓여, 蜡烛, 讲故事 appear in no list of the module.
  it.each<[ContentLanguage, string, LyricsEmotion, RegExp, RegExp]>([
    ['vi', 'ông ngoại vẫn tưới mấy chậu lan những sáng sương mù khi cháu ghé thăm', 'longing', /^Những sáng sương mù, ông ngoại vẫn tưới mấy chậu lan$/u, /^Khi cháu ghé thăm, ông ngoại vẫn tưới mấy chậu lan$/u],
    ['en', 'grandpa hums old hymns when we drive home after church', 'longing', /^Grandpa hums old hymns$/u, /^When we drive home after church, grandpa hums old hymns$/u],
    ['ko', '내가 아플 때 죽을 끓여 주시는 외할머니', 'longing', /^죽을 끓여 주시는 외할머니/u, /^내가 아플 때, 죽을 끓여 주시는 외할머니가 있어$/u],
    ['zh', '停电的那些晚上妈妈点着蜡烛给我讲故事', 'longing', /^妈妈点着蜡烛给我讲故事$/u, /^停电的那些晚上，总是妈妈点着蜡烛给我讲故事$/u],
  ])('%s: %s', (language, theme, emotion, plain, timed) => {
    for (const seed of seeds) {
      for (const form of ['song', 'ballad', 'poem'] as LyricsForm[]) {
        const lines = body(write(language, theme, emotion, form, seed));
        expect(lines.some((line) => plain.test(line)) || lines.some((line) => timed.test(line))).toBe(true);
        expect(lines.some((line) => absence[language].test(line))).toBe(false);
      }
    }
    // Over the seeds, the time or when-clause is sung in its own line, not only in the opening.
    const all = seeds.flatMap((seed) => body(write(language, theme, emotion, 'ballad', seed)));
    expect(all.some((line) => timed.test(line))).toBe(true);
  });

  it('the when-clause is its own part (khi …, when …, -ㄹ 때)', () => {
    expect(readToldScene('ông ngoại vẫn tưới mấy chậu lan những sáng sương mù khi cháu ghé thăm', 'vi')?.told).toMatchObject({ time: 'những sáng sương mù', when: 'khi cháu ghé thăm', habit: true });
    expect(readToldScene('grandpa hums old hymns when we drive home after church', 'en')?.told).toMatchObject({ core: 'hums old hymns', when: 'when we drive home after church' });
    expect(readToldScene('내가 아플 때 죽을 끓여 주시는 외할머니', 'ko')?.told).toMatchObject({ when: '내가 아플 때', core: '죽을 끓여 주시는' });
    expect(readToldScene('停电的那些晚上妈妈点着蜡烛给我讲故事', 'zh')?.told).toMatchObject({ time: '停电的那些晚上', core: '点着蜡烛给我讲故事' });
  });
});

describe('lyrics (round 14b): a time phrase keeps its modifier', () => {
  // Held-out words: quạt trần, cúp nước, tiếng võng, trời trở gió appear in no list of the module.
  it.each<[string, string]>([
    ['tiếng quạt trần trong phòng những đêm cúp nước', 'những đêm cúp nước'],
    ['tiếng võng kẽo kẹt ngoài hiên hôm trời trở gió', 'hôm trời trở gió'],
  ])('vi percept: %s', (theme, time) => {
    expect(readPerceptTheme(theme, 'vi')?.time).toBe(time);
  });
});

describe('an English time phrase keeps its noun (lead, found on blind set M)', () => {
  it('sings "every new year" whole, never "Every new," with the noun left on the act', () => {
    const song = String(generateContent('lyrics-poem', { input: 'my uncle hanging red lanterns on the gate every spring festival', emotion: 'longing', lyricStyle: 'indie_folk' }, { language: 'en', seed: 1 }));
    expect(song).not.toMatch(/Every spring,|gate festival|lanterns festival/u);
    const year = String(generateContent('lyrics-poem', { input: 'my aunt folding paper lanterns every new year', emotion: 'longing', lyricStyle: 'indie_folk' }, { language: 'en', seed: 2 }));
    expect(year).not.toMatch(/Every new,|lanterns year/u);
  });
});

describe('what follows 一起 is the act (lead, found on blind set M)', () => {
  it('never sings a phrase cut after its 一 ("起扔帽子")', () => {
    for (const input of ['毕业那天在操场上和同学们一起扔帽子', '除夕夜在院子里和表哥们一起放烟花']) {
      const song = String(generateContent('lyrics-poem', { input, emotion: 'joy', lyricStyle: 'dance_pop' }, { language: 'zh', seed: 3 }));
      // The title is the theme itself; the lines after it never hold the cut phrase.
      expect(song.split('\n').slice(1).join('\n')).not.toMatch(/(?<!一)起扔帽子|(?<!一)起放烟花/u);
    }
  });
});
