import { describe, expect, it } from 'vitest';
import { actionFamily, staleAfter } from './adventure-results.ts';
import { generateAdventureContinue } from './adventure.ts';
import { adventureNarration, parseAdventureChoices } from '../contract/adventure-choices.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { AdventureTheme, ContentLanguage } from '../contract/content-types.ts';

const seeds = [1, 7, 42, 2024, 10101];
const next = (language: ContentLanguage, theme: AdventureTheme, currentStory: string, choice: string, seed: number): string =>
  generateAdventureContinue({ input: theme, currentStory, choice }, { language, random: seededRandom(seed) });
/** The narration after its first sentence (the retold choice). */
const afterRetell = (text: string): string => adventureNarration(text).replace(/^[^.!?。！？]*[.!?。！？]\s*/u, '');

describe('adventure: the action family of a choice', () => {
  it.each([
    ['en', 'Read the earlier pages of the logbook', 'read'],
    ['en', 'I scan the station for life signs before doing anything else', 'scan'],
    ['vi', 'Giơ tay báo cô giám thị', 'report'],
    ['vi', 'Tôi vác cái rương chạy ra phía sau hang tìm lối thoát', 'run'],
    ['ko', '베란다를 통해 옆집으로 넘어간다', 'cross'],
    ['ko', '할아버지와 다투는 사람이 누구인지 몰래 가까이 가서 엿듣는다', 'listen'],
    ['zh', '透过门缝往外看', 'peek'],
    ['zh', '我把外卖放在门口，然后黑进大楼的监控看看是谁在追我', 'camera'],
  ] as const)('%s: "%s" is %s', (language, choice, family) => {
    expect(actionFamily(choice, language)).toBe(family);
  });

  it('after moving away every old option is stale; after reporting, hiding the evidence is', () => {
    expect(staleAfter('cross', '현관문 렌즈로 복도를 살핀다', 'ko')).toBe(true);
    expect(staleAfter('report', 'Nhét tờ giấy vào ngăn bàn', 'vi')).toBe(true);
    expect(staleAfter('report', 'Hỏi nhỏ Minh xem chuyện gì', 'vi')).toBe(false);
    expect(staleAfter('read', 'Climb the stairs to the lamp room', 'en')).toBe(false);
  });
});

describe('adventure: the chosen action has a concrete result (third blind read)', () => {
  const logbook = "The lighthouse keeper has been missing for two days. You find his logbook open on the table.\n1. Follow the footprints to the rocks\n2. Read the earlier pages of the logbook\n3. Climb the stairs to the lamp room";
  it('en: reading says what the pages say, and nothing is built from "the earlier pages of"', () => {
    for (const seed of seeds) {
      const text = next('en', 'mystery', logbook, '2', seed);
      expect(afterRetell(text)).toMatch(/“[^”]{8,}”/u);
      expect(text).not.toMatch(/pages of(?! the logbook)|where the earlier/u);
      expect(parseAdventureChoices(text)).not.toContain('Read the earlier pages of the logbook');
    }
  });

  const station = 'Your cargo ship drops out of hyperspace next to a derelict station.\n1. Dock and go inside\n2. Decode the blinking lights first\n3. Send a distress call';
  it('en: a scan gives a reading, not a scrap of paper', () => {
    for (const seed of seeds) {
      const text = next('en', 'space', station, 'I scan the station for life signs before doing anything else', seed);
      expect(afterRetell(text)).toMatch(/life sign|warm shape|signal/u);
      expect(text).not.toMatch(/scrap of paper/u);
    }
  });

  const exam = 'Hôm nay là ngày thi. Trên bàn bạn có một tờ giấy ghi đáp án.\n1. Giơ tay báo cô giám thị\n2. Nhét tờ giấy vào ngăn bàn\n3. Hỏi nhỏ Minh xem chuyện gì';
  it('vi: the proctor reacts, and hiding the paper is no longer offered', () => {
    for (const seed of seeds) {
      const text = next('vi', 'school', exam, '1', seed);
      expect(afterRetell(text)).toMatch(/^Cô giám thị /u);
      expect(parseAdventureChoices(text)).not.toContain('Nhét tờ giấy vào ngăn bàn');
    }
  });

  const zombie = '좀비 사태 사흘째, 당신은 아파트 15층에서 버티고 있다.\n1. 벽을 세 번 노크한다\n2. 현관문 렌즈로 복도를 살핀다\n3. 베란다를 통해 옆집으로 넘어간다';
  it('ko: crossing to the neighbour finds someone there, and the old spot\'s options are gone', () => {
    for (const seed of seeds) {
      const text = next('ko', 'zombie', zombie, '3', seed);
      expect(afterRetell(text)).toMatch(/누군가|목소리/u);
      expect(parseAdventureChoices(text).some((option) => /현관문 렌즈|벽을 세 번/u.test(option))).toBe(false);
    }
  });

  const courier = '2077年，你是一名外卖骑手。你的义眼弹出警告：有人在追踪你。\n1. 照常送上楼\n2. 偷偷打开袋子看看\n3. 甩掉追踪者再说';
  it('zh: the camera shows who follows, and what was put down is not "held"', () => {
    for (const seed of seeds) {
      const text = next('zh', 'cyberpunk', courier, '我把外卖放在门口，然后黑进大楼的监控看看是谁在追我', seed);
      expect(afterRetell(text)).toMatch(/画面|镜头/u);
      expect(text).not.toMatch(/护在身边|还紧紧在你怀里/u);
      expect(parseAdventureChoices(text).join('\n')).not.toMatch(/是谁在追你/u);
    }
  });
});
