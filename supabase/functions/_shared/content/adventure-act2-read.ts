/**
 * Round 11, wave 2 of issue 13: three more shapes of a visitor's own act, read from the clause's grammar. A blind read
 * still found "offer the ferryman my mother's ring to take me across" told as "The take looks at the ferryman", a
 * pencil rubbed over a page "to see what was written" doing nothing, a torch held "so Hạnh can repair" doing nothing,
 * "ask her what she wants to be" answered "sit down, it's longer than you think", and a chip slipped back into a
 * pocket before walking off doing nothing. Here:
 * - a PURPOSE clause (to / so (that) / for X to / để / cho X + verb / -게 / -도록 / -려고 / 为了 / 让X / 好让 / 给X + verb),
 *   or an act that serves a person (hold the light for X, help X …, share X with Y), is read as the main act (its verb
 *   class, its object, its person) and the goal (who does what, in the clause's own words, or what is looked for);
 * - a question put to a person about THEM (where they grew up, what they want to be, their name, why they did a thing);
 * - something slipped back to where it belongs (a pocket, a bag), with or without walking off after.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { enThirdPerson, soughtOf, type Sought } from './adventure-act-read.ts';
import { storyCast } from './adventure-cast.ts';

/** What the main act of a purpose does: hands a thing over, lights the way, shares, or anything else. */
export type MainVerb = 'give' | 'light' | 'share' | 'other';

/** The main act of a purpose choice: its verb class, its object as a whole phrase, the person it is aimed at. */
export interface MainAct {
  verb: MainVerb;
  /** The act moves the player (a climb, a run): what it is for is no thing read or found. */
  moves?: boolean;
  thing: string | null;
  person: string | null;
}

/** What a purpose clause wants: something seen, or a deed done by a person (null: the player) in narration form. */
export type Goal = { kind: 'see'; sought: Sought } | { kind: 'deed'; doer: string | null; deed: string };

/** What a question about a person asks: where they come from, what they want to be, their name, why they did a thing. */
export type SelfTopic = { kind: 'origin' } | { kind: 'wish' } | { kind: 'name' } | { kind: 'reason'; deed: string | null };

/** An act of the second wave. */
export type Act2Shape =
  | { kind: 'purpose'; main: MainAct; goal: Goal | null }
  | { kind: 'about'; person: string; topic: SelfTopic }
  | { kind: 'slip'; thing: string; place: string; owner: string | null; leaves: boolean };

const enPerson = String.raw`(?:(?:the|that|this|old|young|your)\s+[\w-]+(?:\s[\w-]+)?|(?:(?:Mr|Mrs|Ms|Dr|Miss)\.?\s)?\p{Lu}[\p{L}'-]+|him|her|them)`;
const viPerson = String.raw`(?:(?:anh|chị|em|cô|chú|bác|ông|bà|cậu|thầy|dì|bé|cháu|bạn)\s+\p{Lu}[\p{L}\p{M}]*(?:\s\p{Lu}[\p{L}\p{M}]*)?|\p{Lu}[\p{L}\p{M}]*(?:\s\p{Lu}[\p{L}\p{M}]*)?|cô ấy|anh ấy|cậu ấy|chị ấy|mọi người|cả nhóm)`;
/** The patterns built on enPerson and viPerson, compiled once, not on every choice read. */
const enDoubleObject = new RegExp(String.raw`^(\w+)\s+(${enPerson})\s+((?:your|the|a|an|some|his|her|their|one|two|three|all|half|what['’]s left of)\b.+)$`, 'u');
const enToPerson = new RegExp(String.raw`^(\w+)\s+(.+?)\s+(?:steady\s+)?(?:to|for|with|among)\s+(${enPerson})$`, 'u');
const enPurposeSo = new RegExp(String.raw`^(.+?)\s+(?:so that|so|in case)\s+(you|he|she|they|it|${enPerson})\s+(.+)$`, 'u');
const enForPersonTo = new RegExp(String.raw`^(.+?)\s+for\s+(${enPerson})\s+to\s+([a-z][\w' -]*)$`, 'u');
const enHelpPerson = new RegExp(String.raw`^(?:help|helps)\s+(${enPerson})\s+(?:to\s+)?([a-z][\w' -]*)$`, 'u');
const viVerbForPerson = new RegExp(String.raw`^(\S+(?:\s(?:sẻ|lại))?)\s+(.+?)(?:\s+(?:cho|với)\s+(${viPerson}))?$`, 'u');
const viPersonLead = new RegExp(String.raw`^(${viPerson})\s+(.+)$`, 'u');
const viForPerson = new RegExp(String.raw`^(.+?)\s+(?:cho|giúp)\s+(${viPerson})\s+(\p{Ll}.+)$`, 'u');
const viHelpPerson = new RegExp(String.raw`^(?:giúp|phụ)\s+(${viPerson})\s+(\p{Ll}.+)$`, 'u');
const enAskAbout = new RegExp(String.raw`^(?:ask|asks)\s+(${enPerson})\s+(?:about\s+)?(.+)$`, 'u');
const viAskAbout = new RegExp(String.raw`(?:^|\s)hỏi\s+(?:thăm\s+)?(${viPerson})\s+(?:xem\s+)?(.+)$`, 'u');
const viOwner = new RegExp(String.raw`(?:của\s+)?(${viPerson})$`, 'u');

const lightWords = /\b(?:light|torch|lamp|lantern|flashlight|candle|phone)\b|đèn|soi|rọi|chiếu|손전등|랜턴|등불|불빛|비춰|비추|手电|灯|照/iu;
const giveVerbs: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:give|offer|hand|pay|slip|pass|toss|throw|bring|press|promise)$/iu,
  vi: /^(?:đưa|trao|tặng|dúi|biếu|trả|nhét|chìa)$/iu,
  ko: /건네|건넨|준다|주고|주며|내민|내밀|쥐여|바친/u,
  zh: /递给|交给|塞给|送给|给了|付给|拿给/u,
};
const shareWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:share|shares|split|splits|divide|divides)$/iu,
  vi: /^(?:chia|san sẻ|nhường)$/iu,
  ko: /나눠|나누어|나눈다|나누고/u,
  zh: /分给|分了|分一半/u,
};

function verbClass(verb: string, main: string, language: ContentLanguage): MainVerb {
  if (shareWords[language].test(verb)) return 'share';
  if (lightWords.test(main) && /\b(?:hold|holds|shine|shines|point|points|raise|raises|lift|lifts|keep|keeps)\b|soi|rọi|chiếu|bật|cầm|giơ|비춰|비추|밝혀|照|举|打着|拿着/iu.test(main)) return 'light';
  return giveVerbs[language].test(verb) ? 'give' : 'other';
}

/** English: a finite predicate as a result ("can let you through" → "lets you through"; "won't see you" → "don't see you"). */
function enResult(predicate: string, singular: boolean): string {
  const modal = /^(?:can|could|will|would|may|might|shall)\s+(not\s+)?(.+)$/iu.exec(predicate);
  if (modal) {
    const base = modal[2] as string;
    if (modal[1]) return `${singular ? "doesn't" : "don't"} ${base}`;
    return singular ? enThirdPerson(base) : base;
  }
  const negative = /^(?:won['’]t|wouldn['’]t|can['’]t|cannot|couldn['’]t)\s+(.+)$/iu.exec(predicate);
  if (negative) return `${singular ? "doesn't" : "don't"} ${negative[1] as string}`;
  return predicate;
}

const enSubjectPronoun = /^(?:he|she|they|it)$/iu;
const enDeterminerOrPronoun = /^(?:the|a|an|my|your|his|her|their|our|its|this|that|these|those|him|them|me|you|us|it|some|any|every|each)$/iu;
const enMotion = /^(?:go|walk|run|head|come|return|get|move|drive|ride|swim|climb|sail|fly|hurry|rush|race|crawl|sneak|turn|listen|talk|speak|reply|point|wave|nod|back|say|shout|whisper|try|want|need|have|decide|begin|start)\b/iu;

function enMain(main: string): MainAct {
  const double = enDoubleObject.exec(main);
  if (double && giveVerbs.en.test(double[1] as string)) return { verb: 'give', thing: double[3] as string, person: double[2] as string };
  const toFor = enToPerson.exec(main);
  if (toFor) return { verb: verbClass(toFor[1] as string, main, 'en'), thing: toFor[2] as string, person: toFor[3] as string };
  const plain = /^(\w+)\s+(.+)$/u.exec(main);
  return { verb: plain ? verbClass(plain[1] as string, main, 'en') : 'other', thing: plain ? (plain[2] as string) : null, person: null };
}

function enGoal(clause: string, main: MainAct, subject: string | null): Goal {
  if (subject === null) {
    const see = /^(?:see|read|find out|learn|check|make out|work out|figure out)\s+(.+)$/iu.exec(clause);
    if (see) return { kind: 'see', sought: soughtOf(see[1] as string, 'en') };
    // "to take you across": the one the act is aimed at does it; "to reach the window": the player does.
    if (main.person !== null && /\byou\b/iu.test(clause)) return { kind: 'deed', doer: main.person, deed: enThirdPerson(clause) };
    return { kind: 'deed', doer: null, deed: clause };
  }
  const doer = enSubjectPronoun.test(subject) ? (main.person ?? subject) : subject;
  const plural = /^(?:they|them)$/iu.test(doer) || (/s$/u.test(doer) && !/ss$/u.test(doer) && !/^\p{Lu}/u.test(doer));
  return { kind: 'deed', doer, deed: enResult(subject === 'you' ? clause : clause, !plural) };
}

function readPurposeEn(told: string): Act2Shape | null {
  const so = enPurposeSo.exec(told);
  if (so && !/^(?:in case)/u.test(so[0])) {
    const main = enMain(so[1] as string);
    return { kind: 'purpose', main, goal: enGoal(so[3] as string, main, so[2] === 'you' ? 'you' : (so[2] as string)) };
  }
  const forTo = enForPersonTo.exec(told);
  if (forTo) {
    const main = { ...enMain(forTo[1] as string), person: forTo[2] as string };
    return { kind: 'purpose', main, goal: { kind: 'deed', doer: forTo[2] as string, deed: enThirdPerson(forTo[3] as string) } };
  }
  const help = enHelpPerson.exec(told);
  if (help && !/^(?:with|out|up)\b/iu.test(help[2] as string)) {
    return { kind: 'purpose', main: { verb: 'other', thing: null, person: help[1] as string }, goal: { kind: 'deed', doer: help[1] as string, deed: enThirdPerson(help[2] as string) } };
  }
  const to = /^(.+?)\s+(?:in order to|to)\s+(?!(?:the|a|an|my|your|his|her|their|our|its|this|that|these|those|him|them|me|you|us|it|some|any|every|each)\b)([a-z]+)\b(.*)$/u.exec(told);
  // "… to see" after a climb or a run is a lookout, after "then" or a comma a second step: other readers tell those.
  if (to && !enDeterminerOrPronoun.test(to[2] as string) && !enMotion.test(to[1] as string) && (to[1] as string).split(/\s+/u).length >= 2 && !/\b(?:back|up|down|next|close|closer|way|on|over|out|listen|talk|used|going|about|able|have|want|try|ready)$/iu.test(to[1] as string)) {
    const main = enMain(to[1] as string);
    return { kind: 'purpose', main, goal: enGoal(`${to[2] as string}${to[3] as string}`.trim(), main, null) };
  }
  // An act that serves a person with no purpose said: the light held for them, a thing shared with them.
  const main = enMain(told);
  return main.person !== null && (main.verb === 'light' || main.verb === 'share') ? { kind: 'purpose', main, goal: null } : null;
}

function viMain(main: string): MainAct {
  const m = viVerbForPerson.exec(main);
  if (!m) return { verb: 'other', thing: null, person: null, moves: true };
  const verb = m[1] as string;
  return { verb: verbClass(verb, main, 'vi'), thing: (m[2] as string).replace(/\s+(?:ra|lên|vào)$/u, ''), person: m[3] ?? null, moves: /^(?:leo|trèo|chạy|đi|bước|lên|xuống|ra|vào|nhảy|bơi|quay|núp|trốn|nấp)$/iu.test(verb) };
}

function viGoal(clause: string, main: MainAct): Goal | null {
  const who = viPersonLead.exec(clause);
  if (who && !/^(?:bạn)$/u.test(who[1] as string)) {
    const doer = /ấy$/u.test(who[1] as string) ? (main.person ?? (who[1] as string)) : (who[1] as string);
    return { kind: 'deed', doer, deed: who[2] as string };
  }
  const see = /^(?:xem|coi|đọc|biết|tìm|kiểm tra)\s+(.+)$/iu.exec(clause.replace(/^bạn\s+/u, ''));
  if (see && !main.moves) return { kind: 'see', sought: soughtOf(see[1] as string, 'vi') };
  return clause.split(/\s+/u).length <= 10 ? { kind: 'deed', doer: null, deed: clause.replace(/^bạn\s+/u, '') } : null;
}

function readPurposeVi(told: string): Act2Shape | null {
  const de = /^(.+?)\s+(?:để cho|để|nhằm)\s+(.+)$/iu.exec(told);
  if (de) {
    const main = viMain(de[1] as string);
    const goal = viGoal(de[2] as string, main);
    return goal ? { kind: 'purpose', main, goal } : null;
  }
  // "soi đèn cho chú Tư thay cầu chì": a person after "cho" and a verb after the person.
  const cho = viForPerson.exec(told);
  // "soi đèn cho chú Tư thay…", "giữ thang cho Minh trèo": a light or a hold serves them; "nhắn tin cho anh ấy hỏi…" is the player's.
  if (cho && (lightWords.test(cho[1] as string) || /^(?:giữ|cầm|đỡ|che|vịn|kê)(?![\p{L}\p{M}])/iu.test(cho[1] as string))) {
    const main = { ...viMain(cho[1] as string), person: cho[2] as string };
    return { kind: 'purpose', main, goal: { kind: 'deed', doer: cho[2] as string, deed: cho[3] as string } };
  }
  const help = viHelpPerson.exec(told);
  if (help) return { kind: 'purpose', main: { verb: 'other', thing: null, person: help[1] as string }, goal: { kind: 'deed', doer: help[1] as string, deed: help[2] as string } };
  const main = viMain(told);
  return main.person !== null && (main.verb === 'light' || main.verb === 'share') ? { kind: 'purpose', main, goal: null } : null;
}

/** Korean: a verb stem in the plain present of the narration (보 → 본다, 먹 → 먹는다, 만들 → 만든다, 있 → 있다). */
export function koPlainPresent(stem: string): string {
  const last = stem.slice(-1);
  const code = last.charCodeAt(0) - 0xac00;
  if (code < 0 || code > 11171) return `${stem}다`;
  const jong = code % 28;
  if (/[있없]$/u.test(stem) || /(?:았|었|였|겠)$/u.test(stem)) return `${stem}다`;
  if (jong === 0) return `${stem.slice(0, -1)}${String.fromCharCode(last.charCodeAt(0) + 4)}다`;
  if (jong === 8) return `${stem.slice(0, -1)}${String.fromCharCode(last.charCodeAt(0) - 4)}다`;
  return `${stem}는다`;
}

const koPersonTail = /([가-힣]+(?:\s?(?:씨|님))?)(?:에게|한테|께)(?=\s)/u;
const koGiveOrShare = /([가-힣]+(?:\s[가-힣]+){0,2})(?:을|를)\s*(나눠|나누어|건네|건넨|내밀|내민|쥐여|준다|주고|주며|비춰|비추)/u;

function koMain(main: string): MainAct {
  const person = koPersonTail.exec(main)?.[1] ?? null;
  const object = koGiveOrShare.exec(main);
  const verb = object ? verbClass(object[2] as string, main, 'ko') : lightWords.test(main) ? 'light' : 'other';
  const thing = object ? (object[1] as string).split(/\s+/u).filter((word) => !/(?:에게|한테|께|며|고|서)$/u.test(word)).join(' ') : null;
  return { verb: verb === 'other' && lightWords.test(main) ? 'light' : verb, thing: thing && thing.length > 0 ? thing : null, person, moves: /올라|내려|들어가|나간|간다|가서|뛰어|숨는/u.test(main) };
}

function readPurposeKo(told: string): Act2Shape | null {
  // The purpose clause comes first: "민재가 지도를 볼 수 있게 손전등을 비춰 준다", "문을 열려고 열쇠를 찾는다".
  const m = /^(.+?)(게|도록|(?:으)?려고|기 위해서?)\s+(.+)$/u.exec(told);
  // "선원들에게" ends in 게 too: a particle, not a purpose.
  if (m && !/(?:^|\s)(?:가|지|무|집)$|에$/u.test(m[1] as string)) {
    const clause = m[1] as string;
    const main = koMain(m[3] as string);
    const subject = /^([가-힣]+?)(?:이|가)\s+(.+)$/u.exec(clause);
    const doer = subject && !/^당신$/u.test(subject[1] as string) ? (subject[1] as string) : null;
    const body = subject && doer ? (subject[2] as string) : clause.replace(/^당신(?:이|은)\s+/u, '');
    const stem = body;
    // A -게 / -도록 clause is a purpose only with a subject of its own or a "can" / "not": "빠르게 연다" is manner.
    if (/^(?:게|도록)$/u.test(m[2] as string) && doer === null && !/(?:수\s?있|않|못하)$/u.test(stem)) return null;
    if (doer === null && !main.moves && /(?:보|확인하|읽|알아보|찾)$/u.test(stem) && /뭐|무엇|무슨|누구|이름|적혀|쓰여|내용|있는지|들었는지/u.test(stem)) {
      return { kind: 'purpose', main, goal: { kind: 'see', sought: soughtOf(stem, 'ko') } };
    }
    return { kind: 'purpose', main, goal: { kind: 'deed', doer, deed: koPlainPresent(stem) } };
  }
  // "선원들에게 남은 럼주를 나눠 주며 기운을 북돋운다": a thing shared with people, no purpose said.
  const main = koMain(told);
  return main.person !== null && (main.verb === 'share' || main.verb === 'light') ? { kind: 'purpose', main, goal: null } : null;
}

/** A Chinese person at the head of a span: a pronoun, or the longest head (2-4 characters) the story itself names. */
function zhHeadPerson(span: string, story: string): string | null {
  const pronoun = /^(?:她们|他们|大家|她|他)/u.exec(span);
  if (pronoun) return pronoun[0];
  const cast = storyCast(story, 'zh').map((member) => member.name).find((name) => span.startsWith(name));
  if (cast) return cast;
  for (let length = Math.min(4, span.length); length >= 2; length -= 1) {
    const head = span.slice(0, length);
    if (/^[\p{Script=Han}]+$/u.test(head) && story.includes(head) && !/[一半个也都在把被给让和跟就又还]$/u.test(head)) return head;
  }
  return null;
}

function zhMain(main: string, story: string): MainAct {
  const ba = /把(.+?)(递给|交给|塞给|送给|分给|拿给|付给|给)(.+)$/u.exec(main);
  if (ba) {
    const person = zhHeadPerson(ba[3] as string, story);
    const thing = (ba[1] as string).replace(/^(?:那|这)(?:个|块|张|枚|把|只)?/u, '');
    // "把面包掰成两半，分给…": a thing with a verb of its own in it is no whole phrase.
    if (!/^[\p{Script=Han}A-Za-z0-9]{1,8}$/u.test(thing) || /[成了着过]/u.test(thing)) return { verb: 'other', thing: null, person: null };
    return { verb: /分给/u.test(ba[2] as string) ? 'share' : 'give', thing, person };
  }
  const gei = /给(.+)$/u.exec(main);
  const person = gei ? zhHeadPerson(gei[1] as string, story) : null;
  return { verb: lightWords.test(main) ? 'light' : 'other', thing: null, person };
}

function readPurposeZh(told: string, story: string): Act2Shape | null {
  const weile = /^为了(.+?)[，,]\s*(.+)$/u.exec(told);
  if (weile) return { kind: 'purpose', main: zhMain(weile[2] as string, story), goal: { kind: 'deed', doer: null, deed: weile[1] as string } };
  const rang = /^(.+?)[，,]?\s*(?:好让|让|好叫|好给)(.+)$/u.exec(told);
  if (rang) {
    const main = zhMain(rang[1] as string, story);
    const head = zhHeadPerson(rang[2] as string, story);
    if (head && !head.startsWith('你')) {
      const doer = /^(?:她|他|她们|他们)$/u.test(head) ? (main.person ?? head) : head;
      return { kind: 'purpose', main, goal: { kind: 'deed', doer, deed: (rang[2] as string).slice(head.length) } };
    }
  }
  // "举着手电给老周照着修": 给 + a person the story names + their deed.
  const gei = /^(.+?)(?:给|帮)(.+)$/u.exec(told);
  if (gei && !/把/u.test(gei[1] as string) && lightWords.test(gei[1] as string)) {
    const head = zhHeadPerson(gei[2] as string, story);
    const rest = head ? (gei[2] as string).slice(head.length).replace(/^照(?:着|亮)?/u, '') : '';
    if (head && rest.length > 0) return { kind: 'purpose', main: { ...zhMain(gei[1] as string, story), person: head }, goal: { kind: 'deed', doer: head, deed: rest } };
  }
  const main = zhMain(told, story);
  return main.person !== null && (main.verb === 'share' || main.verb === 'light') ? { kind: 'purpose', main, goal: null } : null;
}

/** What a question about the person themself asks, per language, or null. */
function selfTopic(question: string, language: ContentLanguage): SelfTopic | null {
  const topics = {
    en: { origin: /\b(?:grew up|grow up|come from|comes from|came from|is from|are from|was born|born|hometown|home town)\b/iu, wish: /\b(?:wants? to (?:be|become|do)|wanted to (?:be|become)|when (?:she|he|they) grows? up|dream|dreams|would (?:be|become))\b/iu, name: /\bname\b/iu, reason: /^why\s+(?:(?:did|does|do|is|are|was|were)\s+)?(?:she|he|they)\s+(.+)$/iu },
    vi: { origin: /quê|từ đâu|người ở đâu|lớn lên ở đâu|sinh ra ở đâu/iu, wish: /lớn lên|sau này|mơ ước|ước mơ|muốn làm (?:nghề )?gì|muốn trở thành|muốn thành/iu, name: /tên (?:là )?gì/iu, reason: /^(?:tại sao|vì sao|sao lại|sao)\s+(?:lại\s+)?(.+)$/iu },
    ko: { origin: /고향|어디\s?출신|어디서\s?(?:자라|왔|오셨)/u, wish: /커서|꿈|장래|되고\s?싶|하고\s?싶은/u, name: /이름/u, reason: /왜\s+(.+)/u },
    zh: { origin: /哪里人|哪儿人|老家|从哪(?:里|儿)?来|在哪(?:里|儿)?长大|家乡/u, wish: /长大(?:以后|后)?|将来|以后想|梦想|想当|想做什么|想成为/u, name: /叫什么/u, reason: /(?:为什么|为啥)(?:要|会|想)?(.+)$/u },
  }[language];
  if (topics.origin.test(question)) return { kind: 'origin' };
  if (topics.wish.test(question)) return { kind: 'wish' };
  if (topics.name.test(question)) return { kind: 'name' };
  const why = topics.reason.exec(question);
  // "why" about a person's own life ("when she was young", 年轻时, hồi trẻ, 젊었을 때); a why about tonight is other readers'.
  if (why && /\b(?:when (?:she|he|they) (?:was|were) young|back then|in the first place|years ago|become|became)\b|hồi trẻ|ngày xưa|hồi đó|năm đó|lúc trước|젊었을 때|젊을 때|예전에|처음에|年轻时|年轻的时候|当年|当初|以前/iu.test(question)) {
    const deed = (why[1] as string).replace(/[?？。!！]+$/u, '').replace(/(?:냐고|느냐고|는지|었는지|았는지|셨는지|나고|지)$/u, '').trim();
    return { kind: 'reason', deed: deed.length > 0 && deed.length <= 40 ? deed : null };
  }
  return null;
}

function readAbout(told: string, story: string, language: ContentLanguage): Act2Shape | null {
  if (language === 'en') {
    const m = enAskAbout.exec(told);
    if (!m) return null;
    const question = m[2] as string;
    // A question about them: its subject is them ("where she grew up"), or it names something of theirs ("her name").
    if (!/\b(?:she|he|they|her|his|their)\b/iu.test(question)) return null;
    const topic = selfTopic(question, 'en');
    return topic ? { kind: 'about', person: m[1] as string, topic } : null;
  }
  if (language === 'vi') {
    const m = viAskAbout.exec(told);
    if (!m) return null;
    const topic = selfTopic(m[2] as string, 'vi');
    return topic ? { kind: 'about', person: m[1] as string, topic } : null;
  }
  if (language === 'ko') {
    const m = /([가-힣]+(?:\s?(?:씨|님))?)(?:에게|한테|께)\s+(.+?)\s*(?:물어본다|묻는다|여쭤본다|여쭌다|물어봐|여쭤봐|물어)/u.exec(told);
    if (!m) return null;
    const topic = selfTopic(m[2] as string, 'ko');
    return topic ? { kind: 'about', person: m[1] as string, topic } : null;
  }
  const m = /问(.+)$/u.exec(told);
  if (!m) return null;
  const person = zhHeadPerson(m[1] as string, story);
  if (!person) return null;
  const topic = selfTopic((m[1] as string).slice(person.length), 'zh');
  return topic ? { kind: 'about', person, topic } : null;
}

const enLeave = /\s+(?:and|then)\s+(?:walk|walks|head|heads|slip|slips|turn|turns|leave|leaves|go|goes|stroll|strolls|get|gets|move|moves)\b.*$/iu;

function readSlip(told: string, story: string, language: ContentLanguage): Act2Shape | null {
  if (language === 'en') {
    const m = /^(?:slip|slips|put|puts|slide|slides|tuck|tucks|drop|drops|place|places|return|returns)\s+(.+?)\s+back\s+(?:into|in|onto|on|under|inside)\s+(.+)$/iu.exec(told);
    if (!m) return null;
    const leaves = enLeave.test(m[2] as string);
    const place = (m[2] as string).replace(enLeave, '').trim();
    const owner = /^((?:(?:Mr|Mrs|Ms|Dr|Miss)\.?\s)?\p{Lu}[\p{L}'-]+|the\s+[\w-]+)['’]s\s/u.exec(place)?.[1] ?? (/^(?:his|her|their)\s/iu.test(place) ? null : null);
    return { kind: 'slip', thing: (m[1] as string).replace(/^(?!the |a |an |your |his |her |their )/iu, 'the '), place: /^(?:his|her|their|the|a|\p{Lu})/u.test(place) ? place : `the ${place}`, owner, leaves };
  }
  if (language === 'vi') {
    const m = /^(?:lén\s+|khẽ\s+)?(?:nhét|bỏ|để|đặt|cất|thả|trả)\s+(.+?)\s+(?:lại\s+|trở lại\s+|về lại\s+)(?:vào\s+|về\s+|trong\s+)?(.+?)(?:\s+(?:rồi|và)\s+(.+))?$/iu.exec(told);
    if (!m) return null;
    const leaves = /bỏ đi|rời đi|quay đi|đi thẳng|đi mất|lẻn đi|bước đi|đi ra|rời khỏi|quay lưng/iu.test(m[3] ?? '');
    const owner = viOwner.exec(m[2] as string)?.[1] ?? null;
    return { kind: 'slip', thing: m[1] as string, place: m[2] as string, owner, leaves };
  }
  if (language === 'ko') {
    const m = /([가-힣]+(?:\s[가-힣]+)?)(?:을|를)\s+(?:몰래\s+|슬쩍\s+)?([가-힣]+(?:\s[가-힣]+){0,2})(?:에|안에|속에)\s+(?:몰래\s+|슬쩍\s+)?(?:다시|도로)\s+(?:몰래\s+|슬쩍\s+)?(?:넣|꽂|놓|갖다 놓|집어넣|찔러 넣)[가-힣]*(?:\s+(.+))?$/u.exec(told);
    if (!m) return null;
    const leaves = /자리를 뜬|떠난|나간|돌아선|빠져나|걸어간|사라진/u.test(m[3] ?? '');
    const head = (m[2] as string).split(/\s+/u)[0] as string;
    const owner = (m[2] as string).includes(' ') && story.includes(head) ? head : null;
    return { kind: 'slip', thing: m[1] as string, place: m[2] as string, owner, leaves };
  }
  const m = /把(.+?)(?:悄悄|偷偷|轻轻)?(?:地)?(?:塞回|放回|还回|插回|送回|揣回|装回)(?:到)?(.+?)(?:里|中|里面)?(?:[，,](.+))?$/u.exec(told);
  if (!m) return null;
  const place = (m[2] as string).replace(/(?:里|里面)$/u, '');
  const ownerRaw = /^(.+?)的/u.exec(place)?.[1] ?? null;
  return { kind: 'slip', thing: (m[1] as string).replace(/(?:悄悄|偷偷|轻轻)地?$/u, ''), place, owner: ownerRaw, leaves: /走|离开|溜|撤/u.test(m[3] ?? '') };
}

/** The second-wave shape of a choice already in the narration's person, or null (read in order: slip, about, purpose). */
export function readAct2Shape(told: string, story: string, language: ContentLanguage): Act2Shape | null {
  const lead = { en: /^(?:(?:you|then|and|quickly|quietly|slowly|carefully|gently|just|finally|secretly|crouch down and|kneel down and)\s+)+/iu, vi: /^(?:(?:bạn|rồi|liền|lặng lẽ|khẽ|nhẹ nhàng|cẩn thận|ngồi xuống|cúi xuống)\s+)+/iu, ko: /^(?:당신은|당신이|조용히|천천히|조심스럽게)\s+/u, zh: /^(?:你)?(?:就|先|再|赶紧|马上|轻轻|小心翼翼)?地?/u }[language];
  const trimmed = told.trim().replace(/[.!?。！？]+$/u, '').replace(lead, '');
  const text = language === 'en' || language === 'vi' ? trimmed.replace(/^\p{Lu}(?=\p{Ll})/u, (first) => first.toLowerCase()) : trimmed;
  const slip = readSlip(text, story, language);
  if (slip) return slip;
  const about = readAbout(text, story, language);
  if (about) return about;
  // A compound act ("give the troll the cheese, then ask it…") is told step by step by other readers.
  const compound = { en: /[,;]|\b(?:then|and)\b/iu, vi: /[,;]|(?<![\p{L}\p{M}])(?:rồi|và|xong)(?![\p{L}\p{M}])/iu, ko: /[,;]|(?:고|서)\s+(?:다시|곧|바로)/u, zh: /然后|接着|再把|[；;]/u }[language];
  if (compound.test(text)) return null;
  if (language === 'en') return readPurposeEn(text);
  if (language === 'vi') return readPurposeVi(text);
  if (language === 'ko') return readPurposeKo(text);
  return readPurposeZh(text, story);
}
