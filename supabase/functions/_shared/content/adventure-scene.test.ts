import { describe, expect, it } from 'vitest';
import { generateAdventureContinue } from './adventure.ts';
import { readScene, sceneTone } from './adventure-scene.ts';
import { storyObject } from './adventure-grounded.ts';
import { isNounPhrase } from './adventure-noun-phrase.ts';
import { adventureNarration, parseAdventureChoices } from '../contract/adventure-choices.ts';
import type { AdventureTheme, ContentLanguage } from '../contract/content-types.ts';
import { seededRandom } from '../contract/seeded-random.ts';

const next = (language: ContentLanguage, theme: AdventureTheme, currentStory: string, choice: string, seed: number): string =>
  generateAdventureContinue({ input: theme, currentStory, choice }, { language, random: seededRandom(seed) });
/** The narration after the retold choice (its first sentence). */
const beat = (text: string): string => adventureNarration(text).replace(/^[^.!?。！？]*[.!?。！？]["”’」』]?\s*/u, '');
const seeds = [1, 11, 202, 3030];

/** The stock scenes of read 4 in the four languages: never told, whatever the genre. */
const stock = /crevice|narrow gap lets in cold air|key, still warm|a fourth, which|khe đá|gió lạnh|chìa khóa nhỏ, vẫn còn ấm|tiếng thứ tư|찬바람|아직 따뜻한 작은 열쇠|네 번째|带着体温|第四下|脚步声从身边经过/iu;

const lab = 'Sáng thứ Hai, cả lớp 11A2 phát hiện sổ đầu bài biến mất ngay trước giờ cô chủ nhiệm kiểm tra. Trên bảng có ai đó vẽ một mũi tên bằng phấn đỏ chỉ về phía phòng thí nghiệm hóa.\n1. Chạy xuống phòng thí nghiệm hóa xem thử\n2. Hỏi bác bảo vệ\n3. Thú nhận với cô';
const zombie = 'Bạn và em gái đang trốn trên tầng thượng một chung cư thì điện cúp. Bên kia đường, một chiếc xe buýt cứu hộ đang bấm còi liên tục.\n1. Đu dây xuống ban công\n2. Chặn cửa cầu thang\n3. Bật đèn pin';
const umbrella = '비 오는 날 우산을 같이 쓰게 된 옆 팀 선배가 갑자기 걸음을 멈췄다. 선배는 "사실 할 말이 있는데"라고 하다가 전화가 울려 말을 끊었다.\n1. 무슨 말이었는지 먼저 물어본다\n2. 모른 척한다\n3. 편의점에 들어간다';
const market = '눈을 떠 보니 1988년 서울, 올림픽 개막을 일주일 앞둔 골목이었다. 주머니에는 꺼진 스마트폰뿐이다.\n1. 할머니에게 말한다\n2. 아버지가 살던 동네를 찾아간다\n3. 타임머신을 고칠 부품을 찾으러 세운상가로 간다';
const reefs = '我们的船在南海遇上风暴，主桅杆断了一半。大副在船舱里发现一张被海水泡过的藏宝图。远处，一艘挂着黑旗的船正慢慢靠近。\n1. 升起白旗假装投降\n2. 趁着风暴躲进小岛附近的礁石群\n3. 准备大炮迎战';
const noodle = '2077年的新上海，下着酸雨。你是一名黑客，刚从公司数据库里偷出一份芯片设计图，却发现自己的义眼被远程锁定了。\n1. 相信面馆老板\n2. 钻进地铁隧道\n3. 联系阿K';
const station = 'Your cargo ship drops out of hyperspace next to a derelict station. Your co-pilot, Mina, says the air inside is breathable.\n1. Dock and board in thermal suits\n2. Try to decode the blinking lights\n3. Leave';

describe('adventure scenes: the beat is built from the chosen action (fourth blind read)', () => {
  it('reads the tone of a story: romance and school are light, unless the story itself is horror', () => {
    expect(sceneTone('romance', umbrella)).toBe('light');
    expect(sceneTone('school', lab)).toBe('light');
    expect(sceneTone('school', 'A ghost walks the school corridor at night.')).toBe('tense');
    expect(sceneTone('pirate', reefs)).toBe('tense');
  });

  it('reads target, goal, companion, who moves and who stays, in the four languages', () => {
    const vi = readScene('school', lab, 'chạy xuống phòng thí nghiệm hóa xem thử', 'vi');
    expect(vi).toMatchObject({ kind: 'go', place: 'phòng thí nghiệm hóa', goal: 'sổ đầu bài', goalLost: true, tone: 'light' });
    expect(readScene('zombie', zombie, 'Lấy bình cứu hỏa xịt vào đám zombie rồi kéo em gái chạy xuống cầu thang thoát hiểm', 'vi')).toMatchObject({ kind: 'escape', companion: 'em gái', thing: 'bình cứu hỏa', threat: 'đám zombie', way: 'xuống' });
    expect(readScene('time_travel', market, '타임머신을 고칠 부품을 찾으러 세운상가로 간다', 'ko')).toMatchObject({ kind: 'go', place: '세운상가', goal: '부품', goalLost: false });
    expect(readScene('romance', umbrella, '아까 하려던 말, 지금 해 주세요"라고 선배에게 말한다', 'ko')).toMatchObject({ kind: 'say', person: '선배' });
    expect(readScene('pirate', reefs, '趁着风暴躲进小岛附近的礁石群', 'zh')).toMatchObject({ kind: 'hide', aboard: true, storm: true, goal: '藏宝图', threat: '那艘挂着黑旗的船' });
    expect(readScene('cyberpunk', noodle, '把设计图复制一份藏进面馆的点餐机里，然后假装什么都没发生，混进人群', 'zh')).toMatchObject({ kind: 'stash', thing: '设计图', place: '面馆的点餐机', copy: true, blend: true, problemNoun: '义眼' });
    expect(readScene('space', station, 'send the maintenance drone in first and watch its camera feed', 'en')).toMatchObject({ kind: 'remote', thing: 'the maintenance drone', companion: 'Mina', aboard: false });
  });

  it('vi: you reach the lab and what you find is about the logbook; no cave, no broken "giấu thử"', () => {
    for (const seed of seeds) {
      const text = next('vi', 'school', lab, '1', seed);
      expect(beat(text)).toMatch(/phòng thí nghiệm hóa/u);
      expect(beat(text)).toMatch(/sổ đầu bài/u);
      expect(text).not.toMatch(stock);
      expect(text).not.toMatch(/giấu thử/u);
    }
  });

  it('vi: the sister comes along, the extinguisher is named whole, and the rescue bus is the way on', () => {
    for (const seed of seeds) {
      const text = next('vi', 'zombie', zombie, 'Lấy bình cứu hỏa xịt vào đám zombie rồi kéo em gái chạy xuống cầu thang thoát hiểm', seed);
      expect(beat(text)).toMatch(/em gái/u);
      expect(beat(text)).not.toMatch(/bình cứu hỏa xịt/u);
      expect(parseAdventureChoices(text).join('\n')).not.toMatch(/giấu chiếc xe buýt/u);
      expect(text).not.toMatch(stock);
    }
  });

  it('ko: a romance gets the senior\'s answer, never knocks; no "날 우산"', () => {
    for (const seed of seeds) {
      const text = next('ko', 'romance', umbrella, '선배 전화가 끝날 때까지 기다렸다가, 우산을 선배 쪽으로 기울이며 "아까 하려던 말, 지금 해 주세요"라고 말한다', seed);
      expect(beat(text)).toMatch(/선배[은는이가]\s[^“]*“[^”]{4,}”/u);
      expect(text).not.toMatch(/노크|발소리|정체 모를|날 우산/u);
    }
  });

  it('ko: the trip reaches Sewoon Sangga and is about the parts; 눈 of 눈을 떠 is no story object', () => {
    for (const seed of seeds) {
      const text = next('ko', 'time_travel', market, '3', seed);
      expect(beat(text)).toMatch(/세운상가/u);
      expect(beat(text)).toMatch(/부품/u);
      expect(text).not.toMatch(/눈으로 돌아온다|눈의 단서|눈이 계속/u);
    }
  });

  it('zh: the SHIP hides among the reefs, the black-flag ship passes, the map matters; no person-hiding beat', () => {
    for (const seed of seeds) {
      const text = next('zh', 'pirate', reefs, '2', seed);
      expect(beat(text)).toMatch(/船[^。]*礁石/u);
      expect(beat(text)).toMatch(/挂着黑旗的船/u);
      expect(text).not.toMatch(/伸手就能碰到|我知道你在这儿|钥匙/u);
    }
  });

  it('zh: the copy goes into the order machine, you blend into the crowd, the locked eye stays; new options', () => {
    for (const seed of seeds) {
      const text = next('zh', 'cyberpunk', noodle, '把设计图复制一份藏进面馆的点餐机里，然后假装什么都没发生，混进人群', seed);
      expect(beat(text)).toMatch(/点餐机/u);
      expect(beat(text)).toMatch(/人群/u);
      expect(beat(text)).toMatch(/义眼/u);
      expect(text).not.toMatch(/从藏身处/u);
      const offered = parseAdventureChoices(text);
      expect(offered.filter((option) => !noodle.includes(option)).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('en: the drone goes in while you and Mina stay aboard; no option from inside the station', () => {
    for (const seed of seeds) {
      const text = next('en', 'space', station, 'Send the maintenance drone in first and watch its camera feed', seed);
      expect(beat(text)).toMatch(/stay aboard/u);
      expect(beat(text)).toMatch(/Mina/u);
      expect(text).not.toMatch(/You are in\.|behind you/u);
      expect(parseAdventureChoices(text).join('\n')).not.toMatch(/slip out the back/iu);
    }
  });

  it('a visit is answered by the one visited, not by the place ("the elder", never "thí nghiệm hóa")', () => {
    const hut = "The dragon's egg in your satchel has started to crack.\n1. Hide in the old mill\n2. Ride to the elder's hut\n3. Wait";
    expect(beat(next('en', 'fantasy', hut, '2', 1))).toMatch(/The elder opens the door/u);
    for (const seed of seeds) expect(next('vi', 'school', lab, '1', seed)).not.toMatch(/thí nghiệm hóa mở cửa|Hỏi thí nghiệm hóa/iu);
  });

  it('the seed still varies the beat', () => {
    const texts = new Set(seeds.map((seed) => beat(next('en', 'mystery', 'The keeper sleeps. A rowboat bobs at the jetty.\n1. Follow\n2. Search the rowboat\n3. Wake him', '2', seed))));
    expect(texts.size).toBeGreaterThan(1);
  });
});

describe('rule A for the stories\' own objects (fourth blind read)', () => {
  it('en: a verb after the noun is no part of it ("a rowboat bobs at the jetty" → "the rowboat")', () => {
    expect(storyObject('Outside, a rowboat bobs at the jetty with its oars missing.', 'en')).toBe('the rowboat');
    expect(storyObject('You find a brass key on the table.', 'en')).toBe('the brass key');
  });

  it('ko: a noun inside an idiom is no object (눈을 떠), and a time noun never modifies (비 오는 날 우산 → 우산)', () => {
    expect(storyObject('눈을 떠 보니 골목이었다. 할머니가 낡은 지도를 건넨다.', 'ko')).toBe('지도');
    expect(storyObject('비 오는 날 우산을 같이 쓰게 된 선배가 걸음을 멈췄다.', 'ko')).toBe('우산');
  });

  it('vi: a verb or a particle is never the end of a noun phrase ("bình cứu hỏa xịt", "thử")', () => {
    for (const span of ['bình cứu hỏa xịt', 'thử', 'em gái kéo']) expect(isNounPhrase(span, 'vi'), span).toBe(false);
    for (const span of ['bình cứu hỏa', 'cầu thang thoát hiểm', 'em gái']) expect(isNounPhrase(span, 'vi'), span).toBe(true);
  });

  it('zh: a reduplicated verb is a clause, not a noun ("灯一闪一闪", "看一看")', () => {
    for (const span of ['灯一闪一闪', '看一看']) expect(isNounPhrase(span, 'zh'), span).toBe(false);
    for (const span of ['藏宝图', '面馆的点餐机']) expect(isNounPhrase(span, 'zh'), span).toBe(true);
  });
});
