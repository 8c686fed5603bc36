import { describe, expect, it } from 'vitest';
import type { AdventureTheme, ContentLanguage } from '../contract/content-types.ts';
import { generateContent } from './engine.ts';
import { storyObject } from './adventure-grounded.ts';

function continueWith(language: ContentLanguage, input: AdventureTheme, currentStory: string, choice: string): string {
  const out = generateContent('adventure-continue', { input, currentStory, choice }, { language, seed: 7 });
  return typeof out === 'string' ? out : JSON.stringify(out);
}

describe('adventure (round 10): a greeting in a school or a romance story is answered gladly, not as a suspect', () => {
  it.each<[ContentLanguage, string, RegExp]>([
    ['en', 'After the last class you walk into the empty music room. The new transfer student is sitting by the window.\n1. Say hi to the transfer student\n2. Leave quietly', /Hi! I've been hoping/u],
    ['vi', 'Giờ ra chơi, bạn thấy bạn mới chuyển trường ngồi một mình ở góc lớp.\n1. Chào bạn mới chuyển trường\n2. Ra sân chơi', /Chào! Từ sáng tới giờ/u],
    ['ko', '점심시간, 전학생 서윤이 혼자 창가에 앉아 있다.\n1. 서윤에게 인사한다\n2. 매점에 간다', /안녕! 아침부터/u],
    ['zh', '周五放学后，你来到空荡荡的音乐教室。转学生一个人坐在窗边。\n1. 和转学生搭话\n2. 悄悄离开', /你好！我从早上/u],
  ])('%s', (language, story, friendly) => {
    const text = continueWith(language, 'school', story, '1');
    expect(text).toMatch(friendly);
    expect(text).not.toMatch(/Who sent you|Ai bảo bạn tới|누가 보냈어요|谁让你来的/u);
  });
});

describe('adventure (round 10): a length of time is no object of the story', () => {
  it('"for an hour" names no thing to look at', () => {
    expect(storyObject('The old woman at the end of the corridor has not moved for an hour.', 'en')).toBeNull();
    expect(storyObject('You have waited for an hour, and a lantern hangs by the door.', 'en')).toBe('the lantern');
    // A preposition ends the phrase: the map, not "the map under".
    expect(storyObject('You find a map under the bed.', 'en')).toBe('the map');
  });
});

describe('adventure (round 10): standing still to listen hears the story, not a stock overheard plot', () => {
  const stories: ReadonlyArray<readonly [ContentLanguage, AdventureTheme, string, RegExp]> = [
    ['en', 'romance', 'Rain starts just as you reach the summer festival by the river. In the distance, someone calls your name.\n1. Ask them to the concert\n2. Stay still and listen', /calls your name again/u],
    ['vi', 'fantasy', 'Bạn tỉnh dậy ở bìa rừng. Đâu đó xa xa, chuông ngân ba tiếng.\n1. Đi theo vệt sáng\n2. Đứng yên và lắng nghe', /Tiếng chuông lại ngân/u],
    ['ko', 'zombie', '감염 12일째, 당신은 병원 옥상에 숨어 있다.\n1. 항구로 달린다\n2. 가만히 서서 귀를 기울인다', /신음 소리가 물길이 바뀌듯/u],
    ['zh', 'school', '放学后的教学楼空荡荡的，你一个人留在天台上。\n1. 在班级群里回复\n2. 站着别动，仔细听', /走廊里有脚步声/u],
  ];
  it.each(stories)('%s %s', (language, theme, story, heard) => {
    const text = continueWith(language, theme, story, '2');
    expect(text).toMatch(heard);
    expect(text).not.toMatch(/the money|…tiền…|…돈…|那笔钱/u);
  });

  it('listening in on what people say still overhears them', () => {
    const zh = continueWith('zh', 'time_travel', '你回到了1998年的老家。年轻的爸爸正在门口跟人吵架。\n1. 走过去劝架\n2. 先回家找妈妈', '我躲在电线杆后面偷听他们在吵什么');
    expect(zh.split('\n\n')[0]).toMatch(/“[^”]{2,}”/u);
  });
});

describe('adventure (round 10): no companion of the site\'s own stories is an animal that frowns or shrugs', () => {
  it.each<ContentLanguage>(['en', 'vi', 'ko', 'zh'])('%s horror companions are people', (language) => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]) {
      const start = generateContent('adventure-start', { input: 'horror' }, { language, seed }) as string;
      expect(start).not.toMatch(/stray dog|chó hoang|떠돌이 개|流浪狗/u);
    }
  });
});

describe('adventure (round 10): stock results fit the story they land in', () => {
  it('a crossing outside a zombie or horror story finds no survivor hiding from "it"', () => {
    const ko = continueWith('ko', 'cyberpunk', '네온 비가 내리는 밤, 보안 드론이 골목을 훑는다.\n1. 옥상을 건너 달린다\n2. 하수구로 내려간다', '1');
    expect(ko).not.toMatch(/소리에 반응해요/u);
    const en = continueWith('en', 'fantasy', 'The rope bridge sways over the gorge. The goblins are close behind.\n1. Cross the bridge\n2. Hide in the rocks', '1');
    expect(en).not.toMatch(/It reacts to sound/u);
  });

  it.each<[ContentLanguage, string]>([
    ['en', 'Fight the security drone head-on'],
    ['vi', 'Đánh nhau với con robot bảo vệ'],
    ['ko', '기업 보안 드론과 정면으로 맞선다'],
    ['zh', '和巡逻的机器人正面硬拼'],
  ])('%s: a drone or a robot fought has no face one knows', (language, choice) => {
    const text = continueWith(language, 'cyberpunk', `Neon rain.\n1. ${choice}\n2. Run`, '1');
    expect(text).not.toMatch(/someone you know|người bạn quen|아는 사람이다|是你认识的人/u);
  });

  it('a Korean verb\'s connective form is no part of the thing sought ("뒤져 단서")', () => {
    const ko = continueWith('ko', 'school', '방과 후 음악실. 누군가 피아노 위에 쪽지를 두고 갔다.\n1. 음악실을 뒤져 단서를 찾는다\n2. 교실로 돌아간다', '1');
    expect(ko).not.toContain('뒤져 단서는');
  });

  it.each<[ContentLanguage, AdventureTheme]>([['en', 'space'], ['vi', 'space'], ['ko', 'space'], ['zh', 'space']])('%s: a place never "leads somewhere unexpected" by itself', (language, theme) => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const start = generateContent('adventure-start', { input: theme }, { language, seed }) as string;
      const next = generateContent('adventure-continue', { input: theme, currentStory: start, choice: '1' }, { language, seed }) as string;
      expect(next).not.toMatch(/위성이 뜻밖의|moon opens into|mặt trăng băng của Sao Mộc mở ra|卫星通向/u);
    }
  });
});

describe('adventure (round 10): a question to the story\'s own companion is answered by them', () => {
  it.each<[ContentLanguage, AdventureTheme, string, string, RegExp]>([
    ['zh', 'time_travel', '一道闪电，你跌进了1889年的巴黎。以为你是鬼魂的书生皱了皱眉，欲言又止。\n1. 问以为你是鬼魂的书生怎么看\n2. 躲起来', '以为你是鬼魂的书生', /以为你是鬼魂的书生移开视线|以为你是鬼魂的书生犹豫/u],
    ['zh', 'cyberpunk', '霓虹雨夜，黑客“字节”盯着屏幕。\n1. 问黑客“字节”是谁发的消息\n2. 离开', '黑客“字节”', /黑客“字节”(?:移开视线|犹豫|说)/u],
  ])('%s %s', (language, theme, story, who, answered) => {
    const text = continueWith(language, theme, story, '1');
    const beat = text.split('\n\n')[0] ?? '';
    expect(beat).toMatch(answered);
    expect(beat).not.toMatch(/完全出乎意料|比你问的还多/u);
    expect(beat).not.toContain(`${who}跟在你身后半步，一句话也没说`);
  });
});

describe('adventure (round 10): an invitation in a romance or school story is answered with a yes', () => {
  it.each<[ContentLanguage, string, RegExp]>([
    ['en', 'Rain starts just as you reach the summer festival.\n1. Invite them to the concert\n2. Walk away', /I was hoping you would ask/u],
    ['vi', 'Trời đổ mưa đúng lúc bạn tới lễ hội mùa hè bên sông.\n1. Rủ người ấy đi xem hòa nhạc\n2. Về nhà', /Mình cứ mong bạn rủ đấy/u],
    ['ko', '여름 축제 날, 강가에 비가 내리기 시작한다.\n1. 같이 불꽃놀이 보러 가자고 한다\n2. 집에 간다', /먼저 말해 주길 기다렸어/u],
    ['zh', '夏日祭那天，河边下起了雨。\n1. 约她一起去看烟花\n2. 回家', /我一直在等你开口呢/u],
  ])('%s', (language, story, yes) => {
    expect(continueWith(language, 'romance', story, '1')).toMatch(yes);
  });

  it('the time is settled for what they were invited to', () => {
    expect(continueWith('en', 'romance', 'Rain at the festival.\n1. Invite them to the concert\n2. Walk away', '1')).toContain('You settle it there and then: the concert');
    expect(continueWith('ko', 'romance', '여름 축제 날.\n1. 지우에게 같이 불꽃놀이 보러 가자고 한다\n2. 집에 간다', '1')).toContain('불꽃놀이 보러 가는 건 내일');
  });

  it('"study for the exam" searches for nothing', () => {
    const en = continueWith('en', 'school', 'The bell rang long ago, but you are still on the roof.\n1. Study for the exam instead\n2. Go home', '1');
    expect(en).not.toMatch(/hidden compartment/u);
  });
});

describe('adventure (round 10): the site\'s own options all have an outcome', () => {
  it.each<ContentLanguage>(['en', 'vi', 'ko', 'zh'])('%s: no own option is answered only by "do it and wait to see what it changes"', async (language) => {
    const { adventurePacks } = await import('./data/adventure/packs.ts');
    const { adventureThemes } = await import('../contract/content-types.ts');
    const pack = adventurePacks[language];
    const generic = pack.reactions.other.map((line) => line.replace(/\[.*$/u, '').slice(0, 12));
    const bare: string[] = [];
    for (const theme of adventureThemes) {
      const start = generateContent('adventure-start', { input: theme }, { language, seed: 3 }) as string;
      const head = start.split('\n\n')[0] ?? start;
      const options = pack.themes[theme].choices;
      options.forEach((option, index) => {
        if (option.includes('{')) return;
        const story = `${head}\n\n1. ${option}\n2. ${options[(index + 1) % options.length] as string}`;
        const beat = (generateContent('adventure-continue', { input: theme, currentStory: story, choice: '1' }, { language, seed: 3 }) as string).split('\n\n')[0] ?? '';
        if (generic.some((line) => beat.includes(line))) bare.push(`${theme}: ${option}`);
      });
    }
    expect(bare).toEqual([]);
  });

  it('a word with someone in a school story is answered gladly, not "You won\'t like the answer"', () => {
    const en = continueWith('en', 'school', 'The bell rang long ago. The transfer student who sits by the window is still in the classroom.\n1. Talk to the transfer student\n2. Go home', '1');
    expect(en).not.toMatch(/You won't like the answer/u);
    expect(en).toMatch(/smiles/u);
  });
});
