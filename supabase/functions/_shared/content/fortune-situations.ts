/**
 * Rule C of issue 13 for fortunes: the question is parsed into parts — the situation it is about (an interview, an
 * exam, a thesis draft, a move, a partner going far away, a new relationship, an ex who came back, short sleep from
 * overwork, gold / savings / stocks, a trip or a drive, lunch; up to two of them, the category's own family first),
 * its time words (Thursday, next week, this month, lunch), the places it names (only those pass: rule B) and details
 * (hours of sleep, years together, children, a car, a bank) — and the reading answers that situation first, with
 * lucky times and days that fit the question (a lunch question gets a lunch time, a Thursday interview Thursday).
 */
import type { ContentLanguage, FortuneCategory } from '../contract/content-types.ts';
import { hasAnyKeyword, lexiconKeysInOrder, matchDocument, type MatchDocument } from './keyword-match.ts';
import { joinSentences, type PhraseComposer } from './phrase-grammar.ts';
import { readTimeWords, timePhrase, weekdayNames, type DayPart, type TimeReading } from './chat-time-words.ts';
import { isNounPhrase } from './chat-noun-phrase.ts';
import { keyInMainClause } from './fortune-main-clause.ts';
import { situationEvidence } from './fortune-evidence.ts';
import { stepFlags, stepKeywords } from './data/fortune/fortune-situation-step.ts';

/** Both of the couple as the doers ("us", "we", 우리, chúng mình, 我们). */
const coupleUs = /\b(?:us|we|together|our)\b|우리|둘이|두 사람|chúng (?:mình|em|tôi)|hai đứa|hai người|我们|咱们|俩/iu;
import {
  abroadWords, backWords, cardLines, dayPartTimes, introLines, detailLabels, drivingWords, friendWords, goldWords, kidWords, partnerWords, savingsWords, situationDayPart, situationKeywords, situationLines, stakeWords, stockWords,
  type FortuneSituation,
} from './data/fortune/fortune-situation-lines.ts';

/** What a fortune question is about, read into parts. */
export interface FortuneSituationReading {
  /** One or two situations, the one to answer first first. */
  situations: FortuneSituation[];
  time: TimeReading;
  dest: string | null;
  origin: string | null;
  hours: string | null;
  years: string | null;
  flags: ReadonlySet<string>;
}

/** Situations each category answers first when the question has them; the open categories take any. */
const categorySituations: Readonly<Record<FortuneCategory, readonly FortuneSituation[] | 'any'>> = {
  love: ['couple_fight', 'long_distance', 'ex_back', 'first_date', 'new_relationship', 'relationship_step'],
  work: ['study', 'interview', 'exam', 'thesis', 'sleep_overwork', 'moving', 'layoff', 'first_day', 'promotion'],
  money: ['friend_money', 'invest', 'rent'],
  health: ['sleep_overwork', 'exercise'],
  travel: ['solo_trip', 'family_trip', 'moving'],
  menu: [],
  lucky_number: 'any',
  today: 'any',
  week: 'any',
  future: 'any',
};

/** A place the visitor named after "to" / "from" (Yellowstone, Đà Lạt, 부산, 杭州), only when it is a noun phrase. */
function namedPlace(question: string, role: 'dest' | 'origin'): string | null {
  const en = role === 'dest'
    ? /\b(?:to|visit(?:ing)?|towards?)\s+((?:[A-Z][\p{L}'-]+)(?:\s+[A-Z][\p{L}'-]+){0,2})/u
    : /\bfrom\s+((?:[A-Z][\p{L}'-]+)(?:\s+[A-Z][\p{L}'-]+){0,2})/u;
  const vi = role === 'dest' ? /(?:đi|tới|đến|lên|ra|vào|về)\s+((?:\p{Lu}[\p{L}]*)(?:\s+\p{Lu}[\p{L}]*){0,2})/u : /từ\s+((?:\p{Lu}[\p{L}]*)(?:\s+\p{Lu}[\p{L}]*){0,2})/u;
  const ko = role === 'dest' ? /([가-힣]{2,6}?)(?:까지|으로|로)\s*(?:가|여행|운전|드라이브|떠나)/u : /([가-힣]{2,6}?)에서\s*(?:출발|[가-힣]{2,6}?까지)/u;
  const zh = role === 'dest' ? /(?:去|到)([\u4e00-\u9fff]{2,4}?)(?:玩|旅行|旅游|自驾|度假|[，。！？,.!?\s]|$)/u : /从([\u4e00-\u9fff]{2,4}?)(?:出发|开车|到|去)/u;
  const weekdays = /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|I)$/u;
  for (const pattern of [en, vi, ko, zh]) {
    const found = pattern.exec(question)?.[1]?.trim();
    if (!found || weekdays.test(found) || /^(?:다음|이번|주말|내일|오늘|우리|가족|아이)/u.test(found)) continue;
    const language: ContentLanguage = pattern === ko ? 'ko' : pattern === zh ? 'zh' : pattern === vi ? 'vi' : 'en';
    if (isNounPhrase(found, language)) return found;
  }
  return null;
}

const situationLexicon = situationKeywords as Readonly<Record<FortuneSituation, readonly string[]>>;

/** Reads a question's situations, time words, places and details; null when it tells no situation the category answers. */
export function readFortuneSituation(question: string, category: FortuneCategory, forceTrip = false): FortuneSituationReading | null {
  const doc: MatchDocument = matchDocument(question);
  // Ninth round (the main-clause gate): a key term in a time clause, in what is told, in someone else's clause or in
  // another sense ("补办驾照", "팀장님한테") calls up no situation; the grounded reading answers instead.
  // Third part (the inverted default): the key term must also be in the visitor's own event, with its premise intact.
  const found = lexiconKeysInOrder(doc, situationLexicon).filter((key) => keyInMainClause(question, key, (text) => hasAnyKeyword(text, situationLexicon[key]))
    && situationEvidence(question, key, (text) => hasAnyKeyword(text, situationLexicon[key])));
  if (!found.includes('long_distance') && hasAnyKeyword(doc, partnerWords) && hasAnyKeyword(doc, abroadWords)) found.unshift('long_distance');
  // Round 11: a couple's next step comes first, also when the partner proposes it for both ("my girlfriend wants us to
  // move in together"); someone else's wedding ("my sister is getting married") names no partner and no "us".
  const stepAt = found.indexOf('relationship_step');
  if (stepAt > 0) found.splice(stepAt, 1);
  if (stepAt > 0 || (stepAt < 0 && hasAnyKeyword(doc, stepKeywords) && hasAnyKeyword(doc, partnerWords) && coupleUs.test(question))) found.unshift('relationship_step');
  // A friend asking for money or a stake is about the friendship as much as the money (sixth round: it got stock tips);
  // a husband's plan with his friend is his, not the visitor's (ninth round).
  if (hasAnyKeyword(doc, friendWords) && hasAnyKeyword(doc, stakeWords) && keyInMainClause(question, null, (text) => hasAnyKeyword(text, stakeWords))) {
    const at = found.indexOf('invest');
    if (at >= 0) found.splice(at, 1);
    found.unshift('friend_money');
  }
  // Arguments inside a couple ("cưới nhau 3 năm… hay cãi nhau vì tiền") are the couple's, not a money reading (seventh round).
  if (fightWords.test(question) && (hasAnyKeyword(doc, partnerWords) || coupleWords.test(question))) found.unshift('couple_fight');
  // A partner moving far away is long distance, not a house move; a move in a travel question is the trip itself.
  // Round 11: moving in together is a couple's step, not a house move.
  const situations0 = found.includes('long_distance') || found.includes('relationship_step') ? found.filter((key) => key !== 'moving') : found;
  const allowed = categorySituations[category];
  const preferred = allowed === 'any' ? situations0.filter((key) => key !== 'lunch' || category === 'today') : situations0.filter((key) => allowed.includes(key));
  if (forceTrip && !preferred.includes('family_trip')) preferred.unshift('family_trip');
  const first = preferred[0];
  if (first === undefined) return null;
  const others = situations0.filter((key) => key !== first && (allowed === 'any' || allowed.includes(key)));
  const flags = new Set<string>();
  const mark = (name: string, on: boolean): void => { if (on) flags.add(name); };
  mark('kids', hasAnyKeyword(doc, kidWords));
  // Round 14: carrying someone on one's own vehicle ("chở mẹ", "bằng xe máy") is a drive too.
  mark('driving', hasAnyKeyword(doc, drivingWords) || /科目[二三]|驾照|면허|도로주행|bằng lái|(?<![\p{L}])chở(?![\p{L}])|xe máy/u.test(question));
  // Eighth round: a trip by plane gets airport and passport advice, never "drive in daylight".
  // Round 11: a trip abroad with no road named is a flight too ("처음으로 해외여행", "đi nước ngoài", "出国玩").
  mark('flying', /\b(?:fly|flying|flight|plane|airport)\b|비행기|항공|공항|bay sang|bay ra|bay vào|bay đi|chuyến bay|máy bay|sân bay|飞机|航班|机场|飞去|飞到/iu.test(question) || (!flags.has('driving') && /\b(?:abroad|overseas)\b|해외|외국|nước ngoài|出国|国外|境外/iu.test(question)));
  for (const [flag, pattern] of Object.entries(stepFlags)) mark(flag, pattern.test(question));
  mark('gold', hasAnyKeyword(doc, goldWords));
  mark('savings', hasAnyKeyword(doc, savingsWords));
  mark('stocks', hasAnyKeyword(doc, stockWords));
  mark('overwork', /overtime|late at work|working late|long hours|야근|늦게까지 일|tăng ca|làm thêm giờ|làm khuya|加班|工作到很晚/iu.test(question));
  mark('retry', /\b(?:failed|again|second time|third time|retake)\b|떨어졌|떨어져서|재시험|또 보|trượt|thi lại|rớt|没过|挂了|重考|又要考/iu.test(question));
  mark('bank', /\bbank\b|은행|ngân hàng|银行/iu.test(question));
  mark('back', hasAnyKeyword(doc, backWords));
  // Polarity (seventh round): "yêu xa 2 năm rồi", "long distance for two years", "异地两年了" is a distance already
  // lived, not one ahead; a partner who "comes back next year" and a question about marriage are answered as such.
  const apart = hasAnyKeyword(doc, situationLexicon.long_distance);
  mark('already', apart && !upcomingDistance.test(question) && (/(\d{1,2}|two|three|four|five|hai|ba|bốn|năm)\s*(?:years?|năm|년|年)/iu.test(question) || alreadyWords.test(question)));
  mark('return', returnWords.test(question));
  mark('marry', marryWords.test(question));
  mark('money', /\b(?:money|spending|bills|debt|budget)\b|tiền|돈|钱|花销|开销/iu.test(question));
  mark('quit', /\b(?:quit|quitting|leave my job|leaving my job|resign)\b|nghỉ việc|bỏ việc|nghỉ làm|퇴사|그만두|사표|辞职|离职|裸辞/iu.test(question));
  // Already promoted ("上个月刚升了组长", "I was promoted to team lead last month") is leading a team now, not an offer to weigh.
  mark('promoted', /\b(?:(?:was|got|just got|been) promoted|became (?:a |the )?(?:team )?(?:lead|manager)|now lead|new (?:team )?lead)\b|승진했|팀장이 됐|팀장이 되었|리더가 됐|được thăng chức|vừa lên|mới lên|đã lên|升了|刚升|当上了|成了组长|刚当上/iu.test(question));
  mark('late', /\b(?:too late|too old)\b|quá muộn|muộn rồi|quá trễ|늦은|늦었|늦지|太晚|太老|晚了|晚不晚/iu.test(question));
  const time = readTimeWords(doc);
  mark('afternoon', time.part === 'afternoon');
  return {
    situations: others[0] === undefined ? [first] : [first, others[0]],
    time,
    dest: namedPlace(question, 'dest'),
    origin: namedPlace(question, 'origin'),
    hours: /(\d{1,2})\s*(?:hours?|시간|tiếng|giờ|个?小时)/iu.exec(question)?.[1] ?? null,
    years: /(\d{1,2}|three|two|four|five)\s*(?:years?|năm|년|年)/iu.exec(question)?.[1] ?? null,
    flags,
  };
}

/** Arguments between two people. */
const fightWords = /\b(?:fight|fighting|fights|argue|arguing|arguments?|quarrel)\b|cãi nhau|cãi vã|giận nhau|싸우|싸워|싸움|다투|다퉈|다툼|吵架|争吵|吵/iu;
/** A couple or a marriage named without a partner word ("tụi em cưới nhau", "we got married", "결혼 3년"). */
const coupleWords = /\b(?:married|marriage|my spouse|we've been together|been together)\b|cưới nhau|vợ chồng|결혼한|결혼 \d|결혼했|부부|结婚|夫妻|在一起/iu;

/** A separation still ahead ("is moving to Japan", "sắp đi", "곧 떠나", "要去"). */
const upcomingDistance = /\b(?:is moving|will move|moving to|going to|is leaving|will be|leaves|starts|next (?:month|week))\b|sắp|chuẩn bị|sẽ đi|tháng sau đi|곧|떠날|갈 예정|가게 됐|다음 달|要去|即将|马上|下个月|快要/iu;
/** Words of a time already lived. */
const alreadyWords = /\b(?:already|so far|for (?:months|years))\b|rồi|đã được|벌써|째|동안|已经|了/iu;
/** The partner coming back ("về nước", "comes back", "돌아와", "回国"). */
const returnWords = /\b(?:comes? back|coming back|come home|comes home|moves back|returns?)\b|về nước|trở về|quay về|돌아와|돌아온|귀국|回国|回来/iu;
/** A question about marriage. */
const marryWords = /\b(?:marry|married|marriage|wedding|engaged)\b|hôn nhân|cưới|kết hôn|결혼|结婚|嫁|娶/iu;

const wordNumbers: Readonly<Record<string, string>> = { two: '2', three: '3', four: '4', five: '5' };

/** The lucky time for the question: the part of the day it names, else the situation's own (lunch → a lunch window). */
function luckyTime(reading: FortuneSituationReading, c: PhraseComposer): string {
  const first = reading.situations[0] as FortuneSituation;
  const part: DayPart = first === 'lunch' ? 'lunch' : reading.time.part ?? situationDayPart[first];
  return c.pick(dayPartTimes[c.language][part]);
}

/** The lucky day: the weekday the question names, else none (a day the visitor did not choose would only clash). */
function luckyDay(reading: FortuneSituationReading, language: ContentLanguage): string | null {
  return reading.time.weekday === null ? null : weekdayNames[language][reading.time.weekday] ?? null;
}

/** Writes a reading that answers the situations first; `stance` is the yes/no line when the question asked one. */
export function writeSituationFortune(reading: FortuneSituationReading, c: PhraseComposer, stance: string | null, closing: string, lucky: { color: string; numbers: string | null }): string {
  const { language } = c;
  const lines = situationLines[language];
  const when = timePhrase(reading.time, language);
  if (when) c.set('when', when).flag('when');
  if (reading.dest) c.set('dest', reading.dest).flag('dest');
  if (reading.origin) c.set('origin', reading.origin).flag('origin');
  if (reading.hours) c.set('hours', reading.hours).flag('hours');
  if (reading.years) c.set('years', wordNumbers[reading.years.toLowerCase()] ?? reading.years).flag('years');
  reading.flags.forEach((flag) => c.flag(flag));
  const [first, second] = reading.situations as [FortuneSituation, FortuneSituation | undefined];
  const parts: string[] = [c.line(introLines[language]), c.line(lines[first].opening)];
  if (stance) parts.push(stance);
  parts.push(c.line(cardLines[language]));
  const advice = lines[first].advice;
  advice.forEach((slot, index) => {
    // The last advice slot is left out when a second situation needs its line.
    if (second && index === advice.length - 1 && advice.length > 2) return;
    if (c.usable(slot).length > 0) parts.push(c.line(slot));
  });
  if (second) parts.push(c.line(lines[second].second));
  const labels = detailLabels[language];
  const colon = language === 'zh' ? '：' : ': ';
  const end = language === 'zh' ? '。' : '.';
  // One full stop, never two ("1 to 3 p.m." already ends with one).
  const detail = (label: string, value: string): string => `${label}${colon}${value}${/[.。]$/u.test(value) ? '' : end}`;
  const details = [detail(c.pick(labels.time), luckyTime(reading, c))];
  const day = luckyDay(reading, language);
  if (day) details.push(detail(c.pick(labels.day), day));
  if (lucky.numbers) details.push(detail(c.pick(labels.numbers), lucky.numbers));
  details.push(detail(c.pick(labels.colour), lucky.color));
  return [joinSentences(parts, language), joinSentences(details, language), closing].join('\n\n');
}
