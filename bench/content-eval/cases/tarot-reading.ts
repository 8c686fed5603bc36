/**
 * Evaluation cases for tarot: the reading has no input, so each case checks a different property a reader would notice
 * in one reading (the runner draws seed 1): the cards are named and placed in time, directions are read as drawn,
 * the overall message follows from the cards, and nothing is said twice.
 */
import type { ContentLanguage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase, type EvalFact } from '../eval-case.ts';

interface ParsedCard { name: string; reversed: boolean; keywords: string[]; interpretation: string }
interface ParsedReading { cards: ParsedCard[]; overall: string; colour: string; item: string }

/** Reads the answer text back into its parts (see answerText: a header and an interpretation line per card, then the message, colour and item). */
function parse(text: string): ParsedReading {
  const lines = text.split('\n');
  const cards: ParsedCard[] = [];
  for (let i = 0; i < 6; i += 2) {
    const header = /^(.*) (upright|reversed) (.*)$/u.exec(lines[i] ?? '');
    cards.push({ name: header?.[1] ?? '', reversed: header?.[2] === 'reversed', keywords: (header?.[3] ?? '').split(', '), interpretation: lines[i + 1] ?? '' });
  }
  return { cards, overall: lines[6] ?? '', colour: lines[7] ?? '', item: lines[8] ?? '' };
}

const reversedWord: Record<ContentLanguage, RegExp> = { en: /revers|upside down/iu, ko: /역방향|거꾸로/u, vi: /ngược/iu, zh: /逆位|倒/u };
const timeWords: Record<ContentLanguage, [RegExp, RegExp, RegExp]> = {
  en: [/past|back then|behind you/iu, /present|now|today/iu, /future|ahead|coming/iu],
  ko: [/과거|지난/u, /현재|지금/u, /미래|앞으로|다가올/u],
  vi: [/quá khứ/iu, /hiện tại|bây giờ/iu, /tương lai|sắp tới/iu],
  zh: [/过去/u, /现在|当下|目前/u, /未来|接下来/u],
};
/** Sentences claiming that every card is upright, per language. */
const allUprightClaim: Record<ContentLanguage, RegExp> = {
  en: /all three (?:cards )?(?:stand |are )?upright|no reversals/iu,
  ko: /세 장 모두 정방향|모두 정방향|역방향이 하나도 없/u,
  vi: /cả ba lá đều xuôi|không có lá ngược|không lá nào ngược/iu,
  zh: /三张牌都是正位|全部正位|没有逆位/u,
};

/** Sentences of a text, for spotting repeats. */
const sentences = (text: string): string[] => text.split(/(?<=[.!?。！？])\s*/u).map((part) => part.trim()).filter((part) => part.length > 8);

const facts = {
  namesAll: { label: 'the overall message names the three drawn cards', check: (text) => { const r = parse(text); return r.cards.every((card) => card.name !== '' && r.overall.includes(card.name)); } },
  reversedRead: (language: ContentLanguage): EvalFact => ({
    label: 'a reversed card is read as reversed and an upright one is not',
    check: (text) => parse(text).cards.every((card) => reversedWord[language].test(card.interpretation) === card.reversed || (!card.reversed && /upright|정방향|바로|xuôi|正位/iu.test(card.interpretation))),
  }),
  placedInTime: (language: ContentLanguage): EvalFact => ({
    label: 'each card is placed in the past, present or future, in order',
    check: (text) => parse(text).cards.every((card, i) => (timeWords[language][i] ?? /./u).test(card.interpretation)),
  }),
  consistentCount: (language: ContentLanguage): EvalFact => ({
    label: 'the overall message does not call the spread all upright when a card is reversed',
    check: (text) => { const r = parse(text); return !(allUprightClaim[language].test(r.overall) && r.cards.some((card) => card.reversed)); },
  }),
  closesOnFuture: { label: 'the closing advice follows from the future card (names it or one of its keywords)', check: (text) => {
    const r = parse(text);
    const future = r.cards[2];
    const last = sentences(r.overall).at(-1) ?? '';
    return future !== undefined && (last.includes(future.name) || future.keywords.some((keyword) => keyword.length > 1 && last.toLowerCase().includes(keyword.toLowerCase())));
  } },
  noRepeat: { label: 'no sentence is said twice in one reading', check: (text) => { const all = sentences(text); return new Set(all).size === all.length; } },
  distinct: { label: 'three different cards', check: (text) => new Set(parse(text).cards.map((card) => card.name)).size === 3 },
  luckyFilled: (language: ContentLanguage): EvalFact => ({
    label: 'a lucky colour and item in the answer language',
    check: (text) => { const r = parse(text); const script = language === 'en' || language === 'vi' ? /\p{Script=Latin}/u : language === 'ko' ? /\p{Script=Hangul}/u : /\p{Script=Han}/u; return script.test(r.colour) && script.test(r.item); },
  }),
} satisfies Record<string, EvalFact | ((language: ContentLanguage) => EvalFact)>;

const languages: ContentLanguage[] = ['en', 'ko', 'vi', 'zh'];

/** Tarot cases: four per language, each checking a different side of the same seeded reading. */
export const cases: EvalCase[] = languages.flatMap((language) => [
  evalCase({ id: `tarot-${language}-1`, type: 'tarot-reading', language, input: {}, facts: [facts.namesAll, facts.placedInTime(language)] }),
  evalCase({ id: `tarot-${language}-2`, type: 'tarot-reading', language, input: {}, facts: [facts.reversedRead(language), facts.consistentCount(language)] }),
  evalCase({ id: `tarot-${language}-3`, type: 'tarot-reading', language, input: {}, facts: [facts.closesOnFuture, facts.noRepeat] }),
  evalCase({ id: `tarot-${language}-4`, type: 'tarot-reading', language, input: {}, facts: [facts.distinct, facts.luckyFilled(language)] }),
]);
