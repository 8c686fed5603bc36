import { describe, expect, it } from 'vitest';
import { readTellBack, writeTellBack } from './persona-chat-tellback12.ts';

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

describe('a passive of blame or loss told back is a hurt, never news to cheer (issue 13, round 12)', () => {
  it.each([
    ['en', 'childhood_friend', 'I got chewed out by my supervisor today for a typo that was not even mine'],
    ['vi', 'childhood_friend', 'Hôm nay tao bị thầy phạt đứng cuối lớp vì tội của thằng khác'],
    ['ko', 'childhood_friend', '나 오늘 교수님한테 엄청 혼났어'],
    ['zh', 'girl', '我今天被教练当着全队的面批评了'],
  ] as const)('%s: %s', (language, persona, message) => {
    expect(readTellBack(message, language, persona)?.stance).toBe('hurt');
  });

  it('the close friend does not cheer it (no "Giỏi ghê", no "好厉害", no "That\'s so cool")', () => {
    const cases = [
      ['vi', 'Ê, hôm nay tao mới bị sếp la trước cả phòng vì lỗi của người khác'],
      ['zh', '我今天被老板当着所有人的面骂了一顿'],
    ] as const;
    for (const [language, message] of cases) {
      const told = readTellBack(message, language, 'childhood_friend');
      expect(told).not.toBeNull();
      expect(writeTellBack(told as NonNullable<typeof told>, 'childhood_friend', language).join(' ')).not.toMatch(/Giỏi ghê|好厉害|so cool/u);
    }
  });
});
