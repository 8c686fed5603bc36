import { describe, expect, it } from 'vitest';
import { generatePersonaReply } from './persona-chat.ts';
import { readPastEvent } from './past-event.ts';
import { readStressors } from './persona-chat-stressors.ts';
import { readKidQuestion } from './persona-chat-kid.ts';
import { readCaseThread } from './persona-chat-case.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { ChatMessage, ContentLanguage, PersonaKey } from '../contract/content-types.ts';

// Round 8 of issue 13: answer from the facts the visitor gave — a finished event is not coached as one ahead (PAST),
// the things listed in answer to the psychologist's question come back (HISTORY), the kid answers like a kid (KID).
const user = (content: string): ChatMessage => ({ role: 'user', content });
const bot = (content: string): ChatMessage => ({ role: 'assistant', content });
const seeds = [1, 7, 42, 1001, 65537, 2024];
const replies = (language: ContentLanguage, persona: PersonaKey, messages: ChatMessage[]): string[] =>
  seeds.map((seed) => generatePersonaReply({ persona, messages }, { language, random: seededRandom(seed) }));

const failed: Record<ContentLanguage, string> = {
  en: 'I failed my math exam this morning and my mom yelled at me the moment I got home.',
  ko: '오늘 기말고사 완전 망쳤어요. 집에 와서 엄마한테 혼나기까지 했어요.',
  vi: 'Sáng nay em làm bài thi toán tệ lắm, về nhà còn bị mẹ la nữa.',
  zh: '今天期末考试考砸了，回家还被妈妈骂了一顿。',
};
const prepTips = /you can do it|arrive early|the night before|15분 일찍|전날|bạn làm được|đến sớm|前一晚|提前到|你可以的|你一定可以/iu;
const over: Record<ContentLanguage, RegExp> = { en: /is over|is done|behind you/u, ko: /끝났|끝나서|끝나자마자/u, vi: /đã qua|kết thúc|đã xong/u, zh: /结束|过去/u };
const scoldedAtHome: Record<ContentLanguage, RegExp> = { en: /scolded at home|Hearing it at home/u, ko: /집에서까지 혼|집에 와서/u, vi: /nói nặng ở nhà|Về nhà còn phải nghe/u, zh: /被家里说|回到家还要听/u };

describe('a finished event is answered as what comes after (PAST)', () => {
  for (const language of ['en', 'ko', 'vi', 'zh'] as const) {
    it(`${language}: a failed exam and a scolding get comfort about both, never exam-day tips`, () => {
      for (const reply of replies(language, 'kpop_male', [user(failed[language])])) {
        expect(reply).toMatch(over[language]);
        expect(reply).toMatch(scoldedAtHome[language]);
        expect(reply).not.toMatch(prepTips);
      }
    });
  }
  it('reads the event, how it went and what the visitor added, in each language', () => {
    expect(readPastEvent('I had my final interview last week and I still haven’t heard back.')).toMatchObject({ event: 'interview', outcome: 'waiting' });
    expect(readPastEvent('어제 도로주행 떨어졌어. 차선 변경에서 실격 ㅋㅋ')).toMatchObject({ event: 'driving', outcome: 'bad' });
    expect(readPastEvent('Em vừa phỏng vấn xong mà lỡ nói mức lương thấp quá, tiếc ghê.')).toMatchObject({ event: 'interview', outcome: 'bad', slip: 'salary' });
    expect(readPastEvent('上周面试完了，到现在还没消息。')).toMatchObject({ event: 'interview', outcome: 'waiting' });
  });
  it('leaves an event still ahead, or a fear of failing, to the other paths', () => {
    expect(readPastEvent('My driving test is on Friday and I’m afraid I’ll fail the parking part.')).toBeNull();
    expect(readPastEvent('다음 주 면접인데 떨어질까 봐 무서워요.')).toBeNull();
    expect(readPastEvent('Mai em thi rồi, sợ trượt quá.')).toBeNull();
    expect(readPastEvent('明天考试，好怕考不好。')).toBeNull();
  });
  it('keeps the salary figure the visitor regrets, with a way to bring it up again', () => {
    const zh = replies('zh', 'girl', [user('刚面试完，最后谈期望薪资的时候我说了个特别低的数字，好后悔。')]);
    for (const reply of zh) expect(reply).toMatch(/薪资/u);
    const en = replies('en', 'girl', [user('The interview just ended and I named a salary way too low at the end. I regret it so much.')]);
    for (const reply of en) expect(reply).toMatch(/revisit the range/u);
  });
});

const listed: Record<'en' | 'vi' | 'zh', { messages: ChatMessage[]; things: RegExp[] }> = {
  en: {
    messages: [user('I can’t switch off at night lately.'), bot('That sounds hard. What keeps your mind busy?'), user('My landlord is selling the flat, my sister is not speaking to me, and my thesis is due in May.')],
    things: [/your landlord is selling the flat/u, /your sister is not speaking to you/u, /your thesis is due in May/u],
  },
  vi: {
    messages: [user('Dạo này em hay cáu.'), bot('Nghe mệt thật. Chuyện gì đang đè lên em nhiều nhất?'), user('Sếp giao việc dồn dập, con em bị ốm cả tuần, còn chồng em đi công tác xa.')],
    things: [/sếp giao việc dồn dập/iu, /con em bị ốm cả tuần/u, /chồng em đi công tác xa/u],
  },
  zh: {
    messages: [user('我这几天总想哭。'), bot('辛苦了。最近发生了什么让你放不下的事吗？'), user('工作上被领导否定了方案，男朋友要去外地工作，我妈又住院了。')],
    things: [/被领导否定了方案/u, /男朋友要去外地工作/u, /你妈又住院了|妈又住院了/u],
  },
};

describe('the psychologist gives back the things listed in answer to its question (HISTORY)', () => {
  for (const language of ['en', 'vi', 'zh'] as const) {
    it(`${language}: names every thing, person-swapped, and asks which to lighten first`, () => {
      const { messages, things } = listed[language];
      for (const reply of replies(language, 'psychologist', messages)) {
        for (const thing of things) expect(reply).toMatch(thing);
        expect(reply).not.toMatch(/\bmy\b|我妈/u);
      }
    });
  }
  it('reads nothing from one clause, from a message that answers no question, or from Korean', () => {
    expect(readStressors([user('Work is hard.'), bot('What happens at work?'), user('My boss hates me.')], 'en')).toBeNull();
    expect(readStressors([user('Hi'), bot('Hello there.'), user('My boss hates me, my cat is sick, and it rains.')], 'en')).toBeNull();
    expect(readStressors([user('요즘 힘들어요.'), bot('무슨 일이 있었어요?'), user('출근길이 힘들고, 팀장님이 쳐다보고, 일요일 밤이 무서워요.')], 'ko')).toBeNull();
  });
});

const whoWins: Record<ContentLanguage, { text: string; options: [RegExp, RegExp] }> = {
  en: { text: 'Quick question buddy: who would win, a bear or a crocodile?', options: [/bear/u, /crocodile/u] },
  ko: { text: '호랑이랑 사자가 싸우면 누가 이겨?', options: [/호랑이/u, /사자/u] },
  vi: { text: 'Khủng long với cá mập đánh nhau thì ai thắng?', options: [/khủng long/iu, /cá mập/u] },
  zh: { text: '你觉得老虎和狮子打架谁会赢？', options: [/老虎/u, /狮子/u] },
};
const dreams: Record<ContentLanguage, { text: string; answer: RegExp }> = {
  en: { text: 'If you could fly, where would you go first?', answer: /fly up to the clouds/u },
  ko: { text: '만약에 투명 인간이 되면 뭐 할 거야?', answer: /투명 인간 되면/u },
  vi: { text: 'Nếu con có siêu năng lực thì con muốn làm gì?', answer: /làm phép/u },
  zh: { text: '如果你有好多钱，你想买什么？', answer: /蹦床/u },
};

describe('the kid answers who-wins and if-you-could questions like a kid (KID)', () => {
  for (const language of ['en', 'ko', 'vi', 'zh'] as const) {
    it(`${language}: picks one of the two named, without quoting the question back`, () => {
      const { text, options } = whoWins[language];
      for (const reply of replies(language, 'kid', [user(text)])) {
        expect(options.some((option) => option.test(reply))).toBe(true);
        expect(reply).not.toContain('“');
      }
    });
    it(`${language}: says what it would do in the dream asked about`, () => {
      const { text, answer } = dreams[language];
      for (const reply of replies(language, 'kid', [user(text)])) expect(reply).toMatch(answer);
    });
  }
  it('reads no kid question from a plain one', () => {
    expect(readKidQuestion('What did you eat for lunch?')).toBeNull();
    expect(readKidQuestion('你今天开心吗？')).toBeNull();
  });
});

describe('tampering opens a detective case that earlier turns reason with (HISTORY)', () => {
  it('vi: tyres let down three times, then two people named', () => {
    const thread = readCaseThread([
      user('Xe máy của tôi bị xì lốp hai lần tuần này ở bãi xe chung cư.'),
      bot('Hai lần cùng chỗ thì không phải trùng hợp. Ai biết chỗ anh đậu?'),
      user('Chỉ có bác bảo vệ và chị Lan ở tầng dưới.'),
    ], 'vi');
    expect(thread?.people).toEqual(expect.arrayContaining(['chị Lan']));
  });
  it('en: a car keyed, then the neighbours named', () => {
    const thread = readCaseThread([
      user('Someone keyed my car in the driveway last night.'),
      bot('Nasty. Who parks near it?'),
      user('Only my neighbour Greg, and he was away on a trip all week.'),
    ], 'en');
    expect(thread?.cleared).toContain('Greg');
  });
});
