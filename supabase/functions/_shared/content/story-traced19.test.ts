/**
 * Round 19 (issue 13): the traced plot (story-traced19.ts). Every opening here is held out: none is in a read set, a
 * dev set or an eval case. An odd thing with nobody in view was left "only a little wonderful" by the everyday
 * fall-through; here the opening's last sentence is the question, traced to the one behind it, with their reason.
 */
import { describe, expect, it } from 'vitest';
import type { ContentLanguage } from '../contract/content-types.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { explainStory } from './story.ts';
import { readTracedAct } from './story-traced19.ts';
import { tracedLines } from './data/story/story-traced19-lines.ts';
import { holdsPoolLine } from './story-pool-harness.ts';
import type { WhyKind } from './story-why19.ts';

const story = (language: ContentLanguage, opening: string, seed: number) => explainStory(opening, language, seededRandom(seed));
/** What the everyday fall-through said instead of a reason, in all four languages. */
const leftAlone = /only a little wonderful|not a trick and not a mistake|không phải trò đùa|장난도 실수도 아니었다|并不需要谁去修好/u;

describe('the traced plot', () => {
  const cases: [ContentLanguage, string, RegExp, WhyKind][] = [
    ['en', 'The broken street lamp outside our building flickers on by itself at exactly midnight.', /why the broken street lamp outside our building flickers on by itself at exactly midnight/u, 'passedOn'],
    ['vi', 'Chiếc xích đu trong công viên cứ tự đung đưa mỗi tối dù không có gió.', /vì sao chiếc xích đu trong công viên cứ tự đung đưa mỗi tối dù không có gió/u, 'passedOn'],
    ['ko', '베란다 화분에 아무도 심지 않은 해바라기가 저절로 자라기 시작했다.', /왜 베란다 화분에 아무도 심지 않은 해바라기가 저절로 자라기 시작했는지/u, 'gone'],
    ['zh', '天台上的旧秋千每天傍晚都会自己轻轻晃起来。', /为什么天台上的旧秋千每天傍晚都会自己轻轻晃起来/u, 'passedOn'],
  ];
  it.each(cases)('%s: %s is traced to the one behind it, with a reason of its kind', (language, opening, told, kind) => {
    expect(readTracedAct(opening, language)?.kind).toBe(kind);

    for (const seed of [1, 2, 3]) {
      const { text, path } = story(language, opening, seed);
      expect(path).toBe('traced19');
      expect(text).toMatch(told);
      expect(text).not.toMatch(leftAlone);
      expect(holdsPoolLine(tracedLines[language].find[kind], text)).toBe(true);
    }
  });

  const refused: [ContentLanguage, string, string][] = [
    ['en', 'I found a stranger\'s umbrella hanging on my door handle this morning.', 'the teller opens the sentence'],
    ['vi', 'Trên xe buýt, người đàn ông ngồi cạnh cứ nhìn tôi mãi.', 'a person is in view'],
    ['zh', '没有人知道那间空教室里为什么总有琴声。', 'nobody opens the sentence'],
    ['ko', '할머니가 \'그 상자는 열지 마라\'라고 하셨다.', 'a spoken act, quoted'],
  ];
  it.each(refused)('%s: %s is not traced (%s)', (language, opening) => {
    expect(readTracedAct(opening, language)).toBeNull();
  });
});
