import { describe, expect, it } from 'vitest';
import { generateFortune } from './fortune-telling.ts';
import { readAskedWithReason } from './fortune-asked14.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { ContentLanguage, FortuneCategory } from '../contract/content-types.ts';

// Round 14 of issue 13 (helper fort14): the fall-through for a question asked with a reason of the visitor's own. Every
// input below is held out: its key nouns and verbs (choir, rehearsals, đàn tranh, 뜨개질, 古筝, podcast, hội chợ, 사회,
// 花店) appear in no list of the fortune modules; only clause grammar is read (sentence and clause edges, but / nhưng /
// 可是 / -는데, a negation or a limit, wants me to / rủ em / -달라고 / 叫我, and the ask's form).
const seeds = [1, 7, 42, 1001];
const readings = (language: ContentLanguage, category: FortuneCategory, input: string): string[] =>
  seeds.map((seed) => generateFortune({ category, input }, { language, random: seededRandom(seed) }));
const firstParagraph = (text: string): string => text.split('\n\n')[0] ?? '';

interface Case { category: FortuneCategory; input: string; says: readonly RegExp[]; never: RegExp }

describe('a question asked with a reason: the words told back, the obstacle weighed, a lean in the ask’s form', () => {
  const cases: Record<ContentLanguage, Case> = {
    en: {
      category: 'today', input: 'I sing in a choir on Thursdays, but the rehearsals moved to Sundays. Should I stay in it?',
      says: [/you sing in a choir on Thursdays/iu, /that the rehearsals moved to Sundays/u, /whether you should stay in it/u, /Should you\?/u],
      never: /I sing|the cards lean toward yes, but not in a hurry/u,
    },
    vi: {
      category: 'today', input: 'Em học đàn tranh được ba năm, nhưng dạo này không còn thấy vui nữa. Có nên nghỉ không?',
      says: [/bạn học đàn tranh được ba năm/iu, /bạn viết: dạo này không còn thấy vui nữa/u, /có nên nghỉ không/u, /Có nên không\?/u],
      never: /Em học/u,
    },
    ko: {
      category: 'today', input: '뜨개질 모임에 나간 지 일 년 됐는데 요즘 모임 분위기가 예전 같지 않아요. 계속 나가야 할까요?',
      says: [/‘뜨개질 모임에 나간 지 일 년 됐는데’/u, /직접 쓰신 ‘요즘 모임 분위기가 예전 같지 않아요’/u, /‘계속 나가야 할까요’/u, /해야 하느냐고/u],
      never: /승진|여행/u,
    },
    zh: {
      category: 'today', input: '我学了两年古筝，可是最近一点兴趣都没有了。该放弃吗？',
      says: [/你学了两年古筝/u, /你自己写下的那一句：最近一点兴趣都没有了/u, /(?:你问的是|你想知道的是)该不该放弃/u, /该不该？/u],
      never: /我学了/u,
    },
  };
  for (const language of ['en', 'vi', 'ko', 'zh'] as const) {
    it(`${language}: told back, weighed, leaned, one step`, () => {
      const { category, input, says, never } = cases[language];
      for (const text of readings(language, category, input)) {
        for (const pattern of says) expect(firstParagraph(text)).toMatch(pattern);
        expect(firstParagraph(text)).toMatch(/One concrete step|Một bước cụ thể|구체적인 한 걸음|具体的一步/u);
        expect(text).not.toMatch(never);
      }
    });
  }
});

describe('an act someone asked of the visitor is named whole and weighed against the obstacle', () => {
  const cases: Record<ContentLanguage, Case> = {
    en: {
      category: 'work', input: 'My cousin wants me to co-host her podcast every Tuesday. I already teach evening classes that day. Should I do it?',
      says: [/what you were asked, to co-host her podcast every Tuesday/u, /you already teach evening classes that day/u, /take that part back to your cousin/u],
      never: /My cousin|I already/u,
    },
    vi: {
      category: 'work', input: 'Chị họ rủ em phụ bán hàng hội chợ mỗi cuối tuần, nhưng cuối tuần em hay về quê thăm ông bà. Em có nên nhận lời không?',
      says: [/người ta rủ bạn: phụ bán hàng hội chợ mỗi cuối tuần/u, /bạn viết: cuối tuần bạn hay về quê thăm ông bà/u, /có nên nhận lời không/u],
      never: /nhưng cuối tuần bạn”|rủ em/u,
    },
    ko: {
      category: 'work', input: '동아리 선배가 축제 때 사회를 봐 달라고 했는데 목소리가 작아서 자신이 없어요. 해야 할까요?',
      says: [/요청받은 축제 때 사회를 봐 주는 일/u, /‘목소리가 작아서 자신이 없어요’/u],
      never: /달는 일|선배 쪽에는/u,
    },
    zh: {
      category: 'work', input: '表姐叫我去她的花店帮忙三个月，可我周末还要照顾奶奶。要去吗？',
      says: [/别人要你做的：去她的花店帮忙三个月/u, /你周末还要照顾奶奶/u, /要不要去她的花店帮忙三个月/u],
      never: /叫我/u,
    },
  };
  for (const language of ['en', 'vi', 'ko', 'zh'] as const) {
    it(`${language}: both sides named`, () => {
      const { category, input, says, never } = cases[language];
      for (const text of readings(language, category, input)) {
        for (const pattern of says) expect(firstParagraph(text)).toMatch(pattern);
        expect(text).not.toMatch(never);
      }
    });
  }
});

describe('the reader reads clause position, not topic words', () => {
  it('the obstacle is the clause after a contrast, else the one with a negation or a limit, else the nearest', () => {
    expect(readAskedWithReason('We met at a kayak club and he moved to Lisbon, though. Is it worth it?', 'en')?.obstacle).toBe('he moved to Lisbon');
    expect(readAskedWithReason('I found a cheap ukulele online. The seller has no reviews. Will it arrive?', 'en')?.obstacle).toBe('the seller has no reviews');
    expect(readAskedWithReason('Em được tặng một con vẹt. Nhà em chật lắm. Có nên nuôi không?', 'vi')?.obstacle).toBe('nhà bạn chật lắm');
    expect(readAskedWithReason('나무 의자를 직접 만들고 싶은데 공구가 하나도 없어요. 시작해도 될까요?', 'ko')?.obstacle).toBe('공구가 하나도 없어요');
    expect(readAskedWithReason('朋友送了我一只鹦鹉，我家很小，能养吗？', 'zh')?.obstacle).toBe('你家很小');
    expect(readAskedWithReason('I want to learn the harp but lessons are expensive. My friend plays it well. Should I start?', 'en')?.obstacle).toBe('lessons are expensive');
    expect(readAskedWithReason('我想学竖琴，可是课很贵，我朋友弹得很好。该学吗？', 'zh')?.obstacle).toBe('课很贵');
  });
  it('reads the ask’s form: worth, should, will', () => {
    expect(readAskedWithReason('He plays the oboe and I can’t stand it. Is it worth staying?', 'en')?.form).toBe('worth');
    expect(readAskedWithReason('Em mới học vẽ màu nước. Chưa có tranh nào đẹp. Có đáng theo tiếp không?', 'vi')?.form).toBe('worth');
    expect(readAskedWithReason('아코디언을 배우고 싶은데 나이가 많아요. 배워야 할까요?', 'ko')?.form).toBe('should');
    expect(readAskedWithReason('我想学手风琴，可是我没有时间。会学成吗？', 'zh')?.form).toBe('will');
  });
  it('a bare Chinese ask takes the act someone asked of the visitor, whole', () => {
    expect(readAskedWithReason('舅舅让我去他的茶园干一个夏天，可我不会说方言。该去吗？', 'zh')?.ask).toBe('该不该去他的茶园干一个夏天');
  });
  it('no reason, no second ask and no open question: the older readers answer', () => {
    expect(readAskedWithReason('Should I learn the oboe?', 'en')).toBeNull();
    expect(readAskedWithReason('I got a ukulele. How do I tune it?', 'en')).toBeNull();
    expect(readAskedWithReason('나무 의자를 만들고 싶어요. 언제 시작하면 좋을까요?', 'ko')).toBeNull();
    expect(readAskedWithReason('鹦鹉好养吗？要注意什么？', 'zh')).toBeNull();
  });
});

describe('a reading that answered the act (a sale, a plan, a solo trip, a family trip) also weighs the obstacle beside it', () => {
  const cases: Record<ContentLanguage, Case> = {
    en: { category: 'today', input: "I'm thinking of selling my old drum kit, but my nephew might want it someday. Should I?", says: [/drum kit/u, /that your nephew might want it someday/u], never: /my nephew/u },
    vi: { category: 'money', input: 'Em định mua máy ảnh cũ để tập chụp phong cảnh, mà em chưa cầm máy bao giờ. Có nên mua không?', says: [/máy ảnh cũ/u, /bạn viết, bạn chưa cầm máy bao giờ/u], never: /em chưa cầm/u },
    ko: { category: 'travel', input: '혼자 아이슬란드 여행을 가 보고 싶은데 운전을 못해요. 그래도 가는 게 맞을까요?', says: [/혼자/u, /직접 쓰신 ‘운전을 못해요’/u], never: /승진/u },
    zh: { category: 'travel', input: '国庆想带爸妈去新疆玩一周，可是我妈晕机，会不会太累？', says: [/新疆/u, /自己写下的那一句：你妈晕机/u], never: /我妈晕机/u },
  };
  for (const language of ['en', 'vi', 'ko', 'zh'] as const) {
    it(`${language}: the obstacle said back once`, () => {
      const { category, input, says, never } = cases[language];
      for (const text of readings(language, category, input)) {
        for (const pattern of says) expect(firstParagraph(text)).toMatch(pattern);
        expect(text).not.toMatch(never);
      }
    });
  }
});

describe('a trip that names no driving is not told to drive in daylight', () => {
  const trips: Record<ContentLanguage, string> = {
    en: 'Thinking of taking the kids to Okinawa for five days in October, but the baby is only one. Will it be too much?',
    vi: 'Tháng mười em định dẫn hai đứa nhỏ đi Okinawa năm ngày, mà bé út mới một tuổi, có mệt quá không?',
    ko: '시월에 아이들 데리고 오키나와에 5일 가려는데 막내가 아직 한 살이에요. 너무 힘들까요?',
    zh: '国庆想带孩子去冲绳玩五天，可是孩子才一岁，会不会太折腾？',
  };
  for (const language of ['en', 'vi', 'ko', 'zh'] as const) {
    it(`${language}: no drive line`, () => {
      for (const text of readings(language, 'travel', trips[language])) expect(text).not.toMatch(/drive in daylight|chạy xe ban ngày|낮에 운전|白天开车/u);
    });
  }
});
