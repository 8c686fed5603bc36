/**
 * Round 19 second wave (fort24): the situation readers (fortune-situations.ts) answer a stock situation: an interview or
 * an exam still ahead, a promotion offered, a first date or a first day to come, a drive or a trip, a rent that goes up.
 * They fired on one key term and answered that stock situation when the request told something else about it: a
 * promotion turned down or never given ("turned down a promotion last year", "5年没升职"), an exam failed or its results
 * ("考研二战失败了", "đi nhận kết quả thi"), a drive the visitor cannot make ("운전을 못해서"), a deposit not returned
 * read as a rent rise ("房东不退押金"), a move to live somewhere read as a trip ("chuyển vào Sài Gòn sống").
 *
 * This gate checks each situation read against the request's own clause that holds its key term:
 * 1. polarity and outcome: for a situation whose lines speak of an event still ahead (an interview, an exam, a promotion,
 *    a first date, a first day, a drive), the key term's clause must not be negated and must not tell the event's outcome
 *    (refused, failed, cancelled, its results); a negation word and an outcome verb are each one grammatical class;
 * 2. premise: the rent lines answer a rent that goes up, so the request must say the rent rises; the trip lines answer a
 *    trip, so the request must not say the visitor goes there to live.
 * A situation that fails gives way: the next situation read, else the round-18 fall-through (fortune-fall20.ts) that tells
 * the request back and answers its form.
 *
 * Word lists, each one grammatical class: negation words; outcome verbs (refuse, fail, cancel, results); rise verbs for
 * a price; verbs of living somewhere.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import type { FortuneSituation } from './data/fortune/fortune-situation-lines.ts';
import { limitMark } from './fortune-asked14.ts';
import { otherPersonActs } from './fortune-fall20.ts';

/** Situations whose lines speak of an event still ahead, done by the visitor. */
const aheadEvents: ReadonlySet<FortuneSituation> = new Set<FortuneSituation>(['interview', 'exam', 'promotion', 'first_date', 'first_day', 'family_trip']);

/** A negation in a clause (the clause's act did not or cannot happen). */
const negation: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:no|not|never|didn't|don't|doesn't|can't|cannot|couldn't|won't|wasn't|haven't|hasn't|without)\b|n't\b/iu,
  vi: /(?<![\p{L}])(?:không|chưa|chẳng|chả)(?![\p{L}])(?!\s*(?:ạ|à|nhỉ|nhé)?\s*[?？]?\s*$)/iu,
  ko: /못\s?(?:하|해|했|갔|받|봤|붙|가|봐)|못해|않|없|(?:^|\s)안\s?(?:되|돼|했|하|갔|받|붙|와|줘|해)/u,
  zh: /没有?|(?<![要能会是可行好对])不(?![要能会是可行好对过错]?[吗呢])|未/u,
};

/** An outcome told of the event: refused, failed, cancelled, its results. */
const outcome: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:turned (?:it |them )?down|turn(?:ed)? down|declined|rejected|failed|flunked|passed over|lost|cancel(?:l)?ed|results?|bombed|blew it|did(?:n't| not) (?:get|pass|make))\b/iu,
  vi: /(?<![\p{L}])(?:từ chối|trượt|rớt|bị loại|kết quả|hủy|huỷ|thất bại|đánh trượt)(?![\p{L}])/iu,
  ko: /거절|떨어졌|떨어져|떨어진|탈락|결과|취소|망쳤|불합격|낙방/u,
  zh: /拒绝|推掉|失败|没过|挂了|落榜|结果|取消|没考上|黄了|搞砸/u,
};

/** A price going up (the rent lines answer a rent that rises). */
const rise: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:up|raise[sd]?|raising|increase[sd]?|increasing|higher|hike[sd]?|more)\b/iu,
  vi: /(?<![\p{L}])(?:tăng|lên giá|đắt hơn)(?![\p{L}])/iu,
  ko: /오르|오른|올라|올리|올린|올려|인상|더 내/u,
  zh: /涨|提高|加价|上调|贵了/u,
};

/** Going somewhere to live there, not a trip. */
const living: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:live|living|settle|settling|relocat\w*|move to|moving to)\b/iu,
  vi: /(?<![\p{L}])(?:sống|định cư|chuyển (?:vào|ra|lên|về|đến|tới|sang)|lập nghiệp)(?![\p{L}])/iu,
  ko: /살려고|살 거|살게|살기|사는 거|정착|이사|이주/u,
  zh: /生活|定居|搬到|搬去|落户|扎根/u,
};

/** A request cut into small clauses: at punctuation and at the connectives that open a new clause. */
export function smallClauses24(question: string, language: ContentLanguage): string[] {
  const cut: Readonly<Record<ContentLanguage, RegExp>> = {
    en: /[,.;!?\n]+|\s(?:and|but|because|so|since|then)\s/iu,
    vi: /[,.;!?\n]+|\s(?:mà|nhưng|vì|nên|rồi|và|thì)\s/iu,
    ko: /[,.;!?\n]+|(?<=(?:는데|인데|해서|아서|어서|니까|지만|는데요|고))\s/u,
    zh: /[，。；！？,.;!?\n]+|但是|可是|结果|然后/u,
  };
  return question.split(cut[language]).map((part) => part.trim()).filter((part) => part !== '');
}

/** Why a situation read does not fit the request, or null when it fits. */
export function situationMisfit(question: string, language: ContentLanguage, situation: FortuneSituation, holdsKey: (text: string) => boolean): string | null {
  const all = smallClauses24(question, language);
  const clauses = all.filter(holdsKey);
  const last = all[all.length - 1] ?? '';
  // The key term in the last clause, with no negation or outcome there, names the event still ahead ("failed it in May,
  // will I pass the test on Friday?"): the outcome told before it is its history, and the lines answer the event ahead.
  const lastAhead = holdsKey(last) && !negation[language].test(last) && !outcome[language].test(last);
  if (aheadEvents.has(situation) && !lastAhead && clauses.some((clause) => negation[language].test(clause) || outcome[language].test(clause))) return 'over';
  if (situation === 'rent' && !rise[language].test(question)) return 'no-rise';
  if ((situation === 'solo_trip' || situation === 'family_trip') && living[language].test(question)) return 'to-live';
  return null;
}

/** The situations read that fit the request, in order; the names of those that gave way are passed to `onMisfit`. */
export function fittingSituations(question: string, language: ContentLanguage, situations: readonly FortuneSituation[], holdsKey: (key: FortuneSituation, text: string) => boolean, onMisfit: (name: string) => void): FortuneSituation[] {
  return situations.filter((key) => {
    const why = situationMisfit(question, language, key, (text) => holdsKey(key, text));
    if (why !== null) onMisfit(`${key}:${why}`);
    return why === null;
  });
}

/**
 * The visitor's own told clause a situation reading must carry: the first told clause (already in the second person) that
 * does not hold the situation's key term, a clause with a negation or an outcome first ("nobody talks to me", "the movers
 * cancelled"), else one with a limit or another person's act ("对方迟到了半小时"); null when none weighs on it.
 */
export function toldBesideSituation(told: readonly string[], language: ContentLanguage, holdsKey: (text: string) => boolean): string | null {
  const twist = (said: string): boolean => negation[language].test(said) || outcome[language].test(said);
  // Only a clause that weighs on the answer is told back as its terms: a negation or an outcome, a limit ("only", "已经"),
  // or another person's act ("对方迟到了半小时", "he wants me to wait"). The first told clause is most often the situation
  // itself in other words ("男朋友要去国外读研两年" for a distance ahead); it is taken only for a negation or an outcome.
  const weighs = (said: string): boolean => twist(said) || limitMark[language].test(said) || otherPersonActs(said, language);
  const beside = told.filter((said, index) => !holdsKey(said) && (index > 0 || twist(said)) && weighs(said) && said.replace(/[^\p{L}\p{N}]/gu, '').length >= (language === 'zh' || language === 'ko' ? 4 : 8));
  return beside.find(twist) ?? beside[0] ?? null;
}

/** The told clause (second person) that tells the outcome of an event that is over (refused, failed, its results), or
 * null. A bare negation ("5年没升职") is a state that goes on, not an attempt to make again: the plain fall-through weighs it. */
export function outcomeTold(told: readonly string[], language: ContentLanguage): string | null {
  return told.find((said) => outcome[language].test(said)) ?? null;
}
