/**
 * The ask of a story opening (issue 13, seventh round): many openings carry a task that the rest of the story owes the
 * visitor — an event still ahead (the driving test tomorrow, 高考, 면접), a person to find ("please go find her", the
 * grandmother who did not come tonight), an address to go to (the phở shop on the last page), or a thing that does
 * something every time it is used (the umbrella that brings rain), or a stranger who knows the hero's name. The story
 * must then DO it: the test is taken, the person is searched for and found, the address is visited, the thing is
 * tested, the stranger is asked. This module reads that ask per
 * language; the beats in data/story/quest-*.ts carry it through the middle and the ending. Every piece of the visitor's
 * text that fills a slot passes rule A (isStoryNounPhrase); otherwise the writer's own words stand in.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { isStoryNounPhrase } from './story-noun-phrase.ts';
import { isKoreanPredicateForm } from './korean-particles.ts';
import type { PhraseComposer } from './phrase-grammar.ts';
import type { QuestPack } from './data/story/quest-types.ts';
import { questEn } from './data/story/quest-en.ts';
import { questVi } from './data/story/quest-vi.ts';
import { questKo } from './data/story/quest-ko.ts';
import { questZh } from './data/story/quest-zh.ts';

/** What the opening asks the story to do. */
export type QuestKind = 'event' | 'seek' | 'goto' | 'map' | 'test' | 'knows' | 'meet';

/** The ask and its parts, in the writer's words. */
export interface StoryQuest {
  kind: QuestKind;
  /** The event ahead in the writer's words ('the driving test', 'buổi thi', '면접', '高考'); '' for other kinds. */
  event: string;
  /** Where the event is held, as a sentence goes there ('the driving test', 'buổi thi', '면접장', '考场'); '' for other kinds. */
  eventAt: string;
  /** The person to find (or the stranger who knows the hero's name), with pronoun forms (vi, ko, zh repeat the noun). */
  who: { name: string; he: string; him: string; his: string } | null;
  /** Whether the person is someone who stopped coming (rather than someone a note asks to find). */
  absent: boolean;
  /** The place to go to ('the tea house', 'quán phở', '국밥집', '茶馆'), or null when it cannot be named cleanly. */
  dest: string | null;
  /** The place as first mentioned, with where it is ('quán phở ở phố Hàng Bạc'); equals dest when nothing more is known. */
  destFull: string | null;
  /** The object the opening gives, finds or tests ('the keys', 'cây bút máy cũ', '넥타이', '电影票'), or null. */
  thing: string | null;
  /** Whether the thing was handed over by someone (a gift for the day), rather than found or bought. */
  gift: boolean;
  /** Whether the event is later the same day (this afternoon, tonight), not tomorrow or later. */
  today: boolean;
  /** Whether the event is days away (next week, on Saturday), not tomorrow: the story passes those days first. */
  later: boolean;
}

type Person = StoryQuest['who'];

// ------------------------------------------------------------------------------------------------ events ahead

/** Test-like events (something is sat, run or judged), in the writer's words, per language: first match wins. */
const eventWords: Readonly<Record<ContentLanguage, ReadonlyArray<readonly [RegExp, string, string?]>>> = {
  en: [
    [/\bdriving test\b|\broad test\b/iu, 'the driving test'],
    [/\b(?:exams?|finals|entrance test|SATs?|bar exam)\b/iu, 'the exam'],
    [/\binterview\b/iu, 'the interview'],
    [/\baudition\b/iu, 'the audition'],
    [/\bswim meet\b/iu, 'the swim meet'],
    [/\b(?:race|marathon)\b/iu, 'the race'],
    [/\b(?:recital|competition|tournament|spelling bee|science fair|debate|championship)\b/iu, 'the competition'],
    [/\b(?:school play|opening night|first show|performance|concert|gig)\b/iu, 'the performance'],
    [/\b(?:big|final|championship) (?:game|match)\b/iu, 'the game'],
    [/\btest\b/iu, 'the test'],
    [/\bfirst day (?:at|as|of)\b|\bfirst shift\b/iu, 'the first day', 'work'],
  ],
  vi: [
    [/thi bằng lái|sát hạch/iu, 'buổi thi sát hạch'],
    [/thi tốt nghiệp|thi đại học|thi vào (?:lớp )?10|kỳ thi|thi cử|ngày thi|đi thi|(?<![\p{L}\p{M}])thi(?![\p{L}\p{M}])/iu, 'buổi thi'],
    [/phỏng vấn/iu, 'buổi phỏng vấn'],
    [/thi đấu|trận chung kết|giải đấu/iu, 'trận đấu'],
    [/buổi diễn|buổi biểu diễn|đêm diễn|văn nghệ|thử giọng|casting|biểu diễn/iu, 'buổi diễn'],
    [/cuộc thi|hội thi|thi hát|thi vẽ|thi chạy/iu, 'cuộc thi'],
    [/ngày đầu (?:tiên )?đi làm|ngày làm việc đầu tiên|buổi làm đầu tiên/iu, 'ngày làm việc đầu tiên', 'chỗ làm'],
  ],
  ko: [
    [/운전면허|도로주행|면허 시험/u, '면허 시험', '시험장'],
    [/수능/u, '수능', '시험장'],
    [/면접/u, '면접', '면접장'],
    [/오디션/u, '오디션', '오디션장'],
    [/대회|시합|경기|마라톤|콩쿠르|콩쿨|경연/u, '대회', '대회장'],
    [/발표회|연주회|공연|학예회|무대/u, '공연', '공연장'],
    [/첫 출근/u, '첫 출근', '회사'],
    [/시험/u, '시험', '시험장'],
  ],
  zh: [
    [/驾照|路考|科目[二三]/u, '路考', '考场'],
    [/高考/u, '高考', '考场'],
    [/中考/u, '中考', '考场'],
    [/面试/u, '面试', '面试的地方'],
    [/试镜|选秀/u, '试镜', '试镜现场'],
    [/比赛|决赛|马拉松|竞赛/u, '比赛', '赛场'],
    [/考级|答辩|演讲/u, '考级', '考场'],
    [/演出|汇演|登台|音乐会|表演/u, '演出', '后台'],
    [/考试|期末考|考研/u, '考试', '考场'],
    [/第一天上班|入职第一天|第一天去公司/u, '第一天上班', '公司'],
  ],
};

/** The event is still ahead: tomorrow, the night before, next week, on Saturday, coming up. */
const aheadWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:tomorrow|tonight|the (?:night|day|evening|morning) before|next (?:week|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|is (?:on|this) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|in (?:two|three|a few) days|coming up|is coming|i have (?:a|an|my)|before (?:my|the) )/iu,
  vi: /(?:^|[\s,.])(?:mai|ngày mai|sáng mai|tuần sau|tuần tới|tháng sau|sắp|trước ngày|đêm trước|tối trước|chiều mai|thứ (?:hai|ba|tư|năm|sáu|bảy) này|chủ nhật này)(?=[\s,.]|$)/iu,
  ko: /내일|모레|전날|다음 주|이번 주말|앞두고|앞둔|하루 전|날이 다가|곧/u,
  zh: /明天|明早|后天|下周|下星期|前一天|前一晚|前夜|就要|快要|即将|这周[一二三四五六日末]|周末/u,
};

/** Words that say the event is already over (a result, passed, failed): then nothing lies ahead. */
const eventOverWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:passed|failed|flunked|got (?:in|the job)|results? (?:came|were)|after (?:my|the) (?:exam|test|interview))\b/iu,
  vi: /(?:^|[\s,.])(?:đã thi xong|thi xong rồi|đã đỗ|thi đỗ|thi trượt|trượt rồi|có kết quả|sau buổi thi)(?=[\s,.]|$)/iu,
  ko: /합격했|붙었|떨어졌|결과가 나왔|끝난 뒤|끝나고/u,
  zh: /考完|考上了|落榜|没考上|成绩出来|结束后/u,
};

/** The event is later the same day (tonight, this afternoon, in two hours) — unless tomorrow is named too. */
const sameDayWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:tonight|this (?:afternoon|evening|morning)|in (?:an|one|two|three|a few) hours?|today)\b/iu,
  vi: /(?:^|[\s,.])(?:tối nay|chiều nay|trưa nay|hôm nay|lát nữa|vài tiếng nữa)(?=[\s,.]|$)/iu,
  ko: /오늘 (?:저녁|오후|밤)|이따|몇 시간 뒤|오늘/u,
  zh: /今晚|今天下午|今天晚上|待会儿|一会儿|今天/u,
};
const tomorrowWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:tomorrow|the (?:night|day|evening) before|next|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|is (?:on|this) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b/iu,
  vi: /(?:^|[\s,.])(?:mai|ngày mai|sáng mai|tuần sau|tuần tới|đêm trước|thứ (?:hai|ba|tư|năm|sáu|bảy) này|chủ nhật này)(?=[\s,.]|$)/iu,
  ko: /내일|모레|전날|다음 주|하루 전/u,
  zh: /明天|明早|后天|下周|下星期|前一天|前一晚|前夜/u,
};

/** Days away: next week, on Saturday, next month. */
const daysAwayWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:next (?:week|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|is (?:on|this) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|in (?:two|three|a few) days|coming up)\b/iu,
  vi: /(?:^|[\s,.])(?:tuần sau|tuần tới|tháng sau|thứ (?:hai|ba|tư|năm|sáu|bảy) này|chủ nhật này|vài hôm nữa)(?=[\s,.]|$)/iu,
  ko: /다음 주|다음 달|모레|이번 주말|며칠 뒤|[월화수목금토일]요일/u,
  zh: /下周|下星期|下个月|后天|这周[一二三四五六日末]|周末|过几天/u,
};
/** The very next day: tomorrow, the night before. */
const nextDayWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:tomorrow|the (?:night|day|evening) before)\b/iu,
  vi: /(?:^|[\s,.])(?:mai|ngày mai|sáng mai|chiều mai|đêm trước|tối trước)(?=[\s,.]|$)/iu,
  ko: /내일|전날|하루 전/u,
  zh: /明天|明早|前一天|前一晚|前夜/u,
};

function findEvent(text: string, language: ContentLanguage): { event: string; at: string } | null {
  if (!(aheadWords[language].test(text) || sameDayWords[language].test(text)) || eventOverWords[language].test(text)) return null;
  for (const [pattern, name, at] of eventWords[language]) if (pattern.test(text)) return { event: name, at: at ?? name };
  return null;
}

// ------------------------------------------------------------------------------------------------ people to find

/** "…find her", "tìm giùm con gái tôi", "이 사람을 찾아 주세요", "请去找她": a note or a voice asks for someone to be found. */
const askedToFind: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:find|look for|search for)\s+(her|him|them|this (?:man|woman|person|girl|boy)|my (?:daughter|son|sister|brother|mother|father|wife|husband))\b/iu,
  vi: /tìm (?:giùm |giúp |hộ |dùm )?(cô ấy|chị ấy|bà ấy|anh ấy|ông ấy|người này|người ấy|con gái|con trai|em gái|em trai|vợ|chồng|mẹ|bố)/iu,
  ko: /(이 사람|그 사람|그녀|그 여자|그 남자|이 여자|이 남자|우리 딸|우리 아들|딸|아들)(?:을|를)?\s*(?:좀\s*)?찾아/u,
  zh: /(?:去|帮我|请|帮忙)?找(?:到|找)?(她|他|这个人|那个人|我女儿|我儿子|我妈|我爸)|(?:谁|如果有人)(?:见到|看见|看到)(?:了)?(我孙子|我孙女|我女儿|我儿子|她|他)/u,
};

/** "Find Lily.": a note asks for someone by name (en); the name is kept, the pronoun read from the text. */
const askedByName = /\b(?:[Ff]ind|[Ll]ook for|[Ss]earch for)\s+([A-Z][a-z]{2,})\b/u;

const askedPerson: Readonly<Record<ContentLanguage, (word: string) => Person>> = {
  en: (word) => {
    const w = word.toLowerCase();
    if (w === 'her' || /woman|girl|daughter|sister|mother|wife/u.test(w)) return { name: /daughter|sister|mother|wife/u.test(w) ? `the ${w.split(' ')[1] as string}` : 'the woman', he: 'she', him: 'her', his: 'her' };
    if (w === 'him' || /man|boy|son|brother|father|husband/u.test(w)) return { name: /son|brother|father|husband/u.test(w) ? `the ${w.split(' ')[1] as string}` : 'the man', he: 'he', him: 'him', his: 'his' };
    return { name: 'the person', he: 'they', him: 'them', his: 'their' };
  },
  vi: (word) => {
    const w = word.toLowerCase();
    // The noun names the person once; later sentences use the short pronoun (cô, cậu, bà, anh, ông).
    const [name, he] = /con gái/u.test(w) ? ['cô con gái', 'cô'] : /con trai/u.test(w) ? ['cậu con trai', 'cậu'] : /cô ấy|chị ấy|em gái/u.test(w) ? ['cô ấy', 'cô'] : /bà ấy|mẹ/u.test(w) ? ['bà ấy', 'bà'] : /anh ấy|em trai/u.test(w) ? ['anh ấy', 'anh'] : /ông ấy|bố/u.test(w) ? ['ông ấy', 'ông'] : ['người ấy', 'người ấy'];
    return { name, he, him: he, his: he };
  },
  ko: (word) => {
    const name = /딸/u.test(word) ? '그 딸' : /아들/u.test(word) ? '그 아들' : /여자|그녀/u.test(word) ? '그 여자' : /남자/u.test(word) ? '그 남자' : '그 사람';
    return { name, he: name, him: name, his: name };
  },
  zh: (word) => {
    const name = /女儿/u.test(word) ? '那个女儿' : /儿子/u.test(word) ? '那个儿子' : /孙子/u.test(word) ? '那个孙子' : /孙女/u.test(word) ? '那个孙女' : word === '她' ? '她' : word === '他' ? '他' : '那个人';
    return { name, he: name, him: name, his: name };
  },
};

/**
 * Someone who always came stopped coming: "stopped showing up", "không ra", "오지 않았다", "没来". A person gone
 * missing (went missing, biến mất, 사라졌다, 不见了) is no such absence: the premise path tells that story.
 */
const absentWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:stopped (?:showing up|coming|appearing)|(?:didn['’]t|did not|hasn['’]t|has not|never) (?:come|came|show(?:ed)? up)|(?:hasn['’]t|has not) been (?:at|in|on) (?:his|her|their) (?:usual|old)|(?:stall|stand|bench|corner|seat) has been empty)\b/iu,
  vi: /(?:không ra(?!\s(?:quả|trái|hoa|lá|bông|mầm|hạt|rễ|kết quả|gì|được|hồn|dáng))|không đến|không tới|không thấy ra|vắng mặt|chẳng thấy ra|không thấy (?:\S+ )?(?:đến|tới|ra|đâu)|không đứng chỗ cũ|vắng bóng|bỏ trống|không thấy bóng)/iu,
  ko: /오지 않았|안 왔|나타나지 않|발길을 끊|자리가 비어|보이지 않았|보이지 않는다/u,
  zh: /没来|没有来|没出现|再也没来|空了|不见人影|没见着|没再出现/u,
};

/** The one who stopped coming, named by role, per language: first match wins. */
const absentPeople: Readonly<Record<ContentLanguage, ReadonlyArray<readonly [RegExp, Person]>>> = {
  en: [
    [/\b(?:bus )?driver\b/iu, { name: 'the driver', he: '', him: '', his: '' }],
    [/\bold (?:lady|woman)\b/iu, { name: 'the old woman', he: 'she', him: 'her', his: 'her' }],
    [/\bold man\b/iu, { name: 'the old man', he: 'he', him: 'him', his: 'his' }],
    [/\b(?:mailman|postman|mail carrier)\b/iu, { name: 'the postman', he: '', him: '', his: '' }],
    [/\bneighbou?r\b/iu, { name: 'the neighbour', he: '', him: '', his: '' }],
    [/\b(?:grandma|grandmother|granny)\b/iu, { name: 'Grandma', he: 'she', him: 'her', his: 'her' }],
    [/\b(?:grandpa|grandfather)\b/iu, { name: 'Grandpa', he: 'he', him: 'him', his: 'his' }],
    [/\b(?:woman|lady|girl)\b/iu, { name: 'the woman', he: 'she', him: 'her', his: 'her' }],
    [/\b(?:man|guy|boy)\b/iu, { name: 'the man', he: 'he', him: 'him', his: 'his' }],
  ],
  vi: [
    [/(?:^|\s)(?:ông cụ|ông lão|ông bán|ông già|ông)(?=\s)/iu, { name: 'ông cụ', he: 'ông', him: 'ông', his: 'ông' }],
    [/(?:^|\s)(?:bà cụ|bà lão|bà bán|bà già|bà)(?=\s)/iu, { name: 'bà cụ', he: 'bà', him: 'bà', his: 'bà' }],
    [/(?:^|\s)(?:cô bán|cô)(?=\s)/iu, { name: 'cô ấy', he: 'cô', him: 'cô', his: 'cô' }],
    [/(?:^|\s)(?:chú bán|chú)(?=\s)/iu, { name: 'chú ấy', he: 'chú', him: 'chú', his: 'chú' }],
    [/(?:^|\s)(?:bác xe ôm|bác bán|bác bảo vệ|bác)(?=\s)/iu, { name: 'bác ấy', he: 'bác', him: 'bác', his: 'bác' }],
  ],
  ko: [
    [/할머니/u, { name: '할머니', he: '할머니', him: '할머니', his: '할머니' }],
    [/할아버지/u, { name: '할아버지', he: '할아버지', him: '할아버지', his: '할아버지' }],
    [/아저씨|기사님|사장님/u, { name: '아저씨', he: '아저씨', him: '아저씨', his: '아저씨' }],
    [/아주머니|아줌마/u, { name: '아주머니', he: '아주머니', him: '아주머니', his: '아주머니' }],
  ],
  zh: [
    [/老爷爷|大爷|爷爷|老大爷/u, { name: '老爷爷', he: '老爷爷', him: '老爷爷', his: '老爷爷' }],
    [/老奶奶|大妈|奶奶|阿婆/u, { name: '老奶奶', he: '老奶奶', him: '老奶奶', his: '老奶奶' }],
    [/阿姨/u, { name: '那位阿姨', he: '她', him: '她', his: '她' }],
    [/老师傅/u, { name: '老师傅', he: '老师傅', him: '老师傅', his: '老师傅' }],
    [/叔叔|师傅/u, { name: '那位师傅', he: '他', him: '他', his: '他' }],
  ],
};

function pronounsFromText(text: string): [string, string, string] {
  if (/\b(?:he|him|his)\b/iu.test(text) && !/\b(?:she|her)\b/iu.test(text)) return ['he', 'him', 'his'];
  if (/\b(?:she|her)\b/iu.test(text) && !/\b(?:he|him|his)\b/iu.test(text)) return ['she', 'her', 'her'];
  return ['they', 'them', 'their'];
}

/** How far after the person the words of their absence may stand (characters), per language. */
const absentReach: Readonly<Record<ContentLanguage, number>> = { en: 80, vi: 90, ko: 24, zh: 18 };

/**
 * A thing of the person's stands between them and the absence ("Grandpa's bike went missing", "爷爷那辆老自行车…不见了",
 * "할아버지의 자전거가 사라졌다", "chiếc xe của ông"): then it is the thing that is gone, not the person.
 */
const thingBetween: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^['’]s\s|\b(?:his|her|their)\s+\w+\s+(?:went|has gone|disappeared|vanished)/iu,
  vi: /(?:^|\s)(?:chiếc|cái|con|cuốn|quyển|tấm|bức|hộp)\s/iu,
  ko: /^의\s|^(?:가|이)\s?(?:아끼던|쓰던|타던|남긴)/u,
  zh: /^(?:那|这)?(?:辆|台|只|把|本|部|块|个|件|条)|^的[\u4e00-\u9fff]/u,
};

function findSought(text: string, language: ContentLanguage): { who: Person; absent: boolean } | null {
  const asked = askedToFind[language].exec(text);
  if (asked) return { who: askedPerson[language](asked[1] ?? asked[2] ?? ''), absent: false };
  const named = language === 'en' ? askedByName.exec(text) : null;
  if (named !== null && !/^(?:Me|Him|Her|Them|It|This|That|The|Out|Your|My)$/u.test(named[1] as string)) {
    const [he, him, his] = /\b(?:she|her)\b/iu.test(text.slice(named.index)) ? ['she', 'her', 'her'] : /\b(?:he|him|his)\b/iu.test(text.slice(named.index)) ? ['he', 'him', 'his'] : ['they', 'them', 'their'];
    return { who: { name: named[1] as string, he, him, his }, absent: false };
  }
  const gone = absentWords[language].exec(text);
  if (gone === null) return null;
  for (const [pattern, person] of absentPeople[language]) {
    const found = pattern.exec(text);
    if (found === null || person === null) continue;
    // The one who stopped coming is named shortly before the words of their absence, with no thing of theirs between.
    const end = found.index + found[0].length;
    const between = text.slice(end, gone.index);
    if (found.index > gone.index || gone.index - end > absentReach[language] || thingBetween[language].test(between)) continue;
    if (language === 'vi' && thingBetween.vi.test(text.slice(0, found.index))) continue;
    if (language === 'en' && person.he === '') {
      const [he, him, his] = pronounsFromText(text);
      return { who: { name: person.name, he, him, his }, absent: true };
    }
    return { who: person, absent: true };
  }
  return null;
}

// ------------------------------------------------------------------------------------------------ a stranger who knows the hero's name

/** "the delivery guy called me by my name", "shipper gọi đúng tên tôi", "택배 기사님이 내 이름을 불렀다", "外卖小哥叫出了我的名字". */
const knowsName: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:the|a|an|our|my)\s+((?:[a-z]+\s)?(?:guy|man|woman|lady|girl|boy|driver|cashier|barista|clerk|courier|stranger|kid|waiter|waitress|mailman|postman|janitor|guard|neighbou?r))\b[^.]*?\b(?:knew|called|said|greeted|used|shouted|whispered)\b[^.]*?\bmy (?:name|full name|first name)\b/u,
  vi: /((?:người lạ|anh shipper|chị shipper|anh giao hàng|chị giao hàng|ông bảo vệ|bác bảo vệ|chú bảo vệ|cô bán hàng|chị bán hàng|bà bán hàng|chú xe ôm|bác xe ôm|ông cụ|bà cụ|cô bé|cậu bé))[^.]*?(?:gọi đúng tên tôi|gọi tên tôi|biết tên tôi|gọi cả họ tên tôi)/iu,
  ko: /([가-힣]{1,5}\s?(?:기사님|기사|아저씨|아주머니|할머니|할아버지|직원|사장님|경비원|낯선 사람|사람|아이))(?:이|가|께서)\s[^.]*?(?:내|제)\s?이름을/u,
  zh: /([\u4e00-\u9fff]{0,4}(?:小哥|师傅|大爷|阿姨|大妈|保安|老板|店员|陌生人|老人|小孩)+)[^。！？]*?(?:叫出了?我的名字|喊出了?我的名字|知道我的名字|叫我的名字|喊我的名字|叫了我的名字)/u,
};

/** The stranger as later sentences name them, with a pronoun; en keeps the opening's words, the others a role word. */
function knownBy(text: string, language: ContentLanguage): Person {
  const m = knowsName[language].exec(text);
  if (m === null) return null;
  const role = (m[1] as string).trim();
  if (language === 'en') {
    const phrase = `the ${role}`;
    if (!isStoryNounPhrase(phrase, 'en')) return null;
    const [he, him, his] = /(?:woman|lady|girl|waitress)$/u.test(role) ? ['she', 'her', 'her'] : /(?:guy|man|boy|mailman|postman)$/u.test(role) ? ['he', 'him', 'his'] : pronounsFromText(text.slice(m.index));
    return { name: phrase, he, him, his };
  }
  if (language === 'vi') {
    // Later sentences call them by the kinship word the role starts with (anh, chị, bác, ông…), "người đó" for a stranger.
    const head = role.toLowerCase().split(' ')[0] as string;
    const he = head === 'người' ? 'người đó' : head === 'cô' && /cô bé/u.test(role) ? 'cô bé' : head === 'cậu' ? 'cậu bé' : `${head} ấy`;
    return { name: role.toLowerCase(), he, him: he, his: he };
  }
  if (language === 'ko') {
    const name = role.replace(/\s?기사$/u, ' 기사님');
    return isStoryNounPhrase(name, 'ko') ? { name, he: name, him: name, his: name } : null;
  }
  // "楼下的外卖小哥": the role is what follows the last 的.
  const zh = role.slice(role.lastIndexOf('的') + 1);
  return zh.length >= 2 && isStoryNounPhrase(zh, 'zh') ? { name: zh, he: zh, him: zh, his: zh } : null;
}

// ------------------------------------------------------------------------------------------------ a meeting asked for

/** "Meet me where we first danced", "Gặp tôi ở chỗ cũ", "…에서 만나자", "老地方见": someone asks to be met; the hero goes. */
const meetAsk: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b[Mm]eet me\b|\b[Cc]ome (?:and )?find me\b|\bI['’]ll be waiting (?:at|by|under|where)\b/u,
  vi: /(?:gặp|chờ|đợi) (?:tôi|em|anh|mình|chị) (?:ở|tại|chỗ|nơi)/iu,
  ko: /에서 만나자|에서 만나요|에서 기다릴게|에서 기다리겠|로 나와 줘|으로 나와 줘/u,
  zh: /老地方见|在[^，。！？]{1,12}等你|来[^，。！？]{1,12}(?:见我|找我)|[^，。！？]{1,12}见面吧/u,
};

// ------------------------------------------------------------------------------------------------ an address

/** Words that say an address is written, printed or engraved somewhere. */
const writingWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:written|wrote|scribbled|printed|engraved|inscribed|said only|only an address|just an address|an address:|the address of|the address for)\b/iu,
  vi: /(?:ghi|viết|khắc|in|chép)(?:\s|$)/iu,
  ko: /적혀|쓰여|적힌|쓰인|새겨|적어/u,
  zh: /写着|写的|写了|印着|刻着|记着|只有一个地址|一个地址/u,
};

/** A place head the destination ends on, per language. */
const destHeads: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:bakery|shop|store|caf[eé]|restaurant|diner|bar|pub|tea ?house|teahouse|noodle shop|bookshop|bookstore|house|cottage|inn|hotel|market|church|workshop|studio|garage|library)$/iu,
  vi: /^(?:quán|tiệm|nhà|cửa hàng|hiệu|tiệm sửa|quán cà phê|chùa|nhà sách)$/iu,
  ko: /(?:집|가게|식당|다방|카페|서점|사진관|시계방|수선집|빵집|여관|약방|방앗간)$/u,
  zh: /(?:店|馆|铺|坊|楼|院|寺|房|社|摊)$/u,
};

function findDest(text: string, language: ContentLanguage): { dest: string; full: string } | null {
  if (language === 'en') {
    const m = /\baddress (?:of|for) (?:a|an|the|some|an old|a little|a small)\s+((?:[a-z]+\s){0,2}?[a-z]+?)(\s+(?:on|in|at|near)\s+(?:[A-Z0-9][\w'’]*\s?){1,3})?(?=[.,;:!?"”]|\s+(?:and|but|that|which|where)\b|$)/u.exec(text) ??
      /\baddress\b[^.:]{0,40}:\s*(?:a|an|the)\s+((?:[a-z]+\s){0,2}?[a-z]+?)(\s+(?:on|in|at|near)\s+(?:[A-Z0-9][\w'’]*\s?){1,3})?(?=[.,;:!?"”]|$)/u.exec(text);
    if (m === null) return /\baddress\b/iu.test(text) ? { dest: '', full: '' } : null;
    const words = (m[1] as string).split(' ');
    const head = words.slice(-2).join(' ');
    if (!destHeads.en.test(words.at(-1) as string) && !destHeads.en.test(head)) return { dest: '', full: '' };
    const dest = `the ${m[1] as string}`;
    const full = m[2] !== undefined ? `${dest}${(m[2] as string).trimEnd()}` : dest;
    return isStoryNounPhrase(dest, 'en') ? { dest, full } : { dest: '', full: '' };
  }
  if (language === 'vi') {
    const m = /địa chỉ (?:của )?(?:một |1 )?((?:quán|tiệm|nhà|cửa hàng|hiệu|chùa)(?:\s+[\p{Ll}\p{M}]+){0,3}?)((?:\s+(?:ở|trên|tại)\s+(?:phố|đường|chợ|hẻm|ngõ)?\s*(?:\p{Lu}[\p{L}\p{M}]*\s?){1,4})?)(?=[,.;:!?"”]|$)/u.exec(text);
    if (m === null) return /địa chỉ/iu.test(text) ? { dest: '', full: '' } : null;
    const dest = (m[1] as string).trim();
    if (!isStoryNounPhrase(dest, 'vi')) return { dest: '', full: '' };
    return { dest, full: `${dest}${(m[2] as string).trimEnd()}` };
  }
  if (language === 'ko') {
    const m = /(?:어느|한|작은|오래된)?\s?([가-힣]{1,6})\s?주소/u.exec(text);
    if (m === null) return null;
    const dest = m[1] as string;
    if (!destHeads.ko.test(dest) || !isStoryNounPhrase(dest, 'ko')) return { dest: '', full: '' };
    const before = /([가-힣]{2,8}(?:시장|동|길|거리|역))(?:의|에 있는)?\s+(?:어느|한|작은|오래된)?\s?[가-힣]{1,6}\s?주소/u.exec(text);
    return { dest, full: before !== null ? `${before[1] as string}의 ${dest}` : dest };
  }
  const m = /地址[：:，,]?\s*([^，。！？；]{2,20})/u.exec(text) ?? /([^，。！？；]{2,20})的地址/u.exec(text);
  if (m === null) return null;
  const span = (m[1] as string).replace(/^(?:是)/u, '');
  // "苏州平江路的一家茶馆": the place is what follows the last 的, without its 一家.
  const cut = span.lastIndexOf('的');
  const tail = span.slice(cut + 1).replace(/^(?:一家|一间|一座|那家|这家)/u, '');
  if (!/^[\u4e00-\u9fff]{1,4}$/u.test(tail) || !destHeads.zh.test(tail)) return { dest: '', full: '' };
  const dest = tail;
  const where = cut > 0 ? span.slice(0, cut) : '';
  const full = /^[\u4e00-\u9fff]{2,8}$/u.test(where) ? `${where}的那家${dest}` : `那家${dest}`;
  return isStoryNounPhrase(dest, 'zh') ? { dest: `那家${dest}`, full } : { dest: '', full: '' };
}

// ------------------------------------------------------------------------------------------------ a spot marked on a map

/** A map with a spot marked on it (an X, a circle): the story goes there. */
const mapMarks: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bmap\b[^.]*?(?:\ban? X\b|\bmarked\b|\ba cross\b|\bcircled\b)/iu,
  vi: /bản đồ[^.]*?(?:dấu X|dấu nhân|đánh dấu|khoanh)/iu,
  ko: /지도[^.]*?(?:X|엑스|표시|동그라미)/u,
  zh: /地图[^。]*?(?:叉|X|标记|圈)/u,
};

/** The marked spot in the writer's words. */
const mapSpot: Readonly<Record<ContentLanguage, string>> = {
  en: 'the spot marked on the map',
  vi: 'chỗ được đánh dấu trên bản đồ',
  ko: '지도에 표시된 곳',
  zh: '地图上标出的地方',
};

// ------------------------------------------------------------------------------------------------ a thing used every time

/** "every time I open it", "cứ mỗi lần", "할 때마다", "每次…都": the thing does its strange work whenever it is used. */
const everyTime: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:every time|each time|whenever)\b/iu,
  vi: /(?:cứ mỗi lần|mỗi lần|mỗi khi|hễ|cứ mỗi khi)/iu,
  ko: /때마다|할 적마다|매번/u,
  zh: /每次|每回|每当|只要一/u,
};

/** Someone else's doing sets it off ("기사님이 내릴 때마다", "mỗi khi cô Mai bước vào"): a person's habit, not a thing to test. */
const otherActs: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:[Ee]very time|[Ee]ach time|[Ww]henever)\s+(?:(?:[Mm]y|[Hh]is|[Hh]er|[Tt]he|[Aa]n?)\s+(?:\w+\s+)?(?:mom|mum|dad|teacher|boss|neighbou?r|friend|driver|sister|brother|grandma|grandpa|man|woman|girl|boy)\b|(?!I\s)[A-Z][a-z]+\s+(?!opens|turns|uses|touches|plays|winds))/u,
  vi: /(?:mỗi lần|mỗi khi|hễ)\s+(?:cô|thầy|chú|bác|ông|bà|anh|chị|mẹ|bố)\s+\p{Lu}/u,
  ko: /(?:님|씨|선생님|아저씨|아주머니|엄마|아빠|할머니|할아버지)(?:이|가|께서)\s[^,.]*?(?:때마다|적마다)/u,
  zh: /每(?:次|回|当)(?:他|她|妈妈|爸爸|老师|奶奶|爷爷|师傅|老板)/u,
};

// ------------------------------------------------------------------------------------------------ the thing

/** Words of finding something (the opening then turns on what was found). */
const discoveryWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:found|find|discovered|noticed|spotted|picked up)\b/iu,
  vi: /(?:nhặt được|tìm thấy|phát hiện|bắt gặp|thấy có)/iu,
  ko: /발견|주웠|찾았|찾아냈|눈에 띄/u,
  zh: /发现|捡到|找到|看见|看到/u,
};

/** Words for how the thing came to the hero: handed over (a gift) or found, bought, left. */
const giftWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:handed|gave|passed|slipped|pressed|lent)\b|\b(?:knitted|made|sewed|bought|got) (?:me|us)\b/iu,
  vi: /(?:đưa cho|trao cho|tặng|dúi|cho tôi|gửi cho|đưa tôi)/iu,
  ko: /건네|쥐여|물려|주면서|주며|줬다|주셨|선물|빌려주/u,
  zh: /塞给|递给|交给|送给|送了我|送我|借给|给了我|给我|塞了|塞进|往我[^，。]{0,6}塞/u,
};

function englishThing(text: string): string | null {
  const m = /\b(?:handed|gave|passed|slipped|pressed|lent|found|bought|picked up|left)\s+(?:me\s+|us\s+)?(?:a|an|the|his|her|their|my|our|some)\s+((?:[a-z]+\s){0,2}?[a-z]+?)(?=\s+(?:to|of|and|that|which|with|on|in|at|from|for|by|under|inside)\b|[,.;:!?"”]|$)/u.exec(text);
  if (m === null) return null;
  const phrase = `the ${m[1] as string}`;
  return isStoryNounPhrase(phrase, 'en') ? phrase : null;
}

function koreanThing(text: string): string | null {
  const object = /([가-힣]{2,6})(?:을|를)\s*(?:건네|쥐여|물려|빌려|주|샀|사 왔|주웠|발견|찾았|남겼)/u.exec(text);
  const m = object ?? /남긴\s+([가-힣]{2,6})(?=\s|$)/u.exec(text) ?? /산\s+([가-힣]{2,6}?)(?=\s|에|의|을|를|안|속)/u.exec(text);
  if (m === null) return null;
  const noun = object !== null ? (m[1] as string) : (m[1] as string).replace(/(?:에는|에서|에|의|은|는)$/u, '');
  // The particle is already cut off here, so a noun ending in 이 (넥타이) is whole: only verb forms are refused.
  return noun.length >= 2 && !isKoreanPredicateForm(noun) && !/(?:는데|고|다|요|며|서|면|지만|게)$/u.test(noun) ? noun : null;
}

const vietListWord = /^(?:và|ở|của|mà|thì|trong|trên|dưới|nhưng|rồi|để|cho|với|từ|khi|lúc|mua|bán|nhặt|lấy|được|là|lại|cứ)$/iu;

function vietnameseThing(text: string): string | null {
  const m = /(?:mua|nhặt được|tìm thấy|tìm được|đưa cho tôi|đưa tôi|tặng tôi|để lại cho tôi|dúi vào tay tôi|trao cho tôi)\s+(?:nhầm\s+|được\s+|lại\s+)?(?:(?:một|1)\s+)?((?:chiếc|cái|cây|cuốn|quyển|tấm|tờ|lá|hộp|con|bức|đôi|gói|chai)(?:\s+[\p{Ll}\p{M}]+){1,6})/u.exec(text) ??
    // "mỗi lần tôi mở cái hộp nhạc…": the thing used.
    /(?:mở|bật|bung|dùng|đeo|cầm|vặn|lên dây)\s+((?:chiếc|cái|cây|cuốn|quyển|tấm|hộp|con)(?:\s+[\p{Ll}\p{M}]+){1,6})/u.exec(text);
  if (m === null) return null;
  const words: string[] = [];
  for (const word of (m[1] as string).split(/\s+/u)) {
    if (words.length > 0 && vietListWord.test(word)) break;
    // "cây vợt ông dùng từ năm 1975": a person word after the noun starts a clause that describes it.
    if (words.length >= 2 && /^(?:ông|bà|mẹ|bố|ba|má|anh|chị|em|tôi|mình|cô|chú|bác)$/iu.test(word)) break;
    words.push(word);
  }
  // "cuốn sổ chép công thức nấu ăn": a long description keeps its first five words ("cuốn sổ chép công thức").
  const phrase = (words.length > 5 ? words.slice(0, 5) : words).join(' ');
  return isStoryNounPhrase(phrase, 'vi') ? phrase : null;
}

function chineseThing(text: string): string | null {
  const m = /一(?:张|支|把|本|封|条|块|台|个|件|枚|双|盒|顶|只|部|串|颗|粒|根|瓶|袋|包|幅|条)(?:[^，。！？]{0,10}的)?([\u4e00-\u9fff]{1,4}?)(?=[，。！？、：:；]|$)/u.exec(text);
  if (m === null) return null;
  const noun = m[1] as string;
  return isStoryNounPhrase(noun, 'zh') && !/(?:人|们|他|她|地址|名字)$/u.test(noun) ? noun : null;
}

/** The thing a note is written on ("on the back of the photo", "사진 뒤에 … 적혀"), the clue of a search. */
function writtenOn(text: string, language: ContentLanguage): string | null {
  if (language === 'en') {
    const m = /\bon the (?:back|inside|bottom|reverse) of (?:a|an|the|my|his|her|their|that|this)\s+((?:[a-z]+\s){0,2}?[a-z]+?)(?=\s+(?:was|were|had|someone|somebody|in|it|there|,)|[,.;:!?"”]|$)/u.exec(text);
    const phrase = m === null ? null : `the ${m[1] as string}`;
    return phrase !== null && isStoryNounPhrase(phrase, 'en') ? phrase : null;
  }
  if (language === 'ko') {
    const m = /([가-힣]{2,6})\s?(?:뒤에|뒷면에|뒤쪽에|한쪽에|귀퉁이에|안쪽에)\s[^.]*?(?:적혀|쓰여)/u.exec(text);
    const noun = m?.[1] ?? null;
    return noun !== null && !isKoreanPredicateForm(noun) && isStoryNounPhrase(noun, 'ko') ? noun : null;
  }
  return null;
}

/** A premise that is a person ("con gái tôi") or ends on a verb ("发卡别" of 发卡别在…) is no object to carry. */
const notAThing: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:daughter|son|mother|father|mom|dad|sister|brother|friend|wife|husband)$/iu,
  vi: /^(?:con gái|con trai|người|bạn|ông|bà|mẹ|bố|anh|chị|em|cô|chú|bác)(?:\s|$)/iu,
  ko: /(?:딸|아들|엄마|아빠|친구|동생|사람)$/u,
  zh: /[别在放挂戴穿拿给到了着过]$|(?:女儿|儿子|孩子|朋友|妈妈|爸爸)$/u,
};

/** The object of the quest: read here per language, else the premise the caller found (when it is a clean, non-person noun phrase). */
function findThing(text: string, language: ContentLanguage, premise: string | null): string | null {
  const own = language === 'en' ? englishThing(text) : language === 'ko' ? koreanThing(text) : language === 'zh' ? chineseThing(text) : vietnameseThing(text);
  if (own !== null) return own;
  return premise !== null && isStoryNounPhrase(premise, language) && !notAThing[language].test(premise) ? premise : null;
}

/**
 * The ask of an opening in `language`, or null when it carries none. `premise` is the central object the premise
 * reader found (already checked by rule A), used when this module finds no object of its own; `premisePerson` says it is a person.
 */
export function findStoryQuest(opening: string, language: ContentLanguage, premise: string | null, premisePerson: boolean): StoryQuest | null {
  const text = opening.trim();
  if (text === '') return null;
  const thingOf = (): string | null => findThing(text, language, premisePerson ? null : premise);
  const base = { event: '', eventAt: '', who: null, absent: false, dest: null, destFull: null, today: false, later: false, gift: giftWords[language].test(text) };
  const event = findEvent(text, language);
  // An event only frames an opening that turns on a thing found that night ("수능 전날 밤 … 삼각김밥을 발견했다"):
  // then the found thing is the story; a thing handed over for the day belongs to the event.
  const framesFind = event !== null && !base.gift && discoveryWords[language].test(text);
  if (event !== null && !framesFind) {
    const thing = thingOf();
    // The event itself is never its own object ("my swim meet").
    const clean = thing !== null && !thing.includes(event.event.replace(/^the\s+/u, '')) && !event.event.includes(thing) ? thing : null;
    const today = sameDayWords[language].test(text) && !tomorrowWords[language].test(text);
    const later = !today && daysAwayWords[language].test(text) && !nextDayWords[language].test(text);
    return { ...base, kind: 'event', event: event.event, eventAt: event.at, thing: clean, gift: base.gift && clean !== null, today, later };
  }
  if (meetAsk[language].test(text)) return { ...base, kind: 'meet', thing: null, gift: false };
  const stranger = knownBy(text, language);
  if (stranger !== null) return { ...base, kind: 'knows', who: stranger, thing: null, gift: false };
  const sought = findSought(text, language);
  if (sought !== null) {
    // An English premise of a search is often where the hero asked ("the depot"): only an object the opening hands over or finds is a clue.
    const thing = writtenOn(text, language) ?? (language === 'en' ? englishThing(text) : thingOf());
    const clean = thing !== null && !thing.includes(sought.who?.name ?? '\u0000') ? thing : null;
    return { ...base, kind: 'seek', who: sought.who, absent: sought.absent, thing: clean, gift: false };
  }
  // An address counts only when it is written somewhere (the last page, the back of a watch), not one mail is sent to.
  const dest = writingWords[language].test(text) ? findDest(text, language) : null;
  if (dest !== null) {
    const thing = thingOf();
    const clean = thing !== null && (dest.dest === '' || (!thing.includes(dest.dest) && !dest.dest.includes(thing))) ? thing : null;
    return { ...base, kind: 'goto', dest: dest.dest === '' ? null : dest.dest, destFull: dest.full === '' ? null : dest.full, thing: clean, gift: false };
  }
  const marked = mapMarks[language].exec(text);
  if (marked !== null) {
    const thing = thingOf();
    return { ...base, kind: 'map', dest: mapSpot[language], destFull: mapSpot[language], thing: thing !== null && !/map|bản đồ|지도|地图/u.test(thing) ? thing : null, gift: false };
  }
  if (everyTime[language].test(text) && !otherActs[language].test(text)) {
    // "我买的二手洗衣机每次…": the thing used every time stands right before 每次.
    const before = language === 'zh'
      ? (/(?:每次|每回|每当)我?(?:戴上|打开|穿上|拿起|用|按下|摇|拉开|撑开|弹|吹)(?:这|那)?(?:副|把|个|台|只|件|顶|双|本|架)?([\u4e00-\u9fff]{2,4}?)(?=[，。！？,]|时|的时候)/u.exec(text)?.[1] ??
        /([\u4e00-\u9fff]{2,5}?)(?:每次|每回|每当)/u.exec(text)?.[1]?.replace(/^(?:的|了|我|买|那|这)+/u, '')) ?? null
      : null;
    const thing = before !== undefined && before !== null && before.length >= 2 && isStoryNounPhrase(before, 'zh') ? before : thingOf();
    const person = /(?:님|씨)$|(?:人|们|他|她)$|\b(?:man|woman|driver|teacher)$/u.test(thing ?? '');
    if (thing !== null && !person) return { ...base, kind: 'test', thing, gift: false };
  }
  return null;
}

const questPacks: Readonly<Record<ContentLanguage, QuestPack>> = { en: questEn, vi: questVi, ko: questKo, zh: questZh };

/** Extra threads of the opening a quest story carries: its quoted words and a relative it names. */
export interface QuestThreads {
  quote: string | null;
  kin: string | null;
}

/**
 * Writes the beginning, middle and ending of a quest continuation: the composer already holds the hero's variables.
 * The beats do what the opening asks (the event is taken, the person found, the address visited, the thing tested).
 */
export function writeQuestStory(c: PhraseComposer, quest: StoryQuest, threads: QuestThreads): [string[], string[], string[]] {
  const beats = questPacks[c.language][quest.kind];
  c.setAll({ event: quest.event, eventAt: quest.eventAt, dest: quest.dest ?? '', destFull: quest.destFull ?? quest.dest ?? '' });
  c.flag('dest', quest.dest !== null).flag('absent', quest.absent).flag('gift', quest.gift).flag('today', quest.today).flag('later', quest.later);
  if (quest.thing !== null) c.set('thing', quest.thing).flag('thing');
  if (quest.who !== null) c.setAll({ who: quest.who.name, whe: quest.who.he, whim: quest.who.him, whis: quest.who.his });
  if (threads.quote !== null) c.set('quote', threads.quote).flag('quoted');
  if (threads.kin !== null) c.set('kin', threads.kin).flag('kin');
  const write = (list: ReadonlyArray<readonly string[]>): string[] => list.map((beat) => c.line(beat));
  return [write(beats.begin), write(beats.middle), write(beats.end)];
}
