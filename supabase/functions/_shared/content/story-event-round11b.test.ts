/**
 * Round 11b (issue 13): the event plot. An opening no shape takes is read for its main event clause (a thing failed,
 * something expected did not happen, a thing handed to the narrator, a request, a change) and continued from THAT
 * event in three paragraphs; the narrator stays the narrator; no contentless stock line stands in for the event.
 */
import { describe, expect, it } from 'vitest';
import type { ContentLanguage } from '../contract/content-types.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { generateStory } from './story.ts';
import { readStoryEvent } from './story-event-read.ts';
import type { StoryEventKind } from './story-event-types.ts';

const seeds = [1, 2, 3, 4, 5, 6];
const story = (language: ContentLanguage, seed: number, storyStart: string): string =>
  generateStory({ storyStart }, { language, random: seededRandom(seed) }).slice(storyStart.length);

/** Lines that say nothing about any event (the stock moment and mystery families). */
const contentless = /moment turned|moment slowed|something small happened|way the air felt|순간이 살짝|평범한 무언가|눈에 들어왔고|khoảnh khắc ấy|这一刻轻轻|一个小小的瞬间/u;

const read: ReadonlyArray<[ContentLanguage, string, StoryEventKind, string | null]> = [
  ['en', 'Ten minutes before the guests arrived, our oven quit and the turkey was still half raw.', 'failed', 'our oven'],
  ['vi', 'Giữa buổi thuyết trình, cái máy chiếu của lớp bỗng tắt ngấm.', 'failed', 'cái máy chiếu của lớp'],
  ['ko', '캠핑 첫날 밤에 랜턴이 갑자기 꺼졌다.', 'failed', '랜턴'],
  ['zh', '年夜饭做到一半，家里的燃气灶突然打不着火了。', 'failed', '家里的燃气灶'],
  ['en', 'The lemon tree my dad planted did not bloom this spring.', 'barren', 'the lemon tree'],
  ['ko', '작년에 심은 사과나무에 올해는 꽃이 하나도 안 피었다.', 'barren', '사과나무'],
  ['vi', 'Tôi nhắn cho em gái từ sáng mà đến tối em vẫn chưa trả lời.', 'silent', null],
  ['zh', '我在群里问了一句，一个人都没回。', 'silent', null],
  ['en', 'On my last day at the bakery, the owner handed me a small paper bag and told me not to open it until I got home.', 'given', 'a small paper bag'],
  ['ko', '전역하던 날 중대장님이 나한테만 편지 한 통을 건네셨다.', 'given', '편지'],
  ['zh', '面试结束时，经理塞给我一张卡片。', 'given', '卡片'],
  ['vi', "Chị chủ nhà nhắn cho tôi: 'Tối nay em qua nhà chị một lát nhé.'", 'request', null],
  ['zh', '邻居阿姨在我门上贴了张纸条：“明天上午请来一趟。”', 'request', null],
  ['en', 'The old swing in the schoolyard had been replaced with a plastic slide.', 'changed', 'the old swing'],
];

describe('the event reader (kind and its thing, as whole phrases)', () => {
  it.each(read)('(%s) %s', (language, opening, kind, thing) => {
    const found = readStoryEvent(opening, language);
    expect(found?.kind).toBe(kind);
    if (thing !== null) expect(found?.thing).toBe(thing);
  });

  it.each([
    ['en', 'My sister handed me an umbrella at the door.'],
    ['zh', '外婆的老收音机坏了三十年，可昨天夜里它突然自己响了。'],
    ['ko', '오늘은 아무 일도 없이 조용히 지나갔다.'],
  ] as const)('(%s) reads no event where the plot would not fit: %s', (language, opening) => {
    expect(readStoryEvent(opening, language)).toBeNull();
  });
});

const told: ReadonlyArray<[ContentLanguage, string, RegExp]> = [
  ['en', 'Ten minutes before the guests arrived, our oven quit and the turkey was still half raw.', /our oven/u],
  ['vi', 'Giữa buổi thuyết trình, cái máy chiếu của lớp bỗng tắt ngấm.', /máy chiếu/u],
  ['ko', '캠핑 첫날 밤에 랜턴이 갑자기 꺼졌다.', /랜턴|버티|빌릴/u],
  ['zh', '年夜饭做到一半，家里的燃气灶突然打不着火了。', /燃气灶|凑合|邻居/u],
];

describe('a thing that failed: the workaround, never a contentless moment', () => {
  it.each(told)('(%s) %s', (language, opening, keeps) => {
    for (const seed of seeds) {
      const text = story(language, seed, opening);
      expect(text).not.toMatch(contentless);
      expect(text).toMatch(keeps);
      expect(text.trim().split('\n\n')).toHaveLength(3);
    }
  });
});

describe('the narrator stays the narrator when someone gives or asks', () => {
  it('(ko) 중대장님 who hands me a letter is the giver, never the hero', () => {
    for (const seed of seeds) {
      const text = story('ko', seed, '전역하던 날 중대장님이 나한테만 편지 한 통을 건네셨다.');
      expect(text).not.toMatch(/중대장(?:님)?(?:은|는) (?:급할|한동안|그 순간)/u);
      expect(text).toMatch(/편지/u);
      expect(text).not.toMatch(contentless);
    }
  });
  it('(ko) 담임 선생님 whom the name finder takes for a name is still the giver', () => {
    for (const seed of seeds) {
      const text = story('ko', seed, '방학식 날, 담임 선생님이 나한테만 작은 상자 하나를 건네주셨다.');
      expect(text).not.toMatch(/담임(?:은|이) /u);
      expect(text).toMatch(/상자/u);
    }
  });
  it('(zh) the manager who slips me a card is the giver; the card is opened', () => {
    for (const seed of seeds) {
      const text = story('zh', seed, '面试结束时，经理塞给我一张卡片。');
      expect(text).toMatch(/打开/u);
      expect(text).toMatch(/卡片|经理/u);
    }
  });
  it('(en) the owner who hands me a bag: I open it and keep it', () => {
    for (const seed of seeds) {
      const text = story('en', seed, 'On my last day at the bakery, the owner handed me a small paper bag and told me not to open it until I got home.');
      expect(text).toMatch(/\bI\b/u);
      expect(text).not.toMatch(/\bThe owner (?:did not hurry|stayed)/u);
    }
  });
  it('(vi) a request is done: the narrator goes, and the words are kept', () => {
    for (const seed of seeds) {
      const text = story('vi', seed, "Chị chủ nhà nhắn cho tôi: 'Tối nay em qua nhà chị một lát nhé.'");
      expect(text).toMatch(/đi|sang/u);
      expect(text).not.toMatch(contentless);
    }
  });
});

describe('something expected did not happen: the narrator looks into why, an ordinary reason', () => {
  it.each([
    ['en', 'The lemon tree my dad planted did not bloom this spring.', /the lemon tree/u],
    ['ko', '작년에 심은 사과나무에 올해는 꽃이 하나도 안 피었다.', /사과나무/u],
    ['vi', 'Tôi nhắn cho em gái từ sáng mà đến tối em vẫn chưa trả lời.', /hỏi|tìm hiểu/u],
    ['zh', '我在群里问了一句，一个人都没回。', /问|原因/u],
  ] as const)('(%s) %s', (language, opening, carries) => {
    for (const seed of seeds) {
      const text = story(language, seed, opening);
      expect(text).toMatch(carries);
      expect(text).not.toMatch(contentless);
    }
  });
});
