/**
 * The grounded fall-through of the story writer (issue 13, ninth round). An opening no family reader knows used to get
 * the generic everyday beats (kept to myself, thought it over: nothing happened) or a stock family that brought its own
 * premise (a machine on a timer, a trapped bird, a kindness repaid). Now it is read for three safe things only — who
 * (a name, "I", or the creature a tale opens with), the central thing (a whole noun phrase of the opening, else a
 * deictic) and the kind of opening (strange, found, wish, coming, plain) — and continued with grounded-lines.ts.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import type { PhraseComposer } from './phrase-grammar.ts';
import { isStoryNounPhrase } from './story-noun-phrase.ts';
import { readStoryShape } from './story-shape.ts';
import { groundedDeictics, groundedLines, type GroundedKind } from './data/story/grounded-lines.ts';

/** Who a grounded story is about: the narrator, a name of the opening, or the creature or person a tale opens with. */
export interface GroundedHero {
  name: string;
  person: 'first' | 'name' | 'creature';
}

/** Words that make an opening strange outright (not a habit, not "alone" or "still"). */
const strangeWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:suddenly|by itself|by themselves|on its own|overnight|impossible|somehow|vanished|disappeared|appeared out of nowhere|strange(?:ly)?|weird(?:ly)?|alive|talk(?:s|ed|ing)|spoke|glow(?:s|ed|ing)|woke up to find|with no wind|no wind|without (?:any )?wind|my name(?! is)|(?:does|did)n['’]t (?:have|exist)|does not (?:exist|have)|no such|never existed)\b/iu,
  vi: /(?:bỗng|đột nhiên|tự nhiên|tự động|tự mình|tự (?:chạy|bật|mở|tắt|kêu|sáng|reo|đung đưa|lắc|chuyển động|quay|lăn|đóng)|không (?:có )?(?:một )?(?:chút |cơn |ngọn )?gió|kỳ lạ|lạ lùng|biến mất|xuất hiện|còn sống|biết nói|phát sáng|tên tôi|không tồn tại|sợ ghê|rợn)/iu,
  ko: /(?:갑자기|저절로|혼자서 움직|혼자(?:서)? ?(?:흔들|움직|열리|열렸|켜지|켜졌|꺼지|꺼졌|돌아가|굴러|울리|울렸|닫히|닫혔)|바람(?: 한 점)? 없는|이상하|이상한|사라졌|사라진|나타났|살아 있|말을 했|말을 걸|빛이 나|떠 ?보니|깨어 ?보니|일어나 ?보니|내 이름|존재하지 않|없는 층|한 적이 없)/u,
  zh: /(?:突然|竟然|居然|自己[会在]?[动跑走开响亮飞拨摇晃转关]|没有风|没风|无风|自动|凭空|莫名其妙|消失|奇怪|会说话|活的|还活着|我的名字|不存在|空号|十年前的自己|从来没)/u,
};

/**
 * Words the broad odd-word reader (story-shape.ts) counts that make no event strange by themselves — alone, every
 * night, still, again, never, at noon — blanked before it reads an opening for the grounded kind.
 */
const softOddWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:still|again|never|always|someone|somebody|every (?:night|morning|day|evening)|at (?:midnight|noon|\d{1,2}\s?(?:am|pm)))\b|\d{1,2}\s?(?:am|pm)\b/giu,
  vi: /(?:chưa bao giờ|ngày nào|tối nào|đêm nào|sáng nào|(?:^|\s)dù(?=\s))/giu,
  ko: /(?:혼자서?|매일|밤마다|분명)/gu,
  zh: /(?:每天|每晚)/gu,
};

/** Whether something strange happens in the opening: an outright strange word, or an odd word that is not a soft one. */
function isStrange(text: string, language: ContentLanguage): boolean {
  return strangeWords[language].test(text) || readStoryShape(text.replace(softOddWords[language], ' '), language).odd;
}

/** An event ahead: tomorrow, tonight, next week, about to. */
const comingWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:tomorrow|tonight|next (?:week|month|year|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|this (?:saturday|sunday|weekend)|coming up|about to|in (?:two|three|a few|\d+) days)\b/iu,
  vi: /(?:ngày mai|tối nay|tuần sau|tuần tới|tháng sau|sắp tới|sắp đến|(?:^|\s)mai là|hôm nay là ngày (?:mẹ|bố|ba|ông|bà) (?:lên|đến|về))/iu,
  ko: /(?:내일|오늘 밤|다음 주|다음 달|앞두고|며칠 뒤|코앞|(?<!(?:비|눈|바람) )(?:오시는|오는|가는|떠나는) 날)/u,
  zh: /(?:明天|今晚|下周|下星期|下个月|后天|快要|就要|即将|马上就要|要来的(?:日子|那天))/u,
};

/**
 * A Korean "X는 날" (이사 가는 날, 엄마가 오시는 날) told in the past (…두고 갔다) names the day it happened, not a day
 * ahead: only the other coming words make such an opening an event ahead.
 */
function pastDayOnly(text: string, language: ContentLanguage): boolean {
  if (language !== 'ko' || !/[았었였했갔왔봤졌렸웠켰]다[.!]?\s*$/u.test(text)) return false;
  return !comingWords.ko.test(text.replace(/(?:오시는|오는|가는|떠나는) 날/gu, ' '));
}

/** A wish, a lack or a goal: wants, dreams of, saved up for, cannot fly. */
const wishWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:wants?|wanted|wish(?:es|ed)?|dream(?:s|ed)? (?:of|to|about)|hopes? to|hoped to|longs? (?:for|to)|longed|sav(?:ed|ing) (?:up )?(?:for|to)|can['’]?t|cannot|couldn['’]t|never been able)\b/iu,
  vi: /(?:ước|mơ được|mơ ước|muốn|mong|khao khát|dành dụm|tiết kiệm|không biết (?:bay|bơi|hát|đi))/iu,
  ko: /(?:싶어|싶었|싶은|꿈이|꿈을|꿈꾸|바랐|바라는|소원|모았|모으|못 ?나는|못 ?하는|할 줄 모르)/u,
  zh: /(?:想要|想去|想当|想成为|很想|梦想|希望|盼望|渴望|攒钱|不会[飞游走跑说唱])/u,
};

/** Something found or come upon. */
const foundWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:(?<!lost[- ]and[- ])found|finds|discovered|came across|picked up|stumbled upon|opened [^.]{0,30} and saw|received|dropped out|fell out|turned up)\b/iu,
  vi: /(?:tìm thấy|nhặt được|phát hiện|bắt gặp|thấy bên trong|mở [^.]{0,30}thấy|nhận được|rơi ra)/iu,
  ko: /(?:발견|주웠|주운|찾았|열어 ?보니|열었더니|받았|떨어졌)/u,
  zh: /(?:发现|捡到|看到|找到|翻出|掉出|收到)/u,
};

/** A habit someone keeps (every day, 매일, 每天): curious enough to be looked into, when nothing else is said. */
const habitWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:every (?:single )?(?:day|night|morning|evening|afternoon|week|weekend|lunch(?: break)?|break|recess|time|patient|customer|student|guest|passenger|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|each (?:day|night|morning)|always|the same \w+ (?:to|for|every)|just sat there|star(?:ing|ed|es) at|kept (?:looking|watching)|follow(?:ed|ing|s) me)\b/iu,
  vi: /(?:ngày nào|đêm nào|sáng nào|chiều nào|mỗi ngày|mỗi tối|hằng ngày|lúc nào cũng|nhìn chằm chằm|cứ nhìn|đi theo tôi|cứ [\p{L}\p{M}]+(?: [\p{L}\p{M}]+){0,3} mãi|cứ ngồi (?:im|yên)|ngồi im|hay (?:gọi|hỏi|nhắn|ghé))/iu,
  ko: /(?:매일|마다|날마다|(?:^|\s)늘(?=\s)|빤히|쳐다보|따라오|말없이 앉아|가만히 앉아)/u,
  zh: /(?:每天|每晚|每次|总是|天天|盯着|跟着我|常来的|经常来)/u,
};

/** Someone doing one thing instead of the usual one (대신, thay vì, instead): watched as the `someone` kind. */
const insteadWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:instead|rather than)\b/iu,
  vi: /(?:thay vì|thay cho)/iu,
  ko: /대신/u,
  zh: /(?:而是|改成|反而)/u,
};

/** Someone at work or school calls the hero in (오라는 말, asked me to come to her office, 叫我去办公室): a puzzle to be explained. */
const calledInWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:asked (?:me|him|her|them) to (?:come|stay|see)|wants? to see (?:me|him|her|them)|called (?:me|him|her|them) (?:in|into|to)|summoned)\b/iu,
  vi: /(?:gọi (?:tôi|em|cậu|cô|anh|chị) (?:lên|vào|ra)|bảo (?:tôi|em) (?:lên|ở lại)|lên gặp|muốn gặp (?:tôi|em))/iu,
  ko: /(?:오라는|오라고|남으라|부르셨|불렀|불려)/u,
  zh: /(?:叫我去|让我去|叫到办公室|找我谈|叫我留下)/u,
};

/** Whether someone at work or school calls the hero in (오라는 말을 들었다, asked me to come to her office). */
export function calledIn(opening: string, language: ContentLanguage): boolean {
  return calledInWords[language].test(opening);
}

/** Someone who did not come, is missing or stopped showing up. */
const absentWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:didn['’]t (?:come|show up|turn up)|did not (?:come|show up|turn up)|never (?:came|showed up|turned up)|hasn['’]t (?:come|shown up)|is missing|was missing|went missing|stopped coming|no-show)\b/iu,
  vi: /(?:không (?:đến|tới|có mặt|xuất hiện)|vắng mặt|chưa (?:đến|tới)|mất tích|không thấy đâu)/iu,
  ko: /(?:오지 않|안 왔|안 나왔|나오지 않|보이지 않|안 보이|연락이 없|사라졌)/u,
  zh: /(?:没有来|没来|没到|缺席|不见了|失踪|再也没出现|没有出现)/u,
};

/** A sad or heavy moment (a breakup, a death, tears, days of rain): the plain beats never call it good or warm. */
const sadWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:broke up|break-?up|funeral|died|passed away|lost (?:my|our|his|her)|sad(?:ly|ness)?|cried|crying|tears|lonely|alone|rain(?:ed|ing|s)?|grief|miss(?:ed)? (?:him|her|them)|not a single|none at all|sick|ill|injured|wounded|hurt|(?:stopped|not|hasn['’]t been|won['’]t be) eating)\b/iu,
  vi: /(?:bị thương|ốm|chẳng (?:ra|có) (?:nổi )?(?:một|quả)|bỏ ăn|không chịu ăn|chia tay|qua đời|đám tang|khóc|buồn|cô đơn|mưa|nhớ (?:bà|ông|mẹ|bố|anh|em))/iu,
  ko: /(?:하나도 (?:안|없)|아프|아파|다쳤|다친|안 먹|먹지 않|헤어졌|헤어진|이별|돌아가|장례|울었|울고|울음|슬프|슬펐|외로|비가|비 오는)/u,
  zh: /(?:[一个颗朵]也没|生病|病了|受伤|没吃东西|不吃东西|分手|去世|过世|葬礼|哭|难过|伤心|孤单|孤独|下雨|雨天|大雨|下了一个星期的雨)/u,
};

/** Whether the opening is sad or heavy. */
export function momentSad(opening: string, language: ContentLanguage): boolean {
  return sadWords[language].test(opening);
}

/** "Finally", "at last": a wish the opening says is reached. */
const reachedWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:finally|at last|at long last)\b/iu,
  vi: /(?:cuối cùng|rốt cuộc)/iu,
  ko: /(?:드디어|마침내|결국)/u,
  zh: /(?:终于|总算)/u,
};

/** People an opening may watch or miss (not the hero): a stranger, the man opposite, the new kid, the class monitor. */
const peopleWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:the|a|an|this|that|our|my)\s+((?:(?:old|young|little|strange|new|tall|night|driving|flight|school) )*(?:man|woman|girl|boy|kid|stranger|lady|guy|neighbou?r|classmate|student|coworker|colleague|teacher|boss|roommate|class president|driver|bus driver|waiter|waitress|shopkeeper|owner|baker|guard|janitor|mailman|postman|cashier|examiner|instructor|nurse|doctor|coach|trainer|officer|pilot|captain|conductor|landlord|landlady|librarian|vet|dentist|clerk|receptionist|patient|customer))\b/iu,
  vi: /(thầy giám khảo|giám khảo|huấn luyện viên|thầy hướng dẫn|cô y tá|y tá|bác sĩ|bệnh nhân|người đàn ông|người phụ nữ|cô gái|chàng trai|ông cụ|bà cụ|cậu bé|cô bé|người lạ|lớp trưởng|bạn cùng lớp|bạn cùng phòng|bạn mới|hàng xóm|đồng nghiệp|bác bảo vệ|chú bảo vệ|cô giáo|thầy giáo|chủ quán|bác tài|ông chủ|bà chủ|cô bán hàng|anh shipper)/iu,
  ko: /((?:전학 온|옆집|새로 온|낯선|옆자리|앞자리) (?:애|아이|남자|여자|사람|친구|학생)|반장|짝꿍|룸메이트|동료|사장님|선생님|기사님|(?:교관|감독관|시험관|코치|간호사|의사|교수|조교)님?|경비 아저씨|아저씨|아주머니|아줌마)(?=이|가|은|는|을|를|도|께서|께|한테|에게|와|과|의|\s)/u,
  zh: /(主考官|考官|监考老师|教练|教官|护士|医生|病人|班长|同桌|同学(?!聚会|会|们)|邻居|那个男人|那个女人|那位老人|陌生人|新来的同学|转学生|室友|同事|老板娘|老板|阿姨|大爷|师傅|保安|司机|老师)/u,
};

/** The person of an opening as later sentences name them (the man, người đàn ông ấy, 그 애, 班长), or null. */
export function readGroundedPerson(opening: string, language: ContentLanguage, hero: string): string | null {
  const m = peopleWords[language].exec(opening);
  if (m === null) return null;
  const found = (m[1] as string).trim();
  if (hero !== '' && (found.includes(hero) || hero.includes(found))) return null;
  if (language === 'en') return `the ${found.toLowerCase()}`;
  if (language === 'vi') return /^(?:người|ông|bà|cô|cậu|chàng)/iu.test(found) && found.split(' ').length <= 3 ? `${found.toLowerCase()} ấy` : found.toLowerCase();
  if (language === 'ko') return found.includes(' ') ? `그 ${found.split(' ').at(-1) as string}` : found;
  return found;
}

/** Whether a wish the opening states is reached already ("today she finally has enough"). */
export function wishReached(opening: string, language: ContentLanguage): boolean {
  return reachedWords[language].test(opening);
}

/** Whether the opening's person is missing or did not come. */
export function personAbsent(opening: string, language: ContentLanguage): boolean {
  return absentWords[language].test(opening);
}

/**
 * Reads the kind of an opening no family reader knows: someone watched or missed (when `person` is read), strange,
 * coming, wish, found, a habit (looked into as strange) or plain.
 */
export function readGroundedKind(opening: string, language: ContentLanguage, person: string | null = null): GroundedKind {
  const text = opening.trim();
  if (person !== null && (absentWords[language].test(text) || habitWords[language].test(text) || insteadWords[language].test(text) || calledInWords[language].test(text) || isStrange(text, language))) return 'someone';
  if (strangeWords[language].test(text) || readStoryShape(text, language).asked) return 'strange';
  if (comingWords[language].test(text) && !pastDayOnly(text, language)) return 'coming';
  if (wishWords[language].test(text)) return 'wish';
  if (foundWords[language].test(text)) return 'found';
  if (isStrange(text, language) || habitWords[language].test(text)) return 'strange';
  return 'plain';
}

/**
 * Whether the grounded kind of an opening is only a guess (round 14): "plain" (nothing read), or "strange" from a habit
 * alone (every morning he cooks, sáng nào ông cũng…), with no strange word, no question and no odd event. Such an
 * opening is told by the attended plot (story-attend14.ts), never by the moment filler or a magic strange thing.
 */
export function groundedKindIsWeak(opening: string, language: ContentLanguage): boolean {
  const text = opening.trim();
  const kind = readGroundedKind(text, language);
  if (kind === 'plain') return true;
  if (kind !== 'strange' || strangeWords[language].test(text) || readStoryShape(text, language).asked) return false;
  return !isStrange(text.replace(notOddWords[language], ' '), language);
}

/**
 * Odd words of the broad reader that are plain grammar in a clause like this one: Korean 누가 before a modifier is
 * "someone" (누가 키우던 화분, 누가 붙여 둔 스티커), not a question or a mystery; Vietnamese "sợ" before its object is
 * being afraid of it (cả xóm đều sợ con chó), not a ghost story; "tự tay" is by one's own hand, not by itself; "gọi cho ai đó" is calling someone, no mystery.
 */
const notOddWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /(?!)/gu,
  vi: /(?:^|\s)(?:(?:đều |cũng |rất |hơi )?sợ(?=\s+(?:con|cái|ông|bà|cô|chú|anh|chị|người|đứa|nó))|tự tay(?=\s)|(?:cho|với|của|về) ai đó)/giu,
  ko: /누가(?=\s(?:[가-힣]+\s)?[가-힣]*(?:던|는|[\uAC00-\uD7A3](?<=[은든둔간온한준본쓴싼인진린친핀긴민빈신]))\s)/gu,
  zh: /(?!)/gu,
};

/** The creature or person a tale opens with ("there lived a little fox", "có một chú thỏ nhỏ", "호랑이가 살았어요", "有一只小燕子"). */
function taleCreature(opening: string, language: ContentLanguage): string | null {
  if (language === 'en') {
    const m = /\bthere (?:was|lived)(?: once)? (?:an?|one) ((?:[a-z-]+ ){0,3}[a-z-]+?)(?=\s+(?:who|that|which|named|called|with|in|on|at|by|near|from|whose)\b|\s*[,.;!]|$)/iu.exec(opening);
    return m !== null && isStoryNounPhrase(`the ${m[1] as string}`, language) ? `the ${(m[1] as string).toLowerCase()}` : null;
  }
  if (language === 'vi') {
    const m = /(?:^|[\s,])có (?:một|1) ((?:chú|cô|con|cậu|bà|ông|nàng|chàng|anh|chị|bé|cụ|bác)(?: [\p{L}\p{M}]+){1,3}?)(?=\s+(?:sống|tên|ở|rất|luôn|ước|muốn|đang|có|thích|hay|không|chẳng|chưa|là|vẫn|mơ|cứ)(?:\s|$|[,.])|\s*[,.;!]|$)/iu.exec(opening);
    return m !== null && isStoryNounPhrase(m[1] as string, language) ? (m[1] as string).toLowerCase() : null;
  }
  if (language === 'ko') {
    // The subject before 이/가 is a bare noun (호랑이, 토끼): the noun-phrase check would take its final 이 for a particle.
    const m = /([가-힣]{1,6})(?:이|가)\s+(?:살았|살고 있었)/u.exec(opening);
    return m !== null ? (m[1] as string) : null;
  }
  const m = /有(?:一|两)?[只个位条头匹棵座朵](?:小)?([\u4e00-\u9fff]{1,10}?)(?=[，,。！!]|住在|生活在|它|他|她|叫)/u.exec(opening);
  if (m === null) return null;
  const whole = (m[0].includes('小') && !(m[1] as string).includes('的') ? `小${m[1] as string}` : (m[1] as string));
  const head = whole.split('的').at(-1) ?? whole;
  return isStoryNounPhrase(head, language) && head.length >= 2 ? head : null;
}

/**
 * Whether a name the name finder gives can be the hero: not a ward or a room number ("Ward 6"), not a role the opening
 * honours (교관님), not a counted animal (那只老猫), not a role noun the opening watches (the examiner, 考官).
 */
function heroName(opening: string, language: ContentLanguage, name: string): boolean {
  const quoted = name.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  if (new RegExp(`${quoted}\\s*\\d`, 'u').test(opening) || opening.includes(`${name}님`)) return false;
  // A counted animal or thing (那只老猫, con mèo Mướp's "con") is no name.
  if (new RegExp(`[只条头匹个]${quoted}|(?:con|chú|chiếc|cái) ${quoted}`, 'u').test(opening)) return false;
  const person = peopleWords[language].exec(name);
  return person === null;
}

/** Who the grounded story follows: the narrator, the name the opening gives ("a keeper named Tom"), or a tale's creature. */
export function readGroundedHero(opening: string, language: ContentLanguage, firstPerson: boolean, names: readonly string[]): GroundedHero {
  if (firstPerson) return { name: firstPersonWords[language], person: 'first' };
  const named = language === 'en' ? /\b(?:named|called)\s+([A-Z][a-z]+)/u.exec(opening) : null;
  if (named !== null) return { name: named[1] as string, person: 'name' };
  const name = names.find((n) => heroName(opening, language, n));
  const creature = taleCreature(opening, language);
  if (name !== undefined && (creature === null || opening.indexOf(name) < opening.indexOf(creature))) return { name, person: 'name' };
  if (creature !== null) return { name: creature, person: 'creature' };
  return { name: firstPersonWords[language], person: 'first' };
}

const firstPersonWords: Readonly<Record<ContentLanguage, string>> = { en: 'I', vi: 'tôi', ko: '나', zh: '我' };

/** The thing found or come upon, as a whole noun phrase after the finding verb ("thấy bên trong là một con cá vàng"), else null. */
export function readFoundThing(opening: string, language: ContentLanguage): string | null {
  if (language === 'vi') {
    const m = /(?:thấy|nhặt được|tìm thấy|phát hiện)(?: (?:bên trong|trong đó|ở đó))?(?: (?:là|có))? (?:một|1) ([\p{L}\p{M}]+(?: [\p{L}\p{M}]+){0,5}?)(?=\s*[,.;!]|$| (?:và|nằm|đang|còn|trên|dưới|trong|ở|của)(?:\s|$))/iu.exec(opening);
    return m !== null && isStoryNounPhrase(m[1] as string, language) ? (m[1] as string) : null;
  }
  if (language === 'zh') {
    const m = /(?:发现|捡到|看到|找到|翻出|掉出来|掉出了|收到)了?(?:一|两)?[只个件张封本台把条块枚颗瓶盒袋]([\u4e00-\u9fff]{1,14}?)(?=[，,。！!]|$)/u.exec(opening);
    if (m === null) return null;
    const head = (m[1] as string).split('的').at(-1) ?? '';
    return isStoryNounPhrase(head, language) && head.length >= 2 ? head : null;
  }
  if (language === 'ko') {
    const m = /([가-힣]{2,6})(?:\s+(?:한|두|세|네|다섯|\d+)\s*(?:장|개|권|통|마리|켤레|벌|쪽|병))?(?:을|를)\s*(?:발견|주웠|찾았|찾아냈)/u.exec(opening);
    return m !== null && isStoryNounPhrase(m[1] as string, language) ? (m[1] as string) : null;
  }
  // "found forty identical blue suitcases" → "the identical blue suitcases"; numbers and articles are dropped.
  const m = /\b(?:found|discovered|came across|picked up)\s+(?:an?\s+|the\s+|some\s+|(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|forty|fifty|a hundred|dozens of)\s+)?((?:[a-z-]+\s+){0,3}?[a-z-]+?)(?=\s+(?:with|in|on|at|under|behind|inside|that|which|who|and|from|of|near|by)\b|\s*[,.;!]|$)/iu.exec(opening);
  if (m === null) return null;
  const phrase = `the ${(m[1] as string).toLowerCase()}`;
  return /^the (?:it|them|out|myself|himself|herself|nothing|something|anything)\b/u.test(phrase) || !isStoryNounPhrase(phrase, language) ? null : phrase;
}

/** What the grounded continuation carries. */
export interface GroundedRead {
  hero: GroundedHero;
  /** The central thing in the opening's own words (a whole noun phrase), or null for the kind's deictic. */
  thing: string | null;
  kind: GroundedKind;
  /** The opening asks a question: the strange beats take it up and answer it as far as the story can. */
  asked: boolean;
  /** The person the `someone` kind follows (the man opposite, 그 애, 班长), else null. */
  who: string | null;
  /** The person the opening names, whatever the kind (the story's beats may be with them): never missed beside them. */
  person?: string | null;
  /** The wish is reached in the opening itself (finally, 드디어, 终于). */
  reached: boolean;
  /** The person is missing or did not come. */
  absent: boolean;
  /** The moment is sad or heavy: no line calls it good or warm. */
  sad: boolean;
}

/** Sets the hero's variables ({P}, {Pme}, {Ps}, {they}, {their}) for the grounded lines. */
function setHero(c: PhraseComposer, hero: GroundedHero, gender: 'she' | 'he' | null): void {
  if (c.language !== 'en') {
    const ps = c.language === 'ko' ? (hero.person === 'first' ? '내' : `${hero.name}의`) : hero.name;
    c.setAll({ P: hero.name, Pme: hero.name, Ps: ps, they: hero.name, them: hero.name, their: ps, themself: hero.name });
    return;
  }
  if (hero.person === 'first') {
    c.setAll({ P: 'I', Pme: 'me', Ps: 'my', they: 'I', them: 'me', their: 'my', themself: 'myself' });
    return;
  }
  const [they, them, their, themself] = hero.person === 'creature' && gender === null ? ['it', 'it', 'its', 'itself'] : gender === 'she' ? ['she', 'her', 'her', 'herself'] : gender === 'he' ? ['he', 'him', 'his', 'himself'] : ['they', 'them', 'their', 'themselves'];
  c.setAll({ P: hero.name, Pme: them as string, Ps: `${hero.name}’s`, they: they as string, them: them as string, their: their as string, themself: themself as string });
}

/** Writes the beginning, middle and ending of a grounded continuation (the opening itself is not included). */
export function writeGroundedStory(c: PhraseComposer, read: GroundedRead, gender: 'she' | 'he' | null): [string[], string[], string[]] {
  setHero(c, read.hero, gender);
  c.set('thing', read.thing ?? c.expand(groundedDeictics[c.language][read.kind]));
  c.flag('thing', read.thing !== null).flag('asked', read.asked).flag('reached', read.reached).flag('absent', read.absent).flag('sad', read.sad);
  c.set('who', read.who ?? c.get('thing'));
  // English agreement for a plural thing ("the identical blue suitcases", "the auditions"): {it}, {itsub}, {was}, {itself}.
  const plural = c.language === 'en' && read.thing !== null && /[^su]s$/iu.test(read.thing);
  c.setAll({ it: plural ? 'them' : 'it', itsub: plural ? 'they' : 'it', was: plural ? 'were' : 'was', itself: plural ? 'themselves' : 'itself' });
  const beats = groundedLines[c.language][read.kind];
  return [beats.begin.map((beat) => c.line(beat)), beats.middle.map((beat) => c.line(beat)), beats.end.map((beat) => c.line(beat))];
}
