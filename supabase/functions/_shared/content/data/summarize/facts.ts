/**
 * What makes a sentence informative for a summary, per language (issue 13, round 8): the key fact of a notice, an article
 * or a review is a sum of money, a date or a clock time, an amount with its unit, a rule or a penalty, the verdict of a
 * review; in a story it is the turn ("Rồi đến tháng 5 thì tụi mình chia tay", "没想到…"); in an explanation for a child it
 * is the mechanism (what forms, makes or causes what). The seventh blind read lost "50–200 yuan", "36 hours / 20M won",
 * the verdict of a review and the chlorophyll of a why-question while keeping plainer sentences.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** The kinds of key fact a summary keeps. */
export type FactKind = 'money' | 'time' | 'amount' | 'rule' | 'verdict' | 'change' | 'turn' | 'mechanism';

/** Letters of Vietnamese words, for word boundaries (\b only knows ASCII). */
const edge = '(?<![\\p{L}\\p{M}])';
const end = '(?![\\p{L}\\p{M}])';
const vi = (alternatives: string): RegExp => new RegExp(`${edge}(?:${alternatives})${end}`, 'giu');

/** English number words that count something when a unit follows ("three weeks", "forty people"). */
const enCount = '(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|a hundred|several|a dozen|dozens of|hundreds of|thousands of)';
const enUnit = '(?:minutes?|hours?|days?|weeks?|months?|years?|times|people|students|residents|cups|bowls|visitors|customers|members|floors|buildings|kilometres?|kilometers?|miles|metres?|meters?)';

/** Patterns of each fact kind, per language (global: every match counts). */
export const factPatterns: Record<ContentLanguage, Record<FactKind, RegExp>> = {
  en: {
    money: /[$€£¥₩]\s?\d[\d,.]*(?:\s?(?:k|m|million|billion))?|\b(?:hundred|thousand|million|billion) (?:dollars|euros|pounds|won|yuan)\b|\b\d[\d,.]*\s?(?:dollars?|euros?|pounds|cents|won|yuan|dong)\b/giu,
    time: /\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May(?= \d)|June|July|August|September|October|November|December)\b|\b\d{1,2}(?::\d{2})?\s?(?:a\.m\.|p\.m\.|am|pm)\b|\b\d{1,2}:\d{2}\b|\b(?:noon|midnight|tonight|tomorrow)\b/gu,
    amount: new RegExp(`\\b\\d[\\d,.]*\\s+(?:[a-z-]+\\s)?[a-z]{3,}(?<!ss)s\\b|\\b\\d[\\d,.]*\\s?(?:%|percent|per ?cent|${enUnit.slice(3, -1)})|\\b${enCount}\\s+(?:[a-z-]+\\s)?${enUnit}\\b|\\b\\d+\\s?(?:-|to|–)\\s?\\d+\\b`, 'giu'),
    rule: /\b(?:fined?|fines|fees?|charged|surcharges?|penalt(?:y|ies)|banned?|bans|prohibited|not allowed|must not|required to|mandatory|phase(?:d)? out|will be closed|cannot be|can't be|waived|free of charge|refund(?:ed)?|rebates?)\b/giu,
    verdict: /\b(?:worth (?:it|every|the|a|[a-z]+ing)|not worth|highly recommend|recommend(?:ed)?|(?:will|we'll|i'll|would) (?:definitely |probably |never )?(?:go|come) back|(?:go|come|watch it|see it) again|never again|overrated|underrated|must-try|a letdown|disappointing|verdict|overall,?)\b/giu,
    change: /\b(?:rose|fell|dropped|increased|decreased|doubled|halved|tripled|grew|declined|soared|plunged|cut by|went up|went down|stayed (?:the same|flat)|record (?:high|low))\b/giu,
    turn: /\b(?:but then|then one day|suddenly|turns? out|turned out|until|that's when|out of nowhere|to (?:my|our|everyone's) surprise|ended up|it went viral|went viral|now|surprised (?:almost |nearly )?(?:everyone|everybody|us|me|them)|shocked (?:everyone|everybody|us|me)|out of the blue)\b/giu,
    mechanism: /\b(?:this is because|that's because|because|reasons?|so that|becomes?|fades?|turns? [a-z]+ into|which (?:makes|means)|makes?|made|causes?|caused|forms?|formed|produces?|creates?|turns? (?:into|it)|reacts?|releases?|traps?|absorbs?|reflects?|breaks? (?:down|open)|to wash|to protect|expands?|contracts?|evaporates?|dissolves?|vibrates?|collides?|rubs?|builds? up|heats? up|weaken(?:s|ed)?|wears? (?:down|out)|rust(?:s|ed)?|pulls?|pushes?|burns?|lowers?|blocks?|carries|spreads?|cancels?(?: each other)?(?: out)?)\b|^when\b[^,.]{3,80},/giu,
  },
  vi: {
    money: /\d[\d.,]*\s?(?:đồng|đ|vnđ|usd|k)(?![\p{L}\p{M}])|(?<![\p{L}\p{M}])(?:một|hai|ba|bốn|năm|sáu|bảy|tám|chín|mười|vài|mấy)(?: trăm)? (?:nghìn|ngàn|triệu|tỷ)(?: đồng)?(?!\s*(?:lượt|người|sinh viên|khách|học sinh|xe|hành khách|view))(?![\p{L}\p{M}])|\d[\d.,]*\s?(?:nghìn|ngàn|triệu|tỷ)(?:\s?đồng)?(?!\s*(?:lượt|người|sinh viên|khách|học sinh|xe|hành khách|view))/giu,
    time: /\d{1,2}h(?:\d{2})?(?![\p{L}])|\d{1,2}\s?giờ(?: sáng| chiều| tối| đêm)|\d{1,2}\/\d{1,2}|(?<![\p{L}\p{M}])(?:ngày \d{1,2}|thứ (?:hai|ba|tư|năm|sáu|bảy)|chủ nhật|tháng \d{1,2}|sáng mai|tối nay)(?![\p{L}\p{M}])/giu,
    // A number before any word counts something in Vietnamese ("1.500 cuốn sách", "38 bạn", "12 buổi"; round 9).
    amount: vi('\\d[\\d.,]*\\s+[\\p{L}\\p{M}]{2,}|\\d[\\d.,]*\\s?(?:%|phần trăm|giờ|tiếng|phút|ngày|tuần|tháng|năm|người|sinh viên|học sinh|lượt|điểm|km|mét|cốc|ly|suất|phần|lần|chiếc|cái|bãi|tuyến)|(?:hai|ba|bốn|năm|sáu|bảy|tám|chín|mười|vài|hàng) (?:giờ|tiếng|phút|ngày|tuần|tháng|năm|người|lần|bãi|tuyến|triệu lượt)|(?:gần |hơn )?một nửa'),
    rule: vi('phạt|bị phạt|thu phí|lệ phí|phụ phí|cấm|bắt buộc|không được|miễn phí|hoàn tiền|thí điểm|áp dụng|ngừng|tạm ngừng|đóng cửa'),
    verdict: vi('đáng (?:tiền|đồng tiền|thử|ghé|để thử)|rất đáng|không đáng|sẽ quay lại|nhất định quay lại|quay lại lần nữa|nên thử|thất vọng|tóm lại|ngon xuất sắc|quá ngon|không ngon|hợp lý'),
    change: vi('tiết kiệm được|tăng|giảm|gấp đôi|gấp ba|giảm một nửa|giảm gần một nửa|giữ nguyên|kỷ lục|thấp hơn|cao hơn'),
    turn: /(?:^|, )rồi(?= )|(?<![\p{L}\p{M}])(?:bỗng|bỗng nhiên|đột nhiên|hóa ra|thế là|ai ngờ|không ngờ|nào ngờ|bất ngờ|giờ thì|giờ đây|nổi tiếng|lan truyền|lượt xem|lên mạng)(?![\p{L}\p{M}])|^giờ(?= )/giu,
    mechanism: vi('vì|bởi vì|nguyên nhân|lý do|^khi[^,.]{3,80},|bay hơi|bốc hơi|hút nhiệt|hút|nở ra|co lại|hòa tan|ngưng tụ|va chạm|cọ xát|tích tụ|rung|do đó|nên|tạo ra|tạo thành|sinh ra|làm cho|khiến|biến thành|phản ứng|giải phóng|hấp thụ|giữ lại|để rửa|để bảo vệ'),
  },
  ko: {
    money: /\d[\d,.]*\s?(?:[천백십]?(?:만|억|조)|천)?\s?(?:\d[\d,.]*\s?천\s?)?원(?![장래인칙룸작본숭])|\d[\d,.]*\s?(?:달러|위안)/gu,
    time: /\d{1,2}월\s?\d{1,2}일|\d{1,2}월(?:부터|까지|에|중)|\d{1,2}일\s?\(|[월화수목금토일]요일|(?:오전|오후|새벽|저녁|밤|아침)\s?\d{1,2}시|\d{1,2}시(?:\s?\d{1,2}분)?(?:부터|까지)|자정|\d{1,2}일(?:부터|까지)/gu,
    amount: /\d[\d,.]*\s?(?:[천만억]\s?)?(?:%|퍼센트|시간|분|일(?!부)|주|개월|년|명|잔|그릇|개|곳|회|번|km|킬로|미터|배|호선|동)|(?:한|두|세|네|다섯|여섯|열|스무|수십|수백)\s?(?:시간|명|잔|그릇|개|곳|번|배|가지)|(?:열두|열한|아홉|여덟|일곱)\s?명\s?중|절반/gu,
    rule: /벌금|과태료|금지|의무|위반|처벌|면제|무료|환불|지원금|시범|중단|이용하실 수 없|할 수 없/gu,
    verdict: /추천|재방문|또 갈|다시 갈|또 올|다시 올|값어치|가성비|아깝지 않|비추|실망|강추|최고였|별로였|만족/gu,
    change: /늘었|늘어났|줄었|줄어들|증가|감소|높아졌|낮아졌|올랐|떨어졌|떨어지|유지됐|두 배|최저|최고치|경신/gu,
    turn: /그런데|근데|알고 보니|갑자기|결국|그러다가?|막상|웬걸|뜻밖에|어느 날|그 순간|화제가|입소문|조회수/gu,
    mechanism: /때문|원인|이유|탓|그래서|만들|생기|생긴|생겨|내뿜|일으|바뀌|변하|되면서|하면서|므로|니까|부풀|갇히|흡수|반사|분해|부딪히|팽창|수축|증발|녹으|쌓이/gu,
  },
  zh: {
    money: /\d[\d,.]*\s?(?:万元|亿元|元|块|美元)|[零一二两三四五六七八九十百千万亿]+(?:元|块钱|块(?!儿))|人均[\d一二两三四五六七八九十百千]+/gu,
    time: /\d{1,2}月\d{1,2}[日号]|[一二三四五六七八九十]+月[一二三四五六七八九十]+[日号]|(?:周|星期|礼拜)[一二三四五六日天]|(?:上午|下午|晚上|凌晨|早上|中午|傍晚)[\d一二三四五六七八九十两]+点|\d{1,2}[:：]\d{2}|[\d一二三四五六七八九十两]+点(?:半|钟)?(?:至|到|以后|之前|前|后)|[\d一二三四五六七八九十]+号(?:起|开始)/gu,
    amount: /\d[\d,.]*\s?(?:%|个|人|名|次|天|周|个月|年|小时|分钟|公里|杯|碗|单|件|万|倍|所|家|座)|[两三四五六七八九十百千万]+(?:多)?(?:个|人|名|次|天|周|个月|年|小时|分钟|公里|杯|碗|单|件|万|倍|所|家|座|类|秒)|百分之[\d一二三四五六七八九十]+|一半/gu,
    rule: /罚款|处罚|禁止|不得|必须|须|严禁|免费|退款|补贴|试行|停电|停水|暂停/gu,
    verdict: /值得|(?:觉得|真|很|挺|超|不|也|都|还算)值(?![班日])|物有所值|还会来|会再来|推荐|踩雷|失望|性价比|总的来说|回购|二刷/gu,
    change: /增加|减少|下降|上升|提高|降低|翻倍|增长|减半|创新高|创新低|持平|少了|多了/gu,
    turn: /没想到|谁知|谁料|突然|原来|竟然|居然|结果(?![发显表])|后来|一下子|想不到|不料|走红|爆火|火了|播放/gu,
    mechanism: /这是因为|之所以|因为|原因|所以|^当[^，。]{2,30}(?:时|的时候)，|积累|摩擦|膨胀|收缩|蒸发|凝结|溶解|扩散|振动|碰撞|产生|形成|使得|导致|变成|释放|吸收|反射|分解|于是|因此|会让|就会/gu,
  },
};

/** The kinds a summary keeps whatever its style, when the text has them. */
export const coreFactKinds: readonly FactKind[] = ['money', 'time', 'rule', 'verdict'];

/**
 * A tip or a piece of advice ("Chilling the onion first helps", "tránh…", "…하면 좋아요", "最好…"): in an explanation for a
 * child it is an aside, not the why (round 8: an eli5 kept the tip at the end and lost the gas, the acid and the tears).
 */
export const advicePatterns: Record<ContentLanguage, RegExp> = {
  en: /\b(?:helps?(?=[,.]| to | if )|can (?:help|reduce|prevent)|try|tip|should|avoid|it's best to|best to)\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:giúp|hãy|mẹo|tránh|tốt nhất là|bạn nên|nên thử)(?![\p{L}\p{M}])/iu,
  ko: /도움이 [되돼]|하면 좋|하는 게 좋|하세요|피하|팁/u,
  zh: /有助于|可以减少|最好|建议|避免|小窍门|不妨/u,
};

/**
 * A sentence that opens as the answer to "why?" ("This is because…", "Đó là vì…", "이는 … 때문이다", "这是因为…"): in an
 * explanation for a child it is the explanation itself.
 */
export const whyOpeners: Record<ContentLanguage, RegExp> = {
  en: /^(?:this is|that's|that is|it's|it is) (?:because|why)\b|^the reason is\b/iu,
  vi: /^(?:đó là|điều này là|sở dĩ|nguyên nhân là|lý do là)(?: vì| do| bởi)?(?![\p{L}\p{M}])/iu,
  ko: /^(?:이는|이것은|그 이유는|왜냐하면)\s/u,
  zh: /^(?:这是因为|之所以|原因是|原来是因为)/u,
};

/**
 * A finding that explains what happened ("Engineers found … that rust had weakened…", "Kiểm tra phát hiện…", "조사 결과",
 * "研究发现"): in an explanation for a child it answers "why?" as a cause does (round 9b).
 */
export const findingCues: Record<ContentLanguage, RegExp> = {
  en: /\b(?:found|discovered|showed|revealed)\b[^.]*\bthat\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:phát hiện|cho thấy)(?![\p{L}\p{M}])/iu,
  ko: /(?:발견|드러났|밝혀졌|조사 결과)/u,
  zh: /(?:发现|表明|查明)/u,
};
