/**
 * Person detection for lyrics (issue 13, session 4, behind rule A). Kinship and role words ("little brother", "my mom",
 * 엄마, 할머니, em trai, mẹ, 奶奶, 老板, teacher) name PEOPLE, never names: a possessive is stripped ("my little brother's
 * first day" → "little brother"), a role word is never capitalised as if it were a first name unless it is used as one
 * (Mom, Dad, Grandma). The relation decides the address: a song TO a parent, grandparent, teacher or boss is sung with the
 * respect the language asks for (Korean: the title itself, never 너; Chinese: 您; Vietnamese: con–mẹ, con–bà, em–thầy);
 * a song ABOUT someone names them in the third person.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { withParticle } from './korean-particles.ts';

/** A person a lyrics theme names by relation or role. */
export interface LyricsPerson {
  /** The relation word as the theme wrote it, without a possessive ("little brother", "엄마", "bà nội", "奶奶"). */
  word: string;
  /** How a line calls them when singing TO them ("Mom", "little brother", "엄마", "mẹ", "奶奶"). */
  address: string;
  /** How a line names them when singing ABOUT them ("my little brother", "우리 엄마", "bà nội", "奶奶"). */
  about: string;
  /** An elder or a superior: Korean never says 너 to them, Chinese says 您. */
  elder: boolean;
  /** The singer's own pronoun in Vietnamese when speaking to them (con to a parent or grandparent, em to a teacher or an older sibling). */
  viSelf: 'con' | 'em' | 'ta';
  /** Whether the theme is written TO them (a dedication or a vocative) rather than ABOUT them. */
  dedicated: boolean;
}

interface PersonEntry {
  pattern: RegExp;
  /** The address form; `null` keeps the word as written (lower case in English). */
  address: string | null;
  elder: boolean;
  viSelf?: 'con' | 'em' | 'ta';
}

/** English relation words, most specific first; an address in capitals is used as a name (Mom, Grandma). */
const englishPeople: readonly PersonEntry[] = [
  { pattern: /\b(?:little|baby|younger|kid|big|older|twin)\s+(?:brother|sister|bro|sis)\b/iu, address: null, elder: false },
  { pattern: /\bgrand(?:ma|mother)\b|\bnana\b|\bgranny\b|\bgran\b/iu, address: 'Grandma', elder: true },
  { pattern: /\bgrand(?:pa|father)\b|\bgrandad\b|\bgramps\b/iu, address: 'Grandpa', elder: true },
  { pattern: /\bgrandparents\b/iu, address: null, elder: true },
  { pattern: /\b(?:mom|mum|mother|mama|mommy)\b/iu, address: 'Mom', elder: true },
  { pattern: /\b(?:dad|father|papa|daddy)\b/iu, address: 'Dad', elder: true },
  { pattern: /\bparents\b/iu, address: null, elder: true },
  { pattern: /\b(?:brother|sister|sibling)\b/iu, address: null, elder: false },
  { pattern: /\b(?:best friend|bestie|friend|roommate|classmate|teammate|coworker|colleague)\b/iu, address: null, elder: false },
  { pattern: /\b(?:teacher|coach|boss|manager|mentor|professor)\b/iu, address: null, elder: true },
  { pattern: /\b(?:twins|kids|children|babies|son|daughter|kid|baby|husband|wife|boyfriend|girlfriend|partner|fianc[eé]{1,2})\b/iu, address: null, elder: false },
];

/** Vietnamese relation words; `viSelf` is the singer's pronoun toward them. */
const vietnamesePeople: readonly PersonEntry[] = [
  { pattern: /(?<![\p{L}\p{M}])(?:bà nội|bà ngoại|ông nội|ông ngoại|ông bà)(?![\p{L}\p{M}])/iu, address: null, elder: true, viSelf: 'con' },
  // Round 7: "bố mẹ lên thăm" names both parents, never only "mẹ".
  { pattern: /(?<![\p{L}\p{M}])(?:bố mẹ|ba mẹ|cha mẹ|bố má|ba má|tía má)(?![\p{L}\p{M}])/iu, address: null, elder: true, viSelf: 'con' },
  { pattern: /(?<![\p{L}\p{M}])(?:em trai|em gái|em út)(?![\p{L}\p{M}])/iu, address: 'em', elder: false, viSelf: 'ta' },
  { pattern: /(?<![\p{L}\p{M}])(?:anh trai|chị gái|anh hai|chị hai)(?![\p{L}\p{M}])/iu, address: null, elder: true, viSelf: 'em' },
  { pattern: /(?<![\p{L}\p{M}])(?:mẹ|má)(?![\p{L}\p{M}])/iu, address: 'mẹ', elder: true, viSelf: 'con' },
  { pattern: /(?<![\p{L}\p{M}])(?:bố|cha|tía|ba(?=\s+ơi)|(?<=(?:gửi|tặng|nhớ|thương|với|của|cho)\s)ba)(?![\p{L}\p{M}])/iu, address: null, elder: true, viSelf: 'con' },
  { pattern: /(?<![\p{L}\p{M}])(?:bà|ông)(?![\p{L}\p{M}])(?!\s+(?:chủ|xã))/iu, address: null, elder: true, viSelf: 'con' },
  { pattern: /(?<![\p{L}\p{M}])(?:thầy giáo|cô giáo|thầy|sếp)(?![\p{L}\p{M}])/iu, address: null, elder: true, viSelf: 'em' },
  { pattern: /(?<![\p{L}\p{M}])(?:bạn thân|bạn cùng phòng|người yêu|chồng sắp cưới|vợ sắp cưới|con trai|con gái)(?![\p{L}\p{M}])/iu, address: null, elder: false, viSelf: 'ta' },
];

/** Korean relation words; an elder (parents, grandparents, older siblings, teachers, bosses) is never called 너. */
const koreanPeople: readonly PersonEntry[] = [
  { pattern: /외할머니|친할머니|할머니|할매/u, address: '할머니', elder: true },
  { pattern: /외할아버지|친할아버지|할아버지|할배/u, address: '할아버지', elder: true },
  { pattern: /어머니|엄마/u, address: null, elder: true },
  { pattern: /아버지|아빠/u, address: null, elder: true },
  { pattern: /부모님/u, address: '엄마 아빠', elder: true },
  { pattern: /언니|오빠|누나|(?<![가-힣])형(?![가-힣])/u, address: null, elder: true },
  { pattern: /선생님|선배|팀장님|부장님|사장님|교수님|코치님/u, address: null, elder: true },
  { pattern: /남동생|여동생|막내|동생/u, address: '동생', elder: false },
  { pattern: /약혼자|예비 ?신랑|예비 ?신부|남자\s?친구|여자\s?친구|남친|여친|남편|아내/u, address: null, elder: false },
  { pattern: /단짝|절친|친구|룸메이트|동기/u, address: null, elder: false },
];

/** Chinese relation words; an elder is addressed as 您. */
const chinesePeople: readonly PersonEntry[] = [
  { pattern: /奶奶|外婆|姥姥|婆婆/u, address: null, elder: true },
  { pattern: /爷爷|外公|姥爷/u, address: null, elder: true },
  // Round 7: "爸妈" names both parents, so it is read before 妈.
  { pattern: /爸妈|父母/u, address: '爸妈', elder: true },
  { pattern: /妈妈|母亲|老妈|妈/u, address: '妈妈', elder: true },
  { pattern: /爸爸|父亲|老爸|爸/u, address: '爸爸', elder: true },
  { pattern: /老师|老板|师傅|领导|教练/u, address: null, elder: true },
  { pattern: /哥哥|姐姐/u, address: null, elder: false },
  { pattern: /弟弟|妹妹/u, address: null, elder: false },
  { pattern: /未婚夫|未婚妻|男朋友|女朋友|老公|老婆/u, address: null, elder: false },
  { pattern: /闺蜜|好朋友|朋友|室友|同学|兄弟/u, address: null, elder: false },
];

const peopleOf: Record<ContentLanguage, readonly PersonEntry[]> = { en: englishPeople, vi: vietnamesePeople, ko: koreanPeople, zh: chinesePeople };

/** A theme written TO someone: a dedication or a vocative. */
const dedicationPattern: Record<ContentLanguage, RegExp> = {
  // Round 9: "waits by the window for my dad" is no dedication: only a theme or a request noun opens one ("a song for my mom").
  en: /(?:^|\b(?:song|poem|rap|ballad|lyrics|verse|one|this|something|words?|letter|note|message|birthday|love|thanks|hugs?)\s+)(?:to|for|dear)\s+(?:my|our)\b|^(?:dear|to)\s|^(?:mom|dad|grandma|grandpa|mum)\s*,|\b(?:thank you|i love you|i'm sorry|sorry)\b/iu,
  vi: /(?:^|\s)(?:gửi|tặng|thưa|viết cho|dành cho)\s|\sơi(?:\s|,|$)|(?:^|\s)con (?:nhớ|thương|yêu|xin lỗi|cảm ơn)/iu,
  ko: /한테|에게|께(?:\s|$)|께서|께 드리|(?:엄마|아빠|할머니|할아버지|선생님|언니|오빠|누나|형)\s*,|고마워|미안해|사랑해|감사/u,
  zh: /写给|献给|致|给(?:我的)?(?:妈妈|爸爸|奶奶|爷爷|外婆|外公|姥姥|姥爷|老师|爸妈)|(?:妈妈|爸爸|奶奶|爷爷|外婆|老师)[，,：:]|谢谢|对不起/u,
};

/** Words the person is often followed by in a possessive that must be stripped ("brother's", "bro’s"). */
const englishPossessive = /['’]s$/u;

/** The first relation or role word a theme names, with its address and register; null when it names none. */
export function findLyricsPerson(theme: string, language: ContentLanguage): LyricsPerson | null {
  for (const entry of peopleOf[language]) {
    const found = entry.pattern.exec(theme);
    if (found === null) continue;
    // "Em trai đậu…" (round 7): a Vietnamese relation word is capitalised only as the sentence's first word, never a name.
    const written = found[0].trim().replace(englishPossessive, '');
    const word = language === 'vi' ? written.toLowerCase() : written;
    const dedicated = dedicationPattern[language].test(theme);
    // "my best friend Jess", "bạn thân Lan": a name after the relation word is how the song calls them.
    const name = (language === 'en' || language === 'vi') ? /^\s+(\p{Lu}[\p{Ll}\p{M}]+)/u.exec(theme.slice(found.index + found[0].length))?.[1] : undefined;
    if (name !== undefined) return { word, address: name, about: name, elder: entry.elder, viSelf: entry.viSelf ?? 'ta', dedicated };
    return {
      word,
      address: entry.address ?? (language === 'en' ? word.toLowerCase() : word),
      about: aboutForm(word, entry, language),
      elder: entry.elder,
      viSelf: entry.viSelf ?? 'ta',
      dedicated,
    };
  }
  return null;
}

/** The person as a line names them in the third person. */
function aboutForm(word: string, entry: PersonEntry, language: ContentLanguage): string {
  if (language === 'en') return `my ${entry.address !== null && /^(?:Mom|Dad|Grandma|Grandpa)$/u.test(entry.address) ? entry.address.toLowerCase() : word.toLowerCase()}`;
  if (language === 'ko') return entry.elder && /엄마|아빠|할머니|할아버지/u.test(word) ? `우리 ${word}` : word;
  return word;
}

/** Korean second-person forms (너, 네, 넌, 널, 니): a line holding one cannot be sung to an elder. */
const koreanSecondPerson = /(?<![가-힣])(?:너(?:를|의|에게|한테|랑|와|도|만|는|가)?|네가|네|넌|널|니가)(?![가-힣])/u;

/** Chinese familiar "you", to be 您 for an elder. */
const chineseYou = /你(?!们)/gu;

/** Whether a line addresses its listener in a form an elder may not be addressed with (ko 너/네; zh is rewritten instead). */
export function familiarToElder(line: string, language: ContentLanguage): boolean {
  return language === 'ko' && koreanSecondPerson.test(line);
}

/** A pool without the lines that call an elder 너 (the pool itself when nothing would be left). */
export function respectfulPool<T extends string>(pool: readonly T[], language: ContentLanguage, person: LyricsPerson | null): readonly T[] {
  if (person === null || !person.elder || language !== 'ko') return pool;
  const kept = pool.filter((line) => !familiarToElder(line, language));
  return kept.length > 0 ? kept : pool;
}

/**
 * The finished text sung to an elder in the language's register: Chinese 你 becomes 您; Korean 너/네 that slipped through
 * becomes the title ("엄마"); Vietnamese "ta" becomes the singer's own pronoun (con to a parent or grandparent, em to a
 * teacher or an older sibling).
 */
export function inRegister(text: string, language: ContentLanguage, person: LyricsPerson | null): string {
  if (person === null || !person.dedicated) return text;
  if (language === 'zh' && person.elder) return text.replace(chineseYou, '您');
  if (language === 'ko' && person.elder) {
    return text
      .replace(/(?<![가-힣])(?:너를|널)(?![가-힣])/gu, withParticle(person.address, '를'))
      .replace(/(?<![가-힣])(?:너의|네)(?![가-힣])/gu, person.address)
      .replace(/(?<![가-힣])(?:넌|너는)(?![가-힣])/gu, withParticle(person.address, '는'))
      .replace(/(?<![가-힣])(?:네가|니가|너가)(?![가-힣])/gu, withParticle(person.address, '가'))
      .replace(/(?<![가-힣])너(?=한테|에게|랑|와|도|만)/gu, person.address)
      .replace(/(?<![가-힣])너(?![가-힣])/gu, person.address);
  }
  if (language === 'vi' && person.viSelf !== 'ta') {
    const self = person.viSelf;
    return text.replace(/(?<![\p{L}\p{M}])(T|t)a(?![\p{L}\p{M}])/gu, (_match, initial: string) => (initial === 'T' ? self.charAt(0).toUpperCase() + self.slice(1) : self));
  }
  return text;
}

/** Request frames around a theme ("a song for …", "write a poem about …", "bài hát về …", "…에 대한 노래", "写一首关于…的歌"). */
const requestFrame: Record<ContentLanguage, RegExp> = {
  en: /^(?:(?:can|could|would|will)\s+(?:you|u|ya)\s+)?(?:(?:please|pls|plz)\s+)?(?:(?:write|make|do|give)\s+(?:me\s+|us\s+)?)?(?:a|an|some)\s+(?:song|poem|rap|ballad|haiku|lullaby|verse|lyrics)\s+(?:about|for|on|abt)\s+/iu,
  vi: /^(?:(?:viết|làm)\s+(?:giúp\s+|giùm\s+|cho\s+)?(?:mình|tôi|em|tớ)?\s*)?(?:một\s+)?(?:bài hát|bài thơ|bài rap|bài)\s+(?:về|cho|tặng)\s+/iu,
  ko: /(?:에\s*대한|에 관한)\s*(?:노래|시|가사|랩)$/u,
  zh: /^(?:写|来)?(?:一首)?(?:关于)?|(?:的(?:歌|诗|歌词))$/u,
};

/** The theme without a request frame around it ("a song for my mom on her birthday" → "my mom on her birthday"). */
export function withoutRequestFrame(theme: string, language: ContentLanguage): string {
  if (language === 'zh') {
    const framed = /^(?:写|来)?一首(?:关于)?(.+?)的(?:歌|诗|歌词)$/u.exec(theme);
    return framed?.[1] ?? theme;
  }
  const stripped = theme.replace(requestFrame[language], '').trim();
  return stripped.length > 0 ? stripped : theme;
}
