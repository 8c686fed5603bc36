import { describe, expect, it } from 'vitest';
import { cleanTitleSpan, endsCleanly, isLyricsNounPhrase } from './lyrics-noun-phrase.ts';
import type { ContentLanguage } from '../contract/content-types.ts';

/** Spans that may fill a noun slot, and spans the third blind read found pasted and broken, per language. */
const spans: Record<ContentLanguage, { accepted: string[]; refused: string[] }> = {
  en: {
    accepted: ["my grandmother's kitchen", 'student loans', 'the night before my driving test', 'rain', 'the morning'],
    refused: ["my grandmother's kitchen after she", 'the wet', 'the earlier pages of', 'she moved into a care home', 'finally paying'],
  },
  vi: {
    accepted: ['người yêu cũ', 'mùa mưa Sài Gòn', 'mái hiên', 'tình bạn thời đại học'],
    refused: ['bị bạn thân nói xấu sau lưng', 'chờ người yêu cũ dưới', 'mẹ tôi bán', 'những buổi chiều ở', 'khi mưa'],
  },
  ko: {
    accepted: ['야근하고 막차 타는 직장인', '수능 끝나고 처음 맞는 겨울 아침', '겨울 아침', '직장인', 'June'],
    refused: ['떴는데 안내방송', '잠을 4시간밖에 못 자요', '막차 타고', '너무 떨려요'],
  },
  zh: {
    accepted: ['北漂十年', '一杯奶茶', '秋天的第一杯奶茶', '外卖小哥', '奶茶'],
    refused: ['年回不', '杯奶茶', '很笨，你当练习生的时候也这样吗', '跟不上', '过年回不了'],
  },
};

describe('isLyricsNounPhrase (rule A)', () => {
  for (const [language, { accepted, refused }] of Object.entries(spans) as Array<[ContentLanguage, { accepted: string[]; refused: string[] }]>) {
    it.each(accepted)(`accepts the ${language} noun phrase %s`, (span) => {
      expect(isLyricsNounPhrase(span, language)).toBe(true);
    });
    it.each(refused)(`refuses the ${language} fragment %s`, (span) => {
      expect(isLyricsNounPhrase(span, language)).toBe(false);
    });
  }
});

describe('titles (rule A)', () => {
  it('cuts an English title before a clause with its own subject, never mid-phrase', () => {
    expect(cleanTitleSpan("my grandmother's kitchen after she moved into a care home", 'en')).toBe("my grandmother's kitchen");
    expect(cleanTitleSpan("the night before my driving test and my dad's old car", 'en')).toBe('the night before my driving test');
    expect(cleanTitleSpan('finally paying off my student loans', 'en')).toBe('finally paying off my student loans');
  });

  it('keeps the first clause in Vietnamese, Korean and Chinese, never ending on a joining word or a cut head', () => {
    expect(cleanTitleSpan('mùa mưa Sài Gòn, chờ người yêu cũ dưới mái hiên', 'vi')).toBe('mùa mưa Sài Gòn');
    expect(cleanTitleSpan('tình bạn thời đại học và những buổi chiều ở ký túc xá', 'vi')).toBe('tình bạn thời đại học');
    expect(cleanTitleSpan('北漂十年，过年回不了家', 'zh')).toBe('北漂十年');
    expect(cleanTitleSpan('수능 끝나고 처음 맞는 겨울 아침', 'ko')).toBe('수능 끝나고 처음 맞는 겨울 아침');
  });

  it('knows a clean ending from a dangling one in every language', () => {
    expect(endsCleanly('My Grandmother\'s Kitchen After She', 'en')).toBe(false);
    expect(endsCleanly('những buổi chiều ở', 'vi')).toBe(false);
    expect(endsCleanly('퇴근하고', 'ko')).toBe(false);
    expect(endsCleanly('跟不上', 'zh')).toBe(false);
    expect(endsCleanly('过年回不了家', 'zh')).toBe(true);
  });
});
