/**
 * The "first time" and "last time" shapes of a story opening (issue 13, round 10): "…went to the lake alone for the
 * first time", "Lần đầu tiên Mai tự đi xe buýt…", "처음으로 혼자 비행기를…", "第一次一个人去医院…"; "the bakery closes for
 * good today", "ngày cuối cùng…", "…마지막 날", "最后一天". Read from surface grammar: the marker, who does it (the
 * narrator or the named hero), the person who is not there (away, gone, or the one being cared for), whether that
 * person usually helped, and the act's own noun (the lake, xe buýt, 병원 대기실, 地铁) when the grammar is sure of it.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { readTextFacts, guessGender } from './name-finder.ts';
import { isStoryNounPhrase } from './story-noun-phrase.ts';
import { isPersonNoun, isPlaceOrTime, readClauseRoles } from './clause-roles.ts';
import { findSubjectDoer, isVietnameseDayWord } from './story-first-subject.ts';
import { findFirstTimeDoer, findHonoredHero, findShapeTime, findTroubleTold, isWholeChineseSpan, type FirstTimeDoer, type ShapeTime } from './story-first-reads.ts';

/** Why the person of a first time is not beside the hero: away (a trip, abroad), gone, cared for (in surgery), or only missed (no reason given). */
export type AbsentRole = 'away' | 'gone' | 'cared' | 'missed';

/** The person a first time is done without: remembered, phoned, waited for, never on stage. */
export interface AbsentPerson {
  /** As a later sentence names them ("my dad", "Mom", "bà nội", "아빠", "爸妈"). */
  who: string;
  role: AbsentRole;
  /** The opening says they used to do it (always, every summer, taught, 以前都是, 늘, hồi nhỏ). */
  usual: boolean;
}

/** Who tells the story: the narrator in the visitor's own pronoun, or the named hero in the third person. */
export interface FirstTimeHero {
  /** "I", "tôi" / "em" / "mình", "나", "我", or the hero's name. */
  name: string;
  firstPerson: boolean;
  gender: 'she' | 'he' | null;
}

/** A first time or a last time read from an opening. */
export interface FirstTimeShape {
  kind: 'first' | 'last';
  hero: FirstTimeHero;
  /** The hero does it with nobody beside them (alone, without, một mình, 혼자, 一个人). */
  alone: boolean;
  absent: AbsentPerson | null;
  /** The act's own noun phrase as a later sentence names it, or null when the grammar is not sure of one. */
  thing: string | null;
  /** Done already (past), or happening now / still to come (tonight I'm…, 내일, 明天): told as it unfolds. */
  time: ShapeTime;
  /** Someone else does the first time (my daughter, con gái tôi, 아들이, 儿子) while the narrator watches; null when the hero does it. */
  doer: FirstTimeDoer | null;
  /** The opening already tells how it went wrong (…but two screws were left over, 它一直在挣扎): no other difficulty is made up. */
  troubleTold: boolean;
}

const firstMarker: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bfor the (?:very )?first time\b|^first time\b|\b(?:my|her|his|their) (?:very )?first time\b|\bthe first time (?:i|she|he|we|they)\b/iu,
  // A first day is a first time only when its doer follows (ngày đầu tiên thằng Bin đi mẫu giáo).
  vi: /lần đầu(?: tiên)?(?![\p{L}\p{M}])|(?:ngày|buổi) đầu tiên(?=\s+(?:thằng|bé|con bé|cô bé|cậu bé|nhóc|con gái|con trai|con|cháu|em)\s)/iu,
  ko: /처음으로|난생처음|난생 처음|생애 처음|처음 혼자|혼자서? 처음/u,
  // The hero's own act follows the marker (第一次一个人坐地铁…), never an event with its own subject (我们班第一次同学聚会).
  zh: /(?:第一次|头一回|头一次|首次)(?:自己|一个人|独自|单独|亲自)*(?:坐|乘|去|到|开|骑|进|上|做|学|当|带|给|参加|出|回|过|住|用|煮|烧|包|考|离开|登|爬|游|跑|飞|陪|在|走|搬|拿|买|卖|穿|照顾|送|接|站|独立|主持|上台|演|唱|跳|画|写|织|钓|种|养|租|领|交|办|签)/u,
};

/** Not a first time at all, or a first time again after years (for the first time in years): no first-time plot. */
const notFirst: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bnot (?:for )?the first time\b|\b(?:wasn['’]t|isn['’]t|won['’]t be) the first time\b|\bsince the first time\b|\bfirst time (?:in|since) (?:years|ages|months|weeks|decades|forever|a (?:long )?while|a long time|\w+ (?:years|months))\b/iu,
  vi: /không phải lần đầu|lần đầu(?: tiên)? (?:sau|trong) (?:nhiều|mấy|bao|[0-9]+|hai|ba|mười)/iu,
  ko: /처음이 아니|(?:년|달|개월|만)\s?만에 처음/u,
  zh: /不是第一次|(?:多年|几年|这么多年|好多年|很久|[0-9一二三四五六七八九十]+年)(?:来|以来|后)?(?:的)?第一次/u,
};

/** A last time remembered from the past (the last time I saw her, lần cuối tôi gặp bà, 最后一次见到…): no farewell plot. */
const lastRecalled: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\blast time (?:i|we|she|he|they) (?:saw|spoke|talked|heard|met|visited)\b/iu,
  vi: /lần cuối(?: cùng)? (?:tôi |mình |em )?(?:gặp|thấy|nghe|nói chuyện)/iu,
  ko: /마지막으로 (?:본|만난|들은|통화한)/u,
  zh: /最后一次(?:见|看到|看见|听到|和|跟)/u,
};

const lastMarker: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bfor the (?:very )?last time\b|\bone last time\b|(?:^|[.!?]\s+)last (?:day|night|shift|class|lesson|game|match|visit|week|show|performance|service|round)\s+(?:at|of|in|on|before|with|here|there|ever|together|tonight|today|tomorrow)\b|(?:^|[.!?]\s+)last (?:day|night|shift|week)\s*[.!,]|\b(?:the|my|her|his|their|our) (?:very )?last (?:day|night|morning|shift|class|lesson|game|match|visit|week|show|performance)\b|\b(?:the|my|her|his|their|our) final (?:day|night|shift|class|show)\b|\b(?:close[sd]?|closing|shut(?:s|ting)?|leav(?:e|es|ing)|left|moving out|moved out)\b[^.!?]*\bfor good\b/iu,
  vi: /ngày cuối cùng|lần cuối(?: cùng)?|buổi cuối(?: cùng)?|đêm cuối(?: cùng)?|tuần cuối(?: cùng)?|đóng cửa (?:hẳn|vĩnh viễn|luôn)|nghỉ hẳn|nghỉ luôn|(?:về|dọn|chuyển)(?: \S+){0,2} hẳn(?![\p{L}\p{M}])|về quê (?:luôn|hẳn|sống)|sắp (?:chuyển|dọn) đi|sắp nghỉ (?:hưu|bán|làm)/iu,
  ko: /마지막 (?:날|밤|출근|근무|영업|수업|공연|경기|인사|등교|퇴근|주|달)|마지막이다|마지막인|문을 닫는다|문을 닫아|영영 문을|(?:을|를) 그만둔다|(?:을|를) 그만두게|퇴사한다|폐업한다/u,
  zh: /最后一天|最后一次|最后一晚|最后一节课|最后一个(?:晚上|早上|星期|礼拜|月|学期|班)|最后一(?:周|班|程)|永久关闭|关门大吉|要关门了|不再营业/u,
};

/**
 * A first time that is something seen or heard (lần đầu tiên anh thấy cổng trường mở sẵn, 第一次看到…) is an event the
 * other readers tell; the shape takes only a first time the hero does.
 */
const perceived: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bfirst time,?\s+(?:(?:i|she|he|we|they|[A-Z][a-z]+)\s+)?(?:ever\s+)?(?:saw|heard|noticed|found|met|spotted|felt|realized|realised)\b/iu,
  vi: /lần đầu(?: tiên)?,?\s+(?:[\p{L}\p{M}]+\s+){0,2}(?:thấy|nhìn thấy|nghe|nghe thấy|gặp|phát hiện|nhận ra|để ý)(?![\p{L}\p{M}])/iu,
  ko: /처음으로\s+(?:[가-힣]+\s+){0,3}?[가-힣]*(?:봤|보았|보였|들었|들렸|발견|알았|알게 됐|만났)/u,
  zh: /(?:第一次|头一回|头一次|首次)(?:看到|看见|见到|听到|听见|发现|遇到|注意到|意识到)/u,
};

/** A strange event or a question belongs to the mystery and question readers, not to this shape. */
export const otherShape: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /[?？]|\b(?:suddenly|strange(?:ly)?|weird|by itself|on its own|ghost|vanished|disappeared|nobody knows|impossible)\b/iu,
  vi: /[?？]|bỗng|đột nhiên|kỳ lạ|biến mất|\bma\b|tự dưng|không ai biết/iu,
  ko: /[?？]|갑자기|이상한|이상하게|귀신|저절로|사라졌|아무도 모르/u,
  zh: /[?？]|突然|奇怪|诡异|竟然|居然|自己动|消失|闹鬼/u,
};

const aloneWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\balone\b|\bby (?:myself|herself|himself|themselves)\b|\bon (?:my|her|his|their) own\b|\bwithout\b|\bsolo\b/iu,
  vi: /một mình|tự mình|(?:^|\s)tự(?=\s)|không có\s/iu,
  ko: /혼자|홀로|없이|없으니|없는|없었/u,
  zh: /一个人|独自|自己|没有|不在/u,
};

/** Words that say someone has died. */
export const goneWords = /passed away|\bdied\b|\blate\s+(?:grand|mother|father|mom|dad)|funeral|since (?:she|he) (?:died|passed)|qua đời|đã mất|mất rồi|không còn nữa|돌아가시|돌아가신|돌아가셨|세상을 떠|장례|去世|过世|离世|不在了|走后/iu;
const caredWords = /surgery|operation|\bhospital\b|\bICU\b|\bsick\b|phẫu thuật|\bmổ\b|bệnh viện|nằm viện|cấp cứu|수술|입원|병원|응급실|手术|医院|住院|病房|急诊/iu;
const usualWords = /\balways\b|\bused to\b|\bevery (?:summer|winter|year|time|morning|day|week|weekend|sunday|saturday)\b|\btaught\b|\busually\b|luôn|ngày nào cũng|hồi nhỏ|trước giờ|trước đây|mọi năm|năm nào cũng|bao giờ cũng|dạy|늘|항상|언제나|매번|해마다|여름마다|매년|가르쳐|어릴 때|以前都是|以前总是|总是|每次都|每年|一直是|教我|小时候/iu;

/** The people a first time may be done without, per language (kin and the usual helpers: a coach, a teacher). */
export const personWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:(my|his|her|their|our)\s+)?(?:late\s+)?(grand(?:ma|pa|mother|father|parents)|mom|mum|mother|dad|father|parents|uncle|aunt|sister|brother|coach|teacher|husband|wife|best friend)\b/iu,
  vi: /(?:^|[\s,])(bà ngoại|bà nội|ông ngoại|ông nội|bố mẹ|ba mẹ|cha mẹ|mẹ|bố|má|ba(?=\s+(?:tôi|em|mình|con|cháu)(?![\p{L}\p{M}]))|(?<=^\s*)Ba(?!\s+(?:năm|tháng|tuần|ngày|giờ|người|lần|đứa|cái|con|chiếc|bữa|mươi|trăm|nghìn|ngàn))|anh trai|chị gái|thầy|cô giáo|chồng|vợ)(?=[\s,.]|$)/iu,
  ko: /(외할머니|외할아버지|할머니|할아버지|부모님|엄마|아빠|어머니|아버지|삼촌|이모|고모|언니|오빠|누나|형|남편|아내|선생님|코치)/u,
  zh: /(外婆|奶奶|外公|爷爷|姥姥|姥爷|爸妈|父母|妈妈|爸爸|老爸|老妈|哥哥|姐姐|老公|老婆|老师|教练)/u,
};

/** Words that say someone is away (a trip, abroad, out of town, working in another country). */
export const awayWords = /\baway\b|\babroad\b|\boverseas\b|\bout of town\b|\bon (?:a |her |his )?(?:business )?trip\b|\bmoved\b|\bwork(?:s|ing)? late\b|về quê|đi vắng|đi công tác|đi làm (?:ở|xa|bên|tận)|xuất khẩu lao động|ở xa|nước ngoài|출장|유학|멀리|이사|해외|외국|지방에|外地|出差|国外|外省|视频里|电话里|打工/iu;

/** English bare kin words that are used as a name ("mom always did it"): capitalised, no possessive added. */
const englishNameKin = /^(?:mom|mum|dad|grandma|grandpa)$/iu;

/** A place or a position before a person word makes a stranger ("옆자리 할머니", "the old man next door", "bà cụ bên cạnh", "邻座的奶奶"). */
const strangerBefore: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:next-door|neighbou?r'?s?|stranger'?s?|(?:the|a|an) (?:old|kind|little))\s*$/iu,
  vi: /(?:bên cạnh|ghế bên|hàng xóm|người lạ)\s*$/iu,
  ko: /(?:옆자리|옆 자리|앞자리|뒷자리|옆집|앞집|건너편|이웃|낯선|옆)\s*$/u,
  zh: /(?:旁边的?|邻座的?|隔壁的?|邻居|对面的?|陌生的?)$/u,
};

function findAbsent(opening: string, language: ContentLanguage, hero: FirstTimeHero, alone: boolean): AbsentPerson | null {
  const m = personWords[language].exec(opening);
  // The hero's own name word (동생 of "동생이 처음으로…") is the hero, not the person missed.
  if (m === null || (!hero.firstPerson && (m[0].includes(hero.name) || hero.name.includes((m[2] ?? m[1] ?? '') as string)))) return null;
  // Round 11 (set H read): "옆자리 할머니가 자꾸 민재 손을 꼭 잡으셨다": a stranger named by a place before the word (the seat
  // next to me, 옆집, 旁边的) is on stage, never the family member missed; so is a kin word that is the subject of an act.
  const before = opening.slice(Math.max(0, m.index - 12), m.index + (m[0].length - m[0].trimStart().length));
  if (strangerBefore[language].test(before) || (language === 'ko' && new RegExp(`${m[1] as string}(?:가|이|께서)\\s+(?:\\S+\\s+){0,3}\\S*(?:잡|안아|웃|말|건네|주셨|줬|도와)`, 'u').test(opening))) return null;
  const gone = goneWords.test(opening);
  const cared = !gone && caredWords.test(opening);
  const away = awayWords.test(opening);
  // Someone beside the hero (my dad took me…) is on stage: only a person the opening says is not there is remembered.
  if (!gone && !cared && !away && !alone) return null;
  let who: string;
  if (language === 'en') {
    const owner = m[1];
    const head = (m[2] as string).toLowerCase();
    if (owner !== undefined) who = `${owner.toLowerCase()} ${head}`;
    else if (englishNameKin.test(head)) who = head.charAt(0).toUpperCase() + head.slice(1);
    else who = `${hero.firstPerson ? 'my' : hero.gender === 'she' ? 'her' : hero.gender === 'he' ? 'his' : 'their'} ${head}`;
  } else who = language === 'vi' ? (m[1] as string).toLowerCase() : (m[1] as string);
  return { who, role: gone ? 'gone' : cared ? 'cared' : away ? 'away' : 'missed', usual: usualWords.test(opening) };
}

/** The Vietnamese narrator's own pronoun (tôi, mình, em, con, cháu): the story keeps it. */
const vietnameseNarrator = /(?:^|[\s,])(tôi|mình|em|con|cháu)(?=[\s,.]|$)(?!\s+(?:gái|trai|út|cả|bé|nhỏ|lớn|mèo|chó|tôi|mình|nhà)(?![\p{L}\p{M}]))/iu;

/** Leading words before the hero's name ("Today,", "Hôm nay", "Lần đầu tiên", "오늘", "今天"). */
const leadWords = /^(?:(?:today|tonight|this (?:morning|year|summer)|yesterday|for the (?:very )?first time|at last|hôm nay|hôm qua|sáng nay|tối nay|năm nay|lần đầu(?: tiên)?|오늘은|오늘|어제는|어제|올해는|올해|처음으로|今天|昨天|今年|终于)[\s,，]*)+/iu;

/** Whether a found "name" is a kin word or a helper's role (Bố, Mom, 엄마, 妈妈). */
function isKinWord(name: string, language: ContentLanguage): boolean {
  const m = personWords[language].exec(` ${name}`);
  return m !== null && m[0].trim().toLowerCase() === name.toLowerCase();
}

/** Words that open a sentence but are no name ("The", "My", 나, 우리, 엄마…). */
const notNames = /^(?:The|This|That|My|Our|His|Her|Their|It|Its|We|They|He|She|You|Today|Tonight|Yesterday|Everyone|Nobody|Someone|Mom|Mum|Dad|Grandma|Grandpa|First|Last|나|저|우리|저희|너|엄마|아빠|할머니|할아버지|어머니|아버지|오늘|어제|처음|마지막)$/u;

/** A name the name finder may miss at the head of the sentence: "Sam rode…", "민호가 처음으로…". */
function subjectName(text: string, language: ContentLanguage): string[] {
  const m = language === 'en'
    ? /^([A-Z][a-z]{1,12})\s+(?:[a-z]+ed|took|went|rode|drove|flew|got|made|sat|ran|swam|saw|left|came|caught|rode|spent|cooked|baked|walked)\b/u.exec(text)
    : language === 'ko' ? /^([가-힣]{2,3}?)(?:이가|이는|가|는|은)\s/u.exec(text) : null;
  const name = m?.[1];
  return name !== undefined && !notNames.test(name) ? [name] : [];
}

/** The narrator who watches someone else's first time, in the visitor's own pronoun (tôi of "con gái tôi"). */
function narratorOf(opening: string, language: ContentLanguage): FirstTimeHero {
  if (language === 'vi') {
    const own = vietnameseNarrator.exec(opening.replace(/một mình/giu, ''));
    const word = own?.[1]?.toLowerCase();
    return { name: word === 'mình' ? word : 'tôi', firstPerson: true, gender: null };
  }
  return { name: language === 'en' ? 'I' : language === 'ko' ? '나' : '我', firstPerson: true, gender: null };
}

/** Who tells a first or last time (or an absence): the named subject in the third person, else the narrator in the visitor's pronoun. */
export function findHero(opening: string, language: ContentLanguage): FirstTimeHero {
  const facts = readTextFacts(opening);
  const text = opening.trim().replace(leadWords, '');
  // A name that opens the sentence (after "Today", "Lần đầu tiên") is its subject: the story stays about that hero.
  // A kin word at the head ("Bố đang nằm viện") is the person the story is about, never the hero's name.
  const name = [...facts.names, ...subjectName(text, language)].find((n) => !isKinWord(n, language) && !(language === 'vi' && isVietnameseDayWord(n, opening)) && text.startsWith(n) && (language !== 'ko' || /^[은는이가]/u.test(text.slice(n.length))) && (language !== 'en' || !/^['’]s\b/u.test(text.slice(n.length))));
  if (name !== undefined) return { name, firstPerson: false, gender: facts.gender ?? guessGender(name) };
  const honored = findHonoredHero(text, language);
  if (honored !== null) return honored;
  if (language === 'vi') {
    const own = vietnameseNarrator.exec(opening.replace(/một mình/giu, ''));
    const word = own?.[1]?.toLowerCase();
    return { name: word === 'em' || word === 'mình' || word === 'con' || word === 'cháu' ? word : 'tôi', firstPerson: true, gender: null };
  }
  return { name: language === 'en' ? 'I' : language === 'ko' ? '나' : '我', firstPerson: true, gender: null };
}

// ---------------------------------------------------------------- the act's own noun

const englishStops = new Set(
  ('in on at by for from with without to into of off over under near and or but so then when while where which who that because if as than was were is are be been had has have ' +
    'gets got closes closed opens opened shuts goes went ends ended will would could can did does do alone today tonight again one last first time for before after ' +
    'myself herself himself themselves own every always just still together apart up down out back away home alone').split(' '),
);
const englishSkipHeads = /^(?:day|days|night|morning|evening|week|year|time|moment|way|hands?|heart|eyes?|head|own|first|last|life|seat)$/iu;
const englishPeopleHeads = /^(?:mom|mum|mother|dad|father|parents|grand\w*|uncle|aunt|sister|brother|coach|teacher|husband|wife|friends?|sons?|daughters?|kids?|boss|cousins?|nieces?|nephews?|bab(?:y|ies)|children|twins|students|class|team|guests|neighbou?rs?|boys?|girls?)$/iu;

function englishThing(opening: string): string | null {
  const found = /\b(the|my|her|his|their|our)\s+((?:[a-z-]+\s+){0,2}[a-z-]+)/giu;
  for (const m of opening.matchAll(found)) {
    const words: string[] = [];
    for (const word of (m[2] as string).split(/\s+/u)) {
      if (englishStops.has(word.toLowerCase())) break;
      words.push(word);
    }
    const head = words[words.length - 1] ?? '';
    if (words.length === 0 || englishSkipHeads.test(head) || englishPeopleHeads.test(head) || /(?:ly|ed)$/iu.test(head)) continue;
    const phrase = `${(m[1] as string).toLowerCase() === 'the' ? 'the' : (m[1] as string).toLowerCase()} ${words.join(' ')}`;
    if (isStoryNounPhrase(phrase, 'en')) return phrase;
  }
  return null;
}

/**
 * Vietnamese nouns a first or last time is made of (a vehicle, a place, a shop), as whole compounds so that no longer
 * word is cut ("trường hợp", "hồ sơ", "quán quân" never match), with the modifiers and the owner that may follow.
 */
const vietnameseThingPattern = new RegExp(
  '(?:^|\\s)((?:xe buýt|xe khách|xe đạp|xe máy|xe lửa|tàu hỏa|tàu điện|máy bay|thuyền|phà|bệnh viện|phòng khám|chợ|siêu thị|trường học|lớp học|' +
    'công ty|văn phòng|tiệm|quán cà phê|quán phở|quán ăn|quán nước|quán cơm|quán bún|quán quen|cửa hàng|nhà hàng|thư viện|sân bay|bến xe|nhà ga|' +
    'hồ bơi|bãi biển|bờ biển|thành phố|thủ đô|rạp phim|rạp chiếu phim|ngân hàng|bưu điện|tiệm sách|tiệm bánh|tiệm tạp hóa|tiệm may|tiệm tóc)' +
    '(?:\\s+(?:sách|bánh|tạp hóa|cũ|mới|nhỏ|lớn|quen|quen thuộc|gần nhà|đầu ngõ|đầu hẻm|đầu làng|trong làng))*' +
    '(?:\\s+của\\s+(?:(?:ông|bà|cô|chú|bác|anh|chị)\\s+)?\\p{Lu}[\\p{L}\\p{M}]*(?:\\s+\\p{Lu}[\\p{L}\\p{M}]*)?)?)(?=[\\s,.!?;]|$)',
  'u',
);

function vietnameseThing(opening: string): string | null {
  return vietnameseThingPattern.exec(opening)?.[1] ?? null;
}

/** Korean adverbs and time words a noun phrase of the act never holds (혼자 of "처음으로 혼자…"). */
const koreanNotInThing = /^(?:혼자|혼자서|처음|처음으로|다시|매일|늘|항상|직접|스스로|오늘|어제|내일|괜히|그냥)$/u;

/** Korean: one to three Hangul words, none before the last carrying a case particle or a clause ending (the shared check would refuse 동네 for its 네). */
function isKoreanThing(phrase: string): boolean {
  const words = phrase.split(/\s+/u);
  if (words.length === 0 || words.length > 3 || words.some((w) => !/^[가-힣]+$/u.test(w) || koreanNotInThing.test(w))) return false;
  // The particle was cut from the last word already; a word before it never carries one (고속도로 and 바다 end as nouns do).
  return words.slice(0, -1).every((w) => !/(?:을|를|에서|에게|에|으로|와|과|도|는데|고|며|면서|지만|게)$/u.test(w));
}

function koreanThing(opening: string, kind: 'first' | 'last'): string | null {
  if (kind === 'first') {
    // "처음으로 (혼자) 병원 대기실에 앉아", "처음으로 고속도로를 달렸다": the noun the act goes to or through.
    const after = /(?:처음으로|처음|난생 ?처음)\s+(?:혼자서?\s+|혼자\s+|직접\s+|스스로\s+)?((?:[가-힣]+\s+)?[가-힣]+?)(?:을|를|에서|에|까지)\s/u.exec(opening);
    const phrase = after?.[1] ?? '';
    return phrase !== '' && isKoreanThing(phrase) ? phrase : null;
  }
  // "동네 목욕탕이 문을 닫는 마지막 날", "이 회사에서 일하는 마지막 날".
  const subject = /((?:[가-힣]+\s+)?[가-힣]+?)(?:이|가)\s+(?:문을 닫|없어지|사라지)/u.exec(opening) ?? /((?:[가-힣]+\s+)?[가-힣]+?)에서\s+[가-힣]+\s+마지막/u.exec(opening);
  const phrase = (subject?.[1] ?? '').replace(/^(?:다닌|살던|일한|다니던)\s+/u, '');
  return phrase !== '' && isKoreanThing(phrase) ? phrase : null;
}

function chineseThing(opening: string, kind: 'first' | 'last'): string | null {
  if (kind === 'first') {
    // "第一次(自己)(一个人)坐地铁去…", "第一次独自去面试": the noun after the act's first verb, up to the next verb.
    const m = /(?:第一次|头一回|头一次|首次)(?:自己|一个人|独自|单独|亲自)*(?:坐|乘|去|到|开|骑|进|上)([\u4e00-\u9fff]{2,5}?)(?=[去来坐到过陪做看找买回上下给把钓吃玩学考办取存交寄修剪理挂打报听接送，。！、,.!]|$)/u.exec(opening);
    const phrase = m?.[1] ?? '';
    // The noun starts and ends at a word's edge: 上台演讲 never gives 台演讲 (上台 is one word).
    return phrase !== '' && isStoryNounPhrase(phrase, 'zh') && isWholeChineseSpan(opening, (m?.index ?? 0) + (m?.[0].length ?? 0) - phrase.length, phrase.length) ? phrase : null;
  }
  const m = /在((?:这|那)[家个所间座]?[\u4e00-\u9fff]{1,4}?)(?=上班|工作|上学|读书|住|营业|的)/u.exec(opening)
    ?? /([\u4e00-\u9fff]{1,4}(?:店|馆|铺|公司|学校|食堂|工厂|车站))(?=今天|明天|就要|要|最后|关门|的最后)/u.exec(opening)
    ?? /^([\u4e00-\u9fff的]{2,8}?)(?:下个月|下周|明天|今天|马上|就要|快要)/u.exec(opening);
  const phrase = m?.[1] ?? '';
  return phrase !== '' && isStoryNounPhrase(phrase, 'zh') ? phrase : null;
}

function findThing(opening: string, language: ContentLanguage, kind: 'first' | 'last'): string | null {
  if (language === 'en') return englishThing(opening);
  if (language === 'vi') return vietnameseThing(opening);
  if (language === 'ko') return koreanThing(opening, kind);
  return chineseThing(opening, kind);
}

/** Where the first-time marker of a clause is. */
const markerIn: Readonly<Record<ContentLanguage, RegExp>> = { en: /\bfirst time\b/iu, vi: /lần đầu|đầu tiên/iu, ko: /처음|난생/u, zh: /第一次|头一回|头一次|首次/u };

/**
 * Round 12: a first time in a clause whose subject is not the hero's act (clause-roles.ts): a person acting on the
 * narrator or on what is theirs, with the marker ahead of them (올해 처음으로 우리 아빠가 내 생일을 잊어버렸다): an act the
 * later ranks tell (the acted-on shape), not a first time the hero did.
 */
function isOthersAct(opening: string, language: ContentLanguage): boolean {
  const text = opening.trim();
  const roles = readClauseRoles(text, language);
  const marker = markerIn[language].exec(text);
  const clauseEnd = /[.!?。！？,，;；]|(?:는데|은데|지만)\s/u.exec(text)?.index ?? text.length;
  if (roles.subject === null || marker === null || marker.index > clauseEnd || roles.narrator === 'subject') return false;
  // A person before the marker does their own first time (外婆第一次…给我发语音): only a marker ahead of them dates an act on me.
  return (roles.narrator === 'object' || roles.narrator === 'owner') && marker.index < text.indexOf(roles.subject) && isPersonNoun(roles.subject, language, text);
}

/** Reads a first-time or last-time shape from an opening in `language`; null when the opening has neither, or asks or tells of something strange. */
export function findFirstTimeShape(opening: string, language: ContentLanguage): FirstTimeShape | null {
  if (otherShape[language].test(opening)) return null;
  // A first letter that arrived and a last day that only dates a find are read here as what they say; the precedence
  // order of story.ts (story-guard-precedence.ts) lets the thing shapes tell them.
  // Round 12: Korean -아/어 보다 is trying, not seeing (처음으로 혼자 도배를 해 봤는데).
  const seen = perceived[language].exec(opening);
  const tried = seen !== null && language === 'ko' && /[가-힣]\s(?:봤|보았)[가-힣]*$/u.test(seen[0]) && /(?:해|[아어여])\s(?:봤|보았)[가-힣]*$/u.test(seen[0]);
  const first = firstMarker[language].test(opening) && !notFirst[language].test(opening) && (seen === null || tried);
  const last = !first && lastMarker[language].test(opening) && !lastRecalled[language].test(opening);
  if (!first && !last) return null;
  if (first && isOthersAct(opening, language)) return null;
  const kind = first ? 'first' : 'last';
  // The doer is the clause's grammatical subject: someone else's first time (my grandma, 엄마가, 外婆) is theirs, watched or told.
  const own = findHero(opening, language);
  const doer = kind === 'first' ? findFirstTimeDoer(opening, language) ?? (own.firstPerson ? findSubjectDoer(opening, language) : null) : null;
  const hero = doer !== null ? narratorOf(opening, language) : own;
  const alone = aloneWords[language].test(opening);
  const absent = kind === 'first' && doer === null ? findAbsent(opening, language, hero, alone) : null;
  // Round 12: a person (the woman in the next seat) or a place or time word is never the act's thing.
  const found = findThing(opening, language, kind);
  const thing = found !== null && (isPersonNoun(found.replace(/^(?:the|a|an)\s+/iu, 'a '), language) || isPlaceOrTime(found, language)) ? null : found;
  return { kind, hero, alone, absent, thing, time: findShapeTime(opening, language), doer, troubleTold: findTroubleTold(opening, language) };
}
