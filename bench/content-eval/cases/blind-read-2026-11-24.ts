/**
 * Evaluation cases from the first blind read (docs/blind-reads/2026-11-24-first-read.*): 56 fresh visitor requests a
 * reviewer wrote and scored, across seven types and four languages. The facts say what any good answer to the request
 * must carry — written from the request and the reviewer's note on each poor answer (names kept, either/or questions
 * answered, a place or a brand not turned into a person, the weather weighed, the theme not pasted line after line).
 * The five persona-chat requests use the valid persona keys of the reviewer's re-run.
 */
import type { ChatMessage, ContentLanguage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { afterOpening, evalCase, type EvalCase, type EvalFact } from '../eval-case.ts';

const user = (content: string): ChatMessage => ({ role: 'user', content });
const assistant = (content: string): ChatMessage => ({ role: 'assistant', content });
const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
const all = (...patterns: RegExp[]) => (text: string): boolean => patterns.every((pattern) => pattern.test(text));

/** A whole-word pattern that also works for Vietnamese letters (\\b only knows ASCII). */
const word = (alternatives: string): RegExp => new RegExp(`(?<![\\p{L}\\p{M}])(?:${alternatives})(?![\\p{L}\\p{M}])`, 'iu');

/** The answer's sentences (and lines). */
const sentences = (text: string): string[] => text.split(/(?<=[.!?。！？])\s*|\n+/u).map((s) => s.trim()).filter(Boolean);

/** Some sentence (not a question) names one of the options together with a word of advice: the either/or is answered, not dodged. */
function picksOne(label: string, options: RegExp, advice: RegExp): EvalFact {
  return {
    label,
    check: (text) => sentences(text).some((sentence) => !/[?？]$/u.test(sentence) && options.test(sentence) && advice.test(sentence)),
  };
}

/** Words of advice per language, for `picksOne`. */
const advice: Record<ContentLanguage, RegExp> = {
  en: /points? to|cards? (?:say|favou?r)|\b(?:go|choose|pick|lean|better|best|vote|should|favou?r|recommend|advice|yes|try|worth|wiser|hold|sell|keep)\b|I(?:'|’)d|I would/i,
  vi: /nên|chọn|hợp|nghiêng|tốt hơn|đáng|khuyên|thử|ưu tiên|đi đi|mặc đi/iu,
  ko: /딱|제격|최고|어울|강추|정답|추천|드세요|드시|먹어|먹자|가세요|좋겠|좋아|하세요|노려|받으|받아|낫|쪽|어때|해요|해 봐|해봐|가자/u,
  zh: /选|推荐|建议|更好|适合|更|就吃|去吧|穿/u,
};

/** Pieces of a text to compare with the visitor's choice: word 4-grams (en, vi) or 6-character runs (ko, zh). */
function grams(text: string, language: ContentLanguage): Set<string> {
  const spaced = language === 'en' || language === 'vi';
  const units = spaced ? text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [] : [...text.replace(/[^\p{L}\p{N}]/gu, '')];
  const size = spaced ? 4 : 6;
  const out = new Set<string>();
  for (let index = 0; index + size <= units.length; index += 1) out.add(units.slice(index, index + size).join(' '));
  return out;
}

/** A fact checked on the answer without the sentences that merely retell the visitor's choice. */
function beyondChoice(choice: string, language: ContentLanguage, label: string, check: RegExp | ((rest: string) => boolean)): EvalFact {
  const test = typeof check === 'function' ? check : (rest: string) => check.test(rest);
  const fromChoice = grams(choice, language);
  return {
    label,
    check: (text) => test(sentences(text).filter((sentence) => ![...grams(sentence, language)].some((gram) => fromChoice.has(gram))).join('\n')),
  };
}

/** A fact checked on a poem's body, without its title line (a title that repeats the theme is not the poem using it). */
function inBody(label: string, check: RegExp | ((body: string) => boolean)): EvalFact {
  const test = typeof check === 'function' ? check : (body: string) => check.test(body);
  return { label, check: (text) => test(text.split('\n').slice(1).join('\n')) };
}

/** How often `needle` occurs in the text (ignoring case). */
const occurrences = (text: string, needle: string): number => text.toLowerCase().split(needle.toLowerCase()).length - 1;

/** The whole theme (or a long piece of it) appears at most `max` times: it is written around, not pasted. */
function notPasted(theme: string, max = 2): EvalFact {
  return { label: `does not paste "${theme}" more than ${max} times`, check: (text) => occurrences(text, theme) <= max };
}

/** The answer is a condensation: at most `share` of the source's length (a copy of the article does not pass). */
function condensed(source: string, share = 0.6): EvalFact {
  return { label: `is a real summary (at most ${Math.round(share * 100)} % of the source's length)`, check: (text) => text.length <= source.length * share };
}

// Summary sources (long; kept apart so the cases stay readable).
const millbrook = "The Millbrook Town Council voted 5–2 on Tuesday night to approve a protected bike lane along Elm Street, ending eight months of heated debate. The $1.2 million project will remove 64 on-street parking spaces between Fourth Avenue and the railroad depot, a loss that several shop owners say will hurt business. Linda Cho, who runs Cho's Hardware, told the council that half of her customers drive in from nearby farms and need to park close to load supplies. Supporters, including the parents' association of Elm Street Elementary, argued that two cyclists had been hit by cars on the street in the past year, one of them a fourth-grader. The compromise approved on Tuesday adds a new 40-space municipal lot behind the old post office, which the town will lease for $18,000 a year. Construction is scheduled to begin in April and finish before the school year starts in late August. Councilman Ray Delgado, one of the two no votes, said he worried the cost would push back repairs to the Miller Creek bridge. The state transportation department will cover 60 percent of the bill through a safe-routes-to-school grant.";
const coral = "Coral reefs look like colorful rocks, but each coral is actually a colony of tiny animals called polyps. Inside the polyps' tissue live microscopic algae called zooxanthellae. The algae use sunlight to make food through photosynthesis and share most of it with the coral; in return, the coral gives the algae a safe home and the nutrients they need. The algae are also what give many corals their bright colors. When ocean water stays too warm for too long — even one or two degrees Celsius above the usual summer maximum for a few weeks — the partnership breaks down. The stressed algae start producing harmful chemicals, and the coral expels them. Without the algae, the coral's tissue turns see-through and the white limestone skeleton shows, which is why the process is called bleaching. A bleached coral is not dead yet, but it is starving. If temperatures drop quickly, the algae can move back in and the coral can recover over several months. If the heat lasts, the coral dies and is soon covered by seaweed. Australia's Great Barrier Reef suffered mass bleaching in 2016, 2017, 2020, 2022 and 2024.";
const metro = 'Sáng 22/12, tuyến metro số 1 Bến Thành – Suối Tiên của TP.HCM chính thức vận hành thương mại sau hơn 17 năm kể từ khi được phê duyệt. Tuyến dài 19,7 km, gồm 3 ga ngầm và 11 ga trên cao, đi qua quận 1, Bình Thạnh, TP Thủ Đức và kết nối với tỉnh Bình Dương. Ngay trong ngày đầu, hàng chục nghìn người dân đã xếp hàng tại ga Bến Thành và ga Suối Tiên để trải nghiệm. Thành phố miễn phí vé trong 30 ngày đầu, sau đó giá vé dao động từ 7.000 đến 20.000 đồng mỗi lượt tùy quãng đường. Bà Nguyễn Thị Lan, 68 tuổi, sống ở quận Bình Thạnh, cho biết bà đã chờ ngày này từ khi con trai còn học tiểu học, nay cháu nội bà đã vào lớp một. Tổng vốn đầu tư của dự án là hơn 43.700 tỷ đồng, chủ yếu từ vốn vay ODA của Nhật Bản. Dự án từng nhiều lần lỡ hẹn do vướng mặt bằng, thiếu vốn và điều chỉnh thiết kế. Theo Ban Quản lý đường sắt đô thị, giai đoạn đầu mỗi ngày tuyến có thể phục vụ khoảng 160.000 lượt khách.';
const fourDayWeek = 'Công ty TNHH Hoa Sen Tech ở Đà Nẵng vừa thông báo áp dụng thử tuần làm việc 4 ngày cho toàn bộ 120 nhân viên trong 6 tháng, bắt đầu từ tháng 3. Theo đó, nhân viên sẽ làm từ thứ Hai đến thứ Năm, mỗi ngày 9 tiếng, và được nghỉ trọn thứ Sáu mà không bị giảm lương. Giám đốc Trần Quốc Bảo cho biết ý tưởng xuất phát từ việc công ty mất liên tiếp 15 lập trình viên giỏi trong năm ngoái vì kiệt sức. Nhiều nhân viên tỏ ra hào hứng, có người đã lên kế hoạch về quê Quảng Nam thăm bố mẹ mỗi dịp cuối tuần dài. Tuy nhiên, bộ phận chăm sóc khách hàng lo ngại sẽ không kịp phản hồi các đối tác Nhật Bản vốn làm việc cả thứ Sáu. Công ty dự kiến chia ca trực luân phiên cho bộ phận này. Sau 6 tháng, ban giám đốc sẽ đánh giá dựa trên năng suất, số lỗi phần mềm và mức độ hài lòng của khách hàng trước khi quyết định có áp dụng lâu dài hay không.';
const sungsimdang = "대전의 명물 빵집 성심당이 올해 매출 1,000억 원을 넘어섰다. 1956년 대전역 앞 작은 찐빵 가게로 시작한 성심당은 튀김소보로와 부추빵으로 이름을 알렸고, 최근에는 딸기시루 케이크가 SNS에서 화제가 되면서 전국에서 손님이 몰리고 있다. 주말이면 은행동 본점 앞에 두 시간 넘게 줄이 늘어서고, 케이크 하나를 사려고 KTX를 타고 서울에서 당일치기로 내려오는 사람도 적지 않다. 성심당은 대전 밖에는 매장을 내지 않는다는 원칙을 70년 가까이 지켜 왔다. 회사 측은 '대전에 와야만 먹을 수 있는 빵'이 지역을 살린다고 설명한다. 실제로 대전시는 성심당 덕분에 외지 관광객이 크게 늘었다고 분석하고 있으며, '노잼 도시'라는 별명 대신 '빵의 도시'라는 말이 생겨났다. 성심당은 매일 팔고 남은 빵을 지역 복지시설과 노숙인 쉼터에 기부하는 것으로도 유명하다. 직원 수는 1,000명을 넘었고, 매년 이익의 일부를 직원들에게 성과급으로 나눈다. 다만 대전역 매장의 임대료가 크게 오르면서 한때 역사 밖으로 이전할 가능성이 제기되기도 했고, 지나친 대기 줄 때문에 인근 상인들과 주민들이 불편을 호소하는 일도 있었다. 전문가들은 성심당이 지역 기업과 도시 브랜드가 함께 성장한 드문 사례라고 평가한다.";
const birthRate = '한국의 합계출산율이 2023년 0.72명으로 떨어지며 세계 최저 수준을 또다시 경신했다. 합계출산율은 여성 한 명이 평생 낳을 것으로 예상되는 자녀 수를 뜻하며, 인구를 현재 수준으로 유지하려면 2.1명이 필요하다. 서울의 출산율은 0.55명으로 전국에서 가장 낮았다. 전문가들은 높은 집값, 사교육비 부담, 장시간 노동, 그리고 출산 후 여성의 경력 단절을 주요 원인으로 꼽는다. 정부는 지난 18년간 저출산 대책에 380조 원 이상을 투입했지만 뚜렷한 효과를 보지 못했다는 비판을 받고 있다. 최근에는 신생아 특례 대출, 육아휴직 급여 인상, 부모급여 확대 등 현금성 지원이 늘어나고 있다. 일부 기업은 출산한 직원에게 1억 원을 지급하는 파격적인 제도를 도입하기도 했다. 그러나 인구학자들은 단기적 현금 지원보다 일과 가정의 양립이 가능한 노동 문화, 수도권 집중 완화 같은 구조적 변화가 필요하다고 지적한다. 통계청은 이 추세가 이어질 경우 2072년 한국 인구가 3,600만 명대로 줄어들 것으로 전망했다. 특히 생산가능인구의 감소는 연금 재정과 지방 소멸 문제를 더욱 악화시킬 것으로 보인다. 이미 전국 228개 시군구 가운데 절반 이상이 소멸 위험 지역으로 분류되었고, 농촌 지역에서는 신입생이 한 명도 없는 초등학교가 해마다 늘고 있다. 일부 전문가는 이민 정책의 전면적인 재검토도 함께 논의해야 한다고 주장한다.';
const zibo = '2023年春天，山东淄博因为烧烤突然走红全网。起因是一群大学生在疫情期间被隔离在淄博，当地政府给予了周到的照顾，临走时还请他们吃了一顿烧烤，学生们约定解封后再回来。到了三月，社交媒体上“进淄赶烤”的视频开始刷屏。淄博烧烤的特点被网友总结为“小饼、小葱、小炉子”：每桌一个小炭炉，食客自己动手把烤好的肉串卷进薄饼里，再配上蘸料和大葱。五一假期，淄博接待了超过一百万人次的游客，从济南开往淄博的高铁票一票难求，热门烧烤店门口要排队好几个小时。当地政府反应迅速，开通了二十一条烧烤专线公交，成立了专门的服务专班，严查缺斤短两和宰客行为，酒店价格被限制上涨幅度，不少市民还主动为找不到住处的游客提供免费住宿。八大局便民市场成了新的网红打卡地，卖煎饼和炒锅的摊主一天要忙到深夜。不过，也有人担心热度过后，这座老工业城市该如何留住游客，烧烤店扎堆开业是否会带来恶性竞争。专家认为，淄博的走红不只在于烧烤本身，更在于城市的真诚、接地气和烟火气，这种口碑比任何广告都有效。也有评论指出，淄博的经验很难被简单复制：其他城市纷纷推出“特色美食节”，却往往只换来一阵短暂的热闹。真正让游客记住的，是下高铁时志愿者递上的一瓶水，是出租车司机不绕路、不宰客，是烧烤摊老板多送的一把小葱。到了这一年的夏天，淄博的客流逐渐回落，但当地的餐饮收入和城市知名度都比往年大幅提高，不少年轻人也因此第一次知道了这座位于鲁中的城市。当地文旅部门表示，接下来会把烧烤热度延伸到陶瓷、琉璃和齐文化等本地资源上，希望让游客“来了还想再来”。';
const shaxi = '在云南大理剑川县的沙溪古镇，有一座由上世纪五十年代的老粮仓改建而成的图书馆。粮仓高大的夯土墙和木结构屋顶被完整保留，内部加装了书架和天窗，阳光从屋顶洒下来，落在木地板上。图书馆由一家北京的书店和当地村委会合作运营，藏书约一万册，除了文学、历史和艺术类书籍，还专门设置了白族文化和茶马古道的地方文献专区。开馆以来，这里每天都对村民免费开放。放学后，附近小学的孩子们会来这里写作业、看绘本；周末，图书馆会举办读书会、木雕体验课和老人讲古活动。游客也可以在这里买书、喝咖啡，收入用来支付图书馆的日常开销和工作人员的工资。负责人杨丽说，最初不少村民觉得把粮仓改成图书馆是“不务正业”，但现在越来越多的老人愿意来这里坐坐，有的还把家里珍藏的老照片和手抄经书捐给图书馆。也有人担心，随着游客越来越多，小镇原本安静的生活节奏会被打破。当地政府表示，将控制周边商业开发的规模，让图书馆始终以服务村民为主。去年，图书馆还开设了一个“村民书架”，由村里的老人和孩子轮流推荐自己喜欢的书，并写下手写的推荐卡片。一位七十多岁的白族老奶奶推荐的是一本讲述茶马古道马帮故事的旧书，她说自己的父亲当年就是赶马人。许多游客在看到这些卡片后深受感动，专门在留言本上写下感想。图书馆的工作人员计划把这些留言和村民的口述历史整理成册，出版一本属于沙溪自己的小书。有学者认为，这种将旧建筑、公共阅读和乡村生活结合起来的做法，为中国其他古村落的保护提供了可借鉴的思路，关键在于不要让文化空间变成只为游客拍照准备的布景。';

// Free-text adventure choices (the answer retells them; facts are read beyond that retelling).
const pirateChoice = 'Challenge Fitch to dice, but secretly use the loaded dice from the galley';
const babsChoice = 'I ask Babs what she wants in return, keeping my hand on my stun pistol.';
const milkChoice = 'Mình lại gần, đưa cho cô ấy hộp sữa dâu vừa mua ở căng tin';
const granddaughterChoice = '할머니에게 다가가 내가 손녀라는 걸 털어놓는다';
const wakeChoice = '我去冬眠舱，试着唤醒指令长王蕾';

const story = (id: string, language: ContentLanguage, storyStart: string, facts: (opening: string) => EvalFact[]): EvalCase =>
  evalCase({ id, type: 'story', language, input: { storyStart }, facts: facts(storyStart) });

/** The 56 cases of the first blind read, in the reviewer's order. */
export const cases: EvalCase[] = [
  // ── story ───────────────────────────────────────────────────────────────────────────────────────────────────────
  story('blind1-story-en-1', 'en', "Marisol found a pawn ticket in her late father's winter coat, dated 1987, for a 'silver trumpet, dented.' The pawn shop on Delancey Street was somehow still open.", (o) => [
    afterOpening(o, 'keeps the heroine Marisol', /\bMarisol\b/),
    afterOpening(o, 'carries the trumpet on', /trumpet|\bhorn\b|instrument/i),
    afterOpening(o, 'brings in her late father or the pawn shop', /father|\bdad\b|\bpapa\b|pawn/i),
  ]),
  story('blind1-story-en-2', 'en', 'The night shift at the Denver airport Cinnabon was always quiet, until a man in a soaking-wet tuxedo ordered forty-two rolls and paid in gold coins.', (o) => [
    afterOpening(o, 'does not make Denver or Cinnabon a character', not(/\b(?:Denver|Cinnabon)\s+(?:looked|said|smiled|ran|walked|turned|nodded|asked|replied|whispered|laughed|shouted|grinned|sighed|glanced|stared|frowned)\b/)),
    afterOpening(o, 'carries the wet man in the tuxedo on', /tuxedo|soaking|dripping|drenched|\bwet\b|stranger/i),
    afterOpening(o, 'carries the gold coins or the rolls on', /\bgold\b|\bcoins?\b|\brolls?\b|cinnamon/i),
  ]),
  story('blind1-story-vi-1', 'vi', 'Chiều mưa ở Hội An, bà Tư đóng cửa tiệm may sớm thì thấy một cô bé ướt sũng ôm con mèo mun đứng trước hiên, tay cầm tấm ảnh cũ in hình chính bà hồi còn trẻ.', (o) => [
    afterOpening(o, 'keeps bà Tư (not renamed)', word('Tư')),
    afterOpening(o, 'carries the old photo on', /ảnh|bức hình|tấm hình/iu),
    afterOpening(o, 'carries the girl or the black cat on', /cô bé|con bé|đứa bé|mèo/iu),
  ]),
  story('blind1-story-vi-2', 'vi', 'Minh chạy Grab ở Sài Gòn. Đơn cuối cùng đêm đó là một hộp bánh bao, giao tới tầng 13 của một chung cư bỏ hoang ở quận 7.', (o) => [
    afterOpening(o, 'keeps the hero Minh', word('Minh')),
    afterOpening(o, 'does not treat Grab as a person', not(/Grab\s+(?:chạy tới|chạy đến|nói|cười|nhìn|hỏi|đáp|bước|gật|hét|thì thầm|mỉm|đứng|quay)/u)),
    afterOpening(o, 'carries the delivery or the abandoned building on', /bánh bao|tầng 13|tầng mười ba|chung cư|đơn hàng|hộp/iu),
  ]),
  story('blind1-story-ko-1', 'ko', '수능 전날 밤, 편의점 야간 알바를 하던 지호는 유통기한이 2035년으로 찍힌 삼각김밥을 발견했다.', (o) => [
    afterOpening(o, '주인공 지호를 지킨다', /지호/),
    afterOpening(o, '2035년 삼각김밥을 이어서 다룬다', /김밥|2035|유통기한/),
    afterOpening(o, '수능(시험)을 잊지 않는다', /수능|시험|고사장|수험/),
  ]),
  story('blind1-story-ko-2', 'ko', '부산 광안리 포장마차 주인 순자 할머니는 매일 밤 11시면 빈자리에 소주잔 하나를 채워 둔다. 그런데 오늘은 누군가 그 자리에 앉았다.', (o) => [
    afterOpening(o, '주인공 순자 할머니를 지킨다 (이름을 바꾸지 않는다)', /순자/),
    afterOpening(o, '그 자리에 앉은 사람이나 소주잔을 이어서 다룬다', /소주|술잔|잔을|잔에|손님|그 사람|남자|여자|노인|사내|청년|앉은/),
    afterOpening(o, "'누군(가)'를 사물처럼 쓰지 않는다", not(/누군\s?(?:일|것)|누군(?:을|를|이|은)\s/)),
  ]),
  story('blind1-story-zh-1', 'zh', '外婆去世后，我在她的樟木箱底发现了一封从未寄出的信，收信人写着“台北市延平北路 陈先生”。', (o) => [
    afterOpening(o, '继续写外婆', /外婆|姥姥/),
    afterOpening(o, '继续写陈先生或台北', /陈先生|陈|台北|延平北路|台湾/),
    afterOpening(o, '继续写那封信', /这封信|那封信|信封|信里|信上|信中|信纸|寄|信/),
  ]),
  story('blind1-story-zh-2', 'zh', '重庆轻轨二号线穿过李子坝那栋楼的时候，阿杰看见窗外的阳台上站着十年前的自己。', (o) => [
    afterOpening(o, '保留主人公阿杰', /阿杰/),
    afterOpening(o, '继续写十年前的自己', /十年前|过去的(?:自己|我|他)|年轻的|少年|那个自己|另一个(?:自己|阿杰)|当年的|小时候的/),
    afterOpening(o, '不改写成打怪、守护者的泛泛冒险', not(/怪物|守护者|守门人|魔王/)),
  ]),

  // ── persona-chat (re-run keys: chef, psychologist, kpop_male, girl, kid) ────────────────────────────────────────
  evalCase({
    id: 'blind1-persona-chat-en-1', type: 'persona-chat', language: 'en',
    input: { persona: 'chef', messages: [user('Grandma, I burned the Thanksgiving turkey and my in-laws arrive in two hours. Should I just order pizza or try to save it?')] },
    facts: [
      { label: 'talks about the burned turkey or the coming in-laws', check: /turkey|\bbird\b|burn|in-laws|guests|two hours|Thanksgiving/i },
      { label: 'answers pizza-or-save (ordering, or a concrete rescue step)', check: /pizza|order|deliver|takeout|\bsave\b|salvage|rescue|scrape|carve|trim|cut (?:off|away)|slice|gravy|broth/i },
      { label: 'does not drift to noodles', check: not(/noodle/i) },
    ],
  }),
  evalCase({
    id: 'blind1-persona-chat-en-2', type: 'persona-chat', language: 'en',
    input: {
      persona: 'detective',
      messages: [
        user('Someone keeps eating my yogurt from the office fridge. Always the blueberry one, never the peach.'),
        assistant('Interesting. Who has access to that fridge?'),
        user('Only five of us. Dave is on a diet and Priya is lactose intolerant. The other two are Tom and Gina. Who do you think did it?'),
      ],
    },
    facts: [
      { label: 'names a suspect (Tom or Gina)', check: /\b(?:Tom|Gina)\b/ },
      { label: 'reasons from the clues (diet, lactose, blueberry vs peach)', check: /diet|lactose|blueberr|peach/i },
    ],
  }),
  evalCase({
    id: 'blind1-persona-chat-vi-1', type: 'persona-chat', language: 'vi',
    input: { persona: 'psychologist', messages: [user('Em bị sếp mắng trước cả phòng vì nộp báo cáo trễ, giờ em không dám đi làm nữa. Em có nên nghỉ việc luôn không ạ?')] },
    facts: [
      { label: 'acknowledges the scolding in front of everyone', check: /sếp|mắng|báo cáo|trễ|xấu hổ|ngại/iu },
      { label: 'addresses whether to quit', check: /nghỉ việc|bỏ việc|nghỉ làm|nghỉ luôn|từ bỏ|xin nghỉ|quyết định/iu },
    ],
  }),
  evalCase({
    id: 'blind1-persona-chat-vi-2', type: 'persona-chat', language: 'vi',
    input: { persona: 'childhood_friend', messages: [user('Ê mày còn nhớ hồi lớp 5 tụi mình trốn học đi bắt dế ở cánh đồng sau nhà thằng Tí không? Tuần sau tao về Nam Định, đi nhậu không?')] },
    facts: [
      { label: 'recalls the shared memory (crickets, skipping class, Tí, the field)', check: /dế|trốn học|cánh đồng|lớp 5|lớp năm|(?<![\p{L}\p{M}])Tí(?![\p{L}\p{M}])/iu },
      { label: 'answers the invitation for drinks in Nam Định', check: /nhậu|bia|rượu|lai rai|vài (?:ly|lon|chén|chai)|Nam Định|gặp (?:nhau|mày)|đi chứ|chốt|hẹn/iu },
    ],
  }),
  evalCase({
    id: 'blind1-persona-chat-ko-1', type: 'persona-chat', language: 'ko',
    input: { persona: 'kpop_male', messages: [user('오빠!! 다음 달 올림픽홀 팬미팅 티켓팅 또 실패했어요 ㅠㅠ 취소표 노려볼까요, 아니면 양도라도 받을까요?')] },
    facts: [
      { label: '취소표나 양도 중 하나를 말한다 (양자택일에 답한다)', check: /취소표|양도/ },
      { label: '팬미팅이나 티켓팅 이야기를 한다', check: /팬미팅|티켓|올림픽홀|예매/ },
      { label: "'또' 실패한 것을 '한 번'으로 말하지 않는다", check: not(/한 ?번(?:만)? ?(?:안 ?됐|실패|떨어|놓쳤)/) },
    ],
  }),
  evalCase({
    id: 'blind1-persona-chat-ko-2', type: 'persona-chat', language: 'ko',
    input: { persona: 'girl', messages: [user('오늘 소개팅 나갔는데 상대가 제 이름을 세 번이나 틀렸어요. 민수인데 민호, 민석, 준수... 웃기게 위로 좀 해주세요 ㅠㅠ')] },
    facts: [
      { label: '이름(민수, 민호, 민석, 준수)을 가지고 말한다', check: /민수|민호|민석|준수/ },
      { label: '소개팅이나 이름을 틀린 일을 다룬다', check: /소개팅|이름|상대/ },
    ],
  }),
  evalCase({
    id: 'blind1-persona-chat-zh-1', type: 'persona-chat', language: 'zh',
    input: { persona: 'astrologer', messages: [user('我是天蝎座，男朋友是双子座，他总是已读不回，我们还有未来吗？')] },
    facts: [
      { label: '谈到天蝎座或双子座', check: /天蝎|双子|星座|水星|星盘/ },
      { label: '回应已读不回', check: /已读不回|不回|回复|回消息|消息|沉默|回应/ },
      { label: '回应“还有未来吗”', check: /未来|以后|将来|走下去|长久|走得远|有希望/ },
    ],
  }),
  evalCase({
    id: 'blind1-persona-chat-zh-2', type: 'persona-chat', language: 'zh',
    input: { persona: 'kid', messages: [user('小朋友，我家柯基“馒头”今天在西湖断桥边追鸽子，扑通掉进水里了！你说它是笨还是勇敢？')] },
    facts: [
      { label: '记得小狗的名字馒头', check: /馒头/ },
      { label: '回答“笨还是勇敢”（说出其中之一）', check: /勇敢|笨|傻|勇士|厉害/ },
      { label: '说到掉进水里或追鸽子', check: /水|鸽子|游泳|西湖|断桥|湿/ },
    ],
  }),

  // ── fortune-telling ─────────────────────────────────────────────────────────────────────────────────────────────
  evalCase({
    id: 'blind1-fortune-telling-en-1', type: 'fortune-telling', language: 'en',
    input: { category: 'love', input: "I'm torn between texting my ex Jake back or going on a second date with Leo this Saturday. Which one?" },
    facts: [
      picksOne('answers "which one" by recommending Jake or Leo', /\b(?:Jake|Leo)\b/, advice.en),
      { label: 'does not paste a cut fragment of the question ("with Leo this…")', check: not(/Leo this(?!\s+Saturday)/i) },
    ],
  }),
  evalCase({
    id: 'blind1-fortune-telling-en-2', type: 'fortune-telling', language: 'en',
    input: { category: 'money', input: "Should I sell my Tesla shares now or hold until after the April earnings call? I'm also thinking of buying a used Honda Civic." },
    facts: [
      picksOne('answers sell-or-hold on the Tesla shares', /\b(?:sell|hold|keep|wait)/i, /Tesla|shares?|stock|position|earnings|April/i),
      { label: 'also addresses the used Civic', check: /Civic|Honda|\bcar\b|used/i },
    ],
  }),
  evalCase({
    id: 'blind1-fortune-telling-vi-1', type: 'fortune-telling', language: 'vi',
    input: { category: 'work', input: 'Tháng sau em phỏng vấn vào Vietcombank, nhưng đang có offer từ một startup ở Đà Nẵng. Nên chọn bên nào ạ?' },
    facts: [
      picksOne('answers "which side" by recommending the bank or the startup', /Vietcombank|ngân hàng|startup|khởi nghiệp|Đà Nẵng/iu, advice.vi),
      { label: 'weighs the two (names both options)', check: all(/Vietcombank|ngân hàng/iu, /startup|khởi nghiệp|Đà Nẵng/iu) },
    ],
  }),
  evalCase({
    id: 'blind1-fortune-telling-vi-2', type: 'fortune-telling', language: 'vi',
    input: { category: 'travel', input: 'Tết này em phân vân đi Sa Pa hay Phú Quốc, em sợ lạnh nhưng lại mê săn mây. Đi đâu thì hợp ạ?' },
    facts: [
      picksOne('answers "where" by recommending Sa Pa or Phú Quốc', /Sa Pa|Sapa|Phú Quốc/iu, advice.vi),
      { label: 'weighs the fear of cold and the cloud hunting', check: all(/lạnh|rét|ấm|áo khoác/iu, /mây/iu) },
      { label: 'does not cut "Phú Quốc" in half', check: not(/Phú(?!\s*Quốc)/u) },
    ],
  }),
  evalCase({
    id: 'blind1-fortune-telling-ko-1', type: 'fortune-telling', language: 'ko',
    input: { category: 'today', input: '오늘 오후 3시에 운전면허 도로주행 시험 보는데 붙을까요? 벌써 두 번 떨어졌어요.' },
    facts: [
      { label: '운전면허 도로주행 이야기를 한다', check: /운전|면허|도로주행|주행|핸들|차선|브레이크/ },
      { label: '두 번 떨어진 일을 알아준다', check: /두 ?번|세 ?번째|2번|3번째|떨어|재도전|삼세번|다시 (?:도전|보는|치르|응시)|이번엔|이번에는/ },
    ],
  }),
  evalCase({
    id: 'blind1-fortune-telling-ko-2', type: 'fortune-telling', language: 'ko',
    input: { category: 'menu', input: '비 오는 금요일 저녁인데 짬뽕이랑 삼겹살 중에 뭐 먹을까요? 혼밥이에요.' },
    facts: [
      picksOne('짬뽕과 삼겹살 중 하나를 골라 준다', /짬뽕|삼겹살/, advice.ko),
      { label: '비 오는 저녁이나 혼밥을 고려한다', check: /비 ?오|비가|빗|비 내리|혼밥|혼자|저녁|금요일/ },
      { label: "양자택일에 '예/아니요'로 답하지 않는다", check: not(/['‘“"]예['’”"]|['‘“"]아니요['’”"]/) },
    ],
  }),
  evalCase({
    id: 'blind1-fortune-telling-zh-1', type: 'fortune-telling', language: 'zh',
    input: { category: 'health', input: '最近总是凌晨三点醒，醒了就再也睡不着，白天在深圳上班特别累，怎么办？' },
    facts: [
      { label: '谈到睡眠或早醒', check: /睡|失眠|早醒|醒/ },
      { label: '给出具体建议（作息、睡前、咖啡、手机、放松、就医等）', check: /作息|睡前|咖啡|手机|屏幕|放松|呼吸|冥想|光线|规律|午睡|医生|就医|运动|泡脚/ },
      { label: '不推荐油炸快餐当健康食物', check: not(/汉堡|炸鸡|鸡排|薯条/) },
    ],
  }),
  evalCase({
    id: 'blind1-fortune-telling-zh-2', type: 'fortune-telling', language: 'zh',
    input: { category: 'lucky_number', input: '下周六去澳门，想顺便买张彩票，另外婚礼定在5月20日，选哪个数字比较旺？' },
    facts: [
      { label: '给出幸运数字', check: (text) => /\d/.test(text.replace(/5\s*月\s*20\s*日?|520|5\/20/g, '')) },
      { label: '谈到5月20日的婚礼', check: /婚礼|5\s*月\s*20|520|五月二十|结婚|喜事/ },
      { label: '谈到澳门或彩票', check: /澳门|彩票/ },
    ],
  }),

  // ── adventure-continue ──────────────────────────────────────────────────────────────────────────────────────────
  evalCase({
    id: 'blind1-adventure-continue-en-1', type: 'adventure-continue', language: 'en',
    input: {
      input: 'pirate',
      currentStory: "Captain Mara Vey's sloop, the Gull's Revenge, limps into Tortuga with a cracked mast. The harbormaster, a one-eyed man named Fitch, demands 50 doubloons in docking fees. Your crew has only 20 — and a map to the wreck of the San Isidro.\n1. Offer Fitch a share of the treasure\n2. Slip out at night without paying\n3. Challenge Fitch to a game of dice",
      choice: pirateChoice,
    },
    facts: [
      beyondChoice(pirateChoice, 'en', 'Fitch takes part in what follows', /\bFitch\b/),
      beyondChoice(pirateChoice, 'en', 'plays out the dice game (the roll, the loaded dice, the cheat noticed or not)', /\bdice\b|\bdie\b|\broll|loaded|cheat|snake eyes|sixes/i),
      { label: 'does not sink the ship out of nowhere', check: not(/sink(?:s|ing)? into the mist/i) },
    ],
  }),
  evalCase({
    id: 'blind1-adventure-continue-en-2', type: 'adventure-continue', language: 'en',
    input: {
      input: 'cyberpunk',
      currentStory: "Neo-Osaka, 2089. You're a courier named Kestrel with a data shard hidden in your wrist implant. Hanzo Corp drones are tracking your signal. You duck into a noodle bar in Shinsekai, where an old netrunner called Babs offers to scramble your ID — for a price.",
      choice: babsChoice,
    },
    facts: [
      beyondChoice(babsChoice, 'en', 'Babs answers', /\bBabs\b|\bshe\b/i),
      beyondChoice(babsChoice, 'en', 'Babs names her price', /price|wants?|cost|pay|credits|\byen\b|favou?r|in return|trade|deal|owe|\bjob\b|shard|half/i),
      beyondChoice(babsChoice, 'en', 'keeps the stun pistol or the Hanzo threat in play', /pistol|stun|\bgun\b|Hanzo|drones?/i),
    ],
  }),
  evalCase({
    id: 'blind1-adventure-continue-vi-1', type: 'adventure-continue', language: 'vi',
    input: {
      input: 'horror',
      currentStory: 'Bạn và nhóm bạn thân thuê một căn biệt thự cũ ở Đà Lạt cho chuyến đi cuối năm. Nửa đêm, tiếng đàn piano vang lên từ tầng hầm, dù chủ nhà đã nói tầng hầm bị khóa từ 20 năm trước.\n1. Xuống tầng hầm kiểm tra\n2. Gọi điện cho chủ nhà\n3. Đánh thức cả nhóm rồi rời đi',
      choice: 'Gọi điện cho chủ nhà',
    },
    facts: [
      beyondChoice('Gọi điện cho chủ nhà', 'vi', 'the landlord is part of what follows', (rest) => /chủ nhà/iu.test(rest) || word('ông|bà|ông ấy|bà ấy|ông ta|bà ta').test(rest)),
      beyondChoice('Gọi điện cho chủ nhà', 'vi', 'the call has an outcome (someone answers, or nobody does)', /đầu dây|bắt máy|nghe máy|không (?:ai )?(?:nghe|bắt máy|trả lời)|thuê bao|tút|trả lời|cúp máy|tắt máy|(?:giọng|tiếng) (?:ông|bà|người|khàn|run)/iu),
      beyondChoice('Gọi điện cho chủ nhà', 'vi', 'the piano or the basement stays in play', /piano|đàn|tầng hầm/iu),
    ],
  }),
  evalCase({
    id: 'blind1-adventure-continue-vi-2', type: 'adventure-continue', language: 'vi',
    input: {
      input: 'school',
      currentStory: 'Ngày đầu chuyển đến trường THPT Chu Văn An ở Hà Nội, bạn bị xếp ngồi cạnh Khánh Linh — lớp trưởng nổi tiếng khó tính. Giờ ra chơi, bạn bắt gặp cô ấy lén khóc trong thư viện.',
      choice: milkChoice,
    },
    facts: [
      beyondChoice(milkChoice, 'vi', 'keeps Khánh Linh in the scene', /Khánh Linh|(?<![\p{L}\p{M}])Linh(?![\p{L}\p{M}])|lớp trưởng/iu),
      beyondChoice(milkChoice, 'vi', 'the strawberry milk is part of what happens', /sữa/iu),
      beyondChoice(milkChoice, 'vi', 'she reacts to the gesture', /nhìn|ngẩng|lau|cười|nhận|cầm|lắc đầu|cảm ơn|im lặng|đỏ mặt|nước mắt|quay|thì thầm|khẽ/iu),
    ],
  }),
  evalCase({
    id: 'blind1-adventure-continue-ko-1', type: 'adventure-continue', language: 'ko',
    input: {
      input: 'zombie',
      currentStory: '서울 지하철 2호선이 멈췄다. 강남역 승강장으로 좀비들이 몰려온다. 네 곁에 있는 건 배터리 12% 남은 스마트폰, 반쯤 남은 생수병, 그리고 겁에 질린 고등학생 하은이다.\n1. 선로를 따라 역삼역 쪽으로 걷는다\n2. 역무실에 숨는다\n3. 비상계단으로 지상에 올라간다',
      choice: '2',
    },
    facts: [
      { label: "선택 '2'를 역무실에 숨는 것으로 풀어 쓴다", check: /역무실/ },
      { label: "숫자 '2'를 행동처럼 그대로 옮기지 않는다", check: not(/['‘"“]2['’"”]/) },
      { label: '하은이를 데리고 간다', check: /하은/ },
    ],
  }),
  evalCase({
    id: 'blind1-adventure-continue-ko-2', type: 'adventure-continue', language: 'ko',
    input: {
      input: 'time_travel',
      currentStory: '2024년, 대학생 서연은 할머니의 낡은 필름 카메라로 사진을 찍었다가 1988년 서울 올림픽 개막식 날로 떨어졌다. 잠실 주경기장 앞, 젊은 시절의 할머니가 굴렁쇠를 든 소년 옆에 서 있다.',
      choice: granddaughterChoice,
    },
    facts: [
      beyondChoice(granddaughterChoice, 'ko', '손녀라는 고백이 이후 장면에도 남는다', /손녀|미래|2024/),
      beyondChoice(granddaughterChoice, 'ko', '젊은 할머니가 반응한다', (rest) =>
        sentences(rest).some((s) => /할머니|그녀|아가씨/.test(s) && /놀라|웃|믿|쳐다|바라보|고개|되물|어리둥절|당황|얼굴|눈을|눈이|물었|말했|대답|뭐라|농담/.test(s))),
      beyondChoice(granddaughterChoice, 'ko', '1988년 올림픽 배경을 지킨다', /1988|올림픽|잠실|굴렁쇠|개막식|카메라/),
    ],
  }),
  evalCase({
    id: 'blind1-adventure-continue-zh-1', type: 'adventure-continue', language: 'zh',
    input: {
      input: 'mystery',
      currentStory: '上海，1936年。你是私家侦探沈墨，受托调查百乐门舞女白玫瑰的失踪案。在她的化妆间里，你发现了一只沾着泥的男士皮鞋和一张去杭州的火车票。\n1. 去火车站查问售票员\n2. 审问舞厅经理\n3. 检查那只皮鞋',
      choice: '检查那只皮鞋',
    },
    facts: [
      beyondChoice('检查那只皮鞋', 'zh', '检查皮鞋有发现', /鞋底|鞋跟|鞋垫|尺码|鞋码|夹层|暗格|纸条|标签|商标|鞋匠|泥土|泥渍|痕迹|鞋里/),
      { label: '不偏离白玫瑰失踪案', check: /白玫瑰|沈墨|百乐门|杭州|火车票|舞女|失踪/ },
      { label: '不凭空引入管家', check: not(/管家/) },
    ],
  }),
  evalCase({
    id: 'blind1-adventure-continue-zh-2', type: 'adventure-continue', language: 'zh',
    input: {
      input: 'space',
      currentStory: '你是“天宫七号”空间站上唯一清醒的宇航员林舟。另外三名队员躺在冬眠舱里，氧气只够维持36小时，地面控制中心已经失联。',
      choice: wakeChoice,
    },
    facts: [
      beyondChoice(wakeChoice, 'zh', '指令长王蕾在接下来的场景里', /王蕾|指令长|她/),
      beyondChoice(wakeChoice, 'zh', '唤醒有结果（醒来或没有反应）', /醒来|醒了|睁开|苏醒|没有反应|没反应|心跳|生命体征|舱盖|咳|呼吸/),
      beyondChoice(wakeChoice, 'zh', '氧气危机仍在', /氧气|36|小时|倒计时/),
    ],
  }),

  // ── style-suggestion ────────────────────────────────────────────────────────────────────────────────────────────
  evalCase({
    id: 'blind1-style-suggestion-en-1', type: 'style-suggestion', language: 'en',
    input: { input: "Outdoor wedding in Savannah, Georgia, late July. I'm a big guy, 6'2\", budget around $150. What can I wear that won't have me sweating through everything?" },
    facts: [
      { label: 'suggests hot-weather fabrics (linen, seersucker, cotton, breathable)', check: /linen|seersucker|cotton|breathable|lightweight|light-weight|tropical wool|moisture|chambray|poplin/i },
      { label: 'deals with the sweating (undershirt, colours, breathability)', check: /sweat|undershirt|breath|moisture|wick|humid|heat|light colou?rs?/i },
      { label: 'no cold-weather layers', check: not(/when it cools down|cooler weather|sweater|chunky knit|oversized coat|wool coat|flannel|turtleneck|puffer/i) },
    ],
  }),
  evalCase({
    id: 'blind1-style-suggestion-en-2', type: 'style-suggestion', language: 'en',
    input: { input: "First day as a junior designer at an agency in Seattle, it's October and pouring. I'm petite and I bike to work. Smart casual?" },
    facts: [
      { label: 'plans for the rain', check: /rain|waterproof|water-resistant|umbrella|trench|shell|boots|wet/i },
      { label: 'plans for the bike ride', check: /\bbik|cycl|\bride|pedal|saddle|helmet|reflective/i },
      { label: 'nothing that a rainy bike ride ruins (silk scarf, white sneakers, suede)', check: not(/silk scarf|white sneakers|suede/i) },
    ],
  }),
  evalCase({
    id: 'blind1-style-suggestion-vi-1', type: 'style-suggestion', language: 'vi',
    input: { input: 'Em cao 1m55, hơi mập, tuần sau đi đám cưới bạn thân ở Hà Nội, tháng 12 trời lạnh. Nên mặc áo dài hay váy ạ? Ngân sách tầm 1 triệu.' },
    facts: [
      {
        label: 'answers áo dài or dress by recommending one (not trousers instead)',
        check: (text) => sentences(text).some((s) => !/[?？]$/u.test(s) && /áo dài|váy|đầm/iu.test(s) && advice.vi.test(s) && !/thay (?:vì )?(?:váy|đầm|áo dài)|không (?:nên )?mặc (?:váy|đầm|áo dài)|chọn quần/iu.test(s)),
      },
      { label: 'plans for the December cold', check: /lạnh|ấm|áo khoác|măng tô|áo dạ|quần tất|tất|len|khăn/iu },
      { label: 'does not dress her in a shirt for a wedding', check: not(/sơ mi Oxford|Oxford/iu) },
    ],
  }),
  evalCase({
    id: 'blind1-style-suggestion-vi-2', type: 'style-suggestion', language: 'vi',
    input: { input: 'Anh đi phỏng vấn ngân hàng ở Sài Gòn, trời nóng 35 độ, người gầy. Nên mặc vest hay sơ mi thôi?' },
    facts: [
      picksOne('answers suit or shirt by recommending one', /vest|sơ mi|sơ-mi|áo sơ mi/iu, advice.vi),
      { label: 'plans for the 35° heat', check: /nóng|thoáng|mát|cotton|thấm hút|mỏng|linen|lanh/iu },
      { label: 'no cold-weather pieces', check: not(word('áo khoác dạ|áo dạ|áo len|len|măng tô|áo phao')) },
    ],
  }),
  evalCase({
    id: 'blind1-style-suggestion-ko-1', type: 'style-suggestion', language: 'ko',
    input: { input: '다음 주 3월 초에 제주도 2박 3일 가는데 바람 많이 불죠? 사진 예쁘게 나오는 코디 추천해주세요. 키 168 여자예요.' },
    facts: [
      { label: '바람에 대비한다', check: /바람막이|방풍|윈드|바람|머리끈|모자|스카프/ },
      { label: '사진이 잘 나오는 방법을 말한다', check: /사진|인생샷|포토|색감|배경|카메라|찍/ },
      { label: '3월 초 쌀쌀한 날씨에 맞는 겉옷을 권한다', check: /트렌치|자켓|재킷|코트|가디건|니트|겉옷|아우터|레이어/ },
    ],
  }),
  evalCase({
    id: 'blind1-style-suggestion-ko-2', type: 'style-suggestion', language: 'ko',
    input: { input: '상견례 자리 옷 고민이에요. 30대 초반 남자고 배가 좀 나왔어요. 예산 30만원, 장소는 한정식집이에요.' },
    facts: [
      { label: '단정한 옷을 권한다 (셔츠, 슬랙스, 재킷, 정장)', check: /셔츠|슬랙스|재킷|자켓|블레이저|정장|수트|로퍼|구두/ },
      { label: '나온 배를 고려한다', check: /뱃살|배가|배를|복부|체형|커버|가려|가리|일자 ?핏|여유 ?있는|세미 ?오버|허리/ },
      { label: '캐주얼 아이템(티셔츠, 운동화, 크로스백)을 권하지 않는다', check: not(/스트라이프 티|브레톤|운동화|스니커즈|크로스백|반바지|후드|맨투맨/) },
    ],
  }),
  evalCase({
    id: 'blind1-style-suggestion-zh-1', type: 'style-suggestion', language: 'zh',
    input: { input: '下个月去哈尔滨冰雪大世界，零下25度，我是特别怕冷的南方女生，想穿得好看又不冻死，预算2000元。' },
    facts: [
      { label: '谈到御寒（羽绒服、保暖层）', check: /羽绒服|保暖|秋衣|秋裤|加绒|雪地靴|暖宝宝|保暖内衣|棉服|抓绒/ },
      { label: '照顾到手脚头（帽子、围巾、手套、靴子）', check: /帽|围巾|手套|靴|耳罩|袜/ },
      { label: '不推荐夏装或运动鞋', check: not(/亚麻|衬衫裙|小白鞋|运动鞋|帆布鞋|凉鞋|短袖|短裤|T恤/) },
    ],
  }),
  evalCase({
    id: 'blind1-style-suggestion-zh-2', type: 'style-suggestion', language: 'zh',
    input: { input: '公司年会在三亚海边酒店，主题是“复古港风”，我是170的男生，偏瘦，穿什么合适？' },
    facts: [
      { label: '紧扣复古港风', check: /港风|复古|花衬衫|古巴领|夏威夷|喇叭裤|高腰|墨镜|背头|港/ },
      { label: '考虑三亚海边的热', check: /海边|三亚|热|透气|亚麻|短袖|凉|沙滩|海风/ },
      { label: '照顾偏瘦的身材', check: /偏瘦|瘦|身材|宽松|垫肩|版型|廓形|170|叠穿|撑/ },
    ],
  }),

  // ── summarize ───────────────────────────────────────────────────────────────────────────────────────────────────
  evalCase({
    id: 'blind1-summarize-en-1', type: 'summarize', language: 'en',
    input: { input: millbrook, summaryStyle: 'key_points' },
    facts: [
      { label: 'the council approved the Elm Street bike lane', check: all(/bike lane/i, /approv|vote|5[–-]2|passed/i) },
      { label: 'the lost parking and the shop owners’ worry', check: /parking|64\b/i },
      { label: 'set out as points (bullets or numbers)', check: (text) => (text.match(/^\s*(?:[-•*·▪]|\d+[.)])\s+/gmu) ?? []).length >= 2 },
    ],
  }),
  evalCase({
    id: 'blind1-summarize-en-2', type: 'summarize', language: 'en',
    input: { input: coral, summaryStyle: 'eli5' },
    facts: [
      { label: 'says the cause: water that is too warm', check: /warm|hot|heat|temperature/i },
      { label: 'the coral loses its algae helpers and turns white', check: /algae|tiny plants|helpers?|roommates?|\bwhite\b|bleach/i },
      { label: 'short whole sentences, no fragments ("Without the algae." "2016. 2017")', check: (text) => text.length <= coral.length * 0.7 && !/\bWithout the algae\.|\b\d{4}\.\s+\d{4}\b/.test(text) },
    ],
  }),
  evalCase({
    id: 'blind1-summarize-vi-1', type: 'summarize', language: 'vi',
    input: { input: metro, summaryStyle: 'news' },
    facts: [
      { label: 'metro line 1 opened for service', check: all(/metro|tuyến/iu, /số 1|Bến Thành|Suối Tiên/iu) },
      { label: 'keeps a key figure (17 năm, 19,7 km, 43.700 tỷ, free 30 days, 160.000 lượt)', check: /17 năm|19,7|43\.700|30 ngày|160\.000|7\.000|20\.000/u },
      {
        label: 'opens with its own whole headline (not the lead cut off and repeated in the body)',
        check: (text) => {
          const lines = text.split('\n').map((line) => line.trim()).filter(Boolean);
          const first = lines[0] ?? '';
          // Without an icon, a kicker ("CẬP NHẬT:", "NÓNG:") and a closing ellipsis: the headline's own words.
          const headline = first.replace(/^[📰【[\s]+|[】\]\s]+$/gu, '').replace(/^[\p{Lu}\s]{2,20}[:：]\s*/u, '').replace(/(?:…|\.\.\.)$/u, '').trim();
          return lines.length >= 2 && !/(?:…|\.\.\.)$/u.test(first) && [...headline].length <= 140 && !lines.slice(1).join(' ').includes(headline);
        },
      },
    ],
  }),
  evalCase({
    id: 'blind1-summarize-vi-2', type: 'summarize', language: 'vi',
    input: { input: fourDayWeek, summaryStyle: 'meme' },
    facts: [
      { label: 'the 4-day week trial', check: /4 ngày|bốn ngày|thứ Sáu|nghỉ thứ 6/iu },
      { label: 'gives the reason (burnout) and a worry (Japanese partners, customer care)', check: all(/kiệt sức|burnout|mất .{0,20}lập trình viên|15 lập trình viên|nghỉ việc/iu, /Nhật|đối tác|khách hàng|ca trực/iu) },
      condensed(fourDayWeek, 0.6),
    ],
  }),
  evalCase({
    id: 'blind1-summarize-ko-1', type: 'summarize', language: 'ko',
    input: { input: sungsimdang, summaryStyle: 'sns' },
    facts: [
      { label: '성심당과 핵심 사실(매출 1,000억, 대전에만 매장)을 전한다', check: all(/성심당/, /1,?000억|천억|대전 밖|대전에서만|대전에만|대전에 와야/) },
      { label: '핵심어 해시태그가 있다 (성심당, 대전, 빵 등)', check: /#(?:성심당|대전|빵|튀김소보로|딸기시루|부추빵|빵의도시|빵지순례|노잼도시)/ },
      condensed(sungsimdang, 0.6),
    ],
  }),
  evalCase({
    id: 'blind1-summarize-ko-2', type: 'summarize', language: 'ko',
    input: { input: birthRate, summaryStyle: 'expert' },
    facts: [
      { label: '0.72명이라는 수치와 원인(집값, 사교육비, 장시간 노동, 경력 단절)을 전한다', check: all(/0\.72/, /집값|주거비|사교육|장시간 노동|노동 시간|경력 단절/) },
      { label: '구조적 대책이나 전망(일·가정 양립, 수도권 집중, 2072년, 지방 소멸)을 다룬다', check: /구조|양립|수도권|2072|3,?600만|연금|지방 소멸|소멸 위험|이민/ },
      condensed(birthRate, 0.6),
    ],
  }),
  evalCase({
    id: 'blind1-summarize-zh-1', type: 'summarize', language: 'zh',
    input: { input: zibo, summaryStyle: 'hiphop' },
    facts: [
      { label: '讲到淄博烧烤的“小饼、小葱、小炉子”', check: all(/淄博/, /小饼|小葱|小炉子|卷饼|薄饼|炭炉/) },
      { label: '讲到政府的应对（专线公交、严查宰客、限价）', check: /政府|专线|公交|宰客|专班|限价|限制|酒店|免费住宿/ },
      {
        label: '写成有节奏的短句行，而不是整段照抄',
        check: (text) => {
          const lines = text.split('\n').map((line) => line.trim()).filter((line) => /\p{L}/u.test(line));
          return lines.length >= 4 && lines.reduce((sum, line) => sum + [...line].length, 0) / lines.length <= 30;
        },
      },
    ],
  }),
  evalCase({
    id: 'blind1-summarize-zh-2', type: 'summarize', language: 'zh',
    input: { input: shaxi, summaryStyle: 'general' },
    facts: [
      { label: '讲清沙溪老粮仓改成的图书馆', check: all(/粮仓/, /图书馆/) },
      { label: '讲到图书馆为村民服务（免费、孩子、老人）', check: /村民|免费|孩子|老人|村民书架/ },
      condensed(shaxi, 0.6),
    ],
  }),

  // ── lyrics-poem ─────────────────────────────────────────────────────────────────────────────────────────────────
  evalCase({
    id: 'blind1-lyrics-poem-en-1', type: 'lyrics-poem', language: 'en',
    input: { input: 'my dog Biscuit still waits by the window every evening for my dad, who passed away last spring', emotion: 'longing', lyricStyle: 'ballad' },
    facts: [
      inBody('keeps the dog Biscuit, who is here (not far across the sea)', (body) => /\bBiscuit\b/.test(body) && !/Biscuit (?:lives|is|waits) (?:on the other side|across|far|over the sea)/i.test(body)),
      inBody('the dad who is gone', /\bdad\b|father|daddy|\bpa\b|papa/i),
      inBody('the waiting by the window in the evening', /window|waits?|waiting|door|evening|dusk|sundown/i),
    ],
  }),
  evalCase({
    id: 'blind1-lyrics-poem-en-2', type: 'lyrics-poem', language: 'en',
    input: { input: 'Monday, 6:40 train to Chicago, spilled coffee on my only clean shirt before a big pitch', emotion: 'cheering', lyricStyle: 'rap' },
    facts: [
      inBody('the spilled coffee or the stained shirt', /coffee|stain|spill|shirt|java|latte/i),
      inBody('the big pitch ahead', /pitch|meeting|presentation|\bdeck\b|client|boardroom|the room/i),
      notPasted('Monday, 6:40 train', 4),
    ],
  }),
  evalCase({
    id: 'blind1-lyrics-poem-vi-1', type: 'lyrics-poem', language: 'vi',
    input: { input: 'mùa hoa sữa Hà Nội, nhớ người yêu cũ đã sang Úc du học', emotion: 'breakup', lyricStyle: 'indie_folk' },
    facts: [
      inBody('the milk flowers of Hanoi', all(/hoa sữa/iu, /Hà Nội|phố|Hồ Gươm|Hoàn Kiếm|heo may|thu/iu)),
      { label: 'the ex far away in Australia', check: /(?<![\p{L}\p{M}])Úc(?![\p{L}\p{M}])|Sydney|Melbourne|du học|bán cầu|nửa vòng trái đất|bên kia (?:biển|đại dương|trời|địa cầu)|trời Nam|phương xa|xứ người/iu },
      notPasted('mùa hoa sữa Hà Nội, nhớ người yêu cũ đã sang Úc du học', 2),
    ],
  }),
  evalCase({
    id: 'blind1-lyrics-poem-vi-2', type: 'lyrics-poem', language: 'vi',
    input: { input: 'mẹ bán xôi đầu ngõ từ 4 giờ sáng nuôi em ăn học', emotion: 'hope', lyricStyle: 'poem' },
    facts: [
      inBody('mother selling sticky rice', all(word('mẹ'), /xôi/iu)),
      inBody('the early hours before dawn', /4 giờ|bốn giờ|sáng sớm|tờ mờ|gà gáy|khuya|rạng|bình minh|trời chưa sáng|sương|đèn/iu),
      { label: 'no line or title cut off after "nuôi"', check: not(/(?<!mẹ |con |cha |bố )nuôi\s*$/imu) },
    ],
  }),
  evalCase({
    id: 'blind1-lyrics-poem-ko-1', type: 'lyrics-poem', language: 'ko',
    input: { input: '퇴사하는 날 마지막 퇴근길, 한강 다리 위 노을', emotion: 'hope', lyricStyle: 'song' },
    facts: [
      inBody('한강 다리 위 노을의 풍경을 그린다', all(/노을|석양|해 질|붉/, /한강|다리|강물|강/)),
      inBody('회사를 떠나는 날의 마음을 다룬다', /퇴사|마지막|회사|사원증|책상|퇴근|사직|새로운|내일/),
      { label: "입력 전체나 '퇴사하는 날 마지막 퇴근길'을 줄마다 붙여 넣지 않는다", check: (text) => occurrences(text, '퇴사하는 날 마지막 퇴근길, 한강 다리 위 노을') <= 2 && occurrences(text, '퇴사하는 날 마지막 퇴근길') <= 3 },
    ],
  }),
  evalCase({
    id: 'blind1-lyrics-poem-ko-2', type: 'lyrics-poem', language: 'ko',
    input: { input: '고양이 두부가 키보드 위에서 자는 겨울 오후', emotion: 'joy', lyricStyle: 'haiku' },
    facts: [
      inBody('고양이 두부가 나온다', /두부|고양이|냥/),
      inBody('키보드가 나온다', /키보드|자판|타자|키 ?위/),
      inBody('겨울 오후의 느낌', /겨울|오후|햇살|햇볕|볕|눈|난로|따뜻|온기/),
    ],
  }),
  evalCase({
    id: 'blind1-lyrics-poem-zh-1', type: 'lyrics-poem', language: 'zh',
    input: { input: '毕业那天和室友们在成都九眼桥喝到凌晨', emotion: 'longing', lyricStyle: 'free_verse' },
    facts: [
      inBody('写到毕业或离别', /毕业|散场|告别|各奔|离别|分别|再见|青春/),
      inBody('写到室友和九眼桥（或成都、锦江）', all(/室友|兄弟|朋友|你们|我们/, /九眼桥|成都|锦江|桥/)),
      { label: '不把“成都九眼桥喝”当成一个词', check: not(/成都九眼桥喝(?!到|酒|了|着|过)/) },
    ],
  }),
  evalCase({
    id: 'blind1-lyrics-poem-zh-2', type: 'lyrics-poem', language: 'zh',
    input: { input: '加班到深夜，外卖小哥在楼下等了我二十分钟', emotion: 'comfort', lyricStyle: 'song' },
    facts: [
      inBody('外卖小哥出现在歌里', /外卖|小哥|骑手|送餐|头盔|电动车/),
      inBody('写到加班的深夜', /加班|深夜|夜|凌晨|灯/),
      { label: '不把“二十分钟”当成地方或人', check: not(/(?<!等了?)我二十分钟|二十分钟(?:上吧|身边|旁边|里面|怀里|的怀)/) },
    ],
  }),
];
