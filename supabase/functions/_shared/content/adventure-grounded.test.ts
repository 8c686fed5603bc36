import { describe, expect, it } from 'vitest';
import { choiceAct, storyObject } from './adventure-grounded.ts';
import { generateAdventureContinue } from './adventure.ts';
import { adventureNarration, parseAdventureChoices } from '../contract/adventure-choices.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { AdventureTheme, ContentLanguage } from '../contract/content-types.ts';

const seeds = [3, 17, 101, 2024, 777];
const next = (language: ContentLanguage, theme: AdventureTheme, currentStory: string, choice: string, seed: number): string =>
  generateAdventureContinue({ input: theme, currentStory, choice }, { language, random: seededRandom(seed) });

describe('adventure: what a choice aims at', () => {
  it.each([
    ['en', 'ask the old lighthouse keeper what he saw', 'talk', 'the old lighthouse keeper'],
    ['en', 'text my sister that I am safe', 'message', 'my sister'],
    ['vi', 'hỏi cậu bé tên gì', 'talk', 'cậu bé'],
    ['vi', 'nhắn tin cho bạn cùng phòng', 'message', 'bạn cùng phòng'],
    ['ko', '룸메이트에게 카톡을 보낸다', 'message', '룸메이트'],
    ['ko', '음악실 문을 열어 본다', 'open', '음악실 문'],
    ['zh', '给室友发微信', 'message', '室友'],
    ['zh', '问师兄那封信是谁写的', 'talk', '师兄那封信是'],
  ] as const)('%s: "%s" is a %s aimed at %s', (language, choice, kind, target) => {
    const act = choiceAct(choice, language);
    expect(act?.kind).toBe(kind);
    if (language === 'zh' && kind === 'talk') expect(act?.target.startsWith('师兄')).toBe(true);
    else expect(act?.target).toBe(target.replace(/^my /u, 'your '));
  });

  it.each([
    ['en', 'tell the guard the truth about the fire', true],
    ['vi', 'nói thật với bà chủ nhà', true],
    ['ko', '할머니에게 내가 손녀라는 걸 털어놓는다', true],
    ['zh', '跟师父坦白蛋裂开了', true],
    ['en', 'ask the guard for directions', false],
  ] as const)('%s: "%s" confides: %s', (language, choice, confides) => {
    expect(choiceAct(choice, language)?.confides === true).toBe(confides);
  });

  it.each([
    ['en', 'give the bread to the old woman', 'the old woman', 'the bread'],
    ['vi', 'đưa cho cô ấy hộp sữa dâu', 'cô ấy', 'hộp sữa dâu'],
    ['ko', '하은이에게 생수병을 건넨다', '하은이', '생수병'],
    ['zh', '把糖葫芦递给小女孩', '小女孩', '糖葫芦'],
  ] as const)('%s: "%s" gives %s %s', (language, choice, target, gift) => {
    const act = choiceAct(choice, language);
    expect(act?.kind).toBe('give');
    expect(act?.target).toBe(target);
    expect(act?.gift).toBe(gift);
  });
});

describe("adventure: the story's own object", () => {
  it.each([
    ['en', "Below deck, the cook had just found a map stitched into a dead sailor's coat.", 'the map'],
    ['en', 'A courier named Kestrel carries a data shard in her wrist implant.', 'the data shard'],
    ['vi', 'Chủ tiệm báo rằng tấm áo dài lụa đỏ đặt may cho đám cưới đã biến mất.', 'tấm áo dài lụa đỏ'],
    ['ko', '너는 학생회실에 두고 온 무대 대본을 가지러 학교에 들어왔다.', '무대 대본'],
    ['zh', '师父闭关前交给你一颗会发光的蛋。', '会发光的蛋'],
  ] as const)('%s: %s → %s', (language, narration, object) => {
    expect(storyObject(narration, language)).toBe(object);
  });
});

/** A visitor-written scene per language, a choice that asks someone, and words of the engine's themes it must not bring in. */
const visitorStories: ReadonlyArray<readonly [ContentLanguage, AdventureTheme, string, string, RegExp]> = [
  ['en', 'mystery', 'You run a night bakery in Lisbon. This morning the sourdough starter your grandmother left you is gone, and the new baker, Tiago, keeps looking at the back door.\n\n1. Search the back door\n2. Ask Tiago where he was at dawn\n3. Call your grandmother', 'Ask Tiago where he was at dawn', /helicopter|poison|second will|enemy captain|dragon|spaceship/iu],
  ['vi', 'mystery', 'Bạn là thủ thư ở Huế. Cuốn sổ tay của ông ngoại biến mất khỏi kệ sách cổ, chỉ còn một vệt mực tím trên bàn. Cô sinh viên thực tập cứ cúi mặt.\n\n1. Xem vệt mực tím\n2. Hỏi cô sinh viên thực tập\n3. Gọi cho bảo vệ', 'Hỏi cô sinh viên thực tập', /di chúc|đầu độc|trực thăng|tấm ảnh|phi thuyền/iu],
  ['ko', 'school', '수학여행 첫날 밤, 너는 숙소 복도에서 반장 지호가 누군가와 통화하며 우는 걸 봤다. 그의 손에는 찢어진 편지가 들려 있다.\n\n1. 지호에게 괜찮냐고 묻는다\n2. 모른 척 방으로 돌아간다\n3. 선생님을 부른다', '지호에게 괜찮냐고 묻는다', /과학실|헬리콥터|독약|우주선/u],
  ['zh', 'horror', '你在老家的阁楼里找到一只上了锁的木箱，箱子里传出八音盒的声音。表妹小雨躲在楼梯口，脸色发白。\n\n1. 撬开木箱\n2. 问小雨听到了什么\n3. 下楼叫醒外婆', '问小雨听到了什么', /狗|直升机|毒药|飞船|高塔/u],
];

describe('adventure: a story the visitor wrote', () => {
  it.each(visitorStories)('%s: the person asked answers in quotes, nothing walks in from another plot, the other options stay', (language, theme, story, choice, foreign) => {
    for (const seed of seeds) {
      const text = next(language, theme, story, choice, seed);
      const narration = adventureNarration(text);
      expect(narration).toMatch(/[“"][^”"]{4,}[”"]/u);
      expect(text).not.toMatch(foreign);
      const offered = parseAdventureChoices(text);
      expect(offered.length).toBeGreaterThanOrEqual(3);
      expect(offered).not.toContain(choice);
      const leftover = parseAdventureChoices(story).filter((option) => option !== choice);
      expect(offered.some((option) => leftover.includes(option))).toBe(true);
    }
  });

  it('after running away, offers none of the options left behind', () => {
    const story = '你是青云山下的一名小药童，师父交给你一颗会发光的蛋。门外响起了陌生人急促的敲门声。\n\n1. 把蛋藏进药柜\n2. 开门看看是谁\n3. 从后窗逃进竹林';
    for (const seed of seeds) {
      const text = next('zh', 'fantasy', story, '3', seed);
      expect(parseAdventureChoices(text)).not.toContain('开门看看是谁');
      expect(adventureNarration(text)).toMatch(/蛋/u);
    }
  });

  it('does not say 당신은 당신의 when the visitor wrote 내', () => {
    const story = "2089년 네오서울. 너는 해커 '유리'에게서 보안 칩을 훔쳐 달라는 의뢰를 받았다.\n\n1. 잠입한다\n2. 거절한다\n3. 매수한다";
    for (const seed of seeds) expect(next('ko', 'cyberpunk', story, '내 의수에 숨겨둔 EMP를 써서 엘리베이터를 해킹한다', seed)).not.toMatch(/당신[은이]\s[^.!?]*당신의/u);
  });
});
