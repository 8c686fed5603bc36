/**
 * Round 18 (issue 13): the surprise plot (story-surprise18.ts). Every opening here is held out: none is in a read set,
 * a dev set or an eval case. Something that cannot be was answered with "I asked, and the reason was small and kind" or
 * with "it was only stranger than anyone had thought"; here it is explained, by the person who did it or by someone
 * close who did it in secret.
 */
import { describe, expect, it } from 'vitest';
import type { ContentLanguage } from '../contract/content-types.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { explainStory } from './story.ts';
import { readSurprise } from './story-surprise18.ts';

const story = (language: ContentLanguage, opening: string, seed: number) => explainStory(opening, language, seededRandom(seed));
/** What the default, attended and everyday plots said instead of an explanation. */
const unexplained = /small and ordinary|small one, and a kind one|stranger than anyone|lý do nhỏ thôi|lạ hơn những gì|이유는 작고|조금 이상할 뿐|理由很小|都要奇怪一点/u;

describe('the surprise plot', () => {
  const cases: [ContentLanguage, string, 'thing' | 'person', RegExp][] = [
    ['en', 'The new bus driver greeted every kid on the route by name on his very first morning. He knew all of our names.', 'person', /driver/u],
    ['en', 'We cancelled the street party because of the storm, but the next morning there were lanterns on every tree anyway.', 'thing', /secret|on purpose/u],
    ['vi', 'Sáng nay cả lớp thấy chiếc đồng hồ treo tường chạy ngược.', 'thing', /bí mật|cố ý/u],
    ['ko', '새로 온 경비 아저씨가 첫날부터 우리 아파트 주민들 이름을 전부 알고 있었다.', 'person', /아저씨/u],
    ['zh', '我们小区新来的快递员，第一天就叫出了我的名字。', 'person', /快递员/u],
  ];
  it.each(cases)('%s: %s is explained, never left strange', (language, opening, kind, told) => {
    expect(readSurprise(opening, language, null)?.kind).toBe(kind);
    for (const seed of [1, 2, 3, 4]) {
      const { text, path } = story(language, opening, seed);
      expect(path).toBe('surprise18');
      expect(text).not.toMatch(unexplained);
    }
    expect([1, 2, 3, 4].map((seed) => story(language, opening, seed).text.slice(opening.length)).join(' ')).toMatch(told);
  });

  const notSurprises: [ContentLanguage, string][] = [
    // A sound where nobody can be is the situation plot's.
    ['en', 'Somehow I heard a voice from the empty flat upstairs, even though the new tenants had never moved in.'],
    // A machine that runs by itself keeps the families that tell the machine.
    ['ko', '새벽 두 시에 부엌의 믹서기가 저절로 돌아가기 시작했다.'],
    // An identity found out (the teacher turned out to be…) is no impossible act.
    ['zh', '新来的体育老师居然是我小学时的同桌。'],
    // Nothing unexpected.
    ['vi', 'Hôm nay tôi đi chợ mua rau cho mẹ.'],
  ];
  it.each(notSurprises)('%s: %s is no surprise of this plot', (language, opening) => {
    expect(readSurprise(opening, language, null)).toBeNull();
  });
});
