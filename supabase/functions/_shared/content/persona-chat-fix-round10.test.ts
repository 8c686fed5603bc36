import { describe, expect, it } from 'vitest';
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import { generatePersonaReply } from './persona-chat.ts';
import { readKitchenRescue } from './persona-chat-fix-kitchen.ts';
import { readOtherEvent } from './persona-chat-fix-others.ts';
import { readPuzzleReport } from './persona-chat-fix-puzzle.ts';
import { seededRandom } from '../contract/seeded-random.ts';

const reply = (persona: PersonaKey, language: ContentLanguage, content: string, seed = 3): string =>
  generatePersonaReply({ persona, messages: [{ role: 'user', content }] }, { language, random: seededRandom(seed) });

describe('kitchen rescue shape: the dish as written and the problem, far-apart topics', () => {
  it.each([
    ['en', 'My risotto came out way too salty, what now', 'risotto', 'salty'],
    ['en', 'I burned the rice at the bottom of the pot again. Is there a way to save the top part?', 'rice', 'burned'],
    ['en', 'the banana bread is still raw in the middle :(', 'banana bread', 'undercooked'],
    ['vi', 'Nồi chè đậu xanh mình nấu bị ngọt quá', 'chè đậu xanh', 'sweet'],
    ['vi', 'Em nấu canh chua bị chua quá trời', 'canh chua', 'sour'],
    ['ko', '된장찌개가 너무 짜게 됐어요', '된장찌개', 'salty'],
    ['ko', '카레가 너무 묽어요 손님 오는데', '카레', 'watery'],
    ['zh', '红烧肉收汁的时候没看住，锅底糊了', '红烧肉', 'burned'],
    ['zh', '我做的麻婆豆腐太辣了', '麻婆豆腐', 'spicy'],
  ] as const)('%s: %s', (language, text, dish, problem) => {
    expect(readKitchenRescue(text, language)).toMatchObject({ dish, problem });
  });

  it('needs a kitchen word: a problem word alone is not a dish', () => {
    expect(readKitchenRescue('I burned out at work', 'en')).toBeNull();
    expect(readKitchenRescue('진짜요? 오늘 너무 짜증나', 'ko')).toBeNull();
    expect(readKitchenRescue('今天太热了', 'zh')).toBeNull();
    expect(readKitchenRescue('This movie is so bland, the ending was boring', 'en')).toBeNull();
    expect(readKitchenRescue('아까 버스 탔어. 밥은 먹었어', 'ko')).toBeNull();
  });

  it('the chef names the dish and gives the fix for that problem, in every language, never an echo', () => {
    const en = reply('chef', 'en', 'I burned the rice at the bottom of the pot again. Is there a way to save the top part?');
    expect(en).toMatch(/^Yes, the top of the rice/u);
    expect(en).toMatch(/don't stir or scrape/u);
    expect(en).not.toContain('burned the rice at the bottom of the pot again');
    const ko = reply('chef', 'ko', '된장찌개가 너무 짜게 됐어요. 어떻게 하면 좋을까요?');
    expect(ko).toMatch(/된장찌개가 너무 짜게 됐다고/u);
    expect(ko).toMatch(/물이나 간 안 한 육수/u);
    expect(reply('chef', 'vi', 'Canh chua em nấu bị mặn quá anh ơi')).toMatch(/nước dùng chưa nêm/u);
    expect(reply('chef', 'zh', '我做的番茄炒蛋太咸了怎么办')).toMatch(/番茄炒蛋太咸了.*清水/u);
  });

  it('other personas give the first fix briefly in their own voice and register', () => {
    const girl = reply('girl', 'ko', '김치볶음밥이 너무 싱거워');
    expect(girl).toMatch(/김치볶음밥이 싱겁다고\?/u);
    expect(girl).toMatch(/이거야:/u);
    expect(girl).not.toMatch(/(?:세요|어요|해요)[.!?]/u);
    const idol = reply('kpop_male', 'ko', '김치볶음밥이 너무 싱거워요');
    expect(idol).toMatch(/요\?/u);
    expect(reply('kid', 'en', 'the chili I made is too spicy')).toMatch(/creamy/u);
  });
});

describe('puzzle report shape: the visitor facts laid out, a first test, never an echo', () => {
  it.each([
    ['en', 'Every night someone folds in the side mirror of my car. Only I have the key.', 'moved', 'the side mirror of your car', 'onlyKey'],
    ['en', "Every morning there's a single sock on my doormat. Doors locked all night.", 'appears', 'a single sock', 'locked'],
    ['vi', 'Sáng nào mở tủ lạnh cũng thấy mất một hộp sữa chua, nhà chỉ có em với bà nội.', 'missing', 'một hộp sữa chua', 'few'],
    ['ko', '회사 제 책상 위 화분이 월요일마다 자리가 바뀌어 있어요. 주말엔 사무실이 잠겨 있는데', 'moved', '책상 위 화분', 'locked'],
    ['zh', '我放在阳台的花每天早上都少一朵，可是门窗都锁着。', 'missing', '你放在阳台的花', 'locked'],
    ['zh', '公司冰箱里我的酸奶这周已经第三次不见了，盒子上明明写着名字。', 'missing', '你的酸奶', 'named'],
  ] as const)('%s: %s', (language, text, event, thing, constraint) => {
    expect(readPuzzleReport(text, language)).toMatchObject({ event, thing, constraint });
  });

  it('a loss with no schedule and no constraint is not this shape (the lost-item situation keeps it)', () => {
    expect(readPuzzleReport('I lost my wallet on the bus', 'en')).toBeNull();
  });

  it('the detective reasons from the constraint and proposes a first test in all four languages', () => {
    const zh = reply('detective', 'zh', '我放在阳台的花每天早上都少一朵，可是门窗都锁着。');
    expect(zh).toMatch(/每天早上.*你放在阳台的花都少一朵/u);
    expect(zh).toMatch(/动物、风/u);
    expect(zh).not.toContain('我放在阳台的花每天早上都少一朵，可是门窗都锁着');
    expect(reply('detective', 'ko', '밤마다 냉장고에 있던 케이크가 한 조각씩 없어져요. 집에는 저랑 룸메이트밖에 없어요.')).toMatch(/케이크가 없어지는데 자네와 룸메이트밖에 없다, 이거지\?/u);
    expect(reply('detective', 'vi', 'Sáng nào mở tủ lạnh cũng thấy mất một hộp sữa chua, nhà chỉ có em với bà nội.')).toMatch(/sáng nào cũng mất một hộp sữa chua, mà nhà chỉ có (?:bạn|em) với bà nội/u);
    expect(reply('detective', 'en', 'Every night someone folds in the side mirror of my car. Only I have the key.')).toMatch(/every night, the side mirror of your car gets moved, and you hold the only key/u);
  });
});

describe("someone else's event shape: their event, the visitor's feelings, never the visitor's own trip", () => {
  it.each([
    ['en', 'my best friend is moving abroad in two weeks', 'your best friend', 'moving'],
    ['en', 'My dad has heart surgery on Friday', 'your dad', 'surgery'],
    ['vi', 'Mẹ tao phải nằm viện cả tuần nay', 'mẹ bạn', 'hospital'],
    ['ko', '동생 결혼식이 다음 주인데 마음이 허전해요', '동생', 'wedding'],
    ['zh', '我姐下周要生宝宝了', '你姐', 'birth'],
  ] as const)('%s: %s', (language, text, person, event) => {
    expect(readOtherEvent(text, language)).toMatchObject({ person, event });
  });

  it("the visitor's own event is not someone else's", () => {
    expect(readOtherEvent("I'm moving abroad next month", 'en')).toBeNull();
    expect(readOtherEvent('저 다음 주에 결혼해요', 'ko')).toBeNull();
  });

  it('answers as their event in every language, with the feeling and the mask', () => {
    const en = reply('kpop_female', 'en', 'my best friend is moving abroad next month and i already miss her');
    expect(en).toMatch(/Your best friend moving abroad next month/u);
    expect(en).not.toMatch(/your trip|getting ready for the trip/iu);
    const ko = reply('psychologist', 'ko', '동생 결혼식이 다음 주인데, 축하해야 하는 건 아는데 마음이 이상하게 허전해요.');
    expect(ko).toMatch(/다음 주에 동생이 결혼하는군요/u);
    expect(ko).toMatch(/축하하는 마음과 허전한 마음/u);
    expect(ko).not.toMatch(/결혼식 준비는/u);
    const psych = reply('psychologist', 'en', "My dad has heart surgery on Friday. I keep telling everyone I'm fine but I'm not.");
    expect(psych).toMatch(/Your dad's surgery on Friday/u);
    expect(psych).toMatch(/telling everyone you're fine while you're not/u);
    expect(reply('girl', 'zh', '我姐下周要生宝宝了，我比她还紧张哈哈')).toMatch(/你姐下周要生宝宝了/u);
    expect(reply('childhood_friend', 'vi', 'Mẹ tao phải nằm viện cả tuần nay, tao mệt muốn xỉu')).toMatch(/^Mẹ mày nằm viện cả tuần nay/u);
  });

  it('a mask alone is answered as a mask, with no invented person', () => {
    const zh = reply('psychologist', 'zh', '每次家里吵架，我都装作没事去劝，其实自己心里很累。');
    expect(zh).toMatch(/装作没事/u);
    expect(zh).not.toMatch(/这个人对你很重要|跟对方吵架/u);
    const vi = reply('psychologist', 'vi', 'Ở công ty em lúc nào cũng cười nói vui vẻ, nhưng cứ về tới nhà là chỉ muốn khóc.');
    expect(vi).toMatch(/tỏ ra ổn/u);
    expect(vi).toMatch(/Về tới nhà/u);
    expect(vi).not.toMatch(/người đó/u);
  });
});
