/**
 * Rewrites that make a summary style a real transformation of the extracted sentences rather than a frame around
 * them: a complete news headline, short plain sentences for a child, and hashtags made of key terms and whole names.
 * Web standards only.
 */
import { englishCutStandsAlone } from './summarize-clause-check.ts';
import type { ContentLanguage } from '../contract/content-types.ts';
import { chinesePlain, koreanPlain, vietnamesePlain } from './summarize-plain.ts';
import { vietnameseNounPhrases } from './summarize-vi-terms.ts';

const cjk = (language: ContentLanguage): boolean => language === 'zh';

/** English past-tense verbs a headline writes in the present ("voted" → "votes"), as [past, base]. */
const headlineVerbs: ReadonlyArray<readonly [string, string]> = [
  ['voted', 'vote'], ['approved', 'approve'], ['announced', 'announce'], ['opened', 'open'], ['closed', 'close'], ['launched', 'launch'],
  ['raised', 'raise'], ['found', 'find'], ['said', 'say'], ['won', 'win'], ['lost', 'lose'], ['fired', 'fire'], ['recorded', 'record'],
  ['reached', 'reach'], ['rejected', 'reject'], ['banned', 'ban'], ['agreed', 'agree'], ['decided', 'decide'], ['unveiled', 'unveil'],
  ['released', 'release'], ['cut', 'cut'], ['plans', 'plan'], ['planned', 'plan'], ['built', 'build'], ['sold', 'sell'], ['hit', 'hit'],
  ['began', 'begin'], ['started', 'start'], ['signed', 'sign'], ['warned', 'warn'], ['became', 'become'], ['broke', 'break'],
  ['served', 'serve'], ['retired', 'retire'], ['received', 'receive'], ['joined', 'join'], ['left', 'leave'], ['returned', 'return'],
];

/** The present form of `base` for a subject ending in `subject` (plural nouns take the bare form). */
function presentFor(subject: string, base: string): string {
  const plural = /(?:[^s'’]s|people|police|children)$/iu.test(subject) && !/(?:news|council|city|us)$/iu.test(subject);
  if (plural) return base;
  if (/(?:s|sh|ch|x|z)$/u.test(base)) return `${base}es`;
  return `${base}s`;
}

/** Time and duration phrases a headline leaves out, per language (the body keeps them). */
const headlineTime: Record<ContentLanguage, ReadonlyArray<readonly [RegExp, string]>> = {
  en: [
    [/\s+(?:on\s+)?(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)(?:\s+(?:morning|afternoon|evening|night))?\b/gu, ''],
    [/\s+(?:yesterday|today|this week|last week|last night|this morning|earlier this (?:week|month|year))\b/giu, ''],
    [/\s+(?:over|in|within|during) the (?:next|past|last|coming) (?:[\w-]+ )?(?:years?|months?|weeks?|days?)\b/giu, ''],
  ],
  vi: [
    [/^(?:(?:Từ|Vào|Trong) )?(?:ngày|sáng|chiều|tối|đêm|hôm|tuần|tháng|năm|mới|gần|vừa)[^,]{0,30},\s*/iu, ''],
    // A date opener with no comma after it ("Sáng 14/11 Ủy ban…", round 9b).
    [/^(?:(?:Sáng|Chiều|Tối|Trưa|Đêm|Ngày|Hôm)\s+)?(?:nay|qua|\d{1,2}\/\d{1,2}(?:\/\d{2,4})?)\s+(?=\p{Lu})/u, ''],
    [/(?<=\S)\s+(?:vừa|đã)\s+(?=\S)/u, ' '],
  ],
  ko: [[/^(?:요즘|최근|지난주|이번 주|오늘|어제|올해|지난해)\s+/u, ''], [/\s*(?:지난\s)?\d{1,2}일(?=\s)\s*/u, ' ']],
  zh: [[/^(?:近日|日前|昨天|今天|近期|最近|今年|去年|昨日|今日|(?:本|上|这|上个)?(?:周|星期)(?:[一二三四五六日天](?![到至])|(?![一二三四五六日天到至])))?(?:早上|上午|中午|下午|晚上|傍晚|凌晨|夜里)?[，,]?/u, ''], [/^(.{2,12}?)\d{1,2}日/u, '$1']],
};

/** Openers that name a source or a cause before the news itself, per language; a headline drops them. */
const headlineOpeners: Record<ContentLanguage, readonly RegExp[]> = {
  en: [/^According to [^,]{1,60},\s*/iu, /^(?:Due to|Because of|Owing to) [^,]{1,60},\s*/iu],
  vi: [/^Theo [^,]{1,60},\s*/iu, /^(?:Do|Vì) (?:ảnh hưởng|tác động) (?:của )?[^,]{1,40},\s*/iu],
  ko: [/^[^,.]{1,30}에 따르면,?\s+/u, /^[^,.]{1,20}의 영향으로,?\s+/u],
  zh: [/^(?:据|根据)[^，,。]{1,24}(?:消息|报道|介绍|通报|统计|数据|预报|通知)[，,]/u, /^受[^，,。]{1,15}影响[，,]/u],
};

/** Removes what a headline leaves out: the final full stop, a leading article, time phrases; English verbs in the present. */
function compressHeadline(sentence: string, language: ContentLanguage): string {
  let text = sentence.replace(/[.。!！?？…]+$/u, '').trim();
  // A headline drops asides in brackets ("(Hà Nội)", "（试行）") and, in Vietnamese, the reporting frame ("… cho biết sẽ").
  text = text.replace(/\s*[(（][^()（）]{1,30}[)）]/gu, '');
  if (language === 'vi') text = text.replace(/\s+(?:cho biết|cho hay|thông báo|tuyên bố)\s+(?=(?:sẽ|đã|vừa|đang)\s)/iu, ' ');
  for (const [pattern, replacement] of headlineTime[language]) text = text.replace(pattern, replacement);
  if (language === 'en') {
    // Headline style: no possessive or article opener ("Our city council votes" → "City council votes"), no articles inside.
    text = text.replace(/^(?:The|Our|My|Their|His|Her|Its|A|An)\s+(\p{Ll})/u, (_found, first: string) => first.toUpperCase()).replace(/^The\s+/u, '');
    // "$4.99 a month", "twice a week" keep their article: it is a rate there, not an article (round 9: "$4.99 month").
    text = text.replace(/\s(?:a|an|the)\s(?!(?:month|week|year|day|hour|night|minute|piece|person|head|time|bowl|cup|ticket|kilo|pound|mile|litre|liter|gallon)\b)(?=\p{L})/gu, ' ');
    for (const [past, base] of headlineVerbs) {
      const match = new RegExp(`^((?:\\S+\\s+){1,8}?)${past}\\b`, 'u').exec(text);
      if (!match) continue;
      const before = (match[1] ?? '').trim().split(/\s+/u);
      if (/^(?:who|that|which|and|to|had|has|have|was|were|is|are)$/iu.test(before[before.length - 1] ?? '')) continue;
      // A participle before "by" ("a petition signed by 2,000 parents") is no main verb (round 9b).
      if (/^\s+by\b/u.test(text.slice(match[0].length))) continue;
      // The subject's head noun: the word before its first preposition ("members" in "members in Portland").
      const preposition = before.findIndex((word, i) => i > 0 && /^(?:in|of|at|from|for|on|near|across|with|by)$/iu.test(word));
      const head = before[preposition > 0 ? preposition - 1 : before.length - 1] ?? '';
      text = `${match[1] ?? ''}${presentFor(head, base)}${text.slice(match[0].length)}`;
      break;
    }
  }
  if (language === 'ko') {
    // A Korean headline sets the topic off with a comma and drops the reporting verb ("서울시, … 넓힌다").
    text = text.replace(/^([가-힣A-Za-z0-9]{2,12})(?:은|는)\s+/u, '$1, ').replace(/다고\s+(?:밝혔|발표했|말했|전했|설명했)다$/u, '다');
    // A headline tells a past event without the past ending: "금상을 받았다" → "금상을 받아", "우승을 차지했다" → "우승을 차지" (round 9b).
    text = text.replace(/(?<![못안])([가-힣]{2,})했다$/u, '$1').replace(/받았다$/u, '받아');
  }
  if (language === 'zh') text = text.replace(/一(?:家|个|位|名|所|座)/gu, '').replace(/因为|由于/gu, '');
  // A Chinese headline drops the date, a "from … on" clause and the reporting verb ("11月28日，杭州市交通运输局宣布，从明年1月1日起，
  // 市区…" → "杭州市交通运输局：市区…", round 9b).
  if (language === 'zh') {
    text = text.replace(/^(?:\d{1,2}月(?:\d{1,2}日)?|\d{1,2}日)[，,]?/u, '').replace(/(^|[，,：:])(?:从|自)[^，。,]{1,14}(?:起|开始)[，,]/gu, '$1').replace(/^([^，。,]{2,16}?)(?:宣布|表示|称|透露|通报)[，,：:]/u, '$1：')
      // An opening span ("经过三年的修复，"), a location modifier ("位于…的") and a date after 于 ("于12月5日") stay in the body.
      .replace(/^(?:经过|历时|历经)[^，。,]{1,15}[，,]/u, '').replace(/位于[^，。,的]{1,16}的/u, '').replace(/于(?:\d{1,4}年)?\d{1,2}月\d{1,2}日/u, '');
  }
  // A source or a cause is no headline: "据市气象台消息，受强冷空气影响，本周…" leads with what happens (round 6).
  // Twice, for a source and a cause in either order.
  for (let round = 0; round < 2; round += 1) for (const opener of headlineOpeners[language]) text = text.replace(opener, '');
  text = text.trim();
  if (language === 'en' || language === 'vi') text = text.charAt(0).toUpperCase() + text.slice(1);
  return text.replace(/\s{2,}/gu, ' ').trim();
}

/**
 * A Korean headline too long for its limit starts at its subject, set off with a comma, leaving the scene before it
 * to the body (round 9: "지난 토요일 열린 구민 축구 대회 결승에서 우리 동네 조기축구회 '새벽FC'가 …" → "'새벽FC', 3대 2로 …").
 */
function koreanSubjectFirst(headline: string, limit: number, language: ContentLanguage): string {
  if (language !== 'ko' || length(headline) <= limit) return headline;
  const subjects = [...headline.matchAll(/(?:^|\s)((?:'[^'\s]{1,12}'|"[^"\s]{1,12}"|[가-힣A-Za-z0-9]{2,10})(?:가|이))\s/gu)];
  // The subject whose clause fits (round 9b: "국내 한 스타트업이 개발한 … 스마트 지팡이가 … 금상을 받았다": the cane, not the
  // start-up inside the modifier), with the plain nouns before it ("시각장애인용 스마트 지팡이"), not a modifier ("개발한").
  const fitting = subjects.find((match) => length(headline.slice(match.index).trim()) <= limit) ?? subjects[0];
  if (fitting === undefined) return headline;
  const before = headline.slice(0, fitting.index).trim().split(/\s+/u);
  const nouns: string[] = [];
  // A quoted name ("'새벽FC'가") is its own subject: no nouns before it.
  for (let i = before.length - 1; i >= 0 && nouns.length < 2 && !/^['"]/u.test(fitting[1] ?? ''); i -= 1) {
    const word = before[i] ?? '';
    if (!/^[가-힣A-Za-z0-9]+$/u.test(word) || /(?:[은는을를이가의에도만한된던할인]|에서|으로|로)$/u.test(word)) break;
    nouns.unshift(word);
  }
  const rest = `${nouns.join(' ')} ${headline.slice(fitting.index).trim()}`.trim();
  if (length(rest) > limit && nouns.length > 0) return headline.slice(fitting.index).trim().replace(/^((?:'[^'\s]{1,12}'|"[^"\s]{1,12}"|[가-힣A-Za-z0-9]{2,10}))(?:가|이)\s/u, '$1, ');
  return rest.replace(/((?:'[^'\s]{1,12}'|"[^"\s]{1,12}"|[가-힣A-Za-z0-9]{2,10}))(?:가|이)\s/u, '$1, ');
}

/** Clause boundaries a headline may end at, per language. */
const clauseEnd: Record<ContentLanguage, RegExp> = {
  en: /,\s|;\s|\s[—–-]\s/gu,
  vi: /,\s|;\s|\s[—–-]\s/gu,
  ko: /,\s|;\s/gu,
  zh: /[，；：]/gu,
};

/** Where a trailing subordinate phrase starts, which a headline may leave out ("… after 17 years", "… kể từ khi …"). */
const subordinateStart: Record<ContentLanguage, RegExp> = {
  en: /\s(?=(?:after|since|because|as|while|when|amid|despite|following|with|which|who|over|in order to|so that)\s)/gu,
  vi: /\s(?=(?:sau|kể từ|vì|do|khi|nhằm|với|trong|để|nhưng)\s)/gu,
  ko: /\s(?=(?:이후|뒤|때문에|위해)\s)/gu,
  zh: /[，,](?=.)/gu,
};

/** Where a phrase of place or time starts in a Latin-script lead (a headline may end before it). */
const phraseStart: Partial<Record<ContentLanguage, RegExp>> = {
  en: /\s(?=(?:from|on|at|in|for|by|starting|until|near|across)\s)/gu,
  vi: /(?<!(?:bắt đầu|đi|đưa|chạy|lên|xuống))\s(?=(?:từ|đến|tại|ở|trên|vào|bắt đầu|theo|trước|cho đến|cho tới|mỗi|hằng|phía)\s)/gu,
};

/** Length of a text in characters (code points). */
const length = (text: string): number => [...text].length;

/**
 * A complete headline from the summary: the top sentence compressed when it fits `limit`; else its longest clause
 * prefix that fits (at least half the limit); else the shortest chosen sentence that fits; else the first clause;
 * only when nothing fits, a cut at a word boundary with an ellipsis.
 */
export function completeHeadline(sentences: readonly string[], topIndex: number, limit: number, language: ContentLanguage): string {
  const top = koreanSubjectFirst(compressHeadline(sentences[topIndex] ?? sentences[0] ?? '', language), limit, language);
  if (length(top) <= limit) return top;
  const ends = [...top.matchAll(clauseEnd[language])].map((match) => match.index ?? 0);
  const fitting = ends.filter((at) => length(top.slice(0, at)) <= limit);
  const longest = fitting[fitting.length - 1];
  if (longest !== undefined && length(top.slice(0, longest)) >= limit * 0.5) return top.slice(0, longest).trim();
  // The earliest subordinate phrase after half the limit ends the headline ("… vận hành thương mại | sau hơn 17 năm kể từ khi …").
  const main = [...top.matchAll(subordinateStart[language])].map((match) => match.index ?? 0).find((at) => length(top.slice(0, at)) <= limit && length(top.slice(0, at)) >= limit * 0.5);
  if (main !== undefined && length(top.slice(0, main)) >= limit * 0.5) return top.slice(0, main).replace(/[,，\s]+$/u, '').trim();
  // A long lead with no clause break ends before its last phrase of place or time that fits ("… đường Đồng Khởi | từ 6h đến
  // 22h bắt đầu từ ngày 1/12", round 9b): the lead's news, not another sentence's.
  const phrase = phraseStart[language];
  const before = phrase === undefined ? undefined : [...top.matchAll(phrase)].map((match) => match.index ?? 0).filter((at) => length(top.slice(0, at)) <= limit && length(top.slice(0, at)) >= limit * 0.5).pop();
  if (before !== undefined) return top.slice(0, before).replace(/[,，\s]+$/u, '').trim();
  const other = sentences.map((sentence) => compressHeadline(sentence, language)).filter((sentence) => length(sentence) <= limit && length(sentence) >= limit * 0.3).sort((a, b) => length(a) - length(b))[0];
  if (other !== undefined) return other;
  const first = ends[0];
  if (first !== undefined && length(top.slice(0, first)) >= limit * 0.25 && length(top.slice(0, first)) <= limit) return top.slice(0, first).trim();
  const head = [...top].slice(0, limit).join('');
  const space = head.lastIndexOf(' ');
  return `${(space > limit * 0.5 ? head.slice(0, space) : head).trim()}…`;
}

/** Plain words for an English explanation to a child (whole words, lower case; the first letter's case is kept). */
const plainEnglish: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bapproximately\b/giu, 'about'], [/\bconsolidates?\b/giu, 'saves'], [/\bconsolidated\b/giu, 'saved'], [/\bwas associated with\b/giu, 'went with'],
  [/\bis associated with\b/giu, 'goes with'], [/\bassociated with\b/giu, 'linked to'], [/\brecommends?\b/giu, 'says'], [/\brecommended\b/giu, 'said'],
  [/\butili[sz]e[sd]?\b/giu, 'use'], [/\bsubsequently\b/giu, 'later'], [/\bnevertheless\b/giu, 'still'], [/\bhowever,?\s*/giu, 'but '],
  [/\bin order to\b/giu, 'to'], [/\bdemonstrated?\b/giu, 'showed'], [/\bindividuals\b/giu, 'people'], [/\bpurchase[sd]?\b/giu, 'buy'],
  [/\bsufficient\b/giu, 'enough'], [/\bcommence[sd]?\b/giu, 'start'], [/\bregulators\b/giu, 'rule makers'], [/\bexpenditure\b/giu, 'spending'],
  // Asides a child does not need: ", apparently," and a closing ", for example when hunting" (round 6).
  [/,\s*(?:apparently|in fact|of course|it seems|for example|for instance),\s*/giu, ' '], [/,\s*(?:e\.g\.|i\.e\.)\s[^,.;]+/giu, ''], [/,\s*(?:for example|for instance|such as)\s[^,.;]+(?=[.;]?$)/giu, ''],
  [/\bsecondary schools\b/giu, 'schools'], [/\blong-term storage\b/giu, 'long-term memory'], [/\bresidents\b/giu, 'people who live there'],
];

/** Where a long sentence may be split into two for a child, per language; group 1 or 2 holds a conjunction to keep. */
const splitPoints: Record<ContentLanguage, RegExp> = {
  en: /[,;]\s+(?:(and|but|so|while|which|where|because)\s+)?|\s(because|so that|so(?= (?:I|we|they|he|she|it|you)\b)|to (?:study|learn|find out|see|test|check|measure) (?:how|whether|if|why|what))\s+/u,
  vi: /[,;]\s+(?:(và|nhưng|nên)\s+)?/u,
  ko: /([가-힣](?<![다라까])(?:고|며|면서|지만|는데)),\s+|(하고|했고|이고|으며|하며|(?<!까)지만|는데|면서)\s+/u,
  zh: /[，；]/u,
};

/** Longest sentence for a child: words (en, vi) or characters (ko, zh). */
const childLimit: Record<ContentLanguage, number> = { en: 12, vi: 16, ko: 26, zh: 18 };

function sentenceSize(sentence: string, language: ContentLanguage): number {
  return language === 'en' || language === 'vi' ? sentence.split(/\s+/u).length : length(sentence.replace(/\s/gu, ''));
}

/** Jongseong index of a Hangul syllable (0 when it has no final consonant), or -1 for other characters. */
function finalOf(syllable: string): number {
  const code = (syllable.codePointAt(0) ?? 0) - 0xac00;
  return code >= 0 && code < 11172 ? code % 28 : -1;
}

/** The syllable with another final consonant. */
function withFinal(syllable: string, final: number): string {
  const code = (syllable.codePointAt(0) ?? 0) - 0xac00;
  return String.fromCodePoint(0xac00 + code - (code % 28) + final);
}

/** Stems that are adjectives or 있다/없다: they close with a bare 다 ("좋다", "있다"), not 는다. */
const koreanBareStem = /(?:있|없|좋|많|같|싫|적|작|크|높|낮|길|짧|쉽|어렵|이)$/u;
/** Adjectives in 하다 ("안전하고", "쾌적하며"): closed as "안전하다", never "안전한다" (round 7). */
const koreanAdjectiveHa = /(?:안전|쾌적|깨끗|조용|편안|편리|중요|필요|가능|유명|행복|건강|따뜻|시원|간단|복잡|확실|분명|충분|다양|비슷|익숙|친절|정확|적절|불편|불안|피곤|심각|부족|풍부|특별|완벽|솔직|단순|독특|화려|소중|위험|저렴|유리|불리|신선|상쾌|깔끔|튼튼|똑똑|부드럽|강력|유용|무관|동일|유일|흔|급|활발|원활|양호|우수|미흡|적당|적합|강|약)하$/u;

/** A Korean phrase ending in a particle that looks like a connective (까지만, 에서만): it is no clause. */
const koreanParticleEnd = /(?:까지|부터|에서|에게|한테)(?:만|도)?$|까지만$/u;

/**
 * Closes a Korean clause that ends in a connective (고, 며, 면서, 지만, 는데) as a plain sentence: a past stem keeps its
 * tense ("끝났고" → "끝났다"), a verb stem takes the present ("다니며" → "다닌다", "만들고" → "만든다", "먹으며" → "먹는다").
 */
export function closeKoreanClause(clause: string, past = false): string {
  // "10시까지만" is the particle 까지 with 만, not the connective -지만: no verb stem to close.
  if (koreanParticleEnd.test(clause)) return clause;
  const match = /^(.*?[가-힣])(으면서|으며|면서|는데|지만|고|며)$/u.exec(clause);
  if (!match) return clause;
  const stem = match[1] as string;
  const last = stem.slice(-1);
  const final = finalOf(last);
  if (final === 20) return `${stem}다`;
  if (past) {
    const pastStem = koreanPastStem(stem);
    if (pastStem !== null) return `${pastStem}다`;
  }
  if (koreanBareStem.test(stem) || koreanAdjectiveHa.test(stem)) return `${stem}다`;
  if (final === 0) return `${stem.slice(0, -1)}${withFinal(last, 4)}다`;
  if (final === 8) return `${stem.slice(0, -1)}${withFinal(last, 4)}다`;
  return `${stem}는다`;
}

/**
 * A closed Korean clause in 합니다체, for a cut from a sentence told in it ("…까지이며, …중단됩니다" → "…까지입니다", not
 * "…까지이다" beside "중단됩니다" in one answer; round 7).
 */
export function politeKorean(closed: string): string {
  const match = /^(.*?)([가-힣])(는)?다([.!]?)$/u.exec(closed);
  if (!match) return closed;
  const [, before = '', last = '', neun, stop = ''] = match;
  if (neun !== undefined) return `${before}${last}습니다${stop}`;
  const final = finalOf(last);
  if (last === '이' && final === 0) return `${before}입니다${stop}`;
  // "한다", "간다": the ㄴ of the plain present becomes ㅂ ("합니다", "갑니다"); an open stem takes ㅂ ("크다" → "큽니다").
  if (final === 4 || final === 0) return `${before}${withFinal(last, 17)}니다${stop}`;
  return `${before}${last}습니다${stop}`;
}

/** Medial vowel index of a Hangul syllable. */
function vowelOf(syllable: string): number {
  return Math.floor((((syllable.codePointAt(0) ?? 0) - 0xac00) % 588) / 28);
}

/** The syllable with another vowel and a final consonant. */
function withVowelAndFinal(syllable: string, vowel: number, final: number): string {
  const code = (syllable.codePointAt(0) ?? 0) - 0xac00;
  return String.fromCodePoint(0xac00 + (code - (code % 588)) + vowel * 28 + final);
}

/**
 * The past stem of a Korean verb stem ("사과하" → "사과했", "늘" → "늘었", "가" → "갔", "보" → "봤"), or null when
 * the stem is not one this handles.
 */
export function koreanPastStem(stem: string): string | null {
  const last = stem.slice(-1);
  const final = finalOf(last);
  if (final < 0) return null;
  if (last === '하') return `${stem.slice(0, -1)}했`;
  const vowel = vowelOf(last);
  if (final > 0) return `${stem}${vowel === 0 || vowel === 8 ? '았' : '었'}`;
  // Vowel stems contract: ㅏ/ㅓ/ㅐ/ㅔ keep their vowel, ㅗ→ㅘ, ㅜ→ㅝ, ㅣ→ㅕ, ㅚ→ㅙ, ㅡ→ㅓ; each takes ㅆ.
  const contracted: Readonly<Record<number, number>> = { 0: 0, 4: 4, 1: 1, 5: 5, 8: 9, 13: 14, 20: 6, 11: 10, 18: 4 };
  const next = contracted[vowel];
  return next === undefined ? null : `${stem.slice(0, -1)}${withVowelAndFinal(last, next, 20)}`;
}

/** Ends a clause as a sentence in the language's way. */
function closeSentence(clause: string, language: ContentLanguage, past = false): string {
  let bare = clause.trim().replace(/[,，;；:：]+$/u, '');
  if (/[.!?。！？]$/u.test(bare)) return bare;
  if (language === 'ko') bare = closeKoreanClause(bare, past);
  return `${bare}${cjk(language) ? '。' : '.'}`;
}

/** English conjunctions that open a split-off sentence, as a child would say them. */
const englishOpeners: Readonly<Record<string, string>> = { and: '', while: '', where: '', which: 'It ', but: 'But ', so: 'So ', because: 'That is because ', 'so that': 'So ' };

/** Verbs that introduce what was said or found: a clause ending in one cannot stand alone ("The team found."). */
const reportingEnd = /(?:said|says|found|showed|announced|reported|noted|worr(?:y|ied|ies)|hopes?|hoped|believes?|believed|thinks?|thought|fears?|feared|发现|表示|认为|说|指出|显示|宣布|称|担心|担忧|希望|觉得|相信|期待|怀疑|知道|cho biết|cho rằng|nói|khẳng định|lo ngại|lo lắng|hy vọng|밝혔다|말했다)$/u;

/** Starts a split-off clause as a sentence. */
function openSentence(clause: string, conjunction: string, language: ContentLanguage): string {
  let text = clause.trim();
  if (language === 'en') text = /^to /iu.test(conjunction) ? `They wanted ${conjunction} ${text}` : `${englishOpeners[conjunction.toLowerCase()] ?? ''}${text}`;
  if (language === 'vi' && conjunction !== '' && conjunction !== 'và') text = `${conjunction} ${text}`;
  return language === 'en' || language === 'vi' ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** A clause that opens with one of these cannot stand alone ("Without the algae."): no bare-comma split after it. */
const introductoryStart: Partial<Record<ContentLanguage, RegExp>> = {
  en: /^(?:without|with|in|on|at|after|before|when|if|although|though|because|since|as|during|for|by|while|despite|once|unlike|like|until|under|over|every time|each time|whenever)\b/iu,
  vi: /^(?:nếu|khi|với|trong|sau|trước|vì|dù|để|tuy|mặc dù|theo|từ|vào (?:mùa|buổi|ngày|tháng|năm|lúc|dịp|cuối|đầu|thời)|suốt|hồi)(?![\p{L}\p{M}])/iu,
};

/** A clause that states only a condition or a time: the sentence's main clause follows it. */
const dependentHead: Record<ContentLanguage, RegExp> = {
  en: /^(?:if|when|once|unless|whenever|as soon as|instead of|rather than|apart from|to|in order to)\s/iu,
  vi: /^(?:nếu|khi|một khi|hễ|mỗi khi)(?![\p{L}\p{M}])/iu,
  ko: /(?!)/u,
  zh: /一旦|如果|只要|假如|即使|每当|(?:^当)|一(?:到|进|回|出|看|听|下)(?!.*就)|每[^，；]{1,8}一(?:次|回|遍)$/u,
};

/** A clause that opens with an adverb, a conjunction or a bare verb form and has no subject of its own. */
const subjectlessRest: Record<ContentLanguage, RegExp> = {
  en: /^(?!(?:nothing|something|anything|everything|morning|evening|thing|king|spring|ceiling|building|parking|during)\b)\p{Ll}+ing\b/u,
  vi: /^(?:đồng thời|rồi|cũng|còn|thì|mà|để|kèm theo)(?![\p{L}\p{M}])/iu,
  ko: /(?!)/u,
  // Chinese: a clause that opens with an adverb of addition or a bare verb ("并释放…", "也不得…", "配备…") leans on the subject before it.
  zh: /^(?:并|也|且|还|又|就|才|都|而(?!且)|便|即|再|甚至|从而|以便|导致|造成|配备|配有|包括)/u,
};

/** A clause ending on one of these is unfinished: no sentence may end there. */
const weakHeadEnd: Partial<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:also|and|but|or|nor|not|that|the|a|an|of|to|than|as|apparently|even|only|just|then|such|like|from|with|for|by|in|on|at|into)$/iu,
  vi: /(?<![\p{L}\p{M}])(?:và|hay|hoặc|nhưng|của|cũng|là|mà|thì|với|cho|để|những|các|một|rằng)$/iu,
};

/** A clause opening with one of these is subordinate (or a bare aside): it cannot stand alone as a sentence. */
const subordinateRest: Partial<Record<ContentLanguage, RegExp>> = {
  // An appositive ("chlorophyll, a chemical that leaves use…") is a noun with its relative clause, no sentence (round 8).
  en: /^(?:that|since|although|though|whether|if|unless|as|whose|whom|apparently|for example|for instance|such as|including|especially|e\.g\.|i\.e\.|like)\b|^(?:a|an|the)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:that|which|who|whose)\b/iu,
  vi: /^(?:rằng|mà|là|vì|bởi vì|nếu|khi|chẳng hạn|ví dụ|như|kể cả)(?![\p{L}\p{M}])/iu,
};

/**
 * A reporting tail that only says who said it ("officials said on Tuesday", "警方表示", "ông Nam cho biết"): cut off on its
 * own it is no sentence ("Officials said on Tuesday."), so the clause before it keeps it.
 */
const attributionTail: Partial<Record<ContentLanguage, RegExp>> = {
  en: /^(?:(?:[\p{L}\p{N}'’.-]+\s+){1,5}(?:said|says|say|added|explained|announced|reported|told (?:reporters|\p{L}+)|wrote|warned)|(?:said|says|added|explained|warned)\s+\p{Lu}[^;]{0,80})(?:\s+(?:on|in|at|last|this|earlier|yesterday|today)\b[^,;]*)?[.!]?$/iu,
  vi: /^(?:[^,;]{1,40}\s)?(?:cho biết|cho hay|nói|khẳng định|chia sẻ)(?:\s+(?:hôm|sáng|chiều|tối|vào)\b[^,;]*)?[.!]?$/iu,
  zh: /^[^，；。]{1,10}(?:说|表示|称|指出|介绍|透露)[。！]?$/u,
};

/** Whether a piece of text ends inside a quotation (more opening than closing quotes, or an odd number of straight ones). */
function openQuote(head: string): boolean {
  const count = (pattern: RegExp): number => (head.match(pattern) ?? []).length;
  return count(/[“「『]/gu) > count(/[”」』]/gu) || count(/"/gu) % 2 === 1;
}

/** The first point where a sentence can be cut into two that stand alone (not inside a list, not after an opener). */
function splitPoint(sentence: string, language: ContentLanguage): RegExpExecArray | null {
  const pattern = new RegExp(splitPoints[language].source, 'gu');
  for (let match = pattern.exec(sentence); match !== null; match = pattern.exec(sentence)) {
    // A Chinese clause ending in 的/时/后… or of a few characters is a fragment ("真正让游客记住的"): no split after it.
    // No cut inside a quotation ("还热情地说：“恭喜您，您是今天最后一名…”", round 9b: the punchline lost its first half).
    if (openQuote(sentence.slice(0, match.index))) continue;
    if (language === 'zh' && (/(?:的|时|后|里|中|上|前|说|是|的时候|之际)$/u.test(sentence.slice(0, match.index)) || [...sentence.slice(0, match.index).replace(/^.*[，；]/u, '')].length < 6)) continue;
    // A Korean cleft ("가장 좋았던 건 … 먹으면서 수다 떤 시간이었다") has its predicate only at the end: no split inside it.
    if (language === 'ko' && /\s(?:건|것은|게)\s/u.test(sentence.slice(0, match.index))) continue;
    // A Korean clause inside a quotation ("늦었지만 환영할 만한 정책이라고 평가했지만") is cut only after its reporting verb.
    if (language === 'ko' && /^[^,]*?(?:라고|다고)\s/u.test(sentence.slice(match.index + match[0].length)) && !/(?:평가했|말했|밝혔|전했|설명했|강조했|주장했|덧붙였)(?:지만|고|으며|며|는데)$/u.test(sentence.slice(0, match.index + (match[1] ?? match[2] ?? '').length))) continue;
    // A clause cut after a condition ("锂电池一旦起火", "if it rains") or one that has no subject of its own ("并释放…",
    // "đồng thời mở rộng…", "making it…") cannot stand alone as a sentence.
    if (dependentHead[language].test(sentence.slice(0, match.index).replace(/^.*[，；]/u, '')) || subjectlessRest[language].test(sentence.slice(match.index + match[0].length))) continue;
    // A head that ends on a function word ("… not only to hide but also", "… của") or a rest that opens as a subordinate
    // clause ("since the patterns…", "that the flashes…") is a fragment (round 6: "…but also. Apparently, while they sleep.").
    const cutHead = sentence.slice(0, match.index).trim();
    const cutRest = sentence.slice(match.index + match[0].length).trim();
    if (weakHeadEnd[language]?.test(cutHead) || subordinateRest[language]?.test(cutRest) || attributionTail[language]?.test(cutRest)) continue;
    if (language === 'en' && match[1] === 'while' && cutRest.split(/\s+/u).length < 6) continue;
    // "The team now wants | to test whether…": a verb that takes the infinitive keeps it (round 9b).
    if (language === 'en' && /^to /iu.test(match[2] ?? '') && /\b(?:wants?|wanted|plans?|planned|hopes?|hoped|needs?|needed|tries|tried|aims?|aimed|going|decided|agreed|expects?|expected|intends?|intended|would like|likes?)$/iu.test(cutHead)) continue;
    // Both sides must stand as sentences: a head without a verb ("Central banks, like the Federal Reserve…") or one that
    // ends inside a list ("…on wages, employment" | "and consumer prices") is no cut (round 7).
    if (language === 'en' && !englishCutStandsAlone(cutHead, cutRest)) continue;
    const bareComma = (language === 'en' || language === 'vi') && match[1] === undefined && match[2] === undefined;
    if (!bareComma) return match;
    const head = sentence.slice(0, match.index).trim();
    const rest = sentence.slice(match.index + match[0].length);
    // "in 2016, 2017, 2020 and 2024" is a list; "Without the algae, the coral…" needs its opener.
    if (/^\p{N}/u.test(rest) || /\p{N}$/u.test(head) || introductoryStart[language]?.test(head)) continue;
    return match;
  }
  return null;
}

/** Splits one sentence into short sentences at its clause boundaries while it is longer than `limit` (a child's by default). */
export function splitForChild(sentence: string, language: ContentLanguage, depth = 0, limit = childLimit[language]): string[] {
  if (depth > (limit < childLimit[language] ? 6 : 3) || sentenceSize(sentence, language) <= limit) return [sentence];
  const match = splitPoint(sentence, language);
  if (!match) return [sentence];
  const head = language === 'ko' ? sentence.slice(0, match.index + (match[1] ?? match[2] ?? '').length) : sentence.slice(0, match.index);
  const rest = sentence.slice(match.index + match[0].length);
  // A Korean or Chinese rest of a few characters is a bare predicate ("…다시 얼면서 | 생긴다"): no sentence (round 9b).
  const least = language === 'ko' || language === 'zh' ? 6 : 3;
  if (sentenceSize(head, language) < 3 || sentenceSize(rest, language) < least || reportingEnd.test(head.trim())) return [sentence];
  const conjunction = language === 'ko' ? '' : (match[1] ?? match[2] ?? '');
  // A Korean clause cut from a sentence told in the past is closed in the past ("사과하면서 … 보내 주셨다" → "사과했다").
  const past = language === 'ko' && /(?:[았었였했됐났갔왔줬봤셨웠겼렸섰쳤켰]|었|았)(?:다|습니다|어요|아요)[.!]?$/u.test(sentence.trim());
  const closed = closeSentence(head, language, past);
  const polite = language === 'ko' && /니다[.!]?$/u.test(sentence.trim());
  return [polite ? politeKorean(closed) : closed, ...splitForChild(openSentence(rest, conjunction, language), language, depth + 1, limit)];
}

/**
 * Rewrites sentences for a child: plain words in every language (summarize-plain.ts), long sentences split into short
 * ones, and Korean told in 해요체.
 */
export function simplifyForChild(sentences: readonly string[], language: ContentLanguage): string[] {
  return sentences.flatMap((sentence) => {
    let text = sentence;
    if (language === 'en') {
      for (const [pattern, plain] of plainEnglish) {
        text = text.replace(pattern, (found) => (/^\p{Lu}/u.test(found) ? plain.charAt(0).toUpperCase() + plain.slice(1) : plain));
      }
    }
    if (language === 'zh') text = chinesePlain(text);
    if (language === 'vi') text = vietnamesePlain(text);
    const short = splitForChild(text, language);
    return language === 'ko' ? short.map(koreanPlain) : short;
  });
}

/** Capitalised multi-word names in Latin-script text ("Lumen Books", "Harbor Avenue", "Huỳnh Như"). */
function latinNames(text: string): string[] {
  const names = text.match(/\p{Lu}[\p{Ll}’']+(?:\s+\p{Lu}[\p{Ll}’']+)+/gu) ?? [];
  const lead = /^(?:The|A|An|In|On|At|With|Mayor|Owner|Coach|Assistant|President|Dr|Professor|Ông|Bà|Chị|Anh|Chủ|Quán|Đội)\s+/u;
  const stripped = names.map((name) => {
    let text = name;
    while (lead.test(text) && text.split(/\s+/u).length > 2) text = text.replace(lead, '');
    return text;
  });
  return stripped.filter((name) => !lead.test(name));
}

/** Keywords that make poor hashtags: English time words and adverbs ("#week", round 9b), Korean dependent nouns with a particle (씨는, 등의), time words and adverbs, Chinese function words. */
const weakTerms = /^(?:week|weeks|weekend|day|days|month|months|year|years|time|times|thing|things|night|nights|morning|evening|today|tonight|basically|actually|honestly|really)$|^(?:씨|등|것|수|때|중)\p{Script=Hangul}?$|^(?:점점|거의|같이|함께|계속|아직|벌써|정말|진짜|너무|자주|요즘|최근|사이|다시|하루|동안|오늘|어제|내일|이번|지난|지난주|올해|대신|먼저|미리|무작정|서로|가장|처음|실제로|보통|매주|매일|각자|대부분|이미|조심스럽게|지나친|몇몇|남은|다들|주변|지금|다음|이상|정도|일부)$|^(?:以来|表示|认为|进行|通过|已经|目前|其中|如果|因为|所以|可以|他们|我们|最近|近日|每天|现在|昨天|今天|明天|今年|去年|明年|昨晚|今晚|时候|之后|一下|一个|特别|结果|然后|另外|知道|觉得|发现|开始|喜欢|研究|需要|应该|可能|正确)$/u;

/** Korean endings of a verb or adjective form (a connective, a modifier, a final ending). */
const koreanVerbForm = /(?:아서|어서|해서|워서|와서|나서|려고|으며|면서|는데|지만|았다|었다|했다|였다|겠다|니까|도록|더니)$|^[가-힣]?[았었였했됐갔왔났봤줬셨졌켰쳤]다$|^\p{Script=Hangul}{2,}(?:[는을던된할]|다|며|게)$/u;

/** Terms in quotation marks ('무지출 챌린지', “一元午餐”, "no-spend"): the text's own names for its topic. */
function quotedTerms(text: string): string[] {
  const found = [...text.matchAll(/['‘“"「『]([^'’”"」』\n]{2,16})['’”"」』]/gu)].map((match) => (match[1] ?? '').trim());
  // An utterance in quotation marks ("在吗", "你吃饭了吗", '살아 있으면 노크') is no term: it asks, addresses or ends as speech.
  return found.filter((term) => term.split(/\s+/u).length <= 3 && !/[.!?。！？,，]/u.test(term) && !/(?:[吗呢吧啊呀嘛]|요|까|죠|니|\?)$|[你我是还很就都]/u.test(term));
}

/** Characters that rarely belong to a Chinese noun (particles, pronouns, auxiliaries, numbers). */
const hanFunction = /[的了是在我你他她它们这那就也都很还又不没有个一二三上下和与或而但被把让对从到为以之其些么吗呢吧啊呀着过会要能可得地再才最更只每]/u;

/** Characters that end a Chinese noun compound (institutions, places, goods, fees, people, events). */
const hanNounEnd = /[局部会院校馆店站厂园室区市省县队组费金价率量期节课业务案法者员师生家人机车楼路街桥山河湖海品物画歌剧秀茶面饭菜汤肉奶所场馆单证卡票表书包瓶杯箱门窗灯网线码器台桌椅床衣鞋帽]$/u;

/**
 * Chinese terms the text repeats: two-character pieces said at least three times ("绿萝", "食堂") and three- or
 * four-character ones said at least twice ("教育局", "课后服务"); a piece inside a longer term said as often is left out
 * (no "育局" beside "教育局"). Most frequent first, longer first on a tie.
 */
function recurringHanTerms(text: string): string[] {
  const counts = new Map<string, number>();
  for (const run of text.match(/\p{Script=Han}{2,}/gu) ?? []) {
    const chars = [...run];
    for (let size = 2; size <= 4; size += 1) {
      for (let i = 0; i + size <= chars.length; i += 1) {
        const piece = chars.slice(i, i + size).join('');
        if (!hanFunction.test(piece)) counts.set(piece, (counts.get(piece) ?? 0) + 1);
      }
    }
  }
  // A longer piece is a term only when it ends like a Chinese noun (教育局, 课后服务), not on a verb (演员讲).
  const kept = [...counts.entries()].filter(([piece, count]) => ([...piece].length === 2 ? count >= 3 : count >= 2 && hanNounEnd.test(piece)) && !weakTerms.test(piece));
  // The highest count of a longer kept term around each piece (its inner pieces looked up, not every pair compared).
  const around = new Map<string, number>();
  for (const [piece, count] of kept) {
    const chars = [...piece];
    for (let size = 2; size < chars.length; size += 1) {
      for (let i = 0; i + size <= chars.length; i += 1) {
        const inner = chars.slice(i, i + size).join('');
        around.set(inner, Math.max(around.get(inner) ?? 0, count));
      }
    }
  }
  const whole = kept.filter(([piece, count]) => {
    const outer = around.get(piece);
    return outer === undefined || outer < 2 || outer < count - 1;
  });
  return whole.sort((a, b) => b[1] - a[1] || [...b[0]].length - [...a[0]].length).map(([piece]) => piece);
}

/** How often a term occurs in the text (case-insensitive). */
function occurrences(text: string, term: string): number {
  const lower = text.toLowerCase();
  // English inflections count together ("hire", "hiring", "hired").
  const needle = /^[a-z]{4,}$/u.test(term.toLowerCase()) ? term.toLowerCase().replace(/(?:e|es|s|ing|ed)$/u, '') : term.toLowerCase();
  let count = 0;
  for (let at = lower.indexOf(needle); at >= 0 && count < 3; at = lower.indexOf(needle, at + needle.length)) count += 1;
  return count;
}

/**
 * Hashtags from key terms: quoted terms and whole names first (CamelCase in Latin scripts), then keywords that recur in
 * the text (`source`, the whole input), are no piece of a name and no time word or function word; with `recurringOnly`,
 * no keyword said only once.
 */
export function keyTermHashtags(text: string, keywords: readonly string[], language: ContentLanguage, count = 4, source = text, recurringOnly = false): string[] {
  const tags: string[] = [];
  const seen = new Set<string>();
  const add = (raw: string): void => {
    // A Chinese term that ends on a verb or a particle ("人去", "吃了") is no noun (round 9b).
    if (language === 'zh' && /[去来到走了过着说看做吃喝]$/u.test(raw)) return;
    const tag = `#${raw.replace(/[\s\p{P}\p{S}]+/gu, '')}`;
    const key = tag.toLowerCase();
    if ([...tag].length <= 2 || /^#\p{N}/u.test(tag) || seen.has(key) || tags.length >= count || [...seen].some((other) => other.includes(key.slice(1)))) return;
    seen.add(key);
    tags.push(tag);
  };
  for (const term of quotedTerms(source).slice(0, 2)) add(language === 'en' || language === 'vi' ? term.toLowerCase() : term);
  const names = language === 'en' || language === 'vi' ? latinNames(text) : [];
  const nameParts = new Set(names.flatMap((name) => name.toLowerCase().split(/\s+/u)));
  for (const name of names.slice(0, 2)) add(name.split(/\s+/u).map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(''));
  const usable = keywords.filter((keyword) => {
    if (weakTerms.test(keyword)) return false;
    const words = keyword.toLowerCase().split(/\s+/u);
    if (words.some((word) => nameParts.has(word))) return false;
    // A Chinese keyword with a function character ("看了", "都在") is no term.
    if (language === 'zh' && ([...keyword].length < 2 || hanFunction.test(keyword))) return false;
    // A Vietnamese word of one syllable ("lớp", "buổi") says nothing as a hashtag: compounds only.
    if (language === 'vi' && !keyword.trim().includes(' ')) return false;
    // A Korean word in a verb or adjective form ("나와서", "갔는데", "좋았다") is no hashtag: nouns only (round 7).
    if (language === 'ko' && koreanVerbForm.test(keyword.trim())) return false;
    return language === 'zh' || [...keyword.replace(/\s/gu, '')].length >= (language === 'en' ? 4 : 2);
  });
  // Recurring terms first; a term said once only when too few recur.
  const recurring = [...(language === 'zh' ? recurringHanTerms(source) : []), ...usable.filter((keyword) => occurrences(source, keyword) >= 2)];
  const tagOf = (keyword: string): string => (language === 'en' || language === 'vi' ? keyword.toLowerCase() : keyword);
  for (const keyword of recurring) add(tagOf(keyword));
  // A term said once fills in only where weak evidence will do (hashtags), never where the term is sung back (a hook, round 9).
  if (!recurringOnly) for (const keyword of usable) if (tags.length < 2) add(tagOf(keyword));
  // A Vietnamese text with no compound keyword still has its key noun phrases ("đi phỏng vấn", "một công ty", round 9b).
  if (!recurringOnly && language === 'vi' && tags.length < 2) for (const phrase of vietnameseNounPhrases(source, 4)) if (tags.length < 3) add(phrase);
  return tags;
}
