/**
 * Tests for the classes behind the seventh blind read's adventure scores (rows 25–32, issue 13 round 8), each in the
 * four languages on stories other than the round's own requests: an action of several steps has every step told (the
 * earlier ones as done, the scene following the last); a sound, a song, a voice or a light is followed, listened to or
 * answered and never picked up; a trip made for an errand tells the errand; no option undoes or repeats what was just
 * done; a favour asked is answered; no broken Korean fragment ("주워 지우", "마") becomes a person or an object.
 */
import { describe, expect, it } from 'vitest';
import { generateAdventureContinue } from './adventure.ts';
import { actionClauses } from './adventure-clauses.ts';
import { sourceStep } from './adventure-source.ts';
import { readErrand } from './adventure-errand.ts';
import { undoesAction } from './adventure-redo.ts';
import { adventureNarration, parseAdventureChoices } from '../contract/adventure-choices.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { AdventureTheme, ContentLanguage } from '../contract/content-types.ts';

const seeds = [3, 17, 101, 2024, 777];
const next = (language: ContentLanguage, theme: AdventureTheme, currentStory: string, choice: string, seed: number): string =>
  generateAdventureContinue({ input: theme, currentStory, choice }, { language, random: seededRandom(seed) });
/** The narration after the retold choice. */
const beat = (text: string): string => adventureNarration(text).replace(/^[^.!?。！？]*[.!?。！？]["”’」』]?\s*/u, '');

describe('adventure (round 8): an action of several steps is split at its sequence words', () => {
  it.each<[ContentLanguage, string, readonly string[]]>([
    ['en', 'I lock the cellar door, then I climb out through the window', ['I lock the cellar door', 'I climb out through the window']],
    ['en', 'Ask the farmer and his son what they saw', ['Ask the farmer and his son what they saw']],
    ['vi', 'Tôi khóa cửa hầm rồi trèo ra bằng cửa sổ', ['Tôi khóa cửa hầm', 'trèo ra bằng cửa sổ']],
    ['ko', '지하실 문을 잠그고 나서 창문으로 빠져나간다', ['지하실 문을 잠그', '창문으로 빠져나간다']],
    ['zh', '我先锁上地窖的门，然后从窗户爬出去', ['我锁上地窖的门', '从窗户爬出去']],
  ])('%s: %s', (language, choice, steps) => {
    expect(actionClauses(choice, language)).toEqual(steps);
  });
});

describe('adventure (round 8): every step of a compound action is told', () => {
  const cases: ReadonlyArray<readonly [ContentLanguage, AdventureTheme, string, string, RegExp, RegExp]> = [
    ['en', 'fantasy', 'At the edge of the Frostwood a hungry troll blocks the bridge. In your satchel you carry a wheel of cheese and a coil of rope.\n1. Fight the troll\n2. Sneak under the bridge\n3. Turn back', 'I give the troll the wheel of cheese, then ask it to let me cross', /troll takes the wheel of cheese/u, /“/u],
    ['vi', 'zombie', 'Bạn và chị Lan trốn trong một hiệu thuốc ở Huế. Trong ba lô có một cuộn băng gạc và một chai nước. Ngoài cửa kính, xác sống đang tụ lại.\n1. Chặn cửa bằng tủ thuốc\n2. Tìm lối ra phía sau\n3. Băng bó cho chị Lan', 'Tôi đưa chai nước cho chị Lan rồi cả hai lẻn ra cửa sau', /chị Lan nhận lấy chai nước/iu, /cửa sau/u],
    ['ko', 'cyberpunk', '2061년 인천 항구. 당신은 밀수 조직의 창고에 숨어 있다. 손목 단말기에는 훔친 설계도가 들어 있고, 창고 위로 감시 드론이 맴돈다.\n1. 설계도를 지운다\n2. 드론을 피해 컨테이너 뒤로 숨는다\n3. 동료에게 연락한다', '드론을 해킹하고 나서 부두 쪽 컨테이너로 빠져나간다', /드론이 당신 손에 넘어온다/u, /컨테이너/u],
    ['zh', 'romance', '周五晚上，你在图书馆门口等了半个小时，终于看见了同班的许言。外面下着雪，他的手冻得通红。你的包里有一副新买的手套。\n1. 把手套送给他\n2. 约他去喝杯咖啡\n3. 假装偶遇，打个招呼', '我先把手套递给他，然后约他去对面的咖啡店坐坐', /他接过了手套/u, /咖啡店/u],
  ];
  it.each(cases)('%s: the earlier step is done and the last one has its own beat', (language, theme, story, choice, earlier, last) => {
    for (const seed of seeds) {
      const text = beat(next(language, theme, story, choice, seed));
      expect(text).toMatch(earlier);
      expect(text).toMatch(last);
    }
  });
});

describe('adventure (round 8): a sound or a light is followed, listened to or answered, never picked up', () => {
  it.each<[ContentLanguage, string, string, string]>([
    ['en', 'Follow the singing down to the old mill', 'follow', 'the singing'],
    ['vi', 'Lần theo tiếng sáo ra bờ suối', 'follow', 'tiếng sáo'],
    ['ko', '피리 소리가 어디서 나는지 귀를 기울인다', 'listen', '피리 소리'],
    ['zh', '顺着笛声往山谷里走', 'follow', '声'],
  ])('%s: reads "%s" as a step aimed at a sound', (language, step, move, source) => {
    const read = sourceStep(step, '', language);
    expect(read?.move).toBe(move);
    expect(read?.source ?? '').toContain(source);
  });
  const stories: ReadonlyArray<readonly [ContentLanguage, AdventureTheme, string, string, RegExp]> = [
    ['en', 'horror', 'The ferry to Inishmore is the last one tonight, and the deck is empty. From below, somewhere near the engine room, someone is humming a lullaby your grandmother used to sing.\n1. Follow the humming below deck\n2. Find the captain\n3. Stay on deck', '1', /humming/iu],
    ['vi', 'pirate', 'Đêm trăng, tàu của bạn neo gần một hòn đảo nhỏ ngoài khơi Phú Quốc. Từ trong rừng dừa vọng ra tiếng hát ru bằng giọng một người phụ nữ.\n1. Lên bờ đi theo tiếng hát\n2. Hỏi thuyền phó có nghe thấy không\n3. Nhổ neo ngay', '1', /tiếng hát/u],
    ['ko', 'horror', '새벽 두 시, 아파트 지하 주차장에서 차에 타려는데 어디선가 아이가 노래를 부르는 목소리가 들린다. 주차장에는 당신 차밖에 없다.\n1. 목소리를 따라간다\n2. 차에 타서 문을 잠근다\n3. 경비실에 전화한다', '1', /목소리/u],
    ['zh', 'mystery', '深夜的老街上，所有店铺都关了门，只有巷子尽头亮着一盏红灯笼，灯笼下隐约有人在拉二胡。\n1. 朝着红灯笼走过去\n2. 给朋友打电话\n3. 转身回旅馆', '1', /红灯笼/u],
  ];
  it.each(stories)('%s: the beat names the sound or light and nothing takes it', (language, theme, story, choice, named) => {
    for (const seed of seeds) {
      const text = next(language, theme, story, choice, seed);
      expect(beat(text)).toMatch(named);
      // Never found, picked up or carried: "you finally found the song", "带上歌声", "챙긴다".
      expect(text).not.toMatch(/finally (?:find|found)|pick(?:s)? up the (?:humming|song)|Take the humming|nhặt|cầm lấy tiếng|챙긴다|챙겨|找到了红灯笼|带上|拿走/u);
      expect(text).not.toMatch(/footprints|dấu chân|발자국|脚印|a lamp is still warm/u);
    }
  });
});

describe('adventure (round 8): a trip made for an errand tells the errand', () => {
  it.each<[ContentLanguage, string, string]>([
    ['en', 'you go to the harbour office to ask around about the missing boat', 'ask'],
    ['vi', 'bạn chạy xuống bếp lấy con dao', 'fetch'],
    ['ko', '편의점에 우산을 사러 간다', 'buy'],
    ['zh', '你混进了广场上的人群', 'blend'],
  ])('%s: %s', (language, step, kind) => {
    expect(readErrand(step, language)?.kind).toBe(kind);
  });
  it('a trip to get a better look is no errand', () => {
    expect(readErrand('you sneak to the roof to get a better look at the bus', 'en')).toBeNull();
  });
  const stories: ReadonlyArray<readonly [ContentLanguage, AdventureTheme, string, string, RegExp, RegExp]> = [
    ['en', 'mystery', 'A postcard arrives from your sister, who vanished a year ago. It shows the Blue Anchor inn at Whitby and says only: “Room 7.”\n1. Take the postcard to the Blue Anchor inn and ask around\n2. Call the police\n3. Burn the postcard', '1', /asking around/u, /postcard/u],
    ['vi', 'romance', 'Chiều mưa ở Đà Lạt, bạn và Vy trú dưới mái hiên một tiệm bánh. Vy run vì lạnh.\n1. Chạy sang quán bên kia đường mua hai ly sữa nóng\n2. Khoác áo cho Vy\n3. Rủ Vy chạy về nhà', '1', /hai ly sữa nóng/u, /Mua xong/u],
    ['ko', 'zombie', '대구의 한 아파트 옥상. 당신과 동생은 사흘째 버티고 있다. 3층 당신 집 부엌에는 아직 생수 한 박스가 남아 있다.\n1. 3층 집으로 생수를 가지러 내려간다\n2. 옥상 문을 막는다\n3. 구조 신호를 보낸다', '1', /생수/u, /그대로 있다/u],
    ['zh', 'cyberpunk', '2088年的重庆，你的芯片被人远程锁定了。轻轨站里挤满了下班的人，两个保安正朝你走来。\n1. 混进轻轨站的人群里\n2. 拔掉芯片\n3. 向保安自首', '1', /混进了/u, /人群/u],
  ];
  it.each(stories)('%s: the arrival tells the errand, never "quieter than you expected" or a pasted place', (language, theme, story, choice, errand, thing) => {
    for (const seed of seeds) {
      const text = beat(next(language, theme, story, choice, seed));
      expect(text).toMatch(errand);
      expect(text).toMatch(thing);
      expect(text).not.toMatch(/quieter than you expected|yên hơn bạn tưởng|생각보다 조용해서|比你想的安静|来到了轻轨站的人群/u);
    }
  });
});

describe('adventure (round 8): no option undoes or repeats what was just done', () => {
  it.each<[ContentLanguage, string, readonly string[], boolean]>([
    ['en', 'Ring the silver bell', ['give the dragon the silver bell'], true],
    ['en', 'Ask the dragon about the bell', ['give the dragon the silver bell'], false],
    ['vi', 'Giấu cuốn sổ vào cặp', ['đưa cuốn sổ cho cô chủ nhiệm'], true],
    ['ko', '같이 우산을 쓰고 간다', ['우산을 지우에게 건넨다'], true],
    ['zh', '回去取怀表', ['把怀表藏进袖子里'], true],
    ['zh', '下楼去拿摩托车', ['下楼去拿摩托车'], true],
    ['zh', '给朋友打电话', ['把怀表藏进袖子里'], false],
  ])('%s: "%s" after %j', (language, option, steps, undoes) => {
    expect(undoesAction(option, steps, language)).toBe(undoes);
  });
  const stories: ReadonlyArray<readonly [ContentLanguage, AdventureTheme, string, string, RegExp]> = [
    ['en', 'school', 'On the first day of term you find a sketchbook full of drawings of your classmates under your desk. Your teacher, Mr. Hale, walks in.\n1. Hide the sketchbook in your bag\n2. Give the sketchbook to Mr. Hale\n3. Ask your neighbour whose it is', '2', /Hide the sketchbook/u],
    ['vi', 'romance', 'Trời đổ mưa to lúc tan làm. Bạn gặp Hà đứng chờ ở sảnh, không mang ô. Trong túi bạn có một chiếc ô gấp.\n1. Rủ Hà che chung ô ra bến xe buýt\n2. Cho Hà mượn ô rồi bạn chạy mưa về\n3. Đứng chờ tạnh mưa cùng Hà', 'Tôi đưa chiếc ô cho Hà rồi chạy ra tiệm tạp hóa đầu ngõ', /che chung ô/u],
    ['ko', 'school', '점심시간, 복도에서 전학생 서준이 지갑을 잃어버렸다며 울상이다. 당신 발밑에 갈색 지갑이 떨어져 있다.\n1. 지갑을 서준에게 돌려준다\n2. 지갑을 주머니에 넣는다\n3. 선생님께 가져간다', '1', /지갑을 주머니에 넣는다/u],
    ['zh', 'time_travel', '你回到了1990年的广州。火车站门口，一个戴草帽的老人把一封信塞给你，说：“千万别让任何人看见。”\n1. 把信藏进外套里\n2. 当场拆开信\n3. 追上老人问个清楚', '1', /把信藏进外套里/u],
  ];
  it.each(stories)('%s: the option that undoes or repeats the action is gone', (language, theme, story, choice, undoing) => {
    for (const seed of seeds) {
      const options = parseAdventureChoices(next(language, theme, story, choice, seed));
      expect(options.length).toBeGreaterThanOrEqual(3);
      expect(options.join('\n')).not.toMatch(undoing);
    }
  });
});

describe('adventure (round 8): no broken Korean fragment becomes a person or an object', () => {
  it('a thing picked up and handed over: the person is the one named, "주워" is no part of them', () => {
    const story = '방과 후 운동장에서 후배 하린이 넘어져 무릎을 다쳤다. 옆에 하린의 이름표가 떨어져 있다.\n1. 이름표를 주워 하린에게 건넨다\n2. 보건실로 데려간다\n3. 선생님을 부른다';
    for (const seed of seeds) {
      const text = next('ko', 'school', story, '1', seed);
      expect(text).not.toMatch(/주워 하린[은이는가]/u);
      expect(beat(text)).toMatch(/하린/u);
    }
  });
  it('a one-syllable word cut from "마을" is no story object', () => {
    const story = '해 질 녘, 마을 어귀에서 여우 한 마리가 길을 막고 앉아 있다. 여우는 수수께끼를 맞히면 보물을 주겠다고 한다.\n1. 수수께끼를 듣는다\n2. 여우에게 떡을 건네며 길을 비켜 달라고 부탁한다\n3. 돌아간다';
    for (const seed of seeds) {
      const text = next('ko', 'fantasy', story, '2', seed);
      expect(text).not.toMatch(/(?<![가-힣])마(?:를|에 대해|을)\s/u);
      // The favour is answered: the fox grants it, on its own terms.
      expect(beat(text)).toMatch(/부탁대로|“/u);
    }
  });
});

describe('adventure (round 8): someone followed stays in sight, no trail of scratches', () => {
  it.each<[ContentLanguage, string, string | null]>([
    ['en', 'Follow the old fisherman down to the harbour', 'the old fisherman'],
    ['en', 'Follow the trail of blood', null],
    ['vi', 'Đi theo bà cụ vào con hẻm', 'bà cụ'],
    ['ko', '할아버지를 몰래 따라간다', '할아버지'],
    ['zh', '跟着那个卖花的小女孩走', '卖花的小女孩'],
    ['zh', '顺着脚印走', null],
    // Round 10 (the lead's set E): "出门" is where the man in black goes, not part of who he is.
    ['zh', '我先跟着黑衣人出门，看他往哪里去', '黑衣人'],
  ])('%s: "%s"', async (language, step, who) => {
    const { followedSomeone } = await import('./adventure-follow.ts');
    expect(followedSomeone(step, language)).toBe(who);
  });
  const stories: ReadonlyArray<readonly [ContentLanguage, AdventureTheme, string, RegExp]> = [
    ['en', 'mystery', 'At the village fair a man in a grey coat slips a note into your pocket and walks off towards the church.\n1. Follow the man in the grey coat\n2. Read the note\n3. Tell the constable', /man in the grey coat/u],
    ['vi', 'time_travel', 'Bạn tỉnh dậy ở Sài Gòn năm 1968. Một cậu bé đánh giày nhìn bạn rồi chạy vụt vào chợ Bến Thành.\n1. Đi theo cậu bé đánh giày\n2. Hỏi người bán hàng năm nay là năm nào\n3. Tìm chỗ trốn', /cậu bé/u],
    ['ko', 'time_travel', '눈을 떠 보니 1970년대 부산 국제시장이다. 젊은 시절의 어머니가 장바구니를 들고 골목으로 들어간다.\n1. 어머니를 따라간다\n2. 가게 주인에게 날짜를 묻는다\n3. 시장 밖으로 나간다', /어머니/u],
    ['zh', 'mystery', '雨夜的上海弄堂里，一个撑黑伞的女人从你身边走过，掉下了一枚旧铜钥匙。\n1. 跟着撑黑伞的女人\n2. 捡起铜钥匙\n3. 回侦探社', /撑黑伞的女人/u],
  ];
  it.each(stories)('%s: the one followed is named and leads somewhere', (language, theme, story, who) => {
    for (const seed of seeds) {
      const text = next(language, theme, story, '1', seed);
      expect(beat(text)).toMatch(who);
      expect(text).not.toMatch(/scratches|lamp is still warm|vết cào|긁힌 자국|抓痕/u);
    }
  });
});

describe('adventure (round 8): a found thing handed to a teacher or an officer is turned in, not a present', () => {
  it.each<[ContentLanguage, AdventureTheme, string, RegExp]>([
    ['en', 'school', 'You find a phone full of exam answers in the science lab. Mr. Okoye, your teacher, is at the door.\n1. Give the phone to the teacher\n2. Delete the answers\n3. Leave it there', /Where did you find this/u],
    ['vi', 'school', 'Bạn nhặt được một chiếc ví trước cổng trường. Thầy giám thị đang đứng gần đó.\n1. Đưa chiếc ví cho thầy giám thị\n2. Mở ví xem của ai\n3. Để lại chỗ cũ', /tìm thấy cái này ở đâu/u],
    ['ko', 'school', '복도에서 누군가 잃어버린 학생증을 주웠다. 담임 선생님이 교무실에서 나온다.\n1. 선생님께 학생증을 건넨다\n2. 주인을 직접 찾는다\n3. 그냥 지나간다', /어디서 찾았/u],
    ['zh', 'school', '你在操场上捡到一张写满名字的纸条。班主任正好走过来。\n1. 把纸条交给班主任\n2. 偷偷看一眼\n3. 扔进垃圾桶', /在哪儿找到的/u],
  ])('%s', (language, theme, story, asked) => {
    for (const seed of seeds) {
      const text = beat(next(language, theme, story, '1', seed));
      expect(text).toMatch(asked);
      expect(text).not.toMatch(/kind to me|tốt với|이렇게까지 해 줘요|对我这么好/u);
    }
  });
});

describe('adventure (round 8): a lamp relit or a fire kindled catches and lights the scene', () => {
  it.each<[ContentLanguage, AdventureTheme, string, RegExp]>([
    ['en', 'horror', 'The power dies in the old hotel. In the dark something drags itself along the corridor. You have matches and an oil lamp.\n1. Light the oil lamp\n2. Hide under the bed\n3. Call out', /oil lamp catches/u],
    ['vi', 'pirate', 'Tàu bị mắc cạn trong đêm không trăng. Trên mũi tàu có một ngọn đèn dầu đã tắt.\n1. Thắp lại ngọn đèn dầu\n2. Thả xuồng cứu sinh\n3. Chờ trời sáng', /bắt lửa|bừng sáng/u],
    ['ko', 'horror', '폐가의 정전된 거실. 어둠 속에서 무언가 바닥을 긁는 소리가 난다. 탁자 위에 촛불과 성냥이 있다.\n1. 촛불을 켠다\n2. 소리 나는 쪽으로 간다\n3. 밖으로 뛰어나간다', /촛불이 켜지/u],
    ['zh', 'mystery', '山里的旧灯塔已经熄灭了十年。今晚海上起了大雾，你听见雾里有船的汽笛声。\n1. 点亮灯塔\n2. 下到码头看看\n3. 打电话报警', /灯塔[^。]*亮了/u],
  ])('%s', (language, theme, story, caught) => {
    for (const seed of seeds) expect(beat(next(language, theme, story, '1', seed))).toMatch(caught);
  });
});

describe('adventure (round 8): a Korean phrase never starts on a bound noun', () => {
  it('"댁 창고" cut from "할머니 댁 창고" is no phrase', async () => {
    const { isNounPhrase } = await import('./adventure-noun-phrase.ts');
    expect(isNounPhrase('댁 창고', 'ko')).toBe(false);
    expect(isNounPhrase('할머니 댁 창고', 'ko')).toBe(true);
  });
});

describe('adventure (round 8): a run with a goal ends there, no flight from "the sound behind you"', () => {
  it.each<[ContentLanguage, AdventureTheme, string, string, RegExp]>([
    ['en', 'zombie', 'Night falls on the motorway services. The infected are at the glass doors. Your car is out of fuel, but a petrol tanker stands across the car park.\n1. Hold the doors\n2. Hide in the kitchen\n3. Make a run for the tanker', '3', /reach the tanker/u],
    ['vi', 'zombie', 'Bến xe Miền Đông chìm trong hỗn loạn. Một chiếc xe khách còn nổ máy ở cuối bãi. Xác sống đang tràn vào từ cổng chính.\n1. Chạy về phía chiếc xe khách\n2. Trốn vào nhà vệ sinh\n3. Leo lên mái che', '1', /chiếc xe khách/u],
    ['ko', 'zombie', '대전역 광장. 좀비 떼가 몰려오고, 광장 건너편 경찰서 문이 아직 열려 있다.\n1. 경찰서로 달린다\n2. 역 안으로 숨는다\n3. 차 밑에 숨는다', '1', /경찰서/u],
    ['zh', 'zombie', '成都的地铁站里，丧尸正从站台两头涌过来。出口外面停着一辆还亮着灯的救护车。\n1. 往救护车那边冲\n2. 躲进列车车厢\n3. 爬上通风管道', '1', /救护车/u],
  ])('%s', (language, theme, story, choice, reached) => {
    for (const seed of seeds) {
      const text = beat(next(language, theme, story, choice, seed));
      expect(text).toMatch(reached);
      expect(text).not.toMatch(/until the sound behind you fades|cho tới khi tiếng động phía sau|소리가 잦아들 때까지|直到身后的声音/u);
    }
  });
});

describe('adventure (round 8): a bell rung brings people, no radio voice', () => {
  it.each<[ContentLanguage, AdventureTheme, string, RegExp]>([
    ['en', 'fantasy', 'Goblins are climbing the walls of the sleeping abbey. You stand in the bell tower.\n1. Ring the great bell\n2. Hide in the crypt\n3. Fight them alone', /bell booms/u],
    ['vi', 'fantasy', 'Nửa đêm, giặc cỏ kéo tới đầu làng. Bạn đứng cạnh chiếc trống đình.\n1. Đánh trống báo động\n2. Trốn vào bụi tre\n3. Chạy sang làng bên', /Tiếng chuông|cửa mở toang/u],
    ['ko', 'fantasy', '한밤중, 산적 떼가 절 문 앞까지 왔다. 스님들은 모두 잠들어 있다.\n1. 종을 울린다\n2. 법당에 숨는다\n3. 혼자 맞선다', /종소리/u],
    ['zh', 'fantasy', '半夜，山贼摸到了寺门口，师兄们都还在睡。你就站在钟楼下。\n1. 敲响大钟\n2. 躲进藏经阁\n3. 一个人去挡', /钟声/u],
  ])('%s', (language, theme, story, rung) => {
    for (const seed of seeds) {
      const text = beat(next(language, theme, story, '1', seed));
      expect(text).toMatch(rung);
      expect(text).not.toMatch(/static|crackle|rè rè|지직|电流声/iu);
    }
  });
});
