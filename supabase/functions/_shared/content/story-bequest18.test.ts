/**
 * Round 18 (issue 13): the bequest plot (story-bequest18.ts), written after blind set U's read (its #2, a grandfather's
 * bicycle left in his will with a note, was answered by showing the note to the grandfather). Every opening here is
 * held out: none is in a read set, a dev set or an eval case.
 */
import { describe, expect, it } from 'vitest';
import type { ContentLanguage } from '../contract/content-types.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { explainStory } from './story.ts';
import { readBequest } from './story-bequest18.ts';

describe('the bequest plot', () => {
  const cases: [ContentLanguage, string, string][] = [
    ['en', 'Grandma left me her garden shears in her will, with a card tied to the handle: "Plant the roses by the gate."', 'Plant the roses by the gate'],
    ['vi', 'Bà nội để lại cho tôi cây đàn cũ trong di chúc, kèm một dòng chữ: “Đàn bài này ở bến sông.”', 'Đàn bài này ở bến sông'],
    ['ko', '할머니가 유언으로 남긴 상자 안에 "봄이 오면 뒷산에 올라가 봐"라고 적힌 쪽지가 있었다.', '봄이 오면 뒷산에 올라가 봐'],
    ['zh', '奶奶在遗嘱里把她的旧相机留给了我，里面夹着一张纸条：“去海边拍一次日出。”', '去海边拍一次日出'],
  ];
  it.each(cases)('%s: %s is done as the note says, never shown to the one who died', (language, opening, ask) => {
    expect(readBequest(opening, language)?.ask).toBe(ask);
    for (const seed of [1, 2, 3]) {
      const { text, path } = explainStory(opening, language, seededRandom(seed));
      expect(path).toBe('bequest18');
      expect(text.slice(opening.length)).toContain(ask);
      expect(text).not.toMatch(/showed it to|laughed —|cho .* xem|보여 드렸|给.*看了/u);
    }
  });

  it.each<[ContentLanguage, string]>([
    // Words that tell nothing to do (a label) are no errand.
    ['en', 'My uncle left me his toolbox in his will, and inside was a key with a tag that said "for the shed".'],
    // An instruction found with no one gone is the errand plot's or the note's.
    ['en', 'Someone left a note on the park bench: "Go to the lake at dawn."'],
    ['zh', '我在旧书里发现一张纸条：“去湖边等我。”'],
  ])('%s: %s is no bequest with an instruction', (language, opening) => {
    expect(readBequest(opening, language)).toBeNull();
  });
});
