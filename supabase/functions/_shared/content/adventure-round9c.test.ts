/**
 * Tests for round 9c of issue 13 (adventure-continue), each class in the four languages on stories other than the
 * round's own requests. The default is inverted: a stock reader answers only when its verb is the choice's main verb.
 * A recorder switched off and hidden is hidden, no recording played back; a note or a number left in someone's book or
 * desk in a romance or school story is left for them (no stranger finds it, no number answers); a camera's card hidden in
 * a shoe is hidden on the player, no stash to come back for; snapping or breaking a thing in two is breaking it; a place
 * named just before a person ("楼下的小雨") puts them there; a spent thing is matched by its head noun (日记本 → 日记).
 */
import { describe, expect, it } from 'vitest';
import { generateAdventureContinue } from './adventure.ts';
import { castPlace, storyCast } from './adventure-cast.ts';
import { readDeed, usesSpent } from './adventure-deed.ts';
import { readPlainAction } from './adventure-plain.ts';
import { namesSpent } from './adventure-spent.ts';
import { adventureNarration, parseAdventureChoices } from '../contract/adventure-choices.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { AdventureTheme, ContentLanguage } from '../contract/content-types.ts';

const seeds = [3, 17, 101, 2024];
const next = (language: ContentLanguage, theme: AdventureTheme, currentStory: string, choice: string, seed: number): string =>
  generateAdventureContinue({ input: theme, currentStory, choice }, { language, random: seededRandom(seed) });

/** The stock recording result: something seen or heard on playback. */
const playback = /play it back|frame|tấm ảnh|đoạn ghi|다시 확인|녹음된|장면을|拍到|回放|照片/u;

describe('adventure (round 9c): a recorder switched off and hidden is hiding, never a recording', () => {
  const cases: ReadonlyArray<readonly [ContentLanguage, AdventureTheme, string, string]> = [
    ['en', 'horror', 'The motel room hums. Your brother Dev is asleep on the other bed, and the tape recorder on the nightstand has been running all night.\n1. Play the tape\n2. Wake Dev\n3. Check the door', 'Turn the tape recorder off and shove it under the mattress'],
    ['vi', 'mystery', 'Trong phòng khách sạn, chiếc máy ghi âm trên bàn vẫn đang chạy. Chị Lan đang ngủ trên ghế sofa.\n1. Nghe lại đoạn ghi âm\n2. Đánh thức chị Lan\n3. Ra ngoài hành lang', 'tắt máy ghi âm rồi giấu dưới gối'],
    ['ko', 'horror', '폐교 음악실, 책상 위 녹음기가 계속 돌아가고 있다. 친구 서윤이 창가에 서 있다.\n1. 녹음을 들어 본다\n2. 서윤을 부른다\n3. 음악실을 나간다', '녹음기를 끄고 가방 깊숙이 숨긴다'],
    ['zh', 'mystery', '档案室里只有你和同事小周。桌上的录音机一直在转。\n1. 把录音倒回去听\n2. 问小周看到了什么\n3. 离开档案室', '把录音机关了，藏进抽屉最里面'],
  ];
  for (const [language, theme, story, choice] of cases) {
    it(`${language}: the plain reader reads no recording, and the beat tells no playback`, () => {
      expect(readPlainAction(choice, language)?.kind).not.toBe('record');
      for (const seed of seeds) {
        const text = next(language, theme, story, choice, seed);
        expect(adventureNarration(text).split(/(?<=[.!?。！？])\s*/u).slice(1).join(' ')).not.toMatch(playback);
        expect(parseAdventureChoices(text).length).toBeGreaterThanOrEqual(3);
      }
    });
  }
  it.each<[ContentLanguage, string]>([
    ['en', 'Take a photo of the ledger'],
    ['vi', 'chụp ảnh cuốn sổ'],
    ['ko', '장부를 사진으로 찍는다'],
    ['zh', '把账本拍下来'],
  ])('%s: a photo taken is still a recording ("%s")', (language, choice) => {
    expect(readPlainAction(choice, language)?.kind).toBe('record');
  });
  it('en: a photo taped over a crack is no recording', () => {
    expect(readPlainAction('tape a photo of Earth over the cracked viewport', 'en')?.kind).not.toBe('record');
  });
});

/** A stock drop or call result: a stranger finds it, a number answers. */
const dropOrCall = /who finds it|answers at once|ai tìm thấy nó|누가 발견하는지|看谁会发现它|Người tìm thấy nó/u;

/** The thing waits to be found by the one it was left for. */
const leftFor: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /will be found|waiting to be found|find it when/u,
  vi: /sẽ được thấy|chờ được tìm thấy|sẽ thấy nó/u,
  ko: /발견되기|보게 될/u,
  zh: /会被看见|被人发现|就会看到它/u,
};

describe('adventure (round 9c): a note or a gift left in their book or desk is left for them', () => {
  const cases: ReadonlyArray<readonly [ContentLanguage, AdventureTheme, string, string, RegExp]> = [
    ['en', 'romance', 'The café is closing. Your coworker Maya has gone to the back to count the till, and her sketchbook lies open on the counter.\n1. Wait for Maya\n2. Leave your phone number inside the sketchbook\n3. Go home', '2', /Maya/u],
    ['vi', 'school', 'Giờ thể dục, Khoa đang ở ngoài sân chạy bền. Bạn cầm hộp sữa định làm hòa sau vụ cãi nhau.\n1. Ra sân tìm Khoa\n2. Uống hộp sữa\n3. Viết giấy xin lỗi', 'lén để hộp sữa vào ngăn bàn của Khoa', /Khoa/u],
    ['ko', 'school', '점심시간, 짝꿍 민재가 운동장에서 축구를 하고 있다. 너는 사과 편지를 손에 쥐고 있다.\n1. 운동장으로 나간다\n2. 편지를 찢는다\n3. 그냥 자리에 앉는다', '편지를 민재 책상 위에 살짝 올려 둔다', /민재/u],
    ['zh', 'romance', '图书馆快闭馆了。你的同桌林夏去楼下买水了，她的课本还摊在桌上。\n1. 等林夏回来\n2. 在课本里夹一张写着电话的纸条\n3. 先回宿舍', '2', /林夏/u],
  ];
  for (const [language, theme, story, choice, person] of cases) {
    it(`${language}: the person is named where they are, and no stranger finds it`, () => {
      for (const seed of seeds) {
        const text = next(language, theme, story, choice, seed);
        expect(adventureNarration(text)).toMatch(person);
        expect(adventureNarration(text)).toMatch(leftFor[language]);
        expect(text).not.toMatch(dropOrCall);
        expect(parseAdventureChoices(text).length).toBeGreaterThanOrEqual(3);
      }
    });
  }
});

describe('adventure (round 9c): a thing hidden on the player is carried, no stash to come back for', () => {
  const cases: ReadonlyArray<readonly [ContentLanguage, AdventureTheme, string, string]> = [
    ['en', 'mystery', 'In the gallery office, the guard Mr. Pratt is talking on the phone in the corridor. The camera on the desk holds the only proof.\n1. Copy the photos\n2. Listen to the call\n3. Leave by the fire exit', "Pull the camera's memory card and hide it in my shoe"],
    ['vi', 'mystery', 'Trong phòng tối, ông Tư đang nói chuyện điện thoại ngoài hành lang. Máy ảnh trên bàn là bằng chứng duy nhất.\n1. Rửa ảnh ngay\n2. Nghe lén cuộc gọi\n3. Ra cửa sau', 'rút thẻ nhớ máy ảnh rồi giấu vào giày'],
    ['ko', 'mystery', '편집실 안, 복도에서 국장 한 씨가 통화하는 소리가 들린다. 책상 위 카메라가 유일한 증거다.\n1. 영상을 복사한다\n2. 통화를 엿듣는다\n3. 뒷문으로 나간다', '카메라 메모리카드를 빼서 양말 속에 숨긴다'],
    ['zh', 'mystery', '暗房里，老板老郑在走廊里打电话。桌上的相机是唯一的证据。\n1. 马上冲洗照片\n2. 偷听电话\n3. 从后门走', '把相机的存储卡拔出来藏进袖子里'],
  ];
  const comeBack = /come back for|quay lại lấy|찾으러 돌아간다|回来取|回来拿|being followed|ai bám theo|미행|跟踪/u;
  for (const [language, theme, story, choice] of cases) {
    it(`${language}: it is hidden, and no option goes back for it`, () => {
      expect(readDeed(choice, language).kind).toBe('conceal');
      for (const seed of seeds) {
        const text = next(language, theme, story, choice, seed);
        expect(text).not.toMatch(comeBack);
        expect(adventureNarration(text)).not.toMatch(playback);
      }
    });
  }
});

describe('adventure (round 9c): snapping or breaking a thing in two is breaking it', () => {
  it.each<[ContentLanguage, string]>([
    ['en', 'Snap the wand over my knee'],
    ['vi', 'bẻ đôi cây đũa phép'],
    ['ko', '지팡이를 무릎에 대고 부러뜨린다'],
    ['zh', '把魔杖掰断'],
  ])('%s: "%s" is destroying', (language, choice) => {
    expect(readDeed(choice, language).kind).toBe('destroy');
  });
  it('vi: "break the cross, then throw it out of the window" tells the breaking, no "qua cửa sổ" used as a thing', () => {
    const story = 'Nhà thờ bỏ hoang. Bạn cầm cây thánh giá gỗ. Bạn đồng hành Mai đứng cạnh bạn.\n1. Cầu nguyện\n2. Giấu cây thánh giá\n3. Chạy ra ngoài';
    for (const seed of seeds) {
      const text = next('vi', 'horror', story, 'bẻ gãy cây thánh giá rồi ném qua cửa sổ', seed);
      expect(text).not.toMatch(/Qua cửa sổ (?:phát huy|làm đúng)/u);
      expect(text).not.toMatch(/Giấu cây thánh giá/u);
    }
  });
});

describe('adventure (round 9c): a place named just before a person puts them there', () => {
  it.each<[ContentLanguage, string, string]>([
    ['en', 'Downstairs, your friend Theo is calling your name.', 'Theo'],
    ['vi', 'Ở dưới nhà, anh Phúc đang gọi vọng lên.', 'anh Phúc'],
    ['ko', '아래층에서 지우가 너를 부른다.', '지우'],
    ['zh', '楼下的小雨在大声喊你的名字。', '小雨'],
  ])('%s: %s', (language, story, name) => {
    expect(storyCast(story, language).map((member) => member.name)).toContain(name);
    expect(castPlace(story, name, language)).toBe('away');
  });
});

describe('adventure (round 9c): a spent thing is matched by its head noun', () => {
  it.each<[ContentLanguage, string, string]>([
    ['en', 'Read the diary pages', 'diary'],
    ['vi', 'Đọc tiếp cuốn nhật ký', 'nhật ký'],
    ['ko', '일기를 계속 읽는다', '일기장'],
    ['zh', '继续读日记', '日记本'],
  ])('%s: "%s" uses %s again', (language, option, thing) => {
    expect(usesSpent(option, thing, language)).toBe(true);
    expect(namesSpent(option, thing, language)).toBe(true);
  });
  it('zh: the burned 日记本 is offered again neither as 日记 nor as 日记本', () => {
    const story = '深夜的老房子里，你翻到一本旧日记本。楼下的小雨在大声喊你的名字。\n1. 继续读日记\n2. 下楼找小雨\n3. 把日记藏起来';
    for (const seed of seeds) {
      const text = next('zh', 'horror', story, '把日记本撕碎烧掉', seed);
      expect(parseAdventureChoices(text).join('\n')).not.toMatch(/日记/u);
      expect(adventureNarration(text)).not.toMatch(/小雨(?:默默|一直|就在|在你身边|看着你)/u);
    }
  });
});

describe('adventure (round 9c): something taped or glued over a crack covers it, it bars nothing', () => {
  it.each<[ContentLanguage, string]>([
    ['en', 'Glue the postcard over the hole in the hull'],
    ['vi', 'dán tấm ảnh lên chỗ nứt của kính'],
    ['ko', '깨진 창문에 사진을 붙인다'],
    ['zh', '把照片贴在玻璃裂缝上'],
  ])('%s: "%s" is mending', (language, choice) => {
    expect(readDeed(choice, language).kind).toBe('mend');
  });
  it('en: a bare name on the comms is read, away', () => {
    const story = 'The hull groans. Okoye is on the radio from the bridge, asking for a status report.';
    expect(storyCast(story, 'en')).toEqual([{ name: 'Okoye', place: 'away' }]);
  });
});

describe('adventure (round 9c): a wound wrapped tight is tended, half of a thing handed over is given', () => {
  it.each<[ContentLanguage, string]>([
    ['en', "Bandage Kai's bitten arm with my scarf"],
    ['vi', 'lấy băng dính quấn chặt cánh tay bị cắn của anh Dũng'],
    ['ko', '수건으로 지호의 다친 팔에 붕대를 감는다'],
    ['zh', '用衬衫给小林包扎伤口'],
  ])('%s: "%s" is mending', (language, choice) => {
    expect(readDeed(choice, language).kind).toBe('mend');
  });
  it.each<[ContentLanguage, string, string]>([
    ['en', 'Split the bread and give half to Kai', 'Kai'],
    ['vi', 'bẻ đôi ổ bánh mì rồi chia cho anh Dũng', 'anh Dũng'],
    ['ko', '빵을 반으로 갈라 지호에게 나눠 준다', '지호'],
    ['zh', '把护身符掰成两半，一半给阿离', '阿离'],
  ])('%s: "%s" gives to %s', (language, choice, person) => {
    const plain = readPlainAction(choice, language);
    expect(plain?.kind).toBe('give');
    expect(plain?.person).toBe(person);
  });
});

describe('adventure (round 9c): a step on the way is no result of the choice (the umbrella put away, then the rain shared)', () => {
  const hiddenLine = /no one could tell it was ever there|nothing left to see|không còn dấu vết|chẳng ai có thể biết nó từng ở đó|아무도 모를 것이다|아무것도 보이지 않는다|什么痕迹都看不出来|谁也看不出那里曾经有过东西/u;
  const cases: ReadonlyArray<readonly [ContentLanguage, string, string, RegExp]> = [
    ['en', 'At the bus stop after work, your coworker Dana stands without an umbrella. You hold a small one.\n1. Offer to share it\n2. Hand it to her\n3. Pretend not to see', 'Tuck my umbrella into my bag and stand in the rain next to Dana', /Dana/u],
    ['vi', 'Ở trạm xe buýt, anh Khánh đứng một mình không có ô. Bạn cầm chiếc ô nhỏ.\n1. Rủ anh Khánh che chung\n2. Đưa ô cho anh ấy\n3. Giả vờ không thấy', 'cất ô vào ba lô rồi đứng dầm mưa cùng anh Khánh', /Khánh/u],
    ['ko', '퇴근길 버스 정류장, 같은 팀 선배 윤재가 우산 없이 서 있다. 너는 작은 우산을 들고 있다.\n1. 우산을 같이 쓰자고 한다\n2. 우산을 건넨다\n3. 모른 척한다', '우산을 접어서 가방에 넣고 같이 비를 맞는다', /윤재/u],
    ['zh', '下班的公交站，你的同事周扬没带伞站在雨里。你手里有一把小伞。\n1. 和他一起打伞\n2. 把伞给他\n3. 假装没看见', '把伞收进包里，陪周扬一起淋雨', /周扬/u],
  ];
  for (const [language, story, choice, person] of cases) {
    it(`${language}: the other person is in the beat and nothing is told as hidden away`, () => {
      for (const seed of seeds) {
        const text = next(language, 'romance', story, choice, seed);
        expect(adventureNarration(text)).toMatch(person);
        expect(adventureNarration(text)).not.toMatch(hiddenLine);
      }
    });
  }
});
