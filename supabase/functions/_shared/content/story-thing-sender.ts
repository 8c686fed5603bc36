/**
 * The sender of a thing received, read by grammar rather than from a list (issue 13, round 10): the noun phrase before
 * 한테서 / 에게서 / 께서 / 로부터 or before 가 보낸 ("군대 간 동생한테서"), after "from" or before "sent" ("from my cousin",
 * "my cousin sent"), after từ / của or before gửi ("từ em trai", "em trai tôi gửi"), before 寄来 / 送来 / 写给我 or
 * inside 从…那里 ("表妹寄来的"). The phrase is kept whole; it must end in a person's head word (a kin or role noun, a
 * person suffix), so "from the library" or "从北京寄来" is no sender.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import type { ThingSender } from './story-thing-lexicon.ts';

const she = ['she', 'her', 'her'] as const;
const he = ['he', 'him', 'his'] as const;
const they = ['they', 'them', 'their'] as const;

/** English head nouns that name a place or an institution, never a person ("from my hometown", "from the bank"). */
const enNotPerson = /^(?:home|hometown|house|office|work|school|college|university|company|bank|library|city|town|country|village|army|post|store|shop|shelter|hospital|station|government|council|landlord's)$/iu;
const enShe = /^(?:mother|mom|mum|sister|aunt|auntie|niece|grandma|grandmother|granny|daughter|girlfriend|wife|fiancée|stepmother|stepsister|cousin's wife|lady|woman|girl)$/iu;
const enHe = /^(?:father|dad|brother|uncle|nephew|grandpa|grandfather|son|boyfriend|husband|fiancé|stepfather|stepbrother|man|boy|guy)$/iu;
const enKin = /^(?:mother|mom|mum|sister|aunt|auntie|niece|grandma|grandmother|granny|daughter|wife|father|dad|brother|uncle|nephew|grandpa|grandfather|son|husband|cousin|grandson|granddaughter|sibling|stepmother|stepfather|stepsister|stepbrother|parents?)$/iu;

function personHead(word: string): boolean {
  return !enNotPerson.test(word) && (enKin.test(word) || enShe.test(word) || enHe.test(word) || /(?:er|or|ist|ant|ent|mate|friend|pal|buddy|boss|coach|neighbou?r|colleague|coworker|co-worker|classmate|kid|child|crush|ex)$/iu.test(word));
}

function english(text: string): ThingSender | null {
  const match = /\bfrom\s+((?:my|our|an?|the)(?:\s+[a-z-]+){1,4})|\b((?:my|our)(?:\s+[a-z-]+){1,4})\s+(?:sent|mailed|wrote|posted)\b/iu.exec(text);
  if (match === null) return null;
  // The phrase ends at its first person head word ("my little brother came today" → "my little brother").
  const words = (match[1] ?? match[2] ?? '').split(/\s+/u);
  const at = words.findIndex((word, index) => index > 0 && personHead(word));
  if (at < 0) return null;
  const head = words[at] ?? '';
  const phrase = words.slice(0, at + 1).join(' ');
  // "my cousin … she": the opening's own pronoun decides where the head noun does not.
  const told = /\bshe\b/iu.test(text) && !/\bhe\b/iu.test(text) ? she : /\bhe\b/iu.test(text) && !/\bshe\b/iu.test(text) ? he : they;
  const pronouns = enShe.test(head) ? she : enHe.test(head) ? he : told;
  return { name: phrase.replace(/^(?:an?|the|our|my)\s+/iu, 'my '), group: enKin.test(head) ? 'family' : 'friend', pronouns, zhPronoun: pronouns === she ? '她' : '他', elder: false };
}

/** Vietnamese person head words: kin terms and person classifiers (em trai, chị họ, bạn, người, thầy…). */
const viHead = /^(?:em|anh|chị|cô|chú|bác|ông|bà|mẹ|bố|ba|má|cha|bạn|người|thầy|cháu|con|dì|cậu|mợ|thím|dượng|vợ|chồng|sếp|đồng nghiệp|hàng xóm|nhỏ|thằng|đứa)$/iu;
const viShe = /^(?:chị|cô|bà|mẹ|má|dì|mợ|thím|vợ)$|(?:gái|nữ)$/iu;
const viHe = /^(?:anh|chú|bác|ông|bố|ba|cha|cậu|dượng|chồng|thằng)$|trai$/iu;
const viStop = /^(?:sau|sau khi|vào|lúc|hôm|mà|và|khi|ở|trong|đã|vừa|gửi|tới|đến|cho|từ|một|sáng|tối|chiều|nay|qua|năm|tháng|tuần|kèm|viết|đang|đi|mới|sắp|là|bảo|nói|cũng|lại|thì|rồi|nữa)$/iu;

function vietnamese(text: string): ThingSender | null {
  const match = /(?:^|[\s,.])(?:từ|của)\s+((?:\p{L}+\s?){1,5})/iu.exec(text) ?? /(?:^|[.,]\s*)((?:\p{L}+\s){1,4})(?:gửi|viết)\s+(?:cho|tặng)?/iu.exec(text);
  if (match === null) return null;
  const words: string[] = [];
  for (const word of (match[1] ?? '').trim().split(/\s+/u)) {
    if (words.length > 0 && viStop.test(word)) break;
    words.push(word);
  }
  const first = words[0] ?? '';
  const twoFirst = words.slice(0, 2).join(' ');
  if (!viHead.test(first) && !viHead.test(twoFirst)) return null;
  if (words.length === 1 && /^(?:người|con|bạn)$/iu.test(first)) return null;
  const name = words.join(' ').replace(/\s+(?:tôi|mình)$/iu, '');
  const family = /^(?:em|anh|chị|cô|chú|bác|ông|bà|mẹ|bố|ba|má|cha|cháu|con|dì|cậu|mợ|thím|dượng|vợ|chồng)$/iu.test(first) && !/^(?:anh|chị|cô|chú|bác|ông|bà)\s+(?:ấy|hàng|bán|bảo|xe)/iu.test(name);
  const pronouns = viShe.test(first) || viShe.test(words[1] ?? '') ? she : viHe.test(first) || viHe.test(words[1] ?? '') ? he : they;
  return { name, group: family ? 'family' : 'friend', pronouns, zhPronoun: pronouns === she ? '她' : '他', elder: /^(?:ông|bà|bác|thầy|cô giáo)/iu.test(name) };
}

/** The Korean person noun heads a sender phrase may end in (kin terms, 친구, 선생님, a noun with 님 / 씨). */
const koPerson = /(?:동생|형|오빠|누나|언니|엄마|아빠|어머니|아버지|할머니|할아버지|이모|고모|삼촌|외삼촌|사촌|조카|아들|딸|손자|손녀|남편|아내|친구|동창|선배|후배|선생님|님|씨|아저씨|아주머니|아줌마|애인|남친|여친|남자친구|여자친구|룸메이트|동료|상사|이웃)$/u;
const koFamily = /(?:동생|형|오빠|누나|언니|엄마|아빠|어머니|아버지|할머니|할아버지|이모|고모|삼촌|외삼촌|사촌|조카|아들|딸|손자|손녀|남편|아내)$/u;
const koShe = /(?:누나|언니|엄마|어머니|할머니|이모|고모|딸|손녀|아내|여동생|아주머니|아줌마|여친|여자친구)$/u;
const koHe = /(?:형|오빠|아빠|아버지|할아버지|삼촌|아들|손자|남편|남동생|아저씨|남친|남자친구)$/u;

/** Whether a Korean word ends in a modifier form (군대 간, 멀리 사는, 이사 온): its last syllable has a final ㄴ or ㄹ. */
function modifierEnding(word: string): boolean {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  return code >= 0 && code < 11172 && (code % 28 === 4 || code % 28 === 8 || /(?:던|는)$/u.test(word));
}

function korean(text: string): ThingSender | null {
  const match = /([가-힣]+)(?:한테서|에게서|께서|으로부터|로부터)|([가-힣]+?)(?:이|가|께서)\s?(?:보낸|보내온|보내 온|보내 준|보내준|써 준|써준|부친)/u.exec(text);
  if (match === null) return null;
  const noun = match[1] ?? match[2] ?? '';
  if (!koPerson.test(noun)) return null;
  // A modifier clause before the noun ("군대 간 동생", "멀리 사는 친구") is kept whole: one or two words ending in a modifier.
  const before = text.slice(0, match.index).trimEnd().split(/\s+/u).filter((word) => word !== '');
  const kept: string[] = [];
  const last = before[before.length - 1];
  if (last !== undefined && modifierEnding(last) && !/[.,!?]$/u.test(last)) {
    kept.unshift(last);
    const earlier = before[before.length - 2];
    if (earlier !== undefined && !/[.,!?다요]$/u.test(earlier) && !modifierEnding(earlier) && earlier.length <= 4) kept.unshift(earlier);
  }
  // The clause is kept only when it is whole: it starts the sentence (군대 간 동생), never cut in the middle (귤 농사짓는).
  const whole = kept.length === 0 || before.length === kept.length || /[.,!?]$/u.test(before[before.length - kept.length - 1] ?? '');
  const name = [...(whole ? kept : []), noun].join(' ');
  const pronouns = koShe.test(noun) ? she : koHe.test(noun) ? he : they;
  const elder = /께서$|(?:어머니|아버지|할머니|할아버지|선생님|님)$/u.test(match[0].trim()) || /(?:어머니|아버지|할머니|할아버지|선생님|님)$/u.test(noun);
  return { name, group: koFamily.test(noun) ? 'family' : /선생님$/u.test(noun) ? 'school' : 'friend', pronouns, zhPronoun: pronouns === she ? '她' : '他', elder };
}

const zhPerson = /(?:妹|弟|哥|姐|妈|爸|母|父|婆|公|爷|奶|叔|姨|姑|舅|嫂|侄|孙|儿|女|友|学|师|生|人|长|蜜|小)$/u;
const zhShe = /(?:妹|姐|妈|母|婆|奶|姨|姑|嫂|女|蜜)$/u;
const zhFamily = /(?:妹|弟|哥|姐|妈|爸|母|父|婆|公|爷|奶|叔|姨|姑|舅|嫂|侄|孙|儿|女)$/u;
const zhPlace = /(?:北京|上海|老家|家里|国外|部队|学校|公司|医院|银行|邮局|城|市|省|县|村|国)$/u;

function chinese(text: string): ThingSender | null {
  const match = /([\u4e00-\u9fff]{1,8}?)(?:寄来|寄给我|送来|写来|写给我|捎来|托人带来|发来)/u.exec(text) ?? /从([\u4e00-\u9fff]{1,8}?)(?:那里|那儿|手里)/u.exec(text);
  if (match === null) return null;
  // The phrase starts after the last verb or function word before it (收到了 / 一封 / 是).
  const phrase = (match[1] ?? '').replace(/^.*(?:收到了?|接到了?|看到了?|是|有|了|封|张|个|份|的)(?=[\u4e00-\u9fff])/u, '').replace(/^(?:我的?)/u, '');
  if (phrase === '' || zhPlace.test(phrase) || !zhPerson.test(phrase)) return null;
  const pronoun = zhShe.test(phrase) ? '她' : '他';
  const pronouns = pronoun === '她' ? she : /(?:弟|哥|爸|父|公|爷|叔|舅)$/u.test(phrase) ? he : they;
  return { name: phrase, group: zhFamily.test(phrase) ? 'family' : /师$/u.test(phrase) ? 'school' : 'friend', pronouns, zhPronoun: pronoun, elder: false };
}

/** The sender of a thing received, read from the grammar around it as a whole noun phrase, or null. */
export function readSenderByGrammar(text: string, language: ContentLanguage): ThingSender | null {
  if (language === 'en') return english(text);
  if (language === 'vi') return vietnamese(text);
  if (language === 'ko') return korean(text);
  return chinese(text);
}
