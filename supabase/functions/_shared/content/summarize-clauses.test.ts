import { describe, expect, it } from 'vitest';
import { seededRandom } from '../contract/seeded-random.ts';
import { generateSummary } from './summarize.ts';
import { linesOf, memeVoice, pointOf, standAlone } from './summarize-clauses.ts';
import { extractSummary } from './summarize-textrank.ts';
import { closeKoreanClause, completeHeadline, keyTermHashtags, koreanPastStem } from './summarize-rewrite.ts';
import type { ContentLanguage, SummaryStyle } from '../contract/content-types.ts';

const summarize = (input: string, summaryStyle: SummaryStyle, language: ContentLanguage, seed = 1): string =>
  generateSummary({ input, summaryStyle }, { language, random: seededRandom(seed) });

const dinner = "Okay so here's what happened at my sister's birthday dinner. We booked a table at this Italian place for 7:30, but when we showed up they'd given it away because someone typed our reservation as 7:30 AM. The manager was super apologetic and found us a spot on the patio, but then it started drizzling, so they moved us inside to a tiny table by the kitchen door. Every time a waiter came through, we got blasted with heat and the smell of garlic, which honestly wasn't the worst. My dad ordered the lasagna and said it was the best he'd had since Nonna passed, which made everyone a little emotional. Then the staff brought out a tiramisu with a candle and sang in Italian, and my sister, who hates attention, hid under her napkin. By the end of the night the manager comped our desserts and gave us a gift card for next time. So yeah, chaotic start, but it turned into one of the best family dinners we've had in years.";
const meeting = '우리 회사 팀장님은 매주 월요일 오전 9시에 주간 회의를 한다. 문제는 회의가 보통 두 시간씩 걸린다는 것이다. 각자 지난주 업무를 돌아가면서 발표하는데, 대부분은 이미 메신저로 공유한 내용이다. 지난주에는 신입 사원 지은 씨가 회의 시간을 30분으로 줄이고, 업무 공유는 공유 문서로 미리 하자고 조심스럽게 제안했다. 팀장님은 처음에는 당황했지만, 한번 시도해 보자고 했다. 이번 주 회의는 실제로 35분 만에 끝났고, 남은 시간에 다들 밀린 업무를 처리할 수 있었다. 몇몇 선배들은 지은 씨에게 용기 있었다고 커피를 사 줬다. 팀장님은 다음 달까지 이 방식을 유지해 보고 다시 의견을 모으겠다고 했다.';
const pothos = '最近我在研究怎么养好一盆绿萝。刚买回来的时候它长得特别好，叶子又大又亮，结果一个月之后开始发黄，还有几片叶子边缘变黑。我上网查了一下，发现最可能的原因是浇水太勤了。绿萝虽然喜欢湿润，但是根部长期泡在水里会烂根。正确的做法是等土表面干了两三厘米再浇透，而且花盆底部一定要有排水孔。另外，绿萝不喜欢强烈的阳光直射，放在朝北的窗边或者明亮的散射光下最合适。冬天温度低于十度的时候要减少浇水，也不要放在暖气旁边。我把发黄的叶子剪掉，换了一个有孔的盆，现在两周过去了，新叶子已经冒出来了，看来它终于原谅我了。';
const busMetro = 'Từ ngày 1 tháng 7, nhiều tuyến xe buýt tại Thành phố Hồ Chí Minh sẽ được điều chỉnh lộ trình nhằm kết nối tốt hơn với tuyến metro số 1 Bến Thành – Suối Tiên. Theo Sở Giao thông vận tải, có 17 tuyến xe buýt sẽ thay đổi điểm đầu, điểm cuối hoặc bổ sung trạm dừng gần các nhà ga metro. Ngoài ra, thành phố sẽ mở thêm 5 tuyến xe buýt điện mới chạy từ các khu dân cư ở Thủ Đức đến ga metro gần nhất. Hành khách có thể dùng một thẻ vé chung cho cả xe buýt và metro, với mức giảm 10% khi chuyển tuyến trong vòng 60 phút. Nhiều người dân bày tỏ sự hào hứng nhưng cũng lo ngại về việc thời gian chờ xe buýt vẫn còn dài, có khi lên tới 20 phút vào giờ cao điểm. Sở cho biết sẽ theo dõi lượng khách trong ba tháng đầu để tăng chuyến nếu cần.';

describe('sentences that stand alone', () => {
  it('drops a leading connective in every language and keeps the rest', () => {
    expect(standAlone('However, it also rejected qualified applicants.', 'en')).toBe('It also rejected qualified applicants.');
    expect(standAlone('So yeah, chaotic start, but it turned out great.', 'en')).toBe('Chaotic start, but it turned out great.');
    expect(standAlone('Ngoài ra, thành phố sẽ mở thêm 5 tuyến xe buýt điện.', 'vi')).toBe('Thành phố sẽ mở thêm 5 tuyến xe buýt điện.');
    expect(standAlone('하지만 전문가들은 경고한다.', 'ko')).toBe('전문가들은 경고한다.');
    expect(standAlone('另外，绿萝不喜欢强烈的阳光直射。', 'zh')).toBe('绿萝不喜欢强烈的阳光直射。');
  });

  it('drops English side remarks between commas from a point', () => {
    expect(pointOf('Then the staff brought out a tiramisu, and my sister, who hates attention, hid under her napkin.', 'en')).toBe('The staff brought out a tiramisu, and my sister hid under her napkin.');
  });

  it('cuts sentences into short lines without the final stop, and lower-cases only plain openers for a meme', () => {
    const lines = linesOf(['绿萝虽然喜欢湿润，但是根部长期泡在水里会烂根。'], 'zh');
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) expect(line).not.toMatch(/。$/u);
    expect(memeVoice('My dad ordered the lasagna', 'en')).toBe('my dad ordered the lasagna');
    expect(memeVoice('Portland voted', 'en')).toBe('Portland voted');
  });
});

describe('Korean clauses closed as sentences', () => {
  it('keeps the tense of the sentence and conjugates the stem', () => {
    expect(closeKoreanClause('가게 사장님이 사과하면서', true)).toBe('가게 사장님이 사과했다');
    expect(closeKoreanClause('관광객이 늘면서', true)).toBe('관광객이 늘었다');
    expect(closeKoreanClause('회의는 35분 만에 끝났고')).toBe('회의는 35분 만에 끝났다');
    expect(closeKoreanClause('담아 다니며')).toBe('담아 다닌다');
    expect(closeKoreanClause('밥을 먹으며')).toBe('밥을 먹는다');
    expect(koreanPastStem('보')).toBe('봤');
    expect(koreanPastStem('마시')).toBe('마셨');
    expect(koreanPastStem('먹')).toBe('먹었');
  });
});

describe('headlines of their own', () => {
  it('English: the present tense agrees with the head of the subject, and the duration phrase goes', () => {
    const lead = 'City council members in Portland voted 7-2 on Tuesday night to convert three downtown parking garages into affordable housing over the next four years.';
    expect(completeHeadline([lead], 0, 110, 'en')).toBe('City council members in Portland vote 7-2 to convert three downtown parking garages into affordable housing');
  });

  it('Chinese: drops the time word, the measure "一家" and "因为"', () => {
    expect(completeHeadline(['近日，杭州一家社区食堂因为“一元午餐”走红网络。'], 0, 30, 'zh')).toBe('杭州社区食堂“一元午餐”走红网络');
    expect(completeHeadline(['本周三晚上，青岛一名出租车司机在车后座发现了一个黑色钱包，里面有8000多元现金、身份证和几张银行卡。'], 0, 30, 'zh')).toBe('青岛出租车司机在车后座发现了黑色钱包');
  });

  it('Korean: sets off the topic with a comma and drops the reporting verb', () => {
    expect(completeHeadline(['서울시는 내년부터 지하철 요금 지원 대상을 넓힌다고 12일 밝혔다.'], 0, 48, 'ko')).toBe('서울시, 내년부터 지하철 요금 지원 대상을 넓힌다');
  });

  it('Vietnamese: drops the time phrase and ends before a trailing "sau …" phrase', () => {
    const lead = 'Sáng 22/12, tuyến metro số 1 Bến Thành – Suối Tiên của TP.HCM chính thức vận hành thương mại sau hơn 17 năm kể từ khi được phê duyệt.';
    expect(completeHeadline([lead], 0, 110, 'vi')).toBe('Tuyến metro số 1 Bến Thành – Suối Tiên của TP.HCM chính thức vận hành thương mại');
  });
});

describe('hashtags from key terms', () => {
  it('Korean: a quoted term first; no time words or particles ("#요즘", "#사이")', () => {
    const text = "요즘 20~30대 사이에서 '무지출 챌린지'가 다시 유행하고 있다. 무지출 챌린지는 돈을 쓰지 않는 것을 목표로 한다. 한 직장인은 무지출로 30만 원을 아꼈다.";
    const tags = keyTermHashtags(text, ['무지출', '챌린지', '요즘', '사이'], 'ko', 4, text);
    expect(tags[0]).toBe('#무지출챌린지');
    expect(tags).not.toContain('#요즘');
    expect(tags).not.toContain('#사이');
  });

  it('Chinese: a recurring two-character noun the word segmenter splits ("绿萝")', () => {
    expect(keyTermHashtags(pothos, ['叶子', '喜欢', '研究'], 'zh', 3, pothos)).toContain('#绿萝');
    expect(keyTermHashtags(pothos, ['叶子', '喜欢', '研究'], 'zh', 3, pothos)).not.toContain('#喜欢');
  });
});

describe('summaries cover the whole text', () => {
  it('never picks a filler opener, greeting or sign-off', () => {
    expect(extractSummary(dinner, { ratio: 0.9, maxSentences: 8, charShare: 0.95 }).sentences.join(' ')).not.toMatch(/here's what happened/u);
    const notice = '各位家长好，现将本学期寒假安排通知如下。学校将于1月20日正式放假，2月17日开学报到。寒假作业包括阅读两本课外书。假期中请注意交通安全。祝大家度过一个愉快、安全的寒假。';
    const picked = extractSummary(notice, { ratio: 0.9, maxSentences: 8, charShare: 0.95 }).sentences.join('');
    expect(picked).not.toMatch(/各位家长好|祝大家/u);
  });

  it('English meme: the key items of the story (lasagna, tiramisu), no pasted filler, as short lines', () => {
    const meme = summarize(dinner, 'meme', 'en');
    expect(meme).toMatch(/lasagna/u);
    expect(meme).toMatch(/tiramisu/u);
    expect(meme).not.toMatch(/here's what happened|So yeah/u);
    expect(meme.length).toBeLessThan(dinner.length * 0.75);
  });

  it('Korean general: keeps the outcome at the end of the story (35분)', () => {
    expect(summarize(meeting, 'general', 'ko')).toMatch(/35분/u);
  });

  it('Vietnamese general: keeps how the story ended (the clean-up, the water going down, the promise)', () => {
    const flood = 'Tối qua Cần Thơ mưa lớn suốt ba tiếng, nhiều tuyến đường ở quận Ninh Kiều ngập sâu tới đầu gối. Hẻm nhà mình nước tràn vào tận phòng khách, cả nhà phải kê đồ lên cao. Nhiều xe máy chết máy giữa đường, người dân phải dắt bộ về nhà. Theo đài khí tượng, lượng mưa đo được hơn 120 mm, cộng với triều cường nên nước rút rất chậm. Đến khoảng 2 giờ sáng nước mới rút hết. Sáng nay cả xóm cùng nhau dọn bùn, lau nhà và phơi đồ. Phường hứa sẽ nạo vét cống trong tháng tới để đỡ ngập.';
    expect(summarize(flood, 'general', 'vi')).toMatch(/dọn bùn|rút hết|nạo vét/u);
  });

  it('Chinese hip-hop: carries the cause (浇水太勤) and the fix, in short bars', () => {
    const verse = summarize(pothos, 'hiphop', 'zh');
    expect(verse).toMatch(/浇水太勤/u);
    expect(verse).toMatch(/剪掉|减少浇水|不要放在|排水孔/u);
    for (const line of verse.split('\n')) expect([...line].length).toBeLessThanOrEqual(30);
  });

  it('Vietnamese key points: one point per topic, the later ones too (xe buýt điện, 10%, 20 phút)', () => {
    const points = summarize(busMetro, 'key_points', 'vi');
    expect(points.split('\n').filter((line) => line.startsWith('• ')).length).toBeGreaterThanOrEqual(4);
    expect(points).toMatch(/xe buýt điện/u);
    expect(points).toMatch(/10%/u);
    expect(points).not.toMatch(/• Ngoài ra/u);
  });
});
