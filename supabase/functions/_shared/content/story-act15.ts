/**
 * The person's-act plot (issue 13, round 15): an opening whose main clause tells what one person (never the narrator,
 * never someone gone) does, in one of three shapes the grammar marks, and that the default and attended plots used to
 * answer with "I asked, and it was only a habit I had not known about":
 *  - `alone`: the person does it on their own (alone, một mình, 혼자, 一个人 before a verb): the narrator joins them;
 *  - `intent`: the person says they will take up something new (announced she is going to learn…, tuyên bố sẽ đi học…,
 *    배우겠다고 했다, 宣布要学…): the first clumsy tries, helped along, and the day it works;
 *  - `asks`: the person keeps coming to the narrator's door with a question (every evening … knocks on my door to ask…,
 *    tối nào … sang gõ cửa hỏi…, 매일 … 초인종을 눌러 …냐고 물으신다, 每天 … 来敲我家的门，问…): asked in.
 * The markers are closed grammatical classes (an "alone" adverb, a saying verb before a will-form and a taking-up verb,
 * a recurrence word with a door and an asking verb), each checked to stand after the person in the opening. Pure.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { findPerson } from './story-attend14.ts';
import { drawStoryLine, fillStoryLine } from './story-event-plot.ts';
import { tellerSlots, type DefaultTeller } from './story-default-plot.ts';
import { actLines, type ActBeat, type ActMode } from './data/story/story-act15-lines.ts';

/** What the plot carries: the mode, the person, and the plan or question the opening gives (null when none). */
export interface PersonActRead {
  mode: ActMode;
  name: string;
  plan: string | null;
  asked: string | null;
}

/** The person acts on their own; a verb must follow Chinese 一个人 (一个人的 is "one person's"). */
const aloneWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:alone|by (?:him|her|them)sel(?:f|ves)|on (?:his|her|their) own)\b/iu,
  vi: /\bmột mình\b/iu,
  ko: /(?:^|\s)혼자(?:서)?\s/u,
  zh: /(?:独自|自己一个人|一个人)(?=[坐站吃留待走躲蹲看玩呆发哭在回去来])/u,
};

/** Someone left alone by another (leave me alone, để tôi một mình) is no person on their own. */
const leftAlone = /\b(?:leave|left|let)\s+\S+\s+alone\b|\bhome alone\b|để\s+\S+\s+một mình|혼자 두|혼자 남|留下我一个人|把我一个人/iu;

/** The narrator named before the "alone" word: the narrator is the one alone (made me run alone, để tôi, 나 혼자, 我一个人). */
const narratorBefore: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:me|us|I|we)\b/u,
  vi: /(?:^|\s)(?<!(?:mẹ|bố|ba|má|ông|bà|anh|chị|em|cô|chú|bác|dì|cậu|vợ|chồng|con|bạn|sếp|nhà|lớp|xóm)\s)(?:tôi|mình|tớ)(?:\s|$)/iu,
  ko: /(?:^|\s)(?:나|저|우리|나를|저를|나만|저만)\s*$/u,
  zh: /我(?:们)?$/u,
};

/** A saying or deciding verb, then a will-form and a taking-up verb: the plan is the words from the taking-up verb. */
const intentWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:announced|declared|decided|said|says|told (?:us|me|everyone|the family)|has decided)\b[^.!?]{0,40}?\b(?:(?:is|was|are|were|'s)\s+going\s+to|will|would|wants?\s+to|wanted\s+to|to)\s+(?:finally\s+)?((?:learn|start|take up|try|study|begin)\b[^.!?,;]*)/iu,
  vi: /(?:tuyên bố|quyết định|bảo|nói|khoe|thông báo)\s+(?:là\s+|rằng\s+)?(?:sẽ|muốn|phải|định)\s+((?:đi\s+)?(?:học|tập|bắt đầu|thử)\s[^.!?,;]+)/iu,
  ko: /([가-힣A-Za-z]+)(?:을|를)\s(배우|시작하|해 보|도전하)(?:시)?겠다고|([가-힣A-Za-z]+)(?:을|를)\s(배우|시작하)기로\s(?:했|하셨|결심)/u,
  zh: /(?:宣布|决定|说|表示|告诉我们|告诉大家)[，,]?\s*(?:他|她|他们|她们|自己)?(?:要|想|打算|准备)((?:学|开始|试着|报名)[\u4e00-\u9fff]{1,10})/u,
};

/** A recurrence word: the visits happen again and again. */
const recurs: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bevery\b|\balways\b|\beach (?:day|morning|evening|night)\b/iu,
  vi: /(?:nào|hôm nào|ngày nào)\s(?:[\p{L}\p{M}]+\s){0,5}?cũng\b|\bmỗi (?:ngày|tối|sáng|chiều|lần|khi)\b|\bngày ngày\b/iu,
  ko: /매일|마다|날마다|맨날|매번/u,
  zh: /每天|每次|每晚|每个|天天|总是|总会/u,
};

/** The narrator's door, bell or home, then an asking verb: the person comes to the narrator to ask. */
const asksAtDoor: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:my|our)\s+(?:front\s+)?(?:door|bell|doorbell|gate|window)\b[^.!?]{0,40}?\bto ask\b\s+(?:me\s+|us\s+)?((?:what|if|whether|for|who|when|where|how|why)\b[^.!?]*)/iu,
  vi: /(?:sang|qua|đến|tới)\s(?:[\p{L}\p{M}]+\s){0,3}?(?:gõ cửa|bấm chuông)?\s?((?:hỏi|xin|mượn)\s[^.!?]+)/iu,
  ko: /(?:우리\s?집|내\s?방|우리\s?방|현관)\s?(?:문|초인종|벨)(?:을|를)\s(?:두드려|눌러|두드리며|누르며)\s((?:[가-힣0-9]+\s){0,4}[가-힣]+(?:냐고|느냐고|는지|냐며))\s(?:물|묻)/u,
  zh: /(?:来|过来|跑来)?敲我(?:家)?的?门[，,]\s*(问[^。！？]+)/u,
};

/** The Korean plan as a noun (영어를 배우겠다고 → 영어 배우기, 운동을 시작하겠다고 → 운동 시작하기). */
function koreanPlan(thing: string, verb: string): string {
  return `${thing} ${verb.replace(/\s/gu, '')}기`;
}

/** The English plan, from the opening's words: the narrator's side stays (to learn to swim this summer). */
function tidyPlan(plan: string, language: ContentLanguage): string {
  const text = plan.trim().replace(/[\s,，]+$/u, '');
  return language === 'en' ? text.replace(/\b(?:her|his|their)self\b/giu, 'it') : text;
}

/**
 * The person's-act read of an opening: its person (the subject of the last clause that names one), and the first
 * shape whose marker stands after that person. Null when the opening names no person or no shape.
 */
export function readPersonAct(opening: string, language: ContentLanguage, hero: string | null): PersonActRead | null {
  const found = findPerson(opening, language, hero);
  if (found === null) return null;
  const at = Math.max(0, opening.indexOf(found.clause));
  const after = opening.slice(at);
  const intent = intentWords[language].exec(after);
  if (intent !== null) {
    const plan = language === 'ko' ? koreanPlan(intent[1] ?? intent[3] ?? '', intent[2] ?? intent[4] ?? '') : tidyPlan(intent[1] ?? '', language);
    return { mode: 'intent', name: found.person, plan: plan.trim() === '' ? null : plan, asked: null };
  }
  const asked = recurs[language].test(opening) ? asksAtDoor[language].exec(after) : null;
  if (asked !== null) {
    const question = (asked[1] ?? '').trim().replace(/[\s,，]+$/u, '');
    return { mode: 'asks', name: found.person, plan: null, asked: question === '' ? null : question };
  }
  const alone = aloneWords[language].exec(found.clause);
  // The one alone is the person, never the narrator the person acts on (made me run the first lap alone).
  const between = alone === null ? '' : found.clause.slice(0, alone.index);
  if (alone !== null && !leftAlone.test(opening) && !narratorBefore[language].test(between)) return { mode: 'alone', name: found.person, plan: null, asked: null };
  return null;
}

/** Writes the plot's three paragraphs (sentences each; the caller puts the opening before the first). */
export function writePersonAct(read: PersonActRead, teller: DefaultTeller, language: ContentLanguage, random: () => number): string[][] {
  const lines = actLines[language][read.mode];
  const slots = { ...tellerSlots(teller, language), name: read.name, plan: read.plan ?? '', asked: read.asked ?? '' };
  const draw = (beat: ActBeat): string => drawStoryLine(lines[beat], slots, language, random);
  const told = lines.told !== '' && ((read.mode === 'intent' && read.plan !== null) || (read.mode === 'asks' && read.asked !== null)) ? [fillStoryLine(lines.told, slots, language)] : [];
  // The plan is told once the first surprise is over; the question opens the plot (it came again).
  const first = read.mode === 'intent' ? [draw('react'), ...told] : [...told, draw('react')];
  return [first, [draw('act'), draw('find')], [draw('end')]];
}
