/**
 * Round 18 (issue 13): the contents plot (story-contents18.ts), written after blind set U's read (its #8, a diary of
 * tomorrow's events, was returned as a lost gift; its #6, a film of "our house", was posted online as a stranger's).
 * Every opening here is held out: none is in a read set, a dev set or an eval case.
 */
import { describe, expect, it } from 'vitest';
import type { ContentLanguage } from '../contract/content-types.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { explainStory } from './story.ts';
import { readContents } from './story-contents18.ts';

describe('the contents plot', () => {
  const cases: [ContentLanguage, string, 'future' | 'home', RegExp][] = [
    ['en', 'The newspaper on my doorstep this morning was tomorrow\'s, and the front page had a photo of my street.', 'future', /tomorrow|came true/u],
    ['vi', 'Tôi mua được một cuốn sổ cũ ở chợ đồ cũ, trong đó ghi toàn những chuyện sẽ xảy ra vào ngày mai.', 'future', /ngày mai/u],
    ['ko', '벤치에 놓인 낡은 수첩을 펼쳐 보니 내일 일어날 일들이 시간별로 적혀 있었다.', 'future', /내일/u],
    ['en', 'At the flea market I bought an old album, and every photo in it was of our house.', 'home', /lived there/u],
    ['zh', '我在旧货市场买了一卷老胶卷，冲洗出来全是我家的照片。', 'home', /住在这里|住得最久/u],
  ];
  it.each(cases)('%s: %s is told through what it holds, never returned unread', (language, opening, kind, told) => {
    expect(readContents(opening, language)?.kind).toBe(kind);
    for (const seed of [1, 2, 3]) {
      const { text, path } = explainStory(opening, language, seededRandom(seed));
      expect(path).toBe('contents18');
      expect(text).not.toMatch(/left my (?:number|phone)|số điện thoại của mình|전화번호를 남|留了我的电话/u);
    }
    expect([1, 2, 3].map((seed) => explainStory(opening, language, seededRandom(seed)).text.slice(opening.length)).join(' ')).toMatch(told);
  });

  it.each<[ContentLanguage, string]>([
    // A letter to one's future self is no writing of events to come.
    ['vi', 'Dọn phòng, tôi tìm thấy lá thư mình viết cho bản thân trong tương lai hồi cấp hai.'],
    // Photos of a stranger's house are no photos of the teller's home.
    ['en', 'I found a box of photos in the attic, all of a house by the sea I have never seen.'],
    ['ko', '중고로 산 카메라에 필름이 한 통 들어 있었다.'],
    // One note with tomorrow's date and a warning is the mystery plot's.
    ['en', 'There was a sticky note on my locker with tomorrow’s date and one word: "hide".'],
  ])('%s: %s has no contents for this plot', (language, opening) => {
    expect(readContents(opening, language)).toBeNull();
  });
});
