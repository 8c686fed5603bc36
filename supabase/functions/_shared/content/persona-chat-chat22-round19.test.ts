/**
 * Round 19 of issue 13 (chat22): held-out requests (none is in round19-chat22.before.json nor in its hold-out set).
 * 1. The option cleaner: an option the reader left with a bare like-verb ("like pizza", "prefer beach") or with
 *    "u" for "you", or with a purpose both options share ("… for a weekend trip"), is cut to the thing offered.
 */
import { describe, expect, it } from 'vitest';
import { replyRows } from '../../../../tests/content/persona-chat-rows.ts';
import { cleanOption } from './persona-chat-choice19.ts';

describe('the option cleaner cuts a bare like-verb and a shared purpose', () => {
  it.each([
    ['like ice cream', 'ice cream'],
    ['prefer trains', 'trains'],
    ['do u like soccer', 'soccer'],
    ['would ya rather swim', 'swim'],
    ['cake for my birthday party', 'cake'],
  ] as const)('%s → %s', (option, clean) => {
    expect(cleanOption(option, 'en')).toBe(clean);
  });
});

replyRows('a taste choice never keeps the like-verb in its option', [
  ['en', 'kid', 'do you like ice cream or cookies more?? i like cookies', /^Cookies, same as you![\s\S]*my favourite is cookies/u, /like cookies, same|about like/iu],
  ['en', 'childhood_friend', 'do u like summer or winter better', /^Between (?:summer|winter) and (?:summer|winter)\?/u, /u like|better\?/iu],
]);
