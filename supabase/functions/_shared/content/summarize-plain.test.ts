import { describe, expect, it } from 'vitest';
import { chinesePlain, koreanPlain, vietnamesePlain } from './summarize-plain.ts';
import { generateSummary } from './summarize.ts';
import { extractSummary } from './summarize-textrank.ts';
import { keyTermHashtags } from './summarize-rewrite.ts';
import { seededRandom } from '../contract/seeded-random.ts';

describe('plain words for a child (third blind read)', () => {
  it('ko: news endings become the 해요체 relay, hard nouns simple ones', () => {
    expect(koreanPlain("서울시는 '다회용기 시범 사업'을 시작한다고 밝혔다.")).toBe("서울시는 '여러 번 쓰는 그릇 시범 사업'을 시작한대요.");
    expect(koreanPlain('시는 반납함을 30곳 이상 설치한다.')).toBe('시는 돌려놓는 통을 30곳 이상 설치한대요.');
    expect(koreanPlain('포인트를 지급할 계획이다.')).toBe('포인트를 지급할 거래요.');
    expect(koreanPlain('환경 단체는 환영할 만한 정책이라고 평가했다.')).toBe('자연을 지키는 모임은 환영할 만한 정책이래요.');
    expect(koreanPlain('용기를 넣으면 된다.')).toBe('그릇을 넣으면 된대요.');
  });

  it('zh: official words become everyday ones', () => {
    expect(chinesePlain('教育局表示，方案将先行试点。')).toBe('教育局说，方案将先试一试。');
    expect(chinesePlain('学校将提供课后服务。')).not.toMatch(/提供/u);
  });

  it('vi: bureaucratic phrases become everyday ones', () => {
    expect(vietnamesePlain('Bộ cho biết sẽ đẩy mạnh quảng bá tại châu Âu.')).toBe('Bộ nói sẽ làm nhiều hơn việc giới thiệu tại châu Âu.');
    expect(vietnamesePlain('Tuy nhiên, ngành du lịch vẫn đối mặt với khó khăn.')).toBe('Nhưng ngành du lịch vẫn gặp khó khăn.');
  });

  it('ko eli5 answer: most sentences end in -요, none in 밝혔다/계획이다', () => {
    const text = "서울시는 내년 3월부터 한강 공원에서 '다회용기 시범 사업'을 시작한다고 밝혔다. 시는 반납함을 30곳 이상 설치하고, 용기를 반납한 시민에게는 포인트를 지급할 계획이다. 다만 일부 음식점 주인들은 세척 비용을 걱정하고 있다. 서울시는 결과를 보고 확대할지 결정할 예정이다.";
    const answer = generateSummary({ input: text, summaryStyle: 'eli5' }, { language: 'ko', random: seededRandom(1) });
    expect(answer).not.toMatch(/밝혔다|계획이다|예정이다/u);
    expect((answer.match(/요[.!]/gu) ?? []).length).toBeGreaterThanOrEqual(3);
  });
});

describe('summary points (third blind read)', () => {
  const council = 'Our city council voted last night to turn Maple Street into a pedestrian-only zone on weekends starting in April. The decision came after a six-month pilot in which the street was closed to cars on Saturdays. During the pilot, local businesses reported a 15 percent rise in foot traffic, and the farmers market doubled its number of stalls. However, not everyone is happy. Residents on nearby Oak Avenue say traffic has been pushed onto their street, making it harder for children to walk to school. Several delivery companies also complained that they could not reach shops before noon. The council promised to add two loading zones at each end of Maple Street and to install speed bumps on Oak Avenue. The plan will be reviewed again in December, when officials will look at accident numbers, business revenue, and a survey of residents. Council member Dana Ruiz said the goal is to make downtown feel like a place to spend time, not just drive through.';
  it('en news: keeps the opposition and writes the headline without "Our"', () => {
    const answer = generateSummary({ input: council, summaryStyle: 'news', length: 'short' }, { language: 'en', random: seededRandom(10101) });
    expect(answer).toMatch(/Oak Avenue say|not everyone|complained/u);
    expect(answer.split('\n')[0]).toMatch(/: City council votes/u);
  });

  const sourdough = "I finally tried the sourdough recipe everyone at work keeps talking about, and it took me three tries to get it right. The first loaf was flat as a pancake because my starter wasn't active enough. For the second attempt I fed the starter twice a day for a week. That loaf rose nicely but the crust was pale and soft, because I baked it on a regular sheet pan. The third time I borrowed my sister's Dutch oven and baked the bread with the lid on for 20 minutes. The result was a crackly, deep brown crust and an open, chewy crumb. My advice: be patient with the starter and use a Dutch oven.";
  it('en: a sentence that points back ("That loaf") is never kept without the one it points to', () => {
    for (const style of ['general', 'key_points', 'news'] as const) {
      const found = extractSummary(sourdough, { ratio: 0.75, maxSentences: 7, charShare: 0.9 });
      const at = found.sentences.findIndex((sentence) => sentence.startsWith('That loaf'));
      if (at >= 0) expect(found.sentences[at - 1]).toMatch(/second attempt/u);
      const answer = generateSummary({ input: sourdough, summaryStyle: style }, { language: 'en', random: seededRandom(3) });
      if (/That loaf/u.test(answer)) expect(answer).toMatch(/second attempt/u);
    }
  });

  const tourism = 'Theo báo cáo mới của Tổng cục Thống kê, lượng khách quốc tế đến Việt Nam trong 10 tháng đạt khoảng 14 triệu lượt, tăng hơn 40%. Hàn Quốc tiếp tục là thị trường lớn nhất. Các điểm đến được yêu thích nhất vẫn là Đà Nẵng và Hội An. Nhiều chuyên gia cho rằng chính sách thị thực điện tử đã góp phần vào sự tăng trưởng này. Tuy nhiên, ngành du lịch vẫn đối mặt với khó khăn như thiếu hướng dẫn viên và tình trạng chặt chém. Bộ cho biết sẽ đẩy mạnh quảng bá tại châu Âu. Mục tiêu cả năm là đón 18 triệu lượt khách quốc tế.';
  it('vi general: keeps the problems and the target', () => {
    const answer = generateSummary({ input: tourism, summaryStyle: 'general' }, { language: 'vi', random: seededRandom(1) });
    expect(answer).toMatch(/khó khăn|chặt chém/u);
    expect(answer).toMatch(/18 triệu/u);
  });

  it('vi hashtags: compounds only, never one-syllable words', () => {
    const text = 'Hôm qua lớp mình họp phụ huynh. Cô nhắc phụ huynh về học sinh giỏi. Lớp tổ chức buổi liên hoan. Cuối buổi, phụ huynh góp quỹ lớp cho học sinh.';
    const tags = keyTermHashtags(text, ['phụ huynh', 'học sinh', 'lớp', 'buổi'], 'vi', 4, text);
    expect(tags).toEqual(expect.arrayContaining(['#phụhuynh', '#họcsinh']));
    expect(tags).not.toContain('#lớp');
    expect(tags).not.toContain('#buổi');
  });

  it('zh: quoted small talk is no term; repeated compounds are kept whole', () => {
    const text = '演员说"在吗"，全场都在笑。演员又说"你吃饭了吗"。教育局说课后服务很好。教育局还说课后服务要试点。';
    const tags = keyTermHashtags(text, [], 'zh', 4, text);
    expect(tags.join(' ')).not.toMatch(/在吗|吃饭了吗/u);
    expect(tags).not.toContain('#育局');
    expect(tags).toEqual(expect.arrayContaining(['#教育局', '#课后服务']));
  });

  const afterSchool = '本市教育局昨天发布通知，从下学期开始，全市中小学将统一推行"课后服务2.0"方案。学校每天放学后将提供两个小时的课后服务。家长可以自愿报名，每学期最多收费三百元。教育局表示，这一政策主要是为了解决双职工家庭的问题。不过，也有不少老师担心工作时间被拉长，身体吃不消。对此，教育局承诺将引入志愿者参与课后服务。方案将在十所学校先行试点，预计明年九月全面推开。';
  it('zh expert: points labelled by role, the teachers\' concern kept, no one-word keyword dump', () => {
    const answer = generateSummary({ input: afterSchool, summaryStyle: 'expert', length: 'long' }, { language: 'zh', random: seededRandom(1) });
    expect(answer).toMatch(/• 概况：/u);
    expect(answer).toMatch(/争议：[^\n]*老师担心/u);
    expect(answer).not.toMatch(/关键术语：服务、/u);
  });
});
