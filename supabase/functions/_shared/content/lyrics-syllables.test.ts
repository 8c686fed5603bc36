import { describe, expect, it } from 'vitest';
import { countSyllables, englishWordSyllables } from './lyrics-syllables.ts';

/** Dictionary syllable counts (Merriam-Webster hyphenation) of common lyric words. */
const dictionary: ReadonlyArray<readonly [string, number]> = [
  ['love', 1], ['hope', 1], ['hopes', 1], ['closes', 2], ['dances', 2], ['stopped', 1], ['rested', 2], ['curled', 1], ['table', 2],
  ['little', 2], ['whole', 1], ['breeze', 1], ['window', 2], ['morning', 2], ['radio', 3], ['nation', 2], ['yellow', 2], ['yes', 1],
  ['blue', 1], ['leaves', 1], ['frames', 1], ['silence', 2], ['together', 3], ['memory', 3], ['umbrella', 3], ['happiness', 3],
  ['moonlight', 2], ['summer', 2], ['sunrise', 2], ['candle', 2], ['promise', 2], ['rainbow', 2], ['heartbeat', 2], ['tomorrow', 3],
  ['butterfly', 3], ['kettle', 2], ['alone', 2], ['homesick', 2], ['dreams', 1], ['creature', 2], ['saved', 1], ['loved', 1],
  ['wanted', 2], ['lights', 1], ['city', 2], ['strawberry', 3], ['friendship', 2], ['station', 2], ['universe', 3], ['melody', 3],
  ['fireflies', 2], ['dream', 1], ['ocean', 2], ['walked', 1], ['smile', 1], ['time', 1], ['open', 2], ['alive', 2], ['apple', 2],
  ['orange', 2], ['music', 2], ['lonely', 2], ['broken', 2], ['journey', 2], ['peace', 1], ['freedom', 2], ['courage', 2],
  ['stranger', 2], ['whisper', 2], ['mother', 2], ['winter', 2], ['garden', 2], ['paper', 2], ['coffee', 2], ['people', 2],
  ['someday', 2], ['evening', 2], ['quiet', 2], ['beautiful', 3], ['lovely', 2], ['hallway', 2], ['lighthouse', 2], ['everything', 3],
];

describe('englishWordSyllables', () => {
  it('agrees with the dictionary on at least 95% of common lyric words', () => {
    const wrong = dictionary.filter(([word, count]) => englishWordSyllables(word) !== count);
    expect(wrong.length / dictionary.length).toBeLessThanOrEqual(0.05);
  });

  it('never returns less than one syllable for a word, and zero for no letters', () => {
    for (const word of ['a', 'I', 'rhythm', 'shh', 'xyz', 'the']) expect(englishWordSyllables(word)).toBeGreaterThanOrEqual(1);
    expect(englishWordSyllables('---')).toBe(0);
  });
});

describe('countSyllables', () => {
  it('sums the words of a line, splitting hyphenated words', () => {
    expect(countSyllables('an old silent pond')).toBe(5);
    expect(countSyllables('a frog jumps into the pond')).toBe(7);
    expect(countSyllables('the night-light glowing')).toBe(5);
    expect(countSyllables("I'm dancing, don't stop!")).toBe(5);
  });

  it('counts each Hangul or Han character and each digit as one syllable', () => {
    expect(countSyllables('첫사랑')).toBe(3);
    expect(countSyllables('初雪 snow')).toBe(3);
    expect(countSyllables('2024')).toBe(4);
  });
});
