import { describe, expect, it } from 'vitest';
import type { ContentLanguage, LyricsEmotion, LyricsForm } from '../contract/content-types.ts';
import { generateContent } from './engine.ts';
import { kindAgrees } from './lyrics-kind-agree.ts';
import { readActScene } from './lyrics-act-read.ts';
import { readMadeKind } from './lyrics-made-read.ts';
import { readGift } from './lyrics-scene-read.ts';
import { isUnmarkedVietnamese, isWhereSingerIs } from './lyrics-poem.ts';

const write = (language: ContentLanguage, input: string, emotion: LyricsEmotion, lyricStyle: LyricsForm, seed = 1): string =>
  generateContent('lyrics-poem', { input, emotion, lyricStyle }, { language, seed }) as string;

/** The lines of a song's body, without its title and section labels. */
const lines = (text: string): string[] => text.split('\n').slice(1).map((line) => line.trim()).filter((line) => line !== '' && !/^[[【(（]/u.test(line));

const forms: readonly LyricsForm[] = ['song', 'ballad', 'poem', 'indie_folk'];
const seeds = [1, 2, 3];

// Each class: a request of the task's failure class first, then a held-out input whose key nouns and verbs are in no
// list of the lyrics modules (checked with grep when the test was written: ferret, nhím, 고슴도치, 刺猬, parrot, mailman,
// vẹt, huýt sáo, 뒹구는, 拖鞋, 打呼噜, quince, Vu Lan, 단오, 端午).

describe('lyrics (round 13): a line naming a kind is sung only when the theme agrees with it', () => {
  it.each<[ContentLanguage, string, string]>([
    ['en', 'The leash hangs by the door, waiting like a question', 'my ferret asleep in the sock drawer'],
    ['vi', 'Sợi dây dắt treo bên cửa, chờ như một câu hỏi', 'con nhím nhỏ cuộn tròn trong chiếc tất'],
    ['ko', '현관에 걸린 목줄이 질문처럼 기다려', '고슴도치가 이불 속에서 뒹구는 밤'],
    ['zh', '门边的牵引绳像一个问题在等', '刺猬在拖鞋里打呼噜'],
  ])('%s: a dog\'s line never fits another animal ("%s" for "%s")', (language, line, theme) => {
    expect(kindAgrees(line, theme, language)).toBe(false);
    const dog = { en: 'my puppy', vi: 'con chó nhỏ', ko: '우리 강아지', zh: '小狗' }[language];
    expect(kindAgrees(line, dog, language)).toBe(true);
  });

  it.each<[ContentLanguage, string, string]>([
    ['en', 'Fireworks outside belong to other homes', 'spending Vu Lan far from my mother'],
    ['vi', 'Mâm cơm Tết lại trống chỗ của ta', 'lễ Vu Lan xa mẹ'],
    ['ko', '떡국 한 그릇도 혼자 먹어', '타지에서 혼자 보내는 단오'],
    ['zh', '年夜饭的桌上又空着我的座位', '一个人在异乡过端午'],
  ])('%s: a New Year line never fits another festival ("%s" for "%s")', (language, line, theme) => {
    expect(kindAgrees(line, theme, language)).toBe(false);
  });

  it.each<[ContentLanguage, string, RegExp]>([
    ['en', 'my cat sleeping on my laptop while I try to work', /leash|tail thumps|\bwalk/iu],
    ['en', 'first christmas alone in a new city', /fireworks|last night of the year/iu],
    ['vi', 'con mèo nằm ngủ trên bàn phím lúc mình đang làm bài', /dây dắt|đuôi đập|sủa/iu],
    ['ko', '고양이가 노트북 위에서 자는 오후', /목줄|꼬리가 바닥|산책/u],
    ['zh', '第一次一个人在异乡过中秋', /年夜饭|除夕|春节|守岁/u],
    ['zh', '猫咪趴在我的作业本上睡觉', /牵引绳|尾巴就拍|遛/u],
  ])('%s: "%s" never sings another kind\'s lines', (language, theme, other) => {
    for (const form of forms) for (const seed of seeds) expect(write(language, theme, seed === 2 ? 'longing' : 'joy', form, seed)).not.toMatch(other);
  });

  it('zh: a Mid-Autumn theme away from home sings the festival it names', () => {
    const sung = seeds.map((seed) => write('zh', '第一次一个人在异乡过中秋', 'longing', 'song', seed)).join('\n');
    expect(sung).toMatch(/中秋|月饼/u);
  });
});

describe('lyrics (round 13): a scene is sung as the scene, the subject with its act', () => {
  it.each<[ContentLanguage, string, string, string | null]>([
    ['en', 'my cat sleeping on my laptop while I try to work', 'my cat', 'my laptop'],
    ['en', "my neighbour's parrot yelling at the mailman", "my neighbour's parrot", 'the mailman'],
    ['vi', 'mẹ chở con đi học trên chiếc xe máy cũ', 'mẹ', 'chiếc xe máy cũ'],
    ['vi', 'chú vẹt nhà bên huýt sáo trên ban công', 'chú vẹt', 'ban công'],
    ['ko', '아빠가 자전거 뒤에 나를 태우고 달리던 여름', '아빠', '자전거'],
    ['ko', '고슴도치가 이불 위에서 뒹구는 밤', '고슴도치', '이불'],
    ['zh', '爷爷骑三轮车送我去上学', '爷爷', null],
    ['zh', '我家的刺猬在拖鞋里打呼噜', '我家的刺猬', '拖鞋'],
  ])('%s: "%s" is read as a scene of %s', (language, theme, agent, noun) => {
    const scene = readActScene(theme, language);
    expect(scene?.agent).toBe(agent);
    if (noun !== null) expect(scene?.nouns).toContain(noun);
    for (const form of forms) {
      for (const seed of seeds) {
        const text = write(language, theme, seed === 2 ? 'longing' : 'love', form, seed);
        const sung = lines(text);
        // The subject is sung, the whole scene at most once in the body, and no noun of it as a thing to go back to.
        expect(sung.some((line) => line.toLowerCase().includes(agent.toLowerCase()))).toBe(true);
        expect(sung.filter((line) => line.toLowerCase().includes(theme.toLowerCase())).length).toBeLessThanOrEqual(1);
        expect(text).not.toMatch(/keep going back to|mind keeps drifting|quay về với|자꾸만 .+ 돌아가|心里装着/u);
      }
    }
  });

  it.each<[ContentLanguage, string]>([
    ['en', 'the old man at the corner store'],
    ['en', 'my morning running routine'],
    ['vi', 'con đường đất đỏ ngày xưa'],
    ['ko', '아빠가 몰래 내 자전거 체인에 기름 칠해놓은 거'],
    ['zh', '弟弟把我攒了两年的乐高拆了'],
    ['zh', '爸爸的旧自行车'],
  ])('%s: "%s" is no scene (a noun phrase, a deed told, a thing done)', (language, theme) => {
    expect(readActScene(theme, language)).toBeNull();
  });

  it('en: an angry song about what someone did is not sung as a cherished scene', () => {
    const text = write('en', 'my best friend talking behind my back', 'anger', 'song');
    expect(text).not.toMatch(/grey days|would give anything to watch|that is all I need/iu);
  });
});

describe('lyrics (round 13): a dish or a made thing is sung with its maker, never used', () => {
  it.each<[ContentLanguage, string, 'dish' | 'made']>([
    ['en', 'the apple pie grandma baked every thanksgiving', 'dish'],
    ['en', 'the quince jelly my aunt boiled', 'dish'],
    ['en', 'the birdhouse my uncle whittled', 'made'],
    ['vi', 'nồi canh chua bà nội nấu', 'dish'],
    ['vi', 'hũ mứt gừng bà ngoại sên', 'dish'],
    ['ko', '엄마가 끓여 준 미역국', 'dish'],
    ['ko', '할머니가 만들어 준 수정과', 'made'],
    ['zh', '外婆做的桂花糕', 'dish'],
    ['zh', '奶奶蒸的青团', 'dish'],
  ])('%s: "%s" is %s', (language, theme, kind) => {
    const gift = readGift(theme, language);
    expect(gift).not.toBeNull();
    if (gift === null) return;
    expect(readMadeKind(theme, gift.giver, gift.object, language)).toBe(kind);
    for (const form of forms) {
      for (const seed of seeds) {
        const text = write(language, theme, seed === 2 ? 'love' : 'longing', form, seed);
        expect(text).not.toMatch(/\buse\b|caught fire|dùng|nhà có cháy|쓸 때|用到|搬了好几次家|이사를 몇 번|Chuyển nhà mấy lần/iu);
        if (kind === 'dish') expect(text).toMatch(/taste|smell|bite|kitchen|vị|mùi|ăn|bếp|맛|냄새|부엌|한 입|味道|香|吃|厨房/iu);
      }
    }
  });

  it('en: a thing given keeps the gift\'s own lines', () => {
    const gift = readGift('the mug my best friend painted for my birthday', 'en');
    expect(gift).not.toBeNull();
    if (gift !== null) expect(readMadeKind('the mug my best friend painted for my birthday', gift.giver, gift.object, 'en')).toBe('made');
    const sent = readGift('the scarf my sister sent me', 'en');
    if (sent !== null) expect(readMadeKind('the scarf my sister sent me', sent.giver, sent.object, 'en')).toBe('given');
  });
});

describe('lyrics (round 13): no fragment of a theme the engine cannot read fills a slot', () => {
  it.each<[string]>([['bo cho minh di hoc bang xe dap nhung ngay mua'], ['ba noi hay ke chuyen co tich moi toi']])('vi: "%s" (typed without marks) is sung whole once, never cut', (theme) => {
    expect(isUnmarkedVietnamese(theme)).toBe(true);
    for (const form of forms) {
      for (const seed of seeds) {
        const body = lines(write('vi', theme, 'longing', form, seed)).join('\n');
        // No piece of the theme (two of its words in a row) appears unless the whole theme does.
        const words = theme.split(' ');
        const pieces = words.slice(0, -1).map((word, i) => `${word} ${words[i + 1] as string}`);
        const cut = body.split('\n').filter((line) => !line.toLowerCase().includes(theme) && pieces.some((piece) => line.toLowerCase().includes(piece)));
        expect(cut).toEqual([]);
      }
    }
  });

  it.each<[ContentLanguage, string, RegExp]>([
    ['ko', '군대 간 남자친구를 기다리는 마음', /마음을 아직도 마음에|두 손에 마음을|마음이 생각나/u],
    ['ko', '유학 간 언니를 그리워하는 마음', /마음을 아직도 마음에|두 손에 마음을|마음이 생각나/u],
  ])('%s: "%s" never holds its empty head as a thing', (language, theme, broken) => {
    for (const form of forms) for (const seed of seeds) expect(write(language, theme, 'longing', form, seed)).not.toMatch(broken);
  });
});

describe('lyrics (round 13): the place the singer is in now is not recalled as a place missed', () => {
  it.each<[ContentLanguage, string, string, boolean]>([
    ['en', 'Reykjavik', 'first winter alone in Reykjavik', true],
    ['vi', 'Phần Lan', 'Tết đầu tiên ở Phần Lan', true],
    ['ko', '핀란드', '핀란드에서 혼자 맞는 추석', true],
    ['zh', '冰岛', '第一次在冰岛过春节', true],
    ['vi', 'Đà Lạt', 'mùa hè Đà Lạt năm ấy', false],
    ['zh', '冰岛', '想去冰岛看极光', false],
  ])('%s: "%s" in "%s" is where the singer is: %s', (language, named, theme, where) => {
    expect(isWhereSingerIs(named, theme, language)).toBe(where);
  });

  it('zh: "第一次在国外过春节" never thinks back to 国外', () => {
    for (const form of forms) for (const seed of seeds) expect(write('zh', '第一次在国外过春节', 'sadness', form, seed)).not.toMatch(/想起国外|记得国外|心里装着国外|满脑子都是国外/u);
  });
});
