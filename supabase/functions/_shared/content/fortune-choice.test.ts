import { describe, expect, it } from 'vitest';
import { readEitherOr } from './fortune-choice.ts';
import { generateFortune, readFortuneQuestion } from './fortune-telling.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { ContentLanguage } from '../contract/content-types.ts';

describe('either/or questions', () => {
  it.each([
    ['Should I take the job in Berlin or stay in Austin?', ['take the job in Berlin', 'stay in Austin']],
    ['I got two offers. Do I pick the startup or the bank?', ['pick the startup', 'the bank']],
    ['Will it rain or shine?', ['rain', 'shine']],
    ['Mình nên mua xe máy hay tiết kiệm tiền?', ['mua xe máy', 'tiết kiệm tiền']],
    ['Nên nhắn tin cho anh ấy trước hay đợi anh ấy nhắn?', ['nhắn tin cho anh ấy trước', 'đợi anh ấy nhắn']],
    ['이직할까 버틸까', ['이직할까', '버틸까']],
    ['서울에서 살까, 부산에서 살까?', ['서울에서 살까', '부산에서 살까']],
    ['짜장면 아니면 짬뽕?', ['짜장면', '짬뽕']],
    ['去北京还是上海？', ['去北京', '上海']],
    ['我该辞职还是继续干呢？', ['辞职', '继续干']],
    // Round 11: a choice the message says it is torn over, with no question mark.
    ['考研还是直接工作，我真的很纠结。', ['考研', '直接工作']],
    ['留在北京还是回老家，我好犹豫。', ['留在北京', '回老家']],
    ["I'm torn between grad school and just getting a job.", ['grad school', 'getting a job']],
    ['대학원 갈지 취업할지 너무 고민돼요.', ['대학원 가기', '취업하기']],
    ['이 옷을 살지 말지 고민이에요.', null],
  ])('reads the two options of %s', (question, options) => {
    expect(readEitherOr(question)).toEqual(options);
  });

  it.each(['Should I text him or not?', 'Có nên nghỉ việc hay không?', '새벽에 운동 갈까 말까', '我明天去面试还是不去？', 'Will I pass my exam?', '이번 시험 붙을까요?', '练了两个月还是很笨，我很纠结。'])(
    'treats %s as no choice between two things',
    (question) => {
      expect(readEitherOr(question)).toBeNull();
    },
  );

  const choices: ReadonlyArray<readonly [ContentLanguage, string, readonly [string, string]]> = [
    ['en', 'Should I take the job in Berlin or stay in Austin?', ['take the job in Berlin', 'stay in Austin']],
    ['vi', 'Mình nên mua xe máy hay tiết kiệm tiền?', ['mua xe máy', 'tiết kiệm tiền']],
    ['ko', '이직할까 버틸까', ['이직할까', '버틸까']],
    ['zh', '我该辞职还是继续干呢？', ['辞职', '继续干']],
  ];

  it.each(choices)('(%s) the reading names one option as the answer instead of a yes, and both options over the seeds', (language, question, options) => {
    expect(readFortuneQuestion(question, language).yesNo).toBe(false);
    const favoured = new Set<string>();
    for (let seed = 1; seed <= 12; seed += 1) {
      const text = generateFortune({ category: 'work', input: question }, { language, random: seededRandom(seed) });
      const firstParagraph = text.split('\n\n')[0] ?? '';
      const named = options.filter((option) => firstParagraph.includes(option));
      expect(named.length).toBeGreaterThan(0);
      expect(firstParagraph).not.toMatch(/\b(?:a careful yes|that’s a yes)\b|‘예’|“có”|“可以”/u);
      for (const option of named) favoured.add(option);
    }
    expect([...favoured].sort()).toEqual([...options].sort());
  });
});

describe('either/or questions the blind read found', () => {
  it('reads two Korean nouns joined before 중 (which of)', () => {
    expect(readEitherOr('비 오는 금요일 저녁인데 짬뽕이랑 삼겹살 중에 뭐 먹을까요? 혼밥이에요.')).toEqual(['짬뽕', '삼겹살']);
  });

  it('ends the second option at its clause and drops the hesitation before the first', () => {
    expect(readEitherOr('Tết này em phân vân đi Sa Pa hay Phú Quốc, em sợ lạnh nhưng lại mê săn mây. Đi đâu thì hợp ạ?')).toEqual(['đi Sa Pa', 'Phú Quốc']);
  });

  it('never quotes half of a place name', () => {
    for (let seed = 1; seed <= 6; seed += 1) {
      const text = generateFortune({ category: 'travel', input: 'Tết này em phân vân đi Sa Pa hay Phú Quốc, em sợ lạnh nhưng lại mê săn mây. Đi đâu thì hợp ạ?' }, { language: 'vi', random: seededRandom(seed) });
      expect(text).not.toMatch(/Phú(?! Quốc)/u);
    }
  });
});

describe('words that only look like "or"', () => {
  it.each([
    'Dạo này em hay mất ngủ, cứ nằm là nghĩ về deadline ở công ty, sáng dậy thì mệt rã rời. Em nên làm gì ạ?',
    '今天我还是去上班了。',
    '他还是没回我消息，我该怎么办？',
  ])('finds no choice in %s', (message) => {
    expect(readEitherOr(message)).toBeNull();
  });
});
