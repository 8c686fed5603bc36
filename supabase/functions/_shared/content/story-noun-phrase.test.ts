import { describe, expect, it } from 'vitest';
import { isStoryNounPhrase } from './story-noun-phrase.ts';
import type { ContentLanguage } from '../contract/content-types.ts';

const accepted: ReadonlyArray<[ContentLanguage, string]> = [
  ['en', 'the wedding dress'],
  ['en', 'my neighbor’s cat'],
  ['en', 'the old piano'],
  ['en', 'a house key'],
  ['vi', 'lá thư'],
  ['vi', 'chiếc xe máy cũ'],
  ['vi', 'cây mít'],
  ['ko', '편지'],
  ['ko', '안내방송'],
  ['ko', '처음 들어보는 역'],
  ['ko', '건조기'],
  ['zh', '外卖单'],
  ['zh', '收音机'],
  ['zh', '十年前的自己'],
  ['zh', '《百年孤独》'],
  ['zh', '那本《百年孤独》'],
  ['zh', '日用品'],
  ['zh', '面馆'],
  ['zh', '头巾'],
  ['ko', '윗집 피아노'],
  ['vi', 'tấm bưu thiếp'],
  ['en', 'my smart speaker'],
];

/** Spans the third blind read caught pasted into noun slots, and their kin. */
const refused: ReadonlyArray<[ContentLanguage, string]> = [
  ['en', 'the wet'],
  ['en', 'the earlier pages of'],
  ['en', 'quietly'],
  ['en', 'asked me to wash it'],
  ['vi', 'của bố tôi'],
  ['vi', 'tự nhiên ra hoa giữa mùa đông, vì'],
  ['vi', 'về quê gấp'],
  ['vi', 'chiếc dép khác nhau'],
  ['ko', '떴는데 안내방송'],
  ['ko', '마음속에 품은 잠'],
  ['ko', '졸다가'],
  ['ko', '두고 갔다'],
  ['zh', '年回不'],
  ['zh', '跟不上'],
  ['zh', '很笨，你当练习生的时候也这样吗'],
  ['zh', '突然自己响了'],
  // Round 8: the fragments the seventh blind read and the round-8 requests caught.
  ['en', 'the yesterday'],
  ['en', 'my smart speaker whispers'],
  ['vi', 'tấm bưu thiếp gửi'],
  ['ko', '일주일째 윗집'],
  ['ko', '밤마다 피아노'],
  ['zh', '面用铅笔'],
  ['zh', '铅笔在桌上'],
];

describe('isStoryNounPhrase (rule A)', () => {
  it.each(accepted)('accepts a complete noun phrase (%s) %s', (language, span) => {
    expect(isStoryNounPhrase(span, language)).toBe(true);
  });

  it.each(refused)('refuses a fragment that is not a noun phrase (%s) %s', (language, span) => {
    expect(isStoryNounPhrase(span, language)).toBe(false);
  });

  it('refuses an empty span in every language', () => {
    for (const language of ['en', 'vi', 'ko', 'zh'] as const) expect(isStoryNounPhrase('  ', language)).toBe(false);
  });
});

describe('round 13: a Vietnamese span cut before its verb is no noun phrase', () => {
  it('rejects "con mèo nhà mình mất" (of "mất tích") and keeps nouns that end like verbs of sound or food', () => {
    expect(isStoryNounPhrase('con mèo nhà mình mất', 'vi')).toBe(false);
    expect(isStoryNounPhrase('chiếc xe đạp về', 'vi')).toBe(false);
    expect(isStoryNounPhrase('bài hát', 'vi')).toBe(true);
    expect(isStoryNounPhrase('tiếng khóc', 'vi')).toBe(true);
  });
});

describe('round 13: an English subject with its reporting verb is no noun phrase', () => {
  it('rejects "my little brother swears" and "the old man insists"', () => {
    expect(isStoryNounPhrase('my little brother swears', 'en')).toBe(false);
    expect(isStoryNounPhrase('the old man insists', 'en')).toBe(false);
    expect(isStoryNounPhrase('my little brother', 'en')).toBe(true);
  });
});
