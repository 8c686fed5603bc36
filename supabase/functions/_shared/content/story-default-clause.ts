/**
 * The default path's clause reader (issue 13, round 12): an opening no earlier rank answers is read for its main
 * clause from grammar alone, its subject and its object as whole noun phrases (isStoryNounPhrase), and who the
 * subject is by form: the narrator (I, tôi, 나, 我), a person (a name, a title, a possessive + kin or role noun, an
 * agent suffix, a person classifier or honorific), or a thing. Four shapes are told apart by the clause's structure:
 *  - replaced: someone expected is not there and another stands in (instead, thay vào đó, 대신, 换成);
 *  - ended: a thing kept going for long years and stopped today (for 40 years … went dark, 30년 동안 … 문을 닫았다);
 *  - empty: a thing that should hold something holds nothing (was blank, trống trơn, 텅 비어, 空白);
 *  - the general act: a person, a thing or the narrator did something (to an object).
 * A person the opening says is away or dead (readAbsent) is never the one the plot goes to: the plot goes to the thing.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { isStoryNounPhrase } from './story-noun-phrase.ts';
import { isKoreanPredicateForm } from './korean-particles.ts';
import { readAbsent } from './story-guard-facts.ts';
import { readTextFacts } from './name-finder.ts';
import { quotedWords } from './story-cast.ts';

/** The shapes of the default plot. */
export type DefaultKind = 'person' | 'thing' | 'self' | 'replaced' | 'ended' | 'empty' | 'written';

/** What the default plot tells back: the kind, the person who acted or is missed, the newcomer, the thing. */
export interface DefaultClause {
  kind: DefaultKind;
  /** The person the clause names (who acted, or who is missed when replaced), as a whole phrase, or null. */
  who: string | null;
  /** The one who stands in for the missed person (a girl of sixteen, 一个年轻人), or null. */
  newcomer: string | null;
  /** The clause's thing (its object, or its subject when that is a thing), as a whole noun phrase, or null. */
  thing: string | null;
  /** The clause's object when it is not the thing above (the machine ate my dollar: the dollar), or null. */
  object: string | null;
  /** Words written on the thing (the written shape), or absent. */
  quote?: string;
}


/** A verb of writing: the quoted words were written on the clause's thing (mặt sau ghi, 뒷면에 적혀, 背面写着). */
const writtenOn: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:wrote|written|scribbled|says|said|read|reads)\b/iu,
  vi: /(?:ghi|viết|đề|nguệch ngoạc)(?:\s|:|$)/iu,
  ko: /적혀|쓰여|적어|써\s?(?:있|놓|두|주)|썼/u,
  zh: /写着|写了|写道|题着/u,
};

// ---------------------------------------------------------------- person by form

const enPersonHead = /^(?:(?:man|men|woman|women|girl|boy|guy|lady|mom|mum|mother|dad|father|grand(?:ma|pa|mother|father|son|daughter)|brother|sister|wife|husband|son|daughter|aunt|uncle|cousin|niece|nephew|friend|neighbou?r|boss|colleague|coworker|roommate|flatmate|kid|child|baby|teacher|girlfriend|boyfriend|landlord|landlady|stranger|nurse|doctor|coach|classmate)s?|[a-z]+(?:ist|ian|man|woman|men|women|lady|girl|boy|guy|keeper|maker|seller|driver|owner|ant|ent))$/iu;
const enTitled = /^(?:Mr|Mrs|Ms|Dr|Uncle|Aunt|Auntie|Grandma|Grandpa|Mom|Mum|Dad)\.?(?:\s[A-Z][a-z]+)?$/u;
const enName = /^[A-Z][a-z]{2,}$/u;
/** Words the agent-suffix form takes for a person but are things (a plant, a tent, a document). */
const enNotPerson = /^(?:plant|giant|elephant|restaurant|ant|tent|payment|present|moment|apartment|instrument|document|basement|cement|pavement|element|event|ornament|parchment|tournament|comment|client|agent|talent|scent|accent|parent|percent|current|student|patient)s?$/iu;
const enNotName = /^(?:The|This|That|My|Our|His|Her|Their|When|After|Before|While|Today|Yesterday|Tonight|Last|Every|Someone|Nobody|Everyone|Then|It|There|Since|Once|As|On|In|At|For)$/u;

const viPerson = /^(?:(?:cô|chú|bác|anh|chị|ông|bà|em|cậu|thằng|con bé|con gái|con trai|con tôi|đứa|người|mẹ|bố|ba|má|cha|vợ|chồng|cháu|dì|cậu|mợ|thím|bạn|sếp|hàng xóm|đồng nghiệp)(?:\s|$))/iu;
const koPerson = /(?:씨|님|아저씨|아주머니|아줌마|할머니|할아버지|언니|오빠|누나|형|동생|엄마|아빠|어머니|아버지|이모|삼촌|고모|친구|선배|후배|꼬마|아이|애|학생|사장|기사|청년|아가씨|총각|남편|아내|딸|아들|손녀|손자|동료|이웃|주인)$/u;
const zhPerson = /(?:阿姨|叔叔|大爷|大妈|奶奶|爷爷|外婆|外公|姥姥|姥爷|师傅|老板|老师|先生|小姐|同学|同事|姐姐|哥哥|弟弟|妹妹|大叔|大姐|医生|护士|妈|爸|邻居|朋友|室友|孩子|小孩|年轻人|老人|男人|女人|姑娘|小伙子|儿子|女儿|丈夫|妻子|老公|老婆|学生|实习生|考生|新生|先生|男生|女生|员工)$|^(?:小|老|阿)[\u4e00-\u9fff]$|^[\u4e00-\u9fff]{1,3}(?:小|老)[\u4e00-\u9fff]$/u;

/** Whether a whole phrase of the opening names a person by its form. */
export function isPersonPhrase(phrase: string, language: ContentLanguage): boolean {
  const text = phrase.trim();
  // A name the name finder reads (도윤, Theo, 阿珍) is a person whatever its language.
  const bareName = language === 'ko' ? text.replace(/이$/u, '') : text;
  if (language !== 'en' && readTextFacts(`${bareName} `).names.includes(bareName) && !/\s/u.test(bareName)) return true;
  if (language === 'en') {
    if (enTitled.test(text) || (enName.test(text) && !enNotName.test(text))) return true;
    if (/\b(?:Mr|Mrs|Ms|Dr)\.?\s[A-Z][a-z]+$/u.test(text)) return true;
    const words = text.split(/\s+/u);
    const of = words.indexOf('of');
    const head = (of > 0 ? words[of - 1] : words.at(-1)) ?? '';
    return enPersonHead.test(head) && (!enNotPerson.test(head) || /^(?:parent|student|patient|client|agent)s?$/iu.test(head));
  }
  if (language === 'vi') return viPerson.test(text.toLowerCase());
  if (language === 'ko') return koPerson.test(text.replace(/\s/gu, ''));
  return zhPerson.test(text);
}

// ---------------------------------------------------------------- shared clause grammar

/** Words that say a thing ran for long years (for 40 years, 30년 동안, 十几年, suốt 20 năm). */
const longYears: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:after (?:\d+|[a-z]+(?:-[a-z]+)?) years|for (?:the first time in )?(?:\d+|[a-z]+(?:-[a-z]+)?|decades|years)(?: (?:straight|whole))? years?|in (?:\d+|[a-z]+) years|(?:decades|years) of|for decades|every (?:day|night|morning|evening) (?:for|since)|since (?:I was|before I|\d{4}))\b|\bfor the first time in\b/iu,
  vi: /(?:suốt|hơn|gần|mấy|cả)\s(?:\d+|mấy|chục|hai|ba|bốn|năm|mười|hai mươi|ba mươi)\s?(?:chục\s)?năm|\d+\snăm\s(?:nay|qua|trời)|(?:chục|mấy chục)\snăm/iu,
  ko: /(?:\d+|수십|몇십|십여|이십|삼십|사십)\s?년(?:\s?(?:동안|째|넘게|가까이|간|만에))|수십 년|평생/u,
  zh: /(?:\d+|[一二三四五六七八九十几]+)\s?(?:多)?年(?:来|了|多|的|里|间)?|几十年|十几年|这么多年/u,
};

/** Predicates that stop a long routine (closed, went dark, 문을 닫았다, 关门了, đóng cửa). */
const stoppedNow: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:closed(?: (?:down|for good|its doors))?|shut(?: down| its doors)?|went (?:dark|quiet|silent|out)|stayed (?:dark|shut|closed|silent|quiet)|stopped|didn['’]t (?:open|ring|light|come|run|sound)|did not (?:open|ring|light|come|run|sound)|was(?:n['’]t| not) (?:open|lit|there)|fell silent|has gone|is gone|was gone)\b/iu,
  vi: /đóng cửa|tắt|im bặt|ngừng|không (?:mở|sáng|reo|kêu|chạy|bán)|nghỉ bán|dẹp|không thấy đâu|biến mất/iu,
  ko: /문을 닫았|문 닫았|닫혀 있|꺼졌|꺼져 있|멈췄|멈춰 있|안 열|열리지 않|울리지 않|안 울|사라졌|없어졌|그만뒀|폐업|안 보였|보이지 않/u,
  zh: /关门|关了|灭了|黑了|停了|没开|没亮|没响|不响了|不见了|没了|倒闭|歇业|搬走了|不[\u4e00-\u9fff]了|没有?[\u4e00-\u9fff]{1,2}(?:了|$|。)/u,
};

/** Words that say a newcomer stands where the missed one was. */
const insteadWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\binstead\b|\bin (?:his|her|their) place\b|\breplaced by\b|\bhad been replaced\b|\bwas replaced\b/iu,
  vi: /thay vào đó|thay vào chỗ|thế chỗ|thay bằng|đổi thành|thay cho/iu,
  ko: /대신|바뀌어 있|바뀌었|로 바뀐|으로 바뀐/u,
  zh: /换成了?|换了个|换了一个|取而代之|顶替/u,
};

/** Predicates that say a container holds nothing (blank, empty, 텅 비어, 空白). */
const emptyNow: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:was|were|is|are|came out|turned out(?: to be)?|had gone|went)\s+(?:completely\s+|totally\s+|still\s+|entirely\s+)?(?:blank|empty)\b|\bnothing (?:was )?(?:in|inside|on) it\b/iu,
  vi: /(?:trống trơn|trống rỗng|trống không|trắng trơn|để trắng|bỏ trắng|không có chữ nào|không có gì bên trong|rỗng)/iu,
  ko: /(?:텅\s?비어|비어 있었|비어 있|백지|아무것도 (?:적혀|쓰여|들어) 있지 않|아무 글자도)/u,
  zh: /(?:空白|是一?张?白纸|空空的|空的|一个字(?:也|都)没(?:有|写)|什么都没(?:写|有))/u,
};

/** A contrast connective: what follows is the main clause (…, but the printer died). */
const contrast: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /[\s,;]+(?:but|yet|however|until)\s|;\s*/giu,
  vi: /[\s,;]+(?:nhưng|vậy mà|thế mà|mà|cho đến khi|cho tới khi|đến khi)\s/giu,
  ko: /(?:는데|지만|그런데|근데)[\s,]/gu,
  zh: /[，,](?:可是?|但是?|却|结果|没想到)/gu,
};

function afterContrast(opening: string, language: ContentLanguage): string {
  const last = [...opening.matchAll(contrast[language])].at(-1);
  const main = last === undefined ? opening : opening.slice((last.index ?? 0) + last[0].length);
  return main.trim().length < 4 ? opening : main;
}

/** The phrase when it is a whole noun phrase of the language (a Korean one may be two bounded words), else null. */
function wholePhrase(phrase: string, language: ContentLanguage): string | null {
  const text = phrase.trim();
  if (text === '') return null;
  if (language === 'ko') {
    // A Korean phrase of one noun, or a noun before a noun (동네 목욕탕): no predicate, adnominal or particle form.
    const words = text.split(' ');
    const noun = (word: string): boolean => isStoryNounPhrase(word, 'ko') && !isKoreanPredicateForm(word) && !koNotNoun.test(word);
    return words.length <= 2 && words.every(noun) ? text : null;
  }
  if (language === 'en' && /\b(?:he|she|it|they|nobody|someone|somebody|everyone|everybody|no one)\b/iu.test(text)) return null;
  if (isStoryNounPhrase(text, language)) return text;
  // A Vietnamese phrase led by a classifier the noun check does not list (lon cà phê) is checked with 'cái' in its place.
  if (language === 'vi' && viClassifierLead.test(text) && isStoryNounPhrase(text.replace(/^\S+/u, 'cái'), 'vi')) return text;
  if (language === 'en' && /^(?:[Tt]he|[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir)?\s*(?:[a-z]+\s)?(?:Mr|Mrs|Ms|Dr)\.?\s[A-Z][a-z]+$/u.test(text)) return text;
  return null;
}

/**
 * Korean words that are no noun here: an adnominal or adverbial ending (적힌, 부르며, 습관처럼, 되면), a particle
 * left on (오늘은, 끝까지), an indefinite pronoun (누군가, 누가), a counter after a number word (한 대).
 */
const koNotNoun = /(?:(?:[던는은을를에며같없힌된온]|처럼|까지|부터|만|째)$)|^(?:누군|누구|누|아무|한|두|세|네|몇|어떤|웬|대|개|명|마리|권|장|병|잔|채)$/u;

// ---------------------------------------------------------------- English

/** Verbs in the past or a finite form: a word ending -ed, or a common irregular or auxiliary form. */
const enVerb = /^(?:[a-z]+ed|is|was|were|are|has|had|have|did|does|do|didn['’]t|wasn['’]t|weren['’]t|hasn['’]t|hadn['’]t|won['’]t|wouldn['’]t|can['’]t|couldn['’]t|kept|left|gave|ate|took|went|came|made|put|sent|brought|got|found|held|said|told|wrote|sat|stood|ran|began|knew|saw|thought|stole|hid|broke|fell|drove|rode|lost|sold|bought|built|paid|laid|set|let|cut|shut|hung|slept|swept|spent|lent|meant|met|read|led|fed|fled|wore|tore|threw|drew|grew|flew|blew|sang|rang|swam|won|dug|spun|stuck|struck|taught|caught|fought|sought|leaves|keeps|brings|puts|sends|gives|takes|makes|says|runs|sits|stands|goes|comes|hides|paints|knocks|calls|waits|writes|reads|opens|closes|watches|plays|sings|feeds|asks|tells|turns|walks|leaves|shows|stares|starts|stops|smiles|cries|texts|rings)$/iu;
const enObjectEnd = /^(?:instead|every|each|at|in|on|to|with|for|from|into|onto|when|before|after|while|again|and|but|because|so|as|without|behind|under|over|near|by|through|across|all|last|this|that|today|tonight|yesterday|twice|once|bright|back|away|inside|outside|there|here)$/iu;
const enDet = /^(?:a|an|the|my|his|her|their|our|some|this|that|its|one|two|three|every)$/iu;

/** English noun phrase starting at word `start` of `words` (a determiner first), longest whole span of up to six words. */
function enPhraseAt(words: readonly string[], start: number): string | null {
  if (!enDet.test(words[start] ?? '')) return null;
  const span: string[] = [];
  for (let at = start; at < words.length && span.length < 7; at += 1) {
    const word = words[at] as string;
    const bare = word.replace(/[,.;:!?]+$/u, '');
    if (span.length > 0 && (enObjectEnd.test(bare) || (enVerb.test(bare) && !/^(?:[a-z]+ed)$/iu.test(bare)))) break;
    span.push(bare);
    if (bare !== word) break;
  }
  for (let size = span.length; size >= 2; size -= 1) {
    const words2 = span.slice(0, size);
    if (words2.at(-1) === 'of') continue;
    const phrase = wholePhrase(words2.join(' '), 'en');
    if (phrase !== null && !/^(?:a|an|one|every)\s/iu.test(phrase)) return phrase;
    if (phrase !== null) return phrase;
  }
  return null;
}

/**
 * The subject among the words before a verb: the whole span, or its head before a relative clause (who, that, a
 * second determiner: "the sandwich my wife packed") or a place phrase ("the vending machine on the third floor").
 */
function enSubject(words: readonly string[]): string | null {
  const relative = words.findIndex((word, at) => at >= 1 && /^(?:who|that|which|whose|whom)$/iu.test(word));
  if (relative >= 1) return enSubject(words.slice(0, relative));
  if (words.some((word) => enVerb.test(word.replace(/[,.;:!?]+$/u, '')) || /[,;:]$/u.test(word))) return null;
  if (!/^(?:the|my|our|his|her|their|a|an|this|that|[A-Z][a-z]+['’]s|[A-Z][a-z]+)$/u.test(words[0] ?? '') && !/^(?:The|My|Our|His|Her|Their|A|An|This|That)$/u.test(words[0] ?? '')) return null;
  // A place phrase, a relative pronoun or a second determiner (a reduced relative clause: the sandwich | my wife
  // packed) ends the head: the head is the subject.
  const cut = words.findIndex((word, at) => at >= 2 && /^(?:who|that|which|whose|on|in|at|by|from|near|behind|across|next|outside|inside|of|with|my|his|her|their|our|the|a|an)$/iu.test(word));
  if (cut >= 2 && !(words[cut] === 'of' && cut + 1 < words.length && !/^(?:the|my|his|her|their|our|a|an)$/iu.test(words[cut + 1] ?? ''))) return wholePhrase(words.slice(0, cut).join(' '), 'en');
  const span = words.join(' ').replace(/[,.;:!?]+$/u, '');
  if (words.length <= 3 && /^[A-Z]/u.test(span) && isPersonPhrase(span, 'en') && !/^(?:The|A|An|This|That)\b/u.test(span)) return span;
  return wholePhrase(span, 'en');
}

const enLead = /^(?:(?:when|as|after|before|while|since|once|because|although|though|on|in|at|during|halfway|this|last|one|every|yesterday|today|tonight)\b[^,]{0,60},\s*)+/iu;

/** A leading time phrase with no comma (Every night at 2 a.m., Each morning, Every Sunday) before a subject. */
const enTimeLead = /^(?:every|each)\s+[a-z]+(?:\s+(?:at|around|about|after|before)\s+\d{1,2}(?::\d\d)?\s?(?:[ap]\.?m\.?)?)?\s+(?=(?:the|my|our|a|an|his|her|their)\s|[A-Z])/iu;

function readEn(opening: string): DefaultClause | null {
  // A time phrase with no comma after it (Every night at 2 a.m. the elevator…) leads too: it is never the subject.
  const main = afterContrast(opening, 'en').replace(enLead, '').replace(enTimeLead, '').trim();
  const words = main.split(/\s+/u);
  const first = (words[0] ?? '').toLowerCase();
  // The subject: the narrator, a titled name, a name, or a determiner phrase.
  let subject: string | null = null;
  let verbAt = 1;
  if (/^(?:i|we|i['’]d|i['’]ve)$/iu.test(first)) subject = 'I';
  else {
    // The shortest span followed by a verb that is a subject (the vending machine on the third floor | ate).
    for (let size = 1; size < Math.min(15, words.length); size += 1) {
      const next = (words[size] ?? '').replace(/[,.;:!?]+$/u, '');
      if (!enVerb.test(next) && !/^(?:has|had|just|always|never|still|quietly|suddenly|secretly|finally)$/iu.test(next)) continue;
      const phrase = enSubject(words.slice(0, size));
      if (phrase !== null) {
        subject = /^The\s/u.test(phrase) ? phrase.replace(/^The\s/u, 'the ') : /^(?:My|Our|His|Her|Their)\s/u.test(phrase) ? phrase.charAt(0).toLowerCase() + phrase.slice(1) : phrase;
        verbAt = size;
      }
      break;
    }
  }
  if (subject === null) return null;
  if (!words.slice(verbAt, verbAt + 4).some((word) => enVerb.test(word.replace(/[,.;:!?]+$/u, '')))) return null;
  // A state (was always quiet, is old) is no event: a copula must be followed by a participle or a state of loss.
  const copula = /^(?:is|was|were|are)$/iu.test(words[verbAt] ?? '');
  const after = words.slice(verbAt + 1, verbAt + 4).map((word) => word.replace(/[,.;:!?]+$/u, ''));
  if (copula && !after.some((word) => /^(?:[a-z]+ed|gone|blank|empty|missing|broken|closed|shut|dark|taken|stolen|left|hidden|torn|thrown)$/iu.test(word))) return null;
  // The object: the determiner phrase after the last verb of the clause ("ate my last dollar and gave me a can of soup").
  let object: string | null = null;
  for (let at = verbAt; at < words.length; at += 1) {
    const bare = (words[at] as string).replace(/[,.;:!?]+$/u, '');
    if (!enVerb.test(bare)) continue;
    let start = at + 1;
    if (/^(?:me|us|him|her|them|up|out|down|off|away|on)$/iu.test(words[start] ?? '')) start += 1;
    const phrase = enPhraseAt(words, start);
    if (phrase !== null && !/^its\s/iu.test(phrase)) object = phrase;
  }
  const person = subject !== 'I' && isPersonPhrase(subject, 'en');
  // A stranger the opening brings in (a man in a wet tuxedo) is the opening's mystery, not someone to go and ask.
  if (person && /^(?:a|an|some)\s/iu.test(subject)) return null;
  const kind: DefaultKind = subject === 'I' ? 'self' : person ? 'person' : 'thing';
  return { kind, who: person ? subject : null, newcomer: null, thing: kind === 'thing' ? subject : object, object: kind === 'thing' ? object : null };
}

// ---------------------------------------------------------------- Vietnamese

const viClassifier = '(?:một\\s)?(?:chiếc|cái|con|lá|bức|cuốn|quyển|tấm|bông|ngọn|căn|ngôi|tờ|chậu|đôi|gói|hộp|chai|cây|mảnh|chùm|bó|túi|ly|cốc|bát|xe|ổ|hũ|lọ|tập|trang|quán|tiệm|lon|cuộn|viên|miếng|chén|đĩa|nồi|quả|trái|bịch|thùng)';
/** A Vietnamese text that opens with a classifier (chiếc, con, tờ…). */
const viClassifierLead = new RegExp(`^${viClassifier}\\s`, 'iu');
/** Every classifier phrase of a Vietnamese text, with up to four words after it (matchAll copies a global pattern). */
const viClassifiedPhrases = new RegExp(`(?:^|\\s)(${viClassifier}(?:\\s[\\p{L}\\p{M}]+){1,4})`, 'giu');
const viBoundary = /\s(?:hôm nay|hôm qua|chiều nay|sáng nay|tối nay|tối qua|đêm qua|đã|đang|vừa|mới|lại|cứ|bỗng|bỗng dưng|lén|không|chưa|chẳng|vẫn|cũng|thì|luôn|mỗi|suốt|tự nhiên|đột nhiên|lặng lẽ|cứ|hay|bị|được|ngày nào|sáng nào|tối nào|đem|mang|tha|đặt|để|nhắn|gửi|đưa|lấy|cho|bảo|nói|hỏi|làm|mua|bán|viết|ghi|chạy|đi|về|mở|đóng|treo|dán|vẽ|sơn|trồng|nấu|dắt|gọi|nhét|giấu)\s/iu;

const viAspect = /\s(?:hôm nay|hôm qua|chiều nay|sáng nay|tối nay|tối qua|đêm qua|đã|đang|vừa|mới|lại|cứ|bỗng|lén|không|chưa|chẳng|vẫn|cũng|thì|luôn|suốt|tự nhiên|đột nhiên|lặng lẽ|bị|được)\s/iu;

function readVi(opening: string): DefaultClause | null {
  const main = afterContrast(opening, 'vi').replace(/^(?:(?:khi|lúc|sau khi|trước khi|từ khi) [^,]+,\s*)+/iu, '').replace(/^(?:(?:hôm nay|hôm qua|chiều nay|sáng nay|trưa nay|tối nay|tối qua|đêm qua|sáng sớm|mấy hôm nay|dạo này),?\s+)+/iu, '').trim();
  const cut = viBoundary.exec(` ${main} `);
  if (cut === null) return null;
  const verbHead = ` ${main} `.slice(1, cut.index).trim();
  // A person's role phrase runs to the first time or aspect word (ông bán bánh mì đầu hẻm | hôm nay không…).
  const aspect = viAspect.exec(` ${main} `);
  const roleHead = aspect === null ? '' : ` ${main} `.slice(1, aspect.index).trim();
  // A thing's phrase runs to the aspect word too, without its place (cái máy bán nước | ở ký túc xá).
  const thingHead = roleHead.split(/\s(?:ở|trong|trên|dưới|ngoài|bên|cạnh)\s/u)[0] ?? '';
  if (roleHead !== '' && thingHead !== roleHead && !viPerson.test(roleHead.toLowerCase()) && thingHead.split(' ').length > verbHead.split(' ').length && wholePhrase(thingHead.charAt(0).toLowerCase() + thingHead.slice(1), 'vi') !== null) return readViFrom(main, thingHead);
  const head = roleHead !== '' && roleHead.split(' ').length >= verbHead.split(' ').length + 3 && viPerson.test(roleHead.toLowerCase()) && roleHead.split(' ').length <= 7 && !/[,.;]/u.test(roleHead) ? roleHead : verbHead;
  return readViFrom(main, head);
}

/** The Vietnamese clause from its subject span on: who or what the subject is, and the object after the verb. */
function readViFrom(main: string, head: string): DefaultClause | null {
  const subjectRaw = head.replace(/\s+tôi$/u, ' tôi');
  const lower = subjectRaw.charAt(0).toLowerCase() + subjectRaw.slice(1);
  const self = /^(?:tôi|mình|em|tớ|tao)$/iu.test(lower);
  const person = !self && (isPersonPhrase(lower, 'vi') || /^[A-ZĐ]\p{Ll}+$/u.test(subjectRaw));
  const subject = self ? 'tôi' : person ? (/^[A-ZĐ]\p{Ll}+$/u.test(subjectRaw) && !viPerson.test(lower) ? subjectRaw : lower) : wholePhrase(lower, 'vi');
  if (subject === null || (!self && !person && subject.split(' ').length > 6)) return null;
  if (person && lower.split(' ').length > 7) return null;
  const rest = main.slice(main.indexOf(head) + head.length);
  let object: string | null = null;
  for (const m of rest.matchAll(viClassifiedPhrases)) {
    const words = (m[1] as string).replace(/^một\s/iu, '').split(' ');
    for (let size = words.length; size >= 2; size -= 1) {
      const candidate = words.slice(0, size).join(' ');
      const after = rest.slice(rest.indexOf(candidate) + candidate.length);
      const phrase = /^\s*\d/u.test(after) && size === words.length ? null : wholePhrase(candidate, 'vi');
      if (phrase !== null && !/\s(?:của|ở|trước|sau|trên|dưới|rồi|và)\s/u.test(` ${phrase} `)) {
        object ??= phrase;
        break;
      }
    }
  }
  const kind: DefaultKind = self ? 'self' : person ? 'person' : 'thing';
  return { kind, who: person ? subject : null, newcomer: null, thing: kind === 'thing' ? subject : object, object: kind === 'thing' ? object : null };
}

// ---------------------------------------------------------------- Korean

const koSelf = /^(?:나|내|저|제|우리)$/u;

function readKo(opening: string): DefaultClause | null {
  // A leading time clause (동생이 군대에 가던 날, …) is no main clause: its subject (동생) is not the one who acts.
  const main = afterContrast(opening, 'ko').replace(/^[^,，.]{0,30}(?:던|는|은|ㄴ|한|된|간|온|할|을) (?:날|때|밤|아침|저녁|무렵|순간)(?:에)?[,，]\s*/u, '');
  // The subject: the word(s) before 이/가/께서/은/는 nearest the clause start; the object: the last word(s) before 을/를.
  // A subject inside a relative clause (아빠가 쓰던 수첩) is not the clause's own.
  // A topic (은/는) counts only at the clause start: inside the clause it is an adnominal ending (모르는 전화번호).
  // A verb's adnominal before a time or way noun (면접 가는 길에, 집에 오는 날) is no subject with its topic 는.
  const subjectMatch = [...main.matchAll(/(?:^|\s)((?:[가-힣0-9]+(?<![가이은는을를에도])\s)?[가-힣]+?)(께서|이|가|은|는)\s([가-힣]+)/gu)].find((m) => !(/^[은는]$/u.test(m[2] as string) && /^(?:길|날|때|중|동안|곳|사이|김|줄|참|순간)/u.test(m[3] as string)) && ((m[2] !== '은' && m[2] !== '는') || (m.index ?? 0) === 0 || /[,，]\s?$/u.test(main.slice(0, m.index ?? 0) + (m[0].startsWith(' ') ? ' ' : ''))) && !isKoreanPredicateForm(`${(m[1] as string).split(' ').at(-1) ?? ''}${m[2] as string}`) && (!/(?:던|는|은|한|된|운|진)$/u.test(m[3] as string) || /^\s(?:[가-힣]+\s){0,2}?[가-힣]+(?:을|를)\s/u.test(main.slice((m.index ?? 0) + m[0].length)))) ?? null;
  // An object before a number and its counter (껌 한 통을) is the noun before the number.
  const objects = [...main.matchAll(/(?:^|\s)((?:[가-힣]+\s)?[가-힣]+?)(?:\s(?:한|두|세|네|몇|다섯)\s[가-힣]{1,2})?(?:을|를)(?=\s)/gu)];
  const pick = (raw: string | undefined): string | null => {
    if (raw === undefined) return null;
    if (readTextFacts(opening).names.includes(raw)) return raw;
    // A position noun (복도 끝 자판기: 끝) only places the noun after it.
    const two = /^[가-힣]+(?:에|에서|로|으로|와|과|랑|하고|도|만|서|고|게)\s|^(?:끝|앞|옆|뒤|위|아래|안|밖|건너편|맞은편)\s/u.test(raw) ? null : wholePhrase(raw, 'ko');
    const one = wholePhrase(raw.split(' ').at(-1) ?? '', 'ko');
    return two !== null && !/^(?:우리|내|제|나의|동네|아까|오늘|어제|매일)$/u.test(raw.split(' ')[0] ?? '') ? two : one ?? two;
  };
  // A subject after a number word is a counter (건조기 한 대가): the grammar is not sure of it.
  if (subjectMatch !== null && /^(?:한|두|세|네|몇|다섯|여섯)\s/u.test(subjectMatch[1] as string)) return null;
  const found = subjectMatch?.[1];
  // A given name with its friendly 이 (도윤이가) is the name.
  const names = readTextFacts(opening).names;
  const lastWord = found?.split(' ').at(-1) ?? '';
  const rawSubject = found !== undefined && /이$/u.test(lastWord) && names.includes(lastWord.slice(0, -1)) ? lastWord.slice(0, -1) : found;
  const subjectWord = rawSubject?.split(' ').at(-1) ?? '';
  const self = koSelf.test(subjectWord) || (rawSubject === undefined && /(?:^|\s)(?:나는|내가|저는|제가)\s/u.test(opening));
  const subject = self ? '나' : pick(rawSubject);
  const object = pick(objects.at(-1)?.[1]);
  if (subject === null && object === null) return null;
  if (!/[다요]\.?\s*$|었|았|했|렸|졌|왔|갔|봤|줬|뒀/u.test(main)) return null;
  const modified = rawSubject !== undefined && subject !== null && rawSubject !== subject && isPersonPhrase(subject, 'ko') && koNotNoun.test(rawSubject.split(' ')[0] ?? '');
  const person = !self && subject !== null && (isPersonPhrase(subject, 'ko') || readTextFacts(opening).names.includes(subject));
  // With no object, the place the clause goes to (옥상에 올라간다) is what the plot asks about.
  const place = object === null ? [...main.matchAll(/(?:^|\s)([가-힣]{2,6})(?:에|으로|로)\s(?:[가-힣]+\s)?(?:올라|내려|들어|나가|가|와|간|갔|왔)/gu)].map((m) => wholePhrase(m[1] as string, 'ko')).filter((found): found is string => found !== null).at(-1) ?? null : null;
  if (subject === null && !/(?:^|\s)(?:나는|내가|나도|저는|제가|우리는|우리가)\s/u.test(opening)) return null;
  if (rawSubject !== undefined && subject === null && !self) return null;
  const kind: DefaultKind = self || subject === null ? 'self' : person ? 'person' : 'thing';
  const objectOwn = object ?? place;
  return { kind, who: person ? (modified ? `그 ${subject}` : subject) : null, newcomer: null, thing: kind === 'thing' ? subject : objectOwn, object: kind === 'thing' && objectOwn !== subject ? objectOwn : null };
}

// ---------------------------------------------------------------- Chinese

const zhAdverb = /(?:今天|昨天|今早|今晚|昨晚|每天|每晚|每次|天天|最近|已经|突然|竟然|居然|偷偷|悄悄|默默|总是|一直|又|都|也|还|就|把|被|在|往|给|从|对|跟|拿|用|说|没|不|才|刚|忽然|早上|中午|晚上)/u;
/** zhAdverb, for every match (matchAll copies a global pattern). */
const zhAdverbs = new RegExp(zhAdverb.source, 'gu');

function readZh(opening: string): DefaultClause | null {
  const main = afterContrast(opening, 'zh').replace(/^[^，,。]{0,12}(?:的时候|以后|之后|那天)[，,]?/u, '');
  // The first clause that is no time or scene phrase (下雪的除夕夜，小满…: 小满's clause).
  const clauses = main.split(/[，,。！？；]/u).filter((part) => part.trim() !== '');
  const clause = clauses.find((part) => !/(?:夜|天|时|时候|那天|早上|晚上|周末|以前|以后|之后|前|后)$/u.test(part)) ?? clauses[0] ?? main;
  // The first boundary whose span before it is no demonstrative and measure word (村口那台 | 用了三十年的老水泵).
  const at = [...clause.matchAll(zhAdverbs)].find((m) => !/[那这一][个台张把件只条本辆盏座部间家]$/u.test(clause.slice(0, m.index ?? 0)) && !/的$/u.test(clause.slice(0, m.index ?? 0))) ?? null;
  // A verb's own complement (挂在, 放在) is no subject boundary: a thing subject ends before an adverb or a time word.
  const atVerb = at !== null && /^(?:在|给|往|从|对|跟|用|拿|说)$/u.test(at[0]);
  const rawSubject = at === null ? '' : clause.slice(0, at.index);
  const self = /^我们?$/u.test(rawSubject);
  // A time phrase before the verb (每年春节, 今年, 平时) is no subject: the clause's subject is the person named before it.
  if (/^(?:每[年月周逢次个]|今年|去年|明年|那年|这些年|平时|平常)/u.test(rawSubject)) return null;
  const head = (phrase: string): string => (phrase.length > 6 && phrase.includes('的') ? phrase.slice(phrase.lastIndexOf('的') + 1) : phrase);
  const personSubject = rawSubject !== '' && rawSubject.length <= 8 && (isPersonPhrase(rawSubject, 'zh') || readTextFacts(opening).names.some((name) => rawSubject.endsWith(name)));
  const subject = self ? '我' : rawSubject === '' ? null : personSubject ? rawSubject : atVerb ? null : wholePhrase(head(rawSubject), 'zh');
  if (!self && !personSubject && rawSubject !== '' && subject === null) return null;
  // The object: what 把 takes, else the noun after a count word (一个苹果), else the noun after the clause's verb.
  const ba = /把([\u4e00-\u9fff]{1,12}?)(?:递|推|端|扔|给|放|翻|拿|带|藏|收|送|寄|忘|弄|丢|交|换|卖|拆|搬|还|挂|塞|贴|装|剪|烧|撕|留|摆|倒|洗|吃|喝|修|锁|关|打)/u.exec(main);
  // 一个人 before a verb is "alone" (一个人坐在楼梯间吃饭), no count of a thing.
  const counted = /[一两几](?:个(?!人)|[封张本只件盒份块条把枚袋束瓶罐支颗朵台辆盏])[\u4e00-\u9fff]{0,3}?的?([\u4e00-\u9fff]{1,5}?)(?=[，。,！？；]|$|给我|放在)/u.exec(main);
  const objectRaw = ba?.[1] ?? counted?.[1] ?? null;
  const objectHead = objectRaw === null ? null : objectRaw.includes('的') && !ba ? objectRaw.slice(objectRaw.lastIndexOf('的') + 1) : objectRaw;
  const object = objectHead === null ? null : wholePhrase(objectHead, 'zh') ?? wholePhrase(head(objectHead), 'zh');
  if (subject === null) return object === null || atVerb ? null : { kind: 'thing', who: null, newcomer: null, thing: object, object: null };
  const person = !self && personSubject;
  const kind: DefaultKind = self ? 'self' : person ? 'person' : 'thing';
  return { kind, who: person ? subject : null, newcomer: null, thing: kind === 'thing' ? subject : object, object: kind === 'thing' ? object : null };
}

const readers: Readonly<Record<ContentLanguage, (opening: string) => DefaultClause | null>> = { en: readEn, vi: readVi, ko: readKo, zh: readZh };

/**
 * The opening's main clause as the default plot tells it, or null when the opening has no finite clause the grammar
 * is sure of (a bare noun phrase, a fragment). A person the opening says is away or dead is never the one the plot
 * goes to: the plot goes to the clause's thing instead, or does not answer.
 */
export function readDefaultClause(opening: string, language: ContentLanguage): DefaultClause | null {
  const read = readDefaultClauseAsWritten(opening, language);
  // Round 17: a Korean reflexive before the thing (자기 강아지, 제 가방: the doer's own) is no part of its name.
  if (read === null || language !== 'ko' || read.thing === null || !/^(?:자기|제|자신의)\s/u.test(read.thing)) return read;
  return { ...read, thing: read.thing.replace(/^(?:자기|제|자신의)\s/u, '') };
}

function readDefaultClauseAsWritten(opening: string, language: ContentLanguage): DefaultClause | null {
  const text = opening.trim();
  const quoted = /['"“”‘’「」『』]/u.test(text.replace(/(?<=\p{L})['’](?=\p{L})/gu, ''));
  const early = readers[language](text);
  const absentNow = readAbsent(opening, language);
  // Words a person wrote on the thing they left or gave (Bố để lại tờ vé số cũ, mặt sau ghi '…'): the words are answered.
  const words = quoted ? quotedWords(text, language) : null;
  const oneSentence = !/[.!?。！？]\s*\S/u.test(text.replace(/['"“‘「『][^'"”’」』]*['"”’」』]/gu, 'q').replace(/\b(?:Mr|Mrs|Ms|Dr|St)\.|\b[ap]\.m\./giu, 'x'));
  if (words !== null && oneSentence && early !== null && early.kind === 'person' && early.thing !== null && writtenOn[language].test(text) && !/^(?:once upon a time|ngày xửa|옛날|很久)|\b(?:found|discovered)\b|tìm thấy|nhặt được|발견|주웠|发现|捡到/iu.test(text)) {
    const goneWho = early.who !== null && absentNow.some((one) => one.who.includes(early.who as string) || (early.who as string).includes(one.who));
    return { kind: 'written', who: goneWho ? null : early.who, newcomer: null, thing: early.thing.replace(/^一[本张封个把件块条枚]/u, ''), object: null, quote: words };
  }
  if (declined[language].test(text) || newcomerActs[language].test(text)) return null;
  if (/[.!?。！？]\s*\S/u.test(text.replace(/['"“‘「『][^'"”’」』]*['"”’」』]/gu, 'q').replace(/\b(?:Mr|Mrs|Ms|Dr|St)\.|\b[ap]\.m\./giu, 'x'))) {
    // Round 13: an opening of several sentences keeps only the shapes read from its whole structure: a person
    // replaced by another, a thing that ran for long years and stopped (its first sentence names it).
    const whole = quoted ? null : shapeOf(text, language, early ?? readers[language](text.split(/(?<=[.!?。！？])\s*/u)[0] ?? text));
    if (whole === null) return null;
    if (whole.kind === 'replaced') return whole;
    // The thing that ended is a whole noun phrase and no person (张叔, the woman who sells newspapers: a regular who
    // did not come is the turn plot's) nor a stretch of time ("For eleven years").
    const thing = whole.thing ?? '';
    const personLike = isPersonPhrase(thing, language) || (language === 'zh' && /^[\u4e00-\u9fff](?:叔|姨|伯|婶|哥|姐|爷|奶|嫂|婆)$/u.test(thing)) || readTextFacts(opening).names.some((name) => thing.includes(name));
    const ok = whole.kind === 'ended' && thing !== '' && !personLike && !/\b(?:years?|days?|months?|weeks?)\b|năm|년|年/iu.test(thing) && isStoryNounPhrase(thing, language);
    return ok ? whole : null;
  }
  const read = early;
  const absent = absentNow;
  const gone = (who: string | null): boolean => who !== null && absent.some((one) => one.who.includes(who) || who.includes(one.who));
  // Quoted words are answered by the ranks that read them, unless a person the clause names said them to the
  // narrator (Mẹ nhắn cho tôi: 'ngủ chưa'): then the words are what the narrator asks that person about.
  if (quoted) {
    if (words === null || read === null) return null;
    return read.kind === 'person' && read.thing === null && !gone(read.who) ? { ...read, thing: `“${words}”` } : null;
  }
  const shaped = shapeOf(text, language, read);
  if (shaped === null) return null;
  if (shaped.kind === 'replaced') return shaped;
  if (shaped.who !== null && gone(shaped.who)) return shaped.thing === null ? null : { ...shaped, kind: shaped.kind === 'person' ? 'thing' : shaped.kind, who: null, object: null };
  return shaped;
}

/**
 * Round 16 (set R's read): a later clause where someone new comes and acts (sáng nay có một người lạ đến mua hết cả nồi,
 * a stranger bought…, 낯선 사람이…, 来了一个陌生人…): the event is the newcomer's, never the first clause's person to go
 * and ask "why did you do that".
 */
const newcomerActs: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /[,;]\s*(?:and\s+|but\s+|then\s+)?(?:today|this morning|tonight|yesterday)?,?\s*(?:a|some)\s+(?:stranger|strange man|strange woman|man|woman|boy|girl|kid|customer|guy)\s+(?:came|walked|showed|bought|asked|knocked|left|sat|stopped)\b/iu,
  vi: /[,;]\s*(?:[\p{L}\s]{0,20}\s)?(?:thì\s)?có\s(?:một|mấy|hai|ba)\s(?:người lạ|người|ông|bà|cô|chú|anh|chị|đứa|cậu|vị khách|khách)(?:\s[\p{L}]+){0,2}\s(?:đến|tới|ghé|vào|mua|hỏi|gõ|để lại|ngồi)/iu,
  ko: /[,，]\s*(?:[가-힣]+\s){0,3}(?:낯선|처음 보는|모르는)\s(?:사람|손님|남자|여자|아이|할머니|할아버지|아저씨|아주머니)(?:이|가)/u,
  zh: /[，,](?:[^，,。]{0,8})?(?:来了|有)一?(?:个|位)(?:陌生人|陌生的|不认识的)/u,
};

/**
 * Openings the default path leaves to the ranks that read them better: a tale's formula (once upon a time, 옛날
 *옛적), and a thing found (found, tìm thấy, 발견했다, 发现): the found-thing shapes carry what was found.
 */
const declined: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^once upon a time|\blong,? long ago\b|\b(?:found|discovered|picked up)\b|\b(?:texted|called|phoned|rang|wrote|messaged|emailed)\b[^.]{0,40}\b(?:to say|to tell|saying)\b/iu,
  vi: /^(?:ngày xửa ngày xưa|ngày xưa)|(?:tìm thấy|tìm được|nhặt được|phát hiện|thấy bên trong)|(?:trong|trên|dưới|sau)\s[^,.]{1,30}\scó\s(?:một|mấy|vài)\s|(?:gọi điện|gọi|nhắn tin|nhắn|viết thư)\s(?:về\s)?(?:bảo|nói|kể|báo)/iu,
  ko: /^옛날|발견했|발견한|주웠|찾았다|찾아냈|(?:전화|문자|연락|편지)(?:가|이)\s왔|에는?\s(?:[가-힣]+\s){0,6}(?:[가-힣]+(?:이|가))\s(?:[가-힣]+\s)?있었다/u,
  zh: /^(?:很久很久以前|很久以前|从前)|发现|捡到|找到|买到|(?:里|上|下)面?(?:有|夹着|放着|躺着|贴着|写着|刻着)|(?:打电话|打来电话|发消息|发微信|来电话)(?:来)?说|告诉我/u,
};

/** The newcomer of a replaced person: the phrase after the instead-word, or the last clause's subject before it. */
const newcomerAfter: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /(?:^|[;,.]\s*|\band\s)((?:a|an|the|some)\s[a-z' -]{2,40}?)\s(?:was|were|stood|sat|held|had|took|ran|sold|worked|rowed|drove|came)\b[^;,.]*\binstead\b|\breplaced by\s((?:a|an|the)\s[a-z -]{2,30}?)(?=[,.;]|$)/iu,
  vi: /(?:thay vào đó là|thay vào chỗ là|thế chỗ là|thay bằng)\s(?:một\s)?([\p{L}\p{M} ]{2,40}?)(?=[,.;!]|$)/iu,
  ko: /대신\s(?:[가-힣]+\s){0,4}?([가-힣]+?)(?:이|가|께서)\s/u,
  zh: /(?:换成了?|换了个|换了一个|取而代之的是)(?:一个|一位|个)?([\u4e00-\u9fff]{1,8}?)(?=[，。,！？]|$)/u,
};

/** The thing right before an empty predicate, per language (see emptySubject). */
const emptySubjectPatterns: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /((?:[A-Z][a-z]+['’]s|the|my|his|her|their|our)\s(?:[a-z]+\s){0,2}[a-z]+)\s(?:was|were|is|came out|turned out(?: to be)?)\s(?:completely\s|totally\s|still\s|entirely\s)?(?:blank|empty)/iu,
  vi: new RegExp(`(${viClassifier}(?:\\s[\\p{L}\\p{M}]+){0,4}?)\\s(?:(?:vẫn|bỗng|hoàn toàn|lại)\\s)?(?:trống trơn|trống rỗng|trống không|trắng trơn|rỗng)`, 'iu'),
  ko: /(?:^|\s)((?:[가-힣]+의\s)?[가-힣]+?)(?:이|가|은|는)\s(?:[가-힣]+\s)?(?:텅\s?비어|비어 있|백지)/u,
  zh: /([\u4e00-\u9fff]{1,10}?)(?:竟然|居然|却|还)?(?:是一?张?白纸|是?一片空白|是?空白|空空的|一个字)/u,
};

/** The thing right before an empty predicate (Maya's sketchbook was blank, 대본이 백지였다, 稿子是一张白纸). */
function emptySubject(opening: string, language: ContentLanguage): string | null {
  const raw = emptySubjectPatterns[language].exec(opening)?.[1];
  if (raw === undefined) return null;
  const text = language === 'zh' && raw.includes('的') ? raw.slice(raw.lastIndexOf('的') + 1) : language === 'vi' ? raw.replace(/^một\s/iu, '').replace(/^\p{Lu}/u, (c) => c.toLowerCase()) : raw;
  if (language === 'ko' && /의\s/u.test(text)) return wholePhrase(text.split(' ').at(-1) ?? '', 'ko') === null ? null : text;
  if (language === 'en' && /^[A-Z][a-z]+['’]s\s/u.test(text)) return text;
  return wholePhrase(language === 'en' ? text.replace(/^The\s/u, 'the ') : text, language);
}

/** The owner a thing's phrase names (Maya's sketchbook, 민서의 대본, 小林手里的稿子) and the thing without them. */
function ownerOf(thing: string, opening: string, language: ContentLanguage): { who: string | null; thing: string } {
  if (language === 'en') {
    const m = /^([A-Z][a-z]+)['’]s\s(.+)$/u.exec(thing);
    return m === null ? { who: null, thing } : { who: m[1] as string, thing: `the ${m[2] as string}` };
  }
  if (language === 'ko') {
    const m = /^([가-힣]+)의\s(.+)$/u.exec(thing);
    return m === null ? { who: null, thing } : { who: m[1] as string, thing: m[2] as string };
  }
  if (language === 'zh') {
    const m = new RegExp(`([\\u4e00-\\u9fff]{2,3}?)(?:手里|手上|包里|桌上)?的${thing}`, 'u').exec(opening);
    const who = m?.[1] ?? null;
    return who !== null && (readTextFacts(opening).names.includes(who) || isPersonPhrase(who, 'zh')) ? { who, thing } : { who: null, thing };
  }
  return { who: null, thing };
}

/**
 * The person an opening's first sentence names, for a replaced person the last sentence only calls "he" (今天他的摊位上
 * 换了一个年轻人): a Chinese person noun after 的 (卖糖葫芦的老爷爷 → 老爷爷), an English article phrase with a person head.
 */
function earlierPerson(opening: string, language: ContentLanguage): string | null {
  const firstSentence = opening.split(/(?<=[.!?。！？])\s*/u)[0] ?? opening;
  if (language === 'zh') {
    for (const m of firstSentence.matchAll(/的([\u4e00-\u9fff]{2,3}?)(?=都|会|总|每|常|天天|经常|一直|，|。|$)/gu)) if (isPersonPhrase(m[1] as string, 'zh')) return m[1] as string;
    return null;
  }
  if (language === 'en') {
    for (const m of firstSentence.matchAll(/\b(?:the|my|our)\s+(?:[a-z-]+\s+){0,2}?[a-z-]+(?=\s+(?:who|that|at|in|on|from|by|outside|next|always|has|had|would|used)\b|[,.;]|$)/giu)) if (isPersonPhrase(m[0], 'en')) return m[0];
  }
  return null;
}

/** The replaced, ended and empty shapes, told apart from the general act by the clause's structure. */
function shapeOf(opening: string, language: ContentLanguage, read: DefaultClause | null): DefaultClause | null {
  const first = readers[language](opening.split(/[;；,，。]|(?<=[a-z]{2}[.!?])\s|\s(?:but|nhưng)\s/u)[0] ?? opening) ?? read;
  if (insteadWords[language].test(opening)) {
    const m = newcomerAfter[language].exec(opening);
    const raw = (m?.[1] ?? m?.[2] ?? '').trim().replace(/^(?:một|một người|một cậu)\s(?=\S)/iu, (w) => (w.startsWith('một người') || w.startsWith('một cậu') ? w.replace(/^một\s/iu, '') : ''));
    const head = language === 'en' ? enSubject(raw.split(/\s+/u)) ?? raw : raw;
    const newcomer = head === '' ? null : isPersonPhrase(head, language) || wholePhrase(head, language) !== null ? head : null;
    const before = language === 'ko' ? /(?:^|\s)((?:[가-힣]+\s)?[가-힣]+)\s대신/u.exec(opening)?.[1] ?? null : null;
    const koMissed = before === null ? null : [before, before.split(' ').at(-1) ?? ''].find((part) => wholePhrase(part, 'ko') !== null && isPersonPhrase(part, 'ko')) ?? null;
    const missed = koMissed ?? first?.who ?? earlierPerson(opening, language);
    if (newcomer !== null && missed !== null && isPersonPhrase(newcomer, language)) return { kind: 'replaced', who: missed, newcomer, thing: null, object: null };
  }
  if (first !== null && longYears[language].test(opening) && stoppedNow[language].test(opening) && first.kind === 'thing' && first.thing !== null) return { ...first, kind: 'ended' };
  if (emptyNow[language].test(opening)) {
    const own = emptySubject(opening, language);
    const thing = own ?? (read?.kind === 'thing' ? read.thing : first?.kind === 'thing' ? first.thing : null);
    if (thing !== null) return { kind: 'empty', ...ownerOf(thing, opening, language), newcomer: null, object: null };
  }
  return read;
}
