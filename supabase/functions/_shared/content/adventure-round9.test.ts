/**
 * Tests for the grounded fall-through of round 9 (issue 13), each class in the four languages on stories other than the
 * round's own requests: an action whose verb no reader knows is told with its plain effect, the story's companion and
 * danger stay, and no stock line or first-person echo comes back; stock families read only the main clause; 把, 扔给,
 * "thả xuống cho" and "đặt lên" are no take, use or trip; an option never reuses a thing just destroyed or let go; a
 * Korean choice typed in the informal form is told in the plain form; a companion comes along when the player moves;
 * papers photographed are copied with no stock shape in the frame.
 */
import { describe, expect, it } from 'vitest';
import { generateAdventureContinue } from './adventure.ts';
import { mainClause, readDeed, storyCompanion, storyThreat, type DeedKind } from './adventure-deed.ts';
import { actionFamily } from './adventure-results.ts';
import { choiceAct } from './adventure-grounded.ts';
import { readPlainAction } from './adventure-plain.ts';
import { secondPersonChoice } from './adventure-person.ts';
import { adventurePacks } from './data/adventure/packs.ts';
import { adventureNarration, parseAdventureChoices } from '../contract/adventure-choices.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { AdventureTheme, ContentLanguage } from '../contract/content-types.ts';

const seeds = [3, 17, 101, 2024, 777];
const next = (language: ContentLanguage, theme: AdventureTheme, currentStory: string, choice: string, seed: number): string =>
  generateAdventureContinue({ input: theme, currentStory, choice }, { language, random: seededRandom(seed) });
/** The narration after the retold choice. */
const beat = (text: string): string => adventureNarration(text).replace(/^[^.!?。！？]*[.!?。！？]["”’」』]?\s*/u, '');
/** The stock lines of the old fall-through, which say nothing of what was done. */
const stockLines = (language: ContentLanguage): readonly string[] => adventurePacks[language].reactions.other;
/** The visitor's own first person, never echoed. */
const firstPerson: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:I|me|my|myself)\b/u,
  vi: /(?<![\p{L}\p{M}])(?:tôi|mình|tớ)(?![\p{L}\p{M}])/iu,
  ko: /(?<![가-힣])(?:나는|내가|나를|내)(?![가-힣])/u,
  zh: /我/u,
};

describe('adventure (round 9): an action no reader knows keeps the story and its effect', () => {
  const cases: ReadonlyArray<readonly [ContentLanguage, AdventureTheme, string, string, readonly RegExp[]]> = [
    ['en', 'horror', 'You and your sister Ivy shelter in a ranger\'s hut on the ridge. Outside, the wolves are circling closer in the snow. The hut\'s one window has a crack across it.\n1. Light the stove\n2. Climb onto the roof\n3. Check the ranger\'s radio', 'I tape my scarf over the cracked window', [/holds/u, /Ivy/u, /wolves/u]],
    ['en', 'pirate', 'Your first mate Rosa is tying off the last line when the squall hits. Three ships are closing in on the harbour mouth behind you.\n1. Raise the black flag\n2. Run for the open sea\n3. Hide below deck', 'I whistle the old harbour tune twice', [/Rosa/u, /ships/u]],
    ['vi', 'zombie', 'Bạn và anh Khoa trú trong một trạm kiểm lâm trên đèo. Bên ngoài, xác sống đang kéo đến gần. Cửa sổ duy nhất đã nứt một đường dài.\n1. Nhóm bếp lò\n2. Leo lên mái\n3. Thử bộ đàm', 'Tôi lấy khăn quàng chặn kín khe nứt', [/giữ được|vẫn chắc|trụ được/u, /anh Khoa/iu, /xác sống/u]],
    ['vi', 'cyberpunk', 'Bạn đồng hành của bạn, kỹ sư Mộc Lan, đang dò sóng trong căn hộ chật hẹp. Drone của cảnh sát đang truy theo tín hiệu. Trên bàn là một ổ cứng cũ.\n1. Tắt hết nguồn điện\n2. Trèo ra ban công\n3. Gọi cho người môi giới', 'Tôi đập nát ổ cứng bằng búa', [/không còn đường quay lại|không thể làm lại/u, /Mộc Lan/u]],
    ['ko', 'horror', '폐교 과학실, 친구 도윤이가 네 뒤에 바짝 붙어 있다. 복도 끝에서 발소리가 점점 다가온다. 실험대 위에는 낡은 출석부가 놓여 있다.\n1. 과학실 문을 잠근다\n2. 창문으로 나간다\n3. 출석부를 펼친다', '출석부를 찢어서 태워', [/되돌릴/u, /도윤/u, /발소리/u]],
    ['ko', 'fantasy', '용의 둥지 앞, 동료 세린이 활을 겨누고 있다. 둥지 안에서 괴물이 깨어나 움직이기 시작했다.\n1. 둥지 안으로 들어간다\n2. 세린에게 신호를 보낸다\n3. 뒤로 물러난다', '찢어진 망토를 꿰매서 어깨에 두른다', [/버틴다/u, /세린/u, /괴물/u]],
    ['zh', 'zombie', '你和表妹小雨躲在便利店的冷库里，外面的丧尸越聚越多。门把手已经松了。\n1. 拿灭火器守在门口\n2. 从通风口爬出去\n3. 打开对讲机', '我用铁丝把门把手缠死', [/小雨/u, /丧尸/u]],
    ['zh', 'mystery', '你和搭档老周守在旧仓库里，保安的手电光越来越近。桌上摊着一张写满名字的名单。\n1. 把名单塞进外套\n2. 躲到货架后面\n3. 从侧门离开', '把名单撕碎扔进下水道', [/挽回|回头路/u, /老周/u, /保安/u]],
  ];
  it.each(cases)('%s/%s: "%s" gets its effect, the companion and the danger, and no stock line', (language, theme, story, choice, wanted) => {
    for (const seed of seeds) {
      const text = next(language, theme, story, choice, seed);
      const told = beat(text);
      for (const pattern of wanted) expect(told).toMatch(pattern);
      for (const stock of stockLines(language)) expect(told).not.toContain(stock);
      expect(adventureNarration(text)).not.toMatch(firstPerson[language]);
      expect(parseAdventureChoices(text).length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('adventure (round 9): effects are read from the main clause', () => {
  it.each<[ContentLanguage, string, DeedKind]>([
    ['en', 'sew the ripped tent back together', 'mend'],
    ['en', 'bury the radio under the leaves so they cannot track you', 'conceal'],
    ['en', 'cut the mooring rope and let the raft drift', 'release'],
    ['en', 'toss the apple to Nora', 'send'],
    ['vi', 'khóa trái cửa kho', 'secure'],
    ['vi', 'đốt tấm bản đồ', 'destroy'],
    ['vi', 'ném chiếc chìa khóa cho Quang', 'send'],
    ['ko', '문을 걸어 잠근다', 'secure'],
    ['ko', '편지를 찢는다', 'destroy'],
    ['ko', '쪽지를 주머니에 넣는다', 'conceal'],
    ['zh', '把船缆割断', 'release'],
    ['zh', '把窗户封死', 'secure'],
    ['zh', '透过门缝往外看', 'unknown'],
    ['zh', '把伞扔给他', 'send'],
  ])('%s: "%s" reads as %s', (language, told, kind) => {
    expect(readDeed(told, language).kind).toBe(kind);
  });

  it.each<[ContentLanguage, string, string]>([
    ['en', 'bury the beacon under the sand so they cannot track you', 'bury the beacon under the sand'],
    ['vi', 'giấu chiếc xe sau bụi cây để bọn chúng không theo dấu được', 'giấu chiếc xe sau bụi cây'],
    ['ko', '추적하지 못하게 비콘을 모래에 묻는다', '비콘을 모래에 묻는다'],
    ['zh', '把信号器埋进沙里，免得他们追踪', '把信号器埋进沙里'],
  ])('%s: the purpose clause of "%s" is no part of the action', (language, told, main) => {
    expect(mainClause(told, language)).toBe(main);
  });

  it('a stock family is not read from a side clause (en: "track" in "so they cannot track you")', () => {
    expect(actionFamily(mainClause('bury the beacon under the sand so they cannot track you', 'en'), 'en')).toBeNull();
  });

  it.each<[ContentLanguage, AdventureTheme, string, string]>([
    ['en', 'space', 'Your pod lies cracked on the ice of Europa, and two drones are sweeping the plain toward its signal. Your co-pilot Vela is unconscious.\n1. Drag Vela to the ridge\n2. Switch off the pod\n3. Signal the drones', 'I bury the transmitter in the snow so they can\'t track us'],
    ['vi', 'zombie', 'Bạn và bé Su nấp trong gara. Xác sống đang kéo đến gần theo tiếng máy nổ.\n1. Tắt máy xe\n2. Trèo lên gác\n3. Mở cửa cuốn', 'Tôi vùi chìa khóa xe xuống đống cát để bọn chúng không lần theo được'],
    ['ko', 'zombie', '친구 현우와 함께 옥상 창고에 숨어 있다. 좀비들이 계단을 따라 몰려온다.\n1. 창고 문을 막는다\n2. 옆 건물로 건너간다\n3. 구조 신호를 보낸다', '좀비가 따라오지 못하게 무전기를 물통에 숨긴다'],
    ['zh', 'space', '你和队友阿哲困在月面基地外，两架无人机正朝信号飞来。\n1. 关掉信标\n2. 躲进陨石坑\n3. 呼叫基地', '我把信标埋进月壤里，免得它们追踪'],
  ])('%s: hiding something so nobody tracks you gets no trail to follow', (language, theme, story, choice) => {
    for (const seed of seeds) {
      expect(beat(next(language, theme, story, choice, seed))).not.toMatch(/footprints|scratches|trail|dấu chân|vết cào|발자국|긁힌 자국|脚印|抓痕/u);
    }
  });
});

describe('adventure (round 9): loose readers need their own evidence', () => {
  it('zh: 把 + a verb of cutting or sealing takes nothing; 扔给他 uses nothing', () => {
    expect(choiceAct('把绳子割断，让小船漂走', 'zh')?.kind).not.toBe('take');
    expect(choiceAct('用胶带把窗户封死', 'zh')?.kind).not.toBe('take');
    expect(choiceAct('把那封信折成纸飞机扔给他', 'zh')?.target).not.toBe('给他');
    expect(choiceAct('把手机藏进口袋', 'zh')).toMatchObject({ kind: 'take', target: '手机' });
  });
  it('vi: a thing let down or put on a desk is no trip', () => {
    expect(readPlainAction('thả xuống cho bé Na trèo xuống trước', 'vi')?.kind).not.toBe('arrive');
    expect(readPlainAction('đặt lên bàn của Quân', 'vi')?.kind).not.toBe('arrive');
    expect(readPlainAction('chạy tới bến xe', 'vi')?.kind).toBe('arrive');
  });
  it('en: a run to a place arrives there', () => {
    expect(readPlainAction('run to the library', 'en')).toMatchObject({ kind: 'arrive', place: 'the library' });
  });
  it('ko and en: the story\'s companion and danger are found by their markers, not by any capital or name', () => {
    expect(storyCompanion('겁에 질린 고등학생 하은이다.', 'ko')).toBe('하은');
    expect(storyCompanion('The innkeeper slides a map across the table. Your companion Wren frowns.', 'en')).toBe('Wren');
    expect(storyCompanion('Kepler-442b is cold. Mara Corp owns the moon.', 'en')).toBeNull();
    expect(storyThreat('Jess holds the old hunting rifle. Something is dragging itself across the porch.', 'en')).toMatchObject({ phrase: 'whatever is out there', coming: false });
  });
});

describe('adventure (round 9): no option reuses what was just destroyed or let go', () => {
  it.each<[ContentLanguage, AdventureTheme, string, string, RegExp]>([
    ['en', 'fantasy', 'A peddler sells you a scroll with the name of the lich written on it. Your friend Tam warns you not to read it aloud.\n1. Read the scroll aloud\n2. Sell the scroll back\n3. Ask Tam about the lich', 'I burn the scroll in the campfire', /Read the scroll|Sell the scroll/u],
    ['vi', 'pirate', 'Thuyền trưởng trao cho bạn tấm bản đồ kho báu. Bạn thân của bạn, thủy thủ Lộc, nhìn nó đầy thèm muốn.\n1. Cất bản đồ vào rương\n2. Đưa bản đồ cho Lộc xem\n3. Hỏi thuyền trưởng về kho báu', 'Tôi xé bản đồ thành từng mảnh', /Cất bản đồ|Đưa bản đồ/u],
    ['ko', 'mystery', '탐정 사무소 책상 위에 협박 편지가 놓여 있다. 조수 민호가 커피를 내려놓는다.\n1. 편지를 서랍에 넣는다\n2. 편지를 경찰에 넘긴다\n3. 민호에게 편지를 읽어 준다', '편지를 찢는다', /편지를 서랍|편지를 경찰/u],
    ['zh', 'pirate', '你和搭档阿杰站在码头，一条装满走私货的小船系在桩子上。\n1. 跳上小船\n2. 把小船划走\n3. 叫人来帮忙', '把缆绳割断，让小船漂走', /跳上小船|把小船划走/u],
  ])('%s: after "%s" the spent thing is not offered again', (language, theme, story, choice, spent) => {
    for (const seed of seeds) {
      const text = next(language, theme, story, choice, seed);
      expect(parseAdventureChoices(text).filter((option) => spent.test(option))).toEqual([]);
    }
  });
});

describe('adventure (round 9): a Korean choice in the informal form is told in the plain form', () => {
  it.each<[string, string]>([
    ['거울에 수건을 덮어', '거울에 수건을 덮는다'],
    ['창문을 닫아요', '창문을 닫는다'],
    ['불을 꺼', '불을 꺼'],
    ['문을 열어', '문을 열어'],
  ])('"%s" → "%s"', (choice, told) => {
    expect(secondPersonChoice(choice, 'ko').text).toBe(told);
  });
});

describe('adventure (round 9): the companion comes along when the player moves', () => {
  it.each<[ContentLanguage, AdventureTheme, string, string, RegExp]>([
    ['en', 'zombie', 'The mall is overrun. Your cousin Theo is limping beside you, and the dead are pouring in from the food court.\n1. Hide in the cinema\n2. Take the escalator up\n3. Barricade the shop', '1', /Theo/u],
    ['vi', 'horror', 'Bạn và bé Mơ lạc trong bệnh viện bỏ hoang. Tiếng bước chân vang lên ở tầng dưới.\n1. Trốn vào phòng mổ\n2. Chạy lên tầng thượng\n3. Gọi to', '1', /bé Mơ/iu],
    ['ko', 'zombie', '부산역 대합실에 좀비들이 몰려온다. 네 곁에는 겁에 질린 중학생 서준이 있다.\n1. 매표소 안에 숨는다\n2. 선로로 뛰어내린다\n3. 화장실에 숨는다', '1', /서준/u],
    ['zh', 'zombie', '你和表哥陈浩被困在地铁站，丧尸从站台涌了上来。\n1. 躲进值班室\n2. 沿着轨道跑\n3. 爬上通风管道', '1', /陈浩/u],
  ])('%s: whoever is beside the player stays in the scene', (language, theme, story, choice, companion) => {
    for (const seed of seeds) expect(beat(next(language, theme, story, choice, seed))).toMatch(companion);
  });
});

describe('adventure (round 9): papers photographed are copied, with no stock shape in the frame', () => {
  it.each<[ContentLanguage, AdventureTheme, string, string]>([
    ['en', 'mystery', 'You are alone in the mayor\'s study. The desk drawer holds a ledger of payments, and the guards are coming back up the stairs.\n1. Take the ledger\n2. Hide behind the curtain\n3. Climb out the window', 'I photograph every page of the ledger'],
    ['vi', 'mystery', 'Bạn lẻn vào phòng giám đốc. Trong ngăn kéo có một tập hồ sơ mật, và bảo vệ đang đi tới gần.\n1. Lấy tập hồ sơ\n2. Nấp sau rèm\n3. Ra bằng cửa sổ', 'Tôi chụp ảnh từng trang hồ sơ'],
    ['ko', 'mystery', '사장실에 혼자 들어왔다. 금고 안에 비밀 장부가 있고, 복도에서 발소리가 점점 다가온다.\n1. 장부를 챙긴다\n2. 커튼 뒤에 숨는다\n3. 창문으로 나간다', '장부를 한 장씩 사진을 찍는다'],
    ['zh', 'mystery', '你溜进了厂长办公室，抽屉里有一份合同，走廊里的脚步声越来越近。\n1. 把合同拿走\n2. 躲到柜子里\n3. 从窗户出去', '我把合同每一页都拍下来'],
  ])('%s: "%s"', (language, theme, story, choice) => {
    for (const seed of seeds) expect(beat(next(language, theme, story, choice, seed))).not.toMatch(/shape that should not|something you did not see|hình dạng lẽ ra|thứ mắt bạn|있어서는 안 될 형체|듣지 못한 소리|不该在那里的影子|根本没听见/u);
  });
});

describe('adventure (round 9): a choice that is no action is told as it is', () => {
  const stories: Readonly<Record<ContentLanguage, readonly [AdventureTheme, string]>> = {
    en: ['horror', 'You and your cousin Milo are hiding in the barn loft. Below, the wolves are circling closer.\n1. Pull up the ladder\n2. Jump down and run\n3. Light a match'],
    vi: ['zombie', 'Bạn và chị Lan nấp trong siêu thị. Xác sống đang kéo đến gần cửa kính.\n1. Chặn cửa\n2. Trốn vào kho\n3. Gọi cứu hộ'],
    ko: ['zombie', '친구 지안과 함께 편의점 창고에 숨어 있다. 좀비들이 문 앞으로 몰려온다.\n1. 문을 막는다\n2. 뒷문으로 나간다\n3. 무전기를 켠다'],
    zh: ['zombie', '你和表姐小敏躲在药店的柜台后面，丧尸越聚越多。\n1. 堵住门口\n2. 从后门溜走\n3. 打开收音机'],
  };
  it.each<[ContentLanguage, string, RegExp]>([
    ['en', 'what was that noise?', /“What was that noise\?”/u],
    ['en', 'idk', /hesitate/u],
    ['en', "I'm scared", /breath/u],
    ['vi', 'cái gì vậy?', /“Cái gì vậy\?”/u],
    ['vi', 'sợ quá', /thở/u],
    ['ko', '저게 뭐야?', /“저게 뭐야\?”/u],
    ['ko', '무서워', /숨/u],
    ['zh', '外面有多少丧尸？', /“外面有多少丧尸？”/u],
    ['zh', '我好害怕', /喘口气|呼吸/u],
  ])('%s: "%s" is told honestly, the companion answers and the old options stay', (language, choice, told) => {
    const [theme, story] = stories[language];
    for (const seed of seeds) {
      const text = next(language, theme, story, choice, seed);
      const narration = adventureNarration(text);
      expect(narration).toMatch(told);
      expect(narration).not.toMatch(/it is done|làm xong|là xong|해낸다|끝났다|做完了|You choose to|Bạn chọn|你选择/u);
      expect(narration).toMatch(/Milo|chị Lan|지안|小敏/iu);
    }
  });
  it.each<[ContentLanguage, string, DeedKind]>([
    ['en', 'throw a bottle at the wolves', 'strike'],
    ['vi', 'ném chai vào đám xác sống', 'strike'],
    ['ko', '좀비에게 병을 던진다', 'strike'],
    ['zh', '把酒瓶扔向丧尸', 'strike'],
  ])('%s: something thrown at a danger is a strike, never a gift to it ("%s")', (language, told, kind) => {
    expect(readDeed(told, language).kind).toBe(kind);
  });
});
