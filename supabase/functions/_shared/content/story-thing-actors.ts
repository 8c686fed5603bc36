/**
 * The people and animals the round-10 story shapes name (issue 13): the old man across the street, bà bán xôi, 편의점
 * 사장님, 楼下的小狗. Each is named in later sentences in the writer's own words from this lexicon (the old man, bà ấy,
 * 사장님, 那个男孩), never with a span cut from the opening, and a person always keeps a person's pronoun (he, she,
 * they; 他, 她), never "it" / 它.
 */
import type { ContentLanguage } from '../contract/content-types.ts';

/** A person or an animal of an opening, as later sentences name it in each language. */
export interface ThingActor {
  kind: 'person' | 'animal';
  /** An elder or someone spoken of with respect (Korean honorifics: 할아버지께서, 사장님께서). */
  elder: boolean;
  /** A child or a young person (waiting for a parent or a friend, never for a grandchild). */
  young: boolean;
  /** One of the narrator's own family (my grandson, 엄마): checked on by a call, not by asking the neighbours. */
  kin: boolean;
  en: string;
  /** English subject, object and possessive pronouns. */
  pronouns: readonly [string, string, string];
  vi: string;
  ko: string;
  zh: string;
  /** The Chinese pronoun: 他, 她 or 它 (only for an animal). */
  zhPronoun: string;
  /** An animal nobody owns (a pigeon, chim sẻ, 까치, 野猫): watched and fed, never returned to an owner. */
  wild: boolean;
}

type Entry = readonly [pattern: RegExp, name: string, pronoun: 'he' | 'she' | 'they' | 'it', flags: '' | 'elder' | 'young' | 'kin' | 'elderKin'];

const he = ['he', 'him', 'his'] as const;
const she = ['she', 'her', 'her'] as const;
const they = ['they', 'them', 'their'] as const;
const it = ['it', 'it', 'its'] as const;

/** Entries in order of preference: the longer, more precise names first. */
const entries: Readonly<Record<ContentLanguage, readonly Entry[]>> = {
  en: [
    [/\bmy (?:grandson|son|brother|dad|father|grandpa|grandfather|uncle)\b/iu, '$&', 'he', 'kin'],
    [/\bmy (?:granddaughter|daughter|sister|mom|mum|mother|grandma|grandmother|aunt)\b/iu, '$&', 'she', 'kin'],
    [/\bold (?:man|gentleman|guy)\b/iu, 'the old man', 'he', 'elder'],
    [/\bold (?:woman|lady)\b/iu, 'the old woman', 'she', 'elder'],
    [/\b(?:little|small|young) boy\b/iu, 'the little boy', 'he', 'young'],
    [/\b(?:little|small|young) girl\b/iu, 'the little girl', 'she', 'young'],
    [/\bboy\b/iu, 'the boy', 'he', ''],
    [/\bgirl\b/iu, 'the girl', 'she', ''],
    [/\b(?:kid|child)\b/iu, 'the child', 'they', 'young'],
    [/\b(?:teenager|student)\b/iu, 'the student', 'they', 'young'],
    [/\b(?:postman|mailman)\b/iu, 'the postman', 'he', ''],
    [/\b(?:baker|shopkeeper|shop owner|street vendor|vendor|florist|barista|bus driver|security guard|janitor)\b/iu, 'the $&', 'they', ''],
    [/\b(?:man|guy|gentleman)\b/iu, 'the man', 'he', ''],
    [/\b(?:woman|lady)\b/iu, 'the woman', 'she', ''],
    [/\bstranger\b/iu, 'the stranger', 'they', ''],
    [/\bneighbou?r\b/iu, 'my neighbour', 'they', ''],
  ],
  vi: [
    [/(?:cháu trai|con trai|em trai|anh trai|bố tôi|ba tôi)/iu, '$&', 'he', 'kin'],
    [/(?:cháu gái|con gái|em gái|chị gái|mẹ tôi|má tôi)/iu, '$&', 'she', 'kin'],
    [/ông cụ|ông lão|cụ ông/iu, 'ông cụ', 'he', 'elder'],
    [/bà cụ|bà lão|cụ bà/iu, 'bà cụ', 'she', 'elder'],
    [/cậu bé|thằng bé|cậu nhóc|bé trai/iu, 'cậu bé', 'he', 'young'],
    [/cô bé|bé gái/iu, 'cô bé', 'she', 'young'],
    [/cô gái/iu, 'cô gái', 'she', 'young'],
    [/chàng trai|anh chàng/iu, 'chàng trai', 'he', 'young'],
    [/người đàn ông/iu, 'người đàn ông', 'he', ''],
    [/người phụ nữ/iu, 'người phụ nữ', 'she', ''],
    [/người lạ/iu, 'người lạ', 'they', ''],
    [/(?:^|[\s,.])bà (?:bán|chủ|hàng|đưa)/iu, 'bà ấy', 'she', 'elder'],
    [/(?:^|[\s,.])ông (?:bán|chủ|hàng|đưa)/iu, 'ông ấy', 'he', 'elder'],
    [/(?:^|[\s,.])bác (?:bán|chủ|hàng|đưa|bảo vệ|xe ôm|hàng xóm)/iu, 'bác ấy', 'they', 'elder'],
    [/(?:^|[\s,.])(?:cô|chị) (?:bán|chủ|hàng|đưa|bảo vệ|hàng xóm)/iu, 'cô ấy', 'she', ''],
    [/(?:^|[\s,.])(?:chú|anh) (?:bán|chủ|hàng|đưa|bảo vệ|xe ôm|hàng xóm|shipper)/iu, 'anh ấy', 'he', ''],
    [/hàng xóm/iu, 'người hàng xóm', 'they', ''],
  ],
  ko: [
    [/손자|아들|남동생/u, '$&', 'he', 'kin'],
    [/손녀|딸(?!기)|여동생/u, '$&', 'she', 'kin'],
    [/엄마|어머니/u, '$&', 'she', 'elderKin'],
    [/아빠|아버지/u, '$&', 'he', 'elderKin'],
    [/할아버지/u, '할아버지', 'he', 'elder'],
    [/할머니/u, '할머니', 'she', 'elder'],
    [/사장님/u, '사장님', 'they', 'elder'],
    [/경비\s?아저씨/u, '경비 아저씨', 'he', 'elder'],
    [/아저씨/u, '아저씨', 'he', 'elder'],
    [/아주머니|아줌마/u, '아주머니', 'she', 'elder'],
    [/기사님/u, '기사님', 'they', 'elder'],
    [/남자아이|꼬마|소년/u, '그 아이', 'he', 'young'],
    [/여자아이|소녀/u, '그 아이', 'she', 'young'],
    [/아이(?![스디])/u, '그 아이', 'they', 'young'],
    [/여학생|남학생|학생/u, '그 학생', 'they', 'young'],
    [/남자/u, '그 남자', 'he', ''],
    [/여자/u, '그 여자', 'she', ''],
    [/낯선 사람/u, '그 사람', 'they', ''],
    [/이웃/u, '이웃', 'they', ''],
  ],
  zh: [
    [/孙子|儿子|外孙(?!女)|弟弟|哥哥|爸爸|(?<!老)爷爷|外公/u, '$&', 'he', 'kin'],
    [/孙女|女儿|外孙女|妹妹|姐姐|妈妈|(?<!老)奶奶|外婆/u, '$&', 'she', 'kin'],
    [/老爷爷|老大爷|老先生|大爷/u, '那位老爷爷', 'he', 'elder'],
    [/老奶奶|老太太/u, '那位老奶奶', 'she', 'elder'],
    [/老人/u, '那位老人', 'he', 'elder'],
    [/老板娘/u, '老板娘', 'she', ''],
    [/老板|店主/u, '老板', 'he', ''],
    [/小男孩/u, '那个小男孩', 'he', 'young'],
    [/小女孩/u, '那个小女孩', 'she', 'young'],
    [/男孩|男生|小伙子/u, '那个男孩', 'he', ''],
    [/女孩|女生|姑娘/u, '那个女孩', 'she', ''],
    [/小孩|孩子/u, '那个孩子', 'he', 'young'],
    [/阿姨|大妈/u, '那位阿姨', 'she', 'elder'],
    [/大叔/u, '那位大叔', 'he', ''],
    [/男人|男子/u, '那个男人', 'he', ''],
    [/女人|女子/u, '那个女人', 'she', ''],
    [/陌生人/u, '那个陌生人', 'he', ''],
    [/保安|快递员|邮递员|外卖员/u, '$&', 'he', ''],
    [/邻居/u, '邻居', 'he', ''],
  ],
};

const others: Readonly<Record<Exclude<ContentLanguage, 'en'>, Readonly<Record<'person' | 'animal', string>>>> = {
  vi: { person: 'người ấy', animal: 'con vật' },
  ko: { person: '그 사람', animal: '그 녀석' },
  zh: { person: '那个人', animal: '小家伙' },
};

/** Whether a text starts with a person the lexicon knows ("사장님이…" after "편의점 "). */
export function startsWithActor(text: string, language: ContentLanguage): boolean {
  const start = text.trimStart();
  return entries[language].some(([pattern]) => pattern.exec(start)?.index === 0);
}

/**
 * Animals, read by grammar where the language has it (Vietnamese "con" + a noun; Korean "… 한 마리"; Chinese "一只 /
 * 那只" + a noun) and by their common names otherwise. The name is the visitor's own animal word (the pigeon, con
 * chim sẻ, 까치, 那只野猫).
 */
const animals: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:stray\s+)?(dog|puppy|cat|kitten|bird|sparrow|pigeon|crow|raven|magpie|robin|blackbird|starling|swallow|seagull|gull|duck|goose|swan|heron|owl|squirrel|fox|hedgehog|rabbit|hare|raccoon|deer|frog|toad|mouse|rat|parrot|hamster|tortoise|turtle|goat|horse|cow|donkey|chicken|hen|rooster)s?\b/iu,
  vi: /(?:con|chú|chim|bé)\s+(chim\s+(?:sẻ|bồ câu|én|sáo|chích chòe|khách)|chim|(?!trai|gái|cháu|cái|dao|đường|tàu|số|sông|suối|thuyền|người|đò|ốc vít|mắt|tim|bé|nít|nhà|ngươi|ấy|chú|cô)\p{L}+(?:\s(?:hoang|con|mướp|mun|vàng|đen|trắng|nhỏ|sẻ|bồ câu))?)|(chim sẻ|bồ câu|quạ|chó hoang|mèo hoang)/iu,
  ko: /(길고양이|들고양이|고양이|강아지|(?<![가-힣])개(?=[가는를도][\s.]|\s)|까치|비둘기|참새|까마귀|제비|다람쥐|오리|너구리|여우|토끼|고라니|(?<![가-힣])새(?=[가는를도]?\s|끼)|[가-힣]{1,4}(?=\s?(?:한|두|세)\s?마리))/u,
  zh: /(?:一|那|这|两)只([\u4e00-\u9fff]{1,3}?)(?=[，。、的在会都每总也就又还从蹲站趴坐飞跑停来叫]|$)|(野猫|流浪猫|流浪狗|小狗|小猫|狗|猫|鸽子|麻雀|喜鹊|乌鸦|燕子|松鼠|小鸟|鸟)/u,
};

const wildWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:bird|sparrow|pigeon|crow|raven|magpie|robin|blackbird|starling|swallow|seagull|gull|duck|goose|swan|heron|owl|squirrel|fox|hedgehog|hare|raccoon|deer|frog|toad|mouse|rat)$|stray/iu,
  vi: /chim|sẻ|bồ câu|quạ|sóc|hoang|cáo|cú|ếch/iu,
  ko: /길고양이|들고양이|까치|비둘기|참새|까마귀|제비|다람쥐|오리|너구리|여우|고라니|^새$/u,
  zh: /野|流浪|鸟|鸽|雀|鹊|鸦|燕|松鼠/u,
};

/** Someone owns the animal, said next to it (my dog, the neighbour's cat, mèo nhà bên, 옆집 강아지, 邻居家的狗) or an owner is named. */
function owned(text: string, index: number, length: number, language: ContentLanguage): boolean {
  const before = text.slice(Math.max(0, index - 16), index);
  const after = text.slice(index + length, index + length + 16);
  if (language === 'en') return /\b(?:my|our|his|her|their|\w+['’]s)\s+(?:[\w-]+\s+)?$/iu.test(before) || /\b(?:owner|pet)\b/iu.test(text);
  if (language === 'vi') return /^\s*(?:\p{L}+\s)?(?:nhà (?:bên|hàng xóm|tôi|mình|bác|cô|chú|bà|ông)|của)/iu.test(after) || /nuôi|chủ nhà|chủ của/iu.test(text);
  if (language === 'ko') return /(?:집|우리|키우는|기르는)\s?$/u.test(before) || /주인/u.test(text);
  return /(?:家|养)的?$/u.test(before) || /主人/u.test(text);
}

function findAnimal(text: string, language: ContentLanguage): { index: number; name: string; wild: boolean } | null {
  const match = animals[language].exec(text);
  if (match === null) return null;
  const word = (match.slice(1).find((group) => group !== undefined) ?? match[0]).trim();
  const lower = word.toLowerCase();
  const name = language === 'en' ? `the ${lower}` : language === 'vi' ? (/^(?:con|chú)\s/iu.test(lower) ? lower : `con ${lower}`) : language === 'zh' ? `那只${word}` : word;
  const wild = !owned(text, match.index, match[0].length, language) && (wildWords[language].test(word) || language === 'en' && /\bstray\b/iu.test(match[0]));
  return { index: match.index, name, wild };
}

/** One of a few written alternatives, chosen by the request's random source. */
export function pickOne<T>(random: () => number, options: readonly T[]): T {
  return options[Math.min(options.length - 1, Math.floor(random() * options.length))] as T;
}

/**
 * The first person or animal the lexicon knows in a text (an owner in the possessive, "the neighbour's cat", is
 * skipped for what they own), named for each language in the words of the text's own language entry.
 */
export function findActor(text: string, language: ContentLanguage): ThingActor | null {
  const found = entries[language]
    .map((entry) => ({ entry, match: entry[0].exec(text) }))
    .filter(({ match }) => match !== null && !/^['’]s\b/u.test(text.slice((match.index ?? 0) + match[0].length)))
    .sort((a, b) => (a.match?.index ?? 0) - (b.match?.index ?? 0))[0];
  const animal = findAnimal(text, language);
  // An animal before any person (the neighbour's cat: the neighbour is its owner) is the actor.
  // An animal that only describes the person after it (遛狗的老爷爷, 강아지를 산책시키는 할아버지) is not the actor.
  const describes = animal !== null && found?.match != null && animal.index < found.match.index && found.match.index - animal.index <= 12 && !/[.,!?。，！？]/u.test(text.slice(animal.index, found.match.index)) && !/^\S*(?:집|家的?)\s*$/u.test(text.slice(animal.index, found.match.index)) && !/^[^\s]*\s?(?:이|가|은|는)\s/u.test(text.slice(animal.index, found.match.index));
  if (animal !== null && !describes && (found === undefined || found.match === null || animal.index <= found.match.index || /^['’]s\b/u.test(text.slice(found.match.index + found.match[0].length)) || /^\S*(?:집|家的?)\s*$/u.test(text.slice(found.match.index, animal.index)))) {
    return { kind: 'animal', elder: false, young: false, kin: false, wild: animal.wild, en: language === 'en' ? animal.name : 'the animal', pronouns: it, vi: language === 'vi' ? animal.name : others.vi.animal, ko: language === 'ko' ? animal.name : others.ko.animal, zh: language === 'zh' ? animal.name : others.zh.animal, zhPronoun: '它' };
  }
  if (found === undefined || found.match === null) return null;
  const [, name, pronoun, flags] = found.entry;
  const word = found.match[0].trim().toLowerCase();
  const own = name.replace('$&', word);
  const kind = pronoun === 'it' ? 'animal' : 'person';
  const english = { he, she, they, it }[pronoun];
  const zhPronoun = pronoun === 'it' ? '它' : pronoun === 'she' ? '她' : '他';
  return {
    kind,
    elder: flags === 'elder' || flags === 'elderKin',
    young: flags === 'young',
    kin: flags === 'kin' || flags === 'elderKin',
    wild: false,
    en: language === 'en' ? own : kind === 'animal' ? 'the animal' : 'them',
    pronouns: english,
    vi: language === 'vi' ? own : others.vi[kind],
    ko: language === 'ko' ? own : others.ko[kind],
    zh: language === 'zh' ? own : others.zh[kind],
    zhPronoun,
  };
}
