import { describe, expect, it } from 'vitest';
import type { AdventureTheme, ContentLanguage } from '../contract/content-types.ts';
import { generateContent } from './engine.ts';
import { storyObject } from './adventure-grounded.ts';

function continueWith(language: ContentLanguage, input: AdventureTheme, currentStory: string, choice: string): string {
  const out = generateContent('adventure-continue', { input, currentStory, choice }, { language, seed: 7 });
  return typeof out === 'string' ? out : JSON.stringify(out);
}

describe('adventure (round 10): a greeting in a school or a romance story is answered gladly, not as a suspect', () => {
  it.each<[ContentLanguage, string, RegExp]>([
    ['en', 'After the last class you walk into the empty music room. The new transfer student is sitting by the window.\n1. Say hi to the transfer student\n2. Leave quietly', /Hi! I've been hoping/u],
    ['vi', 'Giờ ra chơi, bạn thấy bạn mới chuyển trường ngồi một mình ở góc lớp.\n1. Chào bạn mới chuyển trường\n2. Ra sân chơi', /Chào! Từ sáng tới giờ/u],
    ['ko', '점심시간, 전학생 서윤이 혼자 창가에 앉아 있다.\n1. 서윤에게 인사한다\n2. 매점에 간다', /안녕! 아침부터/u],
    ['zh', '周五放学后，你来到空荡荡的音乐教室。转学生一个人坐在窗边。\n1. 和转学生搭话\n2. 悄悄离开', /你好！我从早上/u],
  ])('%s', (language, story, friendly) => {
    const text = continueWith(language, 'school', story, '1');
    expect(text).toMatch(friendly);
    expect(text).not.toMatch(/Who sent you|Ai bảo bạn tới|누가 보냈어요|谁让你来的/u);
  });
});

describe('adventure (round 10): a length of time is no object of the story', () => {
  it('"for an hour" names no thing to look at', () => {
    expect(storyObject('The old woman at the end of the corridor has not moved for an hour.', 'en')).toBeNull();
    expect(storyObject('You have waited for an hour, and a lantern hangs by the door.', 'en')).toBe('the lantern');
    // A preposition ends the phrase: the map, not "the map under".
    expect(storyObject('You find a map under the bed.', 'en')).toBe('the map');
  });
});
