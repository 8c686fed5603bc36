import { describe, expect, it } from 'vitest';
import { generateContent } from './engine.ts';
import { readPersonRequest, storyMissingThing } from './adventure-request.ts';

/** The narration of an adventure continuation (the options cut off). */
function continueWith(language: 'en' | 'vi' | 'ko' | 'zh', currentStory: string, choice: string): string {
  const out = generateContent('adventure-continue', { input: 'school', currentStory, choice }, { language, seed: 3 }) as { text?: string } | string;
  return typeof out === 'string' ? out : JSON.stringify(out);
}

describe('adventure: a request made of a person (round 10)', () => {
  it('reads who is asked and what is borrowed or shown, in four languages', () => {
    expect(readPersonRequest('ask Tom to lend you his spare calculator', 'en')).toEqual({ kind: 'borrow', person: 'Tom', thing: 'his spare calculator' });
    expect(readPersonRequest('show the egg to Bram', 'en')).toEqual({ kind: 'show', person: 'Bram', thing: 'the egg' });
    expect(readPersonRequest('hỏi mượn Tuấn', 'vi')).toEqual({ kind: 'borrow', person: 'Tuấn', thing: null });
    expect(readPersonRequest('mượn cây bút của chị Lan', 'vi')).toEqual({ kind: 'borrow', person: 'chị Lan', thing: 'cây bút' });
    expect(readPersonRequest('친구 하준에게 지팡이를 빌린다', 'ko')).toEqual({ kind: 'borrow', person: '하준', thing: '지팡이' });
    expect(readPersonRequest('차장에게 쪽지를 보여 준다', 'ko')).toEqual({ kind: 'show', person: '차장', thing: '쪽지' });
    expect(readPersonRequest('向王涛借扳手', 'zh')).toEqual({ kind: 'borrow', person: '王涛', thing: '扳手' });
    expect(readPersonRequest('把信给掌柜看', 'zh')).toEqual({ kind: 'show', person: '掌柜', thing: '信' });
    expect(readPersonRequest('ask the captain for help', 'en')).toBeNull();
    expect(readPersonRequest('偷偷翻看老板的抽屉，找那张借条', 'zh')).toBeNull();
  });

  it('finds what the story says the player is missing', () => {
    expect(storyMissingThing('Hôm nay lớp bạn có bài kiểm tra toán, nhưng bạn để quên máy tính cầm tay ở nhà.', 'vi')).toBe('máy tính cầm tay');
    expect(storyMissingThing('마법 학교 입학 시험 날, 너의 지팡이가 갑자기 부러졌다.', 'ko')).toBe('지팡이');
    expect(storyMissingThing('考试前我发现忘了带计算器，同桌小美有两个。', 'zh')).toBe('计算器');
    expect(storyMissingThing('You forgot your calculator at home, and the test starts in five minutes.', 'en')).toBe('calculator');
  });

  it('the lender hands over the missing thing; the lender is never read as "mượn Tuấn"', () => {
    const vi = continueWith('vi', 'Hôm nay lớp bạn có bài kiểm tra toán, nhưng bạn để quên máy tính cầm tay ở nhà. Bạn ngồi cạnh Tuấn, người luôn mang hai cái.\n1. Hỏi mượn Tuấn\n2. Xin cô cho làm bằng tay\n3. Chạy về nhà lấy', '1');
    expect(vi).toContain('Tuấn nhìn bạn');
    expect(vi).toContain('máy tính cầm tay cho bạn');
    expect(vi).not.toMatch(/Mượn Tuấn/u);
    const ko = continueWith('ko', '마법 학교 입학 시험 날, 너의 지팡이가 갑자기 부러졌다. 시험관 서린 교수가 너를 부른다.\n1. 부러진 지팡이로 시험을 본다\n2. 사실대로 말한다\n3. 친구 하준에게 지팡이를 빌린다', '3');
    expect(ko).toContain('하준은');
    expect(ko).toContain('지팡이를 선뜻 건네준다');
    expect(ko).not.toContain('당신');
    const zh = continueWith('zh', '考试前我发现忘了带计算器，同桌小美有两个。\n1. 向小美借\n2. 跟老师说实话', '1');
    expect(zh).toContain('小美看了你一眼');
    expect(zh).toContain('计算器递给你');
    const en = continueWith('en', 'You forgot your calculator at home, and the test starts in five minutes. Priya, next to you, always carries two.\n1. Borrow a calculator from Priya\n2. Tell the teacher', '1');
    expect(en).toContain('Priya looks at you');
    expect(en).toContain('hands over the calculator');
  });

  it('a person shown something reacts to it, with the warning the story says they gave', () => {
    const en = continueWith('en', "The dragon's egg in your backpack has started to crack. The village elder, Bram, warned you never to let it hatch inside the walls.\n1. Run for the forest gate\n2. Show the egg to Bram", '2');
    expect(en).toContain('Bram takes one look at the egg');
    expect(en).toContain('I warned you');
    const vi = continueWith('vi', 'Bạn nhặt được một tấm ảnh cũ dưới gầm bàn. Cô Hạnh đang đứng ở cửa lớp.\n1. Cho cô Hạnh xem tấm ảnh\n2. Cất vào cặp', '1');
    expect(vi).toContain('Cô Hạnh cầm tấm ảnh');
    const ko = continueWith('ko', '너는 기차 식당칸에서 쪽지 한 장을 주웠다. 차장 박씨가 다가온다.\n1. 차장에게 쪽지를 보여 준다\n2. 주머니에 넣는다', '1');
    expect(ko).toContain('차장은 쪽지를');
    const zh = continueWith('zh', '黑衣人留下一封信就不见了。掌柜正在擦桌子。\n1. 把信给掌柜看\n2. 拆开信', '1');
    expect(zh).toContain('掌柜把信拿在手里');
  });
});
