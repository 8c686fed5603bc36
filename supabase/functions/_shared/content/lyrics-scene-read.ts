/**
 * Round 12 (issue 13): reads four theme shapes from their grammar, so a song sings what the visitor wrote whole:
 * - pair: two noun phrases joined by a coordinator ("summer nights and cheap fireworks", "Đà Lạt sương mù và bánh tráng
 *   nướng", "여름밤하고 편의점 아이스크림", "夏天的蝉鸣和冰西瓜"): both images, each with its own lines;
 * - gift: an object with the clause of the person who made or gave it ("the mug my best friend painted", "chiếc khăn bà
 *   móc cho con", "할아버지가 깎아 주신 나무 숟가락", "姐姐送我的那把旧吉他"): the object, its giver and the giver's act;
 * - away: a kin or role noun with the place they are in ("my sister who moved to Berlin", "anh trai … ở Đài Loan",
 *   "호주에서 워홀 중인 남동생", "在深圳打工的爸爸"): the person in that place, never a fragment of the place phrase;
 * - after: the singer's state after something ("walking home after closing the restaurant at 1am", "sau ca làm đêm",
 *   "야근 끝나고", "考研失败后", "the first night in a new city"): weary, let down, let go or new, which shapes the mood.
 * Every span is a whole noun phrase (checked by isSingableNounPhrase) or the visitor's whole theme; otherwise null.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { isSingableNounPhrase } from './lyrics-noun-phrase.ts';
import { findLyricsPerson } from './lyrics-person.ts';
import { readActScene, type ActScene } from './lyrics-act-read.ts';
import { readDayTheme, type DayTheme } from './lyrics-day-read.ts';
import { readPerceptTheme, type PerceptTheme } from './lyrics-percept-read.ts';
import type { DeedScene } from './lyrics-deed-read.ts';
import type { DeedTone } from './data/lyrics/lyrics-deed-lines.ts';

/** The singer's state after something. */
export type SceneMood = 'weary' | 'letdown' | 'released' | 'new';

/** A theme shape the scene reader recognises. */
export type SceneTheme =
  | { shape: 'pair'; first: string; second: string }
  | { shape: 'gift'; object: string; giver: string }
  | { shape: 'away'; person: string; place: string }
  | { shape: 'after'; mood: SceneMood }
  | ({ shape: 'act' } & ActScene)
  | ({ shape: 'day' } & DayTheme)
  | ({ shape: 'percept' } & PerceptTheme)
  | ({ shape: 'deed'; tone: DeedTone } & DeedScene);

/** Longest part of a pair, in words (en, vi) or characters (ko, zh): a longer part is a clause, not an image. */
const pairLimit: Record<ContentLanguage, number> = { en: 5, vi: 6, ko: 12, zh: 8 };

const spaced = (language: ContentLanguage): boolean => language === 'en' || language === 'vi';

function partFits(part: string, language: ContentLanguage): boolean {
  const size = spaced(language) ? part.split(/\s+/u).length : [...part.replace(/\s+/gu, '')].length;
  if (size > pairLimit[language] || size < 1) return false;
  if (/^(?:i|me|you|we|us|him|her|them|tôi|mình|ta|em|anh|나|너|우리|我|你|我们|他|她)$/iu.test(part)) return false;
  return isSingableNounPhrase(part, language);
}

/** Korean: the joining particle must agree with the syllable before it (와 after a vowel, 과 after a consonant). */
function koreanJoinAgrees(word: string, particle: string): boolean {
  const last = word.charCodeAt(word.length - 1);
  if (last < 0xac00 || last > 0xd7a3) return particle === '하고' || particle === '랑' || particle === '와';
  const batchim = (last - 0xac00) % 28 !== 0;
  if (particle === '와' || particle === '랑') return !batchim;
  if (particle === '과' || particle === '이랑') return batchim;
  return true;
}

/** Two images joined by a coordinator; null unless both sides are whole noun phrases. */
export function readPair(theme: string, language: ContentLanguage): { first: string; second: string } | null {
  const text = theme.trim().replace(/[.!?…。！？]+$/u, '');
  if (/[,，;；:：]/u.test(text)) return null;
  let parts: string[] | null = null;
  if (language === 'en') parts = text.split(/\s+(?:and|&)\s+/iu);
  else if (language === 'vi') parts = text.split(/\s+và\s+/iu);
  else if (language === 'zh') parts = text.split(/和|与|还有|跟/u);
  else {
    const joined = /^(\S+?)(하고|이랑|랑|와|과)\s+(.+)$/u.exec(text) ?? /^(.+?)\s*(?:\s그리고\s)\s*(.+)$/u.exec(text);
    if (joined !== null && joined.length === 4) {
      const word = joined[1] as string;
      if (!koreanJoinAgrees(word, joined[2] as string) || word.length < 2) return null;
      parts = [word, joined[3] as string];
    } else if (joined !== null) parts = [joined[1] as string, joined[2] as string];
    // "여름밤하고 …" may carry a modifier before the first noun ("뜨거운 여름밤하고 …").
    else {
      const modified = /^(.+?\s\S+?)(하고|이랑|랑|와|과)\s+(.+)$/u.exec(text);
      if (modified === null || !koreanJoinAgrees(modified[1] as string, modified[2] as string)) return null;
      parts = [modified[1] as string, modified[3] as string];
    }
  }
  if (parts === null || parts.length !== 2) return null;
  const [first, second] = parts.map((part) => part.trim()) as [string, string];
  if (first === '' || second === '' || first === second) return null;
  // "고양이와 함께하는 겨울 아침", "친구와 멀어진 이야기": 와 / 과 before a verb's modifier is "with", not "and".
  if (language === 'ko' && koreanAdnominal(second.split(/\s+/u)[0] ?? '')) return null;
  // "和室友在天台喝啤酒", "和妈妈一起做": 和 before a place or "together" is "with" someone doing something.
  if (language === 'zh' && /在|一起|一块/u.test(second)) return null;
  // "졸업식 날 룸메이트와 작별", "和妈妈": a person before the joining word is the one the singer is with.
  const person = findLyricsPerson(first, language);
  if (person !== null && first.toLowerCase().endsWith(person.word.toLowerCase())) return null;
  return partFits(first, language) && partFits(second, language) ? { first, second } : null;
}

// ---------------------------------------------------------------- people

/**
 * Kin and role heads of a closed class that the shared person list may not hold ("em họ", "사촌 누나", "表姐", "姑姑"):
 * Vietnamese kin terms with their modifiers, Korean kin and role nouns as a phrase's last word, Chinese reduplicated kin
 * (姑姑, 姥姥) and 表 / 堂 cousins. English needs none: a relative "who" or a possessive before a giver's verb marks a person.
 */
const kinHead: Record<'vi' | 'ko' | 'zh', RegExp> = {
  vi: /^(?:đứa |thằng |con |người )?(?:ông|bà|bố|ba|mẹ|má|cha|chú|bác|cô|dì|cậu|mợ|thím|dượng|anh|chị|em|cháu|bạn)(?: (?:họ|rể|dâu|nội|ngoại|cả|hai|út|trai|gái|thân|cùng phòng|cùng lớp))*/iu,
  ko: /(?:동생|형|누나|언니|오빠|친구|삼촌|이모|고모|사촌|조카|선배|후배|아들|딸|엄마|아빠|할머니|할아버지|남편|아내|애인)$/u,
  zh: /^(?:(\p{Script=Han})\1|表[哥姐弟妹]|堂[哥姐弟妹]|[舅姨叔伯姑婶](?:[舅姨叔伯姑婶父妈])?)$/u,
};

/** The person a span names (the shared list, then the closed kin class): a Vietnamese span's opening kin words, a Korean or Chinese span whole; null when none. */
function personIn(span: string, language: ContentLanguage): string | null {
  const text = span.trim();
  if (text === '') return null;
  const found = findLyricsPerson(text, language);
  switch (language) {
    case 'en':
      return found !== null ? text : null;
    case 'vi': {
      const kin = kinHead.vi.exec(text);
      if (kin !== null) return kin[0].trim();
      return found !== null && text.toLowerCase().startsWith(found.word) ? found.word : null;
    }
    case 'ko':
      return (found !== null && text.endsWith(found.word) && text.split(/\s+/u).length <= 2) || kinHead.ko.test(text) ? text : null;
    case 'zh':
      return (found !== null && found.word === text) || kinHead.zh.test(text) ? text : null;
  }
}

// ---------------------------------------------------------------- gift

/** English past verbs that are not regular (-ed forms are read by their ending). */
const enIrregularPast = /^(?:made|gave|knit|sewed|sewn|wove|drew|built|wrote|sent|bought|left|brought|got|sang|baked|cooked|packed|did|taught|found|chose|carved|painted|framed|fixed|picked|grew|hung|spun|wound|tied|cut|lent|passed|handed|mailed|kept)$/iu;
const enPast = (word: string): boolean => enIrregularPast.test(word) || (/^\p{Ll}{3,}ed$/u.test(word) && !/^(?:bed|red|shed|need|seed|feed|speed|bred|sled|wed)$/iu.test(word));

function englishGift(text: string): { object: string; giver: string } | null {
  const words = text.split(/\s+/u);
  if (!/^(?:the|that|this|my|an?|those|these)$/iu.test(words[0] ?? '')) return null;
  for (let i = 2; i < Math.min(words.length - 1, 7); i += 1) {
    const at = /^that$/iu.test(words[i] ?? '') ? i + 1 : i;
    // "my uncle", "our neighbour", or a bare kin word the person list knows ("mum").
    const possessive = /^(?:my|our|his|her|their)$/iu.test(words[at] ?? '');
    if (!possessive && findLyricsPerson(words[at] ?? '', 'en') === null) continue;
    for (let end = at + 1; end < Math.min(words.length, at + 4); end += 1) {
      if (!enPast(words[end] ?? '')) continue;
      // "the umbrella my coworker lent me flew off the bridge": a clause after the gift's own is a sentence, not a gift.
      const rest = words.slice(/^(?:me|us)$/iu.test(words[end + 1] ?? '') ? end + 2 : end + 1);
      if (rest.length > 0 && !/^(?:for|to|as|when|on|in|at|last|every|years|back|by|from|with|together|up|out|myself|herself|himself)$/iu.test(rest[0] ?? '')) return null;
      const object = words.slice(0, i).join(' ');
      const giver = words.slice(at, end).join(' ');
      return isSingableNounPhrase(object, 'en') && isSingableNounPhrase(giver, 'en') ? { object, giver } : null;
    }
    return null;
  }
  return null;
}

/** Vietnamese: a thing, its giver and a giving or making clause for the singer ("chiếc khăn bà móc cho con"). */
function vietnameseGift(text: string): { object: string; giver: string } | null {
  const words = text.split(/\s+/u);
  // The clause ends on who it was for ("cho con", "tặng mình") or is short; the giver stands right after the object.
  if (!/(?:^|\s)(?:cho|tặng|biếu)(?:\s(?:con|mình|tôi|em|cháu|tớ|tao))?$/iu.test(text) && words.length > 7) return null;
  for (let at = 2; at < Math.min(words.length - 1, 6); at += 1) {
    const giver = personIn(words.slice(at, at + 3).join(' '), 'vi');
    if (giver === null) continue;
    const object = words.slice(0, at).join(' ').replace(/\s+(?:mà|của)$/iu, '');
    const rest = words.slice(at + giver.split(' ').length);
    if (rest.length < 1 || rest.length > 6 || /(?:^|\s)(?:ở|tại|đang|sống|làm việc)(?:\s|$)/iu.test(rest.join(' '))) return null;
    return isSingableNounPhrase(object, 'vi') ? { object, giver } : null;
  }
  return null;
}

/** Whether a Korean word ends in an adnominal form (주신, 준, 만든, 싸 주던, 보낸): a relative clause before its noun. */
function koreanAdnominal(word: string): boolean {
  if (/(?:던|는|인)$/u.test(word)) return true;
  const last = word.charCodeAt(word.length - 1);
  return last >= 0xac00 && last <= 0xd7a3 && (last - 0xac00) % 28 === 4;
}

/** The index of a Korean clause's adnominal: the last word ending 는 / 던 / 인, else the last one ending in ㄴ (never "사촌"'s 촌 before it); -1 when none. */
function lastAdnominal(words: readonly string[], from: number): number {
  let strong = -1;
  let weak = -1;
  for (let i = from; i < words.length - 1; i += 1) {
    const word = words[i] as string;
    if (/(?:는|던|인)$/u.test(word)) strong = i;
    else if (koreanAdnominal(word) && strong < 0) weak = i;
  }
  return strong >= 0 ? strong : weak;
}

/** Korean: a subject, a clause ending in an adnominal and the object it heads ("삼촌이 접어 준 종이배"). */
function koreanGift(text: string): { object: string; giver: string } | null {
  const words = text.split(/\s+/u);
  const head = /^(.+?)(?:께서|이|가)$/u.exec(words[0] ?? '');
  if (head === null) return null;
  const giver = head[1] as string;
  const last = lastAdnominal(words, 1);
  if (last < 1) return null;
  // The subject gave or did it for the singer (준, 주신, 주던: the giving auxiliary), or is a person by name or kin.
  const gives = /^(?:준|주신|주던|주셨던|줬던|보내 준|보내신)$/u.test(words[last] as string) || /께서$/u.test(words[0] ?? '');
  if (!gives && personIn(giver, 'ko') === null) return null;
  const object = words.slice(last + 1).join(' ');
  if (object.split(/\s+/u).length > 3 || !isSingableNounPhrase(object, 'ko')) return null;
  // A place clause makes the person somewhere, not a giver ("서울에 사는 언니").
  if (/(?:에서|에)\s/u.test(text)) return null;
  return { object, giver };
}

/** Chinese: a giver, a verb and 的 before the object ("爸爸做的木马", "姐姐送我的那把旧吉他"). */
function chineseGift(text: string): { object: string; giver: string } | null {
  const de = text.lastIndexOf('的');
  if (de < 2 || de > 10) return null;
  const clause = text.slice(0, de).replace(/^我(?:的|家)?/u, '');
  const object = text.slice(de + 1);
  // "那把旧吉他": a demonstrative and its measure word open the noun phrase; the noun after them is what must be whole.
  const noun = object.replace(/^[这那](?:一)?[个把件条只本双辆台块张顶副枚盏支封幅]?/u, '');
  if (/^在|远在|去|到/u.test(clause) || noun.length < 1 || !isSingableNounPhrase(noun, 'zh')) return null;
  // The giver opens the clause: a person the list knows, or a kin word (姑姑, 表姐); the rest is their act (做, 送我).
  for (let size = Math.min(4, clause.length - 1); size >= 1; size -= 1) {
    const giver = clause.slice(0, size);
    // "爸爸骑了二十年的那辆旧自行车": an act with its aspect or its years is a use over time, not a thing made or given.
    if (personIn(giver, 'zh') === giver && clause.length - size <= 5) return /[了过着]|[0-9一二两三四五六七八九十几]+年/u.test(clause.slice(size)) ? null : { object, giver };
  }
  return null;
}

/** An object with its giver's clause; null unless the object is a whole noun phrase and the giver a person. */
export function readGift(theme: string, language: ContentLanguage): { object: string; giver: string } | null {
  const text = theme.trim().replace(/[.!?…。！？]+$/u, '');
  if (/[,，;；]/u.test(text)) return null;
  switch (language) {
    case 'en':
      return englishGift(text);
    case 'vi':
      return vietnameseGift(text);
    case 'ko':
      return koreanGift(text);
    case 'zh':
      return chineseGift(text);
  }
}

// ---------------------------------------------------------------- away

const chinesePlaceEnd = /(?:国外|海外|外地|老家|乡下|农村|城里|[省市县镇村岛州国])$/u;

function placeOf(text: string, language: ContentLanguage): string | null {
  switch (language) {
    case 'en': {
      const proper = /\b(?:in|to|from|at)\s+((?:the\s+)?\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2})/u.exec(text);
      if (proper !== null) return proper[1] as string;
      const common = /\b(?:in|to|at)\s+(the\s+(?:countryside|city|village|north|south|mountains|army|navy))\b/iu.exec(text);
      if (common !== null) return common[1] as string;
      return /\b(abroad|overseas)\b/iu.exec(text)?.[1] ?? null;
    }
    case 'vi': {
      const proper = /(?:^|\s)(?:ở|tận|bên|sang|tại|trên|ngoài)\s+(\p{Lu}[\p{L}\p{M}]*(?:\s+\p{Lu}[\p{L}\p{M}]*){0,3})/u.exec(text);
      if (proper !== null) return proper[1] as string;
      return /(?:^|\s)(?:ở|tận|bên|sang|tại|trên|về)\s+(quê|nước ngoài|thành phố|miền \p{L}+)(?=\s|$)/u.exec(text)?.[1] ?? null;
    }
    case 'ko': {
      const words = text.split(/\s+/u);
      for (const word of words.slice(0, -1)) {
        const found = /^(\S{1,8}?)(?:에서|에)$/u.exec(word);
        if (found !== null && !/^(?:요즘|지금|오늘|어제|밤|새벽|아침|저녁|나중|처음|혼자)$/u.test(found[1] as string)) return found[1] as string;
      }
      return null;
    }
    case 'zh': {
      const found = /(?:远在|在|去了?|到)(\p{Script=Han}{2,8}?)的/u.exec(text);
      if (found === null) return null;
      const span = found[1] as string;
      for (let end = span.length; end >= 2; end -= 1) if (chinesePlaceEnd.test(span.slice(0, end))) return span.slice(0, end);
      // A place is most often two characters (深圳, 日本); what follows is the act there (打工, 读书).
      return span.length >= 4 ? span.slice(0, 2) : null;
    }
  }
}

/** A departure still ahead ("is moving abroad next week", "tuần sau … chuyển đi", "다음 주에 … 떠나는", "明天就要去"): nobody is there yet. */
const stillAhead: Record<ContentLanguage, RegExp> = {
  en: /\b(?:will|next|tomorrow|soon|about to|going to|is (?:moving|leaving|going|flying))\b/iu,
  vi: /sắp|sẽ|tuần sau|tháng sau|năm sau|ngày mai/iu,
  ko: /떠나는|떠날|갈 |다음 주|다음 달|내일|곧|예정/u,
  zh: /明天|下周|下个月|明年|就要|快要|将要|要去/u,
};

/** The person a place phrase is about, as the theme names them: the head of the phrase (first in en / vi, last in ko / zh). */
function awayPerson(text: string, language: ContentLanguage): string | null {
  switch (language) {
    case 'en': {
      // "my brother-in-law who drives trucks in Alberta": a possessive phrase before a relative "who" is a person, whole.
      const who = /^((?:my|our)\s+[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,2}?)\s+(?:who|who's|that works|working|living|studying|in|at)\b/iu.exec(text);
      if (who !== null && (/\swho\b|\swho's\b/iu.test(text) || findLyricsPerson(who[1] as string, 'en') !== null)) return (who[1] as string).toLowerCase().replace(/^our\s/u, 'our ');
      const bare = /^((?:my\s+)?(?:mum|mom|dad|mama|papa|grandma|grandpa|nana))\s+(?:in|at)\b/iu.exec(text);
      return bare !== null ? (/^my\s/iu.test(bare[1] as string) ? (bare[1] as string) : `my ${bare[1] as string}`).toLowerCase() : null;
    }
    case 'vi':
      return personIn(text.split(/\s+/u).slice(0, 3).join(' '), 'vi');
    case 'ko': {
      // "호주에서 워홀 중인 남동생": the noun phrase after the last adnominal heads the theme.
      const words = text.split(/\s+/u);
      const last = lastAdnominal(words, 0);
      const head = words.slice(last + 1).join(' ');
      return last >= 0 && head.split(' ').length <= 2 ? personIn(head, 'ko') : null;
    }
    case 'zh': {
      const de = text.lastIndexOf('的');
      const head = text.slice(de + 1);
      return de > 0 && head.length <= 4 ? personIn(head, 'zh') : null;
    }
  }
}

/** A person and the place they are in; null unless the theme names both and the person heads the phrase. */
export function readAway(theme: string, language: ContentLanguage): { person: string; place: string } | null {
  const text = theme.trim().replace(/[.!?…。！？]+$/u, '');
  if (stillAhead[language].test(text) || /[,，;；]/u.test(text)) return null;
  const person = awayPerson(text, language);
  if (person === null) return null;
  const place = placeOf(text, language);
  if (place === null || place.includes(person) || person.includes(place)) return null;
  return { person, place };
}

// ---------------------------------------------------------------- after

const afterMarker: Record<ContentLanguage, RegExp> = {
  en: /\b(?:after|on the (?:first|last) (?:night|day)|(?:first|last) night in|the night after|coming home from|back from)\b/iu,
  vi: /(?:^|\s)(?<!(?:tháng|tuần|năm|hôm|lần|kiếp|mai|ngày|phía|đằng) )(?:sau(?: khi)?|đêm đầu tiên|ngày đầu tiên|tan ca|tan làm|đi làm về)(?:\s|$)/iu,
  ko: /(?:끝나고|끝난 뒤|끝난 후|마치고|마친 뒤|한 뒤|한 후|하고 나서|첫날 밤|첫 밤|퇴근길|퇴근하고)/u,
  zh: /(?:之后|以后|后的|后一个人|结束|下班|第一晚|第一个晚上|第一夜|失败后|完后|回来的)/u,
};

const letdownWords: Record<ContentLanguage, RegExp> = {
  en: /\b(?:fail(?:ed|ing)?|lost|losing|rejected|rejection|didn't (?:get|make|pass)|got fired|laid off|breakup|broke up|funeral)\b/iu,
  vi: /thất bại|trượt|rớt|bị loại|thua|chia tay|mất việc|bị đuổi|đám tang/iu,
  ko: /떨어지|떨어진|떨어졌|탈락|실패|망친|망했|헤어진|헤어지고|잘리|잘린|장례/u,
  zh: /失败|落榜|没考上|没过|被拒|分手|失业|被裁|葬礼|输了/u,
};

const wearyWords: Record<ContentLanguage, RegExp> = {
  en: /\b(?:shift|shifts|work|working|closing|overtime|double|late|midnight|\d{1,2}\s?(?:am|a\.m\.)|night class|last (?:bus|train))\b/iu,
  vi: /(?:^|\s)(?:ca|làm|tăng ca|đêm|khuya|chuyến cuối|tan ca|tan làm)(?:\s|$)/iu,
  ko: /야근|알바|근무|퇴근|새벽|막차|밤샘|마감|출근/u,
  zh: /加班|夜班|下班|凌晨|深夜|末班|打工|熬夜/u,
};

const newWords: Record<ContentLanguage, RegExp> = {
  en: /\b(?:first (?:night|day|week)|new city|moved|moving)\b/iu,
  vi: /đầu tiên|thành phố mới|chuyển nhà|mới chuyển/iu,
  ko: /첫날|첫 밤|이사|낯선 도시|새 도시/u,
  zh: /第一晚|第一个晚上|第一夜|第一天|新城市|搬家|刚搬/u,
};

/** The singer's state after something; null when the theme tells no "after". */
export function readAfter(theme: string, language: ContentLanguage): SceneMood | null {
  const marker = afterMarker[language].exec(theme);
  if (marker === null) return null;
  // "after she moved into a care home", "sau khi mẹ đi": the state is someone else's, not the singer's.
  const next = theme.slice(marker.index + marker[0].length).trim();
  if (language === 'en' && /^(?:she|he|they|it|you|her|his|their)\b/iu.test(next)) return null;
  if (language === 'vi' && findLyricsPerson(next.split(/\s+/u).slice(0, 2).join(' '), 'vi') !== null && !/^(?:ca|làm)/iu.test(next)) return null;
  if (letdownWords[language].test(theme)) return 'letdown';
  if (newWords[language].test(theme)) return 'new';
  if (wearyWords[language].test(theme)) return 'weary';
  return 'released';
}

/** A time told after an English or Vietnamese clause ("… hôm trời mưa", "… on rainy days"). */
const timeTail: Record<ContentLanguage, RegExp> = {
  en: /\s+(?:every|each|on|when|last|that|during)\s+\S.*$/iu,
  vi: /\s+(?:hôm|ngày|buổi|lúc|khi|mỗi|những|vào|dịp|mùa)\s+\S.*$/iu,
  ko: /(?!)/u,
  zh: /(?!)/u,
};

/** The first of the five shapes a theme has (gift, away, act, pair, after), or null; `scenes` false skips the act (a song it does not fit). */
/** Round 14: a head noun that is a time (a season, a part of the day, the days of a life), never a thing given. */
const timeHead: Record<ContentLanguage, RegExp> = {
  en: /^(?:the\s+)?(?:spring|summer|autumn|fall|winter|morning|evening|night|afternoon|day|days|year|years|weekend)s?$/iu,
  vi: /^(?:mùa\s+)?(?:xuân|hè|hạ|thu|đông)$|^(?:buổi\s+)?(?:sáng|trưa|chiều|tối)$|^(?:đêm|ngày|năm|những ngày|những năm)$/iu,
  ko: /^(?:봄|여름|가을|겨울|아침|저녁|밤|낮|새벽|오후|오전|날|날들|시절|해|주말|여름밤|겨울밤|방학)$/u,
  zh: /^(?:那个|那些|那)?(?:春天|夏天|秋天|冬天|早上|傍晚|晚上|夜晚|下午|日子|年|时候|周末|暑假|寒假)$/u,
};

export function readSceneTheme(theme: string, language: ContentLanguage, scenes = true): SceneTheme | null {
  // Round 14: a thing heard, smelt or seen ("tiếng rao bánh mì đêm khuya ngoài ngõ") is sung as perceived, coming and going.
  const percept = readPerceptTheme(theme, language);
  if (percept !== null) return { shape: 'percept', ...percept };
  // Round 13 (lyr5): a festival or day no family sings (Hanukkah, tết đoan ngọ, 단오, 端午节) is sung as that day.
  const day = readDayTheme(theme, language);
  if (day !== null) return { shape: 'day', ...day };
  // Round 13 (lyr5): a gift told with its time after it ("đĩa bánh xèo mẹ đổ hôm trời mưa") is read without the time.
  const gift = readGift(theme, language) ?? (timeTail[language].test(theme) ? readGift(theme.replace(timeTail[language], ''), language) : null);
  // Round 14: a clause headed by a time ("할아버지가 매일 아침 마당을 쓸던 여름") is no gift of a summer: it is the scene.
  if (gift !== null && !timeHead[language].test(gift.object.trim())) return { shape: 'gift', ...gift };
  const away = readAway(theme, language);
  if (away !== null) return { shape: 'away', ...away };
  // Round 13: someone doing something somewhere is sung as that scene, the person and the act together.
  const act = scenes ? readActScene(theme, language) : null;
  if (act !== null) return { shape: 'act', ...act };
  const pair = readPair(theme, language);
  if (pair !== null) return { shape: 'pair', ...pair };
  const mood = readAfter(theme, language);
  return mood !== null ? { shape: 'after', mood } : null;
}
