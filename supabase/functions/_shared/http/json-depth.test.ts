import { describe, expect, it } from 'vitest';
import { exceedsJsonDepth, jsonNestingDepth, maxJsonDepth } from './json-depth.ts';

describe('jsonNestingDepth', () => {
  it('counts arrays and objects, not brackets inside strings or escaped quotes', () => {
    expect(jsonNestingDepth('1')).toBe(0);
    expect(jsonNestingDepth('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(jsonNestingDepth('{"a":"[[[[{{{{"}')).toBe(1);
    expect(jsonNestingDepth('["\\"[[[", "\\\\", [2]]')).toBe(2);
  });

  it('stops early past the bound and says whether it was exceeded', () => {
    const deep = '['.repeat(100_000);
    expect(jsonNestingDepth(deep, 10)).toBe(11);
    expect(exceedsJsonDepth(deep)).toBe(true);
    expect(exceedsJsonDepth(`${'['.repeat(maxJsonDepth)}${']'.repeat(maxJsonDepth)}`)).toBe(false);
    expect(exceedsJsonDepth(`${'['.repeat(maxJsonDepth + 1)}${']'.repeat(maxJsonDepth + 1)}`)).toBe(true);
  });
});
