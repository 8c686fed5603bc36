/**
 * Failure classes of round 8 (issue 13) for summaries, each tested in all four languages: the key fact (a fine and its
 * sum, a review's verdict) dropped for plainer sentences; a child's version that copies the opening and the closing tip
 * instead of the mechanism; a lifted sentence that opens on a connective leaning on a dropped one ("During this period",
 * "Ngược lại", "반면", "与此同时"); a meme that loses the turn of the story.
 */
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../contract/seeded-random.ts';
import { generateSummary } from './summarize.ts';
import { standAlone } from './summarize-clauses.ts';
import { factKinds, informationOf } from './summarize-facts.ts';
import type { ContentLanguage, SummaryLength, SummaryStyle } from '../contract/content-types.ts';

const summarize = (input: string, summaryStyle: SummaryStyle, language: ContentLanguage, length: SummaryLength = 'medium', seed = 1): string =>
  generateSummary({ input, summaryStyle, length }, { language, random: seededRandom(seed) });
const languages = ['en', 'vi', 'ko', 'zh'] as const;

/** Notices whose key fact (a fee or a fine and its sum) sits in a sentence that shares few words with the rest. */
const notices: Record<ContentLanguage, string> = {
  en: 'The Oakridge pool will reopen on Saturday after a month of repairs. Swimmers will now need to book a time slot online before they arrive. Each slot lasts ninety minutes, and the changing rooms have been repainted. Anyone who skips the booking system will be charged a $15 walk-in fee. The café next to the pool is also getting a new menu.',
  vi: 'Chung cư Hoàng Anh sẽ áp dụng quy định mới về gửi xe từ đầu tháng sau. Mỗi căn hộ được đăng ký tối đa hai xe máy ở tầng hầm. Cư dân cần dán thẻ từ lên xe trước ngày 25 để ra vào tự động. Xe không có thẻ sẽ bị thu phí 50.000 đồng mỗi lượt gửi. Ban quản lý cũng sẽ sơn lại vạch kẻ ở tầng hầm trong tuần này.',
  ko: '우리 구청이 다음 달부터 공원 내 반려견 출입 규칙을 바꾼다. 목줄 길이는 2미터 이하로 제한된다. 배변 봉투를 챙기지 않은 보호자에게는 과태료 5만 원이 부과된다. 구청은 공원 입구마다 안내판을 새로 세울 예정이다. 산책로 옆 벤치도 일부 교체된다.',
  zh: '下周起，我们小区的快递柜将开始收费。快递员把包裹放进柜子后，业主有十二小时免费取件时间。超过十二小时，每件收取一元保管费，最高不超过三元。物业表示，这样做是为了让快递柜周转更快。小区门口的绿化带也会在本月重新修剪。',
};
const noticeFact: Record<ContentLanguage, RegExp> = { en: /\$15/u, vi: /50\.000 đồng/u, ko: /5만 원/u, zh: /一元/u };

/** Reviews whose verdict comes late, after the wait and the details. */
const reviews: Record<ContentLanguage, string> = {
  en: 'Last weekend I finally watched the new animated film everyone keeps posting about. The theater was packed and two kids behind us kicked our seats the whole time. The animation of the city at night is gorgeous, and the soundtrack stuck in my head all day. The middle drags a little, around the forty-minute mark. Honestly, it is worth seeing on the big screen, and I would go again.',
  vi: 'Cuối tuần rồi mình ghé quán bún chả mới mở ở phố Hàng Mành. Quán nhỏ, phải đứng chờ gần 20 phút mới có bàn. Chả nướng thơm, nước chấm vừa miệng, rau sống tươi. Một suất đầy đủ giá 45 nghìn, rất đáng tiền. Mình chắc chắn sẽ quay lại.',
  ko: '어제 동네에 새로 생긴 베이글 가게에 다녀왔다. 오픈 시간에 맞춰 갔는데도 줄이 꽤 길었다. 크림치즈가 듬뿍 들어가 있고 빵은 쫄깃했다. 가격은 하나에 4,500원으로 조금 비싼 편이지만 재방문 의사 100%다. 다음엔 친구들이랑 같이 갈 생각이다.',
  zh: '周末和朋友去了新开的那家云南菜馆。等位等了四十分钟左右，店里有点吵。汽锅鸡汤很鲜，菌子炒得很香，米线也很筋道。两个人吃了一百八，性价比很高，强烈推荐。下次想带爸妈一起去。',
};
const verdict: Record<ContentLanguage, RegExp> = { en: /worth seeing|go again/u, vi: /đáng tiền|quay lại/u, ko: /재방문/u, zh: /推荐|性价比/u };

/** Why-explanations that end on a tip. */
const explanations: Record<ContentLanguage, string> = {
  en: 'Thunder comes from lightning. A lightning bolt heats the air around it to about 30,000 degrees in a split second. The hot air expands so fast that it pushes on the air around it and makes a huge sound wave. That wave is the boom we hear. You can count the seconds between the flash and the boom to guess how far away the storm is.',
  vi: 'Tủ lạnh giữ đồ ăn lạnh nhờ một chất gọi là môi chất làm lạnh. Chất này chạy trong những ống nhỏ phía sau tủ. Khi nó bay hơi bên trong tủ, nó hút nhiệt từ đồ ăn và không khí. Sau đó máy nén ép nó lại và đẩy hơi nóng ra ngoài qua dàn ống phía sau. Bạn nên để tủ cách tường một chút để hơi nóng thoát ra dễ hơn.',
  ko: '눈이 오면 세상이 조용하게 느껴진다. 눈송이 사이에는 작은 빈틈이 아주 많다. 소리가 이 빈틈으로 들어가면 이리저리 부딪히면서 힘을 잃는다. 그래서 소리가 멀리 퍼지지 못하고 흡수된다. 눈이 녹아 단단해지면 이런 효과는 줄어든다. 조용한 눈길을 걷고 싶다면 눈이 막 내린 날 아침에 나가 보는 게 좋다.',
  zh: '冬天摸门把手时常常会被电一下。这是因为我们走路时，衣服和身体摩擦会积累静电。冬天空气干燥，电荷不容易散掉，就会留在身上。当手靠近金属门把手时，电荷一下子跳过去，就产生了小火花。想少被电，可以先用手掌整个握住钥匙再去碰门把手。',
};
const mechanism: Record<ContentLanguage, RegExp> = { en: /sound wave/u, vi: /hút nhiệt/u, ko: /흡수|힘을 잃/u, zh: /摩擦|静电/u };
const tip: Record<ContentLanguage, RegExp> = { en: /count the seconds/u, vi: /cách tường/u, ko: /아침에 나가/u, zh: /钥匙/u };

/** Small stories whose point is a turn near the end. */
const stories: Record<ContentLanguage, string> = {
  en: 'My roommate swore she could assemble the new bookshelf without the instructions. She spent three hours on the living-room floor surrounded by screws. At midnight she proudly announced it was finished. The next morning the whole thing collapsed the moment I put one book on it. Turns out she had built it upside down.',
  vi: 'Mẹ mình quyết định học dùng điện thoại thông minh ở tuổi 60. Tuần đầu mẹ gọi nhầm cho sếp cũ của bố ba lần. Tuần thứ hai mẹ lỡ đăng ảnh bữa cơm lên nhóm phụ huynh của lớp em mình. Ai ngờ ảnh được hơn 200 lượt thích, cả nhóm xin công thức nấu canh chua. Giờ mẹ mở hẳn một trang chia sẻ món ăn, còn đông người theo dõi hơn cả mình.',
  ko: '동생이 다이어트를 하겠다며 헬스장 1년 회원권을 끊었다. 첫 주에는 매일 새벽 6시에 나갔다. 둘째 주부터는 비가 온다, 피곤하다며 하루씩 빠지기 시작했다. 그러다 결국 한 달 만에 발길을 끊었다. 알고 보니 헬스장 1층 빵집에 매일 들르고 있었다고 한다.',
  zh: '我爸退休后迷上了钓鱼，买了一整套装备，花了三千多块。第一个月他每个周末天不亮就出门，结果一条鱼都没钓到。后来他干脆在河边认识了几个老钓友，天天一起聊天下棋。没想到上个月他钓到一条五斤重的大鲤鱼，高兴得请全家下馆子。现在他说钓鱼钓的不是鱼，是心情。',
};
const turn: Record<ContentLanguage, RegExp> = { en: /upside down|collapsed/u, vi: /200 lượt|trang chia sẻ/u, ko: /빵집/u, zh: /大鲤鱼|五斤/u };

describe('a sentence counts by its information', () => {
  it.each(languages)('%s: a fine with its sum carries more information than a plain sentence', (language) => {
    const sentences = notices[language].split(/(?<=[.!?])\s+|(?<=[。！？])/u).filter((sentence) => sentence !== '');
    const fine = sentences.find((sentence) => noticeFact[language].test(sentence)) ?? '';
    const last = sentences[sentences.length - 1] ?? '';
    expect(factKinds(fine, language)).toContain('money');
    expect(informationOf(fine, language)).toBeGreaterThanOrEqual(2.5);
    expect(informationOf(last, language)).toBeLessThan(informationOf(fine, language));
  });
});

describe('the key fact survives every style', () => {
  it.each(languages)('%s: the fee or fine is kept in general, news, key points and expert', (language) => {
    for (const style of ['general', 'news', 'key_points', 'expert'] as const) {
      expect(summarize(notices[language], style, language), style).toMatch(noticeFact[language]);
    }
  });

  it.each(languages)("%s: a short post about a review keeps the verdict", (language) => {
    for (const seed of [1, 2, 3]) expect(summarize(reviews[language], 'sns', language, 'short', seed)).toMatch(verdict[language]);
  });
});

describe("a child's version explains", () => {
  it.each(languages)('%s: the mechanism is kept and the closing tip is not', (language) => {
    for (const length of ['short', 'medium'] as const) {
      const text = summarize(explanations[language], 'eli5', language, length);
      expect(text, length).toMatch(mechanism[language]);
      expect(text, length).not.toMatch(tip[language]);
    }
  });
});

describe('a lifted sentence stands alone', () => {
  it.each([
    ['en', 'During this period, the children\'s section will move downstairs.', "The children's section will move downstairs."],
    ['en', 'On the other hand, smaller shops say the rule costs them customers.', 'Smaller shops say the rule costs them customers.'],
    ['vi', 'Ngược lại, sinh viên làm dưới 10 giờ gần như không bị ảnh hưởng.', 'Sinh viên làm dưới 10 giờ gần như không bị ảnh hưởng.'],
    ['vi', 'Trong thời gian này, thang máy sẽ ngừng hoạt động.', 'Thang máy sẽ ngừng hoạt động.'],
    ['ko', '반면 중소기업들은 인력 부족을 걱정했다.', '중소기업들은 인력 부족을 걱정했다.'],
    ['ko', '이 기간 동안에는 주차장을 이용할 수 없다.', '주차장을 이용할 수 없다.'],
    ['zh', '与此同时，部分商户担心客流减少。', '部分商户担心客流减少。'],
    ['zh', '在此期间，电梯将暂停使用。', '电梯将暂停使用。'],
  ] as const)('%s: "%s" loses its connective', (language, sentence, alone) => {
    expect(standAlone(sentence, language)).toBe(alone);
  });
});

describe('a meme keeps the turn of the story', () => {
  it.each(languages)('%s: short and medium memes keep the turn', (language) => {
    for (const length of ['short', 'medium'] as const) expect(summarize(stories[language], 'meme', language, length), length).toMatch(turn[language]);
  });
});

describe('a salutation run into the first sentence does not hide its news', () => {
  it.each([
    ['en', 'Dear residents, the hallway lights on floors 2 to 5 will be replaced on Wednesday, June 4, from 10 a.m. to 2 p.m. The stairwell doors will be propped open during the work. Please keep bikes out of the hallways that day. The new lights use about half the power of the old ones.', /June 4/u, /Dear residents/u],
    ['vi', 'Kính gửi quý cư dân, hệ thống nước của tòa nhà sẽ được súc rửa vào thứ Bảy ngày 14/6, từ 7h đến 11h. Trong thời gian này, nước có thể hơi đục. Cư dân nên trữ sẵn một ít nước sạch. Ban quản lý sẽ kiểm tra chất lượng nước sau khi súc rửa.', /14\/6/u, /Kính gửi/u],
    ['ko', '입주민 여러분, 6월 10일 오전 9시부터 12시까지 지하 주차장 바닥 도색 작업이 진행됩니다. 작업 시간에는 차량을 지상 주차장으로 옮겨 주시기 바랍니다. 도색이 끝나면 주차선이 새로 그려집니다. 작업 중에는 냄새가 날 수 있습니다.', /6월 10일/u, /입주민 여러분/u],
    ['zh', '各位业主：本周三（6月11日）上午九点至十一点，小区将对二次供水水箱进行清洗消毒。清洗期间全区停水，请提前储水。恢复供水后，水龙头可能会先流出少量黄水，放掉即可。物业会在清洗后公布水质检测结果。', /6月11日/u, /各位业主/u],
  ] as const)('%s: the date of the news is kept and the salutation is not', (language, text, news, salutation) => {
    for (const style of ['key_points', 'general', 'news'] as const) {
      const summary = summarize(text, style, language);
      expect(summary, style).toMatch(news);
      expect(summary, style).not.toMatch(salutation);
    }
  });
});

describe("a child's version is no copy of the first and the last sentence", () => {
  const leaves = 'Every autumn, leaves on many trees change from green to yellow, orange and red. The green color comes from chlorophyll, a chemical that leaves use to turn sunlight into food for the tree. In summer, leaves make lots of chlorophyll, so the green hides other colors that are already there. They stop making chlorophyll in the fall, and the green slowly breaks down, revealing the yellow underneath. Eventually the tree grows a thin layer of cells where each leaf attaches, and the leaf falls.';
  it('en: the short version explains chlorophyll and leaves out the falling leaf', () => {
    for (const length of ['short', 'medium'] as const) {
      const text = summarize(leaves, 'eli5', 'en', length);
      expect(text, length).toMatch(/chlorophyll/u);
      expect(text, length).not.toMatch(/thin layer/u);
    }
  });

  it('en: an appositive with its relative clause is not cut off as a sentence', () => {
    expect(summarize(leaves, 'eli5', 'en', 'short')).not.toMatch(/\.\s+A chemical that/u);
  });
});
