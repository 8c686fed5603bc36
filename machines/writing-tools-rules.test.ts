import { describe, expect, it } from 'vitest';
import { fortuneCategories, summaryStyles } from '../supabase/functions/_shared/contract/content-types';
import {
  catalogueValue,
  cutToLength,
  fortuneRules,
  isBlank,
  lyricsRules,
  storyPromptMax,
  storyPromptMin,
  storyRules,
  stylistRules,
  summarizerRules,
  summaryShrink,
} from './writing-tools-rules';

describe('story rules (spec §5: required, ≥ 10 after trimming, cut at 300)', () => {
  it('keeps the spec limits', () => {
    expect(storyPromptMin).toBe(10);
    expect(storyPromptMax).toBe(300);
  });

  it.each([
    ['', 'story:error_empty'],
    ['          ', 'story:error_empty'],
    ['\n\t ', 'story:error_empty'],
    ['abcdefghi', 'story:error_short'],
    ['   abcdefghi   ', 'story:error_short'],
    [`${' '.repeat(9)}a`, 'story:error_short'],
    ['abcdefghij', null],
    ['  a dragon who fears the dark  ', null],
  ])('%j → %s', (prompt, key) => {
    expect(storyRules({ prompt })).toBe(key);
  });

  it('treats a missing prompt as empty', () => {
    expect(storyRules({})).toBe('story:error_empty');
  });
});

describe('the other tools require their one text field', () => {
  it.each([
    ['fortune', fortuneRules, 'question', 'fortune:error_empty'],
    ['stylist', stylistRules, 'description', 'stylist:error_empty'],
    ['summarizer', summarizerRules, 'text', 'summarizer:error_empty'],
    ['lyrics', lyricsRules, 'theme', 'lyrics:error_theme'],
  ] as const)('%s: blank is refused with its own key, one letter passes', (_tool, rules, field, key) => {
    expect(rules({ [field]: '' })).toBe(key);
    expect(rules({ [field]: '   \n ' })).toBe(key);
    expect(rules({})).toBe(key);
    expect(rules({ [field]: 'x' })).toBeNull();
    // Another field does not stand in for the required one.
    expect(rules({ other: 'a long text' })).toBe(key);
  });

  it('isBlank sees white space and missing values as blank', () => {
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank(' \t')).toBe(true);
    expect(isBlank(' a ')).toBe(false);
  });
});

describe('cutToLength', () => {
  it('cuts the 301st character and keeps shorter text as is', () => {
    const long = 'a'.repeat(350);
    expect(cutToLength(long, 300)).toHaveLength(300);
    expect(cutToLength('short', 300)).toBe('short');
    expect(cutToLength('a'.repeat(300), 300)).toHaveLength(300);
  });

  it('never leaves half of an emoji', () => {
    const text = `${'a'.repeat(299)}😀b`;
    expect(cutToLength(text, 300)).toBe('a'.repeat(299));
    expect(cutToLength(`${'a'.repeat(298)}😀b`, 300)).toBe(`${'a'.repeat(298)}😀`);
  });
});

describe('catalogueValue', () => {
  it('accepts a catalogue entry and falls back otherwise', () => {
    expect(catalogueValue(fortuneCategories, 'love', 'today')).toBe('love');
    expect(catalogueValue(fortuneCategories, 'gambling', 'today')).toBe('today');
    expect(catalogueValue(summaryStyles, undefined, 'general')).toBe('general');
  });
});

describe('summaryShrink', () => {
  it('counts characters before and after and the saving', () => {
    expect(summaryShrink('a'.repeat(200), 'b'.repeat(50))).toEqual({ before: 200, after: 50, percent: 75 });
  });

  it('counts emoji and CJK characters once and ignores surrounding space', () => {
    expect(summaryShrink('  一二三四😀  ', '一二')).toEqual({ before: 5, after: 2, percent: 60 });
  });

  it('reports no saving when the summary is not shorter, or the text is empty', () => {
    expect(summaryShrink('abc', 'abcd')).toEqual({ before: 3, after: 4, percent: 0 });
    expect(summaryShrink('', '')).toEqual({ before: 0, after: 0, percent: 0 });
  });
});
