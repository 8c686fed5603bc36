/**
 * Evaluation cases for summaries: short news-like texts in four languages with a main figure and key numbers. A good
 * summary keeps those, and each style is a real transformation (a complete headline, simple short sentences for a
 * child, hashtags made of key terms, a short summary that is really short).
 */
import type { ContentLanguage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase, type EvalFact } from '../eval-case.ts';

/** The first line is a whole headline: not cut mid-word or with an ellipsis, and not just a kicker. */
const completeHeadline: EvalFact = {
  label: 'opens with a complete headline (not the lead cut off)',
  check: (text) => {
    const first = (text.split('\n')[0] ?? '').trim();
    const words = first.replace(/[📰【】[\]]/gu, ' ').trim();
    return !/(?:…|\.\.\.)$/u.test(first) && [...words].length >= 8 && [...words].length <= 120;
  },
};

/** Average sentence length of the answer, in words (en, vi) or characters (ko, zh), is at most `limit`. */
function shortSentences(language: ContentLanguage, limit: number): EvalFact {
  return {
    label: 'explains in short, simple sentences',
    check: (text) => {
      const sentences = text.split(/(?<=[.!?。！？])\s*|\n+/u).map((s) => s.trim()).filter((s) => /[\p{L}]/u.test(s));
      if (sentences.length === 0) return false;
      const size = (s: string): number => (language === 'en' || language === 'vi' ? s.split(/\s+/u).length : [...s.replace(/\s/gu, '')].length);
      return sentences.reduce((sum, s) => sum + size(s), 0) / sentences.length <= limit;
    },
  };
}

/** At least two hashtags, and none of them is a lone piece of a person's name. */
function keyTermHashtags(nameParts: readonly string[]): EvalFact {
  return {
    label: 'adds hashtags made of key terms, not pieces of a name',
    check: (text) => {
      const tags = text.match(/#[\p{L}\p{N}_]+/gu) ?? [];
      const pieces = new Set(nameParts.map((part) => `#${part.toLowerCase()}`));
      return tags.length >= 2 && tags.every((tag) => !pieces.has(tag.toLowerCase()) && [...tag].length > 2);
    },
  };
}

/** The answer is at most `share` of the source's length. */
function staysShort(source: string, share: number): EvalFact {
  return { label: `stays short (at most ${Math.round(share * 100)} % of the text)`, check: (text) => text.length <= source.length * share };
}

const bikeLane = 'The Riverside city council voted 7 to 2 on Tuesday to build a 12-kilometre protected bike lane along Harbor Avenue. The project will cost $4.8 million and is expected to open in spring 2026. Mayor Elena Ruiz said the lane would make the route safer for the 3,000 cyclists who use it every day. Some shop owners on Harbor Avenue fear losing 140 parking spaces. The council promised to add a new parking garage two blocks away. Construction starts in March and will close one lane of traffic for about eight months. Cycling groups called the vote a long-awaited win. A similar lane in the nearby town of Westbrook cut bike accidents by a third.';
const sleep = 'Researchers at the University of Michigan followed 1,200 teenagers for two years to study how sleep affects memory. Students who slept at least eight hours a night scored 15 percent higher on memory tests than those who slept less than six. The scientists believe that during deep sleep, the brain replays what it learned during the day and consolidates it into long-term storage. Screen use after 10 p.m. was associated with shorter and lighter sleep. The team recommends that secondary schools start classes no earlier than 8:30 a.m. Parents were also advised to keep phones out of bedrooms at night.';
const bookshop = "Lumen Books, an independent bookshop in Portland, has raised $250,000 from its own customers in just 48 hours. The shop faced closing after its landlord doubled the rent in January. Owner Maya Chen launched a crowdfunding campaign asking regulars to buy 'shares' in the store. More than 2,100 people donated, many of them only $10 or $20. With the money, Lumen Books will buy the building outright. Chen said she cried when the counter passed the goal. The shop plans to host free reading nights for children as a thank-you.";
const heat = "Spain recorded its hottest June on record, with an average temperature of 23.6 degrees Celsius. The national weather agency AEMET said the month was 3.1 degrees warmer than the 1991–2020 average. Seville reached 44 degrees on June 28, the highest reading of the month. Hospitals in Andalusia reported a rise in heatstroke cases among older people. Farmers warned that olive harvests could fall by up to 30 percent. The government opened 'climate shelters' in libraries and museums where people can cool down for free. Scientists say heatwaves in southern Europe are becoming longer and more frequent because of climate change. AEMET expects July to be hotter than normal as well.";
const coach = 'The football club FC Nordwind fired its coach, Tomas Berg, after a 5-0 home defeat to their local rivals on Sunday. It was the team’s sixth loss in seven games. Berg had joined the club only four months ago on a three-year contract. Fans booed the players off the pitch, and some threw scarves onto the field. Assistant coach Lina Park will lead the team until a replacement is found. The club sits second from bottom in the league table.';

const subway = '서울시는 내년부터 지하철 요금 지원 대상을 65세 이상에서 60세 이상 저소득층까지 넓힌다고 12일 밝혔다. 새로 지원을 받는 인원은 약 30만 명으로 추산된다. 김도윤 서울시 교통국장은 고령층의 외출과 사회 활동을 늘리기 위한 정책이라고 설명했다. 이를 위해 서울시는 연간 420억 원의 예산을 추가로 편성할 계획이다. 일부 시의원들은 지하철 운영 적자가 더 커질 수 있다고 우려했다. 서울시는 정부와 손실 보전 방안을 협의하겠다고 덧붙였다.';
const meteor = '한국천문연구원은 올해 8월 13일 새벽 페르세우스 유성우가 절정에 이를 것이라고 발표했다. 유성우는 혜성이 남긴 먼지 부스러기가 지구 대기와 마찰하며 타면서 빛을 내는 현상이다. 이번에는 달이 일찍 져서 시간당 최대 100개의 유성을 관측할 수 있을 것으로 예상된다. 도시의 불빛을 피해 시야가 탁 트인 곳으로 가면 더 잘 보인다. 망원경 없이 맨눈으로도 충분히 관측할 수 있다. 연구원은 돗자리를 깔고 누워서 하늘 전체를 넓게 바라보라고 조언했다.';
const bakery = "제주 서귀포의 작은 빵집 '바람제과'가 개업 3년 만에 전국 빵 경연대회에서 대상을 받았다. 대표 메뉴는 제주산 감귤로 만든 감귤 크루아상이다. 주인 한서연 씨는 매일 새벽 4시에 출근해 직접 반죽을 한다. 수상 소식이 알려진 뒤 빵집 앞에는 하루 200명이 넘는 손님이 줄을 섰다. 한 씨는 지역 농가와 함께 새 메뉴를 개발할 계획이라고 밝혔다.";
const battery = '국내 배터리 기업 한결에너지가 충전 시간을 10분으로 줄인 전기차 배터리를 개발했다고 발표했다. 기존 배터리는 완전히 충전하는 데 보통 40분 이상 걸렸다. 새 배터리는 한 번 충전으로 약 500킬로미터를 달릴 수 있다. 회사는 2027년부터 대량 생산을 시작할 계획이다. 전문가들은 가격이 얼마나 낮아지느냐가 성공의 열쇠라고 말한다. 자동차 업계는 이번 기술이 전기차 보급을 앞당길 것으로 기대하고 있다.';

const metro = 'UBND TP. Hồ Chí Minh vừa phê duyệt dự án xây dựng tuyến metro số 2 Bến Thành – Tham Lương với tổng vốn hơn 47.000 tỷ đồng. Tuyến dài 11,3 km, gồm 9 ga ngầm và 1 ga trên cao. Theo kế hoạch, công trình sẽ khởi công vào cuối năm 2025 và hoàn thành năm 2030. Ông Trần Văn Bảy, Trưởng ban Quản lý đường sắt đô thị, cho biết việc giải phóng mặt bằng đã đạt 98%. Khi đi vào hoạt động, tuyến metro dự kiến phục vụ khoảng 150.000 lượt khách mỗi ngày. Người dân ở quận Tân Bình mong tuyến đường sẽ giảm ùn tắc giờ cao điểm.';
const coral = 'Các nhà khoa học tại Viện Hải dương học Nha Trang đã phát hiện một rạn san hô rộng khoảng 20 hecta ở vùng biển Khánh Hòa. Rạn san hô này là nơi sinh sống của hơn 300 loài cá và sinh vật biển. San hô là những sinh vật nhỏ bé sống thành tập đoàn, tạo nên bộ khung cứng bằng đá vôi. Nhiệt độ nước biển gia tăng khiến nhiều rạn san hô trên thế giới bị tẩy trắng và chết dần. Viện đề nghị tỉnh Khánh Hòa đưa khu vực này vào danh mục khu bảo tồn biển. Ngư dân địa phương được khuyến cáo không thả neo và đánh bắt trong khu vực.';
const books = "Quán cà phê sách 'Nhà Gỗ' ở Đà Lạt vừa tổ chức chương trình đổi sách cũ lấy cây xanh. Trong hai ngày cuối tuần, quán đã nhận được hơn 1.500 cuốn sách từ người dân và du khách. Mỗi cuốn sách được đổi lấy một chậu sen đá nhỏ. Chủ quán, chị Lê Thảo Vy, cho biết số sách sẽ được gửi tặng các thư viện ở vùng cao Lâm Đồng. Chương trình sẽ được tổ chức lại vào tháng sau.";
const football = 'Đội tuyển bóng đá nữ Việt Nam đã giành chiến thắng 3-1 trước Thái Lan trong trận chung kết tối qua. Huỳnh Như ghi hai bàn, trong đó có một cú sút phạt tuyệt đẹp ở phút 78. Đây là lần thứ tám đội tuyển nữ giành huy chương vàng SEA Games. Hàng nghìn cổ động viên đã đổ ra đường ăn mừng sau trận đấu. Huấn luyện viên cho biết các cầu thủ đã tập luyện rất vất vả trong ba tháng qua.';

const parks = '杭州市政府3日宣布，将在未来三年投入12亿元，新建50个城市公园和200公里绿道。市园林局局长王建国表示，到2027年，市民步行15分钟内就能到达一个公园。新公园将优先建在老城区和新建住宅区。部分公园还会设置儿童游乐场和宠物活动区。专家认为，这将有助于缓解城市热岛效应。';
const panda = '中国科学院的研究团队发现，大熊猫每天要花10到16个小时进食竹子。这是因为竹子的营养成分很低，熊猫只能消化吸收其中大约17%的营养。为了节省能量，熊猫大部分时间都在休息，很少进行长距离的移动。研究人员通过给20只野生熊猫佩戴定位项圈，记录了它们两年的活动轨迹。研究结果有助于更科学地规划熊猫保护区。';
const phoneFree = '成都一家名为“慢半拍”的社区书店推出了“一小时不看手机”活动。顾客进店时把手机存进柜子，就可以免费喝一杯茶。活动开始一个月以来，已有超过3000人参加。店主李思雨说，很多年轻人告诉她，这是他们很久以来第一次安静地读完一本书。书店计划把活动推广到周末的亲子阅读时间。';
const income = '国家统计局15日公布的数据显示，今年前三季度全国居民人均可支配收入为31200元，同比增长5.2%。其中，城镇居民人均收入增长4.6%，农村居民增长6.6%，城乡收入差距继续缩小。服务性消费支出增长较快，旅游、文化和体育消费尤为活跃。分析人士指出，就业形势总体稳定是收入增长的主要原因。不过，部分行业的工资增长仍然偏慢，消费者信心有待进一步恢复。统计局表示，将继续关注中低收入群体的收入变化。';

/** Cases. */
export const cases: EvalCase[] = [
  evalCase({
    id: 'summarize-en-1', type: 'summarize', language: 'en', input: { input: bikeLane, summaryStyle: 'news' },
    facts: [
      { label: 'is about the bike lane', check: /bike lane|cycle lane|bike path/i },
      { label: 'keeps the cost or the length', check: /\$4\.8 ?m|4\.8 million|12-kilometre|12 km/i },
      completeHeadline,
    ],
  }),
  evalCase({
    id: 'summarize-en-2', type: 'summarize', language: 'en', input: { input: sleep, summaryStyle: 'eli5' },
    facts: [
      { label: 'talks about sleep and memory', check: (text) => /sleep/i.test(text) && /memor|remember/i.test(text) },
      { label: 'keeps the eight hours or the 15 percent', check: /eight hours|8 hours|15 ?(?:percent|%)/i },
      shortSentences('en', 13),
    ],
  }),
  evalCase({
    id: 'summarize-en-3', type: 'summarize', language: 'en', input: { input: bookshop, summaryStyle: 'sns', length: 'short' },
    facts: [
      { label: 'names the bookshop', check: /Lumen Books|bookshop/i },
      { label: 'keeps how much was raised or how many gave', check: /\$250,000|250,000|250K|2,100/i },
      keyTermHashtags(['maya', 'chen', 'lumen']),
      staysShort(bookshop, 0.6),
    ],
  }),
  evalCase({
    id: 'summarize-en-4', type: 'summarize', language: 'en', input: { input: heat, summaryStyle: 'key_points', length: 'long' },
    facts: [
      { label: 'is about Spain’s heat', check: /Spain|Spanish/ },
      { label: 'keeps a record figure (23.6 or 44 degrees)', check: /23\.6|44 degrees/ },
      { label: 'lists at least three points', check: (text) => (text.match(/^\s*(?:•|-|\d+\.)/gmu) ?? []).length >= 3 },
    ],
  }),
  evalCase({
    id: 'summarize-en-5', type: 'summarize', language: 'en', input: { input: coach, summaryStyle: 'meme', length: 'short' },
    facts: [
      { label: 'says the coach was fired', check: /fired|sacked|let go|\bout\b/i },
      { label: 'keeps the score or the coach’s name', check: /5-0|Berg/ },
      staysShort(coach, 0.75),
    ],
  }),
  evalCase({
    id: 'summarize-en-6', type: 'summarize', language: 'en', input: { input: heat, summaryStyle: 'hiphop' },
    facts: [
      { label: 'is about Spain’s heat', check: /Spain|heat|hot/i },
      { label: 'keeps a figure', check: /23\.6|44|3\.1|30 percent/ },
    ],
  }),
  evalCase({
    id: 'summarize-ko-1', type: 'summarize', language: 'ko', input: { input: subway, summaryStyle: 'news' },
    facts: [
      { label: '지하철 요금 지원 이야기다', check: /지하철/ },
      { label: '핵심 숫자(60세, 30만 명, 420억 원)를 남긴다', check: /60세|30만|420억/ },
      completeHeadline,
    ],
  }),
  evalCase({
    id: 'summarize-ko-2', type: 'summarize', language: 'ko', input: { input: meteor, summaryStyle: 'eli5' },
    facts: [
      { label: '유성우(별똥별) 이야기다', check: /유성|별똥별/ },
      { label: '날짜나 개수를 남긴다', check: /8월 13일|100개/ },
      shortSentences('ko', 38),
    ],
  }),
  evalCase({
    id: 'summarize-ko-3', type: 'summarize', language: 'ko', input: { input: bakery, summaryStyle: 'sns', length: 'short' },
    facts: [
      { label: '빵집 이름이나 빵집이 나온다', check: /바람제과|빵집/ },
      { label: '대상 수상이나 감귤 크루아상을 말한다', check: /대상|감귤 크루아상/ },
      keyTermHashtags(['한', '서연', '바람']),
    ],
  }),
  evalCase({
    id: 'summarize-ko-4', type: 'summarize', language: 'ko', input: { input: battery, summaryStyle: 'hiphop' },
    facts: [
      { label: '배터리 이야기다', check: /배터리/ },
      { label: '충전 시간이나 주행 거리를 남긴다', check: /10분|500킬로미터|500km/ },
    ],
  }),
  evalCase({
    id: 'summarize-ko-5', type: 'summarize', language: 'ko', input: { input: battery, summaryStyle: 'general', length: 'short' },
    facts: [
      { label: '한결에너지나 배터리를 말한다', check: /한결에너지|배터리/ },
      { label: '10분 충전을 남긴다', check: /10분/ },
      staysShort(battery, 0.5),
    ],
  }),
  evalCase({
    id: 'summarize-vi-1', type: 'summarize', language: 'vi', input: { input: metro, summaryStyle: 'news' },
    facts: [
      { label: 'nói về tuyến metro', check: /metro/i },
      { label: 'giữ con số chính (47.000 tỷ, 11,3 km, 2030)', check: /47\.000 tỷ|11,3 km|2030/ },
      { label: 'không cắt "TP." khỏi "Hồ Chí Minh"', check: (text) => !/TP\.\s*$/mu.test(text) && !/^Hồ Chí Minh/mu.test(text) },
      completeHeadline,
    ],
  }),
  evalCase({
    id: 'summarize-vi-2', type: 'summarize', language: 'vi', input: { input: coral, summaryStyle: 'eli5' },
    facts: [
      { label: 'nói về rạn san hô', check: /san hô/iu },
      { label: 'giữ con số (20 hecta hay 300 loài)', check: /20 hecta|300 loài/ },
      shortSentences('vi', 18),
    ],
  }),
  evalCase({
    id: 'summarize-vi-3', type: 'summarize', language: 'vi', input: { input: books, summaryStyle: 'sns', length: 'short' },
    facts: [
      { label: 'nói về đổi sách lấy cây', check: (text) => /sách/iu.test(text) && /cây|sen đá/iu.test(text) },
      { label: 'giữ con số 1.500 cuốn', check: /1\.500/ },
      keyTermHashtags(['lê', 'thảo', 'vy', 'nhà', 'gỗ']),
    ],
  }),
  evalCase({
    id: 'summarize-vi-4', type: 'summarize', language: 'vi', input: { input: football, summaryStyle: 'meme' },
    facts: [
      { label: 'giữ tỉ số hoặc huy chương vàng', check: /3-1|huy chương vàng/iu },
      { label: 'nhắc Huỳnh Như hoặc Thái Lan', check: /Huỳnh Như|Thái Lan/u },
    ],
  }),
  evalCase({
    id: 'summarize-vi-5', type: 'summarize', language: 'vi', input: { input: metro, summaryStyle: 'key_points', length: 'short' },
    facts: [
      { label: 'nói về tuyến metro', check: /metro/i },
      { label: 'giữ con số chính (47.000 tỷ, 11,3 km, 2030)', check: /47\.000 tỷ|11,3 km|2030/ },
      staysShort(metro, 0.6),
    ],
  }),
  evalCase({
    id: 'summarize-zh-1', type: 'summarize', language: 'zh', input: { input: parks, summaryStyle: 'news' },
    facts: [
      { label: '讲的是新建公园', check: /公园/ },
      { label: '保留关键数字（12亿元、50个、200公里）', check: /12亿|50个|200公里/ },
      completeHeadline,
    ],
  }),
  evalCase({
    id: 'summarize-zh-2', type: 'summarize', language: 'zh', input: { input: panda, summaryStyle: 'eli5' },
    facts: [
      { label: '讲熊猫吃竹子', check: (text) => /熊猫/.test(text) && /竹/.test(text) },
      { label: '保留数字（10到16个小时或17%）', check: /10到16|16个小时|17%/ },
      shortSentences('zh', 26),
    ],
  }),
  evalCase({
    id: 'summarize-zh-3', type: 'summarize', language: 'zh', input: { input: phoneFree, summaryStyle: 'sns', length: 'short' },
    facts: [
      { label: '讲书店不看手机的活动', check: (text) => /手机/.test(text) && /书店|读/.test(text) },
      { label: '保留3000人', check: /3000/ },
      keyTermHashtags(['李', '思雨', '李思']),
    ],
  }),
  evalCase({
    id: 'summarize-zh-4', type: 'summarize', language: 'zh', input: { input: income, summaryStyle: 'expert', length: 'long' },
    facts: [
      { label: '讲居民收入', check: /收入/ },
      { label: '保留增长率或金额', check: /5\.2%|31200/ },
    ],
  }),
];
