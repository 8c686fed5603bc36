/**
 * Role frames of persona chat (issue 13, fourth read): each persona answers a question IN ITS ROLE, from the parts of
 * the request (rule C) — the things named (a concept lexicon: overtime, rain, an exam, maths, a manager's criticism, a
 * freeze, a breakup, pay, a commute…), time words, the people counted, minutes and money, a star sign, a place to
 * meet, the question's shape. The detective reasons about a theft (what was taken and what was left, the window, the
 * people, what to check); the kid explains why clouds float; the astrologer reads one sign on a job decision; the idols
 * cheer for the exam named; the old friend answers an invitation; the girl keeps company after a hard day; the
 * psychologist takes up criticism at work. Every slot holds our own words or a span that passed the noun-phrase check
 * (rule A); when nothing can be read, a short question back quotes the visitor's whole sentence.
 */
import type { ChatMessage, ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import { hasAnyKeyword, lexiconKeysInOrder, matchDocument, type MatchDocument } from './keyword-match.ts';
import type { PhraseComposer } from './phrase-grammar.ts';
import { readTimeWords, timePhrase, isSoon, type TimeReading } from './chat-time-words.ts';
import { isNounPhrase } from './chat-noun-phrase.ts';
import { readSubjects } from './chat-grounded.ts';
import { groundedSubjects } from './data/persona/chat-grounded-lines.ts';
import { topicRegister } from './persona-chat-topics.ts';
import { zodiacSigns } from './data/persona/chat-frames.ts';
import { elementTraits } from './data/persona/chat-topic-lines.ts';
import {
  askBack, astrologerDecision, careClosing, careOpening, cheerWords, companyWords, conceptEntries, containers, detectiveCase, friendMeet, idolCheer, kidWhy, kidWhyTopics,
  leftBehindWords, meetWords, missingWords, roleConcepts, type RoleConcept, type RoleRegister,
} from './data/persona/chat-role-lines.ts';

/** What a chat request holds, read into parts. */
export interface RoleRequest {
  /** Things the visitor named, in order of appearance (the last message; an earlier one when the last names none). */
  concepts: RoleConcept[];
  time: TimeReading;
  /** People counted ("3 người", "three people", "세 명", "三个人"), as digits. */
  count: string | null;
  /** Minutes named ("5 phút", "five minutes"), as digits. */
  minutes: string | null;
  /** Money named ("200 nghìn", "$50", "5만 원", "200块"), as written. */
  amount: string | null;
  /** Whether something went missing, and something else was left behind; whether money is named at all. */
  missing: boolean;
  money: boolean;
  /** Whether it keeps happening ("third time this month", "lại mất", "또", "又"), and whether a closed group is named ("only our floor"). */
  repeated: boolean;
  group: boolean;
  left: boolean;
  /** What held the missing thing (index into containers), or null. */
  container: number | null;
  /** The star sign named (index into zodiacSigns), or null. */
  sign: number | null;
  why: boolean;
  meet: boolean;
  company: boolean;
  cheer: boolean;
  /** A place to meet that passed the noun-phrase check ("quán ốc", "the noodle place"), or null. */
  place: string | null;
  /** The visitor's last message when it is short enough to quote whole, or null. */
  quote: string | null;
  /** The kid's why-topic (clouds, rainbow…), or null. */
  whyTopic: string | null;
  /** The exam named, as a grounded subject key (an oral English exam), when the message names one. */
  examSubject?: string | null;
}

const conceptLexicon: Readonly<Record<RoleConcept, readonly string[]>> = Object.fromEntries(roleConcepts.map((key) => [key, conceptEntries[key].match])) as Record<RoleConcept, readonly string[]>;
const signLexicon: Readonly<Record<string, readonly string[]>> = Object.fromEntries(zodiacSigns.map((sign, index) => [String(index), sign.match]));
const containerLexicon: Readonly<Record<string, readonly string[]>> = Object.fromEntries(containers.map((entry, index) => [String(index), entry.match]));
const whyLexicon: Readonly<Record<string, readonly string[]>> = Object.fromEntries(kidWhyTopics.map((topic) => [topic.key, topic.match]));
const moneyWords: readonly string[] = ['money', 'cash', 'tiền', '돈', '현금', '钱', '现金'];

const wordDigits: Readonly<Record<string, string>> = {
  two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', ten: '10', fifteen: '15', twenty: '20',
  hai: '2', ba: '3', bốn: '4', năm: '5', sáu: '6', mười: '10',
  두: '2', 세: '3', 네: '4', 다섯: '5', 여섯: '6', 십: '10',
  两: '2', 二: '2', 三: '3', 四: '4', 五: '5', 六: '6', 十: '10',
};
const digitsOf = (word: string | undefined): string | null => (word === undefined ? null : /^\d+$/u.test(word) ? word : wordDigits[word.toLowerCase()] ?? null);

/** The number of people a message counts, as digits, or null. */
export function readPeopleCount(text: string): string | null {
  const found = /(\d{1,2}|two|three|four|five|six|seven|ten|hai|ba|bốn|năm|sáu|mười|두|세|네|다섯|여섯|两|二|三|四|五|六|十)\s*(?:people|persons|colleagues|coworkers|of us|người|명|个人|个同事|位同事)/iu.exec(text)?.[1];
  return digitsOf(found);
}

/** The minutes a message names, as digits, or null. */
export function readMinutes(text: string): string | null {
  const found = /(\d{1,3}|two|three|five|ten|fifteen|twenty|hai|ba|năm|mười|다섯|십|两|三|五|十)\s*(?:minutes?|mins?|phút|분|分钟)/iu.exec(text)?.[1];
  return digitsOf(found);
}

/** The money a message names, as written ("200 nghìn", "$50", "5만 원", "200块"), or null. */
export function readAmount(text: string): string | null {
  const patterns: readonly RegExp[] = [
    /\$\s?\d[\d,.]*|\b\d[\d,.]*\s*(?:dollars?|bucks|euros?|pounds?)\b/iu,
    /\b\d[\d.,]*\s*(?:nghìn|ngàn|triệu|đồng|k)(?![\p{L}])/iu,
    /\d[\d,]*\s*(?:만\s?원|천\s?원|원)/u,
    /(?:\d+|[一二两三四五六七八九十百千万]+)\s*(?:块钱|块|元)/u,
  ];
  for (const pattern of patterns) {
    const found = pattern.exec(text)?.[0]?.trim();
    if (found) return found;
  }
  return null;
}

/** A place to meet the message names, when it passes the noun-phrase check, or null. */
export function readMeetPlace(text: string): string | null {
  const candidates: Array<[string | undefined, ContentLanguage]> = [
    [/(quán\s+(?:cà phê|[\p{L}]+))/iu.exec(text)?.[1], 'vi'],
    [/\b(?:to|at)\s+((?:the|our)\s+[a-z]+\s(?:place|bar|café|cafe|diner|stall|restaurant|pub))\b/iu.exec(text)?.[1], 'en'],
    [/([가-힣]{1,5}(?:포차|술집|카페|국밥집|치킨집|고깃집))(?=에|에서|으로|로|\s|$)/u.exec(text)?.[1], 'ko'],
    [/(?:去|到)([\u4e00-\u9fff]{1,4}?(?:店|馆|摊|大排档|酒吧))/u.exec(text)?.[1], 'zh'],
  ];
  for (const [span, language] of candidates) if (span && isNounPhrase(span, language)) return span;
  return null;
}

/** The visitor's message to quote whole in a question back: one short sentence, no line breaks; else null. */
function quotable(text: string): string | null {
  const flat = text.replace(/\s+/gu, ' ').trim().replace(/[.。]+$/u, '');
  return flat.length > 0 && flat.length <= 60 && !/[“”"]/u.test(flat) ? flat : null;
}

const whyPattern = /\bwhy\b|왜|tại sao|vì sao|sao lại|(?:^|[,.!?]\s*|ơi,?\s+)sao\s|为什么|为啥|怎么会/iu;

/** Reads a conversation's last message (and, for follow-ups, the one before) into parts. */
export function readRoleRequest(messages: readonly ChatMessage[]): RoleRequest | null {
  const texts = messages.filter((message) => message.role === 'user').map((message) => message.content);
  const last = texts[texts.length - 1];
  if (last === undefined) return null;
  const doc: MatchDocument = matchDocument(last);
  let concepts = lexiconKeysInOrder(doc, conceptLexicon);
  if (concepts.length === 0 && texts.length >= 2) concepts = lexiconKeysInOrder(texts[texts.length - 2] as string, conceptLexicon);
  let time = readTimeWords(doc);
  for (let i = texts.length - 2; i >= 0 && time.when === null && time.weekday === null; i -= 1) time = readTimeWords(texts[i] as string);
  const container = lexiconKeysInOrder(doc, containerLexicon)[0];
  const sign = lexiconKeysInOrder(matchDocument(texts.join('\n')), signLexicon)[0];
  const why = whyPattern.test(last);
  return {
    concepts,
    time,
    count: readPeopleCount(last),
    minutes: readMinutes(last),
    amount: readAmount(last),
    missing: hasAnyKeyword(doc, missingWords),
    money: hasAnyKeyword(doc, moneyWords),
    repeated: /\b(?:keeps?|again|(?:second|third|fourth) time)\b|lần thứ|lại bị|cứ bị|번째|또|又|第[二三四]次/iu.test(last),
    group: /\bonly (?:people|us|our|the)\b|chỉ có|밖에 없|뿐이|只有/iu.test(last),
    left: hasAnyKeyword(doc, leftBehindWords),
    container: container === undefined ? null : Number(container),
    sign: sign === undefined ? null : Number(sign),
    why,
    meet: hasAnyKeyword(doc, meetWords),
    company: hasAnyKeyword(doc, companyWords),
    cheer: hasAnyKeyword(doc, cheerWords),
    place: readMeetPlace(last),
    quote: quotable(last),
    whyTopic: why ? lexiconKeysInOrder(doc, whyLexicon)[0] ?? null : null,
    examSubject: readSubjects(last).find((key) => examSubjects.has(key)) ?? null,
  };
}

/** Grounded subjects that name the exam a cheer is for (round 9: "thi vấn đáp tiếng Anh" is cheered as that, not "the exam"). */
const examSubjects: ReadonlySet<string> = new Set(['oral_english', 'oral_exam', 'exam']);

/** The role frame a persona answers a request with, or null when the request is not one its role takes up here. */
export type RoleKind = 'case' | 'why' | 'decision' | 'cheer' | 'meet' | 'care';

const has = (request: RoleRequest, ...keys: RoleConcept[]): boolean => keys.some((key) => request.concepts.includes(key));
/** Concepts a caring reply names in its opening list (things that happened; not people or moods). */
const detailConcepts: ReadonlySet<RoleConcept> = new Set(['criticism', 'freeze', 'standup', 'new_lead', 'interview', 'exam', 'math', 'report', 'overtime', 'rain', 'wet_shoes', 'breakup', 'job_change', 'commute']);

export function roleKindFor(persona: PersonaKey, request: RoleRequest): RoleKind | null {
  const details = request.concepts.filter((key) => detailConcepts.has(key));
  switch (persona) {
    // A case has suspects: something taken (not lost on a bus) with people, a window or something left behind to reason from.
    case 'detective': {
      const clues = request.count !== null || request.minutes !== null || request.left || request.repeated || request.group;
      return request.missing && clues ? 'case' : null;
    }
    case 'kid': return request.whyTopic ? 'why' : null;
    case 'astrologer': return request.sign !== null && has(request, 'job_change', 'salary', 'commute', 'promotion', 'relocate') ? 'decision' : null;
    case 'kpop_male':
    case 'kpop_female': return has(request, 'exam', 'report') && (request.cheer || isSoon(request.time) || request.time.weekday !== null) ? 'cheer' : null;
    case 'childhood_friend': return request.meet ? 'meet' : null;
    case 'girl': return request.company || (has(request, 'tired') && details.length >= 1) || details.length >= 2 ? 'care' : null;
    case 'psychologist': return has(request, 'criticism', 'new_lead', 'interview') || (has(request, 'freeze') && has(request, 'manager')) ? 'care' : null;
    default: return null;
  }
}

const registerLanguage = (register: RoleRegister): ContentLanguage => (register.startsWith('ko') ? 'ko' : register as ContentLanguage);

/** Joins names as a list a sentence can hold ("the overtime, the rain and wet shoes", "加班、大雨和湿透的鞋"). */
export function joinList(names: readonly string[], language: ContentLanguage): string {
  if (names.length <= 1) return names[0] ?? '';
  const head = names.slice(0, -1);
  const tail = names[names.length - 1] as string;
  switch (language) {
    case 'en': return `${head.join(', ')} and ${tail}`;
    case 'vi': return `${head.join(', ')} và ${tail}`;
    case 'zh': return `${head.join('、')}和${tail}`;
    case 'ko': return [...head, tail].join(', ');
  }
}

/** Writes one line of a slot; returns null when every try repeats something said earlier in the conversation. */
export type LineWriter = (slot: readonly string[]) => string | null;

let writeLine: LineWriter = () => null;

/** Writes each slot of a frame whose guards hold, one line per slot (a line that only repeats earlier ones is left out). */
function writeSlots(slots: readonly (readonly string[])[] | undefined, c: PhraseComposer): string[] {
  const parts: string[] = [];
  for (const slot of slots ?? []) {
    if (c.usable(slot).length === 0) continue;
    const line = writeLine(slot);
    if (line !== null) parts.push(line);
  }
  return parts;
}

/** The tips of the concepts named (in the order of the concept list), at most `limit`. */
function conceptTips(request: RoleRequest, register: RoleRegister, c: PhraseComposer, limit: number): string[] {
  const tips: string[] = [];
  for (const key of roleConcepts) {
    if (tips.length >= limit) break;
    const lines = request.concepts.includes(key) ? conceptEntries[key].tip?.[register] : undefined;
    const line = lines && c.usable(lines).length > 0 ? writeLine(lines) : null;
    if (line !== null) tips.push(line);
  }
  return tips;
}

/**
 * Writes a persona's reply in its role; empty when the role frame has nothing for this request. `line` writes one line
 * of a slot (by default a plain pick; the chat engine passes one that avoids sentences said earlier in the conversation).
 */
export function writeRoleReply(persona: PersonaKey, request: RoleRequest, c: PhraseComposer, line?: LineWriter): string[] {
  const kind = roleKindFor(persona, request);
  if (kind === null) return [];
  writeLine = line ?? ((slot) => c.line(slot));
  const register = topicRegister(persona, c.language) as RoleRegister;
  const language = registerLanguage(register);
  const when = timePhrase(request.time, language);
  if (when) c.set('when', when).flag('when');
  if (isSoon(request.time)) c.flag('soon');
  request.concepts.forEach((key) => c.flag(key === 'job_change' ? 'jobchange' : key));
  switch (kind) {
    case 'case': {
      const container = request.container === null ? null : containers[request.container];
      c.set('container', container?.name[language] ?? { en: 'your things', vi: 'đồ của bạn', zh: '你的东西', ko: '물건' }[language]);
      if (request.count) c.set('count', request.count).flag('count');
      if (request.minutes) c.set('minutes', request.minutes).flag('minutes');
      if (request.amount) c.set('amount', request.amount).flag('amount');
      if (request.left) c.flag('left');
      return writeSlots(detectiveCase[register], c);
    }
    case 'why': {
      const lines = request.whyTopic ? kidWhy[request.whyTopic]?.[register as 'en' | 'vi' | 'zh' | 'koPlain'] : undefined;
      return writeSlots(lines ? [lines] : [], c);
    }
    case 'decision': {
      const sign = request.sign === null ? undefined : zodiacSigns[request.sign];
      if (!sign) return [];
      c.setAll({ sign: sign.name[language], trait: elementTraits[sign.element][register] });
      return writeSlots(astrologerDecision[register], c);
    }
    case 'cheer': {
      const event = has(request, 'exam') ? 'exam' : 'report';
      const exam = event === 'exam' && request.examSubject ? groundedSubjects[request.examSubject]?.name[language] : undefined;
      c.set('event', exam ?? conceptEntries[event].name[language]);
      const [opening, ...rest] = idolCheer[register] ?? [];
      const parts = writeSlots(opening ? [opening] : [], c);
      parts.push(...conceptTips(request, register, c, 2));
      parts.push(...writeSlots(rest, c));
      return parts;
    }
    case 'meet': {
      if (request.place) c.set('place', request.place).flag('place');
      return writeSlots(friendMeet[register], c);
    }
    case 'care': {
      const who = persona === 'psychologist' ? 'psychologist' : 'girl';
      const names = request.concepts.filter((key) => detailConcepts.has(key)).map((key) => conceptEntries[key].name[language]).filter((name) => name !== '');
      c.set('details', joinList(names.slice(0, 3), language));
      const opening = careOpening[who][register];
      const parts = names.length > 0 || has(request, 'criticism') ? writeSlots(opening, c) : [];
      parts.push(...conceptTips(request, register, c, who === 'psychologist' ? 3 : 2));
      parts.push(...writeSlots(careClosing[who][register], c));
      return parts;
    }
  }
}

/** A short in-character question back quoting the visitor's whole message (or asking plainly when it is too long). */
export function writeAskBack(persona: PersonaKey, request: RoleRequest | null, c: PhraseComposer, line?: LineWriter): string[] {
  writeLine = line ?? ((slot) => c.line(slot));
  const register = topicRegister(persona, c.language) as RoleRegister;
  const frame = persona === 'kid' ? askBack.kid[register] : askBack.other[register];
  if (request?.quote) c.set('quote', request.quote).flag('quote');
  return writeSlots(frame, c);
}
