import { describe, expect, it } from 'vitest';
import { generateFortune, readFortuneQuestion } from './fortune-telling.ts';
import { boughtThing, isOpenQuestion, tripSpot, zodiacAnimal } from './fortune-frames.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { ContentLanguage, FortuneCategory } from '../contract/content-types.ts';

const seeds = [1, 2, 3, 5, 8, 13, 21, 34, 55, 89];
const readings = (language: ContentLanguage, category: FortuneCategory, input: string): string[] =>
  seeds.map((seed) => generateFortune({ category, input }, { language, random: seededRandom(seed) }));

describe('fortune frames', () => {
  it('prefers the category’s own topic: a gym crush in a love reading is a crush, a trip with a friend is a trip', () => {
    expect(readFortuneQuestion('Em thích một anh cùng phòng gym 2 tháng rồi mà chưa dám bắt chuyện', 'vi', 'love').topic).toBe('crush');
    expect(readFortuneQuestion('다음 주에 친구랑 부산 여행 가요', 'ko', 'travel').topic).toBe('trip');
    for (const text of readings('vi', 'love', 'Em thích một anh cùng phòng gym 2 tháng rồi mà chưa dám bắt chuyện. Tháng này có cơ hội không ạ?')) {
      expect(text).toMatch(/phòng gym/);
      expect(text).not.toMatch(/sức khỏe/i);
    }
  });

  it('names where the crush is seen, with an easy first line, in the four languages', () => {
    for (const text of readings('en', 'love', 'I have a crush on a guy at my gym. Will he notice me?')) expect(text).toMatch(/the gym/);
    for (const text of readings('ko', 'love', '학원에서 같이 수업 듣는 오빠를 좋아하는데 고백해도 될까요?')) expect(text).toMatch(/수업/);
    for (const text of readings('zh', 'love', '我喜欢一个公司的同事，要不要表白？')) expect(text).toMatch(/公司/);
  });

  it('never answers an open question yes or no', () => {
    expect(['What should I eat?', '뭐 먹을까요?', 'Trưa nay ăn gì?', '吃什么好？', 'Tài chính tuần tới thế nào?'].every(isOpenQuestion)).toBe(true);
    expect(['Should I reply?', 'Will it go well?', '답장해도 될까요?', '要不要回？'].some(isOpenQuestion)).toBe(false);
    expect(readFortuneQuestion("Lunch break, it's raining. What should I eat?", 'en').yesNo).toBe(false);
    for (const text of readings('en', 'menu', "Lunch break, I'm near a food court, feeling lazy and it's raining. What should I eat?")) {
      expect(text).not.toMatch(/reading says yes|Short answer|\byes\b/i);
    }
  });

  it('on a rainy day suggests something warm, in the heat something cool, and asked for light food something light', () => {
    for (const text of readings('en', 'menu', "It's raining. What should I eat?")) {
      expect(text).toMatch(/soup|ramen|pho|curry|stew|udon/i);
      expect(text).not.toMatch(/iced|cold noodles|orange juice/i);
    }
    for (const text of readings('vi', 'menu', 'Trời nóng quá, trưa nay ăn gì cho mát?')) expect(text).toMatch(/bún chả|gỏi cuốn|bún trộn|chè/);
    for (const text of readings('ko', 'menu', '비 오는 날 점심 뭐 먹을까요?')) expect(text).toMatch(/칼국수|김치찌개|순댓국|우동|짬뽕|부대찌개/);
    for (const text of readings('zh', 'menu', '今天想吃点清淡的，吃什么好？')) expect(text).toMatch(/清汤面|清蒸鱼|白粥|豆腐蔬菜汤/);
  });

  it('talks about paying off a purchase already made, not about waiting to buy', () => {
    expect(boughtThing('I just bought a used Vespa on a payment plan')).toBe('used Vespa');
    expect(boughtThing('Tháng này em lỡ mua cái iPhone trả góp')).toBe('iPhone');
    expect(boughtThing('노트북을 할부로 샀어요')).toBe('노트북');
    expect(boughtThing('我买了一台电脑，分期')).toBe('电脑');
    for (const text of readings('vi', 'money', 'Tháng này em lỡ mua cái iPhone trả góp, lương thì chưa về. Tài chính tuần tới thế nào?')) {
      expect(text).toMatch(/trả góp|kỳ góp/);
      expect(text).not.toMatch(/trước khi ký|đợi thêm một tháng/);
    }
    for (const text of readings('ko', 'money', '노트북을 12개월 할부로 샀어요. 이번 달 금전운은요?')) expect(text).toMatch(/할부/);
  });

  it('takes up the spot and the weather of a trip, without recommending the place the visitor already chose', () => {
    expect(tripSpot('다음 주에 부산 여행 가요. 해운대 갈 건데 날씨 괜찮을까요?', '부산')).toBe('해운대');
    expect(tripSpot('Going to Paris next month, we want to visit the Louvre', 'Paris')).toBe('Louvre');
    for (const text of readings('ko', 'travel', '다음 주에 친구랑 부산 2박 3일 여행 가요. 해운대 갈 건데 날씨랑 운 괜찮을까요?')) {
      expect(text).toMatch(/해운대/);
      expect(text).toMatch(/날씨/);
      expect(text).toMatch(/부산/);
      expect(text).not.toMatch(/추천 여행지: 부산|우정을/);
    }
  });

  it('gives lucky numbers from the zodiac year or the birth year', () => {
    expect(zodiacAnimal('我是属兔的')).toBe(3);
    expect(zodiacAnimal('저 토끼띠예요')).toBe(3);
    expect(zodiacAnimal('I was born in 1996')).toBe(0);
    expect(zodiacAnimal('em sinh năm 1999')).toBe(3);
    for (const text of readings('zh', 'lucky_number', '明天要去买彩票，给我一个幸运数字吧，我是属兔的')) {
      expect(text).toMatch(/属兔/);
      expect(text).toMatch(/3、4、6/);
      expect(text).toMatch(/彩票/);
    }
    for (const text of readings('en', 'lucky_number', 'Year of the Dragon here, give me a number for tonight')) expect(text).toMatch(/Dragon[\s\S]*1, 6, 7/);
  });

  it('adds a word on coffee to a health reading that mentions it', () => {
    for (const text of readings('ko', 'health', '요즘 야근 때문에 허리가 아프고 커피를 하루에 다섯 잔씩 마셔요. 건강운 어때요?')) {
      expect(text).toMatch(/허리/);
      expect(text).toMatch(/커피/);
    }
  });
});
