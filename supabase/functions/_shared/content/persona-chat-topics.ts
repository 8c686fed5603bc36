/**
 * Rule C of issue 13 for persona chat: a question is parsed into parts before anything is written — its shape (why,
 * how / what should I, have you also, is it ok / should I), its topic family (cooking with listed ingredients, audition
 * nerves, a fear of introductions, a confession with a star sign, a practice plateau, the moon, the sky, rain, stars,
 * dinosaurs), its time words (tomorrow, next month, Monday — also from an earlier turn the last message builds on) and
 * details (a new job told before, a rhythm problem, minutes and people for a dinner) — and the reply is built from
 * those parts in the persona's one register, its first sentence answering what was asked about the topic named.
 */
import type { ChatMessage, ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import { hasAnyKeyword, lexiconKeysInOrder, matchDocument, type MatchDocument } from './keyword-match.ts';
import type { PhraseComposer } from './phrase-grammar.ts';
import { isSoon, readTimeWords, timePhrase, type TimeReading } from './chat-time-words.ts';
import { elementTraits, topicLines, type TopicFamily, type TopicRegister } from './data/persona/chat-topic-lines.ts';
import {
  auditionWords, beatWords, dishFor, favouriteKinds, feelingWords, mysteryAsk, theirsToo, newJobWords, setbackEvents, talkWords, practiceSubjects, topicFamilyKeywords, topicIngredients, type Feeling, type IngredientRole,
} from './data/persona/chat-topic-words.ts';
import { zodiacSigns } from './data/persona/chat-frames.ts';

/** What a question asks. */
export type AskShape = 'why' | 'how' | 'have_you' | 'is_it_ok' | 'other';

/** The parts of a chat question. */
export interface ChatAsk {
  shape: AskShape;
  family: TopicFamily;
  time: TimeReading;
  /** Ingredient keys, in the order named (cooking). */
  ingredients: string[];
  /** Index into zodiacSigns, or null. */
  sign: number | null;
  newJob: boolean;
  beat: boolean;
  /** A talk in front of people (a presentation), not an introduction. */
  talk: boolean;
  minutes: string | null;
  people: string | null;
  /** Whether the chicken named is raw (to be cooked through first), not leftover or already cooked. */
  rawChicken: boolean;
  /** A stage fright about a contest or a show, not an audition (audition family). */
  contest: boolean;
  /** The event that went badly (setback family): a key of setbackEvents, or null. */
  event: string | null;
  /** The feelings named (feelings family), in the order of feelingWords. */
  feelings: Feeling[];
  /** The kind of thing asked for a favourite of (favourite family), and whether the visitor gave theirs. */
  favourite: string | null;
  theirs: boolean;
}

/** Chicken named as already cooked ("leftover chicken", "rotisserie", "gà luộc", "남은 닭", "熟鸡肉"). */
const cookedChicken = /\b(?:leftover|cooked|roast(?:ed)?|rotisserie|shredded|grilled)\s+chicken\b|rotisserie|gà (?:luộc|nướng|quay|rán) (?:còn|thừa)|(?:남은|삶은|구운)\s*닭|(?:剩|熟|烤)的?鸡/iu;

const shapePatterns: ReadonlyArray<[AskShape, RegExp]> = [
  ['have_you', /\b(?:have you (?:ever|also)|did you (?:ever|also)|were you (?:ever|also)|was it (?:like this|the same) for you)\b|你[^，。？?]{0,12}(?:也这样|也是这样|也会|有没有过)|(?:언니|오빠|형|누나|선배|너|당신)[도는]?[^.?!]{0,15}(?:그랬|그런 적|이랬)|(?:anh|chị|bạn|cậu)\s+(?:cũng|có bao giờ|đã từng)/iu],
  ['why', /\bwhy\b|\bhow come\b|왜|어째서|tại sao|vì sao|sao lại|为什么|为啥|怎么会/iu],
  ['is_it_ok', /\b(?:should i|is it ok|is it okay|can i|would it be ok)\b|해도 (?:될까|돼|되나|괜찮)|할까요|có nên|được không|có sao không|可以吗|该不该|要不要|行不行|好不好/iu],
  ['how', /\b(?:how (?:do|can|should) i|what (?:can|should|do) i|what to do|any tips)\b|어떻게|뭐 하면|뭘 하면|뭐 해야|làm sao|làm gì|thế nào|怎么办|怎么做|做什么|该怎么/iu],
];

/** The shape of a question ("other" when none of the patterns fits). */
export function readAskShape(text: string): AskShape {
  return shapePatterns.find(([, pattern]) => pattern.test(text))?.[0] ?? 'other';
}

const ingredientLexicon: Readonly<Record<string, readonly string[]>> = Object.fromEntries(Object.entries(topicIngredients).map(([key, item]) => [key, item.match]));
const signLexicon: Readonly<Record<string, readonly string[]>> = Object.fromEntries(zodiacSigns.map((sign, index) => [String(index), sign.match]));
const cookingAsk = /\b(?:make|cook|dinner|lunch|breakfast|recipe|eat)\b|만들|해 먹|요리|저녁|점심|làm món|nấu|ăn gì|món gì|做什么|做点|吃什么|晚饭|午饭|菜/iu;
const scienceFamilies: readonly TopicFamily[] = ['moon', 'sky', 'rain', 'stars', 'dinosaurs'];

const eventLexicon: Readonly<Record<string, readonly string[]>> = Object.fromEntries(Object.entries(setbackEvents).map(([key, event]) => [key, event.match]));
const feelingOrder = Object.keys(feelingWords) as Feeling[];

/** The event a message says went badly ("the interview went badly", "면접 망한 것 같아", "thi trượt", "考砸了"), or null. */
export function readSetback(doc: MatchDocument): string | null {
  if (!hasAnyKeyword(doc, topicFamilyKeywords.setback)) return null;
  return lexiconKeysInOrder(doc, eventLexicon)[0] ?? null;
}

const kindLexicon: Readonly<Record<string, readonly string[]>> = favouriteKinds;

/** The kind of thing a "what's your favourite …" message asks about (a key of favouriteKinds), or null. */
export function readFavourite(doc: MatchDocument): string | null {
  if (!hasAnyKeyword(doc, topicFamilyKeywords.favourite)) return null;
  return lexiconKeysInOrder(doc, kindLexicon)[0] ?? null;
}

/** The feelings a message names, in the order of feelingWords. */
export function readFeelings(doc: MatchDocument): Feeling[] {
  return feelingOrder.filter((feeling) => hasAnyKeyword(doc, feelingWords[feeling]));
}

function familyOf(doc: MatchDocument, text: string, shape: AskShape, ingredients: readonly string[], persona?: PersonaKey): TopicFamily | null {
  if (ingredients.length >= 2 && (cookingAsk.test(text) || shape === 'how' || ingredients.length >= 3)) return 'cooking';
  // Something that already went badly is comforted, never prepared for (sixth round: a failed interview got interview prep).
  if (readSetback(doc) !== null) return 'setback';
  if (readFavourite(doc) !== null) return 'favourite';
  if (hasAnyKeyword(doc, topicFamilyKeywords.audition)) return 'audition';
  if (hasAnyKeyword(doc, topicFamilyKeywords.social_fear)) return 'social_fear';
  if (hasAnyKeyword(doc, topicFamilyKeywords.confession)) return 'confession';
  if (hasAnyKeyword(doc, topicFamilyKeywords.practice) && hasAnyKeyword(doc, practiceSubjects)) return 'practice';
  // The psychologist names back the feeling the visitor names (anger and guilt, anxiety, emptiness; loneliness with one
  // of them). Loneliness alone is sadness, which the persona's own varied lines already meet.
  if (persona === 'psychologist' && readFeelings(doc).some((feeling) => feeling !== 'lonely')) return 'feelings';
  if (persona === 'psychologist' && hasAnyKeyword(doc, topicFamilyKeywords.stuck)) return 'stuck';
  // Science questions are questions: "the moon was pretty tonight" is not asking why it changes.
  const asking = shape === 'why' || shape === 'how';
  const science = asking ? scienceFamilies.find((family) => hasAnyKeyword(doc, topicFamilyKeywords[family])) ?? null : null;
  if (science) return science;
  // The detective takes any unexplained happening as a case: how / why / who does it, with no other family read.
  return persona === 'detective' && (asking || mysteryAsk.test(text) || recurringHappening.test(text)) ? 'mystery' : null;
}

/**
 * Round 14: a happening told as recurring with nobody seen doing it (every night something knocks…, 매일 아침 …
 * 파헤쳐져 있어요, sáng nào cũng bị…, 每天早上都被…) is a case for the detective even when nothing is asked.
 */
const recurringHappening = /\b(?:every|each) (?:night|morning|day|evening|week|weekend)\b[^.?!]*\b(?:something|someone|somebody|gets?|got|is|are|keeps?|goes|go|disappears?|missing)\b|(?:매일|매주|매번|밤마다|아침마다|저녁마다)[^.?!]*(?:[져겨혀려] 있|없어지|없어져|사라지|사라져|누가|누군가)|(?:(?:sáng|tối|đêm|ngày|tuần) nào(?:\s+[\p{L}]+){0,6}?\s+cũng|mỗi (?:sáng|tối|đêm|ngày))[^.?!]*(?:(?<![\p{L}])bị(?![\p{L}])|có người|ai đó|mất)|(?:每天|每晚|每周|天天)[^。？！]*(?:被|少了?|不见|有人|没了)/iu;

/** Words by which a message builds on an earlier one ("that", "그거", "这个", "chuyện đó") or is a short follow-up. */
const refersBack = /\b(?:that|it|this|those)\b|그거|그게|그건|이거|这个|那个|这件事|chuyện đó|cái đó|vậy/iu;

/**
 * The parts of the last visitor message; when it names no family but builds on an earlier message that did, that
 * message's family. Time words and a new job may come from earlier turns (Monday told first, the introductions after).
 */
export function readChatAsk(messages: readonly ChatMessage[], persona?: PersonaKey): ChatAsk | null {
  const texts = messages.filter((message) => message.role === 'user').map((message) => message.content);
  const last = texts[texts.length - 1];
  if (last === undefined) return null;
  const read = (text: string): { family: TopicFamily | null; doc: MatchDocument; ingredients: string[] } => {
    const doc = matchDocument(text);
    const ingredients = lexiconKeysInOrder(doc, ingredientLexicon);
    return { doc, ingredients, family: familyOf(doc, text, readAskShape(text), ingredients, persona) };
  };
  let found = read(last);
  let source = last;
  if (found.family === null && texts.length >= 2 && (refersBack.test(last) || last.length < 40)) {
    const before = texts[texts.length - 2] as string;
    const earlier = read(before);
    if (earlier.family !== null) {
      found = earlier;
      source = before;
    }
  }
  const family = found.family;
  if (family === null) return null;
  let time = readTimeWords(found.doc);
  for (let i = texts.length - 1; i >= 0 && time.when === null && time.weekday === null; i -= 1) time = readTimeWords(texts[i] as string);
  const all = texts.join('\n');
  const sign = lexiconKeysInOrder(matchDocument(all), signLexicon)[0];
  return {
    shape: readAskShape(last === source ? last : `${source} ${last}`),
    family,
    time,
    ingredients: found.ingredients,
    sign: sign === undefined ? null : Number(sign),
    newJob: hasAnyKeyword(matchDocument(all), newJobWords),
    beat: hasAnyKeyword(found.doc, beatWords),
    talk: hasAnyKeyword(found.doc, talkWords),
    minutes: /(\d{1,3})\s*(?:minutes|mins?\b|분|phút|分钟)/iu.exec(source)?.[1] ?? null,
    people: peopleCount(source),
    rawChicken: found.ingredients.includes('chicken') && !cookedChicken.test(source),
    contest: family === 'audition' && !hasAnyKeyword(found.doc, auditionWords),
    event: family === 'setback' ? readSetback(found.doc) : null,
    feelings: family === 'feelings' ? readFeelings(found.doc) : [],
    favourite: family === 'favourite' ? readFavourite(found.doc) : null,
    theirs: family === 'favourite' && theirsToo.test(source),
  };
}

const peopleNames: Readonly<Record<string, Readonly<Record<ContentLanguage, string>>>> = {
  2: { en: 'two', ko: '두 사람', vi: 'hai người', zh: '两个人' },
  3: { en: 'three', ko: '세 사람', vi: 'ba người', zh: '三个人' },
  4: { en: 'four', ko: '네 사람', vi: 'bốn người', zh: '四个人' },
};

function peopleCount(text: string): string | null {
  const match = /\bfor (two|three|four|2|3|4)\b|(두|세|네) (?:명|사람)|(2|3|4)인분|둘이|(hai|ba|bốn|2|3|4) người|(两|三|四|2|3|4)个?人/iu.exec(text);
  if (!match) return null;
  const word = (match[1] ?? match[2] ?? match[3] ?? match[4] ?? match[5] ?? (match[0].startsWith('둘') ? '2' : '')).toLowerCase();
  const digits: Record<string, string> = { two: '2', three: '3', four: '4', 두: '2', 세: '3', 네: '4', hai: '2', ba: '3', bốn: '4', 两: '2', 三: '3', 四: '4' };
  return digits[word] ?? (/^[234]$/u.test(word) ? word : null);
}

/** The Korean speech level of each persona: one per persona, everywhere it speaks. */
const koreanRegister: Readonly<Record<PersonaKey, TopicRegister>> = {
  psychologist: 'koPolite', kpop_male: 'koPolite', kpop_female: 'koPolite',
  astrologer: 'koHage', detective: 'koHage',
  chef: 'koPlain', childhood_friend: 'koPlain', girl: 'koPlain', kid: 'koPlain',
};

/** The register a persona answers in, in a language. */
export function topicRegister(persona: PersonaKey, language: ContentLanguage): TopicRegister {
  return language === 'ko' ? koreanRegister[persona] : language;
}

function joinNames(names: readonly string[], language: ContentLanguage): string {
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

/** Sets the cooking slots: the dish for the roles present and each role's ingredients, named in the reply's language. */
function setCookingSlots(ask: ChatAsk, c: PhraseComposer): void {
  const { language } = c;
  const byRole = new Map<IngredientRole, string[]>();
  for (const key of ask.ingredients) {
    const item = topicIngredients[key];
    if (!item) continue;
    byRole.set(item.role, [...(byRole.get(item.role) ?? []), item.name[language]]);
  }
  const starchRole = (['starch_bread', 'starch_rice', 'starch_noodle', 'starch_potato'] as const).find((role) => byRole.has(role));
  const roles = new Set(byRole.keys());
  if (starchRole) {
    roles.forEach((role) => { if (role.startsWith('starch_') && role !== starchRole) roles.delete(role); });
    c.set('starch', byRole.get(starchRole)?.[0] ?? '').flag('starch').flag(starchRole);
  }
  for (const role of ['green', 'veg', 'egg', 'protein', 'cheese'] as const) {
    const names = byRole.get(role);
    if (names) c.set(role, joinNames(names, language)).flag(role);
  }
  c.set('dish', dishFor(roles, language, ask.ingredients));
  // Rice and noodles are tossed over high heat at the end; bakes and hashes finish under a lid.
  if (starchRole === 'starch_rice' || starchRole === 'starch_noodle') c.flag('tossed');
  c.set('all', joinNames(ask.ingredients.map((key) => topicIngredients[key]?.name[language] ?? key), language));
  if (ask.minutes) c.set('minutes', ask.minutes).flag('minutes');
  if (ask.rawChicken) c.flag('raw');
  const people = ask.people ? peopleNames[ask.people]?.[language] : undefined;
  if (people) c.set('people', people).flag('people');
}

/** Writes the sentences that answer a parsed question in a persona's register (the caller joins them). */
export function writeTopicAnswer(ask: ChatAsk, persona: PersonaKey, c: PhraseComposer): string[] {
  const register = topicRegister(persona, c.language);
  const said = timePhrase(ask.time, c.language);
  // Korean says "다음 달에 / 목요일에" but "내일 / 오늘" with no particle.
  const when = said && c.language === 'ko' && !isSoon(ask.time) ? `${said}에` : said;
  if (when) c.set('when', when).flag('when');
  if (ask.time.when === 'tomorrow') c.flag('soon');
  else if (isSoon(ask.time)) c.flag('today');
  if (persona === 'kpop_male' || persona === 'kpop_female') c.flag('idol');
  if (persona === 'kid') c.flag('kid');
  if (ask.shape === 'have_you') c.flag('have_you');
  if (ask.newJob) c.flag('newjob');
  if (ask.beat) c.flag('beat');
  if (ask.talk) c.flag('talk');
  const sign = ask.sign === null ? undefined : zodiacSigns[ask.sign];
  if (sign) c.setAll({ sign: sign.name[c.language], trait: elementTraits[sign.element][register] }).flag('sign');
  if (ask.family === 'cooking') setCookingSlots(ask, c);
  if (ask.contest) c.flag('contest');
  const event = ask.event === null ? undefined : setbackEvents[ask.event];
  if (event) c.set('event', event.name[c.language]);
  for (const feeling of ask.feelings) c.flag(feeling);
  if (ask.favourite) c.flag(`fav_${ask.favourite}`);
  if (ask.theirs) c.flag('theirs');
  const parts: string[] = [];
  for (const slot of topicLines[register][ask.family] ?? []) {
    if (c.usable(slot).length === 0) continue;
    parts.push(c.line(slot));
  }
  return parts;
}
