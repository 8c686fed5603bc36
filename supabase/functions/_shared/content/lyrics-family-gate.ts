/**
 * Round 9b (issue 13): the confidence gate of the lyrics stock families. A family (payday, moving, graduation, a pass)
 * fires only when its key term is a whole word, is used in the family's sense ("đậu xe" is parking and "chim đậu" a
 * perch, not a pass; "이사님" is a director, not a move) and stands in the theme's main clause: a term inside an
 * instrumental relative ("the guitar I bought with my first paycheck", "첫 월급으로 산 기타", "用奖学金买的相机",
 * "mua bằng tháng lương đầu tiên") or a background time clause ("while we were moving", "搬家的时候", "이사하다가",
 * "졸업식 때", "khi chuyển nhà") or a trailing place ("… ở nhà ngoại") is background, and the grounded path answers
 * around the main clause's event instead.
 */
import type { ContentLanguage } from '../contract/content-types.ts';

/** Letters that continue a word (an English or Vietnamese match inside another word is no mention). */
const wordChar: Partial<Record<ContentLanguage, RegExp>> = {
  en: /[\p{L}\p{M}\d]/u,
  vi: /[\p{L}\p{M}]/u,
};

/** Spans where a key term is used in another sense: parking, perching and beans for "đậu", a director for "이사". */
const otherSense: Record<ContentLanguage, RegExp> = {
  en: /\b(?:a|so|very|really|deeply|most|quite)\s+moving\b|\bmoving\s+(?:speech|song|story|film|movie|moment|scene|words|tribute)\b|\bpass(?:ed|es)?\s+(?:the|a|me|him|her|them|us)\s+(?:salt|ball|pen|phone|remote|bottle|note)\b|\bpass(?:ed)?\s+out\b/giu,
  vi: /(?:đậu|đỗ)\s+(?:xe|ô tô|oto|xe máy|trên|lên|ở|ngoài|trước|chắn|ngay|bên|sát|dưới|tại|lại|trái phép|bừa)(?![\p{L}\p{M}])|(?:bãi|chỗ|cấm|xin|nơi|hầm)\s+(?:đậu|đỗ)(?![\p{L}\p{M}])|(?:chim|bướm|chuồn chuồn|mèo|ong|ruồi)\s+(?:\S+\s+){0,2}(?:đậu|đỗ)(?![\p{L}\p{M}])|đậu\s+(?:phộng|hũ|phụ|nành|xanh|đen|đỏ|que|bắp|hà lan|rồng|tương)(?![\p{L}\p{M}])|(?:hạt|chè|sữa|đĩa|tương|vỏ|giá|xôi)\s+đậu(?![\p{L}\p{M}])|(?:cửa|sân|mái|tường|cổng|chìa khóa|số)\s+nhà(?![\p{L}\p{M}])/giu,
  ko: /(?:대표|상무|전무|사외)?이사(?:님|회|장|진)|이사(?=\s?(?:님|회의))/gu,
  zh: /搬砖|搬运|搬弄|搬出来说|(?:车|船)上岸/gu,
};

/** Background spans: instrumental relatives, time clauses and trailing places, per language. */
const sideClauses: Record<ContentLanguage, readonly RegExp[]> = {
  en: [
    // "bought with my first paycheck", "paid for with my savings": the money is how, not the event.
    /\b(?:bought|got|paid for|purchased|saved (?:up )?for|gave me|made)\s+(?:it\s+|her\s+|him\s+)?(?:with|from|using|out of)\s+[^,.;!?]*?(?=\s+(?:got|gets|was|is|were|has|had|have|broke|snapped|died|stopped|went|just|finally|fell|still|now|sits)\b|[,.;!?]|$)/giu,
    // "the mixtape my college roommate made me": a reduced relative's subject made the thing; the thing is the song's.
    /(?<=\b[a-z]+\s)(?:my|our|his|her|their)\s+(?:(?!(?:who|that|which|and|to|for)\b)[a-z]+\s+){0,2}?(?!(?:who|that|which|and|to|for)\b)[a-z]+\s+(?:made|gave|wrote|bought|left|sent|knit(?:ted)?|built|drew|painted|taught|picked|baked|cooked|sewed|recorded|got)\b(?:\s+(?:for\s+)?(?:me|us|him|her|them))?/giu,
    // "while we were moving his stuff", "when I moved out": a time clause after the main one.
    /\b(?:while|whilst|when|after|because|though|although|until)\s+(?:I|I'm|I'd|we|we're|he|she|they|you|[a-z]+ing)\b[^,.;!?]*/giu,
  ],
  vi: [
    // "mua bằng tháng lương đầu tiên", "sắm bằng tiền thưởng": bought with, not the payday itself.
    /(?:mua|sắm|đổi|trả|tậu)\s+(?:nó\s+)?bằng\s+[^,.;!?]*?(?=\s+(?:bị|đã|vừa|mới|lại|rồi|cũng|giờ|nay|đang|thì)(?![\p{L}\p{M}])|[,.;!?]|$)/giu,
    // "khi chuyển nhà", "lúc dọn nhà", "trong lúc…": a time clause, up to its comma or "thì" ("the last day before
    // quitting", "trước khi…", names the event ahead: it is the song's, as "the night before my exam" is).
    /(?<![\p{L}\p{M}])(?<!trước\s)(?:trong (?:lúc|khi)|sau khi|khi|lúc|trong khi)\s+[^,.;!?]*?(?=\s+thì(?![\p{L}\p{M}])|[,.;!?]|$)/giu,
    // "… ở nhà ngoại", "… tại quê": a trailing home is the setting, not the event.
    /(?<![\p{L}\p{M}])(?:ở|tại)\s+(?:nhà|quê|bếp|căn bếp|căn nhà)(?![\p{L}\p{M}])[^,.;!?]*$/giu,
  ],
  ko: [
    // "첫 월급으로 산", "용돈 모아 산": the money that bought the thing.
    /(?:\S+\s)?\S+(?:으로|로|모아|모아서)\s+(?:산|사 ?준|샀던|장만한|마련한|구입한|구한|바꾼)(?=\s)/gu,
    // "엄마가 예전에 써준 편지": the subject of a relative clause made the thing; the thing is the song's.
    /\S+(?:이|가)\s+(?:\S+\s+){0,2}?\S*(?:써 ?준|써 ?주신|쓴|만든|만들어 ?준|남긴|남겨 ?준|보낸|보내 ?준|사 ?준|사 ?주신|해 ?준|그린|그려 ?준|찍은|찍어 ?준|적은|싸 ?준|끓여 ?준|짜 ?준|떠 ?준|물려 ?준)(?=\s)/gu,
    // "이사하다가", "졸업하면서", "입으려고": a connective clause is background.
    /\S+(?:다가|면서|으면서|려고|으려고|는 ?길에|는데)(?=\s)/gu,
    // "졸업식 때", "이사할 때", "출근하는 동안": a time clause.
    /\S+\s?(?:때|적|동안|김에)(?:에|는|도|엔)?(?=\s)/gu,
  ],
  zh: [
    // "用奖学金买的", "拿第一份工资买的": the money that bought the thing.
    /(?:用|拿|花)[^，。,.!?；的]{1,12}(?:买|换|做|攒)(?:来)?的/gu,
    // "搬家的时候", "下班以后": a time clause before the main one.
    /[^，。,.!?；：:]*?(?:的时候|(?<!小)时候|的那天|之后|以后|之前|期间|的时)/gu,
  ],
};

/** Whether [start, end) overlaps one of the pattern's matches in the theme. */
function overlaps(pattern: RegExp, theme: string, start: number, end: number): boolean {
  pattern.lastIndex = 0;
  for (let found = pattern.exec(theme); found !== null; found = pattern.exec(theme)) {
    if (found[0].length === 0) pattern.lastIndex += 1;
    if (found.index < end && start < found.index + found[0].length) return true;
  }
  return false;
}

/** Whether a term at [start, end) is a whole word in the family's sense (not inside a longer word, not parking for "đậu"). */
export function isWholeSenseMention(theme: string, start: number, end: number, language: ContentLanguage): boolean {
  const letter = wordChar[language];
  if (letter !== undefined && (letter.test(theme.charAt(start - 1)) || letter.test(theme.charAt(end)))) return false;
  return !overlaps(otherSense[language], theme, start, end);
}

/** The background spans of the last theme read (a lyric asks about one theme many times). */
let lastSpans: { theme: string; language: ContentLanguage; spans: ReadonlyArray<readonly [number, number]> } | null = null;

/** The background spans of a theme: the side clauses of each pattern that leaves a main clause beside them. */
function backgroundSpans(theme: string, language: ContentLanguage): ReadonlyArray<readonly [number, number]> {
  if (lastSpans !== null && lastSpans.theme === theme && lastSpans.language === language) return lastSpans.spans;
  const spans: Array<readonly [number, number]> = [];
  for (const pattern of sideClauses[language]) {
    const found: Array<readonly [number, number]> = [];
    pattern.lastIndex = 0;
    for (let match = pattern.exec(theme); match !== null; match = pattern.exec(theme)) {
      if (match[0].length === 0) pattern.lastIndex += 1;
      else found.push([match.index, match.index + match[0].length]);
    }
    if (found.length > 0 && hasMainClause(pattern, theme)) spans.push(...found);
  }
  lastSpans = { theme, language, spans };
  return spans;
}

/** Whether a term at [start, end) sits in a background clause while the theme has a main clause elsewhere. */
export function isBackgroundMention(theme: string, start: number, end: number, language: ContentLanguage): boolean {
  return backgroundSpans(theme, language).some(([from, to]) => from <= start && end <= to);
}

/** Whether the theme keeps words outside the pattern's spans (a side clause needs a main clause to be "side"). */
function hasMainClause(pattern: RegExp, theme: string): boolean {
  pattern.lastIndex = 0;
  const rest = theme.replace(pattern, ' ');
  pattern.lastIndex = 0;
  return /[\p{L}\p{N}]{2,}/u.test(rest.replace(/[\s,.;!?，。；！？]+/gu, ' ').trim()) && rest.replace(/[^\p{L}\p{N}]/gu, '').length >= 3;
}

/** Whether a family's term at [start, end) may fire its family: a whole word in its sense, in the theme's main clause. */
export function isFamilyEvidence(theme: string, start: number, end: number, language: ContentLanguage): boolean {
  return isWholeSenseMention(theme, start, end, language) && !isBackgroundMention(theme, start, end, language);
}

/** Global copies of the families' detectors, made once. */
const globals = new WeakMap<RegExp, RegExp>();

/** A global copy of a pattern (cached). */
function globalOf(pattern: RegExp): RegExp {
  const known = globals.get(pattern);
  if (known !== undefined) return known;
  const made = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  globals.set(pattern, made);
  return made;
}

/** The first match of a pattern that is family evidence, or null (every match is checked, not only the first). */
export function firstEvidence(pattern: RegExp, theme: string, language: ContentLanguage): RegExpExecArray | null {
  const global = globalOf(pattern);
  global.lastIndex = 0;
  for (let found = global.exec(theme); found !== null; found = global.exec(theme)) {
    if (found[0].length === 0) {
      global.lastIndex += 1;
      continue;
    }
    // A detector may take the space after its word ("đậu " before "đại học"): the word itself is checked.
    const lead = found[0].length - found[0].trimStart().length;
    const start = found.index + lead;
    if (isFamilyEvidence(theme, start, start + found[0].trim().length, language)) return found;
  }
  return null;
}
