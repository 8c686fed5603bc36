/**
 * Story evaluation cases of the fourth round (issue 13): 24 everyday openings (6 per language) that fall in none of the
 * seven premise families (letter, song/device, key, place that should not exist, old dated slip, stranger's visit,
 * out-of-season bloom) — an animal acting oddly, a machine, a lost or returned thing, someone close acting unlike
 * themselves, food, a scene at work or school. Facts check only what the writer ADDED after the opening: that it
 * develops the central element and resolves it, keeps the hero, and brings no companion, vehicle or place the opening
 * did not give. Then 8 openings written afterwards that nobody tuned on (scored by hand in the report).
 */
import type { ContentLanguage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { afterOpening, type EvalCase, evalCase, type EvalFact, inEnding } from '../eval-case.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);

/** The stock writer's invented companions (its companion bank, per language) and props. */
const stockCompanions: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /yellow umbrella|chestnut|\bJun\b|moustache|\bHana\b|Mr\. Bae|librarian|raincoat|\bRosa\b|\bLeo\b|\bAda\b|street musician|tangerine|conductor|old woman/u,
  vi: /chiếc ô vàng|hạt dẻ|bộ ria|\bHân\b|chú Bảy|thủ thư|áo mưa|chị Hồng|\bKhang\b|quýt|bà cụ/u,
  ko: /노란 우산|군밤|이웃집 준|콧수염|하나라는|배 사장님|사서|비옷|로사|민호|귤/u,
  zh: /黄伞|糖炒栗子|阿俊|小胡子|小禾|老白|图书管理员|雨衣|罗莎|大鹏|橘子/u,
};

/** Vehicles and places a stock line could bring in; each case forbids those its opening did not name. */
const foreignSettings: Readonly<Record<ContentLanguage, readonly string[]>> = {
  en: ['train', 'tram', 'subway', 'taxi', 'ferry', 'bus', 'airport', 'beach', 'forest', 'harbour', 'market', 'café', 'library', 'park', 'bridge', 'snow'],
  vi: ['tàu hỏa', 'xe lửa', 'tàu điện', 'taxi', 'phà', 'xe buýt', 'sân bay', 'bãi biển', 'khu rừng', 'bến cảng', 'chợ', 'quán cà phê', 'thư viện', 'công viên', 'cây cầu', 'tuyết'],
  ko: ['기차', '지하철', '택시', '배를', '버스', '공항', '바닷가', '숲', '항구', '시장', '카페', '도서관', '공원', '눈이'],
  zh: ['火车', '地铁', '出租车', '渡轮', '公交', '机场', '海边', '森林', '港口', '市场', '咖啡馆', '图书馆', '公园', '桥', '雪'],
};

const story = (id: string, language: ContentLanguage, storyStart: string, facts: (opening: string) => EvalFact[]): EvalCase => {
  const foreign = foreignSettings[language].filter((word) => !storyStart.includes(word));
  // Whole words in en and vi ("chợ" is not "chợt"); ko and zh words are written to stand alone.
  const words = foreign.join('|');
  const foreignPattern = new RegExp(language === 'en' ? `\\b(?:${words})\\b` : language === 'vi' ? `(?<![\\p{L}])(?:${words})(?![\\p{L}])` : words, 'iu');
  return evalCase({
    id,
    type: 'story',
    language,
    input: { storyStart },
    facts: [
      ...facts(storyStart),
      afterOpening(storyStart, 'no companion the opening did not give (stock companion bank)', not(stockCompanions[language])),
      afterOpening(storyStart, 'keeps the vehicle and place: none the opening did not name', not(foreignPattern)),
      { label: 'no doubled punctuation', check: not(/[.!?。！？]['"’”][.。]|\.\.(?!\.)|。。/u) },
    ],
  });
};

/** The 24 everyday openings the fourth round tuned on, then 8 written afterwards that nobody tuned on. */
export const cases: EvalCase[] = [
  story('everyday4-en-1', 'en', 'Every morning at 6:40 our dog Biscuit sits by the front door and waits, but this week he has started waiting at the back gate instead.', (o) => [
    afterOpening(o, 'develops the dog (Biscuit)', /Biscuit/u),
    afterOpening(o, 'told by the narrator (I), Biscuit is not the hero', /\bI\b/u),
    inEnding('the ending comes back to Biscuit', /Biscuit/u),
  ]),
  story('everyday4-en-2', 'en', "Dana's bus driver has taken the same route for eleven years, but this morning he turned left at the bakery and kept going.", (o) => [
    afterOpening(o, 'keeps Dana as the hero', /\bDana\b/u),
    afterOpening(o, 'develops the driver', /\bdriver\b/u),
    afterOpening(o, 'the bus does not become a train', not(/\btrain\b|\bcarriage\b/iu)),
  ]),
  story('everyday4-en-3', 'en', "My mother's old sewing machine started up by itself in the garage while we were eating dinner.", (o) => [
    afterOpening(o, 'develops the sewing machine', /sewing machine/u),
    afterOpening(o, 'first person kept', /\bI\b/u),
    inEnding('the ending resolves the machine', /sewing machine|\bit\b/u),
  ]),
  story('everyday4-en-4', 'en', 'I lost my wedding ring somewhere between the office and the train station on Tuesday, and on Friday it was sitting on my desk.', (o) => [
    afterOpening(o, 'develops the ring', /\bring\b/u),
    afterOpening(o, 'finds out how it came back (someone, a note)', /note|someone|person/u),
    afterOpening(o, 'no broken first-person verbs ("I still has")', not(/\bI (?:has|keeps|tells|is)\b/u)),
  ]),
  story('everyday4-en-5', 'en', "Our math teacher, Mr. Okafor, never misses a day, but on Monday a substitute came in and wouldn't say where he was.", (o) => [
    afterOpening(o, 'develops Mr. Okafor and his absence', /Mr\. Okafor/u),
    afterOpening(o, '"Mr" alone is not the hero', not(/\bMr\b(?!\.)/u)),
    inEnding('the ending resolves the absence', /Okafor|back|each of us|usual/u),
  ]),
  story('everyday4-en-6', 'en', 'Grandpa makes pancakes every Saturday, but this Saturday he made enough for six people, though there are only three of us.', (o) => [
    afterOpening(o, 'develops Grandpa', /Grandpa/u),
    afterOpening(o, 'told by one of "us" (I)', /\bI\b/u),
    afterOpening(o, 'no invented grandmother selling things', not(/grandmother who sold/u)),
  ]),
  story('everyday4-vi-1', 'vi', 'Con mèo nhà tôi tuần này cứ đến chín giờ tối là ngồi nhìn chằm chằm vào cái tủ bếp và kêu mãi không thôi.', (o) => [
    afterOpening(o, 'develops the cat', /con mèo/u),
    afterOpening(o, 'keeps tôi', /\btôi\b|Tôi/u),
    inEnding('the ending comes back to the cat', /con mèo|Con mèo/u),
  ]),
  story('everyday4-vi-2', 'vi', 'Sáng nay chiếc máy giặt cũ nhà Lan tự chạy lúc năm giờ, dù không ai bấm nút.', (o) => [
    afterOpening(o, 'develops the washing machine', /máy giặt/u),
    afterOpening(o, 'keeps Lan', /\bLan\b/u),
  ]),
  story('everyday4-vi-3', 'vi', 'Anh Tuấn làm bảo vệ ở trường tiểu học đã mười năm; hôm nay lần đầu tiên anh thấy cổng trường mở sẵn khi anh đến.', (o) => [
    afterOpening(o, 'keeps anh Tuấn', /Tuấn/u),
    afterOpening(o, 'develops his shift', /ca trực|công việc/u),
  ]),
  story('everyday4-vi-4', 'vi', 'Mẹ tôi nấu canh chua mỗi chủ nhật, nhưng hôm nay mẹ nấu xong rồi để nguyên đó, không ăn, cứ ngồi nhìn ra cửa.', (o) => [
    afterOpening(o, 'develops mẹ', /\bmẹ\b|Mẹ/u),
    afterOpening(o, 'keeps tôi', /\btôi\b|Tôi/u),
  ]),
  story('everyday4-vi-5', 'vi', 'Trên xe buýt số 8 sáng nay, tôi nhặt được một chiếc điện thoại cũ, và nó cứ rung lên mỗi năm phút với cùng một số lạ.', (o) => [
    afterOpening(o, 'develops the phone', /điện thoại/u),
    afterOpening(o, 'looks for its owner', /chủ|người/u),
  ]),
  story('everyday4-vi-6', 'vi', 'Hà là y tá ca đêm. Đêm nay, bệnh nhân ở giường số 4 cứ hỏi cô mãi về một người tên là Phúc.', (o) => [
    afterOpening(o, 'keeps Hà as the hero', /(?<![\p{L}])Hà(?![\p{L}])/u),
    afterOpening(o, 'Phúc (only asked about) is not the hero', not(/Phúc (?:cứ|có|nhận|về|là)/u)),
    afterOpening(o, 'develops the patient', /người bệnh|bệnh nhân/u),
  ]),
  story('everyday4-ko-1', 'ko', '우리 집 강아지 콩이가 사흘째 밥을 안 먹고 베란다 창문만 보고 있다.', (o) => [
    afterOpening(o, '콩이를 이어 간다 (이름이 "콩"으로 잘리지 않는다)', /콩이/u),
    afterOpening(o, '"콩은/콩을" 같은 잘린 이름이 없다', not(/콩(?:은|을|과|에게)\s/u)),
    afterOpening(o, '나(화자)가 이야기한다', /(?:^|\s)(?:나는|내가|나를|나도|내)\s/u),
  ]),
  story('everyday4-ko-2', 'ko', '지난주에 잃어버린 지갑이 오늘 아침 우리 집 우편함에 들어 있었다. 현금은 그대로였고, 메모가 한 장 붙어 있었다.', (o) => [
    afterOpening(o, '지갑을 이어 간다', /지갑/u),
    afterOpening(o, '누가 돌려주었는지 따라간다', /사람|누군가|쪽지|메모/u),
  ]),
  story('everyday4-ko-3', 'ko', '중학교 2학년 민준이는 오늘 종례 시간에 담임 선생님한테서 교무실로 오라는 말을 들었다.', (o) => [
    afterOpening(o, '민준을 주인공으로 지킨다', /민준/u),
    afterOpening(o, '선생님을 이어 간다', /선생님/u),
  ]),
  story('everyday4-ko-4', 'ko', '아빠가 30년 동안 하던 세탁소 문을 닫은 다음 날, 아빠는 새벽같이 일어나 습관처럼 다림질을 하고 계셨다.', (o) => [
    afterOpening(o, '아빠를 이어 간다', /아빠/u),
    afterOpening(o, '나(화자)가 이야기한다', /(?:^|\s)(?:나는|내가|나를|나도|내)\s/u),
  ]),
  story('everyday4-ko-5', 'ko', '회사 프린터가 아무도 보내지 않은 문서를 매일 오후 3시에 한 장씩 뽑아낸다.', (o) => [
    afterOpening(o, '프린터를 이어 간다', /프린터/u),
    inEnding('결말이 프린터의 일을 매듭짓는다', /프린터|설정|그대로/u),
  ]),
  story('everyday4-ko-6', 'ko', '수진이는 매일 아침 같은 빵집에서 소금빵을 사는데, 오늘은 사장님이 돈을 받지 않겠다고 했다.', (o) => [
    afterOpening(o, '수진을 주인공으로 지킨다', /수진/u),
    afterOpening(o, '빵 또는 사장님을 이어 간다', /소금빵|빵|사장님/u),
  ]),
  story('everyday4-zh-1', 'zh', '我家的鹦鹉小绿最近每天早上都会叫一个我们谁都不认识的名字。', (o) => [
    afterOpening(o, '继续写小绿', /小绿/u),
    afterOpening(o, '由“我”讲述', /我/u),
  ]),
  story('everyday4-zh-2', 'zh', '爷爷那辆老自行车在楼下停了十年，今天早上却不见了，车位上只剩一把旧锁。', (o) => [
    afterOpening(o, '继续写那辆自行车', /自行车/u),
    inEnding('结尾交代自行车的下落', /自行车|送回来|回来/u),
  ]),
  story('everyday4-zh-3', 'zh', '小雨在奶茶店打工，今天一位常来的阿姨点了一杯店里早就不卖的口味。', (o) => [
    afterOpening(o, '小雨是主人公（她在打工，不是顾客）', /小雨/u),
    afterOpening(o, '继续写那位阿姨', /阿姨/u),
    afterOpening(o, '小雨不是收到吃的那个人', not(/小雨不知道说什么好，只说了声谢谢/u)),
  ]),
  story('everyday4-zh-4', 'zh', '妈妈每天晚上七点准时给我打视频电话，可今天到了九点，她还没有打来。', (o) => [
    afterOpening(o, '继续写妈妈', /妈妈/u),
    afterOpening(o, '妈妈没有“回来”（她只是没打电话）', not(/妈妈回来了/u)),
  ]),
  story('everyday4-zh-5', 'zh', '公司楼下的自动售货机今天掉出来一瓶饮料，瓶身上贴着我的名字。', (o) => [
    afterOpening(o, '继续写售货机', /售货机/u),
    afterOpening(o, '由“我”讲述', /我/u),
  ]),
  story('everyday4-zh-6', 'zh', '周末我回老家，发现爸爸把院子里的菜地全翻了，说要种点别的，却不肯告诉我种什么。', (o) => [
    afterOpening(o, '继续写爸爸', /爸爸/u),
    afterOpening(o, '由“我”讲述', /我/u),
  ]),
  // ── eight openings written after the fixes, scored by hand in the report before any fix they prompted ──────────
  story('everyday4-new-en-1', 'en', "My roommate Priya has been baking bread at 2 a.m. every night this week, and she won't tell me who it's for.", (o) => [
    afterOpening(o, 'develops Priya', /Priya/u),
    afterOpening(o, 'the bread is carried on', /bread/u),
  ]),
  story('everyday4-new-en-2', 'en', "The hamster in Mr. Lee's third-grade classroom escaped on Friday, and on Monday morning the kids found a tiny trail of sunflower seeds leading to the supply closet.", (o) => [
    afterOpening(o, 'develops the hamster', /hamster/u),
    afterOpening(o, 'follows the trail or the closet', /trail|seeds|closet/u),
  ]),
  story('everyday4-new-vi-1', 'vi', 'Bố tôi nghỉ hưu được một tuần thì sáng nào cũng dậy từ năm giờ, mặc áo sơ mi, rồi ngồi ở hiên nhà như chờ ai đến đón.', (o) => [
    afterOpening(o, 'develops bố', /bố/u),
    afterOpening(o, 'keeps tôi', /tôi|Tôi/u),
  ]),
  story('everyday4-new-vi-2', 'vi', 'Chiếc quạt trần trong lớp 10A3 cứ quay ngược chiều mỗi khi cô Mai bước vào.', (o) => [
    afterOpening(o, 'develops the ceiling fan', /quạt/u),
    afterOpening(o, 'brings cô Mai in', /cô Mai/u),
  ]),
  story('everyday4-new-ko-1', 'ko', '택배 기사님이 3년째 우리 집 앞에만 오면 꼭 초인종을 두 번 누르고 가는데, 오늘은 한 번만 눌렀다.', (o) => [
    afterOpening(o, '기사님을 이어 간다', /기사님/u),
    afterOpening(o, '나(화자)가 이야기한다', /(?:^|\s)(?:나는|내가|나를|나도|내)\s/u),
  ]),
  story('everyday4-new-ko-2', 'ko', '할머니가 키우던 고양이 나비가 할머니 댁 이사한 뒤로 매일 밤 옛집 앞까지 걸어가서 앉아 있다.', (o) => [
    afterOpening(o, '나비(고양이)를 이어 간다', /나비/u),
  ]),
  story('everyday4-new-zh-1', 'zh', '我在公司食堂吃了三年的番茄炒蛋，今天打菜的阿姨多给了我一个鸡腿，还冲我眨了眨眼。', (o) => [
    afterOpening(o, '鸡腿不变成一只鸡', not(/鸡在等|鸡靠着|鸡和我/u)),
    afterOpening(o, '继续写那位阿姨或鸡腿', /阿姨|鸡腿/u),
  ]),
  story('everyday4-new-zh-2', 'zh', '女儿的电话手表每天下午四点都会自动拨出一个号码，可那个号码是空号。', (o) => [
    afterOpening(o, '继续写电话手表', /电话手表|手表/u),
    afterOpening(o, '写到女儿', /女儿/u),
  ]),
];
