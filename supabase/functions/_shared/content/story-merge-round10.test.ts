import { describe, expect, it } from 'vitest';
import type { ContentLanguage } from '../contract/content-types.ts';
import { findFirstTimeShape } from './story-first-time.ts';
import { firstTimeYields } from './story-guard-precedence.ts';

describe('story (round 10 merge): a last day that only dates a find is no last-time story', () => {
  it.each<[ContentLanguage, string]>([
    ['en', 'On the last day of summer camp, Theo found a key taped under his bunk with his name written on the tape.'],
    ['vi', 'Vào ngày cuối cùng của trại hè, Minh tìm thấy một chiếc chìa khóa dán dưới giường.'],
    ['ko', '수련회 마지막 날, 지호는 침대 밑에서 자기 이름이 적힌 열쇠를 발견했다.'],
    ['zh', '夏令营的最后一天，小林在床底下发现了一把写着自己名字的钥匙。'],
  ])('%s', (language, opening) => {
    // Round 11: the guard moved from story-first-time.ts into the precedence order of story.ts.
    expect(firstTimeYields(opening, language)).toBe(true);
  });

  it('a last day that is the story still is one', () => {
    expect(findFirstTimeShape('Today is the last day the bakery on our corner is open.', 'en')).not.toBeNull();
    expect(firstTimeYields('Today is the last day the bakery on our corner is open.', 'en')).toBe(false);
  });
});

describe('story (round 10 merge): a routine named by its place or sound is kept by a neighbour or an owner', () => {
  it.each<[ContentLanguage, string, string]>([
    ['en', 'Every morning the bakery on the corner puts out fresh bread at six. Today the shutters stayed down.', 'the owner'],
    ['vi', 'Sáng nào quán phở đầu hẻm cũng mở cửa từ năm giờ, nhưng hôm nay cửa đóng im ỉm.', 'chủ quán'],
    ['ko', '매일 밤 열 시면 윗집에서 피아노 소리가 들렸는데, 오늘은 조용했다.', '이웃'],
    ['zh', '每天早上楼下的包子铺六点准时开门，今天到了七点还关着。', '老板'],
  ])('%s', async (language, opening, keeper) => {
    const { findBrokenRoutine } = await import('./story-routine-broken.ts');
    const routine = findBrokenRoutine(opening, language);
    expect(routine?.actor[language]).toBe(keeper);
  });
});

describe('names (round 10, set D): a Korean word that ends in 씨, or a place before a title, is no name', () => {
  it.each<[string, string[]]>([
    ["우체통에 주소도 없이 '3층 꽃집 아가씨에게'라고만 적힌 편지가 들어 있었다.", []],
    ['옆집 아저씨가 오늘도 인사를 했다.', []],
    ['민수 씨가 편지를 건넸다.', ['민수']],
  ])('%s', async (text, names) => {
    const { readTextFacts } = await import('./name-finder.ts');
    expect(readTextFacts(text).names).toEqual(names);
  });
});

describe('story (round 10, set D): a person the opening says has died is never beside the narrator', () => {
  it.each<[ContentLanguage, string, RegExp]>([
    ['vi', 'Bà ngoại mất đã một năm, hôm nay tôi tìm thấy trong tủ một hộp thư bà viết cho tôi nhưng chưa từng gửi.', /ở sát bên bà/u],
    ['en', 'Grandpa passed away last spring, and today I found his old fishing hat in the garage.', /beside (?:my )?grandpa|grandpa (?:smiled|nodded) at me/iu],
  ])('%s', async (language, opening, beside) => {
    const { generateContent } = await import('./engine.ts');
    for (const seed of [1, 2, 3]) expect(generateContent('story', { storyStart: opening }, { language, seed }) as string).not.toMatch(beside);
  });
});
