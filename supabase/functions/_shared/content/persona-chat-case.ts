/**
 * The detective's follow-up (issue 13, seventh round, class HISTORY): when an earlier turn opened a case (a yogurt
 * eaten, a lock cut, a parcel gone) and the visitor now gives names, days and alibis, the detective reasons WITH them
 * — who the pattern points at ("only on the days Mark is in"), who is cleared ("Dana was away all weekend"), who is
 * left ("the building manager"), and a test before any accusation — instead of a stock line. Every name is the
 * visitor's own (a capitalised name, "chị Hoa", "민수 씨", "小王") or a role from a small lexicon; the thing is what
 * an earlier turn said went missing, or nothing ("it").
 */
import type { ChatMessage, ContentLanguage } from '../contract/content-types.ts';
import { hasAnyKeyword, lexiconKeysInOrder, matchDocument } from './keyword-match.ts';
import { sentenceTexts } from './text-segments.ts';
import { isNounPhrase } from './chat-noun-phrase.ts';
import { joinList } from './persona-chat-role.ts';
import type { PhraseComposer } from './phrase-grammar.ts';
import { weekdays } from './data/persona/chat-frames.ts';
import { caseAlibiWords, caseOpenWords, casePatternWords, caseRoles, caseThreadLines, nameStopWords } from './data/persona/chat-case-lines.ts';

/** What the visitor has told the detective about a case, over all their turns. */
export interface CaseThread {
  /** People named, in order of first mention (names as written, or role names in the reply's language). */
  people: string[];
  /** The one a pattern ties to the event (named with a weekday or "the only days … comes in"), or null. */
  suspect: string | null;
  /** Those an alibi clears ("was away", "về quê", "출장", "不在"). */
  cleared: string[];
  /** Weekdays named anywhere in the thread, as names in the reply's language. */
  days: string[];
  /** What goes missing, as the visitor wrote it, or null. */
  item: string | null;
  /** Whether it keeps happening (a test can catch the next time), rather than once (a lock cut one night). */
  repeat: boolean;
}

const roleLexicon: Readonly<Record<string, readonly string[]>> = Object.fromEntries(Object.entries(caseRoles).map(([key, role]) => [key, role.match]));
const weekdayLexicon: Readonly<Record<string, readonly string[]>> = Object.fromEntries(weekdays.map((day, index) => [String(index), day.match]));

/** Words of something that keeps happening. */
const repeatWords = /\b(?:keeps?|always|every (?:time|day|week)|again|whenever|\d+ times|(?:two|three|four) times)\b|cứ|lần nào|hôm nào|hay bị|lần thứ|\d+ lần|자꾸|마다|또|매번|번째|\d+번|总是|每次|又|老是|[两三四五几\d]次/iu;
/** Chinese words that look like 小X / 老X / X姐 names. */
const chineseNotNames: ReadonlySet<string> = new Set(['老家', '老板', '老公', '老婆', '老人', '老师', '老是', '老大', '老样', '小区', '小时', '小孩', '小心', '小偷', '小说', '小吃', '小店', '小姐', '老哥', '老姐']);

/** Names a sentence gives: capitalised names (en, vi), kinship-prefixed Vietnamese names, Korean names with a title, Chinese 小X / 老X / X姐. */
export function namesIn(sentence: string): string[] {
  const found: string[] = [];
  const add = (name: string | undefined): void => {
    const clean = name?.trim();
    if (clean && !found.includes(clean)) found.push(clean);
  };
  for (const match of sentence.matchAll(/(?:anh|chị|em|cô|chú|bác|thằng|con|bạn|ông|bà)\s+(\p{Lu}\p{Ll}+)/gu)) add(match[0]);
  for (const match of sentence.matchAll(/([가-힣]{2,3})\s?(?:씨|선배|대리|과장|팀장|주임|언니|오빠|누나)(?=(?:[이가은는을를의도와과랑만]|에게|한테|께서|께|하고|이랑)?(?![가-힣]))/gu)) add(match[0]);
  for (const match of sentence.matchAll(/(?:小|老)[\u4e00-\u9fff](?=[^\u4e00-\u9fff]|[和跟是在每只都也那这来去没不说吃拿了的，。])|[\u4e00-\u9fff](?:阿姨|叔叔|大爷|师傅|老师|姐|哥)(?=[^\u4e00-\u9fff]|[和跟是在每只都也那这来去没不说吃拿了的回])/gu)) {
    // 老家, 老板, 小区… are words, not names; 张阿姨 and 小王 are.
    if (!chineseNotNames.has(match[0]) && !/^[的了在和跟是我你他她对门这那]/u.test(match[0])) add(match[0]);
  }
  // Vietnamese and CJK names come with their kinship word or title; a bare capital there starts a sentence ("Phòng em…").
  if (/[가-힣\u4e00-\u9fff]|[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/iu.test(sentence)) return found;
  const words = [...sentence.matchAll(/(?<![\p{L}'’])(\p{Lu}\p{Ll}+)(?![\p{L}])/gu)];
  for (const match of words) {
    const word = match[1] as string;
    if (nameStopWords.has(word.toLowerCase())) continue;
    if (found.some((name) => name.endsWith(` ${word}`))) continue;
    add(word);
  }
  return found;
}

/** What went missing: "eating my yogurt", "my bike lock was cut", "ăn mất hộp sữa chua của em", "제 택배를", "偷吃我的酸奶". */
export function caseThing(text: string): string | null {
  const candidates: Array<[string | undefined, ContentLanguage]> = [
    [/\b(?:eating|eats|ate|taking|takes|took|stealing|steals|stole|drinking|drinks|using|moving|opened|cut|broke)\s+my\s+([a-z]+(?:\s[a-z]+)?)\b/iu.exec(text)?.[1]?.replace(/\s+(?:from|in|at|on|every|again|and|last|off)$/iu, ''), 'en'],
    [/\bmy\s+([a-z]+(?:\s[a-z]+)?)\s+(?:was|were|got|keeps?|has been|is)\s+(?:cut|stolen|taken|broken|missing|gone|eaten|opened|moved|disappearing)\b/iu.exec(text)?.[1], 'en'],
    [/(?:偷吃|偷喝|偷拿|拿走|吃掉|剪断|弄坏)(?:了)?我的([\u4e00-\u9fff]{1,4}?)(?:[，。！？,.!?\s]|$|，)/u.exec(text)?.[1], 'zh'],
    [/我的([\u4e00-\u9fff]{1,4}?)(?:又|总是|老是|被|不见|没了)/u.exec(text)?.[1], 'zh'],
    [/(?:제|내|우리)\s+([가-힣]{1,5}?)(?:을|를|이|가)\s/u.exec(text)?.[1], 'ko'],
    [/(?:ăn|lấy|uống|cắt|mở)\s+(?:mất\s+|trộm\s+|vụng\s+)?((?:hộp|cái|chai|ly|gói|ổ)?\s?[\p{L}]+(?:\s[\p{L}]+)?)\s+của\s+(?:em|mình|tôi|tớ|tao)/iu.exec(text)?.[1]?.trim(), 'vi'],
  ];
  for (const [span, language] of candidates) if (span && isNounPhrase(span, language)) return span;
  return null;
}

/**
 * Reads a case told over several turns, or null: it needs an earlier turn that opened a case and a last message that
 * gives something to reason with (a name, a role, a weekday, an alibi).
 */
export function readCaseThread(messages: readonly ChatMessage[], language: ContentLanguage): CaseThread | null {
  const texts = messages.filter((message) => message.role === 'user').map((message) => message.content);
  if (texts.length < 2) return null;
  const earlier = texts.slice(0, -1);
  if (!earlier.some((text) => hasAnyKeyword(matchDocument(text), caseOpenWords))) return null;
  const people: string[] = [];
  const cleared: string[] = [];
  let suspect: string | null = null;
  const days: string[] = [];
  for (const text of texts) {
    for (const sentence of sentenceTexts(text, language).flatMap((s) => s.split(/[,;，；、]|\bthough\b|\bbut\b|nhưng|còn|하지만|는데|고,|但是|不过/u))) {
      const doc = matchDocument(sentence);
      const names = namesIn(sentence);
      // "my roommate Dana" is Dana: a role word right before a name is that name, not one more person.
      const unnamed = names.reduce((rest, name) => rest.replace(new RegExp(`(?:\\S+\\s+|[\\u4e00-\\u9fff]{1,2})?${name.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}`, 'gu'), ' '), sentence);
      const roles = lexiconKeysInOrder(matchDocument(unnamed), roleLexicon).map((key) => caseRoles[key]?.name[language] ?? key);
      const here = [...names, ...roles];
      for (const person of here) if (!people.includes(person)) people.push(person);
      const dayKeys = lexiconKeysInOrder(doc, weekdayLexicon);
      for (const key of dayKeys) {
        const name = weekdays[Number(key)]?.name[language];
        if (name && !days.includes(name)) days.push(name);
      }
      // "Only my neighbour Greg, and he was away": a pronoun's alibi clears the one person just named (eighth round).
      const pronoun = here.length === 0 && /\b(?:he|she|they)\b|(?<![\p{L}])(?:anh ấy|chị ấy|cô ấy|ông ấy|bà ấy)(?![\p{L}])|그는|그녀는|그 사람은|[他她]/iu.test(sentence);
      if (pronoun && people.length > 0 && hasAnyKeyword(doc, caseAlibiWords)) {
        const named = people[people.length - 1] as string;
        if (!cleared.includes(named)) cleared.push(named);
      }
      if (here.length !== 1) continue;
      const person = here[0] as string;
      if (hasAnyKeyword(doc, caseAlibiWords)) {
        if (!cleared.includes(person)) cleared.push(person);
      } else if (dayKeys.length > 0 || hasAnyKeyword(doc, casePatternWords)) suspect = person;
    }
  }
  const last = texts[texts.length - 1] as string;
  const lastDoc = matchDocument(last);
  const lastGives = namesIn(last).length > 0 || lexiconKeysInOrder(lastDoc, roleLexicon).length > 0 || lexiconKeysInOrder(lastDoc, weekdayLexicon).length > 0 || hasAnyKeyword(lastDoc, caseAlibiWords);
  if (!lastGives || people.length === 0) return null;
  if (suspect !== null && cleared.includes(suspect)) suspect = null;
  const item = texts.map((text) => caseThing(text)).find((found) => found !== null) ?? null;
  const repeat = days.length > 0 || texts.some((text) => repeatWords.test(text));
  return { people, suspect, cleared, days, item, repeat };
}

/** Writes the detective's reasoning about a case thread (the caller adds nothing before it: the detective is calm). */
export function writeCaseThread(thread: CaseThread, c: PhraseComposer): string[] {
  const { language } = c;
  const lines = caseThreadLines[language];
  const left = thread.people.filter((person) => person !== thread.suspect && !thread.cleared.includes(person));
  if (thread.item) c.set('item', thread.item).flag('item');
  if (thread.repeat) c.flag('repeat');
  if (thread.suspect) c.flag('suspect');
  if (thread.days.length > 0) c.set('days', joinList(thread.days, language)).flag('days');
  if (left.length > 0) c.set('left', joinList(left, language)).flag('left');
  const parts: string[] = [];
  if (thread.suspect) {
    c.set('suspect', thread.suspect);
    parts.push(c.line(lines.suspect));
  }
  const cleared = thread.cleared[0];
  if (cleared) {
    c.set('cleared', cleared);
    parts.push(c.line(lines.cleared));
  } else if (!thread.suspect && left.length > 0) parts.push(c.line(lines.openField));
  parts.push(c.line(lines.test));
  parts.push(c.line(lines.closing));
  return parts;
}
