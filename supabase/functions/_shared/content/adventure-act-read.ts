/**
 * Round 11 of issue 13: the visitor's own transitive act read as a whole phrase, before any stock beat. A blind read of
 * visitor-written continuations scored 1.75 / 5: "open the wallet to see the name" found letters and no name, "draw
 * something back on the napkin" got "it is done", "ask Mrs. Patel for another way out" got "it's longer than you
 * think", "stand in for 민서" got "nothing moves", "follow the footprints into the jungle" sailed the ship. Each shape
 * here is read from the clause's grammar (the verb, its object, its purpose clause, the person it is aimed at), with
 * the object kept whole and "it" / 그것 / 它 replaced by the story's own noun phrase.
 */
import type { ContentLanguage } from '../contract/content-types.ts';

/** What an "open X to see Y" act looks for: a name, what is inside, or a thing named in the purpose clause. */
export type Sought = { kind: 'name' } | { kind: 'inside' } | { kind: 'words' } | { kind: 'thing'; thing: string };

/** A transitive act whose effect on its object the beat tells. */
export type ActShape =
  | { kind: 'open'; thing: string; sought: Sought }
  | { kind: 'mark'; verb: 'draw' | 'write'; what: string; surface: string | null; handed: boolean }
  | { kind: 'fix'; thing: string }
  | { kind: 'route'; person: string }
  | { kind: 'standIn'; person: string; part: string | null }
  | { kind: 'guide'; guide: string; place: string }
  | { kind: 'hand'; thing: string; person: string | null; back: boolean }
  | { kind: 'favour'; person: string; deed: string }
  | { kind: 'question'; person: string; asks: Asked };

/** What a question put to a person asks for: a length of time, a number, a time, a place, a person or a reason. */
export type Asked = 'duration' | 'count' | 'time' | 'place' | 'whereabouts' | 'who' | 'why';

const pronounObject: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:it|them|this|that)$/iu,
  vi: /^(?:nó|cái đó|cái này|chúng)$/iu,
  ko: /^(?:그것|그거|이것|이거|저것)$/u,
  zh: /^(?:它|它们|这个|那个)$/u,
};

/** The object as a whole noun phrase: "it" becomes the story's own object, a broken or empty span is refused. */
function objectPhrase(raw: string | undefined, object: string | null, language: ContentLanguage): string | null {
  const span = (raw ?? '').trim().replace(/[,.;:!?，。！？]+$/u, '');
  if (span.length === 0) return null;
  if (pronounObject[language].test(span)) return object;
  if (language === 'en') {
    const words = span.split(/\s+/u);
    if (words.length > 6 || /^(?:to|and|then|so|with|for|on|in)$/iu.test(words[words.length - 1] ?? '')) return null;
    return /^(?:the|a|an|your|my|his|her|their|that|this|its)\s/iu.test(span) ? span.replace(/^my\s/iu, 'your ').replace(/^(?:that|this)\s/iu, 'the ') : `the ${span}`;
  }
  if (language === 'vi') return span.split(/\s+/u).length <= 6 ? span : null;
  if (language === 'ko') {
    // A word with its own particle ("부품으로 난방기", "몰래 가방") is no part of the object: the phrase after it is.
    const words = span.split(/\s+/u);
    const from = words.reduce((at, word, i) => (i < words.length - 1 && /(?:으로|로|에서|에게|한테|에|와|과|랑|하고|까지|부터)$|(?:히|게|이|리)$/u.test(word) ? i + 1 : at), 0);
    const phrase = words.slice(from).join(' ');
    return /^[가-힣]+(?:\s[가-힣]+){0,3}$/u.test(phrase) ? phrase : null;
  }
  return /^[\p{Script=Han}A-Za-z0-9]{1,10}$/u.test(span) ? span : null;
}

/** What a purpose clause looks for ("the name", "who signed last", "what's inside", "ai ký tên", "뭐가 들었는지", "里面有什么"). */
export function soughtOf(purpose: string, language: ContentLanguage): Sought {
  const words = {
    en: /\b(?:says?|written|wrote|message|note says)\b/iu,
    vi: /nói gì|viết gì|ghi gì|nội dung|viết những gì/iu,
    ko: /뭐라고|내용|무슨 말|적혀|쓰여/u,
    zh: /写了什么|说了什么|写的什么|内容|写着什么|说的什么/u,
  }[language];
  if (words.test(purpose)) return { kind: 'words' };
  // A bare Korean verb form as the purpose ("펼쳐서 읽어 본다" → 읽어) is no thing sought: reading is for the words.
  if (language === 'ko' && /^[가-힣]+(?:어|아|여|고)$/u.test(purpose.trim())) return /읽/u.test(purpose) ? { kind: 'words' } : { kind: 'inside' };
  const name = {
    en: /\b(?:name|names|who|whose|owner|signed|signature|id)\b/iu,
    vi: /(?<![\p{L}\p{M}])(?:tên|ai|của ai|chữ ký|ký)(?![\p{L}\p{M}])/iu,
    ko: /이름|누구|주인|서명|사인/u,
    zh: /名字|姓名|谁|签名|失主|主人|身份证/u,
  }[language];
  if (name.test(purpose)) return { kind: 'name' };
  const inside = {
    en: /\b(?:what|inside|in it|in there|rattl\w*|contents?)\b/iu,
    vi: /(?<![\p{L}\p{M}])(?:gì|bên trong|trong đó|có gì|cái gì)(?![\p{L}\p{M}])/iu,
    ko: /뭐|무엇|무슨|안에|속에|들었|들어 있/u,
    zh: /什么|里面|里头|有啥/u,
  }[language];
  if (inside.test(purpose)) return { kind: 'inside' };
  const thing = objectPhrase(purpose.replace(/^(?:what\s+)?/iu, ''), null, language);
  return thing ? { kind: 'thing', thing } : { kind: 'inside' };
}

function readOpen(told: string, object: string | null, language: ContentLanguage): ActShape | null {
  const match = {
    en: /^(?:open|opens|unzip|unzips|unlock|unlocks|pry open|prise open|flip open|flips open|tear open|tears open|rip open|rips open|slit open)\s+(.+?)\s+(?:to\s+(?:see|check|find out|look at|read|learn)|and\s+(?:see|check|look at|find out|read|look for))\s+(.+)$/iu,
    vi: /^(?:mở|lật|mở toang)\s+(.+?)\s+(?:ra\s+)?(?:để\s+)?(?:xem|coi|kiểm tra|tìm)\s+(.+)$/iu,
    ko: /([가-힣]+(?:\s[가-힣]+){0,2})(?:을|를)\s*(?:열어서|열어|열고|펼쳐서|펼쳐|열어 보고)\s+(.+?)\s*(?:확인한다|본다|살핀다|살펴본다|찾는다|확인해|봐|읽는다|읽어 본다)$/u,
    zh: /^(?:打开|拆开|翻开|掀开)(?:那个|这个|那本|这本|那只|那封|这封)?([\p{Script=Han}]{1,8}?)[，,]?\s*(?:看看|看一看|看一下|查看|瞧瞧|瞧一瞧|找找|找)(.+)$/u,
  }[language].exec(told);
  if (!match) return null;
  const thing = objectPhrase(match[1], object, language);
  return thing ? { kind: 'open', thing, sought: soughtOf(match[2] as string, language) } : null;
}

/** Looking inside a thing ("look inside the locker", "xem trong túi có gì", "가방 안을 들여다본다", "看看箱子里有什么"). */
function readLookInside(told: string, object: string | null, language: ContentLanguage): ActShape | null {
  const match = {
    en: /^(?:look|looks|peek|peeks|peer|peers|check|checks)\s+(?:inside|into|in)\s+(.+?)[.!]?$/iu,
    vi: /^(?:nhìn vào trong|nhìn vào|xem bên trong|xem trong|ngó vào trong|ngó vào)\s+(.+?)(?:\s+(?:có gì|xem có gì))?[.!]?$/iu,
    ko: /^([가-힣]+(?:\s[가-힣]+){0,2})\s?(?:안|속)(?:을|를)?\s*(?:들여다본다|살펴본다|확인한다|본다)/u,
    zh: /^(?:看看|看一看|瞧瞧|往)([\p{Script=Han}]{1,8}?)(?:里面|里头|里)(?:有什么|看)?[。！]?$/u,
  }[language].exec(told);
  // Round 16: "문틈으로 안을 들여다본다" looks in through the gap: a word in 으로 / 로 is the way the look goes, no container.
  if (!match || (language === 'ko' && /(?:으로|로)$/u.test(match[1] as string))) return null;
  const thing = objectPhrase(match[1], object, language);
  return thing ? { kind: 'open', thing, sought: { kind: 'inside' } } : null;
}

/** Passages, not containers: a door or a window opened leads somewhere, it holds nothing (other readers tell those). */
const passages = /\b(?:door|doors|gate|gates|window|windows|hatch|curtains?|eyes?|mouth|way|path)\b|cửa|cổng|mắt|miệng|문|창문|창|눈|입|门|窗|眼|嘴/iu;

/**
 * Round 11 wave 2: a container opened, unwrapped or unfolded with no purpose said, the verb possibly after an instrument
 * ("unfold the map", "lấy chìa khóa mở cái rương", "열쇠로 상자를 연다", "用钥匙打开箱子"): what is inside is shown.
 */
function readOpenPlain(told: string, object: string | null, language: ContentLanguage): ActShape | null {
  const match = {
    en: /^(?:(?:use|take|grab)\s+.+?\s+(?:to|and)\s+)?(?:open|unlock|unwrap|unfold|unseal|pry open|prise open|tear open|rip open)\s+(.+?)(?:\s+with\s+.+)?[.!]?$/iu,
    vi: /^(?:(?:lấy|dùng|cầm)\s+.+?\s+(?:để\s+|rồi\s+)?)?(?:mở khóa|mở nắp|mở toang|mở|cạy|bóc|giở)\s+(.+?)(?:\s+(?:ra|bằng\s+.+))?[.!]?$/iu,
    ko: /^(?:[가-힣]+(?:으로|로)\s+)?([가-힣]+(?:\s[가-힣]+){0,2})(?:을|를)\s*(?:연다|열어 본다|열어본다|펼친다|펼쳐 본다|풀어 본다|뜯어 본다|뜯는다)$/u,
    zh: /^(?:(?:用|拿)[\p{Script=Han}]{1,6}?)?(?:打开|拆开|翻开|掀开|撬开)(?:那个|这个|那只|这只)?([\p{Script=Han}]{1,10}?)[。！]?$/u,
  }[language].exec(told);
  if (!match || passages.test(match[1] as string) || /\b(?:and|then)\b|(?<![\p{L}\p{M}])(?:và|rồi)(?![\p{L}\p{M}])|[,，]/iu.test(match[1] as string)) return null;
  const thing = objectPhrase(match[1], object, language);
  // A paper, a napkin or a note unfolded shows its words; a box or a chest what is inside.
  const paper = /\b(?:napkin|note|letter|paper|page|card|envelope)\b|giấy|thư|tờ|khăn giấy|쪽지|편지|종이|냅킨|봉투|纸|信|便条|餐巾/iu.test(match[1] as string);
  return thing ? { kind: 'open', thing, sought: paper ? { kind: 'words' } : { kind: 'inside' } } : null;
}

const askedWords: Readonly<Record<ContentLanguage, ReadonlyArray<readonly [Asked, RegExp]>>> = {
  en: [['whereabouts', /^where\b.*\b(?:was|were|went|had been|did (?:he|she|they|you) go)\b/iu], ['duration', /^how (?:long|much time)\b/iu], ['count', /^how many\b/iu], ['time', /^(?:when|what time)\b/iu], ['place', /^where\b/iu], ['who', /^(?:who|whom)\b/iu], ['why', /^why\b/iu]],
  vi: [['whereabouts', /đã ở đâu|hôm qua ở đâu|tối qua ở đâu|đêm qua ở đâu|lúc đó ở đâu|đi đâu về/iu], ['duration', /bao lâu|mấy tiếng|mấy phút/iu], ['count', /bao nhiêu|mấy (?:người|con|đứa|cái)/iu], ['time', /khi nào|lúc nào|mấy giờ|bao giờ/iu], ['place', /ở đâu|đi đâu|chỗ nào|nơi nào/iu], ['who', /(?<![\p{L}\p{M}])ai(?![\p{L}\p{M}])/iu], ['why', /tại sao|vì sao|sao lại/iu]],
  ko: [['whereabouts', /어디\s?(?:있었|갔었|에 있었|다녀왔)/u], ['duration', /얼마나\s?(?:오래|버|걸|남)|몇 시간|몇 분/u], ['count', /몇\s?(?:명|마리|개)|얼마나 많/u], ['time', /언제|몇 시/u], ['place', /어디/u], ['who', /누가|누구/u], ['why', /왜/u]],
  zh: [['whereabouts', /去哪了|去了哪|昨晚在哪|当时在哪|那时在哪|在哪儿待/u], ['duration', /多久|多长时间|还能撑|几个小时|几分钟/u], ['count', /多少|几个|几只|几人/u], ['time', /什么时候|几点/u], ['place', /哪里|哪儿|在哪|去哪/u], ['who', /谁/u], ['why', /为什么|为啥/u]],
};

/** A question put to a person about a time, a number, a place, a person or a reason ("ask Dr. Okafor how long the shield will hold"). */
function readQuestion(told: string, language: ContentLanguage): ActShape | null {
  const match = {
    en: /^(?:ask|asks)\s+((?:(?:Mr|Mrs|Ms|Dr|Miss)\.?\s)?\p{Lu}[\p{Ll}'-]+|(?:the|your)\s+[\w-]+(?:\s[\w-]+)?)\s+((?:how|when|what time|where|who|whom|why)\b.*)$/u,
    vi: /^hỏi\s+((?:anh|chị|em|cô|chú|bác|ông|bà|cậu|thầy|dì)\s+\p{Lu}[\p{L}\p{M}]*(?:\s\p{Lu}[\p{L}\p{M}]*)?|\p{Lu}[\p{L}\p{M}]*(?:\s\p{Lu}[\p{L}\p{M}]*)?)\s+(.+)$/u,
    ko: /^([가-힣]{1,6}?(?:\s?(?:씨|님|아저씨|아주머니|할머니|할아버지|선생님|박사|박사님|언니|오빠|누나|형))*)(?:에게|한테|께)\s+(.+?)\s*(?:물어본다|묻는다|물어봐|여쭤본다|여쭌다)/u,
    zh: /^问([\p{Script=Han}]{1,4}?)((?:还|有没有|知不知道|多久|多长|多少|什么时候|几|哪|谁|为什么|为啥)[\p{Script=Han}，、]*)[？?。]?$/u,
  }[language].exec(told);
  if (!match) return null;
  const asks = askedWords[language].find(([, pattern]) => pattern.test(match[2] as string))?.[0];
  return asks ? { kind: 'question', person: (match[1] as string).trim(), asks } : null;
}

/** Words of a loan or a call for help: other readers answer those (a lender hands it over, a service answers). */
const loanOrCall = /\b(?:lend|borrow|call|radio|phone)\b|mượn|gọi|빌려|빌리|연락|전화|借|打电话|联系/iu;

/** English: the verb of a favour in the third person ("unlock" → "unlocks"), the player's words turned to "you". */
export function enThirdPerson(deed: string): string {
  // Verbs joined by "and" each take the third person ("put her sword away and help me" → "puts … and helps you").
  const joined = /^(.+?)\s+and\s+([a-z]+\b.*)$/u.exec(deed);
  if (joined !== null && /^(?:help|give|bring|hand|open|close|hold|come|follow|show|tell|wait|stay|keep|take|put|get|look|watch|guard|cover|lead|pull|push|lift|carry|find|call|fetch|check|unlock|lock|stand|sit|run|go)\b/iu.test(joined[2] as string)) {
    return `${enThirdPerson(joined[1] as string)} and ${enThirdPerson(joined[2] as string)}`;
  }
  const [verb = '', ...rest] = deed.split(/\s+/u);
  const irregular: Readonly<Record<string, string>> = { have: 'has', be: 'is', do: 'does', go: 'goes' };
  const third = irregular[verb.toLowerCase()] ?? (/(?:s|sh|ch|x|z|o)$/iu.test(verb) ? `${verb}es` : /[^aeiou]y$/iu.test(verb) ? `${verb.slice(0, -1)}ies` : `${verb}s`);
  const tail = rest.join(' ').replace(/\b(?:me|I)\b/gu, 'you').replace(/\bmy\b/giu, 'your').replace(/\bmyself\b/giu, 'yourself');
  return tail.length > 0 ? `${third} ${tail}` : third;
}

/** A favour asked of a person ("ask Mrs. Patel to unlock the staff room", "nhờ chú Bảy mở cửa kho", "수아에게 문을 열어 달라고 한다", "让李阿姨打开门"). */
function readFavour(told: string, language: ContentLanguage): ActShape | null {
  if (loanOrCall.test(told)) return null;
  if (language === 'en') {
    const m = /^(?:ask|asks|beg|begs|get|gets|tell|tells)\s+((?:(?:Mr|Mrs|Ms|Dr|Miss)\.?\s)?\p{Lu}[\p{Ll}'-]+|(?:the|your)\s+[\w-]+(?:\s[\w-]+)?)\s+to\s+([a-z][\w' -]+?)[.!]?$/u.exec(told);
    if (!m) return null;
    const deed = (m[2] as string).replace(/\s+(?:please|now|quickly)$/iu, '');
    return deed.split(/\s+/u).length <= 8 && !/^(?:be|come|stay|wait|leave|go)\b/iu.test(deed) ? { kind: 'favour', person: m[1] as string, deed: enThirdPerson(deed) } : null;
  }
  if (language === 'vi') {
    const m = /^(?:nhờ|bảo|xin|kêu|năn nỉ)\s+((?:anh|chị|em|cô|chú|bác|ông|bà|cậu|thầy|dì)\s+\p{Lu}[\p{L}\p{M}]*(?:\s\p{Lu}[\p{L}\p{M}]*)?|\p{Lu}[\p{L}\p{M}]*(?:\s\p{Lu}[\p{L}\p{M}]*)?)\s+(?:giúp\s+(?:tôi|mình|em|bạn)\s+)?(.+?)[.!]?$/u.exec(told);
    if (!m) return null;
    const deed = (m[2] as string).replace(/(?<![\p{L}\p{M}])(?:tôi|mình|tớ)(?![\p{L}\p{M}])/gu, 'bạn').replace(/\s+(?:giùm|giúp|với|nhé|đi)$/u, '');
    return deed.split(/\s+/u).length <= 10 ? { kind: 'favour', person: m[1] as string, deed } : null;
  }
  if (language === 'ko') {
    const m = /^([가-힣]{1,6}?(?:\s?(?:씨|님|아저씨|아주머니|할머니|할아버지|선생님|언니|오빠|누나|형))*)(?:에게|한테|께)\s+(.+?[아어여해])\s?(?:달라고|줄래|주세요|줘)/u.exec(told);
    return m ? { kind: 'favour', person: m[1] as string, deed: m[2] as string } : null;
  }
  const m = /^(?:让|请|叫|求|拜托)([\p{Script=Han}]{1,4}?)(?:帮你|帮我|帮忙)?((?:打开|关上|锁上|拿|找|带|开|修|挡|守|看|拉|推|扶|搬|递|叫|喊|去)[\p{Script=Han}]{0,10}?)[。！]?$/u.exec(told);
  return m ? { kind: 'favour', person: m[1] as string, deed: (m[2] as string).replace(/我/gu, '你') } : null;
}

function readMark(told: string, language: ContentLanguage): ActShape | null {
  if (language === 'en') {
    const m = /^(draw|draws|sketch|sketches|doodle|doodles|write|writes|scribble|scribbles|sign|signs)\s+(.+?)(?:\s+(?:back\s+)?(?:on|onto|in|across|inside)\s+((?:the|a|your|my|her|his)\s+[\w' -]+?))?(?:\s+(?:and|then)\s+(?:give|gives|hand|hands|pass|passes|slide|slides|show|shows)\b.*)?$/iu.exec(told);
    if (!m) return null;
    const what = (m[2] as string).replace(/\s+back$/iu, '').trim();
    if (!/^(?:something|a|an|the|her|his|their|your|my|our|some)\b|^\p{Lu}/u.test(what) || what.split(/\s+/u).length > 6) return null;
    const verb = /^(?:draw|sketch|doodle)/iu.test(m[1] as string) ? 'draw' : 'write';
    return { kind: 'mark', verb, what: what.replace(/^my\s/iu, 'your '), surface: m[3] ? (m[3] as string).replace(/^my\s/iu, 'your ') : null, handed: /\b(?:give|gives|hand|hands|pass|passes|slide|slides|show|shows)\b/iu.test(told) };
  }
  if (language === 'vi') {
    const m = /^(vẽ|viết|ghi|ký)\s+(.+?)(?:\s+(?:lên|vào|trên)\s+([^,.]+?))?(?:\s+(?:rồi|và)\s+(?:đưa|tặng|gửi|chuyền|cho)(?![\p{L}\p{M}]).*)?$/iu.exec(told);
    if (!m) return null;
    const what = (m[2] as string).trim();
    if (what.split(/\s+/u).length > 6) return null;
    return { kind: 'mark', verb: m[1] === 'vẽ' ? 'draw' : 'write', what, surface: m[3] ? (m[3] as string).trim() : null, handed: /(?<![\p{L}\p{M}])(?:đưa|tặng|gửi|chuyền)(?![\p{L}\p{M}])/iu.test(told) };
  }
  if (language === 'ko') {
    const m = /(?:([가-힣]+(?:\s[가-힣]+)?)에\s+)?([가-힣]+(?:\s[가-힣]+){0,2})(?:을|를)\s*(그려|그린다|그리고|그려서|적어|적는다|적어서|쓴다|써서|써|써 준다)/u.exec(told);
    if (!m) return null;
    return { kind: 'mark', verb: (m[3] as string).startsWith('그') ? 'draw' : 'write', what: m[2] as string, surface: m[1] ?? null, handed: /건넨|건네|준다|보여|내민/u.test(told) };
  }
  const m = /^(?:在([\p{Script=Han}]{1,6}?)(?:上面|上|背面|角落|旁边|里))?(画|写|签)(?:下|了|上)?(?:一个|一只|一张|一幅|一句|个|只|张|幅|句)?([\p{Script=Han}]{1,8}?)(?:[，,]|然后|再|递给|给|送给|$)/u.exec(told);
  if (!m || (m[3] as string).length === 0) return null;
  return { kind: 'mark', verb: m[2] === '画' ? 'draw' : 'write', what: m[3] as string, surface: m[1] ?? null, handed: /递给|送给|交给|给她|给他|递过去/u.test(told) };
}

/** Words that say a thing is broken: gone once it is fixed ("the broken radio" → "the radio"). */
const brokenWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:broken|busted|dead|damaged|smoking|faulty)\s+/giu,
  vi: /\s+(?:bị hỏng|hỏng|hư|bị hư|đang hỏng|đã hỏng)(?![\p{L}\p{M}])/giu,
  ko: /(?:고장\s?난|망가진|부서진|고장 나 있는)\s*/gu,
  zh: /(?:坏掉的|坏了的|坏的|冒烟的|出故障的|损坏的)/gu,
};

function readFix(told: string, object: string | null, language: ContentLanguage): ActShape | null {
  const match = {
    en: /^(?:fix|fixes|repair|repairs|get\s+(?:the|your)\s+[\w -]+?\s+working)\s+(.+?)(?:\s+(?:for|so|before|with|using|by|and|then|to)\b.*)?$/iu,
    vi: /^(?:sửa lại|sửa chữa|sửa|chữa)\s+(.+?)(?:\s+(?:cho|để|trước|bằng|rồi|và)(?![\p{L}\p{M}]).*)?$/iu,
    ko: /([가-힣]+(?:\s[가-힣]+){0,2})(?:을|를)\s*(?:고친다|고쳐|수리한다|수리해|손본다|손봐)/u,
    zh: /^(?:修好|修理|修一修|修一下|修复|把)(?:那台|这台|那个|这个|那辆|这辆|那部|这部)?([\p{Script=Han}]{1,10}?)(?:修好|修一下|修理好)?(?:[，,。]|$)/u,
  }[language].exec(told);
  if (!match) return null;
  if (language === 'zh' && !/修/u.test(told)) return null;
  const thing = objectPhrase((match[1] as string).replace(brokenWords[language], '').trim(), object, language);
  return thing ? { kind: 'fix', thing } : null;
}

function readRoute(told: string, language: ContentLanguage): ActShape | null {
  const match = {
    en: /\b[Aa]sks?\s+((?:[Oo]ld\s+|young\s+)?(?:(?:Mr|Mrs|Ms|Dr|Miss)\.?\s)?\p{Lu}[\p{Ll}'-]+|(?:the|your)\s+[\w-]+(?:\s[\w-]+)?)\s+(?:for\s+(?:another|a|the|some)\s+(?:other\s+)?(?:way|route|path|exit|shortcut)|(?:which|what)\s+(?:path|way|road|route|exit|door)|(?:where|if|whether)\b.*\b(?:way out|exit|another way|other way|path|route|back door)|how\s+to\s+get\s+(?:out|away|back))/u,
    vi: /(?<![\p{L}\p{M}])hỏi\s+((?:anh|chị|em|cô|chú|bác|ông|bà|cậu|thầy|dì)\s+\p{Lu}[\p{L}\p{M}]*(?:\s\p{Lu}[\p{L}\p{M}]*)?|\p{Lu}[\p{L}\p{M}]*(?:\s\p{Lu}[\p{L}\p{M}]*)?)\s+(?:xem\s+)?(?:có\s+)?(?:lối|đường|cửa|cách|ngả)\s*(?:nào\s+)?(?:khác\s+)?(?:để\s+)?(?:ra|thoát|về|đi)/u,
    ko: /([가-힣]{1,6}?(?:\s?(?:씨|님|아저씨|아주머니|할머니|할아버지|선생님|언니|오빠|누나|형))*)(?:에게|한테|께)\s+(?:다른\s+|또\s+다른\s+)?(?:출구|나가는 길|빠져나갈 길|빠져나가는 길|탈출로|길|비상구|뒷문)/u,
    zh: /问([\p{Script=Han}]{1,4}?)(?:还有没有|有没有|知不知道|哪里有|哪儿有|哪有)(?:别的|其他|另外的)?(?:出口|出路|路|通道|后门|小路|办法出去)/u,
  }[language].exec(told.replace(/^\p{Lu}(?=\p{Ll})/u, (first) => (language === 'vi' ? first.toLowerCase() : first)));
  if (!match) return null;
  const person = (match[1] as string).trim();
  return person.length > 0 ? { kind: 'route', person } : null;
}

function readStandIn(told: string, language: ContentLanguage): ActShape | null {
  if (language === 'en') {
    // "stand in for 민서 on stage", "stand in on stage for 민서", "take Leo's place in the final".
    const m = /\b(?:[Ss]tand|[Ss]tands|[Ss]tep|[Ss]teps|[Ff]ill|[Ff]ills)\s+in\s+(?:((?:on|at|in)\s+[\w ]{1,20}?)\s+)?for\s+(\p{Lu}[\p{L}'-]*|\p{Script=Hangul}+|\p{Script=Han}+|(?:the|your)\s+[\w-]+)(?:\s+(.+))?$|\b[Tt]akes?\s+(\p{Lu}[\p{L}'-]*|\p{Script=Hangul}+)['’]s\s+(?:place|part|spot)(?:\s+(.+))?$/u.exec(told);
    if (!m) return null;
    return { kind: 'standIn', person: (m[2] ?? m[4]) as string, part: (m[1] ?? m[3] ?? m[5] ?? null) };
  }
  if (language === 'vi') {
    const m = /(?<![\p{L}\p{M}])(?:thay|thay cho|thế chỗ|hát thay|diễn thay|thay mặt)\s+((?:anh|chị|em|cô|chú|bạn|cậu|bé)\s+\p{Lu}[\p{L}\p{M}]*|\p{Lu}[\p{L}\p{M}]*)\s*(.*)$/u.exec(told);
    return m ? { kind: 'standIn', person: m[1] as string, part: (m[2] as string).trim() || null } : null;
  }
  if (language === 'ko') {
    const m = /([가-힣]{1,5}?)(?:이)?\s?대신(?:에)?\s+(?:([가-힣]+(?:\s[가-힣]+)?)(?:을|를)\s*)?(?:[가-힣]+\s)?(?:한다|맡는다|선다|부른다|나간다|올라간다|오른다|연주한다|노래한다|발표한다)/u.exec(told);
    return m ? { kind: 'standIn', person: m[1] as string, part: m[2] ?? null } : null;
  }
  const m = /(?:替|代替|顶替)([\p{Script=Han}]{1,4}?)(上台|上场|发言|表演|唱歌|演出|演讲|比赛|去)(.*)$/u.exec(told);
  return m ? { kind: 'standIn', person: m[1] as string, part: `${m[2] as string}${m[3] as string}`.replace(/[。！]$/u, '') } : null;
}

/** Places a direction names ("upstairs", "上楼", "위층으로"), as the narration calls them once there. */
const directions: Readonly<Record<ContentLanguage, ReadonlyArray<readonly [RegExp, string]>>> = {
  en: [[/^upstairs$/iu, 'the upper floor'], [/^downstairs$/iu, 'the floor below'], [/^outside$/iu, 'the open air outside'], [/^(?:down|into) the (?:cellar|basement)$/iu, 'the cellar']],
  vi: [[/^lên lầu$|^lên tầng trên$/iu, 'tầng trên'], [/^xuống lầu$|^xuống tầng dưới$/iu, 'tầng dưới'], [/^ra ngoài$/iu, 'bên ngoài'], [/^xuống hầm$/iu, 'căn hầm']],
  ko: [[/^위층으로$|^위층에$|^2층으로$/u, '위층'], [/^아래층으로$|^지하로$/u, '아래층'], [/^밖으로$/u, '바깥']],
  zh: [[/^上楼$/u, '楼上'], [/^下楼$/u, '楼下'], [/^出去$|^到外面$/u, '外面'], [/^下地下室$/u, '地下室']],
};

/** Following a guide in a direction ("follow the girl upstairs", "跟着小女孩上楼", "소리를 따라 위층으로 올라간다"). */
function readGuideAway(told: string, language: ContentLanguage): ActShape | null {
  const match = {
    en: /^(?:follow|follows)\s+((?:the|that|this|a|your)\s+[\w' -]+?|him|her|them)\s+(upstairs|downstairs|outside|(?:down|into) the (?:cellar|basement))[.!]?$/iu,
    vi: /^(?:đi theo|lần theo|bám theo|theo)\s+(.+?)\s+(lên lầu|lên tầng trên|xuống lầu|xuống tầng dưới|ra ngoài|xuống hầm)[.!]?$/iu,
    ko: /^([가-힣]+(?:\s[가-힣]+)?)(?:를|을)\s*따라(?:서)?\s+(위층으로|2층으로|아래층으로|지하로|밖으로)\s*(?:올라간다|내려간다|나간다|간다)/u,
    zh: /^(?:跟着|顺着|追着|跟在)(?:那个|那只|那位|这个)?([\p{Script=Han}]{1,10}?)(?:后面)?(上楼|下楼|出去|到外面|下地下室)[。！]?$/u,
  }[language].exec(told);
  if (!match) return null;
  const place = directions[language].find(([pattern]) => pattern.test(match[2] as string))?.[1];
  return place ? { kind: 'guide', guide: (match[1] as string).trim(), place } : null;
}

function readGuide(told: string, language: ContentLanguage): ActShape | null {
  const match = {
    en: /^(?:follow|follows|trail|trails)\s+((?:the|that|this|a|your)\s+[\w' -]+?|him|her|them)\s+(?:into|inside|to|through|down into|up to|deep into|across|toward|towards)\s+((?:the|a|an|that)\s+[\w' -]+?)[.!]?$/iu,
    vi: /^(?:đi theo|lần theo|bám theo|theo)\s+(.+?)\s+(?:vào trong|vào|tới|đến|xuống|lên|ra)\s+(.+?)[.!]?$/iu,
    ko: /([가-힣]+(?:\s[가-힣]+)?)(?:를|을)\s*따라(?:서)?\s+([가-힣]+?(?:\s[가-힣]+?)?)(?:\s?안으로|\s?속으로|으로|로|까지|에)\s*(?:[가-힣]+\s)?(?:들어간다|간다|내려간다|올라간다|나간다|들어가|향한다)/u,
    zh: /^(?:跟着|顺着|沿着|追着|跟在)(?:那只|那个|那位|这只|这个|那群|那串|那道)?([\p{Script=Han}]{1,6}?)(?:后面)?(?:走)?(?:进|到|去|进入|钻进|走进)(?:了)?([\p{Script=Han}]{1,8}?)(?:里|里面|中|深处)?[。！]?$/u,
  }[language].exec(told);
  if (!match) return readGuideAway(told, language);
  const guide = (match[1] as string).trim();
  const place = (match[2] as string).trim().replace(/\s(?:안|속)$/u, '');
  if (guide.length === 0 || place.length === 0) return null;
  return { kind: 'guide', guide, place };
}

/** Something given back with no one named: to its owner ("하린이 떨어뜨린 손수건을 주워서 돌려준다"), or the story's person. */
function readHandBack(told: string, object: string | null, language: ContentLanguage): ActShape | null {
  const match = {
    en: /^(?:pick up\s+.+?\s+and\s+)?(?:give|gives|hand|hands|return|returns|bring|brings)\s+(.+?)\s+back[.!]?$|^(?:return|returns)\s+(.+?)[.!]?$/iu,
    vi: /^(?:nhặt\s+.+?\s+(?:rồi|và)\s+)?(?:trả lại|mang trả|đưa lại)\s+(?!cho\s)(.+?)[.!]?$/iu,
    ko: /^(?:([가-힣]{1,5}?)(?:이|가)\s[가-힣]+\s)?([가-힣]+)(?:을|를)\s*(?:주워서\s|주워\s|집어서\s)?(?:돌려준다|돌려줘|돌려 준다|갖다준다)/u,
    zh: /^(?:捡起|捡起来)?(?:把)?([\p{Script=Han}]{1,8}?)(?:捡起来[，,]?)?(?:还给|还回去给)(她|他)[。！]?$|^把([\p{Script=Han}]{1,8}?)还回去[。！]?$/u,
  }[language].exec(told);
  if (!match) return null;
  const thingRaw = language === 'ko' ? match[2] : language === 'zh' ? (match[1] ?? match[3]) : (match[1] ?? match[2]);
  const owner = language === 'ko' ? (match[1] ?? null) : null;
  const thing = objectPhrase(thingRaw, object, language);
  return thing ? { kind: 'hand', thing, person: owner, back: true } : null;
}

function readHand(told: string, object: string | null, language: ContentLanguage): ActShape | null {
  const match = {
    en: /^(?:give|gives|return|returns|hand|hands|bring|brings|take|takes)\s+(?:back\s+)?(.+?)\s+(?:back\s+)?to\s+((?:the|that|this)\s+[\w-]+(?:\s[\w-]+)?|\p{Lu}[\p{L}'-]*|him|her|them)[.!]?$/u,
    vi: /^(?:trả lại|trả|đưa lại|đưa|mang trả)\s+(.+?)\s+(?:lại\s+)?cho\s+(.+?)[.!]?$/u,
    ko: /([가-힣]+(?:\s[가-힣]+){0,2})(?:에게|한테|께)\s+([가-힣]+(?:\s[가-힣]+){0,2})(?:을|를)\s*(?:돌려준다|돌려줘|돌려 준다|건넨다|건네준다|갖다준다|가져다준다)/u,
    zh: /^把([\p{Script=Han}]{1,10}?)(还给|交还给|递给|交给)([\p{Script=Han}]{1,6}?)[。！]?$/u,
  }[language].exec(told);
  if (!match) return null;
  const [thingRaw, personRaw] = language === 'ko' ? [match[2], match[1]] : language === 'zh' ? [match[1], match[3]] : [match[1], match[2]];
  // Only something given BACK is read here: a find handed to a teacher or an officer is turned in (adventure-grounded.ts).
  const back = /\b(?:return|returns|back)\b|trả|돌려|还给|交还/u.test(told);
  if (!back) return null;
  // "捡到的钱包", "借来的伞": how the player came by it is no part of what the other person takes.
  const thing = objectPhrase(language === 'zh' ? (thingRaw ?? '').replace(/^[\p{Script=Han}]{1,3}(?:到|来|了|过)的(?=[\p{Script=Han}]{2})/u, '') : thingRaw, object, language);
  const person = (personRaw ?? '').trim();
  if (!thing || person.length === 0 || /^(?:him|her|them)$/iu.test(person)) return null;
  return { kind: 'hand', thing, person, back };
}

/** A subject, a connective or a manner word before the verb ("you quietly open", "I write", "bạn khẽ mở", "我悄悄地"). */
const leadWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:(?:you|i|then|and|quickly|quietly|slowly|carefully|gently|just|finally|secretly)\s+)+/iu,
  vi: /^(?:(?:bạn|tôi|mình|tớ|rồi|liền|nhanh chóng|lặng lẽ|khẽ|nhẹ nhàng|cẩn thận|lén)\s+)+/iu,
  ko: /^(?:너는|나는|당신은|내가|네가|조용히|몰래|천천히|조심스럽게)\s+/u,
  zh: /^(?:你|我)?(?:就|先|再|赶紧|马上|悄悄|偷偷|轻轻|小心翼翼)?地?/u,
};

/** The act's shape, read in this order (a route asked of a person, a stand-in, a guide, an open, a fix, a thing handed over, a mark), or null. */
export function readActShape(written: string, object: string | null, language: ContentLanguage): ActShape | null {
  const told = written.trim().replace(leadWords[language], '').replace(/^\p{Lu}(?=\p{Ll}+\s)/u, (first) => (language === 'en' || language === 'vi' ? first.toLowerCase() : first));
  return readRoute(told, language) ?? readStandIn(told, language) ?? readGuide(told, language) ?? readOpen(told, object, language) ?? readLookInside(told, object, language) ?? readOpenPlain(told, object, language) ?? readFix(told, object, language) ?? readHand(told, object, language) ?? readHandBack(told, object, language) ?? readQuestion(told, language) ?? readFavour(told, language) ?? readMark(told, language);
}
