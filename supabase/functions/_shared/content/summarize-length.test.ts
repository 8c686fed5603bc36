import { describe, expect, it } from 'vitest';
import { parseContentRequest } from '../contract/content-schemas.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { contentLanguages, summaryLengths, summaryStyles, type ContentLanguage, type SummaryLength } from '../contract/content-types.ts';
import { buildPromptMessages } from '../llm/prompts.ts';
import { generateSummary, summaryOptionsFor, summaryStyleOptions } from './summarize.ts';

// Twelve sentences, so that every length keeps a different number of them.
const article: Record<ContentLanguage, string> = {
  en: 'The city council approved a plan to turn the old railway yard into a public park. The park will include a playground, a community garden and an outdoor stage. Construction is expected to begin next spring and last eighteen months. Residents had asked for more green space in the district for over a decade. The project is paid for by a regional grant and a local bond. The railway tracks will be kept as a walking path to honour the history of the site. Local businesses expect more visitors once the park opens. A design competition for the stage drew entries from forty architects. The winning design uses recycled steel from the old rail sheds. Trees will be planted along the northern edge to reduce traffic noise. The council will hold public meetings about the garden plots in March. Officials hope the park becomes a model for other districts.',
  ko: '시의회가 옛 철도 부지를 공원으로 바꾸는 계획을 승인했다. 공원에는 놀이터와 공동체 텃밭, 야외무대가 들어선다. 공사는 내년 봄에 시작해 18개월 동안 이어질 예정이다. 주민들은 10년 넘게 녹지를 늘려 달라고 요구해 왔다. 사업비는 지역 보조금과 지방채로 마련한다. 철길은 부지의 역사를 기리기 위해 산책로로 남긴다. 지역 상인들은 공원이 문을 열면 방문객이 늘 것으로 기대한다. 무대 설계 공모에는 건축가 40명이 참가했다. 당선작은 옛 철도 창고에서 나온 재활용 철재를 쓴다. 교통 소음을 줄이기 위해 북쪽 가장자리에 나무를 심는다. 시의회는 3월에 텃밭 분양에 관한 주민 회의를 연다. 관계자들은 이 공원이 다른 지역의 본보기가 되기를 바란다.',
  vi: 'Hội đồng thành phố đã thông qua kế hoạch biến bãi đường sắt cũ thành công viên. Công viên sẽ có sân chơi, vườn rau cộng đồng và một sân khấu ngoài trời. Việc xây dựng dự kiến bắt đầu vào mùa xuân năm sau và kéo dài mười tám tháng. Người dân đã đề nghị thêm cây xanh cho khu vực suốt hơn mười năm. Dự án được chi trả bằng khoản tài trợ của vùng và trái phiếu địa phương. Đường ray sẽ được giữ lại làm lối đi bộ để tưởng nhớ lịch sử nơi này. Các cửa hàng gần đó mong có thêm khách khi công viên mở cửa. Cuộc thi thiết kế sân khấu thu hút bốn mươi kiến trúc sư. Thiết kế đoạt giải dùng thép tái chế từ các nhà kho đường sắt cũ. Cây sẽ được trồng dọc rìa phía bắc để giảm tiếng ồn giao thông. Hội đồng sẽ họp với người dân về các ô vườn vào tháng ba. Các quan chức hy vọng công viên sẽ trở thành hình mẫu cho các khu khác.',
  zh: '市议会批准了把旧铁路货场改建为公园的计划。公园将设有游乐场、社区菜园和露天舞台。工程预计明年春天开工，持续十八个月。十多年来，居民一直要求增加绿地。项目资金来自地区补助和地方债券。铁轨将被保留为步道，以纪念这里的历史。附近商家期待公园开放后客流增加。舞台设计竞赛吸引了四十位建筑师参加。获胜方案使用旧铁路仓库回收的钢材。北侧将种植树木以减少交通噪音。市议会将在三月召开菜园分配的居民会议。官员们希望这座公园成为其他地区的榜样。',
};

const summaryOf = (language: ContentLanguage, length: SummaryLength | undefined, style: (typeof summaryStyles)[number] = 'general') =>
  generateSummary({ input: article[language], summaryStyle: style, length }, { language, random: seededRandom(7) });

describe('summary length (short / medium / long)', () => {
  it('medium, or no length, is the style as it was', () => {
    for (const style of summaryStyles) {
      expect(summaryOptionsFor(style)).toEqual(summaryStyleOptions[style]);
      expect(summaryOptionsFor(style, 'medium')).toEqual(summaryStyleOptions[style]);
    }
  });

  it('short keeps less and long keeps more of every style, within sane bounds', () => {
    for (const style of summaryStyles) {
      const [short, medium, long] = summaryLengths.map((length) => summaryOptionsFor(style, length)) as [ReturnType<typeof summaryOptionsFor>, ReturnType<typeof summaryOptionsFor>, ReturnType<typeof summaryOptionsFor>];
      expect(short.ratio).toBeLessThan(medium.ratio);
      expect(long.ratio).toBeGreaterThan(medium.ratio);
      expect(short.maxSentences).toBeLessThanOrEqual(medium.maxSentences);
      expect(short.maxSentences).toBeGreaterThanOrEqual(1);
      expect(long.maxSentences).toBeGreaterThan(medium.maxSentences);
      expect(short.charShare).toBeLessThan(medium.charShare);
      expect(long.charShare).toBeGreaterThan(medium.charShare);
      expect(long.ratio).toBeLessThanOrEqual(0.95);
      expect(long.charShare).toBeLessThanOrEqual(0.93);
    }
  });

  it.each([...contentLanguages])('%s: short < medium < long, all shorter than the text, for the plain styles', (language) => {
    for (const style of ['general', 'key_points', 'eli5'] as const) {
      const [short, medium, long] = [summaryOf(language, 'short', style), summaryOf(language, 'medium', style), summaryOf(language, 'long', style)];
      expect(short.length, `${language} ${style} short vs medium`).toBeLessThan(medium.length);
      expect(medium.length, `${language} ${style} medium vs long`).toBeLessThan(long.length);
      expect(long.length).toBeLessThan(article[language].length);
      expect(summaryOf(language, undefined, style)).toBe(medium);
    }
  });

  it('the request schema accepts the three lengths, defaults to medium and refuses others', () => {
    const parsed = parseContentRequest({ type: 'summarize', input: 'Some text.' });
    expect(parsed).toMatchObject({ ok: true, request: { input: { length: 'medium' } } });
    for (const length of summaryLengths) expect(parseContentRequest({ type: 'summarize', input: 'Some text.', length })).toMatchObject({ ok: true, request: { input: { length } } });
    expect(parseContentRequest({ type: 'summarize', input: 'Some text.', length: 'tiny' })).toMatchObject({ ok: false, code: 'invalid_body' });
  });

  it('a configured model is told the length in its system prompt', () => {
    const prompt = (length: SummaryLength) => {
      const parsed = parseContentRequest({ type: 'summarize', input: 'Some text.', length });
      if (!parsed.ok) throw new Error(parsed.message);
      return buildPromptMessages(parsed.request)[0]?.content ?? '';
    };
    expect(prompt('short')).toContain('very short');
    expect(prompt('medium')).toContain('moderate length');
    expect(prompt('long')).toContain('fairly detailed');
  });
});
