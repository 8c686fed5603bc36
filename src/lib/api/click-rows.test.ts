import { describe, expect, it } from 'vitest';
import { parseGameClickRows, parseRegisteredCount } from './click-rows';

describe('parseGameClickRows', () => {
  it('keeps the server order as the ranking and maps counts by id', () => {
    const rows = [
      { game_id: 'ai-story', click_count: 9 },
      { game_id: 'apple-game', click_count: 0 },
    ];
    expect(parseGameClickRows(rows)).toEqual({ ranking: ['ai-story', 'apple-game'], counts: { 'ai-story': 9, 'apple-game': 0 } });
    expect(parseGameClickRows([])).toEqual({ ranking: [], counts: {} });
  });

  it('refuses anything but rows of a string id and a whole non-negative count', () => {
    expect(() => parseGameClickRows(null)).toThrow(TypeError);
    expect(() => parseGameClickRows({ game_id: 'x', click_count: 1 })).toThrow(/array/);
    expect(() => parseGameClickRows([{ game_id: 'x', click_count: -1 }])).toThrow(/row 0/);
    expect(() => parseGameClickRows([{ game_id: 'x', click_count: 1.5 }])).toThrow(/row 0/);
    expect(() => parseGameClickRows([{ game_id: 'x', click_count: '3' }])).toThrow(/row 0/);
    expect(() => parseGameClickRows([{ game_id: 'a', click_count: 1 }, { game_id: 7, click_count: 1 }])).toThrow(/row 1/);
    expect(() => parseGameClickRows([null])).toThrow(/row 0/);
  });
});

describe('parseRegisteredCount', () => {
  it('accepts an integer and refuses anything else', () => {
    expect(parseRegisteredCount(4)).toBe(4);
    expect(() => parseRegisteredCount(4.5)).toThrow(TypeError);
    expect(() => parseRegisteredCount('4')).toThrow(TypeError);
    expect(() => parseRegisteredCount(null)).toThrow(TypeError);
  });
});
