import { describe, expect, it } from 'vitest';
import { labelOptions, readListedMenu, readOptionLabels, reasonedPick } from './fortune-option-label.ts';
import { readFortuneSituation } from './fortune-situations.ts';
import { generateFortune } from './fortune-telling.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { ContentLanguage, FortuneCategory } from '../contract/content-types.ts';

// Round 7 of issue 13: the classes OPTIONS (pick one of the two by name, for a reason the visitor gave), POLARITY
// (a distance already lived, a promotion already received) and study vs a job change, in four languages.
const seeds = [1, 7, 42, 1001, 65537, 808];
const readings = (language: ContentLanguage, category: FortuneCategory, input: string): string[] =>
  seeds.map((seed) => generateFortune({ category, input }, { language, random: seededRandom(seed) }));
const firstParagraph = (text: string): string => text.split('\n\n')[0] ?? '';

describe('options ready for a slot (labelOptions, readListedMenu)', () => {
  it('cuts the question’s own context off an option, in four languages', () => {
    expect(labelOptions(['Tacos', 'ramen for dinner tonight'])).toEqual(['Tacos', 'ramen']);
    expect(labelOptions(['bún chả', 'phở tối nay'])).toEqual(['bún chả', 'phở']);
    expect(labelOptions(['국밥', '파스타 오늘'])).toEqual(['국밥', '파스타']);
    expect(labelOptions(['吃火锅', '吃日料好'])).toEqual(['吃火锅', '吃日料']);
  });

  it('leaves a verb both options share out of the first, never a verb only the first has', () => {
    expect(labelOptions(['bring a light stick', 'a banner'])).toEqual(['a light stick', 'a banner']);
    expect(labelOptions(['take the job in Berlin', 'stay in Austin'])).toEqual(['take the job in Berlin', 'stay in Austin']);
  });

  it('reads two places listed with no "or" as a menu choice, and only for a menu', () => {
    expect(readListedMenu('오늘 점심 뭐 먹을지 고민돼요. 회사 근처에 국밥집이랑 파스타집이 있어요.')).toEqual(['국밥집', '파스타집']);
    expect(readListedMenu('公司楼下有麻辣烫和沙拉，中午吃什么？')).toEqual(['麻辣烫', '沙拉']);
    expect(readListedMenu("Near my office there's a taco truck and a ramen place. Lunch?")).toEqual(['a taco truck', 'a ramen place']);
    expect(readListedMenu('Gần công ty có quán phở với quán cơm tấm, trưa nay ăn gì?')).toEqual(['quán phở', 'quán cơm tấm']);
    expect(readOptionLabels('회사 근처에 국밥집이랑 파스타집이 있어요.', false)).toBeNull();
  });

  it('finds the reason the question gives: a cold day and one hot dish, a hot day and one cold dish', () => {
    expect(reasonedPick(['Tacos', 'ramen'], "It's freezing outside")).toEqual({ index: 1, reason: 'cold' });
    expect(reasonedPick(['냉면', '국밥'], '오늘 너무 더워요')).toEqual({ index: 0, reason: 'hot' });
    expect(reasonedPick(['火锅', '日料'], '今晚见面')).toBeNull();
  });
});

describe('an either/or question is answered with one of ITS two options (readings)', () => {
  it('picks the hot dish on a freezing night, every seed, and says why (en)', () => {
    for (const text of readings('en', 'menu', "Tacos or ramen for dinner tonight? It's freezing outside.")) {
      expect(firstParagraph(text)).toMatch(/“ramen”/u);
      expect(text).not.toMatch(/for dinner tonight”|Menu of the day: (?!ramen)/u);
    }
  });

  it('picks one of the two places listed, never a third dish (ko)', () => {
    const picks = new Set<string>();
    for (const text of readings('ko', 'menu', '오늘 점심 뭐 먹을지 고민돼요. 회사 근처에 국밥집이랑 파스타집이 있어요.')) {
      const pick = /‘(국밥집|파스타집)’ 쪽/u.exec(text)?.[1];
      expect(pick).toBeDefined();
      if (pick) picks.add(pick);
      expect(text).not.toMatch(/쌀국수|‘국밥집이’/u);
    }
    expect(picks.size).toBe(2);
  });

  it('weighs stocks against the rent deposit, not "savings first" (ko)', () => {
    for (const text of readings('ko', 'money', '적금 만기돼서 천만 원이 생겼어요. 주식에 넣을까요, 전세 보증금에 보탤까요?')) {
      expect(firstParagraph(text)).toMatch(/‘주식에 넣을까’/u);
      expect(firstParagraph(text)).toMatch(/‘전세 보증금에 보탤까’/u);
      expect(text).not.toMatch(/적금이 먼저/u);
    }
  });

  it('quotes a long option whole and adds no advice about a topic read from it (vi)', () => {
    for (const text of readings('vi', 'work', 'Em nên ở lại công ty cũ hay nhận lời làm ở công ty khởi nghiệp lương cao hơn?')) {
      expect(firstParagraph(text)).toMatch(/“(?:ở lại công ty cũ|nhận lời làm ở công ty khởi nghiệp lương cao hơn)”/u);
      expect(text).not.toMatch(/kinh doanh|khách quen/u);
    }
  });

  it('names both options and no third thing (zh)', () => {
    for (const text of readings('zh', 'today', '今晚要跟相亲对象第一次见面，吃火锅还是吃日料好？')) {
      expect(firstParagraph(text)).toMatch(/“吃(?:火锅|日料)”/u);
      expect(firstParagraph(text)).not.toMatch(/“吃日料好”/u);
    }
  });
});

describe('a distance already lived is not one ahead (polarity)', () => {
  it('reads the flags: already, the return, marriage', () => {
    const vi = readFortuneSituation('Em với người yêu yêu xa 2 năm rồi, năm sau anh ấy mới về nước. Liệu tụi em có đi tới hôn nhân không?', 'love');
    expect(vi?.situations[0]).toBe('long_distance');
    expect([...(vi?.flags ?? [])]).toEqual(expect.arrayContaining(['already', 'return', 'marry']));
    expect(readFortuneSituation('Tôi với bạn trai quen nhau 3 năm, anh ấy sắp đi làm ở Nhật.', 'love')?.flags.has('already')).toBe(false);
  });

  it.each([
    ['vi', 'Em với người yêu yêu xa 2 năm rồi, năm sau anh ấy mới về nước. Liệu tụi em có đi tới hôn nhân không?', /sắp có|phía trước|Hai tháng đầu|trước ngày chia tay|Trước khi người ấy đi/u, /hôn nhân/u],
    ['en', 'We have been long distance for two years and he finally moves back next spring. Will we get married?', /coming between|ahead of you|first two months|before the move|before the goodbye/u, /marriage/u],
    ['ko', '장거리 연애 3년째예요. 내년에 남자친구가 귀국하는데 결혼까지 갈 수 있을까요?', /생길 거리|앞으로의 장거리|처음 두 달|떠나기 전|작별 전/u, /결혼/u],
    ['zh', '我们异地恋已经两年了，明年他回国，我们能走到结婚吗？', /即将出现|前面的异地|头两个月|分开前|告别前/u, /结婚/u],
  ] as const)('(%s) answers the years already apart, the return and the marriage asked about', (language, question, upcoming, marriage) => {
    for (const text of readings(language as ContentLanguage, 'love', question)) {
      expect(text).not.toMatch(upcoming);
      expect(text).toMatch(marriage);
    }
  });

  it('keeps the distance ahead for a partner who is about to leave (vi)', () => {
    for (const text of readings('vi', 'love', 'Tôi với bạn trai quen nhau 3 năm, anh ấy sắp đi làm ở Nhật. Chuyện tình cảm của tụi tôi sẽ ra sao?')) {
      expect(text).toMatch(/sắp có|phía trước/u);
    }
  });
});

describe('going back to study is not a job change or an exam; a promotion received is not an offer', () => {
  it.each([
    ['en', 'future', "I've been teaching for 8 years and I'm thinking about going back to school for nursing. Is it too late?", /not too late/u, /exam|new offer/iu],
    ['zh', 'future', '我在考虑明年辞职去读研究生，以后会怎么样？', /读书|教室/u, /offer|换工作/u],
    ['ko', 'work', '회사 다닌 지 5년인데 대학원에 가고 싶어요. 퇴사하고 가도 될까요?', /공부|대학원|강의실/u, /이직|시험/u],
    ['vi', 'future', 'Em đi làm 4 năm rồi, giờ muốn nghỉ việc để học thạc sĩ. Có nên không ạ?', /đi học lại|giảng đường|học phí/u, /kỳ thi|offer/u],
  ] as const)('(%s) reads study and answers it', (language, category, question, must, never) => {
    for (const text of readings(language as ContentLanguage, category as FortuneCategory, question)) {
      expect(text).toMatch(must);
      expect(text).not.toMatch(never);
    }
  });

  it.each([
    ['zh', '上个月刚升了组长，手下有六个人，但总觉得管不住他们，接下来怎么办？', /别人给你的新职位|升职机会/u],
    ['en', 'I was promoted to team lead last month and the team ignores me. What now?', /you were offered|Before you answer/u],
    ['ko', '지난달에 팀장이 됐는데 팀원들이 말을 안 들어요.', /제안받은|답하기 전에/u],
    ['vi', 'Em mới lên trưởng nhóm tháng trước mà mọi người không nghe em. Em nên làm gì?', /đề nghị cho bạn|Trước khi trả lời/u],
  ] as const)('(%s) answers the team led now', (language, question, offer) => {
    for (const text of readings(language as ContentLanguage, 'work', question)) expect(text).not.toMatch(offer);
  });
});

describe('a married couple is not read as single, and its arguments are the reading (premise)', () => {
  it.each([
    ['vi', 'Tụi em cưới nhau được 3 năm rồi mà dạo này hay cãi nhau vì chuyện tiền bạc. Năm nay tình cảm tụi em sẽ ra sao?', /cãi nhau/u, /độc thân/u],
    ['en', 'My husband and I keep fighting about money. Will this year be better for us?', /arguments|fights/u, /single/u],
    ['ko', '결혼 5년 차인데 요즘 남편이랑 돈 문제로 자꾸 싸워요. 올해 우리 부부 운은 어떨까요?', /다툼|싸움/u, /솔로/u],
    ['zh', '我和老公最近老是因为钱吵架，今年感情运怎么样？', /吵架|争吵/u, /单身/u],
  ] as const)('(%s) takes up the arguments, never "if you are single"', (language, question, fight, single) => {
    expect(readFortuneSituation(question, 'love')?.situations[0]).toBe('couple_fight');
    for (const text of readings(language as ContentLanguage, 'love', question)) {
      expect(text).toMatch(fight);
      expect(text).not.toMatch(single);
    }
  });

  it('keeps the single line away from anyone who names a partner, in any love reading', () => {
    for (let seed = 1; seed <= 30; seed += 1) {
      const text = generateFortune({ category: 'love', input: 'Mình với bạn trai dạo này ổn, năm nay thế nào?' }, { language: 'vi', random: seededRandom(seed) });
      expect(text).not.toMatch(/độc thân/u);
    }
  });
});
