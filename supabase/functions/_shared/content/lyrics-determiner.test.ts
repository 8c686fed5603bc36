import { describe, expect, it } from 'vitest';
import { generateContent } from './engine.ts';
import { englishDeterminedKey } from './lyrics-poem.ts';

describe('lyrics (round 10): an English key keeps the determiner the theme gives it', () => {
  it('reads the determiner from inside the theme only', () => {
    expect(englishDeterminedKey("driver's license", "finally got my driver's license on the third try!!")).toBe("my driver's license");
    expect(englishDeterminedKey('night shift', 'working the night shift at the hospital')).toBe('the night shift');
    expect(englishDeterminedKey('the night shift', 'working the night shift')).toBeNull();
    expect(englishDeterminedKey('coffee', 'coffee at dawn')).toBeNull();
    expect(englishDeterminedKey('Paris', 'my Paris')).toBeNull();
  });

  it('no line sings the key bare ("All I can think about is driver\'s license")', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const song = generateContent('lyrics-poem', { input: "finally got my driver's license on the third try!!", emotion: 'joy', lyricStyle: 'dance_pop' }, { language: 'en', seed }) as string;
      const body = song.split('\n').slice(1).join('\n');
      expect(body).toContain("my driver's license");
      expect(body).not.toMatch(/(?<!my )driver's license/u);
    }
  });
});
