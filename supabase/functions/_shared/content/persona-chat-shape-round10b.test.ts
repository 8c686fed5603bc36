import { describe, expect, it } from 'vitest';
import { generatePersonaReply } from './persona-chat.ts';
import { readSelfQuestion } from './persona-chat-shape-self.ts';
import { readGoodNews, readPendingOrMissed } from './persona-chat-shape-news.ts';
import { readLikeQuestion } from './persona-chat-shape-like.ts';
import { readPackQuestion } from './persona-chat-shape-pack.ts';
import { toSecondPerson } from './persona-chat-shape-words.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { ChatMessage, ContentLanguage, PersonaKey } from '../contract/content-types.ts';

// Round 10 of issue 13 (shapes A, second pass): rest and free time asked in any form; good news read from any verb of
// winning with a result noun (and never from a hope, a denial or a question); the visitor's "your" said back as the
// persona's own; "do you like X?" answered about X; fan meeting and fan sign told apart; "what should I bring / wear?"
// answered with concrete things for the outing. Four languages each, topics far apart.
const user = (content: string): ChatMessage => ({ role: 'user', content });
const seeds = [1, 7, 42, 1001, 65537];
const replies = (language: ContentLanguage, persona: PersonaKey, text: string): string[] =>
  seeds.map((seed) => generatePersonaReply({ persona, messages: [user(text)] }, { language, random: seededRandom(seed) }));

describe('rest and free time, asked in any form', () => {
  it('reads the free-time topic with or without a subject (en, vi, ko, zh)', () => {
    expect(readSelfQuestion('what do you do to relax', 'en')?.topic).toBe('free');
    expect(readSelfQuestion('how do you unwind after a long shift?', 'en')?.topic).toBe('free');
    expect(readSelfQuestion('lúc rảnh làm gì', 'vi')?.topic).toBe('free');
    expect(readSelfQuestion('chị hay làm gì để xả stress vậy?', 'vi')?.topic).toBe('free');
    expect(readSelfQuestion('셰프님은 요리 안 할 때는 뭐 하면서 쉬세요?', 'ko')?.topic).toBe('free');
    expect(readSelfQuestion('넌 스트레스 받으면 어떻게 풀어?', 'ko')?.topic).toBe('free');
    expect(readSelfQuestion('休息的时候干嘛', 'zh')?.topic).toBe('free');
    expect(readSelfQuestion('你平时怎么放松？', 'zh')?.topic).toBe('free');
  });
  it('is not the visitor resting or wondering what to do', () => {
    expect(readSelfQuestion('I need to relax, any tips?', 'en')).toBeNull();
    expect(readSelfQuestion('我想休息一下', 'zh')).toBeNull();
    expect(readSelfQuestion('주말에 캠핑 갈까 집에서 쉴까?', 'ko')).toBeNull();
    expect(readSelfQuestion('mình muốn nghỉ ngơi', 'vi')).toBeNull();
  });
  it('the chef asked how it rests answers its day off, then asks back', () => {
    for (const reply of replies('ko', 'chef', '셰프님은 요리 안 할 때는 뭐 하면서 쉬세요?')) expect(reply).toMatch(/쉬는 날엔[\s\S]*시장[\s\S]*쉬는 날 뭐 하는 거 좋아해\?/u);
    for (const reply of replies('zh', 'kpop_male', '休息的时候干嘛')) expect(reply).toMatch(/休息日[\s\S]*休息的时候喜欢做什么/u);
  });
});

describe('good news from any verb of winning with a result noun', () => {
  it('names the result as the visitor said it, for far-apart contests', () => {
    expect(readGoodNews('I won the race!!', 'en')?.named).toBe('You won the race');
    expect(readGoodNews('we got first place at the robotics fair', 'en')?.named).toBe('You got first place');
    expect(readGoodNews('my team came second in the relay', 'en')?.named).toBe('Your team came second in the relay');
    expect(readGoodNews('Con đạt giải nhất cuộc thi vẽ rồi mẹ ơi', 'vi')?.named).toBe('đạt giải nhất cuộc thi vẽ');
    expect(readGoodNews('Em được giải nhì hùng biện', 'vi')?.named).toBe('được giải nhì hùng biện');
    expect(readGoodNews('나 수영 대회에서 1등 했어!', 'ko')?.named).toBe('수영 대회에서 1등 한');
    expect(readGoodNews('금메달을 땄어요', 'ko')?.named).toBe('금메달 딴');
    expect(readGoodNews('우승했어요!', 'ko')?.named).toBe('우승한');
    expect(readGoodNews('我今天游泳比赛拿了第一名！！', 'zh')?.named).toBe('游泳比赛拿了第一名');
    expect(readGoodNews('数学考了满分', 'zh')?.named).toBe('数学考了满分');
  });
  it('never from a hope, a denial or a question', () => {
    for (const [text, language] of [
      ['I hope I win first place', 'en'], ['did I win first place?', 'en'], ['I didn\'t get it', 'en'],
      ['hy vọng đạt giải nhất', 'vi'], ['con có được giải nhất không?', 'vi'], ['em không đạt giải', 'vi'],
      ['1등 못 했어', 'ko'], ['1등 했으면 좋겠다', 'ko'], ['1등 했어?', 'ko'],
      ['没考上', 'zh'], ['我能拿第一名吗', 'zh'], ['没拿到冠军', 'zh'],
    ] as const) expect(readGoodNews(text, language)).toBeNull();
  });
  it('a hope waits with the visitor and a bare miss is comforted; neither is congratulated', () => {
    expect(readPendingOrMissed('I hope I passed, results come out friday', 'en')).toBe('hoped');
    expect(readPendingOrMissed('nah I didn\'t get it', 'en')).toBe('missed');
    expect(readPendingOrMissed('Mình thi rớt rồi', 'vi')).toBe('missed');
    expect(readPendingOrMissed('나 이번에 꼭 붙었으면 좋겠다', 'ko')).toBe('hoped');
    expect(readPendingOrMissed('没考上，好难过', 'zh')).toBe('missed');
    const cases: ReadonlyArray<readonly [ContentLanguage, string]> = [
      ['en', 'I hope I passed, results come out friday'], ['en', 'didn\'t get it. they picked someone else'],
      ['ko', '나 이번에 꼭 붙었으면 좋겠다'], ['zh', '没考上，好难过'], ['vi', 'Mong là em sẽ đậu'],
    ];
    for (const [language, text] of cases) {
      for (const reply of replies(language, 'girl', text)) expect(reply).not.toMatch(/congratulat|축하|恭喜|chúc mừng|good mood|what time|몇 시|几点/iu);
    }
    for (const reply of replies('zh', 'kid', '我今天游泳比赛拿了第一名！！')) expect(reply).toMatch(/你游泳比赛拿了第一名[\s\S]*恭喜/u);
    for (const reply of replies('en', 'kpop_female', 'we won the race today!!')) expect(reply).toMatch(/You won the race[\s\S]*Congratulations/u);
  });
});

describe('the visitor\'s "your" is the persona\'s own in the echo', () => {
  it('swaps both ways in each language', () => {
    expect(toSecondPerson('into your old school', 'en')).toBe('into my old school');
    expect(toSecondPerson('my exam', 'en')).toBe('your exam');
    expect(toSecondPerson('考上你的母校了', 'zh')).toBe('考上我的母校了');
    expect(toSecondPerson('công ty cũ của mày', 'vi', 'Mày ơi tao mới đậu')).toBe('công ty cũ của \uE000');
    expect(toSecondPerson('xe của tao', 'vi', 'tao mua xe')).toBe('xe của bạn');
    expect(toSecondPerson('công ty của em', 'vi', 'Em ơi anh mới vào')).toBe('công ty của \uE000');
  });
  it('never calls the persona\'s company the visitor\'s in Vietnamese', () => {
    for (const reply of replies('vi', 'childhood_friend', 'Mày ơi tao mới đậu phỏng vấn công ty cũ của mày rồi đó, bất ngờ chưa')) {
      expect(reply).toMatch(/công ty cũ của tao/u);
      expect(reply).not.toMatch(/công ty cũ của mày/u);
    }
    for (const reply of replies('vi', 'kpop_female', 'Chị ơi em vừa được nhận vào công ty của chị rồi!')) expect(reply).toMatch(/Chúc mừng em đã được nhận vào công ty của chị/u);
    for (const reply of replies('en', 'girl', 'I just got into your old school!!')) expect(reply).toMatch(/got into my old school/u);
  });
});

describe('"do you like X?" is answered about X, then asked back', () => {
  it('reads X as a whole phrase and its kind', () => {
    expect(readLikeQuestion('do you like rainy days?', 'en')).toEqual({ thing: 'rainy days', kind: 'season' });
    expect(readLikeQuestion('Do you like to swim?', 'en')).toEqual({ thing: 'swimming', kind: 'activity' });
    expect(readLikeQuestion('do you like quantum knitting?', 'en')).toEqual({ thing: 'quantum knitting', kind: null });
    expect(readLikeQuestion('Chị có thích mèo không ạ?', 'vi')).toEqual({ thing: 'mèo', kind: 'animal' });
    expect(readLikeQuestion('mày có thích đi biển không', 'vi')).toEqual({ thing: 'đi biển', kind: 'place' });
    expect(readLikeQuestion('셰프님 민초 좋아하세요?', 'ko')).toEqual({ thing: '민초', kind: 'food' });
    expect(readLikeQuestion('너 아직도 힙합 좋아해?', 'ko')).toEqual({ thing: '힙합', kind: 'music' });
    expect(readLikeQuestion('你喜欢吃辣吗？', 'zh')).toEqual({ thing: '吃辣', kind: 'food' });
    expect(readLikeQuestion('你喜不喜欢下雨天', 'zh')).toEqual({ thing: '下雨天', kind: 'season' });
    expect(readLikeQuestion('do you like it when people text first?', 'en')).toBeNull();
    expect(readLikeQuestion('나 고양이 좋아해', 'ko')).toBeNull();
    expect(readLikeQuestion('mình có nên thích anh ấy không', 'vi')).toBeNull();
  });
  it('yes with a reason for a known kind, no for a disliked one, honest for an unknown one, then the question back', () => {
    for (const reply of replies('en', 'detective', 'do you like rainy days?')) expect(reply).toMatch(/Rainy days\? As it happens, I do\.[\s\S]+do you like rainy days\?/u);
    for (const reply of replies('en', 'chef', 'do u like spiders lol')) expect(reply).toMatch(/Spiders\? Honestly, not really/u);
    for (const reply of replies('en', 'girl', 'do you like quantum knitting?')) expect(reply).toMatch(/don’t know it well enough[\s\S]*What do you like about it/u);
    for (const reply of replies('vi', 'kpop_female', 'Chị có thích mèo không ạ?')) expect(reply).toMatch(/mèo[\s\S]*phán xét[\s\S]*có thích mèo không\?/u);
    for (const reply of replies('ko', 'astrologer', '겨울 좋아하세요?')) expect(reply).toMatch(/^겨울이요\? 많이 좋아해요\.[\s\S]*겨울 좋아하세요\?/u);
    for (const reply of replies('ko', 'chef', '셰프님 민초 좋아하세요?')) expect(reply).toMatch(/^민초\? 좋아하지\.[\s\S]*너는 민초 좋아해\?/u);
    for (const reply of replies('zh', 'kid', '你喜欢恐龙吗')) expect(reply).toMatch(/最喜欢恐龙[\s\S]*你呢，喜欢恐龙吗/u);
  });
});

describe('fan meeting vs fan sign, and "what should I bring / wear?" with concrete things', () => {
  it('a fan meeting gets the fan meeting tip, a fan sign the fan sign tip', () => {
    for (const reply of replies('vi', 'kpop_female', 'Chị ơi lần đầu em đi fan meeting, có cần mang theo giấy tờ tùy thân không ạ?')) {
      expect(reply).toMatch(/fan meeting/u);
      expect(reply).not.toMatch(/ký tặng/u);
    }
    for (const reply of replies('ko', 'kpop_male', '오빠 팬미팅 처음 가는데 뭐 챙겨 가야 돼요?')) expect(reply).toMatch(/신분증[\s\S]*팬미팅 팁/u);
    for (const reply of replies('ko', 'kpop_male', '팬싸 처음인데 뭐 입고 가요?')) expect(reply).toMatch(/팬사인회 팁/u);
  });
  it('reads the open question and its outing; an outing it does not know keeps the older readers', () => {
    expect(readPackQuestion('first time going to a music festival this summer!! what should I bring?', 'en')).toEqual({ kind: 'bring', occasion: 'festival' });
    expect(readPackQuestion('what do I wear to a concert lol', 'en')).toEqual({ kind: 'wear', occasion: 'concert' });
    expect(readPackQuestion('tuần sau đi Đà Lạt du lịch thì nên mang gì vậy', 'vi')).toEqual({ kind: 'bring', occasion: 'trip' });
    expect(readPackQuestion('下个月去日本旅游穿什么好', 'zh')).toEqual({ kind: 'wear', occasion: 'trip' });
    expect(readPackQuestion('Tuần sau đi đám cưới bạn, tớ nên mặc gì?', 'vi')).toBeNull();
    expect(readPackQuestion('如果你有好多钱，你想买什么？', 'zh')).toBeNull();
  });
  it('answers with two or three things for that outing and its tip', () => {
    for (const reply of replies('en', 'kpop_female', 'first time going to a music festival this summer!! what should I bring?')) expect(reply).toMatch(/water bottle, sunscreen and a power bank[\s\S]*festival/u);
    for (const reply of replies('zh', 'girl', '周末去音乐节，要带什么？')) expect(reply).toMatch(/水壶、防晒霜和充电宝[\s\S]*音乐节/u);
    for (const reply of replies('vi', 'girl', 'tuần sau đi Đà Lạt du lịch thì nên mang gì vậy')) expect(reply).toMatch(/sạc[\s\S]*tiền mặt/u);
    for (const reply of replies('ko', 'girl', '다음 주에 콘서트 가는데 뭐 입고 가?')) expect(reply).toMatch(/편한 신발[\s\S]*콘서트 팁/u);
  });
});
