/**
 * The doer of a first time read from grammar (issue 13, round 10, third pass): the grammatical subject of the clause
 * that holds the marker, whoever it is ("my grandma is flying out … for the first time", "bà nội lần đầu đi máy bay",
 * "Lần đầu tiên thằng Bin đi…", "엄마가 처음으로…", "外婆第一次…"). When that subject is not the narrator, the story is
 * about that person's first time; the narrator never takes over their act. Also: Vietnamese "Mai" / "Nay" where the
 * grammar makes them "tomorrow" / "today", never a name.
 */
import { findOpeningKin } from './story-cast.ts';
import type { ContentLanguage } from '../contract/content-types.ts';
import type { FirstTimeDoer } from './story-first-reads.ts';
import { isPersonNoun, readClauseRoles } from './clause-roles.ts';

/** The clause's subject at its head, before "for the first time": "my grandma", "our neighbor", "my little brother". */
const englishSubject = /(?:^|[.!?;]\s+|,\s+(?:and|but|so)\s+)(?:(?:today|tonight|yesterday|this (?:morning|week|year|summer)|next (?:week|month|year)|last (?:night|week|year)|finally|so|and)\s*,?\s+)*(my|our)\s+((?:(?:little|younger|older|big|baby|eldest|oldest|youngest|best|old|[0-9]+-year-old|[a-z]+-year-old)\s+)?[a-z]+)\s+(?:(?:is|was|are|were|has|had|will|would|just|finally|actually|really|even)\b|[a-z]+(?:ed|s)\b|(?:went|rode|took|drove|flew|made|did|got|saw|swam|ran|ate|slept|caught|sat|spent|left|came|tied|wrote|sang|gave|built|bought|told|cooked)\b)/iu;
const englishPeople = /^(?:(?:little |younger |older |big |baby |eldest |oldest |youngest |best |old |[a-z0-9]+-year-old )?)(grandma|grandpa|grandmother|grandfather|granny|nana|mom|mum|mother|dad|father|parents|aunt|uncle|sister|brother|daughter|son|kid|kids|boy|girl|toddler|grandson|granddaughter|wife|husband|partner|boyfriend|girlfriend|friend|neighbou?r|roommate|boss|coworker|colleague|cousin|niece|nephew|dog|cat|puppy|kitten|students?|class|team)$/iu;
const englishChild = /^(?:daughter|son|kid|kids|boy|girl|toddler|grandson|granddaughter|niece|nephew|dog|cat|puppy|kitten|students?|class|team)$/iu;
const englishYoungSibling = /^(?:little|younger|baby|youngest)\s+(?:sister|brother)$/iu;

/** Vietnamese person phrases that may be the subject (kin, a child with its classifier and name, a friend). */
const vietnamesePerson =
  '(?:bà nội|bà ngoại|ông nội|ông ngoại|bố mẹ|ba mẹ|cha mẹ|mẹ tôi|bố tôi|ba tôi|má tôi|mẹ|bố|má|con gái(?: tôi| mình)?|con trai(?: tôi| mình)?|em gái(?: tôi| mình)?|em trai(?: tôi| mình)?|cháu gái|cháu trai|chồng tôi|vợ tôi|bạn tôi|bạn thân tôi|(?:thằng|cái|bé|con bé|cô bé|cậu bé|nhóc)\\s+\\p{Lu}[\\p{L}\\p{M}]*)';
const vietnameseLead = '(?:(?:hôm nay|hôm qua|sáng nay|chiều nay|tối nay|tối qua|năm nay|ngày mai|mai|mai là|sáng mai)[\\s,]*)*';
const vietnameseMarker = '(?:lần đầu(?: tiên)?|ngày đầu tiên|buổi đầu tiên)';
const vietnameseBefore = new RegExp(`^${vietnameseLead}(${vietnamesePerson})\\s+(?:đã\\s+|sẽ\\s+|vừa\\s+|sắp\\s+)?${vietnameseMarker}(?![\\p{L}\\p{M}])`, 'iu');
const vietnameseAfter = new RegExp(`^${vietnameseLead}${vietnameseMarker}[\\s,]+(?:của\\s+|mà\\s+)?(${vietnamesePerson})(?=[\\s,.]|$)`, 'iu');

/** Korean: a subject in 이/가/은/는/께서 right before 처음, only adverbs between (no clause ending: 할머니가 돌아가시고 처음으로… is the narrator's). */
const koreanSubject = /^(?:(?:오늘|어제|내일|드디어|올해|지난주|이번 주|주말에|아침에)[은는에]?\s*)*(?:우리\s+|내\s+)?([가-힣]{1,5}?)(?:께서|이가|가|이|은|는)\s+(?:(?:혼자서?|홀로|드디어|오늘|어제|정말|직접|태어나서|생전)\s+)*(?:처음|난생)/u;
const koreanNarrator = /^(?:나|내|저|제|우리|저희)$/u;
const koreanChild = /^(?:아들|딸|딸아이|남동생|여동생|동생|손자|손녀|막내|아이|강아지|고양이)$/u;
const koreanElder = /^(?:할머니|할아버지|외할머니|외할아버지|어머니|아버지|부모님)$/u;

/** Chinese: the person word right before the marker (外婆第一次…, 我妈第一次…), after time words and 我/我的/我家. */
const chineseSubject = /(?:^|[，,。！!；;])(?:今天|昨天|明天|今年|终于|这周|上周|下周)?[，,]?(?:我(?:的|家)?)?(外婆|外公|奶奶|爷爷|姥姥|姥爷|爸妈|父母|妈妈|爸爸|老爸|老妈|我妈|我爸|老公|老婆|哥哥|姐姐|弟弟|妹妹|小儿子|小女儿|大儿子|大女儿|儿子|女儿|孩子|闺女|孙子|孙女|朋友|同事|室友|邻居|老板|小猫|小狗|猫|狗)(?:今天|昨天|明天|终于|居然|也)?(?:第一次|头一回|头一次|首次)/u;
const chineseChild = /儿子|女儿|孩子|闺女|弟弟|妹妹|孙子|孙女|猫|狗/u;

/** The doer of a first time by grammar when it is not the narrator; null when the narrator (or a named hero) does it. */
export function findSubjectDoer(opening: string, language: ContentLanguage): FirstTimeDoer | null {
  return listedSubjectDoer(opening, language) ?? rolesSubjectDoer(opening, language);
}

const markerAt: Readonly<Record<ContentLanguage, RegExp>> = { en: /\bfirst time\b/iu, vi: /lần đầu|đầu tiên/iu, ko: /처음|난생/u, zh: /第一次|头一回|头一次|首次/u };

/**
 * Round 12: a person no list holds, read by clause-roles.ts as the subject before the marker (anh rể tôi lần đầu tiên…,
 * my brother-in-law … for the first time, 우리 형부가 처음으로…, 我表舅第一次…): their first time, told about them.
 */
/** A time phrase at the head of the sentence, before its subject (졸업식 날, On graduation day, 毕业那天，, Hôm nay). */
const leadTime: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:(?:on|at)\s+[^,]{1,30}|today|tonight|yesterday|this morning|last night),\s+/iu,
  vi: /^(?:hôm nay|hôm qua|sáng nay|chiều nay|tối nay|tối qua|năm nay|(?:ngày|đêm|hôm)\s+[^,\s]+(?:\s+[^,\s]+)?),?\s+/iu,
  ko: /^(?:(?:[가-힣]+\s)?(?:날|날에|밤|밤에|아침|아침에|저녁|저녁에|때)|오늘|어제|올해|그날)[은는]?,?\s+/u,
  zh: /^[^，。！？]{1,8}?(?:那天|那晚|那年|的时候|时|今天|昨天)，?/u,
};

function rolesSubjectDoer(opening: string, language: ContentLanguage): FirstTimeDoer | null {
  const text = opening.trim().replace(leadTime[language], '');
  const marker = markerAt[language].exec(text);
  const { subject, narrator } = readClauseRoles(text, language);
  if (marker === null || subject === null || narrator === 'subject' || !text.startsWith(subject) || subject.length > marker.index) return null;
  // The marker is in the subject's own clause: no punctuation between them, and no Korean clause ending (돌아가시고).
  const between = text.slice(subject.length, marker.index);
  if (/[,.;!?，。；！？]/u.test(between) || (language === 'ko' && /[가-힣](?:고|서|며|면|니|는데|지만)\s|(?:동안|때|뒤에?|후에?|다음에?|사이에?|까지)\s/u.test(between))) return null;
  // A kin word (아빠, 妈妈) is a person whatever the clause does with it.
  if (!isPersonNoun(subject, language, text) && findOpeningKin(subject, language) === null) return null;
  const who = language === 'en' ? subject.replace(/^(?:My|Our)\b/u, (word) => word.toLowerCase()) : language === 'vi' ? subject.replace(/\s+(?:tôi|mình)$/iu, '').replace(/^\p{Lu}/u, (c) => c.toLowerCase()) : language === 'ko' ? subject.replace(/^(?:우리|내|제)\s/u, '') : subject;
  // English names the doer's gender by the pronoun the opening uses for them (…, and he forgot the salt).
  const gender = language !== 'en' ? null : /\bshe\b/iu.test(text) ? 'she' : /\bhe\b/iu.test(text) ? 'he' : null;
  return { who, gender, child: false, ...(language === 'ko' ? { elder: /(?:셨|시었|하신|가신|오신|시는|십니)/u.test(text) } : {}) };
}

/** The doer read from the lists of kin and people that earlier rounds wrote. */
function listedSubjectDoer(opening: string, language: ContentLanguage): FirstTimeDoer | null {
  if (language === 'en') {
    const m = englishSubject.exec(opening);
    const head = m?.[2]?.toLowerCase() ?? '';
    if (m === null || !englishPeople.test(head)) return null;
    // The marker sits in the same clause: no sentence end and no new clause with its own subject in between.
    const tail = opening.slice(m.index + m[0].length);
    const marker = /\bfirst time\b/iu.exec(tail);
    if (marker === null || /[.!?]\s|[,;]\s*(?:(?:so|and|but|then|because|when|while)\s+)?(?:i|we|you)\b|\b(?:so|because|when|while|and|but)\s+(?:i|we)\b/iu.test(tail.slice(0, marker.index))) return null;
    const bare = head.split(/\s+/u).pop() ?? head;
    const gender = /grandma|grandmother|granny|nana|mom|mum|mother|aunt|sister|daughter|girl|granddaughter|wife|girlfriend|niece/u.test(bare) ? 'she' : /grandpa|grandfather|dad|father|uncle|brother|son|boy|grandson|husband|boyfriend|nephew/u.test(bare) ? 'he' : null;
    const child = englishChild.test(bare) || englishYoungSibling.test(head);
    return { who: `${(m[1] as string).toLowerCase()} ${head}`, gender: /s$/u.test(bare) && !/^(?:boss)$/u.test(bare) ? null : gender, child };
  }
  if (language === 'vi') {
    const text = opening.trim();
    const m = vietnameseBefore.exec(text) ?? vietnameseAfter.exec(text);
    if (m === null) return null;
    const said = m[1] as string;
    const kin = said.toLowerCase();
    const gender = /gái|bà|mẹ|má|vợ|con bé|cô bé/u.test(kin) ? 'she' : /trai|ông|bố|ba|chồng|thằng|cậu bé/u.test(kin) ? 'he' : null;
    const child = /^(?:con |em |cháu |thằng|cái|bé|cô bé|cậu bé|nhóc)/u.test(kin);
    // A named child keeps the name with its classifier (thằng Bin); kin is named as the family says it.
    const named = /\p{Lu}/u.test(said.slice(1)) ? said.replace(/^\p{Lu}/u, (c) => c.toLowerCase()) : null;
    const who = named ?? (child ? (gender === 'she' ? 'con bé' : gender === 'he' ? 'thằng bé' : 'bé') : kin.replace(/\s+(?:tôi|mình)$/u, ''));
    return { who, gender, child };
  }
  if (language === 'ko') {
    const m = koreanSubject.exec(opening.trim());
    const word = m?.[1] ?? '';
    if (m === null || koreanNarrator.test(word)) return null;
    const child = koreanChild.test(word);
    const gender = /딸|여동생|손녀|엄마|어머니|할머니|언니|누나|이모|고모|아내/u.test(word) ? 'she' : /아들|남동생|손자|아빠|아버지|할아버지|형|오빠|삼촌|남편/u.test(word) ? 'he' : null;
    // An elder, or anyone the opening speaks of with the honorific 시 (떠나셨다, 하신다), keeps it in the story.
    return { who: child ? (/동생/u.test(word) ? '동생' : /강아지|고양이/u.test(word) ? word : '아이') : word, gender, child, elder: koreanElder.test(word) || /(?:셨|시었|하신|가신|오신|시는|십니)/u.test(opening) };
  }
  const m = chineseSubject.exec(opening);
  if (m === null) return null;
  const kin = m[1] as string;
  return { who: kin.replace(/^[小大](?=儿子|女儿)/u, ''), gender: /外婆|奶奶|姥姥|妈|老婆|姐姐|女儿|闺女|妹妹|孙女/u.test(kin) ? 'she' : /外公|爷爷|姥爷|爸|老公|哥哥|儿子|弟弟|孙子/u.test(kin) ? 'he' : null, child: chineseChild.test(kin) };
}

/** Vietnamese "Mai" / "Nay" where grammar makes them a day (Mai là…, Mai lần…, sáng mai, ngày mai), never a name. */
export function isVietnameseDayWord(name: string, text: string): boolean {
  if (!/^(?:mai|nay)$/iu.test(name)) return false;
  const after = new RegExp(`(?:^|[\\s,.])${name}\\s+(?:là\\s+(?:ngày|lần|buổi|hôm|thứ|sinh nhật|Tết|kỳ|lễ|đám)|lần|ngày|sáng|tối|trưa|chiều|đêm)(?![\\p{L}\\p{M}])`, 'iu');
  const before = new RegExp(`(?:ngày|sáng|tối|trưa|chiều|hôm)\\s+${name}(?![\\p{L}\\p{M}])`, 'iu');
  return after.test(text) || before.test(text);
}
