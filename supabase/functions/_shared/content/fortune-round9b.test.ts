import { describe, expect, it } from 'vitest';
import { generateFortune } from './fortune-telling.ts';
import { readFortuneSituation } from './fortune-situations.ts';
import { keyInMainClause } from './fortune-main-clause.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { ContentLanguage, FortuneCategory } from '../contract/content-types.ts';
import type { FortuneSituation } from './data/fortune/fortune-situation-lines.ts';

// Round 9 of issue 13, second part (helper fortune9): the main-clause gate on stock situations and topics, and answers
// by the question's form first (is it a bad idea, when should I tell, should I be there for someone else's day), in
// four languages. Each class pairs a question the gate must stop with one it must still let through.
const seeds = [1, 7, 42, 1001, 65537, 808];
const readings = (language: ContentLanguage, category: FortuneCategory, input: string): string[] =>
  seeds.map((seed) => generateFortune({ category, input }, { language, random: seededRandom(seed) }));
const firstParagraph = (text: string): string => text.split('\n\n')[0] ?? '';
const languages = ['en', 'vi', 'ko', 'zh'] as const;
const situationsOf = (input: string, category: FortuneCategory): FortuneSituation[] => readFortuneSituation(input, category)?.situations ?? [];

/** A key term in a side clause, in someone else's clause, addressed or in another sense, and the same term as the main event. */
const gate: Record<ContentLanguage, { category: FortuneCategory; key: FortuneSituation; stopped: string; passes: string }> = {
  en: { category: 'week', key: 'moving', stopped: 'When should I tell my sister that I am moving out?', passes: 'I am moving out this weekend, how will it go?' },
  vi: { category: 'money', key: 'friend_money', stopped: 'Chồng em muốn góp vốn mở quán với bạn, em có nên đồng ý không?', passes: 'Bạn thân rủ em góp vốn mở quán, em có nên không?' },
  ko: { category: 'work', key: 'promotion', stopped: '팀장님한테 출산휴가 얘기를 언제 꺼내면 좋을까요?', passes: '팀장 승진 제안을 받았는데 받아야 할까요?' },
  zh: { category: 'today', key: 'exam', stopped: '今天去补办驾照，顺利吗？', passes: '今天考驾照科目二，能过吗？' },
};

describe('a stock situation fires only on its main clause, own event and sense (GATE)', () => {
  for (const language of languages) {
    it(`${language}: the side word calls up nothing, the main event still does`, () => {
      const { category, key, stopped, passes } = gate[language];
      expect(situationsOf(stopped, category)).not.toContain(key);
      expect(situationsOf(passes, category)).toContain(key);
    });
  }

  it('reads side clauses, other people and other senses in each script', () => {
    const hasExam = (text: string): boolean => /exam|考驾照|科目二|시험|kỳ thi/u.test(text);
    expect(keyInMainClause('Should I rest when my exam is over?', 'exam', hasExam)).toBe(false);
    expect(keyInMainClause('Should I rest before my exam?', 'exam', hasExam)).toBe(true);
    expect(keyInMainClause('儿子下周考驾照，我要不要请假？', 'exam', hasExam)).toBe(false);
    expect(keyInMainClause('동생 시험 때 저는 뭘 하면 좋을까요?', 'exam', hasExam)).toBe(false);
    expect(keyInMainClause('Em gái em sắp có kỳ thi, em nên làm gì?', 'exam', hasExam)).toBe(false);
    expect(keyInMainClause('Tuần sau em có kỳ thi, em nên làm gì?', 'exam', hasExam)).toBe(true);
  });

  for (const language of languages) {
    it(`${language}: the stopped question gets no stock situation reading`, () => {
      const { category, stopped } = gate[language];
      const stock = /Pack one small box|This reading is about the promotion|승진 제안|friend’s offer|lời mời của bạn bè|调座椅|后视镜|今天的考试/u;
      for (const text of readings(language, category, stopped)) expect(firstParagraph(text)).not.toMatch(stock);
    });
  }
});

/** "Is it a bad idea to…": a lean with the person the visitor named as its reason, never a bare "careful yes". */
const badIdea: Record<ContentLanguage, { category: FortuneCategory; input: string; lean: RegExp; who: RegExp }> = {
  en: { category: 'love', input: "Is it a bad idea to go to my cousin's birthday party with my boyfriend Sam?", lean: /Not a bad idea/u, who: /your boyfriend Sam/u },
  vi: { category: 'week', input: 'Em đi đám cưới của người yêu cũ cùng bạn trai mới, có phải ý tồi không ạ?', lean: /không phải ý tồi/u, who: /người ấy/u },
  ko: { category: 'love', input: '남자친구랑 전 여자친구 결혼식에 같이 가는 거 별로일까요?', lean: /나쁜 생각은 아니에요/u, who: /남자친구/u },
  zh: { category: 'love', input: '带女朋友去参加前任的婚礼，是不是不太好？', lean: /不算坏主意/u, who: /女朋友/u },
};

describe('"is it a bad idea" gets a clear lean and its reason (BAD IDEA)', () => {
  for (const language of languages) {
    it(`${language}: leans and names the person who decides it`, () => {
      const { category, input, lean, who } = badIdea[language];
      for (const text of readings(language, category, input)) {
        const first = firstParagraph(text);
        expect(first).toMatch(lean);
        expect(first).toMatch(who);
        expect(first).not.toMatch(/cautious yes|careful yes|‘예’|“có”|“可以”/u);
      }
    });
  }
});

/** "When should I tell…": the visitor's own step, a window and a condition, never "sooner than you think". */
const whenAct: Record<ContentLanguage, { category: FortuneCategory; input: string; says: RegExp }> = {
  en: { category: 'week', input: 'When should I tell my parents that I want to switch my major?', says: /right moment to bring up switching your major with your parents is/u },
  vi: { category: 'future', input: 'Lúc nào em nên nói với sếp là em muốn nghỉ thai sản sớm?', says: /Thời điểm hợp để nói chuyện nghỉ thai sản với sếp là/u },
  ko: { category: 'work', input: '부장님께 육아휴직 이야기를 언제 꺼내는 게 좋을까요?', says: /육아휴직 이야기를 꺼낼 타이밍은 .+예요\. 부장님과 따로/u },
  zh: { category: 'work', input: '我该什么时候跟领导提产假的事？', says: /跟领导提产假，时机在/u },
};

describe('"when should I tell" gets a window and a condition (WHEN TO ACT)', () => {
  for (const language of languages) {
    it(`${language}: a window for the visitor's own step, with the person to tell`, () => {
      const { category, input, says } = whenAct[language];
      for (const text of readings(language, category, input)) {
        const first = firstParagraph(text);
        expect(first).toMatch(says);
        expect(first).not.toMatch(/sooner than it feels|sớm hơn bạn tưởng|생각보다 빨리 와요|会比你感觉的来得快/u);
      }
    });
  }
});

/** Someone else's surgery or exam: the visitor supports them, never gets advice as the patient or the candidate. */
const whose: Record<ContentLanguage, { category: FortuneCategory; input: string; says: RegExp; never: RegExp }> = {
  en: { category: 'week', input: 'My dad has his operation on Thursday. Should I take the day off to be there?', says: /Yes, if you can, be there: for your father's surgery/u, never: /soft food and cool drinks/u },
  vi: { category: 'health', input: 'Dạo này em lo quá, tháng sau ông ngoại mổ mắt. Em nên làm gì ạ?', says: /ca mổ của ông của bạn/u, never: /ăn đồ mềm, uống đồ mát/u },
  ko: { category: 'week', input: '아빠가 목요일에 수술을 받으시는데 연차 내고 옆에 있어 드리는 게 좋을까요?', says: /할 수 있다면 곁에 있어 주세요\. 목요일 아버지 수술에는/u, never: /부드러운 음식/u },
  zh: { category: 'work', input: '女儿下周中考，我要不要请假陪她？', says: /对女儿的考试来说，有你在旁边/u, never: /调座椅|你练过的/u },
};

describe('someone else\'s surgery or exam is about supporting them (WHOSE)', () => {
  for (const language of languages) {
    it(`${language}: support for them, no advice as if the visitor were the patient or the candidate`, () => {
      const { category, input, says, never } = whose[language];
      for (const text of readings(language, category, input)) {
        const first = firstParagraph(text);
        expect(first).toMatch(says);
        expect(first).not.toMatch(never);
      }
    });
  }
});

/** An errand is not the exam its word also names: the papers to bring, how it will go. */
const errand: Record<ContentLanguage, { category: FortuneCategory; input: string; says: RegExp }> = {
  en: { category: 'today', input: 'Going to the DMV to replace my driver license today, will it go smoothly?', says: /the licence errand.+bring every paper/u },
  vi: { category: 'today', input: 'Hôm nay em đi làm lại bằng lái bị mất, có suôn sẻ không ạ?', says: /việc làm lại giấy tờ.+mang đủ giấy tờ/u },
  ko: { category: 'today', input: '오늘 운전면허증 재발급 받으러 가는데 순조로울까요?', says: /재발급에는 펜타클 8.+서류는 사본까지/u },
  zh: { category: 'today', input: '明天去补办驾照，会顺利吗？', says: /补办驾照抽到的是钱币八.+材料带齐/u },
};

describe('an errand is read as an errand, not as a test (SENSE)', () => {
  for (const language of languages) {
    it(`${language}: says how it goes and the one thing to watch`, () => {
      const { category, input, says } = errand[language];
      for (const text of readings(language, category, input)) expect(firstParagraph(text)).toMatch(says);
    });
  }
});
