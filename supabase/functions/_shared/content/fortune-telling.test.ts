import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { detectFortuneTopics, generateFortune, isYesNoQuestion, readFortuneQuestion } from './fortune-telling.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { distinctSentenceRatio, scriptShare, vietnameseMarkShare } from './script-share.ts';
import { contentLanguages, fortuneCategories, type ContentLanguage, type FortuneCategory } from '../contract/content-types.ts';
import { fortunePacks } from './data/fortune/packs.ts';
import type { FortuneTopic } from './data/fortune/topics.ts';

const questions: Readonly<Record<ContentLanguage, ReadonlyArray<readonly [string, FortuneTopic]>>> = {
  en: [['Will I pass my exam next week?', 'exam'], ['Should I confess to my crush?', 'crush'], ['Is it a good time to invest money?', 'money'], ['Where should I go on my trip?', 'trip']],
  ko: [['다음 주 시험에 합격할 수 있을까요?', 'exam'], ['짝사랑하는 사람에게 고백해도 될까요?', 'crush'], ['지금 주식에 투자해도 될까요?', 'money'], ['이번 여행은 어디로 갈까요?', 'trip']],
  vi: [['Tuần sau mình có đậu kỳ thi không?', 'exam'], ['Mình có nên tỏ tình với người mình thích?', 'crush'], ['Bây giờ có nên đầu tư tiền không?', 'money'], ['Chuyến du lịch tới nên đi đâu?', 'trip']],
  zh: [['下周的考试能通过吗？', 'exam'], ['我该向暗恋的人表白吗？', 'crush'], ['现在适合投资股票吗？', 'money'], ['这次旅行去哪里好？', 'trip']],
};

function fortune(language: ContentLanguage, category: FortuneCategory, input: string, seed: number): string {
  return generateFortune({ category, input }, { language, random: seededRandom(seed) });
}
const seeds = Array.from({ length: 20 }, (_, i) => i * 104729 + 11);

describe.each(contentLanguages)('fortune teller (%s)', (language) => {
  const [firstQuestion] = questions[language][0] ?? ['', 'exam'];

  it('recognises the topic of sample questions', () => {
    for (const [question, topic] of questions[language]) expect(detectFortuneTopics(question)[0]).toBe(topic);
  });

  it.each(fortuneCategories)('%s: right script, deterministic, varied across seeds', (category) => {
    const texts = seeds.map((seed) => fortune(language, category, firstQuestion, seed));
    for (const text of texts) {
      expect(scriptShare(text, language)).toBeGreaterThan(0.9);
      if (language === 'vi') expect(vietnameseMarkShare(text)).toBeGreaterThan(0.15);
      if (language === 'en') expect(vietnameseMarkShare(text)).toBeLessThan(0.01);
      expect(text).not.toMatch(/\{|\}|\[|\]|undefined/);
    }
    expect(fortune(language, category, firstQuestion, 5)).toBe(fortune(language, category, firstQuestion, 5));
    expect(new Set(texts).size).toBe(texts.length);
    // Twenty readings for the very same question and category: ~9 sentences each — an opening (5 usable of 9), two of
    // eight or nine readings and one of five topic-advice lines (each with 2–4 variants per slot), the category's key
    // detail plus 1–2 more with seeded numbers, colours and times, and one of nine closings. Key details draw from small
    // pools (seven weekdays, fifteen hours), so some sentences recur by design; measured 0.63–0.82 (0.47–0.66 before the
    // larger pools), so 0.6 guards that gain. Korean readings are written as pairs of short sentences, so Korean counts
    // more, shorter units: measured 0.56–0.69 (0.32–0.52 before), guarded at 0.53.
    // Since issue 13's rule C, this exam question gets an exam reading in the open categories (today, week, work,
    // future, lucky numbers): its practical advice (sleep at your usual hour, breathe and do the next part well) is the
    // answer, so it recurs by design instead of stock filler varying; measured 0.53–0.58 there (Korean 0.40–0.43), so
    // 0.5 (Korean 0.38) guards it, and the other categories still clear it easily.
    const situational = ['today', 'week', 'work', 'future', 'lucky_number'].includes(category);
    expect(distinctSentenceRatio(texts, language)).toBeGreaterThanOrEqual(situational ? (language === 'ko' ? 0.38 : 0.5) : language === 'ko' ? 0.53 : 0.6);
  });

  it.each(fortuneCategories)('%s: names the topic of the question in the reading', (category) => {
    for (const [question, topic] of questions[language]) {
      const name = fortunePacks[language].topicNames[topic];
      for (const seed of seeds.slice(0, 5)) expect(fortune(language, category, question, seed).toLowerCase()).toContain(name.toLowerCase());
    }
  });

  it('never quotes the question back, whole or cut (rule A: a quoted chunk broke the grammar in the fifth read)', () => {
    for (const seed of seeds) {
      expect(fortune(language, 'today', 'Blorf zibble quux?', seed)).not.toContain('Blorf');
      expect(fortune(language, 'week', 'Blorf zibble quux wobble frumple snorkel dingle?', seed)).not.toContain('zibble');
    }
  });

  it('gives concrete details: a number, and a dish for the menu or a destination for travel', () => {
    for (const seed of seeds.slice(0, 5)) {
      const menu = fortune(language, 'menu', firstQuestion, seed);
      expect(fortunePacks[language].pools.dish?.some((dish) => menu.includes(dish))).toBe(true);
      const travel = fortune(language, 'travel', firstQuestion, seed);
      expect(fortunePacks[language].pools.place?.some((place) => travel.includes(place))).toBe(true);
      expect(fortune(language, 'lucky_number', firstQuestion, seed)).toMatch(/\d/);
    }
  });
});

describe('fortune teller robustness', () => {
  it('never throws for any category, language and question within bounds', () => {
    fc.assert(
      fc.property(fc.constantFrom(...fortuneCategories), fc.constantFrom(...contentLanguages), fc.string({ minLength: 1, maxLength: 1000, unit: 'binary' }), fc.integer(), (category, language, input, seed) => {
        expect(fortune(language, category, input, seed).length).toBeGreaterThan(40);
      }),
      { numRuns: 300 },
    );
  });
});

describe('fortune teller answers the question first', () => {
  const readings = (language: ContentLanguage, category: FortuneCategory, input: string): string[] => seeds.slice(0, 10).map((seed) => fortune(language, category, input, seed));

  it('reads the narrower focus of a question: investing, an ex who got in touch, changing jobs', () => {
    expect(readFortuneQuestion('Is this a good year to buy my first shares and stocks?', 'en')).toMatchObject({ topic: 'money', focus: 'invest' });
    expect(readFortuneQuestion('올해 코인이랑 주식투자 해도 될까요?', 'ko')).toMatchObject({ topic: 'money', focus: 'invest' });
    expect(readFortuneQuestion('前男友半年后又给我发微信了，要回吗？', 'zh')).toMatchObject({ topic: 'breakup', focus: 'ex_contact' });
    expect(readFortuneQuestion('Tháng này mình có nên nhảy việc không?', 'vi')).toMatchObject({ topic: 'job', focus: 'job_change' });
  });

  it('reads an apartment contract (아파트 계약) as a move, never as health (아파)', () => {
    expect(readFortuneQuestion('내일 아파트 계약하는데 괜찮을까요?', 'ko').topic).toBe('move');
    for (const text of readings('ko', 'today', '내일 아파트 계약하는데 괜찮을까요?')) expect(text).not.toMatch(/건강|아프/);
  });

  it('talks about investing in every category when the question is about stocks', () => {
    for (const category of ['money', 'today', 'future'] as const) {
      for (const text of readings('en', category, 'Should I put my savings into the stock market?')) expect(text).toMatch(/invest|stock|shares/i);
      for (const text of readings('zh', category, '现在开始买基金和股票合适吗？')) expect(text).toMatch(/股|投资|基金/);
    }
  });

  it('names the destination the visitor asked about and sends them nowhere else', () => {
    for (const [language, question, place] of [['en', 'Is a trip to Yunnan in spring a good idea?', 'Yunnan'], ['ko', '봄에 윈난 여행 가도 될까요?', '윈난'], ['vi', 'Mùa xuân đi Vân Nam có ổn không?', 'Vân Nam'], ['zh', '春天去云南旅游好吗？', '云南']] as const) {
      const pool = fortunePacks[language].pools.place ?? [];
      for (const text of readings(language, 'travel', question)) {
        expect(text).toContain(place);
        expect(pool.some((other) => text.includes(other))).toBe(false);
      }
    }
    expect(readFortuneQuestion('Will my trip to Yunnan go well?', 'zh').destination).toBe('云南');
    expect(readFortuneQuestion('Will my holiday in Montenegro be fun?', 'en').destination).toBe('Montenegro');
  });

  it('answers a yes/no question straight away, and only then', () => {
    expect(['Should I reply?', '답장해도 될까요?', '要不要回？', 'Mình có nên trả lời không?'].every(isYesNoQuestion)).toBe(true);
    expect(['What will my week look like', '이번 주 운세 알려 줘', '这周运势', 'Xem vận may tuần này'].some(isYesNoQuestion)).toBe(false);
    const yes = /leans? toward yes|gentle yes|see a yes|Short answer|answer straight away|says yes|point to yes|clear yes|answer is yes|it’s a yes|that’s a yes|odds are on your side|more likely than not|Yes is what I see|reading says yes|says go ahead/i;
    for (const text of readings('en', 'love', 'My ex messaged me after a year. Should I answer?')) {
      expect(text).toMatch(yes);
      expect(text).toMatch(/\bex\b/);
      expect(text).toMatch(/repl|message|answer/i);
    }
    for (const text of readings('en', 'week', 'What will my week at the office look like')) expect(text).not.toMatch(yes);
  });

  it('reads a driving test as an exam', () => {
    expect(detectFortuneTopics('Will I pass my driving test?')[0]).toBe('exam');
    expect(detectFortuneTopics('下个月考驾照能过吗')[0]).toBe('exam');
  });
});
