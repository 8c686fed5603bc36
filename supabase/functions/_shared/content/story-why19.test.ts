/**
 * Round 19 (issue 13): the asked act (story-why19.ts). Every opening here is held out: none is in a read set, a dev
 * set or an eval case. The attended and acted-on plots asked the person "about it" and withheld the answer ("explained
 * in a few plain words", "plainer than I had feared"); the habit plot never named the habit it watched. Here the act is
 * told back as the question, and the answer is a reason of the act's kind.
 */
import { describe, expect, it } from 'vitest';
import type { ContentLanguage } from '../contract/content-types.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { explainStory } from './story.ts';
import { findPerson } from './story-attend14.ts';
import { koreanEmbeddedQuestion, readAskedAct, type WhyKind } from './story-why19.ts';
import { whyLines } from './data/story/story-why19-lines.ts';
import { holdsPoolLine } from './story-pool-harness.ts';

const story = (language: ContentLanguage, opening: string, seed: number) => explainStory(opening, language, seededRandom(seed));
const asked = (language: ContentLanguage, opening: string) => {
  const found = findPerson(opening, language, null);
  return found === null ? null : readAskedAct(opening, language, found);
};
/** What the attended and acted-on plots said instead of an answer, in all four languages. */
const withheld = /plainer than I had feared|in a few plain words|short and plain|đơn giản hơn .* tưởng|bằng vài lời đơn giản|생각보다 훨씬 단순한 대답|담담하게 설명|答案比我想的简单|几句平平常常的话/u;

describe('the Korean embedded question', () => {
  const cases: [string, string][] = [
    ['사 간다', '사 가는지'],
    ['멈췄다', '멈췄는지'],
    ['먹는다', '먹는지'],
    ['내놓는다', '내놓는지'],
    ['이상하다', '이상한지'],
    ['기분이 좋다', '기분이 좋은지'],
    ['아무도 없다', '아무도 없는지'],
    ['하신다', '하시는지'],
    ['내 친구이다', '내 친구인지'],
  ];
  it.each(cases)('%s → %s', (plain, question) => {
    expect(koreanEmbeddedQuestion(plain)).toBe(question);
  });
  it('refuses a clause that does not end in a plain -다', () => {
    expect(koreanEmbeddedQuestion('문 앞에 두고')).toBeNull();
  });
});

describe('the asked act', () => {
  const cases: [ContentLanguage, string, string, WhyKind][] = [
    ['en', 'The woman at the bakery counter slipped an extra roll into my bag.', 'the woman at the bakery counter slipped an extra roll into my bag', 'toMe'],
    ['vi', 'Bà cụ bán nước đầu ngõ luôn để dành một ly trà đá cho ông xe ôm già.', 'bà cụ bán nước đầu ngõ luôn để dành một ly trà đá cho ông xe ôm già', 'passedOn'],
    ['vi', 'Chú bảo vệ tòa nhà ngày nào cũng tưới chậu cây khô trước phòng trống.', 'chú bảo vệ tòa nhà ngày nào cũng tưới chậu cây khô trước phòng trống', 'gone'],
    ['ko', '택배 기사님이 우리 집 문 앞에 작은 사탕 봉지를 두고 갔다.', '택배 기사님이 우리 집 문 앞에 작은 사탕 봉지를 두고 갔는지', 'toMe'],
    ['ko', '경비 아저씨가 매일 아침 주차장 구석에 빈 의자 하나를 내놓는다.', '경비 아저씨가 매일 아침 주차장 구석에 빈 의자 하나를 내놓는지', 'gone'],
    ['zh', '隔壁的阿姨给我送来了一碗饺子。', '隔壁的阿姨给我送来了一碗饺子', 'toMe'],
    ['zh', '对门的叔叔每天早上都在楼道里擦同一扇窗户。', '对门的叔叔每天早上都在楼道里擦同一扇窗户', 'passedOn'],
  ];
  it.each(cases)('%s: %s is asked as itself', (language, opening, act, kind) => {
    expect(asked(language, opening)).toEqual({ act, kind });
  });

  const refused: [ContentLanguage, string, string][] = [
    ['en', 'Our cat has slept by the front door every night since my sister left for college.', 'a clause under "since" only dates the act'],
    ['en', 'My aunt said nobody may open the attic.', 'a spoken act'],
    ['en', 'The harbour master retired in May, but the bell on the pier still rings every morning at six.', 'the odd thing is in the contrast after "but"'],
    ['vi', 'Cả xóm đều sợ con chó nhà ông Tư, trừ bé Na.', 'a person after a preposition'],
    ['zh', '奶奶从乡下带来一只小猫。小猫的脖子上挂着我小时候丢的铃铛。', 'the act is not the last sentence'],
  ];
  it.each(refused)('%s: %s is not asked (%s)', (language, opening) => {
    expect(asked(language, opening)).toBeNull();
  });
});

describe('the asked act in the story', () => {
  const cases: [ContentLanguage, string, RegExp, WhyKind | null][] = [
    ['en', 'The woman at the bakery counter slipped an extra roll into my bag.', /why the woman at the bakery counter slipped an extra roll into my bag/u, 'toMe'],
    // The attended plot's person: asked, and answered with a kindness passed on.
    ['en', 'Our neighbor shovels the snow off every driveway on the street before sunrise.', /why our neighbor shovels the snow off every driveway on the street before sunrise/u, 'passedOn'],
    // The acted-on reader's person, which the clause finder does not know (my piano teacher), asked with "they".
    ['en', 'My piano teacher taped a map of Vienna to my music stand, though we had never talked about travel.', /asked my piano teacher why they taped a map of Vienna to my music stand/u, 'passedOn'],
    ['ko', '택배 기사님이 우리 집 문 앞에 작은 사탕 봉지를 두고 갔다.', /왜 우리 집 문 앞에 작은 사탕 봉지를 두고 갔는지/u, 'toMe'],
    ['ko', '경비 아저씨가 매일 아침 주차장 구석에 빈 의자 하나를 내놓는다.', /왜 경비 아저씨가 매일 아침 주차장 구석에 빈 의자 하나를 내놓는지/u, 'gone'],
    ['zh', '对门的叔叔每天早上都在楼道里擦同一扇窗户。', /为什么对门的叔叔每天早上都在楼道里擦同一扇窗户/u, null],
    ['vi', 'Chú bảo vệ tòa nhà ngày nào cũng tưới chậu cây khô trước phòng trống.', /vì sao chú bảo vệ tòa nhà ngày nào cũng tưới chậu cây khô trước phòng trống/u, 'gone'],
  ];
  it.each(cases)('%s: %s names the act and answers it', (language, opening, told, kind) => {
    for (const seed of [1, 2, 3]) {
      const { text } = story(language, opening, seed);
      expect(text).toMatch(told);
      expect(text).not.toMatch(withheld);
      if (kind === null) continue;
      // The reason is one of its kind's: its first eight words stand in the story.
      expect(holdsPoolLine(whyLines[language].find[kind], text)).toBe(true);
    }
  });
});

describe('the person a Chinese clause names after its copula', () => {
  it('is what the subject is, never the one asked (他写的每一封信都是同一个陌生的女孩: grandpa is asked)', () => {
    expect(findPerson('爷爷退休以后开始写信，他写的每一封信都是同一个陌生的女孩。', 'zh', null)?.person).toBe('爷爷');
    expect(findPerson('舅舅搬家以后开始画画，他画的全都是同一个陌生的小男孩。', 'zh', null)?.person ?? '').not.toMatch(/男孩/u);
  });
});
