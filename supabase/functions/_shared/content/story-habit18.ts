/**
 * The habit plot (issue 13, round 18). Fresh openings about someone's habit (my grandmother keeps setting a place for
 * someone named Arthur, 외할머니가 매일 오후 누구에게 줄지 모를 스웨터를 뜬다, ông nội ngày nào cũng ra bến sông câu cá) fell
 * through to the default and attended plots, which ask the person and report "the reason was small and kind": the one
 * thing a reader of such an opening wants to know was withheld. Here the habit is read from grammar, a person of the
 * opening (never its teller) in a clause with a frequency word (every day, keeps -ing, has been -ing for six years,
 * ngày nào cũng, 매일, 每天), and told in four beats (data/story/story-habit18-lines.ts): watched once to its end,
 * joined, and its reason told as a story of its own. A habit aimed at the teller (leaves coffee on my doorstep every
 * morning, 每天都会跟我说一句英语) is answered in kind. An opening that turns on one day of the habit (this morning a
 * stranger bought the whole pot) is that day's event, left to the other ranks. Pure.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { findPerson } from './story-attend14.ts';
import { isPlaceOrTime, readClauseRoles } from './clause-roles.ts';
import { readDefaultClause } from './story-default-clause.ts';
import { isStoryNounPhrase } from './story-noun-phrase.ts';
import { drawStoryLine, fillStoryLine } from './story-event-plot.ts';
import { writeFourBeats } from './story-event-plot.ts';
import { tellerSlots, type DefaultTeller } from './story-default-plot.ts';
import { habitLines, type HabitKind } from './data/story/story-habit18-lines.ts';
import { personPronouns, readAskedAct, type AskedAct } from './story-why19.ts';
import { whyLines } from './data/story/story-why19-lines.ts';

/** What the plot carries: whose habit, whether it is aimed at the teller, and the one it is for when named. */
export interface HabitRead {
  kind: HabitKind;
  /** The person, as the opening names them (my grandmother, ông nội, 아빠, 外婆). */
  who: string;
  /** The one the habit is done for, when the opening names them (Arthur), else null. */
  for: string | null;
  /** Whether the person is the teller's own kin (a parent, a grandparent, a sibling). */
  kin: boolean;
  /** The thing the habit leaves or tends (a single red glove, 벤치, 苹果), when the grammar is sure of it, else null. */
  object: string | null;
  /** The habit told back as the question (round 19, story-why19.ts), when it can be; absent or null otherwise. */
  asked?: AskedAct | null;
}

/** The teller's kin, by the head of the person's phrase. */
const kinWord: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:mom|mum|mother|dad|father|grand(?:ma|pa|mother|father)|granny|nana|sister|brother|aunt|uncle|wife|husband|son|daughter)\b/iu,
  vi: /^(?:ba|bố|mẹ|má|cha|ông|bà|ông nội|bà nội|ông ngoại|bà ngoại|anh trai|chị gái|em trai|em gái|vợ|chồng|con trai|con gái|cô|dì|chú|bác)(?:\s+(?:tôi|mình))?$/iu,
  ko: /(?:엄마|아빠|어머니|아버지|할머니|할아버지|외할머니|외할아버지|언니|오빠|누나|형|동생|남편|아내|딸|아들|이모|삼촌|고모)$/u,
  zh: /(?:妈妈|爸爸|妈|爸|母亲|父亲|爷爷|奶奶|外婆|外公|姥姥|姥爷|哥哥|姐姐|弟弟|妹妹|老公|老婆|儿子|女儿|舅舅|姑姑)$/u,
};

/** A word of frequency or of a long-kept act, in the person's clause. */
const habitual: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:every|each)\s+(?:single\s+)?(?:day|night|morning|evening|afternoon|week|weekend|month|year|summer|winter|spring|autumn|time|sunday|monday|tuesday|wednesday|thursday|friday|saturday)\b|\bkeeps?\s+[a-z]+ing\b|\b(?:has|have)\s+been\s+[a-z]+ing\b[^.]*\b(?:for|since)\b|\balways\s+[a-z]+s\b|\bnever\s+(?:misses|fails)\b|\bdaily\b/iu,
  vi: /(?:ngày|đêm|sáng|trưa|chiều|tối|tuần|tháng|năm)\s+nào\s+(?:[\p{L}\p{M}]+\s+){0,2}?cũng|(?:^|\s)mỗi\s+(?:ngày|sáng|trưa|chiều|tối|đêm|tuần|tháng|năm|lần|khi|dịp|sáng sớm)(?![\p{L}\p{M}])|hằng ngày|hàng ngày|lúc nào cũng|suốt\s+(?:mấy|nhiều|\d+|hai|ba|bốn|năm|sáu|bảy|tám|chín|mười)\s+(?:tháng|năm)|thường xuyên|(?:^|\s)cứ\s+(?:đến|tới|mỗi)(?![\p{L}\p{M}])/iu,
  ko: /매일|날마다|밤마다|아침마다|저녁마다|오후마다|주말마다|해마다|매년|매주|매달|때마다|항상|언제나|꼬박꼬박|곤\s?(?:한다|했다|하신다|하셨다)|(?:몇|[0-9]+|[일이삼사오육칠팔구십]+)\s?년째/u,
  zh: /每天|每晚|每(?:个)?(?:早上|晚上|下午|周末|星期|礼拜|月)|每年|每周|每次|每逢|总是|总会|天天|年年|常常|经常/u,
};

/** A day of its own that the opening turns on (this morning, hôm nay, 오늘, 今天): the habit is only its background. */
const oneDay: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:today|tonight|yesterday|last (?:night|week|month|year)|this (?:morning|evening|afternoon|time|week|month|year|summer|winter|spring|autumn|sunday|monday|tuesday|wednesday|thursday|friday|saturday)|one day|but (?:then|now|this))\b/iu,
  vi: /hôm nay|sáng nay|tối nay|chiều nay|đêm nay|hôm qua|tối qua|đêm qua|lần này|một hôm|bỗng|đột nhiên/iu,
  ko: /오늘|어제|어젯밤|이번에|그날|갑자기/u,
  zh: /今天|今早|今晚|昨天|昨晚|这次|那天|有一天|突然/u,
};

/** A person alone at it (eats alone on the roof every noon): someone on their own, left to the plot that joins them. */
const alone: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:alone|by (?:him|her|them)self|on (?:his|her|their) own)\b/iu,
  vi: /một mình/iu,
  ko: /혼자/u,
  zh: /一个人|独自/u,
};

/** A habit that has stopped (has not come for a week, 일주일째 오지 않았다, 这几天都没来): a broken routine, not this plot. */
const stopped: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:hasn['’]t|has not|haven['’]t|have not|stopped|no longer|disappeared|vanished)\b/iu,
  vi: /không\s+(?:ra|đến|tới|về|thấy|còn)(?![\p{L}\p{M}])|vắng mặt|ngừng|biến mất/iu,
  ko: /오지 않|안 왔|안 오|안 보이|보이지 않|그만두|끊겼|끊어졌|사라졌|없어졌/u,
  zh: /没来|没有来|不来了|没出现|不见了|消失|停了|不再/u,
};

/** An animal in the habit's sentence (grandma's cat walks to the old house every night): its habit, not the person's. */
const animal = /\b(?:dog|puppy|cat|kitten|bird|parrot|horse|goat|rabbit|hamster)s?\b|(?:^|\s)(?:con\s+)?(?:chó|mèo|cún|chim|vẹt|ngựa|thỏ)(?![\p{L}\p{M}])|고양이|강아지|개가|개는|새가|앵무새|토끼|猫|狗|鸟|鹦鹉|兔子/iu;

/** The teller after the person, in the person's clause: the habit is aimed at them (on my doorstep, 跟我, 나한테). */
const atTeller: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:me|my|us|our)\b/iu,
  vi: /(?:^|\s)(?:tôi|mình|em)(?![\p{L}\p{M}])/iu,
  ko: /(?:나|내)(?:한테|에게|게)|(?:^|\s)내\s|우리\s?집/u,
  zh: /我/u,
};

/** The one a habit is done for, named (for someone named Arthur, cho một người tên là Minh). */
const forWhom: Readonly<Partial<Record<ContentLanguage, RegExp>>> = {
  en: /\bfor\s+(?:someone|somebody|a (?:man|woman|boy|girl))\s+(?:named|called)\s+([A-Z][a-z]+)\b|\bfor\s+(?!Christmas|Easter|Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday)([A-Z][a-z]+)\b/u,
  vi: /cho\s+(?:một\s+)?(?:người|ai đó)\s+(?:tên(?:\s+là)?|có tên)\s+([A-ZĐ][\p{Ll}\p{M}]+)/u,
};

/** A person whose habit is the teller's own doing or a creature: not this plot. */
const tellerWords = /^(?:i|we|tôi|mình|chúng tôi|나|내가|우리|我|我们)$/iu;

/** The habit of an opening, or null when it names no person's habit, or turns on one day of it. */
export function readHabit(opening: string, language: ContentLanguage, hero: string | null): HabitRead | null {
  const found = findPerson(opening, language, hero);
  if (found === null || tellerWords.test(found.person.trim())) return null;
  const sentence = opening.split(/(?<=[.!?。！？])\s*/u).find((part) => part.includes(found.clause)) ?? found.clause;
  if (!habitual[language].test(sentence) || oneDay[language].test(opening) || alone[language].test(sentence) || animal.test(sentence) || stopped[language].test(opening)) return null;
  // A Vietnamese possessive right after the person (ông nội tôi) is whose they are, not whom the habit is for.
  const rest = found.clause.slice(Math.max(0, found.clause.indexOf(found.person)) + found.person.length);
  const after = language === 'vi' ? rest.replace(/^\s*(?:hàng xóm\s+)?(?:của\s+)?(?:tôi|mình|em)(?![\p{L}\p{M}])/iu, '') : rest;
  const named = forWhom[language]?.exec(opening);
  // A name the short form dropped (同事小王 → 同事) is kept: the default clause reads the whole subject.
  const whole = readDefaultClause(opening, language);
  const who = language === 'zh' && whole?.who != null && whole.who.startsWith(found.person) && whole.who.length <= 6 ? whole.who : found.person;
  return { kind: atTeller[language].test(after) ? 'toMe' : 'habit', who, for: named ? (named[1] ?? named[2] ?? null) : null, kin: kinWord[language].test(found.person), object: habitObject(opening, language, found, whole?.thing ?? null), asked: readAskedAct(opening, language, found) };
}

/** The habit's thing: the English object of the person's verb, the Korean object after the person, else the default clause's thing. */
function habitObject(opening: string, language: ContentLanguage, found: { person: string; object: string | null; clause: string }, thing: string | null): string | null {
  const raw = language === 'en' ? readClauseRoles(found.clause, language).object : language === 'ko' ? found.object : thing;
  const phrase = raw?.replace(/\s+(?:every|each|always|daily)$/iu, '').trim() ?? '';
  if (phrase === '' || phrase.includes(found.person) || found.person.includes(phrase) || !opening.includes(phrase)) return null;
  if (!isStoryNounPhrase(phrase, language) || isPlaceOrTime(phrase, language)) return null;
  return language === 'en' ? phrase.replace(/^an?\s/iu, 'the ') : phrase;
}

/** Writes the habit plot's three paragraphs (sentences each; the caller puts the opening before the first). */
export function writeHabit(read: HabitRead, teller: DefaultTeller, language: ContentLanguage, random: () => number): string[][] {
  const who = language === 'en' ? read.who.replace(/^an?\s/iu, 'the ') : read.who;
  const slots = { ...tellerSlots(teller, language), who, name: who, ...personPronouns(who, language), for: read.for ?? '' };
  const lines = habitLines[language];
  // A habit aimed at someone absent (talks to an empty chair every day) is answered as someone's first, now gone.
  const gone = read.kind === 'habit' && read.for === null && read.asked?.kind === 'gone' ? whyLines[language].find.gone : null;
  const find = read.kind === 'habit' && read.for !== null ? lines.habitFor : read.kind === 'toMe' && read.kin ? lines.kinFind : gone;
  const beats = find === null ? lines[read.kind] : { ...lines[read.kind], find };
  const drawn = writeFourBeats(beats, slots, language, random);
  // The habit named as the question the teller carries into the watching (why grandpa buys one milk at 3 a.m.).
  const asked = read.asked ?? null;
  const story = asked === null ? drawn : [[...(drawn[0] ?? []), drawStoryLine(whyLines[language].habitWhy, { ...slots, act: asked.act }, language, random)], ...drawn.slice(1)];
  if (read.object === null) return story;
  const last = story.at(-1) ?? [];
  return [...story.slice(0, -1), [...last, fillStoryLine(lines.objectEnd, { ...slots, object: read.object }, language)]];
}
