import { describe, expect, it } from 'vitest';
import { readFortuneSituation } from './fortune-situations.ts';
import { generateFortune } from './fortune-telling.ts';
import { readTimeWords, timePhrase } from './chat-time-words.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { ContentLanguage, FortuneCategory } from '../contract/content-types.ts';
import { fortunePacks } from './data/fortune/packs.ts';

const seeds = [1, 7, 42, 1001, 65537, 9101, 9462];
const readings = (language: ContentLanguage, category: FortuneCategory, input: string): string[] =>
  seeds.map((seed) => generateFortune({ category, input }, { language, random: seededRandom(seed) }));

describe('readTimeWords', () => {
  it('reads when and which part of the day, in four languages', () => {
    expect(readTimeWords('a job interview at a bank on Thursday afternoon')).toMatchObject({ weekday: 3, part: 'afternoon' });
    expect(readTimeWords('오늘 점심 뭐 먹지')).toMatchObject({ when: 'today', part: 'lunch' });
    expect(readTimeWords('下周要参加驾照考试')).toMatchObject({ when: 'next_week' });
    expect(readTimeWords('Tháng này tôi định mua vàng')).toMatchObject({ when: 'this_month' });
    expect(timePhrase(readTimeWords('on Thursday afternoon'), 'en')).toBe('on Thursday');
  });
});

describe('readFortuneSituation (rule C)', () => {
  it('reads the situation the category answers, and a second one in an open category', () => {
    expect(readFortuneSituation('Tôi với bạn trai quen nhau 3 năm, anh ấy sắp đi làm ở Nhật. Chuyện tình cảm của tụi tôi sẽ ra sao?', 'love')).toMatchObject({ situations: ['long_distance'], years: '3' });
    expect(readFortuneSituation('这周要交毕业论文初稿，还要搬宿舍，整体运势怎么样？', 'week')?.situations).toEqual(['thesis', 'moving']);
    expect(readFortuneSituation('요즘 야근 때문에 잠을 4시간밖에 못 자요.', 'health')).toMatchObject({ situations: ['sleep_overwork'], hours: '4' });
    expect(readFortuneSituation("We're driving from Denver to Yellowstone next weekend with two kids.", 'travel')).toMatchObject({ dest: 'Yellowstone', origin: 'Denver' });
    expect(readFortuneSituation('Will my week be good?', 'week')).toBeNull();
  });
});

describe('situation readings (rules B and C)', () => {
  it('answers a Thursday afternoon bank interview with Thursday and an afternoon time', () => {
    for (const text of readings('en', 'work', 'I have a job interview at a bank on Thursday afternoon. Will it go well?')) {
      expect(text).toMatch(/interview/);
      expect(text).toMatch(/bank/);
      expect(text).toMatch(/Thursday/);
      expect(text).not.toMatch(/a\.m\.|at night/);
    }
  });

  it('sends a trip with no named place nowhere (no destination from the pools)', () => {
    for (const [language, question] of [['en', 'Any advice for my trip next month?'], ['vi', 'Chuyến du lịch tháng sau của mình sẽ thế nào?']] as const) {
      const pool = fortunePacks[language].pools.place ?? [];
      for (const text of readings(language, 'travel', question)) expect(pool.some((place) => text.includes(place))).toBe(false);
    }
  });

  it('keeps the places the visitor named and adds none from the pools (en, ko)', () => {
    const pool = fortunePacks.en.pools.place ?? [];
    for (const text of readings('en', 'travel', "We're driving from Denver to Yellowstone next weekend with two kids. Any warnings?")) {
      expect(text).toContain('Yellowstone');
      expect(text).toMatch(/kids|children/);
      expect(pool.some((place) => text.includes(place))).toBe(false);
    }
    const koPool = fortunePacks.ko.pools.place ?? [];
    for (const text of readings('ko', 'travel', '이번 주말에 아이들이랑 차로 강릉까지 가요. 조심할 거 있을까요?')) {
      expect(text).toContain('강릉');
      expect(koPool.some((place) => text.includes(place))).toBe(false);
    }
  });

  it('reads a partner moving abroad as long distance, and short sleep from overtime as a sleep debt (vi, ko, zh)', () => {
    for (const text of readings('vi', 'love', 'Tôi với bạn trai quen nhau 3 năm, anh ấy sắp đi làm ở Nhật. Chuyện tình cảm của tụi tôi sẽ ra sao?')) {
      expect(text).toMatch(/khoảng cách|yêu xa/u);
      expect(text).toMatch(/lệch giờ|cuộc gọi/u);
    }
    for (const text of readings('ko', 'health', '요즘 야근 때문에 잠을 4시간밖에 못 자요. 이번 달 건강운이 궁금해요.')) {
      expect(text).toMatch(/4시간/);
      expect(text).toMatch(/야근/);
      expect(text).not.toMatch(/품은 잠|잠에는/);
    }
    for (const text of readings('zh', 'week', '这周要交毕业论文初稿，还要搬宿舍，整体运势怎么样？')) {
      expect(text).toMatch(/初稿/);
      expect(text).toMatch(/搬/);
      expect(text).not.toMatch(/过去的某人|[“"]/u);
    }
  });

  it('weighs gold against savings by name, without quoting a clumsy fragment (vi)', () => {
    for (const text of readings('vi', 'money', 'Tháng này tôi định mua vàng hay gửi tiết kiệm thì tốt hơn?')) {
      expect(text).toMatch(/vàng/u);
      expect(text).toMatch(/tiết kiệm/u);
      expect(text).not.toMatch(/[“"]/u);
    }
  });

  it('gives a lunch question a lunch time (ko, en)', () => {
    const menus = readings('ko', 'menu', '오늘 점심 회사 근처에서 뭐 먹을지 못 정하겠어요. 추천해 주세요!');
    for (const text of menus) expect(text).not.toMatch(/오전 [5-9]시|새벽|밤 /u);
    expect(menus.some((text) => text.includes('낮 12시 반'))).toBe(true);
    for (const text of readings('en', 'today', 'What should I get for lunch today?')) expect(text).toMatch(/11:30|noon|12:30/);
  });
});
