/**
 * A known song heard again (issue 13, round 13) is someone's song, listened to and sung along: never the sound
 * family's "a song nobody knew", never a first time done "the way Mom did it". Held-out words: a jukebox, loa kẹo
 * kéo, 카세트, 手机外放.
 */
import { describe, expect, it } from 'vitest';
import type { ContentLanguage } from '../contract/content-types.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { generateStory } from './story.ts';
import { findKnownSong } from './story-song13.ts';

const cases: [ContentLanguage, string, string][] = [
  ['en', 'At the diner the jukebox started playing the song Dad used to whistle while he shaved.', 'Dad'],
  ['vi', 'Loa kẹo kéo nhà bên phát đúng bài mà ngày xưa mẹ hay hát ru tôi.', 'mẹ'],
  ['ko', '카세트에서 할머니가 자주 부르시던 노래가 흘러나왔다.', '할머니'],
  ['zh', '隔壁手机外放的，正是爷爷以前常唱的歌。', '爷爷'],
];

describe('a known song heard again', () => {
  for (const [language, opening, singer] of cases) {
    it(`names the singer and never calls the song unknown (${language})`, () => {
      expect(findKnownSong(opening, language)?.singer).toBe(singer);
      for (const seed of [1, 2, 3]) {
        const text = generateStory({ storyStart: opening }, { language, random: seededRandom(seed) }).slice(opening.length);
        // The first paragraph hears the singer's song: the singer and the song (or its tune) named together.
        const first = text.split('\n\n')[0] ?? '';
        expect(first).toContain(singer);
        expect(first).toMatch(/song|tune|bài|giai điệu|노래|가락|歌|调子/u);
        expect(text).not.toMatch(/not any song|nobody knew|chẳng ai biết bài|아무도 모르는 노래|谁也没听过/u);
      }
    });
  }
  it('is no known song when nobody is said to have sung it', () => {
    expect(findKnownSong('The radio started playing a song I had never heard.', 'en')).toBeNull();
  });
});
