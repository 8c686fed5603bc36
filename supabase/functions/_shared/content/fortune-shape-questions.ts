/**
 * Question shapes of the fortune teller (issue 13, round 10): four forms that come back in every blind set whatever
 * the topic. Whether I lend someone money (money leaving my hands, never a loan I take), whether I will finish a task in
 * time, whether to act now or wait until a named time, and someone else's event (a friend's exam, a mother's surgery),
 * read through that person. Each is recognised from surface grammar and its slots are the visitor's whole phrases.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { isNounPhrase } from './chat-noun-phrase.ts';

/** The question shapes read here. */
export type QuestionShapeKind = 'theirEvent' | 'lend' | 'inTime' | 'when';

/** The slots a question shape reads, as the reading says them back. */
export interface QuestionSlots {
  /** The other person ("your sister", "bạn thân", "엄마", "你妈妈"), or null. */
  who: string | null;
  /** The sum lent ("$3,000", "20 triệu", "300만 원", "五万块"), or null. */
  amount: string | null;
  /** The task to finish in time ("finish your thesis", "làm xong luận văn", "프로젝트", "写完论文"), or null. */
  task: string | null;
  /** What would be done now ("buy a house", "mua nhà", "买"), or null. */
  now: string | null;
  /** The wait the visitor named ("wait until next year", "đợi sang năm", "블랙프라이데이까지", "双十一"), or null. */
  later: string | null;
  /** Someone else's event ("driving test", "thi đại học", "수술", "考驾照"), or null. */
  event: string | null;
  /** Whether that event is a surgery (read around doctors), a test of some kind, or a result waited for (round 11: an admission, an application). */
  eventKind: 'surgery' | 'test' | 'result';
}

type QuestionReader = (question: string) => Partial<QuestionSlots> | null;

const empty: QuestionSlots = { who: null, amount: null, task: null, now: null, later: null, event: null, eventKind: 'test' };
const surgeryWords = /surgery|operation|mổ|phẫu thuật|수술|手术|开刀/iu;
/** Round 11: a result waited for rather than a day sat (an admission, an application, results), per language. */
const resultWords = /admission|application|results?|acceptance|offer|xét tuyển|hồ sơ|kết quả|giấy báo|입시|수시|정시|합격 발표|결과|입학|录取|申请|结果|通知书/iu;
/** The kind of someone else's event: a surgery, a result waited for, or a test. */
const kindOf = (event: string): QuestionSlots['eventKind'] => (surgeryWords.test(event) ? 'surgery' : resultWords.test(event) ? 'result' : 'test');
/**
 * Someone else's event is this shape only when the visitor asks how it goes for them (will she pass, có đỗ không, 붙을까요,
 * 能过吗), not what the visitor should do around it (take the day off, 연차, 请假陪她: the grounded reading answers that).
 */
const asksTheirOutcome = /\b(?:will (?:it|she|he|they)|pass|go (?:well|okay|ok|smoothly|fine)|get in|get into|get accepted|be accepted|get the offer|hear back|win|do well|be (?:okay|ok|fine))\b|có đỗ|đỗ không|đậu không|có đậu|suôn sẻ|thuận lợi|ổn không|có qua|qua được|có thắng|thắng không|thành công|붙을까|합격할까|(?:붙을|합격할|통과할|이길|잘\s*될|잘\s*볼|잘할|될)\s*수\s*(?:있을까|있겠)|잘\s*될까|잘\s*볼까|잘\s*할까|이길까|괜찮을까|무사히|能过|能不能过|过得了|考得上|能考上|会顺利|顺利吗|能赢|能录取|能被录取|录得上|能上岸|能拿到offer|会成功|会好吗|没事吧/iu;
const asksMyPart = /\bshould I (?:take|be|go|stay|visit|fly)\b|\bday off\b|연차|옆에 있|휴가|请假|陪(?:她|他|着)|nên làm gì|xin nghỉ|có nên về/iu;

const enKin = '(?:(?:best|little|older|younger|big)\\s+)?(?:friend|sister|brother|son|daughter|mom|mum|mother|dad|father|husband|wife|boyfriend|girlfriend|partner|cousin|kid|grandma|grandpa|roommate|nephew|niece)';
const enEvents = '(?:[\\w-]+\\s+){0,3}?(?:exams?|test|interview|audition|surgery|operation|match|game|race|competition|recital|finals|admissions?|applications?|results|tryouts?)';
const enTheirEventOwn = new RegExp(`\\b(?:my|our)\\s+(${enKin})(?:'s|’s)\\s+(${enEvents})\\b`, 'iu');
const enTheirEventHas = new RegExp(`\\b(?:my|our)\\s+(${enKin})\\s+(?:has|takes|is taking|will take|sits|is sitting|is having|will have|goes in for|is going in for)\\s+(?:a|an|his|her|their|the)\\s+(${enEvents})\\b`, 'iu');
const enSum = '(?:[$€£]\\s?[\\d,.]+k?|[\\d,.]+\\s*(?:k|dollars|bucks|euros|pounds|grand)|money|some money|the money|cash)';
const enLendTo = new RegExp(`\\b(?:should|can|could|do|shall)\\s+I\\s+(?:really\\s+)?(?:lend|loan)\\s+(my\\s+(?:[\\w-]+\\s+)?${enKin.replace('(?:(?:best|little|older|younger|big)\\s+)?', '')}|him|her|them|[A-Z][a-z]+)\\s+(${enSum})`, 'iu');
const enLendSum = new RegExp(`\\b(?:lend|loan)(?:ing)?\\s+(${enSum})\\s+to\\s+(my\\s+(?:[\\w-]+\\s+)?[\\w-]+|him|her|them|[A-Z][a-z]+)`, 'iu');

// Round 16: the money asked OF the visitor ("my cousin wants to borrow $2000", "asked me to lend him 500 bucks"): money leaving
// the visitor's hands, the same question as "should I lend", never a loan of the visitor's own.
const enAskedToLend = new RegExp(`\\b(my\\s+(?:[\\w-]+\\s+)?${enKin.replace('(?:(?:best|little|older|younger|big)\\s+)?', '')}|[A-Z][a-z]+|he|she)\\s+(?:wants|wanted|asked|asks|is\\s+asking|keeps\\s+asking)\\s+(?:me\\s+)?(?:if\\s+(?:he|she|they)\\s+(?:can|could)\\s+|to\\s+)?(?:borrow|lend\\s+(?:him|her|them))\\s+(${enSum})`, 'iu');

/** "my" said back as "your"; an object pronoun as written. */
const yours = (text: string): string => text.replace(/\bmy\b/giu, 'your').replace(/\bmine\b/giu, 'yours');

const en: Readonly<Record<QuestionShapeKind, QuestionReader>> = {
  theirEvent: (q) => {
    const found = enTheirEventOwn.exec(q) ?? enTheirEventHas.exec(q);
    if (!found?.[1] || !found[2]) return null;
    return { who: `your ${found[1].toLowerCase()}`, event: found[2].toLowerCase(), eventKind: kindOf(found[2]) };
  },
  lend: (q) => {
    const to = enLendTo.exec(q);
    if (to?.[1] && to[2]) return { who: yours(to[1]), amount: to[2].replace(/^(?:some |the )/u, '') };
    const sum = enLendSum.exec(q);
    if (sum?.[1] && sum[2]) return { who: yours(sum[2]), amount: sum[1].replace(/^(?:some |the )/u, '') };
    const asked = enAskedToLend.exec(q);
    return asked?.[1] && asked[2] ? { who: /^(?:he|she)$/iu.test(asked[1]) ? asked[1].toLowerCase() : yours(asked[1]), amount: asked[2].replace(/^(?:some |the )/u, '') } : null;
  },
  inTime: (q) => {
    const found = /\b(?:will|can|could|am)\s+I\s+(?:going to\s+|ever\s+|really\s+|be able to\s+)?((?:finish|complete|submit|hand in|be done with|catch|write|get through)\b[^,.?!]{2,40}?)\s+(?:in time|on time|before (?:the\s+|my\s+)?deadline|by the deadline)\b/iu.exec(q);
    if (found?.[1]) return { task: yours(found[1]) };
    const makeIt = /\bmake it (?:in time|on time) (?:for|to)\s+((?:my|the|our)\s+[^,.?!]{2,30}?)(?=\s*[,.?!]|$)/iu.exec(q);
    return makeIt?.[1] ? { task: `make it to ${yours(makeIt[1])}` } : null;
  },
  when: (q) => {
    const found = /\b(?:should I|shall I|do I|is it better to)\s+([a-z]+\s+[^,.?!]{1,40}?)\s+(?:now|right now|right away|this (?:year|month|week))\s*,?\s+or\s+(wait(?:\s+(?:until|till|for)\s+[^,.?!]{2,40}?)?|(?:next|after)\s+[^,.?!]{2,30}?)\s*(?=[,.?!]|$)/iu.exec(q);
    if (!found?.[1] || !found[2]) return null;
    const later = found[2].startsWith('wait') ? found[2] : `wait until ${found[2]}`;
    return { now: yours(found[1]), later: yours(later) };
  },
};

const viKin = '(?:bạn thân|bạn trai|bạn gái|mẹ|bố|ba|má|anh trai|chị gái|em gái|em trai|chồng|vợ|người yêu|con trai|con gái|cháu|ông|bà|bạn(?=\\s+(?:của\\s+)?(?:em|mình|tôi|tớ)(?![\\p{L}])))';
const viTheirEvent = new RegExp(`(?<![\\p{L}])(${viKin})(?:\\s+(?:của\\s+)?(?:em|mình|tôi|tớ)(?![\\p{L}]))?\\s+(?:sắp\\s+|sẽ\\s+|chuẩn bị\\s+|đang\\s+|phải\\s+|đi\\s+)?(thi(?:\\s+[^,.?!\\s]+){0,3}?|phỏng vấn(?:\\s+xin việc)?|xét tuyển(?:\\s+[^,.?!\\s]+){0,2}?|nộp hồ sơ(?:\\s+[^,.?!\\s]+){0,2}?|mổ(?:\\s+[^,.?!\\s]+){0,2}?|phẫu thuật(?:\\s+[^,.?!\\s]+){0,2}?|thi đấu)(?=\\s+(?:tuần|tháng|ngày|mai|thứ|chủ nhật|sáng|chiều|tối|năm|vào|rồi|có|liệu|không|hôm|sắp|nay)(?![\\p{L}])|\\s*[,.?!]|$)`, 'iu');

const vi: Readonly<Record<QuestionShapeKind, QuestionReader>> = {
  theirEvent: (q) => {
    const found = viTheirEvent.exec(q);
    if (!found?.[1] || !found[2]) return null;
    return { who: found[1].toLowerCase(), event: found[2], eventKind: kindOf(found[2]) };
  },
  lend: (q) => {
    const found = /(?<![\p{L}])cho\s+((?:[^\s,.?!]+\s+){0,2}?[^\s,.?!]+)\s+(?:vay|mượn)(?:\s+tiền)?(?:\s+([\d.,]+\s*(?:triệu|tr|nghìn|ngàn|k|củ|tỷ)(?![\p{L}])))?/iu.exec(q);
    const who = found?.[1]?.toLowerCase();
    if (who && !/^(?:em|mình|tôi|tớ|tiền)$/u.test(who) && isNounPhrase(who, 'vi')) return { who, amount: found?.[2] ?? null };
    // Round 16: the money asked of the visitor ("bạn thân hỏi mượn em 10 triệu"): money leaving the visitor's hands.
    const asked = /(?<![\p{L}])((?:[^\s,.?!]+\s+){0,2}?[^\s,.?!]+)\s+(?:hỏi\s+|xin\s+|muốn\s+)?(?:mượn|vay)\s+(?:em|mình|tôi|tớ)(?:\s+([\d.,]+\s*(?:triệu|tr|nghìn|ngàn|k|củ|tỷ)(?![\p{L}])))?/iu.exec(q);
    const lender = asked?.[1]?.toLowerCase();
    // A relative named with a kin word ("em họ", "anh rể") is a person, though its first word is also a pronoun.
    const relative = lender !== undefined && /^(?:anh|chị|em|cô|chú|bác)\s+(?:họ|gái|trai|rể|dâu|ruột)$/u.test(lender);
    if (!lender || /^(?:em|mình|tôi|tớ|tiền)$/u.test(lender) || (!relative && !isNounPhrase(lender, 'vi'))) return null;
    return { who: lender, amount: asked?.[2] ?? null };
  },
  inTime: (q) => {
    const found = /((?:làm xong|hoàn thành|nộp|viết xong|chạy xong|hoàn thiện)\s+[^,.?!]{2,30}?)\s+(?:kịp|đúng hạn|trước hạn|trước deadline)(?![\p{L}])/iu.exec(q)
      ?? /(?<![\p{L}])kịp\s+((?:làm xong|hoàn thành|nộp|viết xong|chạy xong|hoàn thiện)\s+[^,.?!]{2,30}?)(?=\s+(?:trước|không|ko|ạ|vào|hông)(?![\p{L}])|\s*[,.?!]|$)/iu.exec(q);
    return found?.[1] ? { task: found[1] } : null;
  },
  when: (q) => {
    const found = /(?<![\p{L}])((?:mua|thuê|bán|chuyển|đổi|nghỉ|cưới|ký|học|mở|đầu tư)(?:\s+[^,.?!\s]+){0,5}?)\s+(?:bây giờ|luôn|ngay|lúc này|ngay bây giờ|năm nay)\s+hay\s+((?:đợi|chờ|để)\s+[^,.?!]{2,30}?)(?=\s*(?:[,.?!]|$)|\s+(?:thì|ạ|nhỉ|nhé|hơn|mới)(?![\p{L}]))/iu.exec(q);
    return found?.[1] && found[2] ? { now: found[1], later: found[2] } : null;
  },
};

const koKin = '(?:친구|엄마|아빠|어머니|아버지|동생|언니|오빠|누나|형|남편|아내|남친|여친|남자친구|여자친구|아들|딸|할머니|할아버지|조카)';
const koTheirEvent = new RegExp(`(${koKin})(?:가|이|께서|도|의)?\\s+([^,.?!]{0,15}?\\s)?((?:운전면허\\s*|자격증\\s*)?(?:수능|시험|면접|수술|오디션|시합|경기|대회|입시|합격 발표|결과 발표))`, 'u');

const ko: Readonly<Record<QuestionShapeKind, QuestionReader>> = {
  theirEvent: (q) => {
    const found = koTheirEvent.exec(q);
    // "엄마가 제 면접을 걱정해요" is my own event: a gap that names me is not someone else's event.
    if (!found?.[1] || !found[3] || /(?:^|\s)(?:제|내|저의|나의|저|나)(?:\s|$)/u.test(found[2] ?? '')) return null;
    return { who: found[1], event: found[3], eventKind: kindOf(found[3]) };
  },
  lend: (q) => {
    const found = /([가-힣]+)(?:한테|에게|께)\s+(?:[^,.?!]{0,10}?\s)?(\d[\d,]*\s*(?:만\s*원|원|만원)|[일이삼사오육칠팔구십백천만]+\s*(?:만\s*)?원|돈)(?:을|를|이라도)?\s*(?:좀\s*)?빌려\s*(?:줘도|줄까|줘야|주는 게|주면|드려도|드릴까|드려야)/u.exec(q);
    if (found?.[1] && found[2] && isNounPhrase(found[1], 'ko')) return { who: found[1], amount: found[2] };
    // Round 11: the amount before the verb, asked of the visitor ("친구가 300만 원만 빌려 달라는데"): money leaving my hands.
    const asked = /(?:^|\s)((?:[가-힣]+\s)?[가-힣]+?)(?:가|이|께서)\s+(?:[^,.?!]{0,10}?\s)?(\d[\d,]*\s*(?:만\s*원|원|만원)|[일이삼사오육칠팔구십백천만]+\s*(?:만\s*)?원)(?:만|을|를|이라도|정도)?\s*(?:좀\s*|만\s*)?빌려\s*(?:달라|주라|줄 수 있냐|줄래)/u.exec(q);
    const who = asked?.[1]?.replace(/^(?:제|내|우리)\s/u, '');
    if (!asked?.[2] || !who || /^(?:제|내|저|나)$/u.test(who) || !isNounPhrase(who, 'ko')) return null;
    return { who, amount: asked[2] };
  },
  inTime: (q) => {
    const found = /(?:안에|전에|내에|까지|제때|제시간에)\s+([가-힣A-Za-z0-9]+(?:\s+[가-힣A-Za-z0-9]+)?)(?:을|를)?\s*(?:다\s*)?(?:끝낼|마칠|제출할|완성할|끝마칠|마무리할)\s*수\s*있을까/u.exec(q);
    const task = found?.[1]?.replace(/(?:을|를)$/u, '');
    return task && isNounPhrase(task, 'ko') ? { task } : null;
  },
  when: (q) => {
    if (!/지금/u.test(q)) return null;
    const found = /(?:아니면|말고|vs)\s*([^,.?!\s][^,.?!]{0,18}?(?:까지|때까지))\s*(?:기다릴까|기다려야|기다리는 게|기다렸다가|기다려서)/u.exec(q);
    return found?.[1] ? { later: found[1] } : null;
  },
};

const zhKin = '(?:好朋友|朋友|闺蜜|妈妈|我妈|爸爸|我爸|老公|老婆|男朋友|女朋友|男友|女友|弟弟|妹妹|哥哥|姐姐|孩子|儿子|女儿|同学|室友|奶奶|爷爷|外婆|外公)';
const zhTheirEvent = new RegExp(`(?:我)?(${zhKin})(?:的)?(?:下周|明天|下个月|今天|周[一二三四五六日末]|这周|后天|月底|马上|过几天)?(?:要|去|在|就要|准备)?(考[\\u4e00-\\u9fff]{1,4}?|面试|申请(?:的)?[\\u4e00-\\u9fff]{0,4}?|做手术|手术|开刀|比赛|高考|中考|考研|考试)(?=[，,。？?！!]|了|能|会|吗|呢|顺利|下|出结果|结果|的结果|$)`, 'u');

/** A Chinese kin word said to the visitor ("我妈" → "你妈妈", "朋友" → "你朋友"). */
function zhYours(word: string): string {
  if (word === '我妈') return '你妈妈';
  if (word === '我爸') return '你爸爸';
  return `你${word}`;
}

const zh: Readonly<Record<QuestionShapeKind, QuestionReader>> = {
  theirEvent: (q) => {
    const found = zhTheirEvent.exec(q);
    if (!found?.[1] || !found[2]) return null;
    return { who: zhYours(found[1]), event: found[2], eventKind: kindOf(found[2]) };
  },
  lend: (q) => {
    const found = /借(?:钱)?给([\u4e00-\u9fff]{1,4}?)(?:([\d,]+(?:块钱?|元|万|千)?|[一二三四五六七八九十两百千万]+(?:块钱?|元|万))|(?=[，,。？?！!吗呢]|$))/u.exec(q);
    if (found?.[1] && isNounPhrase(found[1], 'zh') && !/我/u.test(found[1])) return { who: found[1], amount: found[2] ?? null };
    // Round 16: the money asked of the visitor ("同事找我借五千块"): money leaving the visitor's hands, not a contact.
    const asked = /([\u4e00-\u9fff]{1,4}?)(?:找我|跟我|向我|问我)借(?:钱)?(?:了)?([\d,]+(?:块钱?|元|万|千)?|[一二三四五六七八九十两百千万]+(?:块钱?|元|万))?/u.exec(q);
    const who = asked?.[1]?.replace(/^我/u, '');
    if (!who || !isNounPhrase(who, 'zh') || /我/u.test(who)) return null;
    return { who, amount: asked?.[2] ?? null };
  },
  inTime: (q) => {
    if (!/来得及|赶得上|按时|准时|截止|之前|以前|前/u.test(q)) return null;
    const found = /((?:写完|做完|完成|交上|交完|赶完|改完|读完|复习完|做好)[\u4e00-\u9fff]{1,8}?)(?=吗|呢|来得及|赶得上|[，,。？?！!]|$)/u.exec(q);
    return found?.[1] ? { task: found[1] } : null;
  },
  when: (q) => {
    const found = /现在(?:就)?([\u4e00-\u9fff]{1,4}?)还是等(?:到)?([\u4e00-\u9fff0-9]{2,8}?)(?:再[\u4e00-\u9fff]{0,2})?(?=[？?，,。！!]|$|好|呢|比较)/u.exec(q);
    return found?.[1] && found[2] ? { now: found[1], later: found[2] } : null;
  },
};

const readers: Readonly<Record<ContentLanguage, Readonly<Record<QuestionShapeKind, QuestionReader>>>> = { en, vi, ko, zh };
const theirEventAsked = (question: string): boolean => asksTheirOutcome.test(question) && !asksMyPart.test(question);

/** Reads one question shape's slots in a language, or null when its grammar is not sure. */
export function readQuestionShape(question: string, language: ContentLanguage, kind: QuestionShapeKind): QuestionSlots | null {
  if (kind === 'theirEvent' && !theirEventAsked(question)) return null;
  const found = readers[language][kind](question);
  return found === null ? null : { ...empty, ...found };
}
