/**
 * Round 17b of issue 13 (helper fort19): WHETHER the visitor may ask someone something themselves ("should i just ask
 * him?", "em có nên nói không", "팀장님께 … 말씀드려도 될까요?", "我要不要主动约他"), with what holds them back told in
 * another clause (he talks every day but never asks me out; afraid the boss thinks I want out; 눈치 보여서요). In the
 * before-set four such requests went to the general paths: a stock yes with the partner bank, a bare "yes" from the
 * grounded evidence, or the round-14 fall-through that sent the step "back to the one who asked". The answer is a
 * whether: yes with its reason (what they wrote is the reason to ask plainly, not to wait), and one step (how to ask).
 * Gates: one clause is a whether-ask whose verb is the visitor's own act of asking / telling / inviting someone (not a
 * how, not an either/or, not a confession, which the crush readers weigh), and another clause tells what holds them
 * back (a contrast, a negation, a fear: "he never asks me out", "sợ sếp nghĩ…", "눈치 보여서요", "但从来不约我"). The verbs are a short list of one class
 * (verbs of asking and telling) per language.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { tellAsk, tellClause } from './fortune-asked14.ts';
import { fearClauses } from './fortune-fear15.ts';

/** A whether-ask read: the ask told back and the other clauses told back, in order. */
export interface FortuneAskFirst {
  kind: 'askFirst';
  ask: string;
  told: readonly string[];
}

/** Whether the visitor should / may ask or tell someone (the visitor's own act of asking). */
const askFirstAsk: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:so\s+)?(?:should|can|could|may|do)\s+i\s+(?:just\s+|even\s+|still\s+|first\s+)?(?:ask|tell|text|invite|bring\s+(?:it|this|that)?\s*up|talk\s+to|message|call|mention|reach\s+out|make\s+the\s+first\s+move)\b|^(?:is\s+it\s+(?:ok|okay|weird|too\s+much)\s+(?:if\s+i|to)\s+(?:ask|tell|text|invite))\b/iu,
  vi: /(?<![\p{L}])(?:có\s+)?nên\s+(?:chủ động\s+)?(?:nói|hỏi|rủ|nhắn|mời|xin|đề nghị|mở lời)(?![\p{L}]).*(?:không|ko|k|hông)(?:\s+(?:ạ|nhỉ|vậy))*\s*[?]?$|(?<![\p{L}])(?:rủ|nói|hỏi|nhắn|mở lời)\s+trước\s+(?:có\s+)?(?:được|sao)\s+không/iu,
  ko: /(?:말씀드려도|말해도|물어봐도|얘기해도|연락해도|먼저\s?해도|제안해도|부탁해도|요청해도|여쭤봐도|꺼내도)\s?(?:될까요|되나요|괜찮을까요|될까)/u,
  zh: /(?:要不要|该不该|可不可以|能不能|应不应该)(?:先|主动)*(?:约|问|说|提|找|联系|开口|发消息)/u,
};

/** What holds the visitor back, told in another clause: a contrast, a negation, a fear or an awkwardness. Without it
 * the request is a plain whether (a confession, a leave, a marriage talk) that the topic readers answer better. */
const holdBack: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:but|never|not|no\s+one|afraid|scared|worried|awkward|nervous)\b|n['’]t\b/iu,
  vi: /(?<![\p{L}])(?:nhưng|chưa|không|chẳng|sợ|ngại|lo)(?![\p{L}])/iu,
  ko: /지만|(?:^|\s)안\s?|않|못|눈치|걱정|무서|부담|민망|찍힐/u,
  zh: /但|可是|不过|不|没|怕|担心|顾虑|尴尬/u,
};

/** An either/or or a how inside the ask: another form, read elsewhere. */
const otherForm: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:or|how|what|when)\b/iu,
  vi: /(?<![\p{L}])(?:hay|hoặc|làm sao|thế nào|khi nào)(?![\p{L}])/iu,
  ko: /아니면|어떻게|언제|할까\s/u,
  zh: /还是|怎么|什么时候|或者/u,
};

/** The request read as a whether-ask about the visitor's own asking, or null. */
export function readFortuneAskFirst(question: string, language: ContentLanguage): FortuneAskFirst | null {
  const clauses = fearClauses(question, language);
  if (clauses.length < 2) return null;
  const at = clauses.findIndex((clause) => askFirstAsk[language].test(clause.trim()));
  if (at < 0) return null;
  const askClause = clauses[at] ?? '';
  if (otherForm[language].test(askClause)) return null;
  const others = clauses.filter((_, index) => index !== at);
  if (!others.some((clause) => holdBack[language].test(clause))) return null;
  const told = others.map((clause) => tellClause(clause, language)).filter((clause) => clause !== '');
  const ask = tellAsk(askClause, language, null);
  return told.length === 0 || ask === '' ? null : { kind: 'askFirst', ask, told };
}
