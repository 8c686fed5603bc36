/**
 * The information a sentence carries, for choosing what a summary keeps (issue 13, round 8): sums of money, dates and
 * clock times, amounts with their units, rules and penalties, a review's verdict, a story's turn and an explanation's
 * mechanism (data/summarize/facts.ts). Pure and linear in the sentence's length.
 */
import { factPatterns, type FactKind } from './data/summarize/facts.ts';
import type { ContentLanguage } from '../contract/content-types.ts';
import type { SentenceSpan } from './text-segments.ts';

/** The fact kinds counted in a sentence's information (the turn and the mechanism are weighed by style). */
const informative: readonly FactKind[] = ['money', 'time', 'amount', 'rule', 'verdict', 'change'];

/** How many facts of one kind a sentence has (at most `cap`). */
export function factCount(sentence: string, kind: FactKind, language: ContentLanguage, cap: number): number {
  return countOf(sentence, factPatterns[language][kind], cap);
}

/** How many matches of one pattern a sentence has (at most `cap`). */
function countOf(sentence: string, pattern: RegExp, cap: number): number {
  pattern.lastIndex = 0;
  let count = 0;
  while (count < cap && pattern.exec(sentence) !== null) count += 1;
  pattern.lastIndex = 0;
  return count;
}

/** Whether the sentence has a fact of this kind. */
export function hasFact(sentence: string, kind: FactKind, language: ContentLanguage): boolean {
  return countOf(sentence, factPatterns[language][kind], 1) > 0;
}

/** The kinds of fact a sentence carries. */
export function factKinds(sentence: string, language: ContentLanguage): FactKind[] {
  return (Object.keys(factPatterns[language]) as FactKind[]).filter((kind) => hasFact(sentence, kind, language));
}

/**
 * The sentence's information: each sum, date, time, amount, rule and change (a rise, a fall, a record) counts one (at
 * most two of a kind), a verdict two, a sum of money one and a half, a bare amount ("70년", "three weeks")
 * half;
 * a sentence with none counts zero.
 */
export function informationOf(sentence: string, language: ContentLanguage): number {
  let total = 0;
  for (const kind of informative) total += countOf(sentence, factPatterns[language][kind], 2) * (kind === 'verdict' ? 2 : kind === 'money' ? 1.5 : kind === 'amount' ? 0.5 : 1);
  return total;
}

/** How much a sentence's information (informationOf) raises its score: two fifths per fact, for at most four facts. */
export function informationWeight(information: number): number {
  return 1 + Math.min(information, 4) * 0.2;
}

/** What coverFacts reads of the choice so far (sentences, their order by score, their information, the budget and what is used of it). */
export interface FactCoverage {
  spans: readonly SentenceSpan[];
  order: ReadonlyArray<{ score: number; index: number }>;
  scores: readonly number[];
  /** informationOf each sentence. */
  information: readonly number[];
  language: ContentLanguage;
  budget: number;
  used: number;
  wanted: number;
  kinds: readonly FactKind[];
  keepLead: boolean;
  /** A chosen sentence that must stay (one the cue pass chose for its cause, its ending, its other side or its goal). */
  fixed: (index: number) => boolean;
  /** A sentence this style puts aside (a tip in an explanation for a child): it covers no kind. */
  aside: (index: number) => boolean;
}

/** A sentence this dense with facts (a fine and its sum, a sum and a date, a date and a time) is a key sentence of any summary. */
const denseInformation = 2.5;

/**
 * Keeps the key facts. First the densest sentences ("Starting in January, landscapers will be fined $250 … and $500 …"),
 * then, for each kind the text has (a sum, a date or time, a rule, a verdict, and the style's own kinds) and no chosen
 * sentence carries, the best sentence with it: each takes the place of a chosen sentence with no fact at all, or joins
 * while the summary stays near its budget, or replaces a chosen sentence that says less. Returns the characters used.
 */
export function coverFacts(chosen: number[], coverage: FactCoverage): number {
  const { spans, order, scores, information, language, budget, wanted, kinds } = coverage;
  let used = coverage.used;
  const text = (index: number): string => (spans[index] as SentenceSpan).text;
  const info = (index: number): number => information[index] as number;
  // Each sentence is read once per kind (the admission below asks the same questions many times).
  const known = new Map<string, boolean>();
  const carries = (index: number, kind: FactKind): boolean => {
    const key = `${index}:${kind}`;
    let found = known.get(key);
    if (found === undefined) {
      found = hasFact(text(index), kind, language);
      known.set(key, found);
    }
    return found;
  };
  const admit = (candidate: number, room: number, stretch: number): void => {
    const size = text(candidate).length;
    const best = chosen.reduce((top, index) => ((scores[index] as number) > (scores[top] as number) ? index : top), chosen[0] as number);
    // A sum of money is an amount too ("人均一百二" for "涮八秒").
    const brings = (kind: FactKind): boolean => carries(candidate, kind) || (kind === 'amount' && carries(candidate, 'money'));
    const alone = (index: number): boolean => [...kinds, 'amount' as const].some((kind) => carries(index, kind) && !brings(kind) && !chosen.some((other) => other !== index && carries(other, kind)));
    // A chosen sentence may go when it is not the best, not a kept lead, not chosen for its cue, says no kind of fact
    // alone (an amount included) and says less: nothing at all (first), or at most one fact, or two fewer.
    const movable = (index: number): boolean => index !== best && !(coverage.keepLead && index === 0) && !coverage.fixed(index) && !alone(index);
    const swap = (pool: number[]): boolean => {
      if (pool.length === 0 || chosen.length <= 1) return false;
      const weakest = pool.reduce((low, index) => ((scores[index] as number) < (scores[low] as number) ? index : low));
      const freed = used - text(weakest).length;
      if (freed + size > Math.max(budget * 1.3, used)) return false;
      chosen[chosen.indexOf(weakest)] = candidate;
      used = freed + size;
      return true;
    };
    if (swap(chosen.filter((index) => movable(index) && info(index) === 0))) return;
    if (chosen.length < wanted + room && used + size <= budget * stretch) {
      chosen.push(candidate);
      used += size;
      return;
    }
    swap(chosen.filter((index) => movable(index) && info(index) < Math.max(info(candidate), 1) && (info(index) <= 1 || info(candidate) - info(index) >= 2)));
  };
  const densest = order.filter(({ score, index }) => score > 0 && info(index) >= denseInformation && !chosen.includes(index)).sort((a, b) => info(b.index) - info(a.index) || b.score - a.score);
  // A dense sentence joins (two over the count and two and a half times the budget at most, like a key figure) or takes
  // the place of a plainer one.
  for (const { index } of densest.slice(0, Math.max(1, Math.round(wanted / 3)))) admit(index, 2, 2.5);
  for (const kind of kinds) {
    if (chosen.some((index) => carries(index, kind))) continue;
    const candidate = order.find(({ score, index }) => score > 0 && carries(index, kind) && !chosen.includes(index) && !coverage.aside(index));
    // A review's verdict is its point: it is let in as freely as a dense sentence.
    // So is a sum of money the text names only once (round 9: an education budget of "2천억 원" left out of an analyst's note).
    if (candidate) admit(candidate.index, kind === 'verdict' || kind === 'money' ? 2 : 1, kind === 'verdict' || kind === 'money' ? 2.5 : 1.6);
  }
  return used;
}
