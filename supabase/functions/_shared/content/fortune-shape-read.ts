/**
 * Shape-level reading of a fortune question (issue 13, round 10). Three shapes come back in every blind set, whatever
 * the topic: a plan not made yet ("should I buy / lease / rent / adopt / sign X?"), the direction of contact and of an
 * ask ("can I text my ex?" against "my ex texted me"; "if I ask her to dinner, will she say yes?" against "he asked me
 * out, should I go?") and "quit X to do Y". Each is recognised from surface grammar (a modal or a plan verb before the
 * act, who is the subject and who the object of the contact verb, "quit … to / để / 그만두고 / 辞职去") and its slots
 * are read as whole phrases (a noun phrase the noun-phrase check accepts, or a clause cut at punctuation).
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { isNounPhrase } from './chat-noun-phrase.ts';
import { asksAFear } from './fortune-evidence.ts';
import type { PlanAct } from './data/fortune/fortune-shape-lines.ts';
import { readQuestionShape, type QuestionShapeKind, type QuestionSlots } from './fortune-shape-questions.ts';

/** The shapes read. */
export type FortuneShapeKind = BaseShapeKind | QuestionShapeKind;
type BaseShapeKind = 'plan' | 'reachOut' | 'theyReached' | 'askOut' | 'askedOut' | 'quitFor';

/** What a shape reading found: the shape and its slots, said back in the reading's language. */
export interface FortuneShape {
  kind: FortuneShapeKind;
  /** The plan's act (buy, lease, rent, adopt, sign), or null. */
  act: PlanAct | null;
  /** The plan's thing with its act ("leasing a new car", "mua xe máy mới", "강아지 입양", "买电动车"), or null. */
  thing: string | null;
  /** What the plan is set against ("fixing your old one"), or null. */
  alt: string | null;
  /** Whether the plan is paid in instalments. */
  instalment: boolean;
  /** Whether the question names a time for it (this year, năm nay, 올해, 今年…). */
  timeGiven: boolean;
  /** The other person as a subject ("your ex", "선배", "喜欢的女生"), or null. */
  who: string | null;
  /** The other person as an object (English "her" / "him"), or null. */
  whom: string | null;
  /** Whether the other person is an ex. */
  ex: boolean;
  /** The activity asked ("dinner", "đi xem phim", "밥", "看展"), or null. */
  what: string | null;
  /** What the visitor quits for ("open a small bakery", "học làm bánh", "유튜브", "学画画"), or null. */
  goal: string | null;
  /** What the visitor quits ("your office job", "ngân hàng", "회사"), or null. */
  from: string | null;
  /** The goal's kind: learning something, starting something of one's own, or another. */
  goalKind: 'learn' | 'start' | 'other';
  /** Whether the visitor fears what the step brings back (old wounds, a fear the evidence reader knows). */
  fear: boolean;
  /** Whether the visitor asks about meeting or going (not only replying). */
  meet: boolean;
  /** Who pushes the visitor toward the plan ("your sister", "bố mẹ", "엄마", "朋友"), or null when it is the visitor's own idea. */
  pusher: string | null;
  /** The year the visitor named ("this year", "năm nay", "올해", "今年"), said back as written, or null. */
  year: string | null;
  /** Who is against the plan or the quit ("your parents", "gia đình", "부모님", "家里人"), or null. */
  against: string | null;
  /** The slots of a question shape (whether I lend, now or later, in time, someone else's event), or null. */
  question: QuestionSlots | null;
}

const timeWords = /\b(?:this|next) (?:year|spring|summer|autumn|fall|winter|month|week)\b|\bright (?:year|time|moment)\b|\bgood time\b|năm nay|năm sau|tháng này|tuần này|thời điểm|올해|내년|이번 달|이번 주|시기|타이밍|今年|明年|这个月|这周|时机/iu;
const instalmentWords = /\binstal(?:l)?ments?\b|\bfinanc(?:e|ing)\b|trả góp|할부|分期/iu;
const exWords = /\bex(?:-\w+)?\b|người yêu cũ|ny cũ|bạn trai cũ|bạn gái cũ|người cũ|헤어진 (?:남자친구|여자친구|연인|애인)|전\s?남친|전\s?여친|전\s?애인|전 남자친구|전 여자친구|前任|前男友|前女友/iu;
const meetWords = /\b(?:go|meet|see (?:him|her|them))\b|gặp|đi không|만나|가도|나가도|见面|去吗|要不要去|该不该去/iu;
/** Things bought as an investment (gold, shares, coins): the invest reading weighs them, not a purchase's budget. */
const investThings = /\b(?:gold|stocks?|shares|crypto|bitcoin|index funds?|bonds?)\b|vàng|cổ phiếu|chứng khoán|tiền ảo|(?<![가-힣])금(?![가-힣])|주식|코인|펀드|黄金|股票|基金|比特币|债券/iu;
const pastPlan = /\bI (?:already |just )?(?:bought|leased|rented|adopted|signed)\b|đã (?:mua|thuê|ký|nhận nuôi)|(?:샀|계약했|입양했)|已经(?:买|租|签|领养)|买了/iu;

type Reader = (question: string) => Partial<FortuneShape> | null;

const enActs: Readonly<Record<string, PlanAct>> = { buy: 'buy', buying: 'buy', lease: 'lease', leasing: 'lease', rent: 'rent', renting: 'rent', adopt: 'adopt', adopting: 'adopt', sign: 'sign', signing: 'sign', finance: 'buy', financing: 'buy' };
const enGerunds: Readonly<Record<PlanAct, string>> = { buy: 'buying', lease: 'leasing', rent: 'renting', adopt: 'adopting', sign: 'signing' };

/** An English noun phrase cut at the first word that opens an adjunct ("a new car this spring" → "a new car"). */
function enThing(span: string): string | null {
  const cut = span.replace(/\s+(?:this|next|now|before|instead|or|so|because|if|when|on|with|for|in|at|from|and|right|soon|today|tomorrow|is|was|will|would|even|yet|already|to|near|close|by|behind|beside|around)\b.*$/iu, '').trim();
  // "one of her neighbor's kittens" is whole when what follows "one of" is a noun phrase.
  const partOf = /^one of\s+(.+)$/iu.exec(cut)?.[1];
  if (partOf !== undefined) return isNounPhrase(partOf, 'en') ? `one of ${partOf.replace(/^my\b/iu, 'your')}` : null;
  if (/^(?:up|off|out|in|it|one|something)\b/iu.test(cut) || !isNounPhrase(cut, 'en')) return null;
  return cut.replace(/^my\b/iu, 'your');
}

/** Someone who pushes an English plan ("my sister keeps begging me to adopt …"): the pusher, the act and the span after it. */
const enPushed = /\b((?:my|our)\s+(?:(?:older|younger|little|big|best)\s+)?(?:sister|brother|mom|mum|dad|mother|father|parents|family|wife|husband|partner|boyfriend|girlfriend|friends?|boss|kids?|son|daughter|grandma|grandpa|aunt|uncle|cousin|roommate|in-laws))\s+(?:(?:keeps?|kept|has been|have been|is|are|really|always|won't stop)\s+)*(?:begging|asking|telling|pushing|pressuring|nagging|urging|encouraging|wants?|wanting|wanted)\s+(?:me\s+)?(?:to\s+)?(buy|lease|rent|adopt|sign|finance)\s+([^,.?!]{2,60})/iu;

/** People an English contact or ask names ("my old roommate", "a coworker"), as one alternation. */
const enPeople = '(?:(?:[Mm]y|[Aa]|[Tt]he|[Tt]his)\\s+(?:(?:old|former|best|new|close|cute)\\s+)?(?:ex(?:-\\w+)?|roommate|friend|boss|coworker|co-worker|colleague|neighbou?r|crush|sister|brother|mom|mum|dad|mother|father|cousin|teacher|classmate|girlfriend|boyfriend|partner|manager|landlord|guy|girl|senior|junior)|[Hh]e|[Ss]he|[Tt]hey|him|her|them|[A-Z][a-z]+)';

/** The English contact and ask patterns, built once. */
const enTheyReached = new RegExp(`\\b(${enPeople})\\s+(?:just\\s+|suddenly\\s+|finally\\s+|randomly\\s+)?(?:texted|messaged|called|dm'?d|contacted|wrote to|emailed|reached out(?: to)?)(?:\\s+me\\b|(?=\\s*[,.?!]|$))`, 'u');
const enReachOut = new RegExp(`\\b(?:[Ii]f I|[Ss]hould I|[Cc]an I|[Cc]ould I|[Dd]o I|[Ii]s it (?:ok(?:ay)?|weird|bad|wise|a good idea)(?: if I| to)|I want to|I'm thinking (?:about|of)|[Tt]hinking (?:about|of))\\s+(?:finally\\s+|just\\s+|first\\s+)?(?:text(?:ing)?|call(?:ing)?|messag(?:e|ing)|dm(?:ing)?|contact(?:ing)?|reach(?:ing)? out to|writ(?:e|ing) to|email(?:ing)?)\\s+(${enPeople})`, 'u');
const enAskedOut = new RegExp(`\\b(${enPeople})\\s+(?:just\\s+)?(?:asked me out|asked me (?:to|for) (?:go|come|join|dinner|lunch|drinks|coffee|a date|a movie|the movies|a party|the party|prom|a concert|the concert)|invited me (?:to|for|out)|wants to take me)\\b`, 'u');
const enAskOut = new RegExp(`\\b(?:[Ii]f I|[Ss]hould I|[Cc]an I|[Cc]ould I|[Ww]hen I|I want to|I'm going to)\\s+ask\\s+(${enPeople})\\s+(?:out\\b(?:\\s+(?:to|for)\\s+([^,.?!]{2,30}?))?|to\\s+([^,.?!]{2,30}?))(?=\\s*[,.?!]|\\s+(?:will|would|on|this|next|tonight|tomorrow|after|sometime)\\b|$)`, 'u');

/** English pronouns as a subject and an object; a name or "your X" stays as written. */
function enPerson(raw: string): { who: string; whom: string } {
  const word = raw.trim();
  const lower = word.toLowerCase();
  if (lower === 'her' || lower === 'she') return { who: 'she', whom: 'her' };
  if (lower === 'him' || lower === 'he') return { who: 'he', whom: 'him' };
  if (lower === 'them' || lower === 'they') return { who: 'the other person', whom: 'them' };
  const said = word.replace(/^(?:my|a|an|the|this)\s+/iu, 'your ');
  return { who: said, whom: said };
}

const en: Readonly<Record<BaseShapeKind, Reader>> = {
  quitFor: (q) => {
    const found = /\b(?:quit(?:ting)?|leav(?:e|ing)|drop(?:ping)? out of)\s+(my (?:[\w-]+\s+){0,2}?(?:job|work|position|career|company|firm|degree|program|course|studies|school)(?:\s+(?:at|in|with|for)\s+(?:the\s+|a\s+|an\s+|my\s+)?[\w-]+(?:\s+[\w-]+)?)?|work|school|college|uni(?:versity)?|the company)\s+(?:to|and)\s+([^,.?!]{3,60}?)(?=\s*[,.?!]|$)/iu.exec(q);
    if (!found?.[2]) return null;
    const goal = found[2].replace(/\s+(?:this|next) (?:year|month|spring|summer|autumn|fall|winter)$/iu, '').trim();
    if (/\b(?:I|I'm|is|are|will|should)\b/u.test(goal)) return null;
    return { goal, from: (found[1] ?? '').replace(/^my\b/iu, 'your'), goalKind: goalKindOf(goal) };
  },
  theyReached: (q) => {
    const found = enTheyReached.exec(q);
    if (!found?.[1] || /^(?:I|If|And|But|So)$/u.test(found[1])) return null;
    return enPerson(found[1]);
  },
  reachOut: (q) => {
    const found = enReachOut.exec(q);
    return found?.[1] ? enPerson(found[1]) : null;
  },
  askedOut: (q) => {
    const found = enAskedOut.exec(q);
    if (!found?.[1] || /^(?:I|If|And|But|So)$/u.test(found[1]) || !/\bshould I\b|\bgo\b|\baccept\b|\bsay yes\b/iu.test(q)) return null;
    return enPerson(found[1]);
  },
  askOut: (q) => {
    const found = enAskOut.exec(q);
    if (!found?.[1]) return null;
    const what = (found[2] ?? found[3] ?? '').replace(/^(?:go|come)\s+(?:to\s+)?/u, '').trim();
    return { ...enPerson(found[1]), what: what !== '' && isNounPhrase(what, 'en') ? what : null };
  },
  plan: (q) => {
    const pushed = enPushed.exec(q);
    const pushedAct = enActs[(pushed?.[2] ?? '').toLowerCase()];
    if (pushed && pushedAct) {
      const thing = enThing(pushed[3] ?? '');
      return { act: pushedAct, thing: thing === null ? null : `${enGerunds[pushedAct]} ${thing}`, pusher: (pushed[1] ?? '').replace(/^(?:my|our)\b/iu, 'your') };
    }
    const found = /\b(?:should I|shall I|do I|can I afford to|is it (?:smart|wise|worth it|a good idea|ok(?:ay)?) to|thinking (?:about|of)|planning (?:to|on)|want to|going to|considering|about to|plan to|hoping to)\s+(buy(?:ing)?|leas(?:e|ing)|rent(?:ing)?|adopt(?:ing)?|sign(?:ing)?|financ(?:e|ing))\s+([^,.?!]{2,60})/iu.exec(q);
    const act = enActs[(found?.[1] ?? '').toLowerCase()];
    if (!found || !act) return null;
    const thing = enThing(found[2] ?? '');
    if (act === 'sign' && thing === null) return null;
    const alt = /\binstead of\s+([^,.?!]{3,40}?)(?=\s*[,.?!]|\s+(?:is|would|will)\b|$)/iu.exec(q)?.[1]?.replace(/\bmy\b/giu, 'your') ?? null;
    return { act, thing: thing === null ? null : `${enGerunds[act]} ${thing}`, alt };
  },
};

const viActs: ReadonlyArray<readonly [RegExp, PlanAct]> = [[/^(?:mua)$/u, 'buy'], [/^(?:thuê)$/u, 'rent'], [/^(?:ký|kí)$/u, 'sign'], [/^(?:nhận nuôi|xin nuôi|nuôi)$/u, 'adopt']];
const viPeople = '(?:người yêu cũ|ny cũ|bạn trai cũ|bạn gái cũ|người cũ|bạn ấy|anh ấy|cô ấy|em ấy|chị ấy|người ấy|crush|đồng nghiệp|sếp|anh đồng nghiệp|chị đồng nghiệp)';
const viMe = '(?:em|mình|tôi|tớ)(?![\\p{L}])';
/** The Vietnamese contact and ask patterns, built once. */
const viTheyReached = new RegExp(`(${viPeople})\\s+(?:\\S+\\s+){0,2}?(?:nhắn tin|nhắn|gọi điện|gọi|liên lạc(?: lại)?|inbox|hỏi thăm)\\s+(?:lại\\s+)?(?:cho|với)?\\s*${viMe}`, 'iu');
const viReachOut = new RegExp(`(?:có nên|nên|muốn|định|nếu)\\s+(?:\\S+\\s+){0,2}?(?:chủ động\\s+)?(?:nhắn tin|nhắn|gọi điện|gọi|liên lạc(?: lại)?|inbox|hỏi thăm)\\s+(?:lại\\s+)?(?:cho|với)?\\s*(${viPeople})`, 'iu');
const viAskedOut = new RegExp(`(${viPeople})\\s+(?:\\S+\\s+)?(?:rủ|mời|hẹn|ngỏ lời mời)\\s+${viMe}`, 'iu');
const viAskedOutName = new RegExp(`(?<=\\s)(\\p{Lu}\\p{Ll}+)\\s+(?:rủ|mời|hẹn|ngỏ lời mời)\\s+${viMe}`, 'u');
const viAskOut = new RegExp(`(?:nếu|có nên|muốn|định)\\s+(?:${viMe}\\s*)?(?:rủ|mời|hẹn|ngỏ lời mời)\\s+(${viPeople})\\s+((?:đi\\s+)?[^,.?!]{2,40}?)(?=\\s*(?:thì|,|\\.|\\?|!|$|có\\s))`, 'iu');
/** Someone who wants the visitor to buy, rent, sign or adopt: the pusher, the verb and the span after it. */
const viPushed = /((?:bố mẹ|ba mẹ|cha mẹ|bố|mẹ|ba|má|chồng|vợ|anh trai|chị gái|em gái|em trai|bạn bè|bạn thân|người yêu|sếp|gia đình|cả nhà|ông bà)(?:\s+(?:em|mình|tôi|tớ)(?![\p{L}]))?)\s+(?:(?:cứ|đang|hay|rất|đều|cứ đòi)\s+)*(?:muốn|bảo|khuyên|giục|ép|xúi|kêu|thúc|nói)\s+(?:em|mình|tôi|tớ)\s+(?:nên\s+)?(mua|thuê|ký|kí|nhận nuôi|xin nuôi|nuôi)\s+([^,.?!]{2,60})/iu;
const viPeopleWhole = new RegExp(`^${viPeople}$`, 'iu');

/** A Vietnamese person as the reading says them: a kin or role word in lower case ("Đồng nghiệp" → "đồng nghiệp"), a name as written. */
function viWho(word: string): string {
  return viPeopleWhole.test(word) ? word.toLowerCase() : word;
}
const viTimeTail = /\s+(?:cuối tuần(?: này| sau)?|tối nay|ngày mai|mai|tuần này|tuần sau|thứ \S+(?: này)?|chủ nhật(?: này)?|hôm nay|hôm nào|dịp này|năm nay)$/iu;

const vi: Readonly<Record<BaseShapeKind, Reader>> = {
  quitFor: (q) => {
    const found = /(?:nghỉ việc|bỏ việc|nghỉ làm|thôi việc|bỏ học|nghỉ học)\s*(?:ở\s+|tại\s+)?([^,.?!]{0,25}?)\s+(?:để|rồi|mà)\s+(?:đi\s+|về\s+)?([^,.?!]{2,40}?)(?=\s*(?:[,.?!]|$|(?<![\p{L}])(?:liệu|có nên|có ổn|có được|được không|không|năm nay|thì)(?![\p{L}])))/iu.exec(q);
    if (!found?.[2]) return null;
    const from = (found[1] ?? '').trim();
    return { goal: found[2].trim(), from: from !== '' && isNounPhrase(from, 'vi') ? from : null, goalKind: goalKindOf(found[2]) };
  },
  theyReached: (q) => {
    const found = viTheyReached.exec(q);
    return found?.[1] ? { who: viWho(found[1]), whom: viWho(found[1]) } : null;
  },
  reachOut: (q) => {
    const found = viReachOut.exec(q);
    return found?.[1] ? { who: viWho(found[1]), whom: viWho(found[1]) } : null;
  },
  askedOut: (q) => {
    const found = viAskedOut.exec(q)
      ?? viAskedOutName.exec(q);
    if (!found?.[1] || !/có nên (?:đi|nhận lời|đồng ý)|nên đi không|đi không|nhận lời không/iu.test(q)) return null;
    return { who: viWho(found[1]), whom: viWho(found[1]) };
  },
  askOut: (q) => {
    const found = viAskOut.exec(q);
    if (!found?.[1]) return null;
    const what = (found[2] ?? '').replace(viTimeTail, '').trim();
    return { who: viWho(found[1]), whom: viWho(found[1]), what: what !== '' && what.split(/\s+/u).length <= 5 && !/(?<![\p{L}])(?:em|mình|không|có)(?![\p{L}])/iu.test(what) ? what : null };
  },
  plan: (q) => {
    // Someone else's wish ("bố mẹ muốn em mua …") is read first: the plan is still the visitor's, with the pusher named.
    const pushed = viPushed.exec(q);
    const found = pushed ? [pushed[0], pushed[2], pushed[3]] : /(?:có nên|nên|định|tính|muốn|dự định|đang tính|sắp|chuẩn bị)\s+(mua|thuê|ký|kí|nhận nuôi|xin nuôi|nuôi)\s+([^,.?!]{2,60})/iu.exec(q);
    const verb = (found?.[1] ?? '').toLowerCase();
    const act = viActs.find(([pattern]) => pattern.test(verb))?.[1];
    if (!found || !act) return null;
    const cut = (found[2] ?? '').replace(/\s+(?:trả góp|trả thẳng|không|ko|hông|hay|thì|vào|năm nay|tháng này|tuần này|bây giờ|lúc này|hiện tại|có|được|để|cho|với|ở|tại|liệu|nhé|ạ|à|đợt này|cuối năm|sắp tới|thay vì|mà|nhưng|em|mình)(?![\p{L}]).*$/iu, '').trim();
    const thing = isNounPhrase(cut, 'vi') ? cut : null;
    if (pushed) return { act, thing: thing === null ? null : `${verb} ${thing}`, pusher: (pushed[1] ?? '').toLowerCase() };
    if (act === 'sign' && thing === null) return null;
    const alt = /thay vì\s+([^,.?!]{3,30}?)(?=\s*[,.?!]|\s+(?:có|liệu|thì)(?![\p{L}])|$)/iu.exec(q)?.[1] ?? null;
    return { act, thing: thing === null ? null : `${verb} ${thing}`, alt };
  },
};

const koActNouns: Readonly<Record<PlanAct, string>> = { buy: '구매', lease: '리스', rent: '임대', adopt: '입양', sign: '계약' };
const koLeadAdjectives = /^(?:새|중고|작은|큰|첫|전기|소형|대형|유기|새로운)$/u;
const koNotThings = /^(?:지금|올해|이번|요즘|내년|당장|곧|빨리|먼저|그냥|이거|그거|혹시|진짜|정말|저|제가|나|내가|우리)$/u;

/** A Korean noun (with one leading adjective such as 새, 중고) just before a verb, particle stripped, or null. */
function koThingBefore(text: string): string | null {
  const words = text.trim().split(/\s+/u);
  const last = (words[words.length - 1] ?? '').replace(/(?:을|를|은|는|도)$/u, '');
  if (last === '' || koNotThings.test(last) || !koNounish(last)) return null;
  // A noun phrase of several bare nouns ("아이패드 프로", "중고 전기 자전거") is taken whole, up to three words, stopping at a
  // word with a particle or an ending, a time word or an adverb.
  const phrase = [last];
  for (let at = words.length - 2; at >= 0 && phrase.length < 3; at -= 1) {
    const word = words[at] ?? '';
    if (koLeadAdjectives.test(word)) {
      phrase.unshift(word);
      continue;
    }
    if (koNotThings.test(word) || koAdverbs.test(word) || /(?:을|를|은|는|이|가|도|에|의|로|와|과|랑|고|서|면|게|데|지|요|다|까)$/u.test(word) || !koNounish(word)) break;
    phrase.unshift(word);
  }
  return phrase.join(' ');
}

const koAdverbs = /^(?:좀|너무|또|다시|결국|계속|드디어|일단|한번|이제|벌써|많이|진짜로|차라리|아예|새로|따로|빨리)$/u;

/** People who push a Korean plan ("엄마가 … 사라고 하는데"). */
const koPusher = /(엄마|아빠|부모님|어머니|아버지|남편|아내|와이프|남친|여친|남자친구|여자친구|친구들|친구|언니|오빠|누나|형|동생|선배|팀장님|상사|사장님|가족|시어머니|할머니|할아버지|동료)(?:들)?(?:이|가|께서|도)\s/u;
const koPushVerbs: ReadonlyArray<readonly [RegExp, PlanAct]> = [
  [/(?:입양하라고|데려오라고|키우라고)/u, 'adopt'],
  [/계약하라고/u, 'sign'],
  [/리스하라고/u, 'lease'],
  [/(?:사라고|사래|사라는|구매하라고|구입하라고|장만하라고)/u, 'buy'],
];

/** A Korean plan someone else urges ("엄마가 적금 깨서 아이패드 프로 사라고 하는데"): the pusher, the act and the thing. */
function koPushedPlan(q: string): Partial<FortuneShape> | null {
  for (const [pattern, act] of koPushVerbs) {
    const read = koClauseBefore(q, pattern);
    const pusher = read ? koPusher.exec(read.clause) : null;
    if (!read || !pusher?.[1]) continue;
    const noun = koThingBefore(read.clause.slice(pusher.index + pusher[0].length));
    return { act, thing: noun === null ? null : `${noun} ${koActNouns[act]}`, pusher: pusher[1] };
  }
  return null;
}

/**
 * Whether a Korean word just before an object particle or a plan verb is a noun: the noun-phrase check, or a short word
 * with no connective or adverbial ending (강아지 ends like a verb form but sits where only a noun can).
 */
function koNounish(word: string): boolean {
  return isNounPhrase(word, 'ko') || (/^[가-힣A-Za-z0-9]{2,8}$/u.test(word) && !/(?:에|에서|고|서|면|게|는데|지만|려고|니까|다가|도록|하게|히|이)$/u.test(word));
}

/** The Korean person before 한테 / 에게 / 이 / 가, with ex words read whole. */
function koPerson(text: string): string | null {
  const ex = exWords.exec(text)?.[0];
  if (ex) return ex;
  const word = (text.trim().split(/\s+/u).pop() ?? '').replace(/(?:한테서|에게서|한테|에게|께서|께|이|가)$/u, '');
  return word !== '' && !koNotThings.test(word) && isNounPhrase(word, 'ko') ? word : null;
}

/** The clause of a question that ends where a pattern is found, with the match, or null (found once, never rescanned). */
function koClauseBefore(q: string, pattern: RegExp): { clause: string; found: RegExpExecArray } | null {
  const found = pattern.exec(q);
  if (!found) return null;
  return { clause: q.slice(0, found.index).split(/[,.?!]/u).pop() ?? '', found };
}

const koQuitAnchor = /(?:그만두고|관두고|퇴사하고|때려치우고|그만둔 뒤|퇴사 후에?|퇴사해서)/u;
const koQuitGoal = /^\s*(.+?)(?:을|를)?\s*(해\s*보고|하고|배우고|시작하고|차리고|준비하고|공부하고|도전하고|열고)\s*싶/u;
const koTheyReached = /\s*(?:한테서|에게서|한테|에게|이|가)?\s*(?:먼저\s*)?(?:연락이|문자가|카톡이|전화가|디엠이|DM이)\s*(?:왔|와서|오)/u;
const koTheyReachedVerb = /(?:이|가)\s*(?:먼저\s*)?연락(?:을)?\s*해\s*왔/u;
const koReachOut = /(?:한테|에게|께)\s*(?:먼저\s*)?(?:연락|문자|카톡|전화|디엠|DM)(?:을|를)?\s*(?:해\s*봐도|해도|할까|해\s*볼까|하면|하고 싶|하려)/u;
const koReachOutFirst = /먼저\s*(?:연락|문자|카톡|전화)(?:을|를)?\s*(?:해\s*봐도|해도|할까|해\s*볼까|하면|하고 싶|하려)/u;
const koAskedOut = /(?:이|가|께서)\s*(?:저한테|나한테|저에게|나에게)?\s*(?:같이\s*)?(?:[가-힣]+\s*)?(?:먹자고|보자고|가자고|하자고|만나자고|마시자고)\s*(?:했는데|하는데|해서|하더라|연락)/u;
const koAskOut = /(?:한테|에게|께)\s*(?:같이\s*)?(?:([가-힣]+)\s*)?(?:먹자고|보자고|가자고|하자고|만나자고|마시자고)\s*(?:하면|해도|말하면|물어보면|얘기하면|제안하면|할까|해\s*볼까)/u;

const ko: Readonly<Record<BaseShapeKind, Reader>> = {
  quitFor: (q) => {
    const anchor = koQuitAnchor.exec(q);
    if (!anchor) return null;
    const after = koQuitGoal.exec(q.slice(anchor.index + anchor[0].length));
    const goal = after?.[1]?.trim() ?? '';
    if (!after || !isNounPhrase(goal, 'ko')) return null;
    const lead = /([가-힣]+?)(?:를|을)?\s*$/u.exec(q.slice(0, anchor.index))?.[1];
    const from = lead && isNounPhrase(lead, 'ko') && !koNotThings.test(lead) ? lead : null;
    const verb = after[2] ?? '';
    return { goal, from, goalKind: /배우|공부/u.test(verb) ? 'learn' : /차리|열/u.test(verb) ? 'start' : goalKindOf(goal) };
  },
  theyReached: (q) => {
    const read = koClauseBefore(q, koTheyReached) ?? koClauseBefore(q, koTheyReachedVerb);
    if (!read) return null;
    const who = koPerson(read.clause);
    return { who: who ?? '그 사람', whom: who ?? '그 사람' };
  },
  reachOut: (q) => {
    const read = koClauseBefore(q, koReachOut) ?? koClauseBefore(q, koReachOutFirst);
    if (!read) return null;
    const who = koPerson(read.clause);
    return { who: who ?? '그 사람', whom: who ?? '그 사람' };
  },
  askedOut: (q) => {
    const read = koClauseBefore(q, koAskedOut);
    const dated = /데이트\s*신청(?:을)?\s*받/u.test(q);
    if ((!read && !dated) || !/가도|갈까|나가도|나갈까|응해도|받아도|수락/u.test(q)) return null;
    const who = read ? koPerson(read.clause) : null;
    return { who: who ?? '그 사람', whom: who ?? '그 사람' };
  },
  askOut: (q) => {
    const read = koClauseBefore(q, koAskOut);
    if (!read) return null;
    const who = koPerson(read.clause);
    const noun = read.found[1];
    const what = noun && isNounPhrase(noun, 'ko') ? noun : null;
    return { who: who ?? '그 사람', whom: who ?? '그 사람', what };
  },
  plan: (q) => {
    const pushed = koPushedPlan(q);
    if (pushed) return pushed;
    const verbs: ReadonlyArray<readonly [RegExp, PlanAct]> = [
      [/(?:입양(?:하려|할까|해도|하고 싶|을 할까|해\s*볼까|하기로)|데려오려|데려올까|데려와도)/u, 'adopt'],
      [/(?:계약(?:하려|할까|해도|하고 싶|서에 도장))/u, 'sign'],
      [/(?:리스(?:하려|할까|해도|로 타))/u, 'lease'],
      [/(?:(?:을|를|할부로|중고로)\s*(?:사려|살까|사도|사고 싶)|구입(?:하려|할까|해도)|구매(?:하려|할까|해도)|장만(?:하려|할까|해도))/u, 'buy'],
    ];
    for (const [pattern, act] of verbs) {
      const found = pattern.exec(q);
      if (!found) continue;
      const noun = koThingBefore(q.slice(0, found.index).replace(/\s*(?:할부로|중고로)\s*$/u, ''));
      if (act === 'sign' && noun === null) return null;
      return { act, thing: noun === null ? null : `${noun} ${koActNouns[act]}` };
    }
    return null;
  },
};

const zhActs: Readonly<Record<string, PlanAct>> = { 买: 'buy', 入手: 'buy', 租: 'rent', 领养: 'adopt', 收养: 'adopt', 签: 'sign' };
/** Someone who urges a Chinese plan ("朋友劝我买…", "爸妈让我租…"): the pusher, the verb and the span after it. */
const zhPushed = /(朋友们?|爸妈|父母|我妈|我爸|妈妈|爸爸|老公|老婆|男朋友|女朋友|男友|女友|同事|老板|家人|家里人|姐姐|哥哥|妹妹|弟弟|室友|闺蜜|表哥|表姐)(?:一直|总是|老是|天天|非要|都|也)*(?:劝|让|叫|催|逼|鼓励|建议)我(?:赶紧|快点|去|也)*(买|入手|租|领养|收养|签)(?:[一两]?[个辆台只套部份间条张])?([\u4e00-\u9fff]{1,10})/u;
/** Time words and adverbs that sit between a Chinese person and their verb ("男生昨晚突然约我"): never part of the person. */
const zhBetween = '(?:昨晚|昨天|今天|今晚|刚刚|刚才|前几天|上周|最近|突然|又|主动|居然|竟然|终于)*';
const zhTimeWords = /^(?:周末|明天|今晚|今天|这周|下周|周[一二三四五六日末]|星期[一二三四五六日天]|晚上|下班后)/u;

/** A Chinese thing cut before the first verb or question word that follows it ("电动车上班用" → "电动车"). */
function zhThing(span: string): string | null {
  const cut = span.replace(/(?<=.{2})(?:上班|通勤|用|给|送|来|去|回|做|当|养|住|开|的话|吗|呢|好|合适|划算|值得|比较|现在|今年|明年|还是|呀|吧|啊|了).*$/u, '');
  return isNounPhrase(cut, 'zh') ? cut : null;
}

const zhAskedOut = new RegExp(`([\\u4e00-\\u9fff]{1,8}?)${zhBetween}(?:约我|请我(?:吃饭|喝)|邀请我|叫我(?:一起)?去)`, 'u');

const zh: Readonly<Record<BaseShapeKind, Reader>> = {
  quitFor: (q) => {
    const found = /(?:辞职|辞掉([\u4e00-\u9fff]{0,8}?的)?工作|离职|裸辞|退学)了?[，,]?\s*(?:然后)?(?:去|来|专心|全职)([\u4e00-\u9fff]{2,10}?)(?=[，。？！,.?!\s]|$|今年|明年|吗|呢|好不好|可以|行不行|合适|是不是|怎么样)/u.exec(q);
    if (!found?.[2]) return null;
    // "辞掉银行的工作" keeps its whole phrase ("银行的工作"); "辞掉现在的工作" names no place to say back.
    const from = found[1] && found[1] !== '现在的' && isNounPhrase(`${found[1]}工作`, 'zh') ? `${found[1]}工作` : null;
    return { goal: found[2], from, goalKind: goalKindOf(found[2]) };
  },
  theyReached: (q) => {
    const found = /(前任|前男友|前女友|他|她|[\u4e00-\u9fff]{2,4}?)(?:突然|又|昨天|今天|刚刚|最近|主动)*(?:给我)?(?:发(?:了)?(?:消息|微信|信息)|打(?:了)?电话|联系(?:了)?我|找(?:了)?我)/u.exec(q);
    if (!found?.[1] || /我/u.test(found[1]) || /(?:要不要|该不该|可以|想|能不能)$/u.test(q.slice(0, found.index))) return null;
    const who = exWords.exec(found[1])?.[0] ?? (/^[他她]$/u.test(found[1]) ? found[1] : zhPerson(found[1]));
    return { who, whom: who };
  },
  reachOut: (q) => {
    const found = /(?:要不要|该不该|可不可以|能不能|可以|想|应不应该|应该|打算)(?:主动)?(?:去)?(?:联系|找|给)(前任|前男友|前女友|他|她)/u.exec(q);
    return found?.[1] ? { who: found[1], whom: found[1] } : null;
  },
  askedOut: (q) => {
    const found = zhAskedOut.exec(q);
    if (!found?.[1] || /我/u.test(found[1]) || !/要不要去|该不该去|去不去|要不要答应|该不该答应|应不应该去|可以去吗/u.test(q)) return null;
    const who = zhPerson(found[1]);
    return { who, whom: who };
  },
  askOut: (q) => {
    const found = /约([\u4e00-\u9fff]{1,8}?)(?:周末|明天|今晚|今天|这周|下周|周[一二三四五六日末]|星期.|晚上)?(?:一起)?(?:去|出来)([\u4e00-\u9fff]{1,8}?)(?=[，,。？?！!]|的话)/u.exec(q);
    if (!found?.[1] || !/会(?:不会)?答应|会同意|会来|会不会来|能答应|肯不肯|愿不愿意|会不会去/u.test(q)) return null;
    const who = zhPerson(found[1].replace(zhTimeWords, ''));
    const what = found[2] && isNounPhrase(found[2], 'zh') ? found[2] : found[2] && found[2].length <= 4 && !/[我你吗呢了]/u.test(found[2]) ? found[2] : null;
    return { who, whom: who, what };
  },
  plan: (q) => {
    const pushed = zhPushed.exec(q);
    const pushedAct = zhActs[pushed?.[2] ?? ''];
    if (pushed && pushedAct) {
      const thing = zhThing(pushed[3] ?? '');
      const said = (pushed[1] ?? '').replace(/^我(?=[妈爸])/u, '你').replace(/^你妈$/u, '你妈妈').replace(/^你爸$/u, '你爸爸');
      return { act: pushedAct, thing: thing === null ? null : `${pushed[2] ?? ''}${thing}`, pusher: said };
    }
    const found = /(?:想|打算|准备|要不要|该不该|考虑|计划|能不能|可不可以|适不适合)(?:分期|全款)?(买|入手|租|领养|收养|签)(?:[一两]?[个辆台只套部份间条张])?([\u4e00-\u9fff]{1,10})/u.exec(q);
    const act = zhActs[found?.[1] ?? ''];
    if (!found || !act) return null;
    const thing = zhThing(found[2] ?? '');
    if (act === 'sign' && thing === null) return null;
    return { act, thing: thing === null ? null : `${found[1] ?? ''}${thing}` };
  },
};

/** A Chinese person phrase, or 对方 when it is not a clean noun phrase. */
function zhPerson(text: string): string {
  const cut = text.replace(zhTimeWords, '');
  return isNounPhrase(cut, 'zh') && cut.length >= 2 ? cut : '对方';
}

/** Who the visitor says is against it, per language, with the words said back to the visitor. */
const againstPatterns: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(my (?:parents|family|wife|husband|partner|mom|mum|dad|boyfriend|girlfriend|friends))\s+(?:are|is)\s+(?:all\s+)?(?:against it|against the idea|against this|not on board|opposed)/iu,
  vi: /(bố mẹ|ba mẹ|gia đình|cả nhà|người yêu|chồng|vợ)(?:\s+(?:em|mình))?\s+(?:đều\s+|cứ\s+)?(?:phản đối|can ngăn|không đồng ý|không ủng hộ|cản)/iu,
  ko: /(부모님|가족|엄마|아빠|남편|아내|여친|남친|주변)(?:이|가|께서|은|는|도)?\s*(?:다\s*|모두\s*)?(?:반대|말려|말리)/u,
  zh: /(家里人|家人|爸妈|父母|我妈|我爸|老公|老婆|男朋友|女朋友|朋友们?)(?:都|也|一直)*(?:反对|不同意|不支持|不赞成)/u,
};

/** Who is against the plan, said to the visitor ("my parents" → "your parents", "我妈" → "你妈妈"), or null. */
function againstOf(question: string, language: ContentLanguage): string | null {
  const word = againstPatterns[language].exec(question)?.[1];
  if (!word) return null;
  if (language === 'en') return word.replace(/^my\b/iu, 'your');
  if (language === 'vi') return word.toLowerCase();
  if (language === 'zh') return word === '我妈' ? '你妈妈' : word === '我爸' ? '你爸爸' : word;
  return word;
}

/** Whether a goal is learning something or starting something of one's own. */
function goalKindOf(goal: string): 'learn' | 'start' | 'other' {
  if (/\b(?:learn|study|train|take (?:a )?courses?)\b|^(?:đi\s+)?học|(?<![\p{L}])học(?![\p{L}])|배우|공부|^学|^读|^考|读书|上学|进修|留学|念书/iu.test(goal)) return 'learn';
  if (/\b(?:open|start|launch|run|found)\b|mở|khởi nghiệp|kinh doanh|buôn bán|창업|가게|카페|^开|创业|做生意|摆摊/iu.test(goal)) return 'start';
  return 'other';
}

const readers: Readonly<Record<ContentLanguage, Readonly<Record<BaseShapeKind, Reader>>>> = { en, vi, ko, zh };
/**
 * The order shapes are tried in: a quit, then the question shapes (someone else's event, whether I lend, in time, now or
 * later), then the narrower reading of a contact or an ask before the wider one, a plan last.
 */
const order: readonly FortuneShapeKind[] = ['quitFor', 'theirEvent', 'lend', 'inTime', 'when', 'theyReached', 'askedOut', 'reachOut', 'askOut', 'plan'];
const isQuestionKind = (kind: FortuneShapeKind): kind is QuestionShapeKind => kind === 'theirEvent' || kind === 'lend' || kind === 'inTime' || kind === 'when';

/** Reads a question's shape and slots in the reading's language, or null when no shape is sure. */
export function readFortuneShape(question: string, language: ContentLanguage): FortuneShape | null {
  for (const kind of order) {
    if (kind === 'plan' && (pastPlan.test(question) || investThings.test(question))) continue;
    const slots = isQuestionKind(kind) ? readQuestionShape(question, language, kind) : null;
    const found = isQuestionKind(kind) ? (slots === null ? null : {}) : readers[language][kind](question);
    if (found === null) continue;
    return {
      kind,
      act: found.act ?? null,
      thing: found.thing ?? null,
      alt: found.alt ?? null,
      instalment: instalmentWords.test(question),
      timeGiven: timeWords.test(question),
      who: found.who ?? null,
      whom: found.whom ?? found.who ?? null,
      ex: exWords.test(question),
      what: found.what ?? null,
      goal: found.goal ?? null,
      from: found.from ?? null,
      goalKind: found.goalKind ?? 'other',
      fear: asksAFear(question) || /\b(?:old wounds|reopen|hurt (?:me|again))\b|vết thương cũ|tổn thương|상처|伤口|伤心|后悔/iu.test(question),
      meet: meetWords.test(question),
      pusher: found.pusher ?? null,
      against: againstOf(question, language),
      year: /\b(?:this|next) year\b|năm nay|năm sau|sang năm|올해|내년|今年|明年/iu.exec(question)?.[0]?.toLowerCase() ?? null,
      question: slots,
    };
  }
  return null;
}
