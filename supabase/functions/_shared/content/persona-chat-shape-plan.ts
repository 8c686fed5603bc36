/**
 * Round 10 (shape PLAN): an invitation that gives its own time and activity — "tonight let's go for hotpot", "Tối thứ
 * 6 này đi xem phim nhé", "이번 주 일요일 점심에 한강 가서 자전거 타자", "下班请你吃火锅好不好" — is accepted for
 * THAT time and activity, said back as the visitor's whole phrases; the time is never asked for again. Recognised from
 * a time phrase (tonight, Saturday night, tối nay, 내일 저녁, 下班…) beside an invitation form (let's, nhé, -자, 吧…).
 */
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import type { PhraseComposer } from './phrase-grammar.ts';
import { planClose, planTimeOnly, planWithActivity } from './data/persona-chat/shape-event-lines.ts';
import { capitalFirst, inRegister, toSecondPerson } from './persona-chat-shape-words.ts';
import type { ChatFrame } from './persona-chat-frames.ts';
import { invitationActivities } from './data/persona/chat-frames.ts';

/** A plan: its time, and its activity when the grammar gives its edges. */
export interface Plan {
  time: string;
  activity: string | null;
}

const enDay = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun)';
/** English time phrases, longest first. */
const enTime = new RegExp(`\\b(?:tonight|tomorrow(?: (?:morning|afternoon|evening|night|at \\d{1,2}(?::\\d{2})?\\s?(?:am|pm)?))?|this (?:weekend|evening|afternoon|morning|${enDay}(?: (?:morning|afternoon|evening|night))?)|next (?:week|weekend|${enDay})|(?:on )?${enDay}(?: (?:morning|afternoon|evening|night))?|after (?:work|school|class)|at \\d{1,2}(?::\\d{2})?\\s?(?:am|pm)?|at noon|(?:for |at )?lunch ?time)\\b`, 'iu');
const enInvite = /\blet['’]?s\b|\blet us\b|\bshall we\b|\bhow about\b|\bwhy don['’]?t we\b|\bwanna\b|\bwant to (?:go|come|grab|get|see|watch|hang|meet)\b|\bcome (?:with|over)\b|\bjoin me\b|\bwe should\b/iu;
/** Verbs of an English activity and their -ing form. */
const enGerund: Readonly<Record<string, string>> = {
  go: 'going', grab: 'grabbing', get: 'getting', have: 'having', watch: 'watching', see: 'seeing', eat: 'eating',
  try: 'trying', play: 'playing', hit: 'hitting', check: 'checking', catch: 'catching', meet: 'meeting', hang: 'hanging',
  visit: 'visiting', cook: 'cooking', bake: 'baking', walk: 'walking', run: 'running', swim: 'swimming', ride: 'riding',
  drink: 'drinking', study: 'studying', shop: 'shopping', dance: 'dancing', sing: 'singing', take: 'taking', make: 'making',
};

/** English: "let's grab ramen saturday night", "tonight let's go for hotpot", "wanna see a movie friday?". */
function readEnglish(text: string): Plan | null {
  const invite = enInvite.exec(text);
  if (!invite) return null;
  // The time inside the invitation ("let's grab ramen saturday night") before one told earlier ("I'm back this weekend").
  const time = enTime.exec(text.slice(invite.index)) ?? enTime.exec(text);
  if (!time) return null;
  const timeText = time[0].replace(/^on /iu, '');
  // The activity: the verb after the invitation word, up to the time, a place or the clause's end.
  const after = text.slice(invite.index + invite[0].length).replace(/^\s+(?:to\s+)?/u, '');
  const clause = after.split(/[.!?,;]|\s+(?:at|near|with|in|on|after|and|but|or|if|because|since)\b/iu)[0] ?? '';
  const cut = clause.replace(enTime, '').replace(/\s+/gu, ' ').trim().replace(/\s+(?:together|tho|though|maybe|pls|please|instead|then|again)$/iu, '');
  const words = cut.split(' ');
  const gerund = enGerund[(words[0] ?? '').toLowerCase()];
  const activity = gerund && words.length >= 2 && words.length <= 6 ? toSecondPerson([gerund, ...words.slice(1)].join(' '), 'en') : null;
  return { time: timeText.replace(new RegExp(`\\b${enDay}\\b`, 'giu'), (day) => capitalFirst(day.toLowerCase())), activity };
}

/** Vietnamese time phrases, longest first. */
const viTime = /(?:(?:sáng|trưa|chiều|tối|đêm)\s+)?(?:thứ\s+(?:[2-7]|hai|ba|tư|năm|sáu|bảy)|chủ nhật|cn)(?:\s+(?:này|tới|sau))?|(?:sáng|trưa|chiều|tối|đêm)\s+(?:nay|mai)|cuối tuần(?:\s+(?:này|tới|sau))?|ngày mai|tan làm|sau giờ làm|tan học|\d{1,2}\s?(?:giờ|h)(?:\s+(?:sáng|trưa|chiều|tối))?|(?:^|(?<=\s))mai(?=\s+(?:đi|mình|tụi|chúng|cùng|qua|ra|về))/iu;
const viInvite = /(?:^|\s)(?:nhé|nha|nhá|nhen|hen|hông|không|ko|đi|chứ)\s*[?!.~]*\s*(?:$|[,.!?])|(?:^|\s)(?:rủ|cùng|mình đi|tụi mình|chúng mình|đi với)(?=\s)/iu;
const viActivityVerb = /(?:^|\s)((?:đi|xem|ăn|uống|chơi|nấu|học|chạy|bơi|đạp|leo|dạo|hát|mua|ghé|coi)(?:\s|$)[\s\S]*)$/iu;

/** Vietnamese: "Tối thứ 6 này đi xem phim với anh nhé". */
function readVietnamese(text: string): Plan | null {
  const time = viTime.exec(text);
  if (!time || !viInvite.test(text)) return null;
  const clause = text.split(/[.!?,;]/u).find((part) => part.includes(time[0])) ?? '';
  const rest = clause.replace(time[0], ' ').replace(/\s+/gu, ' ');
  const verb = viActivityVerb.exec(rest);
  let activity = verb?.[1]?.trim() ?? null;
  if (activity) {
    activity = activity
      .replace(/\s+(?:với|cùng)\s+(?:anh|em|chị|tớ|mình|tao|tui|tôi|cậu|bạn)(?=\s|$)[\s\S]*$/iu, '')
      .replace(/\s+(?:nhé|nha|nhá|nhen|hen|hông|không|ko|đi|chứ|không\s+\S+)$/iu, '')
      .replace(/\s+(?:anh|chị|em|cậu|bạn|mày|bé|con) ơi$/iu, '')
      .trim();
    if (activity.split(/\s+/u).length > 7 || activity.length === 0) activity = null;
  }
  const said = time[0].trim();
  return { time: `${said.charAt(0).toLowerCase()}${said.slice(1)}`, activity };
}

/** Korean time phrases (with their 에), longest first. */
const koTime = /(?:이번|다음|담)\s?주말(?:\s?(?:아침|점심|저녁|밤|오후|오전))?에?|(?:이번\s?주|다음\s?주|담주)?\s?(?:[월화수목금토일]요일|주말)(?:\s?(?:아침|점심|저녁|밤|오후|오전))?에?|(?:오늘|내일|모레)(?:\s?(?:아침|점심|저녁|밤|오후|오전))?에?|퇴근(?:하고|\s?후에?)|수업\s?끝나고|\d{1,2}시(?:에)?/u;
/** A Korean propositive at the end of a clause: "타자", "먹을래?", "갈까?". */
const koInvite = /([가-힣]+?)(자|을래|ㄹ래|래|을까|까)(?:요)?\s*[!~?？.ㅎㅋ]*$/u;

/** The Hangul syllable without its final consonant ㄹ ("볼" → "보"), or null when it has none. */
function withoutRieul(syllable: string): string | null {
  const code = syllable.charCodeAt(0) - 0xac00;
  if (code < 0 || code > 11171 || code % 28 !== 8) return null;
  return String.fromCharCode(0xac00 + code - 8);
}

/** Korean: "이번 주 일요일 점심에 한강 가서 자전거 타자!", "내일 저녁에 영화 볼래?". */
function readKorean(text: string): Plan | null {
  const time = koTime.exec(text);
  if (!time) return null;
  const clauses = text.split(/[.!?？~\n]+/u).map((part) => part.trim()).filter((part) => part.length > 0);
  const clause = clauses.find((part) => part.includes(time[0].trim())) ?? '';
  const ending = koInvite.exec(clause);
  if (!ending) return null;
  const stemEnd = ending[1] ?? '';
  const form = ending[2] ?? '';
  // "내일 비 올까?" wonders; "같이 갈까?" invites.
  if (/까$/u.test(form) && !/같이|우리|둘이/u.test(text)) return null;
  let stem: string | null = stemEnd;
  if (form === '래' || form === '까') {
    const last = stemEnd.slice(-1);
    const bare = withoutRieul(last);
    stem = bare === null ? null : `${stemEnd.slice(0, -1)}${bare}`;
  }
  const verbAt = clause.lastIndexOf(`${stemEnd}${form}`);
  const timeAt = clause.indexOf(time[0].trim());
  const between = clause.slice(timeAt + time[0].trim().length, verbAt).trim();
  const open = /뭐|어디|언제|무슨/u.test(between);
  const activity = stem && stem.length > 0 && !open && between.split(/\s+/u).length <= 5 ? `${between ? `${between} ` : ''}${stem}기`.trim() : null;
  return { time: time[0].trim(), activity };
}

/** Chinese time phrases, longest first. */
const zhTime = /今晚|今天晚上|今天中午|今天下午|明天(?:早上|上午|中午|下午|晚上)?|后天|这(?:个)?周末|下(?:个)?周末|周末|(?:这|下)?(?:周|星期|礼拜)[一二三四五六日天](?:早上|上午|中午|下午|晚上)?|下班(?:后|以后)?|放学(?:后|以后)?|\d{1,2}点/u;
const zhInvite = /吧|好不好|好吗|怎么样|行不行|要不要|一起|请你|走起|去不去|来不来/u;

/** Chinese: "下班请你吃火锅好不好", "今晚一起去吃火锅吧". */
function readChinese(text: string): Plan | null {
  const time = zhTime.exec(text);
  if (!time) return null;
  const clause = text.split(/[，。！？!?,~～；;\s]+/u).find((part) => part.includes(time[0])) ?? '';
  // The invitation is the time's own clause ("下班请你吃火锅好不好"), not a request after it ("周末想看点浪漫的，推荐一部电影吧").
  if (!zhInvite.test(clause.replace(/在一起/gu, '')) || /推荐|帮我|告诉我/u.test(text)) return null;
  const rest = clause.slice(clause.indexOf(time[0]) + time[0].length)
    .replace(/^(?:我们|咱们|咱|我|一起|请你|带你|陪你|要不要|要|去不去)+/u, '')
    .replace(/(?:好不好|好吗|怎么样|行不行|吧|呀|啊|呢|去不去|来不来)+$/u, '')
    .replace(/一起/u, '');
  const activity = rest.length >= 2 && rest.length <= 10 && !/^(?:想|要|有空|有时间|能|会)|[是我你没不]/u.test(rest) ? rest : null;
  return { time: time[0], activity };
}

/** The plan a message makes with its own time, or null. */
export function readPlan(text: string, language: ContentLanguage): Plan | null {
  if (language === 'en') return readEnglish(text);
  if (language === 'vi') return readVietnamese(text);
  if (language === 'ko') return readKorean(text);
  return readChinese(text);
}

/** Whether a known outing's name shares a word (two Hangul or Han characters, or a Latin word of four letters) with the message. */
function namesSameThing(name: string, text: string): boolean {
  const lowered = text.toLowerCase();
  const words = name.toLowerCase().match(/[가-힣\u4e00-\u9fff]{2,}|[\p{L}]{4,}/gu) ?? [];
  return words.some((word) => (/[가-힣\u4e00-\u9fff]/u.test(word) ? [...word].some((_, i) => i + 2 <= word.length && lowered.includes(word.slice(i, i + 2))) : lowered.includes(word)));
}

/** The yes for that time and activity, and a closing line that asks nothing already given. */
export function writePlanLines(plan: Plan, frame: ChatFrame | null, text: string, persona: PersonaKey, language: ContentLanguage, c: PhraseComposer): string[] {
  c.set('time', plan.time).set('time_cap', capitalFirst(plan.time));
  // The invitation reader's name for a known outing ("벚꽃 구경", "a hike") is a whole phrase; the visitor's clause is the fallback.
  const named = frame?.kind === 'invitation' && frame.activity !== null ? invitationActivities[frame.activity]?.name[language] ?? null : null;
  // Only when the name says what the visitor said ("벚꽃 구경" for "벚꽃 보러", not "맛있는 거" for "치킨").
  const known = named !== null && namesSameThing(named, text) ? named : null;
  const activity = known ?? plan.activity;
  const lower = activity && (language === 'en' || language === 'vi') ? `${activity.charAt(0).toLowerCase()}${activity.slice(1)}` : activity;
  if (activity && lower) c.set('activity', lower).set('activity_cap', capitalFirst(activity));
  const yes = c.line(activity ? planWithActivity[language] : planTimeOnly[language]);
  return [inRegister(yes, persona, language), inRegister(c.line(planClose[language]), persona, language)];
}
