/**
 * Tests for round 9b of issue 13 (adventure-continue), each class in the four languages on stories other than the
 * round's own requests: an action no reader knows gets a consequence from the scene (the people present react, in a
 * romance or school story the other person answers), never a bare "it is done"; the people are read from the story
 * (a role noun with a name, a name after a relation verb) with where the story put them (beside, away, coming, asleep);
 * a danger closing in or someone watching is read from its own sentence; no option uses again a thing the choice spent;
 * a fire set against a danger is a wall of flame, no far-off light answering; a Korean 쓴다 after a place is writing, not
 * using a thing ("눈 위에 이름을 쓴다" is no "이름이 제대로 먹힌다"); waking someone is its own beat with the story's
 * clock still running; a reaction opened by "she" in a story with one named person names them; a changing thing the
 * player carries stays in the beat; a dust cloud looked at up close shows riders.
 */
import { describe, expect, it } from 'vitest';
import { generateAdventureContinue } from './adventure.ts';
import { approachingThing, storyCast, watcherThing } from './adventure-cast.ts';
import { spentThings } from './adventure-spent.ts';
import { namedReaction, wakeTarget } from './adventure-wake.ts';
import { adventureNarration, parseAdventureChoices } from '../contract/adventure-choices.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { AdventureTheme, ContentLanguage } from '../contract/content-types.ts';

const seeds = [3, 17, 101, 2024];
const next = (language: ContentLanguage, theme: AdventureTheme, currentStory: string, choice: string, seed: number): string =>
  generateAdventureContinue({ input: theme, currentStory, choice }, { language, random: seededRandom(seed) });
/** Lines that read as "it is over" or "it is done" and tell nothing. */
const bareDone = /it is done|is done\.|là xong|bạn làm xong|다 끝났다|해낸다|做完了|就做完了/u;

/** The other person answering a gesture (a smile, a word), not watching the player's every move. */
const answers: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /smile|softly/u,
  vi: /mỉm cười|nói nhỏ/u,
  ko: /웃는다|작게 말한다/u,
  zh: /笑了|轻声说/u,
};

describe('adventure (round 9b): an unknown action gets a consequence from the scene, never a bare "done"', () => {
  const cases: ReadonlyArray<readonly [ContentLanguage, AdventureTheme, string, string, RegExp]> = [
    ['en', 'romance', 'The last train has gone. You and Theo sit on the cold platform bench, the station lights buzzing above you.\n1. Call a taxi\n2. Walk to the bus stop\n3. Stay and talk', 'I draw a little heart in the frost on the bench between us', /Theo/u],
    ['vi', 'school', 'Giờ ra chơi, bạn cùng bàn của bạn là Thảo Vy đang ngồi khóc một mình ở góc lớp vì bị điểm kém.\n1. Lại gần hỏi han\n2. Gọi cô giáo\n3. Giả vờ không thấy', 'Mình vẽ một con mèo ngộ nghĩnh lên góc vở của bạn ấy', /Thảo Vy/u],
    ['ko', 'romance', '졸업식이 끝난 운동장, 오래 좋아했던 선배 도윤이 혼자 벤치에 앉아 있다.\n1. 옆에 앉는다\n2. 꽃다발을 건넨다\n3. 그냥 지나간다', '벤치 옆 눈 위에 이름을 쓴다', /도윤/u],
    ['zh', 'school', '晚自习结束了，你的同桌苏念还在低头改卷子，窗外下起了小雨。\n1. 陪她一起等雨停\n2. 先回宿舍\n3. 借她一把伞', '在她的草稿纸角落画一个笑脸', /苏念/u],
  ];
  for (const [language, theme, story, choice, person] of cases) {
    it(`${language}: the other person answers the gesture and nothing reads as the end`, () => {
      for (const seed of seeds) {
        const text = next(language, theme, story, choice, seed);
        const narration = adventureNarration(text);
        expect(narration).toMatch(person);
        expect(narration).toMatch(answers[language]);
        expect(narration).not.toMatch(bareDone);
        expect(parseAdventureChoices(text).length).toBeGreaterThanOrEqual(3);
      }
    });
  }
});

describe('adventure (round 9b): people are read from the story with where they are', () => {
  it('en: a role noun with a name, a title and a place', () => {
    expect(storyCast('Your partner Jax is waiting in the van. Ms. Delgado, the judge, is walking down your row.', 'en')).toEqual([
      { name: 'Jax', place: 'away' },
      { name: 'Ms. Delgado', place: 'coming' },
    ]);
  });
  it('vi: a kin word with a name, asleep', () => {
    expect(storyCast('Em trai bạn, thằng Tí, đang ngủ say trên võng.', 'vi')).toEqual([{ name: 'thằng Tí', place: 'asleep' }]);
  });
  it('ko: the last word of a role chain is no name, and a radio call is away', () => {
    expect(storyCast('동료 정비사 서준이 격납고에서 무전으로 너를 부르고, 폭풍이 다가온다.', 'ko')).toEqual([{ name: '서준', place: 'away' }]);
    expect(storyCast('두 해 전에 헤어진 태오를 카페에서 다시 만났다.', 'ko')).toEqual([{ name: '태오', place: 'beside' }]);
  });
  it('zh: a role noun with a name, coming', () => {
    expect(storyCast('你的向导老吴正朝你走过来，手里提着灯。', 'zh')).toEqual([{ name: '老吴', place: 'coming' }]);
  });
  const away: ReadonlyArray<readonly [ContentLanguage, AdventureTheme, string, string, string, RegExp]> = [
    ['en', 'cyberpunk', 'Your friend Kez is on the radio from the rooftop. The vault door in front of you hums.\n1. Ask Kez for the code\n2. Pick the lock\n3. Wait', 'I press my ear to the vault door and hum along with it', 'Kez', /Kez (?:stays|is right|presses|watches)|beside you/u],
    ['vi', 'mystery', 'Bạn thân của bạn, Quỳnh Anh, đang chờ ngoài xe. Trong căn phòng trống chỉ có một cây đàn piano cũ.\n1. Gọi Quỳnh Anh vào\n2. Mở nắp đàn\n3. Rời đi', 'Tôi gõ ba nốt nhạc trên phím đàn', 'Quỳnh Anh', /Quỳnh Anh (?:vẫn ở ngay cạnh|bám sát|nép sát)/u],
    ['ko', 'space', '정거장 복도는 조용하다. 동료 비행사 서윤이 관제실에서 무전으로 너를 부른다. 눈앞에 낯선 문양이 새겨진 벽이 있다.\n1. 서윤에게 보고한다\n2. 문양을 사진으로 찍는다\n3. 돌아간다', '벽의 문양을 손가락으로 따라 그린다', '서윤', /서윤(?:이)?(?:는|은) (?:당신 곁|바짝|바로 옆)/u],
    ['zh', 'mystery', '你的搭档老秦在楼下的车里等着。你站在空荡荡的档案室里，桌上只有一盏台灯。\n1. 打电话给老秦\n2. 翻看抽屉\n3. 离开', '我对着台灯哈了一口气', '老秦', /老秦(?:一直守在你身边|紧紧跟在|紧贴在)/u],
  ];
  for (const [language, theme, story, choice, , beside] of away) {
    it(`${language}: someone the story left away is not put beside the player`, () => {
      for (const seed of seeds) {
        expect(adventureNarration(next(language, theme, story, choice, seed))).not.toMatch(beside);
      }
    });
  }
});

describe('adventure (round 9b): a danger closing in or someone watching is read from its own sentence', () => {
  it('reads the approaching thing whole in four languages', () => {
    expect(approachingThing('The hall is dark, and the lift has just started climbing from the basement.', 'en')).toBe('the lift');
    expect(approachingThing('Trên mặt hồ, bọn cướp đang áp sát con thuyền.', 'vi')).toBe('bọn cướp');
    expect(approachingThing('산 아래에서 검은 구름이 마을 쪽으로 다가오고 있다.', 'ko')).toBe('검은 구름');
    expect(approachingThing('天快黑了，而村长正带着家丁朝祠堂走来。', 'zh')).toBe('村长');
  });
  it('reads someone watching', () => {
    expect(watcherThing('A ticket inspector keeps eyeing your old coat.', 'en')).toBe('the ticket inspector');
  });
  const cases: ReadonlyArray<readonly [ContentLanguage, AdventureTheme, string, string, RegExp]> = [
    ['en', 'mystery', 'The museum is closed. The lift has just started climbing from the basement.\n1. Hide\n2. Wait\n3. Call out', 'I balance a coin on the glass case', /the lift/u],
    ['vi', 'pirate', 'Con thuyền nhỏ trôi giữa vịnh, còn bọn cướp đang áp sát từ phía đảo.\n1. Chèo nhanh\n2. Nấp\n3. Hét lên', 'Tôi huýt sáo một bài ca cũ', /bọn cướp/u],
    ['ko', 'fantasy', '마을 우물가에 홀로 서 있다. 산 아래에서 검은 구름이 마을 쪽으로 다가오고 있다.\n1. 종을 친다\n2. 집으로 간다\n3. 기다린다', '우물에 동전을 하나 튕긴다', /검은 구름/u],
    ['zh', 'fantasy', '你站在祠堂门口，手里攥着族谱。而村长正带着家丁朝祠堂走来。\n1. 躲起来\n2. 迎上去\n3. 跑', '我对着祠堂的门拜了三拜', /村长/u],
  ];
  for (const [language, theme, story, choice, danger] of cases) {
    it(`${language}: the danger is still there after an action no reader knows`, () => {
      for (const seed of seeds) expect(adventureNarration(next(language, theme, story, choice, seed))).toMatch(danger);
    });
  }
});

describe('adventure (round 9b): no option uses again what the choice spent', () => {
  it('reads the spent thing in four languages', () => {
    expect(spentThings('you close the umbrella and stand in the rain', 'en')).toEqual(['umbrella']);
    expect(spentThings('bạn đốt lá bùa rồi rắc tro đi', 'vi')).toEqual(['bùa']);
    expect(spentThings('양산을 접고 같이 햇볕을 쬔다', 'ko')).toEqual(['양산']);
    expect(spentThings('你把玉佩磨成粉撒进河里', 'zh')).toEqual(['玉佩']);
  });
  const cases: ReadonlyArray<readonly [ContentLanguage, AdventureTheme, string, string, RegExp]> = [
    ['en', 'romance', 'It is pouring outside the cinema. Noah has no umbrella; you hold a red one.\n1. Share the umbrella with Noah\n2. Call a cab\n3. Run for it', 'I close my umbrella and stand in the rain with him', /umbrella/iu],
    ['vi', 'horror', 'Bà đồng đưa cho bạn một lá bùa đỏ. Ngoài sân có tiếng khóc.\n1. Dán lá bùa lên cửa\n2. Ra sân\n3. Gọi bà đồng', 'Tôi đốt lá bùa rồi rắc tro quanh giường', /bùa/u],
    ['ko', 'romance', '여름 축제 날, 서진이 햇볕 아래 서 있고 너는 양산을 들고 있다.\n1. 양산을 씌워 준다\n2. 음료를 사 온다\n3. 그늘로 간다', '양산을 접고 같이 햇볕을 쬔다', /양산/u],
    ['zh', 'fantasy', '河水泛着黑气。你的同伴阿岚说玉佩能镇住邪气，而族长正带着人朝河边走来。\n1. 把玉佩交给族长\n2. 带阿岚离开\n3. 先去看看河水', '我把玉佩磨成粉撒进河里', /玉佩/u],
  ];
  for (const [language, theme, story, choice, thing] of cases) {
    it(`${language}: the spent thing is in no option`, () => {
      for (const seed of seeds) {
        const options = parseAdventureChoices(next(language, theme, story, choice, seed));
        expect(options.length).toBeGreaterThanOrEqual(3);
        for (const option of options) expect(option).not.toMatch(thing);
      }
    });
  }
});

describe('adventure (round 9b): a fire set against a danger holds it back', () => {
  const cases: ReadonlyArray<readonly [ContentLanguage, AdventureTheme, string, string, RegExp]> = [
    ['en', 'zombie', 'You and your brother Cal are trapped on the mall roof. The dead are climbing the stairwell. You have a can of paint thinner and matches.\n1. Barricade the door\n2. Jump to the next roof\n3. Wait', 'I pour the thinner down the stairwell and light it', /the dead/u],
    ['vi', 'horror', 'Bạn và em Lan trốn trong kho thóc. Bầy sói đang đuổi tới gần. Bạn có một bó đuốc.\n1. Leo lên gác\n2. Chặn cửa\n3. Hét lên', 'Tôi châm lửa đống rơm trước cửa kho', /sói|lửa/u],
    ['ko', 'zombie', '너와 친구 하람은 옥상에 갇혔다. 좀비들이 계단을 올라오고 있다. 휘발유 한 통이 있다.\n1. 문을 막는다\n2. 옆 건물로 뛴다\n3. 기다린다', '계단에 휘발유를 붓고 불을 붙인다', /좀비들/u],
    ['zh', 'zombie', '你和表弟小凯被困在天台上，丧尸正顺着楼梯爬上来。你手里有一桶汽油。\n1. 堵住门\n2. 跳到隔壁楼\n3. 等着', '把汽油泼在楼梯上点火', /丧尸/u],
  ];
  for (const [language, theme, story, choice, danger] of cases) {
    it(`${language}: no far-off light answers, the danger stays`, () => {
      for (const seed of seeds) {
        const narration = adventureNarration(next(language, theme, story, choice, seed));
        expect(narration).toMatch(danger);
        expect(narration).not.toMatch(/another light|ánh sáng khác|또 다른 불빛|另一点光/u);
      }
    });
  }
});

describe('adventure (round 9b): waking someone is its own beat, the clock still running', () => {
  it('reads who is woken in four languages', () => {
    expect(wakeTarget('you go to the cabin and try to wake Captain Osei', 'en')).toBe('Captain Osei');
    expect(wakeTarget('bạn chạy vào lều, đánh thức chị Mai', 'vi')).toBe('chị Mai');
    expect(wakeTarget('조종실로 가서 민재를 흔들어 깨운다', 'ko')).toBe('민재');
    expect(wakeTarget('你跑到船舱，叫醒大副老陈', 'zh')).toBe('大副老陈');
  });
  const cases: ReadonlyArray<readonly [ContentLanguage, string, string, RegExp, RegExp]> = [
    ['en', 'The freighter drifts dark. Your crew sleeps in the cryo bay, and the reactor has 12 hours of fuel left.', 'I go to the cryo bay and try to wake Captain Osei', /Osei/u, /12 hours/u],
    ['vi', 'Con tàu trôi giữa vũ trụ. Cả đội đang ngủ đông, và bình khí chỉ đủ dùng trong 20 giờ.', 'Tôi đến khoang ngủ đông, đánh thức chị Mai', /chị Mai/iu, /20 giờ/u],
    ['ko', '우주선은 어둠 속을 떠돈다. 동료들은 냉동 수면 중이고, 산소는 30시간 치밖에 없다.', '냉동 수면실로 가서 민재를 깨운다', /민재/u, /30시간/u],
    ['zh', '飞船在黑暗里漂着。队员们都在冬眠舱里，氧气只够维持48小时。', '我去冬眠舱，试着叫醒大副老陈', /老陈/u, /48小时/u],
  ];
  for (const [language, story, choice, person, clock] of cases) {
    it(`${language}: the person comes round and the deadline stays`, () => {
      for (const seed of seeds) {
        const text = next(language, 'space', story, choice, seed);
        const narration = adventureNarration(text);
        expect(narration).toMatch(person);
        expect(narration).toMatch(clock);
        expect(narration).not.toMatch(/No one stops you|Không ai cản|아무도 막지|没有人拦你/u);
        expect(parseAdventureChoices(text).length).toBeGreaterThanOrEqual(3);
      }
    });
  }
});

describe('adventure (round 9b): a reaction opened by a pronoun names the one person of the story', () => {
  it('en, vi and zh', () => {
    expect(namedReaction('You hand her the note. She reads it twice.', 'On the bus you sit next to your classmate Ines.', 'en')).toBe('You hand her the note. Ines reads it twice.');
    expect(namedReaction('Bạn đưa cho cô ấy cái bánh. Cô ấy ngẩng lên.', 'Bạn ngồi cạnh Thu Trang trong giờ học.', 'vi')).toBe('Bạn đưa cho cô ấy cái bánh. Thu Trang ngẩng lên.');
    expect(namedReaction('你把伞递给她。她愣了一下。', '你的同桌周雨没带伞。', 'zh')).toBe('你把伞递给她。周雨愣了一下。');
  });
  it('leaves the pronoun when the story names two people', () => {
    expect(namedReaction('You hand her the note. She reads it twice.', 'Your friend Ines and your cousin Maya wait by the gate.', 'en')).toBe('You hand her the note. She reads it twice.');
  });
});

describe('adventure (round 9b): a changing thing the player carries stays, a dust cloud looked at shows riders', () => {
  const carried: ReadonlyArray<readonly [ContentLanguage, string, string, RegExp]> = [
    ['en', 'The crystal in your backpack has started to glow. The old keeper said it wakes near water. Somewhere behind you, wolves howl.\n1. Go down to the river\n2. Climb the watchtower\n3. Hide in the barn', '2', /crystal/u],
    ['vi', 'Quả trứng trong ba lô của bạn bắt đầu nứt. Trưởng làng dặn phải mang nó đến đền. Trời sắp tối.\n1. Đi tắt qua rừng\n2. Đến nhà trưởng làng\n3. Nghỉ lại ở quán trọ', '2', /quả trứng/u],
    ['ko', '가방 속의 알이 조금씩 금이 가기 시작했다. 마을 장로는 알을 신전으로 가져가라고 했다. 해가 지고 있다.\n1. 숲을 가로질러 간다\n2. 장로의 집으로 간다\n3. 여관에서 쉰다', '2', /알/u],
    ['zh', '你背包里的蛋已经开始裂开了。村长说要把它送到神庙。天快黑了。\n1. 抄近路穿过树林\n2. 去村长家\n3. 在客栈歇一晚', '2', /蛋/u],
  ];
  for (const [language, story, choice, thing] of carried) {
    it(`${language}: the thing in the bag is still there after a numbered choice`, () => {
      for (const seed of seeds) expect(adventureNarration(next(language, 'fantasy', story, choice, seed)).replace(/^[^.!?。！？]*[.!?。！？]\s*/u, '')).toMatch(thing);
    });
  }
  const dust: ReadonlyArray<readonly [ContentLanguage, string, string]> = [
    ['en', 'The wagon train has stopped by the dry creek. On the horizon, a dust cloud is growing.\n1. Circle the wagons\n2. Ride ahead\n3. Wait', 'I climb the wagon and look at the dust through my telescope'],
    ['vi', 'Đoàn xe dừng bên con suối cạn. Phía chân trời, một đám bụi mù đang lớn dần.\n1. Quây xe lại\n2. Phi lên trước\n3. Chờ', 'Tôi trèo lên nóc xe, nhìn đám bụi qua ống nhòm'],
    ['ko', '마차 행렬이 마른 개울가에 멈췄다. 지평선 너머로 흙먼지가 점점 커진다.\n1. 마차를 둥글게 세운다\n2. 앞서 달려간다\n3. 기다린다', '마차 지붕에 올라 망원경으로 흙먼지를 본다'],
    ['zh', '车队停在干涸的小溪边。地平线上，一团尘土越来越大。\n1. 把车围成一圈\n2. 骑马先走\n3. 等着', '我爬上车顶，用望远镜看那团尘土'],
  ];
  for (const [language, story, choice] of dust) {
    it(`${language}: the dust cloud shows riders`, () => {
      for (const seed of seeds) expect(adventureNarration(next(language, 'mystery', story, choice, seed))).toMatch(/riders|cưỡi ngựa|말 탄|骑手/u);
    });
  }
});
