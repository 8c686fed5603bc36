import { describe, expect, it } from 'vitest';
import { readTellBack } from './persona-chat-tellback12.ts';

describe('the told-back clause leaves out the interjections and calls that open a message (issue 13, round 12)', () => {
  it.each([
    ['en', 'childhood_friend', "dude my little brother just got his driver's license and he already scratched mom's car", /^your little brother just got his driver's license$/u],
    ['en', 'girl', 'omg i finally repainted my old bike bright yellow today', /^you finally repainted your old bike bright yellow today$/u],
    ['vi', 'childhood_friend', 'Ê mày, hôm nay tao tự thay được cái vòi nước trong bếp rồi', /^hôm nay bạn tự thay được cái vòi nước trong bếp rồi$/u],
    ['ko', 'kpop_female', '언니 저 오늘 처음으로 버스킹 해봤어요', /^오늘 처음으로 버스킹 해봤군요$/u],
    ['zh', 'girl', '哎呀，我今天把阳台上的旧花盆都换成新的了', /^你今天把阳台上的旧花盆都换成新的了$/u],
  ] as const)('%s (%s): %s', (language, persona, message, clause) => {
    expect(readTellBack(message, language, persona)?.clause).toMatch(clause);
  });
});
