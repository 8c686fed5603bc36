/** Evaluation cases for the stylist: fresh descriptions in four languages, each with what a good answer must pick up. */
import { evalCase, type EvalCase, type EvalFact } from '../eval-case.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);

/** Stylist cases. */
/** No untranslated English in a Korean or Chinese answer (T恤, Polo衫 and SPA 브랜드 are how those languages write them). */
const noEnglish: EvalFact = {
  label: 'no untranslated English words',
  check: (text) => !/[A-Za-z]{3,}/u.test(text.replace(/T恤|Polo|SPA|TPO/gu, '')),
};
/** No English stylist jargon left in a Vietnamese answer where Vietnamese has its own word. */
const noEnglishVi: EvalFact = {
  label: 'không để sót thuật ngữ tiếng Anh chưa dịch',
  check: (text) => !/\b(?:perm|cut|texture|fade|linen|tea dress|penny|chelsea|bucket|build|comma|hush)\b/iu.test(text),
};

export const cases: EvalCase[] = [
  evalCase({
    id: 'style-en-1', type: 'style-suggestion', language: 'en',
    input: { input: "I'm 160 cm, a bit curvy, and my best friend's wedding is in October. I like soft colours and my budget is around $100. My hair is shoulder-length and goes frizzy when it's humid." },
    facts: [
      { label: 'does not call a 160 cm person tall', check: not(/\btall frame|being tall|\btall frames|your height lets you carry/iu) },
      { label: 'dresses her as a wedding guest', check: /wedding|guest|ceremony/iu },
      { label: 'keeps to the budget', check: /budget|\$100|afford|inexpensive|high[- ]street|spend|price/iu },
    ],
  }),
  evalCase({
    id: 'style-en-2', type: 'style-suggestion', language: 'en',
    input: { input: 'Guy, 190cm and skinny, tech job interview next Thursday. Curly hair, and I really hate wearing ties.' },
    facts: [
      { label: 'dresses him for the interview', check: /interview/iu },
      { label: 'works with the curls', check: /curl/iu },
      { label: 'respects that he hates ties', check: (text) => !/\bwith a tie\b|\ba (?:silk |knit |slim )?tie\b(?! bar)/iu.test(text) || /no tie|without a tie|skip the tie|tie-free|open collar/iu.test(text) },
    ],
  }),
  evalCase({
    id: 'style-en-3', type: 'style-suggestion', language: 'en',
    input: { input: "What should I wear to a summer music festival? I'm 5'2 with long straight hair and I'm really into boho stuff." },
    facts: [
      { label: 'plans for the festival', check: /festival|concert|standing for hours|gig/iu },
      { label: 'leans boho', check: /boho|crochet|fringe|suede|flowing|peasant/iu },
      { label: 'does not treat a 5\'2 visitor as tall', check: not(/\btall frame|being tall|\btall frames/iu) },
    ],
  }),
  evalCase({
    id: 'style-en-4', type: 'style-suggestion', language: 'en',
    input: { input: "46 year old man, round face, my hair is thinning on top. Office job, it's mostly winter where I live. I'd like to look less boring." },
    facts: [
      { label: 'addresses the thinning hair', check: /thin|fine hair|volume|crop|short on the sides|buzz/iu },
      { label: 'dresses him for the office', check: /office|work|meeting|commute/iu },
      { label: 'keeps him warm in winter', check: /winter|coat|wool|knit|merino|scarf/iu },
    ],
  }),
  evalCase({
    id: 'style-en-5', type: 'style-suggestion', language: 'en',
    input: { input: 'Going hiking in autumn with my girlfriend. Athletic build, short hair, I want something practical that still looks good in photos.' },
    facts: [
      { label: 'dresses him for a hike', check: /hik|trail|outdoor|boots|workout|breathable|technical/iu },
      { label: 'plans for autumn weather', check: /autumn|fall|layer/iu },
    ],
  }),
  evalCase({
    id: 'style-ko-1', type: 'style-suggestion', language: 'ko',
    input: { input: '키 158cm 여자예요. 하체가 통통한 편이고 다음 주에 소개팅이 있어요. 긴 생머리에 얼굴은 둥근 편이에요. 예산은 10만 원 정도예요.' },
    facts: [
      { label: '소개팅(데이트)에 맞춘다', check: /소개팅|데이트|첫 만남/u },
      { label: '둥근 얼굴을 다룬다', check: /둥근|동그란/u },
      { label: '키를 크다고 하지 않는다', check: not(/큰 키|키가 커서|키가 크면|키가 크니/u) },
    ],
  }),
  evalCase({
    id: 'style-ko-2', type: 'style-suggestion', language: 'ko',
    input: { input: '30대 초반 남자고 키 178에 어깨가 넓어요. 봄에 친구 결혼식 가는데 하객룩 추천해 주세요. 머리는 곱슬이에요.' },
    facts: [
      { label: '하객룩으로 답한다', check: /하객|결혼식/u },
      { label: '넓은 어깨를 다룬다', check: /어깨/u },
      { label: '곱슬머리를 다룬다', check: /곱슬|컬/u },
    ],
  }),
  evalCase({
    id: 'style-ko-3', type: 'style-suggestion', language: 'ko',
    input: { input: '스무 살 대학생인데 개강 첫날 뭐 입을지 고민이에요. 귀여운 스타일 좋아하고 머리는 단발이에요. 9월이라 아직 더워요.' },
    facts: [
      { label: '개강·캠퍼스에 맞춘다', check: /개강|캠퍼스|학교|등교|수업/u },
      { label: '단발을 다룬다', check: /단발|보브|턱선|어깨 길이/u },
      { label: '귀여운 무드를 살린다', check: /귀여|러블리|발랄|큐트/u },
    ],
  }),
  evalCase({
    id: 'style-ko-4', type: 'style-suggestion', language: 'ko',
    input: { input: '50대 여성이에요. 아파트 단지 산책하거나 동네 마실 갈 때 편하게 입을 옷이 필요해요. 흰머리가 좀 있어요.' },
    facts: [
      { label: '편한 일상복으로 답한다', check: /편안|편하|데일리|산책|일상/u },
      { label: '흰머리를 흰 옷 요청으로 읽지 않는다', check: not(/화이트를 중심|화이트는|화이트가 주인공/u) },
    ],
  }),
  evalCase({
    id: 'style-ko-5', type: 'style-suggestion', language: 'ko',
    input: { input: '겨울에 은행 면접을 봐요. 185cm에 마른 체형 남자고, 검정 롱코트가 하나 있어요.' },
    facts: [
      { label: '면접에 맞춘다', check: /면접/u },
      { label: '겨울 코트를 살린다', check: /코트/u },
      { label: '마른 체형을 다룬다', check: /마른|슬림|레이어|볼륨/u },
    ],
  }),
  evalCase({
    id: 'style-vi-1', type: 'style-suggestion', language: 'vi',
    input: { input: 'Mình cao 1m55, hơi mũm mĩm, sắp đi phỏng vấn ở ngân hàng. Tóc dài, mặt tròn. Ngân sách khoảng 1 triệu.' },
    facts: [
      { label: 'trang phục phỏng vấn', check: /phỏng vấn/iu },
      { label: 'không gọi người 1m55 là dáng cao', check: not(/dáng cao|người cao mặc/iu) },
      { label: 'tính đến ngân sách', check: /ngân sách|triệu|tiết kiệm|giá|bình dân/iu },
    ],
  }),
  evalCase({
    id: 'style-vi-2', type: 'style-suggestion', language: 'vi',
    input: { input: 'Anh cao 1m80, vai rộng, đi đám cưới bạn thân vào mùa thu, thích phong cách lịch lãm.' },
    facts: [
      { label: 'trang phục đi đám cưới', check: /đám cưới|ăn cưới|tiệc cưới|cô dâu/iu },
      { label: 'xử lý vai rộng', check: /vai/iu },
      { label: 'giữ vẻ lịch lãm', check: /lịch lãm|may đo|blazer|vest/iu },
    ],
  }),
  evalCase({
    id: 'style-vi-3', type: 'style-suggestion', language: 'vi',
    input: { input: 'Em là nữ sinh 17 tuổi, tóc xoăn tự nhiên, sắp đi Đà Lạt vào mùa đông, thích màu be.' },
    facts: [
      { label: 'chuẩn bị cho chuyến đi lạnh', check: /du lịch|chuyến đi|Đà Lạt|lạnh|ấm/iu },
      { label: 'chăm tóc xoăn', check: /xoăn/iu },
      { label: 'dùng màu be', check: /màu be|tông be/iu },
    ],
  }),
  evalCase({
    id: 'style-vi-4', type: 'style-suggestion', language: 'vi',
    input: { input: 'Tôi là nam, 35 tuổi, làm văn phòng, tóc mỏng, da ngăm. Mùa hè nóng quá, muốn mặc đi làm vẫn gọn gàng.' },
    facts: [
      { label: 'trang phục đi làm', check: /đi làm|công sở|văn phòng|cuộc họp/iu },
      { label: 'mát cho mùa hè', check: /mùa hè|thoáng|linen|mát/iu },
      { label: 'xử lý tóc mỏng', check: /tóc mỏng|phồng|độ dày|mỏng/iu },
    ],
  }),
  evalCase({
    id: 'style-vi-5', type: 'style-suggestion', language: 'vi',
    input: { input: 'Cuối tuần này mình đi biển Nha Trang với gia đình. Mình là nữ, dáng gầy, thích đồ thoải mái.' },
    facts: [
      { label: 'trang phục đi biển', check: /biển|du lịch|nắng|mùa hè/iu },
      { label: 'giữ sự thoải mái', check: /thoải mái|dễ chịu|rộng/iu },
    ],
  }),
  evalCase({
    id: 'style-zh-1', type: 'style-suggestion', language: 'zh',
    input: { input: '我身高160，梨形身材，下周去相亲，长直发，想要温柔一点的感觉，预算500元左右。' },
    facts: [
      { label: '按相亲/约会来搭', check: /相亲|约会|见面/u },
      { label: '不说160的人个子高', check: not(/个子高很|高个子能/u) },
      { label: '照顾预算', check: /预算|元|平价|性价比/u },
    ],
  }),
  evalCase({
    id: 'style-zh-2', type: 'style-suggestion', language: 'zh',
    input: { input: '男，183cm，偏瘦，秋天上班穿什么？头发是寸头，喜欢简约一点。' },
    facts: [
      { label: '按上班来搭', check: /上班|通勤|职场|会议/u },
      { label: '保持简约', check: /简约|极简|干净|不超过三种颜色/u },
      { label: '照顾寸头', check: /寸头|短发|板寸/u },
    ],
  }),
  evalCase({
    id: 'style-zh-3', type: 'style-suggestion', language: 'zh',
    input: { input: '三十多岁的女生，方脸，自然卷，夏天要参加闺蜜婚礼，不想穿高跟鞋。' },
    facts: [
      { label: '按婚礼宾客来搭', check: /婚礼|宾客|新人/u },
      { label: '照顾卷发', check: /卷/u },
      { label: '不推荐高跟鞋', check: (text) => !/高跟鞋|细跟/u.test(text.replace(/不(?:想|用|必)?穿高跟鞋|不穿高跟|不用高跟|替代高跟鞋|代替高跟鞋/gu, '')) },
    ],
  }),
  evalCase({
    id: 'style-zh-4', type: 'style-suggestion', language: 'zh',
    input: { input: '大学生男生，冬天要去哈尔滨旅游，特别怕冷，平时喜欢街头风。' },
    facts: [
      { label: '保暖', check: /保暖|羽绒|冷|加绒|打底/u },
      { label: '街头风', check: /街头|oversize|宽松|球鞋/u },
      { label: '按旅行来搭', check: /旅行|旅游|出行|行李/u },
    ],
  }),
  evalCase({
    id: 'style-zh-5', type: 'style-suggestion', language: 'zh',
    input: { input: '我是150的小个子女生，圆脸短发，周末逛街想穿得可爱一点。' },
    facts: [
      { label: '照顾小个子', check: /显高|娇小|小个子|拉长/u },
      { label: '可爱风', check: /可爱|元气|俏皮/u },
      { label: '照顾圆脸', check: /圆脸/u },
    ],
  }),

  // Issue 13, second blind read: the occasion steers hair and clothes (an interview gets neat hair, a shirt or blouse,
  // tailored trousers and a blazer, not a perm or a linen dress), and ko/vi/zh answers carry no untranslated English.
  evalCase({
    id: 'style-en-6', type: 'style-suggestion', language: 'en',
    input: { input: "Final-year student, woman, 165 cm, job interview at a bank next Thursday, budget $80, I can't walk in heels" },
    facts: [
      { label: 'no perm or big waves for an interview', check: (text) => !/\bperm\b|big soft waves/iu.test(text) },
      { label: 'suggests a shirt, blouse, blazer or tailored trousers', check: /shirt|blouse|blazer|trousers/iu },
      { label: 'no dress as the main piece', check: (text) => !/dress as the/iu.test(text) },
    ],
  }),
  evalCase({
    id: 'style-en-7', type: 'style-suggestion', language: 'en',
    input: { input: 'Guy, 24, starting my first office job on Monday, short straight hair. What should I wear?' },
    facts: [
      { label: 'dresses for the office', check: /shirt|trousers|chinos|blazer|knit/iu },
      { label: 'no buzz cut or perm for a first office day', check: (text) => !/buzz cut|\bperm\b/iu.test(text) },
    ],
  }),
  evalCase({
    id: 'style-en-8', type: 'style-suggestion', language: 'en',
    input: { input: "I'm a 30-year-old woman with curly hair and I have an interview for a teaching job in January" },
    facts: [
      { label: 'keeps the curls in mind', check: /curl/iu },
      { label: 'suggests a polished piece', check: /shirt|blouse|blazer|trousers|coat|knit/iu },
      { label: 'no dress as the main piece', check: (text) => !/dress as the/iu.test(text) },
    ],
  }),
  evalCase({
    id: 'style-ko-6', type: 'style-suggestion', language: 'ko',
    input: { input: '대학교 3학년 여자예요. 키 160, 다음 주에 인턴 면접이 있어요. 예산은 10만원이고 높은 구두는 싫어요.' },
    facts: [
      { label: '면접에 펌을 먼저 권하지 않는다', check: (text) => !/펌/u.test(text) },
      { label: '셔츠, 블라우스, 슬랙스나 블레이저를 권한다', check: /셔츠|블라우스|슬랙스|블레이저/u },
      noEnglish,
    ],
  }),
  evalCase({
    id: 'style-ko-7', type: 'style-suggestion', language: 'ko',
    input: { input: '20대 남자, 곱슬머리예요. 회사 첫 출근 때 입을 옷 추천해 주세요.' },
    facts: [
      { label: '출근에 맞는 옷', check: /셔츠|슬랙스|치노|블레이저|니트/u },
      noEnglish,
    ],
  }),
  evalCase({
    id: 'style-ko-8', type: 'style-suggestion', language: 'ko',
    input: { input: '30대 여자, 긴 생머리예요. 겨울 결혼식 하객룩 추천해 주세요.' },
    facts: [
      { label: '겨울 하객룩에 맞는 겉옷', check: /코트|재킷|블레이저|가디건|패딩/u },
      noEnglish,
    ],
  }),
  evalCase({
    id: 'style-vi-6', type: 'style-suggestion', language: 'vi',
    input: { input: 'Em là nữ sinh viên năm cuối, cao 155, tuần sau đi phỏng vấn thực tập, ngân sách 500k, không thích giày cao gót' },
    facts: [
      { label: 'không gợi ý uốn tóc cho buổi phỏng vấn', check: (text) => !/(?<![\p{L}])uốn(?![\p{L}])/iu.test(text) },
      { label: 'gợi ý sơ mi, quần âu hoặc blazer', check: /sơ mi|quần âu|blazer|áo kiểu/iu },
      noEnglishVi,
    ],
  }),
  evalCase({
    id: 'style-vi-7', type: 'style-suggestion', language: 'vi',
    input: { input: 'Nam 25 tuổi, ngày đầu đi làm văn phòng, tóc ngắn thẳng, nên mặc gì?' },
    facts: [
      { label: 'trang phục công sở', check: /sơ mi|quần âu|blazer|quần kaki|chinos|áo len/iu },
      noEnglishVi,
    ],
  }),
  evalCase({
    id: 'style-vi-8', type: 'style-suggestion', language: 'vi',
    input: { input: 'Nữ 28 tuổi, mùa đông đi đám cưới bạn thân, tóc dài, nên mặc gì?' },
    facts: [
      { label: 'có áo khoác cho mùa đông', check: /áo khoác|măng tô|blazer|cardigan|áo dạ/iu },
      noEnglishVi,
    ],
  }),
  evalCase({
    id: 'style-zh-6', type: 'style-suggestion', language: 'zh',
    input: { input: '研究生女生，身高162，下周去银行面试，预算500，不穿高跟鞋' },
    facts: [
      { label: '面试不推荐烫发', check: (text) => !/烫/u.test(text) },
      { label: '推荐衬衫、西裤或西装外套', check: /衬衫|西裤|西装/u },
      noEnglish,
    ],
  }),
  evalCase({
    id: 'style-zh-7', type: 'style-suggestion', language: 'zh',
    input: { input: '男生，25岁，第一天去公司上班，短直发，穿什么好？' },
    facts: [
      { label: '上班的穿搭', check: /衬衫|西裤|卡其裤|西装|针织/u },
      noEnglish,
    ],
  }),
  evalCase({
    id: 'style-zh-8', type: 'style-suggestion', language: 'zh',
    input: { input: '30岁女生，冬天参加朋友婚礼，长发，怎么穿？' },
    facts: [
      { label: '冬天有外套', check: /大衣|外套|开衫|羽绒/u },
      noEnglish,
    ],
  }),
];
