/**
 * Failure classes of the fifth blind read (rows 41–48), each tested in every language it concerns: a particle closed as a
 * verb, a clause cut off from its condition or its subject, a "short" meme or verse as long as a medium one, a headline
 * from a "however" sentence or with its bracketed aside, verb phrases listed as key terms, plain words that break a noun.
 */
import { describe, expect, it } from 'vitest';
import requests from '../../../../docs/blind-reads/2026-11-25-fifth-read.requests.json' with { type: 'json' };
import { seededRandom } from '../contract/seeded-random.ts';
import { generateSummary, isTermNoun } from './summarize.ts';
import { figure } from './summarize-textrank.ts';
import { closeKoreanClause, completeHeadline, simplifyForChild, splitForChild } from './summarize-rewrite.ts';
import type { ContentLanguage, SummaryLength, SummaryStyle } from '../contract/content-types.ts';

const summarize = (input: string, summaryStyle: SummaryStyle, language: ContentLanguage, length: SummaryLength = 'medium', seed = 1): string =>
  generateSummary({ input, summaryStyle, length }, { language, random: seededRandom(seed) });
const row = (n: number): string => (requests as unknown as Array<{ input: { input: string } }>)[n - 1]?.input.input ?? '';
const lines = (text: string): number => text.split('\n').filter((line) => line.trim() !== '').length;

describe('a Korean particle is not closed as a verb', () => {
  it('keeps "까지만" (particle 까지 + 만) and still closes a real -지만 clause', () => {
    expect(closeKoreanClause('10시까지만')).toBe('10시까지만');
    expect(closeKoreanClause('서울에서부터')).toBe('서울에서부터');
    expect(closeKoreanClause('비가 오지만')).toBe('비가 온다');
    const pieces = splitForChild('앞으로 재활용품은 매주 화요일과 토요일 저녁 6시부터 10시까지만 내놓을 수 있다.', 'ko', 0, 24);
    expect(pieces.join(' ')).not.toMatch(/깐다|시깐/u);
    expect(pieces.join(' ')).toMatch(/10시까지만 내놓을 수 있다/u);
  });
});

describe('a sentence is not cut after its condition or before a clause without a subject', () => {
  it('zh: keeps "一旦起火，…" together and does not start a sentence with 并/也/配备', () => {
    const child = simplifyForChild(['锂电池一旦起火，温度可在几秒钟内升到上千度，并释放大量有毒烟雾，楼道里起火往往会堵住居民的逃生通道。', '各街道将在小区内新建集中充电棚，配备定时断电插座和烟感报警器。', '电动自行车不得停放在楼道，也不得推入电梯。'], 'zh');
    expect(child.join('')).not.toMatch(/一旦起火。/u);
    for (const sentence of child) expect(sentence).not.toMatch(/^(?:并|也|配备)/u);
  });

  it('zh: keeps "一到…，它就…" together (no line that is only the "as soon as" clause)', () => {
    const pieces = splitForChild('结果一到泳池边，它自己就扑通跳了下去，四条小短腿拼命划水。', 'zh', 0, 12);
    for (const piece of pieces) expect(piece.replace(/[。]$/u, '')).not.toMatch(/^结果一到泳池边$/u);
  });

  it('vi: no sentence that opens with "đồng thời" or "rồi" cut from its subject', () => {
    const child = splitForChild('Quận sẽ bố trí thêm ba tuyến xe buýt nhỏ chạy vòng quanh khu vực mỗi ngày, đồng thời mở rộng bãi gửi xe tại khu vực gần ga tàu điện.', 'vi', 0, 10);
    for (const sentence of child) expect(sentence).not.toMatch(/^(?:Đồng thời|Rồi)\b/u);
    const condition = simplifyForChild(['Nếu trời mưa to vào buổi chiều muộn hôm thứ bảy tuần này, cả lớp sẽ dời buổi dã ngoại sang sáng chủ nhật.'], 'vi');
    expect(condition[0]).not.toMatch(/^Nếu[^,]*\.$/u);
  });

  it('en: no sentence that opens with a bare -ing participle or is only an "if" clause', () => {
    const child = simplifyForChild(['The storm knocked out power lines across the whole county, leaving thousands of homes without heat for two days.', 'If the repairs run late again next week, the school will stay closed until Friday.', 'Instead of charging 25 cents a day for overdue books, the library will stop charging fines for children.', 'The director said fines were keeping some families away, because children with unpaid fines could not borrow books.', 'To make up for the lost money, about four thousand dollars a year, the library will ask the city for more.'], 'en');
    for (const sentence of child) {
      expect(sentence).not.toMatch(/^(?:Leaving|Because)\b/u);
      expect(sentence).not.toMatch(/^(?:Instead of|To) [^,]*\.$/u);
      expect(sentence).not.toMatch(/^If [^,]*\.$/u);
    }
  });
});

describe('a "short" meme or verse is really short', () => {
  const texts: Array<[ContentLanguage, string]> = [['en', row(42)], ['vi', row(44)], ['ko', row(46)], ['zh', row(48)]];
  for (const [language, text] of texts) {
    it(`${language}: a short meme and a short hip-hop verse have at most 7 lines, fewer than a long one`, () => {
      for (const style of ['meme', 'hiphop'] as const) {
        const short = summarize(text, style, language, 'short');
        expect(lines(short)).toBeLessThanOrEqual(7);
        expect(short.length).toBeLessThan(summarize(text, style, language, 'long').length);
      }
    });
  }
});

describe('a news headline comes from the story, not from a "however" sentence or its asides', () => {
  it('vi: drops "(Hà Nội)" and the reporting frame "cho biết", and never opens with "Tuy nhiên"', () => {
    const news = summarize(row(43), 'news', 'vi');
    const headline = news.split('\n')[0] ?? '';
    expect(headline).toMatch(/UBND quận Cầu Giấy sẽ thí điểm cấm xe máy/u);
    expect(headline).not.toMatch(/\(Hà Nội\)|cho biết|Tuy nhiên/u);
  });

  it('vi: a lead too long for a headline is not replaced by the "Tuy nhiên" sentence', () => {
    const text = 'Thành phố Đà Nẵng sẽ thí điểm miễn phí vé xe buýt cho học sinh và người cao tuổi trên toàn bộ mười hai tuyến xe buýt nội thành trong suốt năm học tới theo đề xuất của sở giao thông. Chương trình dự kiến bắt đầu từ tháng chín và kéo dài ít nhất một năm học. Tuy nhiên, nhiều phụ huynh lo xe sẽ quá đông vào giờ tan học buổi chiều. Sở giao thông dự kiến chi khoảng ba mươi tỷ đồng mỗi năm cho chương trình miễn phí vé xe buýt này. Các tuyến xe buýt đông nhất sẽ được tăng thêm chuyến vào giờ cao điểm buổi sáng và buổi chiều. Thành phố sẽ đánh giá lại kết quả chương trình vào tháng sáu năm sau.';
    const headline = summarize(text, 'news', 'vi').split('\n')[0] ?? '';
    expect(headline).not.toMatch(/Tuy nhiên|phụ huynh lo/u);
  });

  it('en, ko, zh: a fallback sentence loses its leading connective; brackets go', () => {
    const en = summarize('The county water board approved a plan this week to replace every lead service pipe in the older neighbourhoods north of the old river bridge by the end of 2027 using federal money and local bonds. However, the cost to households is still unclear. Residents can ask for a free test of their tap water now.', 'news', 'en');
    expect(en.split('\n')[0]).not.toMatch(/However/u);
    const ko = summarize(row(45), 'news', 'ko');
    expect(ko.split('\n')[0]).not.toMatch(/(?:^|\s)(?:하지만|다만|그러나)\s/u);
    const zh = completeHeadline(['本市（试行）电动自行车进楼入户禁令下月起实施。'], 0, 30, 'zh');
    expect(zh).not.toMatch(/试行|（/u);
    const zhNews = summarize(row(48), 'news', 'zh');
    expect(zhNews.split('\n')[0]).not.toMatch(/^[^\n]*?(?:但是|不过|然而)/u);
  });
});

describe('key terms name things', () => {
  it('zh: no verb phrase or bare generic word; ko: no verb form', () => {
    expect(isTermNoun('少玩手机', 'zh')).toBe(false);
    expect(isTermNoun('用手机', 'zh')).toBe(false);
    expect(isTermNoun('学生', 'zh')).toBe(false);
    expect(isTermNoun('停机时间', 'zh')).toBe(true);
    expect(isTermNoun('充电棚', 'zh')).toBe(true);
    expect(isTermNoun('운영한', 'ko')).toBe(false);
    expect(isTermNoun('줄었다', 'ko')).toBe(false);
    expect(isTermNoun('근무제', 'ko')).toBe(true);
    expect(summarize(row(47), 'expert', 'zh', 'long')).not.toMatch(/关键术语[^\n]*(?:少玩手机|用手机)/u);
  });
});

describe('plain words for a child keep the noun whole', () => {
  it('zh: 本市 and 实施 become words that fit the slot ("我们这座城市将正式开始执行")', () => {
    const plain = simplifyForChild(['从下个月起，本市将正式实施电动自行车进楼入户禁令。'], 'zh').join('');
    expect(plain).not.toMatch(/我们城市的将|开始做/u);
    expect(plain).toMatch(/我们这座城市将正式开始执行/u);
  });
});

describe('amounts written in words count as figures', () => {
  it('en, vi, ko, zh: "four thousand dollars", "tám trăm nghìn", "절반", "百分之" carry a figure; plain sentences do not', () => {
    expect(figure.test('The library will lose about four thousand dollars a year.')).toBe(true);
    expect(figure.test('Cuối tháng tiền chợ chỉ khoảng tám trăm nghìn, tiết kiệm được hơn một triệu.')).toBe(true);
    expect(figure.test('퇴사율은 절반 가까이 줄었다.')).toBe(true);
    expect(figure.test('参加者中百分之六十表示满意。')).toBe(true);
    expect(figure.test('The library director said fines were keeping families away.')).toBe(false);
    expect(figure.test('Mình định rủ đồng nghiệp nấu chung cho đỡ ngán.')).toBe(false);
    expect(figure.test('직원들 사이에서는 불만도 나왔다.')).toBe(false);
  });

  it('vi: a short key-points summary keeps the saving told in words', () => {
    const text = 'Tháng trước mình quyết định thử tự nấu cơm mang đi làm thay vì ăn ngoài, chủ yếu vì tiền ăn trưa mỗi tháng đã lên tới gần hai triệu. Tuần đầu rất cực: tối nào cũng phải đi chợ, nấu xong chia hộp thì đã mười giờ đêm. Sang tuần thứ hai mình chuyển sang nấu một lần vào chủ nhật cho cả ba ngày đầu tuần, còn thứ năm thứ sáu thì nấu buổi tối. Món dễ làm nhất là cơm gà xé, đậu hũ sốt cà và canh rau cải. Cuối tháng cộng lại, tiền chợ chỉ khoảng tám trăm nghìn, tiết kiệm được hơn một triệu. Điều bất ngờ là mình ít buồn ngủ vào buổi chiều hơn vì ăn ít dầu mỡ. Mình định tháng sau rủ thêm hai đồng nghiệp nấu chung để đổi món cho đỡ ngán.';
    expect(summarize(text, 'key_points', 'vi', 'short')).toMatch(/tám trăm nghìn/u);
  });

  it('ko: a general summary keeps a result told as "절반" or a percentage', () => {
    expect(summarize(row(45), 'general', 'ko')).toMatch(/퇴사율|87%|생산성/u);
  });
});
