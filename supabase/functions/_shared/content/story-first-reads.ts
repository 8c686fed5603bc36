/**
 * Reads of a first-time or last-time opening beyond its marker (issue 13, round 10, second pass): someone else's first
 * time watched by the narrator (my daughter…, con gái tôi…, 아들이…, 儿子第一次…), a third-person hero with an honorific
 * (Mr. Halloran, ông Tư, 김 사장님, 王师傅), whether the act is done already or still to come (tonight I'm…, ngày mai,
 * 내일, 明天), whether the opening already tells how it went wrong, and Chinese word edges for the act's noun.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { segmenterFor } from './text-segments.ts';
import type { FirstTimeHero } from './story-first-time.ts';

/** Done already, or happening now / still to come (told as it unfolds). */
export type ShapeTime = 'past' | 'ahead';

/** Someone else who does the first time while the narrator watches. */
export interface FirstTimeDoer {
  /** As a later sentence first names them ("my daughter", "con bé", "아이", "儿子"). */
  who: string;
  gender: 'she' | 'he' | null;
  /** A child (or a pet, a younger sibling) watched as it lets go; otherwise an adult whose first time is waited for or told about. */
  child: boolean;
  /** A Korean elder spoken of with honorifics (할머니, 아버지). */
  elder?: boolean;
}

const englishDoer = /(?:^|[.!?]\s+|,\s*|\b(?:watch(?:ed|ing)?|saw|see)\s+)([Mm]y|[Oo]ur)\s+(?:(?:little|younger|baby|youngest|eldest|oldest|older|big|[a-z]+-year-old)\s+)?(daughter|son|kid|boy|girl|little brother|little sister|brother|sister|grandson|granddaughter|toddler)\b(?:\s*,\s*[A-Z][a-z]+\s*,)?\s+(?!and\b|or\b|who\b|with\b|to\b|of\b|in\b|at\b|for\b|['’])[a-z]/u;
const vietnameseDoer = /(?:^|[\s,])(con gái|con trai|em gái|em trai|cháu gái|cháu trai|con|cháu|bé út)\s+(?:nhà\s+)?(?:tôi|mình)(?![\p{L}\p{M}])/iu;
const koreanDoer = /(?:^|\s)(?:우리\s+|내\s+)?(아들|딸아이|딸|남동생|여동생|동생|손자|손녀|막내|아이)(?:이|가|는|은)\s/u;
const chineseDoer = /(?:^|[，,。])(?:今天|昨天|明天|今年|终于|这周)?[，,]?(?:我(?:的|家)?)?(小儿子|小女儿|大儿子|大女儿|儿子|女儿|孩子|闺女|弟弟|妹妹|孙子|孙女)(?:今天|昨天|明天|终于)?(?:第一次|头一回|头一次|首次)/u;
const firstWord: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bfirst time\b/iu,
  vi: /lần đầu/iu,
  ko: /처음/u,
  zh: /第一次|头一回|头一次|首次/u,
};

/** Someone else's first time (my daughter rode…, Lần đầu tiên con gái tôi…, 아들이 처음으로…, 儿子第一次…); null when the hero does it. */
export function findFirstTimeDoer(opening: string, language: ContentLanguage): FirstTimeDoer | null {
  const marker = firstWord[language].exec(opening);
  if (marker === null) return null;
  if (language === 'en') {
    const m = englishDoer.exec(opening);
    if (m === null) return null;
    const head = (m[2] as string).toLowerCase();
    const gender = /daughter|girl|sister|granddaughter/u.test(head) ? 'she' : /son|boy|brother|grandson/u.test(head) ? 'he' : null;
    return { who: `${(m[1] as string).toLowerCase()} ${head}`, gender, child: true };
  }
  if (language === 'vi') {
    const m = vietnameseDoer.exec(opening);
    // The kin word is the subject: at the head of the sentence or right after "lần đầu (tiên)".
    if (m === null || !/^(?:(?:hôm nay|hôm qua|sáng nay|chiều nay|tối qua|năm nay|ngày mai|lần đầu(?: tiên)?)[\s,]*)*$/iu.test(opening.slice(0, m.index).trim())) return null;
    const kin = (m[1] as string).toLowerCase();
    const gender = /gái/u.test(kin) ? 'she' : /trai/u.test(kin) ? 'he' : null;
    return { who: gender === 'she' ? 'con bé' : gender === 'he' ? 'thằng bé' : 'bé', gender, child: true };
  }
  if (language === 'ko') {
    const m = koreanDoer.exec(opening);
    // The kin word is the subject of the first time: it comes before 처음, with nothing but time words ahead of it.
    if (m === null || (m.index ?? 0) > marker.index || !/^(?:(?:오늘|어제|내일|드디어|올해|이번 주|주말에|아침에)[은는]?\s*)*$/u.test(opening.slice(0, m.index).trim())) return null;
    const kin = m[1] as string;
    const gender = /딸|여동생|손녀/u.test(kin) ? 'she' : /아들|남동생|손자/u.test(kin) ? 'he' : null;
    return { who: /동생/u.test(kin) ? '동생' : '아이', gender, child: true };
  }
  const m = chineseDoer.exec(opening);
  if (m === null) return null;
  const kin = m[1] as string;
  return { who: kin.replace(/^[小大]/u, ''), gender: /女儿|闺女|妹妹|孙女/u.test(kin) ? 'she' : /儿子|弟弟|孙子/u.test(kin) ? 'he' : null, child: true };
}

const englishHonored = /(?:^|[,;]\s*)((?:Mr|Mrs|Ms|Miss|Dr|Mx)\.?\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?|(?:Old|Aunt|Uncle|Grandma|Grandpa|Granny|Father|Sister|Coach)\s+[A-Z][a-z]+)\s+(?!and\b|or\b|['’])[a-z]/u;
const vietnameseHonored = /(?:^|[,;]\s*)((?:[Ôô]ng|[Bb]à|[Cc]ô|[Cc]hú|[Bb]ác|[Aa]nh|[Cc]hị|[Dd]ì|[Cc]ụ|[Tt]hầy)\s+\p{Lu}[\p{L}\p{M}]*)(?=\s+\p{Ll})/u;
const koreanHonored = /^([김이박최정강조윤장임한오서신권황안송류전홍고문양손배백허유남심노하곽성차주우구민진지엄채원천방공현함변염여추도소석선설마길연위표명기반왕금옥육인맹제모탁국어은편용예경봉][ ]?(?:사장님|선생님|할머니|할아버지|아저씨|아주머니|원장님|교수님|기사님|반장님|씨))(?:이|가|께서|은|는)\s/u;
const chineseHonored = /^((?:老)?[王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛段雷侯龙史陶黎贺顾毛郝龚邵万钱严武戴莫孔向汤](?:师傅|老师|大爷|奶奶|爷爷|阿姨|叔叔|大妈|老板|医生|大叔|婶|伯|爷)?)(?=[\u4e00-\u9fff])/u;

/** A third-person hero with an honorific at the head of the sentence (Mr. Halloran, ông Tư, 김 사장님, 王师傅); null when none. */
export function findHonoredHero(text: string, language: ContentLanguage): FirstTimeHero | null {
  if (language === 'en') {
    const name = englishHonored.exec(text)?.[1];
    if (name === undefined) return null;
    return { name, firstPerson: false, gender: /^(?:Mrs|Ms|Miss|Aunt|Grandma|Granny|Sister)\b/u.test(name) ? 'she' : /^(?:Mr|Uncle|Grandpa|Father)\b/u.test(name) ? 'he' : null };
  }
  if (language === 'vi') {
    const name = vietnameseHonored.exec(text)?.[1];
    if (name === undefined) return null;
    const title = name.split(/\s+/u)[0]?.toLowerCase() ?? '';
    return { name: `${title}${name.slice(title.length)}`, firstPerson: false, gender: /^(?:bà|cô|chị|dì)$/u.test(title) ? 'she' : 'he' };
  }
  if (language === 'ko') {
    const name = koreanHonored.exec(text)?.[1];
    if (name === undefined) return null;
    return { name, firstPerson: false, gender: /할머니|아주머니/u.test(name) ? 'she' : /할아버지|아저씨/u.test(name) ? 'he' : null };
  }
  const m = chineseHonored.exec(text);
  const name = m?.[1];
  // A bare surname is no name: a title (王师傅) or 老 (老王) must come with it.
  if (name === undefined || name.length < 2) return null;
  return { name, firstPerson: false, gender: /奶奶|阿姨|大妈|婶/u.test(name) ? 'she' : /师傅|大爷|爷爷|叔叔|大叔|伯|爷|^老/u.test(name) ? 'he' : null };
}

const aheadWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:tonight|tomorrow|next (?:week|month|year|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|this (?:weekend|afternoon|evening)|soon|about to|going to|gonna|will|won['’]t)\b|['’]ll\b|\b(?:i['’]m|i am|we['’]re|we are|(?:she|he)['’]s|is|are)\s+(?:finally\s+|actually\s+)?[a-z]+ing\b/iu,
  vi: /ngày mai|sáng mai|tối mai|cuối tuần này|cuối tháng này|cuối năm nay|(?:^|\s)mai(?=\s+là\s+(?:ngày|lần|buổi|hôm))|(?:^|\s)mai(?=\s+(?:là|tôi|em|mình|con|cháu|lần))|tối nay|tuần sau|tháng sau|năm sau|sắp|sẽ|chuẩn bị|(?:^|\s)đang(?=\s)/iu,
  ko: /내일|모레|다음 주|다음 달|내년|곧|앞두고|예정|(?:ㄹ|을|갈|탈|할|볼|잘|설|될|칠|올) (?:거|것)|려고 한다|기로 했다|오늘 밤|오늘이 (?:[가-힣]+\s)*마지막|는 중이다/u,
  zh: /明天|明早|明晚|后天|下周|下个月|明年|今晚|马上|就要|快要|即将|准备|打算|将要|要去|要第一次|正在/u,
};
const pastWords: Readonly<Record<ContentLanguage, RegExp>> = {
  // A past verb right after its subject (I cooked, she rode) says the act is done, whatever else the opening is doing.
  en: /\b(?:yesterday|last (?:night|week|month|year)|ago)\b|\b(?:i|we|she|he|they)\s+(?:finally\s+|just\s+|actually\s+)?(?:went|rode|took|drove|flew|made|did|got|saw|swam|ran|ate|slept|caught|sat|spent|left|came|[a-z]{2,}ed)\b/iu,
  vi: /hôm qua|tối qua|tuần trước|năm ngoái|hồi đó/iu,
  ko: /어제|지난주|지난달|작년|그날/u,
  zh: /昨天|上周|上个月|去年|那天/u,
};

/** Korean plain present at a sentence's end (탄다, 닫는다, 떠난다): the syllable before 다 ends in ㄴ, or is 는. */
function koreanPresent(opening: string): boolean {
  for (const m of opening.matchAll(/([가-힣])다(?=[.!\s]|$)/gu)) {
    const syllable = m[1] as string;
    const code = syllable.charCodeAt(0) - 0xac00;
    if (syllable === '는' || code % 28 === 4) return true;
  }
  return false;
}

/** Whether the act is still to come or happening now (ahead) or done already (past). */
export function findShapeTime(opening: string, language: ContentLanguage): ShapeTime {
  const ahead = aheadWords[language].test(opening) || (language === 'ko' && koreanPresent(opening));
  return ahead && !pastWords[language].test(opening) ? 'ahead' : 'past';
}

const troubleWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:went wrong|left over|leftover|broke|broken|lost|forgot|fell|spill(?:ed|t)|burn(?:ed|t)|got stuck|crying|cried|scream(?:ed|ing)|fail(?:ed)?|struggl(?:ed|ing)|squirm(?:ed|ing)|wouldn['’]t|couldn['’]t|didn['’]t (?:work|fit|go)|mess(?:ed)? up|disaster)\b/iu,
  vi: /hỏng|lạc đường|quên mất|bị ngã|té ngã|đổ hết|cháy khét|khóc|la hét|bị thừa|thừa (?:ra )?(?:hai|ba|mấy|một)|trục trặc|vùng vẫy|giãy|không chịu/iu,
  ko: /남았다|남았는데|틀렸|망했|망쳤|고장|잃어버|길을 잃|넘어졌|쏟았|태웠|울었|울고|버둥|발버둥|안 됐|못 했|못했|엉망/u,
  zh: /了半天(?:只|才|也没|还是没)|半天没|没录上|没发出去|挣扎|哭|闹|摔|弄坏|坏了|迷路|忘了|洒了|糊了|烧焦|搞砸|出错|剩下|剩了|不听话|乱成/u,
};

/** Whether the opening already tells how it went wrong (two screws left over, 它一直在挣扎): no other difficulty is made up. */
export function findTroubleTold(opening: string, language: ContentLanguage): boolean {
  return troubleWords[language].test(opening);
}

/** Whether `length` characters at `start` of a Chinese text begin and end at word edges (Intl.Segmenter), so no word is cut. */
export function isWholeChineseSpan(text: string, start: number, length: number): boolean {
  const bounds = new Set<number>([text.length]);
  for (const segment of segmenterFor('zh', 'word').segment(text)) bounds.add(segment.index);
  return bounds.has(start) && bounds.has(start + length);
}
