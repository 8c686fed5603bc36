/**
 * Round 9c (issue 13): the inverted gate of the lyrics stock families. In a theme that is a whole situation, a family's
 * term fires its family only when it heads the main clause: its verb, or the head noun of its subject or object. A term
 * that names a companion ("with my grandpa", "할머니랑 같이", "和外婆一起", "đi chợ với mẹ"), a place, route or time
 * ("퇴근길에", "在公交站", "hồi Tết năm ngoái", "on my way to the office"), or only modifies another noun ("coffee stain",
 * "Christmas cookies", "출근길 지하철", "生日那天收到的围巾") is no head: the grounded path then sings the main clause.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { isFamilyEvidence } from './lyrics-family-gate.ts';
import { isMishap } from './lyrics-event.ts';
import { readMainEvent } from './lyrics-main-clause.ts';

/** The last theme whose eventfulness was read (a lyric asks many families about one theme). */
let lastEventful: { theme: string; language: ContentLanguage; eventful: boolean } | null = null;

/** Whether the theme's main clause tells an event of its own (then a place, route or time in it is only the setting). */
export function isEventful(theme: string, language: ContentLanguage): boolean {
  if (lastEventful !== null && lastEventful.theme === theme && lastEventful.language === language) return lastEventful.eventful;
  const eventful = readMainEvent(theme, language) !== null || isMishap(theme, language);
  lastEventful = { theme, language, eventful };
  return eventful;
}

/** Companion frames: the term is someone the singer did the thing with. */
const companionBefore: Partial<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:with|alongside|beside)\s+(?:my|our|his|her|their|the)?\s*(?:\p{L}+\s+)?$/iu,
  vi: /(?<![\p{L}\p{M}])(?<!cuối\s)(?:với|cùng|cùng với|theo|bên)\s+(?:\p{L}+\s+)?$|(?<![\p{L}\p{M}])(?:hai|ba|cả)\s+$/iu,
  zh: /(?:和|跟|同|与|陪|陪着)$/u,
};

/** The agent of a passive ("被猫碰倒", "bị mưa làm ướt"): it did the thing, it is not what the theme is about. */
const agentBefore: Partial<Record<ContentLanguage, RegExp>> = {
  zh: /被$/u,
  en: /\b(?:knocked over|chewed up|eaten|taken|ruined|broken|stolen) by (?:the|my|our|a)?\s*$/iu,
};

/** Companion frames after the term ("grandpa and I", "할머니랑", "外婆一起"). */
const companionAfter: Record<ContentLanguage, RegExp> = {
  en: /^\s+and\s+(?:I|me)\b/iu,
  vi: /^\s+và\s+(?:tôi|mình|em|con|cháu|tớ)(?![\p{L}\p{M}])/iu,
  ko: /^(?:랑|이랑|하고|와|과|이와)(?:\s?(?:같이|함께|둘이))?(?=\s|$)/u,
  zh: /^(?:一起|一块)/u,
};

/** Place, route and time frames before the term ("on my way to the office", "hồi Tết", "在公交站"). */
const settingBefore: Partial<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:on|at|in|to|from|for|during|near|off|over|into|onto|toward|towards|through|across|around|since|until|because of)\s+(?:(?:my|the|our|his|her|their|this|last|next|a|an)\s+)?(?:\p{L}+\s+)?$/iu,
  vi: /(?<![\p{L}\p{M}])(?:ở|tại|trên|giữa|dưới|trong|hồi|dịp|vào|lúc|khi|từ|ngoài|gần|vì|bởi vì|tại vì|do)\s+(?:\p{L}+\s+)?$/iu,
  zh: /(?:在|从|于|到了|在去|在回|因为)$/u,
};

/** Place, route and time frames after the term ("퇴근길에", "生日那天", "公交站"). */
const settingAfter: Record<ContentLanguage, RegExp> = {
  en: /^['’]s\b/iu,
  vi: /^$/u,
  ko: /^(?:길|날|때|에서|에|으로|로|까지|부터|의|엔|에는|에서는|쯤|무렵|즈음)/u,
  zh: /^(?:那天|那年|那晚|时|上|里|站|路上|前|后|期间|当天)/u,
};

/** English words after a noun that show it is no modifier (a verb, a function word, an adverb). */
const englishNotNoun = /^(?:and|or|but|is|was|were|are|am|be|been|got|get|gets|has|had|have|i|we|he|she|they|it|that|which|who|when|while|to|in|on|at|for|with|from|of|the|a|an|my|our|your|his|her|their|just|still|finally|again|today|tonight|yesterday|last|this|next|then|so|because|came|come|comes|went|goes|go|made|gave|left|took|fell|ran|broke|died|never|always|ever|all|too|off|out|up|down|away|back|over|is|did|does|do|can|could|will|would|should|must|may|might|not|no|me|him|them|us|you|tomorrow|soon|now|alone|ate|took|gave|made|left|lost|broke|found|stole|threw|kept|sent|sold|bought|brought|wrote|drove|rode|knew|saw|told|said|put|cut|hit|let|spilt|spent|won|tore|wore|woke|sat|stood|hid|bit|fed|held|dug|sang|ran|fell|flew|grew|drew|blew|forgot|together|forever|anymore|already|before|after|about|like|as|than|into|onto|without|since|until|during|through|across|around|near|behind|by|here|there|every|each|&)$/iu;

/** Light head nouns: "graduation day", "the football final", "졸업식 날", "落榜的那个夏天" are about the word before them. */
const lightHead: Record<ContentLanguage, RegExp> = {
  en: /^(?:day|days|night|nights|morning|evening|afternoon|eve|summer|winter|spring|autumn|fall|weekend|week|season|year|time|final|finals|game|match|party|shift|trip|ride|dinner|lunch|breakfast|vibes?|mood|feeling|memories|memory|song|playlist)$/iu,
  vi: /^(?:ngày|đêm|hôm|mùa|buổi|dịp|năm|tuần|sáng|chiều|tối)$/iu,
  ko: /^(?:날|날에|밤|아침|저녁|주말|여름|겨울|봄|가을|그날|하루|전날|때|시절|기간|날의|밤에)$/u,
  zh: /^(?:那天|那年|那个夏天|那个冬天|那一夜|那一晚|那晚|那段日子|日子|夏天|冬天|晚上|早上|一天|当天|之夜|的第[一二三四五六七八九十两\d]+(?:年|天|个月|周|次))/u,
};

/** Place nouns: a word before one names a setting ("grandma's house", "할머니 댁", "外婆家"), not a modifier of a thing. */
const placeHead: Record<ContentLanguage, RegExp> = {
  en: /^(?:house|place|porch|kitchen|garden|yard|farm|room|home|town|village|school|office|hospital|station|street|city|apartment|store|shop|cafe|café)$/iu,
  vi: /^(?:nhà|quê|vườn|sân|phòng|làng|phố|trường|chợ)$/iu,
  ko: /^(?:댁|집|네|방|마당|동네|가게|식당|학교|회사|병원|마을|시골)/u,
  zh: /^(?:家|院子|老家|村|学校|公司|医院)/u,
};

/** Person nouns: a word before one describes that person's situation ("군대 간 남자친구", "异地三年的男朋友", "my long-distance boyfriend"), the premise of a song about them. */
const personHead: Record<ContentLanguage, RegExp> = {
  en: /^(?:boyfriend|girlfriend|husband|wife|partner|mom|dad|mother|father|son|daughter|sister|brother|friend|friends|grandma|grandpa|baby|kid|kids)$/iu,
  vi: /^(?:người yêu|bạn trai|bạn gái|chồng|vợ|mẹ|bố|ba|con|em|anh|chị|bạn)$/iu,
  ko: /^(?:남자친구|여자친구|남친|여친|남편|아내|엄마|아빠|친구|동생|형|누나|언니|오빠|딸|아들|애인|간호사|의사|선생님|학생|회사원|직원|기사|배달원|알바생|경찰|소방관|군인|사람|아이|가족|부모님|할머니|할아버지)/u,
  zh: /^(?:男朋友|女朋友|男友|女友|老公|老婆|妈妈|爸爸|朋友|弟弟|妹妹|哥哥|姐姐|女儿|儿子|爱人|对象)/u,
};

/** Whether the next word after an English term is a noun it modifies ("coffee stain", "Christmas cookies"), not a light head. */
function englishModifies(term: string, after: string): boolean {
  // A verb ("leaving for", "driving back") or a term ending on a function word modifies nothing.
  const words = term.split(/\s+/u);
  if (words.some((word) => /(?:ing|ed)$/iu.test(word)) || englishNotNoun.test(words[words.length - 1] ?? '')) return false;
  const next = /^\s+([\p{L}'’-]+)/u.exec(after)?.[1];
  if (next === undefined) return false;
  return !englishNotNoun.test(next) && !/(?:ed|ly|ing)$/iu.test(next) && !lightHead.en.test(next) && !placeHead.en.test(next) && !personHead.en.test(next);
}

/** Vietnamese head nouns a following term only modifies ("ảnh tốt nghiệp", "vết cà phê", "bánh sinh nhật"). */
const vietnameseHeadBefore = /(?<![\p{L}\p{M}])(?:ảnh|hình|vết|áo|quà|món quà|bánh|thiệp|vé|giấy|bài|khăn|đồ|hoa)\s+$/iu;

/** Korean words that end a predicate (the term's word is then the clause's verb or its argument). */
const koreanPredicateEnd = /(?:다|어|아|요|음|함|지|네|야|었|았|했|해|까|죠|임|됨|듯|걸|데|서|고|며)$/u;

/** Whether a Korean word is a verb's modifier form ("끝난", "받은", "가는", "할", "쓰던"), not a noun with a particle ("사진을", "사진은"). */
function isKoreanModifierForm(word: string): boolean {
  if (/(?:는|던)$/u.test(word) || /^(?:간|온|산|쓴|든|탄|난|본|준|된|한|갈|올|할|볼|줄|받은|먹은|읽은|찍은|잃은|닫은|입은|앉은|좋은|많은|작은|같은|늦은|짧은|남은|심은|묻은|씻은)$/u.test(word)) return true;
  if (/(?:을|은|이|가|과|와|도|만|에|의|로)$/u.test(word)) return false;
  const last = word.charCodeAt(word.length - 1) - 0xac00;
  return last >= 0 && last <= 11171 && (last % 28 === 4 || last % 28 === 8) && word.length >= 2;
}

/** The clause of a theme around [start, end): from the last clause mark before to the first after. */
function clauseAround(theme: string, start: number, end: number): { before: string; after: string } {
  const marks = /[,.;!?，。；！？]/gu;
  let from = 0;
  let to = theme.length;
  for (let found = marks.exec(theme); found !== null; found = marks.exec(theme)) {
    if (found.index < start) from = found.index + 1;
    else if (found.index >= end) {
      to = found.index;
      break;
    }
  }
  return { before: theme.slice(from, start), after: theme.slice(end, to) };
}

/** Verbs done WITH someone as their partner, not beside them ("made up with", "친구랑 화해한", "和男朋友见面", "cãi nhau với"). */
const reciprocal: Record<ContentLanguage, RegExp> = {
  en: /\b(?:fight|fought|fighting|argue|argued|broke up|break up|breaking up|made up|make up|met|meet|meeting|married|marry|reunite|reunited|talk(?:ed)?|chat(?:ted)?|video call(?:ed)?|facetime(?:d)?|fell out)\s+(?:\w+\s+)?with\s+(?:my|our|the|his|her|their)?\s*(?:\p{L}+\s+)?$/iu,
  vi: /(?:cãi nhau|giận nhau|chia tay|làm lành|làm hòa|gặp|gặp lại|hẹn hò|nói chuyện|gọi điện|cưới)\s+(?:với|cùng)\s+(?:\p{L}+\s+)?$/iu,
  ko: /^\S*\s*(?:\S+\s+)?(?:화해|싸우|싸웠|싸움|헤어|결혼|만나|만났|만남|이별|다투|다퉜|통화|연락|영상통화|재회)/u,
  zh: /^[^，。,.!?；]{0,10}?(?:吵架|吵了|分手|和好|见面|结婚|视频|通话|打电话|聊天|闹翻|重逢|约会)/u,
};

/** Whether a term at [start, end) names a companion ("with my grandpa", "할머니랑 같이", "和外婆一起", "my sister and I"). */
export function isCompanionMention(theme: string, start: number, end: number, language: ContentLanguage): boolean {
  const { before, after } = clauseAround(theme, start, end);
  // "made up with my friend", "친구랑 화해한 날", "和男朋友见面": the partner of a shared verb is its argument, not a bystander.
  if ((language === 'en' || language === 'vi') && reciprocal[language].test(before)) return false;
  if ((language === 'ko' || language === 'zh') && reciprocal[language].test(after.replace(/^(?:랑|이랑|하고|와|과)/u, ''))) return false;
  const lead = companionBefore[language];
  if (lead !== undefined && lead.test(before)) return true;
  // "my little sister and I": only when the pair is the clause's subject (nothing but a determiner before it).
  if (language === 'en' || language === 'vi') return companionAfter[language].test(after) && before.trim().split(/\s+/u).filter(Boolean).length <= 3;
  return companionAfter[language].test(after);
}

/**
 * Whether a term at [start, end) heads the theme's clause: not a companion, not a modifier of another noun (a light
 * head such as "day", "날", "那天" lends its head to the word before it), not inside a relative clause; and, when the
 * theme's main clause tells an event of its own (`eventful`: a thing flowered, was lost, spilled, left behind), not a
 * place, route or time phrase either ("퇴근길에", "在公交站", "hồi Tết năm ngoái").
 */
export function isHeadMention(theme: string, start: number, end: number, language: ContentLanguage, eventful = true): boolean {
  if (isCompanionMention(theme, start, end, language)) return false;
  const { before, after } = clauseAround(theme, start, end);
  if (agentBefore[language]?.test(before) === true) return false;
  const lead = settingBefore[language];
  if (eventful && lead !== undefined && lead.test(before)) return false;
  if (language === 'en') return !(eventful && settingAfter.en.test(after)) && !englishModifies(theme.slice(start, end), after);
  if (language === 'vi') return !(vietnameseHeadBefore.test(before) && !lightHead.vi.test(before.trim().split(/\s+/u).pop() ?? ''));
  if (language === 'ko') {
    // The rest of the term's word: a particle of place or time is a setting; a bare word before another noun a modifier.
    const rest = /^\S*/u.exec(after)?.[0] ?? '';
    if (eventful && settingAfter.ko.test(rest)) return false;
    // "할아버지가 쓰시던 손목시계를": the subject of a relative clause about a thing is no head of the theme.
    const relative = /^(?:이|가|께서)\s+(\S+)\s+(\S+)/u.exec(after);
    if (relative !== null && isKoreanModifierForm(relative[1] ?? '') && !lightHead.ko.test(relative[2] ?? '') && !personHead.ko.test(relative[2] ?? '')) return false;
    const next = /^\S*\s+(\S+)/u.exec(after)?.[1];
    if (rest !== '' || next === undefined || lightHead.ko.test(next) || personHead.ko.test(next)) return true;
    // "할머니 댁 마당에서": a word before a place noun names a setting.
    if (placeHead.ko.test(next)) return !eventful;
    // "어린이집 첫 등원하는": a prenoun ("첫", "새") is read past.
    if (/^(?:첫|새|옛|헌|온|맨)$/u.test(next)) return true;
    if (/(?:에서|에게서|에|으로|로)$/u.test(next)) return !eventful;
    // "군대 간 남자친구", "첫 월급 받은 날": a relative clause about a person or a day is the premise of the song about
    // them; one about a thing ("할머니랑 담근 김치", "졸업식 때 찍은 사진") only describes that thing.
    if (isKoreanModifierForm(next)) {
      const head = /^\S*\s+\S+\s+(?:(?:다음|그|첫|마지막)\s+)?(\S+)/u.exec(after)?.[1];
      return head === undefined || lightHead.ko.test(head) || personHead.ko.test(head);
    }
    return koreanPredicateEnd.test(next) || /^(?:같이|함께|너무|정말|진짜|또|다시|결국|드디어)$/u.test(next);
  }
  // Chinese: a time word after the term is a light head; a place after it a setting; a 的 later in its clause before a
  // noun that is no time (a modifier or a relative clause: "生日那天收到的围巾") is no head.
  const light = lightHead.zh.exec(after);
  const rest = light !== null ? after.slice(light[0].length) : after;
  if (light === null && eventful && settingAfter.zh.test(after)) return false;
  // A 的 phrase the term sits in is a relative or a modifier when its noun is the clause's subject (a predicate follows:
  // "生日那天收到的围巾被…缩水了", "外婆种的桂花开了"); one ending the clause is the main verb's object ("春节抢不到回家的火车票").
  const modified = /的(?!时候|话|那天|那年|那个|那一|那晚|日子|夏天|冬天|晚上|早上|一天)(\p{Script=Han}+)/u.exec(rest);
  if (modified === null || personHead.zh.test(modified[1] ?? '')) return true;
  return !/[被把了过着是在要会能也都又还终于已经]/u.test((modified[1] ?? '').slice(2));
}

/** Whether a theme is a whole situation (a clause), where only a head term may fire a family. */
export function isSituation(theme: string, language: ContentLanguage): boolean {
  const size = language === 'en' || language === 'vi' ? theme.trim().split(/\s+/u).length : [...theme.replace(/\s/gu, '')].length;
  return size > ({ en: 4, vi: 5, ko: 8, zh: 6 } as const)[language];
}

/** Global copies of the families' detectors, made once. */
const globals = new WeakMap<RegExp, RegExp>();

/** The first match of a family's detector that may fire it: evidence in the main clause and, in a situation, its head. */
export function firstHeadEvidence(pattern: RegExp, theme: string, language: ContentLanguage): RegExpExecArray | null {
  let global = globals.get(pattern);
  if (global === undefined) {
    global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    globals.set(pattern, global);
  }
  const situation = isSituation(theme, language);
  const eventful = situation && isEventful(theme, language);
  global.lastIndex = 0;
  for (let found = global.exec(theme); found !== null; found = global.exec(theme)) {
    if (found[0].length === 0) {
      global.lastIndex += 1;
      continue;
    }
    const start = found.index + (found[0].length - found[0].trimStart().length);
    const end = start + found[0].trim().length;
    if (isFamilyEvidence(theme, start, end, language) && (!situation || isHeadMention(theme, start, end, language, eventful))) return found;
  }
  return null;
}
