/**
 * The grounded fallback of the persona chat (round 9 of issue 13). A message no topic reader knows used to fall through
 * to a stock line for whatever intent word it held ("lunch" → street food, "after work" → studying), which brought in
 * things the visitor never wrote. This module reads only what is safe to read from any message — the people it names
 * (name-finder), the everyday subjects it brings up (a wedding, the rent, a layoff; named by us, never cut from the
 * text), an English noun phrase after my / the / our when the grammar is sure, the day, the kind of sentence (a plea
 * for help or for a cheer, an offer to show something, a why, a yes/no question) and the stance (worried, upset, glad)
 * — remembers the subjects, names and day told in earlier turns, and writes a reply from them: what was understood,
 * an answer to the kind of sentence, and one specific question back. It also gives one word to a part of a message
 * another answer left out (a layoff told beside an invitation).
 */
import type { ChatMessage, ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import { groundedLines, groundedSubjects, type GroundedRegister } from './data/persona/chat-grounded-lines.ts';
import { isNounPhrase } from './chat-noun-phrase.ts';
import { readTimeWords, timePhrase, type TimeReading } from './chat-time-words.ts';
import { lexiconKeysInOrder, matchDocument } from './keyword-match.ts';
import { readTextFacts } from './name-finder.ts';
import type { PhraseComposer } from './phrase-grammar.ts';
import { topicRegister } from './persona-chat-topics.ts';
import { normalizeForMatch } from './text-tools.ts';
import { titledNames } from './persona-chat-ask.ts';

/** The kind of sentence the message is, as far as it can be told. */
export type GroundedShape = 'help' | 'cheer' | 'show' | 'why' | 'yesno' | 'open';
/** How the visitor feels about what they tell. */
export type GroundedStance = 'worry' | 'upset' | 'glad' | 'plain';

/** What the grounded fallback read from a conversation. */
export interface GroundedReading {
  /** People named in the last message (no star signs, no forms of address). */
  names: string[];
  /** Everyday subjects of the last message, then those of earlier turns (keys of groundedSubjects). */
  subjects: string[];
  /** An English noun phrase of the last message, turned to the persona's side (my → your), when no subject names it. */
  phrase: string | null;
  /** The day named in the last message, or else in an earlier one. */
  time: TimeReading;
  shape: GroundedShape;
  stance: GroundedStance;
  /** Whether the message tells something already over ("went", "나갔는데", "hôm qua", "昨天"). */
  past: boolean;
}

/** Marks of a told past: English past forms and yesterday, Vietnamese hôm qua / vừa / đã, Korean past endings, Chinese 昨天 / 刚. */
const pastPattern = /\b(?:yesterday|last night|went|was|were|had|did|burned|burnt)\b|(?:hôm qua|tối qua|vừa mới|(?<![\p{L}])đã(?![\p{L}]))|(?:어제|[았었했갔봤났]는데|[았었했갔봤났]어[.!?\s]|[았었했갔봤났]다[.!?\s]|[았었했갔봤났]어요)|(?:昨天|刚才|刚刚|上周|已经)/u;

const subjectLexicon: Readonly<Record<string, readonly string[]>> = Object.fromEntries(Object.entries(groundedSubjects).map(([key, subject]) => [key, subject.match]));
/** A subject that hides a more general one found inside the same words. */
const hides: Readonly<Record<string, readonly string[]>> = { oral_english: ['oral_exam', 'exam'], oral_exam: ['exam'], layoff: ['quitting'], fan_meeting: ['concert'] };

/** Everyday subjects a text brings up, most specific first, general ones hidden by specific ones. */
export function readSubjects(text: string): string[] {
  const keys = lexiconKeysInOrder(matchDocument(text), subjectLexicon);
  const hidden = new Set(keys.flatMap((key) => hides[key] ?? []));
  return keys.filter((key) => !hidden.has(key));
}

/** Names that are not people: star signs, the persona's forms of address. */
const notPeople = new Set([
  'Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces', 'Mercury',
  'Grandma', 'Grandpa', 'Chef', 'Detective', 'Oppa', 'Unnie', 'Buddy', 'Doc', 'Thanksgiving', 'Christmas', 'English', 'Bé', 'Chị', 'Anh', 'Ê',
  '셰프', '오빠', '언니', '누나', '형', '선생', '탐정', '꼬마', '哥哥', '姐姐', '厨师', '小朋友', '侦探',
]);

const possessiveFlip: Readonly<Record<string, string>> = { my: 'your', our: 'your', your: 'my', the: 'the' };
const nounPhraseStart = /\b(my|our|your|the)\s+([A-Za-z'’-]+(?:\s+[A-Za-z'’-]+){0,3})/gu;
const phraseBoundary = /^(?:$|[,.!?;:)]|\s+(?:[A-Z]|(?:and|or|but|to|for|in|on|at|with|from|by|of|I|is|was|are|were|that|this|after|before|so|because|again|every|all|tonight|today|tomorrow)\b))/u;

/** A time word, which ends a noun phrase and is never part of one ("the grocery store today" is "the grocery store"). */
const timeWordInside = /\b(?:today|tonight|tomorrow|yesterday|now|(?:this|next|last) (?:morning|evening|week|weekend|month|year)|(?:on|this|next|last) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend))\b/iu;
/** Forms of address that are never a name on their own. */
const titleWords: ReadonlySet<string> = new Set(['Mr', 'Mrs', 'Ms', 'Miss', 'Dr', 'Coach', 'Professor']);

/** The first English noun phrase after my / our / your / the whose end is a clear boundary, turned to the persona's side. */
export function readEnglishPhrase(text: string): string | null {
  for (const found of text.matchAll(nounPhraseStart)) {
    const determiner = (found[1] ?? '').toLowerCase();
    const words = (found[2] ?? '').split(/\s+/u);
    const start = (found.index ?? 0) + (found[0] ?? '').length - (found[2] ?? '').length;
    for (let count = words.length; count >= 1; count -= 1) {
      const span = words.slice(0, count).join(' ');
      const rest = text.slice(start + span.length);
      if (!phraseBoundary.test(rest) || !isNounPhrase(span, 'en') || /[A-Z]/u.test(span) || timeWordInside.test(span)) continue;
      return `${possessiveFlip[determiner] ?? 'the'} ${span}`;
    }
  }
  return null;
}

const shapePatterns: ReadonlyArray<readonly [GroundedShape, RegExp]> = [
  ['help', /\b(?:can|could|would) you (?:help|come|give me a hand)|\bhelp me (?:move|carry|with)|(?:giúp|phụ|đỡ) (?:tao|mình|em|tớ|tôi)|(?:줄 수 있|줄래|도와 ?줘|도와줄|도와 줄)|(?:帮我|帮帮我|能不能帮|可以帮我|来帮)/iu],
  ['cheer', /\b(?:cheer me on|wish me luck|encourage me|motivate me|hype me up)\b|(?:động viên|cổ vũ|chúc) (?:em|mình|tao|tớ)|(?:응원 ?좀|응원해 ?줘|응원해 ?주세요|힘 좀 줘|힘내라고)|(?:给我加油|鼓励我|给我打气|为我加油)/iu],
  ['show', /\b(?:wanna|want to|do you want to) see\b|\bshow you\b|(?:muốn xem không|xem không|cho .{1,8} xem)|(?:볼래|보여 ?줄까|보여줄게|보여 줄게)|(?:想看吗|要看吗|给你看)/iu],
  ['why', /^\W*(?:why)\b|\bwhy (?:is|are|do|does|did|can|can't|don't)\b|(?:tại sao|vì sao|sao .{1,40}(?:vậy|thế)\s*\??$)|왜|为什么|为啥|怎么会/iu],
  // An advice question about the visitor's own step (should I…), not any question mark: "have you got the card?" is not one.
  ['yesno', /\b(?:should I|is it (?:ok|okay|a bad|a good|wise|too)|am I|do you think I)\b|(?:có nên|nên .{1,30} không|em có bị|có sao không)|(?:할까요|할까|해도 될까|해도 돼|되나요|나요\s*[?？]|을까요)|(?:要不要|该不该|我该|是不是我|应不应该)/iu],
];

const stancePatterns: ReadonlyArray<readonly [GroundedStance, RegExp]> = [
  ['worry', /\b(?:nervous|worried|worry|scared|anxious|afraid|freaking out)\b|(?:(?<![\p{L}])lo (?:quá|lắm|ghê)|(?:em|mình|tao|tớ) (?:lo|run|sợ)|hồi hộp|căng thẳng|run quá)|(?:걱정|긴장|무서|떨려|불안)|(?:紧张|担心|害怕|焦虑|慌)/iu],
  ['upset', /\b(?:ugh|annoyed|angry|mad|hate|unfair|overreacting|cried|crying|burned|burnt|ruined|messed up)\b|(?:bực|tức|ấm ức|khóc|buồn)|(?:짜증|화나|속상|서운|울었|ㅠ)|(?:哭|生气|难过|委屈|烦死)/iu],
  ['glad', /\b(?:finally|excited|yay|so happy)\b|(?:vui quá|háo hức|cuối cùng)|(?:드디어|신나|설레)|(?:终于|开心|太好了|激动)/iu],
];

/** A short quoted name right after a pet or a naming word ("柯基“馒头”", "my dog 'Biscuit'", "강아지 '콩이'"). */
function quotedNames(text: string): string[] {
  const found = /(?:dog|cat|puppy|corgi|named|called|狗|狗狗|猫|猫咪|柯基|叫|강아지|고양이|이름은|chó|mèo|cún|tên)\s*["“'‘「]([\p{L}]{1,12}(?:\s[\p{L}]{1,12})?)["”'’」]/u.exec(text);
  return found?.[1] ? [found[1]] : [];
}

/**
 * Whether a name the name-finder read can be said back: Korean names only where a particle or a title marks them as a
 * person (민수가, 민수 씨; never 셰프님, the persona addressed), since a bare word before a particle is often a noun ("양도라도" is not 양도라).
 */
function isSureName(name: string, text: string): boolean {
  if (!/[가-힣]/u.test(name)) return true;
  return new RegExp(`${name}(?:\\s?씨|이가|이는|이랑|이한테|한테|가\\s|는\\s|야\\s|아\\s)`, 'u').test(text);
}

/** Reads what the grounded fallback may use from a conversation (the last user message, then earlier ones). */
export function readGrounded(messages: readonly ChatMessage[]): GroundedReading {
  const userTexts = messages.filter((m) => m.role === 'user').map((m) => m.content);
  const last = userTexts[userTexts.length - 1] ?? '';
  const subjects = readSubjects(last);
  for (let i = userTexts.length - 2; i >= 0; i -= 1) {
    for (const key of readSubjects(userTexts[i] as string)) if (!subjects.includes(key)) subjects.push(key);
  }
  let time = readTimeWords(last);
  for (let i = userTexts.length - 2; i >= 0 && time.when === null && time.weekday === null; i -= 1) time = readTimeWords(userTexts[i] as string);
  const subjectWords = new Set(subjects.map((key) => groundedSubjects[key]?.name.en ?? ''));
  // Round 9b: a title stays with its name ("Mr. Patel", never "Mr"; "chị Hạnh", "王老师"); a bare title is no name.
  const titled = titledNames(last);
  const plain = readTextFacts(last).names.filter((name) => isSureName(name, last) && !titleWords.has(name) && !titled.some((whole) => whole.includes(name)));
  const names = [...quotedNames(last), ...titled, ...plain]
    .filter((name, index, all) => all.indexOf(name) === index && !notPeople.has(name) && !subjectWords.has(name) && name.length <= 16);
  const phrase = subjects.length === 0 && /[A-Za-z]/u.test(last) && !/[^ -~\s’“”…—–]/u.test(last) ? readEnglishPhrase(last) : null;
  const shape = shapePatterns.find(([, pattern]) => pattern.test(last.trim()))?.[0] ?? 'open';
  const stance = stancePatterns.find(([, pattern]) => pattern.test(last))?.[0] ?? 'plain';
  return { names, subjects, phrase, time, shape, stance, past: pastPattern.test(last) };
}

/** Whether a message tells a worry ("걱정돼", "lo quá", "担心", "I'm worried"). */
export const tellsWorry = (text: string): boolean => stancePatterns[0]?.[1].test(text) === true;

/** Whether the reading holds anything of the visitor's own to answer with (a name, a subject or a noun phrase). */
export const hasGround = (reading: GroundedReading): boolean => reading.names.length > 0 || reading.subjects.length > 0 || reading.phrase !== null;

/** Personas who would turn up in person to help (a friend, the girl, the kid); the others cheer from afar. */
const nearPersonas: ReadonlySet<PersonaKey> = new Set(['childhood_friend', 'girl', 'kid']);

/** The day said back, spaced for a register's lines ({w}). */
function daySlot(time: TimeReading, language: ContentLanguage): string {
  const phrase = timePhrase(time, language);
  if (phrase === null) return '';
  if (language === 'ko') return `${phrase} `;
  return language === 'zh' ? phrase : ` ${phrase}`;
}

/** The register of the grounded lines for a persona in a language. */
export const groundedRegister = (persona: PersonaKey, language: ContentLanguage): GroundedRegister => topicRegister(persona, language) as GroundedRegister;

/** Writes one line of a list (the chat engine passes a writer that avoids sentences said earlier). */
export type GroundedLineWriter = (list: readonly string[]) => string | null;

/** Sets the slots and flags of the grounded lines: the subject (or noun phrase), the first name, the day. */
export function setGroundedSlots(reading: GroundedReading, c: PhraseComposer): void {
  const key = reading.subjects[0];
  const subject = key ? groundedSubjects[key]?.name[c.language] ?? null : c.language === 'en' ? reading.phrase : null;
  c.flag('subject', subject !== null).flag('name', reading.names.length > 0).flag('when', timePhrase(reading.time, c.language) !== null);
  if (subject !== null) c.set('subject', subject);
  if (reading.names[0]) c.set('name', reading.names[0]);
  c.set('w', daySlot(reading.time, c.language));
}

/**
 * Writes the grounded reply: what was understood (by stance), an answer to the kind of sentence, and one specific
 * question back (about the worry, the person named, the event's day, the trouble or the thing).
 */
export function writeGroundedReply(persona: PersonaKey, reading: GroundedReading, c: PhraseComposer, line: GroundedLineWriter): string[] {
  const lines = groundedLines[groundedRegister(persona, c.language)];
  setGroundedSlots(reading, c);
  const parts: string[] = [];
  const push = (list: readonly string[]): void => {
    const usable = c.usable(list);
    const written = usable.length > 0 ? line(usable) : null;
    if (written !== null) parts.push(written);
  };
  const subjectKind = reading.subjects[0] ? groundedSubjects[reading.subjects[0]]?.kind : reading.phrase ? 'thing' : undefined;
  push(lines[reading.stance]);
  switch (reading.shape) {
    case 'help': push(nearPersonas.has(persona) ? lines.help : lines.helpFar); return parts;
    case 'show': push(lines.show); return parts;
    case 'cheer': push(lines.cheer); return parts;
    case 'why': if (persona === 'kid') push(lines.why); break;
    case 'yesno': if (reading.stance !== 'upset' && reading.stance !== 'worry') push(lines.yesno); break;
    case 'open': break;
  }
  if (reading.stance === 'worry') push(lines.askWorry);
  else if (reading.names.length > 0 && (reading.stance === 'upset' || subjectKind === undefined)) push(lines.askName);
  else if (subjectKind === 'event') push(reading.past ? lines.askPast : lines.askEvent);
  else if (subjectKind === 'trouble') push(lines.askTrouble);
  else if (subjectKind === 'thing') push(lines.askThing);
  return parts;
}

/**
 * One word for each part of the message another answer left out: a subject of the last message none of whose words
 * the reply holds — a trouble is acknowledged (or, asked about, not decided in the heat), an event a friend is invited
 * to accepted with its day. Empty when every part was answered.
 */
export function writeGroundedAddOn(persona: PersonaKey, lastMessage: string, reply: string, c: PhraseComposer, line: GroundedLineWriter, invited: boolean): string[] {
  const said = normalizeForMatch(reply);
  const missing = readSubjects(lastMessage).filter((key) => {
    const subject = groundedSubjects[key];
    if (!subject || subject.kind === 'thing' || (subject.kind === 'event' && !(invited && nearPersonas.has(persona)))) return false;
    const named = normalizeForMatch(subject.name[c.language]);
    return !said.includes(named) && !subject.match.some((word) => said.includes(normalizeForMatch(word)));
  });
  // A trouble (a layoff) is answered before an event is accepted; one of each at most.
  const trouble = missing.find((key) => groundedSubjects[key]?.kind === 'trouble');
  const event = missing.find((key) => groundedSubjects[key]?.kind === 'event');
  const lines = groundedLines[groundedRegister(persona, c.language)];
  const asked = shapePatterns.find(([, pattern]) => pattern.test(lastMessage.trim()))?.[0] === 'yesno';
  const parts: string[] = [];
  c.set('w', daySlot(readTimeWords(lastMessage), c.language));
  for (const key of [trouble, event]) {
    const subject = key ? groundedSubjects[key] : undefined;
    if (!subject) continue;
    c.set('subject', subject.name[c.language]);
    const decision = asked && key === 'quitting';
    const written = line(subject.kind === 'trouble' ? (decision ? lines.decide : lines.alsoTrouble) : lines.alsoEvent);
    if (written !== null) parts.push(written);
  }
  return parts;
}
