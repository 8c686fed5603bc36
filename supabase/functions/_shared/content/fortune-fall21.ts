/**
 * Round 18 of issue 13 (helper fort21): the general fall-through's whether, read from what the visitor's own facts say
 * FOR and AGAINST. The round-18 fall-through (fortune-fall20.ts) leaned yes "because of" the told clause nearest the
 * question, whatever that clause said: yes to a cause asked ("có phải thiếu canxi không"), yes to a forecast ("will this
 * week be any better"), yes to "should I?" beside "I don't know it". Now:
 * - a cause asked ("is it stress?", "có phải do … không", "是不是…", "… 때문일까요") is its own form: maybe, how to tell,
 *   who can tell you;
 * - a forecast asked ("will it get better", "có khá hơn không", "나아질까요", "会好起来吗") is its own form: a card-style
 *   reading tied to what they told;
 * - a whether's told clauses are sorted into sides by their grammar: a limit, a negation, a persistence ("still"), a fear or
 *   an adverse predicate (far, expensive, hard) is AGAINST taking the step on, the other told clauses (past the scene-setting
 *   first one) are FOR; a leaving act (quit, break up, nghỉ, 그만두, 辞职) turns the sides round, since a hardship is then
 *   the reason for it. Both sides → weighed by name; only against → yes only if that part can be solved first; only for
 *   → a lean yes with its reason and one check.
 * Word lists (one grammatical class each): adverse predicates, persistence adverbs, leaving verbs.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { limitMark } from './fortune-asked14.ts';

/** A cause asked as a whether: "is it stress", "am I overthinking", "có phải (do) … không", "是不是… / 是我…吗", "… 때문일까요". */
const causeAsk: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:so\s+|but\s+)?(?:is|could|might)\s+(?:it|this|that)\s+(?:just\s+)?(?:be\s+)?(?!(?:bad|ok|okay|fine|normal|safe|true|worth|possible|too|going|gonna|a\s+(?:bad|good|red)|the\s+(?:right|best))\b)(?:because|due to|from|caused by|a sign of|[a-z]+)\b|^(?:am i|is it me)\b.*\b(?:overthinking|imagining|paranoid|overreacting)\b/iu,
  vi: /(?<![\p{L}])có phải(?![\p{L}])/iu,
  ko: /(?:때문|탓)(?:일까요|인가요|일까|인가|인지|이에요|이죠)|(?:제가|내가)\s?(?:너무\s?)?(?:예민한|과민한|오버하는)\s?(?:걸까요|건가요)/u,
  zh: /^是(?!不是)|是不是(?!该|要|应该|得)|是因为|难道是|会不会是/u,
};
/** A forecast asked as a whether: will it get better (a time to come, no act of the visitor's own). */
const forecastAsk: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:any|get|be|go)\s+better\b|\b(?:will|gonna|going to)\b.*\b(?:better|easier|improve|calm down|turn around|pick up)\b/iu,
  vi: /(?<![\p{L}])(?:khá hơn|tốt hơn|đỡ hơn|ổn hơn|dễ thở hơn|khá lên|tốt lên)(?![\p{L}])/iu,
  ko: /나아질|좋아질|괜찮아질|편해질/u,
  zh: /会(?:更)?好(?:起来|一点|一些|些)?[吗么]|会好转|好起来|变好/u,
};
/** Adverse predicates, persistence adverbs and debts: a told clause that marks a cost of taking the step on. */
const adverse: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:far|expensive|hard|difficult|strict|awful|terrible|hate|tired|exhausted|broke|owes?|debt|risky|still|small|young|sick|too)\b/iu,
  vi: /(?<![\p{L}])(?:xa|đắt|khó|mệt|nợ|rủi ro|vẫn|còn nhỏ|ốm|bệnh|ghét|tệ|quá)(?![\p{L}])/iu,
  ko: /멀|비싸|힘들|힘드|어렵|어려|피곤|빚|위험|아직|싫|몰라|모르|너무/u,
  zh: /远|贵|难|累|欠|风险|还小|还在|讨厌|不懂|不会|太/u,
};
/** A fear named in a clause (also against). */
const fearMark: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:scared|afraid|worried|worry|fear|nervous)\b/iu,
  vi: /(?<![\p{L}])(?:sợ|lo|ngại)(?![\p{L}])/iu,
  ko: /걱정|무서|두려|겁나|불안/u,
  zh: /怕|担心|害怕|顾虑/u,
};
/** A leaving act asked ("should I quit", "có nên nghỉ việc", "그만둘까요", "该不该辞职"): a hardship told is its reason. */
const leaveAct: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:quit|leave|break up|dump|move out|resign|walk away|cut (?:him|her|them) off|divorce|switch jobs|change jobs)\b/iu,
  vi: /(?<![\p{L}])(?:nghỉ việc|nghỉ làm|bỏ việc|chia tay|dọn ra|rời|ly hôn|bỏ|chuyển việc|đổi việc)(?![\p{L}])/iu,
  ko: /그만두|그만둘|퇴사|헤어|이별|나갈까|이혼|관둘|때려치|옮길까|옮겨야/u,
  zh: /辞职|离职|分手|搬走|离开|离婚|不干|换了|换工作|跳槽/u,
};

/** The form a whether is asked in: a cause, a forecast, or a plain whether. */
export function whetherKind(text: string, language: ContentLanguage): 'cause' | 'forecast' | null {
  if (forecastAsk[language].test(text)) return 'forecast';
  if (causeAsk[language].test(text.trim())) return 'cause';
  return null;
}

/** Whether a told clause marks a cost (a limit, a negation, a persistence, a fear, an adverse predicate). */
export function marksCost(clause: string, language: ContentLanguage): boolean {
  return limitMark[language].test(clause) || adverse[language].test(clause) || fearMark[language].test(clause);
}

/** The two sides of a whether from its told clauses (already told back), in order; the scene-setting first clause is
 * neither side when others are told. Returns the first clause of each side, or null. */
export function sidesOf(told: readonly { raw: string; said: string }[], asked: string, language: ContentLanguage): { pro: string | null; con: string | null; leaving: boolean } {
  const leaving = leaveAct[language].test(asked);
  let pro: string | null = null;
  let con: string | null = null;
  told.forEach((clause, index) => {
    const cost = marksCost(clause.raw, language);
    // For a leaving act a hardship told is the reason for it, a fear named the reason against; the rest only describes.
    if (leaving) {
      if (fearMark[language].test(clause.raw)) con ??= clause.said;
      else if (cost) pro ??= clause.said;
      return;
    }
    // The first clause told sets the scene ("i got an offer", "định mở quán"): a reason for only when another follows it.
    if (cost) con ??= clause.said;
    else if (index > 0) pro ??= clause.said;
  });
  return { pro, con, leaving };
}

/** A whether about what another person feels or means by it: a short class of feeling words per language. */
const mindAsk: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:into me|like me|likes me|love me|loves me|care about me|cares about me|interested in me|over me|(?:is|does|did|will|would|are)\s+(?:he|she|they)\s+(?:just\s+|even\s+|still\s+)?(?:not\s+)?(?:into|like|love|care|interested|want|mean))\b/iu,
  vi: /(?<![\p{L}])(?:thích|yêu|quan tâm|để ý|có ý|còn tình cảm)\s+(?:em|mình|tôi|tớ)(?![\p{L}])|(?:hết|không còn|không có)\s+(?:tình cảm|quan tâm|hứng thú)/iu,
  ko: /관심\s?(?:없|있)|(?:저를|나를|날|절)\s?(?:좋아|싫어)|마음이\s?(?:없|있|식)|호감/u,
  zh: /(?:喜欢|在乎|爱)我|对我(?:没|有)(?:意思|感觉|兴趣)|不喜欢我|不在乎我/u,
};

/** Whether a whether asks what another person feels ("is he just not into me", "관심 없는 걸까요"). */
export function otherMind(text: string, language: ContentLanguage): boolean {
  return mindAsk[language].test(text);
}

/** A now or a lateness told ("right now", "going to be late", "늦을 것 같아요", "sắp trễ", "来不及"): a short class per language. */
const urgentMark: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:right now|now|asap|running late|gonna be late|going to be late|be late|already late|missed (?:my|the))\b/iu,
  vi: /(?<![\p{L}])(?:bây giờ|ngay bây giờ|ngay lúc này|trễ|muộn mất|lỡ chuyến)(?![\p{L}])/iu,
  ko: /지금\s?(?:당장|바로)?|늦을|늦었|늦어|놓쳤/u,
  zh: /现在|马上|迟到|来不及|赶不上/u,
};

/** Whether the request marks a now or a lateness. */
export function urgent(question: string, language: ContentLanguage): boolean {
  return urgentMark[language].test(question);
}

/** A short stretch of time named (a week, a month, tomorrow, the days ahead: the forecast's lines start from its first
 * day; a year is the older readers'): a short class per language. */
const timeWord: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:week|month|tomorrow|weekend|days)\b/iu,
  vi: /(?<![\p{L}])(?:tuần|tháng|ngày mai|mai|cuối tuần)(?![\p{L}])/iu,
  ko: /주|달|내일|주말|요즘/u,
  zh: /周|星期|月|明天|周末|这阵子/u,
};

/** Whether the request names a stretch of time (a forecast's subject). */
export function namesTime(question: string, language: ContentLanguage): boolean {
  return timeWord[language].test(question);
}
