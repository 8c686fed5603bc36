import { describe, expect, it } from 'vitest';
import { readFortuneSituation } from './fortune-situations.ts';
import { asksAFear, generateFortune } from './fortune-telling.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { ContentLanguage, FortuneCategory } from '../contract/content-types.ts';

// Round 6 of issue 13: situations fresh requests named that the readings talked past (rule C), in four languages.
const seeds = [1, 7, 42, 1001, 65537];
const readings = (language: ContentLanguage, category: FortuneCategory, input: string): string[] =>
  seeds.map((seed) => generateFortune({ category, input }, { language, random: seededRandom(seed) }));

describe('layoffs, a first day, the rent, a friend’s offer, starting exercise (readFortuneSituation)', () => {
  it('reads each situation in four languages', () => {
    expect(readFortuneSituation('There are layoffs at my company next month. Should I start looking?', 'work')?.situations[0]).toBe('layoff');
    expect(readFortuneSituation('Tháng sau công ty em cắt giảm nhân sự, em có nên tìm việc mới không?', 'work')?.situations[0]).toBe('layoff');
    expect(readFortuneSituation('회사에 구조조정 소문이 돌아요', 'work')?.situations[0]).toBe('layoff');
    expect(readFortuneSituation('公司下个月要裁员，我该怎么办？', 'work')?.situations[0]).toBe('layoff');
    expect(readFortuneSituation('오늘 첫 출근이에요!', 'today')?.situations[0]).toBe('first_day');
    expect(readFortuneSituation('Tomorrow is my first day at work', 'today')?.situations[0]).toBe('first_day');
    expect(readFortuneSituation('rent went up 15%', 'money')?.situations[0]).toBe('rent');
    expect(readFortuneSituation('房东又要涨房租了', 'money')?.situations[0]).toBe('rent');
    expect(readFortuneSituation('朋友拉我一起投资他的奶茶店，要出五万块，我该不该投？', 'money')?.situations[0]).toBe('friend_money');
    expect(readFortuneSituation('Bạn thân rủ em góp vốn mở quán cà phê, có nên không?', 'money')?.situations[0]).toBe('friend_money');
    expect(readFortuneSituation('허리가 계속 아파서 필라테스를 시작할까 고민 중이에요', 'health')).toMatchObject({ situations: ['exercise'], flags: new Set(['back']) });
    expect(readFortuneSituation('Should I start going to the gym?', 'health')?.situations[0]).toBe('exercise');
  });

  it('does not read them from common words: "you" is not a friend, "work out" is not exercise, a rental car is not rent', () => {
    expect(readFortuneSituation('Bạn có thể xem giúp mình chuyện đầu tư vàng không?', 'money')?.situations[0]).toBe('invest');
    expect(readFortuneSituation('Will things work out this week?', 'week')).toBeNull();
    expect(readFortuneSituation('I will rent a car for the trip today', 'today')?.situations[0]).not.toBe('rent');
  });
});

describe('the readings answer the situation named', () => {
  it('the layoffs: get ready quietly, in four languages', () => {
    for (const text of readings('en', 'work', 'There are layoffs at my company next month. Should I start looking?')) expect(text).toMatch(/CV/u);
    for (const text of readings('vi', 'work', 'Tháng sau công ty em cắt giảm nhân sự, em lo mình nằm trong danh sách. Em có nên chủ động tìm việc mới không?')) {
      expect(text).toMatch(/cắt giảm/u);
      expect(text).not.toMatch(/bực tức/u);
    }
    for (const text of readings('ko', 'work', '회사에 구조조정 소문이 돌아서 불안해요')) expect(text).toMatch(/이력서/u);
    for (const text of readings('zh', 'work', '公司下个月要裁员，我该怎么办？')) expect(text).toMatch(/简历/u);
  });

  it('a friend’s offer: the friendship and the numbers, never stock tips', () => {
    for (const text of readings('zh', 'money', '朋友拉我一起投资他的奶茶店，要出五万块，我该不该投？')) {
      expect(text).toMatch(/朋友/u);
      expect(text).not.toMatch(/炒股|梭哈/u);
    }
    for (const text of readings('en', 'money', 'My best friend wants me to invest $5,000 in his food truck. Should I?')) expect(text).toMatch(/friend/i);
    for (const text of readings('vi', 'money', 'Bạn thân rủ em góp vốn mở quán cà phê, có nên không?')) expect(text).toMatch(/hòa vốn|ghi ra giấy/u);
    for (const text of readings('ko', 'money', '친구가 같이 카페 차리자고 투자하라는데 괜찮을까요?')) expect(text).toMatch(/친구/u);
  });

  it('a first meeting already set and a trip alone, in four languages; no "suggest a coffee" once a meeting is set', () => {
    for (const text of readings('en', 'love', "We've been texting for two weeks and she suggested meeting for coffee on Saturday. Is this going anywhere?")) {
      expect(text).toMatch(/first (?:date|meeting) on Saturday/u);
      expect(text).not.toMatch(/suggest something small|Two weeks of texting/u);
    }
    for (const text of readings('ko', 'love', '이번 주 토요일에 소개팅이 있어요. 잘 될까요?')) expect(text).toMatch(/첫 (?:만남|데이트)/u);
    for (const text of readings('vi', 'travel', 'Tết này em định đi Đà Nẵng một mình bằng xe khách, có ổn không ạ?')) expect(text).toMatch(/một mình tới Đà Nẵng|Đà Nẵng một mình/u);
    for (const text of readings('zh', 'travel', '下个月想一个人去云南玩，会顺利吗？')) expect(text).toMatch(/一个人|独自/u);
  });

  it('the rent, a first day and exercise with a sore back', () => {
    for (const text of readings('en', 'money', 'rent went up 15%')) {
      expect(text).toMatch(/rent/i);
      expect(text).not.toMatch(/windfall/i);
    }
    for (const text of readings('ko', 'today', '오늘 첫 출근이에요!')) expect(text).toMatch(/첫날/u);
    for (const text of readings('vi', 'today', 'Hôm nay là ngày đầu đi làm của em')) expect(text).toMatch(/ngày đầu tiên/u);
    for (const text of readings('zh', 'health', '腰一直疼，想开始练普拉提，可以吗？')) expect(text).toMatch(/教练|核心/u);
  });
});

describe('a promotion offered, weighed against time with the kids', () => {
  it('asks what the role takes of their time, in four languages', () => {
    for (const text of readings('en', 'work', 'My boss offered me a team lead role but it means less time with my kids. Should I take it?')) expect(text).toMatch(/kids/u);
    for (const text of readings('vi', 'work', 'Sếp đề nghị em lên trưởng nhóm nhưng sẽ ít thời gian cho con, có nên nhận không?')) expect(text).toMatch(/cho con/u);
    for (const text of readings('ko', 'work', '팀장 승진 제안을 받았는데 아이들이랑 보낼 시간이 줄어요. 받아야 할까요?')) expect(text).toMatch(/아이들/u);
    for (const text of readings('zh', 'work', '领导让我升职当组长，但陪孩子的时间会变少，要不要接？')) expect(text).toMatch(/孩子/u);
  });
});

describe('a question that asks whether a fear is true gets no stock "yes"', () => {
  it('reads the fear in four languages, and keeps hopeful questions', () => {
    expect(asksAFear('썸 타는 사람이 요즘 답장이 늦어요. 마음이 식은 걸까요?')).toBe(true);
    expect(asksAFear("I'm 45 and thinking about going back to school to become a nurse. Is it too late?")).toBe(true);
    expect(asksAFear('Anh ấy trả lời chậm, có phải hết yêu rồi không?')).toBe(true);
    expect(asksAFear('他最近回消息很慢，是不是凉了？')).toBe(true);
    expect(asksAFear('Will my interview on Thursday go well?')).toBe(false);
    for (const text of readings('ko', 'love', '썸 타는 사람이 요즘 답장이 늦어요. 마음이 식은 걸까요?')) {
      expect(text).not.toMatch(/‘예’|예요\. 움직이기 전에|사람에서/u);
    }
    for (const text of readings('en', 'future', "I'm 45 and thinking about going back to school to become a nurse. Is it too late?")) {
      expect(text).not.toMatch(/says yes|that’s a yes|leans toward yes|chance await;/u);
    }
  });
});
