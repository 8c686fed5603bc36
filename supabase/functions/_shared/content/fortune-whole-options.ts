/**
 * Whole options of a fortune choice (issue 13, ninth round, third part): "A일까요, 아니면 B", "A hay B", "A还是B",
 * "A or B" read as the two options the visitor weighs, never as a cut of the sentence ("친구 결혼식 축의금 10만 원이면
 * 적을까" is not an option; "10만 원" is). Two amounts weighed are the options, kept whole ("10만 원" / "15만 원",
 * "6 triệu", "五千块"); a Vietnamese option loses the asker's lead ("Tháng này em nên đóng…" → "đóng…"); an English
 * option after "Should I wear" is the noun phrase ("the green dress" / "the black jumpsuit"). Null when the question
 * weighs no such pair; the older reader (fortune-option-label.ts) then has its turn.
 */
import { isNounPhrase } from './chat-noun-phrase.ts';

/** An amount of money as written ("10만 원", "6 triệu", "五千块", "$50"). */
const amount = /(?:[$€£]\s?\d[\d,.]*(?:\s?(?:k|K))?|\d[\d,.]*\s*(?:만|천|백)?\s*원|\d[\d,.]*\s*(?:triệu|trăm|nghìn|ngàn|k|đồng|tr)(?![\p{L}])|(?:\d[\d,.]*|[一二两三四五六七八九十百千万]+)\s*(?:块钱?|元|万块?)|\d[\d,.]*\s*(?:dollars|bucks|euros|pounds))/gu;

/** Where the two halves of a choice meet, per script. */
const orMarker = /\s*[,，]?\s*(?:\bor\b|(?<![\p{L}])hay(?: là)?(?![\p{L}])|아니면|还是)\s*/u;

/** Two amounts weighed in one choice ("10만 원이면 적을까요, 아니면 15만 원"), as written, or null. */
function amountOptions(question: string): readonly [string, string] | null {
  const sentence = question.split(/[.!?。？！]\s+|[。？！]/u).find((part) => orMarker.test(part));
  const split = sentence === undefined ? null : orMarker.exec(sentence);
  if (!split || sentence === undefined) return null;
  const before = sentence.slice(0, split.index).match(amount) ?? [];
  const after = sentence.slice(split.index + split[0].length).match(amount) ?? [];
  const a = before[before.length - 1]?.trim();
  const b = after[0]?.trim();
  return a && b && a !== b ? [a, b] : null;
}

/** An English choice of two noun phrases after "should I <verb>" ("wear the green dress or the black jumpsuit"). */
function englishOptions(question: string): readonly [string, string] | null {
  const found = /\b(?:should I|do I|shall I|would you|is it better to)\s+[a-z]+\s+((?:the|a|an|my|this|that)\s+[\w'-]+(?:\s+[\w'-]+){0,3}?)\s+or\s+((?:the|a|an|my|this|that)\s+[\w'-]+(?:\s+[\w'-]+){0,3}?)(?=\s+(?:to|for|on|at|in|with|tonight|today|tomorrow|this|next)\b|\s*[?.!,]|$)/iu.exec(question);
  const a = found?.[1];
  const b = found?.[2];
  if (!a || !b || !isNounPhrase(a, 'en') || !isNounPhrase(b, 'en')) return null;
  const yours = (text: string): string => text.replace(/^my\s/iu, 'your ');
  return [yours(a), yours(b)];
}

/** A Vietnamese choice "…nên A hay B" with the asker's lead and the polite ending cut off. */
function vietnameseOptions(question: string): readonly [string, string] | null {
  const sentence = question.split(/[.!?？]\s*/u).find((part) => /(?<![\p{L}])hay(?![\p{L}])/u.test(part) && /(?<![\p{L}])(?:nên|định|tính|chọn)(?![\p{L}])/u.test(part));
  if (sentence === undefined) return null;
  const found = /(?<![\p{L}])(?:nên|định|tính|chọn)\s+(.+?)\s+hay(?: là)?\s+(.+)$/u.exec(sentence.trim());
  const a = found?.[1]?.trim();
  const b = found?.[2]?.replace(/(?:\s+(?:thì hơn|thì tốt hơn|tốt hơn|ạ|nhỉ|vậy|đây|ta|nhé|không))+\s*$/u, '').trim();
  if (!a || !b) return null;
  const words = (text: string): number => text.split(/\s+/u).length;
  return words(a) <= 8 && words(b) <= 8 && !/[,;]/u.test(a + b) ? [a, b] : null;
}

/** The two whole options of a choice question, or null. */
export function readWholeOptions(question: string): readonly [string, string] | null {
  const options = amountOptions(question) ?? englishOptions(question) ?? vietnameseOptions(question);
  return options === null ? null : timedOptions(options[0], options[1]) ?? options;
}

/** Words at the head of an option that belong to the asker or the whole question, per script. */
const optionLeads: readonly RegExp[] = [
  /^(?:(?:is it|would it be|it's|it is)\s+)?(?:smarter|better|wiser|safer|a good idea)\s+to\s+/iu,
  /^(?:should|do|shall|can)\s+(?:I|we)\s+/iu,
  /^(?:(?:hè|tết|tháng|tuần|năm|cuối tuần|tối|sáng|chiều|mai)\s+(?:này|nay|sau|tới)?\s*)?(?:(?:em|anh|chị|mình|tôi|tớ)\s+)?(?:có\s+)?(?:nên|định|tính)?\s*(?=\S)/iu,
  /^(?:이번\s*(?:주말|주|달)에?|주말에|오늘|내일|올해)\s+/u,
];

/** Words at the end of an option that belong to the whole question ("thì vui hơn", "会更好"). */
const optionTails = /\s+thì\s+(?:vui hơn|tốt hơn|hơn|hợp hơn|ổn hơn|sao|được)\s*$|(?:比较好|更好|好呢|呢)$/u;

/** An option with the asker's lead and the question's tail cut off (never the whole option). */
function tidyOption(option: string): string {
  let out = option;
  for (const lead of optionLeads) out = out.replace(lead, '');
  out = out.replace(/\bmy\b/giu, 'your');
  out = out.replace(optionTails, '').trim();
  return out === '' ? option : out;
}

/** The older reader's options with the asker's lead and the question's tail cut off ("Smarter to pay off…", "Hè này đi Đà Lạt"). */
export function tidyOptions(options: readonly [string, string] | null): readonly [string, string] | null {
  if (options === null) return null;
  // "사드릴까 하는데 너무 무리일까요" weighs one plan, not two options: a side left starting with a connective is no option.
  if (options.some((option) => /^(?:하는데|싶은데|했는데|하고|해서|한데)(?:\s|$)/u.test(option))) return null;
  const a = tidyOption(options[0]);
  const b = tidyOption(options[1]);
  const timed = timedOptions(a, b);
  if (timed) return timed;
  return a === b ? options : [a, b];
}

/**
 * "ask my boss for a raise before or after the quarterly review": the two options are the two times around one event
 * ("before the quarterly review", "after the quarterly review"), not the first half of the sentence against the rest
 * (the lead's read of round 9). English and Vietnamese share the shape ("xin tăng lương trước hay sau đợt đánh giá").
 */
function timedOptions(a: string, b: string): readonly [string, string] | null {
  const end = /(?:^|\s)(before|after|trước|sau)$/iu.exec(a);
  const start = /^(before|after|trước|sau)\s+(.+)$/iu.exec(b);
  if (end === null || start === null) return null;
  const first = (end[1] as string).toLowerCase();
  const second = (start[1] as string).toLowerCase();
  const pairs = new Set(['before after', 'after before', 'trước sau', 'sau trước']);
  if (!pairs.has(`${first} ${second}`)) return null;
  const event = start[2] as string;
  return [`${end[1] as string} ${event}`, `${start[1] as string} ${event}`];
}
